/**
 * A computer player that lives for a whole game (or many): the level's searches, the expert's table
 * kept from move to move, the endgame tables when there are some. What the `engine` verb runs, in a
 * thread of its own or in the command's.
 */
import type { Game, Hole, Variant } from '../engine/index.js'
import { makePosition } from '../engine/index.js'
import type { EndgameTables } from '../tables/tables.js'
import type { ComputerLevel } from './levels.js'
import { LEVEL_SETTINGS, levelMove } from './levels.js'
import type { PlayReport } from './playing.js'
import { PlayingSearcher } from './playing.js'
import { seededRandom } from './random.js'
import { Searcher } from './search.js'

/** How long the expert may think: any of these, the first reached ending the search. None: the level's own time. */
export interface MoveLimits {
  readonly depth?: number
  readonly timeLimitMs?: number
  readonly nodes?: number
  /** Until stopped (the stop flag): no time limit. */
  readonly infinite?: boolean
}

export interface ComputerMove {
  /** Null when the game is over. */
  readonly move: Hole | null
  /** The expert's search (null for the gentle levels, whose own searches say less). */
  readonly report: PlayReport | null
}

export class ComputerPlayer {
  private readonly searcher: Searcher
  private readonly playing: PlayingSearcher | null
  private tables: EndgameTables | null = null

  constructor(
    readonly variant: Variant,
    readonly level: ComputerLevel,
    readonly seed = '1',
  ) {
    this.searcher = new Searcher(variant, 'game', level === 'expert' ? 10 : 20)
    this.playing = level === 'expert' ? new PlayingSearcher(variant) : null
  }

  useTables(tables: EndgameTables | null): void {
    this.tables = tables && tables.grandSlam === this.variant.grandSlam && this.variant.endless === 'repetition' ? tables : null
    this.playing?.useTables(this.tables)
  }

  get hasTables(): boolean {
    return this.tables !== null
  }

  /** A new game: what the table learnt of the last one is forgotten. */
  newGame(): void {
    this.playing?.clear()
  }

  /**
   * The move for the game's position. Gentle levels draw among equal moves with a generator seeded
   * by the seed and the position, so the same position gets the same answer.
   */
  move(game: Game, limits: MoveLimits = {}, stop?: Int32Array, onIteration?: (report: PlayReport) => void): ComputerMove {
    if (game.outcome !== null) return { move: null, report: null }
    if (this.playing) {
      const timed = limits.infinite
        ? {}
        : limits.timeLimitMs !== undefined
          ? { timeLimitMs: limits.timeLimitMs }
          : limits.depth === undefined && limits.nodes === undefined
            ? { timeLimitMs: LEVEL_SETTINGS.expert.timeLimitMs! }
            : {}
      const report = this.playing.think(game, {
        ...timed,
        ...(limits.depth !== undefined ? { depth: limits.depth } : {}),
        ...(limits.nodes !== undefined ? { nodeLimit: limits.nodes } : {}),
        ...(stop ? { stop } : {}),
        ...(onIteration ? { onIteration } : {}),
      })
      return { move: report.move, report }
    }
    const random = seededRandom(`${this.seed}/${makePosition(game.position)}/${game.plies}`)
    const choice = levelMove(this.searcher, game, this.level, random, { tables: this.tables })
    return { move: choice?.move ?? null, report: null }
  }
}
