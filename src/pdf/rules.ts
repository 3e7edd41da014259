import type { Hole, MoveReport, Position } from '../engine/index.js'
import { DEFAULT_VARIANT, HOLES, fromSetup, legalMoves, opposite, parsePosition, play, playInGame, startGame } from '../engine/index.js'
import { STYLE, headingBlock, paragraphBlock } from './blocks.js'
import type { Diagram } from './diagrams.js'
import type { ViewOptions } from '../render/view.js'
import { drawText, measureText } from './draw.js'
import type { Block } from './flow.js'
import type { KitContext } from './kit.js'
import type { PlannedPage } from './page.js'
import { flowPages, portraitFrame } from './page.js'
import { mm } from './paper.js'
import type { PageTagger } from './tagging.js'

/**
 * The rules on two pages, in the kit's words, each rule with its diagram (at least 80 mm wide, so
 * that a child reads it at print size). The diagrams and every number in their captions come from
 * the engine playing the worked examples of docs/rules.md; nothing is drawn or counted by hand.
 * The poster (poster.ts) shows the same examples.
 */

export const RULE_KEYS = ['sowing', 'lap', 'capture', 'grandSlam', 'feeding', 'end', 'repetition'] as const
export type RuleKey = (typeof RULE_KEYS)[number]
/** The rules pages' examples, and the poster's winning capture. */
export type IllustrationKey = RuleKey | 'win'

export interface Illustration {
  readonly diagram: Diagram
  readonly caption: string
}

function position(notation: string): Position {
  const setup = parsePosition(notation)
  if (!setup.ok) throw new Error(`rules example ${notation}: ${setup.error[0]!.message}`)
  const playable = fromSetup(setup.value, DEFAULT_VARIANT)
  if (!playable.ok) throw new Error(`rules example ${notation}: ${playable.error[0]!.message}`)
  return playable.value
}

function played(notation: string, move: Hole): MoveReport {
  const report = play(position(notation), move)
  if (!report.ok) throw new Error(`rules example ${notation} ${move}: ${report.error.message}`)
  return report.value
}

