import { inkOf } from './document.js'
import { DEFAULT_VARIANT, fromSetup, initialSetup } from '../engine/index.js'
import type { Diagram } from './diagrams.js'
import { boardLayout } from './board-layout.js'
import type { Block } from './flow.js'
import { STYLE, bulletBlock, headingBlock, paragraphBlock, spaceBlock } from './blocks.js'
import { drawText, measureText, widthOfText } from './draw.js'
import type { KitContext } from './kit.js'
import type { PlannedPage } from './page.js'
import { flowPages, portraitFrame } from './page.js'

export interface ContentsEntry {
  readonly title: string
  readonly detail: string | null
  readonly page: number
  /** A lesson under its section: smaller, indented. */
  readonly sub?: boolean
}

const PRINT_STYLE = { size: 10, lineGap: -2 } as const

/** The cover: title, language, contents with page numbers, how to print. */
export function planCover(context: KitContext, contents: readonly ContentsEntry[]): PlannedPage[] {
  const { doc, strings } = context
  const { width } = portraitFrame(context.paper)
  const blocks: Block[] = [
    headingBlock(doc, context.title, width, { font: 'bold', size: 26 }, 0),
    paragraphBlock(doc, strings.text('kit.subtitle'), width, { size: 15, lineGap: 2 }, 6),
    paragraphBlock(doc, `${strings.text('kit.language')} · ${strings.text('kit.rulesName')}`, width, STYLE.small, 6),
    spaceBlock(10),
    paragraphBlock(doc, strings.text('cover.intro'), width, { size: 11, lineGap: -1 }, 6),
    headingBlock(doc, strings.text('cover.contents'), width, STYLE.heading, 12),
    ...contents.map((entry) => contentsLine(context, entry, width)),
    headingBlock(doc, strings.text('cover.printTitle'), width, STYLE.heading, 10),
    // For the adult who prints, a little smaller than the pupils' texts: the cover stays one page.
    ...strings.list('cover.print').map((line) => bulletBlock(doc, line, width, PRINT_STYLE, 2)),
    // A3's larger holes are the better board: say so wherever the kit is printed smaller.
    ...(context.paper === 'a3'
      ? []
      : [bulletBlock(doc, strings.text('cover.boardA3', { a3: boardLayout('a3').holeDiameterMm, here: boardLayout(context.paper, context.boardSize).holeDiameterMm }), width, PRINT_STYLE, 2)]),
    paragraphBlock(doc, strings.text('cover.variant', { rules: context.rulesDescription }), width, STYLE.small, 8),
  ]
  // The picture only where the page has room for it: the cover stays one page on every paper.
  const frame = portraitFrame(context.paper)
  const used = blocks.reduce((sum, block, index) => sum + block.height + (index > 0 ? block.spaceBefore : 0), 0)
  const room = frame.bottom - frame.top - used - PICTURE_SPACE
  const start = fromSetup(initialSetup(DEFAULT_VARIANT), DEFAULT_VARIANT)
  if (!start.ok) throw new Error('the initial position is not valid')
  const diagram = context.diagrams.position(start.value)
  const pictureWidth = Math.min(width * 0.7, room * diagram.aspect)
  if (pictureWidth >= width * 0.4) blocks.push(startDiagram(context, diagram, width, pictureWidth))
  return flowPages(blocks, context.paper)
}

/** The starting position, as the children will set it up: the picture on the cover. */
const PICTURE_SPACE = 24

function startDiagram(context: KitContext, diagram: Diagram, width: number, diagramWidth: number): Block {
  return {
    height: diagram.height(diagramWidth),
    spaceBefore: PICTURE_SPACE,
    draw: (d, x, y, tags) => context.diagrams.draw(d, diagram, x + (width - diagramWidth) / 2, y, diagramWidth, tags),
  }
}

/** "Le plateau à taille réelle ........ 2": the page number flush right, dot leaders up to it. */
function contentsLine(context: KitContext, entry: ContentsEntry, width: number): Block {
  const { doc } = context
  const style = entry.sub ? ({ size: 9, lineGap: -1.5 } as const) : ({ size: 11, lineGap: -1 } as const)
  const label = entry.detail ? `${entry.title} — ${entry.detail}` : entry.title
  const number = String(entry.page)
  const numberWidth = 30
  const indent = entry.sub ? 14 : 0
  const labelWidth = width - numberWidth - 20 - indent
  const height = measureText(doc, label, labelWidth, style)
  const lineHeight = measureText(doc, 'M', labelWidth, style)
  return {
    height,
    spaceBefore: entry.sub ? 0.5 : 3,
    draw: (d, x0, y, tags) => {
      const x = x0 + indent
      tags.paragraph(() => {
        drawText(d, label, x, y, labelWidth, style)
        drawText(d, number, x0 + width - numberWidth, y + height - lineHeight, numberWidth, { ...style, font: 'bold', align: 'right' })
      })
      // Leaders on the last line, from the end of the label (one line) or from the margin (wrapped);
      // decoration, so an artifact, outside the paragraph's marked content.
      const numberX = x0 + width - widthOfText(d, number, { ...style, font: 'bold' })
      const from = height > lineHeight + 1 ? x : x + widthOfText(d, label, style) + 6
      const baseline = y + height - lineHeight * 0.3
      tags.artifact(() => {
        d.save().lineWidth(1.1).lineCap('round').dash(0.01, { space: 4 }).strokeColor(inkOf(d).page.faint)
        d.moveTo(from, baseline)
          .lineTo(numberX - 6, baseline)
          .stroke()
        d.undash().restore()
      })
    },
  }
}
