import type { MoveReport } from '../engine/index.js'
import { opposite } from '../engine/index.js'
import { inkOf } from './document.js'
import type { CheckedExercise } from '../exercise/index.js'
import { isCompletePosition, placesOnSheet } from '../exercise/answers.js'
import type { Place } from './answer-places.js'
import { PLACE_STYLE, ROW_GAP, answerPlace, drawStack, stackHeight, stackRows } from './answer-places.js'
import { drawQrCode, qrQuiet, qrSide } from './qr-code.js'
import { describeVariant } from './variant-words.js'
import type { Lesson } from '../lessons/lessons.js'
import { KIT_VARIANT, sameRules } from '../lessons/lessons.js'
import type { Diagram } from './diagrams.js'
import type { LegendKey } from '../render/strings.js'
import type { TextStyle } from './draw.js'
import { breakableText, drawText, lineWidths, measureText, textLines, widthOfText } from './draw.js'
import type { Block } from './flow.js'
import { pageContent, paginate } from './flow.js'
import type { KitContext } from './kit.js'
import type { PlannedPage, PrintedCode } from './page.js'
import type { QrCode } from '../selfcheck/qr.js'
import { portraitFrame } from './page.js'
import { mm } from './paper.js'
import type { Sheet } from '../kit/sheets.js'
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

export const TITLE_STYLE: TextStyle = { font: 'bold', size: 13 }
const STRIP_STYLE: TextStyle = { size: 12.5 }
// Andika's own line spacing is 1.6 em: 1.45 em still leaves a child room between the lines.
const QUESTION_STYLE: TextStyle = { size: 12.5, lineGap: -2 }
const RULE_STYLE: TextStyle = { size: 12.5, lineGap: -2 }
const GAP = mm(4)
const EXERCISE_SPACE = mm(2.5)

/** "Séance 3 · Prendre · niveau 1", or the annex's title. */
const annexLevelsTitle = (context: KitContext, levels: readonly number[]): string => context.strings.text('worksheet.annexTitleLevels', { levels: context.strings.joinList(levels.map(String)) })

export function sheetTitle(context: KitContext, sheet: Sheet): string {
  const s = context.strings
  return sheet.lesson
    ? s.text('worksheet.sheetTitle', { number: sheet.lesson.number, lesson: s.typeset(sheet.lesson.title[context.lang]), level: sheet.level })
    : sheet.exercises.every((exercise) => exercise.level === sheet.level)
      ? s.text('worksheet.annexTitle', { level: sheet.level })
      : annexLevelsTitle(context, [...new Set(sheet.exercises.map((exercise) => exercise.level))])
}

function sheetPages(context: KitContext, sheet: Sheet): PlannedPage[] {
  const frame = portraitFrame(context.paper)
  const header = pageHeader(context, sheet, frame.width)
  const body = { ...frame, top: frame.top + header.height + mm(3) }
  const capacity = body.bottom - body.top
  // Numbered 1, 2, 3… in the sheet's order, which is the printed order (printOrder, decided for the key too).
  const blocks: Block[] = [introBox(context, sheet, frame.width)]
  sheet.exercises.forEach((exercise, index) => blocks.push(exerciseBlock(context, exercise, index + 1, frame.width, capacity, sheet)))
  const version = sheet.version ? context.strings.text('worksheet.version', { letter: sheet.version }) : null
  const pages = paginate(blocks, body)
  return pages.map((placed, index) => ({
    orientation: 'portrait' as const,
    // False rather than absent on the sheet's other pages: the pupils' pages are those that say.
    startsSheet: index === 0,
    ...(index === 0 && sheet.lesson && (sheet.version === null || sheet.version === 'A') ? { lessonStart: { lesson: sheet.lesson.number, level: sheet.level, part: 'pupils' as const } } : {}),
    // The pupil's page says which sheet it belongs to and its place in it: the teacher sorts 28 copies.
    footerNote: `${sheetTitle(context, sheet)}${version ? ` · ${version}` : ''} · ${index + 1}/${pages.length}`,
    content: pageContent(placed, body, index === pages.length - 1),
    draw(doc, tags) {
      header.draw(doc, frame.x, frame.top, tags)
      for (const { block, y } of placed) block.draw(doc, frame.x, y, tags)
      if (context.selfCheck) tags.artifact(() => drawSeparators(doc, placed, frame))
    },
  }))
}

/**
 * On a sheet with self-check codes, a dotted line between two exercises, so that a child sees which
 * code is whose (two cold reads hesitated over a code at the foot of one exercise and the next one's
 * in its corner). Drawn in the space between them, it stops short of any code's quiet zone there.
 */
function drawSeparators(doc: KitContext['doc'], placed: readonly { readonly block: Block; readonly y: number }[], frame: { readonly x: number; readonly width: number }): void {
  for (let i = 1; i < placed.length; i++) {
    const before = placed[i - 1]!
    const after = placed[i]!
    if (!before.block.exercise || !after.block.exercise) continue
    const y = (before.y + before.block.height + after.y) / 2
    let end = frame.x + frame.width
    for (const { block, y: top } of [before, after])
      for (const code of block.codes ?? []) if (y >= top + code.y - mm(0.5) && y <= top + code.y + code.side + mm(0.5)) end = Math.min(end, frame.x + code.x - mm(1.5))
    doc
      .save()
      .lineWidth(0.6)
      .dash(mm(0.6), { space: mm(1.4) })
      .moveTo(frame.x, y)
      .lineTo(end, y)
      .stroke(inkOf(doc).page.rule)
      .undash()
      .restore()
  }
}

/**
 * The order a sheet prints its exercises in: the lesson's order, except that when the next one does
 * not fit what is left of a page, a later one that does is brought forward — paper is not wasted on
 * a half-empty page. Decided once for the kit (planKit), so the pupils' sheet and the key number the
 * exercises alike.
 */
export function printOrder(context: KitContext, sheet: Sheet): CheckedExercise[] {
  const frame = portraitFrame(context.paper)
  const width = frame.width
  const capacity = frame.bottom - frame.top - pageHeader(context, sheet, frame.width).height - mm(3)
  return packingOrder(context, sheet, width, capacity)
}

