import type { Result } from './result.js'
import { err, ok } from './result.js'
import type { MoveReport, Outcome, PlayError, Position } from './position.js'
import { gatherRows, play, positionOutcome } from './position.js'
import type { Hole, HoleIndex } from './types.js'

/**
 * A position with the history the endless-game rules need: repetition since the last capture, the
 * number of plies, and plies since the last capture. Positions are values; so is a game.
 */
export interface Game {
  readonly position: Position
  /**
   * The positions (board and side to move) since the last capture, the latest first: what the
   * repetition rule counts. A chain shared with the games before, so a move copies nothing.
   */
  readonly seen: SeenPositions
  readonly plies: number
  readonly pliesSinceCapture: number
  readonly outcome: Outcome | null
}

/** One position of a game's history since the last capture, and the ones before it. */
export interface SeenPositions {
  readonly key: string
  readonly previous: SeenPositions | null
}

// Stores cannot change without a capture, and `seen` restarts at every capture, so board + side is the
// key: one character per hole (a count is at most 48) and the side.
const repetitionKey = (position: Position): string => String.fromCharCode(...position.board) + (position.turn === 'south' ? 'S' : 'N')

/** How many times `key` occurs in a history. */
function occurrencesOf(seen: SeenPositions | null, key: string): number {
  let count = 0
  for (let entry = seen; entry !== null; entry = entry.previous) if (entry.key === key) count++
  return count
}

export function startGame(position: Position): Game {
  return {
    position,
    seen: { key: repetitionKey(position), previous: null },
    plies: 0,
    pliesSinceCapture: 0,
    outcome: positionOutcome(position),
  }
}

/** Plays one move of a game; the report's outcome includes the endless-game rules. */
export function playInGame(game: Game, move: Hole | HoleIndex): Result<{ game: Game; report: MoveReport }, PlayError> {
  const played = play(game.position, move)
  if (!played.ok) return played
  const report = played.value
  const next = advanceGame(game, report.after, report.captured, report.outcome)
  return ok({ game: next, report: next.outcome === report.outcome ? report : { ...report, outcome: next.outcome } })
}

/**
 * The game once a move has left `after`, capturing `captured` seeds, where `ended` is the end the
 * position decides by itself (positionOutcome): the one place the endless-game rules are applied.
 * A variation of the rules (src/mistakes/) follows its own moves through a game with it.
 */
export function advanceGame(game: Game, after: Position, captured: number, ended: Outcome | null): Game {
  const plies = game.plies + 1
  const pliesSinceCapture = captured > 0 ? 0 : game.pliesSinceCapture + 1
  const key = repetitionKey(after)
  const before = captured > 0 ? null : game.seen
  const occurrences = occurrencesOf(before, key) + 1
  const seen: SeenPositions = { key, previous: before }

  // Order matters: a majority or an impossible feed ends the game before any convention on endless play.
  let outcome = ended
  const { endless, moveLimit, noCaptureLimit } = after.variant
  if (outcome === null) {
    if (endless === 'repetition' && occurrences >= 3) outcome = gatherRows(after, 'repetition')
    else if (endless === 'move-limit' && plies >= moveLimit) outcome = gatherRows(after, 'move-limit')
    else if (endless === 'no-capture-limit' && pliesSinceCapture >= noCaptureLimit) outcome = gatherRows(after, 'no-capture-limit')
  }
  return { position: after, seen, plies, pliesSinceCapture, outcome }
}

/** Plays a sequence from a game; stops at the first illegal move, saying which (0-based index). */
export function playSequence(game: Game, moves: readonly (Hole | HoleIndex)[]): Result<{ game: Game; reports: MoveReport[] }, PlayError & { index: number }> {
  const reports: MoveReport[] = []
  let current = game
  for (const [index, move] of moves.entries()) {
    if (current.outcome !== null)
      return err({
        code: 'GAME_OVER',
        reason: 'GAME_OVER',
        move: typeof move === 'number' ? (String.fromCharCode(65 + move) as Hole) : move,
        message: 'the game is already over: no move can be played',
        index,
      })
    const played = playInGame(current, move)
    if (!played.ok) return err({ ...played.error, index })
    current = played.value.game
    reports.push(played.value.report)
  }
  return ok({ game: current, reports })
}
