import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { BoardLayout, BoardSheet, RectMm } from '../../src/pdf/board-layout.js'
import { BOARD_SIZES, CALIBRATION_MM, MIN_HOLE_MM, boardLayout } from '../../src/pdf/board-layout.js'
import { parseKitDefinition } from '../../src/kit/definition.js'
import { PAPERS, PAPER_SIZES } from '../../src/pdf/paper.js'
import { kitStrings } from '../../src/pdf/strings.js'
import { runCli } from '../cli/harness.js'
import { embeddedFontNames, inflatedStreams, readPdf, readTextItems } from './read-pdf.js'

const LAYOUTS: BoardLayout[] = PAPERS.flatMap((paper) => BOARD_SIZES.map((size) => boardLayout(paper, size)))
const name = (layout: BoardLayout) => `${layout.paper} ${layout.size}`
const sheetsOf = LAYOUTS.flatMap((layout) => layout.sheets.map((sheet) => [`${name(layout)} part ${sheet.part}`, layout, sheet] as const))

/** Two rectangles share some area (touching edges do not count). */
const overlap = (a: RectMm, b: RectMm): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
/** The distance between two rectangles (0 when they touch or overlap). */
const distance = (a: RectMm, b: RectMm): number => Math.hypot(Math.max(0, b.x - (a.x + a.width), a.x - (b.x + b.width)), Math.max(0, b.y - (a.y + a.height), a.y - (b.y + b.height)))
const circleBox = (cx: number, cy: number, r: number): RectMm => ({ x: cx - r, y: cy - r, width: 2 * r, height: 2 * r })
/** A circle and a rectangle share some area. */
const circleMeetsRect = (cx: number, cy: number, r: number, rect: RectMm): boolean =>
  Math.hypot(cx - Math.max(rect.x, Math.min(cx, rect.x + rect.width)), cy - Math.max(rect.y, Math.min(cy, rect.y + rect.height))) < r

/** The box around an arrowhead (its tip, and the two corners of its base). */
function arrowheadBox(head: BoardSheet['track']['arrowheads'][number]): RectMm {
  const angle = (head.angleDeg * Math.PI) / 180
  const [dx, dy] = [Math.cos(angle), Math.sin(angle)]
  const points = [
    [head.x, head.y],
    [head.x - dx * head.size - dy * (head.size / 2), head.y - dy * head.size + dx * (head.size / 2)],
    [head.x - dx * head.size + dy * (head.size / 2), head.y - dy * head.size - dx * (head.size / 2)],
  ]
  const xs = points.map((p) => p[0]!)
  const ys = points.map((p) => p[1]!)
  return { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) }
}

/** The box around a piece of the track, its stroke included. */
function pieceBox(piece: BoardSheet['track']['pieces'][number], width: number): RectMm {
  const half = width / 2
  if (piece.kind === 'line')
    return { x: Math.min(piece.x1, piece.x2) - half, y: Math.min(piece.y1, piece.y2) - half, width: Math.abs(piece.x2 - piece.x1) + width, height: Math.abs(piece.y2 - piece.y1) + width }
  return circleBox(piece.cx, piece.cy, piece.r + half)
}

