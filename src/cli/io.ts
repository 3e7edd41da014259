/** What a command may touch of the outside world; tests inject their own. */
export interface CliIO {
  readonly stdout: { write(text: string): unknown }
  readonly stderr: { write(text: string): unknown }
  /** Standard input as text lines (for `play --batch`). */
  readonly stdinLines: () => AsyncIterable<string>
  readonly cwd: string
  readonly env: Readonly<Record<string, string | undefined>>
  /** stderr is a terminal: progress may be shown. */
  readonly stderrIsTTY: boolean
  /** Aborted on Ctrl-C: long commands stop cleanly. */
  readonly signal?: AbortSignal
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
 * 1 when the engine contradicts a claim, 0 when there is none.
 */
export const exitForProblems = (problems: readonly { readonly kind: 'input' | 'claim' }[]): number =>
  problems.some((problem) => problem.kind === 'input') ? EXIT.BAD_INPUT : problems.length > 0 ? EXIT.FAILED : EXIT.OK

/** A user error carrying its exit code; thrown only inside the CLI layer and caught by `main`. */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.BAD_INPUT,
  ) {
    super(message)
  }
}
