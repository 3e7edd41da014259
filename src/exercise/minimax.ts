/**
 * The best move of a position, searched the plain way so that anyone can convince themselves it is
 * right: every move of both sides to the full depth (no pruning, no move ordering, no tables), on
 * the engine's allocation-free fast path.
 *
 * The value of a move over N plies is the seeds the mover wins minus the seeds the opponent wins,
 * both sides playing their best. Seeds are won by capturing and, when the game ends inside the
 * horizon because a side cannot move, by gathering one's own row (rules.md, End of the game). A
 * game won by a store majority ends with the board as it stands. Repetition is not applied.
 *
 * To the end of the game (criterion `end`), no search of that kind can finish: the values are the
 * endgame tables' (src/tables), which hold each move's bounds; a value counts only where they meet.
 */
import type { Hole, Position } from '../engine/index.js'
import { HOLES, boardSeeds, legalMoves, play } from '../engine/index.js'
import { NORTH_STORE, SIDE_TO_MOVE, SOUTH_STORE, STATE_SIZE, type FastRules, fastRules, legalMask, playFast, writeState } from '../engine/fast.js'
import type { EndgameSource } from '../tables/small.js'
import { smallEndgameTables } from '../tables/small.js'

/** The deepest `criterion: { plies: N }` the checker searches (6^10 positions at most, a few seconds). */
export const MAX_PLIES = 10

export type Criterion = 'capture' | 'end' | { plies: number }

export interface MoveValues {
  /** The value of each legal move, in sowing order. */
  values: Partial<Record<Hole, number>>
  /** The highest value. */
  value: number
  /** Every move reaching the highest value, in sowing order: one move when the best is unique. */
  bestMoves: Hole[]
  /**
   * The highest value is certain. Always for capture and plies; for end, when the tables prove it
   * (else `value` is what the best move secures, `bestMoves` every move that might do as well, and
   * `values` holds only the moves whose value is proved).
   */
  proved: boolean
}

/** The endgame tables cannot answer: too many seeds for the tables at hand, or rules they are not for. */
export class EndgameUnavailable extends Error {}

/**
 * Values of every legal move of `position` for `criterion`. No legal move: empty values. For `end`,
 * the tables come from `endgame` (by default: built in memory, up to 10 seeds); it throws
 * EndgameUnavailable when they cannot answer.
 */
export function moveValues(position: Position, criterion: Criterion, endgame: EndgameSource = smallEndgameTables): MoveValues {
  const values: Partial<Record<Hole, number>> = {}
  if (criterion === 'end') return endValues(position, endgame)
  if (criterion === 'capture') {
    for (const move of legalMoves(position)) {
      const played = play(position, move)
      if (played.ok) values[move] = played.value.captured
    }
  } else {
    if (!Number.isInteger(criterion.plies) || criterion.plies < 1 || criterion.plies > MAX_PLIES) throw new RangeError(`plies must be 1–${MAX_PLIES}, not ${criterion.plies}`) // the schema refuses it first
    const rules = fastRules(position.variant)
    const buffer = new Uint8Array(STATE_SIZE * (criterion.plies + 1))
    writeState(position, buffer, 0)
    let mask = legalMask(buffer, 0, rules)
    while (mask !== 0) {
      const origin = 31 - Math.clz32(mask & -mask)
      mask &= mask - 1
      const captured = playFast(buffer, 0, STATE_SIZE, origin, rules)
      values[HOLES[origin]!] = captured - bestGain(buffer, STATE_SIZE, criterion.plies - 1, rules)
    }
  }
  const moves = Object.keys(values) as Hole[]
  const value = moves.length > 0 ? Math.max(...moves.map((move) => values[move]!)) : 0
  return { values, value, bestMoves: moves.filter((move) => values[move] === value), proved: true }
}

function endValues(position: Position, endgame: EndgameSource): MoveValues {
  const seeds = boardSeeds(position.board)
  if (position.variant.endless !== 'repetition') throw new EndgameUnavailable(`the endgame tables are for the repetition rule, not endless: ${position.variant.endless}`)
  const tables = endgame(position.variant.grandSlam, seeds)
  if (tables === null) throw new EndgameUnavailable(`the board holds ${seeds} seeds: checking it needs the endgame tables ("awale-kit tables build"; up to 10 seeds they are built as needed)`)
  const probe = tables.probe(position)
  if (probe === null) return { values: {}, value: 0, bestMoves: [], proved: true }
  const values: Partial<Record<Hole, number>> = {}
  for (const move of probe.moves) if (move.bounds[0] === move.bounds[1]) values[move.move] = move.bounds[0]
  const value = probe.bounds[0]
  return {
    values,
    value,
    bestMoves: probe.moves.filter((move) => move.bounds[1] >= value).map((move) => move.move),
    // With a store able to reach 25 first, the tables' count (the game played out) is not this game's.
    proved: probe.proved && !probe.majorityPossible,
  }
}

/** The most the side to move of the state at `offset` can win over the opponent in `plies` plies. */
function bestGain(buffer: Uint8Array, offset: number, plies: number, rules: FastRules): number {
  let mask = legalMask(buffer, offset, rules)
  if (mask === 0) return endGain(buffer, offset, rules)
  if (plies === 0) return 0
  const child = offset + STATE_SIZE
  let best = -Infinity
  while (mask !== 0) {
    const origin = 31 - Math.clz32(mask & -mask)
    mask &= mask - 1
    const captured = playFast(buffer, offset, child, origin, rules)
    const gain = captured - bestGain(buffer, child, plies - 1, rules)
    if (gain > best) best = gain
  }
  return best
}

/**
 * The game is over at this state. With a store majority nothing more is won; otherwise the side to
 * move cannot move and each side gathers its own row (what the side to move wins minus the other's).
 */
function endGain(buffer: Uint8Array, offset: number, rules: FastRules): number {
  if (buffer[offset + SOUTH_STORE]! >= rules.winningStore || buffer[offset + NORTH_STORE]! >= rules.winningStore) return 0
  const ownStart = buffer[offset + SIDE_TO_MOVE] === 0 ? 0 : 6
  let own = 0
  let other = 0
  for (let i = 0; i < 12; i++) {
    if (i >= ownStart && i < ownStart + 6) own += buffer[offset + i]!
    else other += buffer[offset + i]!
  }
  return own - other
}
