/**
 * Game-tree search on the engine's fast path: alpha-beta negamax with iterative deepening, a
 * transposition table keyed exactly on the position, and move ordering (table move, captures,
 * history). Values are seeds won by the side to move from the searched position: its store minus the
 * opponent's, the rows gathered when the game ends (no legal move, or repetition in exact mode).
 *
 * Two ways to search:
 * - to a depth (N plies, both sides' moves counted): what the "best over N plies" exercises and the
 *   computer levels use. Repetition is not applied, as in perft (rules.md).
 * - exact: to the end of the game, with the repetition rule. A position that comes back on the
 *   current line ends the game there and each side takes its own row (after a capture no earlier
 *   position can come back, as seeds left the board). Iterative deepening until an iteration sees
 *   no line cut by the horizon: its value is then the game's value (alpha-beta's answer does not
 *   depend on the leaves it pruned). Values that depend on a repetition above a node are true only
 *   on that line and never enter the table. The answer is proved, not estimated, unless the node
 *   budget runs out first (then `proved` is false and the deepest completed iteration is given).
 */
import type { Hole, Position, Variant } from '../engine/index.js'
import { HOLES, opposite } from '../engine/index.js'
import type { FastRules } from '../engine/fast.js'
import type { EndgameTables } from '../tables/tables.js'
import { NORTH_STORE, SIDE_TO_MOVE, SOUTH_STORE, STATE_SIZE, fastRules, legalMask, playFast, writeState } from '../engine/fast.js'
import { BOUND_MASK, ON_CYCLE } from '../tables/retrograde.js'

/** Longest line a search follows (an exact search deepens up to it). */
export const MAX_PLY = 400
/** Nodes an exact search may visit before it gives up proving (about a second). */
export const EXACT_NODE_BUDGET = 8_000_000
const INF = 30000
/** Added to a won game's value when the scoring is `game`, so any win beats any seed count. */
export const WIN_BONUS = 1000
const NO_ANCESTOR = 0x7fffffff

const TT_EXACT = 0
const TT_LOWER = 1
const TT_UPPER = 2
/** Flag bit: the entry's subtree met no horizon, so its value holds at any depth. */
const TT_TO_THE_END = 4
/** An entry whose value held only on its line (a repetition above it): kept for its move alone. */
const TT_MOVE_ONLY = 8

/**
 * `seeds`: a value is seeds won (what exercises ask). `game`: the same, plus WIN_BONUS for a game
 * won (a store majority or a better final count), so the computer levels play to win.
 */
export type Scoring = 'seeds' | 'game'

export interface SearchRequest {
  /** Plies to look ahead (both sides' moves). With `timeLimitMs`, the deepest iteration completed in time. */
  readonly depth?: number
  /** Search to the end of the game, repetition included. */
  readonly exact?: boolean
  /** Give every move its exact value (slower); otherwise only the moves tied for best are exact. */
  readonly allValues?: boolean
  /** Iterative deepening stops when this time is up, keeping the last depth completed. */
  readonly timeLimitMs?: number
  /** Aborts the search (Ctrl-C); the result is then null. */
  readonly signal?: AbortSignal
  /** Exact search only: nodes allowed before giving up the proof (default EXACT_NODE_BUDGET). */
  readonly nodeBudget?: number
  /**
   * Exact search only: the game's positions since the last capture before this one (Game.seen's
   * keys, board and side to move): a line that comes back to one of them ends the game there, as
   * one that comes back to a position of its own does.
   */
  readonly seenBefore?: readonly string[]
  /**
   * Exact search only: endgame tables to end a line with, where they prove its value for the game as
   * played (the board few enough seeds, no store able to reach the majority any more, the value on no
   * cycle of moves or the position just reached by a capture).
   */
  readonly tables?: EndgameTables | null
}

export interface MoveValue {
  readonly move: Hole
  /** Seeds won by the side to move over the search, if this move is played. */
  readonly value: number
  /** `exact`, or `at-most` when the move was only proved worse than the best (no allValues). */
  readonly bound: 'exact' | 'at-most'
  /** With `game` scoring: the search sees this move win or lose the game. */
  readonly decided: 'win' | 'loss' | null
  /** The expected line, this move first. */
  readonly line: Hole[]
}

