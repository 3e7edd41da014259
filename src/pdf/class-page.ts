import type { Doc } from './document.js'
import { inkOf } from './document.js'
import type { TextStyle } from './draw.js'
import { drawText, measureText, widthOfText } from './draw.js'
import type { Block } from './flow.js'
import { mm } from './paper.js'
import type { PageTagger } from './tagging.js'

/**
 * What the class sections' pages share (guide, record sheet, tournament, certificates, blank boards,
 * bookmarks): the text styles, a strip of lines to write on, tables with write-in cells, cut lines,
 * stars and faces to colour. Sizes follow the pupils' pages: what a pupil reads or writes on is 12 pt
 * or more, boxes 12 mm or more, writing lines 9.5 mm apart; thin black lines and no large grey areas,
 * so a photocopy stays clear and cheap.
 */

/** What a pupil reads: 12.5 pt, like the worksheets' questions. */
export const PUPIL_TEXT: TextStyle = { size: 12.5, lineGap: -1 }
export const PUPIL_BOLD: TextStyle = { ...PUPIL_TEXT, font: 'bold' }
export const PUPIL_TITLE: TextStyle = { font: 'bold', size: 17 }
/** What the adult reads on the pages for the teacher: 10.5 pt. */
export const TEACHER_TEXT: TextStyle = { size: 10.5, lineGap: 0.8 }
export const TEACHER_BOLD: TextStyle = { ...TEACHER_TEXT, font: 'bold' }

/** Between two writing lines, and the height of a row to write in. */
export const WRITING_LINE = mm(9.5)
/** The narrowest box a child writes a letter or a number in. */
export const WRITE_BOX = mm(12)
export const LINE_COLOUR = '#000000'

/** A label followed by a line to write on ("Prénom ______"). */
export interface Field {
  readonly label: string
  /** Length of the line, in points. */
  readonly line: number
}

export interface Strip {
  readonly height: number
  draw(doc: Doc, x: number, y: number, tags: PageTagger): void
}

/** Fields on as few lines as the width allows, each line 9.5 mm high, labels at 12.5 pt on the writing line. */
export function fieldsStrip(doc: Doc, fields: readonly Field[], width: number, style: TextStyle = PUPIL_TEXT): Strip {
  const gap = mm(4)
  const lines: { field: Field; x: number; labelWidth: number }[][] = [[]]
  let x = 0
  for (const field of fields) {
    const labelWidth = widthOfText(doc, field.label, style) + mm(1.5)
    // A field that does not fit what is left of the line goes to the next line.
    const needed = labelWidth + field.line
    if (x > 0 && x + needed > width) {
      lines.push([])
      x = 0
    }
    lines[lines.length - 1]!.push({ field, x, labelWidth })
    x += needed + gap
  }
  const textHeight = measureText(doc, 'M', width, style)
  return {
    height: lines.length * WRITING_LINE,
    draw(d, left, top, tags) {
      lines.forEach((line, index) => {
        const baseline = top + (index + 1) * WRITING_LINE - mm(1.2)
        for (const { field, x: fx, labelWidth } of line) {
          tags.paragraph(() => drawText(d, field.label, left + fx, baseline - textHeight + mm(0.9), labelWidth + 2, style))
          const end = Math.min(left + fx + labelWidth + field.line, left + width)
          tags.artifact(() =>
            d
              .save()
              .lineWidth(0.8)
              .strokeColor(LINE_COLOUR)
              .moveTo(left + fx + labelWidth, baseline)
              .lineTo(end, baseline)
              .stroke()
              .restore(),
          )
        }
      })
    },
  }
}

/** A pupil's page top: the title, then the lines to write on (name, class, date…), then a thin rule. */
export function pupilHeader(doc: Doc, title: string, fields: readonly Field[], width: number): Block {
  const titleHeight = measureText(doc, title, width, PUPIL_TITLE)
  const strip = fieldsStrip(doc, fields, width)
  return {
    height: titleHeight + strip.height + mm(3),
    spaceBefore: 0,
    draw(d, x, y, tags) {
      tags.heading(() => drawText(d, title, x, y, width, PUPIL_TITLE))
      strip.draw(d, x, y + titleHeight, tags)
      tags.artifact(() => {
        const ruleY = y + titleHeight + strip.height + mm(2)
        d.save()
          .lineWidth(0.6)
          .strokeColor(inkOf(d).page.faint)
          .moveTo(x, ruleY)
          .lineTo(x + width, ruleY)
          .stroke()
          .restore()
      })
    },
  }
}

