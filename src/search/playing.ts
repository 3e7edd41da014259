/**
 * The search that plays: the expert level, `engine`, `game --analyse`. Where `Searcher` (search.ts)
 * proves what the exercises claim — seeds won over exactly N plies, or to the end — this one only
 * has to choose well, so it takes every shortcut that does not change the move it finds often:
 *
 * - an evaluation beyond the stores (evaluation.ts, weights fitted from games);
 * - a transposition table of two entries a slot (one kept by depth, one always replaced), kept from
 *   one move of a game to the next, any entry searched at least as deep used with its bound;
 * - moves taken one at a time, best-looking first (table move, captures by the seeds they take,
 *   killers, defences of a threatened 1–2 seed hole, then by history), each played only when its
 *   turn comes, so a cut-off after the first move plays no other;
 * - principal-variation search, iterative deepening with an aspiration window;
 * - repetition judged on the real game: a position met before since the last capture, in the game
 *   or on the line searched, ends the game there (each side takes its row), a win when it wins;
 * - the endgame tables probed at every node once the board holds few enough seeds;
 * - a stop flag (a SharedArrayBuffer another thread can set) read at every node, the clock every
 *   thousand nodes: the deepest iteration finished in time gives the move, or the part of the next
 *   one searched when it already found better.
 *
 * Values are points for the side to move (STORE_UNIT a seed, evaluation.ts); a finished game is
 * worth ±(WIN_SCORE + its final seed difference) — more than any estimate.
 */
import type { Game, Hole, Position, Variant } from '../engine/index.js'
import { HOLES, startGame } from '../engine/index.js'
import type { FastRules } from '../engine/fast.js'
import { NORTH_STORE, SIDE_TO_MOVE, SOUTH_STORE, STATE_SIZE, fastRules, legalMask, playFast, writeState } from '../engine/fast.js'
import type { EndgameTables } from '../tables/tables.js'
import { Evaluation, STORE_UNIT } from './evaluation.js'

/** A finished game is worth WIN_SCORE plus its final seed difference (negated for a loss). */
export const WIN_SCORE = 20_000
const INF = 32_000
/** Deepest iteration (a TT entry keeps the depth in 7 bits). */
export const MAX_SEARCH_DEPTH = 100
const MAX_PLY = 128
/** Captures searched past the horizon, at most. */
const QUIESCENCE_PLIES = 6
const NO_MOVE = 15

const FLAG_LOWER = 1
const FLAG_UPPER = 2
const FLAG_EXACT = 3

export interface PlayRequest {
  /** Deepest iteration (default MAX_SEARCH_DEPTH). */
  readonly depth?: number
  /** The move is due after this many milliseconds. */
  readonly timeLimitMs?: number
  /** Nodes allowed (a limit that gives the same move on any machine). */
  readonly nodeLimit?: number
  /** Another thread stops the search by setting stop[0] to a non-zero value. */
  readonly stop?: Int32Array
  /** Every root move searched with a full window at each iteration, so each gets its own value (slower). */
  readonly allValues?: boolean
  /** Called after each finished iteration (the `engine` verb's `info` lines). */
  readonly onIteration?: (report: PlayReport) => void
}

export interface PlayedMoveValue {
  readonly move: Hole
  /** Points for the side to move; exact with allValues, else exact for the best move and an upper bound for the others. */
  readonly score: number
}

export interface PlayReport {
  /** The move to play; null when the game is over. */
  readonly move: Hole | null
  readonly score: number
  /** The last iteration finished (or partly searched when it changed the move). */
  readonly depth: number
  readonly nodes: number
  readonly milliseconds: number
  /** The expected line, the move first. */
  readonly line: Hole[]
  /** Every legal move, best first. */
  readonly moves: PlayedMoveValue[]
  /** The score is a decided game (a win or loss the search sees to the end). */
  readonly decided: 'win' | 'loss' | null
}

/** Seeds of the final difference a decided score holds, and who wins; null for an estimate. */
export function decidedScore(score: number): { result: 'win' | 'loss'; seeds: number } | null {
  if (score > WIN_SCORE - 100) return { result: 'win', seeds: score - WIN_SCORE }
  if (score < -(WIN_SCORE - 100)) return { result: 'loss', seeds: score + WIN_SCORE }
  return null
}

