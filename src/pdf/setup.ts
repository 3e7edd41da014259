import { DEFAULT_VARIANT, fromSetup, initialSetup } from '../engine/index.js'
import { STYLE, bulletBlock, headingBlock, paragraphBlock } from './blocks.js'
import { drawText, measureText } from './draw.js'
import type { Block } from './flow.js'
import type { KitContext } from './kit.js'
import type { PlannedPage } from './page.js'
import { flowPages, portraitFrame } from './page.js'

const SETUP_DIAGRAM_MM = 120

/** The setup page (seed 003's first page): what you need, four seeds in every hole, who plays which row. */
export function planSetup(context: KitContext): PlannedPage[] {
  const { doc, strings } = context
  const { width } = portraitFrame(context.paper)
  const start = fromSetup(initialSetup(DEFAULT_VARIANT), DEFAULT_VARIANT)
  if (!start.ok) throw new Error('the initial position of the rules in force is not valid')
  const diagram = context.diagrams.position(start.value)
  const caption = strings.text('setup.caption')
  // The diagram is as tall as it is wide: at most 120 mm, so the page keeps its last lines.
  const diagramWidth = Math.min(width, SETUP_DIAGRAM_MM * (72 / 25.4))
  const diagramHeight = diagram.height(diagramWidth)
  const captionHeight = measureText(doc, caption, width, STYLE.caption)
  const blocks: Block[] = [
    headingBlock(doc, strings.text('setup.title'), width, STYLE.title, 0),
    ...strings.list('setup.paragraphs').map((text) => bulletBlock(doc, text, width, STYLE.body, 5)),
    {
      height: diagramHeight + 4 + captionHeight,
      spaceBefore: 14,
      draw: (d, x, y, tags) => {
        context.diagrams.draw(d, diagram, x + (width - diagramWidth) / 2, y, diagramWidth, tags)
        tags.paragraph(() => drawText(d, caption, x, y + diagramHeight + 4, width, { ...STYLE.caption, align: 'center' }))
      },
    },
    headingBlock(doc, strings.text('setup.orderTitle'), width, STYLE.heading, 16),
    paragraphBlock(doc, strings.text('setup.order'), width, STYLE.body, 6),
    paragraphBlock(doc, strings.text('setup.safety'), width, STYLE.small, 16),
  ]
  return flowPages(blocks, context.paper)
}