export interface Analysis {
  /** All moves tied for the best value, in hole order. Empty when the game is over. */
  readonly best: Hole[]
  readonly value: number
  /** Principal variation: the best line for both sides. */
  readonly line: Hole[]
  /** Every legal move, best first. */
  readonly moves: MoveValue[]
  /** Plies searched (the last iteration completed). */
  readonly depth: number
  /** Exact search that reached the end of every line: the values are proved. */
  readonly proved: boolean
  readonly nodes: number
  readonly milliseconds: number
}

interface RootMove {
  hole: number
  score: number
  exact: boolean
  line: number[]
}

/**
 * A reusable searcher for one variant (its transposition table is ~16 MB: make one, use it often).
 * Not re-entrant.
 */
export class Searcher {
  readonly rules: FastRules
  private readonly tableMask: number
  private readonly key0: Uint32Array
  private readonly key1: Uint32Array
  private readonly key2: Uint32Array
  private readonly tableValue: Int16Array
  private readonly tableDepth: Uint8Array
  private readonly tableFlag: Uint8Array
  private readonly tableMove: Int8Array
  private readonly tableAge: Uint16Array
  private age = 0

  private readonly buffer = new Uint8Array((MAX_PLY + 2) * 6 * STATE_SIZE)
  private readonly slotHole = new Int8Array((MAX_PLY + 2) * 6)
  private readonly slotScore = new Float64Array((MAX_PLY + 2) * 6)
  private readonly slotCaptured = new Uint8Array((MAX_PLY + 2) * 6)
  private readonly order = new Int8Array((MAX_PLY + 2) * 6)
  private readonly pathKeys = new Uint32Array((MAX_PLY + 2) * 3)
  /** Ply of the last node reached by a capture, for each ply of the current line. */
  private readonly captureAt = new Int32Array(MAX_PLY + 2)
  private readonly pvTable = new Int8Array((MAX_PLY + 1) * (MAX_PLY + 1))
  private readonly pvLength = new Int32Array(MAX_PLY + 2)
  private readonly history = new Float64Array(12)

  private exact = false
  /** Packed keys of the positions of the game before the root since the last capture (exact search). */
  private seenBefore: Uint32Array = new Uint32Array(0)
  private tables: EndgameTables | null = null
  /** Return channel: the last searched subtree had a leaf cut by the horizon. */
  private horizon = false
  private stopped = false
  private deadline = Infinity
  private nodeLimit = Infinity
  private signal: AbortSignal | undefined
  /** Lowest ancestor ply a repetition in the last searched subtree referred to (its value depends on the path above it). */
  private low = NO_ANCESTOR
  nodes = 0

  constructor(
    readonly variant: Variant,
    readonly scoring: Scoring = 'seeds',
    tableBits = 20,
  ) {
    this.rules = fastRules(variant)
    const size = 1 << tableBits
    this.tableMask = size - 1
    this.key0 = new Uint32Array(size)
    this.key1 = new Uint32Array(size)
    this.key2 = new Uint32Array(size)
    this.tableValue = new Int16Array(size)
    this.tableDepth = new Uint8Array(size)
    this.tableFlag = new Uint8Array(size)
    this.tableMove = new Int8Array(size)
    this.tableAge = new Uint16Array(size)
  }

