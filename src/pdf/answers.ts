import { inkOf } from './document.js'
import type { MoveReport, Outcome, Side } from '../engine/index.js'
import { HOLES, boardSeeds, opposite, rowSeeds } from '../engine/index.js'
import type { Answer } from '../exercise/answers.js'
import { shortAnswer } from '../exercise/answers.js'
import type { CheckedExercise } from '../exercise/index.js'
import { STYLE } from './blocks.js'
import { commonWrongAnswers, placeLabel, placeWrongAnswers, shortWordsOf } from './mistake-lines.js'
import type { Diagram } from './diagrams.js'
import { columnOf, placeOf } from '../render/layout.js'
import type { LegendKey } from '../render/strings.js'
import type { TextStyle } from './draw.js'
import { drawText, measureText, widthOfText } from './draw.js'
import type { Block } from './flow.js'
import { pageContent, paginate } from './flow.js'
import type { KitContext } from './kit.js'
import type { PlannedPage } from './page.js'
import { portraitFrame } from './page.js'
import { mm } from './paper.js'
import type { Sheet } from '../kit/sheets.js'
import { diagramPrintWidth, pupilAtBottom, sheetTitle } from './worksheet.js'
import { signed as signedNumber } from '../words.js'

/**
 * The answer key, sheet by sheet, on pages of its own: a quick-correction grid of every short answer,
 * then each exercise whole on one page — the engine's answer diagram, the answer to every place the
 * pupil filled in, the facts of the move and the author's explanation. Every number here is read from
 * the engine's reports, computed at build time.
 */
export function planAnswers(context: KitContext, sheets: readonly Sheet[]): PlannedPage[] {
  const frame = portraitFrame(context.paper)
  const blocks: Block[] = []
  // The versions of one sheet share one key: their grids side by side in one table, then each version's exercises.
  let lesson: number | null = null
  const sheetOfPart = new Map<string, Sheet>()
  for (const group of groupVersions(sheets)) {
    sheetOfPart.set(keyHeading(context, group[0]!), group[0]!)
    const number = group[0]!.lesson?.number ?? null
    // Each lesson's key starts a page (the teacher prints one lesson's key); its levels follow on.
    const lessonStarts = blocks.length === 0 || number !== lesson
    blocks.push(...sheetKey(context, group, frame.width, blocks.length > 0 && number !== lesson, lessonStarts))
    lesson = number
  }
  const pages = paginate(blocks, frame)
  // Whose key a page holds, said in the footer: every sheet with a block on the page (a page may
  // begin mid-lesson, or hold the end of level 1 and the start of level 2: "niveaux 1 et 2").
  const keyOf = (placed: (typeof pages)[number]) => {
    const onPage = [...new Set(placed.map(({ block }) => block.part).filter((part): part is string => part !== undefined))]
    if (onPage.length <= 1) return onPage[0] ?? null
    const sheetsOnPage = onPage.map((part) => sheetOfPart.get(part)!)
    const lessonOf = sheetsOnPage[0]!.lesson
    if (lessonOf === null || sheetsOnPage.some((sheet) => sheet.lesson !== lessonOf)) return onPage.join(' · ')
    const levels = sheetsOnPage.map((sheet) => sheet.level)
    return context.strings.text('answers.sheetTitle', {
      sheet: context.strings.text('answers.footerLevels', {
        lesson: context.strings.text('worksheet.sheetTitleLesson', { number: lessonOf.number, lesson: context.strings.typeset(lessonOf.title[context.lang]) }),
        levels: context.strings.joinList(levels.map(String)),
      }),
    })
  }
  return pages.map((placed, index) => ({
    orientation: 'portrait' as const,
    footerNote: keyOf(placed),
    ...(placed[0]?.block.lessonStart ? { lessonStart: placed[0].block.lessonStart } : {}),
    content: pageContent(placed, frame, index === pages.length - 1 || pages[index + 1]![0]!.block.pageBreakBefore === true),
    draw(doc, tags) {
      for (const { block, y } of placed) block.draw(doc, frame.x, y, tags)
    },
  }))
}

