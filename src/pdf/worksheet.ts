import type { CheckedExercise } from '../exercise/index.js'
import { isCompletePosition } from '../exercise/answers.js'
import type { Place } from './answer-places.js'
import { PLACE_STYLE, ROW_GAP, answerPlace, drawStack, stackHeight } from './answer-places.js'
import { describeVariant } from './variant-words.js'
import { KIT_VARIANT, sameRules } from '../lessons/lessons.js'
import type { Diagram } from './diagrams.js'
import type { TextStyle } from './draw.js'
import { drawText, measureText, widthOfText } from './draw.js'
import type { Block } from './flow.js'
import { pageContent, paginate } from './flow.js'
import type { KitContext } from './kit.js'
import type { PlannedPage } from './page.js'
import { portraitFrame } from './page.js'
import { mm } from './paper.js'
import type { Sheet } from './sheets.js'
import type { PageTagger } from './tagging.js'

/**
 * The pupils' sheets: one lesson at one level per sheet, each page with the name strip and the
 * sheet's title, the lesson's rule in a box, then the exercises numbered 1, 2, 3… with a place for
 * every answer asked. Nothing here reads the engine's answer: only the start position, the moves the
 * question names and the kinds of answer places.
 */
export function planWorksheet(context: KitContext, sheets: readonly Sheet[]): PlannedPage[] {
  return sheets.flatMap((sheet) => sheetPages(context, sheet))
}

export const TITLE_STYLE: TextStyle = { font: 'bold', size: 14 }
const STRIP_STYLE: TextStyle = { size: 12.5 }
const QUESTION_STYLE: TextStyle = { size: 12.5, lineGap: 1.5 }
const EXERCISE_TITLE: TextStyle = { font: 'bold', size: 12.5 }
const RULE_STYLE: TextStyle = { size: 12.5, lineGap: 1.5 }
const GAP = mm(4)
const EXERCISE_SPACE = mm(4)

/** "Séance 3 · Prendre · niveau 1", or the annex's title. */
export function sheetTitle(context: KitContext, sheet: Sheet): string {
  const s = context.strings
  return sheet.lesson
    ? s.text('worksheet.sheetTitle', { number: sheet.lesson.number, lesson: s.typeset(sheet.lesson.title[context.lang]), level: sheet.level })
    : s.text('worksheet.annexTitle', { level: sheet.level })
}

function sheetPages(context: KitContext, sheet: Sheet): PlannedPage[] {
  const frame = portraitFrame(context.paper)
  const header = pageHeader(context, sheet, frame.width)
  const body = { ...frame, top: frame.top + header.height + mm(3) }
  const blocks: Block[] = [introBox(context, sheet, frame.width)]
  sheet.exercises.forEach((exercise, index) => blocks.push(exerciseBlock(context, exercise, index + 1, frame.width, body.bottom - body.top)))
  const version = sheet.version ? context.strings.text('worksheet.version', { letter: sheet.version }) : null
  const pages = paginate(blocks, body)
  return pages.map((placed, index) => ({
    orientation: 'portrait' as const,
    // False rather than absent on the sheet's other pages: the pupils' pages are those that say.
    startsSheet: index === 0,
    footerNote: version,
    content: pageContent(placed, body, index === pages.length - 1),
    draw(doc, tags) {
      header.draw(doc, frame.x, frame.top, tags)
      for (const { block, y } of placed) block.draw(doc, frame.x, y, tags)
    },
  }))
}

/**
 * On every page: the sheet's title (and version), and first name, class and date to write — on one
 * line when they fit, the fields under the title otherwise.
 */
