/**
 * The command line's side of the output policy (src/output/files.ts): every writing verb checks its
 * targets before its long work and writes through `writeFiles`, so each says the same things in the
 * same words and ends with the same exit codes (0 written, 2 refused or not writable, 130 interrupted).
 */
import type { WriteOptions } from '../output/files.js'
import { InterruptedError, checkTargets, writeFilesAtomically } from '../output/files.js'
import type { CliIO } from './io.js'
import { EXIT } from './io.js'

export type PolicyOptions = Omit<WriteOptions, 'signal'>

/** A refusal of the policy (a path it will not write) is said as it is; any other error with the path it hit. */
function describeFailure(paths: readonly string[], error: unknown): string {
  const failure = error as NodeJS.ErrnoException
  if (failure.code === 'ENOTFILE') return failure.message
  const named = paths.length <= 3 ? paths.join(', ') : `${paths.slice(0, 2).join(', ')} and ${paths.length - 2} other files`
  return `cannot write ${named}: ${failure.message}; nothing written`
}

/**
 * Checks the targets before the work (a refused path must cost nothing): null when they can be
 * written, else the exit code after saying why (nothing is written).
 */
export async function refusedTargets(verb: string, paths: readonly string[], options: PolicyOptions, io: CliIO): Promise<number | null> {
  try {
    await checkTargets(paths, options)
    return null
  } catch (error) {
    io.stderr.write(`awale-kit ${verb}: ${describeFailure(paths, error)}\n`)
    return EXIT.BAD_INPUT
  }
}

/**
 * Writes every file or none; the exit code after saying what went wrong, if anything. Ctrl-C stops
 * the write unless `interruptible` is false (generate writes what it made after Ctrl-C).
 */
export async function writeFiles(verb: string, files: readonly { path: string; bytes: Uint8Array | string }[], options: PolicyOptions, io: CliIO, interruptible = true): Promise<number> {
  try {
    await writeFilesAtomically(files, { ...options, ...(interruptible && io.signal ? { signal: io.signal } : {}) })
    return EXIT.OK
  } catch (error) {
    if (error instanceof InterruptedError) {
      io.stderr.write(`awale-kit ${verb}: interrupted; nothing written\n`)
      return EXIT.INTERRUPTED
    }
    io.stderr.write(
      `awale-kit ${verb}: ${describeFailure(
        files.map((file) => file.path),
        error,
      )}\n`,
    )
    return EXIT.BAD_INPUT
  }
}
