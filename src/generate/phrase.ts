/**
 * The generator's sentences, from the `generate` group of templates/strings/<lang>.yaml: both
 * languages at once. They go into exercise files, so they are filled as written there (the page
 * typesets them when it prints the file): French spacing before ; : ! ? comes from the template.
 */
import { kitStrings } from '../pdf/strings.js'
import type { WordsLang } from '../words.js'

/** A text in both languages. */
export type Bilingual = { fr: string; en: string }

/** A value of a sentence: the same in both languages (a hole, a number), or said in each. */
export type PhraseValue = string | number | Bilingual

/** The sentence at `key` (`generate.…`) in both languages, {values} filled. */
export function phrase(key: string, values: Readonly<Record<string, PhraseValue>> = {}): Bilingual {
  return { fr: phraseIn('fr', key, values), en: phraseIn('en', key, values) }
}

function phraseIn(lang: WordsLang, key: string, values: Readonly<Record<string, PhraseValue>>): string {
  const filled: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(values)) filled[name] = typeof value === 'object' ? value[lang] : value
  return kitStrings(lang).sentence(key, filled)
}

/** A word said in each language: `inBoth((lang) => list(holes, lang))`. */
export const inBoth = (word: (lang: WordsLang) => string): Bilingual => ({ fr: word('fr'), en: word('en') })

/** Texts joined in each language (`' '` between sentences of a question, `'\n'` between lines of an explanation). */
export const joined = (parts: readonly Bilingual[], separator: string): Bilingual => ({
  fr: parts.map((part) => part.fr).join(separator),
  en: parts.map((part) => part.en).join(separator),
})