function groupVersions(sheets: readonly Sheet[]): Sheet[][] {
  const groups: Sheet[][] = []
  for (const sheet of sheets) {
    const last = groups[groups.length - 1]
    if (last && sheet.version !== null && last[0]!.version !== null && last[0]!.lesson === sheet.lesson && last[0]!.level === sheet.level && last[0]!.kind === sheet.kind) last.push(sheet)
    else groups.push([sheet])
  }
  return groups
}

// Andika sets lines 1.6 em apart (made for beginning readers); the teacher's pages read well closer:
// the facts and the explanation 1.18 em apart, a book's leading (the key keeps to 0.5 page an exercise so).
const FACT_STYLE: TextStyle = { size: 9.5, lineGap: -4 }
const FACT_BOLD: TextStyle = { ...FACT_STYLE, font: 'bold' }
const EXPLAIN_STYLE: TextStyle = { size: 9.5, lineGap: -4 }
const GRID_STYLE: TextStyle = { size: 10.5, lineGap: -3 }
/** The wrong answers under an answer: smaller, and in the soft tone, apart from the right one. */
const MISTAKE_STYLE: TextStyle = { size: 8.5, lineGap: -3, tone: 'soft' }
const GAP = mm(3.5)
const FACT_SPACING = mm(0.8)

/** The heading of a sheet's key, also the footer's name for its pages. */
const keyHeading = (context: KitContext, sheet: Sheet): string => context.strings.text('answers.sheetTitle', { sheet: sheetTitle(context, sheet) })

/** A sheet's key: heading (on a new page), the teacher's objective, the quick grid, the exercises. */
function sheetKey(context: KitContext, group: Sheet[], width: number, newPage: boolean, lessonStarts: boolean): Block[] {
  const { doc, strings } = context
  const first = group[0]!
  const heading = keyHeading(context, first)
  const part = heading
  const blocks: Block[] = [
    {
      part,
      ...(first.lesson ? { lessonStart: { lesson: first.lesson.number, level: first.level, part: 'key' as const } } : {}),
      ...(newPage ? { pageBreakBefore: true } : {}),
      height: measureText(doc, heading, width, { font: 'bold', size: 15 }),
      // A new sheet's key follows the previous one on the same page (the teacher prints the key
      // once), kept with its objective, its grid and its first exercise.
      spaceBefore: mm(10),
      keepWithNext: true,
      draw: (d, x, y, tags) => tags.heading(() => drawText(d, heading, x, y, width, { font: 'bold', size: 15 })),
    },
  ]
  // The lesson's objective and how to read the wrong answers: once a lesson, at its first level's key
  // (the levels follow on); a sheet of no lesson says the kit's warning.
  if (lessonStarts || !first.lesson) {
    const note = first.lesson ? strings.text('answers.objective', { text: strings.typeset(first.lesson.objective[context.lang]) }) : strings.text('answers.warning')
    blocks.push({ ...textBlock(context, note, width, { size: 10, lineGap: 1, tone: 'soft' }, mm(1.5)), keepWithNext: true, part })
    blocks.push({ ...textBlock(context, strings.text('answers.mistakesLegend'), width, { ...MISTAKE_STYLE, lineGap: 1 }, mm(1)), keepWithNext: true, part })
  }
  // The grid stays with its heading; the exercises may begin on the next page.
  blocks.push({ ...gridBlock(context, group, width), part })
  // The marks of the diagrams, once for the sheet, under its grid.
  const legend = context.keyDiagrams.legend(legendKeysOf(group.flatMap((sheet) => sheet.exercises)), width, LEGEND_PT, 'start')
  if (legend) blocks.push({ height: legend.height, spaceBefore: mm(1.5), part, draw: (d, x, y, tags) => legend.draw(d, x, y, tags) })
  for (const sheet of group) sheet.exercises.forEach((exercise, index) => blocks.push({ ...exerciseKey(context, exercise, `${sheet.version ?? ''}${index + 1}`, width), part }))
  return blocks
}

/** The key's legend: a little larger than a diagram's own (7 pt), as it is printed once for several. */
const LEGEND_PT = 8

