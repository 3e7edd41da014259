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

  it('prints every number and letter of the pupils’ diagrams at 10 pt or more, every word at 12 pt, the hole letters one size a page', () => {
    expect(pupilDiagramProblems(items, pupilPages)).toEqual([])
  })
})

/** A diagram's label that is a number or a hole's letter (the rest are words). */
const NUMBER_OR_LETTER = /^(\+?\d+|[A-La-f])$/
const HOLE_LETTER = /^[A-La-f]$/

/**
 * What a child could not read on the diagrams of the pupils' pages (issue 26): a number or a letter
 * under 10 pt, a word under 12 pt, two sizes of hole letters on one page.
 */
function pupilDiagramProblems(items: readonly TextItem[], pupilPages: ReadonlySet<number>): string[] {
  const figures = items.filter((item) => pupilPages.has(item.page) && item.inFigure)
  expect(figures.filter((item) => HOLE_LETTER.test(item.text.trim())).length).toBeGreaterThan(50)
  const problems = figures.flatMap((item) => {
    const text = item.text.trim()
    const least = NUMBER_OR_LETTER.test(text) ? 10 : 12
    return item.size < least - 0.005 ? [`p.${item.page} ${item.size.toFixed(2)} pt "${text}" (at least ${least})`] : []
  })
  for (const page of pupilPages) {
    const sizes = new Set(figures.filter((item) => item.page === page && HOLE_LETTER.test(item.text.trim())).map((item) => item.size.toFixed(1)))
    if (sizes.size > 1) problems.push(`p.${page}: hole letters of ${[...sizes].join(', ')} pt`)
  }
  return problems.slice(0, 10)
}

describe.each([
  ['1', '1'],
  ['7', '2'],
] as const)('lesson %s at level %s, alone, read back', (lesson, level) => {
  it('prints the pupils’ diagrams for a child: numbers and letters 10 pt, words 12 pt, one size of hole letters a page', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'awale-size-'))
    const out = join(dir, 'lesson.pdf')
    expect((await runCli(['build', '--lesson', lesson, '--level', level, '--out', out])).code).toBe(0)
    const bytes = await readFile(out)
    const pdf = await readPdf(bytes)
    const strings = kitStrings('fr')
    const pupilPages = new Set(pdf.pages.flatMap((page, index) => (flat(page.text).includes(flat(strings.text('worksheet.name'))) ? [index + 1] : [])))
    expect(pupilPages.size).toBeGreaterThanOrEqual(2)
    expect(pupilDiagramProblems(await readTextItems(bytes), pupilPages)).toEqual([])
  }, 60_000)
})
