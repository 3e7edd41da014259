import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createDocument } from '../../src/pdf/document.js'
import { PAPER_SIZES, PAPERS } from '../../src/pdf/paper.js'
import { MIN_POSTER_DIAGRAM_MM, POSTER_DIAGRAM_TEXT_PT_A3, POSTER_RULES, POSTER_SIZES_A3, posterDiagrams, posterLayout } from '../../src/pdf/poster.js'
import { kitStrings } from '../../src/pdf/strings.js'
import type { Lang } from '../../src/pdf/typography.js'
import { runCli } from '../cli/harness.js'
import { embeddedFontNames, readPdf, readTextItems } from './read-pdf.js'

const MM = 72 / 25.4
const flat = (text: string): string => text.replace(/[\s\u00A0\u202F]+/g, ' ').trim()

async function poster(args: string[]) {
  const dir = await mkdtemp(join(tmpdir(), 'awale-poster-'))
  const out = join(dir, 'poster.pdf')
  const result = await runCli(['poster', ...args, '--out', out])
  expect(result.stderr).toBe('')
  expect(result.code).toBe(0)
  expect(result.stdout).toContain(out)
  const bytes = await readFile(out)
  return { bytes, pdf: await readPdf(bytes), items: await readTextItems(bytes) }
}

describe('awale-kit poster', () => {
  it.each([
    ['fr', 'a3'],
    ['en', 'a3'],
    ['fr', 'a4'],
    ['en', 'a4'],
  ] as const)('%s on %s: one portrait page, the title and every rule, fonts embedded', async (lang, paper) => {
    const { bytes, pdf } = await poster(['--lang', lang, '--paper', paper])
    expect(pdf.pages).toHaveLength(1)
    expect(pdf.pages[0]!.widthMm).toBeCloseTo(PAPER_SIZES[paper].widthMm, 1)
    expect(pdf.pages[0]!.heightMm).toBeCloseTo(PAPER_SIZES[paper].heightMm, 1)
    const strings = kitStrings(lang)
    const text = flat(pdf.pages[0]!.text)
    expect(text).toContain(flat(strings.text('poster.title')))
    for (const key of POSTER_RULES) {
      expect(text).toContain(flat(strings.text(`poster.items.${key}.name`)))
      expect(text).toContain(flat(strings.text(`poster.items.${key}.text`)))
    }
    expect(pdf.info['Title']).toBe(strings.text('poster.documentTitle'))
    expect(embeddedFontNames(bytes).some((name) => name.endsWith('+Andika-Bold'))).toBe(true)
  })

  it('A3 by default, read from a few metres: body text 16 pt or more, the title far larger', async () => {
    const { pdf, items } = await poster([])
    expect(pdf.pages[0]!.widthMm).toBeCloseTo(297, 1)
    expect(pdf.pages[0]!.heightMm).toBeCloseTo(420, 1)
    const own = items.filter((item) => !item.inFigure && !item.text.includes('page'))
    expect(own.length).toBeGreaterThan(10)
    for (const item of own) expect(item.size, item.text).toBeGreaterThanOrEqual(16)
    const title = items.find((item) => flat(item.text).startsWith(flat(kitStrings('fr').text('poster.title')).slice(0, 8)))!
    expect(title.size).toBeGreaterThanOrEqual(48)
    // The footer, the only small text of the page's own, still at 7 pt or more.
    for (const item of items.filter((i) => !i.inFigure)) expect(item.size).toBeGreaterThanOrEqual(7)
    // Every label of the diagrams and their legend, read from a pupil's seat: 14 pt or more.
    const labels = items.filter((item) => item.inFigure)
    expect(labels.length).toBeGreaterThan(100)
    for (const item of labels) expect(item.size, item.text).toBeGreaterThanOrEqual(POSTER_DIAGRAM_TEXT_PT_A3 - 0.01)
  })

  it('shows a win under its winning rule: the engine ends the game by a store past half the seeds', async () => {
    const { pdf } = await poster([])
    const text = flat(pdf.pages[0]!.text)
    expect(text).toContain(flat(kitStrings('fr').text('poster.items.win.text')))
    expect(text).toMatch(/Sud 25, Nord 20 : Sud gagne/)
    expect(text).not.toMatch(/égalité/)
  })

  it('A4 keeps the A3 proportions: its body text shrinks with the page only', async () => {
    const { items } = await poster(['--paper', 'a4'])
    const scale = PAPER_SIZES.a4.widthMm / PAPER_SIZES.a3.widthMm
    for (const item of items.filter((i) => !i.inFigure && !i.text.includes('page'))) expect(item.size, item.text).toBeGreaterThanOrEqual(POSTER_SIZES_A3.text * scale - 0.01)
    for (const item of items.filter((i) => i.inFigure)) expect(item.size, item.text).toBeGreaterThanOrEqual(POSTER_DIAGRAM_TEXT_PT_A3 * scale - 0.01)
  })

  it('rebuilds byte for byte', async () => {
    const [first, second] = await Promise.all([poster(['--lang', 'en']), poster(['--lang', 'en'])])
    expect(first.bytes.equals(second.bytes)).toBe(true)
  })

  it('refuses Letter, a bad language or a stray argument with exit 2, writing nothing; stops on Ctrl-C with 130', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'awale-poster-'))
    const out = join(dir, 'poster.pdf')
    await writeFile(out, 'previous')
    const letter = await runCli(['poster', '--paper', 'letter', '--out', out])
    expect(letter.code).toBe(2)
    expect(letter.stderr).toContain('--paper must be one of a3, a4')
    expect((await runCli(['poster', '--lang', 'de', '--out', out])).code).toBe(2)
    expect((await runCli(['poster', 'big', '--out', out])).code).toBe(2)
    const controller = new AbortController()
    controller.abort()
    const stopped = await runCli(['poster', '--out', out], { signal: controller.signal })
    expect(stopped.code).toBe(130)
    expect(await readFile(out, 'utf8')).toBe('previous')
  })

  it('--help names every option and the exit codes; the command list names it', async () => {
    const { code, stdout } = await runCli(['poster', '--help'])
    expect(code).toBe(0)
    for (const words of ['--lang', '--paper', '--out', 'a3', 'a4', 'out/awale-poster-LANG-PAPER.pdf', 'Exit codes', '130']) expect(stdout).toContain(words)
    expect((await runCli(['--help'])).stdout).toMatch(/\n {2}poster +/)
  })

  it('writes out/awale-poster-LANG-PAPER.pdf by default', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'awale-poster-'))
    const result = await runCli(['poster', '--lang', 'en', '--paper', 'a4'], { cwd: dir })
    expect(result.code).toBe(0)
    expect((await readPdf(await readFile(join(dir, 'out', 'awale-poster-en-a4.pdf')))).pages).toHaveLength(1)
  })
})

