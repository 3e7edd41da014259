import type { Doc } from './document.js'
import type { TextStyle } from './draw.js'
import { drawText, measureText } from './draw.js'
import type { Block } from './flow.js'

/** The kit's text styles: large, plain, for children and for photocopies. */
export const STYLE = {
  title: { font: 'bold', size: 22 },
  heading: { font: 'bold', size: 15 },
  subheading: { font: 'bold', size: 12.5 },
  body: { size: 11.5, lineGap: 2 },
  small: { size: 9.5, lineGap: 1, tone: 'soft' },
  caption: { size: 9.5, lineGap: 1, tone: 'soft' },
  explain: { size: 10, lineGap: 1.5 },
} as const satisfies Record<string, TextStyle>

/** A heading: tagged H1, kept with what follows. */
export function headingBlock(doc: Doc, text: string, width: number, style: TextStyle = STYLE.heading, spaceBefore = 14): Block {
  return {
    height: measureText(doc, text, width, style),
    spaceBefore,
    keepWithNext: true,
    draw: (d, x, y, tags) => tags.heading(() => drawText(d, text, x, y, width, style)),
  }
}

/** A paragraph: tagged P, measured with pdfkit's own line breaking. */
export function paragraphBlock(doc: Doc, text: string, width: number, style: TextStyle = STYLE.body, spaceBefore = 6, indent = 0): Block {
  return {
    height: measureText(doc, text, width - indent, style),
    spaceBefore,
    draw: (d, x, y, tags) => tags.paragraph(() => drawText(d, text, x + indent, y, width - indent, style)),
  }
}

/** A bulleted list item. */
export function bulletBlock(doc: Doc, text: string, width: number, style: TextStyle = STYLE.body, spaceBefore = 3): Block {
  const indent = 14
  return {
    height: measureText(doc, text, width - indent, style),
    spaceBefore,
    draw: (d, x, y, tags) =>
      tags.paragraph(() => {
        drawText(d, '•', x + 2, y, 10, style)
        drawText(d, text, x + indent, y, width - indent, style)
      }),
  }
}

/** Vertical space that keeps nothing together. */
export const spaceBlock = (height: number): Block => ({ height, spaceBefore: 0, draw: () => {} })
