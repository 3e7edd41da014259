/**
 * Lines of a stream, each of bounded length (`play --batch` reads its requests this way). Node's
 * readline keeps a line whole however long it grows: a 700 MB line without a newline ended in an
 * uncaught RangeError. Here a line longer than the cap is not kept: it is skipped to its end and
 * reported by its length, so the caller can answer it with an error and go on. Memory stays within
 * the cap plus one chunk; the stream is read only as fast as the lines are taken (backpressure).
 */

/** The longest line read (a batch request with thousands of moves is far below). */
export const MAX_LINE_BYTES = 1024 * 1024

/** A line that was longer than the cap: skipped, only its length is known. */
export interface LongLine {
  readonly tooLong: true
  readonly bytes: number
}

export const isLongLine = (line: string | LongLine): line is LongLine => typeof line !== 'string'

export async function* boundedLines(chunks: AsyncIterable<Uint8Array | string>, maxBytes = MAX_LINE_BYTES): AsyncGenerator<string | LongLine> {
  let pending: Buffer[] = []
  let pendingBytes = 0
  let skipping = false
  const take = (): string => {
    const line = (pending.length === 1 ? pending[0]! : Buffer.concat(pending)).toString('utf8')
    pending = []
    pendingBytes = 0
    return line.endsWith('\r') ? line.slice(0, -1) : line
  }
  for await (const chunk of chunks) {
    let bytes = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
    for (;;) {
      const newline = bytes.indexOf(0x0a)
      const part = newline < 0 ? bytes : bytes.subarray(0, newline)
      if (!skipping && pendingBytes + part.length > maxBytes) {
        // Too long: stop keeping it, count it to its end.
        skipping = true
        pending = []
      }
      if (newline >= 0 && !skipping && pending.length === 0 && part.length <= maxBytes) {
        // The common case: a whole line inside one chunk, decoded without a copy.
        const line = part.toString('utf8')
        yield line.endsWith('\r') ? line.slice(0, -1) : line
        bytes = bytes.subarray(newline + 1)
        continue
      }
      pendingBytes += part.length
      if (!skipping) pending.push(Buffer.from(part)) // a copy: the chunk's memory is the stream's
      if (newline < 0) break
      if (skipping) {
        yield { tooLong: true, bytes: pendingBytes }
        skipping = false
        pending = []
        pendingBytes = 0
      } else yield take()
      bytes = bytes.subarray(newline + 1)
    }
  }
  if (skipping) yield { tooLong: true, bytes: pendingBytes }
  else if (pendingBytes > 0) yield take()
}
