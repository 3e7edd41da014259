/** Reading game records from disk: the only part of src/game/ that does I/O. */
import { readdir, stat } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { OgnProblem, ReplayedGame, Variant } from '../engine/index.js'
import { DEFAULT_VARIANT, parseOgn, replayRecord } from '../engine/index.js'
import { readText } from '../exercise/load.js'
import type { Stats } from 'node:fs'

/** A game record is a few kilobytes; a bigger file is a mistake (a PDF, a database) and is not read. */
export const MAX_GAME_FILE_BYTES = 1024 * 1024

/** A problem of a game file: where (file:line:col), a stable code, and what to do. */
export interface GameProblem {
  readonly file: string
  readonly line: number
  readonly column: number
  readonly code: string
  readonly message: string
  /** `claim`: the engine contradicts the record (a `+N`, the result); `input`: the file cannot be used. */
  readonly kind: 'input' | 'claim'
  /** TOO_MANY_PROBLEMS: how many problems it stands for (problemTotal). */
  readonly more?: number
}

export const formatGameProblem = (problem: GameProblem): string => `${problem.file}:${problem.line}:${problem.column} ${problem.code} ${problem.message}`

export interface LoadedGame {
  /** The file as named (a folder's files as folder/name). */
  readonly file: string
  readonly game: ReplayedGame
  /** Notes that are not problems (a result the kit's rules did not reach). */
  readonly notes: readonly GameProblem[]
}

const located = (file: string, problems: readonly OgnProblem[]): GameProblem[] => problems.map((problem) => ({ file, ...problem }))

/** Reads and replays a record's text; problems carry the file's name. */
export function readGameText(text: string, file: string, variant: Variant = DEFAULT_VARIANT): { game: LoadedGame | null; problems: GameProblem[] } {
  const record = parseOgn(text)
  if (!record.ok) return { game: null, problems: located(file, record.error) }
  const game = replayRecord(record.value, variant)
  if (!game.ok) return { game: null, problems: located(file, game.error) }
  return { game: { file, game: game.value, notes: located(file, game.value.notes) }, problems: [] }
}

/** A file read and replayed, or the problems that stopped it (a folder's listing problems come as a file of their own). */
export interface GameRead {
  readonly game: LoadedGame | null
  readonly problems: readonly GameProblem[]
}

/** The game files that paths name, listed before any is read (a folder: every `*.ogn` in it, in code-point order; a file: itself). */
export interface GameListing {
  readonly files: readonly string[]
  /** A path that names nothing, an unreadable folder, a folder with no record: as problems of their own. */
  readonly problems: readonly GameProblem[]
}

export async function listGames(paths: readonly string[], cwd: string): Promise<GameListing> {
  const files: string[] = []
  const problems: GameProblem[] = []
  for (const path of paths) {
    const listed = await listGameFiles(path, cwd)
    files.push(...listed.files)
    problems.push(...listed.problems)
  }
  return { files, problems }
}

/**
 * At most `atMost` of the files, evenly spread over the list (the first, then one every
 * files/atMost, in the list's order): a folder of ten thousand games read in the time of two
 * thousand, each part of it (each month, each player's file names) still represented. The same list
 * gives the same sample.
 */
export function evenSample<T>(files: readonly T[], atMost: number): readonly T[] {
  if (files.length <= atMost) return files
  return Array.from({ length: atMost }, (_, i) => files[Math.floor((i * files.length) / atMost)] as T)
}

/**
 * The games of files one at a time, each read and replayed as it is reached: a folder of ten
 * thousand records is never held whole, only the game being read and what the caller keeps of each.
 * Stops between two files when `signal` is aborted. Never throws on bad input: problems are values.
 */
export async function* readGameFiles(files: readonly string[], cwd: string, variant: Variant = DEFAULT_VARIANT, signal?: AbortSignal): AsyncGenerator<GameRead> {
  for (const file of files) {
    if (signal?.aborted) return
    yield await readGameFile(file, cwd, variant)
  }
}

/** The games of paths (listGames, then readGameFiles); the listing's problems come first, as a read of their own. */
export async function* readGames(paths: readonly string[], cwd: string, variant: Variant = DEFAULT_VARIANT, signal?: AbortSignal): AsyncGenerator<GameRead> {
  const listed = await listGames(paths, cwd)
  if (listed.problems.length > 0) yield { game: null, problems: listed.problems }
  yield* readGameFiles(listed.files, cwd, variant, signal)
}

/** One record from disk, read through the input layer (regular file, size cap) and replayed. */
export async function readGameFile(file: string, cwd: string, variant: Variant = DEFAULT_VARIANT): Promise<GameRead> {
  const text = await readText(file, cwd, { bytes: MAX_GAME_FILE_BYTES, what: 'a game record' })
  if (!text.ok) return { game: null, problems: [text.problem] }
  return readGameText(text.value, file, variant)
}

/**
 * Every game of paths, kept (the kit's game section: a few records). Problems are values, every
 * file is read; `readGames` is the way through a large folder.
 */
export async function loadGames(paths: readonly string[], cwd: string, variant: Variant = DEFAULT_VARIANT): Promise<{ games: LoadedGame[]; problems: GameProblem[] }> {
  const games: LoadedGame[] = []
  const problems: GameProblem[] = []
  for await (const read of readGames(paths, cwd, variant)) {
    problems.push(...read.problems)
    if (read.game) games.push(read.game)
  }
  return { games, problems }
}

/** Whether a path names a folder (false when it names nothing: the reader then says so). */
export async function isFolder(path: string, cwd: string): Promise<boolean> {
  return (await stat(resolve(cwd, path)).catch(() => null))?.isDirectory() ?? false
}

async function listGameFiles(path: string, cwd: string): Promise<{ files: string[]; problems: GameProblem[] }> {
  const where = { file: path, line: 1, column: 1, kind: 'input' as const }
  let info: Stats
  try {
    info = await stat(resolve(cwd, path))
  } catch {
    return { files: [], problems: [{ ...where, code: 'FILE_NOT_FOUND', message: `there is no file or folder ${JSON.stringify(path)}` }] }
  }
  if (!info.isDirectory()) return { files: [path], problems: [] }
  let names: string[]
  try {
    names = await readdir(resolve(cwd, path))
  } catch (error) {
    return { files: [], problems: [{ ...where, code: 'FILE_UNREADABLE', message: `the folder cannot be read: ${(error as Error).message}` }] }
  }
  // Code-point order, not the locale's: every machine lists the same games in the same order.
  const files = names
    .filter((name) => /\.ogn$/i.test(name))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((name) => join(path, name))
  if (files.length === 0) return { files, problems: [{ ...where, code: 'NO_GAME_FILES', message: 'the folder holds no game record (*.ogn)' }] }
  return { files, problems: [] }
}
