/**
 * Large binary files (the endgame tables, tens of megabytes) read by blocks, under the rules of the
 * input layer (read.ts): regular files only — a link is followed and what it leads to is checked on
 * the opened file itself, so a link to /dev/zero or a pipe is refused before one byte is read — and
 * the size known before reading, so a reader can check it against what the file's header announces
 * and never allocate more than that.
 *
 * Synchronous on purpose: the exercise checker, which needs the tables, is synchronous. Nothing here
 * can wait: the file is opened without blocking (a FIFO opens at once, and is then refused), and a
 * regular file's reads are bounded by its size.
 */
import { closeSync, constants, fstatSync, lstatSync, openSync, readSync, readlinkSync } from 'node:fs'
import type { Result } from '../engine/result.js'
import { err, ok } from '../engine/result.js'
import type { InputProblem } from './read.js'
import { kindOf, openProblem } from './read.js'

/** A regular file open for reading: its size, and reads at any position. Close it when done. */
export class BlockFile {
  private constructor(
    private readonly fd: number,
    /** The size when opened (a file that grows since is read no further than this). */
    readonly size: number,
  ) {}

  /** Opens `path` if it is a regular file (through links); else the problem, in words. */
  static open(path: string): Result<BlockFile, InputProblem> {
    let fd: number
    try {
      fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOCTTY)
    } catch (error) {
      return err(openProblem(error, danglingLink(path, error)))
    }
    try {
      const info = fstatSync(fd)
      if (!info.isFile()) {
        closeSync(fd)
        return err({ code: 'FILE_UNREADABLE', message: `it is ${kindOf(info)}`, line: 1, column: 1 })
      }
      return ok(new BlockFile(fd, info.size))
    } catch (error) {
      closeSync(fd)
      return err({ code: 'FILE_UNREADABLE', message: `the file cannot be read: ${(error as Error).message}`, line: 1, column: 1 })
    }
  }

  /**
   * Fills `into` from `position` on, as far as the file goes; the number of bytes read (fewer only
   * at the end of the file). Throws what the system throws (EIO…): callers turn it into a problem.
   */
  read(into: Uint8Array, position: number): number {
    let filled = 0
    while (filled < into.length) {
      const got = readSync(this.fd, into, filled, into.length - filled, position + filled)
      if (got === 0) break
      filled += got
    }
    return filled
  }

  close(): void {
    closeSync(this.fd)
  }
}

/** Where the symbolic link at `path` leads, when opening it said there is no such file; else null. */
function danglingLink(path: string, error: unknown): string | null {
  if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return null
  try {
    return lstatSync(path).isSymbolicLink() ? readlinkSync(path) : null
  } catch {
    return null
  }
}
