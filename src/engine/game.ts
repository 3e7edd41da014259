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
  /** Occurrences of each position (board and side to move) since the last capture. */
  readonly seen: ReadonlyMap<string, number>
  readonly plies: number
  readonly pliesSinceCapture: number
  readonly outcome: Outcome | null
}

// Stores cannot change without a capture, and `seen` is cleared at every capture, so board + side is the key.
const repetitionKey = (position: Position): string => `${position.board.join(',')}/${position.turn}`

export function startGame(position: Position): Game {
  return {
    position,
    seen: new Map([[repetitionKey(position), 1]]),
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
  const after = report.after
  const plies = game.plies + 1
  const pliesSinceCapture = report.captured > 0 ? 0 : game.pliesSinceCapture + 1
  const seen = new Map(report.captured > 0 ? [] : game.seen)
  const key = repetitionKey(after)
  const occurrences = (seen.get(key) ?? 0) + 1
  seen.set(key, occurrences)

  // Order matters: a majority or an impossible feed ends the game before any convention on endless play.
  let outcome = report.outcome
  const { endless, moveLimit, noCaptureLimit } = after.variant
  if (outcome === null) {
    if (endless === 'repetition' && occurrences >= 3) outcome = gatherRows(after, 'repetition')
    else if (endless === 'move-limit' && plies >= moveLimit) outcome = gatherRows(after, 'move-limit')
    else if (endless === 'no-capture-limit' && pliesSinceCapture >= noCaptureLimit) outcome = gatherRows(after, 'no-capture-limit')
  }
  const next: Game = { position: after, seen, plies, pliesSinceCapture, outcome }
  return ok({ game: next, report: outcome === report.outcome ? report : { ...report, outcome } })
}

/** Plays a sequence from a game; stops at the first illegal move, saying which (0-based index). */
export function playSequence(
  game: Game,
  moves: readonly (Hole | HoleIndex)[],
): Result<{ game: Game; reports: MoveReport[] }, PlayError & { index: number }> {
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
