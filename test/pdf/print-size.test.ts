// Issue 10: nothing in the printed kit under 7 pt at 100 % (diagram texts, legends, captions and footers
// included), and on the pupils' pages every instruction and answer label at 12 pt or more. The default
// kit is built, read back with pdfjs, and every text item measured.
import { mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { kitStrings } from '../../src/pdf/strings.js'
import { runCli } from '../cli/harness.js'
import type { TextItem } from './read-pdf.js'
import { readPdf, readTextItems } from './read-pdf.js'

const flat = (text: string): string => text.replace(/[\s\u00A0\u202F]+/g, ' ').trim()

describe.each(['fr', 'en'] as const)('the default kit (%s, A4) read back', (lang) => {
  let items: TextItem[]
  let pupilPages: Set<number>

  beforeAll(async () => {
    const dir = await mkdtemp(join(tmpdir(), 'awale-size-'))
    const out = join(dir, 'kit.pdf')
    const result = await runCli(['build', '--lang', lang, '--out', out])
    expect(result.code).toBe(0)
    const bytes = await readFile(out)
    items = await readTextItems(bytes)
    // The pupils' pages are those with the name strip.
    const strings = kitStrings(lang)
    const pdf = await readPdf(bytes)
    const name = flat(strings.text('worksheet.name'))
    const klass = flat(strings.text('worksheet.class'))
    pupilPages = new Set(pdf.pages.flatMap((page, index) => (flat(page.text).includes(`${name} ${klass}`) ? [index + 1] : [])))
  }, 120_000)

  it('has no text under 7 pt anywhere', () => {
    expect(items.length).toBeGreaterThan(5000)
    const small = items.filter((item) => item.size < 6.995)
    expect(small.map((item) => `p.${item.page} ${item.size.toFixed(2)} pt "${item.text}"`).slice(0, 10)).toEqual([])
  })

  it('prints the pupils’ instructions and answer labels at 12 pt or more (diagrams and the footer aside)', () => {
    expect(pupilPages.size).toBeGreaterThan(40)
    // The footer is the page's last line, under the frame (bottom 18 mm).
    const onSheet = items.filter((item) => pupilPages.has(item.page) && !item.inFigure && item.top < 297 - 18)
    expect(onSheet.length).toBeGreaterThan(1000)
    const small = onSheet.filter((item) => item.size < 11.995)
    expect(small.map((item) => `p.${item.page} ${item.size.toFixed(2)} pt "${item.text}"`).slice(0, 10)).toEqual([])
  })
})