function packingOrder(context: KitContext, sheet: Sheet, width: number, capacity: number): CheckedExercise[] {
  // The pages it takes without codes first, then with each kind of code (context.packingCodes):
  // whether this kit prints codes or not, the sheet's order is the same.
  const layouts = [null, ...context.packingCodes].map((selfCheck) => {
    const laidOut = { ...context, selfCheck }
    return { heights: new Map(sheet.exercises.map((exercise) => [exercise, exerciseBlock(laidOut, exercise, 1, width, capacity, sheet).height])), intro: introBox(laidOut, sheet, width).height }
  })
  const plain = layouts[0]!
  const firstFit = firstFitOrder(sheet.exercises, plain.heights, plain.intro, capacity)
  // A lesson's sheet is short (6 exercises): every order is tried. First fit keeps its order unless
  // another needs fewer pages (first fit alone leaves one exercise on a third page when another
  // order fits two) without codes, or as few without codes and fewer with them; then the first
  // such order, counted from the lesson's, wins.
  if (sheet.exercises.length > EXHAUSTIVE_UP_TO) return firstFit
  const cost = (order: readonly CheckedExercise[]) => layouts.map(({ heights, intro }) => pagesFor(order, heights, intro, capacity))
  const better = (a: readonly number[], b: readonly number[]) => a[0]! < b[0]! || (a[0] === b[0] && sum(a.slice(1)) < sum(b.slice(1)))
  let best = { order: firstFit, cost: cost(firstFit) }
  for (const order of permutations(sheet.exercises)) {
    const pages = cost(order)
    if (better(pages, best.cost)) best = { order, cost: pages }
  }
  return best.order
}

const sum = (list: readonly number[]) => list.reduce((a, b) => a + b, 0)

/** Orders tried one by one up to this many exercises on a sheet (8! = 40,320 orders, a few ms). */
const EXHAUSTIVE_UP_TO = 8

/** The lesson's order, except that a later exercise that fits what is left of a page is brought forward. */
function firstFitOrder(exercises: readonly CheckedExercise[], heights: ReadonlyMap<CheckedExercise, number>, intro: number, capacity: number): CheckedExercise[] {
  const heightOf = (exercise: CheckedExercise) => heights.get(exercise)!
  const waiting = [...exercises]
  const order: CheckedExercise[] = []
  let used = intro
  while (waiting.length > 0) {
    const room = capacity - used - EXERCISE_SPACE
    const fits = waiting.findIndex((exercise) => heightOf(exercise) <= room)
    if (fits < 0) {
      // Nothing left fits this page: the next page starts with the next in order.
      const next = waiting.shift()!
      order.push(next)
      used = heightOf(next)
      continue
    }
    const [chosen] = waiting.splice(fits, 1)
    order.push(chosen!)
    used += EXERCISE_SPACE + heightOf(chosen!)
  }
  return order
}

/** Pages the sheet takes with its exercises in this order (the rule box first), as `paginate` places them. */
function pagesFor(order: readonly CheckedExercise[], heights: ReadonlyMap<CheckedExercise, number>, intro: number, capacity: number): number {
  let pages = 1
  let used = intro
  for (const exercise of order) {
    const height = heights.get(exercise)!
    if (used + EXERCISE_SPACE + height <= capacity) used += EXERCISE_SPACE + height
    else {
      pages++
      used = height
    }
  }
  return pages
}

/** Every order of `items`, in lexicographic order of their positions (the given order first). */
function* permutations<T>(items: readonly T[]): Generator<T[]> {
  if (items.length <= 1) {
    yield [...items]
    return
  }
  for (let i = 0; i < items.length; i++) {
    const rest = [...items.slice(0, i), ...items.slice(i + 1)]
    for (const tail of permutations(rest)) yield [items[i]!, ...tail]
  }
}

/** The heading on a pupils' page: « Séance 3 · niveau 1 » (the lesson's name heads its rule box), or the annex's title. */
export function sheetHeading(context: KitContext, sheet: Sheet): string {
  const s = context.strings
  const heading = sheet.lesson ? s.text('worksheet.sheetHeading', { number: sheet.lesson.number, level: sheet.level }) : sheetTitle(context, sheet)
  return sheet.version ? `${heading} · ${s.text('worksheet.version', { letter: sheet.version })}` : heading
}

/** The name strip's lines: first name, class and date; the first name's line shrinks to this for a long heading. */
const NAME_LINE = { widest: mm(40), narrowest: mm(26) }

/**
 * On every page, one layout: the sheet's heading on the left and, on the same line at the right, first
 * name, class and date to write. A heading too long for what the strip leaves (a custom annex's) wraps
 * within its room; the strip never moves to a line of its own.
 */
function pageHeader(context: KitContext, sheet: Sheet, width: number): { height: number; draw: (doc: KitContext['doc'], x: number, y: number, tags: PageTagger) => void } {
  const { doc, strings } = context
  const title = sheetHeading(context, sheet)
  const fieldGap = mm(3)
  const fieldsOf = (nameLine: number) => [
    { label: strings.text('worksheet.name'), line: nameLine },
    { label: strings.text('worksheet.class'), line: mm(16) },
    { label: strings.text('worksheet.date'), line: mm(20) },
  ]
  const widthOf = (fields: ReturnType<typeof fieldsOf>) => fields.reduce((sum, field) => sum + widthOfText(doc, field.label, STRIP_STYLE) + mm(1.5) + field.line + fieldGap, 0) - fieldGap
  const titleWidth = widthOfText(doc, title, TITLE_STYLE)
  const room = (nameLine: number) => width - mm(5) - widthOf(fieldsOf(nameLine))
  // The first name's line as long as the heading leaves room for, between its widest and narrowest.
  const nameLine = Math.max(NAME_LINE.narrowest, Math.min(NAME_LINE.widest, NAME_LINE.widest - Math.max(0, titleWidth + 2 - room(NAME_LINE.widest))))
  const fields = fieldsOf(nameLine)
  const fieldsWidth = widthOf(fields)
  const titleRoom = Math.min(titleWidth + 2, room(nameLine))
  const titleHeight = measureText(doc, title, titleRoom, TITLE_STYLE)
  const stripHeight = measureText(doc, 'M', width, STRIP_STYLE)
  // The strip's baseline on the heading's first line.
  const firstLine = measureText(doc, 'M', width, TITLE_STYLE)
  const stripTop = firstLine - stripHeight
  const bottom = Math.max(titleHeight, stripTop + stripHeight)
  return {
    height: bottom + mm(2.5),
    draw: (d, x, y, tags) => {
      tags.heading(() => drawText(d, title, x, y, titleRoom, TITLE_STYLE))
      let fieldX = x + width - fieldsWidth
      for (const field of fields) {
        const labelWidth = widthOfText(d, field.label, STRIP_STYLE)
        tags.paragraph(() => drawText(d, field.label, fieldX, y + stripTop, labelWidth + 2, STRIP_STYLE))
        // The line to write on, at the text's baseline.
        tags.artifact(() => {
          const lineY = y + stripTop + stripHeight - mm(0.8)
          d.save()
            .lineWidth(0.8)
            .strokeColor(inkOf(d).page.text)
            .moveTo(fieldX + labelWidth + mm(1.5), lineY)
            .lineTo(fieldX + labelWidth + mm(1.5) + field.line, lineY)
            .stroke()
            .restore()
        })
        fieldX += labelWidth + mm(1.5) + field.line + fieldGap
      }
      tags.artifact(() => {
        const ruleY = y + bottom + mm(1.8)
        d.save()
          .lineWidth(0.6)
          .strokeColor(inkOf(d).page.rule)
          .moveTo(x, ruleY)
          .lineTo(x + width, ruleY)
          .stroke()
          .restore()
      })
    },
  }
}

