/**
 * Geometry of a board diagram, computed before anything is drawn: pure functions from a view and
 * options to groups of plain shapes (tag + attributes) in viewBox units. `draw.ts` only turns these
 * into svg.js elements. The parts that never change (frame, holes, letters, stores) are a separate
 * layer so they can be built once and reused.
 */
import type { Lang, Words } from './strings.js'
import { WORDS } from './strings.js'
import type { BoardView, HoleView, ViewSide } from './view.js'
import { VIEW_HOLES } from './view.js'

export type SeedStyle = 'dots' | 'numbers' | 'both'
export type Labels = 'A-L' | 'a-f'
export interface RenderOptions {
  /** Seeds drawn (young children count), numbers (older ones read) or both (the default). */
  seeds?: SeedStyle
  /** `A-L` (default, the kit's fixed letters) or `a-f` for North's row (seed 002). */
  labels?: Labels
  lang?: Lang
}
export type ResolvedOptions = Required<RenderOptions>

export const resolveOptions = (options: RenderOptions = {}): ResolvedOptions => ({
  seeds: options.seeds ?? 'both',
  labels: options.labels ?? 'A-L',
  lang: options.lang ?? 'fr',
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

/** The viewBox in user units: page layouts keep this aspect ratio. */
export const BOARD_SIZE = Object.freeze({ width: 1000, height: 550 })

/**
 * Okabe–Ito colours (distinguishable with every common colour-vision deficiency). Colour is never the
 * only cue: each mark also has its own shape or line style, and a legend names it.
 */
export const COLOURS = Object.freeze({
  ink: '#000000',
  seed: '#4a2c12',
  origin: '#0072B2',
  last: '#009E73',
  captured: '#D55E00',
  cancelled: '#CC79A7',
  playable: '#0072B2',
  path: '#333333',
})

const CELL = 120
export const HOLE_RADIUS = 48
const FIRST_COLUMN_X = 200
const ROW_Y: Record<ViewSide, number> = { north: 144, south: 306 }
const BOARD = { x: 128, y: 84, width: 744, height: 282 }
/** Between the rows: the two rows' count tags face each other across it. */
const MIDDLE_Y = (144 + 306) / 2
/** The sowing arrow runs outside the board: along the bottom row, up the right, along the top, down the left. */
const TRACK = { north: 62, south: 388, left: 112, right: 888 }
const LETTER_Y: Record<ViewSide, number> = { north: 24, south: 438 }
const STORE_X: Record<ViewSide, number> = { north: 8, south: 914 }
const STORE_WIDTH = 78
const CAPTION_Y = 484
const LEGEND_Y = 526
/** With a second caption line (the end of the game), the footer packs three lines. */
const CAPTION_Y_TWO_LINES = [474, 504] as const
const LEGEND_Y_THREE_LINES = 534
const MARGIN = 14

const round = (value: number): number => Math.round(value * 10) / 10

export const sideOf = (index: number): ViewSide => (index < 6 ? 'south' : 'north')
/** Column 0–5 from the left: South's row A–F reads left to right, North's L…G too. */
const columnOf = (index: number): number => (index < 6 ? index : 11 - index)
export const holeCentre = (index: number) => ({ x: FIRST_COLUMN_X + columnOf(index) * CELL, y: ROW_Y[sideOf(index)] })
/** Towards the middle of the board, where each hole's count tag sits (-1 up for South, +1 down for North). */
const inward = (index: number): number => (sideOf(index) === 'south' ? -1 : 1)
/** The sowing goes right along the bottom row, left along the top row. */
const travel = (side: ViewSide): number => (side === 'south' ? 1 : -1)

/** The name printed for a hole: A–L, or with `a-f` North's G–L become a–f (G = a). */
export const holeLabel = (index: number, labels: Labels): string =>
  labels === 'a-f' && index >= 6 ? String.fromCharCode(97 + index - 6) : VIEW_HOLES[index]!

/**
 * Andika's em box centre sits 0.415 em above its baseline ((ascent + descent) / 2 = (2500 − 800) / 2
 * of 2048 units). Texts are placed by their centre `y`, but written with an explicit alphabetic
 * baseline: `dominant-baseline` is ignored by some viewers (rsvg, several printers' RIPs), which
 * then drew the top row's letters half off the board.
 */
export const CENTRE_TO_BASELINE_EM = 0.415

const text = (x: number, y: number, content: string, size: number, bold: boolean, extra: Attrs = {}): Shape => ({
  tag: 'text',
  attrs: { x: round(x), y: round(y + CENTRE_TO_BASELINE_EM * size), 'font-size': size, ...(bold ? { 'font-weight': 'bold' } : {}), 'text-anchor': 'middle', ...extra },
  text: content,
})
const circle = (cx: number, cy: number, r: number, attrs: Attrs): Shape => ({ tag: 'circle', attrs: { cx: round(cx), cy: round(cy), r: round(r), ...attrs } })
const rect = (cx: number, cy: number, width: number, height: number, attrs: Attrs): Shape => ({
  tag: 'rect',
  attrs: { x: round(cx - width / 2), y: round(cy - height / 2), width: round(width), height: round(height), ...attrs },
})
const path = (d: string, attrs: Attrs): Shape => ({ tag: 'path', attrs: { d, ...attrs } })

// ---------------------------------------------------------------------------------------------
// The layer that never changes for given labels and language.

export function layoutStatic(options: ResolvedOptions): Group[] {
  const words = WORDS[options.lang]
  const frame: Group = {
    attrs: { class: 'frame' },
    shapes: [
      { tag: 'rect', attrs: { x: BOARD.x, y: BOARD.y, width: BOARD.width, height: BOARD.height, rx: 30, fill: '#ffffff', stroke: COLOURS.ink, 'stroke-width': 3 } },
      path(`M${BOARD.x + 24} ${MIDDLE_Y}H${BOARD.x + BOARD.width - 24}`, { stroke: COLOURS.ink, 'stroke-width': 1.5, 'stroke-dasharray': '8 8' }),
    ],
  }
  const holes: Group = {
    attrs: { class: 'holes', fill: '#ffffff', stroke: COLOURS.ink, 'stroke-width': 3 },
    shapes: VIEW_HOLES.map((hole, index) => {
      const { x, y } = holeCentre(index)
      return circle(x, y, HOLE_RADIUS, { 'data-hole': hole })
    }),
  }
  const letters: Group = {
    attrs: { class: 'letters', fill: COLOURS.ink },
    shapes: VIEW_HOLES.map((hole, index) => text(holeCentre(index).x, LETTER_Y[sideOf(index)], holeLabel(index, options.labels), 34, true, { 'data-hole': hole })),
  }
  const stores: Group[] = (['north', 'south'] as const).map((side) => {
    const x = STORE_X[side] + STORE_WIDTH / 2
    return {
      attrs: { class: 'store-frame', 'data-side': side },
      shapes: [
        { tag: 'rect', attrs: { x: STORE_X[side], y: BOARD.y, width: STORE_WIDTH, height: BOARD.height, rx: 18, fill: '#ffffff', stroke: COLOURS.ink, 'stroke-width': 3 } },
        text(x, BOARD.y + 26, words.side[side], 22, true),
        text(x, BOARD.y + 52, words.store, 17, false),
      ],
    }
  })
  return [frame, holes, letters, ...stores]
}

// ---------------------------------------------------------------------------------------------
// Seeds: dice faces up to 6; from 7 to 15, groups of five (quincunx) and a die face for the rest, so a
// child counts 5, 10, 15 and then the rest.

type Offset = readonly [number, number]
const DIE: Record<number, readonly Offset[]> = {
  1: [[0, 0]],
  2: [[-1, -1], [1, 1]],
  3: [[-1, -1], [0, 0], [1, 1]],
  4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
  5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]],
  6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
}
/** Most seeds drawn in a hole; above this the count is written alone. */
export const MAX_DRAWN_SEEDS = 15

