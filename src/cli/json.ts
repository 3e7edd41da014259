/** The JSON shapes of `play --json` and `play --batch` (a stable interface for other programs). */
import type { Game, MoveReport, Outcome } from '../engine/index.js'
import { legalMoves, makePosition } from '../engine/index.js'

export interface MoveJson {
  move: string
  sown: string[]
  last: string
  capturedHoles: string[]
  captured: number
  grandSlam: boolean
  grandSlamCancelled: boolean
}

export interface PlayAnswer {
  position: string
  over: boolean
  winner: 'south' | 'north' | 'draw' | null
  legal: string[]
  moves: MoveJson[]
  /**
   * Present when the game is over: why, the final stores (rows gathered where the rules say so), and
   * whether that result is decided by the seeds shown (false for a reduced position: `winner` then
   * only compares the stores shown).
   */
  result?: { reason: Outcome['reason']; score: { south: number; north: number }; complete: boolean }
}

export const moveJson = (report: MoveReport): MoveJson => ({
  move: report.move,
  sown: report.sown,
  last: report.last,
  capturedHoles: report.capturedHoles,
  captured: report.captured,
  grandSlam: report.grandSlam,
  grandSlamCancelled: report.grandSlamCancelled,
})

export function playAnswer(game: Game, reports: readonly MoveReport[]): PlayAnswer {
  const answer: PlayAnswer = {
    position: makePosition(game.position),
    over: game.outcome !== null,
    winner: game.outcome?.winner ?? null,
    legal: game.outcome ? [] : legalMoves(game.position),
    moves: reports.map(moveJson),
  }
  if (game.outcome) answer.result = { reason: game.outcome.reason, score: { ...game.outcome.score }, complete: game.outcome.complete }
  return answer
}