/**
 * The lesson's rule in a box with its diagram (or, in the annex, a word on the other rules); the
 * reduced-board note once. The diagram is the board alone: what its footer would say (the move, the
 * end of the game, whose turn) and the legend of its marks are set in the box's column of text, at a
 * pupil's size, where they cost no height beside the picture.
 */
function introBox(context: KitContext, sheet: Sheet, width: number): Block {
  const { doc, strings } = context
  const padding = mm(1.5)
  const reduced = sheet.exercises.some((exercise) => !isCompletePosition(exercise.start))
  const note = reduced ? strings.text('worksheet.reduced') : null
  const heading = sheet.lesson ? strings.text('worksheet.rememberLesson', { lesson: strings.typeset(sheet.lesson.title[context.lang]) }) : null
  const rule = sheet.lesson ? strings.typeset([sheet.lesson.rule[context.lang], threatWords(context, sheet.lesson)].filter(Boolean).join(' ')) : strings.text('worksheet.annexIntro')
  const yourRow = strings.text(context.orientation === 'fixed' ? 'worksheet.yourRowFixed' : 'worksheet.yourRow')
  const diagram = sheet.lesson ? lessonDiagram({ diagrams: context.ruleBoxDiagrams, orientation: context.orientation }, sheet.lesson) : null
  const diagramWidth = diagram ? diagramPrintWidth(diagram) : 0
  const diagramHeight = diagram ? diagram.height(diagramWidth) : 0
  const inner = width - 2 * padding
  const columnWidth = inner - (diagram ? diagramWidth + GAP : 0)
  const headingStyle: TextStyle = { font: 'bold', size: 13 }
  const noteStyle: TextStyle = { ...RULE_STYLE, font: 'bold' }
  // The picture's captions as sentences in the box's text (« C'est à Sud de jouer. Trous jouables : D, F. »).
  const pictureWords = diagram ? strings.typeset(diagram.words.blocks.map((block) => (/[.!?…]$/.test(block.content) ? block.content : `${block.content}.`)).join(' ')) : ''

  // The pieces of text, each measured at a width: in the column beside the picture, or across the box under it.
  type Piece = { height(w: number): number; draw(d: KitContext['doc'], x: number, y: number, w: number, tags: PageTagger): void }
  const text = (content: string, style: TextStyle, before: number): Piece => ({
    height: (w) => measureText(doc, content, w, style) + before,
    draw: (d, x, y, w, tags) => tags.paragraph(() => drawText(d, content, x, y + before, w, style)),
  })
  const legendPiece = (keys: readonly LegendKey[]): Piece => ({
    height: (w) => (context.ruleBoxDiagrams.legend(keys, w, LEGEND_PT, 'start')?.height ?? 0) + mm(1.5),
    draw: (d, x, y, w, tags) => context.ruleBoxDiagrams.legend(keys, w, LEGEND_PT, 'start')?.draw(d, x, y + mm(1.5), tags),
  })
  const headingPiece: Piece | null = heading
    ? { height: (w) => measureText(doc, heading, w, headingStyle) + mm(1), draw: (d, x, y, w, tags) => tags.heading(() => drawText(d, heading, x, y, w, headingStyle)) }
    : null
  const rulePiece = text(rule, RULE_STYLE, 0)
  const wordsPieces = [...(pictureWords ? [text(pictureWords, RULE_STYLE, mm(1.5))] : []), ...(diagram && diagram.words.legend.length > 0 ? [legendPiece(diagram.words.legend)] : [])]
  // With self-check codes, the sheet says once what they are for, in the pupil's words: at the end
  // of the note, on its own at the foot of the column, or under the picture, where it costs least.
  const selfCheckText = context.selfCheck ? strings.text('worksheet.selfCheck') : null
  const noteText = [yourRow, note].filter(Boolean).join(' ')
  const notePiece = text(noteText, noteStyle, mm(2))
  const selfCheckPiece = selfCheckText ? text(selfCheckText, noteStyle, mm(1.5)) : null
  const sentencePlaces = selfCheckPiece ? (['note', 'column', 'picture'] as const) : (['note'] as const)
  // Beside the picture, then across the box under it: the arrangement that makes the box shortest
  // (a long rule keeps the picture's words under it; a short one sets them beside).
  const arrangements = [
    { beside: [headingPiece, rulePiece, ...wordsPieces, notePiece], under: [] },
    { beside: [headingPiece, rulePiece, ...wordsPieces], under: [notePiece] },
    { beside: [headingPiece, rulePiece, notePiece], under: wordsPieces },
    { beside: [headingPiece, rulePiece], under: [...wordsPieces, notePiece] },
  ].flatMap(({ beside, under }) =>
    sentencePlaces.map((sentence) => {
      const withSentence = (pieces: readonly (Piece | null)[]) =>
        sentence === 'note' && selfCheckText ? pieces.map((piece) => (piece === notePiece ? text(`${noteText} ${selfCheckText}`, noteStyle, mm(2)) : piece)) : pieces
      const column = [...withSentence(beside), ...(sentence === 'column' ? [selfCheckPiece] : [])].filter((piece): piece is Piece => piece !== null)
      const below = sentence === 'picture' && diagram ? selfCheckPiece : null
      const besideHeight = column.reduce((sum, piece) => sum + piece.height(columnWidth), 0)
      const pictureHeight = diagramHeight + (below ? below.height(diagramWidth) : 0)
      const top = Math.max(besideHeight, pictureHeight)
      const underPieces = withSentence(under).filter((piece): piece is Piece => piece !== null)
      const underHeight = underPieces.reduce((sum, piece) => sum + piece.height(inner), 0)
      return { column, under: underPieces, below, pictureHeight, top, height: top + underHeight + 2 * padding }
    }),
  )
  const chosen = diagram ? arrangements.reduce((best, candidate) => (candidate.height < best.height - 0.01 ? candidate : best)) : arrangements[0]!
  return {
    height: chosen.height,
    spaceBefore: 0,
    draw: (d, x, y, tags) => {
      tags.artifact(() => d.save().lineWidth(1.2).roundedRect(x, y, width, chosen.height, mm(2.5)).stroke(inkOf(d).page.text).restore())
      let cursor = y + padding
      for (const piece of chosen.column) {
        piece.draw(d, x + padding, cursor, columnWidth, tags)
        cursor += piece.height(columnWidth)
      }
      if (diagram) {
        const pictureY = y + padding + (chosen.top - chosen.pictureHeight) / 2
        context.ruleBoxDiagrams.draw(d, diagram, x + width - padding - diagramWidth, pictureY, diagramWidth, tags)
        chosen.below?.draw(d, x + width - padding - diagramWidth, pictureY + diagramHeight, diagramWidth, tags)
      }
      cursor = y + padding + chosen.top
      for (const piece of chosen.under) {
        piece.draw(d, x + padding, cursor, inner, tags)
        cursor += piece.height(inner)
      }
    },
  }
}