function pageHeader(context: KitContext, sheet: Sheet, width: number): { height: number; draw: (doc: KitContext['doc'], x: number, y: number, tags: PageTagger) => void } {
  const { doc, strings } = context
  const version = sheet.version ? strings.text('worksheet.version', { letter: sheet.version }) : null
  const title = version ? `${sheetTitle(context, sheet)} · ${version}` : sheetTitle(context, sheet)
  const fields = [
    { label: strings.text('worksheet.name'), line: mm(42) },
    { label: strings.text('worksheet.class'), line: mm(18) },
    { label: strings.text('worksheet.date'), line: mm(22) },
  ]
  const fieldGap = mm(3)
  const fieldsWidth = fields.reduce((sum, field) => sum + widthOfText(doc, field.label, STRIP_STYLE) + mm(1.5) + field.line + fieldGap, 0) - fieldGap
  const titleWidth = widthOfText(doc, title, TITLE_STYLE)
  const oneLine = titleWidth + mm(6) + fieldsWidth <= width
  const titleHeight = measureText(doc, title, oneLine ? titleWidth + 2 : width, TITLE_STYLE)
  const stripHeight = measureText(doc, 'M', width, STRIP_STYLE)
  const stripTop = oneLine ? titleHeight - stripHeight : titleHeight + mm(2.5)
  return {
    height: stripTop + stripHeight + mm(2.5),
    draw: (d, x, y, tags) => {
      tags.heading(() => drawText(d, title, x, y, oneLine ? titleWidth + 2 : width, TITLE_STYLE))
      let fieldX = oneLine ? x + width - fieldsWidth : x
      for (const field of fields) {
        const labelWidth = widthOfText(d, field.label, STRIP_STYLE)
        tags.paragraph(() => drawText(d, field.label, fieldX, y + stripTop, labelWidth + 2, STRIP_STYLE))
        // The line to write on, at the text's baseline.
        tags.artifact(() => {
          const lineY = y + stripTop + stripHeight - mm(0.8)
          d.save().lineWidth(0.8).strokeColor('#000000').moveTo(fieldX + labelWidth + mm(1.5), lineY).lineTo(fieldX + labelWidth + mm(1.5) + field.line, lineY).stroke().restore()
        })
        fieldX += labelWidth + mm(1.5) + field.line + fieldGap
      }
      tags.artifact(() => {
        const ruleY = y + stripTop + stripHeight + mm(1.8)
        d.save().lineWidth(0.6).strokeColor('#777777').moveTo(x, ruleY).lineTo(x + width, ruleY).stroke().restore()
      })
    },
  }
}

/** The lesson's rule in a box with its diagram (or, in the annex, a word on the other rules); the reduced-board note once. */
function introBox(context: KitContext, sheet: Sheet, width: number): Block {
  const { doc, strings } = context
  const padding = mm(2.5)
  const reduced = sheet.exercises.some((exercise) => !isCompletePosition(exercise.start))
  const note = reduced ? strings.text('worksheet.reduced') : null
  const heading = sheet.lesson ? strings.text('worksheet.remember') : null
  const rule = sheet.lesson ? strings.typeset(sheet.lesson.rule[context.lang]) : strings.text('worksheet.annexIntro')
  const diagram = sheet.lesson ? lessonDiagram(context, sheet) : null
  const diagramWidth = diagram ? Math.min(mm(78), width * 0.44) : 0
  const diagramHeight = diagram ? diagramWidth / context.diagrams.aspect : 0
  const textWidth = width - 2 * padding - (diagram ? diagramWidth + GAP : 0)
  const headingStyle: TextStyle = { font: 'bold', size: 13 }
  const headingHeight = heading ? measureText(doc, heading, textWidth, headingStyle) + mm(1) : 0
  const ruleHeight = measureText(doc, rule, textWidth, RULE_STYLE)
  const noteStyle: TextStyle = { ...RULE_STYLE, font: 'bold' }
  const noteHeight = note ? measureText(doc, note, width - 2 * padding, noteStyle) + mm(1.5) : 0
  const inner = Math.max(headingHeight + ruleHeight, diagramHeight)
  const height = inner + noteHeight + 2 * padding
  return {
    height,
    spaceBefore: 0,
    draw: (d, x, y, tags) => {
      tags.artifact(() => d.save().lineWidth(1.2).roundedRect(x, y, width, height, mm(2.5)).stroke('#000000').restore())
      let cursor = y + padding
      if (heading) {
        tags.heading(() => drawText(d, heading, x + padding, cursor, textWidth, headingStyle))
        cursor += headingHeight
      }
      tags.paragraph(() => drawText(d, rule, x + padding, cursor, textWidth, RULE_STYLE))
      cursor += ruleHeight
      if (note) tags.paragraph(() => drawText(d, note, x + padding, y + padding + inner + mm(1.5), width - 2 * padding, noteStyle))
      if (diagram) context.diagrams.draw(d, diagram, x + width - padding - diagramWidth, y + padding + (inner - diagramHeight) / 2, diagramWidth, tags)
    },
  }
}

