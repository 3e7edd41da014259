/**
 * The engine's comments on a played game: each position searched to a fixed depth (the same answer on
 * every machine, a few seconds for a whole game), every move's value compared with the best move's.
 * By default the expert level judges (the playing search, playing.ts: its evaluation estimates what it
 * cannot search to the end, and it judges repetition on the game as played); with `depth` or a
 * `searcher`, the plain count of the seeds won over that many plies instead (the searcher of the
 * exercises). A move that loses 2 or 3 seeds against the best one is marked `?`, 4 or more `??`.
 *
 * With the endgame tables, a position they cover is judged to the end of the game instead: the best
 * moves are those that secure the tables' lower bound L, and a move is marked only by the seeds it
 * certainly loses (L of the best minus the most the move played can win, its U). Only where the
 * bounds hold for the game as played: no position since the last capture met twice (the tables'
 * condition), and no store able to reach 25 first (the tables count the game played out).
 */
import type { BySide, Game, Hole, Position, ReplayedGame, Side } from '../engine/index.js'
import { opposite, playInGame, startGame } from '../engine/index.js'
import type { Analysis } from '../search/index.js'
import { PlayingSearcher, Searcher, decidedScore, scoreInSeeds } from '../search/index.js'
import type { EndgameTables } from '../tables/tables.js'

/** Plies each position is searched by the count of seeds: the deepest that keeps a 200-move game within a few seconds (bench/game.ts). */
export const ANALYSIS_DEPTH = 8
/** Plies the expert searches each position, every move with its own value (bench/game.ts: a 200-move game in about 3 s of CPU). */
export const EXPERT_ANALYSIS_DEPTH = 11
/**
 * The expert's budget for a whole game, in positions searched (its positions cost more than the
 * count's: its evaluation, its table): about 3 seconds of search on this machine, the same sheet on
 * every machine. A position whose share of what is left falls short of a full search gets the
 * deepest iteration it finishes within its share (at least one ply), and the sheet says where.
 */
export const EXPERT_ANALYSIS_NODE_BUDGET = 6_000_000
/**
 * The length up to which a game gets the whole EXPERT_ANALYSIS_NODE_BUDGET. A longer game's sheet
 * takes longer to draw (about 1.5 ms of CPU a move), so its analysis gets less, in proportion, down
 * to EXPERT_LONG_GAME_BUDGET: the whole command stays within a few seconds however long the game
 * (a legal game of 1,321 plies took 6 s of CPU, 11–14 s on the shared machine, with the full budget).
 */
export const EXPERT_FULL_BUDGET_PLIES = 300
export const EXPERT_LONG_GAME_BUDGET = 2_000_000

/** The expert's budget for a game of `plies` moves (each side's counted). */
export const expertBudget = (plies: number): number =>
  plies <= EXPERT_FULL_BUDGET_PLIES ? EXPERT_ANALYSIS_NODE_BUDGET : Math.max(EXPERT_LONG_GAME_BUDGET, Math.floor((EXPERT_ANALYSIS_NODE_BUDGET * EXPERT_FULL_BUDGET_PLIES) / plies))
/** The expert searches a position to EXPERT_ANALYSIS_DEPTH unbounded when its share is at least this (a position takes about 25,000 on average). */
export const EXPERT_FULL_DEPTH_SHARE = 30_000

/**
 * The work the analysis of a whole game may take, in positions searched: about 3 seconds of search
 * on a 2-core machine (README, "game --analyse"). Counted in positions, not seconds, so that the
 * same game gives the same sheet on every machine. A game of up to about 200 moves (each side's
 * counted) stays far within it and is searched ANALYSIS_DEPTH plies everywhere; a longer one gets
 * shallower searches where the budget requires, and the sheet says where.
 */
export const ANALYSIS_NODE_BUDGET = 3_000_000

/**
 * A position is searched straight to ANALYSIS_DEPTH when the budget left gives it at least this
 * many positions (a depth-8 search takes about 7,000 on average, 15,000 at most in long games);
 * below, it is deepened one ply at a time and stops before the next depth would overrun its share.
 */
export const FULL_DEPTH_SHARE = 15_000
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
  /** Plies searched (ANALYSIS_DEPTH, or fewer where the game's budget required it); 0 from the tables. */
  readonly depth: number
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
  /** Plies searched fewer than `depth` plies ahead to keep within ANALYSIS_NODE_BUDGET, in game order. */
  readonly shortened: readonly { readonly ply: number; readonly depth: number }[]
  /** Positions searched in all (the budget's unit: ANALYSIS_NODE_BUDGET, or expertBudget for the expert). */
  readonly nodes: number
  readonly milliseconds: number
}

export const markFor = (loss: number): AnalysisMark | null => (loss >= BLUNDER_LOSS ? '??' : loss >= DUBIOUS_LOSS ? '?' : null)

/** Analyses every move of the main line; null only when `signal` stopped it. */
const positionKey = (position: Position): string => `${position.board.join(',')}/${position.turn}`

