/**
 * The kit's inks: every colour a diagram or a page uses, in one definition per way of printing.
 *
 * - `black` (the default of every PDF): black on white only, no tint, no grey. A school copier turns
 *   greys and colours into blotches of similar grey, so nothing may depend on them: the store bands
 *   and light fills become outlines or white, and the four marks of a move (start, last seed, taken,
 *   cancelled) are told apart by their shape and line style alone — as they always were.
 * - `colour` (`--colour`, and the studio's screen): the same drawing with the Okabe–Ito colours
 *   (distinguishable with every common colour-vision deficiency), light store bands and soft greys.
 *
 * Drawing code names a role (`ink.diagram.last`, `ink.page.rule`), never a colour.
 */

export const INK_NAMES = ['black', 'colour'] as const
export type InkName = (typeof INK_NAMES)[number]

/** A filled area: its fill and an outline drawn round it (null: none). */
export interface Area {
  readonly fill: string | null
  readonly stroke: string | null
}

export interface DiagramInk {
  /** Letters, outlines, numbers. */
  readonly ink: string
  readonly seed: string
  /** Seeds already taken, still drawn where they were (under the cross): they must read as gone. */
  readonly taken: Area
  readonly origin: string
  readonly last: string
  readonly captured: string
  readonly cancelled: string
  readonly playable: string
  /** The move's sowing path. */
  readonly path: string
  /** The quiet loop of arrows between the rows; its line width in viewBox units. */
  readonly direction: { readonly colour: string; readonly width: number }
  /** The store bands in front of each row. */
  readonly tray: Area
  /** The rim of a blank board's holes, quieter than the box to write in. */
  readonly blankRim: { readonly colour: string; readonly width: number }
}

export interface PageInk {
  /** Body text. */
  readonly text: string
  /** Secondary text: numbers in tables, notes in small print. */
  readonly soft: string
  /** Footers, ids, what the adult reads in passing. */
  readonly faint: string
  /** Separator lines and writing lines. */
  readonly rule: string
  /** Light lines: table grids, outlines of marks. */
  readonly hairline: string
  /** A light background (zebra rows, a heading band); null: no background at all. */
  readonly tint: string | null
  /** The board page's track and store bands. */
  readonly boardTrack: string
  readonly boardBand: Area
  readonly boardBandText: string
}

export interface Ink {
  readonly name: InkName
  readonly diagram: DiagramInk
  readonly page: PageInk
}

const BLACK = '#000000'
const WHITE = '#ffffff'

export const INKS: Readonly<Record<InkName, Ink>> = Object.freeze({
  black: {
    name: 'black',
    diagram: {
      ink: BLACK,
      seed: BLACK,
      // Open circles under the hatching: the seeds that were there, visibly not there any more.
      taken: { fill: WHITE, stroke: BLACK },
      origin: BLACK,
      last: BLACK,
      captured: BLACK,
      cancelled: BLACK,
      playable: BLACK,
      path: BLACK,
      direction: { colour: BLACK, width: 1.6 },
      tray: { fill: null, stroke: BLACK },
      blankRim: { colour: BLACK, width: 1.6 },
    },
    page: {
      text: BLACK,
      soft: BLACK,
      faint: BLACK,
      rule: BLACK,
      hairline: BLACK,
      tint: null,
      boardTrack: BLACK,
      boardBand: { fill: null, stroke: BLACK },
      boardBandText: BLACK,
    },
  },
  colour: {
    name: 'colour',
    diagram: {
      ink: BLACK,
      seed: '#4a2c12',
      // Pale, so the hole reads empty.
      taken: { fill: '#c8c8c8', stroke: null },
      origin: '#0072B2',
      last: '#009E73',
      captured: '#D55E00',
      cancelled: '#CC79A7',
      playable: '#0072B2',
      path: '#222222',
      // Light enough to stay behind everything else.
      direction: { colour: '#8c8c8c', width: 3 },
      // A light tray rather than another outline: it reads as part of the board, not a second frame.
      tray: { fill: '#ebebeb', stroke: null },
      blankRim: { colour: '#8c8c8c', width: 3 },
    },
    page: {
      text: BLACK,
      soft: '#333333',
      faint: '#555555',
      rule: '#777777',
      hairline: '#aaaaaa',
      tint: '#efefef',
      boardTrack: '#333333',
      boardBand: { fill: '#f1f1f1', stroke: null },
      boardBandText: '#333333',
    },
  },
})

/** The ink of every PDF unless `--colour` is asked for. */
export const DEFAULT_PDF_INK: InkName = 'black'
/** The ink of pictures made for a screen (SVG files, the studio). */
export const DEFAULT_SCREEN_INK: InkName = 'colour'
