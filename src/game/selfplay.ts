/**
 * A whole game between two computer levels, for a teacher to print and comment in class. The hard
 * level searches to its full depth instead of against the clock, so a seed gives the same game on
 * every machine.
 */
import type { BySide, Hole, OgnRecord, Position, Variant } from '../engine/index.js'
import { DEFAULT_VARIANT, fromSetup, initialSetup, makeRecord, playInGame, startGame } from '../engine/index.js'
import type { ComputerLevel } from '../search/index.js'
import { LEVEL_SETTINGS, PlayingSearcher, Searcher, levelMove, seededRandom } from '../search/index.js'

/** A game stops here unfinished if it has not ended (the repetition rule ends every real game long before). */
export const SELFPLAY_MAX_PLIES = 1000

export interface SelfplayOptions {
  readonly levels: BySide<ComputerLevel>
  readonly seed: string
  readonly variant?: Variant
  readonly start?: Position
  readonly signal?: AbortSignal
}

export interface SelfplayGame {
  readonly start: Position
  readonly moves: readonly Hole[]
  readonly record: OgnRecord
}

/** Plays a game; null only when `signal` stopped it. */
export function selfplay(options: SelfplayOptions): SelfplayGame | null {
  const variant = options.variant ?? DEFAULT_VARIANT
  const start = options.start ?? unwrap(fromSetup(initialSetup(variant, 'south'), variant))
  const random = seededRandom(`selfplay/${options.seed}/${options.levels.south}/${options.levels.north}`)
  const searcher = new Searcher(variant, 'game', 20)
  // The expert's table is kept from move to move, made only when an expert plays.
  let playing: PlayingSearcher | undefined
  const expert = () => (playing ??= new PlayingSearcher(variant))
  let game = startGame(start)
  const moves: Hole[] = []
  while (!game.outcome && moves.length < SELFPLAY_MAX_PLIES) {
    if (options.signal?.aborted) return null
    const level = options.levels[game.position.turn]
    const choice = levelMove(searcher, game, level, random, { fixedDepth: LEVEL_SETTINGS[level].depth, ...(level === 'expert' ? { playing: expert() } : {}) })
    if (!choice) break
    const played = playInGame(game, choice.move)
    if (!played.ok) throw new Error(`selfplay: the ${level} level chose an illegal move: ${played.error.message}`)
    moves.push(choice.move)
    game = played.value.game
  }
  const name = (level: ComputerLevel) => `awale-kit ${level}`
  const record = unwrap(makeRecord(start, moves, { Event: `awale-kit selfplay, seed ${options.seed}`, South: name(options.levels.south), North: name(options.levels.north) }))
  return { start, moves, record }
}

function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(`selfplay: ${JSON.stringify(result.error)}`)
  return result.value
}
