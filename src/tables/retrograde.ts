/**
 * Retrograde analysis of one layer of the endgame tables: every board holding k seeds, South to move.
 *
 * A position's value here is the seeds of the board that the side to move gets in the end (its
 * captures and the row it gathers when a side cannot move), 0…k. The repetition rule makes the true
 * value depend on the positions met since the last capture, so each position gets two bounds that
 * hold without relying on a repetition:
 * - L: the most the side to move can force, the game ending (a capture, or no legal move) within a
 *   finite number of moves whatever the opponent does, no position ever coming back;
 * - U: the least the opponent can hold it to in the same way.
 * A capture leaves the layer for a smaller one, already solved, whose bounds count as they are
 * (nothing before a capture can come back). Within the layer the bounds are found threshold by
 * threshold, highest first: "the side to move gets at least t" is a reachability game solved with
 * successor counters over the layer's predecessor lists (the non-capturing moves, reversed), the
 * sets of the higher thresholds carried down as they are, so each position joins each side once.
 *
 * Each position also gets how many moves its bound takes at most (depths, below): playing always
 * towards a smaller depth, and to a higher bound when the opponent allows one, never repeats a
 * position, so a player using the tables makes progress instead of wandering into a repetition.
 * And whether the position lies on a cycle of non-capturing moves (strongly connected components):
 * off every cycle, no earlier position can come back and the bounds hold whatever happened before.
 */
import type { FastRules } from '../engine/fast.js'
import { STATE_SIZE, legalMask, playFast } from '../engine/fast.js'
import { LayerWalk, layerSize, rankNorthFirst } from './ranking.js'

/** Bit 7 of a position's L byte: the position lies on a cycle of non-capturing moves. */
export const ON_CYCLE = 0x80
export const BOUND_MASK = 0x7f
/** A depth byte saturates here (never met up to 18 seeds; a saturated depth is still a valid upper estimate). */
export const MAX_DEPTH = 255

/** One solved layer. */
export interface Layer {
  readonly seeds: number
  readonly size: number
  /** Per position (rank r): [2r] = L | ON_CYCLE if on a cycle, [2r + 1] = U. */
  readonly bounds: Uint8Array
  /**
   * Per position: moves the opponent needs at most to hold the side to move to U (0: the game is
   * over). A player securing its own L moves to the successor with the smallest such depth.
   */
  readonly depths: Uint8Array
}

export interface LayerStats {
  readonly seeds: number
  readonly positions: number
  readonly proved: number
  readonly onCycle: number
  /** Moves in the layer that capture nothing (the edges of the analysis). */
  readonly quietMoves: number
  readonly deepest: number
  readonly milliseconds: number
}

export type LayerProgress = (step: 'moves' | 'edges' | 'bounds' | 'cycles', done: number, total: number) => void

const UNSET = 0xff

/** The rules the tables are played under: no store majority (a layer knows nothing of the stores). */
export const tableRules = (captureAll: boolean): FastRules => ({ captureAll, winningStore: 0xff })

/**
 * Solves layer `seeds`, all smaller layers being given in `lower` (lower[k] for k < seeds).
 * `shouldStop` is polled now and then; when it returns true the build throws `StopBuild`.
 */
