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
import type { Game, Hole, Position, Variant } from '../engine/index.js'
import { fromSetup, parsePosition, playSequence, startGame } from '../engine/index.js'
import { tablesFor } from '../tables/cache.js'
import { SMALL_TABLE_SEEDS, smallEndgameTables } from '../tables/small.js'
import type { EndgameTables } from '../tables/tables.js'
import type { MoveLimits } from './computer.js'
import { ComputerPlayer } from './computer.js'
import type { ComputerLevel } from './levels.js'
import type { PlayReport } from './playing.js'
import type { Analysis, Scoring, SearchRequest } from './search.js'
import { Searcher } from './search.js'

/** Marks a worker started for a search (its workerData). */
export const SEARCH_WORKER = 'awale-kit search worker'

/** A search to run; `tablesEnv`: the environment that says where the built endgame tables are, for an exact search to end its lines with them. */
type Job = { position: Position; scoring: Scoring; request: Omit<SearchRequest, 'signal' | 'tables'>; tablesEnv: Readonly<Record<string, string | undefined>> | null }

/** In the worker: answers one job, then the thread ends. */
export function serveSearch(port: MessagePort): void {
  port.once('message', async (job: Job) => {
    const found = job.tablesEnv ? await tablesFor(job.position.variant, job.tablesEnv) : null
    const tables = found?.status === 'ok' ? found.tables : null
    const analysis = new Searcher(job.position.variant, job.scoring).analyse(job.position, { ...job.request, tables })
    port.postMessage(analysis)
    port.close()
  })
}

/**
 * Runs `Searcher.analyse` in a worker started from `entry`; null when `signal` aborted it (the
 * worker is then terminated, within milliseconds). With `tablesEnv`, the worker loads the built
 * endgame tables of that environment's cache folder for the search.
 */
export function analyseInWorker(
  entry: URL | string,
  position: Position,
  scoring: Scoring,
  request: Omit<SearchRequest, 'signal' | 'tables'>,
  signal?: AbortSignal,
  tablesEnv: Readonly<Record<string, string | undefined>> | null = null,
): Promise<Analysis | null> {
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
    worker.postMessage({ position, scoring, request, tablesEnv: tablesEnv ? { ...tablesEnv } : null } satisfies Job)
  })
}

/** Marks a worker started to host a computer player for a whole session (the `engine` verb). */
export const ENGINE_WORKER = 'awale-kit engine worker'

export interface EngineWorkerData {
  readonly kind: typeof ENGINE_WORKER
  readonly variant: Variant
  readonly level: ComputerLevel
  readonly seed: string
  /** Set to a non-zero value by the command's thread to stop a search (`stop`, `quit`). */
  readonly stop: SharedArrayBuffer
  /** Where the endgame tables are (the command's environment), for the player to load them. */
  readonly env: Readonly<Record<string, string | undefined>>
}

export type EngineRequest = { readonly type: 'new-game' } | { readonly type: 'go'; readonly id: number; readonly start: string; readonly moves: readonly Hole[]; readonly limits: MoveLimits }

export type EngineAnswer =
  | { readonly type: 'ready'; readonly tables: string | null }
  | { readonly type: 'info'; readonly id: number; readonly report: PlayReport }
  | { readonly type: 'bestmove'; readonly id: number; readonly move: Hole | null; readonly report: PlayReport | null }
  | { readonly type: 'failed'; readonly id: number; readonly message: string }

/** In the worker: one player for the session; its tables loaded (or the small ones built) before it says ready. */
export async function serveEngine(port: MessagePort, data: EngineWorkerData): Promise<void> {
  const player = new ComputerPlayer(data.variant, data.level, data.seed)
  const stop = new Int32Array(data.stop)
  const tables = await playerTables(data.variant, data.env)
  player.useTables(tables.tables)
  port.postMessage({ type: 'ready', tables: tables.note } satisfies EngineAnswer)
  port.on('message', (request: EngineRequest) => {
    if (request.type === 'new-game') return player.newGame()
    try {
      const game = replayFrom(request.start, request.moves, data.variant)
      const onIteration = (report: PlayReport) => port.postMessage({ type: 'info', id: request.id, report } satisfies EngineAnswer)
      const answer = player.move(game, request.limits, stop, onIteration)
      port.postMessage({ type: 'bestmove', id: request.id, move: answer.move, report: answer.report } satisfies EngineAnswer)
    } catch (error) {
      port.postMessage({ type: 'failed', id: request.id, message: error instanceof Error ? error.message : String(error) } satisfies EngineAnswer)
    }
  })
}

/** The game from a start position and the moves played, as the `engine` verb checked them. */
export function replayFrom(start: string, moves: readonly Hole[], variant: Variant): Game {
  const setup = parsePosition(start)
  if (!setup.ok) throw new Error(`bad start position ${start}`)
  const position = fromSetup(setup.value, variant)
  if (!position.ok) throw new Error(`bad start position ${start}`)
  const played = playSequence(startGame(position.value), moves)
  if (!played.ok) throw new Error(`move ${played.error.index + 1} (${played.error.move}): ${played.error.message}`)
  return played.value.game
}

/**
 * The tables a player probes: the built ones of the cache folder when there are some, else the
 * small ones (every position up to 10 seeds, about a second to build). None for rules they do not cover.
 */
export async function playerTables(variant: Variant, env: Readonly<Record<string, string | undefined>>): Promise<{ tables: EndgameTables | null; note: string | null }> {
  if (variant.endless !== 'repetition') return { tables: null, note: null }
  const found = await tablesFor(variant, env)
  if (found.status === 'ok') return { tables: found.tables, note: `endgame tables up to ${found.tables.maxSeeds} seeds (${found.path})` }
  const small = smallEndgameTables(variant.grandSlam, SMALL_TABLE_SEEDS)
  return { tables: small, note: small ? `endgame tables up to ${SMALL_TABLE_SEEDS} seeds, built in memory` : null }
}

/** Starts the engine worker from the command's entry file; resolves once it is ready. */
export function startEngineWorker(entry: URL | string, data: Omit<EngineWorkerData, 'kind'>): Worker {
  return new Worker(entry, { workerData: { kind: ENGINE_WORKER, ...data } satisfies EngineWorkerData })
}
