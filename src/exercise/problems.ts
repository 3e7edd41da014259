/** What can be wrong with an exercise file, located at a line and column of the file. */
import { terminalSafe } from '../input/printable.js'

/** Codes of problems that make a file unusable (`check` exits 2). Stable: the README lists them. */
export const INPUT_CODES = [
  'FILE_NOT_FOUND',
  'NO_EXERCISE_FILES',
  'FILE_UNREADABLE',
  'FILE_TOO_LARGE',
  'NOT_UTF8',
  'NOT_AN_EXERCISE',
  'YAML_SYNTAX',
  'DUPLICATE_KEY',
  'ALIAS_BOMB',
  'NOT_A_MAPPING',
  'UNKNOWN_KEY',
  'MISSING_FIELD',
  'MISSING_LANGUAGE',
  'EMPTY_TEXT',
  'WRONG_TYPE',
  'BAD_VALUE',
  'UNKNOWN_HOLE',
  'NOT_AN_INTEGER',
  'NEGATIVE_COUNT',
  'TOO_MANY_SEEDS',
  'STORES_DO_NOT_ADD_UP',
  'NO_SEEDS',
  'BAD_NOTATION',
  'PLIES_TOO_DEEP',
  'CONFLICTING_FIELDS',
  'FIELD_NOT_FOR_TASK',
  'EXPECT_INCOMPLETE',
  'ILLEGAL_MOVE',
  'GAME_OVER',
  'NO_LEGAL_MOVE',
  'DUPLICATE_ID',
  'ANSWER_NOT_POSSIBLE',
  'QUESTION_WITHOUT_ROOM',
  'NEEDS_TABLES',
  'TEXT_TOO_LONG',
  'TOO_MANY_MOVES',
  'UNPRINTABLE_CHARACTER',
  'BAD_KEY',
  'MISTAKE_NOT_A_PLACE',
] as const

/** Codes of problems where the engine contradicts the author (`check` exits 1). */
export const CLAIM_CODES = ['EXPECT_MISMATCH', 'BEST_NOT_UNIQUE', 'NOT_PROVED', 'THEME_NOT_SHOWN', 'SEED_COUNT', 'MISTAKE_IS_RIGHT'] as const

/** Codes of what `check` points out without failing (the exit code stays 0): the file is usable as it is. */
export const WARNING_CODES = ['MISTAKE_ALREADY_NAMED', 'LESSON_MISSES_MISTAKE'] as const

export type InputCode = (typeof INPUT_CODES)[number]
export type ClaimCode = (typeof CLAIM_CODES)[number]
export type WarningCode = (typeof WARNING_CODES)[number]
export type ProblemCode = InputCode | ClaimCode | WarningCode

/**
 * One problem of one file. `kind: 'claim'`: the engine contradicts what the author wrote;
 * `kind: 'input'`: the file cannot be used as it is; `kind: 'warning'`: worth a look, and the file
 * is used as it is.
 */
export interface ExerciseProblem {
  file: string
  /** 1-based. */
  line: number
  /** 1-based. */
  column: number
  code: string
  message: string
  kind: 'input' | 'claim' | 'warning'
}

export const kindOf = (code: ProblemCode): 'input' | 'claim' | 'warning' =>
  (CLAIM_CODES as readonly string[]).includes(code) ? 'claim' : (WARNING_CODES as readonly string[]).includes(code) ? 'warning' : 'input'

/** `exercises/a2.yaml:21:13 EXPECT_MISMATCH expect.captured: the engine captures 7 (I, H, G), the file says 6` */
export function formatProblem(problem: ExerciseProblem): string {
  // File names and quoted values come from the files: their control characters are shown, not sent to the terminal.
  return terminalSafe(`${problem.file}:${problem.line}:${problem.column} ${problem.code} ${problem.message}`)
}

/** Problems in a stable order: by file, then line, then column (the order a teacher reads the file). */
export function sortProblems(problems: readonly ExerciseProblem[]): ExerciseProblem[] {
  return [...problems].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0)))
}

/** Edit distance counting a swap of two neighbouring letters as one edit (`chian` → `chain`), for "did you mean". */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)])
  for (let j = 0; j <= b.length; j++) rows[0]![j] = j
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let distance = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) distance = Math.min(distance, rows[i - 2]![j - 2]! + 1)
      rows[i]![j] = distance
    }
  }
  return rows[a.length]![b.length]!
}

/**
 * French words a French-speaking teacher may write for an English field or value. The format's
 * names stay English (one format for every file); the checker only says which name was meant.
 */
const FRENCH_NAMES: Record<string, string> = {
  titre: 'title',
  thème: 'theme',
  niveau: 'level',
  tâche: 'task',
  tache: 'task',
  jouer: 'play',
  joue: 'play',
  coup: 'play',
  coups: 'play',
  trait: 'toMove',
  attendu: 'expect',
  réponse: 'expect',
  reponse: 'expect',
  explication: 'explain',
  explications: 'explain',
  variante: 'variant',
  réserves: 'stores',
  reserves: 'stores',
  greniers: 'stores',
  gagnant: 'winner',
  vainqueur: 'winner',
  fini: 'over',
  finie: 'over',
  dernier: 'last',
  dernière: 'last',
  derniere: 'last',
  pris: 'captured',
  prises: 'captured',
  semis: 'sown',
  plateau: 'board',
  permis: 'legal',
  légaux: 'legal',
  meilleur: 'best',
  critère: 'criterion',
  critere: 'criterion',
  valeur: 'value',
  sud: 'south',
  nord: 'north',
  égalité: 'draw',
  egalite: 'draw',
  nul: 'draw',
  semer: 'sowing',
  prise: 'capture',
  chaîne: 'chain',
  chaine: 'chain',
  légal: 'legal',
  fin: 'end',
}

/** The closest of `candidates` to a misspelt word, if it is close enough to be a likely typo. */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  const lower = word.toLowerCase()
  const french = FRENCH_NAMES[lower]
  if (french !== undefined && candidates.includes(french)) return french
  let best: string | undefined
  let bestDistance = Infinity
  for (const candidate of candidates) {
    // Case differences cost nothing: `Captured` is surely `captured`.
    const distance = editDistance(lower, candidate.toLowerCase())
    if (distance < bestDistance) {
      best = candidate
      bestDistance = distance
    }
  }
  const tolerance = Math.max(1, Math.floor(Math.max(word.length, 2) / 3))
  return best !== undefined && bestDistance <= tolerance ? best : undefined
}

export const didYouMean = (word: string, candidates: readonly string[]): string => {
  const near = closest(word, candidates)
  return near === undefined ? '' : ` (did you mean ${near}?)`
}
