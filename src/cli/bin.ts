#!/usr/bin/env node
// The only file that touches `process`: everything else is `main(argv, io) -> exit code`.
import { isMainThread, parentPort, workerData } from 'node:worker_threads'
import { boundedLines } from '../input/lines.js'
import { main } from './main.js'
import { EXIT } from './io.js'

// Started again as a thread for a long search (src/search/worker.ts, SEARCH_WORKER) or for the engine
// verb's player (ENGINE_WORKER): serve it, run no command.
if (!isMainThread && workerData === 'awale-kit search worker') {
  const { serveSearch } = await import('../search/worker.js')
  serveSearch(parentPort!)
} else if (!isMainThread && (workerData as { kind?: unknown } | null)?.kind === 'awale-kit engine worker') {
  // The `engine` verb's player, for the whole session (src/search/worker.ts, ENGINE_WORKER).
  const { serveEngine } = await import('../search/worker.js')
  await serveEngine(parentPort!, workerData)
} else await runCommand()

async function runCommand(): Promise<void> {
  // A reader that stops early (`awale-kit check | head`) closes the pipe: that is not an error.
  for (const stream of [process.stdout, process.stderr])
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0)
      throw error
    })

  /** Signals that stop a command, and the exit status a shell expects for each (128 + its number). */
  const STOPPING_SIGNALS = { SIGINT: EXIT.INTERRUPTED, SIGTERM: 143, SIGHUP: 129 } as const
  type StoppingSignal = keyof typeof STOPPING_SIGNALS

  // Ctrl-C (and SIGTERM, SIGHUP) is caught only by the commands that ask for the signal: they stop
  // cleanly, writing nothing half done and removing their temporary files. The others keep Node's
  // default and end at once. A second signal ends the process at once too (temporary files are
  // still removed, by the writer's exit hook).
  let controller: AbortController | undefined
  let received: StoppingSignal | undefined

  const code = await main(process.argv.slice(2), {
    stdout: process.stdout,
    stderr: process.stderr,
    stdinLines: () => boundedLines(process.stdin),
    cwd: process.cwd(),
    env: process.env,
    stderrIsTTY: Boolean(process.stderr.isTTY),
    searchWorkerEntry: new URL(import.meta.url),
    get signal() {
      if (!controller) {
        const created = new AbortController()
        for (const name of Object.keys(STOPPING_SIGNALS) as StoppingSignal[])
          process.on(name, () => {
            if (received !== undefined) process.exit(STOPPING_SIGNALS[name])
            received = name
            created.abort(name)
          })
        controller = created
      }
      return controller.signal
    },
  })
  // "Interrupted" says which signal: 130 for Ctrl-C, 143 for SIGTERM, 129 for a closed terminal.
  process.exitCode = code === EXIT.INTERRUPTED && received !== undefined ? STOPPING_SIGNALS[received] : code
}