  /**
   * Analyses a position: best move(s), value, line. Returns null only when `signal` aborted it.
   * A position with the game over gives no moves, and its final count (rows gathered where the
   * rules say so) as the value.
   */
  analyse(position: Position, request: SearchRequest): Analysis | null {
    if (position.variant !== this.variant && JSON.stringify(position.variant) !== JSON.stringify(this.variant))
      throw new Error('Searcher: the position is played under another variant than the searcher')
    const started = performance.now()
    this.newSearch()
    this.signal = request.signal
    this.nodes = 0
    writeState(position, this.buffer, 0)
    const rootDiff = position.stores[position.turn] - position.stores[opposite(position.turn)]
    const finish = (moves: RootMove[], depth: number, proved: boolean): Analysis => this.report(moves, depth, proved, rootDiff, started)
    if (legalMask(this.buffer, 0, this.rules) === 0) {
      // The game is over: the value is the final count (rows gathered where the rules say so).
      const over = finish([], 0, true)
      return { ...over, value: this.toSeeds(this.terminal(0)).seeds - rootDiff + 0 }
    }

    this.exact = request.exact ?? false
    this.seenBefore = this.exact ? packSeen(request.seenBefore ?? [], position.stores.south, position.stores.north) : new Uint32Array(0)
    this.tables = this.exact && request.tables && request.tables.grandSlam === this.variant.grandSlam && this.variant.endless === 'repetition' ? request.tables : null
    const allValues = request.allValues ?? false
    const maxDepth = this.exact ? MAX_PLY - 2 : Math.max(1, Math.min(request.depth ?? 8, MAX_PLY - 2))
    this.deadline = request.timeLimitMs === undefined ? Infinity : started + request.timeLimitMs
    this.nodeLimit = this.exact ? (request.nodeBudget ?? EXACT_NODE_BUDGET) : Infinity
    const deepening = this.exact || request.timeLimitMs !== undefined
    let completed: RootMove[] | null = null
    let completedDepth = 0
    let proved = false
    // Iterative deepening: each iteration orders the root by the last one and fills the table for the next.
    for (let depth = deepening ? 1 : maxDepth; depth <= maxDepth; depth++) {
      this.horizon = false
      const moves = this.searchRoot(depth, allValues, completed)
      if (moves === null) break
      completed = moves
      completedDepth = depth
      if (this.exact && !this.horizon) {
        proved = true
        break
      }
    }
    this.deadline = Infinity
    this.nodeLimit = Infinity
    if (this.signal?.aborted) return null
    if (completed === null) {
      // Not even depth 1 in time or budget (cannot happen with sane limits): finish depth 1 regardless.
      this.stopped = false
      this.exact = false
      completed = this.searchRoot(1, allValues, null)!
      completedDepth = 1
    }
    return finish(completed, completedDepth, proved)
  }

  private newSearch(): void {
    this.age = (this.age + 1) & 0xffff
    if (this.age === 0) {
      this.tableAge.fill(0)
      this.age = 1
    }
    this.history.fill(0)
    this.stopped = false
  }

  private report(moves: RootMove[], depth: number, proved: boolean, rootDiff: number, started: number): Analysis {
    const toValue = (score: number) => {
      const { seeds, decided } = this.toSeeds(score)
      return { seeds: seeds - rootDiff + 0, decided } // + 0: no negative zero from negamax
    }
    const sorted = [...moves].sort((a, b) => b.score - a.score || a.hole - b.hole)
    const values: MoveValue[] = sorted.map((m) => {
      const { seeds, decided } = toValue(m.score)
      return { move: HOLES[m.hole]!, value: seeds, bound: m.exact ? 'exact' : 'at-most', decided, line: m.line.map((h) => HOLES[h]!) }
    })
    const top = sorted[0]
    const best = top ? sorted.filter((m) => m.exact && m.score === top.score).map((m) => HOLES[m.hole]!) : []
    best.sort()
    return {
      best,
      value: values[0]?.value ?? 0,
      line: values[0]?.line ?? [],
      moves: values,
      depth,
      proved,
      nodes: this.nodes,
      milliseconds: performance.now() - started,
    }
  }

  /** A score without its win bonus, and whether it is a won or lost game (`game` scoring). */
  private toSeeds(score: number): { seeds: number; decided: MoveValue['decided'] } {
    if (this.scoring === 'game' && score >= WIN_BONUS / 2) return { seeds: score - WIN_BONUS, decided: 'win' }
    if (this.scoring === 'game' && score <= -WIN_BONUS / 2) return { seeds: score + WIN_BONUS, decided: 'loss' }
    return { seeds: score, decided: null }
  }