/** The marks the sheet's diagrams show: a move's origin, order and last hole; captures, a cancelled grand slam, playable holes when there are some. */
function legendKeysOf(exercises: readonly CheckedExercise[]): LegendKey[] {
  const reports = exercises.flatMap((exercise) => exercise.reports)
  return [
    ...(reports.length > 0 ? (['origin', 'order', 'last'] as const) : []),
    ...(reports.some((report) => report.capturedHoles.length > 0) ? (['captured'] as const) : []),
    ...(reports.some((report) => report.grandSlamCancelled) ? (['cancelled'] as const) : []),
    ...(exercises.some((exercise) => exercise.task === 'legal') ? (['playable'] as const) : []),
  ]
}

function textBlock(context: KitContext, text: string, width: number, style: TextStyle, spaceBefore: number): Block {
  return {
    height: measureText(context.doc, text, width, style),
    spaceBefore,
    draw: (d, x, y, tags) => tags.paragraph(() => drawText(d, text, x, y, width, style)),
  }
}

/** "dernière graine : E" — the key of one place in a few words; null for a board or a sentence (see the diagram, the explanation). */
function shortLine(context: Pick<KitContext, 'strings' | 'lang'>, answer: Answer): string | null {
  if (answer.key.kind === 'board' || answer.key.kind === 'sentence') return null
  // The seed count as its boxes read on the sheet, each number after its word: « avant 9 = après 2 + prises 7 ».
  if (answer.key.kind === 'count') return context.strings.text('answers.countLine', answer.key)
  return labelled(context, placeLabel(context.strings, answer), shortAnswer(answer, shortWordsOf(context.strings)))
}

/** "label : value" in French, "label: value" in English. */
const labelled = (context: Pick<KitContext, 'strings' | 'lang'>, label: string, value: string): string => context.strings.typeset(`${label}${context.lang === 'fr' ? ' : ' : ': '}${value}`)

/**
 * A place's key in the quick grid: as `shortLine`, and a board as one line (the exercise's own key
 * draws it), its holes in the order the pupil's sheet prints them (`bottom`: the side drawn at its
 * bottom), then the stores when seeds were taken: the teacher reads a pupil's board along one line.
 * The pupil's self-check code says the same.
 */
export function gridLine(context: Pick<KitContext, 'strings' | 'lang'>, answer: Answer, bottom: Side): string | null {
  if (answer.key.kind === 'board') return gridBoardLine(context, printedRows(answer.key.board, bottom).join(' · '), answer.key.stores)
  return shortLine(context, answer)
}

/**
 * A board's holes as the pupils' sheet prints them, each with its count: its top row left to right
 * (« L4 K4 J4 I4 H4 G5 » when South is at the bottom), then its bottom row (« A4 B4 C0 D5 E5 F5 »).
 */
export function printedRows(board: readonly number[], bottom: Side): [string, string] {
  const row = (place: 'top' | 'bottom') =>
    HOLES.map((hole, index) => ({ hole, index }))
      .filter(({ index }) => placeOf(index, bottom) === place)
      .sort((a, b) => columnOf(a.index, bottom) - columnOf(b.index, bottom))
      .map(({ hole, index }) => `${hole}${board[index]}`)
      .join(' ')
  return [row('top'), row('bottom')]
}

/** « plateau : A0 B5 … · réserves : Sud 2, Nord 0 »: a board's holes as given, then the stores when seeds were taken (none: `null`). */
export function gridBoardLine(context: Pick<KitContext, 'strings' | 'lang'>, holes: string, stores: { readonly south: number; readonly north: number } | null): string {
  const takes = stores !== null && stores.south + stores.north > 0 ? ` · ${labelled(context, context.strings.text('answers.short.stores'), context.strings.text('answers.sidesValue', stores))}` : ''
  return labelled(context, context.strings.text('answers.short.board'), `${holes}${takes}`)
}

/** A best move's value in words: "0 graines de plus" read wrong, and a loss is not a gain. */
function gainWords(context: KitContext, value: number): string {
  const n = Math.abs(value)
  const key = value === 0 ? 'even' : value > 0 ? (n === 1 ? 'moreOne' : 'more') : n === 1 ? 'lessOne' : 'less'
  return context.strings.text(`answers.gain.${key}`, { n })
}

