/**
 * Geometry of a board diagram, computed before anything is drawn: pure functions from a view and
 * options to groups of plain shapes (tag + attributes) in viewBox units. `draw.ts` (SVG) and
 * `pdf/diagrams.ts` (pdfkit) only paint these. The parts that are the same for every diagram of a
 * kind and orientation (frame, store bands, holes, letters, sowing direction) are a separate layer,
 * `fixed`, so they can be built once and reused.
 *
 * The picture is the paper board's: each player's store is a band in front of their row, the side at
 * the bottom reads its holes left to right in sowing order, and a quiet loop of arrows between the
 * rows shows the direction of sowing. Sizes are chosen for print: at `printWidthMm` every text is at
 * least 7 pt, letters 9 pt, and seeds at least 1.8 mm across at 90 mm.
 */
import { opposite } from '../engine/types.js'
import type { Area, DiagramInk, Ink, InkName } from './ink.js'
import { DEFAULT_SCREEN_INK, INKS } from './ink.js'
import type { Lang, LegendKey, Words } from './strings.js'
import { WORDS } from './strings.js'
import type { BoardView, HoleView, ViewKind, ViewSide } from './view.js'
import { VIEW_HOLES } from './view.js'

export type SeedStyle = 'dots' | 'numbers' | 'both'
export type Labels = 'A-L' | 'a-f'
export interface RenderOptions {
  /** Seeds drawn (young children count), numbers (older ones read) or both (the default). */
  seeds?: SeedStyle
  /** `A-L` (default, the kit's fixed letters) or `a-f` for North's row (seed 002). */
  labels?: Labels
  lang?: Lang
  /**
   * Width the diagram will be printed at, in millimetres (default 120, a standalone SVG file). The
   * captions and legend are set at 7 pt or more at this width, wrapped onto more lines rather than
   * shrunk; what still does not fit is left out of the picture and returned (`Layout.outside`).
   */
  printWidthMm?: number
  /** The colours (render/ink.ts): `colour` for a screen (the default here), `black` for a copier. */
  ink?: InkName
  /** How large the texts print (see TextScale); default `STANDARD_TEXT`. */
  text?: TextScale
  /** The marks' legend under each diagram (default); false when the page explains them once for all its diagrams. */
  legend?: boolean
  /**
   * The footer under the board (whose turn, caption, end of the game, legend): default true; false
   * when the page sets those words itself beside the picture (`footerWords` gives them).
   */
  footer?: boolean
}
export interface ResolvedOptions {
  readonly seeds: SeedStyle
  readonly labels: Labels
  readonly lang: Lang
  readonly printWidthMm: number
  readonly ink: Ink
  readonly text: TextScale
  readonly legend: boolean
  readonly footer: boolean
}

export const DEFAULT_PRINT_WIDTH_MM = 120

export const resolveOptions = (options: RenderOptions = {}): ResolvedOptions => ({
  seeds: options.seeds ?? 'both',
  labels: options.labels ?? 'A-L',
  lang: options.lang ?? 'fr',
  printWidthMm: options.printWidthMm ?? DEFAULT_PRINT_WIDTH_MM,
  ink: INKS[options.ink ?? DEFAULT_SCREEN_INK],
  text: options.text ?? STANDARD_TEXT,
  legend: options.legend ?? true,
  footer: options.footer ?? true,
})

export type Attrs = Record<string, string | number>
export interface Shape {
  readonly tag: 'circle' | 'rect' | 'path' | 'text'
  readonly attrs: Attrs
  readonly text?: string
}
export interface Group {
  readonly attrs: Attrs
  readonly shapes: Shape[]
}
/** Width of a text in viewBox units, as the font really sets it. */
export type Measure = (text: string, size: number, bold: boolean) => number

/** Every diagram is this many units wide; its height depends on its kind and footer (`Layout.height`). */
export const VIEW_WIDTH = 1000

/** Points per millimetre. */
const PT_PER_MM = 72 / 25.4
/** Font size in viewBox units that prints at `pt` points when the diagram is `printWidthMm` wide. */
export const unitsForPt = (pt: number, printWidthMm: number): number => (pt * VIEW_WIDTH) / (printWidthMm * PT_PER_MM)
/** Size in points at print of `units` viewBox units. */
export const ptForUnits = (units: number, printWidthMm: number): number => (units * printWidthMm * PT_PER_MM) / VIEW_WIDTH

/**
 * The narrowest print width at which every text drawn on the board itself (letters, counts, store
 * names, sowing numbers, "départ") is still 7 pt or more, and the letters 9 pt: those sizes are fixed in
 * viewBox units. Captions and legend follow `printWidthMm` at any width.
 */
export const MIN_BOARD_PRINT_WIDTH_MM = 80

/**
 * The texts of a diagram: on the board (letters, counts, store names, sowing numbers, "départ") and
 * in its footer (whose turn, caption, end of the game, instruction, legend).
 */
export type TextRole = 'letter' | 'count' | 'storeName' | 'storeCount' | 'gain' | 'start' | 'order' | 'inHole' | FooterRole
/** Sizes the board was designed with, in viewBox units (a 90 mm diagram: letters 10.7 pt, counts 8.2 pt). */
const DESIGN_TEXT: Readonly<Record<TextRole, number>> = Object.freeze({
  letter: 42,
  count: 32,
  storeName: 32,
  storeCount: 40,
  gain: 32,
  start: 32,
  order: 31,
  inHole: 54,
  toPlay: 38,
  caption: 30,
  outcome: 30,
  instruction: 40,
  legend: 28,
})

/**
 * How large a diagram's texts print:
 * - `standard`: the board's texts at their design size in viewBox units (7 pt or more from
 *   MIN_BOARD_PRINT_WIDTH_MM, letters 9 pt), the footer's at its minimum in points (captions and
 *   legend 7 pt, whose turn 9 pt, the blank board's instruction 12 pt) — the answer key, the studio;
 * - `exact`: every text at its size in points whatever the width the diagram is printed at, so that
 *   the diagrams of one page, narrow or wide, have letters of one size — the pupils' sheets;
 * - `atLeast`: the design sizes, but never under `pt` points at print — the wall poster.
 */
export type TextScale = { readonly kind: 'standard' } | { readonly kind: 'exact'; readonly pt: Readonly<Record<TextRole, number>> } | { readonly kind: 'atLeast'; readonly pt: number }

export const STANDARD_TEXT: TextScale = Object.freeze({ kind: 'standard' })

/**
 * What a child reads and counts with: every number and letter 10 pt or more (the hole letters 11 pt,
 * one size on every diagram of the page), every word 12 pt or more.
 */
export const PUPIL_TEXT: TextScale = Object.freeze({
  kind: 'exact',
  pt: Object.freeze({
    letter: 11,
    count: 10,
    storeName: 12,
    storeCount: 10,
    gain: 10,
    start: 12,
    order: 10,
    inHole: 12,
    toPlay: 12,
    caption: 12,
    outcome: 12,
    instruction: 12,
    legend: 12,
  }),
})

/** Every text size of a diagram, in viewBox units, at one print width. */
export type BoardText = Readonly<Record<TextRole, number>>

const ceilTenth = (units: number): number => Math.ceil(units * 10 - 1e-9) / 10