  /** Searches every root move; null if stopped. Moves tied with the best get exact values. */
  private searchRoot(depth: number, allValues: boolean, previous: RootMove[] | null): RootMove[] | null {
    const buffer = this.buffer
    const mask = legalMask(buffer, 0, this.rules)
    const holes: number[] = []
    for (let m = mask; m !== 0; m &= m - 1) holes.push(31 - Math.clz32(m & -m))
    if (previous) {
      const rank = new Map(previous.map((m, i) => [m.hole, i]))
      holes.sort((a, b) => rank.get(a)! - rank.get(b)!)
    }
    this.storeKey(0, 0)
    this.captureAt[0] = 0
    const results: RootMove[] = []
    let bestScore = -INF
    let horizon = false
    for (const [index, hole] of holes.entries()) {
      const child = (6 + index) * STATE_SIZE
      const captured = playFast(buffer, 0, child, hole, this.rules)
      this.captureAt[1] = captured > 0 ? 1 : 0
      const alpha = allValues || results.length === 0 ? -INF : bestScore - 1
      let score: number
      const guess = previous?.find((m) => m.hole === hole)?.score
      const zeroWindowPasses = alpha === -INF && this.exact && guess !== undefined
      if (zeroWindowPasses) {
        // Exact search: zero-window tests from last iteration's value (MTD(f)) cut far more than a full window.
        let lower = -INF
        let upper = INF
        score = guess
        while (lower < upper && !this.stopped) {
          const bound = score === lower ? score + 1 : score
          score = -this.search(1, child, depth - 1, -bound, -(bound - 1))
          horizon ||= this.horizon
          if (score < bound) upper = score
          else lower = score
        }
      } else if (alpha === -INF) {
        score = -this.search(1, child, depth - 1, -INF, INF)
      } else {
        // First a null window: is this move at least as good as the best so far? Only then its exact value.
        score = -this.search(1, child, depth - 1, -bestScore, -alpha)
        horizon ||= this.horizon
        if (!this.stopped && score > alpha) score = -this.search(1, child, depth - 1, -INF, -alpha)
      }
      if (this.stopped) return null
      horizon ||= this.horizon
      const exact = score > alpha
      const line = [hole]
      // After zero-window passes the triangular table holds no full line: the transposition table gives it.
      if (!zeroWindowPasses) for (let k = 1; k < this.pvLength[1]!; k++) line.push(this.pvTable[MAX_PLY + 1 + k]!)
      results.push({ hole, score, exact, line: exact ? this.extendLine(line, depth) : line })
      if (score > bestScore) bestScore = score
    }
    this.horizon = horizon
    return results
  }

  /** A line cut short by a table hit is continued with the table's moves, as far as they stay legal. */
  private extendLine(line: number[], depth: number): number[] {
    const probe = new Uint8Array((line.length + depth + 2) * STATE_SIZE)
    for (let i = 0; i < STATE_SIZE; i++) probe[i] = this.buffer[i]!
    let offset = 0
    for (const hole of line) {
      if ((legalMask(probe, offset, this.rules) & (1 << hole)) === 0) return line
      playFast(probe, offset, offset + STATE_SIZE, hole, this.rules)
      offset += STATE_SIZE
    }
    const seen = new Set<string>()
    while (line.length < depth) {
      const mask = legalMask(probe, offset, this.rules)
      if (mask === 0) break
      const k0 = packKey0(probe, offset)
      const k1 = packKey1(probe, offset)
      const k2 = packKey2(probe, offset)
      const id = `${k0},${k1},${k2}`
      if (seen.has(id)) break
      seen.add(id)
      const slot = this.find(k0, k1, k2)
      if (slot < 0) break
      const hole = this.tableMove[slot]!
      if (hole < 0 || (mask & (1 << hole)) === 0) break
      playFast(probe, offset, offset + STATE_SIZE, hole, this.rules)
      offset += STATE_SIZE
      line.push(hole)
    }
    return line
  }

  private storeKey(ply: number, offset: number): void {
    this.pathKeys[ply * 3] = packKey0(this.buffer, offset)
    this.pathKeys[ply * 3 + 1] = packKey1(this.buffer, offset)
    this.pathKeys[ply * 3 + 2] = packKey2(this.buffer, offset)
  }