describe('the real-size board layout', () => {
  it.each(['a4', 'letter'] as const)('%s: one landscape sheet by default, holes at least 40 mm across', (paper) => {
    const layout = boardLayout(paper)
    expect(layout.sheets).toHaveLength(1)
    expect(layout.holeDiameterMm).toBeGreaterThanOrEqual(MIN_HOLE_MM)
    const sheet = layout.sheets[0]!
    expect(sheet.pageWidthMm).toBeGreaterThan(sheet.pageHeightMm)
    expect(sheet.stores.map((store) => store.side).sort()).toEqual(['north', 'south'])
  })

  it('--size large keeps the two-sheet boards: 46 mm on A4, 47.5 mm on Letter', () => {
    expect(boardLayout('a4', 'large').holeDiameterMm).toBe(46)
    expect(boardLayout('letter', 'large').holeDiameterMm).toBe(47.5)
    for (const paper of ['a4', 'letter'] as const) {
      const large = boardLayout(paper, 'large')
      expect(large.sheets).toHaveLength(2)
      expect(large.holeDiameterMm).toBeGreaterThan(boardLayout(paper).holeDiameterMm)
    }
  })

  it('A3 holds the whole board on one sheet with 61 mm holes, whatever the size asked', () => {
    for (const size of BOARD_SIZES) {
      const a3 = boardLayout('a3', size)
      expect(a3.sheets).toHaveLength(1)
      expect(a3.holeDiameterMm).toBe(61)
    }
  })

  it.each(sheetsOf)('%s: holes inside the page margins, none overlapping, clear of the footer', (_, layout, sheet) => {
    for (const spot of sheet.holes) {
      expect(spot.diameter).toBe(layout.holeDiameterMm)
      const box = circleBox(spot.cx, spot.cy, spot.diameter / 2)
      expect(box.x).toBeGreaterThan(5)
      expect(box.x + box.width).toBeLessThan(sheet.pageWidthMm - 5)
      expect(box.y).toBeGreaterThan(5)
      expect(box.y + box.height).toBeLessThan(sheet.pageHeightMm - 12)
      for (const other of sheet.holes) if (other !== spot) expect(Math.hypot(other.cx - spot.cx, other.cy - spot.cy)).toBeGreaterThan(spot.diameter)
    }
  })

  it.each(LAYOUTS.map((layout) => [name(layout), layout] as const))('%s: every hole A–L once; South reads A→F left to right, North L→G above it', (_, layout) => {
    const spots = layout.sheets.flatMap((sheet, part) => sheet.holes.map((spot) => ({ ...spot, part })))
    expect(spots.map((spot) => spot.hole).sort()).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L'])
    const order = (letters: string) => letters.split('').map((hole) => spots.find((spot) => spot.hole === hole)!)
    const [south, north] = [order('ABCDEF'), order('LKJIHG')]
    for (let i = 0; i < 6; i++) {
      expect(south[i]!.side).toBe('south')
      expect(north[i]!.side).toBe('north')
      expect(north[i]!.cx).toBeCloseTo(south[i]!.cx, 6)
      expect(north[i]!.cy).toBeLessThan(south[i]!.cy)
      if (i > 0 && south[i]!.part === south[i - 1]!.part) expect(south[i]!.cx - south[i - 1]!.cx).toBeCloseTo(layout.pitchMm, 6)
    }
  })

  it.each(['a4', 'letter'] as const)('%s large: once part 1 is cut and glued, the holes follow on at the same pitch', (paper) => {
    const { sheets, pitchMm } = boardLayout(paper, 'large')
    const [one, two] = sheets as [BoardSheet, BoardSheet]
    expect(one.cutLine).not.toBeNull()
    expect(two.glueTab).not.toBeNull()
    // Part 1's cut edge lands on part 2's glue-tab edge, which is part 2's board edge.
    const shift = two.glueTab!.x + two.glueTab!.width - one.cutLine!.x
    const c = one.holes.find((s) => s.hole === 'C')!
    const d = two.holes.find((s) => s.hole === 'D')!
    expect(d.cx - (c.cx + shift)).toBeCloseTo(pitchMm, 6)
    expect(d.cy).toBeCloseTo(c.cy, 6)
    // The bands meet at the joint without a rounded notch.
    expect(one.stores.every((store) => store.openEnd === 'right')).toBe(true)
    expect(two.stores.every((store) => store.openEnd === 'left')).toBe(true)
  })

  it.each(sheetsOf)('%s: everything of North faces North (turned half round), everything of South faces South', (_, _layout, sheet) => {
    for (const letter of sheet.letters) expect(letter.upsideDown).toBe(sheet.holes.find((spot) => spot.hole === letter.hole)!.side === 'north')
    for (const store of sheet.stores) expect(store.upsideDown).toBe(store.side === 'north')
    // North's band is at North's edge (the top), South's at the bottom, each in front of its row.
    const [north, south] = (['north', 'south'] as const).map((side) => sheet.stores.find((store) => store.side === side)!.rect)
    const rowY = (side: 'north' | 'south') => sheet.holes.find((spot) => spot.side === side)!.cy
    expect(north!.y + north!.height).toBeLessThan(rowY('north'))
    expect(south!.y).toBeGreaterThan(rowY('south'))
  })

  it.each(sheetsOf)('%s: letters clear of every band, hole, track and mark; notes clear of the board', (_, _layout, sheet) => {
    const track = [...sheet.track.pieces.map((piece) => pieceBox(piece, sheet.track.widthMm)), ...sheet.track.arrowheads.map(arrowheadBox)]
    const marks: RectMm[] = [
      ...sheet.stores.map((store) => store.rect),
      ...sheet.track.arrowheads.map(arrowheadBox),
      sheet.calibration.rect,
      ...sheet.texts.map((text) => text.rect),
      ...(sheet.glueTab ? [sheet.glueTab] : []),
      ...(sheet.cutLine ? [{ x: sheet.cutLine.x - 0.5, y: sheet.cutLine.y1, width: 1, height: sheet.cutLine.y2 - sheet.cutLine.y1 }] : []),
    ]
    for (const letter of sheet.letters) {
      for (const mark of marks) expect(overlap(letter.box, mark), `${letter.hole} and ${JSON.stringify(mark)}`).toBe(false)
      // The straight parts of the track run right past the letters: at least half a millimetre apart.
      for (const piece of sheet.track.pieces) if (piece.kind === 'line') expect(distance(letter.box, pieceBox(piece, sheet.track.widthMm))).toBeGreaterThan(0.5)
      for (const spot of sheet.holes) expect(circleMeetsRect(spot.cx, spot.cy, spot.diameter / 2, letter.box), `${letter.hole} on hole ${spot.hole}`).toBe(false)
      // The box holds the glyph: one em of the letter's size.
      expect(letter.box.height).toBeCloseTo((letter.sizePt * 25.4) / 72, 6)
    }
    for (const head of sheet.track.arrowheads)
      for (const spot of sheet.holes) expect(circleMeetsRect(spot.cx, spot.cy, spot.diameter / 2, arrowheadBox(head)), `arrowhead on hole ${spot.hole}`).toBe(false)
    for (const piece of track) for (const store of sheet.stores) expect(overlap(piece, store.rect)).toBe(false)
    // The notes and the bar stay off the board and off each other, inside the page and above the footer.
    const notes = [sheet.calibration.rect, ...sheet.texts.map((text) => text.rect)]
    notes.forEach((note, i) => {
      expect(overlap(note, sheet.board)).toBe(false)
      if (sheet.glueTab) expect(overlap(note, sheet.glueTab)).toBe(false)
      for (const other of notes.slice(i + 1)) expect(overlap(note, other)).toBe(false)
      expect(note.x).toBeGreaterThanOrEqual(5)
      expect(note.x + note.width).toBeLessThanOrEqual(sheet.pageWidthMm - 5)
      expect(note.y + note.height).toBeLessThanOrEqual(sheet.pageHeightMm - 11.9)
    })
  })

  it.each(sheetsOf)('%s: a track round the rows with an arrowhead between every two columns and one at each turn', (_, layout, sheet) => {
    const { pieces, arrowheads } = sheet.track
    // The pieces join end to end: one line the eye can follow.
    const ends = pieces.map((piece) => {
      if (piece.kind === 'line')
        return [
          [piece.x1, piece.y1],
          [piece.x2, piece.y2],
        ] as const
      const at = (deg: number) => [piece.cx + piece.r * Math.cos((deg * Math.PI) / 180), piece.cy + piece.r * Math.sin((deg * Math.PI) / 180)] as const
      return [at(piece.fromDeg), at(piece.toDeg)] as const
    })
    for (let i = 1; i < ends.length; i++) {
      const joined = Math.hypot(ends[i]![0][0] - ends[i - 1]![1][0], ends[i]![0][1] - ends[i - 1]![1][1]) < 1e-6
      // On a half sheet the track is open at the joint: the one gap is there.
      if (!joined) expect(sheet.parts).toBe(2)
    }
    if (sheet.parts === 1) expect(Math.hypot(ends[0]![0][0] - ends.at(-1)![1][0], ends[0]![0][1] - ends.at(-1)![1][1])).toBeLessThan(1e-6)
    const hole = (letter: string) => sheet.holes.find((spot) => spot.hole === letter)
    const r = layout.holeDiameterMm / 2
    const turns = arrowheads.filter((head) => head.turn)
    const [f, g, l, a] = ['F', 'G', 'L', 'A'].map(hole)
    if (f && g) {
      // F → G: right of F and G, between them, pointing up.
      const up = turns.find((head) => head.angleDeg === -90)!
      expect(up.x).toBeGreaterThan(f.cx + r)
      expect(up.y).toBeGreaterThan(g.cy)
      expect(up.y).toBeLessThan(f.cy)
    }
    if (l && a) {
      const down = turns.find((head) => head.angleDeg === 90)!
      expect(down.x).toBeLessThan(a.cx - r)
      expect(down.y).toBeGreaterThan(l.cy)
      expect(down.y).toBeLessThan(a.cy)
    }
    expect(turns).toHaveLength((f && g ? 1 : 0) + (l && a ? 1 : 0))
    // Along the rows: rightwards under South's, leftwards over North's, one in each gap between columns.
    const columns = sheet.holes.filter((spot) => spot.side === 'south').length
    const along = arrowheads.filter((head) => !head.turn)
    expect(along.filter((head) => head.angleDeg === 0).length).toBeGreaterThanOrEqual(columns - 1)
    expect(along.filter((head) => head.angleDeg === 180).length).toBeGreaterThanOrEqual(columns - 1)
    const rowY = (side: 'north' | 'south') => sheet.holes.find((spot) => spot.side === side)!.cy
    for (const head of along) {
      if (head.angleDeg === 0) expect(head.y).toBeGreaterThan(rowY('south'))
      else expect(head.y).toBeLessThan(rowY('north'))
    }
    for (const head of turns) expect(head.size).toBeGreaterThan(along[0]!.size)
  })

  it.each(sheetsOf)('%s: a calibration bar of exactly 10 cm, far from any fold or cut', (_, _layout, sheet) => {
    const bar = sheet.calibration
    expect(bar.lengthMm).toBe(CALIBRATION_MM)
    expect(CALIBRATION_MM).toBe(100)
    expect(bar.x).toBeGreaterThanOrEqual(bar.rect.x)
    expect(bar.x + bar.lengthMm).toBeLessThanOrEqual(bar.rect.x + bar.rect.width)
    expect(bar.x + bar.lengthMm).toBeLessThan(sheet.pageWidthMm - 5)
    for (const mark of sheet.foldMarks) expect(distance(bar.rect, { x: mark.x, y: mark.y1, width: 0, height: mark.y2 - mark.y1 })).toBeGreaterThan(20)
    if (sheet.cutLine) expect(distance(bar.rect, { x: sheet.cutLine.x, y: sheet.cutLine.y1, width: 0, height: sheet.cutLine.y2 - sheet.cutLine.y1 })).toBeGreaterThan(20)
  })

  it('part 2 of a large board carries the fold marks at the joint, above and below the board', () => {
    for (const paper of ['a4', 'letter'] as const) {
      const [one, two] = boardLayout(paper, 'large').sheets as [BoardSheet, BoardSheet]
      expect(one.foldMarks).toHaveLength(0)
      expect(two.foldMarks).toHaveLength(2)
      for (const mark of two.foldMarks) expect(mark.x).toBeCloseTo(two.glueTab!.x + two.glueTab!.width, 6)
    }
    for (const paper of PAPERS) expect(boardLayout(paper).sheets[0]!.foldMarks).toHaveLength(0)
  })

  it('each sheet says who sits where or how to print, and every paper says both, with the 10 cm check', () => {
    for (const layout of LAYOUTS) {
      const roles = layout.sheets.flatMap((sheet) => sheet.texts.map((text) => text.role))
      for (const role of ['title', 'seats', 'calibration', 'printing'] as const) expect(roles, name(layout)).toContain(role)
      for (const sheet of layout.sheets) expect(sheet.texts.map((text) => text.role)).toContain('calibration')
    }
  })
})