const packKey0 = (b: Uint8Array, o: number): number => (b[o]! | (b[o + 1]! << 6) | (b[o + 2]! << 12) | (b[o + 3]! << 18) | (b[o + 4]! << 24)) >>> 0
const packKey1 = (b: Uint8Array, o: number): number => (b[o + 5]! | (b[o + 6]! << 6) | (b[o + 7]! << 12) | (b[o + 8]! << 18) | (b[o + 9]! << 24)) >>> 0
const packKey2 = (b: Uint8Array, o: number): number => (b[o + 10]! | (b[o + 11]! << 6) | (b[o + 12]! << 12) | (b[o + 13]! << 18) | (b[o + 14]! << 24)) >>> 0
const hashKeys = (k0: number, k1: number, k2: number): number => {
  let h = Math.imul(k0 ^ 0x9e3779b9, 0x85ebca6b)
  h = Math.imul(h ^ k1 ^ (h >>> 15), 0xc2b2ae35)
  h = Math.imul(h ^ k2 ^ (h >>> 13), 0x27d4eb2f)
  return (h ^ (h >>> 16)) >>> 0
}

/**
 * One playing search for a variant, its table kept between calls (make one per game, or per
 * process). Not re-entrant. `tableBits`: log2 of the slots (two entries of 16 bytes each): 21 is
 * 64 MB, Aalina's size in the match.
 */
export class PlayingSearcher {
  readonly rules: FastRules
  readonly evaluation: Evaluation
  private tables: EndgameTables | null = null

  private readonly slotMask: number
  /** Per entry: key words 0–2 and the data word (value 16 bits, depth 7, move 4, age 3, flag 2). */
  private readonly table: Int32Array
  private age = 0

  private readonly buffer = new Uint8Array((MAX_PLY + 2) * STATE_SIZE)
  /** Keys of the line searched, after the game's own positions since the last capture (the first `historyLength` triples). */
  private readonly pathKeys: Uint32Array
  private historyLength = 0
  private readonly historyFilter = new Uint32Array(128)
  /** Per ply: the index in pathKeys of the first position that can come back (after the last capture). */
  private readonly sinceCapture = new Int32Array(MAX_PLY + 2)
  private readonly history = new Int32Array(12)
  private readonly killers = new Int8Array((MAX_PLY + 2) * 2)
  private readonly moveScores = new Int32Array((MAX_PLY + 2) * 6)
  private readonly moveHoles = new Int8Array((MAX_PLY + 2) * 6)

  private stopFlag: Int32Array | null = null
  private deadline = Infinity
  private nodeLimit = Infinity
  private stopped = false
  private endless: Variant['endless']
  private moveLimit: number
  private noCaptureLimit: number
  private rootPlies = 0
  private rootSinceCapture = 0
  nodes = 0

  constructor(
    readonly variant: Variant,
    tableBits = 21,
    evaluation: Evaluation = new Evaluation(),
  ) {
    this.rules = fastRules(variant)
    this.evaluation = evaluation
    this.slotMask = (1 << tableBits) - 1
    this.table = new Int32Array((1 << tableBits) * 8)
    this.pathKeys = new Uint32Array((MAX_PLY + 2 + 1024) * 3)
    this.endless = variant.endless
    this.moveLimit = variant.moveLimit
    this.noCaptureLimit = variant.noCaptureLimit
  }

  /** Endgame tables to probe in the search (null: none). Tables of another grand-slam rule are ignored. */
  useTables(tables: EndgameTables | null): void {
    this.tables = tables && tables.grandSlam === this.variant.grandSlam && this.variant.endless === 'repetition' ? tables : null
  }

  /** Forgets everything learnt (a new game). */
  clear(): void {
    this.table.fill(0)
    this.history.fill(0)
  }