/** The texts' sizes in viewBox units for a scale and a print width. */
export function boardText(scale: TextScale, printWidthMm: number): BoardText {
  const entries = (Object.keys(DESIGN_TEXT) as TextRole[]).map((role): [TextRole, number] => {
    const design = DESIGN_TEXT[role]
    switch (scale.kind) {
      case 'standard':
        return [role, role in FOOTER ? ceilTenth(Math.max(design, unitsForPt(FOOTER[role as FooterRole].minPt, printWidthMm))) : design]
      case 'exact':
        return [role, ceilTenth(unitsForPt(scale.pt[role], printWidthMm))]
      case 'atLeast':
        return [role, ceilTenth(Math.max(design, unitsForPt(scale.pt, printWidthMm)))]
    }
  })
  return Object.fromEntries(entries) as BoardText
}

// ---------------------------------------------------------------------------------------------
// Geometry: where the rows, letters, sowing track and store bands are, for a kind and orientation.

/** A row's place in the picture. */
export type RowPlace = 'bottom' | 'top'

const SIDE_MARGIN = 24
const PITCH = (VIEW_WIDTH - 2 * SIDE_MARGIN) / 6
/** Holes of answer diagrams: the rings outside the rim (start, cancelled capture) stay clear of the next hole's. */
export const ANSWER_HOLE_RADIUS = 72
/**
 * Holes of the other diagrams (their only ring, "playable", is on the rim): big enough for two fives
 * and two seeds of 1.9 mm, and for a 12 mm write-in box at 95 mm on the blank board.
 */
export const HOLE_RADIUS = 76
const FRAME_PAD = 8
/** Between the two rows: the loop of direction arrows, and nothing else. */
const MIDDLE_GAP = 76
const DIRECTION_OFFSET = 15

/** A write-in box on the blank board: 12.1 mm at 95 mm, room for "22" written by a child. */
export const WRITE_IN_BOX = 127
const WRITE_IN_RX = 42

/**
 * The bands round the rows, sized for the texts in them. At the design sizes (STANDARD_TEXT) they
 * are the board's original proportions; larger texts (a pupil's sheet, the poster) widen them.
 */
export interface Bands {
  /** From the rim outwards: the letter with its count badge. */
  readonly letter: number
  /** From the rim to the letter's centre. */
  readonly letterOffset: number
  /** Each letter stands a little left of its hole's centre and its count badge right after it, so the pair is centred under the hole. */
  readonly letterDx: number
  /** Left edge of a count badge from its hole's centre: after the widest letter's half and a gap. */
  readonly badgeDx: number
  readonly badgeHeight: number
  /** One line of sowing numbers (answers), outside the letters, and the step to a second line. */
  readonly trackLine: number
  readonly trackRowStep: number
  readonly orderBadge: number
  readonly store: number
  readonly storeCountBox: number
  /** The "départ" label and the "+7" beside a store. */
  readonly pill: number
  readonly gainPill: number
}

function bandsFor(text: BoardText): Bands {
  // The letter's own width sets how far it stands from its badge (a letter of 42 units: 8 and 16).
  const letterScale = Math.max(1, text.letter / DESIGN_TEXT.letter)
  const badgeHeight = Math.max(44, text.count * 1.3)
  // The badge 12 units or more from the rim and 4 or more from the band's outer edge (6 when larger).
  const letter = Math.max(62, badgeHeight + 18, text.letter * 1.05 + 16)
  const orderBadge = Math.max(42, orderSizeOf(text, 1) * 1.235)
  const trackLine = Math.max(54, orderBadge + 12)
  const storeCountBox = Math.max(52, text.storeCount * 1.25)
  return {
    letter,
    letterOffset: Math.max(36, 12 + badgeHeight / 2),
    letterDx: -8 * letterScale,
    badgeDx: 16 * letterScale,
    badgeHeight,
    trackLine,
    trackRowStep: trackLine - 8,
    orderBadge,
    store: Math.max(68, text.storeName * 1.35, storeCountBox + 14),
    storeCountBox,
    pill: Math.max(42, text.start * 1.3),
    gainPill: Math.max(42, text.gain * 1.3),
  }
}

/** A sowing number's size: a single digit a little larger than two (which need the room). */
const orderSizeOf = (text: BoardText, order: number): number => (order >= 10 ? text.order : text.order * (34 / 31))

export type GeometryKind = 'board' | 'blank' | 'answer'
export interface Geometry {
  readonly kind: GeometryKind
  readonly bottom: ViewSide
  readonly radius: number
  /** Rows of sowing numbers on each side's track (0 when there is no sowing path). */
  readonly trackRows: number
  readonly storeHeight: number
  readonly rowY: Record<RowPlace, number>
  readonly letterY: Record<RowPlace, number>
  /** The sowing path's line on each side (answers). */
  readonly trackY: Record<RowPlace, number>
  /** Top edge of each store band. */
  readonly storeY: Record<RowPlace, number>
  readonly middleY: number
  /** Height of the board, frame included; the footer starts below. */
  readonly height: number
  /** x of the path's vertical runs at the sides (answers). */
  readonly sideX: { readonly left: number; readonly right: number }
  /** The texts' sizes this geometry was made for (viewBox units), and the bands that hold them. */
  readonly text: BoardText
  readonly bands: Bands
  /** Identifies the geometry: same key, same picture of the board. */
  readonly key: string
}

/** +1 when the row's outside is downwards (the bottom row), -1 for the top row. */
export const outward = (place: RowPlace): number => (place === 'bottom' ? 1 : -1)
/** The sowing runs rightwards along the bottom row, leftwards along the top row, whichever side is at the bottom. */
const travel = (place: RowPlace): number => (place === 'bottom' ? 1 : -1)
export const sideOf = (index: number): ViewSide => (index < 6 ? 'south' : 'north')
export const placeOf = (index: number, bottom: ViewSide): RowPlace => (sideOf(index) === bottom ? 'bottom' : 'top')
/** Column 0–5 from the left: the bottom row reads in sowing order, the top row against it. */
export const columnOf = (index: number, bottom: ViewSide): number => (placeOf(index, bottom) === 'bottom' ? index % 6 : 5 - (index % 6))
export const columnX = (column: number): number => SIDE_MARGIN + PITCH * (column + 0.5)

const geometries = new Map<string, Geometry>()
const STANDARD_BOARD_TEXT = (): BoardText => boardText(STANDARD_TEXT, DEFAULT_PRINT_WIDTH_MM)

/**
 * The geometry of a kind of diagram; `trackRows` is 1 or 2 on answers (2 when a hole is sown 4 times
 * or more); `text`, the sizes of its texts (the bands round the rows grow with them).
 */