export interface Seed {
  readonly dx: number
  readonly dy: number
  readonly r: number
}

/**
 * Where the seeds of a hole go, relative to its centre. `towardTag` is the side (-1 up, +1 down)
 * where the count tag sits; a third group goes to the other side, away from it.
 */
export function seedOffsets(count: number, towardTag: number): Seed[] {
  if (count <= 0 || count > MAX_DRAWN_SEEDS) return []
  // Six is laid out as two rows of three so the seeds keep clear of each other.
  if (count === 6) return DIE[6]!.map(([x, y]) => ({ dx: y * 17, dy: x * 12, r: 7.5 }))
  if (count <= 5) return DIE[count]!.map(([x, y]) => ({ dx: x * 15, dy: y * 15, r: 8.5 }))
  const groups: number[] = []
  for (let left = count; left > 0; left -= 5) groups.push(Math.min(5, left))
  const centres: Offset[] =
    groups.length === 2
      ? [[-20, 0], [20, 0]]
      : [[-19, towardTag * 12], [19, towardTag * 12], [0, -towardTag * 21]]
  return groups.flatMap((size, group) => {
    const [cx, cy] = centres[group]!
    return DIE[size]!.map(([x, y]) => ({ dx: cx + x * 9, dy: cy + y * 9, r: 5.6 }))
  })
}