/** The quick-correction grid: one row per exercise (per version), its short answers in one line. */
function gridBlock(context: KitContext, group: Sheet[], width: number): Block {
  const { doc, strings } = context
  const title = strings.text('answers.grid')
  const rows = group.flatMap((sheet) =>
    sheet.exercises.map((exercise, index) => ({
      number: `${sheet.version ?? ''}${index + 1}`,
      text:
        exercise.answers
          .flatMap((answer, place) => {
            const line = gridLine(context, answer, pupilAtBottom(context, exercise))
            if (line === null) return []
            const wrong = commonWrongAnswers(strings, exercise, place, 1)
            return [wrong.length > 0 ? `${line} ${strings.text('answers.gridWrong', { answers: wrong.join(', ') })}` : line]
          })
          .join(' · ') || strings.text('answers.see'),
    })),
  )
  const numberWidth = mm(9)
  const textWidth = width - numberWidth - mm(2)
  const heights = rows.map((row) => measureText(doc, row.text, textWidth, GRID_STYLE) + mm(1.4))
  const titleHeight = measureText(doc, title, width, { font: 'bold', size: 12 }) + mm(1.5)
  return {
    height: titleHeight + heights.reduce((sum, h) => sum + h, 0) + mm(1),
    spaceBefore: mm(3),
    draw: (d, x, y, tags) => {
      tags.heading(() => drawText(d, title, x, y, width, { font: 'bold', size: 12 }))
      let cursor = y + titleHeight
      rows.forEach((row, index) => {
        // Every other row on a light band; in black ink a hairline between rows instead (no grey to copy).
        const tint = inkOf(d).page.tint
        if (tint && index % 2 === 0)
          tags.artifact(() =>
            d
              .save()
              .rect(x, cursor - mm(0.5), width, heights[index]!)
              .fill(tint)
              .restore(),
          )
        if (!tint && index > 0)
          tags.artifact(() =>
            d
              .save()
              .lineWidth(0.3)
              .moveTo(x, cursor - mm(0.5))
              .lineTo(x + width, cursor - mm(0.5))
              .stroke(inkOf(d).page.hairline)
              .restore(),
          )
        tags.paragraph(() => {
          drawText(d, row.number, x + mm(1), cursor + mm(0.2), numberWidth, { ...GRID_STYLE, font: 'bold' })
          drawText(d, row.text, x + numberWidth + mm(1), cursor + mm(0.2), textWidth, GRID_STYLE)
        })
        cursor += heights[index]!
      })
      tags.artifact(() =>
        d
          .save()
          .lineWidth(0.6)
          .rect(x, y + titleHeight - mm(0.5), width, cursor - y - titleHeight)
          .stroke(inkOf(d).page.rule)
          .restore(),
      )
    },
  }
}

/** The seed count a class checks after each move (seed 003): before = on the board after + taken. */
export function seedCount(report: MoveReport): { before: number; after: number; captured: number } {
  const before = boardSeeds(report.before.board)
  const after = boardSeeds(report.after.board)
  // The engine conserves seeds (a property test); printing a key where this fails would teach a wrong rule.
  if (before !== after + report.captured) throw new Error(`seed count broken by move ${report.move}: ${before} ≠ ${after} + ${report.captured}`)
  return { before, after, captured: report.captured }
}

/**
 * The move in words: the sowing, a grand slam cancelled, the seed count. A fact already given as the answer to one of the pupil's places (in bold above it)
 * is not said twice.
 */
function moveFacts(context: KitContext, report: MoveReport, asked: ReadonlySet<string> = new Set()): string[] {
  const s = context.strings
  const facts: string[] = []
  // The diagram numbers the sown holes; in words only where the pupil writes the board or goes round.
  if (asked.has('board') || report.laps > 0) facts.push(s.text('answers.sowing', { holes: report.sown.join(', ') }))
  // The last hole, the seeds taken and a cancelled grand slam are the diagram's caption (« Dernière
  // graine : H. Prise : 2 graines. », « Tout prendre ne compte pas : prise annulée. »), the holes
  // taken marked on it: not said again, unless asked (in bold above).
  const count = seedCount(report)
  if (!asked.has('count')) facts.push(s.text('answers.count', { ...count, count: report.captured }))
  // The board the pupil was asked to write is the quick grid's line, hole by hole (A4 B4 C0 …), and the diagram: not a third time here.
  return facts
}

