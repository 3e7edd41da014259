/** The `game` section of a kit definition: which recorded games to print, and how. */
import { dirname, resolve } from 'node:path'
import { isMap, isScalar, isSeq } from 'yaml'
import type { Node } from 'yaml'
import type { KitDefinitionProblem } from './kit-definition.js'

/** `game: { file: partie.ogn, every: 10, analyse: true }` (or `files: [a.ogn, b.ogn]`): an annotated game in the kit. */
export interface GameSectionSettings {
  readonly files: readonly string[]
  /** A diagram every this many moves (0: only where a comment asks and at the end). */
  readonly every: number
  /** The engine's comments: `?` and `??` with the better move, and a summary per player. */
  readonly analyse: boolean
}

/** Reads `game:` (null when absent; a problem when the section is listed without it). */
export function gameSettings(
  node: unknown,
  file: string,
  listed: boolean,
  root: Node,
  at: (node: Node | null | undefined, code: KitDefinitionProblem['code'], message: string) => void,
): GameSectionSettings | null {
  const shape = 'game: { file: partie.ogn, every: 10, analyse: true } (or files: [a.ogn, b.ogn])'
  if (node === undefined) {
    if (listed) at(root, 'KIT_MISSING', `the game section needs its games: ${shape}`)
    return null
  }
  if (!isMap(node)) {
    at(node as Node, 'KIT_BAD_VALUE', `game must be ${shape}`)
    return null
  }
  for (const pair of node.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : ''
    if (!['file', 'files', 'every', 'analyse'].includes(key)) at(pair.key as Node, 'KIT_UNKNOWN_KEY', `game: unknown key ${JSON.stringify(key)} (expected file or files, every, analyse)`)
  }
  const folder = dirname(file)
  const files: string[] = []
  const single = node.get('file', true)
  const several = node.get('files', true)
  if (single !== undefined && several !== undefined) at(several as Node, 'KIT_BAD_VALUE', 'game: give file or files, not both')
  if (single !== undefined) {
    if (isScalar(single) && typeof single.value === 'string' && single.value.trim()) files.push(resolve(folder, single.value))
    else at(single as Node, 'KIT_BAD_VALUE', 'game.file must be the path of an .ogn file')
  } else if (several !== undefined) {
    if (isSeq(several) && several.items.length > 0 && several.items.every((item) => isScalar(item) && typeof item.value === 'string' && item.value.trim()))
      for (const item of several.items) files.push(resolve(folder, String((item as { value: string }).value)))
    else at(several as Node, 'KIT_BAD_VALUE', 'game.files must be a list of .ogn paths')
  } else at(node as Node, 'KIT_MISSING', `game needs file or files: ${shape}`)
  let every = 10
  const everyNode = node.get('every', true)
  if (everyNode !== undefined) {
    const value = isScalar(everyNode) ? everyNode.value : null
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 1000) every = value
    else at(everyNode as Node, 'KIT_BAD_VALUE', 'game.every must be a whole number of moves from 0 (only where a comment asks, and at the end) to 1000')
  }
  let analyse = false
  const analyseNode = node.get('analyse', true)
  if (analyseNode !== undefined) {
    const value = isScalar(analyseNode) ? analyseNode.value : null
    if (typeof value === 'boolean') analyse = value
    else at(analyseNode as Node, 'KIT_BAD_VALUE', 'game.analyse must be true or false')
  }
  return { files, every, analyse }
}
