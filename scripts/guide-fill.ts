/**
 * How full each lesson page of the teacher's guide is, measured as a reader sees it (pdfjs): the
 * lowest line of text above the footer, as a share of the page's frame (margins and footer left
 * out), and the smallest text on them. The guide holds each lesson to one page (and its text to
 * 7 pt or more); this says how much room is left. And the boxes of each lesson's tally grid, read
 * from the lines the page draws (the grid is the page's widest path of straight lines): a box's
 * width and height, in mm.
 *
 *   npx tsx scripts/guide-fill.ts [--paper a4|letter] [--lang fr|en]
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { OPS, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { main } from '../src/cli/main.js'
import type { CliIO } from '../src/cli/io.js'
import { FOOTER_MM, MARGIN_MM } from '../src/pdf/page.js'
import { kitLessons } from '../src/pdf/guide.js'

const { values } = parseArgs({ options: { paper: { type: 'string', multiple: true }, lang: { type: 'string', multiple: true } } })
const papers = values.paper ?? ['a4', 'letter']
const langs = values.lang ?? ['fr', 'en']
const MM = 25.4 / 72

const io: CliIO = {
  stdout: { write: () => true },
  stderr: { write: () => true },
  stdinLines: async function* () {},
  cwd: process.cwd(),
  env: { SOURCE_DATE_EPOCH: '0' },
  stderrIsTTY: false,
}

/** pdfjs's path operators (its DrawOPS), each followed by its coordinates. */
const PATH_ARGS: Record<number, number> = { 0: 2, 1: 2, 2: 6, 3: 4, 4: 0 }

/**
 * The tally grid's box on a page, from its lines: the straight segments of the page's path that
 * has the most vertical ones (the 29 lines between the pupils' boxes, and the words' edge).
 */
async function gridBox(page: Awaited<ReturnType<Awaited<ReturnType<typeof getDocument>['promise']>['getPage']>>): Promise<{ width: number; height: number } | null> {
  const ops = await page.getOperatorList()
  let best: { xs: number[]; ys: number[] } | null = null
  ops.fnArray.forEach((fn, index) => {
    if (fn !== OPS.constructPath) return
    const data = Array.from((ops.argsArray[index] as [number, ArrayLike<number>[]])[1][0] ?? [])
    const xs: number[] = []
    const ys: number[] = []
    let at: [number, number] = [0, 0]
    for (let i = 0; i < data.length; ) {
      const op = data[i]!
      const args = data.slice(i + 1, i + 1 + (PATH_ARGS[op] ?? 0))
      if (op === 1) {
        const [x, y] = args as [number, number]
        if (Math.abs(x - at[0]) < 0.01) xs.push(x)
        else if (Math.abs(y - at[1]) < 0.01) ys.push(y)
      }
      if (op === 0 || op === 1) at = [args[0]!, args[1]!]
      i += 1 + (PATH_ARGS[op] ?? 0)
    }
    if (xs.length >= 29 && (best === null || xs.length > best.xs.length)) best = { xs, ys }
  })
  if (best === null) return null
  const { xs, ys } = best as { xs: number[]; ys: number[] }
  const columns = [...new Set(xs.map((x) => x.toFixed(2)))].map(Number).sort((a, b) => a - b)
  const rows = [...new Set(ys.map((y) => y.toFixed(2)))].map(Number).sort((a, b) => a - b)
  // The boxes are the last 28 columns; the rows, the spaces between the horizontal lines.
  const width = (columns[columns.length - 1]! - columns[columns.length - 29]!) / 28
  const height = (rows[rows.length - 1]! - rows[0]!) / (rows.length - 1)
  return { width: width * MM, height: height * MM }
}

const folder = mkdtempSync(join(tmpdir(), 'guide-fill-'))
try {
  for (const paper of papers)
    for (const lang of langs) {
      const file = join(folder, `guide-${paper}-${lang}.pdf`)
      const code = await main(['build', '--section', 'guide', '--paper', paper, '--lang', lang, '--out', file], io)
      if (code !== 0) throw new Error(`build guide ${paper} ${lang}: exit ${code}`)
      const pdf = await getDocument({ data: new Uint8Array(readFileSync(file)), verbosity: 0 }).promise
      const fills: string[] = []
      const boxes: string[] = []
      let most = 0
      let smallest = Infinity
      for (const [index] of kitLessons().entries()) {
        const page = await pdf.getPage(3 + index)
        const [, , , top] = page.view as number[]
        const heightMm = top! * MM
        const frame = heightMm - 2 * MARGIN_MM - FOOTER_MM
        const items = (await page.getTextContent()).items.flatMap((item) => ('str' in item && item.str.trim() !== '' ? [item] : []))
        // The lowest text but the footer's (in the footer band).
        const lowest = Math.max(...items.map((item) => heightMm - item.transform[5]! * MM + 0.25 * item.height * MM).filter((y) => y < heightMm - MARGIN_MM - FOOTER_MM + 1))
        // The size of text as set (the text matrix's vertical scale).
        for (const item of items) smallest = Math.min(smallest, Math.hypot(item.transform[2]!, item.transform[3]!))
        const fill = (lowest - MARGIN_MM) / frame
        most = Math.max(most, fill)
        fills.push(`${index + 1}: ${(100 * fill).toFixed(0)} %`)
        const box = await gridBox(page)
        if (box) boxes.push(`${index + 1}: ${box.width.toFixed(1)} × ${box.height.toFixed(1)}`)
      }
      console.log(`${paper} ${lang} (${pdf.numPages} pages): ${fills.join(', ')}; fullest ${(100 * most).toFixed(1)} %; smallest text ${smallest.toFixed(2)} pt`)
      console.log(`  grid boxes (mm): ${boxes.join(', ')}`)
      await pdf.destroy()
    }
} finally {
  rmSync(folder, { recursive: true, force: true })
}
