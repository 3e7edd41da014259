import type { Doc } from './document.js'
import { inkOf } from './document.js'
import type { TextStyle } from './draw.js'
import { drawText, measureText } from './draw.js'
import { drawCutLine } from './class-page.js'
import type { KitContext } from './kit.js'
import type { PlannedPage } from './page.js'
import { MARGIN_MM, FOOTER_MM } from './page.js'
import { mm, pageSizePt } from './paper.js'
import type { PageTagger } from './tagging.js'

/**
 * The rules on three bookmarks cut from one sheet (A4 or Letter; A3 holds two sets of three): the
 * first with the board's letters and the direction of sowing, then sowing and going round; the second
 * capturing, chains and taking everything; the third feeding, the end of the game and the count
 * check. Words at 12.5 pt, for the pupil who reads them in a book; dashed lines to cut along.
 */

export const BOOKMARKS = ['play', 'capture', 'end'] as const
export type BookmarkKey = (typeof BOOKMARKS)[number]

/** Sizes at scale 1: words at 12.5 pt; the bookmarks take the largest scale (up to 1.3) whose words fill at most 85 % of a strip. */
const BASE = { title: 17, name: 13.5, text: 12.5 } as const
const SCALES = [1.3, 1.2, 1.1, 1] as const
const FILL = 0.85
const PADDING = mm(4)
/** The board's letters drawn on the first bookmark: a cell per hole. */
const MAP_CELL = mm(8.5)

interface Styles {
  readonly title: TextStyle
  readonly name: TextStyle
  readonly text: TextStyle
}

const stylesAt = (scale: number): Styles => ({
  title: { font: 'bold', size: BASE.title * scale, lineGap: -1 },
  name: { font: 'bold', size: BASE.name * scale, lineGap: -1 },
  text: { size: BASE.text * scale, lineGap: -1.5 },
})

interface Item {
  readonly name: string
  readonly text: string
}

/** The bookmarks' content in the kit's words (bookmarks.items in the strings files). */
function bookmarkItems(context: KitContext, key: BookmarkKey): { title: string; items: Item[] } {
  const s = context.strings
  const items = s.raw(`bookmarks.${key}.items`)
  if (!Array.isArray(items)) throw new Error(`${s.file}: bookmarks.${key}.items is not a list`)
  return {
    title: s.text(`bookmarks.${key}.title`),
    items: items.map((_, index) => ({ name: s.text(`bookmarks.${key}.items.${index}.name`), text: s.text(`bookmarks.${key}.items.${index}.text`) })),
  }
}

/** Height of a bookmark's content set `width` wide (the board map included on the first). */
export function bookmarkContentHeight(context: KitContext, key: BookmarkKey, width: number, styles: Styles = stylesAt(1)): number {
  const { doc } = context
  const { title, items } = bookmarkItems(context, key)
  let height = measureText(doc, title, width, styles.title) + mm(3)
  if (key === 'play') height += mapHeight() + mm(4)
  for (const item of items) height += measureText(doc, item.name, width, styles.name) + mm(0.8) + measureText(doc, item.text, width, styles.text) + mm(4)
  return height
}

const mapHeight = () => 2 * MAP_CELL + mm(10)

