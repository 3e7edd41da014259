/**
 * Solving the layers in this thread, with nothing of Node's: the in-memory tables the exercise
 * checker builds (small.ts) come from here, in the command line and in the studio's page alike.
 * build.ts adds the files and the worker threads.
 */
import type { GrandSlamRule } from '../engine/index.js'
import { MAX_RANKED_SEEDS, boardsUpTo, layerSize } from './ranking.js'
import type { Layer, LayerStats } from './retrograde.js'
import { solveLayer } from './retrograde.js'
import { EndgameTables } from './tables.js'

export interface BuildProgress {
  readonly grandSlam: GrandSlamRule
  /** The layer being solved. */
  readonly seeds: number
  /** Positions of all layers finished so far, and of all layers asked for: a fair share of the work done. */
  readonly positionsDone: number
  readonly positionsTotal: number
  /** A layer just finished (its figures), or null while one is under way. */
  readonly finished: LayerStats | null
}

/** Solves every layer up to `seeds` in this thread. Throws StopBuild when `shouldStop` says so. */
export function solveLayers(seeds: number, grandSlam: GrandSlamRule, progress?: (progress: BuildProgress) => void, shouldStop?: () => boolean): { layers: Layer[]; stats: LayerStats[] } {
  if (!Number.isInteger(seeds) || seeds < 0 || seeds > MAX_RANKED_SEEDS) throw new RangeError(`tables: seeds must be 0–${MAX_RANKED_SEEDS}, not ${seeds}`)
  const layers: Layer[] = []
  const stats: LayerStats[] = []
  const positionsTotal = boardsUpTo(seeds)
  let positionsDone = 0
  for (let k = 0; k <= seeds; k++) {
    let lastReport = 0
    const solved = solveLayer(
      k,
      grandSlam === 'capture-all',
      layers,
      (step, done, total) => {
        // A share of the layer: the moves pass and the bounds pass are about half each.
        const share = step === 'moves' ? (done / total) * 0.4 : step === 'edges' ? 0.4 : step === 'bounds' ? 0.45 + (done / total) * 0.3 : 0.75
        const now = performance.now()
        if (now - lastReport < 200) return
        lastReport = now
        progress?.({ grandSlam, seeds: k, positionsDone: positionsDone + Math.round(share * layerSize(k)), positionsTotal, finished: null })
      },
      shouldStop,
    )
    layers.push(solved.layer)
    stats.push(solved.stats)
    positionsDone += solved.stats.positions
    progress?.({ grandSlam, seeds: k, positionsDone, positionsTotal, finished: solved.stats })
  }
  return { layers, stats }
}

/** Builds tables in memory, for tests and for callers that want no file. */
export function buildTables(seeds: number, grandSlam: GrandSlamRule): EndgameTables {
  return new EndgameTables(grandSlam, solveLayers(seeds, grandSlam).layers)
}
