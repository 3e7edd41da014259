/**
 * The endgame tables in memory, and the probe every other part calls: for a position with few
 * enough seeds, the bounds on what the side to move wins from here and the moves that keep them.
 */
import type { GrandSlamRule, Hole, Position } from '../engine/index.js'
import { HOLES, boardSeeds, winningStore } from '../engine/index.js'
import { STATE_SIZE, legalMask, playFast } from '../engine/fast.js'
import { layerSize, rankNorthFirst, rankTurned } from './ranking.js'
import type { Layer } from './retrograde.js'
import { BOUND_MASK, ON_CYCLE, tableRules } from './retrograde.js'

/** Why a value is proved (L = U). */
export type ProvedReason =
  /** The position lies on no cycle of non-capturing moves: no earlier position can come back. */
  | 'any-history'
  /** It lies on such a cycle: the value holds when it was just reached by a capture (or is taken as a fresh start, as `best` does). */
  | 'after-capture'

export interface TableMove {
  readonly move: Hole
  /** Seeds won by the side to move from here if it plays this move, at least and at most (same measure as ProbeResult.bounds). */
  readonly bounds: readonly [number, number]
  /** Seeds this move captures at once. */
  readonly captures: number
}

export interface ProbeResult {
  /**
   * Seeds won from here by the side to move, at least and at most: its captures and the row it
   * gathers at the end, minus the opponent's (the measure of `best`'s value). Each side can force its
   * bound without relying on a repetition. They hold for the position taken as a fresh start (or just
   * reached by a capture), and for any history when `reason` is 'any-history'; more precisely for
   * any history in which no position since the last capture has occurred twice.
   */
  readonly bounds: readonly [number, number]
  readonly proved: boolean
  /** Why the value is proved; null when it is not (bounds[0] < bounds[1]: it depends on repetitions). */
  readonly reason: ProvedReason | null
  /** The moves that secure bounds[0], in hole order. */
  readonly bestMoves: Hole[]
  /**
   * The best move to play over a whole game: among bestMoves, a capture or a move that ends the game,
   * else the one closest to the end of its line. Always playing it (probe after probe) never repeats a
   * position, so the player makes progress instead of letting a repetition end the game. Null when no
   * bound is worth securing (bounds[0] = -seeds on the board) and every move is as good.
   */
  readonly progressMove: Hole | null
  /** Every legal move with its bounds, in hole order. */
  readonly moves: TableMove[]
  /** Seeds on the board. */
  readonly seeds: number
  /**
   * A store could reach the majority (25 of 48) before the end: the game would then stop at once,
   * the board left as it stands, whereas the tables count every seed to the end. The winner is the
   * same either way; the seed counts are the game played out.
   */
  readonly majorityPossible: boolean
}

export class EndgameTables {
  readonly maxSeeds: number
  private readonly state = new Uint8Array(STATE_SIZE * 2)

  constructor(
    readonly grandSlam: GrandSlamRule,
    readonly layers: readonly Layer[],
  ) {
    this.maxSeeds = layers.length - 1
    for (const [k, layer] of layers.entries()) if (layer.seeds !== k || layer.size !== layerSize(k)) throw new Error(`EndgameTables: layer ${k} is malformed`)
  }

  /** Whether the tables answer this position: the rules they were built for, and few enough seeds. */
  covers(position: Position): boolean {
    return position.variant.grandSlam === this.grandSlam && position.variant.endless === 'repetition' && boardSeeds(position.board) <= this.maxSeeds
  }

  /**
   * The raw entry of a board (12 holes, side to move's row first): seeds of the board the side to
   * move gets at least (L) and at most (U), and whether the board lies on a cycle.
   */
  entry(board: ArrayLike<number>): { low: number; high: number; onCycle: boolean } {
    let seeds = 0
    for (let i = 0; i < 12; i++) seeds += board[i]!
    const layer = this.layers[seeds]
    if (!layer) throw new RangeError(`EndgameTables: ${seeds} seeds, the tables go up to ${this.maxSeeds}`)
    for (let i = 0; i < 12; i++) this.state[i] = board[i]!
    const rank = rankTurned(this.state, 0, 0)
    const low = layer.bounds[2 * rank]!
    return { low: low & BOUND_MASK, high: layer.bounds[2 * rank + 1]!, onCycle: (low & ON_CYCLE) !== 0 }
  }