/** The examples the engine plays for the rules pages and the poster (docs/rules.md, worked examples 1–5, 9). */
export function ruleIllustrations(context: Pick<KitContext, 'strings' | 'diagrams'>, view: ViewOptions = {}): Record<IllustrationKey, Illustration> {
  const s = context.strings
  const render = context.diagrams
  const result = (winner: 'south' | 'north' | 'draw') => s.text(`rules.result.${winner}`)
  // The examples are reduced positions: only the end-of-game example says how the game ends.

  const sowing = played('4-4-4-4-4-4-4-4-4-4-4-4-0-0-S', 'C')
  const lap = played('0-0-12-0-0-0-0-0-0-0-0-0-0-0-S', 'C')
  const capture = played('0-0-0-0-0-3-1-2-1-1-0-1-0-0-S', 'F')
  const kept = HOLES.filter((_hole, index) => index >= 6 && capture.after.board[index]! > 0)
  const grandSlam = played('0-0-0-0-0-2-1-1-0-0-0-0-0-0-S', 'F')
  const hungry = position('1-0-0-0-0-1-0-0-0-0-0-0-0-0-S')
  const feeding = legalMoves(hungry)
  const end = played('0-0-0-0-0-3-0-0-0-0-0-0-24-21-S', 'F')
  if (!end.outcome) throw new Error('rules example: the end-of-game example does not end the game')
  // The caption says who cannot feed whom: the engine must agree that the side to move still has
  // seeds (it could play) but none of its moves reaches the other's empty row.
  const stuck = end.after.turn
  const other = opposite(stuck)
  const rowSeeds = (side: 'south' | 'north') => end.after.board.slice(side === 'south' ? 0 : 6, side === 'south' ? 6 : 12).reduce((a, b) => a + b, 0)
  if (end.outcome.reason !== 'no-legal-move' || rowSeeds(other) !== 0 || rowSeeds(stuck) === 0)
    throw new Error('rules example: the end-of-game example should end because a side cannot feed the other')
  const repetition = repetitionExample()
  // Winning (the poster): a capture takes South's store past half of the 48 seeds; the engine ends the game there.
  const win = played('0-0-0-0-0-1-1-0-1-2-0-0-23-20-S', 'F')
  if (win.outcome?.reason !== 'store-majority' || win.outcome.winner !== 'south' || win.captured === 0)
    throw new Error('rules example: the winning example should end by South taking more than half of the seeds')

  return {
    sowing: { diagram: render.answer(sowing, null, view), caption: s.text('rules.items.sowing.caption', { hole: sowing.move, seeds: sowing.seeds, holes: s.joinList(sowing.sown) }) },
    lap: { diagram: render.answer(lap, null, view), caption: s.text('rules.items.lap.caption', { hole: lap.move, seeds: lap.seeds, last: lap.last }) },
    capture: {
      diagram: render.answer(capture, null, view),
      caption: s.text('rules.items.capture.caption', { hole: capture.move, holes: s.joinList(capture.capturedHoles), captured: capture.captured, kept: s.joinList(kept) }),
    },
    grandSlam: { diagram: render.answer(grandSlam, null, view), caption: s.text('rules.items.grandSlam.caption', { hole: grandSlam.move, holes: s.joinList(grandSlam.chain) }) },
    feeding: { diagram: render.legal(hungry, view), caption: s.text('rules.items.feeding.caption', { holes: s.joinList(feeding) }) },
    end: {
      diagram: render.answer(end, undefined, view),
      caption: s.text('rules.items.end.caption', {
        hole: end.move,
        stuck: s.text(`sides.${stuck}`),
        other: s.text(`sides.${other}`),
        south: end.outcome.score.south,
        north: end.outcome.score.north,
        result: result(end.outcome.winner),
      }),
    },
    win: {
      diagram: render.answer(win, undefined, view),
      caption: s.text('rules.items.win.caption', { hole: win.move, captured: win.captured, south: win.outcome.score.south, north: win.outcome.score.north, result: result(win.outcome.winner) }),
    },
    repetition: {
      diagram: render.position(repetition.start, view),
      caption: s.text('rules.items.repetition.caption', { cycle: repetition.cycle, south: repetition.score.south, north: repetition.score.north, result: result(repetition.winner) }),
    },
  }
}

/**
 * One seed each, six holes apart: every move is forced, and after 12 moves the position is back.
 * The engine plays it until its repetition rule ends the game; the caption reports what it found.
 */
function repetitionExample() {
  const start = position('1-0-0-0-0-0-1-0-0-0-0-0-23-23-S')
  let game = startGame(start)
  let plies = 0
  let cycle = 0
  while (game.outcome === null) {
    const moves = legalMoves(game.position)
    if (moves.length !== 1) throw new Error('rules example: the repetition example should leave one move at each turn')
    const next = playInGame(game, moves[0]!)
    if (!next.ok || next.value.report.captured > 0) throw new Error('rules example: the repetition example should have no capture')
    game = next.value.game
    plies++
    if (cycle === 0 && game.position.board.join() === start.board.join() && game.position.turn === start.turn) cycle = plies
    if (plies > 100) throw new Error('rules example: the repetition example does not end')
  }
  if (game.outcome.reason !== 'repetition') throw new Error(`rules example: ended by ${game.outcome.reason}, not by repetition`)
  return { start, cycle, score: game.outcome.score, winner: game.outcome.winner }
}

/** Height in points of a diagram drawn `width` points wide (the kit's diagrams share one aspect). */
export const diagramHeight = (_context: Pick<KitContext, 'diagrams'>, diagram: Diagram, width: number): number => diagram.height(width)

