/**
 * How full each lesson page of the teacher's guide is, measured as a reader sees it (pdfjs): the
 * lowest line of text above the footer, as a share of the page's frame (margins and footer left
 * out), and the smallest text on them. The guide holds each lesson to one page (and its text to
 * 7 pt or more); this says how much room is left.
 *
 *   npx tsx scripts/guide-fill.ts [--paper a4|letter] [--lang fr|en]
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
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

const folder = mkdtempSync(join(tmpdir(), 'guide-fill-'))
try {
  for (const paper of papers)
    for (const lang of langs) {
      const file = join(folder, `guide-${paper}-${lang}.pdf`)
      const code = await main(['build', '--section', 'guide', '--paper', paper, '--lang', lang, '--out', file], io)
      if (code !== 0) throw new Error(`build guide ${paper} ${lang}: exit ${code}`)
      const pdf = await getDocument({ data: new Uint8Array(readFileSync(file)), verbosity: 0 }).promise
      const fills: string[] = []
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
      }
      console.log(`${paper} ${lang} (${pdf.numPages} pages): ${fills.join(', ')}; fullest ${(100 * most).toFixed(1)} %; smallest text ${smallest.toFixed(2)} pt`)
      await pdf.destroy()
    }
} finally {
  rmSync(folder, { recursive: true, force: true })
}
