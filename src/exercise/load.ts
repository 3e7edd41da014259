/** Reading exercise files and folders from disk: the only part of src/exercise/ that does I/O. */
import { readFile, readdir, stat } from 'node:fs/promises'
import { basename, dirname, join, resolve } from 'node:path'
import type { ExerciseProblem } from './problems.js'
import { sortProblems } from './problems.js'
import type { VariantInput } from './schema.js'
import { parseBankText, parseExerciseText } from './exercise.js'
import type { CheckedExercise } from './types.js'

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
  /** Every exercise file looked at (as given, or folder/name), sorted within each folder. */
  files: string[]
  /** The signal stopped the work before every file was checked. */
  interrupted: boolean
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
}

/** `theme: chain` and `level: 2` as written at the top level of a file, or null. */
function quickFacts(text: string): { theme: string; level: number } | null {
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
  const bankFor = (file: string): Promise<VariantInput> => {
    const folder = dirname(file)
    const key = resolve(cwd, folder) // `bank` and `./bank` are one folder, read once
    let bank = banks.get(key)
    if (!bank) {
      bank = readBank(join(folder, BANK_FILE), cwd, problems)
      banks.set(key, bank)
    }
    return bank
  }

  const exercises: CheckedExercise[] = []
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
    const parsed = parseExerciseText(text.value, file, { bankVariant: await bankFor(file) })
    problems.push(...parsed.problems)
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
    for (const place of places) {
      duplicated.add(place.id)
      const { id, file, line, column } = place
      const caseOnly = places.some((other) => other.id !== id)
      const others = places.filter((other) => other !== place).map((other) => `${other.file}:${other.line}:${other.column}`).sort()
      const named = others.length > 3 ? `${others.slice(0, 3).join(', ')} and ${others.length - 3} more` : others.join(', ')
      problems.push({ file, line, column, code: 'DUPLICATE_ID', kind: 'input', message: `id: ${id} is also the id of ${named}; every exercise needs its own id${caseOnly ? ' (ids that differ only by capitals count as the same)' : ''}` })
    }
  }
  return {
    exercises: exercises.filter((exercise) => !duplicated.has(exercise.id)),
    problems: sortProblems(problems),
    files: unique,
    interrupted,
  }
}

async function listPath(path: string, cwd: string): Promise<{ files: string[]; problems: ExerciseProblem[] }> {
  const where = { file: path, line: 1, column: 1, kind: 'input' as const }
  let info
  try {
    info = await stat(resolve(cwd, path))
  } catch {
    return { files: [], problems: [{ ...where, code: 'FILE_NOT_FOUND', message: `there is no file or folder ${JSON.stringify(path)}` }] }
  }
  if (info.isDirectory()) {
    let names: string[]
    try {
      names = await readdir(resolve(cwd, path))
    } catch (error) {
      return { files: [], problems: [{ ...where, code: 'FILE_UNREADABLE', message: `the folder cannot be read: ${reason(error)}` }] }
    }
    // Sorted by code point, not locale, so every machine lists the same order.
    const files = names.filter(isExerciseName).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).map((name) => join(path, name))
    if (files.length === 0)
      return { files, problems: [{ ...where, code: 'NO_EXERCISE_FILES', message: 'the folder holds no exercise file (*.yaml or *.yml whose name does not start with _)' }] }
    return { files, problems: [] }
  }
  if (basename(path).startsWith('_'))
    return { files: [], problems: [{ ...where, code: 'NOT_AN_EXERCISE', message: 'files whose name starts with _ are not exercises (_bank.yaml holds the folder\'s defaults)' }] }
  return { files: [path], problems: [] }
}

type TextRead = { ok: true; value: string } | { ok: false; problem: ExerciseProblem }

/** A file's text: refused when too large (before reading it all) or not UTF-8. `limit`: the largest file of its kind. */
export async function readText(file: string, cwd: string, limit = { bytes: MAX_FILE_BYTES, what: 'an exercise file' }): Promise<TextRead> {
  const where = { file, line: 1, column: 1, kind: 'input' as const }
  let bytes: Uint8Array
  try {
    const info = await stat(resolve(cwd, file))
    if (info.size > limit.bytes)
      return { ok: false, problem: { ...where, code: 'FILE_TOO_LARGE', message: `the file holds ${info.size} bytes; ${limit.what} holds at most ${limit.bytes} (${limit.bytes / 1024} KiB)` } }
    bytes = await readFile(resolve(cwd, file))
  } catch (error) {
    return { ok: false, problem: { ...where, code: 'FILE_UNREADABLE', message: `the file cannot be read: ${reason(error)}` } }
  }
  return decodeText(bytes, file)
}

/** UTF-8 text, or a NOT_UTF8 problem at the first byte that is not. */
export function decodeText(bytes: Uint8Array, file: string): TextRead {
  try {
    return { ok: true, value: new TextDecoder('utf-8', { fatal: true }).decode(bytes) }
  } catch {
    // Windows Notepad's "Unicode" is UTF-16, recognisable by its byte-order mark.
    if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
      return {
        ok: false,
        problem: { file, line: 1, column: 1, kind: 'input', code: 'NOT_UTF8', message: 'the file is saved as UTF-16 ("Unicode" in Notepad): save it again with the encoding UTF-8' },
      }
    const offset = firstInvalidUtf8(bytes)
    const before = new TextDecoder('utf-8').decode(bytes.subarray(0, offset))
    const lines = before.split('\n')
    const line = lines.length
    const column = [...lines[lines.length - 1]!].length + 1
    return {
      ok: false,
      problem: {
        file,
        line,
        column,
        kind: 'input',
        code: 'NOT_UTF8',
        message: `byte ${offset + 1} (0x${bytes[offset]?.toString(16).padStart(2, '0')}) is not UTF-8 text: save the file as UTF-8 (in most editors: "Save with encoding", UTF-8)`,
      },
    }
  }
}

/** Offset of the first byte that breaks UTF-8 (the decoder says only that one does). */
function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0
  while (i < bytes.length) {
    const b = bytes[i]!
    const length = b < 0x80 ? 1 : b >= 0xc2 && b < 0xe0 ? 2 : b >= 0xe0 && b < 0xf0 ? 3 : b >= 0xf0 && b < 0xf5 ? 4 : 0
    if (length === 0 || i + length > bytes.length) return i
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(i, i + length))
    } catch {
      return i
    }
    i += length
  }
  return bytes.length
}

async function readBank(file: string, cwd: string, problems: ExerciseProblem[]): Promise<VariantInput> {
  try {
    await stat(resolve(cwd, file))
  } catch {
    return {} // no _bank.yaml: the Abapa defaults
  }
  const text = await readText(file, cwd)
  if (!text.ok) {
    problems.push(text.problem)
    return {}
  }
  const bank = parseBankText(text.value, file)
  problems.push(...bank.problems)
  return bank.variant
}

const reason = (error: unknown): string => {
  const code = (error as { code?: string }).code
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied'
  if (code === 'EISDIR') return 'it is a folder'
  return error instanceof Error ? error.message : String(error)
}
