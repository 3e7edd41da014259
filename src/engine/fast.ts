/**
 * The allocation-free fast path for perft and search. A state is 16 bytes inside a shared
 * Uint8Array: holes A–L (0–11), South's store (12), North's store (13), side to move (14: 0 South,
 * 1 North), and one byte left 0 so that a state is four 32-bit words: a move copies its parent in
 * four word moves instead of fifteen byte moves (perft(11) a sixth faster). Moves copy a parent
 * state into the next slot and play there ("copy-make"), so a search of depth d needs one buffer
 * of 16 × (d + 1) bytes and no garbage.
 *
 * Rules are the same as position.ts (property tests hold the two together); the end by repetition
 * or move limits is the caller's business, as in perft.
 */
import type { Position } from './position.js'
import type { Variant } from './types.js'
import { winningStore } from './types.js'

export const STATE_SIZE = 16
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
 * Word views of the buffer last played in (a state is four words): made again only when another
 * buffer comes, which a search or a table build does once.
 */
let viewedBytes: Uint8Array | null = null
let words: Uint32Array<ArrayBufferLike> = new Uint32Array(0)
let halves: Uint16Array<ArrayBufferLike> = new Uint16Array(0)

function viewsOf(buffer: Uint8Array): boolean {
  if (buffer === viewedBytes) return true
  if (buffer.byteOffset % 4 !== 0) return false
  viewedBytes = buffer
  words = new Uint32Array(buffer.buffer, buffer.byteOffset, buffer.length >> 2)
  halves = new Uint16Array(buffer.buffer, buffer.byteOffset, buffer.length >> 1)
  return true
}

/**
 * Plays hole `origin` (0–11, assumed legal) of the state at `from` into the slot at `to`.
 * Returns the seeds captured.
 */
export function playFast(buffer: Uint8Array, from: number, to: number, origin: number, rules: FastRules): number {
  if (from !== to) {
    if (((from | to) & 3) === 0 && viewsOf(buffer)) {
      const w = words
      const t = to >> 2
      const f = from >> 2
      w[t] = w[f]!
      w[t + 1] = w[f + 1]!
      w[t + 2] = w[f + 2]!
      w[t + 3] = w[f + 3]!
    } else for (let i = 0; i < STATE_SIZE; i++) buffer[to + i] = buffer[from + i]!
  }
  let seeds = buffer[to + origin]!
  buffer[to + origin] = 0
  let hole = origin
  if (seeds < 11) {
    // Fewer than 11 seeds never come round to the origin: they fall in the next holes, maybe past L.
    hole = origin + seeds
    if (hole < 12) for (let i = origin + 1; i <= hole; i++) buffer[to + i]!++
    else {
      for (let i = origin + 1; i < 12; i++) buffer[to + i]!++
      hole -= 12
      for (let i = 0; i <= hole; i++) buffer[to + i]!++
    }
  } else {
    // Whole laps: every hole but the origin gets one seed per lap.
    const laps = (seeds / 11) | 0
    for (let i = 0; i < 12; i++) if (i !== origin) buffer[to + i]! += laps
    seeds -= laps * 11
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
  let opponentEmpty: boolean
  if ((offset & 1) === 0 && viewsOf(buffer)) {
    // Three 16-bit halves hold a row: the row is empty when all three are 0.
    const h = offset >> 1
    opponentEmpty = side === 0 ? (halves[h + 3]! | halves[h + 4]! | halves[h + 5]!) === 0 : (halves[h]! | halves[h + 1]! | halves[h + 2]!) === 0
  } else {
    let opponentSeeds = 0
    for (let i = opponentStart; i < opponentStart + 6; i++) opponentSeeds += buffer[offset + i]!
    opponentEmpty = opponentSeeds === 0
  }
  const first = offset + start
  if (!opponentEmpty) {
    // Every hole that holds seeds (the commonest case, written out: perft and search spend their time here).
    const holding =
      (buffer[first] !== 0 ? 1 : 0) |
      (buffer[first + 1] !== 0 ? 2 : 0) |
      (buffer[first + 2] !== 0 ? 4 : 0) |
      (buffer[first + 3] !== 0 ? 8 : 0) |
      (buffer[first + 4] !== 0 ? 16 : 0) |
      (buffer[first + 5] !== 0 ? 32 : 0)
    return holding << start
  }
  // The opponent must be fed: only a hole whose seeds reach their row; under capture-all, only if a
  // grand slam does not empty it again.
  let mask = 0
  for (let i = 0; i < 6; i++) {
    if (buffer[first + i]! >= 6 - i && (!rules.captureAll || feedsAfterCapture(buffer, offset, start + i, opponentStart, rules))) mask |= 1 << (start + i)
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

/** Bits set in a mask (of 12 bits), without a loop. */
export const popcount = (mask: number): number => {
  let m = mask - ((mask >>> 1) & 0x55555555)
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333)
  return (((m + (m >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
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
