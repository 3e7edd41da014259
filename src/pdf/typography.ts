/** Typographic conventions applied to every string of the kit before it is measured or drawn. */

const NARROW_NBSP = '\u202F'

/**
 * French typography: a narrow no-break space before ; : ! ? %, and inside « ». Idempotent; an existing
 * space (ordinary, no-break or narrow) is replaced, so a line never starts with a lone "?" .
 * A colon between digits (10:30) or inside a word (https://) is left alone.
 */
export function frenchTypography(text: string): string {
  return text
    .replace(/([^\s;:!?«(])[ \u00A0\u202F]?([;:!?]+)(?=$|[\s»)\]"’.,])/gu, `$1${NARROW_NBSP}$2`)
    .replace(/«[ \u00A0\u202F]*/gu, `«${NARROW_NBSP}`)
    .replace(/[ \u00A0\u202F]*»/gu, `${NARROW_NBSP}»`)
    .replace(/(\d)[ \u00A0\u202F]?%/gu, `$1${NARROW_NBSP}%`)
}

export type Lang = 'fr' | 'en'

/** The one entry point: every text of the kit goes through here for its language. */
export const typeset = (text: string, lang: Lang): string => (lang === 'fr' ? frenchTypography(text) : text)