const seedsPath = (cx: number, cy: number, seeds: Seed[]): string =>
  seeds
    .map(({ dx, dy, r }) => `M${round(cx + dx - r)} ${round(cy + dy)}a${r} ${r} 0 1 0 ${round(2 * r)} 0a${r} ${r} 0 1 0 ${round(-2 * r)} 0z`)
    .join('')

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
const MARK_RING_GAP = 8
const originRing = (x: number, y: number, r: number): Shape =>
  circle(x, y, r, { fill: 'none', stroke: COLOURS.origin, 'stroke-width': 4, 'stroke-dasharray': '10 6', class: 'mark-origin' })
const lastRing = (x: number, y: number, r: number): Shape =>
  circle(x, y, r, { fill: 'none', stroke: COLOURS.last, 'stroke-width': 8, class: 'mark-last' })
const cancelledRing = (x: number, y: number, r: number): Shape =>
  circle(x, y, r, { fill: 'none', stroke: COLOURS.cancelled, 'stroke-width': 6, 'stroke-dasharray': '0.1 9', 'stroke-linecap': 'round', class: 'mark-cancelled' })
const playableRing = (x: number, y: number, r: number): Shape =>
  circle(x, y, r, { fill: 'none', stroke: COLOURS.playable, 'stroke-width': 6, class: 'mark-playable' })
const capturedMark = (x: number, y: number, r: number): Shape[] => [
  path(hatchPath(x, y, r - 1.5, r > 20 ? 11 : 6), { fill: 'none', stroke: COLOURS.captured, 'stroke-width': r > 20 ? 2.5 : 1.5, class: 'mark-captured' }),
  path(crossPath(x, y, r * 0.62), { fill: 'none', stroke: COLOURS.captured, 'stroke-width': r > 20 ? 6 : 3, 'stroke-linecap': 'round', class: 'mark-captured' }),
]

const marksOf = (hole: HoleView): string =>
  [
    hole.origin && 'origin',
    hole.sownOrder.length > 0 && 'sown',
    hole.last && 'last',
    hole.captured && 'captured',
    hole.captureCancelled && 'capture-cancelled',
    hole.playable && 'playable',
  ]
    .filter(Boolean)
    .join(' ')

function layoutHole(hole: HoleView, index: number, options: ResolvedOptions, measure: Measure): Group {
  const { x, y } = holeCentre(index)
  const shapes: Shape[] = []
  if (hole.captured) shapes.push(...capturedMark(x, y, HOLE_RADIUS))
  const count = hole.count
  if (count === null) {
    // As big as the hole allows (rounded corners keep it inside the rim): a young pupil writes large.
    shapes.push(rect(x, y, 86, 64, { rx: 16, fill: '#ffffff', stroke: COLOURS.ink, 'stroke-width': 2.5, class: 'write-in' }))
  } else {
    const drawSeeds = options.seeds !== 'numbers' && count <= MAX_DRAWN_SEEDS
    if (drawSeeds && count > 0)
      shapes.push(path(seedsPath(x, y, seedOffsets(count, inward(index))), { fill: COLOURS.seed, stroke: '#ffffff', 'stroke-width': 1.5, class: 'seeds', 'data-seeds': count }))
    if (!drawSeeds) {
      // Numbers only, or too many seeds to count at a glance: the number, big, in the hole
      // (on a white disc over the hatching of a captured hole, so it stays readable).
      if (hole.captured) shapes.push(circle(x, y, 24, { fill: '#ffffff' }))
      shapes.push(text(x, y, String(count), 46, true, { class: 'count' }))
    }
  }
  const ring = HOLE_RADIUS + MARK_RING_GAP
  if (hole.last) shapes.push(lastRing(x, y, HOLE_RADIUS + 1))
  if (hole.origin) shapes.push(originRing(x, y, ring))
  if (hole.captureCancelled) shapes.push(cancelledRing(x, y, ring))
  if (hole.playable) shapes.push(playableRing(x, y, ring))
  // The count beside the seeds, on the rim facing the middle (drawn over the rings). An empty hole
  // shows no tag: a child sees it is empty, and the board stays uncluttered.
  if (count !== null && count > 0 && count <= MAX_DRAWN_SEEDS && options.seeds === 'both') {
    const label = String(count)
    const width = Math.max(40, measure(label, 26, true) + 18)
    const tagY = y + inward(index) * HOLE_RADIUS
    shapes.push(rect(x, tagY, width, 34, { rx: 9, fill: '#ffffff', stroke: COLOURS.ink, 'stroke-width': 2.5, class: 'count-tag' }))
    shapes.push(text(x, tagY, label, 26, true, { class: 'count' }))
  }
  return { attrs: { class: 'hole', 'data-hole': hole.hole, 'data-count': count ?? '', 'data-marks': marksOf(hole) }, shapes }
}

