import { readFileSync } from 'node:fs'
import type { Position } from '../engine/index.js'
import { HOLES, legalMoves, opposite } from '../engine/index.js'
import { isCompletePosition } from '../exercise/answers.js'
import type { Lesson } from '../lessons/lessons.js'
import { parseLessons } from '../lessons/lessons.js'
import { lessonExercises } from '../lessons/lessons.js'
import { lessonTargets } from '../lessons/targets.js'
import { didText, insteadText, sheetExamples } from './mistake-lines.js'
import { captureList, lessonDiagram, printOrder } from './worksheet.js'
import { signed } from './answers.js'
import { KIT_FONTS, templatePath } from './assets.js'
import { STYLE, bulletBlock, headingBlock, paragraphBlock } from './blocks.js'
import { TEACHER_BOLD, TEACHER_TEXT } from './class-page.js'
import { drawQrCode, qrSide } from './qr-code.js'
import { qrCode } from '../selfcheck/qr.js'
import type { TextStyle } from './draw.js'
import { drawText, measureText, widthOfText } from './draw.js'
import type { Block } from './flow.js'
import type { KitContext } from './kit.js'
import type { CheckedExercise } from '../exercise/index.js'
import type { Sheet } from '../kit/sheets.js'
import type { MistakeId } from '../mistakes/index.js'
import type { PlannedPage } from './page.js'
import { flowPages, portraitFrame } from './page.js'
import { mm } from './paper.js'

/**
 * The teacher's guide: a page of introduction (only facts the sources say, each marked with its
 * source, listed in the README), the term lesson by lesson with what to print, then for every lesson
 * of templates/lessons.yaml one page: objective, about 45 minutes, material with the commands that
 * print it, the steps of the session with their minutes, what pupils keep in their notebook (a sentence
 * and the diagram of the lesson's rule box, played by the engine), the maths it practises, what to
 * watch for, and the mistakes its level-1 sheet is there to catch: one row each, with an example
 * from that sheet as the engine's mistakes play it, and a box per pupil to tick while correcting.
 * A last page gives the kit's words (the glossary).
 */

/** The session's steps and their minutes: 45 in all. */
export const GUIDE_STEPS = [
  ['rule', 5],
  ['together', 10],
  ['sheet', 15],
  ['correction', 5],
  ['free', 10],
] as const

let lessonsCache: Lesson[] | null = null

/** The progression of templates/lessons.yaml (the build already checked it; a problem here is a bug). */
export function kitLessons(): Lesson[] {
  if (!lessonsCache) {
    const file = templatePath('lessons.yaml')
    const parsed = parseLessons(readFileSync(file, 'utf8'), file)
    if (!parsed.ok) throw new Error(`${file}: ${parsed.error.map((p) => p.message).join('; ')}`)
    lessonsCache = parsed.value
  }
  return lessonsCache
}

/** A command as the teacher types it, in the guide's language and paper. */
export function kitCommand(context: Pick<KitContext, 'lang' | 'paper'>, args: string, options: { paper?: boolean } = {}): string {
  const extra = [...(context.lang === 'fr' ? [] : [`--lang ${context.lang}`]), ...(options.paper === false || context.paper === 'a4' ? [] : [`--paper ${context.paper}`])]
  return ['npx awale-kit', args, ...extra].join(' ')
}

/** A command to type: bold, the size of the guide's words. */
const COMMAND: TextStyle = { font: 'bold', size: 10.5 }

/** "F 3 ; G 1, H 2…": the seeds of a position, hole by hole, as the teacher sets it out. */
function positionWords(context: KitContext, position: Position): string {
  const s = context.strings
  if (position.board.every((count) => count === position.board[0]) && position.board[0]! > 0) return s.text('guide.example.start', { seeds: position.board[0]! })
  const holes = HOLES.flatMap((hole, index) => (position.board[index]! > 0 ? [`${hole} ${position.board[index]}`] : []))
  const stores = position.stores.south + position.stores.north > 0 ? s.text('guide.example.stores', { south: position.stores.south, north: position.stores.north }) : ''
  return s.text('guide.example.holes', { holes: holes.join(', '), stores })
}

