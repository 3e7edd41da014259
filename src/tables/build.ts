/**
 * Building the tables: the layers one after the other (each needs the smaller ones), for one set of
 * rules in this thread, or for several rule sets at once, one worker thread each (the layers of one
 * rule set cannot be solved side by side, but two rule sets can: the two grand-slam rules use both
 * cores of a two-core machine).
 */
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads'
import { fileURLToPath } from 'node:url'
import type { GrandSlamRule } from '../engine/index.js'
import { encodeTables, summarise } from './format.js'
import type { LayerSummary } from './format.js'
import { MAX_RANKED_SEEDS, boardsUpTo, layerSize } from './ranking.js'
import type { Layer, LayerStats } from './retrograde.js'
import { StopBuild, solveLayer } from './retrograde.js'
import { EndgameTables } from './tables.js'

/** The most seeds `tables build` accepts (the ranking goes further; time and memory do not). */
export const MAX_TABLE_SEEDS = 20
export const DEFAULT_TABLE_SEEDS = 15

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

export interface Built {
  readonly grandSlam: GrandSlamRule
  readonly seeds: number
  /** The tables file's bytes (format.ts). */
  readonly bytes: Uint8Array
  readonly stats: readonly LayerStats[]
  readonly milliseconds: number
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

/** Builds one rule set's tables in this thread (tests, small tables). */
export function buildInThread(seeds: number, grandSlam: GrandSlamRule, progress?: (progress: BuildProgress) => void, shouldStop?: () => boolean): Built {
  const started = performance.now()
  const { layers, stats } = solveLayers(seeds, grandSlam, progress, shouldStop)
  return { grandSlam, seeds, bytes: encodeTables(grandSlam, layers, stats.map(summarise)), stats, milliseconds: performance.now() - started }
}

/** Builds tables in memory, for tests and for callers that want no file. */
export function buildTables(seeds: number, grandSlam: GrandSlamRule): EndgameTables {
  return new EndgameTables(grandSlam, solveLayers(seeds, grandSlam).layers)
}

/** Messages from a build worker. */
type WorkerMessage =
  | { readonly type: 'progress'; readonly progress: BuildProgress }
  | { readonly type: 'done'; readonly bytes: Uint8Array; readonly stats: LayerStats[]; readonly milliseconds: number }
  | { readonly type: 'failed'; readonly message: string }

export interface WorkerRequest {
  readonly awaleKitTablesWorker: true
  readonly seeds: number
  readonly grandSlam: GrandSlamRule
}

/**
 * Builds each rule set's tables in a worker thread of its own, all at once. Resolves with the built
 * files in the order asked, or null when `signal` aborted the build (the workers are then ended:
 * nothing is left behind, as nothing was written).
 */
export async function buildInWorkers(
  requests: readonly { seeds: number; grandSlam: GrandSlamRule }[],
  progress?: (progress: BuildProgress) => void,
  signal?: AbortSignal,
): Promise<Built[] | null> {
  const workers: Worker[] = []
  const stopAll = () => workers.forEach((worker) => void worker.terminate())
  signal?.addEventListener('abort', stopAll, { once: true })
  try {
    const results = await Promise.all(
      requests.map(
        (request) =>
          new Promise<Built | null>((resolve, reject) => {
            const worker = startWorker({ awaleKitTablesWorker: true, ...request })
            workers.push(worker)
            let settled = false
            worker.on('message', (message: WorkerMessage) => {
              if (message.type === 'progress') progress?.(message.progress)
              else if (message.type === 'done') {
                settled = true
                resolve({ grandSlam: request.grandSlam, seeds: request.seeds, bytes: message.bytes, stats: message.stats, milliseconds: message.milliseconds })
                void worker.terminate()
              } else {
                settled = true
                reject(new Error(message.message))
              }
            })
            worker.on('error', (error) => {
              settled = true
              reject(error)
            })
            worker.on('exit', () => {
              if (!settled) resolve(null) // ended by an abort
            })
            if (signal?.aborted) void worker.terminate()
          }),
      ),
    )
    if (signal?.aborted || results.some((result) => result === null)) return null
    return results as Built[]
  } finally {
    signal?.removeEventListener('abort', stopAll)
    stopAll()
  }
}

/**
 * A worker running this very module: in the bundle (dist/), the chunk that holds it; from the
 * TypeScript sources (tests, tsx), the .ts file, through tsx's loader registered in the worker first.
 */
function startWorker(request: WorkerRequest): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(fileURLToPath(import.meta.url), { workerData: request })
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}) })`
  return new Worker(bootstrap, { eval: true, workerData: request })
}

/** The worker's side: build, report progress, hand the file's bytes back (transferred, not copied). */
export async function runWorker(request: WorkerRequest, post: (message: WorkerMessage, transfer?: ArrayBuffer[]) => void): Promise<void> {
  try {
    const built = buildInThread(request.seeds, request.grandSlam, (progress) => post({ type: 'progress', progress }))
    post({ type: 'done', bytes: built.bytes, stats: [...built.stats], milliseconds: built.milliseconds }, [built.bytes.buffer as ArrayBuffer])
  } catch (error) {
    if (error instanceof StopBuild) return
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) })
  }
}

export type { LayerSummary }

// Started as a build worker (startWorker): do the work asked. Any other thread, vitest's among them, passes by.
if (!isMainThread && parentPort && (workerData as Partial<WorkerRequest> | null)?.awaleKitTablesWorker === true) {
  const port = parentPort
  void runWorker(workerData as WorkerRequest, (message, transfer) => port.postMessage(message, transfer ?? []))
}
