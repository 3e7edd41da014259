import type { MoveReport, Outcome, Position } from '../engine/index.js'
import { answerView, blankView, legalView, positionView } from '../render/adapt.js'
import { describeView } from '../render/describe.js'
import type { FooterWords, Group, Layout, Measure, OutsideText, ResolvedOptions, TextScale } from '../render/layout.js'
import { STANDARD_TEXT, VIEW_WIDTH, footerWords, layoutBoard, layoutFixed, layoutLegend, legendInWords, resolveOptions, tallestHeight } from '../render/layout.js'
import type { LegendKey } from '../render/strings.js'
import type { BoardView, ViewOptions } from '../render/view.js'
import { KIT_FONTS } from './assets.js'
import type { Doc } from './document.js'
import { inkOf } from './document.js'
import type { PageTagger } from './tagging.js'
import type { Lang } from './typography.js'

/**
 * Board diagrams for the kit. The render module decides everything a diagram shows: its adapter
 * turns engine results into views and its layout turns views into plain shapes (circles, rects,
 * paths, texts in viewBox units). Here those shapes are painted as PDF vectors with pdfkit, the way
 * svg-to-pdfkit would paint the same SVG, without the SVG round trip: no svgdom to load, no SVG to
 * parse again for each of the kit's hundred-odd diagrams (see bench/pdf.ts for the figures).
 *
 * A diagram's height depends on its kind and on its footer, and the footer on the width it is printed
 * at (its captions stay 7 pt or more, wrapping onto more lines): ask `diagram.height(width)` for the
 * height at the width you draw it, and `diagram.outside(width)` for any caption the picture could not
 * hold at that width, to print as text beside it.
 */
export interface Diagram {
  /** What the diagram shows (plain data: counts, marks, orientation). */
  readonly view: BoardView
  /** The text alternative (describeView): what a screen reader says instead of the picture. */
  readonly alt: string
  /** Width / height when printed at the kit's usual width (KIT_DIAGRAM_WIDTH_MM); use `height(width)` to lay out a page. */
  readonly aspect: number
  /** Height in points of this diagram drawn `width` points wide. */
  height(width: number): number
  /** The caption and legend (as words) that do not fit in the picture at that width; null when everything is in it. */
  outside(width: number): OutsideText | null
  /** What the footer says (whose turn, the move, the end of the game) and the marks it names: for a page that sets them beside a picture drawn without its footer. */
  readonly words: FooterWords
}

/** The width the kit prints worksheet and answer diagrams at, about (mm). */
export const KIT_DIAGRAM_WIDTH_MM = 90

export interface Diagrams {
  /**
   * Width / height of the tallest diagram any view can give at 90 mm or wider: a height reserved as
   * `width / aspect` always holds a diagram. Each diagram's own `height(width)` is the exact figure.
   */
  readonly aspect: number
  /** `options.bottom`: the side drawn at the bottom (default: the side to move; on answers the side that moved; South on blank boards). */
  position(position: Position, options?: ViewOptions): Diagram
  answer(report: MoveReport, gameOutcome?: Outcome | null, options?: ViewOptions): Diagram
  legal(position: Position, options?: ViewOptions): Diagram
  blank(position: Position, options?: ViewOptions): Diagram
  /** Draws a diagram `width` points wide (its height is `diagram.height(width)`), tagged as a figure with its text alternative. */
  draw(doc: Doc, diagram: Diagram, x: number, y: number, width: number, tags: PageTagger): void
  /**
   * The marks' legend alone, `width` points wide, its words `sizePt` points: for a page that names the
   * marks of all its diagrams once (the poster). Null when one mark's name is wider than the strip.
   */
  legend(keys: readonly LegendKey[], width: number, sizePt: number, align?: 'centre' | 'start'): LegendStrip | null
}

export interface LegendStrip {
  readonly height: number
  /** Tagged as a figure, its text alternative the legend in words. */
  draw(doc: Doc, x: number, y: number, tags: PageTagger): void
}

const PT_PER_MM = 72 / 25.4

/** Forms placed on one document: their names must differ between the sets of diagrams it holds. */
const formCounts = new WeakMap<Doc, number>()

/**
 * The kit's diagrams in the document's ink; `text`, how large their texts print: the standard sizes
 * (the key, the rules pages), a pupil's (PUPIL_TEXT: the pupils' sheets) or the wall poster's.
 */
