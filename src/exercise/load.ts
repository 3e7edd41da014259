/** Reading exercise files and folders from disk: the only part of src/exercise/ that does I/O. */
import { lstat, readdir, stat } from 'node:fs/promises'
import { basename, dirname, join, resolve } from 'node:path'
import { readInputText, decodeText as decodeInput, whyUnopenable } from '../input/read.js'
import type { ExerciseProblem } from './problems.js'
import { sortProblems } from './problems.js'
import type { VariantInput } from './schema.js'
import { parseBankText, parseExerciseText } from './exercise.js'
import type { CheckedExercise } from './types.js'
import type { EndgameSource } from '../tables/small.js'
import type { Stats } from 'node:fs'

/** No exercise comes near this; a bigger file is a mistake (a PDF, a log) and is not parsed. */
export const MAX_FILE_BYTES = 256 * 1024

/** The folder default that `_bank.yaml` holds. */
export const BANK_FILE = '_bank.yaml'

const isExerciseName = (name: string) => /\.ya?ml$/i.test(name) && !name.startsWith('_')

export interface LoadResult {
  /** Exercises that are fully valid and whose every claim holds, in file order. */
  exercises: CheckedExercise[]
  /** Every problem of every file, by file then line. */
  problems: ExerciseProblem[]
  /** What is worth a look but fails nothing (kind `warning`), by file then line. */
  warnings: ExerciseProblem[]
  /** Every exercise file looked at (as given, or folder/name), sorted within each folder. */
  files: string[]
  /** The signal stopped the work before every file was checked. */
  interrupted: boolean
  /** Every file read, exercises and `_bank.yaml`, as absolute paths: outputs must never replace one. */
  inputs: string[]
}

export interface LoadOptions {
  /** Relative paths start here (default: the process's working directory). */
  cwd?: string
  /** Checked between files: Ctrl-C stops a long check cleanly. */
  signal?: AbortSignal
  /**
   * Only the exercises a build prints: a file whose top-level `theme:` and `level:` lines are read
   * and not selected is skipped before it is parsed (a lesson's sheet checks its own dozen, not the
   * bank's hundred and fifty). A file where they cannot be read so simply is checked in full.
   */
  select?: (facts: { theme: string; level: number }) => boolean
  /** Endgame tables for `criterion: end` (default: built in memory up to 10 seeds). */
  endgame?: EndgameSource
}

