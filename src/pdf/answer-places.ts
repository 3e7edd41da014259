import type { Answer } from '../exercise/answers.js'
import type { CheckedExercise } from '../exercise/index.js'
import type { Doc } from './document.js'
import { inkOf } from './document.js'
import type { TextStyle } from './draw.js'
import { drawText, measureText, widthOfText } from './draw.js'
import { mm } from './paper.js'
import type { KitStrings } from './strings.js'
import type { PageTagger } from './tagging.js'

/**
 * The places where a pupil writes an answer, sized for a child's handwriting: boxes 12 mm or more,
 * writing lines 9 mm apart, labels at 12 pt or more (issue 9). Each place is measured before it is
 * drawn; a place that does not fit beside the diagram goes to the full width under it.
 */
export const PLACE_STYLE: TextStyle = { size: 12.5, lineGap: -2 }
/**
 * A row's label wrapped on two lines (beside a self-check code most often): its lines 1.2 em apart,
 * the usual leading, rather than the one-line box's 1.45 em (Andika's tall ascender): a narrowed
 * row of words to circle then costs 1 mm less height. A label on one line is set as before.
 */
const WRAPPED_LABEL_STYLE: TextStyle = { ...PLACE_STYLE, lineGap: -5 }
const OPTION_STYLE: TextStyle = { font: 'bold', size: 13 }
/** Each option to circle takes its width and this much: room for a pencil ring round it. */
const OPTION_ROOM = mm(6)
/** A box for one hole letter or a number up to 48. */
export const BOX = mm(12)
const WIDE_BOX = mm(46)
/** A row of words to circle and no box: as tall as a pencil ring round a word. */
const OPTIONS_ROW = mm(9)
/** The box for the holes sown, in order: a letter and a space each. */
const SOWN_BOX = { perLetter: mm(7), narrowest: mm(40), widest: mm(120) }
const BOX_GAP = mm(2)
/** Between two writing lines. */
export const LINE_SPACING = mm(9.5)
const ROW_GAP = mm(1.2)
/** The shortest writing lines a child still writes a sentence on (« parce que… » in an 8-year-old's hand: 60 mm was too short, a cold read). */
const WRITING_NARROWEST = mm(70)
/** Between two places sharing a row. */
const PLACE_GAP = mm(5)

export interface Place {
  /** Width the place needs on one line (label included); more goes under the diagram. */
  readonly minWidth: number
  /** Width the place takes with its label on one line (as `minWidth` when the label never wraps). */
  readonly oneLineWidth: number
  /** The narrowest it can be drawn (its label wrapped as far as it goes), beside a self-check code. */
  readonly narrowest: number
  /** A sentence: always the full width, under the rest. */
  readonly fullWidth: boolean
  height(width: number): number
  /** `wideFrom`: drawn narrower beside a self-check code, what lies below `y` may reach `width` again (writing lines). */
  draw(doc: Doc, x: number, y: number, width: number, tags: PageTagger, wideFrom?: { readonly y: number; readonly width: number }): void
}

type Piece = { kind: 'text'; text: string; style: TextStyle } | { kind: 'box'; width: number } | { kind: 'options'; options: string[] }

const box = (width = BOX): Piece => ({ kind: 'box', width })
const label = (text: string): Piece => ({ kind: 'text', text, style: PLACE_STYLE })

function pieceWidth(doc: Doc, piece: Piece): number {
  switch (piece.kind) {
    case 'text':
      return widthOfText(doc, piece.text, piece.style)
    case 'box':
      return piece.width
    case 'options':
      return piece.options.reduce((sum, option) => sum + widthOfText(doc, option, OPTION_STYLE) + OPTION_ROOM, 0)
  }
}

function drawBox(doc: Doc, x: number, y: number, width: number): void {
  doc.save().lineWidth(1).roundedRect(x, y, width, BOX, mm(1.5)).fillAndStroke('#ffffff', '#000000').restore()
}

/**
 * A row: a label that may wrap on the left, then boxes (or options to circle) and their small words
 * flush right, on the label's last line. Boxes are as wide as a child's writing needs.
 */