/** Why the game ended, in words that are true of the position: "cannot feed" when the side has seeds, "cannot play" when it has none. */
function endReason(context: KitContext, outcome: Outcome, turn: Side, board: readonly number[]): string {
  const s = context.strings
  const side = (name: Side) => s.text(`sides.${name}`)
  if (outcome.reason === 'store-majority') return s.text('answers.reasons.store-majority', { side: side(outcome.score.south > outcome.score.north ? 'south' : 'north') })
  if (outcome.reason === 'no-legal-move')
    return rowSeeds(board, turn) === 0 ? s.text('answers.reasons.no-seed', { side: side(turn) }) : s.text('answers.reasons.no-legal-move', { side: side(turn), other: side(opposite(turn)) })
  return s.text(`answers.reasons.${outcome.reason}`)
}

function outcomeFacts(context: KitContext, exercise: CheckedExercise, outcome: Outcome | null): string[] {
  const s = context.strings
  const position = exercise.after
  if (outcome === null) return exercise.task === 'end' ? [`${s.text('answers.notOver')} ${s.text('answers.stores', position.stores)}`] : []
  const gathered = rowSeeds(position.board, 'south') + rowSeeds(position.board, 'north') > 0 && outcome.reason !== 'store-majority'
  const score = gathered
    ? s.text('answers.scoreAfterGathering', { south: position.stores.south, north: position.stores.north, finalSouth: outcome.score.south, finalNorth: outcome.score.north })
    : s.text('answers.score', outcome.score)
  // A reduced position does not draw the seeds captured before: no winner is named.
  return [
    [
      s.text('answers.over', { reason: endReason(context, outcome, position.turn, position.board) }),
      score,
      outcome.complete ? s.text(`answers.winner.${outcome.winner}`) : s.text('answers.noWinner'),
    ].join(' '),
  ]
}

/** The end is shown for end tasks, and for positions that hold every seed of the game. */
const shownOutcome = (exercise: CheckedExercise): Outcome | null => (exercise.task === 'end' || exercise.outcome?.complete ? exercise.outcome : null)

/** A move's value in the key: `C −7`, `D 3` (no plus sign). */
export const signed = (value: number): string => signedNumber(value, { plus: false })

interface Picture {
  readonly diagram: Diagram
  readonly title: string | null
  readonly facts: string[]
}

/**
 * The author's explanation states the seed count of the last move, with the engine's numbers: a line
 * that begins « Avant » / "Before" and whose numbers begin with before, after and taken (« Avant :
 * 14 graines sur le plateau. Après : 12 sur le plateau + 2 dans ma réserve = 14. »). The key then
 * does not say it a second time.
 */
function explanationStatesCount(context: KitContext, exercise: CheckedExercise): boolean {
  const report = exercise.reports[exercise.reports.length - 1]
  if (!report) return false
  const { before, after, captured } = seedCount(report)
  const opening = context.lang === 'fr' ? /^\s*avant\b/i : /^\s*before\b/i
  return exercise.explain[context.lang].split('\n').some((line) => {
    if (!opening.test(line)) return false
    const numbers = (line.match(/\d+/g) ?? []).map(Number)
    return numbers[0] === before && numbers[1] === after && numbers[2] === captured
  })
}

