/**
 * References the tables are held to, written without any of their code: the engine's own `play`,
 * `legalMoves` and `Game` (not the fast path), positions keyed by text, both sides to move kept
 * apart (no turning of the board), no ranking.
 */
import type { Game, Hole, Position, Side, Variant } from '../../src/engine/index.js'
import { fromSetup, legalMoves, play, playInGame, positionOutcome, rowSeeds, startGame } from '../../src/engine/index.js'

const other = (side: Side): Side => (side === 'south' ? 'north' : 'south')
const keyOf = (board: readonly number[], turn: Side) => `${board.join(',')}/${turn}`

/** Every way to put `seeds` seeds in 12 holes, by plain recursion. */
export function* boardsWith(seeds: number, holes = 12): Generator<number[]> {
  if (holes === 1) {
    yield [seeds]
    return
  }
  for (let first = seeds; first >= 0; first--) for (const rest of boardsWith(seeds - first, holes - 1)) yield [first, ...rest]
}

export function reducedPosition(board: readonly number[], turn: Side, variant: Variant): Position {
  const made = fromSetup({ board: [...board], stores: { south: 0, north: 0 }, turn }, variant)
  if (!made.ok) throw new Error(`not a position: ${board.join(' ')}`)
  return made.value
}

/**
 * The bounds by full-width interval minimax to ever greater depths, until no value moves: at depth
 * d, L is what the side to move can force within d plies (a line cut by the horizon counts as
 * nothing gained, [0, seeds]), U what the opponent can hold it to within d plies. The limit is what
 * each side can force in any finite number of moves: the tables' definition, reached by another road.
 * Keys: board/turn, for every board of 1 to `maxSeeds` seeds and both sides to move.
 */
export function referenceBounds(maxSeeds: number, variant: Variant): Map<string, { low: number; high: number }> {
  // The game graph first, every node numbered; moves as (captured, child number).
  const ids = new Map<string, number>()
  const keys: string[] = []
  const positions: Position[] = []
  // The empty board is no position (nothing to play, nothing to win): from 1 seed.
  for (let seeds = 1; seeds <= maxSeeds; seeds++) {
    for (const board of boardsWith(seeds)) {
      for (const turn of ['south', 'north'] as const) {
        ids.set(keyOf(board, turn), keys.length)
        keys.push(keyOf(board, turn))
        positions.push(reducedPosition(board, turn, variant))
      }
    }
  }
  const count = keys.length
  const seedsOf = new Int32Array(count)
  const over = new Int32Array(count).fill(-1) // the game is over: the side to move gets its own row
  const moves: { captured: number; child: number }[][] = []
  for (const [id, position] of positions.entries()) {
    seedsOf[id] = position.board.reduce((a, b) => a + b, 0)
    const list: { captured: number; child: number }[] = []
    if (positionOutcome(position)) over[id] = rowSeeds(position.board, position.turn)
    else
      for (const move of legalMoves(position)) {
        const played = play(position, move)
        if (!played.ok) throw new Error(played.error.message)
        // A capture of every seed left (capture-all) leaves the empty board: no node, nothing more to win (child -1).
        const emptied = played.value.after.board.every((seeds) => seeds === 0)
        list.push({ captured: played.value.captured, child: emptied ? -1 : ids.get(keyOf(played.value.after.board, played.value.after.turn))! })
      }
    moves.push(list)
  }
  let low = new Int32Array(count)
  let high = new Int32Array(count)
  for (let id = 0; id < count; id++) {
    low[id] = over[id]! >= 0 ? over[id]! : 0
    high[id] = over[id]! >= 0 ? over[id]! : seedsOf[id]!
  }
  for (let changed = true; changed; ) {
    changed = false
    const nextLow = new Int32Array(count)
    const nextHigh = new Int32Array(count)
    for (let id = 0; id < count; id++) {
      if (over[id]! >= 0) {
        nextLow[id] = over[id]!
        nextHigh[id] = over[id]!
        continue
      }
      // The mover gets what it captures plus what the opponent does not get of the rest.
      let bestLow = -1
      let bestHigh = -1
      for (const { captured, child } of moves[id]!) {
        const rest = seedsOf[id]! - captured
        bestLow = Math.max(bestLow, captured + rest - (child < 0 ? 0 : high[child]!))
        bestHigh = Math.max(bestHigh, captured + rest - (child < 0 ? 0 : low[child]!))
      }
      nextLow[id] = bestLow
      nextHigh[id] = bestHigh
      if (bestLow !== low[id] || bestHigh !== high[id]) changed = true
    }
    low = nextLow
    high = nextHigh
  }
  const bounds = new Map<string, { low: number; high: number }>()
  for (let id = 0; id < count; id++) bounds.set(keys[id]!, { low: low[id]!, high: high[id]! })
  return bounds
}

/** Thrown when a game-tree search would take too long. */
export class OutOfBudget extends Error {}

/**
 * The game's value under its own rules, history included: minimax over `playInGame` (which ends
 * the game at the third occurrence of a position since the last capture, each side taking its row),
 * with alpha-beta. Seeds of the board the side to move gets; fail-soft: a result ≥ beta is a lower
 * bound, ≤ alpha an upper bound. Exponential: for small positions only. `order` puts the moves to
 * try first first; the answer does not depend on it, only the time taken.
 */
export function gameValue(game: Game, budget: { nodes: number }, alpha = -Infinity, beta = Infinity, order?: (position: Position) => readonly Hole[]): number {
  if (--budget.nodes < 0) throw new OutOfBudget()
  const position = game.position
  const seeds = position.board.reduce((a, b) => a + b, 0)
  const me = position.turn
  // Seeds of this board the side to move ends with (the score counts the stores too).
  if (game.outcome) return game.outcome.score[me] - position.stores[me]
  const legal = legalMoves(position)
  const first = order ? order(position).filter((move) => legal.includes(move)) : []
  let best = -Infinity
  for (const move of [...first, ...legal.filter((move) => !first.includes(move))]) {
    const played = playInGame(game, move)
    if (!played.ok) throw new Error(played.error.message)
    const captured = played.value.report.captured
    const rest = seeds - captured
    // The child's value is the opponent's share of the rest; the window is turned for it.
    const value = captured + rest - gameValue(played.value.game, budget, captured + rest - beta, captured + rest - alpha, order)
    if (value > best) best = value
    if (best > alpha) alpha = best
    if (alpha >= beta) break
  }
  return best
}

/** A game at `position` whose history since the last capture is `history` (each played in turn, no capture among them). */
export function gameAfter(start: Position, moves: readonly Hole[]): Game {
  let game = startGame(start)
  for (const move of moves) {
    const played = playInGame(game, move)
    if (!played.ok) throw new Error(played.error.message)
    game = played.value.game
  }
  return game
}

export { other, keyOf }