/**
 * The answer to what the guide asks the class about a position (the defence, the biggest capture,
 * the best move), as the engine found it when the lessons were read; null for a position shown as it is.
 */
function positionAnswer(context: KitContext, example: Extract<Lesson['example'], { kind: 'position' }>): string | null {
  const s = context.strings
  const mover = example.position.turn
  if (example.threat) {
    const { reply, defences } = example.threat
    return s.text('guide.example.threat', {
      side: s.text(`sides.${reply.side}`),
      hole: reply.move,
      count: reply.captured,
      holes: s.joinList(reply.capturedHoles),
      defender: s.text(`sides.${mover}`),
      defences: s.joinList(defences, 'words.or'),
    })
  }
  if (example.captures) {
    const { moves, biggest } = example.captures
    const captures = captureList(context, moves)
    const others = legalMoves(example.position).filter((move) => !moves.some((report) => report.move === move))
    if (others.length === 0) return s.text('guide.example.capturesAll', { captures, biggest: biggest.move })
    return s.text('guide.example.captures', {
      captures,
      others: s.text(others.length === 1 ? 'guide.example.nothingElse' : 'guide.example.nothingElseMany', { holes: s.joinList(others) }),
      biggest: biggest.move,
    })
  }
  if (example.best) {
    const { greedy, best, values } = example.best
    const valueOfMove = (move: string) => values.find((entry) => entry.move === move)!.value
    return s.text('guide.example.best', {
      greedy: greedy.move,
      captured: greedy.captured,
      other: s.text(`sides.${opposite(mover)}`),
      lost: greedy.captured - valueOfMove(greedy.move),
      greedyValue: signed(valueOfMove(greedy.move)),
      best,
      bestValue: signed(valueOfMove(best)),
      values: values.map((entry) => `${entry.move} ${signed(entry.value)}`).join(', '),
    })
  }
  return null
}

/** What the class plays together: the lesson's example, in words computed from the engine's report. */
function togetherWords(context: KitContext, lesson: Lesson): string {
  const s = context.strings
  const example = lesson.example
  const where = positionWords(context, example.position)
  const side = s.text(`sides.${example.position.turn}`)
  let what: string
  switch (example.kind) {
    case 'move': {
      const report = example.report
      const parts = [s.text('guide.example.move', { side, hole: report.move, seeds: report.seeds, last: report.last })]
      if (report.grandSlamCancelled) parts.push(s.text('guide.example.cancelled', { holes: s.joinList(report.chain) }))
      else if (report.captured > 0) parts.push(s.text('guide.example.captured', { count: report.captured, holes: s.joinList(report.capturedHoles) }))
      else parts.push(s.text('guide.example.nothing'))
      // A reduced position (the seeds taken before are not drawn) names no final score.
      if (report.outcome && isCompletePosition(example.position)) parts.push(s.text('guide.example.over', { south: report.outcome.score.south, north: report.outcome.score.north }))
      what = parts.join(' ')
      break
    }
    case 'legal':
      what = s.text('guide.example.legal', { side, holes: s.joinList(legalMoves(example.position)) })
      break
    case 'position':
      what = positionAnswer(context, example) ?? s.text('guide.example.toMove', { side })
      break
  }
  return s.text('guide.stepsText.together', { position: where, what, hint: s.text(`guide.lessons.${lesson.id}.together`) })
}