/** A block of text lines (wrapped paragraphs) measured once. */
export function textBlock(doc: Doc, text: string, width: number, style: TextStyle, spaceBefore = mm(2)): Block {
  return {
    height: measureText(doc, text, width, style),
    spaceBefore,
    draw: (d, x, y, tags) => tags.paragraph(() => drawText(d, text, x, y, width, style)),
  }
}

/** A dashed cut line with a small pair of scissors at its start (decoration: an artifact). */
export function drawCutLine(doc: Doc, x1: number, y1: number, x2: number, y2: number, tags: PageTagger): void {
  tags.artifact(() => {
    doc
      .save()
      .lineWidth(0.7)
      .dash(mm(2), { space: mm(1.5) })
      .strokeColor(inkOf(doc).page.soft)
      .moveTo(x1, y1)
      .lineTo(x2, y2)
      .stroke()
      .undash()
    // Scissors: two rings and two crossed blades, pointing along the line.
    const angle = Math.atan2(y2 - y1, x2 - x1)
    doc.translate(x1, y1).rotate((angle * 180) / Math.PI)
    const s = mm(1)
    doc.lineWidth(0.7).strokeColor('#000000').fillColor('#ffffff')
    doc.circle(s * 1.2, -s * 1.3, s * 0.9).fillAndStroke()
    doc.circle(s * 1.2, s * 1.3, s * 0.9).fillAndStroke()
    doc
      .moveTo(s * 2, -s * 0.9)
      .lineTo(s * 5.5, s * 0.9)
      .stroke()
    doc
      .moveTo(s * 2, s * 0.9)
      .lineTo(s * 5.5, -s * 0.9)
      .stroke()
    doc.restore()
  })
}

/** A five-pointed star outline to colour, centred on (cx, cy). */
export function drawStar(doc: Doc, cx: number, cy: number, radius: number): void {
  const points: [number, number][] = []
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? radius : radius * 0.45
    const a = -Math.PI / 2 + (i * Math.PI) / 5
    points.push([cx + r * Math.cos(a), cy + r * Math.sin(a)])
  }
  doc.save().lineWidth(1).lineJoin('round').strokeColor(LINE_COLOUR)
  doc.polygon(...points).stroke()
  doc.restore()
}

export const MOODS = ['happy', 'middle', 'notYet'] as const
export type Mood = (typeof MOODS)[number]

/** A face outline to colour: smiling, straight or turned-down mouth (the mouth's shape, not a colour, says which). */
export function drawFace(doc: Doc, cx: number, cy: number, radius: number, mood: Mood): void {
  doc.save().lineWidth(1.1).lineCap('round').strokeColor(LINE_COLOUR)
  doc.circle(cx, cy, radius).stroke()
  doc.fillColor(LINE_COLOUR)
  doc.circle(cx - radius * 0.35, cy - radius * 0.25, radius * 0.09).fill()
  doc.circle(cx + radius * 0.35, cy - radius * 0.25, radius * 0.09).fill()
  const left = cx - radius * 0.42
  const right = cx + radius * 0.42
  const mouth = cy + radius * 0.35
  if (mood === 'happy')
    doc
      .moveTo(left, mouth - radius * 0.08)
      .quadraticCurveTo(cx, mouth + radius * 0.38, right, mouth - radius * 0.08)
      .stroke()
  else if (mood === 'middle')
    doc
      .moveTo(left, mouth + radius * 0.05)
      .lineTo(right, mouth + radius * 0.05)
      .stroke()
  else
    doc
      .moveTo(left, mouth + radius * 0.22)
      .quadraticCurveTo(cx, mouth - radius * 0.2, right, mouth + radius * 0.22)
      .stroke()
  doc.restore()
}

