/**
 * The small words every layer says the same way: the sides' names, signed numbers, lists, and a
 * count with its noun. One module, no imports, so that the engine's messages, the command line, the
 * generator's explanations and the printed pages agree (the pages' own sentences live in
 * templates/strings/, the diagrams' in render/strings.ts).
 */

export type WordsLang = 'fr' | 'en'
type Side = 'south' | 'north'

const SIDE_NAMES: Readonly<Record<WordsLang, Readonly<Record<Side, string>>>> = {
  fr: { south: 'Sud', north: 'Nord' },
  en: { south: 'South', north: 'North' },
}

/** `Sud` / `South`, `Nord` / `North`. */
export const sideName = (side: Side, lang: WordsLang = 'en'): string => SIDE_NAMES[lang][side]

/** The minus sign of printed pages (U+2212), and the hyphen-minus a terminal and a file are read with. */
export const MINUS = '\u2212'
export const HYPHEN_MINUS = '-'

/**
 * A signed number: `+7`, `−4`, `0`. `plus: false` leaves positive numbers bare (the key's "C −7,
 * D 3"); `minus: HYPHEN_MINUS` for the terminal's text.
 */
/** A signed number as a terminal shows it (`+7`, `-4`): the hyphen-minus a shell and a file are read with. */
export const terminalSigned = (value: number): string => signed(value, { minus: HYPHEN_MINUS })

export function signed(value: number, options: { readonly plus?: boolean; readonly minus?: string } = {}): string {
  const minus = options.minus ?? MINUS
  if (value < 0) return `${minus}${-value}`
  return value > 0 && options.plus !== false ? `+${value}` : String(value)
}

const LOCALES: Readonly<Record<WordsLang, string>> = { fr: 'fr-FR', en: 'en-GB' }
const lists = new Map<string, Intl.ListFormat>()

/** "A, B et C" / "A, B and C" (British: no comma before the last); `or` for a choice: "A ou B". */
export function list(items: readonly string[], lang: WordsLang, kind: 'and' | 'or' = 'and'): string {
  const key = `${lang}-${kind}`
  let format = lists.get(key)
  if (!format) lists.set(key, (format = new Intl.ListFormat(LOCALES[lang], { type: kind === 'and' ? 'conjunction' : 'disjunction' })))
  return format.format(items)
}

const plurals = new Map<WordsLang, Intl.PluralRules>()

/**
 * A count and its noun: `1 graine`, `0 graine`, `2 graines`; `1 seed`, `0 seeds`. French counts 0
 * and 1 as one, English only 1 (Intl.PluralRules).
 */
export function counted(count: number, lang: WordsLang, forms: { readonly one: string; readonly other: string }): string {
  return `${count} ${isOne(count, lang) ? forms.one : forms.other}`
}

/** Whether a count takes the singular: 0 and 1 in French, only 1 in English (Intl.PluralRules). */
export function isOne(count: number, lang: WordsLang): boolean {
  let rules = plurals.get(lang)
  if (!rules) plurals.set(lang, (rules = new Intl.PluralRules(LOCALES[lang])))
  return rules.select(Math.abs(count)) === 'one'
}

/** `3 graines` / `3 seeds`. */
export const seeds = (count: number, lang: WordsLang): string => counted(count, lang, lang === 'fr' ? { one: 'graine', other: 'graines' } : { one: 'seed', other: 'seeds' })
