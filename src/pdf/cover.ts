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
}

/** The cover: title, language, contents with page numbers, how to print. */
export function planCover(context: KitContext, contents: readonly ContentsEntry[]): PlannedPage[] {
  const { doc, strings } = context
  const { width } = portraitFrame(context.paper)
  const blocks: Block[] = [
    headingBlock(doc, context.title, width, { font: 'bold', size: 30 }, 0),
    paragraphBlock(doc, strings.text('kit.subtitle'), width, { size: 15, lineGap: 2 }, 6),
    paragraphBlock(doc, `${strings.text('kit.language')} · ${strings.text('kit.rulesName')}`, width, STYLE.small, 6),
    spaceBlock(10),
    paragraphBlock(doc, strings.text('cover.intro'), width, STYLE.body, 6),
    headingBlock(doc, strings.text('cover.contents'), width, STYLE.heading, 20),
    ...contents.map((entry) => contentsLine(context, entry, width)),
    headingBlock(doc, strings.text('cover.printTitle'), width, STYLE.heading, 20),
    ...strings.list('cover.print').map((line) => bulletBlock(doc, line, width)),
    paragraphBlock(doc, strings.text('cover.variant', { rules: context.rulesDescription }), width, STYLE.small, 16),
  ]
  return flowPages(blocks, context.paper)
}

/** "Le plateau à taille réelle ........ 2", the page number flush right after dot leaders. */
function contentsLine(context: KitContext, entry: ContentsEntry, width: number): Block {
  const { doc } = context
  const style = STYLE.body
  const label = entry.detail ? `${entry.title} (${entry.detail})` : entry.title
  const number = String(entry.page)
  const numberWidth = 30
  const height = measureText(doc, label, width - numberWidth - 20, style)
  return {
    height,
    spaceBefore: 5,
    draw: (d, x, y, tags) =>
      tags.paragraph(() => {
        drawText(d, label, x, y, width - numberWidth - 20, style)
        // Dot leaders from the end of the label's last line to the number.
        const labelEnd = x + Math.min(widthOfText(d, label, style), width - numberWidth - 20) + 6
        const lastLineY = y + height - measureText(d, 'M', 100, style)
        const dotsStart = height > measureText(d, 'M', 100, style) + 1 ? x : labelEnd
        const dotWidth = widthOfText(d, '.', style) + 1.6
        const dots = Math.max(0, Math.floor((x + width - numberWidth - dotsStart - 4) / dotWidth))
        drawText(d, ' .'.repeat(Math.ceil(dots / 2)).trim(), dotsStart, lastLineY, x + width - numberWidth - dotsStart, { ...style, color: '#777777' })
        drawText(d, number, x + width - numberWidth, lastLineY, numberWidth, { ...style, font: 'bold', align: 'right' })
      }),
  }
}
