import type { Hole } from '../engine/index.js'
import { DEFAULT_VARIANT, fromSetup, initialSetup, play } from '../engine/index.js'
import type { Doc } from './document.js'
import type { TextStyle } from './draw.js'
import { drawText, measureText, widthOfText } from './draw.js'
import { PUPIL_BOLD, PUPIL_TEXT, WRITE_BOX, WRITING_LINE, boxesLine, circleLine, pupilHeader } from './class-page.js'
import type { Table, TableCell, TableRow } from './class-table.js'
import { drawTable, fitColumns, tableHeight } from './class-table.js'
import type { KitContext } from './kit.js'
import type { PlannedPage } from './page.js'
import { portraitFrame } from './page.js'
import { mm } from './paper.js'
import type { PageTagger } from './tagging.js'
import { ognMoveLetter } from '../engine/ogn.js'
import { NORTH_LOWERCASE } from '../engine/notation.js'

/**
 * The game record sheet: one line per pair of moves, South's hole in capitals A–F and North's in
 * small letters a–f (a = G … f = L), the seeds each move takes after a printed "+", and both stores
 * after the line — the move text of the OGN format the Aualé program writes (docs/notation.md), so a
 * game written here can be typed as `1. A b 2. D a 3. C+3 c+2`. The worked example at the top is
 * played by the engine (its captures and stores are computed, not typed). One sheet, recto-verso:
 * the moves in two columns on each side, as chess score sheets have them.
 */

/** The worked example: the first three pairs of a game in which both players capture (holes as on the board). */
export const RECORD_EXAMPLE: readonly Hole[] = ['A', 'H', 'D', 'G', 'C', 'I']

export interface RecordedMove {
  readonly hole: Hole
  /** The letter the sheet and OGN write: A–F for South, a–f for North. */
  readonly letter: string
  readonly captured: number
  /** Both stores after the move. */
  readonly stores: { readonly south: number; readonly north: number }
}

/** OGN's move letter: South's holes keep their capital, North's G–L become a–f. */
/** A hole in the record sheet's letters, OGN's: A–F for South, a–f for North (the engine's notation). */
export const ognLetter = (hole: Hole): string => ognMoveLetter(hole)

/** Plays moves from the start with the engine: each move's letter, capture and the stores after it. */
export function recordGame(moves: readonly Hole[]): RecordedMove[] {
  const start = fromSetup(initialSetup(DEFAULT_VARIANT), DEFAULT_VARIANT)
  if (!start.ok) throw new Error('record sheet: the initial position is not valid')
  let position = start.value
  return moves.map((hole) => {
    const report = play(position, hole)
    if (!report.ok) throw new Error(`record sheet example: ${hole} is not legal (${report.error.message})`)
    position = report.value.after
    return { hole, letter: ognLetter(hole), captured: report.value.captured, stores: { ...position.stores } }
  })
}

/** The move text as OGN writes it: `1. A b 2. D a 3. C+3 c+2` (South starts). */
export function ognMoveText(moves: readonly RecordedMove[]): string {
  const tokens: string[] = []
  moves.forEach((move, index) => {
    if (index % 2 === 0) tokens.push(`${index / 2 + 1}.`)
    tokens.push(move.captured > 0 ? `${move.letter}+${move.captured}` : move.letter)
  })
  return tokens.join(' ')
}

const HEADER_STYLE: TextStyle = { ...PUPIL_BOLD, lineGap: -2 }
const NUMBER_STYLE: TextStyle = { ...PUPIL_TEXT, tone: 'soft' }
const EXAMPLE_STYLE: TextStyle = { size: 14, lineGap: -1 }
/** The example's moves as typed: one unbreakable run. */
const MOVES_STYLE: TextStyle = { font: 'bold', size: 14 }
const COLUMN_GAP = mm(5)

function moveTable(context: KitContext, width: number, rows: readonly (readonly TableCell[])[]): Table {
  const t = (key: string) => context.strings.text(`record.columns.${key}`)
  const side = (name: 'south' | 'north') => context.strings.text(`sides.${name}`)
  const header: TableRow[] = [
    {
      height: mm(8),
      cells: [
        { text: t('number'), style: HEADER_STYLE, rowSpan: 2 },
        { text: side('south'), style: HEADER_STYLE, span: 2 },
        { text: side('north'), style: HEADER_STYLE, span: 2 },
        { text: t('stores'), style: HEADER_STYLE, span: 2 },
      ],
    },
    {
      height: mm(8),
      cells: [
        null,
        { text: t('hole'), style: HEADER_STYLE },
        { text: '+', style: HEADER_STYLE },
        { text: t('hole'), style: HEADER_STYLE },
        { text: '+', style: HEADER_STYLE },
        { text: side('south'), style: HEADER_STYLE },
        { text: side('north'), style: HEADER_STYLE },
      ],
    },
  ]
  return { columns: moveColumns(context, width), rows: [...header, ...rows.map((cells) => ({ height: WRITING_LINE, cells }))] }
}