/** What the key draws for a task: diagrams with their facts, then facts about the whole exercise. */
function answerContent(context: KitContext, exercise: CheckedExercise): { pictures: Picture[]; facts: string[] } {
  const s = context.strings
  const render = context.keyDiagrams
  // What the key says already, in bold (the pupil's places) or elsewhere: not said again in the facts.
  const asked = new Set<string>(exercise.answers.map((answer) => answer.name))
  if (explanationStatesCount(context, exercise)) asked.add('count')
  // Every diagram of an exercise from the pupil's side, the one to move at the start (a sequence's
  // second move, by the other side, does not turn the board round).
  const turned = { bottom: pupilAtBottom(context, exercise) }
  switch (exercise.task) {
    case 'legal': {
      const legal = exercise.legal.length > 0 ? s.text('answers.legal', { holes: exercise.legal.join(', ') }) : s.text('answers.legalNone')
      return { pictures: [{ diagram: render.legal(exercise.start, turned), title: null, facts: [legal] }], facts: [] }
    }
    case 'best': {
      const best = exercise.best!
      const report = exercise.reports[0]!
      const others =
        Object.entries(best.values)
          .filter(([hole]) => hole !== best.move)
          .map(([hole, value]) => `${hole}\u00a0${signed(value!)}`) // a hole and its value never apart at a line's end
          .join(', ') || '—'
      const summary =
        best.criterion === 'capture'
          ? s.text('answers.bestCapture', { hole: best.move, value: signed(best.value), others })
          : best.criterion === 'end'
            ? s.text('answers.bestEnd', { hole: best.move, gain: gainWords(context, best.value), others })
            : s.text('answers.bestPlies', { hole: best.move, gain: gainWords(context, best.value), plies: best.criterion.plies, others })
      return { pictures: [{ diagram: render.answer(report, shownOutcome(exercise), turned), title: null, facts: [summary, ...moveFacts(context, report, asked)] }], facts: [] }
    }
    case 'play':
    case 'end': {
      const reports = exercise.reports
      const ending = shownOutcome(exercise)
      if (reports.length === 0) return { pictures: [{ diagram: render.position(exercise.start, turned), title: null, facts: outcomeFacts(context, exercise, exercise.outcome) }], facts: [] }
      // Every move of a short sequence gets its diagram; a long one (repetition) shows the last, the others in words.
      const drawn = reports.length <= 2 ? reports : reports.slice(-1)
      const inWords = reports.length <= 2 ? [] : reports
      const title = (report: MoveReport) => (reports.length > 1 ? s.text('answers.moveTitle', { index: reports.indexOf(report) + 1, side: s.text(`sides.${report.side}`), hole: report.move }) : null)
      return {
        pictures: drawn.map((report) => ({
          // The end of the game is said once, in the facts under the diagrams (outcomeFacts), not on the diagram too.
          diagram: render.answer(report, null, turned),
          title: title(report),
          // The places answer the last move: earlier moves keep all their facts.
          facts: moveFacts(context, report, report === reports[reports.length - 1] ? asked : new Set()),
        })),
        facts: [...sequenceFacts(context, inWords), ...outcomeFacts(context, exercise, ending)],
      }
    }
  }
}

function sequenceFacts(context: KitContext, reports: readonly MoveReport[]): string[] {
  if (reports.length === 0) return []
  const s = context.strings
  const moves = reports.map((report, index) => `${index + 1}. ${s.text(`sides.${report.side}`)} ${report.move}`).join(', ')
  const captures = reports
    .map((report, index) => ({ report, index }))
    .filter(({ report }) => report.captured > 0)
    .map(({ report, index }) => `${index + 1}. ${report.captured} (${report.capturedHoles.join(', ')})`)
  return [s.text('answers.sequence', { moves }), captures.length > 0 ? s.text('answers.sequenceCaptures', { captures: captures.join(', ') }) : s.text('answers.sequenceNoCapture')]
}

interface Paragraph {
  readonly text: string
  readonly style: TextStyle
  /** Space above it. */
  readonly gap: number
  /**
   * Under the figure, set on from the paragraph before (one of the explanation's lines after its
   * first): across the whole width a line each leaves most of the line white.
   */
  readonly runOn?: boolean
}

/**
 * Paragraphs beside a figure while the figure's height leaves room, then across the whole width
 * under it: the key's facts and explanation fill the space the diagram leaves, nothing is shrunk.
 */
