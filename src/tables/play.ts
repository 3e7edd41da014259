/** Playing from the tables: the move a player that knows them makes (the computer's hard level in endgames). */
import type { Hole, Position } from '../engine/index.js'
import { playInGame, startGame } from '../engine/index.js'
import type { Random } from '../search/random.js'
import type { EndgameTables, ProbeResult } from './tables.js'

/**
 * The move to play from the tables, or null when they do not cover the position. The progress move
 * when there is a bound to secure (it never lets a repetition undo it); otherwise, with nothing
 * forced either way, a move with the best chance (the highest upper bound), ties drawn by `random`.
 */
export function tablesMove(tables: EndgameTables, position: Position, random: Random): { move: Hole; probe: ProbeResult } | null {
  const probe = tables.probe(position)
  if (probe === null) return null
  if (probe.progressMove !== null) return { move: probe.progressMove, probe }
  const keeping = probe.moves.filter((m) => m.bounds[0] === probe.bounds[0])
  const top = Math.max(...keeping.map((m) => m.bounds[1]))
  return { move: random.pick(keeping.filter((m) => m.bounds[1] === top).map((m) => m.move)), probe }
}

/**
 * The line both sides play when each secures its bound with the tables' progress move (a side with
 * nothing to secure plays its first move that keeps the value): to the end of the game (the rules'
 * own end, repetition included), at most `plies` moves.
 */
export function tablesLine(tables: EndgameTables, position: Position, plies: number): Hole[] {
  const line: Hole[] = []
  let game = startGame(position)
  while (line.length < plies && game.outcome === null) {
    const probe = tables.probe(game.position)
    const move = probe?.progressMove ?? probe?.bestMoves[0]
    if (!move) break
    const played = playInGame(game, move)
    if (!played.ok) break
    line.push(move)
    game = played.value.game
  }
  return line
}