describe('the poster layout', () => {
  /** The poster's layout with the kit's diagrams, or with diagrams of one forced aspect (flat or tall). */
  const layoutOf = async (paper: (typeof PAPERS)[number], lang: Lang, aspect?: number) => {
    const doc = await createDocument({ lang, title: 't', subject: 's', date: new Date(0) })
    const context = { doc, strings: kitStrings(lang), paper, diagrams: posterDiagrams({ doc, lang, paper }) }
    return aspect === undefined ? posterLayout(context) : posterLayout(context, undefined, (_key, _diagram, width) => width / aspect)
  }

  it.each(PAPERS.flatMap((paper) => (['fr', 'en'] as const).map((lang) => [paper, lang] as const)))(
    '%s %s: six numbered rules, diagrams of 80 mm or more, nothing overlapping or off the page',
    async (paper, lang) => {
      const layout = await layoutOf(paper, lang)
      expect([...layout.cells.map((cell) => cell.key)].sort()).toEqual([...POSTER_RULES].sort())
      expect(layout.cells.map((cell) => cell.number)).toEqual([1, 2, 3, 4, 5, 6])
      // Readable on the wall: never a diagram under the rules pages' 80 mm; on A3 all six rules have one.
      expect(layout.diagramWidth / MM).toBeGreaterThanOrEqual(MIN_POSTER_DIAGRAM_MM)
      if (paper === 'a3') expect(layout.cells.every((cell) => cell.diagram !== null)).toBe(true)
      expect(layout.cells.filter((cell) => cell.diagram !== null).length).toBeGreaterThanOrEqual(2)
      const boxes = [layout.title, layout.subtitle, ...layout.cells.flatMap((cell) => [cell.name, cell.text, ...(cell.diagram ? [cell.diagram] : [])])]
      boxes.forEach((box, i) => {
        expect(box.x).toBeGreaterThanOrEqual(0)
        expect(box.y).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width).toBeLessThanOrEqual(layout.pageWidth)
        // Above the kit's footer line.
        expect(box.y + box.height).toBeLessThanOrEqual(layout.pageHeight - 12 * MM)
        for (const other of boxes.slice(i + 1)) {
          const apart = box.x + box.width <= other.x || other.x + other.width <= box.x || box.y + box.height <= other.y || other.y + other.height <= box.y
          expect(apart, `${JSON.stringify(box)} / ${JSON.stringify(other)}`).toBe(true)
        }
      })
    },
  )

  it("keeps six pictures on A3 whatever the diagrams' shape, in two columns or three, whichever is larger", async () => {
    const flat = await layoutOf('a3', 'fr', 1.9)
    const tall = await layoutOf('a3', 'fr', 1.15)
    expect(flat.columns).toBe(2)
    expect(tall.columns).toBe(3)
    for (const layout of [flat, tall]) {
      expect(layout.cells.every((cell) => cell.diagram !== null)).toBe(true)
      expect(layout.diagramWidth / MM).toBeGreaterThanOrEqual(MIN_POSTER_DIAGRAM_MM)
    }
  })

  it('on A4, the most needed rules keep their pictures (of 80 mm or more), the others are in words', async () => {
    const pictured = (layout: Awaited<ReturnType<typeof layoutOf>>) => layout.cells.filter((cell) => cell.diagram !== null).map((cell) => cell.key)
    const flat = await layoutOf('a4', 'en', 1.82)
    expect(pictured(flat).sort()).toEqual(['capture', 'feeding', 'sowing', 'win'])
    const tall = await layoutOf('a4', 'en', 1.15)
    expect(pictured(tall).sort()).toEqual(['capture', 'sowing'])
    for (const layout of [flat, tall]) {
      expect(layout.diagramWidth / MM).toBeGreaterThanOrEqual(MIN_POSTER_DIAGRAM_MM)
      // Pictures first, words after: reading order follows the page.
      const firstInWords = layout.cells.findIndex((cell) => cell.diagram === null)
      expect(layout.cells.slice(firstInWords).every((cell) => cell.diagram === null)).toBe(true)
    }
  })
})

describe('the poster in a kit', () => {
  it('a kit definition may list the poster; the cover names it with its page', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'awale-poster-'))
    const kit = join(dir, 'kit.yaml')
    await writeFile(kit, 'sections: [cover, poster, rules]\n')
    const out = join(dir, 'kit.pdf')
    const result = await runCli(['build', '--kit', kit, '--exercises', 'exercises/a1.yaml', '--out', out])
    expect(result.code).toBe(0)
    const pdf = await readPdf(await readFile(out))
    const fr = kitStrings('fr')
    expect(pdf.pages).toHaveLength(4)
    expect(flat(pdf.pages[0]!.text)).toMatch(new RegExp(`${flat(fr.text('sections.poster'))}[ .]*2`))
    expect(flat(pdf.pages[1]!.text).startsWith(flat(fr.text('poster.title')))).toBe(true)
  })
})
