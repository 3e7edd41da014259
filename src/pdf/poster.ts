import type { Diagrams, LegendStrip } from './diagrams.js'
import type { LegendKey } from '../render/strings.js'
import { kitDiagrams } from './diagrams.js'
import type { Doc } from './document.js'
import type { TextStyle } from './draw.js'
import { drawText, measureText, toneColour, widthOfText } from './draw.js'
import type { KitContext } from './kit.js'
import type { PlannedPage } from './page.js'
import { FOOTER_MM } from './page.js'
import { mm, pageSizePt } from './paper.js'
import type { Illustration, IllustrationKey, RuleDiagramHeight } from './rules.js'
import { diagramHeight, ruleIllustrations } from './rules.js'
import type { PageTagger } from './tagging.js'

/**
 * The rules poster for the class wall: a big title, six rules in a few words, each with a big
 * diagram the engine played (the rules pages' examples). Read from a few metres: on A3 the rules'
 * words are 18 pt and their names 28 pt; on A4 and Letter everything shrinks with the page, and when
 * the page cannot hold six diagrams of 80 mm, the most needed rules keep theirs (four, or two) and the
 * others are in words only.
 * Laid out in points before anything is drawn; heights are the diagrams' own.
 */

export const POSTER_RULES: readonly IllustrationKey[] = ['sowing', 'lap', 'capture', 'grandSlam', 'feeding', 'win']
/** The rules whose pictures a smaller poster keeps, most needed first. */
const PICTURE_PRIORITY: readonly IllustrationKey[] = ['sowing', 'capture', 'feeding', 'win', 'lap', 'grandSlam']
/** Below this a diagram is not readable on the wall (the rules pages' floor too). */
export const MIN_POSTER_DIAGRAM_MM = 80

/** Sizes on A3 (points); other papers scale them with the page's width. */
export const POSTER_SIZES_A3 = { title: 54, subtitle: 22, name: 28, text: 18 } as const
const A3_WIDTH_MM = 297

