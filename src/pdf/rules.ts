import type { Hole, MoveReport, Position } from '../engine/index.js'
import { DEFAULT_VARIANT, HOLES, fromSetup, legalMoves, parsePosition, play, playInGame, startGame } from '../engine/index.js'
import { STYLE, headingBlock, paragraphBlock } from './blocks.js'
import type { Diagram } from './diagrams.js'
import { drawText, measureText } from './draw.js'
import type { Block } from './flow.js'
import type { KitContext } from './kit.js'
import type { PlannedPage } from './page.js'
import { flowPages, portraitFrame } from './page.js'

/**
 * The rules on one page, in the kit's words, each rule with a small diagram. The diagrams and every
 * number in their captions come from the engine playing the worked examples of shared/rules.md;
 * nothing is drawn or counted by hand.
 */

const RULE_KEYS = ['sowing', 'lap', 'capture', 'grandSlam', 'feeding', 'end', 'repetition'] as const
type RuleKey = (typeof RULE_KEYS)[number]

interface Illustration {
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

/** The examples the engine plays for the rules page (shared/rules.md, worked examples 1–5, 9). */
function illustrations(context: KitContext): Record<RuleKey, Illustration> {
  const s = context.strings
  const render = context.diagrams
  const result = (winner: 'south' | 'north' | 'draw') => s.text(`rules.result.${winner}`)
  // The examples are reduced positions: only the end-of-game example says how the game ends.

  const sowing = played('4-4-4-4-4-4-4-4-4-4-4-4-0-0-S', 'C')
  const lap = played('0-0-12-0-0-0-0-0-0-0-0-0-0-0-S', 'C')
  const capture = played('0-0-0-0-0-3-1-2-1-1-0-1-0-0-S', 'F')
  const kept = HOLES.filter((hole, index) => index >= 6 && capture.after.board[index]! > 0)
  const grandSlam = played('0-0-0-0-0-2-1-1-0-0-0-0-0-0-S', 'F')
  const hungry = position('1-0-0-0-0-1-0-0-0-0-0-0-0-0-S')
  const feeding = legalMoves(hungry)
  const end = played('0-0-0-0-0-3-0-0-0-0-0-0-24-21-S', 'F')
  if (!end.outcome) throw new Error('rules example: the end-of-game example does not end the game')
  const repetition = repetitionExample()

  return {
    sowing: { diagram: render.answer(sowing, null), caption: s.text('rules.items.sowing.caption', { hole: sowing.move, seeds: sowing.seeds, holes: s.joinList(sowing.sown) }) },
    lap: { diagram: render.answer(lap, null), caption: s.text('rules.items.lap.caption', { hole: lap.move, seeds: lap.seeds, last: lap.last }) },
    capture: {
      diagram: render.answer(capture, null),
      caption: s.text('rules.items.capture.caption', { hole: capture.move, holes: s.joinList(capture.capturedHoles), captured: capture.captured, kept: s.joinList(kept) }),
    },
    grandSlam: { diagram: render.answer(grandSlam, null), caption: s.text('rules.items.grandSlam.caption', { hole: grandSlam.move, holes: s.joinList(grandSlam.chain) }) },
    feeding: { diagram: render.legal(hungry), caption: s.text('rules.items.feeding.caption', { holes: s.joinList(feeding) }) },
    end: {
      diagram: render.answer(end),
      caption: s.text('rules.items.end.caption', { hole: end.move, south: end.outcome.score.south, north: end.outcome.score.north, result: result(end.outcome.winner) }),
    },
    repetition: {
      diagram: render.position(repetition.start),
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

const COLUMN_GAP = 12
const ROW_GAP = 8

export function planRules(context: KitContext): PlannedPage[] {
  const pictures = illustrations(context)
  // Sizes shrink a step at a time, with the diagrams, until the page holds every rule (Letter is short).
  for (const scale of [1, 0.95, 0.9, 0.85, 0.8]) {
    const layout = rulesLayout(context, pictures, scale)
    if (layout.fits || scale === 0.8) return flowPages(layout.blocks, context.paper)
  }
  throw new Error('unreachable')
}

function rulesLayout(context: KitContext, pictures: Record<RuleKey, Illustration>, scale: number): { blocks: Block[]; fits: boolean } {
  const { doc, strings } = context
  const frame = portraitFrame(context.paper)
  const width = frame.width
  const columnWidth = (width - 2 * COLUMN_GAP) / 3
  const head: Block[] = [headingBlock(doc, strings.text('rules.title'), width, STYLE.title, 0), paragraphBlock(doc, strings.text('rules.intro'), width, STYLE.body, 4)]
  const check = strings.text('rules.check')
  const nameStyle = { font: 'bold', size: 11.5 * scale } as const
  const textStyle = { size: 9 * scale, lineGap: 1 } as const
  const captionStyle = { size: 8 * scale, lineGap: 0.5, color: '#333333' } as const

  const cellHeight = (key: RuleKey | 'check', diagramWidth: number): number => {
    if (key === 'check') return measureText(doc, check, columnWidth, { ...textStyle, font: 'bold' })
    return (
      measureText(doc, strings.text(`rules.items.${key}.name`), columnWidth, nameStyle) +
      2 +
      measureText(doc, strings.text(`rules.items.${key}.text`), columnWidth, textStyle) +
      4 +
      pictures[key].diagram.height(diagramWidth) +
      3 +
      measureText(doc, pictures[key].caption, columnWidth, captionStyle)
    )
  }
  const cells: (RuleKey | 'check')[] = [...RULE_KEYS, 'check']
  const rows = [0, 3, 6].map((i) => cells.slice(i, i + 3))
  const rowsHeight = (diagramWidth: number) => rows.reduce((sum, row) => sum + Math.max(...row.map((key) => cellHeight(key, diagramWidth))) + ROW_GAP, 0)
  const headHeight = head.reduce((sum, block, i) => sum + block.height + (i > 0 ? block.spaceBefore : 0), 0)
  // The widest diagrams that keep the rules on one page (layout decided before drawing).
  const capacity = frame.bottom - frame.top
  let diagramWidth = columnWidth
  while (diagramWidth > columnWidth * 0.7 && headHeight + rowsHeight(diagramWidth) > capacity) diagramWidth -= 2

  const drawCell = (key: RuleKey | 'check', x: number, y: number, tags: Parameters<Block['draw']>[3]) => {
    const d = doc
    if (key === 'check') {
      tags.paragraph(() => drawText(d, check, x, y, columnWidth, { ...textStyle, font: 'bold' }))
      return
    }
    const name = strings.text(`rules.items.${key}.name`)
    const text = strings.text(`rules.items.${key}.text`)
    let cursor = y
    tags.heading(() => drawText(d, name, x, cursor, columnWidth, nameStyle))
    cursor += measureText(d, name, columnWidth, nameStyle) + 2
    tags.paragraph(() => drawText(d, text, x, cursor, columnWidth, textStyle))
    cursor += measureText(d, text, columnWidth, textStyle) + 4
    context.diagrams.draw(d, pictures[key].diagram, x + (columnWidth - diagramWidth) / 2, cursor, diagramWidth, tags)
    cursor += pictures[key].diagram.height(diagramWidth) + 3
    tags.paragraph(() => drawText(d, pictures[key].caption, x, cursor, columnWidth, captionStyle))
  }
  const rowBlocks: Block[] = rows.map((row) => ({
    height: Math.max(...row.map((key) => cellHeight(key, diagramWidth))),
    spaceBefore: ROW_GAP,
    draw: (d, x, y, tags) => row.forEach((key, column) => drawCell(key, x + column * (columnWidth + COLUMN_GAP), y, tags)),
  }))
  return { blocks: [...head, ...rowBlocks], fits: headHeight + rowsHeight(diagramWidth) <= capacity }
}
