// One compressor on both sides: every stream of a PDF is compressed by fflate, the library the
// studio's pdfkit (its browser build) uses, and never by Node's zlib, which pdfkit's Node build
// would use and which gives other bytes. So the page's PDFs are the command line's by construction,
// on any Node and any zlib (test/studio/browser.test.ts compares the downloaded bytes).
import { readFile } from 'node:fs/promises'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deflateSync as nodeDeflate } from 'node:zlib'
import { unzlibSync, zlibSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { runCli } from '../cli/harness.js'

/** The compressed streams of a PDF: each `<< … /Filter /FlateDecode … >> stream … endstream`. */
function flateStreams(pdf: Uint8Array): Uint8Array[] {
  const text = Buffer.from(pdf).toString('latin1')
  const streams: Uint8Array[] = []
  for (const match of text.matchAll(/\/Length (\d+)[\s\S]*?>>\nstream\n/g)) {
    const dictionary = text.slice(text.lastIndexOf('obj', match.index), match.index! + match[0].length)
    if (!dictionary.includes('/FlateDecode')) continue
    const start = match.index! + match[0].length
    streams.push(pdf.subarray(start, start + Number(match[1])))
  }
  return streams
}

async function built(argv: string[]): Promise<Uint8Array> {
  const out = join(await mkdtemp(join(tmpdir(), 'awale-compression-')), 'out.pdf')
  const result = await runCli([...argv, '--out', out])
  expect(result.code, result.stderr).toBe(0)
  return new Uint8Array(await readFile(out))
}

describe('the streams of a PDF', () => {
  it.each([
    ['a lesson', ['build', '--lesson', '4', '--level', '1']],
    ['the board', ['board']],
    ['the guide', ['build', '--section', 'guide', '--lang', 'en']],
  ])('%s: every compressed stream is fflate’s bytes, not Node zlib’s', async (_, argv) => {
    const streams = flateStreams(await built(argv))
    expect(streams.length).toBeGreaterThan(3)
    let unlikeNode = 0
    for (const stream of streams) {
      const content = unzlibSync(stream)
      expect(Buffer.from(zlibSync(content)).equals(Buffer.from(stream))).toBe(true)
      if (!Buffer.from(nodeDeflate(content)).equals(Buffer.from(stream))) unlikeNode++
    }
    // The two libraries give other bytes on the kit's streams: this test tells them apart.
    expect(unlikeNode).toBeGreaterThan(0)
  })
})