/** `theme: chain` and `level: 2` as written at the top level of a file, or null. */
export function quickFacts(text: string): { theme: string; level: number } | null {
  const theme = /^theme:[ \t]*["']?([a-z-]+)["']?[ \t]*(?:#.*)?$/m.exec(text)
  const level = /^level:[ \t]*([123])[ \t]*(?:#.*)?$/m.exec(text)
  return theme && level ? { theme: theme[1]!, level: Number(level[1]) } : null
}

/**
 * Loads, validates and verifies exercises from files and folders (a folder: every *.yaml / *.yml
 * not starting with `_`, by name). Never throws on bad input: problems are values.
 */
/** Files read ahead of the one being checked. */
const READ_AHEAD = 16

export async function loadExercises(paths: string[], options: LoadOptions = {}): Promise<LoadResult> {
  const cwd = options.cwd ?? process.cwd()
  const problems: ExerciseProblem[] = []
  const files: string[] = []
  for (const path of paths) {
    const listed = await listPath(path, cwd)
    problems.push(...listed.problems)
    files.push(...listed.files)
  }

  const banks = new Map<string, Promise<VariantInput>>()
  const inputs: string[] = []
  const bankFor = (file: string): Promise<VariantInput> => {
    const folder = dirname(file)
    const key = resolve(cwd, folder) // `bank` and `./bank` are one folder, read once
    let bank = banks.get(key)
    if (!bank) {
      bank = readBank(join(folder, BANK_FILE), cwd, problems)
      banks.set(key, bank)
      inputs.push(resolve(cwd, folder, BANK_FILE))
    }
    return bank
  }

  const exercises: CheckedExercise[] = []
  const warnings: ExerciseProblem[] = []
  const ids = new Map<string, { id: string; file: string; line: number; column: number }[]>()
  const seen = new Set<string>()
  let interrupted = false
  // The same file named twice (a folder and one of its files) is checked once.
  const unique = files.filter((file) => {
    const absolute = resolve(cwd, file)
    if (seen.has(absolute)) return false
    seen.add(absolute)
    return true
  })
  // Reads run a few files ahead of the checks (each is two round trips to the file system), in a
  // bounded window: a folder of hundreds of files must not open them all at once (EMFILE).
  const texts: Promise<TextRead>[] = []
  const readAhead = (end: number) => {
    while (texts.length < Math.min(end, unique.length)) texts.push(readText(unique[texts.length]!, cwd))
  }
  for (const [index, file] of unique.entries()) {
    if (options.signal?.aborted) {
      interrupted = true
      break
    }
    readAhead(index + READ_AHEAD)
    const text = await texts[index]!
    if (!text.ok) {
      problems.push(text.problem)
      continue
    }
    if (options.select) {
      const facts = quickFacts(text.value)
      if (facts && !options.select(facts)) continue
    }
    const parsed = parseExerciseText(text.value, file, { bankVariant: await bankFor(file), ...(options.endgame ? { endgame: options.endgame } : {}) })
    problems.push(...parsed.problems)
    warnings.push(...parsed.warnings)
    if (parsed.exercise) exercises.push(parsed.exercise)
    // Ids are compared without case: A2 and a2 would name the same page of the kit.
    if (parsed.id) {
      const key = parsed.id.value.toLowerCase()
      ids.set(key, [...(ids.get(key) ?? []), { id: parsed.id.value, file, line: parsed.id.line, column: parsed.id.column }])
    }
  }

  const duplicated = new Set<string>()
  for (const places of ids.values()) {
    if (places.length < 2) continue
    // Each place names the others: the first three in file order and how many more (sorted once, so
    // thousands of files with one id cost n log n, not n²).
    const sorted = places.map((place) => ({ place, where: `${place.file}:${place.line}:${place.column}` })).sort((a, b) => (a.where < b.where ? -1 : a.where > b.where ? 1 : 0))
    const spellings = new Map<string, number>()
    for (const place of places) spellings.set(place.id, (spellings.get(place.id) ?? 0) + 1)
    for (const place of places) {
      duplicated.add(place.id)
      const { id, file, line, column } = place
      const others = sorted
        .slice(0, 4)
        .filter((other) => other.place !== place)
        .slice(0, 3)
        .map((other) => other.where)
      const more = places.length - 1 - others.length
      const named = more > 0 ? `${others.join(', ')} and ${more} more` : others.join(', ')
      const differentCase = spellings.get(id)! < places.length
      problems.push({
        file,
        line,
        column,
        code: 'DUPLICATE_ID',
        kind: 'input',
        message: `id: ${id} is also the id of ${named}; every exercise needs its own id${differentCase ? ' (ids that differ only by capitals count as the same)' : ''}`,
      })
    }
  }
  return {
    exercises: exercises.filter((exercise) => !duplicated.has(exercise.id)),
    problems: sortProblems(problems),
    warnings: sortProblems(warnings),
    files: unique,
    interrupted,
    inputs: [...unique.map((file) => resolve(cwd, file)), ...inputs],
  }
}

async function listPath(path: string, cwd: string): Promise<{ files: string[]; problems: ExerciseProblem[] }> {
  const where = { file: path, line: 1, column: 1, kind: 'input' as const }
  let info: Stats
  try {
    info = await stat(resolve(cwd, path))
  } catch (error) {
    const why = await whyUnopenable(resolve(cwd, path), error)
    const message = why.message === 'there is no such file' ? `there is no file or folder ${JSON.stringify(path)}` : `${JSON.stringify(path)} cannot be read: ${why.message}`
    return { files: [], problems: [{ ...where, code: why.code, message }] }
  }
  if (info.isDirectory()) {
    let names: string[]
    try {
      names = await readdir(resolve(cwd, path))
    } catch (error) {
      return { files: [], problems: [{ ...where, code: 'FILE_UNREADABLE', message: `the folder cannot be read: ${(await whyUnopenable(resolve(cwd, path), error)).message}` }] }
    }
    // Sorted by code point, not locale, so every machine lists the same order.
    const files = names
      .filter(isExerciseName)
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      .map((name) => join(path, name))
    if (files.length === 0) return { files, problems: [{ ...where, code: 'NO_EXERCISE_FILES', message: 'the folder holds no exercise file (*.yaml or *.yml whose name does not start with _)' }] }
    return { files, problems: [] }
  }
  if (basename(path).startsWith('_'))
    return { files: [], problems: [{ ...where, code: 'NOT_AN_EXERCISE', message: "files whose name starts with _ are not exercises (_bank.yaml holds the folder's defaults)" }] }
  return { files: [path], problems: [] }
}

// A file that cannot be read is always bad input, never a claim or a warning.
type TextRead = { ok: true; value: string } | { ok: false; problem: ExerciseProblem & { kind: 'input' } }

/**
 * A file's text, through the one reader (src/input/read.ts): a regular file of at most `limit.bytes`
 * (found while reading; MAX_FILE_BYTES for an exercise), UTF-8.
 */
export async function readText(file: string, cwd: string, limit = { bytes: MAX_FILE_BYTES, what: 'an exercise file' }): Promise<TextRead> {
  const text = await readInputText(resolve(cwd, file), limit.bytes)
  if (text.ok) return text
  const { code, message, line, column } = text.error
  const said =
    code === 'FILE_TOO_LARGE'
      ? `the file holds more than ${limit.bytes / 1024} KiB: ${limit.what} is far smaller (is it the right file?)`
      : code === 'NOT_UTF8'
        ? message
        : `the file cannot be read: ${message}`
  return { ok: false, problem: { file, line, column, kind: 'input', code, message: said } }
}

/** UTF-8 text, or a NOT_UTF8 problem at the first byte that is not (the reader's rules). */
export function decodeText(bytes: Uint8Array, file: string): TextRead {
  const text = decodeInput(bytes)
  if (text.ok) return text
  const { code, message, line, column } = text.error
  return { ok: false, problem: { file, line, column, kind: 'input', code, message } }
}

async function readBank(file: string, cwd: string, problems: ExerciseProblem[]): Promise<VariantInput> {
  // No _bank.yaml: the Abapa defaults. (A link to nothing is a problem, named by the reader.)
  if ((await lstat(resolve(cwd, file)).catch(() => null)) === null) return {}
  const text = await readText(file, cwd)
  if (!text.ok) {
    problems.push(text.problem)
    return {}
  }
  const bank = parseBankText(text.value, file)
  problems.push(...bank.problems)
  return bank.variant
}

/**
 * The rules `_bank.yaml` gives to `folder`'s exercises, read as `check` reads them: null when there
 * is no such file, its problems when it cannot be used. (For the generator, which writes there.)
 */
export async function readFolderBank(folder: string, shownFolder: string): Promise<{ ok: true; value: VariantInput | null } | { ok: false; error: ExerciseProblem[] }> {
  const file = join(shownFolder, BANK_FILE)
  if ((await lstat(join(folder, BANK_FILE)).catch(() => null)) === null) return { ok: true, value: null }
  const problems: ExerciseProblem[] = []
  const variant = await readBank(join(folder, BANK_FILE), folder, problems)
  if (problems.length > 0) return { ok: false, error: problems.map((problem) => ({ ...problem, file })) }
  return { ok: true, value: variant }
}