  private find(k0: number, k1: number, k2: number): number {
    const slot = tableIndex(k0, k1, k2) & this.tableMask
    if (this.tableAge[slot] === this.age && this.key0[slot] === k0 && this.key1[slot] === k1 && this.key2[slot] === k2) return slot
    return -1
  }

  private checkStop(): void {
    if (this.signal?.aborted || this.nodes > this.nodeLimit || (this.deadline !== Infinity && performance.now() > this.deadline)) this.stopped = true
  }

  /** Value for the side to move of a finished game (no legal move, or a store majority). */
  private terminal(offset: number): number {
    const buffer = this.buffer
    const side = buffer[offset + SIDE_TO_MOVE]!
    const own = buffer[offset + SOUTH_STORE + side]!
    const other = buffer[offset + NORTH_STORE - side]!
    const majority = own >= this.rules.winningStore || other >= this.rules.winningStore
    // A majority leaves the board as it stands; no legal move gathers the rows.
    return majority ? this.finalValue(own, other) : this.gathered(offset)
  }

  /** Value of a game ended with each side taking its own row (no legal move, repetition). */
  private gathered(offset: number): number {
    const buffer = this.buffer
    const side = buffer[offset + SIDE_TO_MOVE]!
    let own = buffer[offset + SOUTH_STORE + side]!
    let other = buffer[offset + NORTH_STORE - side]!
    const start = side === 0 ? 0 : 6
    for (let i = 0; i < 6; i++) {
      own += buffer[offset + start + i]!
      other += buffer[offset + 6 - start + i]!
    }
    return this.finalValue(own, other)
  }

  private finalValue(own: number, other: number): number {
    const diff = own - other
    if (this.scoring === 'seeds' || diff === 0) return diff
    return diff > 0 ? diff + WIN_BONUS : diff - WIN_BONUS
  }