  /**
   * The probe a search makes at every node with few seeds: L and U (seeds of the board the side to
   * move gets at least and at most) of the fast state at `offset` (holding `seeds` seeds on its board),
   * packed as (L | ON_CYCLE when the position lies on a cycle of moves) × 256 + U, or −1 when the
   * board holds more than `maxSeeds` seeds. Allocates nothing; the rules (grand slam, repetition as
   * the end of endless play) are the caller's to check once, and so are the stores.
   */
  boundsAt(buffer: Uint8Array, offset: number, seeds: number): number {
    const layer = this.layers[seeds]
    if (layer === undefined) return -1
    const rank = rankTurned(buffer, offset, buffer[offset + 14]! === 0 ? 0 : 6)
    return (layer.bounds[2 * rank]! << 8) | layer.bounds[2 * rank + 1]!
  }

  /**
   * Probes a position: null when the tables do not cover it (other rules, too many seeds) or the game
   * is over (a store has the majority, or the side to move cannot move).
   */
  probe(position: Position): ProbeResult | null {
    if (!this.covers(position)) return null
    const majority = winningStore(position.variant)
    if (position.stores.south >= majority || position.stores.north >= majority) return null
    const state = this.state
    const turned = position.turn === 'north' ? 6 : 0
    for (let i = 0; i < 12; i++) state[i] = position.board[(i + turned) % 12]!
    state[12] = 0
    state[13] = 0
    state[14] = 0
    const rules = tableRules(this.grandSlam === 'capture-all')
    let mask = legalMask(state, 0, rules)
    if (mask === 0) return null
    const k = boardSeeds(position.board)
    const layer = this.layers[k]!
    const rank = rankTurned(state, 0, 0)
    const lowByte = layer.bounds[2 * rank]!
    const low = lowByte & BOUND_MASK
    const high = layer.bounds[2 * rank + 1]!
    const toDifference = (seeds: number) => 2 * seeds - k
    const moves: TableMove[] = []
    let progress: { move: Hole; rank: number } | null = null
    while (mask !== 0) {
      const origin = 31 - Math.clz32(mask & -mask)
      mask &= mask - 1
      const captured = playFast(state, 0, STATE_SIZE, origin, rules)
      const below = this.layers[k - captured]!
      const childRank = rankNorthFirst(state, STATE_SIZE)
      const childLow = below.bounds[2 * childRank]! & BOUND_MASK
      const childHigh = below.bounds[2 * childRank + 1]!
      const move = HOLES[(origin + turned) % 12]!
      const moveLow = k - childHigh
      moves.push({ move, bounds: [toDifference(moveLow), toDifference(k - childLow)], captures: captured })
      if (moveLow === low && low > 0) {
        // A capture leaves the layer; depth 0 is a game over. Otherwise the shorter way to the bound.
        const order = captured > 0 ? -1 : below.depths[childRank]!
        if (progress === null || order < progress.rank) progress = { move, rank: order }
      }
    }
    moves.sort((a, b) => a.move.localeCompare(b.move))
    const proved = low === high
    return {
      bounds: [toDifference(low), toDifference(high)],
      proved,
      reason: proved ? ((lowByte & ON_CYCLE) !== 0 ? 'after-capture' : 'any-history') : null,
      bestMoves: moves.filter((m) => m.bounds[0] === toDifference(low)).map((m) => m.move),
      progressMove: progress?.move ?? null,
      moves,
      seeds: k,
      majorityPossible: Math.max(position.stores.south, position.stores.north) + k >= majority,
    }
  }
}
