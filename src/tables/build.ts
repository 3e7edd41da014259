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
import type { LayerStats } from './retrograde.js'
import { StopBuild } from './retrograde.js'
import { buildTables, solveLayers } from './solve.js'
import type { BuildProgress } from './solve.js'

export { buildTables, solveLayers }
export type { BuildProgress }

export { MAX_TABLE_SEEDS } from './format.js'
export const DEFAULT_TABLE_SEEDS = 15

export interface Built {
  readonly grandSlam: GrandSlamRule
  readonly seeds: number
  /** The tables file's bytes (format.ts). */
  readonly bytes: Uint8Array
  readonly stats: readonly LayerStats[]
  readonly milliseconds: number
}

/** Builds one rule set's tables in this thread (tests, small tables). */
export function buildInThread(seeds: number, grandSlam: GrandSlamRule, progress?: (progress: BuildProgress) => void, shouldStop?: () => boolean): Built {
  const started = performance.now()
  const { layers, stats } = solveLayers(seeds, grandSlam, progress, shouldStop)
  return { grandSlam, seeds, bytes: encodeTables(grandSlam, layers, stats.map(summarise)), stats, milliseconds: performance.now() - started }
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
export async function buildInWorkers(requests: readonly { seeds: number; grandSlam: GrandSlamRule }[], progress?: (progress: BuildProgress) => void, signal?: AbortSignal): Promise<Built[] | null> {
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