type Cell = RuleKey | 'check'
/**
 * Rules per page, in reading order: the first page also holds the title and the introduction. The
 * first arrangement keeps each rule next to its neighbour (the grand slam right after captures);
 * when taller diagrams leave its first page too short (Letter), the second moves the grand slam
 * over to the second page, which has room to spare.
 */
const ARRANGEMENTS: readonly (readonly (readonly Cell[])[])[] = [
  [
    ['sowing', 'lap', 'capture', 'grandSlam'],
    ['feeding', 'end', 'repetition', 'check'],
  ],
  [
    ['sowing', 'lap', 'capture', 'feeding'],
    ['grandSlam', 'end', 'repetition', 'check'],
  ],
]
const COLUMNS = 2
const COLUMN_GAP_MM = 9
const ROW_GAP = 16
/** The floor: a rule's diagram narrower than this is not readable at print size. */
export const MIN_RULE_DIAGRAM_MM = 80
/** Text sizes at scale 1 (A4 and Letter); the fitting never takes a text under MIN_RULE_TEXT_PT. */
const SIZES = { name: 14, text: 11.5, caption: 10.5 } as const
export const MIN_RULE_TEXT_PT = 9
const TEXT_SCALES = [1, 0.95, 0.9, 0.85, 0.8, 0.75] as const

interface RulesFit {
  readonly blocks: Block[]
  readonly diagramWidth: number
  readonly fits: boolean
  /** The cells of each page, in reading order. */
  readonly pages: readonly (readonly Cell[])[]
}

/**
 * The rules on two pages, two columns, each rule's diagram as wide as its column. When a page is too
 * short (Letter, or taller diagrams), the diagrams narrow first (down to 80 mm), then the texts (down
 * to 9 pt), then the second arrangement is tried. Heights come from the diagrams themselves
 * (`diagramHeight`), whatever their shape.
 */
export function planRules(context: KitContext): PlannedPage[] {
  return flowPages(fitRules(context).blocks, context.paper)
}

/** The height of a rule's diagram drawn `width` points wide (tests give other shapes through it). */
export type RuleDiagramHeight = (key: IllustrationKey, diagram: Diagram, width: number) => number

export function fitRules(context: KitContext, heightOf: RuleDiagramHeight = (_key, diagram, width) => diagramHeight(context, diagram, width)): RulesFit {
  const pictures = ruleIllustrations(context)
  // A3 pages are read from further away: larger texts there.
  const paperScale = context.paper === 'a3' ? 1.3 : 1
  let first: RulesFit | null = null
  for (const pages of ARRANGEMENTS) {
    for (const textScale of TEXT_SCALES) {
      const fit = rulesLayout(context, pictures, heightOf, pages, paperScale * textScale)
      if (fit.fits) return fit
      first ??= fit
    }
  }
  // Nothing fits two pages: the first arrangement, flowing onto a third (the tests say so).
  return first!
}