export function geometry(kind: GeometryKind, bottom: ViewSide, trackRows = kind === 'answer' ? 1 : 0, text: BoardText = STANDARD_BOARD_TEXT()): Geometry {
  const bands = bandsFor(text)
  const key = `${kind}|${bottom}|${trackRows}|${(['letter', 'count', 'storeName', 'storeCount', 'start', 'order'] as const).map((role) => text[role]).join(',')}`
  const known = geometries.get(key)
  if (known) return { ...known, text }
  const radius = kind === 'answer' ? ANSWER_HOLE_RADIUS : HOLE_RADIUS
  const track = trackRows === 0 ? 0 : bands.trackLine + (trackRows - 1) * bands.trackRowStep
  // The blank board asks for the holes only (the claim `board`): no store bands, so it stays short
  // enough to sit beside the position on a worksheet. A pupil asked for the stores gets a place of its own.
  const storeHeight = kind === 'blank' ? 0 : bands.store
  const topStore = FRAME_PAD
  const topRow = topStore + storeHeight + track + bands.letter + radius
  const middleY = topRow + radius + MIDDLE_GAP / 2
  const bottomRow = middleY + MIDDLE_GAP / 2 + radius
  const bottomStore = bottomRow + radius + bands.letter + track
  const rowY = { top: topRow, bottom: bottomRow }
  const at = (offset: number) => ({ top: topRow - radius - offset, bottom: bottomRow + radius + offset })
  const made: Geometry = {
    kind,
    bottom,
    radius,
    trackRows,
    storeHeight,
    rowY,
    letterY: at(bands.letterOffset),
    trackY: at(bands.letter + bands.trackLine / 2),
    storeY: { top: topStore, bottom: bottomStore },
    middleY,
    height: bottomStore + storeHeight + FRAME_PAD,
    sideX: { left: SIDE_MARGIN / 2 + 2, right: VIEW_WIDTH - SIDE_MARGIN / 2 - 2 },
    text,
    bands,
    key,
  }
  geometries.set(key, made)
  return made
}

export const geometryKind = (kind: ViewKind): GeometryKind => (kind === 'answer' ? 'answer' : kind === 'blank' ? 'blank' : 'board')

export const holeCentre = (index: number, g: Geometry) => ({ x: columnX(columnOf(index, g.bottom)), y: g.rowY[placeOf(index, g.bottom)] })

/** The name printed for a hole: A–L, or with `a-f` North's G–L become a–f (G = a). */
export const holeLabel = (index: number, labels: Labels): string => (labels === 'a-f' && index >= 6 ? String.fromCharCode(97 + index - 6) : VIEW_HOLES[index]!)

/**
 * Andika's em box centre sits 0.415 em above its baseline ((ascent + descent) / 2 = (2500 − 800) / 2
 * of 2048 units). Texts are placed by their centre `y`, but written with an explicit alphabetic
 * baseline: `dominant-baseline` is ignored by some viewers (rsvg, several printers' RIPs), which
 * then drew the top row's letters half off the board.
 */
export const CENTRE_TO_BASELINE_EM = 0.415

const round = (value: number): number => Math.round(value * 10) / 10

const text = (x: number, y: number, content: string, size: number, bold: boolean, extra: Attrs = {}): Shape => ({
  tag: 'text',
  attrs: { x: round(x), y: round(y + CENTRE_TO_BASELINE_EM * size), 'font-size': round(size), ...(bold ? { 'font-weight': 'bold' } : {}), 'text-anchor': 'middle', ...extra },
  text: content,
})
const circle = (cx: number, cy: number, r: number, attrs: Attrs): Shape => ({ tag: 'circle', attrs: { cx: round(cx), cy: round(cy), r: round(r), ...attrs } })
const rect = (cx: number, cy: number, width: number, height: number, attrs: Attrs): Shape => ({
  tag: 'rect',
  attrs: { x: round(cx - width / 2), y: round(cy - height / 2), width: round(width), height: round(height), ...attrs },
})
const path = (d: string, attrs: Attrs): Shape => ({ tag: 'path', attrs: { d, ...attrs } })
const triangle = (tipX: number, tipY: number, dx: number, dy: number, length: number, halfWidth: number): string => {
  // A filled arrowhead pointing along (dx, dy) (a unit vector), its tip at (tipX, tipY).
  const bx = tipX - dx * length
  const by = tipY - dy * length
  return `M${round(tipX)} ${round(tipY)}L${round(bx - dy * halfWidth)} ${round(by + dx * halfWidth)}L${round(bx + dy * halfWidth)} ${round(by - dx * halfWidth)}z`
}

// ---------------------------------------------------------------------------------------------
// The fixed layer: the same for every diagram of one geometry, labels and language.

/**
 * The quiet loop between the rows: along each row in its sowing direction (rightwards by the bottom
 * row, leftwards by the top row, whichever side is at the bottom) and round at both ends, where the
 * sowing passes from one row to the other (F → G and L → A). Grey and thin, clear of every hole.
 */
function directionLoop(g: Geometry, ink: DiagramInk): Group {
  const h = DIRECTION_OFFSET
  const left = columnX(0)
  const right = columnX(5)
  const lower = g.middleY + h // runs with the bottom row, rightwards
  const upper = g.middleY - h // runs with the top row, leftwards
  const loop = `M${round(left)} ${round(lower)}H${round(right)}A${h} ${h} 0 0 0 ${round(right)} ${round(upper)}H${round(left)}A${h} ${h} 0 0 0 ${round(left)} ${round(lower)}z`
  let heads = ''
  // Arrowheads between the columns (where the rims are furthest from the loop), and on each turn.
  for (const column of [0.5, 2.5, 4.5]) {
    const x = columnX(column)
    heads += triangle(x + 8, lower, 1, 0, 16, 8)
    heads += triangle(x - 8, upper, -1, 0, 16, 8)
  }
  heads += triangle(right + h, g.middleY - 7, 0, -1, 14, 7.5)
  heads += triangle(left - h, g.middleY + 7, 0, 1, 14, 7.5)
  return {
    attrs: { class: 'direction' },
    shapes: [path(loop, { fill: 'none', stroke: ink.direction.colour, 'stroke-width': ink.direction.width }), path(heads, { fill: ink.direction.colour })],
  }
}

export function layoutFixed(g: Geometry, options: ResolvedOptions): Group[] {
  const words = WORDS[options.lang]
  const ink = options.ink.diagram
  const frame: Group = {
    attrs: { class: 'frame' },
    shapes: [{ tag: 'rect', attrs: { x: 1.5, y: 1.5, width: VIEW_WIDTH - 3, height: round(g.height - 3), rx: 30, fill: '#ffffff', stroke: ink.ink, 'stroke-width': 3 } }],
  }
  const bands: Group[] = (g.storeHeight === 0 ? [] : (['top', 'bottom'] as const)).map((place) => {
    const side = place === 'bottom' ? g.bottom : opposite(g.bottom)
    const y = g.storeY[place]
    return {
      attrs: { class: 'store-band', 'data-side': side },
      shapes: [
        // A tray in front of the row (light, or outlined in black ink): part of the board, not a second frame.
        { tag: 'rect', attrs: { x: SIDE_MARGIN, y, width: VIEW_WIDTH - 2 * SIDE_MARGIN, height: g.storeHeight, rx: 18, ...areaAttrs(ink.tray, 1.6) } },
        text(STORE_NAME_END, y + g.storeHeight / 2, words.store[side], g.text.storeName, false, { 'text-anchor': 'end', class: 'store-name' }),
      ],
    }
  })
  // On the blank board the box to write in is what the eye should find: the hole around it is grey.
  const holes: Group = {
    attrs: { class: 'holes', fill: '#ffffff', stroke: g.kind === 'blank' ? ink.blankRim.colour : ink.ink, 'stroke-width': g.kind === 'blank' ? ink.blankRim.width : 3 },
    shapes: VIEW_HOLES.map((hole, index) => {
      const { x, y } = holeCentre(index, g)
      return circle(x, y, g.radius, { 'data-hole': hole })
    }),
  }
  const letters: Group = {
    attrs: { class: 'letters', fill: ink.ink },
    shapes: VIEW_HOLES.map((hole, index) =>
      text(holeCentre(index, g).x + (g.kind === 'blank' ? 0 : g.bands.letterDx), g.letterY[placeOf(index, g.bottom)], holeLabel(index, options.labels), g.text.letter, true, { 'data-hole': hole }),
    ),
  }
  return [frame, ...bands, directionLoop(g, ink), holes, letters]
}

