/**
 * The allocation-free fast path for perft and search. A state is 16 bytes inside a shared
 * Uint8Array: holes A–L (0–11), South's store (12), North's store (13), side to move (14: 0 South,
 * 1 North), and one byte left 0 so that a state is four 32-bit words: a move copies its parent in
 * four word moves instead of fifteen byte moves (perft(11) a sixth faster). Moves copy a parent
 * state into the next slot and play there ("copy-make"), so a search of depth d needs one buffer
 * of 16 × (d + 1) bytes and no garbage. The board is read and sown a word (four holes) at a time
 * too: a sowing is three word additions from a table made from the rules' `sowingPath`, and the
 * holes holding seeds are found with three word operations.
 *
 * Rules are the same as position.ts (property tests hold the two together); the end by repetition
 * or move limits is the caller's business, as in perft.
 */
import type { Position } from './position.js'
import type { Variant } from './types.js'
import { sowingPath } from './sowing.js'
import { HOLE_COUNT, SEEDS_PER_HOLE_CHOICES, winningStore } from './types.js'

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

/** Most seeds a hole can hold: every seed of the game (4 a hole, 48). */
const MOST_SEEDS = Math.max(...SEEDS_PER_HOLE_CHOICES) * HOLE_COUNT

/**
 * Every sowing worked out once, from the rules' own `sowingPath`: for an origin and a number of seeds
 * (entry origin × 49 + seeds), how many seeds each of holes A–L gains, as the three words to add to
 * the state's first three (a hole holds at most 48, so a byte never carries into the next), and the
 * last hole sown. A move adds three words instead of dropping seeds one by one (perft(11) about a
 * tenth faster). The gains are written byte by byte, so the words are right whatever the byte order.
 */
const SOWING_COUNTS = MOST_SEEDS + 1
const SOWING_WORDS = 4 // three to add, one left 0 so that an entry is 16 bytes
const sowingGains = new Uint8Array(HOLE_COUNT * SOWING_COUNTS * SOWING_WORDS * 4)
const SOWN_LAST = new Uint8Array(HOLE_COUNT * SOWING_COUNTS)
for (let origin = 0; origin < HOLE_COUNT; origin++) {
  for (let seeds = 0; seeds < SOWING_COUNTS; seeds++) {
    const entry = origin * SOWING_COUNTS + seeds
    const path = sowingPath(origin, seeds)
    for (const hole of path) sowingGains[entry * SOWING_WORDS * 4 + hole]!++
    SOWN_LAST[entry] = path.length === 0 ? origin : path[path.length - 1]!
  }
}
const SOWN = new Uint32Array(sowingGains.buffer)

/**
 * The holes of a word (four holes) that hold seeds, as four bits in hole order. A count under 128
 * plus 0x7f sets its byte's top bit only when it is not 0 (and carries into no other byte); one
 * multiplication gathers the four top bits (byte k's, at bit 8k on a little-endian machine, 24 − 8k
 * on a big-endian one) into bits GATHER_SHIFT … GATHER_SHIFT + 3, no other product landing there.
 */
const LITTLE_ENDIAN = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1
const GATHER = LITTLE_ENDIAN ? 0x00204081 : 0x08040201
const GATHER_SHIFT = LITTLE_ENDIAN ? 21 : 24
const holdingOf = (word: number): number => (Math.imul(((word + 0x7f7f7f7f) & 0x80808080) >>> 7, GATHER) >>> GATHER_SHIFT) & 15
{
  // Checked once at load against words written byte by byte: a wrong answer key is worse than no start.
  const probeWord = new Uint32Array(1)
  const probeBytes = new Uint8Array(probeWord.buffer)
  for (let holes = 0; holes < 16; holes++) {
    for (let i = 0; i < 4; i++) probeBytes[i] = ((holes >> i) & 1) * (1 + 15 * i) // 1, 16, 31, 46 seeds
    if (holdingOf(probeWord[0]!) !== holes) throw new Error(`fast.ts: the holes holding seeds are misread on this machine (${holes})`)
  }
}

