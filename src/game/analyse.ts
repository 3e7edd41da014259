/**
 * The engine's comments on a played game: each position searched to a fixed depth (the same answer on
 * every machine), every move's value compared with the best move's. By default the expert level
 * judges (the playing search, playing.ts: its evaluation estimates what it cannot search to the end,
 * and it judges repetition on the game as played); with `depth`, the plain count of the seeds won over
 * that many plies instead (the searcher of the exercises). A move that loses 2 or 3 seeds against the
 * best one is marked `?`, 4 or more `??`.
 *
 * With the endgame tables, a position they cover is judged to the end of the game instead: the best
 * moves are those that secure the tables' lower bound L, and a move is marked only by the seeds it
 * certainly loses (L of the best minus the most the move played can win, its U). Only where the
 * bounds hold for the game as played: no position since the last capture met twice (the tables'
 * condition), and no store able to reach 25 first (the tables count the game played out).
 */
import type { BySide, Hole, Position, ReplayedGame, Side } from '../engine/index.js'
import { playInGame, startGame } from '../engine/index.js'
import { PlayingSearcher, Searcher, decidedScore, scoreInSeeds } from '../search/index.js'
import type { EndgameTables } from '../tables/tables.js'

/** Plies each position is searched by the count of seeds (`depth` given): the deepest that keeps a 200-move game within a few seconds. */
export const ANALYSIS_DEPTH = 8
/** Plies the expert searches each position, every move with a full window (bench/game.ts: a 200-move game in well under a minute). */
export const EXPERT_ANALYSIS_DEPTH = 11
/** Seeds lost against the best move from which a move is marked `?`, and `??`. */
export const DUBIOUS_LOSS = 2
export const BLUNDER_LOSS = 4

export type AnalysisMark = '?' | '??'

export interface PlyAnalysis {
  readonly ply: number
  readonly side: Side
  readonly played: Hole
  /** Seeds the mover wins over the search with the move played (its captures minus the opponent's). */
  readonly playedValue: number
  /** Every move tied for best, in hole order, and their value. */
  readonly best: readonly Hole[]
  readonly bestValue: number
  /** bestValue − playedValue: 0 when the move played is among the best. */
  readonly loss: number
  readonly mark: AnalysisMark | null
  /** The values are the endgame tables', to the end of the game (playedValue: the most the move can win); else the search's, over `depth` plies. */
  readonly toTheEnd: boolean
}

export interface SideSummary {
  readonly moves: number
  /** Moves played that were among the best. */
  readonly best: number
  readonly dubious: number
  readonly blunders: number
  /** Seeds lost against the best moves, over all the side's moves. */
  readonly lost: number
}

export interface GameAnalysis {
  /** Who judged: the expert level (values are its estimates, in seeds), or the count of the seeds won over `depth` plies. */
  readonly judge: 'expert' | 'count'
  readonly depth: number
  readonly plies: readonly PlyAnalysis[]
  readonly summary: BySide<SideSummary>
  /** Plies judged by the endgame tables, to the end of the game. */
  readonly fromTables: number
  readonly milliseconds: number
}

export const markFor = (loss: number): AnalysisMark | null => (loss >= BLUNDER_LOSS ? '??' : loss >= DUBIOUS_LOSS ? '?' : null)

/** Analyses every move of the main line; null only when `signal` stopped it. */
const positionKey = (position: Position): string => `${position.board.join(',')}/${position.turn}`