  /** The move to play in a game (its history judges repetition), or in a position taken as a fresh start. */
  think(from: Game | Position, request: PlayRequest = {}): PlayReport {
    const started = performance.now()
    const game: Game = 'seen' in from ? from : startGame(from)
    const position = game.position
    if (position.variant !== this.variant && JSON.stringify(position.variant) !== JSON.stringify(this.variant))
      throw new Error('PlayingSearcher: the position is played under another variant than the searcher')
    this.age = (this.age + 1) & 7
    this.nodes = 0
    this.stopped = false
    this.stopFlag = request.stop ?? null
    // The clock and the node limit count from the second iteration: one ply is always searched whole.
    const deadline = request.timeLimitMs === undefined ? Infinity : started + request.timeLimitMs
    const nodeLimit = request.nodeLimit ?? Infinity
    this.deadline = Infinity
    this.nodeLimit = Infinity
    this.rootPlies = game.plies
    this.rootSinceCapture = game.pliesSinceCapture
    for (let i = 0; i < 12; i++) this.history[i] = this.history[i]! >> 3
    this.killers.fill(-1)
    const buffer = this.buffer
    writeState(position, buffer, 0)
    this.loadHistory(game)

    const report = (move: number, score: number, depth: number, moves: { hole: number; score: number }[]): PlayReport => {
      const decided = decidedScore(score)
      return {
        move: move < 0 ? null : HOLES[move]!,
        score,
        depth,
        nodes: this.nodes,
        milliseconds: performance.now() - started,
        line: move < 0 ? [] : this.principalLine(move, depth),
        moves: moves.map((m) => ({ move: HOLES[m.hole]!, score: m.score })),
        decided: decided?.result ?? null,
      }
    }
    const mask = legalMask(buffer, 0, this.rules)
    if (mask === 0 || game.outcome !== null) return report(-1, this.terminal(0), 0, [])

    // Root moves, best first by a one-ply look.
    let roots: { hole: number; score: number }[] = []
    for (let m = mask; m !== 0; m &= m - 1) roots.push({ hole: 31 - Math.clz32(m & -m), score: 0 })
    const maxDepth = Math.max(1, Math.min(request.depth ?? MAX_SEARCH_DEPTH, MAX_SEARCH_DEPTH))
    let bestMove = roots[0]!.hole
    let bestScore = -INF
    let completedDepth = 0
    let completed = roots
    const allValues = request.allValues ?? false
    const softLimit = request.timeLimitMs === undefined ? Infinity : started + request.timeLimitMs * 0.6
    for (let depth = 1; depth <= maxDepth; depth++) {
      // Aspiration: a window around the last value, widened when the value falls outside it.
      let alpha = -INF
      let beta = INF
      if (depth >= 4 && !allValues && decidedScore(bestScore) === null) {
        alpha = bestScore - 200
        beta = bestScore + 200
      }
      if (depth === 2) {
        this.deadline = deadline
        this.nodeLimit = nodeLimit
      }
      let result = this.searchRoot(roots, depth, alpha, beta, allValues)
      while (!this.stopped && (result.score <= alpha || result.score >= beta)) {
        if (result.score <= alpha) alpha = -INF
        if (result.score >= beta) beta = INF
        result = this.searchRoot(roots, depth, alpha, beta, allValues)
      }
      if (this.stopped) {
        // A partial iteration counts when its first move (the last best) was searched and another did better.
        if (!allValues && result.firstDone && result.bestHole !== bestMove) {
          bestMove = result.bestHole
          bestScore = result.score
          completedDepth = depth
        }
        break
      }
      roots = result.ordered
      completed = roots
      bestMove = result.bestHole
      bestScore = result.score
      completedDepth = depth
      request.onIteration?.(report(bestMove, bestScore, depth, completed))
      if (roots.length === 1 && depth >= 2 && request.depth === undefined) break // one legal move: nothing to choose
      // A won game: deeper says no more. A lost one is searched on, for the line that resists longest.
      if (decidedScore(bestScore)?.result === 'win' && depth >= 2 && !allValues) break
      if (performance.now() > softLimit) break // the next iteration would not finish in time
    }
    this.stopFlag = null
    this.deadline = Infinity
    this.nodeLimit = Infinity
    return report(bestMove, bestScore, completedDepth, completed)
  }