/** The rule box's legend: a pupil's words, 12 pt. */
const LEGEND_PT = 12

/**
 * What the rule box's board shows, as the engine found it, for the lessons whose example is a
 * position to think about: the threat and the defence, the captures and the biggest, or the greediest
 * capture and the best move. The box is the worked example the sheet's exercises then ask for on
 * other boards. '' for the other lessons (their board shows a move, and says it).
 */
function threatWords(context: KitContext, lesson: Lesson): string {
  const example = lesson.example
  if (example.kind !== 'position') return ''
  const s = context.strings
  if (example.captures) return s.text('worksheet.captures', { captures: captureList(context, example.captures.moves), biggest: example.captures.biggest.move })
  if (example.best) {
    const greedy = example.best.greedy
    const value = (move: string) => example.best!.values.find((entry) => entry.move === move)!.value
    return s.text('worksheet.best', {
      greedy: greedy.move,
      captured: greedy.captured,
      other: s.text(`sides.${opposite(greedy.side)}`),
      lost: greedy.captured - value(greedy.move),
      best: example.best.best,
    })
  }
  if (!example.threat) return ''
  const { reply, defences } = example.threat
  // The threat, then the move (or moves) that defend: the box is the worked example the sheet's
  // exercises then ask for on other boards.
  const threat = s.text('worksheet.threat', { side: s.text(`sides.${reply.side}`), hole: reply.move, count: reply.captured, holes: s.joinList(reply.capturedHoles) })
  const defence = s.text('worksheet.defence', { holes: s.joinList(defences, 'words.or'), side: s.text(`sides.${reply.side}`) })
  return `${threat} ${defence}`
}

/** « E prend 5 (H, G), F prend 2 (G) »: each move that captures, with what it takes. */
export function captureList(context: Pick<KitContext, 'strings'>, moves: readonly MoveReport[]): string {
  const s = context.strings
  return s.joinList(moves.map((report) => s.text('guide.example.capture', { hole: report.move, count: report.captured, holes: s.joinList(report.capturedHoles) })))
}

/** A lesson's example as its rule box (and the teacher's guide) draws it. */
export function lessonDiagram(context: Pick<KitContext, 'diagrams' | 'orientation'>, lesson: Lesson): Diagram {
  const example = lesson.example
  const fixed = context.orientation === 'fixed' ? { bottom: 'south' as const } : {}
  switch (example.kind) {
    case 'move':
      // The game's end is stated when the example ends it, as on the rules page; a reduced position
      // (seeds taken earlier not drawn) names no score.
      return context.diagrams.answer(example.report, isCompletePosition(example.position) ? example.report.outcome : null, fixed)
    case 'legal':
      return context.diagrams.legal(example.position, fixed)
    case 'position':
      return context.diagrams.position(example.position, fixed)
  }
}

/** The side drawn at the bottom of an exercise's boards: the pupil's (the side to move at the start), or South on a fixed kit. */
export const pupilAtBottom = (context: Pick<KitContext, 'orientation'>, exercise: CheckedExercise) => (context.orientation === 'fixed' ? ('south' as const) : exercise.start.turn)

/**
 * The number in a black disc, then the question beside it (and the moves when the question does not
 * list them). The exercise's title is the teacher's (in the key): many name the answer ("pas de prise").
 */
