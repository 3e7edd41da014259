/**
 * The one bridge from engine results to views: the only render module that imports the engine.
 * Everything the diagrams mark (sowing order, last hole, captures, cancelled grand slam, legal moves)
 * is read from what the engine computed, never recomputed here.
 */
import type { MoveReport, Outcome, Position, Setup } from '../engine/index.js'
import { HOLES, holeIndex, legalMoves, rowSeeds } from '../engine/index.js'
import type { BoardView, HoleView, OutcomeFacts, ViewOptions } from './view.js'
import { plainHole } from './view.js'

const NO_GAINS = Object.freeze({ south: 0, north: 0 })

const holesOf = (board: readonly number[]): HoleView[] => HOLES.map((hole, index) => plainHole(hole, board[index]!))

/** The end as the caption states it; `position` is the one the game ended in (its side to move is `next`). */
const outcomeFacts = (outcome: Outcome | null, position: Setup | Position): OutcomeFacts | null =>
  outcome && {
    reason: outcome.reason,
    winner: outcome.complete ? outcome.winner : null,
    score: { ...outcome.score },
    next: position.turn,
    nextHasSeeds: rowSeeds(position.board, position.turn) > 0,
  }

/**
 * A position as it stands, with the side to move marked; or, given the game's `outcome` there, with
 * the end of the game stated instead (an end exercise asked about a position, with no move to play).
 * The side to move is drawn at the bottom unless `options.bottom` says otherwise.
 */
export function positionView(position: Setup | Position, outcome: Outcome | null = null, options: ViewOptions = {}): BoardView {
  return {
    kind: 'position',
    holes: holesOf(position.board),
    stores: { south: position.stores.south, north: position.stores.north },
    storeGains: NO_GAINS,
    toMove: outcome || options.quiet ? null : position.turn,
    path: null,
    move: null,
    outcome: outcomeFacts(outcome, position),
    bottom: options.bottom ?? position.turn,
  }
}

/**
 * A move's answer: the board once sown (captured holes still show the seeds they held, marked as
 * taken), the origin, every sown hole numbered in order, the last hole, the captures or the cancelled
 * grand slam, the stores after the move and the sowing path. `gameOutcome` is the game's end when
 * the game's history decides it (repetition, move limits); by default the report's own outcome.
 * The side that moved is drawn at the bottom unless `options.bottom` says otherwise.
 */
export function answerView(report: MoveReport, gameOutcome: Outcome | null = report.outcome, options: ViewOptions = {}): BoardView {
  const orders = HOLES.map((): number[] => [])
  report.sown.forEach((hole, step) => orders[holeIndex(hole)]!.push(step + 1))
  const captured = new Set<string>(report.capturedHoles)
  const cancelled = new Set<string>(report.grandSlamCancelled ? report.chain : [])
  const holes = HOLES.map((hole, index) => ({
    ...plainHole(hole, report.afterSowing[index]!),
    origin: hole === report.move,
    sownOrder: orders[index]!,
    last: hole === report.last,
    captured: captured.has(hole),
    captureCancelled: cancelled.has(hole),
  }))
  return {
    kind: 'answer',
    holes,
    stores: { south: report.after.stores.south, north: report.after.stores.north },
    storeGains: { south: report.side === 'south' ? report.captured : 0, north: report.side === 'north' ? report.captured : 0 },
    toMove: null,
    path: { from: holeIndex(report.move), to: holeIndex(report.last), laps: report.laps },
    move: {
      hole: report.move,
      side: report.side,
      seeds: report.seeds,
      last: report.last,
      captured: report.captured,
      grandSlam: report.grandSlam,
      grandSlamCancelled: report.grandSlamCancelled,
    },
    outcome: outcomeFacts(gameOutcome, report.after),
    bottom: options.bottom ?? report.side,
    ...(options.quiet ? { quiet: true } : {}),
  }
}

/**
 * A move as a child's mistake plays it (src/mistakes: the engine's report, its last seed possibly
 * dropped in the mover's store): drawn as an answer is, from what the mistake sowed and took. A last
 * seed in the store is marked in the last hole sown before it: the board has no place for it.
 */
export function mistakeView(move: Omit<MoveReport, 'last' | 'outcome'> & { readonly last: MoveReport['last'] | 'store' }, options: ViewOptions = {}): BoardView {
  const last = move.last === 'store' ? (move.sown[move.sown.length - 1] ?? move.move) : move.last
  return answerView({ ...move, last, outcome: null }, null, options)
}

/** The holes the side to move may play, circled (seed 002); the others plain. The side to move at the bottom by default. */
export function legalView(position: Position, options: ViewOptions = {}): BoardView {
  const playable = new Set<string>(legalMoves(position))
  return {
    ...positionView(position, null, options),
    kind: 'legal',
    holes: holesOf(position.board).map((view) => ({ ...view, playable: playable.has(view.hole) })),
  }
}

/**
 * The board for a pupil to fill in: every hole and store empty, with a box for the count. No side
 * to move is marked: the pupil writes the board after a move, when the turn has passed. South at
 * the bottom by default; a worksheet whose pupil plays North passes `bottom: 'north'` so the board
 * to fill in is turned like the question's.
 */
export function blankView(_position: Setup | Position, options: ViewOptions = {}): BoardView {
  return {
    kind: 'blank',
    holes: HOLES.map((hole) => plainHole(hole, null)),
    stores: { south: null, north: null },
    storeGains: NO_GAINS,
    toMove: null,
    path: null,
    move: null,
    outcome: null,
    bottom: options.bottom ?? 'south',
    ...(options.quiet ? { quiet: true } : {}),
  }
}