/** An area's fill and outline as SVG attributes (`none` where the ink has none). */
const areaAttrs = (area: Area, strokeWidth: number): Attrs => ({ fill: area.fill ?? 'none', ...(area.stroke ? { stroke: area.stroke, 'stroke-width': strokeWidth } : {}) })

/** The store's name ends here; its count (or box to write in) starts just after. */
const STORE_NAME_END = VIEW_WIDTH / 2 - 14
const STORE_COUNT_START = VIEW_WIDTH / 2 + 6

// ---------------------------------------------------------------------------------------------
// Seeds: dice faces up to 6; from 7 to 12, groups of five (quincunx) and a die face for the rest, so
// a child counts 5, 10 and then the rest; above 12, the number with a small heap.

type Offset = readonly [number, number]
const DIE: Record<number, readonly Offset[]> = {
  1: [[0, 0]],
  2: [
    [-1, -1],
    [1, 1],
  ],
  3: [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  4: [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  5: [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
}
/** Most seeds drawn one by one in a hole; above this the number is written with a small heap. */
export const MAX_DRAWN_SEEDS = 12

export interface Seed {
  readonly dx: number
  readonly dy: number
  readonly r: number
}

/** Seeds of a die face (1–6): 2.4 mm across at 90 mm. */
const BIG_SEED = 13
/** Seeds in groups (7–12) and in the heap: 1.9 mm across at 90 mm. */
const SMALL_SEED = 10.5
/** Half the side of a five's square: diagonal neighbours 4.5 units apart. */
const FIVE_STEP = 18
/** The rest's die face is tighter than a five, so it never reads as part of it. */
const REST_STEP: Record<number, number> = { 1: 0, 2: 13, 3: 17, 4: 13 }
/** The furthest a seed's centre goes from the hole's: inside the smallest hole's rim, with 2.5 units to spare. */
const SEED_REACH = ANSWER_HOLE_RADIUS - 1.5 - SMALL_SEED - 2.5

/** Where the seeds of a hole go, relative to its centre (none for an empty hole or above 12: see `heapOffsets`). */
export function seedOffsets(count: number): Seed[] {
  if (count <= 0 || count > MAX_DRAWN_SEEDS) return []
  if (count === 6) return DIE[6]!.map(([x, y]) => ({ dx: x * 16, dy: y * 29, r: BIG_SEED }))
  if (count <= 5) return DIE[count]!.map(([x, y]) => ({ dx: x * 24, dy: y * 24, r: BIG_SEED }))
  const face = (size: number, step: number, cx: number, cy: number): Seed[] => DIE[size]!.map(([x, y]) => ({ dx: cx + x * step, dy: cy + y * step, r: SMALL_SEED }))
  // A face pushed as far out as the hole allows, so the groups stand well apart.
  const outermost = (step: number) => Math.sqrt(SEED_REACH ** 2 - step ** 2) - step
  const five = outermost(FIVE_STEP)
  if (count <= 10) {
    const rest = count - 5
    const step = rest === 5 ? FIVE_STEP : REST_STEP[rest]!
    return [...face(5, FIVE_STEP, -five, 0), ...face(rest, step, outermost(step), 0)]
  }
  // Two fives side by side, the rest (1 or 2) under them, side by side.
  const restY = FIVE_STEP + 33
  const rest: Seed[] = count === 11 ? [{ dx: 0, dy: restY, r: SMALL_SEED }] : [-1, 1].map((x) => ({ dx: x * (SMALL_SEED + 1.5), dy: restY, r: SMALL_SEED }))
  return [...face(5, FIVE_STEP, -five, 0), ...face(5, FIVE_STEP, five, 0), ...rest]
}

/** The small heap under the number of a hole with more than 12 seeds: three seeds, two and one on top. */
export const heapOffsets = (): Seed[] => [
  { dx: -SMALL_SEED - 2, dy: 46, r: SMALL_SEED },
  { dx: SMALL_SEED + 2, dy: 46, r: SMALL_SEED },
  { dx: 0, dy: 46 - 2 * SMALL_SEED, r: SMALL_SEED },
]
/** Where the number of a hole with more than 12 seeds is centred, above its heap. */
const HEAP_NUMBER_DY = -14

const seedsPath = (cx: number, cy: number, seeds: Seed[]): string =>
  seeds.map(({ dx, dy, r }) => `M${round(cx + dx - r)} ${round(cy + dy)}a${r} ${r} 0 1 0 ${round(2 * r)} 0a${r} ${r} 0 1 0 ${round(-2 * r)} 0z`).join('')

/** Parallel 45° chords filling a circle: hatching without SVG patterns (which PDF converters render unevenly). */
function hatchPath(cx: number, cy: number, r: number, spacing: number): string {
  const parts: string[] = []
  const s = Math.SQRT1_2
  for (let d = -r + spacing / 2; d < r; d += spacing) {
    const half = Math.sqrt(r * r - d * d)
    // Chord at distance d from the centre along (s, s), running along (s, -s).
    const mx = cx + d * s
    const my = cy + d * s
    parts.push(`M${round(mx - half * s)} ${round(my + half * s)}L${round(mx + half * s)} ${round(my - half * s)}`)
  }
  return parts.join('')
}

const crossPath = (cx: number, cy: number, size: number): string =>
  `M${round(cx - size)} ${round(cy - size)}L${round(cx + size)} ${round(cy + size)}M${round(cx - size)} ${round(cy + size)}L${round(cx + size)} ${round(cy - size)}`

// Mark styles, shared by the holes and the legend so the legend shows exactly what the board shows.
// Rings outside the rim (answers) reach at most ANSWER_HOLE_RADIUS + 7, clear of the next hole's (half a pitch away).
const OUTER_RING_GAP = 4
const originRing = (ink: DiagramInk, x: number, y: number, r: number): Shape =>
  circle(x, y, r, { fill: 'none', stroke: ink.origin, 'stroke-width': 4, 'stroke-dasharray': '10 6', class: 'mark-origin' })
const lastRing = (ink: DiagramInk, x: number, y: number, r: number): Shape => circle(x, y, r, { fill: 'none', stroke: ink.last, 'stroke-width': 8, class: 'mark-last' })
// In black and white the rings differ by their line alone: dashes (start), big round dots (cancelled
// capture), dash-dot (playable), a thick solid line (last seed) — never two alike.
const cancelledRing = (ink: DiagramInk, x: number, y: number, r: number): Shape =>
  circle(x, y, r, { fill: 'none', stroke: ink.cancelled, 'stroke-width': 6, 'stroke-dasharray': '0.1 15', 'stroke-linecap': 'round', class: 'mark-cancelled' })
const playableRing = (ink: DiagramInk, x: number, y: number, r: number): Shape =>
  circle(x, y, r, { fill: 'none', stroke: ink.playable, 'stroke-width': 6, 'stroke-dasharray': '16 6 3 6', class: 'mark-playable' })
const capturedMark = (ink: DiagramInk, x: number, y: number, r: number): Shape[] => [
  path(hatchPath(x, y, r - 1.5, r > 20 ? 11 : 6), { fill: 'none', stroke: ink.captured, 'stroke-width': r > 20 ? 2.5 : 1.5, class: 'mark-captured' }),
  path(crossPath(x, y, r * 0.62), { fill: 'none', stroke: ink.captured, 'stroke-width': r > 20 ? 6 : 3, 'stroke-linecap': 'round', class: 'mark-captured' }),
]

const marksOf = (hole: HoleView): string =>
  [hole.origin && 'origin', hole.sownOrder.length > 0 && 'sown', hole.last && 'last', hole.captured && 'captured', hole.captureCancelled && 'capture-cancelled', hole.playable && 'playable']
    .filter(Boolean)
    .join(' ')

function layoutHole(hole: HoleView, index: number, g: Geometry, options: ResolvedOptions, measure: Measure): Group {
  const ink = options.ink.diagram
  const { x, y } = holeCentre(index, g)
  const place = placeOf(index, g.bottom)
  const R = g.radius
  const shapes: Shape[] = []
  if (hole.captured) shapes.push(...capturedMark(ink, x, y, R))
  const count = hole.count
  if (count === null) {
    // As big as the hole allows (its round corners keep it inside the rim): a young pupil writes large.
    shapes.push(rect(x, y, WRITE_IN_BOX, WRITE_IN_BOX, { rx: WRITE_IN_RX, fill: '#ffffff', stroke: ink.ink, 'stroke-width': 2.5, class: 'write-in' }))
  } else if (count > 0) {
    const drawn = options.seeds !== 'numbers' && count <= MAX_DRAWN_SEEDS
    if (drawn) {
      // A captured hole's seeds are gone to the store: drawn pale under the cross, so the board after
      // the move reads empty there (a teacher marking "write the board after" must not read 2 in it).
      const seeds = hole.captured ? areaAttrs(ink.taken, 1.5) : { fill: ink.seed }
      shapes.push(path(seedsPath(x, y, seedOffsets(count)), { ...seeds, class: hole.captured ? 'seeds taken' : 'seeds', 'data-seeds': count }))
    } else if (options.seeds === 'numbers') {
      // Numbers only: the number, big, in the hole (on a white disc over a captured hole's hatching).
      if (hole.captured) shapes.push(circle(x, y, 30, { fill: '#ffffff' }))
      shapes.push(text(x, y, String(count), g.text.inHole, true, { class: 'count' }))
    } else {
      // Too many to count at a glance: the number, with a small heap to say "seeds".
      shapes.push(text(x, y + HEAP_NUMBER_DY, String(count), g.text.inHole, true, { class: 'count' }))
      shapes.push(path(seedsPath(x, y, heapOffsets()), { fill: ink.seed, class: 'seeds heap', 'data-seeds': count }))
    }
  }
  if (hole.last) shapes.push(lastRing(ink, x, y, R + 1))
  if (hole.origin) shapes.push(originRing(ink, x, y, R + OUTER_RING_GAP))
  if (hole.captureCancelled) shapes.push(cancelledRing(ink, x, y, R + OUTER_RING_GAP))
  if (hole.playable) shapes.push(playableRing(ink, x, y, R - 1))
  // The count in a badge beside the hole's letter, outside the row: nothing crosses the middle, and
  // the seeds stay whole. An empty hole has no badge: a child sees it is empty — nor has a captured
  // one, empty once its seeds are in the store (the store's "+7" and the caption say how many).
  if (count !== null && count > 0 && options.seeds === 'both' && !hole.captured) {
    const label = String(count)
    const width = Math.max(g.bands.badgeHeight + 2, measure(label, g.text.count, true) + 20)
    const badgeX = x + g.bands.badgeDx + width / 2
    const badgeY = g.letterY[place]
    shapes.push(rect(badgeX, badgeY, width, g.bands.badgeHeight, { rx: 10, fill: '#ffffff', stroke: ink.ink, 'stroke-width': 2.5, class: 'count-badge' }))
    shapes.push(text(badgeX, badgeY, label, g.text.count, true, { class: 'count' }))
  }
  return { attrs: { class: 'hole', 'data-hole': hole.hole, 'data-count': count ?? '', 'data-marks': marksOf(hole) }, shapes }
}

// ---------------------------------------------------------------------------------------------
// The sowing path and the sowing-order badges on it (answers), on the track outside the letters.

interface Badge {
  readonly hole: number
  readonly order: number
  readonly x: number
  readonly y: number
  /** A circle for one digit, a pill as wide as the number for two. */
  readonly width: number
  readonly final: boolean
}

const BADGE_GAP = 4
/** Room for one hole's numbers on a line of the track: its column, less a gap to the next hole's. */
const BADGE_ROOM = PITCH - 10

const badgeWidth = (order: number, text: BoardText, measure: Measure): number => Math.max(bandsFor(text).orderBadge, measure(String(order), orderSizeOf(text, order), true) + 16)

/** A hole's sowing numbers in lines: as many side by side as its column holds, the rest on the next line. */
function badgeLines(orders: readonly number[], text: BoardText, measure: Measure): number[][] {
  const lines: number[][] = []
  let used = Infinity
  for (const order of orders) {
    const width = badgeWidth(order, text, measure)
    if (used + BADGE_GAP + width > BADGE_ROOM) {
      lines.push([])
      used = -BADGE_GAP
    }
    lines.at(-1)!.push(order)
    used += BADGE_GAP + width
  }
  return lines
}

/** Lines of sowing numbers a view needs on its track: 2 or more when a hole is sown often (long laps). */
export const trackRowsFor = (view: BoardView, text: BoardText, measure: Measure): number =>
  view.path === null ? 0 : Math.max(1, ...view.holes.map((hole) => badgeLines(hole.sownOrder, text, measure).length + startLineOffset(hole)))

/**
 * A seed dropped in the hole the move started from (only a mistaken sowing does that): its numbers
 * go one line further out, the « départ » label keeping the track's first line, where they would
 * cover it.
 */
const startLineOffset = (hole: BoardView['holes'][number]): number => (hole.origin && hole.sownOrder.length > 0 ? 1 : 0)

function layoutBadges(view: BoardView, g: Geometry, measure: Measure): Badge[] {
  const total = view.holes.reduce((sum, hole) => sum + hole.sownOrder.length, 0)
  return view.holes.flatMap((hole, index) => {
    const place = placeOf(index, g.bottom)
    const { x } = holeCentre(index, g)
    return badgeLines(hole.sownOrder, g.text, measure).flatMap((line, lineIndex) => {
      const widths = line.map((order) => badgeWidth(order, g.text, measure))
      const lineWidth = widths.reduce((sum, w) => sum + w, 0) + BADGE_GAP * (line.length - 1)
      let left = x - lineWidth / 2
      // Ascending from left to right on both rows: a child reads "4, 15", never "15, 4".
      return line.map((order, i) => {
        const badge = {
          hole: index,
          order,
          x: left + widths[i]! / 2,
          y: g.trackY[place] + outward(place) * (lineIndex + startLineOffset(hole)) * g.bands.trackRowStep,
          width: widths[i]!,
          final: order === total,
        }
        left += widths[i]! + BADGE_GAP
        return badge
      })
    })
  })
}

/**
 * Points of the sowing path, from beside the start label round to `end`: along the track outside
 * each row, up the right side from the bottom row, down the left side from the top row. A path that
 * goes round more than once runs over itself; the numbers on it tell the laps apart.
 */
function pathPoints(from: number, to: number, laps: number, g: Geometry, startGap: number, end: readonly [number, number]): [number, number][] {
  const steps = laps * 12 + ((to - from + 12) % 12)
  const place = (index: number) => placeOf(index, g.bottom)
  const start = holeCentre(from, g)
  const points: [number, number][] = [[start.x + travel(place(from)) * startGap, g.trackY[place(from)]]]
  for (let step = 1; step <= steps; step++) {
    const previous = (from + step - 1) % 12
    const current = (from + step) % 12
    if (place(previous) !== place(current)) {
      const x = place(previous) === 'bottom' ? g.sideX.right : g.sideX.left
      points.push([x, g.trackY[place(previous)]], [x, g.trackY[place(current)]])
    }
  }
  // A last number on an outer line of the track: step out to it just before its hole's numbers.
  const [endX, endY] = end
  const trackY = g.trackY[place(to)]
  if (endY !== trackY) {
    const stepX = holeCentre(to, g).x - travel(place(to)) * (BADGE_ROOM / 2 + 4)
    points.push([stepX, trackY], [stepX, endY])
  }
  points.push([endX, endY])
  return points
}

function layoutPath(view: BoardView, g: Geometry, words: Words, ink: DiagramInk, measure: Measure): Group[] {
  if (!view.path) return []
  const { from, to, laps } = view.path
  const badges = layoutBadges(view, g, measure)
  const finalBadge = badges.find((badge) => badge.final)!
  const startPlace = placeOf(from, g.bottom)
  const dir = travel(placeOf(to, g.bottom))
  const startWidth = measure(words.start, g.text.start, true) + 24
  const tip: [number, number] = [finalBadge.x - dir * (finalBadge.width / 2 + 6), finalBadge.y]
  const points = pathPoints(from, to, laps, g, startWidth / 2, [tip[0] - dir * 16, tip[1]])
  const d = points.map(([px, py], i) => `${i === 0 ? 'M' : 'L'}${round(px)} ${round(py)}`).join('')
  let head = triangle(tip[0], tip[1], dir, 0, 20, 11)
  // Arrowheads half-way up or down each side, so the direction of sowing shows all along (once per side).
  const sides = new Set<number>()
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1]!
    const [x1, y1] = points[i]!
    if (x0 !== x1 || Math.abs(y1 - y0) < 100 || sides.has(x0)) continue
    sides.add(x0)
    const up = y1 < y0 ? -1 : 1
    head += triangle(x0, (y0 + y1) / 2 + up * 10, 0, up, 18, 9)
  }
  const origin = holeCentre(from, g)
  const startY = g.trackY[startPlace]
  const pathGroup: Group = {
    attrs: { class: 'sowing-path' },
    shapes: [
      path(d, { fill: 'none', stroke: ink.path, 'stroke-width': 5, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' }),
      path(head, { fill: ink.path }),
      rect(origin.x, startY, startWidth, g.bands.pill, { rx: g.bands.pill / 2, fill: '#ffffff', stroke: ink.origin, 'stroke-width': 3, 'stroke-dasharray': '8 5', class: 'start-label' }),
      text(origin.x, startY, words.start, g.text.start, true, { fill: ink.ink, 'data-hole': VIEW_HOLES[from]! }),
    ],
  }
  // One group per number: the same number on the same hole recurs from move to move, so each is drawn once.
  const badgeGroups: Group[] = badges.map((badge) => {
    // The last seed's number is inverted (white on black): the eye finds where the sowing ends.
    const fill = badge.final ? ink.ink : '#ffffff'
    const outline = { fill, stroke: ink.ink, 'stroke-width': 2.5, 'data-hole': VIEW_HOLES[badge.hole]!, 'data-order': badge.order }
    const height = g.bands.orderBadge
    return {
      attrs: { class: 'sowing-order' },
      shapes: [
        badge.width > height ? rect(badge.x, badge.y, badge.width, height, { rx: height / 2, ...outline }) : circle(badge.x, badge.y, height / 2, outline),
        text(badge.x, badge.y, String(badge.order), orderSizeOf(g.text, badge.order), true, { fill: badge.final ? '#ffffff' : ink.ink, class: 'order', 'data-hole': VIEW_HOLES[badge.hole]! }),
      ],
    }
  })
  return [pathGroup, ...badgeGroups]
}

// ---------------------------------------------------------------------------------------------
// Stores: the count (or a box to write it in) and the seeds gained, on each band after its name.

function layoutStores(view: BoardView, g: Geometry, ink: DiagramInk, measure: Measure): Group[] {
  if (g.storeHeight === 0) return []
  return (['top', 'bottom'] as const).map((place) => {
    const side: ViewSide = place === 'bottom' ? g.bottom : opposite(g.bottom)
    const y = g.storeY[place] + g.storeHeight / 2
    const count = view.stores[side]
    const gain = view.storeGains[side]
    const shapes: Shape[] = []
    let x = STORE_COUNT_START
    if (count === null) {
      shapes.push(rect(x + WRITE_IN_BOX / 2, y, WRITE_IN_BOX, WRITE_IN_BOX, { rx: 14, fill: '#ffffff', stroke: ink.ink, 'stroke-width': 2.5, class: 'write-in' }))
      x += WRITE_IN_BOX
    } else {
      const width = Math.max(64, measure(String(count), g.text.storeCount, true) + 24)
      shapes.push(rect(x + width / 2, y, width, g.bands.storeCountBox, { rx: 10, fill: '#ffffff', stroke: ink.ink, 'stroke-width': 2.5 }))
      shapes.push(text(x + width / 2, y, String(count), g.text.storeCount, true, { class: 'count' }))
      x += width
    }
    if (gain > 0) {
      const label = `+${gain}`
      const width = measure(label, g.text.gain, true) + 30
      const pill = g.bands.gainPill
      shapes.push(rect(x + 16 + width / 2, y, width, pill, { rx: pill / 2, fill: '#ffffff', stroke: ink.captured, 'stroke-width': 3 }))
      shapes.push(text(x + 16 + width / 2, y, label, g.text.gain, true, { class: 'gain' }))
    }
    return { attrs: { class: 'store', 'data-side': side, 'data-count': count ?? '', 'data-gain': gain }, shapes }
  })
}

// ---------------------------------------------------------------------------------------------
// The footer: whose turn it is, the caption, the end of the game and the legend, at 7 pt or more
// at the print width. A block that cannot fit in its lines is left out and returned as text.

/** Minimum sizes at print and the sizes the board was designed with (viewBox units), per text. */
const FOOTER = Object.freeze({
  toPlay: { minPt: 9, bold: true, maxLines: 2 },
  caption: { minPt: 7, bold: false, maxLines: 3 },
  outcome: { minPt: 7, bold: false, maxLines: 3 },
  // Pupils' instructions: 12 pt.
  instruction: { minPt: 12, bold: false, maxLines: 2 },
  legend: { minPt: 7, bold: false, maxLines: 3 },
})
type FooterRole = keyof typeof FOOTER
const FOOTER_MARGIN = 20
const FOOTER_ROOM = VIEW_WIDTH - 2 * FOOTER_MARGIN
const LINE_HEIGHT = 1.3
const BLOCK_GAP = 10

/**
 * Words that must not be split from their neighbour: a number stays with the word before it ("Sud 24",
 * "(3 graines)"), a hole's letter with its label ("Dernière graine : I."), and a short word with the
 * word after it ("à Sud", "de sa rangée"). French no-break spaces are not spaces here.
 */
function tokens(content: string): string[] {
  const words = content.split(' ').filter((word) => word !== '')
  const merged: string[] = []
  let carry = ''
  for (const word of words) {
    const bare = word.replace(/^[(«\u00a0\u202f]+/, '')
    const clingsBack = carry === '' && merged.length > 0 && (/^\d/.test(bare) || /^[A-La-f][.,)]*$/.test(bare))
    if (clingsBack) merged[merged.length - 1] += ` ${word}`
    else {
      const withCarry = carry === '' ? word : `${carry} ${word}`
      carry = ''
      if (/^[\p{L}’']{1,2}$/u.test(word)) carry = withCarry
      else merged.push(withCarry)
    }
  }
  if (carry !== '') {
    if (merged.length > 0) merged[merged.length - 1] += ` ${carry}`
    else merged.push(carry)
  }
  return merged
}

/**
 * Lines of at most `room` units, as few as greedy filling gives, with the breaks chosen to read well:
 * even lines, at the end of a sentence where it can, never a lone word on the last line. Null when
 * one word alone is wider than `room`.
 */
export function wrapText(content: string, size: number, bold: boolean, room: number, measure: Measure): string[] | null {
  const parts = tokens(content)
  if (parts.length === 0) return []
  const space = measure(' ', size, bold)
  const widths = parts.map((part) => measure(part, size, bold))
  if (widths.some((width) => width > room)) return null
  const lineWidth = (from: number, to: number) => widths.slice(from, to).reduce((sum, w) => sum + w, 0) + space * (to - from - 1)
  // Greedy: the fewest lines.
  let count = 1
  for (let i = 0, used = -space; i < parts.length; i++) {
    if (used + space + widths[i]! > room) {
      count++
      used = -space
    }
    used += space + widths[i]!
  }
  // Then the best breaks for that many lines (parts are few: a plain dynamic programme).
  const n = parts.length
  const cost = (from: number, to: number, last: boolean): number => {
    const width = lineWidth(from, to)
    if (width > room) return Infinity
    if (last) return width < room * 0.3 && count > 1 ? 2 : 0
    const slack = (room - width) / room
    return slack * slack - (/[.!?]$/.test(parts[to - 1]!) ? 0.15 : 0) - (/[,;]$/.test(parts[to - 1]!) ? 0.05 : 0)
  }
  const best: number[][] = Array.from({ length: count + 1 }, () => new Array<number>(n + 1).fill(Infinity))
  const choice: number[][] = Array.from({ length: count + 1 }, () => new Array<number>(n + 1).fill(-1))
  best[0]![0] = 0
  for (let k = 1; k <= count; k++)
    for (let to = 1; to <= n; to++)
      for (let from = k - 1; from < to; from++) {
        const before = best[k - 1]![from]!
        if (before === Infinity) continue
        const total = before + cost(from, to, k === count)
        if (total < best[k]![to]!) {
          best[k]![to] = total
          choice[k]![to] = from
        }
      }
  const lines: string[] = []
  for (let k = count, to = n; k > 0; k--) {
    const from = choice[k]![to]!
    lines.unshift(parts.slice(from, to).join(' '))
    to = from
  }
  return lines
}

/** What a diagram leaves out at its print width, for the page to print as text beside it. */
export interface OutsideText {
  /** The caption lines that did not fit (move, end of the game, instruction), in reading order. */
  readonly caption: string | null
  /** The legend in words ("dashed ring: start; …"), when its icons did not fit. */
  readonly legend: string | null
}

interface Footer {
  readonly groups: Group[]
  readonly height: number
  readonly outside: OutsideText | null
}

function legendIcon(ink: DiagramInk, key: LegendKey, x: number, y: number, size: number): Shape[] {
  const r = size * 0.46
  switch (key) {
    case 'origin':
      return [originRing(ink, x, y, r)]
    case 'order':
      return [circle(x, y, size * 0.56, { fill: '#ffffff', stroke: ink.ink, 'stroke-width': 2 }), text(x, y, '1', size, true)]
    case 'last':
      return [lastRing(ink, x, y, r - 1)]
    case 'captured':
      return [circle(x, y, r + 1, { fill: '#ffffff', stroke: ink.ink, 'stroke-width': 2 }), ...capturedMark(ink, x, y, r + 1)]
    case 'cancelled':
      return [cancelledRing(ink, x, y, r)]
    case 'playable':
      return [playableRing(ink, x, y, r)]
  }
}

/** What a diagram's footer says, in reading order, and the marks its legend names (the footer's content before it is laid out). */
export interface FooterWords {
  readonly blocks: readonly { readonly role: FooterRole; readonly content: string; readonly cls: string }[]
  readonly legend: readonly LegendKey[]
}

export function footerWords(view: BoardView, options: Pick<ResolvedOptions, 'lang' | 'labels'>): FooterWords {
  const words = WORDS[options.lang]
  const name = (hole: string) => holeLabel(VIEW_HOLES.indexOf(hole as never), options.labels)
  const blocks: { role: FooterRole; content: string; cls: string }[] = []
  const keys: LegendKey[] = []
  if (view.toMove) blocks.push({ role: 'toPlay', content: words.toPlay[view.toMove], cls: 'to-play' })
  if (view.move) {
    if (!view.quiet) blocks.push({ role: 'caption', content: words.move(view.move, name), cls: 'caption' })
    keys.push('origin', 'order', 'last')
  }
  if (view.kind === 'legal') {
    const playable = view.holes.filter((hole) => hole.playable).map((hole) => name(hole.hole))
    blocks.push({ role: 'caption', content: playable.length > 0 ? words.playable(playable) : words.noPlayable, cls: 'caption' })
    keys.push('playable')
  }
  if (view.kind === 'blank' && !view.quiet) blocks.push({ role: 'instruction', content: words.blank, cls: 'caption' })
  if (view.outcome) blocks.push({ role: 'outcome', content: words.outcome(view.outcome), cls: 'outcome' })
  if (view.holes.some((hole) => hole.captured)) keys.push('captured')
  if (view.holes.some((hole) => hole.captureCancelled)) keys.push('cancelled')
  return { blocks, legend: keys }
}

function layoutFooter(view: BoardView, top: number, sizes: BoardText, options: ResolvedOptions, measure: Measure): Footer {
  if (!options.footer) return { groups: [], height: 0, outside: null }
  const { blocks, legend: keys } = footerWords(view, options)

  const groups: Group[] = []
  const outsideCaption: string[] = []
  let y = top
  for (const block of blocks) {
    const spec = FOOTER[block.role]
    const size = sizes[block.role]
    const lines = wrapText(block.content, size, spec.bold, FOOTER_ROOM, measure)
    if (lines === null || lines.length > spec.maxLines) {
      outsideCaption.push(block.content)
      continue
    }
    const shapes = lines.map((line, i) => text(VIEW_WIDTH / 2, y + size * LINE_HEIGHT * (i + 0.5), line, size, spec.bold))
    groups.push({ attrs: { class: block.cls, ...(block.role === 'toPlay' && view.toMove ? { 'data-side': view.toMove } : {}) }, shapes })
    y += lines.length * size * LINE_HEIGHT + BLOCK_GAP
  }

  let legendOutside: string | null = null
  if (keys.length > 0 && options.legend) {
    const legend = layoutLegend(keys, y, sizes.legend, FOOTER_ROOM, options, measure)
    if (legend === null || legend.rows > FOOTER.legend.maxLines) legendOutside = legendInWords(keys, options.lang)
    else {
      groups.push(legend.group)
      y += legend.height + BLOCK_GAP
    }
  }
  const outside = outsideCaption.length > 0 || legendOutside ? { caption: outsideCaption.length > 0 ? outsideCaption.join(' ') : null, legend: legendOutside } : null
  return { groups, height: y - top, outside }
}

/** The legend in words ("Légende : anneau en tirets : départ ; …"), for a page that prints it as text. */
export const legendInWords = (keys: readonly LegendKey[], lang: Lang): string =>
  `${WORDS[lang].legendWords.title}${lang === 'fr' ? '\u202f' : ''}: ${keys.map((key) => WORDS[lang].legendWords.entries[key]).join(lang === 'fr' ? ' ; ' : '; ')}.`

/**
 * The marks' icons and names, centred in rows of at most `room` units from `top`, text `size` units;
 * null when one item alone is wider than the room. Under a diagram, or on its own for a page that
 * explains the marks of all its diagrams once (the poster).
 */
export function layoutLegend(
  keys: readonly LegendKey[],
  top: number,
  size: number,
  room: number,
  options: ResolvedOptions,
  measure: Measure,
  align: 'centre' | 'start' = 'centre',
): { group: Group; height: number; rows: number } | null {
  const words = WORDS[options.lang]
  const iconWidth = size * 1.1
  const iconGap = size * 0.3
  const itemGap = size * 1.2
  const items = keys.map((key) => ({ key, width: iconWidth + iconGap + measure(words.legend[key], size, false) }))
  if (items.some((item) => item.width > room)) return null
  const rows: (typeof items)[] = []
  for (const item of items) {
    const row = rows.at(-1)
    const rowWidth = row ? row.reduce((sum, it) => sum + it.width, 0) + itemGap * row.length : Infinity
    if (row && rowWidth + item.width <= room) row.push(item)
    else rows.push([item])
  }
  const shapes: Shape[] = []
  const centre = VIEW_WIDTH / 2
  rows.forEach((row, i) => {
    const rowWidth = row.reduce((sum, it) => sum + it.width, 0) + itemGap * (row.length - 1)
    const rowY = top + size * LINE_HEIGHT * (i + 0.5)
    let x = align === 'start' ? (VIEW_WIDTH - room) / 2 : centre - rowWidth / 2
    for (const item of row) {
      shapes.push(...legendIcon(options.ink.diagram, item.key, x + iconWidth / 2, rowY, size))
      shapes.push(text(x + iconWidth + iconGap, rowY, words.legend[item.key], size, false, { 'text-anchor': 'start', 'data-mark': item.key }))
      x += item.width + itemGap
    }
  })
  return { group: { attrs: { class: 'legend' }, shapes }, height: rows.length * size * LINE_HEIGHT, rows: rows.length }
}

// ---------------------------------------------------------------------------------------------

/** A diagram laid out: its size in viewBox units, the fixed layer and what this view adds. */
export interface Layout {
  readonly width: number
  readonly height: number
  readonly geometry: Geometry
  /** Identifies the fixed layer: diagrams with the same key share it (same geometry, labels, language). */
  readonly fixedKey: string
  readonly content: Group[]
  /** What did not fit in the picture at the print width, to print as text; null when everything is in it. */
  readonly outside: OutsideText | null
}

/** The fixed layer's identity: its geometry (kind, orientation, text sizes), labels, language and ink. */
export const fixedKeyOf = (g: Geometry, options: ResolvedOptions): string => `${g.key}|${options.labels}|${options.lang}|${options.ink.name}`

export const geometryOf = (view: BoardView, options: ResolvedOptions, measure: Measure): Geometry => {
  const text = boardText(options.text, options.printWidthMm)
  return geometry(geometryKind(view.kind), view.bottom, view.kind === 'answer' ? trackRowsFor(view, text, measure) : 0, text)
}

/** Lays out a view; the fixed layer is `layoutFixed(layout.geometry, options)`, the same for every view with its `fixedKey`. */
export function layoutBoard(view: BoardView, options: ResolvedOptions, measure: Measure): Layout {
  const words = WORDS[options.lang]
  const g = geometryOf(view, options, measure)
  const footer = layoutFooter(view, g.height + 12, g.text, options, measure)
  const content = [
    ...layoutStores(view, g, options.ink.diagram, measure),
    ...view.holes.map((hole, index) => layoutHole(hole, index, g, options, measure)),
    ...layoutPath(view, g, words, options.ink.diagram, measure),
    ...footer.groups,
  ]
  const height = footer.groups.length > 0 ? Math.ceil(g.height + 12 + footer.height) : g.height
  return { width: VIEW_WIDTH, height, geometry: g, fixedKey: fixedKeyOf(g, options), content, outside: footer.outside }
}

/**
 * The height of the tallest diagram the layout can make at `printWidthMm` (a sowing track of two
 * lines, every footer block at its most lines): a caller that reserves `width / aspect` with
 * `aspect = VIEW_WIDTH / tallestHeight(...)` always has room. Each diagram's own height is smaller.
 */
export function tallestHeight(printWidthMm: number, scale: TextScale = STANDARD_TEXT): number {
  const text = boardText(scale, printWidthMm)
  const blocks = (roles: FooterRole[]) => roles.reduce((sum, role) => sum + FOOTER[role].maxLines * text[role] * LINE_HEIGHT + BLOCK_GAP, 12)
  return Math.ceil(
    Math.max(
      geometry('answer', 'south', 2, text).height + blocks(['caption', 'outcome', 'legend']),
      geometry('board', 'south', 0, text).height + blocks(['toPlay', 'caption', 'outcome', 'legend']),
      geometry('blank', 'south', 0, text).height + blocks(['instruction']),
    ),
  )
}

export type { Lang }