function rowPlace(doc: Doc, leading: string, trailing: Piece[]): Place {
  const trailingWidth = trailing.reduce((sum, piece) => sum + pieceWidth(doc, piece) + BOX_GAP, 0)
  // A label stays on one line unless it is longer than most of a column.
  const labelMin = Math.min(widthOfText(doc, leading, PLACE_STYLE) + 1, mm(46))
  const labelWidth = (width: number) => Math.max(mm(20), width - trailingWidth - mm(2))
  // Its first line as tall as a one-line label's, each further line 1.2 em.
  const firstLine = measureText(doc, 'M', mm(100), PLACE_STYLE) - measureText(doc, 'M', mm(100), WRAPPED_LABEL_STYLE)
  const labelHeight = (width: number) => measureText(doc, leading, labelWidth(width), WRAPPED_LABEL_STYLE) + firstLine
  // The trailing pieces sit on a band this tall: a box's height, or a ring's when there is no box.
  const band = trailing.some((piece) => piece.kind === 'box') ? BOX : OPTIONS_ROW
  return {
    minWidth: labelMin + trailingWidth + mm(2),
    oneLineWidth: widthOfText(doc, leading, PLACE_STYLE) + 1 + trailingWidth + mm(2),
    narrowest: twoLineWidth(doc, leading) + trailingWidth + mm(2),
    fullWidth: false,
    height: (width) => Math.max(labelHeight(width), band),
    draw(d, x, y, width, tags) {
      const textHeight = labelHeight(width)
      const rowHeight = Math.max(textHeight, band)
      const lineHeight = measureText(d, 'M', width, PLACE_STYLE)
      // The label's last line sits on the band's middle (the boxes', or the words to circle).
      const boxTop = y + rowHeight - band
      const labelTop = textHeight >= band ? y : boxTop + (band - textHeight) / 2
      tags.paragraph(() => {
        drawText(d, leading, x, labelTop, labelWidth(width), WRAPPED_LABEL_STYLE)
        let cursor = x + width - trailingWidth + BOX_GAP
        for (const piece of trailing) {
          const pieceW = pieceWidth(d, piece)
          if (piece.kind === 'box') drawBox(d, cursor, boxTop, piece.width)
          else if (piece.kind === 'text') drawText(d, piece.text, cursor, boxTop + (band - lineHeight) / 2, pieceW + 2, piece.style)
          else {
            let optionX = cursor
            for (const option of piece.options) {
              const optionWidth = widthOfText(d, option, OPTION_STYLE)
              drawText(d, option, optionX + mm(1.5), boxTop + (band - measureText(d, option, optionWidth + 2, OPTION_STYLE)) / 2, optionWidth + 2, OPTION_STYLE)
              optionX += optionWidth + OPTION_ROOM
            }
          }
          cursor += pieceW + BOX_GAP
        }
      })
    },
  }
}

/** The narrowest a label can be drawn on two lines at most (a label in three lines reads as a list), never under 20 mm. */
function twoLineWidth(doc: Doc, text: string): number {
  const twoLines = measureText(doc, 'M\nM', mm(100), PLACE_STYLE) + 0.01
  let low = mm(20)
  let high = widthOfText(doc, text, PLACE_STYLE) + 1
  if (high <= low || measureText(doc, text, low, PLACE_STYLE) <= twoLines) return Math.min(low, high)
  // Half a millimetre is as near as a label's width matters.
  while (high - low > mm(0.5)) {
    const middle = (low + high) / 2
    if (measureText(doc, text, middle, PLACE_STYLE) <= twoLines) high = middle
    else low = middle
  }
  return high
}

/**
 * Two writing lines, 9.5 mm apart, the label at the start of the first one ("Pourquoi ? ______"); a
 * label longer than a third of the width stands on its own line above them.
 */
