import { zlibSync } from 'fflate'
import type PDFKit from 'pdfkit'

/** The part of pdfkit's PDFReference (a PDF object, and its stream) that its compression goes through. */
interface PdfReference {
  compress: boolean
  buffer: Uint8Array[]
  finalize(): void
}

/**
 * Streams compressed by fflate, on the command line as in the studio. pdfkit compresses a stream
 * with Node's zlib in its Node build and with fflate in its browser build, and the two give other
 * bytes; so every stream is compressed here, by the one library, before pdfkit writes it, and
 * pdfkit's own compression never runs. A PDF made in the page is then the command line's, byte
 * for byte, whatever zlib the Node running the command was built with.
 */
export function compressStreamsWithFflate(doc: PDFKit.PDFDocument): void {
  const internal = doc as unknown as { ref(data?: object): PdfReference }
  const makeReference = internal.ref.bind(internal)
  internal.ref = (data) => {
    const reference = makeReference(data)
    const finalize = reference.finalize.bind(reference)
    reference.finalize = () => {
      // pdfkit has marked the stream FlateDecode as it was written: it gets fflate's bytes, and
      // pdfkit writes them as they are.
      if (reference.compress && reference.buffer.length > 0) reference.buffer = [zlibSync(concatBytes(reference.buffer))]
      reference.compress = false
      finalize()
    }
    return reference
  }
}

/** Chunks of bytes as one array (the studio's page has no Buffer.concat). */
export function concatBytes(chunks: readonly Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(chunks.reduce((length, chunk) => length + chunk.length, 0))
  let at = 0
  for (const chunk of chunks) {
    whole.set(chunk, at)
    at += chunk.length
  }
  return whole
}