export function analyseGame(game: ReplayedGame, options: { depth?: number; signal?: AbortSignal; searcher?: Searcher; tables?: EndgameTables | null; nodeBudget?: number } = {}): GameAnalysis | null {
  const started = performance.now()
  const judge = options.depth === undefined && options.searcher === undefined ? 'expert' : 'count'
  const depth = options.depth ?? (judge === 'expert' ? EXPERT_ANALYSIS_DEPTH : ANALYSIS_DEPTH)
  const searcher = options.searcher ?? new Searcher(game.variant, 'seeds', 20)
  const budget = options.nodeBudget ?? (judge === 'expert' ? expertBudget(game.plies.length) : ANALYSIS_NODE_BUDGET)
  // The expert's table is kept from one position of the game to the next, as when it plays.
  const expert = judge === 'expert' ? new PlayingSearcher(game.variant, 20) : null
  expert?.useTables(options.tables ?? null)
  let spent = 0
  const shortened: { ply: number; depth: number }[] = []
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
      plies.push({ ply: ply.ply, side: report.side, played: report.move, playedValue: played.bounds[1], best: probe.bestMoves, bestValue, loss, mark: markFor(loss), toTheEnd: true, depth: 0 })
      continue
    }
    // This position's share of what is left of the budget (a cheap position leaves more to the next).
    const share = Math.max(0, budget - spent) / (game.plies.length - plies.length)
    if (expert !== null) {
      const judged = expertJudges(expert, gameBefore, report.move, depth, share >= EXPERT_FULL_DEPTH_SHARE ? Infinity : share, options.signal)
      if (judged === null) return null
      spent += judged.spent
      if (judged.depth < depth) shortened.push({ ply: ply.ply, depth: judged.depth })
      plies.push({ ply: ply.ply, side: report.side, played: report.move, ...judged.values, mark: markFor(judged.values.loss), toTheEnd: false, depth: judged.depth })
      continue
    }
    const analysis = searchWithin(searcher, report.before, depth, share >= FULL_DEPTH_SHARE * (depth / ANALYSIS_DEPTH) ? Infinity : share, options.signal)
    if (analysis === null) return null
    spent += analysis.spent
    if (analysis.depth < depth) shortened.push({ ply: ply.ply, depth: analysis.depth })
    const playedValue = analysis.moves.find((move) => move.move === report.move)!.value
    const loss = analysis.value - playedValue
    plies.push({ ply: ply.ply, side: report.side, played: report.move, playedValue, best: analysis.best, bestValue: analysis.value, loss, mark: markFor(loss), toTheEnd: false, depth: analysis.depth })
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
  return { judge, depth, plies, summary: { south: summarise('south'), north: summarise('north') }, fromTables, shortened, nodes: spent, milliseconds: performance.now() - started }
}

/**
 * The search of one position: straight to `depth` when its share is unlimited; else one ply deeper
 * at a time, each new depth tried only if, growing as the last ones grew, it would stay within the
 * share (at least one ply is always searched). Deterministic: counted in positions, not time.
 */
function searchWithin(searcher: Searcher, position: Position, depth: number, share: number, signal: AbortSignal | undefined): (Analysis & { spent: number }) | null {
  const request = { allValues: true, ...(signal ? { signal } : {}) }
  if (share === Infinity) {
    const analysis = searcher.analyse(position, { ...request, depth })
    return analysis && { ...analysis, spent: analysis.nodes }
  }
  let best: Analysis | null = null
  let spent = 0
  let previous = 0
  for (let d = 1; d <= depth; d++) {
    if (best !== null) {
      // Each ply costs about as many times more as the last one did (at least 1.5, at most 6).
      const growth = previous > 0 ? Math.min(6, Math.max(1.5, best.nodes / previous)) : 3
      if (spent + best.nodes * growth > share) break
      previous = best.nodes
    }
    const analysis = searcher.analyse(position, { ...request, depth: d })
    if (analysis === null) return null
    spent += analysis.nodes
    best = analysis
    // A position whose every line ends before this depth is searched as deep as it goes.
    if (analysis.depth < d) break
  }
  return { ...best!, spent }
}

/**
 * The expert's judgement of the move played in a game: every move searched `depth` plies with its own
 * value (its table kept from the positions before), or as deep as it finishes within `share`
 * positions when that is less. Values in seeds won from here, as the count gives them: the expert's
 * estimate (points / STORE_UNIT, rounded) or the final difference when it sees the end, the stores'
 * difference taken off. The best moves are those worth the best value once rounded (an estimate says
 * no more). Null when `signal` stopped it.
 */
function expertJudges(
  expert: PlayingSearcher,
  game: Game,
  played: Hole,
  depth: number,
  share: number,
  signal: AbortSignal | undefined,
): { values: { playedValue: number; best: Hole[]; bestValue: number; loss: number }; depth: number; spent: number } | null {
  const stop = new Int32Array(new SharedArrayBuffer(4))
  const onAbort = () => Atomics.store(stop, 0, 1)
  signal?.addEventListener('abort', onAbort, { once: true })
  const searched = expert.think(game, { depth, allValues: true, stop, ...(share < Infinity ? { nodeLimit: Math.max(1, Math.floor(share)) } : {}) })
  signal?.removeEventListener('abort', onAbort)
  if (signal?.aborted) return null
  const before = game.position
  const stores = before.stores[before.turn] - before.stores[opposite(before.turn)]
  const inSeeds = (score: number) => (decidedScore(score)?.seeds ?? scoreInSeeds(score)) - stores + 0
  const bestValue = inSeeds(searched.moves[0]!.score)
  const best = searched.moves
    .filter((move) => inSeeds(move.score) === bestValue)
    .map((move) => move.move)
    .sort()
  const playedValue = inSeeds(searched.moves.find((move) => move.move === played)!.score)
  return { values: { playedValue, best, bestValue, loss: bestValue - playedValue }, depth: Math.max(1, searched.depth), spent: searched.nodes }
}