  /** The game's positions since the last capture (the root excluded) as keys in front of the line. */
  private loadHistory(game: Game): void {
    this.historyFilter.fill(0)
    const keys: [number, number, number][] = []
    const probe = new Uint8Array(STATE_SIZE)
    const stores = game.position.stores
    if (game.position.variant.endless === 'repetition')
      for (let entry = game.seen.previous; entry !== null && keys.length < 1024; entry = entry.previous) {
        for (let i = 0; i < 12; i++) probe[i] = entry.key.charCodeAt(i)
        probe[SOUTH_STORE] = stores.south
        probe[NORTH_STORE] = stores.north
        probe[SIDE_TO_MOVE] = entry.key[12] === 'S' ? 0 : 1
        keys.push([packKey0(probe, 0), packKey1(probe, 0), packKey2(probe, 0)])
      }
    keys.reverse() // oldest first: the line then continues in order
    this.historyLength = keys.length
    for (const [i, [k0, k1, k2]] of keys.entries()) {
      this.pathKeys[i * 3] = k0
      this.pathKeys[i * 3 + 1] = k1
      this.pathKeys[i * 3 + 2] = k2
      const h = hashKeys(k0, k1, k2) & 4095
      this.historyFilter[h >>> 5]! |= 1 << (h & 31)
    }
    this.sinceCapture[0] = 0
  }

  private searchRoot(roots: { hole: number; score: number }[], depth: number, alphaIn: number, beta: number, allValues: boolean) {
    const buffer = this.buffer
    let alpha = alphaIn
    let best = -INF
    let bestHole = roots[0]!.hole
    let firstDone = false
    const scored: { hole: number; score: number }[] = []
    this.storePathKey(0, 0)
    for (const [index, root] of roots.entries()) {
      const hole = root.hole
      const captured = playFast(buffer, 0, STATE_SIZE, hole, this.rules)
      this.sinceCapture[1] = captured > 0 ? this.historyLength + 1 : 0
      let score: number
      if (index === 0 || allValues) score = -this.search(1, STATE_SIZE, depth - 1, -beta, -(allValues ? -INF : alpha))
      else {
        score = -this.search(1, STATE_SIZE, depth - 1, -alpha - 1, -alpha)
        if (!this.stopped && score > alpha && score < beta) score = -this.search(1, STATE_SIZE, depth - 1, -beta, -alpha)
      }
      if (this.stopped) break
      if (index === 0) firstDone = true
      scored.push({ hole, score })
      if (score > best) {
        best = score
        bestHole = hole
        if (score > alpha) alpha = score
      }
      if (alpha >= beta && !allValues) break
    }
    const complete = !this.stopped && scored.length === roots.length
    // Next iteration: the best first, then by this one's values (moves not searched keep their place).
    const ordered = [...scored].sort((a, b) => b.score - a.score)
    for (const root of roots) if (!scored.some((s) => s.hole === root.hole)) ordered.push({ hole: root.hole, score: -INF })
    return { score: best, bestHole, ordered, complete, firstDone }
  }

  private storePathKey(ply: number, offset: number): void {
    const at = (this.historyLength + ply) * 3
    this.pathKeys[at] = packKey0(this.buffer, offset)
    this.pathKeys[at + 1] = packKey1(this.buffer, offset)
    this.pathKeys[at + 2] = packKey2(this.buffer, offset)
  }

  private checkClock(): void {
    if (this.nodes >= this.nodeLimit || (this.deadline !== Infinity && performance.now() >= this.deadline)) this.stopped = true
  }

  /** A finished game (a store majority, or no legal move: the rows gathered) for the side to move. */
  private terminal(offset: number): number {
    const buffer = this.buffer
    const side = buffer[offset + SIDE_TO_MOVE]!
    const own = buffer[offset + SOUTH_STORE + side]!
    const other = buffer[offset + NORTH_STORE - side]!
    if (own >= this.rules.winningStore || other >= this.rules.winningStore) return decided(own - other)
    return this.gathered(offset)
  }