/** The two rows of letters (L…G over A…F) with the loop of sowing round them, inside `width` with room for the loop. */
function drawBoardMap(doc: Doc, x: number, y: number, width: number, tags: PageTagger, alt: string): void {
  const cell = Math.min(MAP_CELL, (width - mm(8)) / 6)
  const mapWidth = 6 * cell
  const left = x + (width - mapWidth) / 2
  const top = y + mm(5)
  tags.figure(alt, () => {
    doc.save().lineWidth(0.8).strokeColor('#000000')
    const rows = [
      ['L', 'K', 'J', 'I', 'H', 'G'],
      ['A', 'B', 'C', 'D', 'E', 'F'],
    ]
    rows.forEach((letters, row) => {
      letters.forEach((letter, column) => {
        const cx = left + column * cell
        const cy = top + row * cell
        doc.roundedRect(cx + mm(0.6), cy + mm(0.6), cell - mm(1.2), cell - mm(1.2), mm(2)).stroke()
        // Centred in its cell: Andika's line box is taller than its capitals, which sit in its upper part.
        const letterStyle: TextStyle = { font: 'bold', size: 13, align: 'center' }
        drawText(doc, letter, cx, cy + (cell - measureText(doc, letter, cell, letterStyle)) / 2 + mm(0.5), cell, letterStyle)
      })
    })
    // The loop: along the bottom row to the right, up, along the top row to the left, down.
    const outer = mm(2.6)
    const x0 = left - outer
    const x1 = left + mapWidth + outer
    const y0 = top - outer
    const y1 = top + 2 * cell + outer
    doc.lineWidth(1.2).strokeColor(inkOf(doc).page.soft)
    doc
      .moveTo(left + cell / 2, y1)
      .lineTo(x1 - mm(2), y1)
      .quadraticCurveTo(x1, y1, x1, y1 - mm(2))
      .lineTo(x1, y0 + mm(2))
      .quadraticCurveTo(x1, y0, x1 - mm(2), y0)
      .lineTo(x0 + mm(2), y0)
      .quadraticCurveTo(x0, y0, x0, y0 + mm(2))
      .lineTo(x0, y1 - mm(2))
      .stroke()
    const head = (hx: number, hy: number, dx: number, dy: number) => {
      const a = mm(1.6)
      doc.polygon([hx, hy], [hx - dx * a - dy * a * 0.7, hy - dy * a + dx * a * 0.7], [hx - dx * a + dy * a * 0.7, hy - dy * a - dx * a * 0.7]).fill(inkOf(doc).page.soft)
    }
    head(left + mapWidth / 2 + mm(1.5), y1, 1, 0)
    head(x1, top + cell, 0, -1)
    head(left + mapWidth / 2 - mm(1.5), y0, -1, 0)
    head(x0, y1 - mm(1.5), 0, 1)
    doc.restore()
  })
}

export function planBookmarks(context: KitContext): PlannedPage[] {
  const { doc } = context
  const [pageWidth, pageHeight] = pageSizePt(context.paper, 'portrait')
  const margin = mm(MARGIN_MM)
  const columns = BOOKMARKS.length
  // A3 is two A4 sheets: two sets of three, one above the other.
  const sets = context.paper === 'a3' ? 2 : 1
  const areaTop = margin
  const areaBottom = pageHeight - mm(MARGIN_MM + FOOTER_MM)
  const stripWidth = (pageWidth - 2 * margin) / columns
  const stripHeight = (areaBottom - areaTop) / sets
  const inner = stripWidth - 2 * PADDING
  const fits = (scale: number) => BOOKMARKS.every((key) => bookmarkContentHeight(context, key, inner, stylesAt(scale)) + 2 * PADDING <= stripHeight * FILL)
  const scale = SCALES.find(fits)
  if (scale === undefined) throw new Error(`bookmarks: the rules do not fit a ${context.paper} strip of ${(stripHeight / mm(1)).toFixed(0)} mm`)
  const styles = stylesAt(scale)
  const alt = context.strings.text('bookmarks.mapAlt')
  return [
    {
      orientation: 'portrait',
      startsSheet: true,
      draw(d, tags) {
        for (let set = 0; set < sets; set++) {
          const top = areaTop + set * stripHeight
          BOOKMARKS.forEach((key, column) => {
            const x = margin + column * stripWidth
            const { title, items } = bookmarkItems(context, key)
            // The three titles on one line, a little below the strip's top; the bottom is for the hand.
            let y = top + PADDING + mm(6)
            tags.heading(() => drawText(d, title, x + PADDING, y, inner, { ...styles.title, align: 'center' }))
            y += measureText(doc, title, inner, styles.title) + mm(3)
            if (key === 'play') {
              drawBoardMap(d, x + PADDING, y, inner, tags, alt)
              y += mapHeight() + mm(4)
            }
            for (const item of items) {
              tags.heading(() => drawText(d, item.name, x + PADDING, y, inner, styles.name))
              y += measureText(doc, item.name, inner, styles.name) + mm(0.8)
              tags.paragraph(() => drawText(d, item.text, x + PADDING, y, inner, styles.text))
              y += measureText(doc, item.text, inner, styles.text) + mm(4)
            }
          })
        }
        // Cut lines: round the sheet's printed area and between the strips.
        for (let column = 0; column <= columns; column++) drawCutLine(d, margin + column * stripWidth, areaTop, margin + column * stripWidth, areaBottom, tags)
        for (let set = 0; set <= sets; set++) drawCutLine(d, margin, areaTop + set * stripHeight, pageWidth - margin, areaTop + set * stripHeight, tags)
      },
    },
  ]
}