/** Writes the board with the CLI and reads it back. */
async function board(args: string[]) {
  const dir = await mkdtemp(join(tmpdir(), 'awale-board-'))
  const out = join(dir, 'board.pdf')
  const result = await runCli(['board', ...args, '--out', out])
  expect(result.stderr).toBe('')
  expect(result.code).toBe(0)
  const bytes = await readFile(out)
  return { bytes, pdf: await readPdf(bytes), items: await readTextItems(bytes) }
}

describe('awale-kit board', () => {
  it.each(PAPERS.flatMap((paper) => BOARD_SIZES.map((size) => [paper, size] as const)))('writes the %s %s board at real size, fonts embedded', async (paper, size) => {
    const { bytes, pdf } = await board(['--paper', paper, '--size', size])
    const { widthMm, heightMm } = PAPER_SIZES[paper]
    expect(pdf.pages).toHaveLength(boardLayout(paper, size).sheets.length)
    if (size === 'standard') expect(pdf.pages).toHaveLength(1)
    for (const page of pdf.pages) {
      // Landscape: the long side across.
      expect(page.widthMm).toBeCloseTo(heightMm, 1)
      expect(page.heightMm).toBeCloseTo(widthMm, 1)
      expect(page.text).toContain('10 cm')
      for (const words of ['Réserve de Nord', 'Réserve de Sud', 'Vérifier la taille']) expect(page.text).toContain(words)
    }
    for (const words of ['Qui s’assoit où', 'Imprimer et jouer']) expect(pdf.pages.map((page) => page.text).join(' ')).toContain(words)
    expect(embeddedFontNames(bytes).some((font) => font.endsWith('+Andika'))).toBe(true)
    // The file is the board: its title says so, not the kit's.
    expect(pdf.info['Title']).toBe(kitStrings('fr').text('board.documentTitle'))
    expect(pdf.info['Title']).not.toBe(kitStrings('fr').text('kit.title'))
  })

  it.each(PAPERS)('%s: North reads its letters and its store from its side of the table (turned 180°), South from its own', async (paper) => {
    const { items } = await board(['--paper', paper])
    const find = (text: string) => items.filter((item) => item.text === text)
    for (const letter of 'GHIJKL') {
      expect(find(letter), letter).toHaveLength(1)
      expect(find(letter)[0]!.rotation).toBe(180)
    }
    for (const letter of 'ABCDEF') expect(find(letter)[0]!.rotation).toBe(0)
    const north = items.find((item) => item.text.startsWith('Réserve de Nord'))!
    const south = items.find((item) => item.text.startsWith('Réserve de Sud'))!
    expect(north.rotation).toBe(180)
    expect(south.rotation).toBe(0)
    // Turned about its own centre: North's band label still sits above the rows, South's below.
    expect(north.top).toBeLessThan(find('L')[0]!.top)
    expect(south.top).toBeGreaterThan(find('A')[0]!.top)
  })

  it.each(PAPERS.flatMap((paper) => BOARD_SIZES.map((size) => [paper, size] as const)))('%s %s: no text under 9 pt, the letters at 18 pt or more', async (paper, size) => {
    const { items } = await board(['--paper', paper, '--size', size, '--lang', 'en'])
    const footer = items.filter((item) => item.text.includes('page'))
    for (const item of items) if (!footer.includes(item)) expect(item.size, item.text).toBeGreaterThanOrEqual(9)
    for (const item of footer) expect(item.size).toBeGreaterThanOrEqual(7)
    for (const letter of 'ABCDEFGHIJKL') expect(items.find((item) => item.text === letter)!.size).toBeGreaterThanOrEqual(18)
  })

  it.each(PAPERS)('%s: the drawn bar is ten 1 cm blocks end to end: 100 mm', async (paper) => {
    const { bytes } = await board(['--paper', paper])
    const cm = (10 * 72) / 25.4
    const page = inflatedStreams(bytes).find((stream) => / re\b/.test(stream) && /BDC/.test(stream))!
    const blocks = [...page.matchAll(/(-?[\d.]+) (-?[\d.]+) ([\d.]+) ([\d.]+) re/g)].map((m) => m.slice(1).map(Number) as [number, number, number, number]).filter(([, , w]) => Math.abs(w - cm) < 0.01)
    expect(blocks).toHaveLength(10)
    blocks.sort((p, q) => p[0] - q[0])
    for (let i = 1; i < blocks.length; i++) expect(blocks[i]![0] - blocks[i - 1]![0]).toBeCloseTo(cm, 2)
    expect(((blocks.at(-1)![0] + cm - blocks[0]![0]) * 25.4) / 72).toBeCloseTo(100, 2)
  })

  it('speaks English with --lang en', async () => {
    const { pdf } = await board(['--lang', 'en', '--size', 'large'])
    const text = pdf.pages.map((page) => page.text).join(' ')
    for (const words of ["North's store", 'cut here', 'Who sits where?', 'Printing and playing', 'Checking the size']) expect(text).toContain(words)
    expect(pdf.info['Title']).toBe(kitStrings('en').text('board.documentTitle'))
  })

  it('rebuilds byte for byte', async () => {
    const [first, second] = await Promise.all([board(['--paper', 'letter']), board(['--paper', 'letter'])])
    expect(first.bytes.equals(second.bytes)).toBe(true)
  })

  it('refuses a bad option with exit 2 and writes nothing', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'awale-board-'))
    const out = join(dir, 'board.pdf')
    await writeFile(out, 'previous')
    const paper = await runCli(['board', '--paper', 'a5', '--out', out])
    expect(paper.code).toBe(2)
    expect(paper.stderr).toContain('--paper must be one of a4, letter, a3')
    const size = await runCli(['board', '--size', 'huge', '--out', out])
    expect(size.code).toBe(2)
    expect(size.stderr).toContain('--size must be one of standard, large')
    const extra = await runCli(['board', 'now', '--out', out])
    expect(extra.code).toBe(2)
    expect(await readFile(out, 'utf8')).toBe('previous')
  })

  it('stops on Ctrl-C with 130 and writes nothing', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'awale-board-'))
    const out = join(dir, 'board.pdf')
    await writeFile(out, 'previous')
    const controller = new AbortController()
    controller.abort()
    const result = await runCli(['board', '--out', out], { signal: controller.signal })
    expect(result.code).toBe(130)
    expect(await readFile(out, 'utf8')).toBe('previous')
  })

  it('--help names every option, the hole sizes and the exit codes', async () => {
    const { code, stdout } = await runCli(['board', '--help'])
    expect(code).toBe(0)
    for (const words of ['--paper', '--size', '--lang', '--out', 'standard', 'large', 'Exit codes', '130']) expect(stdout).toContain(words)
    for (const paper of PAPERS) expect(stdout).toContain(`${boardLayout(paper).holeDiameterMm} mm`)
    expect(stdout).toContain(`${boardLayout('a4', 'large').holeDiameterMm} mm`)
  })
})