export function kitDiagrams(
  doc: Doc,
  lang: Lang,
  { text = STANDARD_TEXT, legend = true, footer = true }: { readonly text?: TextScale; readonly legend?: boolean; readonly footer?: boolean } = {},
): Diagrams {
  const base: ResolvedOptions = resolveOptions({ lang, printWidthMm: KIT_DIAGRAM_WIDTH_MM, ink: inkOf(doc).name, text, legend, footer })
  const measure = fontMeasure(doc)
  // The frame, store bands, holes, letters and direction arrows are the same for every diagram of a
  // kind and orientation: laid out once, painted once into a form XObject that every such diagram
  // reuses (a third of a diagram's drawing, and of the file's size).
  const fixedLayers = new Map<string, () => void>()
  const fixedLayer = (layout: Layout): (() => void) => {
    let place = fixedLayers.get(layout.fixedKey)
    if (!place) {
      const number = (formCounts.get(doc) ?? 0) + 1
      formCounts.set(doc, number)
      place = reusableLayer(doc, layoutFixed(layout.geometry, base), layout.geometry.height, `AwaleBoard${number}`)
      fixedLayers.set(layout.fixedKey, place)
    }
    return place
  }
  // Laid out at the width it is drawn at: the footer wraps to it. Widths repeat, so layouts are kept.
  const layouts = new WeakMap<Diagram, Map<number, Layout>>()
  const layoutAt = (diagram: Diagram, width: number): Layout => {
    let byWidth = layouts.get(diagram)
    if (!byWidth) layouts.set(diagram, (byWidth = new Map()))
    const key = Math.round(width * 100) / 100
    let layout = byWidth.get(key)
    if (!layout) {
      layout = layoutBoard(diagram.view, { ...base, printWidthMm: key / PT_PER_MM }, measure)
      byWidth.set(key, layout)
    }
    return layout
  }
  const make = (view: BoardView): Diagram => {
    const diagram: Diagram = {
      view,
      alt: describeView(view, lang),
      get aspect() {
        const layout = layoutAt(diagram, KIT_DIAGRAM_WIDTH_MM * PT_PER_MM)
        return layout.width / layout.height
      },
      height: (width) => {
        const layout = layoutAt(diagram, width)
        return (width * layout.height) / layout.width
      },
      outside: (width) => layoutAt(diagram, width).outside,
      words: footerWords(view, base),
    }
    return diagram
  }
  return {
    aspect: VIEW_WIDTH / tallestHeight(KIT_DIAGRAM_WIDTH_MM, text),
    position: (position, options) => make(positionView(position, null, options)),
    answer: (report, gameOutcome, options) => make(answerView(report, gameOutcome === undefined ? report.outcome : gameOutcome, options)),
    legal: (position, options) => make(legalView(position, options)),
    blank: (position, options) => make(blankView(position, options)),
    draw(d, diagram, x, y, width, tags) {
      const layout = layoutAt(diagram, width)
      tags.figure(diagram.alt, () => {
        const scale = width / layout.width
        d.save().translate(x, y).scale(scale)
        fixedLayer(layout)()
        d.restore()
        paint(d, layout.content, x, y, scale)
      })
    },
    legend(keys, width, sizePt, align = 'centre') {
      const units = (sizePt * VIEW_WIDTH) / width
      const strip = layoutLegend(keys, 0, units, VIEW_WIDTH, base, measure, align)
      if (strip === null) return null
      const scale = width / VIEW_WIDTH
      return {
        height: strip.height * scale,
        draw: (d, x, y, tags) => tags.figure(legendInWords(keys, lang), () => paint(d, [strip.group], x, y, scale)),
      }
    },
  }
}

interface PageWriter {
  write(chunk: unknown): unknown
  resources: { data: { Font?: Record<string, unknown>; XObject?: Record<string, unknown> } }
}

/**
 * Shapes painted once into a form XObject (in viewBox units), then placed with one `Do` wherever the
 * current transformation says. pdfkit has no form API: while the shapes are painted, the page's
 * content writer is pointed at the form's stream; the fonts they use are then named in the form's
 * resources. Returns the function that places the form on the current page.
 */
function reusableLayer(doc: Doc, groups: readonly Group[], height: number, name: string): () => void {
  let form: PDFKit.PDFKitReference | null = null
  return () => {
    const page = (doc as unknown as { page: PageWriter }).page
    if (!form) {
      const stream = doc.ref({ Type: 'XObject', Subtype: 'Form', FormType: 1, BBox: [0, 0, VIEW_WIDTH, height], Resources: {} }) as PDFKit.PDFKitReference & { data: Record<string, unknown> }
      const write = page.write
      page.write = (chunk: unknown) => (stream as unknown as { write(chunk: unknown): unknown }).write(chunk)
      try {
        paint(doc, groups, 0, 0, 1)
      } finally {
        page.write = write
      }
      stream.data['Resources'] = { ProcSet: ['PDF', 'Text'], Font: { ...page.resources.data.Font } }
      ;(stream as unknown as { end(): void }).end()
      form = stream
    }
    page.resources.data.XObject = { ...page.resources.data.XObject, [name]: form }
    doc.addContent(`/${name} Do`)
  }
}

/** Widths as pdfkit sets them: the same Andika TTF as the page, so a centred label is centred. */
function fontMeasure(doc: Doc): Measure {
  const cache = new Map<string, number>()
  return (text, size, bold) => {
    const key = `${bold ? 'b' : 'r'}${size}|${text}`
    let width = cache.get(key)
    if (width === undefined) {
      width = doc
        .font(bold ? KIT_FONTS.bold.name : KIT_FONTS.regular.name)
        .fontSize(size)
        .widthOfString(text)
      cache.set(key, width)
    }
    return width
  }
}

