/**
 * The parts a move is made of, named so that a layer above the rules can build a variation of a
 * move out of the rules' own parts (src/mistakes/: the mistakes children make) instead of writing
 * the rules a second time. `play` (position.ts) is these parts put together as rules.md says.
 */
import type { GrandSlamRule, HoleIndex, Side } from './types.js'
import { HOLE_COUNT, ROW_LENGTH, rowStart } from './types.js'

/** The hole after `hole` in sowing order: A → B → … → F → G → … → L → A. */
export const nextHole = (hole: HoleIndex): HoleIndex => (hole + 1) % HOLE_COUNT

/**
 * Where `seeds` seeds fall, one a hole, from `first` on in sowing order, passing over `skip` each
 * time it comes round (null: no hole is passed over).
 */
export function seedPath(first: HoleIndex, seeds: number, skip: HoleIndex | null): HoleIndex[] {
  const path: HoleIndex[] = []
  let hole = first
  // A path that skips a hole still places every seed: 11 holes are left to receive them.
  while (path.length < seeds) {
    if (hole !== skip) path.push(hole)
    hole = nextHole(hole)
  }
  return path
}

/** The rules' sowing (rules.md, A move): the hole after the origin first, the origin skipped on every lap. */
export const sowingPath = (origin: HoleIndex, seeds: number): HoleIndex[] => seedPath(nextHole(origin), seeds, origin)

/** Times a path went past a hole without sowing it: where it does not go on to the next hole. */
export function holesPassedOver(path: readonly HoleIndex[]): number {
  let passed = 0
  for (let k = 1; k < path.length; k++) if (path[k] !== nextHole(path[k - 1]!)) passed++
  return passed
}

/** A copy of the board with the origin emptied, then one seed in each hole of the path. */
export function sowAlong(board: readonly number[], origin: HoleIndex, path: readonly HoleIndex[]): number[] {
  const sown = [...board]
  sown[origin] = 0
  for (const hole of path) sown[hole]!++
  return sown
}

/** A count the capture rule takes: 2 or 3 seeds. */
export const takesCount = (count: number): boolean => count === 2 || count === 3

/** The holes of a side's row, in sowing order. */
export const rowHoles = (side: Side): HoleIndex[] => Array.from({ length: ROW_LENGTH }, (_, i) => rowStart(side) + i)

export const inRowOf = (hole: HoleIndex, side: Side): boolean => hole >= rowStart(side) && hole < rowStart(side) + ROW_LENGTH

/**
 * The capture rule's chain: from `last` backwards while the hole is in `row` and holds 2 or 3 on
 * `judged` (the board once sown), never leaving the row. Empty when `last` is not in `row`.
 */
export function chainBack(judged: readonly number[], last: HoleIndex, row: Side): HoleIndex[] {
  const chain: HoleIndex[] = []
  for (let hole = last; inRowOf(hole, row) && takesCount(judged[hole]!); hole--) chain.push(hole)
  return chain
}

/** The holes hold every seed of `row` (and there is one): taking them would take everything. */
export function emptiesRow(board: readonly number[], holes: readonly HoleIndex[], row: Side): boolean {
  if (holes.length === 0) return false
  let taken = 0
  for (const hole of holes) taken += board[hole]!
  let inRow = 0
  for (const hole of rowHoles(row)) inRow += board[hole]!
  return taken === inRow
}

/**
 * What a capture of `holes` in the opponent's `row` takes under the grand-slam rule: nothing when
 * it would take everything and the rule is `no-capture`, all of them otherwise.
 */
export function underGrandSlamRule(board: readonly number[], holes: readonly HoleIndex[], row: Side, rule: GrandSlamRule): { taken: HoleIndex[]; grandSlam: boolean } {
  const grandSlam = emptiesRow(board, holes, row)
  return { taken: grandSlam && rule === 'no-capture' ? [] : [...holes], grandSlam }
}

/** Empties `holes` of `board` (the caller's own copy) and returns the seeds they held. */
export function takeSeeds(board: number[], holes: readonly HoleIndex[]): number {
  let seeds = 0
  for (const hole of holes) {
    seeds += board[hole]!
    board[hole] = 0
  }
  return seeds
}
