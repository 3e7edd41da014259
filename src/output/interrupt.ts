/** Stopping long work cleanly on Ctrl-C or SIGTERM. */

/** Thrown when a signal stopped the work before any file was written. */
export class InterruptedError extends Error {
  constructor() {
    super('interrupted before any file was written')
  }
}

/**
 * Lets the event loop run (a signal's handler among others), then throws InterruptedError if the
 * signal was aborted. Long synchronous work calls it between its steps (pages, diagrams): without
 * it, Ctrl-C pressed during the work is seen only once the work is over.
 */
export async function checkpoint(signal: AbortSignal | undefined): Promise<void> {
  if (signal === undefined) return
  await new Promise((resolve) => setImmediate(resolve))
  if (signal.aborted) throw new InterruptedError()
}
