import type { CheckedExercise } from '../exercise/index.js'
import { STYLE, headingBlock } from './blocks.js'
import { drawText, measureText } from './draw.js'
import { exerciseHeader, orderExercises } from './exercise-blocks.js'
import type { Block } from './flow.js'
import type { KitContext } from './kit.js'
import type { PlannedPage } from './page.js'
import { flowPages, portraitFrame } from './page.js'

/**
 * The pupils' pages: for each exercise its question, the starting position, and room for the
 * answer fitted to the task. Nothing here reads the engine's answer: only the start position and
 * the moves the question names.
 */
export function planWorksheet(context: KitContext): PlannedPage[] {
  const { doc, strings } = context
  const { width } = portraitFrame(context.paper)
  const blocks: Block[] = [
    headingBlock(doc, strings.text('worksheet.title'), width, STYLE.title, 0),
    nameLine(context, width),
  ]
  for (const exercise of orderExercises(context.exercises)) blocks.push(...exerciseBlocks(context, exercise, width))
  return flowPages(blocks, context.paper)
}

function nameLine(context: KitContext, width: number): Block {
  const { doc, strings } = context
  const name = strings.text('worksheet.name')
  const date = strings.text('worksheet.date')
  return {
    height: measureText(doc, name, width / 2, STYLE.body),
    spaceBefore: 10,
    draw: (d, x, y, tags) =>
      tags.paragraph(() => {
        drawText(d, name, x, y, width * 0.6, STYLE.body)
        drawText(d, date, x + width * 0.6, y, width * 0.4, STYLE.body)
      }),
  }
}

/** The lines the pupil fills in, for what the task asks. */
function blankLines(context: KitContext, exercise: CheckedExercise): string[] {
  const s = context.strings
  switch (exercise.task) {
    case 'play':
      // Two columns, three rows: where the last seed lands and what it takes; then the count,
      // with the check beside the "after" it uses.
      return [
        s.text('worksheet.blanks.last'),
        s.text('worksheet.blanks.capturedHoles'),
        s.text('worksheet.blanks.countBefore'),
        s.text('worksheet.blanks.captured'),
        s.text('worksheet.blanks.countAfter'),
        s.text('worksheet.blanks.countCheck'),
      ]
    case 'legal':
      return [s.text('worksheet.blanks.legal')]
    case 'best':
      // "How many?" only when the criterion is what this turn captures; a defence is found, not counted.
      return exercise.best?.criterion === 'capture' ? [s.text('worksheet.blanks.best'), s.text('worksheet.blanks.bestValue')] : [s.text('worksheet.blanks.best')]
    case 'end':
      return [s.text('worksheet.blanks.over'), s.text('worksheet.blanks.score'), s.text('worksheet.blanks.winner')]
  }
}

const GAP = 12
const LINE_SPACING = 8
/** Space above the before/after diagrams (points). */
const DIAGRAMS_SPACE_BEFORE = 6

