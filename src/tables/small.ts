/**
 * Tables the exercise checker can always count on: every position up to 10 seeds, built in memory
 * the first time an exercise asks (about a second), for each grand-slam rule. Larger positions need
 * the built tables (`awale-kit tables build`), handed to the checker by its caller.
 */
import type { GrandSlamRule } from '../engine/index.js'
import { buildTables } from './solve.js'
import type { EndgameTables } from './tables.js'

/** Tables covering `seeds` seeds under a grand-slam rule, or null when none are at hand. */
export type EndgameSource = (grandSlam: GrandSlamRule, seeds: number) => EndgameTables | null

export const SMALL_TABLE_SEEDS = 10

const built = new Map<GrandSlamRule, EndgameTables>()

export const smallEndgameTables: EndgameSource = (grandSlam, seeds) => {
  if (seeds > SMALL_TABLE_SEEDS) return null
  let tables = built.get(grandSlam)
  if (!tables) {
    tables = buildTables(SMALL_TABLE_SEEDS, grandSlam)
    built.set(grandSlam, tables)
  }
  return tables
}

/**
 * The small tables, then the built ones of the cache folder (`awale-kit tables build`) for larger
 * boards: what `check` uses, so a teacher's endgame of 12 or 15 seeds can be checked too.
 */
export function endgameSourceWithCache(loadBuilt: (grandSlam: GrandSlamRule) => EndgameTables | null): EndgameSource {
  return (grandSlam, seeds) => {
    const small = smallEndgameTables(grandSlam, seeds)
    if (small) return small
    const built = loadBuilt(grandSlam)
    return built && built.maxSeeds >= seeds ? built : null
  }
}
