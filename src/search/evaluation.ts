/**
 * The playing search's estimate of a position it cannot search to the end: the store difference,
 * plus a value for each hole by its place in the row and how many seeds it holds, for the side to
 * move's row and for the opponent's. Empty holes and holes of 1–2 seeds (what the opponent captures)
 * are liabilities, a large reserve (a hole that will lap the board) an asset — what Aalina's
 * evaluation counts by hand, here with one weight per place and count, fitted from games
 * (scripts/tune-evaluation.ts writes weights.json; the fit and its figures are in docs).
 *
 * Units: 1 seed of store difference is STORE_UNIT points, so a value reads as hundredths of a seed.
 */
import { NORTH_STORE, SIDE_TO_MOVE, SOUTH_STORE } from '../engine/fast.js'
import fitted from './weights.json' with { type: 'json' }

/** Points for one seed of store difference. */
export const STORE_UNIT = 100
/** Seed counts are told apart up to this one; a hole holding more counts as holding this many. */
export const COUNT_CLASSES = 16
/** Weights per row: 6 places × COUNT_CLASSES counts. */
export const ROW_WEIGHTS = 6 * COUNT_CLASSES

export interface EvaluationWeights {
  /** Points for a hole of the side to move, at place × COUNT_CLASSES + min(count, COUNT_CLASSES − 1). Place 0 is the row's first hole in sowing order (A for South). */
  readonly own: readonly number[]
  /** The same for the opponent's row (from its own first hole). */
  readonly opponent: readonly number[]
}

/** Aalina's hand weights (PositionalScorer: 25 a seed, −54 an empty hole, −36 for 1–2 seeds, +28 over 12), in these units: the starting point of a fit. */
export function handWeights(): EvaluationWeights {
  const scale = STORE_UNIT / 25
  const value = (count: number) => (count === 0 ? -54 : count < 3 ? -36 : count > 12 ? 28 : 0) * scale
  const row = Array.from({ length: ROW_WEIGHTS }, (_, i) => Math.round(value(i % COUNT_CLASSES)))
  return { own: row, opponent: row.map((w) => -w) }
}

function checked(weights: { own?: unknown; opponent?: unknown }): EvaluationWeights {
  const ok = (row: unknown): row is number[] => Array.isArray(row) && row.length === ROW_WEIGHTS && row.every((w) => Number.isInteger(w) && Math.abs(w) < 2000)
  if (!ok(weights.own) || !ok(weights.opponent)) throw new Error(`search/weights.json: own and opponent must each hold ${ROW_WEIGHTS} whole numbers`)
  return { own: weights.own, opponent: weights.opponent }
}

/** The weights the kit plays with. */
export const FITTED_WEIGHTS: EvaluationWeights = checked(fitted)

/**
 * The weights as one table for the hot loop: [side to move (0 South, 1 North)][hole 0–11][count],
 * so a position costs 12 lookups and no branch on whose hole it is.
 */
export class Evaluation {
  readonly table: Int16Array

  constructor(readonly weights: EvaluationWeights = FITTED_WEIGHTS) {
    this.table = new Int16Array(2 * 12 * COUNT_CLASSES)
    for (let side = 0; side < 2; side++)
      for (let hole = 0; hole < 12; hole++) {
        const mine = side === 0 ? hole < 6 : hole >= 6
        const place = hole % 6
        for (let count = 0; count < COUNT_CLASSES; count++) this.table[(side * 12 + hole) * COUNT_CLASSES + count] = (mine ? weights.own : weights.opponent)[place * COUNT_CLASSES + count]!
      }
  }

  /** The value of the state at `offset` for its side to move, in points (STORE_UNIT a seed). */
  evaluate(buffer: Uint8Array, offset: number): number {
    const side = buffer[offset + SIDE_TO_MOVE]!
    const table = this.table
    let score = STORE_UNIT * (buffer[offset + SOUTH_STORE + side]! - buffer[offset + NORTH_STORE - side]!)
    const base = side * 12 * COUNT_CLASSES
    for (let hole = 0; hole < 12; hole++) {
      const count = buffer[offset + hole]!
      score += table[base + hole * COUNT_CLASSES + (count < COUNT_CLASSES ? count : COUNT_CLASSES - 1)]!
    }
    return score
  }
}

/**
 * The features behind `evaluate`, for the fit: the store difference and, for each weight, how many
 * holes use it (0 or 1 per place). Index i < ROW_WEIGHTS is own[i], then opponent[i − ROW_WEIGHTS].
 */
export function features(buffer: Uint8Array, offset: number): { storeDifference: number; active: number[] } {
  const side = buffer[offset + SIDE_TO_MOVE]!
  const active: number[] = []
  const ownStart = side === 0 ? 0 : 6
  for (let place = 0; place < 6; place++) {
    const own = buffer[offset + ownStart + place]!
    const opponent = buffer[offset + 6 - ownStart + place]!
    active.push(place * COUNT_CLASSES + Math.min(own, COUNT_CLASSES - 1))
    active.push(ROW_WEIGHTS + place * COUNT_CLASSES + Math.min(opponent, COUNT_CLASSES - 1))
  }
  return { storeDifference: buffer[offset + SOUTH_STORE + side]! - buffer[offset + NORTH_STORE - side]!, active }
}