export function analyseGame(game: ReplayedGame, options: { depth?: number; signal?: AbortSignal; searcher?: Searcher; tables?: EndgameTables | null } = {}): GameAnalysis | null {
  const started = performance.now()
  const judge = options.depth === undefined && options.searcher === undefined ? 'expert' : 'count'
  const depth = options.depth ?? (judge === 'expert' ? EXPERT_ANALYSIS_DEPTH : ANALYSIS_DEPTH)
  const searcher = judge === 'count' ? (options.searcher ?? new Searcher(game.variant, 'seeds', 20)) : null
  // The expert's table is kept from one position of the game to the next, as when it plays.
  const expert = judge === 'expert' ? new PlayingSearcher(game.variant, 20) : null
  expert?.useTables(options.tables ?? null)
  const stop = new Int32Array(new SharedArrayBuffer(4))
  const onAbort = () => Atomics.store(stop, 0, 1)
  options.signal?.addEventListener('abort', onAbort, { once: true })
  try {
    return analysePlies()
  } finally {
    options.signal?.removeEventListener('abort', onAbort)
  }

  function analysePlies(): GameAnalysis | null {
    const plies: PlyAnalysis[] = []
    // The positions met since the last capture, this one included.
    let sinceCapture = new Set<string>()
    let repeated = false
    // The game as it stood before each move: its history judges repetition for the expert.
    let current = startGame(game.start)
    for (const ply of game.plies) {
      const report = ply.report
      const gameBefore = current
      const advanced = playInGame(current, report.move)
      if (advanced.ok) current = advanced.value.game
      const key = positionKey(report.before)
      if (sinceCapture.has(key)) repeated = true
      sinceCapture.add(key)
      const probe = !repeated && options.tables ? options.tables.probe(report.before) : null
      if (report.captured > 0) {
        sinceCapture = new Set()
        repeated = false
      }
      if (probe && !probe.majorityPossible) {
        const played = probe.moves.find((move) => move.move === report.move)!
        const bestValue = probe.bounds[0]
        const loss = Math.max(0, bestValue - played.bounds[1])
        plies.push({ ply: ply.ply, side: report.side, played: report.move, playedValue: played.bounds[1], best: probe.bestMoves, bestValue, loss, mark: markFor(loss), toTheEnd: true })
        continue
      }
      if (expert !== null) {
        // The game so far, for repetition: the position before this move, as it was reached.
        const searched = expert.think(gameBefore, { depth, allValues: true, stop })
        if (options.signal?.aborted) return null
        // In seeds won from here, as the count gives them: an estimate (points / STORE_UNIT), or the end's final difference; the stores' difference taken off.
        const before = report.before
        const stores = before.stores[before.turn] - before.stores[before.turn === 'south' ? 'north' : 'south']
        const inSeeds = (score: number) => (decidedScore(score)?.seeds ?? scoreInSeeds(score)) - stores + 0
        // The best moves: those worth the best value once rounded to seeds (an estimate says no more).
        const bestValue = inSeeds(searched.moves[0]!.score)
        const best = searched.moves.filter((move) => inSeeds(move.score) === bestValue).map((move) => move.move).sort()
        const playedValue = inSeeds(searched.moves.find((move) => move.move === report.move)!.score)
        const loss = bestValue - playedValue
        plies.push({ ply: ply.ply, side: report.side, played: report.move, playedValue, best, bestValue, loss, mark: markFor(loss), toTheEnd: false })
        continue
      }
      const analysis = searcher!.analyse(report.before, { depth, allValues: true, ...(options.signal ? { signal: options.signal } : {}) })
      if (analysis === null) return null
      const playedValue = analysis.moves.find((move) => move.move === report.move)!.value
      const loss = analysis.value - playedValue
      plies.push({ ply: ply.ply, side: report.side, played: report.move, playedValue, best: analysis.best, bestValue: analysis.value, loss, mark: markFor(loss), toTheEnd: false })
    }
    const summarise = (side: Side): SideSummary => {
      const own = plies.filter((ply) => ply.side === side)
      return {
        moves: own.length,
        best: own.filter((ply) => ply.loss === 0).length,
        dubious: own.filter((ply) => ply.mark === '?').length,
        blunders: own.filter((ply) => ply.mark === '??').length,
        lost: own.reduce((sum, ply) => sum + ply.loss, 0),
      }
    }
    const fromTables = plies.filter((ply) => ply.toTheEnd).length
    return { judge, depth, plies, summary: { south: summarise('south'), north: summarise('north') }, fromTables, milliseconds: performance.now() - started }
  }
}