/** Whole lines to write on, `count` of them 9.5 mm apart (decoration for the hand: an artifact). */
export function drawWritingLines(doc: Doc, x: number, y: number, width: number, count: number, tags: PageTagger): void {
  tags.artifact(() => {
    doc.save().lineWidth(0.7).strokeColor(inkOf(doc).page.rule)
    for (let line = 1; line <= count; line++)
      doc
        .moveTo(x, y + line * WRITING_LINE - mm(1))
        .lineTo(x + width, y + line * WRITING_LINE - mm(1))
        .stroke()
    doc.restore()
  })
}

/** Options a pupil circles (« Sud  Nord »): bold, spaced for a pencil ring. */
const OPTION_STYLE: TextStyle = { font: 'bold', size: 13 }

/** A line of places to write in: boxes, options to circle or writing lines, with their words. */
export interface LineOfPlaces {
  readonly height: number
  draw(doc: Doc, x: number, y: number, width: number, tags: PageTagger): void
}

/** A label then boxes and small words, on one line: "Avant [ ] = après [ ] + prises [ ]". */
export function boxesLine(doc: Doc, pieces: readonly (string | 'box')[]): LineOfPlaces & { width: number } {
  const widths = pieces.map((piece) => (piece === 'box' ? WRITE_BOX : widthOfText(doc, piece, PUPIL_TEXT)))
  const gap = mm(1.8)
  return {
    height: WRITE_BOX,
    width: widths.reduce((a, b) => a + b + gap, -gap),
    draw(d, x, y, _width, tags) {
      const textHeight = measureText(d, 'M', 500, PUPIL_TEXT)
      let cursor = x
      tags.paragraph(() => {
        pieces.forEach((piece, index) => {
          if (piece === 'box') d.save().lineWidth(1).roundedRect(cursor, y, WRITE_BOX, WRITE_BOX, mm(1.5)).stroke('#000000').restore()
          else drawText(d, piece, cursor, y + (WRITE_BOX - textHeight) / 2, widths[index]! + 2, PUPIL_TEXT)
          cursor += widths[index]! + gap
        })
      })
    },
  }
}

/** "Qui joue ? Entoure : Sud  Nord". */
export function circleLine(doc: Doc, label: string, options: readonly string[]): LineOfPlaces {
  const labelWidth = widthOfText(doc, label, PUPIL_TEXT)
  return {
    height: WRITE_BOX,
    draw(d, x, y, _width, tags) {
      const textHeight = measureText(d, 'M', 500, PUPIL_TEXT)
      tags.paragraph(() => {
        drawText(d, label, x, y + (WRITE_BOX - textHeight) / 2, labelWidth + 2, PUPIL_TEXT)
        let cursor = x + labelWidth + mm(4)
        for (const option of options) {
          const w = widthOfText(d, option, OPTION_STYLE)
          drawText(d, option, cursor, y + (WRITE_BOX - measureText(d, option, w + 2, OPTION_STYLE)) / 2, w + 2, OPTION_STYLE)
          cursor += w + mm(8)
        }
      })
    },
  }
}

/** A label on the first of `lines` writing lines ("Ma question : ____"). */
export function labelledLines(doc: Doc, label: string, lines: number): LineOfPlaces {
  const labelWidth = widthOfText(doc, label, PUPIL_BOLD) + mm(2)
  return {
    height: lines * WRITING_LINE,
    draw(d, x, y, width, tags) {
      const textHeight = measureText(d, 'M', 500, PUPIL_BOLD)
      tags.paragraph(() => drawText(d, label, x, y + WRITING_LINE - mm(1) - textHeight + mm(1), labelWidth, PUPIL_BOLD))
      tags.artifact(() => {
        d.save().lineWidth(0.7).strokeColor(inkOf(d).page.rule)
        d.moveTo(x + labelWidth, y + WRITING_LINE - mm(1))
          .lineTo(x + width, y + WRITING_LINE - mm(1))
          .stroke()
        d.restore()
      })
      if (lines > 1) drawWritingLines(d, x, y + WRITING_LINE, width, lines - 1, tags)
    },
  }
}