function introParagraph(context: KitContext, exercise: CheckedExercise, number: number, width: number, narrowFrom: { readonly line: number; readonly width: number } | null = null) {
  const { doc, strings } = context
  const badge = mm(6.5)
  const indent = badge + mm(2)
  const textWidth = width - indent
  const lines: { text: string; style: TextStyle }[] = []
  // An annex exercise under other rules than the kit's says which, where the pupil reads the question.
  if (!sameRules(exercise.variant, KIT_VARIANT)) {
    const changes = describeVariant(strings, exercise.variant, true)
    if (changes) lines.push({ text: strings.text('worksheet.variant', { rules: changes }), style: { ...QUESTION_STYLE, font: 'bold' } })
  }
  // Turned boards: "Tu joues Nord." (the pupil's row is at the bottom all the same); fixed: where it is.
  const playsNorth = exercise.start.turn === 'north'
  if (playsNorth) lines.push({ text: strings.text(context.orientation === 'fixed' ? 'worksheet.youPlayNorthTop' : 'worksheet.youPlayNorth'), style: { ...QUESTION_STYLE, font: 'bold' } })
  let question = strings.typeset(exercise.question[context.lang])
  // A question to North often starts "Tu joues Nord." itself (the bank's, the generator's): said once, in bold above.
  const youPlayNorth = strings.text('worksheet.youPlayNorth')
  if (playsNorth && question.startsWith(youPlayNorth)) question = question.slice(youPlayNorth.length).trimStart()
  lines.push({ text: question, style: QUESTION_STYLE })
  const moves = exercise.task === 'play' || exercise.task === 'end' ? exercise.moves : []
  if (moves.length > 1 && !question.includes(moves.join(', ')))
    // The moves kept together on one line (a child who reads « C, » at a line's end may play C alone).
    lines.push({ text: strings.text('worksheet.playMany', { moves: moves.join(',\u00A0') }), style: { ...QUESTION_STYLE, font: 'bold' } })
  // Beside a self-check code that stands beside the question from its line `narrowFrom.line` down,
  // the lines from there on are set in the narrower width: the paragraph holding that line is cut
  // in two, its first lines as they were (pdfkit breaks a text's beginning as it broke the whole).
  const narrowWidth = narrowFrom ? narrowFrom.width - indent : textWidth
  let seen = 0
  const pieces: { text: string; style: TextStyle; width: number; gapBefore: number }[] = []
  for (const [index, line] of lines.entries()) {
    const gapBefore = index > 0 ? mm(0.6) : 0
    const cut = narrowFrom ? narrowFrom.line - seen : Infinity
    const broken = textLines(doc, line.text, textWidth, line.style)
    seen += broken.length
    if (cut <= 0) pieces.push({ ...line, width: narrowWidth, gapBefore })
    else if (cut >= broken.length) pieces.push({ ...line, width: textWidth, gapBefore })
    else {
      const head = broken.slice(0, cut).join('')
      const text = breakableText(doc, line.text, textWidth, line.style)
      pieces.push({ text: head.trimEnd(), style: line.style, width: textWidth, gapBefore })
      pieces.push({ text: text.slice(head.length), style: line.style, width: narrowWidth, gapBefore: 0 })
    }
  }
  const heights = pieces.map((piece) => measureText(doc, piece.text, piece.width, piece.style))
  const height = Math.max(
    badge,
    heights.reduce((sum, h, index) => sum + h + pieces[index]!.gapBefore, 0),
  )
  let ink: Ink[] | null = null
  return {
    height,
    /** The lines of the paragraph as set, full width (before the code) and narrower (beside it). */
    lineCount: seen,
    /** The badge and each line of text as drawn, from the paragraph's top-left: a code keeps clear of them, not of the white after a short line. */
    ink(): Ink[] {
      // Measured once: every way of placing the code and the places asks again.
      if (ink) return ink
      const drawn: Ink[] = [{ x0: 0, y0: 0, x1: badge, y1: badge }]
      let top = mm(0.3)
      pieces.forEach((piece, index) => {
        top += piece.gapBefore
        const widths = lineWidths(doc, piece.text, piece.width, piece.style)
        const step = heights[index]! / Math.max(1, widths.length)
        widths.forEach((w, i) => drawn.push({ x0: indent, y0: top + i * step, x1: indent + w, y1: top + (i + 1) * step }))
        top += heights[index]!
      })
      ink = drawn
      return drawn
    },
    draw(d: KitContext['doc'], x: number, y: number, tags: PageTagger) {
      tags.heading(() => {
        d.save()
          .circle(x + badge / 2, y + badge / 2, badge / 2)
          .fill('#000000')
          .restore()
        drawText(d, String(number), x, y + badge / 2 - 8.2, badge, { font: 'bold', size: 13, tone: 'reverse', align: 'center' })
      })
      let cursor = y + mm(0.3)
      pieces.forEach((piece, index) => {
        cursor += piece.gapBefore
        tags.paragraph(() => drawText(d, piece.text, x + indent, cursor, piece.width, piece.style))
        cursor += heights[index]!
      })
    },
  }
}

/** The narrowest a board is printed (its texts stay 7 pt or more, its letters 9 pt: render's MIN_BOARD_PRINT_WIDTH_MM). */
const BOARD_WIDTH = mm(80)
/** Wide enough for seeds drawn in fives (7 to 12 in a hole) to stay 1.8 mm across. */
const BOARD_WIDTH_FIVES = mm(86)
/** The blank board's boxes are 12 mm when it is printed this wide or wider. */
const BLANK_WIDTH = mm(95)

/** The start diagram's width: the narrowest that keeps every seed and text readable at print size. */
const startWidth = (exercise: CheckedExercise): number => (exercise.start.board.some((count) => count >= 7 && count <= 12) ? BOARD_WIDTH_FIVES : BOARD_WIDTH)

/** Any diagram's print width: seeds drawn in fives (7 to 12 in a hole) need the wider board to stay 1.8 mm across. */
export const diagramPrintWidth = (diagram: Diagram): number => (diagram.view.holes.some((hole) => hole.count !== null && hole.count >= 7 && hole.count <= 12) ? BOARD_WIDTH_FIVES : BOARD_WIDTH)

/**
 * One exercise, never split across pages: the start diagram on the left; on its right the number,
 * title and question, the blank board when the board is asked, and as many answer places as the
 * diagram's height leaves room for; the other places in rows across the page under it, then the
 * writing lines of a "Pourquoi ?".
 */