/** The lesson's rule-box diagram (the same the pupils' sheet shows), from South's side unless North moves. */
/** A heading and its text on the same line ("Durée : environ 45 minutes"). */
function labelled(context: KitContext, label: string, text: string, width: number, spaceBefore = mm(2.5)): Block {
  const { doc } = context
  const full = `${label} ${text}`
  return {
    height: measureText(doc, full, width, TEACHER_TEXT),
    spaceBefore,
    draw: (d, x, y, tags) =>
      tags.paragraph(() => {
        // The label in bold, the text after it, wrapping as one paragraph.
        d.font(KIT_FONTS.bold.name)
          .fontSize(TEACHER_TEXT.size)
          .fillColor('#000000')
          .text(label + ' ', x, y, { width, lineGap: TEACHER_TEXT.lineGap ?? 0, continued: true })
        d.font(KIT_FONTS.regular.name).text(text, { width, lineGap: TEACHER_TEXT.lineGap ?? 0 })
      }),
  }
}

/** Words set greedily into lines `width` wide, breaking at spaces only (never inside "--lesson"). */
function wrapWords(doc: KitContext['doc'], text: string, width: number, style: TextStyle): string[] {
  const lines: string[] = []
  let current = ''
  for (const word of text.split(' ')) {
    const candidate = current ? `${current} ${word}` : word
    if (current && widthOfText(doc, candidate, style) > width) {
      lines.push(current)
      current = word
    } else current = candidate
  }
  lines.push(current)
  return lines
}

/**
 * A bullet whose words end with the command to type, in bold, on the words' last line when it fits
 * there, else on a line of its own: a command is never cut (a teacher copies it whole).
 */
function commandBullet(context: KitContext, text: string, command: string, width: number): Block {
  const { doc } = context
  const indent = mm(5)
  const textWidth = width - indent
  const lines = wrapWords(doc, text, textWidth, TEACHER_TEXT)
  const lineHeight = measureText(doc, 'M', textWidth, TEACHER_TEXT)
  const lastWidth = widthOfText(doc, `${lines[lines.length - 1]!} `, TEACHER_TEXT)
  const commandWidth = widthOfText(doc, command, COMMAND)
  const inline = lastWidth + commandWidth <= textWidth
  const commandLine = inline ? lines.length - 1 : lines.length
  const commandX = inline ? lastWidth : mm(3)
  return {
    height: (commandLine + 1) * lineHeight,
    spaceBefore: mm(1),
    draw: (d, x, y, tags) =>
      tags.paragraph(() => {
        drawText(d, '•', x + 1, y, indent, TEACHER_TEXT)
        d.font(KIT_FONTS.regular.name).fontSize(TEACHER_TEXT.size).fillColor('#000000')
        lines.forEach((line, index) => d.text(line, x + indent, y + index * lineHeight, { lineBreak: false }))
        d.font(KIT_FONTS.bold.name)
          .fontSize(COMMAND.size)
          .text(command, x + indent + commandX, y + commandLine * lineHeight, { lineBreak: false })
      }),
  }
}

/** A step: its minutes in a column, its words beside. */
function stepBlock(context: KitContext, minutes: number, text: string, width: number): Block {
  const { doc, strings } = context
  const label = strings.text('guide.minutes', { minutes })
  const column = mm(16)
  const height = measureText(doc, text, width - column, TEACHER_TEXT)
  return {
    height,
    spaceBefore: mm(1),
    draw: (d, x, y, tags) =>
      tags.paragraph(() => {
        drawText(d, label, x, y, column, TEACHER_BOLD)
        drawText(d, text, x + column, y, width - column, TEACHER_TEXT)
      }),
  }
}

const SECTION_HEADING: TextStyle = { font: 'bold', size: 12.5 }

/**
 * The notebook and the maths, side by side with the rule-box diagram (62 mm, its move said by the steps) on the right: on the
 * left the sentence to copy, then the maths the lesson practises.
 */