interface Box {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

export interface PosterCell {
  readonly key: IllustrationKey
  readonly number: number
  readonly badge: { readonly cx: number; readonly cy: number; readonly r: number }
  readonly name: Box
  readonly text: Box
  /** Null for a rule in words only (a small poster's last row). */
  readonly diagram: Box | null
}

export interface PosterLayout {
  readonly pageWidth: number
  readonly pageHeight: number
  readonly styles: { readonly title: TextStyle; readonly subtitle: TextStyle; readonly name: TextStyle; readonly text: TextStyle }
  readonly title: Box
  readonly subtitle: Box
  readonly cells: readonly PosterCell[]
  /** Width of every diagram, in points: as wide as a column unless the page is too short for that. */
  readonly diagramWidth: number
  /** Two columns (three rows) or three (two rows), whichever prints the diagrams larger. */
  readonly columns: number
  /** The marks' names, once for every diagram, at the foot of the page. */
  readonly legend: { readonly strip: LegendStrip; readonly x: number; readonly y: number } | null
}

interface Grid {
  readonly fits: boolean
  readonly cells: PosterCell[]
  readonly diagramWidth: number
  readonly columns: number
  readonly illustrated: number
}

/** The poster's layout on the kit's paper (portrait), measured with the document's fonts and the diagrams' own heights. */
export function posterLayout(
  context: Pick<KitContext, 'doc' | 'strings' | 'paper' | 'diagrams'>,
  pictures: Record<IllustrationKey, Illustration> = posterIllustrations(context),
  heightOf: RuleDiagramHeight = (_key, diagram, width) => diagramHeight(context, diagram, width),
): PosterLayout {
  const { doc, strings } = context
  const [pageWidth, pageHeight] = pageSizePt(context.paper, 'portrait')
  const scale = pageWidth / mm(A3_WIDTH_MM)
  const margin = mm(12) * scale
  const width = pageWidth - 2 * margin
  // The marks of every diagram named once, in a strip above the footer.
  const legend = context.diagrams.legend(POSTER_LEGEND, width, POSTER_DIAGRAM_TEXT_PT_A3 * scale)
  const legendSpace = legend ? legend.height + mm(4) * scale : 0
  const bottom = pageHeight - mm(FOOTER_MM + 5) - legendSpace // 12 mm: clear of the footer line
  const styles = {
    title: { font: 'bold', size: POSTER_SIZES_A3.title * scale },
    subtitle: { size: POSTER_SIZES_A3.subtitle * scale, lineGap: 2 * scale },
    name: { font: 'bold', size: POSTER_SIZES_A3.name * scale },
    text: { size: POSTER_SIZES_A3.text * scale, lineGap: 1.5 * scale },
  } as const satisfies Record<string, TextStyle>
  const titleText = strings.text('poster.title')
  const subtitleText = strings.text('poster.subtitle')
  const title = { x: margin, y: margin, width, height: measureText(doc, titleText, width, styles.title) }
  const subtitle = { x: margin, y: title.y + title.height, width, height: measureText(doc, subtitleText, width, styles.subtitle) }
  const top = subtitle.y + subtitle.height + mm(5) * scale
  // Two columns for long, flat diagrams, three for taller ones; on a small page four or two pictures
  // and the other rules in words. The most pictures of 80 mm or more wins, then the largest pictures.
  const frame = { margin, width, top, bottom, scale }
  const split = (pictured: number) => {
    const keys = PICTURE_PRIORITY.slice(0, pictured)
    return [POSTER_RULES.filter((key) => keys.includes(key)), POSTER_RULES.filter((key) => !keys.includes(key))] as const
  }
  const grids = [
    posterGrid(context, pictures, heightOf, styles, frame, 2, ...split(6)),
    posterGrid(context, pictures, heightOf, styles, frame, 3, ...split(6)),
    posterGrid(context, pictures, heightOf, styles, frame, 2, ...split(4)),
    posterGrid(context, pictures, heightOf, styles, frame, 2, ...split(2)),
  ].filter((grid) => grid.fits)
  const readable = grids.filter((grid) => grid.diagramWidth >= mm(MIN_POSTER_DIAGRAM_MM))
  const grid = (readable.length > 0 ? readable : grids).sort((a, b) => b.illustrated - a.illustrated || b.diagramWidth - a.diagramWidth)[0]
  if (!grid) throw new Error(`poster: the rules do not fit a ${context.paper} page`)
  return {
    pageWidth,
    pageHeight,
    styles,
    title,
    subtitle,
    cells: grid.cells,
    diagramWidth: grid.diagramWidth,
    columns: grid.columns,
    legend: legend ? { strip: legend, x: margin, y: pageHeight - mm(FOOTER_MM + 5) - legend.height } : null,
  }
}

/** The marks the poster's diagrams show. */
const POSTER_LEGEND: readonly LegendKey[] = ['origin', 'order', 'last', 'captured', 'cancelled', 'playable']

type PosterStyles = PosterLayout['styles']

/**
 * The `illustrated` rules in `columns` columns from `top` down, each diagram as wide as its column,
 * narrower only when the page would overflow (down to half the column: below that the grid does not
 * fit); then the `inWords` rules in rows of their own, without pictures.
 */
function posterGrid(
  context: Pick<KitContext, 'doc' | 'strings'>,
  pictures: Record<IllustrationKey, Illustration>,
  heightOf: RuleDiagramHeight,
  styles: PosterStyles,
  frame: { readonly margin: number; readonly width: number; readonly top: number; readonly bottom: number; readonly scale: number },
  columns: number,
  illustrated: readonly IllustrationKey[],
  inWords: readonly IllustrationKey[],
): Grid {
  const { doc, strings } = context
  const { margin, width, top, bottom, scale } = frame
  const gap = mm(8) * scale
  const rowGap = mm(5) * scale
  const columnWidth = (width - (columns - 1) * gap) / columns
  const badgeR = styles.name.size * 0.62
  const nameIndent = 2 * badgeR + 8 * scale
  const rows = Array.from({ length: Math.ceil(illustrated.length / columns) }, (_, i) => illustrated.slice(i * columns, i * columns + columns))
  // Measured once a rule: the layout below tries many diagram widths, the names do not change with them.
  const nameHeights = new Map<IllustrationKey, number>()
  const nameHeight = (key: IllustrationKey): number => {
    if (!nameHeights.has(key)) {
      const name = strings.text(`poster.items.${key}.name`)
      nameHeights.set(key, Math.max(2 * badgeR, measureText(doc, name, columnWidth - nameIndent, nameStyle(doc, name, columnWidth - nameIndent, styles.name))))
    }
    return nameHeights.get(key)!
  }
  const textHeight = (key: IllustrationKey) => measureText(doc, strings.text(`poster.items.${key}.text`), columnWidth, styles.text)
  const words = (row: readonly IllustrationKey[]) => Math.max(0, ...row.map((key) => nameHeight(key) + 4 * scale + textHeight(key)))
  const aboveDiagram = (row: readonly IllustrationKey[]) => words(row) + 6 * scale
  // A row's diagrams share a top line; the row is as tall as its tallest diagram.
  const picturesHeight = (row: readonly IllustrationKey[], diagramWidth: number) => Math.max(...row.map((key) => heightOf(key, pictures[key].diagram, diagramWidth)))
  const wordRows = Array.from({ length: Math.ceil(inWords.length / columns) }, (_, i) => inWords.slice(i * columns, i * columns + columns))
  const wordsHeight = wordRows.reduce((sum, row) => sum + rowGap + words(row), 0)
  const used = (diagramWidth: number) => rows.reduce((sum, row, i) => sum + aboveDiagram(row) + picturesHeight(row, diagramWidth) + (i > 0 ? rowGap : 0), 0) + wordsHeight
  let diagramWidth = columnWidth
  while (top + used(diagramWidth) > bottom && diagramWidth > columnWidth * 0.5) diagramWidth -= 2
  const fits = top + used(diagramWidth) <= bottom
  // Every row, with pictures or in words, shares the height left over: the poster fills its page.
  const spare = Math.max(0, bottom - top - used(diagramWidth)) / (rows.length + wordRows.length)

  const cells: PosterCell[] = []
  const cell = (key: IllustrationKey, x: number, y: number, diagram: Box | null): PosterCell => ({
    key,
    number: cells.length + 1,
    badge: { cx: x + badgeR, cy: y + badgeR, r: badgeR },
    name: { x: x + nameIndent, y, width: columnWidth - nameIndent, height: nameHeight(key) },
    text: { x, y: y + nameHeight(key) + 4 * scale, width: columnWidth, height: textHeight(key) },
    diagram,
  })
  let y = top
  for (const row of rows) {
    const diagramTop = y + aboveDiagram(row) + spare / 2
    row.forEach((key, column) => {
      const x = margin + column * (columnWidth + gap)
      const height = heightOf(key, pictures[key].diagram, diagramWidth)
      cells.push(cell(key, x, y, { x: x + (columnWidth - diagramWidth) / 2, y: diagramTop, width: diagramWidth, height }))
    })
    y = diagramTop + picturesHeight(row, diagramWidth) + spare / 2 + rowGap
  }
  for (const row of wordRows) {
    y += spare / 2
    row.forEach((key, column) => cells.push(cell(key, margin + column * (columnWidth + gap), y, null)))
    y += words(row) + spare / 2 + rowGap
  }
  return { fits, cells, diagramWidth, columns, illustrated: illustrated.length }
}

/**
 * A rule's name in two lines at most: a long one (« Tout prendre (le grand chelem) ») is set a little
 * smaller, down to three quarters of the size, rather than stacking three lines beside its number.
 */
function nameStyle(doc: Doc, name: string, width: number, style: TextStyle): TextStyle {
  const twoLines = measureText(doc, 'M\nM', width, style) + 0.5
  for (let size = style.size; size >= style.size * 0.75; size -= 1) {
    const candidate = { ...style, size }
    if (measureText(doc, name, width, candidate) <= (twoLines * size) / style.size) return candidate
  }
  return { ...style, size: style.size * 0.75 }
}

/** On A3 every text on a diagram is 14 pt or more (letters and counts read from a pupil's seat); smaller papers scale it. */
export const POSTER_DIAGRAM_TEXT_PT_A3 = 14

/** The kit's diagrams with the poster's text sizes (POSTER_DIAGRAM_TEXT_PT_A3, scaled with the page). */
export function posterDiagrams(context: Pick<KitContext, 'doc' | 'lang' | 'paper'>): Diagrams {
  const scale = pageSizePt(context.paper, 'portrait')[0] / mm(A3_WIDTH_MM)
  return kitDiagrams(context.doc, context.lang, { text: { kind: 'atLeast', pt: POSTER_DIAGRAM_TEXT_PT_A3 * scale }, legend: false })
}

/** The rules' examples as the poster draws them: the rule's words say what each move did, the pictures keep their marks and the game's end. */
const posterIllustrations = (context: Pick<KitContext, 'strings' | 'diagrams'>) => ruleIllustrations(context, { quiet: true })

/** The poster: one portrait page of the kit's paper. */
export function planPoster(kit: KitContext): PlannedPage[] {
  const context = { ...kit, diagrams: posterDiagrams(kit) }
  const pictures = posterIllustrations(context)
  const layout = posterLayout(context, pictures)
  return [{ orientation: 'portrait', draw: (doc, tags) => drawPoster(doc, context, layout, pictures, tags) }]
}

function drawPoster(doc: Doc, context: KitContext, layout: PosterLayout, pictures: ReturnType<typeof ruleIllustrations>, tags: PageTagger): void {
  const { strings } = context
  const { styles } = layout
  tags.heading(() => drawText(doc, strings.text('poster.title'), layout.title.x, layout.title.y, layout.title.width, styles.title))
  tags.paragraph(() => drawText(doc, strings.text('poster.subtitle'), layout.subtitle.x, layout.subtitle.y, layout.subtitle.width, styles.subtitle))
  for (const cell of layout.cells) {
    const name = strings.text(`poster.items.${cell.key}.name`)
    tags.heading(() => {
      // The rule's number in a black disc: "look at rule 3" from the front of the room.
      const { cx, cy, r } = cell.badge
      doc.circle(cx, cy, r).fill('#000000')
      const number = String(cell.number)
      const numberStyle = { font: 'bold', size: styles.name.size * 0.8, tone: 'reverse' } as const
      const numberWidth = widthOfText(doc, number, numberStyle)
      const capHeight = numberStyle.size * 0.725 // Andika Bold's capitals and figures: 0.725 em
      doc.fillColor(toneColour(doc, numberStyle.tone)).text(number, cx - numberWidth / 2, cy + capHeight / 2, { lineBreak: false, baseline: 'alphabetic' })
      const style = nameStyle(doc, name, cell.name.width, styles.name)
      drawText(doc, name, cell.name.x, cell.name.y + Math.max(0, (2 * r - measureText(doc, name, cell.name.width, style)) / 2), cell.name.width, style)
    })
    tags.paragraph(() => drawText(doc, strings.text(`poster.items.${cell.key}.text`), cell.text.x, cell.text.y, cell.text.width, styles.text))
    if (cell.diagram) context.diagrams.draw(doc, pictures[cell.key].diagram, cell.diagram.x, cell.diagram.y, cell.diagram.width, tags)
  }
  if (layout.legend) layout.legend.strip.draw(doc, layout.legend.x, layout.legend.y, tags)
}
