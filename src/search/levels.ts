/**
 * The computer levels: the three gentle opponents of seed 002 (rules.md, "Computer levels"), built
 * on the searcher, and the expert, built on the playing search (playing.ts).
 */
import type { Game, Hole, Position } from '../engine/index.js'
import { legalMoves, startGame } from '../engine/index.js'
import type { EndgameTables, ProbeResult } from '../tables/tables.js'
import { tablesMove } from '../tables/play.js'
import type { PlayReport } from './playing.js'
import { PlayingSearcher } from './playing.js'
import type { Random } from './random.js'
import type { Analysis, Searcher } from './search.js'

export const LEVELS = ['easy', 'medium', 'hard', 'expert'] as const
/** A computer player's level (not an exercise's: exercise/schema.ts Level). */
export type ComputerLevel = (typeof LEVELS)[number]

export interface LevelSettings {
  /** Plies looked ahead (the deepest, for hard; for expert, the depth of a run that must give the same game anywhere). */
  readonly depth: number
  /** Chance of playing any legal move instead of the search's choice. */
  readonly randomShare: number
  /** Hard deepens until this time is up (a fraction of a second), keeping the last depth completed; the expert's default time a move. */
  readonly timeLimitMs?: number
}

export const LEVEL_SETTINGS: Readonly<Record<ComputerLevel, LevelSettings>> = {
  easy: { depth: 2, randomShare: 0.5 }, // "looks 2 plies ahead and often plays at random"
  medium: { depth: 5, randomShare: 0 }, // "takes what is offered and protects its holes"
  hard: { depth: 12, randomShare: 0, timeLimitMs: 300 }, // "up to 12 plies, within a fraction of a second" (0.3 s at most, however busy the machine)
  // The strongest: as deep as its time allows (1 s a move unless told), evaluating what it cannot
  // search to the end, the endgame tables at every node when there are some, repetition judged on
  // the game played; 14 plies when a run must give the same game on any machine.
  expert: { depth: 14, randomShare: 0, timeLimitMs: 1000 },
}

export interface LevelChoice {
  readonly move: Hole
  /** The search behind the move (null when the move was drawn at random, taken from the endgame tables, or the expert's). */
  readonly analysis: Analysis | null
  /** The endgame tables' answer, when the hard level took its move from them. */
  readonly tables?: ProbeResult
  /** The expert's search. */
  readonly expert?: PlayReport
}

export interface LevelOptions {
  /** A depth instead of the level's time limit, so a run is the same on any machine (the generator's realistic games, selfplay). */
  readonly fixedDepth?: number
  /** Endgame tables: the hard level plays from them in an endgame they cover; the expert probes them in its search. */
  readonly tables?: EndgameTables | null
  /** The expert's search, to keep its table from move to move (a new one of 64 MB otherwise). */
  readonly playing?: PlayingSearcher
  /** The expert's time a move (default LEVEL_SETTINGS.expert.timeLimitMs). */
  readonly timeLimitMs?: number
  /** The expert stops when stop[0] is set (another thread's Ctrl-C, the engine's `stop`). */
  readonly stop?: Int32Array
}

/**
 * The move a level plays, in a game (whose history the expert judges repetition on) or from a
 * position taken as a fresh start. Ties between equally good moves are broken by `random`, so games
 * vary but stay reproducible for a seed. Null when the game is over.
 * With tables, the hard level plays an endgame they cover from them: it then secures what the
 * tables prove and makes progress towards it (its moves never let a repetition undo it).
 */
export function levelMove(searcher: Searcher, from: Game | Position, level: ComputerLevel, random: Random, options: LevelOptions = {}): LevelChoice | null {
  const game: Game = 'seen' in from ? from : startGame(from)
  const position = game.position
  const moves = legalMoves(position)
  if (moves.length === 0 || game.outcome !== null) return null
  const settings = LEVEL_SETTINGS[level]
  const { fixedDepth, tables } = options
  if (level === 'expert') {
    const playing = options.playing ?? new PlayingSearcher(position.variant)
    playing.useTables(tables ?? null)
    const report = playing.think(game, {
      ...(fixedDepth !== undefined ? { depth: fixedDepth } : { timeLimitMs: options.timeLimitMs ?? settings.timeLimitMs! }),
      ...(options.stop ? { stop: options.stop } : {}),
    })
    return { move: report.move ?? random.pick(moves), analysis: null, expert: report }
  }
  if (level === 'hard' && tables) {
    const fromTables = tablesMove(tables, position, random)
    if (fromTables) return { move: fromTables.move, analysis: null, tables: fromTables.probe }
  }
  if (settings.randomShare > 0 && random.next() < settings.randomShare) return { move: random.pick(moves), analysis: null }
  const analysis = fixedDepth !== undefined ? searcher.analyse(position, { depth: fixedDepth }) : searcher.analyse(position, { depth: settings.depth, timeLimitMs: settings.timeLimitMs })
  if (analysis === null || analysis.best.length === 0) return { move: random.pick(moves), analysis }
  return { move: random.pick(analysis.best), analysis }
}