const BOARD_MASK = 0xfff

/**
 * The aligned fast path: `bytes` and `words` view the same memory, which starts on a word, and
 * `at` / `from` / `to` are multiples of 16. Perft owns such a buffer and calls these directly; the
 * general `playFast` and `legalMask` check the alignment and bring any other state to them.
 */
function copyState(words: Uint32Array, from: number, to: number): void {
  const f = from >> 2
  const t = to >> 2
  words[t] = words[f]!
  words[t + 1] = words[f + 1]!
  words[t + 2] = words[f + 2]!
  words[t + 3] = words[f + 3]!
}

/** Sows hole `origin` of the state at `at` in place, then captures: the rules of a move. Returns the seeds captured. */
function sowAndCapture(bytes: Uint8Array, words: Uint32Array, at: number, origin: number, rules: FastRules): number {
  const entry = origin * SOWING_COUNTS + bytes[at + origin]!
  bytes[at + origin] = 0
  const gains = entry * SOWING_WORDS
  const w = at >> 2
  words[w]! += SOWN[gains]!
  words[w + 1]! += SOWN[gains + 1]!
  words[w + 2]! += SOWN[gains + 2]!
  const hole = SOWN_LAST[entry]!
  const side = bytes[at + SIDE_TO_MOVE]!
  bytes[at + SIDE_TO_MOVE] = side ^ 1
  const opponentStart = side === 0 ? 6 : 0
  if (hole < opponentStart || hole >= opponentStart + 6) return 0
  let chainEnd = hole // exclusive lower bound of the chain, once found
  let chainSeeds = 0
  while (chainEnd >= opponentStart) {
    const count = bytes[at + chainEnd]!
    if (count !== 2 && count !== 3) break
    chainSeeds += count
    chainEnd--
  }
  if (chainSeeds === 0) return 0
  if (!rules.captureAll) {
    let rowTotal = 0
    for (let i = opponentStart; i < opponentStart + 6; i++) rowTotal += bytes[at + i]!
    if (rowTotal === chainSeeds) return 0 // grand slam: the capture is cancelled, the sowing stays
  }
  for (let i = hole; i > chainEnd; i--) bytes[at + i] = 0
  bytes[at + SOUTH_STORE + side]! += chainSeeds
  return chainSeeds
}

/** Legal moves of the aligned state at `at` (see legalMask). */
function legalMaskAt(bytes: Uint8Array, words: Uint32Array, at: number, rules: FastRules): number {
  if (bytes[at + SOUTH_STORE]! >= rules.winningStore || bytes[at + NORTH_STORE]! >= rules.winningStore) return 0
  const side = bytes[at + SIDE_TO_MOVE]!
  const w = at >> 2
  const holding = holdingOf(words[w]!) | (holdingOf(words[w + 1]!) << 4) | (holdingOf(words[w + 2]!) << 8)
  const own = side === 0 ? 0x03f : 0xfc0 // the row of the player to move
  // The commonest case: the opponent has seeds, so every hole that holds some is a move.
  if ((holding & ~own & BOARD_MASK) !== 0) return holding & own
  return feedingMoves(bytes, at, side, rules)
}

/**
 * The moves that feed an opponent with no seeds: only a hole whose seeds reach their row; under
 * capture-all, only if a grand slam does not empty it again. Kept out of legalMaskAt so that it stays
 * small enough for the compiler to inline into perft (perft(11) about a tenth faster).
 */
function feedingMoves(bytes: Uint8Array, at: number, side: number, rules: FastRules): number {
  const start = side === 0 ? 0 : 6
  let mask = 0
  for (let i = 0; i < 6; i++) {
    if (bytes[at + start + i]! >= 6 - i && (!rules.captureAll || feedsAfterCapture(bytes, at, start + i, 6 - start, rules))) mask |= 1 << (start + i)
  }
  return mask
}

