/**
 * The engine's comments on a played game: each position searched to a fixed depth (the same answer on
 * every machine, a few seconds for a whole game), every move's value compared with the best move's.
 * A move that loses 2 or 3 seeds against the best one is marked `?`, 4 or more `??`.
 */
import type { BySide, Hole, ReplayedGame, Side } from '../engine/index.js'
import { Searcher } from '../search/index.js'

/** Plies each position is searched: the deepest that keeps a 200-move game within a few seconds (bench/game.ts). */
export const ANALYSIS_DEPTH = 8
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
  readonly depth: number
  readonly plies: readonly PlyAnalysis[]
  readonly summary: BySide<SideSummary>
  readonly milliseconds: number
}

export const markFor = (loss: number): AnalysisMark | null => (loss >= BLUNDER_LOSS ? '??' : loss >= DUBIOUS_LOSS ? '?' : null)

/** Analyses every move of the main line; null only when `signal` stopped it. */
export function analyseGame(game: ReplayedGame, options: { depth?: number; signal?: AbortSignal; searcher?: Searcher } = {}): GameAnalysis | null {
  const started = performance.now()
  const depth = options.depth ?? ANALYSIS_DEPTH
  const searcher = options.searcher ?? new Searcher(game.variant, 'seeds', 20)
  const plies: PlyAnalysis[] = []
  for (const ply of game.plies) {
    const report = ply.report
    const analysis = searcher.analyse(report.before, { depth, allValues: true, ...(options.signal ? { signal: options.signal } : {}) })
    if (analysis === null) return null
    const playedValue = analysis.moves.find((move) => move.move === report.move)!.value
    const loss = analysis.value - playedValue
    plies.push({ ply: ply.ply, side: report.side, played: report.move, playedValue, best: analysis.best, bestValue: analysis.value, loss, mark: markFor(loss) })
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
  return { depth, plies, summary: { south: summarise('south'), north: summarise('north') }, milliseconds: performance.now() - started }
}