function notebookBlock(context: KitContext, lesson: Lesson, width: number): Block {
  const { doc, strings } = context
  // The rule box's diagram without its caption: the steps say the move in words.
  const diagram = lessonDiagram({ diagrams: context.ruleBoxDiagrams, orientation: context.orientation }, lesson)
  const diagramWidth = mm(68)
  const diagramHeight = diagram.height(diagramWidth)
  const textWidth = width - diagramWidth - mm(4)
  const heading = strings.text('guide.notebook')
  const note = strings.text('guide.notebookNote')
  const sentence = strings.text(`guide.lessons.${lesson.id}.notebook`)
  const mathsHeading = strings.text('guide.maths')
  const maths = strings.list(`guide.lessons.${lesson.id}.maths`)
  const sentenceStyle: TextStyle = { size: 12.5, lineGap: 1 }
  const bullet = mm(4)
  // The note on the heading's line when it fits there (a line less beside the diagram).
  const headingWidth = widthOfText(doc, heading, SECTION_HEADING) + mm(3)
  const noteInline = headingWidth + widthOfText(doc, note, TEACHER_TEXT) <= textWidth
  const headingHeight = measureText(doc, heading, textWidth, SECTION_HEADING)
  const noteHeight = measureText(doc, note, textWidth, TEACHER_TEXT)
  const lift = noteHeight + (headingHeight - noteHeight) * 0.25
  const parts = [
    { text: heading, style: SECTION_HEADING, indent: 0, before: 0 },
    noteInline
      ? // Lifted to the heading's baseline: it takes no height of its own.
        { text: note, style: TEACHER_TEXT, indent: headingWidth, before: -lift, after: lift - noteHeight }
      : { text: note, style: TEACHER_TEXT, indent: 0, before: mm(1) },
    { text: sentence, style: sentenceStyle, indent: mm(4), before: mm(1.5) },
    { text: mathsHeading, style: SECTION_HEADING, indent: 0, before: mm(2.8) },
    ...maths.map((line) => ({ text: line, style: TEACHER_TEXT, indent: bullet, before: mm(0.8) })),
  ].map((part) => ({ after: 0, ...part, height: measureText(doc, part.text, textWidth - part.indent, part.style) }))
  const textHeight = parts.reduce((sum, part) => sum + part.before + part.height + part.after, 0)
  return {
    height: Math.max(diagramHeight, textHeight),
    spaceBefore: mm(2.8),
    keepWithNext: false,
    draw: (d, x, y, tags) => {
      let cursor = y
      parts.forEach((part, index) => {
        cursor += part.before
        const top = cursor
        if (index === 0 || index === 3) tags.heading(() => drawText(d, part.text, x, top, textWidth, part.style))
        else if (index === 2) {
          tags.artifact(() =>
            d
              .save()
              .lineWidth(2)
              .strokeColor('#000000')
              .moveTo(x + mm(1), top)
              .lineTo(x + mm(1), top + part.height)
              .stroke()
              .restore(),
          )
          tags.paragraph(() => drawText(d, part.text, x + part.indent, top, textWidth - part.indent, part.style))
        } else if (index > 3)
          tags.paragraph(() => {
            drawText(d, '•', x + 1, top, bullet, part.style)
            drawText(d, part.text, x + part.indent, top, textWidth - part.indent, part.style)
          })
        else tags.paragraph(() => drawText(d, part.text, x + part.indent, top, textWidth - part.indent, part.style))
        cursor += part.height + part.after
      })
      context.ruleBoxDiagrams.draw(d, diagram, x + width - diagramWidth, y, diagramWidth, tags)
    },
  }
}

const measureWidth = (doc: KitContext['doc'], text: string) => widthOfText(doc, text, TEACHER_TEXT)

/** The lesson's title, and its duration flush right on the same line. */
function lessonHeading(context: KitContext, title: string, duration: string, width: number): Block {
  const { doc } = context
  const style: TextStyle = { font: 'bold', size: 17 }
  const durationWidth = measureWidth(doc, duration) + 2
  const titleWidth = width - durationWidth - mm(4)
  const height = measureText(doc, title, titleWidth, style)
  const durationHeight = measureText(doc, duration, durationWidth, TEACHER_TEXT)
  return {
    height,
    spaceBefore: 0,
    pageBreakBefore: true,
    keepWithNext: true,
    draw: (d, x, y, tags) => {
      tags.heading(() => drawText(d, title, x, y, titleWidth, style))
      tags.paragraph(() => drawText(d, duration, x + width - durationWidth, y + height - durationHeight - mm(0.8), durationWidth, { ...TEACHER_TEXT, align: 'right' }))
    },
  }
}

