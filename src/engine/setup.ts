import type { BySide, Side, Variant } from './types.js'
import { HOLE_COUNT, HOLES, SIDES, totalSeeds } from './types.js'

/**
 * A not necessarily legal arrangement of seeds: what a notation string or an exercise file describes.
 * The only way to a playable Position is `fromSetup`, which checks it.
 */
export interface Setup {
  /** Seeds in holes A–L, in sowing order. */
  readonly board: readonly number[]
  readonly stores: BySide<number>
  readonly turn: Side
}

export const SETUP_ERROR_CODES = ['BAD_BOARD_LENGTH', 'NOT_AN_INTEGER', 'NEGATIVE_COUNT', 'TOO_MANY_SEEDS', 'STORES_DO_NOT_ADD_UP', 'NO_SEEDS', 'BAD_SIDE'] as const
export type SetupErrorCode = (typeof SETUP_ERROR_CODES)[number]

/** One problem of a setup. `field` names what is wrong: a hole letter, `store.south`, `turn`, `board`. */
export interface SetupProblem {
  readonly code: SetupErrorCode
  readonly field: string
  readonly message: string
}

export const initialSetup = (variant: Variant, turn: Side = 'south'): Setup => ({
  board: Array.from({ length: HOLE_COUNT }, () => variant.seedsPerHole),
  stores: { south: 0, north: 0 },
  turn,
})

const describeCount = (value: number): string => (Number.isFinite(value) ? String(value) : String(value))

/**
 * Every problem of a setup at once (a teacher fixes a file in one pass), or an empty list.
 *
 * A reduced position (both stores 0) may hold fewer seeds than the variant: exercises do not draw
 * captured seeds. A position with seeds in a store is a game in progress, so board + stores must
 * then be exactly the variant's seeds.
 */
export function validateSetup(setup: Setup, variant: Variant): SetupProblem[] {
  const problems: SetupProblem[] = []
  const total = totalSeeds(variant)
  const checkCount = (field: string, value: unknown, what: string): boolean => {
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      problems.push({
        code: 'NOT_AN_INTEGER',
        field,
        message: `${what} must be a whole number of seeds, not ${typeof value === 'number' ? describeCount(value) : JSON.stringify(value)}`,
      })
      return false
    }
    if (value < 0) {
      problems.push({ code: 'NEGATIVE_COUNT', field, message: `${what} holds ${value} seeds: a count cannot be negative` })
      return false
    }
    if (value > total) {
      problems.push({
        code: 'TOO_MANY_SEEDS',
        field,
        message: `${what} holds ${value} seeds, but the game has only ${total} (${variant.seedsPerHole} per hole)`,
      })
      return false
    }
    return true
  }

  let countsValid = true
  if (!Array.isArray(setup.board) || setup.board.length !== HOLE_COUNT) {
    problems.push({
      code: 'BAD_BOARD_LENGTH',
      field: 'board',
      message: `the board has 12 holes (A–L), not ${Array.isArray(setup.board) ? setup.board.length : 'none'}`,
    })
    countsValid = false
  } else {
    setup.board.forEach((count, index) => {
      if (!checkCount(HOLES[index]!, count, `hole ${HOLES[index]}`)) countsValid = false
    })
  }
  for (const side of SIDES) {
    if (!checkCount(`store.${side}`, setup.stores?.[side], `${side === 'south' ? "South's" : "North's"} store`)) countsValid = false
  }
  if (!(SIDES as readonly unknown[]).includes(setup.turn)) {
    problems.push({
      code: 'BAD_SIDE',
      field: 'turn',
      message: `the side to move must be south or north, not ${JSON.stringify(setup.turn)}`,
    })
  }
  if (countsValid) {
    const onBoard = setup.board.reduce((sum, count) => sum + count, 0)
    const inStores = setup.stores.south + setup.stores.north
    if (onBoard + inStores > total) {
      problems.push({
        code: 'TOO_MANY_SEEDS',
        field: 'board',
        message: `the board and stores hold ${onBoard + inStores} seeds, but the game has only ${total} (${variant.seedsPerHole} per hole)`,
      })
    } else if (inStores > 0 && onBoard + inStores !== total) {
      problems.push({
        code: 'STORES_DO_NOT_ADD_UP',
        field: 'stores',
        message: `with seeds in the stores the position is a game in progress, so board (${onBoard}) + stores (${inStores}) must make ${total}; they make ${onBoard + inStores}. Set both stores to 0 for a reduced exercise position`,
      })
    } else if (onBoard === 0 && inStores === 0) {
      problems.push({ code: 'NO_SEEDS', field: 'board', message: 'the board is empty: put seeds in at least one hole' })
    }
  }
  return problems
}