  private search(ply: number, offset: number, depth: number, alpha: number, beta: number): number {
    const buffer = this.buffer
    this.pvLength[ply] = ply
    this.low = NO_ANCESTOR
    this.horizon = false
    if ((++this.nodes & 2047) === 0) this.checkStop()
    if (this.stopped) return 0
    const mask = legalMask(buffer, offset, this.rules)
    if (mask === 0) return this.terminal(offset)
    const k0 = packKey0(buffer, offset)
    const k1 = packKey1(buffer, offset)
    const k2 = packKey2(buffer, offset)
    const keys = this.pathKeys
    keys[ply * 3] = k0
    keys[ply * 3 + 1] = k1
    keys[ply * 3 + 2] = k2
    if (this.exact) {
      for (let q = ply - 2; q >= this.captureAt[ply]!; q -= 2) {
        if (keys[q * 3] === k0 && keys[q * 3 + 1] === k1 && keys[q * 3 + 2] === k2) {
          this.low = q
          return this.gathered(offset)
        }
      }
      // No capture since the root: the game's own positions before it can come back too.
      const before = this.seenBefore
      if (this.captureAt[ply] === 0)
        for (let q = 0; q < before.length; q += 3) {
          if (before[q] === k0 && before[q + 1] === k1 && before[q + 2] === k2) {
            this.low = -1
            return this.gathered(offset)
          }
        }
      if (this.tables !== null && ply > 0) {
        const proved = this.tablesValue(offset, ply)
        if (proved !== null) return proved
      }
    }
    if (depth <= 0) {
      this.horizon = true
      return this.storeDifference(offset)
    }

    if (this.scoring === 'seeds') {
      // Whatever follows, the side to move ends between losing and winning every seed on the board:
      // a window outside that range is decided without a search (a proved bound, not an estimate).
      const diff = this.storeDifference(offset)
      let onBoard = 0
      for (let i = 0; i < 12; i++) onBoard += buffer[offset + i]!
      if (diff + onBoard <= alpha) return diff + onBoard
      if (diff - onBoard >= beta) return diff - onBoard
    }

    let tableMove = -1
    const slot = tableIndex(k0, k1, k2) & this.tableMask
    if (this.tableAge[slot] === this.age && this.key0[slot] === k0 && this.key1[slot] === k1 && this.key2[slot] === k2) {
      tableMove = this.tableMove[slot]!
      const flags = this.tableFlag[slot]!
      const toTheEnd = (flags & TT_TO_THE_END) !== 0
      // Exact search: a value proved to the end holds at any depth; a deeper estimate is still an estimate.
      // To a depth: only a value searched to this same depth, as "over N plies" means exactly N plies
      // (a value from deeper, even one that reached the end, would count captures beyond the N plies).
      if (flags !== TT_MOVE_ONLY && (this.exact ? toTheEnd || this.tableDepth[slot]! >= depth : this.tableDepth[slot] === depth)) {
        const value = this.tableValue[slot]!
        const bound = flags & 3
        if (bound === TT_EXACT || (bound === TT_LOWER && value >= beta) || (bound === TT_UPPER && value <= alpha)) {
          this.horizon = !toTheEnd
          return value
        }
      }
    }

    // Children are played into this ply's slots once, then searched best-looking first.
    const base = (ply + 1) * 6
    let count = 0
    for (let m = mask; m !== 0; m &= m - 1) {
      const hole = 31 - Math.clz32(m & -m)
      const index = base + count
      const captured = playFast(buffer, offset, index * STATE_SIZE, hole, this.rules)
      this.slotHole[index] = hole
      this.slotCaptured[index] = captured
      // Captures first (the chain is where seeds are won), then what cut off before.
      this.slotScore[index] = (hole === tableMove ? 1e12 : 0) + captured * 1e8 + Math.min(this.history[hole]!, 9.9e7)
      this.order[index] = count
      count++
    }
    for (let i = 1; i < count; i++) {
      const item = this.order[base + i]!
      const score = this.slotScore[base + item]!
      let j = i - 1
      while (j >= 0 && this.slotScore[base + this.order[base + j]!]! < score) {
        this.order[base + j + 1] = this.order[base + j]!
        j--
      }
      this.order[base + j + 1] = item
    }

    const alphaBefore = alpha
    let best = -INF
    let bestHole = -1
    let low = NO_ANCESTOR
    let horizon = false
    const captureAt = this.captureAt
    for (let i = 0; i < count; i++) {
      const index = base + this.order[base + i]!
      const hole = this.slotHole[index]!
      // A capture leaves fewer seeds on the board: nothing before it can come back.
      captureAt[ply + 1] = this.slotCaptured[index]! > 0 ? ply + 1 : captureAt[ply]!
      // Principal variation search: the first move with the full window, the others first proved
      // no better with a null window, searched again only if they are.
      let value: number
      if (i === 0 || beta - alpha <= 1) {
        value = -this.search(ply + 1, index * STATE_SIZE, depth - 1, -beta, -alpha)
      } else {
        value = -this.search(ply + 1, index * STATE_SIZE, depth - 1, -alpha - 1, -alpha)
        if (this.low < low) low = this.low
        if (this.horizon) horizon = true
        if (!this.stopped && value > alpha && value < beta) value = -this.search(ply + 1, index * STATE_SIZE, depth - 1, -beta, -alpha)
      }
      if (this.stopped) return 0
      if (this.low < low) low = this.low
      if (this.horizon) horizon = true
      if (value > best) {
        best = value
        bestHole = hole
        if (value > alpha) {
          alpha = value
          const row = ply * (MAX_PLY + 1)
          const childRow = (ply + 1) * (MAX_PLY + 1)
          this.pvTable[row + ply] = hole
          for (let k = ply + 1; k < this.pvLength[ply + 1]!; k++) this.pvTable[row + k] = this.pvTable[childRow + k]!
          this.pvLength[ply] = Math.max(this.pvLength[ply + 1]!, ply + 1)
        }
      }
      if (alpha >= beta) {
        this.history[hole]! += depth * depth
        break
      }
    }
    this.low = low
    this.horizon = horizon
    // A value that depends on repetitions above this node is true only for this line: never reused as a value.
    // Its best move still orders the next visit.
    const pathDependent = this.exact && low < ply
    this.tableAge[slot] = this.age
    this.key0[slot] = k0
    this.key1[slot] = k1
    this.key2[slot] = k2
    this.tableValue[slot] = best
    this.tableDepth[slot] = Math.min(depth, 255)
    this.tableFlag[slot] = pathDependent ? TT_MOVE_ONLY : (best <= alphaBefore ? TT_UPPER : best >= beta ? TT_LOWER : TT_EXACT) | (horizon ? 0 : TT_TO_THE_END)
    this.tableMove[slot] = bestHole
    return best
  }