function exerciseBlock(context: KitContext, exercise: CheckedExercise, number: number, width: number, _pageHeight: number, sheet?: Sheet): Block {
  const { doc, strings } = context
  // "Avant … = après … + prises …" holds the seeds taken: no second box for them unless a question asks for the number.
  const places = placesOnSheet(exercise.answers, exercise.question)
    .map((answer) => answerPlace(doc, strings, context.lang, answer, exercise))
    .filter((place): place is Place => place !== null)
  // The pupil's row at the bottom: the side to move at the start (all of an exercise's boards alike).
  // The sheet says it once ("your row is at the bottom") and "Tu joues Nord" where it matters, so the
  // picture need not spend a line on whose turn it is.
  const turned = { bottom: pupilAtBottom(context, exercise) }
  const start = context.pupilDiagrams.position(exercise.start, { ...turned, quiet: true })
  const withBoard = exercise.answers.some((answer) => answer.name === 'board')
  const diagramWidth = startWidth(exercise)
  const diagramHeight = start.height(diagramWidth)
  const columnX = diagramWidth + GAP
  const columnWidth = width - columnX
  const outside = start.outside(diagramWidth)
  const outsideText = outside ? [outside.caption, outside.legend].filter(Boolean).join(' ') : ''
  const outsideHeight = outsideText ? measureText(doc, outsideText, diagramWidth, { size: 9, lineGap: 0.5 }) + mm(1) : 0
  const diagramBottom = diagramHeight + outsideHeight

  // The blank board, under the question, as wide as the column (never under BLANK_WIDTH: then across the page).
  const blank = withBoard ? context.pupilDiagrams.blank(exercise.start, { ...turned, quiet: true }) : null
  const boardCaption = strings.text(exercise.moves.length > 1 ? 'worksheet.places.boardAfterMoves' : 'worksheet.places.board')
  const blankBeside = blank !== null && columnWidth >= BLANK_WIDTH
  const blankWidth = BLANK_WIDTH
  const captionHeight = blank ? measureText(doc, boardCaption, blankWidth, { ...PLACE_STYLE, font: 'bold' }) + mm(1) : 0
  const blankHeight = blank ? captionHeight + blank.height(blankWidth) : 0

  // The self-check code (issue 23), and the room the sheet keeps for it: the largest code this
  // exercise can have on this sheet, whatever its number.
  const room = context.selfCheck && sheet ? context.selfCheck.room(exercise, sheet) : null
  const side = room ? qrSide(room) : 0
  const quiet = room ? qrQuiet() : 0
  // A quiet zone needs white, not room of its own: the top of the code's may lie in the white above
  // the exercise (the space between exercises, or under the page's header), and its right side in
  // the page's margin, where nothing is ever printed. The dark modules stay inside the frame.
  const topQuiet = Math.max(0, quiet - EXERCISE_SPACE)
  // The width a code takes from the column at the right edge: its dark square and its left quiet zone.
  const footprint = side - quiet

  const fitting = places.findIndex((place) => !place.fullWidth && place.minWidth > columnWidth)
  const mostBeside = fitting === -1 ? places.length : fitting
  const blankUnder = blank !== null && !blankBeside ? blankHeight + ROW_GAP : 0
  // The question as set beside a code: all of it narrower (the code in the top-right corner), from
  // its line `line` on (the code beside its last lines), or not at all (-1).
  const intros = new Map<number, ReturnType<typeof introParagraph>>()
  const introOf = (line: number) => {
    let intro = intros.get(line)
    if (!intro)
      intros.set(line, (intro = line < 0 ? introParagraph(context, exercise, number, columnWidth) : introParagraph(context, exercise, number, columnWidth, { line, width: columnWidth - footprint })))
    return intro
  }

  /**
   * The exercise laid out with `count` places beside the diagram and the code (if any) at one of
   * three places: the top-right corner, the question wrapping beside it; beside the question's
   * last lines from its line `line` on (set narrower there) or under it; in both, the places under
   * it drawn narrower or moved down as far as they reach its side; or the lowest white room of the
   * right edge, among the places as they are. Beside the diagram, the first places in their order;
   * the rest in rows across the whole width under it, then the writing lines.
   */
  const layout = (count: number, code: { readonly at: CodePlacement; readonly line: number } | null) => {
    const at = code?.at ?? null
    const topRight = at === 'top-right' || at === 'under-question'
    const narrowWidth = columnWidth - footprint
    const intro = introOf(at === 'top-right' ? 0 : at === 'under-question' ? code!.line : -1)
    // Beside the question, the code's top right under the last line that reaches its column (the
    // lines after it are set narrower, and a question's last line is often short).
    const codeTop = topRight
      ? Math.max(
          topQuiet,
          ...intro
            .ink()
            .filter((ink) => ink.x1 > narrowWidth + 0.01)
            .map((ink) => ink.y1 + quiet),
        )
      : 0
    const codeBottom = topRight ? codeTop + side - quiet : 0
    const blankTop = intro.height + mm(1.5) + (topRight && blankBeside ? Math.max(0, codeBottom - intro.height - mm(1.5)) : 0)
    const columnTop = blankTop + (blankBeside ? blankHeight + mm(1.5) : 0)
    const beside = places.slice(0, count)
    const rest = places.slice(count)
    // The places in their order: what is not beside goes under, writing lines last.
    const under = [...rest.filter((place) => !place.fullWidth), ...rest.filter((place) => place.fullWidth)]
    const rows = stackRows(beside, columnWidth)
    // Beside the code, each row that would touch it is drawn narrower (its label wrapped, writing
    // lines shortened) when that costs less height than moving it under the code; the first row
    // that cannot goes under the code, and the rows after it follow.
    let push: { row: number; by: number } | null = null
    const narrow: number[] = []
    let shift = 0
    if (topRight)
      for (const [index, row] of rows.entries()) {
        const top = columnTop + row.top + shift
        if (top >= codeBottom || row.right <= narrowWidth) continue
        const grows = row.heightAt(narrowWidth) - row.height
        const under = codeBottom - top
        if (grows < under - 0.01) {
          narrow.push(index)
          shift += grows
          continue
        }
        push = { row: index, by: under }
        shift += under
        break
      }
    const around = topRight ? { narrow, narrowWidth, push, codeBottom: codeBottom - columnTop } : null
    const stackBottom = rows.length > 0 ? rows[rows.length - 1]!.top + rows[rows.length - 1]!.height + shift : 0
    const columnHeight = columnTop + stackBottom
    // Under the code, the next exercise's space (EXERCISE_SPACE) or a row under the diagram (ROW_GAP) is white too.
    const topHeight = Math.max(diagramBottom, columnHeight, codeBottom - (under.length > 0 || blankUnder > 0 ? ROW_GAP : EXERCISE_SPACE))
    const underHeight = blankUnder + (under.length > 0 ? ROW_GAP + stackHeight(under, width) : 0)
    const height = topHeight + underHeight
    const placed: CodeAt | null = !room
      ? null
      : topRight
        ? { x: width - footprint + quiet, y: codeTop, grows: 0, at: at as CodePlacement }
        : codeAtRightEdge(side, quiet, topQuiet, width, height, [
            ...intro.ink().map((ink) => ({ ...ink, x0: ink.x0 + columnX, x1: ink.x1 + columnX })),
            { x0: 0, y0: 0, x1: diagramWidth, y1: diagramBottom },
            ...(blank && blankBeside ? [{ x0: columnX, y0: blankTop, x1: columnX + BLANK_WIDTH, y1: blankTop + blankHeight }] : []),
            ...stackInk(beside, columnX, columnTop, columnWidth),
            ...(blankUnder > 0 ? [{ x0: 0, y0: topHeight + ROW_GAP, x1: BLANK_WIDTH, y1: topHeight + blankUnder }] : []),
            ...stackInk(under, 0, topHeight + ROW_GAP + blankUnder, width),
          ])
    return { intro, blankTop, beside, under, around, topHeight, codeAt: placed, total: height + (placed?.grows ?? 0), placement: code }
  }
  // How many places go beside is the count that makes the exercise shortest: a column running a
  // little below the diagram costs less paper than one more row under it (ties: more beside,
  // nearer the question). At least one when nothing else is beside. The code's place is chosen
  // with it, in the order of preference below.
  const fewest = mostBeside > 0 && !blankBeside ? 1 : 0
  const questionLines = introOf(-1).lineCount
  // The code's places in the order preferred when they cost the same height: at the right edge
  // among the places as they are (beside the answers, where the guide says it is); under the
  // question, the fewest of its lines set narrower first; in the top-right corner, the whole
  // question narrower. A later one only when it saves at least NARROWER_SAVES: a question cut
  // into short lines reads worse (a cold read), and is worth it only for real room.
  const placements: ({ readonly at: CodePlacement; readonly line: number } | null)[] = room
    ? [{ at: 'right', line: 0 }, ...Array.from({ length: questionLines }, (_, index) => ({ at: 'under-question' as const, line: questionLines - index })), { at: 'top-right', line: 0 }]
    : [null]
  let chosen = layout(Math.min(fewest, mostBeside), placements[0]!)
  for (const placement of placements)
    for (let count = Math.min(fewest, mostBeside); count <= mostBeside; count++) {
      const candidate = layout(count, placement)
      // Within one place, ties go to more beside.
      const same = candidate.placement === chosen.placement
      if (candidate.total < chosen.total - (same ? 0.01 : NARROWER_SAVES) || (same && candidate.total <= chosen.total + 0.01)) chosen = candidate
    }
  const { intro, blankTop, beside, under, around, topHeight, codeAt } = chosen

  // With a board to fill in, another arrangement: the question across the page, the start board and
  // the board to fill in side by side under it, the other places under both or under the start
  // board alone. Chosen when it is shorter (it usually is: the blank board no longer stacks under
  // the question). With a code, the code takes its place in it too (codeAtRightEdge), or stands in
  // the top-right corner with the question wrapping beside it and the board to fill in under it.
  const sideBySide =
    blank !== null && diagramWidth + GAP + BLANK_WIDTH <= width
      ? (room ? (['right', 'top-right'] as const) : [null])
          .flatMap((at) =>
            // Under the start board only when every place fits its width.
            (places.every((place) => place.narrowest <= diagramWidth) ? (['both', 'start'] as const) : (['both'] as const)).map((under) =>
              boardsSideBySide(context, exercise, number, width, start, blank, diagramWidth, places, outsideText, room && at ? { side, quiet, topQuiet, at } : null, under),
            ),
          )
          // The question across the page unless the corner saves NARROWER_SAVES.
          .reduce((best, candidate) => (candidate.height < best.height - (candidate.codeAt?.at === 'top-right' && best.codeAt?.at !== 'top-right' ? NARROWER_SAVES : 0.01) ? candidate : best))
      : null
  const besideBoards = sideBySide !== null && sideBySide.height < chosen.total - 0.01 ? sideBySide : null
  // The code itself is made when the block is placed or drawn, not when a sheet's order is packed
  // (heights only, for three kinds of code): a code smaller than its room keeps to the room's outer
  // edge, and to its top (beside or under the question) or its bottom; `square` is its square with
  // the quiet zone.
  const at = besideBoards ? besideBoards.codeAt : codeAt
  let made: { readonly code: { readonly qr: QrCode; readonly content: string }; readonly square: PrintedCode } | null | undefined
  const printed = () => {
    if (made === undefined) {
      const code = context.selfCheck && sheet && at ? context.selfCheck.code(exercise, { sheet, number, count: sheet.exercises.length }) : null
      made = code && at ? { code, square: printedCode(code, at, side) } : null
    }
    return made
  }
  return {
    height: besideBoards ? besideBoards.height : chosen.total,
    spaceBefore: EXERCISE_SPACE,
    exercise: exercise.id,
    get codes() {
      const code = printed()
      return code ? [code.square] : undefined
    },
    draw(d, x, y, tags) {
      if (besideBoards) besideBoards.draw(d, x, y, tags)
      else drawStacked(d, x, y, tags)
      const code = printed()
      if (code) tags.figure(strings.text('selfCheck.alt', { number }), () => drawQrCode(d, code.code.qr, x + code.square.x, y + code.square.y))
    },
  }

  function drawStacked(d: KitContext['doc'], x: number, y: number, tags: PageTagger): void {
    context.pupilDiagrams.draw(d, start, x, y, diagramWidth, tags)
    if (outsideText) tags.paragraph(() => drawText(d, outsideText, x, y + diagramHeight + mm(1), diagramWidth, { size: 9, lineGap: 0.5 }))
    intro.draw(d, x + columnX, y, tags)
    let cursor = y + intro.height + mm(1.5)
    const drawBlank = (bx: number, by: number) => {
      tags.paragraph(() => drawText(d, boardCaption, bx, by, blankWidth, { ...PLACE_STYLE, font: 'bold' }))
      context.pupilDiagrams.draw(d, blank!, bx, by + captionHeight, blankWidth, tags)
    }
    if (blank && blankBeside) {
      drawBlank(x + columnX, y + blankTop)
      cursor = y + blankTop + blankHeight + mm(1.5)
    }
    drawStack(d, beside, x + columnX, cursor, columnWidth, tags, around)
    let underY = y + topHeight + ROW_GAP
    if (blank && !blankBeside) {
      drawBlank(x, underY)
      underY += blankHeight + ROW_GAP
    }
    if (under.length > 0) drawStack(d, under, x, underY, width, tags)
  }
}