/**
 * The widths of a move table `width` wide: the number, South's hole and capture, North's hole and
 * capture, both stores. Each is as wide as its header's words need and never under 12 mm where the
 * pupil writes (a capture's box holds the printed "+" and two digits); what is left is shared by the
 * six columns the pupil writes in.
 */
export function moveColumns(context: Pick<KitContext, 'doc' | 'strings'>, width: number): number[] {
  const { doc, strings } = context
  const words = (text: string) => Math.max(...text.split(/\s+/).map((word) => widthOfText(doc, word, HEADER_STYLE))) + mm(2.4)
  const hole = Math.max(WRITE_BOX, words(strings.text('record.columns.hole')))
  const capture = WRITE_BOX + mm(1)
  const store = (side: 'south' | 'north') => Math.max(WRITE_BOX, words(strings.text(`sides.${side}`)))
  // The line numbers reach two digits (three on A3): the number column fits "188".
  const number = Math.max(words(strings.text('record.columns.number')), widthOfText(doc, '188', NUMBER_STYLE) + mm(2.4))
  const mins = [number, hole, capture, hole, capture, store('south'), store('north')]
  const spare = width - mins.reduce((a, b) => a + b, 0)
  if (spare < 0) throw new Error(`record sheet: the move table needs ${(mins.reduce((a, b) => a + b, 0) / mm(1)).toFixed(0)} mm, it has ${(width / mm(1)).toFixed(0)} mm`)
  return mins.map((min, index) => (index === 0 ? min : min + spare / 6))
}

/** Each of the two move tables on a page `frameWidth` wide. */
export const moveTableWidth = (frameWidth: number): number => (frameWidth - COLUMN_GAP) / 2

/** Empty lines numbered from `first`: the number printed, a "+" before each capture. */
function emptyRows(first: number, count: number): TableCell[][] {
  return Array.from({ length: count }, (_, index) => [{ text: String(first + index), style: NUMBER_STYLE }, {}, { prefix: '+' }, {}, { prefix: '+' }, {}, {}])
}

/** The example's lines, filled in as a pupil would. */
function exampleRows(moves: readonly RecordedMove[]): TableCell[][] {
  const rows: TableCell[][] = []
  for (let index = 0; index < moves.length; index += 2) {
    const south = moves[index]!
    const north = moves[index + 1]
    const after = (north ?? south).stores
    const capture = (move: RecordedMove | undefined): TableCell => (move && move.captured > 0 ? { prefix: '+', text: String(move.captured), style: EXAMPLE_STYLE, example: true } : { prefix: '+' })
    rows.push([
      { text: String(index / 2 + 1), style: NUMBER_STYLE },
      { text: south.letter, style: EXAMPLE_STYLE, example: true },
      capture(south),
      north ? { text: north.letter, style: EXAMPLE_STYLE, example: true } : {},
      capture(north),
      { text: String(after.south), style: EXAMPLE_STYLE, example: true },
      { text: String(after.north), style: EXAMPLE_STYLE, example: true },
    ])
  }
  return rows
}

/** Two tables side by side, numbered down the left one then down the right one. */
function twoColumns(context: KitContext, width: number, first: number, rowsEach: number) {
  const columnWidth = (width - COLUMN_GAP) / 2
  const left = moveTable(context, columnWidth, emptyRows(first, rowsEach))
  const right = moveTable(context, columnWidth, emptyRows(first + rowsEach, rowsEach))
  return {
    height: tableHeight(context.doc, left),
    draw(doc: Doc, x: number, y: number, tags: PageTagger) {
      drawTable(doc, left, x, y, tags)
      drawTable(doc, right, x + columnWidth + COLUMN_GAP, y, tags)
    },
  }
}

/** How many lines of 9.5 mm fit under the tables' two header rows in `height`. */
const rowsThatFit = (height: number) => Math.floor((height - mm(16) - 1) / WRITING_LINE)