// ---------------------------------------------------------------------------------------------
// The sowing path and the sowing-order badges on it.

interface Badge {
  readonly hole: number
  readonly order: number
  readonly x: number
  readonly y: number
  readonly r: number
  readonly final: boolean
}

function layoutBadges(view: BoardView): Badge[] {
  const total = view.holes.reduce((sum, hole) => sum + hole.sownOrder.length, 0)
  return view.holes.flatMap((hole, index) => {
    const k = hole.sownOrder.length
    if (k === 0) return []
    const spacing = Math.min(34, 104 / k)
    const r = Math.min(16, spacing / 2 - 1)
    const side = sideOf(index)
    const { x } = holeCentre(index)
    // Ascending from left to right on both rows: a child reads "4, 15", never "15, 4".
    return hole.sownOrder.map((order, j) => ({
      hole: index,
      order,
      x: x + (j - (k - 1) / 2) * spacing,
      y: TRACK[side],
      r,
      final: order === total,
    }))
  })
}

/** Points of the sowing path from the origin round to the last hole, one lap further out each time round. */
function pathPoints(from: number, to: number, laps: number, startGap: number, endX: number): [number, number][] {
  const steps = laps * 12 + ((to - from + 12) % 12)
  // Each lap runs a little further out (at most three rails, clear of the letters and the stores).
  const lapOffset = (lap: number) => Math.min(lap, 3) * 6
  const trackY = (side: ViewSide, lap: number) => TRACK[side] + (side === 'south' ? 1 : -1) * lapOffset(lap)
  const start = holeCentre(from)
  const points: [number, number][] = [[start.x + travel(sideOf(from)) * startGap, trackY(sideOf(from), 0)]]
  let lap = 0
  for (let step = 1; step <= steps; step++) {
    const previous = (from + step - 1) % 12
    const current = (from + step) % 12
    const off = lapOffset(lap)
    if (previous === 5 && current === 6) {
      points.push([TRACK.right + off, trackY('south', lap)], [TRACK.right + off, trackY('north', lap)])
    } else if (previous === 11 && current === 0) {
      points.push([TRACK.left - off, trackY('north', lap)], [TRACK.left - off, trackY('south', lap)])
    }
    if (current === from) {
      // Passing the origin (skipped): step one lap further out.
      const side = sideOf(current)
      const x = holeCentre(current).x
      points.push([x, trackY(side, lap)])
      lap++
      points.push([x + travel(side) * 16, trackY(side, lap)])
    }
  }
  // The last lap runs further out: come back to the numbers' line just before the arrowhead.
  const endSide = sideOf(to)
  if (lapOffset(lap) > 0) points.push([endX - travel(endSide) * 24, trackY(endSide, lap)])
  points.push([endX, TRACK[endSide]])
  return points
}

