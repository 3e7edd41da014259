import { deflateSync as nodeDeflate, inflateSync } from 'node:zlib'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { deflateSync } from '../../src/studio/pdf/deflate.js'

/** The same bytes as Node's zlib, or the first byte where they differ (a readable failure). */
function expectNodeBytes(input: Uint8Array): void {
  const ours = deflateSync(input)
  const node = new Uint8Array(nodeDeflate(input))
  if (ours.length === node.length && ours.every((byte, i) => byte === node[i])) return
  const at = ours.findIndex((byte, i) => byte !== node[i])
  expect.fail(`${input.length} bytes in: ours ${ours.length} bytes, Node's ${node.length}; first difference at byte ${at === -1 ? Math.min(ours.length, node.length) : at}`)
}

describe('the studio deflate gives Node zlib.deflateSync bytes', () => {
  it('on the kind of zlib this test was written against (Chromium zlib 1.3.1)', () => {
    // Another zlib may hash differently: then the studio's PDFs differ from the command line's.
    expect(process.versions.zlib).toMatch(/^1\.3\.1/)
    expect(new Uint8Array(nodeDeflate(new TextEncoder().encode('hello hello hello hello world world world')))).toEqual(
      deflateSync(new TextEncoder().encode('hello hello hello hello world world world')),
    )
  })

  it('on nothing, one byte and runs of one byte (stored and fixed blocks)', () => {
    for (const input of [new Uint8Array(0), new Uint8Array([65]), new Uint8Array(5000), new Uint8Array(70_000).fill(7)]) expectNodeBytes(input)
  })

  it('on the fonts, which slide the window many times (600 KB)', () => {
    const fonts = join('node_modules', '@expo-google-fonts', 'andika')
    for (const file of ['Andika_400Regular.ttf', 'Andika_700Bold.ttf']) expectNodeBytes(readFileSync(join(fonts, file)))
  })

  it('on text and code files of every size', () => {
    const files = ['README.md', ...readdirSync('src/render').map((f) => join('src/render', f)), 'package-lock.json', 'templates/strings/fr.yaml', 'node_modules/pdfkit/js/pdfkit.browser.mjs']
    for (const file of files) expectNodeBytes(readFileSync(file))
  })

  it('on random bytes with repeats near and far (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 70_000 }), fc.integer({ min: 1, max: 256 }), fc.integer(), (length, alphabet, seed) => {
        let state = seed >>> 0 || 1
        const next = () => ((state = (Math.imul(state, 1103515245) + 12345) >>> 0) >>> 8) / 16777216
        const input = new Uint8Array(length)
        for (let i = 0; i < length; i++) input[i] = i > 8 && next() < 0.35 ? input[i - 1 - Math.floor(next() * Math.min(i - 1, 40_000))]! : Math.floor(next() * alphabet)
        expectNodeBytes(input)
        expect(new Uint8Array(inflateSync(deflateSync(input)))).toEqual(input)
      }),
      { numRuns: 25 },
    )
  })
})