type Attrs = Group['attrs']

/** SVG presentation attributes as pdfkit state; a shape's own attributes win over its group's (SVG inheritance). */
function style(doc: Doc, attrs: Attrs): { fill: string | null; stroke: string | null } {
  const fill = attrs['fill'] === undefined ? '#000000' : attrs['fill'] === 'none' ? null : String(attrs['fill'])
  const stroke = attrs['stroke'] === undefined || attrs['stroke'] === 'none' ? null : String(attrs['stroke'])
  if (stroke) {
    doc.lineWidth(Number(attrs['stroke-width'] ?? 1))
    const dashes = attrs['stroke-dasharray']
    if (dashes !== undefined && dashes !== 'none') {
      const [on, off] = String(dashes).split(/[ ,]+/).map(Number) as [number, number]
      doc.dash(on, { space: off ?? on })
    } else doc.undash()
    doc.lineCap((attrs['stroke-linecap'] as 'butt' | 'round' | 'square' | undefined) ?? 'butt')
    doc.lineJoin((attrs['stroke-linejoin'] as 'miter' | 'round' | 'bevel' | undefined) ?? 'miter')
  }
  return { fill, stroke }
}

function finish(doc: Doc, { fill, stroke }: { fill: string | null; stroke: string | null }): void {
  if (fill && stroke) doc.fillAndStroke(fill, stroke)
  else if (fill) doc.fill(fill)
  else if (stroke) doc.stroke(stroke)
}

const num = (attrs: Attrs, name: string): number => Number(attrs[name] ?? 0)

/** One circle written as two SVG arcs: `M x y a r r 0 1 0 2r 0 a r r 0 1 0 -2r 0 z`, as render/layout.ts writes seeds. */
const ARC_CIRCLE = /M(-?[\d.]+) (-?[\d.]+)a([\d.]+) \3 0 1 0 ([\d.]+) 0a\3 \3 0 1 0 -\4 0z/y

/**
 * Seeds are paths of arc-pair circles (compact SVG); pdfkit would solve every arc into Béziers, the
 * costliest part of painting a board. Circles are drawn directly instead. False when `d` is anything else.
 */
function drawCircles(doc: Doc, d: string): boolean {
  const circles: [number, number, number][] = []
  ARC_CIRCLE.lastIndex = 0
  while (ARC_CIRCLE.lastIndex < d.length) {
    const match = ARC_CIRCLE.exec(d)
    if (!match) return false
    const r = Number(match[3])
    if (Number(match[4]) !== 2 * r) return false
    circles.push([Number(match[1]) + r, Number(match[2]), r])
  }
  if (circles.length === 0) return false
  for (const [cx, cy, r] of circles) doc.circle(cx, cy, r)
  return true
}

/** Paints laid-out shapes at (x, y), `scale` points per viewBox unit. */
function paint(doc: Doc, groups: readonly Group[], x: number, y: number, scale: number): void {
  doc.save()
  doc.translate(x, y).scale(scale)
  for (const group of groups) {
    for (const shape of group.shapes) {
      const attrs = { ...group.attrs, ...shape.attrs }
      doc.save()
      switch (shape.tag) {
        case 'circle':
          doc.circle(num(attrs, 'cx'), num(attrs, 'cy'), num(attrs, 'r'))
          finish(doc, style(doc, attrs))
          break
        case 'rect': {
          const rx = num(attrs, 'rx')
          if (rx > 0) doc.roundedRect(num(attrs, 'x'), num(attrs, 'y'), num(attrs, 'width'), num(attrs, 'height'), rx)
          else doc.rect(num(attrs, 'x'), num(attrs, 'y'), num(attrs, 'width'), num(attrs, 'height'))
          finish(doc, style(doc, attrs))
          break
        }
        case 'path':
          if (!drawCircles(doc, String(attrs['d']))) doc.path(String(attrs['d']))
          finish(doc, style(doc, attrs))
          break
        case 'text': {
          const content = shape.text ?? ''
          const size = Number(attrs['font-size'] ?? 16)
          doc.font(attrs['font-weight'] === 'bold' ? KIT_FONTS.bold.name : KIT_FONTS.regular.name).fontSize(size)
          const width = doc.widthOfString(content)
          const anchor = attrs['text-anchor'] ?? 'start'
          const left = num(attrs, 'x') - (anchor === 'middle' ? width / 2 : anchor === 'end' ? width : 0)
          const fill = attrs['fill'] === undefined || attrs['fill'] === 'none' ? '#000000' : String(attrs['fill'])
          doc.fillColor(fill).text(content, left, num(attrs, 'y'), {
            lineBreak: false,
            baseline: attrs['dominant-baseline'] === 'central' ? 'svg-central' : 'alphabetic',
          })
          break
        }
      }
      doc.restore()
    }
  }
  doc.restore()
}