function lessonDiagram(context: KitContext, sheet: Sheet): Diagram {
  const example = sheet.lesson!.example
  switch (example.kind) {
    case 'move':
      return context.diagrams.answer(example.report, null)
    case 'legal':
      return context.diagrams.legal(example.position)
    case 'position':
      return context.diagrams.position(example.position)
  }
}

/** The number in a black disc, the title, then the question (and the moves when the question does not list them). */
function introParagraph(context: KitContext, exercise: CheckedExercise, number: number, width: number) {
  const { doc, strings } = context
  const badge = mm(7.5)
  const title = strings.typeset(exercise.title[context.lang])
  const titleWidth = width - badge - mm(2)
  const titleHeight = Math.max(measureText(doc, title, titleWidth, EXERCISE_TITLE), badge)
  const lines: { text: string; style: TextStyle }[] = []
  // An annex exercise under other rules than the kit's says which, where the pupil reads the question.
  if (!sameRules(exercise.variant, KIT_VARIANT)) {
    const changes = describeVariant(strings, exercise.variant, true)
    if (changes) lines.push({ text: strings.text('worksheet.variant', { rules: changes }), style: { ...QUESTION_STYLE, font: 'bold' } })
  }
  if (exercise.start.turn === 'north') lines.push({ text: strings.text('worksheet.youPlayNorth'), style: { ...QUESTION_STYLE, font: 'bold' } })
  const question = strings.typeset(exercise.question[context.lang])
  lines.push({ text: question, style: QUESTION_STYLE })
  const moves = exercise.task === 'play' || exercise.task === 'end' ? exercise.moves : []
  if (moves.length > 1 && !question.includes(moves.join(', '))) lines.push({ text: strings.text('worksheet.playMany', { moves: moves.join(', ') }), style: { ...QUESTION_STYLE, font: 'bold' } })
  const heights = lines.map((line) => measureText(doc, line.text, width, line.style))
  const height = titleHeight + mm(1) + heights.reduce((sum, h) => sum + h + mm(0.8), 0)
  return {
    height,
    draw(d: KitContext['doc'], x: number, y: number, tags: PageTagger) {
      tags.heading(() => {
        d.save().circle(x + badge / 2, y + badge / 2, badge / 2).fill('#000000').restore()
        drawText(d, String(number), x, y + badge / 2 - 7.5, badge, { font: 'bold', size: 14, color: '#ffffff', align: 'center' })
        drawText(d, title, x + badge + mm(2), y + (titleHeight - measureText(d, title, titleWidth, EXERCISE_TITLE)) / 2, titleWidth, EXERCISE_TITLE)
      })
      let cursor = y + titleHeight + mm(1)
      lines.forEach((line, index) => {
        tags.paragraph(() => drawText(d, line.text, x, cursor, width, line.style))
        cursor += heights[index]! + mm(0.8)
      })
    },
  }
}

/**
 * One exercise, never split across pages. Without a board to write: the start diagram on the left,
 * the question and the answer places on the right. With one: the question across, the start diagram
 * and the blank board side by side, the other places under them.
 */
