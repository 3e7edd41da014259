/**
 * A search in a thread of its own, so that the command stays responsive while it runs: Ctrl-C ends
 * it at once (the thread is terminated, however deep its recursion), instead of waiting for a
 * synchronous search that never looks at the event loop.
 *
 * The thread runs the command's own entry file (bin.ts, or the bundle dist/awale-kit.js), which
 * calls `serveSearch` when it finds itself started as a search worker.
 */
import type { MessagePort } from 'node:worker_threads'
import { Worker } from 'node:worker_threads'
import type { Position } from '../engine/index.js'
import type { Analysis, Scoring, SearchRequest } from './search.js'
import { Searcher } from './search.js'

/** Marks a worker started for a search (its workerData). */
export const SEARCH_WORKER = 'awale-kit search worker'

type Job = { position: Position; scoring: Scoring; request: Omit<SearchRequest, 'signal'> }

/** In the worker: answers one job, then the thread ends. */
export function serveSearch(port: MessagePort): void {
  port.once('message', (job: Job) => {
    const analysis = new Searcher(job.position.variant, job.scoring).analyse(job.position, job.request)
    port.postMessage(analysis)
    port.close()
  })
}

/**
 * Runs `Searcher.analyse` in a worker started from `entry`; null when `signal` aborted it (the
 * worker is then terminated, within milliseconds).
 */
export function analyseInWorker(entry: URL | string, position: Position, scoring: Scoring, request: Omit<SearchRequest, 'signal'>, signal?: AbortSignal): Promise<Analysis | null> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(entry, { workerData: SEARCH_WORKER })
    let settled = false
    const settle = (value: Analysis | null) => {
      if (settled) return
      settled = true
      signal?.removeEventListener('abort', stop)
      void worker.terminate()
      resolve(value)
    }
    const stop = () => settle(null)
    if (signal?.aborted) return settle(null)
    signal?.addEventListener('abort', stop, { once: true })
    worker.once('message', (analysis: Analysis | null) => settle(analysis))
    worker.once('error', (error) => {
      if (settled) return
      settled = true
      signal?.removeEventListener('abort', stop)
      reject(error)
    })
    worker.postMessage({ position, scoring, request } satisfies Job)
  })
}