function flowBeside(doc: KitContext['doc'], paragraphs: readonly Paragraph[], columnWidth: number, fullWidth: number, figureHeight: number) {
  const placed: { paragraph: Paragraph; beside: boolean; y: number; height: number }[] = []
  let y = 0
  let beside = true
  for (const paragraph of paragraphs) {
    const gap = placed.length === 0 ? 0 : paragraph.gap
    if (beside) {
      const height = measureText(doc, paragraph.text, columnWidth, paragraph.style)
      if (placed.length === 0 || y + gap + height <= figureHeight) {
        placed.push({ paragraph, beside: true, y: y + gap, height })
        y += gap + height
        continue
      }
      // The lines that still fit beside the figure stay there; the rest of the paragraph, and every
      // paragraph after it, goes under the figure (a page holds three exercises more often so).
      beside = false
      const cut = splitToFit(doc, paragraph, columnWidth, figureHeight - y - gap)
      // A cut that leaves as many lines under the figure as the whole paragraph would is no gain: the
      // whole paragraph goes there, rather than a stray end (« prise = 9. ») under the figure.
      const split = cut && measureText(doc, cut.tail.text, fullWidth, paragraph.style) < measureText(doc, paragraph.text, fullWidth, paragraph.style) ? cut : null
      if (split) {
        const height = measureText(doc, split.head.text, columnWidth, paragraph.style)
        placed.push({ paragraph: split.head, beside: true, y: y + gap, height })
        y += gap + height
      }
      const rest = split ? split.tail : paragraph
      y = Math.max(y, figureHeight) + (split ? mm(0.6) : mm(1.5))
      const first = measureText(doc, rest.text, fullWidth, rest.style)
      placed.push({ paragraph: rest, beside: false, y, height: first })
      y += first
      continue
    }
    const previous = placed[placed.length - 1]!
    if (paragraph.runOn && !previous.beside) {
      // The same paragraph, a sentence longer: it fills the white its last line left.
      const text = `${previous.paragraph.text} ${paragraph.text}`
      const height = measureText(doc, text, fullWidth, paragraph.style)
      placed[placed.length - 1] = { ...previous, paragraph: { ...previous.paragraph, text }, height }
      y += height - previous.height
      continue
    }
    const height = measureText(doc, paragraph.text, fullWidth, paragraph.style)
    placed.push({ paragraph, beside: false, y: y + gap, height })
    y += gap + height
  }
  return { placed, height: Math.max(y, figureHeight) }
}

/**
 * A paragraph cut between two words so that its first part is at most `room` high at `width`: the
 * most words that fit, and the rest; null when not even a line fits (or it all does not need cutting).
 */
function splitToFit(doc: KitContext['doc'], paragraph: Paragraph, width: number, room: number): { head: Paragraph; tail: Paragraph } | null {
  const words = paragraph.text.split(' ')
  if (words.length < 2 || measureText(doc, words[0]!, width, paragraph.style) > room) return null
  // The longest head that fits: heights grow with the words, so a binary search finds it.
  let low = 1
  let high = words.length - 1
  while (low < high) {
    const middle = Math.ceil((low + high) / 2)
    if (measureText(doc, words.slice(0, middle).join(' '), width, paragraph.style) <= room) low = middle
    else high = middle - 1
  }
  if (measureText(doc, words.slice(0, low).join(' '), width, paragraph.style) > room) return null
  // A word or two alone under the figure reads as a stray: three at least go there, or the whole paragraph.
  low = Math.min(low, words.length - 3)
  if (low < 1) return null
  return { head: { ...paragraph, text: words.slice(0, low).join(' ') }, tail: { ...paragraph, text: words.slice(low).join(' '), gap: 0 } }
}