function sentencePlace(doc: Doc, text: string): Place {
  const labelWidth = widthOfText(doc, text, PLACE_STYLE) + mm(2)
  const inline = (width: number) => labelWidth <= width / 3
  const labelHeight = (width: number) => (inline(width) ? 0 : measureText(doc, text, width, PLACE_STYLE))
  return {
    minWidth: Infinity,
    oneLineWidth: Infinity,
    narrowest: WRITING_NARROWEST,
    fullWidth: true,
    height: (width) => labelHeight(width) + 2 * LINE_SPACING,
    draw(d, x, y, width, tags, wideFrom) {
      const top = y + labelHeight(width)
      // The label sits on the first line as a child writes: its baseline on the line.
      const lineHeight = measureText(d, 'M', width, PLACE_STYLE)
      tags.paragraph(() => drawText(d, text, x, inline(width) ? top + LINE_SPACING - mm(1) - lineHeight + mm(0.8) : y, inline(width) ? labelWidth : width, PLACE_STYLE))
      tags.artifact(() => {
        d.save().lineWidth(0.7).strokeColor(inkOf(d).page.rule)
        for (let line = 1; line <= 2; line++) {
          const lineY = top + line * LINE_SPACING - mm(1)
          // A line under the code beside it runs to the column's end again.
          const end = wideFrom && lineY >= wideFrom.y ? wideFrom.width : width
          d.moveTo(x + (line === 1 && inline(width) ? labelWidth : 0), lineY)
            .lineTo(x + end, lineY)
            .stroke()
        }
        d.restore()
      })
    },
  }
}

/** The place of one answer, in the sheet's words. `board` is drawn by the worksheet (a blank board). */
export function answerPlace(doc: Doc, strings: KitStrings, lang: 'fr' | 'en', answer: Answer, exercise: CheckedExercise): Place | null {
  const t = (key: string, values: Record<string, string | number> = {}) => strings.text(`worksheet.places.${key}`, values)
  const side = (name: 'south' | 'north') => strings.text(`sides.${name}`)
  const circle = (options: string[]): Piece[] => [
    { kind: 'text', text: strings.text('worksheet.circle'), style: PLACE_STYLE },
    { kind: 'options', options },
  ]
  const yesNo = circle([t('yes'), t('no')])
  switch (answer.name) {
    case 'board':
      return null
    case 'last':
    case 'best':
      return rowPlace(doc, t(answer.name), [box()])
    case 'lastCount':
    case 'captured':
      return rowPlace(doc, t(answer.name), [box()])
    case 'value':
      return rowPlace(doc, t(exercise.best?.criterion === 'capture' ? 'valueCapture' : 'valuePlies'), [box()])
    case 'capturedHoles':
    case 'legal':
      return rowPlace(doc, t(answer.name), [box(WIDE_BOX)])
    case 'sown': {
      // The holes in order, a letter each: room for as many letters as seeds sown (the pupil counts them in the hole played).
      const letters = answer.key.kind === 'sequence' ? answer.key.value.length : 6
      return rowPlace(doc, t('sown'), [box(Math.min(SOWN_BOX.widest, Math.max(SOWN_BOX.narrowest, letters * SOWN_BOX.perLetter + mm(6))))])
    }
    case 'count':
      return rowPlace(doc, t('count.before'), [box(), label(t('count.after')), box(), label(t('count.captured')), box()])
    case 'stores':
    case 'score':
      return rowPlace(doc, t(answer.name), [label(side('south')), box(), label(side('north')), box()])
    case 'over':
    case 'grandSlam':
      return rowPlace(doc, t(answer.name), yesNo)
    case 'canFeed': {
      // Spoken to the pupil, as the question is: "Peux-tu nourrir Nord ?" or "Nord peut-il te nourrir ?".
      const feeder = answer.side ?? 'north'
      const other = feeder === 'south' ? 'north' : 'south'
      return rowPlace(doc, feeder === exercise.start.turn ? t('canFeedYou', { other: side(other) }) : t('canFeed', { side: side(feeder) }), yesNo)
    }
    case 'winner':
      return rowPlace(doc, t('winner'), circle([side('south'), side('north'), t('draw')]))
    case 'laps':
      return rowPlace(doc, t('laps.before'), [box(), label(t('laps.after'))])
    case 'seedsBefore':
    case 'seedsAfter':
      return rowPlace(doc, t(answer.name, { hole: answer.hole ?? '' }), [box()])
    case 'why':
      return sentencePlace(doc, t('why'))
    case 'sentence':
      return sentencePlace(doc, strings.typeset(answer.label?.[lang] ?? ''))
  }
}

