/**
 * The allocation-free fast path for perft and search. A state is 15 bytes inside a shared
 * Uint8Array: holes A–L (0–11), South's store (12), North's store (13), side to move (14: 0 South,
 * 1 North). Moves copy a parent state into the next slot and play there ("copy-make"), so a
 * search of depth d needs one buffer of 15 × (d + 1) bytes and no garbage.
 *
 * Rules are the same as position.ts (property tests hold the two together); the end by repetition
 * or move limits is the caller's business, as in perft.
 */
import type { Position } from './position.js'
import type { Variant } from './types.js'
import { winningStore } from './types.js'

export const STATE_SIZE = 15
export const SOUTH_STORE = 12
export const NORTH_STORE = 13
export const SIDE_TO_MOVE = 14

/** The rules a fast state is played under, flattened for the hot loop. */
export interface FastRules {
  readonly captureAll: boolean
  readonly winningStore: number
}

export const fastRules = (variant: Variant): FastRules => ({
  captureAll: variant.grandSlam === 'capture-all',
  winningStore: winningStore(variant),
})

export function writeState(position: Position, buffer: Uint8Array, offset = 0): void {
  for (let i = 0; i < 12; i++) buffer[offset + i] = position.board[i]!
  buffer[offset + SOUTH_STORE] = position.stores.south
  buffer[offset + NORTH_STORE] = position.stores.north
  buffer[offset + SIDE_TO_MOVE] = position.turn === 'south' ? 0 : 1
}

/**
 * Plays hole `origin` (0–11, assumed legal) of the state at `from` into the slot at `to`.
 * Returns the seeds captured.
 */
export function playFast(buffer: Uint8Array, from: number, to: number, origin: number, rules: FastRules): number {
  if (from !== to) for (let i = 0; i < STATE_SIZE; i++) buffer[to + i] = buffer[from + i]!
  let seeds = buffer[to + origin]!
  buffer[to + origin] = 0
  if (seeds >= 11) {
    // Whole laps: every hole but the origin gets one seed per lap.
    const laps = (seeds / 11) | 0
    for (let i = 0; i < 12; i++) if (i !== origin) buffer[to + i]! += laps
    seeds -= laps * 11
  }
  let hole = origin
  if (seeds === 0) {
    hole = origin === 0 ? 11 : origin - 1 // the last seed of the last full lap fell just before the origin
  } else {
    while (seeds > 0) {
      hole = hole === 11 ? 0 : hole + 1
      if (hole === origin) continue
      buffer[to + hole]!++
      seeds--
    }
  }
  const side = buffer[to + SIDE_TO_MOVE]!
  buffer[to + SIDE_TO_MOVE] = side ^ 1
  const opponentStart = side === 0 ? 6 : 0
  if (hole < opponentStart || hole >= opponentStart + 6) return 0
  let chainEnd = hole // exclusive lower bound of the chain, once found
  let chainSeeds = 0
  while (chainEnd >= opponentStart) {
    const count = buffer[to + chainEnd]!
    if (count !== 2 && count !== 3) break
    chainSeeds += count
    chainEnd--
  }
  if (chainSeeds === 0) return 0
  if (!rules.captureAll) {
    let rowTotal = 0
    for (let i = opponentStart; i < opponentStart + 6; i++) rowTotal += buffer[to + i]!
    if (rowTotal === chainSeeds) return 0 // grand slam: the capture is cancelled, the sowing stays
  }
  for (let i = hole; i > chainEnd; i--) buffer[to + i] = 0
  buffer[to + SOUTH_STORE + side]! += chainSeeds
  return chainSeeds
}

/** Scratch slot for the capture-all feeding test. */
const probe = new Uint8Array(STATE_SIZE * 2)

/**
 * Legal moves of the state at `offset` as a bit mask over hole indexes (bit i = hole i).
 * 0 when the game is over: a store has a majority, or the side to move has no legal move.
 */
export function legalMask(buffer: Uint8Array, offset: number, rules: FastRules): number {
  if (buffer[offset + SOUTH_STORE]! >= rules.winningStore || buffer[offset + NORTH_STORE]! >= rules.winningStore) return 0
  const side = buffer[offset + SIDE_TO_MOVE]!
  const start = side === 0 ? 0 : 6
  const opponentStart = 6 - start
  let opponentSeeds = 0
  for (let i = opponentStart; i < opponentStart + 6; i++) opponentSeeds += buffer[offset + i]!
  let mask = 0
  for (let i = 0; i < 6; i++) {
    const seeds = buffer[offset + start + i]!
    if (seeds === 0) continue
    if (opponentSeeds > 0) mask |= 1 << (start + i)
    else if (seeds >= 6 - i) {
      // It reaches the opponent's row. Only a capture-all grand slam could empty it again.
      if (!rules.captureAll || feedsAfterCapture(buffer, offset, start + i, opponentStart, rules)) mask |= 1 << (start + i)
    }
  }
  return mask
}

function feedsAfterCapture(buffer: Uint8Array, offset: number, origin: number, opponentStart: number, rules: FastRules): boolean {
  for (let i = 0; i < STATE_SIZE; i++) probe[i] = buffer[offset + i]!
  playFast(probe, 0, STATE_SIZE, origin, rules)
  let seeds = 0
  for (let i = opponentStart; i < opponentStart + 6; i++) seeds += probe[STATE_SIZE + i]!
  return seeds > 0
}

export const popcount = (mask: number): number => {
  let n = 0
  while (mask !== 0) {
    mask &= mask - 1
    n++
  }
  return n
}

/**
 * Number of positions reached after exactly `depth` moves. A game that ends earlier (store majority,
 * or no legal move) is not expanded; repetition is not applied (rules.md, Perft).
 */
export function perft(position: Position, depth: number): number {
  const buffer = new Uint8Array(STATE_SIZE * (depth + 1))
  writeState(position, buffer, 0)
  return perftAt(buffer, 0, depth, fastRules(position.variant))
}

function perftAt(buffer: Uint8Array, offset: number, depth: number, rules: FastRules): number {
  if (depth === 0) return 1
  let mask = legalMask(buffer, offset, rules)
  // At the last ply every legal move reaches exactly one position: count them without playing.
  if (depth === 1) return popcount(mask)
  let nodes = 0
  const child = offset + STATE_SIZE
  while (mask !== 0) {
    const origin = 31 - Math.clz32(mask & -mask)
    mask &= mask - 1
    playFast(buffer, offset, child, origin, rules)
    nodes += perftAt(buffer, child, depth - 1, rules)
  }
  return nodes
}
