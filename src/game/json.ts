/** `awale-kit game --json`: a replayed game as plain data, for other programs (a stable interface). */
import type { EndReason, ReplayedGame, Side } from '../engine/index.js'
import { makePosition } from '../engine/index.js'

export interface GameJson {
  /** The tags as the file gives them, in file order. */
  tags: Record<string, string>
  /** The start position in board notation. */
  start: string
  /** The main line: each move in the kit's letters (A–F South, G–L North), the seeds its capture took, the position after it as it stands. */
  moves: { move: string; side: Side; captured: number; position: string }[]
  /**
   * `over`: the game has ended (`reason`: the engine's end, or `recorded` for a final score the
   * record gives though the kit's rules did not reach it); `score`: the final score (rows gathered
   * where the rules say so), or the stores as they stand while the game goes on (`reason` null).
   */
  result: { over: boolean; reason: EndReason | 'recorded' | null; score: { south: number; north: number } }
}

export function gameJson(game: ReplayedGame): GameJson {
  const tags: Record<string, string> = {}
  for (const tag of game.record.tags) tags[tag.name] = tag.value
  const end = game.end
  return {
    tags,
    start: makePosition(game.start),
    moves: game.plies.map((ply) => ({ move: ply.report.move, side: ply.report.side, captured: ply.report.captured, position: makePosition(ply.report.after) })),
    result: {
      over: end.kind !== 'unfinished',
      reason: end.kind === 'over' ? end.reason : end.kind === 'recorded' ? 'recorded' : null,
      score: { south: end.score.south, north: end.score.north },
    },
  }
}