describe('docs/kit.md', () => {
  it('states the hole sizes the layout gives, for every paper and size', async () => {
    const readme = await readFile('docs/kit.md', 'utf8')
    const board = readme.slice(readme.indexOf('2. **The paper board at real size**'), readme.indexOf('3. **Setting up**'))
    const mmText = (paper: (typeof PAPERS)[number], size: (typeof BOARD_SIZES)[number]) => `**${boardLayout(paper, size).holeDiameterMm} mm**`
    for (const paper of PAPERS) expect(board).toContain(mmText(paper, 'standard'))
    for (const paper of ['a4', 'letter'] as const) expect(board).toContain(mmText(paper, 'large'))
  })
})

describe('the board in a kit definition', () => {
  it('boardSize: large gives the kit the two-sheet board; a wrong value is named where it stands', async () => {
    const parsed = parseKitDefinition('sections: [board]\nboardSize: large\n', 'kit.yaml')
    expect(parsed.ok && parsed.value.boardSize).toBe('large')
    const plain = parseKitDefinition('sections: [board]\n', 'kit.yaml')
    expect(plain.ok && plain.value.boardSize).toBe('standard')
    const wrong = parseKitDefinition('sections: [board]\nboardSize: huge\n', 'kit.yaml')
    expect(wrong.ok).toBe(false)
    if (!wrong.ok) expect(wrong.error).toMatchObject([{ code: 'KIT_BAD_VALUE', line: 2, column: 12 }])

    const dir = await mkdtemp(join(tmpdir(), 'awale-board-'))
    const kit = join(dir, 'kit.yaml')
    await writeFile(kit, 'sections: [board]\nboardSize: large\n')
    await writeFile(join(dir, 'a1.yaml'), await readFile('exercises/a1.yaml'))
    const out = join(dir, 'kit.pdf')
    const result = await runCli(['build', '--kit', kit, '--exercises', join(dir, 'a1.yaml'), '--out', out])
    expect(result.code).toBe(0)
    const pdf = await readPdf(await readFile(out))
    expect(pdf.pages).toHaveLength(2)
    expect(pdf.pages[0]!.text).toContain('partie 1 sur 2')
  })
})