function lessonBlocks(context: KitContext, lesson: Lesson, width: number): Block[] {
  const { doc, strings } = context
  const t = (key: string, values: Record<string, string | number> = {}) => strings.text(`guide.${key}`, values)
  const own = (key: string) => `guide.lessons.${lesson.id}.${key}`
  const title = t('lessonTitle', { number: lesson.number, title: strings.typeset(lesson.title[context.lang]) })
  const heading = (text: string) => headingBlock(doc, text, width, SECTION_HEADING, mm(2.4))
  const blocks: Block[] = [
    lessonHeading(context, title, `${t('duration')} ${t('durationText')}`, width),
    labelled(context, t('objective'), strings.typeset(lesson.objective[context.lang]), width, mm(2.5)),
    heading(t('material')),
    commandBullet(context, t('materialItems.boards'), kitCommand(context, 'board'), width),
    commandBullet(context, t('materialItems.poster'), kitCommand(context, 'poster', { paper: false }), width),
    commandBullet(context, t('materialItems.sheets'), kitCommand(context, `build --lesson ${lesson.number} --level 1 --split`), width),
    commandBullet(context, t('materialItems.record'), kitCommand(context, 'build --section record-sheet'), width),
    heading(t('steps')),
    ...GUIDE_STEPS.map(([step, minutes]) =>
      stepBlock(context, minutes, step === 'together' ? togetherWords(context, lesson) : step === 'free' ? strings.text(own('free')) : t(`stepsText.${step}`), width),
    ),
    notebookBlock(context, lesson, width),
    labelled(context, t('watch'), strings.text(own('watch')), width, mm(2.8)),
  ]
  // The lesson is one page: the grid has what its blocks leave of it (the first block opens the page,
  // no space above it), less a point for the sums of the pagination.
  const { top, bottom } = portraitFrame(context.paper)
  const used = blocks.reduce((sum, block, index) => sum + block.height + (index > 0 ? block.spaceBefore : 0), 0)
  const grid = mistakeGrid(context, lesson, width, bottom - top - used - GRID_SPACE - 1)
  return grid ? [...blocks, grid] : blocks
}

/** A class's copies: one box per pupil in each mistake's row. */
export const CLASS_SIZE = 28
/** The rows' words: a wrapped line close under the one before (Andika's own gap is a beginner reader's). */
const GRID_TEXT: TextStyle = { size: 8, lineGap: -2 }
const GRID_HEADING: TextStyle = { ...GRID_TEXT, font: 'bold' }
const GRID_NUMBER: TextStyle = { size: 7, align: 'center', tone: 'soft' }
/**
 * A box's size: the grid takes the widest and tallest its page has room for, between a box a tick
 * just fits in (the least) and one a child's pencil tick fills comfortably (the most).
 */
export const GRID_BOX = { narrowest: mm(3.3), widest: mm(6), lowest: mm(4.8), tallest: mm(7.5) } as const
/** The words of a row take at most two lines, so that the boxes may widen where the page has room. */
const GRID_LINES = 2
const CELL_PADDING = mm(0.8)

/**
 * The lesson's level-1 sheet as `build --lesson N --level 1` prints it from the guide's bank: the
 * same exercises, in the same order, so « Ex. 3 » is the pupils' exercise 3 on this paper.
 */
export function guideSheet(context: KitContext, lesson: Lesson): CheckedExercise[] {
  if (context.guideBank === null) throw new Error('the guide is printed without its bank (KitInput.guideBank)')
  const sheet: Sheet = { kind: 'lesson', lesson, level: 1, version: null, exercises: lessonExercises(lesson, context.guideBank, 1) }
  return sheet.exercises.length === 0 ? [] : printOrder({ ...context, selfCheck: null }, sheet)
}