/** Places packed in rows: a place joins the row before when both fit side by side, else starts a row. */
function packRows(places: readonly Place[], width: number): { place: Place; x: number; width: number }[][] {
  const rows: Place[][] = []
  for (const place of places) {
    const row = rows[rows.length - 1]
    const used = row ? row.reduce((sum, p) => sum + p.minWidth, 0) + PLACE_GAP * row.length : Infinity
    if (row && !place.fullWidth && !row.some((p) => p.fullWidth) && used + place.minWidth <= width) row.push(place)
    else rows.push([place])
  }
  // Each place takes the width it needs, from the left (its boxes right after its label): its label
  // on one line when the whole row has room for that (a wrapped label costs the row a line), else
  // its narrowest; a place alone in a row that needs more than the row (a long label) wraps within it.
  return rows.map((row) => {
    let x = 0
    const oneLine = row.reduce((sum, place) => sum + place.oneLineWidth, 0) + PLACE_GAP * (row.length - 1) <= width
    return row.map((place) => {
      const w = place.fullWidth ? width : Math.min(width - x, oneLine ? place.oneLineWidth : place.minWidth)
      const cell = { place, x, width: w }
      x += w + PLACE_GAP
      return cell
    })
  })
}

const rowHeight = (row: { place: Place; width: number }[]): number => Math.max(...row.map((cell) => cell.place.height(cell.width)))

/** Places packed in rows, ROW_GAP apart. */
export function stackHeight(places: readonly Place[], width: number): number {
  return packRows(places, width).reduce((sum, row, index) => sum + rowHeight(row) + (index > 0 ? ROW_GAP : 0), 0)
}

/** A row's places packed again into a narrower width (beside a self-check code), or null when they no longer fit in one row. */
function narrowed(row: readonly { place: Place }[], width: number): { place: Place; x: number; width: number }[] | null {
  const places = row.map((cell) => cell.place)
  if (places.reduce((sum, place) => sum + place.narrowest, 0) + PLACE_GAP * (places.length - 1) > width) return null
  const repacked = packRows(places, width)
  return repacked.length === 1 ? repacked[0]! : null
}

/** A row's height drawn `width` wide (Infinity when it cannot be). */
const narrowedHeight = (row: readonly { place: Place }[], width: number): number => {
  const cells = narrowed(row, width)
  return cells ? rowHeight(cells) : Infinity
}

/** Each row of a stack: its top and height from the stack's top, and how far right its places reach (a self-check code keeps clear of them). */
export function stackRows(places: readonly Place[], width: number): { top: number; height: number; right: number; heightAt: (width: number) => number }[] {
  let top = 0
  return packRows(places, width).map((row) => {
    const height = rowHeight(row)
    // A row may be drawn narrower (beside a self-check code): its height then.
    const extent = { top, height, right: Math.max(...row.map((cell) => cell.x + cell.width)), heightAt: (w: number) => narrowedHeight(row, w) }
    top += height + ROW_GAP
    return extent
  })
}

/** How a stack is drawn beside a self-check code: the rows beside it drawn narrower (labels wrapped, writing lines shortened), then the first row that cannot be moved under it. */
export interface StackAroundCode {
  readonly narrow: readonly number[]
  readonly narrowWidth: number
  /** The code's bottom (its quiet zone's) from the stack's top: a writing line below it runs the stack's full width. */
  readonly codeBottom: number
  readonly push: { readonly row: number; readonly by: number } | null
}

/** Draws places packed in rows, around a self-check code when there is one. */
export function drawStack(doc: Doc, places: readonly Place[], x: number, y: number, width: number, tags: PageTagger, around: StackAroundCode | null = null): void {
  let cursor = y
  packRows(places, width).forEach((row, index) => {
    if (around?.push && index === around.push.row) cursor += around.push.by
    const narrowedCells = around?.narrow.includes(index) ? narrowed(row, around.narrowWidth) : null
    const cells = narrowedCells ?? row
    // Places of different heights side by side (words to circle, 9 mm, beside a box, 12 mm) share
    // the row's middle line: their labels on one baseline, as a child reads them.
    const height = rowHeight(cells)
    for (const cell of cells) {
      const wideFrom = narrowedCells && around ? { y: y + around.codeBottom, width: width - cell.x } : undefined
      cell.place.draw(doc, x + cell.x, cursor + (height - cell.place.height(cell.width)) / 2, cell.width, tags, wideFrom)
    }
    cursor += height + ROW_GAP
  })
}

export { ROW_GAP }
