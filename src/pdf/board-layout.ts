import type { Hole, Side } from '../engine/index.js'
import { HOLES } from '../engine/index.js'
import type { Paper } from './paper.js'
import { PAPER_SIZES } from './paper.js'

/**
 * The real-size paper board, laid out in millimetres before anything is drawn: pure, so tests read
 * the hole diameter from here and the drawing code only follows it.
 */

export interface RectMm {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

export interface HoleSpot {
  readonly hole: Hole
  readonly cx: number
  readonly cy: number
  readonly diameter: number
  /** Where the hole's letter is centred (outside the hole, so beans never hide it). */
  readonly labelX: number
  readonly labelY: number
}

export interface StoreBand {
  readonly side: Side
  readonly rect: RectMm
}

/** One printed sheet of the board (landscape). */
export interface BoardSheet {
  readonly part: number
  readonly parts: number
  readonly pageWidthMm: number
  readonly pageHeightMm: number
  readonly title: RectMm
  /** The board's outline on this sheet; on a split board its inner edge is the cut or the joint. */
  readonly board: RectMm
  readonly holes: readonly HoleSpot[]
  readonly stores: readonly StoreBand[]
  /** Small arrows between holes showing the sowing direction (counter-clockwise). */
  readonly arrows: readonly { readonly x: number; readonly y: number; readonly pointing: 'left' | 'right' }[]
  /** Dashed line to cut along (the right edge of part 1 on a split board). */
  readonly cutLine: { readonly x: number; readonly y1: number; readonly y2: number } | null
  /** Strip onto which the previous part is glued. */
  readonly glueTab: RectMm | null
  /** The 10 cm calibration bar (its length is exactly CALIBRATION_MM) and the sentence beside it. */
  readonly calibration: { readonly x: number; readonly y: number; readonly lengthMm: number; readonly text: RectMm }
}

export interface BoardLayout {
  readonly paper: Paper
  /** Diameter of every hole, in millimetres (issue 5: at least 40 on A4/Letter, larger on A3). */
  readonly holeDiameterMm: number
  /** Distance between the centres of two neighbouring holes. */
  readonly pitchMm: number
  readonly sheets: readonly BoardSheet[]
}

export const CALIBRATION_MM = 100
/** Below this a hole no longer holds four beans comfortably (issue 5). */
export const MIN_HOLE_MM = 40

const MARGIN = 8 // most printers cannot print the outer 4–6 mm
const TITLE_HEIGHT = 14 // the title and one line of instructions, clear of the fold marks above the board
const CALIBRATION_HEIGHT = 16
const PADDING = 2
const LABEL_GAP = 7
const STORE_RATIO = 0.45 // store band height as a share of the pitch: room for 25 seeds spread out
const HOLE_RATIO = 0.92 // the rest of the pitch keeps holes apart and leaves room for the arrows
const GLUE_TAB = 14
const MAX_PITCH = 80 // beyond this the holes are bowls, not holes

/** Column i (0–5, left to right as South sees the board) holds North's hole L…G above and South's A…F below. */
const northHoleOfColumn = (column: number): Hole => HOLES[11 - column]!
const southHoleOfColumn = (column: number): Hole => HOLES[column]!

const floorTo = (value: number, step: number): number => Math.floor(value / step + 1e-9) * step

/** A3 holds the whole board on one landscape sheet; A4 and Letter split it in two halves to cut and glue. */
export function boardLayout(paper: Paper): BoardLayout {
  const { widthMm, heightMm } = PAPER_SIZES[paper]
  const pageWidth = heightMm // landscape
  const pageHeight = widthMm
  const parts = paper === 'a3' ? 1 : 2
  const columnsPerPart = 6 / parts
  const glue = parts > 1 ? GLUE_TAB : 0

  const availableHeight = pageHeight - 2 * MARGIN - TITLE_HEIGHT - CALIBRATION_HEIGHT - 2 * PADDING
  const availableWidth = pageWidth - 2 * MARGIN - glue - 2 * PADDING
  const pitchFromHeight = (availableHeight - 2 * LABEL_GAP) / (2 + 2 * STORE_RATIO)
  const pitchFromWidth = availableWidth / columnsPerPart
  const pitch = floorTo(Math.min(pitchFromHeight, pitchFromWidth, MAX_PITCH), 0.5)
  const diameter = floorTo(pitch * HOLE_RATIO, 0.5)
  const storeHeight = floorTo(pitch * STORE_RATIO, 0.5)

  const partWidth = PADDING + columnsPerPart * pitch
  const boardWidth = parts === 1 ? 2 * PADDING + 6 * pitch : partWidth
  const boardHeight = 2 * PADDING + 2 * storeHeight + 2 * LABEL_GAP + 2 * pitch
  const top = MARGIN + TITLE_HEIGHT

  const northStoreY = top + PADDING
  const northLabelY = northStoreY + storeHeight + LABEL_GAP / 2
  const northRowY = northStoreY + storeHeight + LABEL_GAP + pitch / 2
  const southRowY = northRowY + pitch
  const southLabelY = southRowY + pitch / 2 + LABEL_GAP / 2
  const southStoreY = southRowY + pitch / 2 + LABEL_GAP

  const sheets: BoardSheet[] = []
  for (let part = 1; part <= parts; part++) {
    const firstColumn = (part - 1) * columnsPerPart
    // Part 2 carries the glue tab on its left; each part is centred with what it carries.
    const carriedWidth = boardWidth + (part > 1 ? glue : 0)
    const left = (pageWidth - carriedWidth) / 2 + (part > 1 ? glue : 0)
    // The left padding belongs to the board's left end, the right padding to its right end.
    const firstColumnX = left + (part === 1 ? PADDING : 0)
    const holes: HoleSpot[] = []
    const arrows: BoardSheet['arrows'][number][] = []
    for (let i = 0; i < columnsPerPart; i++) {
      const column = firstColumn + i
      const cx = firstColumnX + pitch * (i + 0.5)
      holes.push({ hole: northHoleOfColumn(column), cx, cy: northRowY, diameter, labelX: cx, labelY: northLabelY })
      holes.push({ hole: southHoleOfColumn(column), cx, cy: southRowY, diameter, labelX: cx, labelY: southLabelY })
      // An arrow in the gap after each column, except at the board's right end and at a cut.
      if (column < 5 && i < columnsPerPart - 1) {
        const gapX = firstColumnX + pitch * (i + 1)
        arrows.push({ x: gapX, y: southRowY, pointing: 'right' }, { x: gapX, y: northRowY, pointing: 'left' })
      }
    }
    const board = { x: left, y: top, width: boardWidth, height: boardHeight }
    const storeX = firstColumnX
    const storeWidth = columnsPerPart * pitch
    const stores: StoreBand[] = [
      { side: 'north', rect: { x: storeX, y: northStoreY, width: storeWidth, height: storeHeight } },
      { side: 'south', rect: { x: storeX, y: southStoreY, width: storeWidth, height: storeHeight } },
    ]
    const calibrationY = top + boardHeight + 5
    sheets.push({
      part,
      parts,
      pageWidthMm: pageWidth,
      pageHeightMm: pageHeight,
      title: { x: MARGIN, y: MARGIN, width: pageWidth - 2 * MARGIN, height: TITLE_HEIGHT },
      board,
      holes,
      stores,
      arrows,
      cutLine: parts > 1 && part < parts ? { x: left + boardWidth, y1: top - 3, y2: top + boardHeight + 1.5 } : null,
      glueTab: part > 1 ? { x: left - glue, y: top, width: glue, height: boardHeight } : null,
      calibration: {
        x: MARGIN,
        y: calibrationY,
        lengthMm: CALIBRATION_MM,
        text: { x: MARGIN + CALIBRATION_MM + 8, y: calibrationY - 3, width: pageWidth - 2 * MARGIN - CALIBRATION_MM - 8, height: CALIBRATION_HEIGHT - 2 },
      },
    })
  }
  return { paper, holeDiameterMm: diameter, pitchMm: pitch, sheets }
}
