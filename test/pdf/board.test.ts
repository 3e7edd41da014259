import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CALIBRATION_MM, MIN_HOLE_MM, boardLayout } from '../../src/pdf/board-layout.js'
import { PAPERS, PAPER_SIZES } from '../../src/pdf/paper.js'
import { runCli } from '../cli/harness.js'
import { embeddedFontNames, readPdf } from './read-pdf.js'

describe('the real-size board layout', () => {
  it.each(['a4', 'letter'] as const)('%s: holes at least 40 mm across, on two landscape sheets', (paper) => {
    const layout = boardLayout(paper)
    expect(layout.holeDiameterMm).toBeGreaterThanOrEqual(MIN_HOLE_MM)
    expect(layout.sheets).toHaveLength(2)
    for (const sheet of layout.sheets) expect(sheet.pageWidthMm).toBeGreaterThan(sheet.pageHeightMm)
  })

  it('A3 holds the whole board on one sheet, with larger holes than A4 and Letter', () => {
    const a3 = boardLayout('a3')
    expect(a3.sheets).toHaveLength(1)
    expect(a3.holeDiameterMm).toBeGreaterThan(boardLayout('a4').holeDiameterMm)
    expect(a3.holeDiameterMm).toBeGreaterThan(boardLayout('letter').holeDiameterMm)
  })

  it.each(PAPERS)('%s: every hole A–L once, inside the page margins, none overlapping', (paper) => {
    const layout = boardLayout(paper)
    const spots = layout.sheets.flatMap((sheet) => sheet.holes.map((spot) => ({ sheet, spot })))
    expect(spots.map(({ spot }) => spot.hole).sort()).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L'])
    for (const { sheet, spot } of spots) {
      expect(spot.diameter).toBe(layout.holeDiameterMm)
      expect(spot.cx - spot.diameter / 2).toBeGreaterThan(5)
      expect(spot.cx + spot.diameter / 2).toBeLessThan(sheet.pageWidthMm - 5)
      expect(spot.cy - spot.diameter / 2).toBeGreaterThan(5)
      expect(spot.cy + spot.diameter / 2).toBeLessThan(sheet.pageHeightMm - 5)
      for (const other of sheet.holes) {
        if (other === spot) continue
        expect(Math.hypot(other.cx - spot.cx, other.cy - spot.cy)).toBeGreaterThanOrEqual(spot.diameter)
      }
    }
  })

  it('South reads A→F left to right, North L→G above it (the kit letters)', () => {
    const a3 = boardLayout('a3').sheets[0]!
    const row = (letters: string) => letters.split('').map((h) => a3.holes.find((s) => s.hole === h)!)
    const south = row('ABCDEF')
    const north = row('LKJIHG')
    for (let i = 1; i < 6; i++) {
      expect(south[i]!.cx).toBeGreaterThan(south[i - 1]!.cx)
      expect(north[i]!.cx).toBeCloseTo(south[i]!.cx, 6)
      expect(north[i]!.cy).toBeLessThan(south[i]!.cy)
    }
  })

  it.each(['a4', 'letter'] as const)('%s: once part 1 is cut and glued, the holes follow on at the same pitch', (paper) => {
    const { sheets, pitchMm } = boardLayout(paper)
    const [one, two] = sheets as [(typeof sheets)[0], (typeof sheets)[0]]
    expect(one.cutLine).not.toBeNull()
    expect(two.glueTab).not.toBeNull()
    // Part 1's cut edge lands on part 2's glue-tab edge, which is part 2's board edge.
    const shift = two.glueTab!.x + two.glueTab!.width - one.cutLine!.x
    const c = one.holes.find((s) => s.hole === 'C')!
    const d = two.holes.find((s) => s.hole === 'D')!
    expect(d.cx - (c.cx + shift)).toBeCloseTo(pitchMm, 6)
    expect(d.cy).toBeCloseTo(c.cy, 6)
  })

  it.each(PAPERS)('%s: a calibration bar of exactly 10 cm on every sheet', (paper) => {
    for (const sheet of boardLayout(paper).sheets) {
      expect(sheet.calibration.lengthMm).toBe(CALIBRATION_MM)
      expect(sheet.calibration.x + CALIBRATION_MM).toBeLessThan(sheet.pageWidthMm)
    }
    expect(CALIBRATION_MM).toBe(100)
  })
})

describe('awale-kit board', () => {
  it.each(PAPERS)('writes the board on %s paper at real size, fonts embedded', async (paper) => {
    const dir = await mkdtemp(join(tmpdir(), 'awale-board-'))
    const out = join(dir, 'board.pdf')
    const result = await runCli(['board', '--paper', paper, '--out', out])
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    const bytes = await readFile(out)
    const pdf = await readPdf(bytes)
    const { widthMm, heightMm } = PAPER_SIZES[paper]
    expect(pdf.pages).toHaveLength(boardLayout(paper).sheets.length)
    for (const page of pdf.pages) {
      // Landscape: the long side across.
      expect(page.widthMm).toBeCloseTo(heightMm, 1)
      expect(page.heightMm).toBeCloseTo(widthMm, 1)
      expect(page.text).toContain('10 cm')
      for (const letter of ['Réserve de Nord', 'Réserve de Sud']) expect(page.text).toContain(letter)
    }
    expect(embeddedFontNames(bytes).some((name) => name.endsWith('+Andika'))).toBe(true)
  })

  it('speaks English with --lang en', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'awale-board-'))
    const out = join(dir, 'board.pdf')
    expect((await runCli(['board', '--lang', 'en', '--out', out])).code).toBe(0)
    const pdf = await readPdf(await readFile(out))
    expect(pdf.pages[0]!.text).toContain("North's store")
    expect(pdf.pages[0]!.text).toContain('cut here')
  })

  it('refuses a bad option with exit 2 and writes nothing', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'awale-board-'))
    const out = join(dir, 'board.pdf')
    await writeFile(out, 'previous')
    const result = await runCli(['board', '--paper', 'a5', '--out', out])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('--paper must be one of a4, letter, a3')
    expect(await readFile(out, 'utf8')).toBe('previous')
  })
})
