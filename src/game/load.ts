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

/**
 * The `.ogn` files of paths (a folder: every `*.ogn` in it, in code-point order; a file: itself),
 * each read and replayed. Never throws on bad input: problems are values, every file is read.
 */
export async function loadGames(paths: readonly string[], cwd: string, variant: Variant = DEFAULT_VARIANT): Promise<{ games: LoadedGame[]; problems: GameProblem[] }> {
  const games: LoadedGame[] = []
  const problems: GameProblem[] = []
  for (const path of paths) {
    const listed = await listGameFiles(path, cwd)
    problems.push(...listed.problems)
    for (const file of listed.files) {
      const text = await readText(file, cwd, { bytes: MAX_GAME_FILE_BYTES, what: 'a game record' })
      if (!text.ok) {
        problems.push(text.problem)
        continue
      }
      const read = readGameText(text.value, file, variant)
      problems.push(...read.problems)
      if (read.game) games.push(read.game)
    }
  }
  return { games, problems }
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
  const files = names.filter((name) => /\.ogn$/i.test(name)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).map((name) => join(path, name))
  if (files.length === 0) return { files, problems: [{ ...where, code: 'NO_GAME_FILES', message: 'the folder holds no game record (*.ogn)' }] }
  return { files, problems: [] }
}