function exerciseBlocks(context: KitContext, exercise: CheckedExercise, width: number): Block[] {
  const { doc, strings } = context
  const diagrams = context.diagrams
  const question = strings.typeset(exercise.question[context.lang])
  const moves = exercise.task === 'play' || exercise.task === 'end' ? exercise.moves : []
  const movesLine =
    moves.length === 0 ? null : strings.text(moves.length === 1 ? 'worksheet.play' : 'worksheet.playMany', { moves: moves.join(', ') })
  const header = exerciseHeader(context, exercise, width, 'worksheet')
  const questionPart = { ...questionBlock(context, question, movesLine, width), keepWithNext: true }
  const blocks: Block[] = [header, questionPart]

  const start = diagrams.position(exercise.start)
  const lines = blankLines(context, exercise)
  const captionStyle = { ...STYLE.small, font: 'bold' } as const
  const captionHeight = measureText(doc, 'M', width, captionStyle) + 2

  // A board to fill in only when there are moves to play: an end task may ask about the position itself.
  if (moves.length > 0) {
    // Before and after side by side, the lines to fill in underneath in two columns. The diagrams
    // take half the width, or less when the measured texts need it (a long question, Letter's
    // shorter page), so that two exercises always share a page.
    const frame = portraitFrame(context.paper)
    const pairBudget = (frame.bottom - frame.top - header.spaceBefore) / 2
    const afterCaption = strings.text(moves.length > 1 ? 'worksheet.answerBoardAfterMoves' : 'worksheet.answerBoard')
    const halfWidth = (width - GAP) / 2
    const fillIn = linesBlock(context, lines, width, 2, 8)
    const fixedParts = header.height + questionPart.spaceBefore + questionPart.height + DIAGRAMS_SPACE_BEFORE + fillIn.spaceBefore + fillIn.height
    // The caption over the blank board wraps by the diagram's width, which depends on the caption's
    // height: measure at half width, then once more at the width found (a narrower caption only grows).
    const captionTop = (columnWidth: number) => Math.max(captionHeight, measureText(doc, afterCaption, columnWidth, captionStyle) + 2)
    // Turned like the position beside it: the pupil's row at the bottom on both.
    const blank = diagrams.blank(exercise.start, { bottom: exercise.start.turn })
    // The taller of the two (the blank board, with its boxes to write in) decides the width.
    const pairAspect = Math.min(start.aspect, blank.aspect)
    const widthFor = (top: number) => Math.min(halfWidth, (pairBudget - fixedParts - top - 1) * pairAspect)
    let top = captionTop(halfWidth)
    let diagramWidth = widthFor(top)
    if (captionTop(diagramWidth) > top) {
      top = captionTop(diagramWidth)
      diagramWidth = widthFor(top)
    }
    const diagramHeight = Math.max(start.height(diagramWidth), blank.height(diagramWidth))
    blocks.push({
      height: top + diagramHeight,
      spaceBefore: DIAGRAMS_SPACE_BEFORE,
      keepWithNext: true,
      draw: (d, x, y, tags) => {
        tags.paragraph(() => drawText(d, strings.text('worksheet.start'), x, y, diagramWidth, captionStyle))
        diagrams.draw(d, start, x, y + top, diagramWidth, tags)
        tags.paragraph(() => drawText(d, afterCaption, x + diagramWidth + GAP, y, diagramWidth, captionStyle))
        diagrams.draw(d, blank, x + diagramWidth + GAP, y + top, diagramWidth, tags)
      },
    })
    blocks.push(fillIn)
    return blocks
  }
  // Legal, best, and an end task without moves: the position, larger, with the lines to its right.
  const diagramWidth = width * 0.6
  const diagramHeight = start.height(diagramWidth)
  const columnX = diagramWidth + GAP
  const column = linesBlock(context, lines, width - columnX, 1, 0)
  blocks.push({
    height: captionHeight + Math.max(diagramHeight, column.height + LINE_SPACING),
    spaceBefore: 6,
    draw: (d, x, y, tags) => {
      tags.paragraph(() => drawText(d, strings.text('worksheet.start'), x, y, diagramWidth, captionStyle))
      diagrams.draw(d, start, x, y + captionHeight, diagramWidth, tags)
      column.draw(d, x + columnX, y + captionHeight + LINE_SPACING, tags)
    },
  })
  return blocks
}

/** The question, then the move(s) to play in bold on the next line. */
function questionBlock(context: KitContext, question: string, movesLine: string | null, width: number): Block {
  const { doc } = context
  const bold = { ...STYLE.body, font: 'bold' } as const
  const questionHeight = measureText(doc, question, width, STYLE.body)
  const movesHeight = movesLine ? measureText(doc, movesLine, width, bold) + 3 : 0
  return {
    height: questionHeight + movesHeight,
    spaceBefore: 6,
    draw: (d, x, y, tags) => {
      tags.paragraph(() => drawText(d, question, x, y, width, STYLE.body))
      if (movesLine) tags.paragraph(() => drawText(d, movesLine, x, y + questionHeight + 3, width, bold))
    },
  }
}

/** The lines to fill in, in `columns` columns filled left to right, with room to write. */
function linesBlock(context: KitContext, lines: readonly string[], width: number, columns: 1 | 2, spaceBefore: number): Block {
  const columnWidth = columns === 1 ? width : (width - GAP) / 2
  const heights = lines.map((line) => measureText(context.doc, line, columnWidth, STYLE.body))
  const rows: number[] = []
  for (let i = 0; i < lines.length; i += columns) rows.push(Math.max(...heights.slice(i, i + columns)))
  const height = rows.reduce((sum, h) => sum + h, 0) + LINE_SPACING * (rows.length - 1)
  return {
    height,
    spaceBefore,
    draw: (d, x, y, tags) => {
      let rowY = y
      rows.forEach((rowHeight, row) => {
        for (let column = 0; column < columns; column++) {
          const line = lines[row * columns + column]
          if (line !== undefined) tags.paragraph(() => drawText(d, line, x + column * (columnWidth + GAP), rowY, columnWidth, STYLE.body))
        }
        rowY += rowHeight + LINE_SPACING
      })
    },
  }
}