export function planRecordSheet(context: KitContext): PlannedPage[] {
  const { doc, strings } = context
  const frame = portraitFrame(context.paper)
  const width = frame.width
  const t = (key: string, values: Record<string, string | number> = {}) => strings.text(`record.${key}`, values)

  // Page 1: the players, how to write, the worked example, then the first lines.
  const header = pupilHeader(
    doc,
    t('title'),
    [
      { label: t('south'), line: mm(58) },
      { label: t('north'), line: mm(58) },
      { label: t('date'), line: mm(28) },
      { label: t('class'), line: mm(24) },
      { label: t('round'), line: WRITE_BOX },
      { label: t('table'), line: WRITE_BOX },
    ],
    width,
  )
  const columnWidth = (width - COLUMN_GAP) / 2
  const how = strings.list('record.how')
  const howTitle = t('howTitle')
  const bullet = mm(4)
  const howHeights = how.map((line) => measureText(doc, line, columnWidth - bullet, PUPIL_TEXT))
  const mapping: Table = {
    columns: fitColumns([2.6, 1, 1, 1, 1, 1, 1], columnWidth),
    rows: [
      { height: mm(8), cells: [{ text: t('mapping.board'), style: { ...PUPIL_TEXT, size: 12 }, align: 'left' }, ...['G', 'H', 'I', 'J', 'K', 'L'].map((text) => ({ text, style: PUPIL_BOLD }))] },
      { height: mm(8), cells: [{ text: t('mapping.written'), style: { ...PUPIL_TEXT, size: 12 }, align: 'left' }, ...NORTH_LOWERCASE.map((text) => ({ text, style: PUPIL_BOLD }))] },
    ],
  }
  const titleHeight = measureText(doc, howTitle, columnWidth, PUPIL_BOLD)
  const leftHeight = titleHeight + mm(1) + howHeights.reduce((sum, h) => sum + h + mm(1.2), 0) + mm(1.5) + tableHeight(doc, mapping)

  const example = recordGame(RECORD_EXAMPLE)
  const exampleTable = moveTable(context, columnWidth, exampleRows(example))
  const exampleTitle = t('example')
  const typed = t('exampleTyped')
  const moves = ognMoveText(example)
  const exampleTitleHeight = measureText(doc, exampleTitle, columnWidth, PUPIL_BOLD)
  const typedHeight = measureText(doc, typed, columnWidth, PUPIL_TEXT) + measureText(doc, moves, columnWidth, MOVES_STYLE)
  const rightHeight = exampleTitleHeight + mm(1) + tableHeight(doc, exampleTable) + mm(1.5) + typedHeight
  const topHeight = Math.max(leftHeight, rightHeight)

  const bodyTop = frame.top + header.height + mm(2) + topHeight + mm(5)
  const firstRows = rowsThatFit(frame.bottom - bodyTop)
  const first = twoColumns(context, width, 1, firstRows)

  const page1: PlannedPage = {
    orientation: 'portrait',
    startsSheet: true,
    draw(d, tags) {
      header.draw(d, frame.x, frame.top, tags)
      let y = frame.top + header.height + mm(2)
      tags.heading(() => drawText(d, howTitle, frame.x, y, columnWidth, PUPIL_BOLD))
      y += titleHeight + mm(1)
      how.forEach((line, index) => {
        tags.paragraph(() => {
          drawText(d, '•', frame.x, y, bullet, PUPIL_TEXT)
          drawText(d, line, frame.x + bullet, y, columnWidth - bullet, PUPIL_TEXT)
        })
        y += howHeights[index]! + mm(1.2)
      })
      drawTable(d, mapping, frame.x, y + mm(1.5), tags)
      const rightX = frame.x + columnWidth + COLUMN_GAP
      let ry = frame.top + header.height + mm(2)
      tags.heading(() => drawText(d, exampleTitle, rightX, ry, columnWidth, PUPIL_BOLD))
      ry += exampleTitleHeight + mm(1)
      drawTable(d, exampleTable, rightX, ry, tags)
      ry += tableHeight(d, exampleTable) + mm(1.5)
      tags.paragraph(() => {
        drawText(d, typed, rightX, ry, columnWidth, PUPIL_TEXT)
        drawText(d, moves, rightX, ry + measureText(d, typed, columnWidth, PUPIL_TEXT), columnWidth, MOVES_STYLE)
      })
      first.draw(d, frame.x, bodyTop, tags)
    },
  }

  // Page 2 (the back): the next lines, then the final score and who won.
  const continued = t('continued')
  const continuedHeight = measureText(doc, continued, width, PUPIL_BOLD)
  const check = t('check')
  const checkHeight = measureText(doc, check, width, PUPIL_TEXT)
  const more = t('more')
  const moreHeight = measureText(doc, more, width, PUPIL_TEXT)
  const side = (name: 'south' | 'north') => strings.text(`sides.${name}`)
  const score = boxesLine(doc, [t('result'), side('south'), 'box', side('north'), 'box'])
  const winner = circleLine(doc, t('winner'), [side('south'), side('north'), t('draw')])
  const result = {
    height: WRITE_BOX,
    draw: (d: Doc, x: number, y: number, tags: PageTagger) => {
      score.draw(d, x, y, width, tags)
      winner.draw(d, x + score.width + mm(10), y, width - score.width - mm(10), tags)
    },
  }
  const footHeight = mm(3) + checkHeight + mm(1) + result.height + mm(1) + moreHeight
  const secondTop = frame.top + continuedHeight + mm(2)
  const secondRows = rowsThatFit(frame.bottom - secondTop - footHeight)
  const second = twoColumns(context, width, 1 + 2 * firstRows, secondRows)
  const page2: PlannedPage = {
    orientation: 'portrait',
    draw(d, tags) {
      tags.heading(() => drawText(d, continued, frame.x, frame.top, width, PUPIL_BOLD))
      second.draw(d, frame.x, secondTop, tags)
      let y = secondTop + second.height + mm(3)
      tags.paragraph(() => drawText(d, check, frame.x, y, width, PUPIL_TEXT))
      y += checkHeight + mm(1)
      result.draw(d, frame.x, y, tags)
      y += result.height + mm(1)
      tags.paragraph(() => drawText(d, more, frame.x, y, width, PUPIL_TEXT))
    },
  }
  return [page1, page2]
}
