import type { LongLine } from '../input/lines.js'

/** An output stream: `write` returns false when its buffer is full (a slow reader), and 'drain' follows. */
export interface OutputStream {
  write(text: string): unknown
  once?(event: 'drain' | 'close' | 'error', listener: () => void): unknown
  removeListener?(event: 'drain' | 'close' | 'error', listener: () => void): unknown
}

/** What a command may touch of the outside world; tests inject their own. */
export interface CliIO {
  readonly stdout: OutputStream
  readonly stderr: OutputStream
  /** Standard input as text lines of bounded length (for `play --batch`); a longer line comes as its length only. */
  readonly stdinLines: () => AsyncIterable<string | LongLine>
  readonly cwd: string
  readonly env: Readonly<Record<string, string | undefined>>
  /** stderr is a terminal: progress may be shown. */
  readonly stderrIsTTY: boolean
  /** Aborted on Ctrl-C: long commands stop cleanly. */
  readonly signal?: AbortSignal
  /**
   * The command's entry file, to start a long search in a thread of its own (src/search/worker.ts)
   * that Ctrl-C can end at once. Absent (tests driving `main`): the search runs in this thread.
   */
  readonly searchWorkerEntry?: string | URL
}

/** Documented exit codes (README, "Exit codes"). */
export const EXIT = {
  OK: 0,
  /** An illegal move, or a claim of an exercise that the engine contradicts. */
  FAILED: 1,
  /** Bad input: arguments, notation, an exercise file that cannot be read. */
  BAD_INPUT: 2,
  /** Interrupted (Ctrl-C). */
  INTERRUPTED: 130,
} as const

/**
 * The exit code for the problems of exercise files: 2 when a file cannot be used (that wins),
 * 1 when the engine contradicts a claim, 0 when there is none (a warning never fails).
 */
export const exitForProblems = (problems: readonly { readonly kind: 'input' | 'claim' | 'warning' }[]): number =>
  problems.some((problem) => problem.kind === 'input') ? EXIT.BAD_INPUT : problems.some((problem) => problem.kind === 'claim') ? EXIT.FAILED : EXIT.OK

/** A user error carrying its exit code; thrown only inside the CLI layer and caught by `main`. */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.BAD_INPUT,
  ) {
    super(message)
  }
}

/**
 * Writes, and waits when the stream says its buffer is full until it drains (or closes): a command
 * that answers faster than its reader reads then holds one buffer of output, not all of it.
 */
export async function writeWithBackpressure(stream: OutputStream, text: string): Promise<void> {
  if (stream.write(text) !== false || !stream.once) return
  await new Promise<void>((resolve) => {
    const done = () => {
      for (const event of ['drain', 'close', 'error'] as const) stream.removeListener?.(event, done)
      resolve()
    }
    for (const event of ['drain', 'close', 'error'] as const) stream.once!(event, done)
  })
}