/**
 * Each target's row, « Ex. 3, dernière graine : I au lieu de J → a compté le trou de départ », in the
 * order of the exercises they cite (a teacher corrects a copy from its first exercise to its last);
 * a target no exercise reveals last.
 */
export function mistakeRows(context: KitContext, lesson: Lesson): { mistake: MistakeId; number: number | null; text: string }[] {
  const s = context.strings
  const targets = lessonTargets(lesson, 1)
  if (targets.length === 0) return []
  const examples = sheetExamples(s, guideSheet(context, lesson), targets)
  const rows = targets.map((mistake) => {
    const example = examples.find((e) => e.mistake === mistake)
    const did = didText(s, { mistakes: [mistake], authorWords: [] })
    if (!example) return { mistake, number: null, text: s.text('guide.mistakes.none', { name: s.text(`mistakes.${mistake}.name`) }) }
    return { mistake, number: example.number, text: s.text('guide.mistakes.example', { number: example.number, instead: insteadText(s, example.exercise, example.place, example.answer), did }) }
  })
  // A stable sort: two targets citing one exercise keep the order of the lesson's targets.
  return rows.sort((a, b) => (a.number ?? Number.POSITIVE_INFINITY) - (b.number ?? Number.POSITIVE_INFINITY))
}

/** The tally grid's measures: a box's width and height, the words' column and the heading's row. */
export interface GridLayout {
  readonly box: number
  readonly rowHeight: number
  readonly labelWidth: number
  readonly headerHeight: number
  readonly height: number
}

/**
 * The tally grid's measures in `room` points of height. Each row's words on one line, the boxes
 * sharing what they leave (as narrow as a tick allows at the least); or, where the page has room,
 * wider boxes (up to 6 mm, in steps of 0.1 mm) with each row's words on two lines. Then the rows as
 * tall as the room lets them be, up to 7.5 mm. Where even the one-line grid does not fit the room,
 * it as it is (the tests hold every lesson to one page).
 */
export function gridLayout(doc: KitContext['doc'], texts: readonly string[], heading: string, width: number, room: number): GridLayout {
  const lineHeight = measureText(doc, 'Ex.', width, GRID_TEXT)
  const within = (text: string, textWidth: number, style: TextStyle, lines: number) => measureText(doc, text, textWidth, style) <= lines * lineHeight + 0.5
  const layout = (box: number, lines: number): GridLayout | null => {
    const labelWidth = width - box * CLASS_SIZE
    const textWidth = labelWidth - 2 * CELL_PADDING
    if (textWidth <= 0 || !texts.every((text) => within(text, textWidth, GRID_TEXT, lines)) || !within(heading, textWidth, GRID_HEADING, lines)) return null
    const headerHeight = measureText(doc, heading, textWidth, GRID_HEADING) + 2 * CELL_PADDING
    const needed = Math.max(GRID_BOX.lowest, ...texts.map((text) => measureText(doc, text, textWidth, GRID_TEXT) + 2 * CELL_PADDING))
    const rowHeight = Math.max(needed, Math.min(GRID_BOX.tallest, (room - headerHeight) / texts.length))
    return { box, rowHeight, labelWidth, headerHeight, height: headerHeight + rowHeight * texts.length }
  }
  // The words on one line: the widest of them sets the boxes' share.
  const widest = Math.max(...texts.map((text) => widthOfText(doc, text, GRID_TEXT)), widthOfText(doc, heading, GRID_HEADING)) + 2 * CELL_PADDING + 1
  const oneLine = layout(Math.min(GRID_BOX.widest, Math.max(GRID_BOX.narrowest, (width - widest) / CLASS_SIZE)), Number.POSITIVE_INFINITY)!
  const step = mm(0.1)
  for (let box = GRID_BOX.widest; box > oneLine.box + step / 2; box -= step) {
    const twoLines = layout(box, GRID_LINES)
    if (twoLines && twoLines.height <= room) return twoLines
  }
  return oneLine
}