export function solveLayer(seeds: number, captureAll: boolean, lower: readonly Layer[], progress?: LayerProgress, shouldStop?: () => boolean): { layer: Layer; stats: LayerStats } {
  const started = performance.now()
  const k = seeds
  const size = layerSize(k)
  const rules = tableRules(captureAll)
  const state = new Uint8Array(STATE_SIZE * 2)
  const child = STATE_SIZE

  // One 8-byte record per position, so the propagation touches one cache line per position it visits.
  const info = new Uint8Array(RECORD * size)
  const predecessorStart = new Uint32Array(size + 1)
  let quietMoves = 0

  const check = (done: number, step: 'moves' | 'edges' | 'bounds' | 'cycles', total: number) => {
    if ((done & 0xffff) !== 0) return
    if (shouldStop?.()) throw new StopBuild()
    progress?.(step, done, total)
  }

  // Pass 1: every move of every position; captures read the smaller layers, quiet moves are kept
  // (their targets, position after position: the successor lists).
  const lowerBounds = lower.map((layer) => layer.bounds)
  let successors = new Uint32Array(Math.max(16, 3 * size))
  const walk = new LayerWalk(k)
  for (let p = walk.next(state, 0); p >= 0; p = walk.next(state, 0)) {
    check(p, 'moves', size)
    const record = RECORD * p
    info[record + L] = UNSET
    info[record + U] = UNSET
    let mask = legalMask(state, 0, rules)
    if (mask === 0) {
      // The game is over: each side gathers its own row.
      let own = 0
      for (let i = 0; i < 6; i++) own += state[i]!
      info[record + COUNTER] = TERMINAL
      info[record + SEED_WIN] = own
      info[record + GATE] = k - own
      continue
    }
    if (quietMoves + 6 > successors.length) {
      const grown = new Uint32Array(Math.ceil(successors.length * 1.5))
      grown.set(successors)
      successors = grown
    }
    let win = 0
    let gate = k
    let quiet = 0
    while (mask !== 0) {
      const origin = 31 - Math.clz32(mask & -mask)
      mask &= mask - 1
      const captured = playFast(state, 0, child, origin, rules)
      const rank = rankNorthFirst(state, child)
      if (captured > 0) {
        const below = lowerBounds[k - captured]!
        const low = below[2 * rank]! & BOUND_MASK
        const high = below[2 * rank + 1]!
        if (k - high > win) win = k - high
        if (low < gate) gate = low
      } else {
        quiet++
        successors[quietMoves++] = rank
        predecessorStart[rank + 1]!++
      }
    }
    info[record + COUNTER] = quiet
    info[record + SEED_WIN] = win
    info[record + GATE] = gate
  }
  for (let p = 0; p < size; p++) predecessorStart[p + 1]! += predecessorStart[p]!

  // Pass 2: the predecessor lists, the successor lists turned round.
  const predecessors = new Uint32Array(quietMoves)
  const fill = predecessorStart.slice(0, size)
  for (let p = 0, e = 0; p < size; p++) {
    check(p, 'edges', size)
    for (const end = e + (info[RECORD * p + COUNTER]! & ~TERMINAL); e < end; e++) predecessors[fill[successors[e]!]!++] = p
  }
  successors = new Uint32Array(0) // freed before the next pass

  // Pass 3: the bounds, threshold by threshold from the highest.
  const queue = new Uint32Array(2 * size)
  let deepest = 0
  for (let t = k; t >= 1; t--) {
    let head = 0
    let tail = 0
    // Positions that reach t at once: by a capture (or the game's end), or with every quiet move already bad.
    for (let p = 0, r = 0; p < size; p++, r += RECORD) {
      if (info[r + L] === UNSET && info[r + SEED_WIN]! >= t) {
        info[r + L] = t
        info[r + DEPTH_L] = info[r + COUNTER] === TERMINAL ? 0 : 1
        queue[tail++] = 2 * p
      }
      if (info[r + U] === UNSET && info[r + GATE]! >= t && (info[r + COUNTER]! & ~TERMINAL) === 0) {
        info[r + U] = k - t
        info[r + DEPTH_U] = info[r + COUNTER] === TERMINAL ? 0 : 1 + info[r + DEEPEST_CHILD]!
        queue[tail++] = 2 * p + 1
      }
    }
    while (head < tail) {
      const item = queue[head++]!
      const q = item >>> 1
      const from = predecessorStart[q]!
      const to = predecessorStart[q + 1]!
      if ((item & 1) === 0) {
        // q's mover gets at least t: one more quiet move of each predecessor is bad for it.
        const depth = info[RECORD * q + DEPTH_L]!
        for (let e = from; e < to; e++) {
          const r = RECORD * predecessors[e]!
          const left = --info[r + COUNTER]!
          if (depth > info[r + DEEPEST_CHILD]!) info[r + DEEPEST_CHILD] = depth
          if (left === 0 && info[r + U] === UNSET && info[r + GATE]! >= t) {
            info[r + U] = k - t
            const d = 1 + info[r + DEEPEST_CHILD]!
            info[r + DEPTH_U] = d > MAX_DEPTH ? MAX_DEPTH : d
            if (d > deepest) deepest = d
            queue[tail++] = 2 * predecessors[e]! + 1
          }
        }
      } else {
        // q's mover is held to k - t: each predecessor can move there and get at least t.
        const d = info[RECORD * q + DEPTH_U]! + 1
        for (let e = from; e < to; e++) {
          const r = RECORD * predecessors[e]!
          if (info[r + L] === UNSET) {
            info[r + L] = t
            info[r + DEPTH_L] = d > MAX_DEPTH ? MAX_DEPTH : d
            if (d > deepest) deepest = d
            queue[tail++] = 2 * predecessors[e]!
          }
        }
      }
    }
    if (shouldStop?.()) throw new StopBuild()
    progress?.('bounds', k - t + 1, k)
  }
  // What no threshold reached: nothing is forced beyond the obvious, 0 ≤ value ≤ k.
  const bounds = new Uint8Array(2 * size)
  const depths = new Uint8Array(size)
  let proved = 0
  for (let p = 0, r = 0; p < size; p++, r += RECORD) {
    const low = info[r + L] === UNSET ? 0 : info[r + L]!
    const high = info[r + U] === UNSET ? k : info[r + U]!
    bounds[2 * p] = low
    bounds[2 * p + 1] = high
    depths[p] = info[r + DEPTH_U]!
    if (low === high) proved++
  }

  // Pass 4: which positions lie on a cycle (strongly connected components, on the reversed moves).
  const onCycle = markCycles(size, predecessorStart, predecessors, bounds, queue, () => {
    if (shouldStop?.()) throw new StopBuild()
  })
  progress?.('cycles', size, size)

  return {
    layer: { seeds: k, size, bounds, depths },
    stats: { seeds: k, positions: size, proved, onCycle, quietMoves, deepest, milliseconds: performance.now() - started },
  }
}

