import type { MoveReport, Outcome } from '../engine/index.js'
import { HOLES, boardSeeds } from '../engine/index.js'
import type { CheckedExercise } from '../exercise/index.js'
import { STYLE, headingBlock, paragraphBlock } from './blocks.js'
import type { Diagram } from './diagrams.js'
import { drawText, measureText } from './draw.js'
import { exerciseHeader, orderExercises } from './exercise-blocks.js'
import type { Block } from './flow.js'
import type { KitContext } from './kit.js'
import type { PlannedPage } from './page.js'
import { flowPages, portraitFrame } from './page.js'

/**
 * The answer key, on its own pages: for each exercise the engine's answer diagram (sowing order,
 * last hole, captures), the facts in words, the seed count check and the author's explanation.
 * Every number here is read from the engine's reports, computed at build time.
 */
export function planAnswers(context: KitContext): PlannedPage[] {
  const { doc, strings } = context
  const { width } = portraitFrame(context.paper)
  const blocks: Block[] = [
    headingBlock(doc, strings.text('answers.title'), width, STYLE.title, 0),
    paragraphBlock(doc, strings.text('answers.warning'), width, STYLE.small, 6),
  ]
  for (const exercise of orderExercises(context.exercises)) blocks.push(...answerBlocks(context, exercise, width))
  return flowPages(blocks, context.paper)
}

/** The seed count a class checks after each move (seed 003): before = on the board after + taken. */
export function seedCount(report: MoveReport): { before: number; after: number; captured: number } {
  const before = boardSeeds(report.before.board)
  const after = boardSeeds(report.after.board)
  // The engine conserves seeds (a property test); printing a key where this fails would teach a wrong rule.
  if (before !== after + report.captured) throw new Error(`seed count broken by move ${report.move}: ${before} ≠ ${after} + ${report.captured}`)
  return { before, after, captured: report.captured }
}

function moveFacts(context: KitContext, report: MoveReport): string[] {
  const s = context.strings
  const facts = [s.text('answers.sowing', { holes: report.sown.join(', ') }), s.text('answers.last', { hole: report.last })]
  if (report.captured > 0) facts.push(s.text('answers.captured', { count: report.captured, holes: report.capturedHoles.join(', ') }))
  else facts.push(s.text('answers.capturedNone'))
  if (report.grandSlamCancelled) facts.push(s.text('answers.grandSlamCancelled'))
  facts.push(s.text('answers.count', { ...seedCount(report), count: report.captured }))
  // The board the pupil was asked to write, hole by hole, then the stores: what the key is checked against.
  const filled = HOLES.flatMap((hole, index) => (report.after.board[index]! > 0 ? [`${hole} ${report.after.board[index]}`] : []))
  facts.push(filled.length > 0 ? s.text('answers.boardAfter', { holes: filled.join(', ') }) : s.text('answers.boardAfterEmpty'))
  facts.push(s.text('answers.stores', report.after.stores))
  return facts
}

function outcomeFacts(context: KitContext, exercise: CheckedExercise, outcome: Outcome | null): string[] {
  const s = context.strings
  if (outcome === null) {
    const stores = exercise.after.stores
    return exercise.task === 'end' ? [`${s.text('answers.notOver')} ${s.text('answers.stores', stores)}`] : []
  }
  // One sentence group, not three lines: the end of the game is one fact.
  return [
    [
      s.text('answers.over', { reason: s.text(`answers.reasons.${outcome.reason}`) }),
      // A reduced position does not draw the seeds captured before: only the stores can be given, no winner.
      outcome.complete ? s.text('answers.score', outcome.score) : s.text('answers.storesReduced', outcome.score),
      outcome.complete ? s.text(`answers.winner.${outcome.winner}`) : s.text('answers.noWinner'),
    ].join(' '),
  ]
}

/**
 * How the game stands, when that means something. A reduced position (seed 003: the seeds already
 * captured are not drawn) is not a whole game: its "end" would tell a child that North won 4–0. So the
 * end is shown for end tasks, and for positions that hold every seed of the game.
 */
function shownOutcome(exercise: CheckedExercise): Outcome | null {
  return exercise.task === 'end' || exercise.outcome?.complete ? exercise.outcome : null
}