/**
 * An exercise whose boards stand side by side: question, then the start board and the board to fill
 * in, then the other places. With a self-check code: at the right edge where it costs least height
 * (`right`, beside the places under the boards most often), or in the top-right corner, the
 * question wrapping beside it and the board to fill in moved down under it (`top-right`).
 */
function boardsSideBySide(
  context: KitContext,
  exercise: CheckedExercise,
  number: number,
  width: number,
  start: Diagram,
  blank: Diagram,
  diagramWidth: number,
  places: readonly Place[],
  outsideText: string,
  code: { readonly side: number; readonly quiet: number; readonly topQuiet: number; readonly at: 'right' | 'top-right' } | null,
  placesUnder: 'both' | 'start',
): { height: number; codeAt: CodeAt | null; draw: Block['draw'] } {
  const { doc, strings } = context
  const corner = code?.at === 'top-right'
  const intro = introParagraph(context, exercise, number, corner ? width - (code!.side - code!.quiet) : width)
  const caption = strings.text(exercise.moves.length > 1 ? 'worksheet.places.boardBesideMoves' : 'worksheet.places.boardBeside')
  const captionStyle: TextStyle = { ...PLACE_STYLE, font: 'bold' }
  const captionHeight = measureText(doc, caption, BLANK_WIDTH, captionStyle) + mm(1)
  const outsideHeight = outsideText ? measureText(doc, outsideText, diagramWidth, { size: 9, lineGap: 0.5 }) + mm(1) : 0
  const startTop = intro.height + mm(1.5)
  // In the corner, the code's square from the exercise's top (its quiet zone included), the board to
  // fill in under it; its caption stays beside the code when it is short enough.
  const codeBottom = corner ? code!.topQuiet + code!.side - code!.quiet : 0
  const captionBeside = corner && widthOfText(doc, caption, captionStyle) <= BLANK_WIDTH - (code!.side - code!.quiet)
  const blankTop = corner && !captionBeside ? Math.max(startTop, codeBottom) : startTop
  const blankBoardTop = Math.max(blankTop + captionHeight, codeBottom)
  const startBottom = startTop + start.height(diagramWidth) + outsideHeight
  const blankBottom = blankBoardTop + blank.height(BLANK_WIDTH)
  const boardsBottom = Math.max(startBottom, blankBottom)
  // The places across the page under both boards, or under the start board only, beside the board
  // to fill in (which is taller: it is wider, and lower when a code stands above it).
  const placesTop = (placesUnder === 'start' ? startBottom : boardsBottom) + ROW_GAP
  const placesWidth = placesUnder === 'start' ? diagramWidth : width
  const height = places.length > 0 ? Math.max(boardsBottom, placesTop + stackHeight(places, placesWidth)) : boardsBottom
  const codeAt: CodeAt | null = !code
    ? null
    : corner
      ? { x: width - code.side + 2 * code.quiet, y: code.topQuiet, grows: 0, at: 'top-right' }
      : codeAtRightEdge(code.side, code.quiet, code.topQuiet, width, height, [
          ...intro.ink(),
          { x0: 0, y0: startTop, x1: diagramWidth, y1: startBottom },
          { x0: width - BLANK_WIDTH, y0: blankTop, x1: width, y1: blankBottom },
          ...stackInk(places, 0, placesTop, placesWidth),
        ])
  return {
    height: height + (codeAt?.grows ?? 0),
    codeAt,
    draw(d, x, y, tags) {
      intro.draw(d, x, y, tags)
      context.pupilDiagrams.draw(d, start, x, y + startTop, diagramWidth, tags)
      if (outsideText) tags.paragraph(() => drawText(d, outsideText, x, y + startTop + start.height(diagramWidth) + mm(1), diagramWidth, { size: 9, lineGap: 0.5 }))
      const blankX = x + width - BLANK_WIDTH
      tags.paragraph(() => drawText(d, caption, blankX, y + blankTop, BLANK_WIDTH, captionStyle))
      context.pupilDiagrams.draw(d, blank, blankX, y + blankBoardTop, BLANK_WIDTH, tags)
      if (places.length > 0) drawStack(d, places, x, y + placesTop, placesWidth, tags)
    },
  }
}

