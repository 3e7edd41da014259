import type { Hole, Side } from '../engine/index.js'
import { HOLES } from '../engine/index.js'
import type { Paper } from './paper.js'
import { PAPER_SIZES } from './paper.js'

/**
 * The real-size paper board, laid out in millimetres before anything is drawn: pure, so tests read
 * the hole diameter, the bands, the letters and the marks from here and the drawing code only
 * follows it.
 *
 * South sits at the bottom edge of the landscape sheet, North at the top. From the top: North's
 * store band, North's letters (turned half round so that North reads them), the sowing track, the
 * two rows of holes, the track again, South's letters, South's store band; then the notes for the
 * adult (on a one-sheet board under the board, on a two-sheet board beside it).
 */

export interface RectMm {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

export interface HoleSpot {
  readonly hole: Hole
  readonly side: Side
  readonly cx: number
  readonly cy: number
  readonly diameter: number
}

/** A hole's letter: centred in `box` (one em square, which holds the glyph), turned half round for North. */
export interface LetterSpot {
  readonly hole: Hole
  readonly box: RectMm
  readonly sizePt: number
  readonly upsideDown: boolean
}

/** A store as a band in front of its player, its label centred and turned to face that player. */
export interface StoreBand {
  readonly side: Side
  readonly rect: RectMm
  readonly labelSizePt: number
  readonly upsideDown: boolean
  /** On a split board, the end that meets the other half: drawn square, so the glued bands join without a notch. */
  readonly openEnd: 'left' | 'right' | null
}

/** One piece of the sowing track: a straight line or a quarter circle (angles in degrees, y downwards). */
export type TrackPiece =
  | { readonly kind: 'line'; readonly x1: number; readonly y1: number; readonly x2: number; readonly y2: number }
  | { readonly kind: 'arc'; readonly cx: number; readonly cy: number; readonly r: number; readonly fromDeg: number; readonly toDeg: number }

/** An arrowhead on the track: its tip at (x, y), pointing along `angleDeg` (0 right, 90 down). */
export interface Arrowhead {
  readonly x: number
  readonly y: number
  readonly angleDeg: number
  /** Length of the head along the track; its width across is the same. */
  readonly size: number
  /** The two big ones: F → G and L → A. */
  readonly turn: boolean
}

export type BoardTextRole = 'title' | 'seats' | 'assembly' | 'calibration' | 'printing'

/** A block of the adult's notes: the page measures its words into `rect` at `sizePt` (and refuses to overflow). */
export interface TextBlockSpot {
  readonly role: BoardTextRole
  readonly rect: RectMm
  readonly sizePt: number
}

/** One printed sheet of the board (landscape). */
export interface BoardSheet {
  readonly part: number
  readonly parts: number
  readonly pageWidthMm: number
  readonly pageHeightMm: number
  /** The board's outline on this sheet; on a split board its inner edge is the cut or the joint. */
  readonly board: RectMm
  readonly holes: readonly HoleSpot[]
  readonly letters: readonly LetterSpot[]
  readonly stores: readonly StoreBand[]
  /** The sowing track around the rows, and its arrowheads (one between each two columns, a big one at each turn). */
  readonly track: { readonly pieces: readonly TrackPiece[]; readonly arrowheads: readonly Arrowhead[]; readonly widthMm: number }
  /** Dashed line to cut along (the right edge of part 1 on a split board). */
  readonly cutLine: { readonly x: number; readonly y1: number; readonly y2: number } | null
  /** Strip onto which the previous part is glued. */
  readonly glueTab: RectMm | null
  /** Where the assembled board folds to be put away (part 2 of a split board): short marks above and below it. */
  readonly foldMarks: readonly { readonly x: number; readonly y1: number; readonly y2: number }[]
  /** The 10 cm calibration bar: its length is exactly CALIBRATION_MM; `rect` holds the bar and its 0 / 10 cm labels. */
  readonly calibration: { readonly x: number; readonly y: number; readonly lengthMm: number; readonly barHeightMm: number; readonly rect: RectMm }
  readonly texts: readonly TextBlockSpot[]
}

/** `standard`: one sheet on every paper. `large`: bigger holes on A4 and Letter, on two sheets to cut and glue. */
export const BOARD_SIZES = ['standard', 'large'] as const
export type BoardSize = (typeof BOARD_SIZES)[number]

export interface BoardLayout {
  readonly paper: Paper
  readonly size: BoardSize
  /** Diameter of every hole, in millimetres. */
  readonly holeDiameterMm: number
  /** Distance between the centres of two neighbouring holes of a row. */
  readonly pitchMm: number
  readonly sheets: readonly BoardSheet[]
}

export const CALIBRATION_MM = 100
/** Below this a hole no longer holds four beans comfortably (issue 5). */
export const MIN_HOLE_MM = 40
/** Beyond this the holes are bowls, not holes: A3's 61 mm is the largest board. */
export const MAX_HOLE_MM = 61

const MARGIN = 6 // most printers cannot print the outer 4–5 mm
/** The kit's footer line sits in the bottom 12 mm of every page: nothing of the board goes there. */
const FOOTER_ROOM = 12
const OUTLINE_PADDING = 2 // between the board's outline and the store bands
const COLUMN_GAP = 1.5 // between two holes of a row
const ROW_GAP = 5 // between the two rows
const TRACK_OFFSET = 3.2 // from a hole's edge to the track's centre line
const TRACK_WIDTH = 0.8
const ROW_ARROW = 3.4 // arrowheads along the rows (length and width)
const TURN_ARROW = 5.6 // the two arrowheads of the turns, F → G and L → A
const LETTER_GAP = 0.8 // between the track's arrowheads and a letter's box, and between that box and the band
const BAND_RATIO = 0.37 // store band height as a share of the hole: room for 25 seeds spread out
const NOTES_GAP = 4 // between the board and the notes
const GLUE_TAB = 14
const SCISSORS_ROOM = 8 // above a cut line, for the scissors
const BAR_HEIGHT = 3
const BAR_LABELS = 6 // the "0" and "10 cm" under the bar
const POINTS_PER_MM = 72 / 25.4

const floorTo = (value: number, step: number): number => Math.floor(value / step + 1e-9) * step

/** Column i (0–5, left to right as South sees the board) holds North's hole L…G above and South's A…F below. */
const northHoleOfColumn = (column: number): Hole => HOLES[11 - column]!
const southHoleOfColumn = (column: number): Hole => HOLES[column]!

/** Sizes that grow with the holes: letters, band labels and band heights stay in proportion on A3. */
function proportions(diameter: number) {
  const letterPt = diameter >= 55 ? 24 : 18
  const letterMm = letterPt / POINTS_PER_MM
  const band = floorTo(Math.max(14, diameter * BAND_RATIO), 0.5)
  // From a row's centre line to its outer band: half a hole, the track and its arrowheads, the letter.
  const rowToBand = diameter / 2 + TRACK_OFFSET + Math.max(ROW_ARROW, TRACK_WIDTH) / 2 + LETTER_GAP + letterMm + LETTER_GAP
  const large = diameter >= 55
  return { letterPt, letterMm, band, rowToBand, bandLabelPt: large ? 15 : 12, notesPt: large ? 11 : 9, titlePt: large ? 16 : 14 }
}

/** Height of the board's outline for holes of `diameter`. */
function boardHeight(diameter: number): number {
  const { band, rowToBand } = proportions(diameter)
  return 2 * OUTLINE_PADDING + 2 * band + 2 * rowToBand + diameter + ROW_GAP
}

/** From the first column's centre to the board's outer edge on the turn side (the turn arrow included). */
const endWidth = (diameter: number): number => diameter / 2 + TRACK_OFFSET + TURN_ARROW / 2 + OUTLINE_PADDING

/** The notes under a one-sheet board need this much height (a title and three short texts side by side). */
const notesHeightOneSheet = (diameter: number): number => 4 * proportions(diameter).notesPt

/** The largest hole (0.5 mm steps, at most MAX_HOLE_MM) for which the board and its notes fit the sheet. */
function fittedDiameter(pageWidth: number, pageHeight: number, parts: number): number {
  for (let diameter = MAX_HOLE_MM; diameter >= 20; diameter -= 0.5) {
    const pitch = diameter + COLUMN_GAP
    if (parts === 1) {
      const width = 2 * endWidth(diameter) + 5 * pitch
      const height = boardHeight(diameter) + NOTES_GAP + notesHeightOneSheet(diameter)
      if (width <= pageWidth - 2 * MARGIN && height <= pageHeight - MARGIN - FOOTER_ROOM) return diameter
    } else {
      // Each half holds three columns and the notes go beside it; when that column is too narrow for
      // the 10 cm bar, the bar goes under the half board.
      const notesWidth = pageWidth - 2 * MARGIN - (endWidth(diameter) + 2.5 * pitch + GLUE_TAB) - NOTES_GAP
      const barUnder = notesWidth < BAR_BLOCK_WIDTH
      const height = SCISSORS_ROOM + boardHeight(diameter) + (barUnder ? NOTES_GAP + BAR_BLOCK_HEIGHT : 0)
      if (notesWidth >= NOTES_MIN_WIDTH && height <= pageHeight - MARGIN - FOOTER_ROOM) return diameter
    }
  }
  throw new Error(`no board fits a ${pageWidth} × ${pageHeight} mm sheet`)
}

/** The 10 cm bar with its labels: the place it needs. */
const BAR_BLOCK_WIDTH = CALIBRATION_MM + 8
const BAR_BLOCK_HEIGHT = 1.5 + BAR_HEIGHT + BAR_LABELS
/** The notes beside a half board: narrower, their lines get too short to read. */
const NOTES_MIN_WIDTH = 75

/** Largest holes on A4 and Letter when the board is printed on two sheets. */
const LARGE_HOLE_MM: Readonly<Record<Paper, number>> = { a4: 46, letter: 47.5, a3: MAX_HOLE_MM }

/**
 * The board on `paper`: one landscape sheet (holes of 40 mm or more on A4 and Letter, 61 on A3), or
 * with `large` on A4 and Letter two sheets to cut and glue, with larger holes. A3 is one sheet at
 * either size: its holes are already as large as a board's holes get.
 */
export function boardLayout(paper: Paper, size: BoardSize = 'standard'): BoardLayout {
  const { widthMm, heightMm } = PAPER_SIZES[paper]
  const pageWidth = heightMm // landscape
  const pageHeight = widthMm
  const parts = size === 'large' && paper !== 'a3' ? 2 : 1
  const diameter = Math.min(fittedDiameter(pageWidth, pageHeight, parts), parts === 2 ? LARGE_HOLE_MM[paper] : MAX_HOLE_MM)
  const pitch = diameter + COLUMN_GAP
  const geometry = rowsGeometry(diameter, pitch)
  const sheets = parts === 1 ? [oneSheet(pageWidth, pageHeight, geometry)] : [halfSheet(1, pageWidth, pageHeight, geometry), halfSheet(2, pageWidth, pageHeight, geometry)]
  return { paper, size, holeDiameterMm: diameter, pitchMm: pitch, sheets }
}

interface RowsGeometry {
  readonly diameter: number
  readonly pitch: number
  readonly height: number
  readonly endWidth: number
  readonly letterPt: number
  readonly letterMm: number
  readonly band: number
  readonly bandLabelPt: number
  readonly notesPt: number
  readonly titlePt: number
  /** Offsets from the outline's top edge. */
  readonly northBandY: number
  readonly northLetterCy: number
  readonly northRowY: number
  readonly southRowY: number
  readonly southLetterCy: number
  readonly southBandY: number
  readonly trackTop: number
  readonly trackBottom: number
  readonly trackRadius: number
}

function rowsGeometry(diameter: number, pitch: number): RowsGeometry {
  const { letterPt, letterMm, band, bandLabelPt, notesPt, titlePt, rowToBand } = proportions(diameter)
  const northBandY = OUTLINE_PADDING
  const northRowY = northBandY + band + rowToBand
  const southRowY = northRowY + diameter + ROW_GAP
  const trackRadius = diameter / 2 + TRACK_OFFSET
  const letterFromRow = trackRadius + ROW_ARROW / 2 + LETTER_GAP + letterMm / 2
  return {
    diameter,
    pitch,
    height: boardHeight(diameter),
    endWidth: endWidth(diameter),
    letterPt,
    letterMm,
    band,
    bandLabelPt,
    notesPt,
    titlePt,
    northBandY,
    northLetterCy: northRowY - letterFromRow,
    northRowY,
    southRowY,
    southLetterCy: southRowY + letterFromRow,
    southBandY: southRowY + rowToBand,
    trackTop: northRowY - trackRadius,
    trackBottom: southRowY + trackRadius,
    trackRadius,
  }
}

/** Holes, letters and bands of the columns `from`…`to` (0–5), the first column's centre at `firstX`, the outline's top at `top`. */
function columns(g: RowsGeometry, from: number, to: number, firstX: number, top: number) {
  const holes: HoleSpot[] = []
  const letters: LetterSpot[] = []
  for (let column = from; column <= to; column++) {
    const cx = firstX + (column - from) * g.pitch
    const north = northHoleOfColumn(column)
    const south = southHoleOfColumn(column)
    holes.push({ hole: north, side: 'north', cx, cy: top + g.northRowY, diameter: g.diameter })
    holes.push({ hole: south, side: 'south', cx, cy: top + g.southRowY, diameter: g.diameter })
    const box = (cy: number): RectMm => ({ x: cx - g.letterMm / 2, y: cy - g.letterMm / 2, width: g.letterMm, height: g.letterMm })
    letters.push({ hole: north, box: box(top + g.northLetterCy), sizePt: g.letterPt, upsideDown: true })
    letters.push({ hole: south, box: box(top + g.southLetterCy), sizePt: g.letterPt, upsideDown: false })
  }
  return { holes, letters }
}

function bands(g: RowsGeometry, x: number, width: number, top: number, openEnd: StoreBand['openEnd'] = null): StoreBand[] {
  return [
    { side: 'north', rect: { x, y: top + g.northBandY, width, height: g.band }, labelSizePt: g.bandLabelPt, upsideDown: true, openEnd },
    { side: 'south', rect: { x, y: top + g.southBandY, width, height: g.band }, labelSizePt: g.bandLabelPt, upsideDown: false, openEnd },
  ]
}

/**
 * The track between `leftX` and `rightX` (column centres of the first and last column shown): along
 * the bottom row to the right, along the top row to the left; `leftTurn` / `rightTurn` close it
 * round the end holes (L → A on the left, F → G on the right). An arrowhead sits in every gap between
 * two columns, and a big one halfway up or down each turn.
 */
function track(g: RowsGeometry, top: number, leftX: number, rightX: number, leftTurn: boolean, rightTurn: boolean, leftEdge: number, rightEdge: number) {
  const r = g.trackRadius
  const yTop = top + g.trackTop
  const yBottom = top + g.trackBottom
  const northY = top + g.northRowY
  const southY = top + g.southRowY
  const pieces: TrackPiece[] = []
  const bottomFrom = leftTurn ? leftX : leftEdge
  const bottomTo = rightTurn ? rightX : rightEdge
  pieces.push({ kind: 'line', x1: bottomFrom, y1: yBottom, x2: bottomTo, y2: yBottom })
  if (rightTurn) {
    pieces.push({ kind: 'arc', cx: rightX, cy: southY, r, fromDeg: 90, toDeg: 0 })
    pieces.push({ kind: 'line', x1: rightX + r, y1: southY, x2: rightX + r, y2: northY })
    pieces.push({ kind: 'arc', cx: rightX, cy: northY, r, fromDeg: 0, toDeg: -90 })
  }
  pieces.push({ kind: 'line', x1: bottomTo, y1: yTop, x2: bottomFrom, y2: yTop })
  if (leftTurn) {
    pieces.push({ kind: 'arc', cx: leftX, cy: northY, r, fromDeg: -90, toDeg: -180 })
    pieces.push({ kind: 'line', x1: leftX - r, y1: northY, x2: leftX - r, y2: southY })
    pieces.push({ kind: 'arc', cx: leftX, cy: southY, r, fromDeg: 180, toDeg: 90 })
  }
  const arrowheads: Arrowhead[] = []
  // Between two columns, where no hole is: the heads never cover a seed or a letter.
  for (let x = leftX + g.pitch / 2; x < rightX; x += g.pitch) {
    arrowheads.push({ x: x + ROW_ARROW / 2, y: yBottom, angleDeg: 0, size: ROW_ARROW, turn: false })
    arrowheads.push({ x: x - ROW_ARROW / 2, y: yTop, angleDeg: 180, size: ROW_ARROW, turn: false })
  }
  // Where the track enters a half board at the joint, a head says which way it goes on.
  if (!leftTurn) arrowheads.push({ x: leftEdge + 1 + ROW_ARROW, y: yBottom, angleDeg: 0, size: ROW_ARROW, turn: false })
  if (!rightTurn) arrowheads.push({ x: rightEdge - 1 - ROW_ARROW, y: yTop, angleDeg: 180, size: ROW_ARROW, turn: false })
  const middle = (northY + southY) / 2
  if (rightTurn) arrowheads.push({ x: rightX + r, y: middle - TURN_ARROW / 2, angleDeg: -90, size: TURN_ARROW, turn: true })
  if (leftTurn) arrowheads.push({ x: leftX - r, y: middle + TURN_ARROW / 2, angleDeg: 90, size: TURN_ARROW, turn: true })
  return { pieces, arrowheads, widthMm: TRACK_WIDTH }
}

/** The bar and its labels, the block's top-left corner at (x, y). */
function calibrationAt(x: number, y: number): BoardSheet['calibration'] {
  return { x: x + 4, y: y + 1.5, lengthMm: CALIBRATION_MM, barHeightMm: BAR_HEIGHT, rect: { x, y, width: BAR_BLOCK_WIDTH, height: BAR_BLOCK_HEIGHT } }
}

function oneSheet(pageWidth: number, pageHeight: number, g: RowsGeometry): BoardSheet {
  const boardWidth = 2 * g.endWidth + 5 * g.pitch
  const left = (pageWidth - boardWidth) / 2
  // Board and notes centred in the height the page leaves them (A3 has room to spare).
  const notesHeight = notesHeightOneSheet(g.diameter)
  const free = pageHeight - MARGIN - FOOTER_ROOM - (g.height + NOTES_GAP + notesHeight)
  const top = MARGIN + free / 2
  const firstX = left + g.endWidth
  const lastX = firstX + 5 * g.pitch
  const { holes, letters } = columns(g, 0, 5, firstX, top)
  const board = { x: left, y: top, width: boardWidth, height: g.height }
  const inner = { x: left + OUTLINE_PADDING, width: boardWidth - 2 * OUTLINE_PADDING }

  // The notes, in three columns under the board: title and who sits where; the 10 cm bar and how
  // to check it; printing advice. The bar starts at the left of its column, far from any fold.
  const notesTop = top + g.height + NOTES_GAP
  const notesBottom = notesTop + notesHeight
  const gap = 6
  const barColumn = BAR_BLOCK_WIDTH
  const side = (pageWidth - 2 * MARGIN - barColumn - 2 * gap) / 2
  const [x1, x2, x3] = [MARGIN, MARGIN + side + gap, MARGIN + side + gap + barColumn + gap]
  const titleHeight = (2.2 * g.titlePt) / POINTS_PER_MM // one line of Andika (1.61 em) and a little air
  const calibration = calibrationAt(x2, notesTop)
  const calibrationTextTop = calibration.rect.y + calibration.rect.height + 1
  return {
    part: 1,
    parts: 1,
    pageWidthMm: pageWidth,
    pageHeightMm: pageHeight,
    board,
    holes,
    letters,
    stores: bands(g, inner.x, inner.width, top),
    track: track(g, top, firstX, lastX, true, true, firstX, lastX),
    cutLine: null,
    glueTab: null,
    foldMarks: [],
    calibration,
    texts: [
      { role: 'title', rect: { x: x1, y: notesTop, width: side, height: titleHeight }, sizePt: g.titlePt },
      { role: 'seats', rect: { x: x1, y: notesTop + titleHeight, width: side, height: notesBottom - notesTop - titleHeight }, sizePt: g.notesPt },
      { role: 'calibration', rect: { x: x2, y: calibrationTextTop, width: barColumn, height: notesBottom - calibrationTextTop }, sizePt: g.notesPt },
      { role: 'printing', rect: { x: x3, y: notesTop, width: side, height: notesBottom - notesTop }, sizePt: g.notesPt },
    ],
  }
}

/**
 * Half a board: part 1 holds columns 0–2 (L K J over A B C) and is cut on its right, part 2 holds
 * columns 3–5 with a glue tab on its left. Each half stands against the page edge where the other
 * half joins it, so the notes go in the free width on the other side, far from the cut and the fold.
 */
function halfSheet(part: 1 | 2, pageWidth: number, pageHeight: number, g: RowsGeometry): BoardSheet {
  const halfWidth = g.endWidth + 2.5 * g.pitch
  const top = MARGIN + SCISSORS_ROOM
  const notesWidth = pageWidth - 2 * MARGIN - halfWidth - GLUE_TAB - NOTES_GAP
  let left: number
  let board: RectMm
  let firstX: number
  let joint: number
  if (part === 1) {
    // The cut at the right, with room beyond it for the scissors and "cut here".
    joint = pageWidth - MARGIN - GLUE_TAB
    left = joint - halfWidth
    firstX = left + g.endWidth
    board = { x: left, y: top, width: halfWidth, height: g.height }
  } else {
    joint = MARGIN + GLUE_TAB
    left = joint
    firstX = joint + g.pitch / 2
    board = { x: left, y: top, width: halfWidth, height: g.height }
  }
  const from = part === 1 ? 0 : 3
  const { holes, letters } = columns(g, from, from + 2, firstX, top)
  const lastX = firstX + 2 * g.pitch
  const inner = part === 1 ? { x: left + OUTLINE_PADDING, width: halfWidth - OUTLINE_PADDING } : { x: left, width: halfWidth - OUTLINE_PADDING }
  const notesX = part === 1 ? MARGIN : pageWidth - MARGIN - notesWidth
  const notesTop = top
  const notesBottom = pageHeight - FOOTER_ROOM
  const titleHeight = 16
  const assemblyHeight = 30
  let y = notesTop
  const block = (role: BoardTextRole, height: number, sizePt: number): TextBlockSpot => {
    const spot = { role, rect: { x: notesX, y, width: notesWidth, height }, sizePt }
    y += height
    return spot
  }
  const texts: TextBlockSpot[] = [block('title', titleHeight, g.titlePt), block('assembly', assemblyHeight, 10)]
  // Part 1 says who sits where; part 2 how to print. Both carry the bar (each sheet may be printed alone).
  texts.push(block(part === 1 ? 'seats' : 'printing', 38, 10))
  y += 4
  let calibration: BoardSheet['calibration']
  if (notesWidth >= BAR_BLOCK_WIDTH) {
    calibration = calibrationAt(notesX, y)
    y = calibration.rect.y + calibration.rect.height + 1
  } else {
    // Under the half board, at its outer end: as far as it can be from the cut and from the fold.
    const barY = top + g.height + NOTES_GAP
    calibration = calibrationAt(part === 1 ? board.x : board.x + board.width - BAR_BLOCK_WIDTH, barY)
  }
  texts.push(block('calibration', notesBottom - y, 10))
  const edgeTop = top - 3
  return {
    part,
    parts: 2,
    pageWidthMm: pageWidth,
    pageHeightMm: pageHeight,
    board,
    holes,
    letters,
    stores: bands(g, inner.x, inner.width, top, part === 1 ? 'right' : 'left'),
    track: track(g, top, firstX, lastX, part === 1, part === 2, part === 1 ? firstX : joint, part === 1 ? joint : lastX),
    cutLine: part === 1 ? { x: joint, y1: edgeTop, y2: top + g.height + 1.5 } : null,
    glueTab: part === 2 ? { x: joint - GLUE_TAB, y: top, width: GLUE_TAB, height: g.height } : null,
    foldMarks:
      part === 2
        ? [
            { x: joint, y1: top - 3, y2: top - 0.5 },
            { x: joint, y1: top + g.height + 0.5, y2: top + g.height + 3 },
          ]
        : [],
    calibration,
    texts,
  }
}
