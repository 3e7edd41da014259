/**
 * The one reader for every file the tool takes (exercises, `_bank.yaml`, kit definitions, the
 * lessons file): regular files only, a byte cap enforced while reading, one set of encoding rules.
 *
 * Why not `readFile`: it trusts `stat`'s size, which is 0 for a device (`/dev/zero` then grows
 * without end), it blocks for ever on a pipe (FIFO) with no writer, and it would read a 300 MB file
 * whole before anyone looks at it. Here the file is opened without waiting (O_NONBLOCK: a FIFO opens
 * at once), the opened file itself is asked what it is (no gap between the check and the read), and
 * reading stops one byte past the cap.
 */
import { constants } from 'node:fs'
import type { FileHandle } from 'node:fs/promises'
import { lstat, open, readlink } from 'node:fs/promises'
import type { Result } from '../engine/result.js'
import { err, ok } from '../engine/result.js'

export type InputProblemCode = 'FILE_NOT_FOUND' | 'FILE_UNREADABLE' | 'FILE_TOO_LARGE' | 'NOT_UTF8'

/** Why a file was refused; line and column point at the first bad byte for encoding problems (else 1:1). */
export interface InputProblem {
  readonly code: InputProblemCode
  readonly message: string
  readonly line: number
  readonly column: number
}

const problem = (code: InputProblemCode, message: string, line = 1, column = 1): InputProblem => ({ code, message, line, column })

/** What a path names when it is not a regular file, in words. */
export function kindOf(info: { isDirectory(): boolean; isCharacterDevice(): boolean; isBlockDevice(): boolean; isFIFO(): boolean; isSocket(): boolean }): string {
  if (info.isDirectory()) return 'a folder'
  if (info.isCharacterDevice() || info.isBlockDevice()) return 'a device (like /dev/zero), not a file'
  if (info.isFIFO()) return 'a pipe (FIFO), not a file'
  if (info.isSocket()) return 'a socket, not a file'
  return 'not a regular file'
}

/**
 * The reason a path cannot be opened, in words, from the error and, for a missing file, where the
 * symbolic link at the path leads (null: no link there). Shared by the asynchronous reader here and
 * the block reader (blocks.ts).
 */
export function openProblem(error: unknown, danglingLinkTo: string | null): InputProblem {
  const code = (error as NodeJS.ErrnoException).code
  if (code === 'ENOENT') {
    if (danglingLinkTo !== null) return problem('FILE_NOT_FOUND', `it is a symbolic link to ${JSON.stringify(danglingLinkTo)}, which does not exist`)
    return problem('FILE_NOT_FOUND', 'there is no such file')
  }
  if (code === 'ELOOP') return problem('FILE_UNREADABLE', 'it is a symbolic link that leads back to itself (a loop of links)')
  if (code === 'EACCES' || code === 'EPERM') return problem('FILE_UNREADABLE', 'permission denied')
  if (code === 'ENXIO') return problem('FILE_UNREADABLE', 'it is a socket, not a file')
  if (code === 'ENOTDIR') return problem('FILE_NOT_FOUND', 'a part of the path is a file, not a folder')
  if (code === 'ENAMETOOLONG') return problem('FILE_NOT_FOUND', 'the path is too long')
  return problem('FILE_UNREADABLE', error instanceof Error ? error.message : String(error))
}

/** The reason a path cannot be opened, in words (a dangling or looping link named as such). */
export async function whyUnopenable(path: string, error: unknown): Promise<InputProblem> {
  let link: string | null = null
  if ((error as NodeJS.ErrnoException).code === 'ENOENT' && (await lstat(path).catch(() => null))?.isSymbolicLink()) link = await readlink(path).catch(() => '?')
  return openProblem(error, link)
}