function exerciseBlock(context: KitContext, exercise: CheckedExercise, number: number, width: number, pageHeight: number): Block {
  const { doc, strings } = context
  const places = exercise.answers.map((answer) => answerPlace(doc, strings, context.lang, answer, exercise)).filter((place): place is Place => place !== null)
  const sentences = places.filter((place) => place.fullWidth)
  const rows = places.filter((place) => !place.fullWidth)
  const start = context.diagrams.position(exercise.start)
  const withBoard = exercise.answers.some((answer) => answer.name === 'board')

  if (!withBoard) {
    let diagramWidth = Math.min(mm(80), width * 0.44)
    const columnX = diagramWidth + GAP
    const columnWidth = width - columnX
    const intro = introParagraph(context, exercise, number, columnWidth)
    const diagramHeight = () => diagramWidth / context.diagrams.aspect
    // Beside the diagram, as many places as its height leaves room for (at least one); the rest in
    // rows across the whole width under it, several to a row, then the writing lines.
    const beside: Place[] = []
    for (const place of rows) {
      if (place.minWidth > columnWidth || beside.length < rows.indexOf(place)) break
      const height = intro.height + mm(1.5) + stackHeight([...beside, place], columnWidth)
      if (beside.length > 0 && height > diagramHeight() + mm(2)) break
      beside.push(place)
    }
    const under = [...rows.filter((place) => !beside.includes(place)), ...sentences]
    const columnHeight = intro.height + mm(1.5) + stackHeight(beside, columnWidth)
    const underHeight = under.length > 0 ? ROW_GAP + stackHeight(under, width) : 0
    // A long question: the diagram keeps its size, the column grows; the block must still fit a page.
    while (Math.max(diagramHeight(), columnHeight) + underHeight > pageHeight * 0.95 && diagramWidth > mm(60)) diagramWidth -= mm(2)
    const topHeight = Math.max(diagramHeight(), columnHeight)
    return {
      height: topHeight + underHeight,
      spaceBefore: EXERCISE_SPACE,
      exercise: exercise.id,
      draw(d, x, y, tags) {
        context.diagrams.draw(d, start, x, y, diagramWidth, tags)
        intro.draw(d, x + columnX, y, tags)
        drawStack(d, beside, x + columnX, y + intro.height + mm(1.5), columnWidth, tags)
        if (under.length > 0) drawStack(d, under, x, y + topHeight + ROW_GAP, width, tags)
      },
    }
  }

  const intro = introParagraph(context, exercise, number, width)
  const blank = context.diagrams.blank(exercise.start)
  const boardCaption = strings.text(exercise.moves.length > 1 ? 'worksheet.places.boardAfterMoves' : 'worksheet.places.board')
  const startWidth = Math.min(mm(86), width * 0.47)
  const blankWidth = width - startWidth - GAP
  const captionHeight = measureText(doc, boardCaption, blankWidth, { ...PLACE_STYLE, font: 'bold' }) + mm(1)
  const startHeight = startWidth / context.diagrams.aspect
  const blankHeight = blankWidth / context.diagrams.aspect
  const pairHeight = Math.max(startHeight, captionHeight + blankHeight)
  // Two places a row under the boards when they fit side by side; else one a row.
  const half = (width - GAP) / 2
  const paired = rows.every((place) => place.minWidth <= half)
  const rowPairs: Place[][] = []
  if (paired) for (let i = 0; i < rows.length; i += 2) rowPairs.push(rows.slice(i, i + 2))
  else rows.forEach((place) => rowPairs.push([place]))
  const pairHeights = rowPairs.map((pair) => Math.max(...pair.map((place) => place.height(pair.length === 2 ? half : width))))
  const rowsHeight = pairHeights.reduce((sum, h) => sum + h + ROW_GAP, 0)
  const sentencesHeight = sentences.length > 0 ? stackHeight(sentences, width) + ROW_GAP : 0
  return {
    height: intro.height + mm(2) + pairHeight + rowsHeight + sentencesHeight,
    spaceBefore: EXERCISE_SPACE,
    exercise: exercise.id,
    draw(d, x, y, tags) {
      intro.draw(d, x, y, tags)
      const top = y + intro.height + mm(2)
      context.diagrams.draw(d, start, x, top + (pairHeight - startHeight) / 2, startWidth, tags)
      tags.paragraph(() => drawText(d, boardCaption, x + startWidth + GAP, top, blankWidth, { ...PLACE_STYLE, font: 'bold' }))
      context.diagrams.draw(d, blank, x + startWidth + GAP, top + captionHeight, blankWidth, tags)
      let cursor = top + pairHeight + ROW_GAP
      rowPairs.forEach((pair, index) => {
        pair.forEach((place, column) => place.draw(d, x + column * (half + GAP), cursor, pair.length === 2 ? half : width, tags))
        cursor += pairHeights[index]! + ROW_GAP
      })
      if (sentences.length > 0) drawStack(d, sentences, x, cursor, width, tags)
    },
  }
}
