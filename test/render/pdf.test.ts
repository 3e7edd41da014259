// The kit's diagrams as pdfkit paints them, read back from the PDF as a viewer does (pdfjs): text sizes
// in points at the width the kit prints them, letters included (they live in the reused form XObject).
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import type { Position } from '../../src/engine/index.js'
import { fromSetup, parsePosition, play } from '../../src/engine/index.js'
import type { Diagram } from '../../src/pdf/diagrams.js'
import { kitDiagrams } from '../../src/pdf/diagrams.js'
import { createDocument, finishDocument } from '../../src/pdf/document.js'

const MM = 72 / 25.4
const position = (notation: string): Position => {
  const setup = parsePosition(notation)
  if (!setup.ok) throw new Error(notation)
  const result = fromSetup(setup.value)
  if (!result.ok) throw new Error(notation)
  return result.value
}
const noTags = { figure: (_alt: string, draw: () => void) => draw(), paragraph: (draw: () => void) => draw(), heading: (draw: () => void) => draw() }

/** Each diagram on a page of its own, `widthMm` wide; the sizes of the texts pdfjs reads on each page. */
async function printed(make: (diagrams: ReturnType<typeof kitDiagrams>) => Diagram[], widthMm: number) {
  const doc = await createDocument({ lang: 'fr', title: 'test', subject: 'test', date: new Date(0) })
  const diagrams = kitDiagrams(doc, 'fr')
  const made = make(diagrams)
  for (const diagram of made) {
    doc.addPage({ size: [widthMm * MM + 40, diagram.height(widthMm * MM) + 40], margin: 0 })
    diagrams.draw(doc, diagram, 20, 20, widthMm * MM, noTags as never)
  }
  const pdf = await getDocument({ data: new Uint8Array(await finishDocument(doc)), verbosity: 0 }).promise
  const pages: { text: string; size: number }[][] = []
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent()
    pages.push(content.items.flatMap((item) => ('str' in item && item.str.trim() !== '' ? [{ text: item.str, size: Math.hypot(item.transform[0], item.transform[1]) }] : [])))
  }
  await pdf.destroy()
  return { made, pages }
}

describe('the kit’s diagrams, painted', () => {
  it('at 90 mm every text is 7 pt or more and the hole letters 9 pt, turned boards and stores included', async () => {
    const report = play(position('1-2-1-1-0-1-0-0-0-0-0-3-0-0-N'), 'L')
    const end = play(position('0-0-0-0-0-3-0-0-0-0-0-0-24-21-S'), 'F')
    if (!report.ok || !end.ok) throw new Error('example')
    const { pages } = await printed(
      (d) => [
        d.position(position('1-2-3-4-5-6-7-8-9-0-0-0-0-3-N')),
        d.legal(position('4-4-4-4-4-4-4-4-4-4-4-4-0-0-S')),
        d.blank(position('4-4-4-4-4-4-4-4-4-4-4-4-0-0-S'), { bottom: 'north' }),
        d.answer(report.value),
        d.answer(end.value),
      ],
      90,
    )
    const letters = new Set('ABCDEFGHIJKL')
    for (const page of pages) {
      // The letters of the fixed layer are read too: twelve on every diagram.
      expect(page.filter((item) => letters.has(item.text)).length).toBeGreaterThanOrEqual(12)
      for (const item of page) {
        expect(item.size, item.text).toBeGreaterThanOrEqual(7)
        if (letters.has(item.text)) expect(item.size, item.text).toBeGreaterThanOrEqual(9)
      }
    }
    expect(pages[0]!.map((item) => item.text).join(' ')).toContain('C’est à Nord de jouer')
    expect(pages[2]!.map((item) => item.text).join(' ')).toContain('Écris le nombre de graines dans chaque trou.'.split(' ')[0]!)
  })

  it('each diagram has its own height, and a height reserved with `aspect` always holds it', async () => {
    const doc = await createDocument({ lang: 'fr', title: 'test', subject: 'test', date: new Date(0) })
    const diagrams = kitDiagrams(doc, 'fr')
    const lap = play(position('0-0-40-0-0-0-0-0-0-0-0-8-0-0-S'), 'C')
    if (!lap.ok) throw new Error('example')
    const made = [diagrams.position(position('4-4-4-4-4-4-4-4-4-4-4-4-0-0-S')), diagrams.blank(position('4-4-4-4-4-4-4-4-4-4-4-4-0-0-S')), diagrams.answer(lap.value)]
    const width = 90 * MM
    const heights = made.map((diagram) => diagram.height(width))
    expect(new Set(heights.map(Math.round)).size).toBe(3)
    for (const [i, diagram] of made.entries()) {
      expect(heights[i]).toBeCloseTo(width / diagram.aspect, 3)
      expect(heights[i]).toBeLessThanOrEqual(width / diagrams.aspect)
      expect(diagram.outside(width)).toBeNull()
    }
    await finishDocument(doc)
  })
})