/** What the key shows for a task: diagrams with their facts, then facts about the whole exercise. */
function answerContent(context: KitContext, exercise: CheckedExercise): { diagrams: { diagram: Diagram; title: string | null; facts: string[] }[]; facts: string[] } {
  const s = context.strings
  const render = context.diagrams
  const side = (report: MoveReport) => s.text(`sides.${report.side}`)
  // Every diagram of an exercise from the pupil's side, the one to move at the start (a sequence's
  // second move, by the other side, does not turn the board round).
  const turned = { bottom: exercise.start.turn }
  switch (exercise.task) {
    case 'legal': {
      const legal = exercise.legal.length > 0 ? s.text('answers.legal', { holes: exercise.legal.join(', ') }) : s.text('answers.legalNone')
      return { diagrams: [{ diagram: render.legal(exercise.start, turned), title: null, facts: [legal] }], facts: [] }
    }
    case 'best': {
      const best = exercise.best!
      const report = exercise.reports[0]!
      const others = Object.entries(best.values)
        .filter(([hole]) => hole !== best.move)
        .map(([hole, value]) => `${hole} ${signed(value!)}`)
        .join(', ')
      const summary =
        best.criterion === 'capture'
          ? s.text('answers.bestCapture', { hole: best.move, value: signed(best.value), others: others || '—' })
          : s.text('answers.bestPlies', { hole: best.move, value: signed(best.value), plies: best.criterion.plies, others: others || '—' })
      return {
        diagrams: [{ diagram: render.answer(report, shownOutcome(exercise), turned), title: null, facts: [s.text('answers.best', { hole: best.move }), summary, ...moveFacts(context, report)] }],
        facts: [],
      }
    }
    case 'play':
    case 'end': {
      const reports = exercise.reports
      const ending = shownOutcome(exercise)
      // An end task may ask about the position itself (no move to play): show it, with how the game stands.
      if (reports.length === 0)
        return { diagrams: [{ diagram: render.position(exercise.start, turned), title: null, facts: outcomeFacts(context, exercise, exercise.outcome) }], facts: [] }
      // Every move of a short sequence gets its diagram; a long one (repetition) shows the last, the others in words.
      const drawn = reports.length <= 2 ? reports : reports.slice(-1)
      const inWords = reports.length <= 2 ? [] : reports
      const title = (report: MoveReport) =>
        reports.length > 1 ? s.text('answers.moveTitle', { index: reports.indexOf(report) + 1, side: side(report), hole: report.move }) : null
      return {
        // The last move's diagram states how the game stands, repetition included (the game's outcome, not the position's).
        diagrams: drawn.map((report) => ({
          diagram: render.answer(report, ending === null ? null : report === reports[reports.length - 1] ? ending : report.outcome, turned),
          title: title(report),
          facts: moveFacts(context, report),
        })),
        facts: [...sequenceFacts(context, inWords),
          ...outcomeFacts(context, exercise, ending),
        ],
      }
    }
  }
}

/** A balance as printed: a true minus sign (U+2212), which does not look like a hyphen. */
const signed = (value: number): string => (value < 0 ? `\u2212${-value}` : String(value))

/** A long sequence (a repetition) in two sentences: the moves, then the captures if any. */
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

const GAP = 12
const FACT_SPACING = 4

function answerBlocks(context: KitContext, exercise: CheckedExercise, width: number): Block[] {
  const { doc, strings } = context
  const render = context.diagrams
  const content = answerContent(context, exercise)
  const blocks: Block[] = [exerciseHeader(context, exercise, width, 'answers')]
  const diagramWidth = width * 0.5
  const columnX = diagramWidth + GAP
  const columnWidth = width - columnX
  const titleStyle = { ...STYLE.small, font: 'bold' } as const
  content.diagrams.forEach(({ diagram, title, facts }, index) => {
    const titleHeight = title ? measureText(doc, title, width, titleStyle) + 2 : 0
    const heights = facts.map((fact) => measureText(doc, fact, columnWidth, STYLE.caption))
    const factsHeight = heights.reduce((sum, h) => sum + h + FACT_SPACING, 0)
    const diagramHeight = diagram.height(diagramWidth)
    blocks.push({
      height: titleHeight + Math.max(diagramHeight, factsHeight),
      spaceBefore: 6,
      keepWithNext: index === 0,
      draw: (d, x, y, tags) => {
        if (title) tags.paragraph(() => drawText(d, title, x, y, width, titleStyle))
        render.draw(d, diagram, x, y + titleHeight, diagramWidth, tags)
        let factY = y + titleHeight + 2
        facts.forEach((fact, i) => {
          tags.paragraph(() => drawText(d, fact, x + columnX, factY, columnWidth, STYLE.caption))
          factY += heights[i]! + FACT_SPACING
        })
      },
    })
  })
  for (const fact of content.facts) blocks.push(paragraphBlock(doc, fact, width, STYLE.body, 4))
  // One block per line of the explanation: a long one may continue on the next page, never mid-line.
  const lines = strings.typeset(exercise.explain[context.lang]).split('\n').filter((line) => line.trim() !== '')
  // Never a lone line at the foot or the head of a page: the first two lines stay together, so do the last two.
  lines.forEach((line, index) =>
    blocks.push({ ...paragraphBlock(doc, line, width, STYLE.explain, index === 0 ? 6 : 1.5), keepWithNext: index < lines.length - 1 && (index === 0 || index === lines.length - 2) }),
  )
  return blocks
}
