/** The `game` section of a kit definition: which recorded games to print, and how. */
import { dirname, resolve } from 'node:path'
import type { Source } from '../exercise/source.js'
import type { KitDefinitionProblem } from '../kit/definition.js'

/** `game: { file: partie.ogn, every: 10, analyse: true }` (or `files: [a.ogn, b.ogn]`): an annotated game in the kit. */
export interface GameSectionSettings {
  readonly files: readonly string[]
  /** A diagram every this many moves (0: only where a comment asks and at the end). */
  readonly every: number
  /** The engine's comments: `?` and `??` with the better move, and a summary per player. */
  readonly analyse: boolean
}

type At = (where: { line: number; column: number }, code: KitDefinitionProblem['code'], message: string) => void

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value)

/** Reads `game:` (null when absent; a problem when the section is listed without it). Paths are read from the kit file's folder. */
export function gameSettings(value: unknown, file: string, listed: boolean, source: Source, at: At): GameSectionSettings | null {
  const shape = 'game: { file: partie.ogn, every: 10, analyse: true } (or files: [a.ogn, b.ogn])'
  if (value === undefined) {
    if (listed) at(source.start(), 'KIT_MISSING', `the game section needs its games: ${shape}`)
    return null
  }
  if (!isRecord(value)) {
    at(source.valueAt(['game']), 'KIT_BAD_VALUE', `game must be ${shape}`)
    return null
  }
  for (const key of Object.keys(value))
    if (!['file', 'files', 'every', 'analyse'].includes(key)) at(source.keyAt(['game', key]), 'KIT_UNKNOWN_KEY', `game: unknown key ${JSON.stringify(key)} (expected file or files, every, analyse)`)
  const folder = dirname(file)
  const files: string[] = []
  const single = value.file
  const several = value.files
  if (single !== undefined && several !== undefined) at(source.valueAt(['game', 'files']), 'KIT_BAD_VALUE', 'game: give file or files, not both')
  if (single !== undefined) {
    if (typeof single === 'string' && single.trim()) files.push(resolve(folder, single))
    else at(source.valueAt(['game', 'file']), 'KIT_BAD_VALUE', 'game.file must be the path of an .ogn file')
  } else if (several !== undefined) {
    if (Array.isArray(several) && several.length > 0 && several.every((item) => typeof item === 'string' && item.trim())) for (const item of several as string[]) files.push(resolve(folder, item))
    else at(source.valueAt(['game', 'files']), 'KIT_BAD_VALUE', 'game.files must be a list of .ogn paths')
  } else at(source.valueAt(['game']), 'KIT_MISSING', `game needs file or files: ${shape}`)
  let every = 10
  if (value.every !== undefined) {
    if (typeof value.every === 'number' && Number.isInteger(value.every) && value.every >= 0 && value.every <= 1000) every = value.every
    else at(source.valueAt(['game', 'every']), 'KIT_BAD_VALUE', 'game.every must be a whole number of moves from 0 (only where a comment asks, and at the end) to 1000')
  }
  let analyse = false
  if (value.analyse !== undefined) {
    if (typeof value.analyse === 'boolean') analyse = value.analyse
    else at(source.valueAt(['game', 'analyse']), 'KIT_BAD_VALUE', 'game.analyse must be true or false')
  }
  return { files, every, analyse }
}