// The fields of a position's record during a build.
const RECORD = 8
/** Quiet moves not yet known to give the opponent at least t (the successor counter); TERMINAL when the game is over. */
const COUNTER = 0
/** The deepest depth among the quiet successors already good for the opponent. */
const DEEPEST_CHILD = 1
/** The lowest L among the positions a capture leads to: every capture is bad for the mover at thresholds up to it. */
const GATE = 2
/** The best bound a capture secures at once (or the row gathered, when the game is over). */
const SEED_WIN = 3
const L = 4
const U = 5
const DEPTH_L = 6
const DEPTH_U = 7
const TERMINAL = 0x80

/** Thrown out of a build asked to stop (Ctrl-C). */
export class StopBuild extends Error {
  constructor() {
    super('the tables build was stopped')
  }
}

/**
 * Sets ON_CYCLE in bounds[2p] for every p in a strongly connected component of more than one
 * position, or with a move to itself; returns how many were marked. Pearce's single-array variant
 * of Tarjan's algorithm ("A space-efficient algorithm for finding strongly connected components",
 * 2016), iterative: one word per position beside the stacks, one look-up per edge. `scratch`
 * (2 × size words) holds the call stack.
 */
function markCycles(size: number, start: Uint32Array, edges: Uint32Array, bounds: Uint8Array, scratch: Uint32Array, poll: () => void): number {
  // 0: not visited; 1…size: visit index (lowered to the lowest reachable on the stack); from the top down: finished component.
  const rindex = new Uint32Array(size)
  const open = new Uint32Array(size) // visited positions waiting for their component's root
  const callNode = scratch.subarray(0, size)
  const callEdge = scratch.subarray(size, 2 * size)
  const isRoot = new Uint8Array(size)
  let index = 1
  let component = 0xfffffffe
  let openTop = 0
  let marked = 0
  for (let root = 0; root < size; root++) {
    if (rindex[root] !== 0) continue
    if ((root & 0xffff) === 0) poll()
    let depth = 0
    callNode[0] = root
    callEdge[0] = start[root]!
    isRoot[0] = 1
    rindex[root] = index++
    while (depth >= 0) {
      const v = callNode[depth]!
      let e = callEdge[depth]!
      const end = start[v + 1]!
      let descended = false
      for (; e < end; e++) {
        const w = edges[e]!
        const reach = rindex[w]!
        if (reach === 0) {
          callEdge[depth] = e // this edge is looked at again on return, for the child's low link
          depth++
          callNode[depth] = w
          callEdge[depth] = start[w]!
          isRoot[depth] = 1
          rindex[w] = index++
          descended = true
          break
        }
        if (reach < rindex[v]!) {
          rindex[v] = reach
          isRoot[depth] = 0
        }
      }
      if (descended) continue
      if (isRoot[depth] === 1) {
        index--
        const low = rindex[v]!
        let members = 1
        while (openTop > 0 && low <= rindex[open[openTop - 1]!]!) {
          const w = open[--openTop]!
          rindex[w] = component
          bounds[2 * w]! |= ON_CYCLE
          index--
          members++
        }
        rindex[v] = component--
        let cyclic = members > 1
        if (!cyclic) for (let x = start[v]!; x < end; x++) if (edges[x] === v) cyclic = true
        if (cyclic) {
          bounds[2 * v]! |= ON_CYCLE
          marked += members
        }
      } else {
        open[openTop++] = v
      }
      depth--
    }
  }
  return marked
}