/**
 * The tally grid: the lesson's mistakes down, the class across (a numbered box per pupil, in the
 * class list's order), each row named by an example from the sheet; as large as the lesson's page
 * has room for below what comes before it (`room`).
 */
function mistakeGrid(context: KitContext, lesson: Lesson, width: number, room: number): Block | null {
  const { doc, strings } = context
  const rows = mistakeRows(context, lesson)
  if (rows.length === 0) return null
  const heading = strings.text('guide.mistakes.heading')
  const { box, rowHeight, labelWidth, headerHeight, height } = gridLayout(
    doc,
    rows.map((row) => row.text),
    heading,
    width,
    room,
  )
  const textWidth = labelWidth - 2 * CELL_PADDING
  return {
    height,
    spaceBefore: GRID_SPACE,
    draw: (d, x, y, tags) => {
      tags.paragraph(() => drawText(d, heading, x + CELL_PADDING, y + CELL_PADDING, textWidth, GRID_HEADING))
      for (let pupil = 1; pupil <= CLASS_SIZE; pupil++) {
        const numberHeight = measureText(d, String(pupil), box, GRID_NUMBER)
        tags.artifact(() => drawText(d, String(pupil), x + labelWidth + (pupil - 1) * box, y + headerHeight - numberHeight - mm(0.6), box, GRID_NUMBER))
      }
      let top = y + headerHeight
      for (const row of rows) {
        const textHeight = measureText(d, row.text, textWidth, GRID_TEXT)
        tags.paragraph(() => drawText(d, row.text, x + CELL_PADDING, top + (rowHeight - textHeight) / 2, textWidth, GRID_TEXT))
        top += rowHeight
      }
      tags.artifact(() => {
        d.save().lineWidth(0.5).strokeColor('#000000')
        // Rows: a line under the heading and under each mistake, across the words and the boxes.
        for (let row = 0; row <= rows.length; row++) d.moveTo(x, y + headerHeight + row * rowHeight).lineTo(x + width, y + headerHeight + row * rowHeight)
        for (let column = 0; column <= CLASS_SIZE; column++) d.moveTo(x + labelWidth + column * box, y + headerHeight).lineTo(x + labelWidth + column * box, y + height)
        d.moveTo(x, y + headerHeight).lineTo(x, y + height)
        d.stroke().restore()
      })
    },
  }
}

const GRID_SPACE = mm(2)

function introBlocks(context: KitContext, width: number): Block[] {
  const { doc, strings } = context
  return [
    headingBlock(doc, strings.text('guide.introTitle'), width, STYLE.title, 0),
    ...strings.list('guide.intro').map((text) => paragraphBlock(doc, text, width, { size: 11.5, lineGap: 2 }, mm(3))),
    paragraphBlock(doc, strings.text('guide.sources'), width, { ...STYLE.small, size: 9.5 }, mm(5)),
  ]
}

/** The term in order: what to print, and when (the README's "A term of Awale"). */
function termBlocks(context: KitContext, width: number): Block[] {
  const { doc, strings } = context
  const items = strings.raw('guide.term.items')
  if (!Array.isArray(items)) throw new Error(`${strings.file}: guide.term.items is not a list`)
  return [
    { ...headingBlock(doc, strings.text('guide.term.title'), width, STYLE.title, 0), pageBreakBefore: true },
    paragraphBlock(doc, strings.text('guide.term.intro'), width, TEACHER_TEXT, mm(3)),
    ...items.map((_, index) => {
      const base = `guide.term.items.${index}`
      const args = (strings.raw(base) as Record<string, unknown>)['command']
      return typeof args === 'string'
        ? commandBullet(context, strings.text(`${base}.text`), kitCommand(context, args, { paper: !args.startsWith('poster') }), width)
        : bulletBlock(doc, strings.text(`${base}.text`), width, TEACHER_TEXT, mm(1.2))
    }),
  ]
}