function layoutPath(view: BoardView, words: Words, measure: Measure): Group[] {
  if (!view.path) return []
  const { from, to, laps } = view.path
  const badges = layoutBadges(view)
  const finalBadge = badges.find((badge) => badge.final)
  const startLabel = words.start
  const startWidth = measure(startLabel, 18, true) + 20
  const endSide = sideOf(to)
  const endX = finalBadge ? finalBadge.x - travel(endSide) * (finalBadge.r + 4) : holeCentre(to).x
  const points = pathPoints(from, to, laps, startWidth / 2, endX - travel(endSide) * 14)
  const [tipX, tipY] = [endX, TRACK[endSide]]
  const d = points.map(([px, py], i) => `${i === 0 ? 'M' : 'L'}${round(px)} ${round(py)}`).join('')
  const dir = travel(endSide)
  let head = `M${round(tipX)} ${round(tipY)}L${round(tipX - dir * 18)} ${round(tipY - 10)}L${round(tipX - dir * 18)} ${round(tipY + 10)}z`
  // Arrowheads half-way up or down each side of the board, so the direction of sowing shows all along.
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1]!
    const [x1, y1] = points[i]!
    if (x0 !== x1 || Math.abs(y1 - y0) < 100) continue
    const up = y1 < y0 ? -1 : 1
    const my = (y0 + y1) / 2 + up * 7
    head += `M${round(x0)} ${round(my)}L${round(x0 - 8)} ${round(my - up * 14)}L${round(x0 + 8)} ${round(my - up * 14)}z`
  }
  const origin = holeCentre(from)
  const pathGroup: Group = {
    attrs: { class: 'sowing-path' },
    shapes: [
      path(d, { fill: 'none', stroke: COLOURS.path, 'stroke-width': 4, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' }),
      path(head, { fill: COLOURS.path }),
      rect(origin.x, TRACK[sideOf(from)], startWidth, 28, { rx: 14, fill: '#ffffff', stroke: COLOURS.origin, 'stroke-width': 2.5, 'stroke-dasharray': '6 4', class: 'start-label' }),
      text(origin.x, TRACK[sideOf(from)], startLabel, 18, true, { fill: COLOURS.ink, 'data-hole': VIEW_HOLES[from]! }),
    ],
  }
  // One group per number: the same number on the same hole recurs from move to move, so each is drawn once.
  const badgeGroups: Group[] = badges.map((badge) => {
    // The last seed's number is inverted (white on black): the eye finds where the sowing ends.
    const r = badge.final ? badge.r + 3 : badge.r
    const size = Math.round(r * (badge.order >= 10 ? 1.05 : 1.25))
    return {
      attrs: { class: 'sowing-order' },
      shapes: [
        circle(badge.x, badge.y, r, { fill: badge.final ? COLOURS.ink : '#ffffff', stroke: COLOURS.ink, 'stroke-width': 2, 'data-hole': VIEW_HOLES[badge.hole]!, 'data-order': badge.order }),
        text(badge.x, badge.y, String(badge.order), size, true, { fill: badge.final ? '#ffffff' : COLOURS.ink, class: 'order', 'data-hole': VIEW_HOLES[badge.hole]! }),
      ],
    }
  })
  return [pathGroup, ...badgeGroups]
}

// ---------------------------------------------------------------------------------------------
// Stores, side to move, caption and legend.

function layoutStores(view: BoardView): Group[] {
  return (['north', 'south'] as const).map((side) => {
    const x = STORE_X[side] + STORE_WIDTH / 2
    const y = BOARD.y + BOARD.height / 2 + 14
    const count = view.stores[side]
    const gain = view.storeGains[side]
    const shapes: Shape[] =
      count === null
        ? [rect(x, y, 70, 64, { rx: 8, fill: '#ffffff', stroke: COLOURS.ink, 'stroke-width': 2.5, class: 'write-in' })]
        : [text(x, y, String(count), 42, true, { class: 'count' })]
    if (gain > 0)
      shapes.push(
        rect(x, y + 62, 62, 34, { rx: 17, fill: '#ffffff', stroke: COLOURS.captured, 'stroke-width': 3 }),
        text(x, y + 62, `+${gain}`, 24, true, { class: 'gain' }),
      )
    return { attrs: { class: 'store', 'data-side': side, 'data-count': count ?? '', 'data-gain': gain }, shapes }
  })
}

/** A black tab pointing at the row of the side to move, beside its letters, naming it. */
function layoutToMove(side: ViewSide, words: Words, measure: Measure): Group {
  const label = words.toMove[side]
  const room = FIRST_COLUMN_X - 26 - MARGIN - 30
  let size = 20
  while (size > 13 && measure(label, size, true) > room) size--
  const width = measure(label, size, true) + 30
  const y = LETTER_Y[side]
  const x0 = MARGIN
  const x1 = x0 + width - 16
  const d = `M${x0} ${y - 18}H${round(x1)}L${round(x1 + 16)} ${y}L${round(x1)} ${y + 18}H${x0}z`
  return {
    attrs: { class: 'to-move', 'data-side': side },
    shapes: [path(d, { fill: COLOURS.ink }), text(x0 + (width - 16) / 2 + 2, y, label, size, true, { fill: '#ffffff' })],
  }
}

type LegendKey = keyof Words['legend']

function legendIcon(key: LegendKey, x: number, y: number): Shape[] {
  switch (key) {
    case 'origin':
      return [originRing(x, y, 12)]
    case 'order':
      return [circle(x, y, 13, { fill: '#ffffff', stroke: COLOURS.ink, 'stroke-width': 2 }), text(x, y, '1', 16, true)]
    case 'last':
      return [lastRing(x, y, 11)]
    case 'captured':
      return [circle(x, y, 13, { fill: '#ffffff', stroke: COLOURS.ink, 'stroke-width': 2 }), ...capturedMark(x, y, 13)]
    case 'cancelled':
      return [cancelledRing(x, y, 12)]
    case 'playable':
      return [playableRing(x, y, 12)]
  }
}

function fitted(content: string, size: number, bold: boolean, room: number, measure: Measure): number {
  let fitting = size
  while (fitting > 12 && measure(content, fitting, bold) > room) fitting--
  return fitting
}

function layoutFooter(view: BoardView, options: ResolvedOptions, words: Words, measure: Measure): Group[] {
  const name = (hole: string) => holeLabel(VIEW_HOLES.indexOf(hole as never), options.labels)
  let caption = ''
  let ending = ''
  const keys: LegendKey[] = []
  if (view.move) {
    caption = words.move(view.move, name)
    keys.push('origin', 'order', 'last')
  }
  if (view.outcome) ending = words.outcome(view.outcome)
  if (view.holes.some((hole) => hole.captured)) keys.push('captured')
  if (view.holes.some((hole) => hole.captureCancelled)) keys.push('cancelled')
  if (view.kind === 'legal') {
    const playable = view.holes.filter((hole) => hole.playable).map((hole) => name(hole.hole))
    caption = playable.length > 0 ? words.playable(playable) : words.noPlayable
    keys.push('playable')
  }
  if (view.kind === 'blank') caption = words.blank
  const groups: Group[] = []
  const room = BOARD_SIZE.width - 2 * MARGIN
  const [captionY, endingY] = ending ? CAPTION_Y_TWO_LINES : [CAPTION_Y, 0]
  const legendY = ending ? LEGEND_Y_THREE_LINES : LEGEND_Y
  if (caption) groups.push({ attrs: { class: 'caption' }, shapes: [text(BOARD_SIZE.width / 2, captionY, caption, fitted(caption, 26, false, room, measure), false)] })
  if (ending) groups.push({ attrs: { class: 'outcome' }, shapes: [text(BOARD_SIZE.width / 2, endingY, ending, fitted(ending, 24, false, room, measure), false)] })
  if (keys.length > 0) {
    const iconWidth = 30
    const gap = 34
    let size = 22
    const widthAt = (s: number) => keys.reduce((sum, key) => sum + iconWidth + 8 + measure(words.legend[key], s, false), 0) + gap * (keys.length - 1)
    while (size > 12 && widthAt(size) > room) size--
    let x = (BOARD_SIZE.width - widthAt(size)) / 2
    const shapes: Shape[] = []
    for (const key of keys) {
      shapes.push(...legendIcon(key, x + iconWidth / 2, legendY))
      const label = words.legend[key]
      shapes.push(text(x + iconWidth + 8, legendY, label, size, false, { 'text-anchor': 'start', 'data-mark': key }))
      x += iconWidth + 8 + measure(label, size, false) + gap
    }
    groups.push({ attrs: { class: 'legend' }, shapes })
  }
  return groups
}

/** The layer that depends on the view: counts, marks, path, stores, side to move, caption, legend. */
export function layoutDynamic(view: BoardView, options: ResolvedOptions, measure: Measure): Group[] {
  const words = WORDS[options.lang]
  return [
    ...view.holes.map((hole, index) => layoutHole(hole, index, options, measure)),
    ...layoutPath(view, words, measure),
    ...layoutStores(view),
    ...(view.toMove ? [layoutToMove(view.toMove, words, measure)] : []),
    ...layoutFooter(view, options, words, measure),
  ]
}

export type { Lang }