/** One exercise of the key, whole (never split across pages). */
function exerciseKey(context: KitContext, exercise: CheckedExercise, number: string, width: number): Block {
  const { doc, strings } = context
  const content = answerContent(context, exercise)
  const title = `${number}. ${strings.typeset(exercise.title[context.lang])}`
  // The bank's reference, for the teacher (small, grey); a version's exercise drawn by the generator says so.
  const bankId = exercise.id.startsWith('gen-')
    ? strings.text('answers.generated', { theme: strings.text(`themes.${exercise.theme}`) })
    : strings.text('answers.bankId', { id: exercise.id, theme: strings.text(`themes.${exercise.theme}`) })
  const idStyle: TextStyle = { size: 8.5, tone: 'soft' }
  const idWidth = widthOfText(doc, bankId, idStyle) + mm(1)
  const titleStyle: TextStyle = { font: 'bold', size: 11.5, lineGap: -3 }
  const titleHeight = measureText(doc, title, width - idWidth - mm(3), titleStyle) + mm(1)
  // As wide as the widest of its diagrams needs (seeds in fives: 86 mm), the same for all of them
  // (not smaller: the diagram's seed counts are at 7 pt already, issue 10's floor).
  const diagramWidth = Math.max(...content.pictures.map((picture) => diagramPrintWidth(picture.diagram)))
  const columnX = diagramWidth + GAP
  const columnWidth = width - columnX
  // The answers the pupil wrote, in bold: what the teacher marks. Under each, smaller, the wrong
  // values a child's mistake gives there and the mistake each reveals. A place with no line of its
  // own (the board: the quick grid and the diagram give it) has its wrong values after, named.
  const wrong = placeWrongAnswers(strings, exercise, context.lang)
  const wrongAt = (place: number) => wrong.find((w) => w.place === place)?.text
  const answerLines: Paragraph[] = exercise.answers.flatMap((answer, place) => {
    const line = shortLine(context, answer)
    const under = wrongAt(place)
    return line === null ? [] : [{ text: line, style: FACT_BOLD, gap: FACT_SPACING }, ...(under ? [{ text: under, style: MISTAKE_STYLE, gap: 0 }] : [])]
  })
  for (const { place, text } of wrong)
    if (shortLine(context, exercise.answers[place]!) === null) answerLines.push({ text: labelled(context, placeLabel(strings, exercise.answers[place]!), text), style: MISTAKE_STYLE, gap: mm(0.3) })
  const explanation = strings
    .typeset(exercise.explain[context.lang])
    .split('\n')
    .filter((line) => line.trim() !== '')
  const last = content.pictures.length - 1
  const parts = content.pictures.map((picture, index) => {
    const paragraphs: Paragraph[] = [
      // The places answer the last move: beside its diagram (a cold read found the answers of Nord's
      // reply beside the diagram of the pupil's move).
      ...(index === last ? answerLines : []),
      ...picture.facts.map((text) => ({ text, style: FACT_STYLE, gap: FACT_SPACING })),
      // After the last diagram: how the game stands, then the author's explanation.
      ...(index === last ? content.facts.map((text) => ({ text, style: FACT_STYLE, gap: FACT_SPACING })) : []),
      ...(index === last ? explanation.map((text, line) => ({ text, style: EXPLAIN_STYLE, gap: line === 0 ? mm(2) : mm(0.6), runOn: line > 0 })) : []),
    ]
    // A caption the picture could not hold at this width is said in words, first.
    const outside = picture.diagram.outside(diagramWidth)
    if (outside) paragraphs.unshift(...[outside.caption, outside.legend].filter((text): text is string => Boolean(text)).map((text) => ({ text, style: FACT_STYLE, gap: FACT_SPACING })))
    const pictureTitle = picture.title ? measureText(doc, picture.title, width, FACT_BOLD) + mm(1) : 0
    const flow = flowBeside(doc, paragraphs, columnWidth, width, picture.diagram.height(diagramWidth))
    return { picture, pictureTitle, flow, height: pictureTitle + flow.height }
  })
  const height = titleHeight + parts.reduce((sum, part, index) => sum + part.height + (index > 0 ? mm(2) : 0), 0)
  return {
    height,
    spaceBefore: mm(3.5),
    exercise: exercise.id,
    draw: (d, x, y, tags) => {
      tags.artifact(() =>
        d
          .save()
          .lineWidth(0.5)
          .moveTo(x, y - mm(2.5))
          .lineTo(x + width, y - mm(2.5))
          .stroke(inkOf(d).page.hairline)
          .restore(),
      )
      tags.heading(() => drawText(d, title, x, y, width - idWidth - mm(3), titleStyle))
      tags.paragraph(() => drawText(d, bankId, x + width - idWidth, y + 2, idWidth, idStyle))
      let cursor = y + titleHeight
      parts.forEach((part, index) => {
        if (index > 0) cursor += mm(2)
        if (part.picture.title) tags.paragraph(() => drawText(d, part.picture.title!, x, cursor, width, FACT_BOLD))
        const top = cursor + part.pictureTitle
        context.keyDiagrams.draw(d, part.picture.diagram, x, top, diagramWidth, tags)
        for (const { paragraph, beside, y: at } of part.flow.placed)
          tags.paragraph(() => drawText(d, paragraph.text, beside ? x + columnX : x, top + at, beside ? columnWidth : width, paragraph.style))
        cursor += part.height
      })
    },
  }
}

export { STYLE }