  /** The game ended with each side taking its own row (no legal move, repetition, a move limit). */
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
    return decided(own - other)
  }

  private search(ply: number, offset: number, depth: number, alpha: number, beta: number): number {
    const buffer = this.buffer
    // The node limit at every node (a limit is a promise on any machine); the clock every 1024.
    if (++this.nodes >= this.nodeLimit) this.stopped = true
    else if ((this.nodes & 1023) === 0) this.checkClock()
    if (this.stopped || (this.stopFlag !== null && this.stopFlag[0] !== 0)) {
      this.stopped = true
      return 0
    }
    const mask = legalMask(buffer, offset, this.rules)
    if (mask === 0) return this.terminal(offset)

    // The game's end by repetition (or a move limit) on this line.
    const k0 = packKey0(buffer, offset)
    const k1 = packKey1(buffer, offset)
    const k2 = packKey2(buffer, offset)
    const keys = this.pathKeys
    const here = this.historyLength + ply
    keys[here * 3] = k0
    keys[here * 3 + 1] = k1
    keys[here * 3 + 2] = k2
    const hash = hashKeys(k0, k1, k2)
    if (this.endless === 'repetition') {
      const from = this.sinceCapture[ply]!
      const lineStart = from > this.historyLength ? from : this.historyLength
      for (let q = here - 2; q >= lineStart; q -= 2) if (keys[q * 3] === k0 && keys[q * 3 + 1] === k1 && keys[q * 3 + 2] === k2) return this.gathered(offset)
      if (from < this.historyLength && (this.historyFilter[(hash & 4095) >>> 5]! & (1 << (hash & 31))) !== 0)
        for (let q = this.historyLength - 1; q >= 0; q--) if (keys[q * 3] === k0 && keys[q * 3 + 1] === k1 && keys[q * 3 + 2] === k2) return this.gathered(offset)
    } else if (this.endless === 'move-limit') {
      if (this.rootPlies + ply >= this.moveLimit) return this.gathered(offset)
    } else {
      const since = this.sinceCapture[ply]! > 0 ? here - this.sinceCapture[ply]! : this.rootSinceCapture + ply
      if (since >= this.noCaptureLimit) return this.gathered(offset)
    }
    if (ply >= MAX_PLY - QUIESCENCE_PLIES - 2) return this.evaluation.evaluate(buffer, offset)

    // The endgame tables: the bounds of the final count, once the board holds few enough seeds.
    const tables = this.tables
    if (tables !== null) {
      let seeds = 0
      for (let i = 0; i < 12; i++) seeds += buffer[offset + i]!
      if (seeds <= tables.maxSeeds) {
        const bounds = tables.boundsAt(buffer, offset, seeds)
        const side = buffer[offset + SIDE_TO_MOVE]!
        const stores = buffer[offset + SOUTH_STORE + side]! - buffer[offset + NORTH_STORE - side]! - seeds
        const low = decided(stores + 2 * ((bounds >> 8) & 0x7f))
        const high = decided(stores + 2 * (bounds & 0xff))
        if (low === high || low >= beta) return low
        if (high <= alpha) return high
      }
    }

    if (depth <= 0) return this.quiesce(ply, offset, alpha, beta, QUIESCENCE_PLIES)

    // The transposition table: two entries a slot.
    const table = this.table
    const slot = (hash & this.slotMask) * 8
    let entry = -1
    if (table[slot] === (k0 | 0) && table[slot + 1] === (k1 | 0) && table[slot + 2] === (k2 | 0) && table[slot + 3] !== 0) entry = slot
    else if (table[slot + 4] === (k0 | 0) && table[slot + 5] === (k1 | 0) && table[slot + 6] === (k2 | 0) && table[slot + 7] !== 0) entry = slot + 4
    let tableMove = NO_MOVE
    if (entry >= 0) {
      const data = table[entry + 3]!
      tableMove = (data >>> 5) & 15
      if (((data >>> 9) & 127) >= depth) {
        const value = data >> 16
        const flag = data & 3
        if (flag === FLAG_EXACT || (flag === FLAG_LOWER && value >= beta) || (flag === FLAG_UPPER && value <= alpha)) return value
      }
    }

    // Move ordering, without playing: the seeds each move captures (exact for a sowing under 12
    // seeds, a lap shown by a play), killers, defences of a threatened hole, history.
    const side = buffer[offset + SIDE_TO_MOVE]!
    const ownStart = side === 0 ? 0 : 6
    const opponentStart = 6 - ownStart
    let threatened = 0
    for (let i = opponentStart; i < opponentStart + 6; i++) {
      const n = buffer[offset + i]!
      if (n === 0 || n >= 12) continue
      let landing = i + n
      if (landing >= 12) landing -= 12
      if (landing >= ownStart && landing < ownStart + 6) {
        const c = buffer[offset + landing]!
        if (c === 1 || c === 2) threatened |= 1 << landing
      }
    }
    const base = ply * 6
    const scores = this.moveScores
    const holes = this.moveHoles
    const killer0 = this.killers[ply * 2]!
    const killer1 = this.killers[ply * 2 + 1]!
    let count = 0
    for (let m = mask; m !== 0; m &= m - 1) {
      const hole = 31 - Math.clz32(m & -m)
      let score: number
      if (hole === tableMove) score = 1 << 30
      else {
        const taken = captureEstimate(buffer, offset, hole, opponentStart)
        if (taken > 0) score = (1 << 26) + (taken << 20)
        else if (hole === killer0) score = 1 << 23
        else if (hole === killer1) score = (1 << 23) - 1
        else score = ((threatened >>> hole) & 1) * (1 << 24) + this.history[hole]!
      }
      holes[base + count] = hole
      scores[base + count] = score
      count++
    }

    const alphaBefore = alpha
    let best = -INF
    let bestHole = NO_MOVE
    const child = offset + STATE_SIZE
    for (let i = 0; i < count; i++) {
      // The best-looking move left, played only now.
      let pick = i
      for (let j = i + 1; j < count; j++) if (scores[base + j]! > scores[base + pick]!) pick = j
      const hole = holes[base + pick]!
      holes[base + pick] = holes[base + i]!
      scores[base + pick] = scores[base + i]!
      holes[base + i] = hole
      const captured = playFast(buffer, offset, child, hole, this.rules)
      this.sinceCapture[ply + 1] = captured > 0 ? here + 1 : this.sinceCapture[ply]!
      let value: number
      if (i === 0) value = -this.search(ply + 1, child, depth - 1, -beta, -alpha)
      else {
        value = -this.search(ply + 1, child, depth - 1, -alpha - 1, -alpha)
        if (value > alpha && value < beta && !this.stopped) value = -this.search(ply + 1, child, depth - 1, -beta, -alpha)
      }
      if (this.stopped) return 0
      if (value > best) {
        best = value
        bestHole = hole
        if (value > alpha) {
          alpha = value
          if (alpha >= beta) {
            if (captured === 0) {
              this.history[hole]! += depth * depth
              if (this.history[hole]! > 1 << 22) for (let h = 0; h < 12; h++) this.history[h] = this.history[h]! >> 1
              if (killer0 !== hole) {
                this.killers[ply * 2 + 1] = killer0
                this.killers[ply * 2] = hole
              }
            }
            break
          }
        }
      }
    }

    // Store: the depth entry when this search is at least as deep (or the entry is from an older
    // move), the old depth entry then moving to the always-replaced one; else the always-replaced one.
    const flag = best <= alphaBefore ? FLAG_UPPER : best >= beta ? FLAG_LOWER : FLAG_EXACT
    const data = (best << 16) | (depth << 9) | (bestHole << 5) | (this.age << 2) | flag
    let target = slot + 4
    const first = table[slot + 3]!
    const sameKey = table[slot] === (k0 | 0) && table[slot + 1] === (k1 | 0) && table[slot + 2] === (k2 | 0)
    if (sameKey || first === 0 || ((first >>> 9) & 127) <= depth || ((first >>> 2) & 7) !== this.age) {
      target = slot
      if (!sameKey && first !== 0) {
        table[slot + 4] = table[slot]!
        table[slot + 5] = table[slot + 1]!
        table[slot + 6] = table[slot + 2]!
        table[slot + 7] = first
      }
    }
    table[target] = k0
    table[target + 1] = k1
    table[target + 2] = k2
    table[target + 3] = data
    return best
  }

  /** Past the horizon: captures only, the side to move free to stop capturing (its evaluation). */
  private quiesce(ply: number, offset: number, alpha: number, beta: number, left: number): number {
    const buffer = this.buffer
    const stand = this.evaluation.evaluate(buffer, offset)
    if (left === 0 || stand >= beta) return stand
    if (stand > alpha) alpha = stand
    const mask = legalMask(buffer, offset, this.rules)
    const side = buffer[offset + SIDE_TO_MOVE]!
    const opponentStart = side === 0 ? 6 : 0
    let best = stand
    const child = offset + STATE_SIZE
    for (let m = mask; m !== 0; m &= m - 1) {
      const hole = 31 - Math.clz32(m & -m)
      if (captureEstimate(buffer, offset, hole, opponentStart) <= 0) continue
      const captured = playFast(buffer, offset, child, hole, this.rules)
      if (captured === 0) continue
      this.nodes++
      let value: number
      if (legalMask(buffer, child, this.rules) === 0) value = -this.terminal(child)
      else value = -this.quiesce(ply + 1, child, -beta, -alpha, left - 1)
      if (value > best) {
        best = value
        if (value > alpha) {
          alpha = value
          if (alpha >= beta) break
        }
      }
    }
    return best
  }

  /** The line the table expects after `move`: its moves as far as they stay legal, `depth` at most. */
  private principalLine(move: number, depth: number): Hole[] {
    const probe = new Uint8Array((depth + 2) * STATE_SIZE)
    for (let i = 0; i < STATE_SIZE; i++) probe[i] = this.buffer[i]!
    const line: Hole[] = [HOLES[move]!]
    playFast(probe, 0, STATE_SIZE, move, this.rules)
    let offset = STATE_SIZE
    const seen = new Set<string>()
    while (line.length < Math.max(depth, 1)) {
      const mask = legalMask(probe, offset, this.rules)
      if (mask === 0) break
      const k0 = packKey0(probe, offset)
      const k1 = packKey1(probe, offset)
      const k2 = packKey2(probe, offset)
      const id = `${k0},${k1},${k2}`
      if (seen.has(id)) break
      seen.add(id)
      const slot = (hashKeys(k0, k1, k2) & this.slotMask) * 8
      let data = 0
      for (const entry of [slot, slot + 4]) if (this.table[entry] === (k0 | 0) && this.table[entry + 1] === (k1 | 0) && this.table[entry + 2] === (k2 | 0)) data = this.table[entry + 3]!
      const hole = (data >>> 5) & 15
      if (data === 0 || hole === NO_MOVE || (mask & (1 << hole)) === 0) break
      playFast(probe, offset, offset + STATE_SIZE, hole, this.rules)
      offset += STATE_SIZE
      line.push(HOLES[hole]!)
    }
    return line
  }
}

/** The score of a finished game with final seed difference `difference` (a draw is 0). */
function decided(difference: number): number {
  return difference > 0 ? WIN_SCORE + difference : difference < 0 ? -WIN_SCORE + difference : 0
}

/**
 * Seeds a move captures, without playing it: exact for a sowing of fewer than 12 seeds (each hole
 * after the origin gets one), the grand slam's cancellation aside; a sowing that laps the board
 * says 1 when it may capture, so that it is played among the captures.
 */
function captureEstimate(buffer: Uint8Array, offset: number, hole: number, opponentStart: number): number {
  const n = buffer[offset + hole]!
  if (n >= 12) return 1
  let landing = hole + n
  if (landing >= 12) landing -= 12
  if (landing < opponentStart || landing >= opponentStart + 6) return 0
  let taken = 0
  // Holes from the origin's next to the landing all got one seed; the chain runs back from the landing.
  for (let j = landing; j >= opponentStart; j--) {
    const after = buffer[offset + j]! + 1
    if (after !== 2 && after !== 3) break
    taken += after
  }
  return taken
}

/** Points, as seeds (rounded), for a reader: an estimate of STORE_UNIT points a seed. */
export const scoreInSeeds = (score: number): number => Math.round(score / STORE_UNIT)
