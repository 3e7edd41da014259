/**
 * A checker's problem in the teacher's language (issue 26). Each problem code has a sentence in
 * templates/strings/fr.yaml and en.yaml (`problems.CODE`: what is wrong and what to do), and the
 * problems a teacher meets most carry their details as words (`problems.CODE.variant` with {values}).
 * The English message of those is the same template's English, so the two languages cannot drift.
 * The code stays at the end of the French line, in brackets, for whoever searches it.
 */
import { kitStrings } from '../pdf/strings.js'
import type { ExerciseProblem, ProblemCode } from './problems.js'

export type ProblemLang = 'fr' | 'en'

/** A value said in the problem: a number, a word of the file (kept as written), holes, or words of each language. */
export type ProblemValue = string | number | { readonly holes: readonly string[] } | { readonly fr: string; readonly en: string }

/** The words of a problem's details: a key under `problems.` and its values. */
export interface ProblemWords {
  readonly key: string
  readonly values: Readonly<Record<string, ProblemValue>>
}

/** A value in a language. */
export const valueText = (value: ProblemValue, lang: ProblemLang): string => {
  if (typeof value === 'string' || typeof value === 'number') return String(value)
  if ('holes' in value) return value.holes.length === 0 ? (lang === 'fr' ? 'aucun' : 'none') : value.holes.join(', ')
  return value[lang]
}

/** The template at `problems.<key>` in a language, {values} filled (no typesetting: it goes to a terminal too). */
function template(key: string, values: Readonly<Record<string, ProblemValue>>, lang: ProblemLang): string {
  const raw = kitStrings(lang).raw(`problems.${key}`)
  const text =
    typeof raw === 'string' ? raw : raw !== null && typeof raw === 'object' && typeof (raw as Record<string, unknown>)['_'] === 'string' ? ((raw as Record<string, unknown>)['_'] as string) : null
  if (text === null) throw new Error(`templates/strings/${lang}.yaml: problems.${key} is not a sentence`)
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (values[name] === undefined ? whole : valueText(values[name]!, lang)))
}

/** A problem's message and words: the English message is the template's English. */
export function say(key: string, values: Readonly<Record<string, ProblemValue>> = {}): { message: string; words: ProblemWords } {
  return { message: template(key, values, 'en'), words: { key, values } }
}

/** What a problem says in a language: its words, or the code's sentence with the details as the checker wrote them. */
export function problemText(problem: Pick<ExerciseProblem, 'code' | 'message' | 'words'>, lang: ProblemLang): string {
  if (lang === 'en') return problem.message
  if (problem.words) return template(problem.words.key, problem.words.values, lang)
  return `${template(problem.code, {}, lang)} (${lang === 'fr' ? 'en anglais' : 'in English'} : ${problem.message})`
}

/** Every code's sentence exists in both languages (the strings test checks it for every code). */
export const codeSentence = (code: ProblemCode, lang: ProblemLang): string => template(code, {}, lang)

/**
 * The language of the command line's messages: --lang when given, else the locale (LC_ALL, then
 * LC_MESSAGES, then LANG) when it starts with fr; English otherwise.
 */
export function messageLang(env: Readonly<Record<string, string | undefined>>, explicit?: string | null): ProblemLang {
  if (explicit === 'fr' || explicit === 'en') return explicit
  const locale = env['LC_ALL'] || env['LC_MESSAGES'] || env['LANG'] || ''
  return locale.toLowerCase().startsWith('fr') ? 'fr' : 'en'
}
