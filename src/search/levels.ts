/** The computer levels of seed 002 (rules.md, "Computer levels"), built on the searcher. */
import type { Hole, Position } from '../engine/index.js'
import { legalMoves } from '../engine/index.js'
import type { EndgameTables, ProbeResult } from '../tables/tables.js'
import { tablesMove } from '../tables/play.js'
import type { Random } from './random.js'
import type { Analysis, Searcher } from './search.js'

export const LEVELS = ['easy', 'medium', 'hard'] as const
/** A computer player's level (not an exercise's: exercise/schema.ts ComputerLevel). */
export type ComputerLevel = (typeof LEVELS)[number]

export interface LevelSettings {
  /** Plies looked ahead (the deepest, for hard). */
  readonly depth: number
  /** Chance of playing any legal move instead of the search's choice. */
  readonly randomShare: number
  /** Hard deepens until this time is up (a fraction of a second), keeping the last depth completed. */
  readonly timeLimitMs?: number
}

export const LEVEL_SETTINGS: Readonly<Record<ComputerLevel, LevelSettings>> = {
  easy: { depth: 2, randomShare: 0.5 }, // "looks 2 plies ahead and often plays at random"
  medium: { depth: 5, randomShare: 0 }, // "takes what is offered and protects its holes"
  hard: { depth: 12, randomShare: 0, timeLimitMs: 500 }, // "up to 12 plies, within a fraction of a second"
}

export interface LevelChoice {
  readonly move: Hole
  /** The search behind the move (null when the move was drawn at random, or taken from the endgame tables). */
  readonly analysis: Analysis | null
  /** The endgame tables' answer, when the hard level took its move from them. */
  readonly tables?: ProbeResult
}

/**
 * The move a level plays. Ties between equally good moves are broken by `random`, so games vary
 * but stay reproducible for a seed. `fixedDepth` replaces hard's time limit by a depth, so a run is
 * the same on any machine (the generator's realistic games need that). Null when the game is over.
 * With `tables`, the hard level plays an endgame they cover from them: it then secures what the
 * tables prove and makes progress towards it (its moves never let a repetition undo it).
 */
export function levelMove(searcher: Searcher, position: Position, level: ComputerLevel, random: Random, fixedDepth?: number, tables?: EndgameTables | null): LevelChoice | null {
  const moves = legalMoves(position)
  if (moves.length === 0) return null
  const settings = LEVEL_SETTINGS[level]
  if (level === 'hard' && tables) {
    const fromTables = tablesMove(tables, position, random)
    if (fromTables) return { move: fromTables.move, analysis: null, tables: fromTables.probe }
  }
  if (settings.randomShare > 0 && random.next() < settings.randomShare) return { move: random.pick(moves), analysis: null }
  const analysis = fixedDepth !== undefined ? searcher.analyse(position, { depth: fixedDepth }) : searcher.analyse(position, { depth: settings.depth, timeLimitMs: settings.timeLimitMs })
  if (analysis === null || analysis.best.length === 0) return { move: random.pick(moves), analysis }
  return { move: random.pick(analysis.best), analysis }
}
