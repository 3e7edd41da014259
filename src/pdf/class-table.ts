import type { Doc } from './document.js'
import { inkOf } from './document.js'
import type { TextStyle } from './draw.js'
import { drawText, measureText } from './draw.js'
import { mm } from './paper.js'
import type { PageTagger } from './tagging.js'

/**
 * Tables to fill in by hand (record sheets, pairings, results grids, standings, ladders): thin black
 * cell borders, printed words centred in their cells, empty cells to write in. Measured before drawn:
 * a row is as tall as its tallest cell's text, never less than its own height.
 */
export interface TableCell {
  readonly text?: string
  readonly style?: TextStyle
  readonly align?: 'left' | 'center' | 'right'
  /** Columns the cell covers (default 1). */
  readonly span?: number
  /** Header rows the cell covers downwards (default 1); the rows below leave `null` where it stands. */
  readonly rowSpan?: number
  /** A cell nobody writes in (a player against themselves): thin diagonal hatching, little toner. */
  readonly hatched?: boolean
  /** A small mark printed at the cell's left, before what the pupil writes ("+"). */
  readonly prefix?: string
  /** Text printed in a handwriting-like grey: the worked example's answers. */
  readonly example?: boolean
}

export interface TableRow {
  /** The smallest height, in points (9.5 mm for rows to write in). */
  readonly height: number
  /** One entry per column slot; `null` where a cell of a row above covers it. */
  readonly cells: readonly (TableCell | null)[]
}

export interface Table {
  /** Column widths, in points. */
  readonly columns: readonly number[]
  readonly rows: readonly TableRow[]
}

/** Inside a cell, round its text. */
export const TABLE_PADDING = mm(1.2)
const PADDING = TABLE_PADDING
const DEFAULT_STYLE: TextStyle = { size: 12.5 }

/** The width of a cell starting at column `index` and covering `span` columns. */
const spanWidth = (table: Table, index: number, span: number) => table.columns.slice(index, index + span).reduce((a, b) => a + b, 0)

/** Each row's height once its texts are measured. */
export function rowHeights(doc: Doc, table: Table): number[] {
  return table.rows.map((row) => {
    let height = row.height
    let column = 0
    for (const cell of row.cells) {
      if (cell === null) {
        column++
        continue
      }
      const span = cell.span ?? 1
      if (cell.text && (cell.rowSpan ?? 1) === 1) {
        const width = spanWidth(table, column, span) - 2 * PADDING
        height = Math.max(height, measureText(doc, cell.text, width, cell.style ?? DEFAULT_STYLE) + 2 * PADDING)
      }
      column += span
    }
    return height
  })
}

export const tableHeight = (doc: Doc, table: Table): number => rowHeights(doc, table).reduce((a, b) => a + b, 0)
export const tableWidth = (table: Table): number => table.columns.reduce((a, b) => a + b, 0)

export function drawTable(doc: Doc, table: Table, x: number, y: number, tags: PageTagger): void {
  const heights = rowHeights(doc, table)
  const tops = heights.map((_, index) => y + heights.slice(0, index).reduce((a, b) => a + b, 0))
  table.rows.forEach((row, rowIndex) => {
    let column = 0
    for (const cell of row.cells) {
      if (cell === null) {
        column++
        continue
      }
      const span = cell.span ?? 1
      const rowSpan = cell.rowSpan ?? 1
      const cellX = x + spanWidth(table, 0, column)
      const cellY = tops[rowIndex]!
      const width = spanWidth(table, column, span)
      const height = heights.slice(rowIndex, rowIndex + rowSpan).reduce((a, b) => a + b, 0)
      tags.artifact(() => {
        doc.save()
        if (cell.hatched) {
          doc.rect(cellX, cellY, width, height).clip()
          doc.lineWidth(0.5).strokeColor(inkOf(doc).page.hairline)
          for (let offset = -height; offset < width; offset += mm(2.5))
            doc
              .moveTo(cellX + offset, cellY + height)
              .lineTo(cellX + offset + height, cellY)
              .stroke()
          doc.restore().save()
        }
        doc.lineWidth(0.7).strokeColor('#000000').rect(cellX, cellY, width, height).stroke()
        doc.restore()
      })
      const style = cell.style ?? DEFAULT_STYLE
      if (cell.prefix) {
        const prefixStyle: TextStyle = { ...style, tone: 'faint', align: 'left' }
        const prefixHeight = measureText(doc, cell.prefix, width, prefixStyle)
        tags.paragraph(() => drawText(doc, cell.prefix!, cellX + PADDING, cellY + (height - prefixHeight) / 2, width - 2 * PADDING, prefixStyle))
      }
      if (cell.text) {
        const align = cell.align ?? 'center'
        const textStyle: TextStyle = { ...style, align, ...(cell.example ? { tone: 'soft' } : {}) }
        const textHeight = measureText(doc, cell.text, width - 2 * PADDING, textStyle)
        tags.paragraph(() => drawText(doc, cell.text!, cellX + PADDING, cellY + (height - textHeight) / 2, width - 2 * PADDING, textStyle))
      }
      column += span
    }
  })
}

/** Column widths scaled to fill `width`, keeping their proportions. */
export const fitColumns = (proportions: readonly number[], width: number): number[] => {
  const total = proportions.reduce((a, b) => a + b, 0)
  return proportions.map((p) => (p / total) * width)
}