/**
 * The pupils' self-check codes (issue 23): how a class uses them — the class tablet, its camera,
 * what the child sees, the studio's pupil view when the school has put it online — and the
 * commands that print them.
 */
function selfCheckBlocks(context: KitContext, width: number): Block[] {
  const { doc, strings } = context
  const t = (key: string) => strings.text(`guide.selfCheck.${key}`)
  return [
    { ...headingBlock(doc, t('title'), width, STYLE.title, 0), pageBreakBefore: true },
    ...strings.list('guide.selfCheck.paragraphs').map((text) => paragraphBlock(doc, text, width, TEACHER_TEXT, mm(2))),
    commandBullet(context, t('commandText'), kitCommand(context, 'build --lesson 3 --level 1 --split --self-check'), width),
    commandBullet(context, t('studioText'), kitCommand(context, 'build --lesson 3 --level 1 --split --studio-url https://ecole.example.fr/awale/'), width),
    trialCodeBlock(context, width),
  ]
}

/** A code to try the tablet on before the lesson: it says that the tablet reads codes. */
function trialCodeBlock(context: KitContext, width: number): Block {
  const { doc, strings } = context
  const code = qrCode(strings.text('guide.selfCheck.trialCode'))
  const side = qrSide(code)
  const caption = strings.text('guide.selfCheck.trial')
  const textWidth = width - side - mm(4)
  const height = Math.max(side, measureText(doc, caption, textWidth, TEACHER_TEXT))
  return {
    height,
    spaceBefore: mm(4),
    draw: (d, x, y, tags) => {
      tags.figure(strings.text('guide.selfCheck.trialAlt'), () => drawQrCode(d, code, x, y))
      tags.paragraph(() => drawText(d, caption, x + side + mm(4), y + (side - measureText(d, caption, textWidth, TEACHER_TEXT)) / 2, textWidth, TEACHER_TEXT))
    },
  }
}

function glossaryBlocks(context: KitContext, width: number): Block[] {
  const { doc, strings } = context
  const entries = strings.raw('guide.glossary.entries')
  if (!Array.isArray(entries)) throw new Error(`${strings.file}: guide.glossary.entries is not a list`)
  const termWidth = mm(46)
  return [
    { ...headingBlock(doc, strings.text('guide.glossary.title'), width, STYLE.title, 0), pageBreakBefore: true },
    paragraphBlock(doc, strings.text('guide.glossary.intro'), width, TEACHER_TEXT, mm(2)),
    ...entries.map((_, index): Block => {
      const term = strings.text(`guide.glossary.entries.${index}.term`)
      const definition = strings.text(`guide.glossary.entries.${index}.definition`)
      const termHeight = measureText(doc, term, termWidth - mm(2), TEACHER_BOLD)
      const definitionHeight = measureText(doc, definition, width - termWidth, TEACHER_TEXT)
      return {
        height: Math.max(termHeight, definitionHeight),
        spaceBefore: mm(2.2),
        draw: (d, x, y, tags) =>
          tags.paragraph(() => {
            drawText(d, term, x, y, termWidth - mm(2), TEACHER_BOLD)
            drawText(d, definition, x + termWidth, y, width - termWidth, TEACHER_TEXT)
          }),
      }
    }),
  ]
}

export function planGuide(context: KitContext): PlannedPage[] {
  const { width } = portraitFrame(context.paper)
  const blocks = [
    ...introBlocks(context, width),
    ...termBlocks(context, width),
    ...kitLessons().flatMap((lesson) => lessonBlocks(context, lesson, width)),
    ...selfCheckBlocks(context, width),
    ...glossaryBlocks(context, width),
  ]
  const pages = flowPages(blocks, context.paper)
  return pages.map((page, index) => (index === 0 ? { ...page, newPaper: true } : page))
}
