/** Plain minimax on the engine's own `play`, no pruning, no table: the reference the searcher is held to. */
import type { Position } from '../../src/engine/index.js'
import { legalMoves, makePosition, play, positionOutcome, rowSeeds } from '../../src/engine/index.js'

const other = (side: 'south' | 'north') => (side === 'south' ? 'north' : 'south')

/** Seeds won by the side to move over `depth` plies (store difference at the horizon, rows gathered at a game end). */
export function bruteDepth(position: Position, depth: number): number {
  const outcome = positionOutcome(position)
  const me = position.turn
  if (outcome) return outcome.score[me] - outcome.score[other(me)]
  if (depth === 0) return position.stores[me] - position.stores[other(me)]
  let best = -Infinity
  for (const move of legalMoves(position)) {
    const played = play(position, move)
    if (!played.ok) throw new Error(played.error.message)
    best = Math.max(best, -bruteDepth(played.value.after, depth - 1))
  }
  return best
}

/** Final store difference for the side to move with best play, a position repeated on the line ending the game (rows gathered). */
export function bruteExact(position: Position, budget = { nodes: Infinity }, path: Set<string> = new Set()): number {
  if (--budget.nodes < 0) throw new OutOfBudget()
  const outcome = positionOutcome(position)
  const me = position.turn
  if (outcome) return outcome.score[me] - outcome.score[other(me)]
  const key = makePosition(position)
  if (path.has(key)) {
    return position.stores[me] + rowSeeds(position.board, me) - position.stores[other(me)] - rowSeeds(position.board, other(me))
  }
  path.add(key)
  let best = -Infinity
  for (const move of legalMoves(position)) {
    const played = play(position, move)
    if (!played.ok) throw new Error(played.error.message)
    best = Math.max(best, -bruteExact(played.value.after, budget, path))
  }
  path.delete(key)
  return best
}

/** Thrown when the brute force would take too long: the position is skipped, not judged. */
export class OutOfBudget extends Error {}