/** How much height a place of the code that sets more of the question narrower must save to be chosen (points). */
const NARROWER_SAVES = mm(2)

/** Where an exercise's code may go, all at the right edge of the exercise, inside the page's frame (tried in the order `exerciseBlock` prefers them). */
type CodePlacement = 'top-right' | 'under-question' | 'right'

/** The code's dark square: its top-left within the exercise, the height it adds, and where it is. */
interface CodeAt {
  readonly x: number
  readonly y: number
  readonly grows: number
  readonly at: CodePlacement
}

/** A rectangle of ink within an exercise, from its top-left: a code and its quiet zone keep clear of it. */
interface Ink {
  readonly x0: number
  readonly y0: number
  readonly x1: number
  readonly y1: number
}

/** The rows of a stack of places as ink: each as wide as its places reach (a row of boxes leaves white on its right). */
function stackInk(places: readonly Place[], x: number, top: number, width: number): Ink[] {
  return stackRows(places, width).map((row) => ({ x0: x, y0: top + row.top, x1: x + row.right, y1: top + row.top + row.height }))
}

/**
 * A code against the exercise's right edge, its dark modules inside the frame (the right side of its
 * quiet zone in the page's margin), at the lowest place where the code and its quiet zone touch no ink — beside the answer places, the corner a child finds
 * when done. When nowhere is white enough, under the lowest ink in its way, and the exercise grows
 * by what it needs. Under the code the next exercise's space (EXERCISE_SPACE) is white too.
 */
function codeAtRightEdge(side: number, quiet: number, topQuiet: number, width: number, height: number, inks: readonly Ink[]): CodeAt {
  const dark = side - 2 * quiet
  const x = width - side + 2 * quiet
  const across = inks.filter((ink) => ink.x1 > x - quiet + 0.01 && ink.x0 < x + dark + quiet - 0.01)
  const below = Math.max(0, quiet - EXERCISE_SPACE)
  const clear = (top: number) => across.every((ink) => top + dark + quiet <= ink.y0 + 0.01 || top - quiet >= ink.y1 - 0.01)
  const candidates = [topQuiet, height - below - dark, ...across.flatMap((ink) => [ink.y1 + quiet, ink.y0 - quiet - dark])].filter((top) => top >= topQuiet - 0.01 && clear(top))
  let chosen = { top: Infinity, grows: Infinity }
  for (const top of candidates) {
    const grows = Math.max(0, top + dark + below - height)
    if (grows < chosen.grows - 0.01 || (Math.abs(grows - chosen.grows) <= 0.01 && top > chosen.top)) chosen = { top, grows }
  }
  return { x, y: chosen.top, grows: chosen.grows, at: 'right' }
}

/**
 * Where the code is drawn within the room kept for the exercise's largest code: a smaller code keeps
 * to the room's right edge, and to its top (beside or under the question) or its bottom. The square
 * returned is the code with its quiet zone.
 */
function printedCode(code: { readonly qr: QrCode; readonly content: string }, at: CodeAt, roomSide: number): PrintedCode {
  const quiet = qrQuiet()
  const shrink = roomSide - qrSide(code.qr)
  const darkY = at.y + (at.at === 'top-right' || at.at === 'under-question' ? 0 : shrink)
  return { x: at.x + shrink - quiet, y: darkY - quiet, side: qrSide(code.qr), content: code.content }
}
