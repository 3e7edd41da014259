/** Typographic conventions applied to every string of the kit before it is measured or drawn. */

const NARROW_NBSP = '\u202F'

/**
 * French typography: a narrow no-break space before ; : ! ? %, and inside « ». Idempotent; an existing
 * space (ordinary, no-break or narrow) is replaced, so a line never starts with a lone "?" .
 * A colon between digits (10:30) or inside a word (https://) is left alone.
 */
export function frenchTypography(text: string): string {
  return (
    text
      .replace(/([^\s;:!?«(])[ \u00A0\u202F]?([;:!?]+)(?=$|[\s»)\]"’.,])/gu, `$1${NARROW_NBSP}$2`)
      .replace(/«[ \u00A0\u202F]*/gu, `«${NARROW_NBSP}`)
      // Only from the first space of a run: tried from every space, a long run without » costs n² (a title of spaces).
      .replace(/(?<![ \u00A0\u202F])[ \u00A0\u202F]*»/gu, `${NARROW_NBSP}»`)
      .replace(/(\d)[ \u00A0\u202F]?%/gu, `$1${NARROW_NBSP}%`)
  )
}

/**
 * A hyphen inside a word becomes a non-breaking hyphen (U+2011): "prends-tu", "sème-les",
 * "vingt-quatre" never split across two lines, which young readers stumble on.
 */
export const keepHyphenatedWords = (text: string): string => text.replace(/(\p{L})-(?=\p{L})/gu, '$1\u2011')

/** The glossary's terms of two words never split across two lines (« le grand / chelem » in a title, a cold read), nor from their article, nor a rule box's « à retenir ». */
export const keepTermsTogether = (text: string): string =>
  text
    .replace(/\b(grand) (chelem|slam)\b/giu, '$1\u00a0$2')
    // « (le grand chelem) »: the article with its term (« (le » alone at a line's end, a cold read).
    .replace(/\b(le|un|the|a) (grand\u00a0(?:chelem|slam))/giu, '$1\u00a0$2')
    .replace(/(^|\s)à retenir/gu, '$1à\u00a0retenir')

export type Lang = 'fr' | 'en'

const typesetCache: Record<Lang, Map<string, string>> = { fr: new Map(), en: new Map() }

/**
 * An equality never cut at its signs: « 9 sur le plateau + 0 prise = 9. » ends « prise = 9. » on one
 * line, not a lone « 9. » on the next, and « avant = après + prises » stays whole (no-break spaces
 * around an = or a + between two words or numbers).
 */
export const keepEqualitiesTogether = (text: string): string => text.replace(/(\S) ([=+]) (?=\S)/gu, '$1\u00a0$2\u00a0')

/** The one entry point: every text of the kit goes through here for its language (memoised: labels repeat on every page). */
export function typeset(text: string, lang: Lang): string {
  const cache = typesetCache[lang]
  let result = cache.get(text)
  if (result === undefined) {
    result = keepTermsTogether(keepEqualitiesTogether(keepHyphenatedWords(lang === 'fr' ? frenchTypography(text) : text)))
    cache.set(text, result)
  }
  return result
}