  /**
   * The tables' value of the node as the game is played, when they prove it: few enough seeds, no
   * store able to reach the majority before the end (the tables play every seed out), the value
   * proved (L = U), and holding for this line (the position on no cycle of moves, or just reached by
   * a capture, so no earlier position can come back). Null otherwise.
   */
  private tablesValue(offset: number, ply: number): number | null {
    const buffer = this.buffer
    let seeds = 0
    for (let i = 0; i < 12; i++) seeds += buffer[offset + i]!
    const tables = this.tables!
    if (seeds > tables.maxSeeds) return null
    const side = buffer[offset + SIDE_TO_MOVE]!
    const own = buffer[offset + SOUTH_STORE + side]!
    const other = buffer[offset + NORTH_STORE - side]!
    if (Math.max(own, other) + seeds >= this.rules.winningStore) return null
    const bounds = tables.boundsAt(buffer, offset, seeds)
    const low = (bounds >> 8) & BOUND_MASK
    if (low !== (bounds & 0xff)) return null
    if ((bounds >> 8) & ON_CYCLE && this.captureAt[ply] !== ply) return null
    return this.finalValue(own + low, other + seeds - low)
  }

  /** Horizon value: the stores as they stand, side to move first. */
  private storeDifference(offset: number): number {
    const side = this.buffer[offset + SIDE_TO_MOVE]!
    return this.buffer[offset + SOUTH_STORE + side]! - this.buffer[offset + NORTH_STORE - side]!
  }
}

/** The packed keys of repetition keys (Game.seen's: board and side to move), all with the same stores (none changes without a capture). */
function packSeen(keys: readonly string[], south: number, north: number): Uint32Array {
  const state = new Uint8Array(STATE_SIZE)
  const packed = new Uint32Array(keys.length * 3)
  for (const [i, key] of keys.entries()) {
    for (let h = 0; h < 12; h++) state[h] = key.charCodeAt(h)
    state[SOUTH_STORE] = south
    state[NORTH_STORE] = north
    state[SIDE_TO_MOVE] = key[12] === 'S' ? 0 : 1
    packed[i * 3] = packKey0(state, 0)
    packed[i * 3 + 1] = packKey1(state, 0)
    packed[i * 3 + 2] = packKey2(state, 0)
  }
  return packed
}

// Exact key: 6 bits per count (a hole or store never holds more than 48 seeds), 79 bits in three words.
const packKey0 = (b: Uint8Array, o: number): number => (b[o]! | (b[o + 1]! << 6) | (b[o + 2]! << 12) | (b[o + 3]! << 18) | (b[o + 4]! << 24)) >>> 0
const packKey1 = (b: Uint8Array, o: number): number => (b[o + 5]! | (b[o + 6]! << 6) | (b[o + 7]! << 12) | (b[o + 8]! << 18) | (b[o + 9]! << 24)) >>> 0
const packKey2 = (b: Uint8Array, o: number): number => (b[o + 10]! | (b[o + 11]! << 6) | (b[o + 12]! << 12) | (b[o + 13]! << 18) | (b[o + 14]! << 24)) >>> 0
const tableIndex = (k0: number, k1: number, k2: number): number => {
  let h = Math.imul(k0 ^ 0x9e3779b9, 0x85ebca6b)
  h = Math.imul(h ^ k1 ^ (h >>> 15), 0xc2b2ae35)
  h = Math.imul(h ^ k2 ^ (h >>> 13), 0x27d4eb2f)
  return (h ^ (h >>> 16)) >>> 0
}