/** Reads at most `maxBytes` bytes of a regular file; more is FILE_TOO_LARGE, found while reading. */
export async function readInputBytes(path: string, maxBytes: number): Promise<Result<Uint8Array, InputProblem>> {
  let handle: FileHandle
  try {
    handle = await open(path, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOCTTY)
  } catch (error) {
    return err(await whyUnopenable(path, error))
  }
  try {
    const info = await handle.stat()
    if (!info.isFile()) return err(problem('FILE_UNREADABLE', `it is ${kindOf(info)}`))
    // Reading stops one byte past the cap: that byte tells a file at the cap from a larger one.
    // (Never from stat's size: /proc files say 0 and hold more.)
    const chunks: Buffer[] = []
    let total = 0
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(64 * 1024, maxBytes + 1 - total))
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, null)
      if (bytesRead === 0) break
      chunks.push(chunk.subarray(0, bytesRead))
      total += bytesRead
      if (total > maxBytes) return err(problem('FILE_TOO_LARGE', `the file holds more than ${formatBytes(maxBytes)}, the most this kind of file may hold`))
    }
    return ok(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks))
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    return err(problem('FILE_UNREADABLE', code === 'EISDIR' ? 'it is a folder' : `the file cannot be read: ${error instanceof Error ? error.message : String(error)}`))
  } finally {
    await handle.close()
  }
}

export const formatBytes = (bytes: number): string => (bytes >= 1 << 20 ? `${bytes / (1 << 20)} MiB` : `${bytes / 1024} KiB`)

/** Reads a text file: regular, capped, decoded by `decodeText`. */
export async function readInputText(path: string, maxBytes: number): Promise<Result<string, InputProblem>> {
  const bytes = await readInputBytes(path, maxBytes)
  return bytes.ok ? decodeText(bytes.value) : bytes
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false })

/**
 * UTF-8 text (a byte-order mark is dropped), line endings made `\n` (Windows CRLF and old-Mac CR
 * alike, so a file never reads as one long line). UTF-16 is recognised and named, with or without
 * its byte-order mark; anything else is refused at the line and column of its first bad byte.
 */
export function decodeText(bytes: Uint8Array): Result<string, InputProblem> {
  let text: string
  try {
    text = utf8.decode(bytes)
  } catch {
    if (looksLikeUtf16(bytes)) return err(problem('NOT_UTF8', 'the file is saved as UTF-16 ("Unicode" in Notepad): save it again with the encoding UTF-8'))
    const offset = firstInvalidUtf8(bytes)
    const before = new TextDecoder('utf-8').decode(bytes.subarray(0, offset)).replace(/\r\n?/g, '\n')
    const lines = before.split('\n')
    return err(
      problem(
        'NOT_UTF8',
        `byte ${offset + 1} (0x${bytes[offset]?.toString(16).padStart(2, '0')}) is not UTF-8 text: save the file as UTF-8 (in most editors: "Save with encoding", UTF-8)`,
        lines.length,
        [...lines[lines.length - 1]!].length + 1,
      ),
    )
  }
  // Valid UTF-8 can still be UTF-16 without a byte-order mark (ASCII letters with NUL bytes between).
  if (looksLikeUtf16(bytes)) return err(problem('NOT_UTF8', 'the file is saved as UTF-16 ("Unicode" in Notepad): save it again with the encoding UTF-8'))
  return ok(text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text)
}

/** A UTF-16 byte-order mark, or text whose every other byte is NUL (ASCII in UTF-16 without one). */
function looksLikeUtf16(bytes: Uint8Array): boolean {
  if (bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))) return true
  const sample = Math.min(bytes.length, 512) & ~1
  if (sample < 4) return false
  let evenNul = 0
  let oddNul = 0
  for (let i = 0; i < sample; i += 2) {
    if (bytes[i] === 0) evenNul++
    if (bytes[i + 1] === 0) oddNul++
  }
  const pairs = sample / 2
  return (oddNul > pairs * 0.4 && evenNul === 0) || (evenNul > pairs * 0.4 && oddNul === 0)
}

/** Offset of the first byte that breaks UTF-8 (the decoder says only that one does). */
function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0
  while (i < bytes.length) {
    const b = bytes[i]!
    const length = b < 0x80 ? 1 : b >= 0xc2 && b < 0xe0 ? 2 : b >= 0xe0 && b < 0xf0 ? 3 : b >= 0xf0 && b < 0xf5 ? 4 : 0
    if (length === 0 || i + length > bytes.length) return i
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(i, i + length))
    } catch {
      return i
    }
    i += length
  }
  return bytes.length
}