/** Scratch slots (aligned: a new buffer starts on a word) for the capture-all feeding test and for states off a word. */
const probe = new Uint8Array(STATE_SIZE)
const probeWords = new Uint32Array(probe.buffer)
const scratch = new Uint8Array(STATE_SIZE)
const scratchWords = new Uint32Array(scratch.buffer)

function feedsAfterCapture(bytes: Uint8Array, at: number, origin: number, opponentStart: number, rules: FastRules): boolean {
  for (let i = 0; i < STATE_SIZE; i++) probe[i] = bytes[at + i]!
  sowAndCapture(probe, probeWords, 0, origin, rules)
  let seeds = 0
  for (let i = opponentStart; i < opponentStart + 6; i++) seeds += probe[i]!
  return seeds > 0
}

/**
 * Word views of the buffer last played in (a state is four words): made again only when another
 * buffer comes, which a search or a table build does once.
 */
let viewedBytes: Uint8Array | null = null
let viewedWords: Uint32Array = new Uint32Array(0)

/** The word view of `buffer`, or null when it does not start on a word. */
function wordsOf(buffer: Uint8Array): Uint32Array | null {
  if (buffer === viewedBytes) return viewedWords
  if (buffer.byteOffset % 4 !== 0) return null
  viewedBytes = buffer
  viewedWords = new Uint32Array(buffer.buffer, buffer.byteOffset, buffer.length >> 2)
  return viewedWords
}

/**
 * Plays hole `origin` (0–11, assumed legal) of the state at `from` into the slot at `to`.
 * Returns the seeds captured. A state off a word is played in an aligned scratch slot and copied
 * back, so that the rules are written once.
 */
export function playFast(buffer: Uint8Array, from: number, to: number, origin: number, rules: FastRules): number {
  const words = ((from | to) & 3) === 0 ? wordsOf(buffer) : null
  if (words !== null) {
    if (from !== to) copyState(words, from, to)
    return sowAndCapture(buffer, words, to, origin, rules)
  }
  for (let i = 0; i < STATE_SIZE; i++) scratch[i] = buffer[from + i]!
  const captured = sowAndCapture(scratch, scratchWords, 0, origin, rules)
  for (let i = 0; i < STATE_SIZE; i++) buffer[to + i] = scratch[i]!
  return captured
}

/**
 * Legal moves of the state at `offset` as a bit mask over hole indexes (bit i = hole i).
 * 0 when the game is over: a store has a majority, or the side to move has no legal move.
 */
export function legalMask(buffer: Uint8Array, offset: number, rules: FastRules): number {
  const words = (offset & 3) === 0 ? wordsOf(buffer) : null
  if (words !== null) return legalMaskAt(buffer, words, offset, rules)
  for (let i = 0; i < STATE_SIZE; i++) scratch[i] = buffer[offset + i]!
  return legalMaskAt(scratch, scratchWords, 0, rules)
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
  // A buffer of its own starts on a word: the aligned path, with no checks in the loop.
  const bytes = new Uint8Array(STATE_SIZE * (depth + 1))
  writeState(position, bytes, 0)
  return perftAt(bytes, new Uint32Array(bytes.buffer), 0, depth, fastRules(position.variant))
}

function perftAt(bytes: Uint8Array, words: Uint32Array, offset: number, depth: number, rules: FastRules): number {
  if (depth === 0) return 1
  let mask = legalMaskAt(bytes, words, offset, rules)
  // At the last ply every legal move reaches exactly one position: count them without playing.
  if (depth === 1) return popcount(mask)
  let nodes = 0
  const child = offset + STATE_SIZE
  while (mask !== 0) {
    const origin = 31 - Math.clz32(mask & -mask)
    mask &= mask - 1
    copyState(words, offset, child)
    sowAndCapture(bytes, words, child, origin, rules)
    nodes += perftAt(bytes, words, child, depth - 1, rules)
  }
  return nodes
}
