// How near a code a child's pencil may come before the code stops scanning (docs/self-check.md):
// every code of the bank's sheets with text answers (French A4 unless told), rendered at 72 dpi, with pencil
// strokes (0.5 mm, mid-grey as graphite) drawn in its quiet zone at a given distance from its dark
// modules — along its left side and its bottom, where answer places stand — then read with zbar in
// the 4 mm window the read-back test uses. `npx tsx scripts/pencil-marks.ts [--dpi 72] [--paper a4|letter]
// [--lang fr|en] [--window MM]` (needs pdftoppm and zbarimg; WHICH=1 names the codes not read).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { planSheets } from '../src/kit/sheets.js'
import { buildKitPdf } from '../src/pdf/kit.js'
import type { NumberedPage } from '../src/pdf/kit.js'
import type { PrintedCode } from '../src/pdf/page.js'
import { loadShippedKit } from './shipped-kit.js'

const { values } = parseArgs({
  options: { dpi: { type: 'string', default: '72' }, paper: { type: 'string', default: 'a4' }, lang: { type: 'string', default: 'fr' }, window: { type: 'string', default: '4' } },
})
const dpi = Number(values.dpi)
const POINTS_PER_MM = 72 / 25.4
const dir = mkdtempSync(join(tmpdir(), 'awale-pencil-'))
const kit = await loadShippedKit()
const sheets = planSheets(kit.lessons, kit.exercises)
let plan: readonly NumberedPage[] = []
const bytes = await buildKitPdf(
  {
    lang: values.lang as 'fr' | 'en',
    paper: values.paper as 'a4' | 'letter',
    definition: kit.definition,
    exercises: kit.exercises,
    sheets,
    date: new Date(0),
    selfCheck: { studioUrl: null },
    onPlanned: (pages) => (plan = pages),
  },
  ['worksheet', 'annex'],
)
writeFileSync(join(dir, 'sheets.pdf'), bytes)
spawnSync('pdftoppm', ['-gray', '-r', String(dpi), join(dir, 'sheets.pdf'), join(dir, 'page')])
const images = new Map(
  readdirSync(dir)
    .filter((name) => name.endsWith('.pgm'))
    .map((name) => {
      const data = readFileSync(join(dir, name))
      const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(data.subarray(0, 64).toString('latin1'))!
      return [Number(/-(\d+)\.pgm$/.exec(name)![1]), { width: Number(header[1]), height: Number(header[2]), pixels: data.subarray(header[0].length) }] as const
    }),
)
const codes: { page: number; code: PrintedCode }[] = plan.flatMap((page) => (page.page?.content?.codes ?? []).map((code) => ({ page: page.number, code })))
const scale = dpi / 72
const quietMm = 2.8

/** One window round a code, with pencil strokes `distance` mm from its dark modules on its left and under it. */
function window(page: number, code: PrintedCode, distance: number | null, index: number): string {
  const image = images.get(page)!
  const pad = Number(values.window) * POINTS_PER_MM
  const x0 = Math.max(0, Math.floor((code.x - pad) * scale))
  const y0 = Math.max(0, Math.floor((code.y - pad) * scale))
  const x1 = Math.min(image.width, Math.ceil((code.x + code.side + pad) * scale))
  const y1 = Math.min(image.height, Math.ceil((code.y + code.side + pad) * scale))
  const width = x1 - x0
  const height = y1 - y0
  const out = Buffer.alloc(width * height)
  for (let row = 0; row < height; row++) image.pixels.copy(out, row * width, (y0 + row) * image.width + x0, (y0 + row) * image.width + x0 + width)
  if (distance !== null) {
    // The dark square's edges, in points; a stroke 0.5 mm wide whose inner edge is `distance` mm away.
    const quiet = quietMm * POINTS_PER_MM
    const dark = { left: code.x + quiet, top: code.y + quiet, right: code.x + code.side - quiet, bottom: code.y + code.side - quiet }
    const stroke = 0.5 * POINTS_PER_MM
    const d = distance * POINTS_PER_MM
    const shade = (px: number, py: number, cover: number) => {
      const x = Math.floor(px * scale) - x0
      const y = Math.floor(py * scale) - y0
      if (x < 0 || y < 0 || x >= width || y >= height) return
      out[y * width + x] = Math.min(out[y * width + x]!, Math.round(255 - cover * (255 - 90)))
    }
    // Graphite is grey, not black (90 of 255), drawn pixel by pixel with the share of the pixel it covers.
    const step = 1 / scale / 4
    for (let y = dark.top - d - stroke; y <= dark.bottom + d + stroke; y += step) for (let x = dark.left - d - stroke; x < dark.left - d; x += step) shade(x, y, 1)
    for (let x = dark.left - d - stroke; x <= dark.right + d + stroke; x += step) for (let y = dark.bottom + d; y < dark.bottom + d + stroke; y += step) shade(x, y, 1)
  }
  const file = join(dir, `w-${index}-${distance ?? 'none'}.pgm`)
  writeFileSync(file, Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`, 'latin1'), out]))
  return file
}

for (const distance of [null, 2.8, 2, 1.5, 1, 0.5]) {
  const files = codes.map(({ page, code }, index) => window(page, code, distance, index))
  const result = spawnSync('zbarimg', ['-q', '--raw', '-Sdisable', '-Sqrcode.enable', ...files], { encoding: 'utf8', maxBuffer: 1 << 26 })
  // zbarimg prints each read, one code's text over several lines: count the reads by their first line.
  const reads = (result.stdout.match(/^Exerci[cs]e \d+$/gm) ?? []).length
  if (process.env.WHICH && distance === null)
    for (const [index, file] of files.entries()) {
      const one = spawnSync('zbarimg', ['-q', '--raw', '-Sdisable', '-Sqrcode.enable', file], { encoding: 'utf8' })
      if (!one.stdout.trim())
        console.log(
          'missed',
          index,
          codes[index]!.page,
          JSON.stringify(codes[index]!.code.content).slice(0, 60),
          (codes[index]!.code.side / POINTS_PER_MM).toFixed(1),
          'x',
          (codes[index]!.code.x / POINTS_PER_MM).toFixed(2),
          'y',
          (codes[index]!.code.y / POINTS_PER_MM).toFixed(2),
        )
    }
  console.log(`${distance === null ? 'no pencil' : `pencil ${distance} mm from the dark modules`}: ${reads} of ${codes.length} read at ${dpi} dpi`)
}
rmSync(dir, { recursive: true, force: true })
