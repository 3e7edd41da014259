import type { Doc } from './document.js'
import type { TextStyle } from './draw.js'
import { drawText, measureText, widthOfText } from './draw.js'
import type { KitContext } from './kit.js'
import type { PlannedPage } from './page.js'
import { FOOTER_MM } from './page.js'
import { mm, pageSizePt } from './paper.js'
import type { RuleKey } from './rules.js'
import { ruleIllustrations } from './rules.js'
import type { PageTagger } from './tagging.js'

/**
 * The rules poster for the class wall: a big title, six rules in a few words, each with a big
 * diagram the engine played (the rules pages' examples). Read from a few metres: on A3 the rules'
 * words are 18 pt and their names 28 pt; on A4 and Letter everything shrinks with the page.
 * Laid out in points before anything is drawn; heights follow the diagrams' aspect.
 */

export const POSTER_RULES: readonly RuleKey[] = ['sowing', 'lap', 'capture', 'grandSlam', 'feeding', 'end']
const COLUMNS = 2

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
  readonly key: RuleKey
  readonly number: number
  readonly badge: { readonly cx: number; readonly cy: number; readonly r: number }
  readonly name: Box
  readonly text: Box
  readonly diagram: Box
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
}

/** The poster's layout on the kit's paper (portrait), measured with the document's fonts. */
export function posterLayout(context: Pick<KitContext, 'doc' | 'strings' | 'paper' | 'diagrams'>): PosterLayout {
  const { doc, strings } = context
  const [pageWidth, pageHeight] = pageSizePt(context.paper, 'portrait')
  const scale = pageWidth / mm(A3_WIDTH_MM)
  const margin = mm(12) * scale
  const width = pageWidth - 2 * margin
  const bottom = pageHeight - mm(FOOTER_MM + 4)
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

  const gap = mm(8) * scale
  const rowGap = mm(7) * scale
  const columnWidth = (width - (COLUMNS - 1) * gap) / COLUMNS
  const badgeR = styles.name.size * 0.62
  const nameIndent = 2 * badgeR + 8 * scale
  const rows = Array.from({ length: Math.ceil(POSTER_RULES.length / COLUMNS) }, (_, i) => POSTER_RULES.slice(i * COLUMNS, i * COLUMNS + COLUMNS))
  const nameHeight = (key: RuleKey) => Math.max(2 * badgeR, measureText(doc, strings.text(`poster.items.${key}.name`), columnWidth - nameIndent, styles.name))
  const textHeight = (key: RuleKey) => measureText(doc, strings.text(`poster.items.${key}.text`), columnWidth, styles.text)
  const aboveDiagram = (row: readonly RuleKey[]) => Math.max(...row.map((key) => nameHeight(key) + 4 * scale + textHeight(key))) + 6 * scale
  const top = subtitle.y + subtitle.height + mm(8) * scale
  const used = (diagramWidth: number) =>
    rows.reduce((sum, row, i) => sum + aboveDiagram(row) + diagramWidth / context.diagrams.aspect + (i > 0 ? rowGap : 0), 0)
  // As wide as a column, narrower only if the page would overflow (a taller diagram, a shorter paper).
  let diagramWidth = columnWidth
  while (top + used(diagramWidth) > bottom && diagramWidth > columnWidth * 0.5) diagramWidth -= 2
  if (top + used(diagramWidth) > bottom) throw new Error(`poster: the rules do not fit a ${context.paper} page`)
  // The rows share the height left over, so the poster fills its page.
  const spare = (bottom - top - used(diagramWidth)) / rows.length

  const cells: PosterCell[] = []
  let y = top
  rows.forEach((row, rowIndex) => {
    const diagramTop = y + aboveDiagram(row) + spare / 2
    row.forEach((key, column) => {
      const x = margin + column * (columnWidth + gap)
      const nameBox = { x: x + nameIndent, y, width: columnWidth - nameIndent, height: nameHeight(key) }
      cells.push({
        key,
        number: rowIndex * COLUMNS + column + 1,
        badge: { cx: x + badgeR, cy: y + badgeR, r: badgeR },
        name: nameBox,
        text: { x, y: y + nameHeight(key) + 4 * scale, width: columnWidth, height: textHeight(key) },
        diagram: { x: x + (columnWidth - diagramWidth) / 2, y: diagramTop, width: diagramWidth, height: diagramWidth / context.diagrams.aspect },
      })
    })
    y = diagramTop + diagramWidth / context.diagrams.aspect + spare / 2 + rowGap
  })
  return { pageWidth, pageHeight, styles, title, subtitle, cells, diagramWidth }
}

/** The poster: one portrait page of the kit's paper. */
export function planPoster(context: KitContext): PlannedPage[] {
  const layout = posterLayout(context)
  const pictures = ruleIllustrations(context)
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
      const numberStyle = { font: 'bold', size: styles.name.size * 0.8, color: '#ffffff' } as const
      const numberWidth = widthOfText(doc, number, numberStyle)
      const capHeight = numberStyle.size * 0.725 // Andika Bold's capitals and figures: 0.725 em
      doc.fillColor(numberStyle.color).text(number, cx - numberWidth / 2, cy + capHeight / 2, { lineBreak: false, baseline: 'alphabetic' })
      drawText(doc, name, cell.name.x, cell.name.y + Math.max(0, (2 * r - measureText(doc, name, cell.name.width, styles.name)) / 2), cell.name.width, styles.name)
    })
    tags.paragraph(() => drawText(doc, strings.text(`poster.items.${cell.key}.text`), cell.text.x, cell.text.y, cell.text.width, styles.text))
    context.diagrams.draw(doc, pictures[cell.key].diagram, cell.diagram.x, cell.diagram.y, cell.diagram.width, tags)
  }
}