function rulesLayout(context: KitContext, pictures: Record<RuleKey, Illustration>, heightOf: RuleDiagramHeight, pages: readonly (readonly Cell[])[], scale: number): RulesFit {
  const { doc, strings } = context
  const frame = portraitFrame(context.paper)
  const width = frame.width
  const gap = mm(COLUMN_GAP_MM)
  const columnWidth = (width - (COLUMNS - 1) * gap) / COLUMNS
  const size = (base: number) => Math.max(MIN_RULE_TEXT_PT, base * scale)
  const nameStyle = { font: 'bold', size: size(SIZES.name) } as const
  const textStyle = { size: size(SIZES.text), lineGap: 0.5 } as const
  const captionStyle = { size: size(SIZES.caption), lineGap: 0, tone: 'soft' } as const
  const checkStyle = { ...textStyle, font: 'bold' } as const
  const check = strings.text('rules.check')
  const head: Block[] = [headingBlock(doc, strings.text('rules.title'), width, STYLE.title, 0), paragraphBlock(doc, strings.text('rules.intro'), width, STYLE.body, 4)]
  const headHeight = head.reduce((sum, block, i) => sum + block.height + (i > 0 ? block.spaceBefore : 0), 0)
  const capacity = frame.bottom - frame.top

  // Above the diagram: name and text; the diagrams of a row share one top line, their captions another.
  const above = (key: Cell): number =>
    key === 'check'
      ? measureText(doc, check, columnWidth, checkStyle)
      : measureText(doc, strings.text(`rules.items.${key}.name`), columnWidth, nameStyle) + 3 + measureText(doc, strings.text(`rules.items.${key}.text`), columnWidth, textStyle) + 5
  const below = (key: Cell): number => (key === 'check' ? 0 : 4 + measureText(doc, pictures[key].caption, columnWidth, captionStyle))
  const rows = pages.flatMap((keys) => Array.from({ length: Math.ceil(keys.length / COLUMNS) }, (_, i) => keys.slice(i * COLUMNS, i * COLUMNS + COLUMNS)))
  // The row's diagrams share a top line; the captions start under the tallest of them.
  const picturesHeight = (row: readonly Cell[], diagramWidth: number) => Math.max(0, ...row.map((key) => (key === 'check' ? 0 : heightOf(key, pictures[key].diagram, diagramWidth))))
  const rowHeight = (row: readonly Cell[], diagramWidth: number) => Math.max(...row.map(above)) + picturesHeight(row, diagramWidth) + Math.max(...row.map(below))
  const pageHeights = (diagramWidth: number) => {
    let index = 0
    return pages.map((keys, page) => {
      const count = Math.ceil(keys.length / COLUMNS)
      const pageRows = rows.slice(index, index + count)
      index += count
      return (page === 0 ? headHeight + ROW_GAP : 0) + pageRows.reduce((sum, row, i) => sum + rowHeight(row, diagramWidth) + (i > 0 ? ROW_GAP : 0), 0)
    })
  }
  // The widest diagrams (at most the column) that keep each page's rules on that page.
  const fits = (diagramWidth: number) => pageHeights(diagramWidth).every((height) => height <= capacity)
  let diagramWidth = columnWidth
  while (diagramWidth - 1 >= mm(MIN_RULE_DIAGRAM_MM) && !fits(diagramWidth)) diagramWidth -= 1

  const drawRow = (row: readonly Cell[], x: number, y: number, tags: PageTagger) => {
    const diagramTop = y + Math.max(...row.map(above))
    const captionTop = diagramTop + picturesHeight(row, diagramWidth)
    row.forEach((key, column) => {
      const left = x + column * (columnWidth + gap)
      if (key === 'check') {
        tags.paragraph(() => drawText(doc, check, left, y, columnWidth, checkStyle))
        return
      }
      const name = strings.text(`rules.items.${key}.name`)
      const text = strings.text(`rules.items.${key}.text`)
      tags.heading(() => drawText(doc, name, left, y, columnWidth, nameStyle))
      const textTop = y + measureText(doc, name, columnWidth, nameStyle) + 3
      tags.paragraph(() => drawText(doc, text, left, textTop, columnWidth, textStyle))
      context.diagrams.draw(doc, pictures[key].diagram, left + (columnWidth - diagramWidth) / 2, diagramTop, diagramWidth, tags)
      tags.paragraph(() => drawText(doc, pictures[key].caption, left, captionTop + 4, columnWidth, captionStyle))
    })
  }
  // The first row of every page but the first opens its page.
  const pageStarts = pages.map((_, page) => pages.slice(0, page).reduce((sum, keys) => sum + Math.ceil(keys.length / COLUMNS), 0))
  const rowBlocks: Block[] = rows.map((row, index) => ({
    height: rowHeight(row, diagramWidth),
    spaceBefore: ROW_GAP,
    pageBreakBefore: index > 0 && pageStarts.includes(index),
    draw: (_d, x, y, tags) => drawRow(row, x, y, tags),
  }))
  return { blocks: [...head, ...rowBlocks], diagramWidth, fits: fits(diagramWidth), pages }
}
