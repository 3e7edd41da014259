import { MOVE, defineTheme } from './definition.js'
import type { Hole, Position } from '../engine/index.js'
import { legalMoves, rowSeeds, opposite } from '../engine/index.js'
import type { Level } from '../exercise/schema.js'
import type { PlayingSearcher } from '../search/index.js'
import { STORE_UNIT } from '../search/index.js'
import { signed } from '../words.js'
import type { Attempt, Bilingual } from '../generate/draw.js'
import { drawPosition, playOrNull, askBest, bestDraft, themeTitle, valuesLine } from '../generate/draw.js'
import { seedsWord } from '../generate/explain.js'
import { joined, phrase } from '../generate/phrase.js'

/** Plies the expert searches to judge a best move (a depth, not a time: the same exercises on any machine). */
export const EXPERT_CHECK_DEPTH = 10

/**
 * The expert's verdict on a best move over a few plies: worth, over its deeper search, within a seed
 * of the best move it finds. Its table is cleared first, so the verdict depends on the position alone.
 */
export function expertAgrees(expert: PlayingSearcher, position: Position, answer: Hole): boolean {
  expert.clear()
  const report = expert.think(position, { depth: EXPERT_CHECK_DEPTH, allValues: true })
  const best = report.moves[0]!.score
  const mine = report.moves.find((m) => m.move === answer)!.score
  return mine >= best - STORE_UNIT
}

/** Plies looked ahead by best-move exercises, by level (the question states it). */
export const BEST_MOVE_PLIES: Record<Level, number> = { 1: 2, 2: 4, 3: 6 }

export function bestMoveAttempt(pliesFor: Record<Level, number>): Attempt {
  return (ctx) => {
    const position = drawPosition(ctx)
    if (!position) return null
    const moves = legalMoves(position)
    if (moves.length < 2 + ctx.level) return null
    const plies = pliesFor[ctx.level]
    const analysis = ctx.searcher.analyse(position, { depth: plies, allValues: true })
    if (!analysis || analysis.best.length !== 1 || analysis.value <= 0) return null
    const answer = analysis.best[0]!
    const reports = moves.map((m) => playOrNull(position, m)!)
    const greedy = Math.max(...reports.map((r) => r.captured))
    const answerReport = reports.find((r) => r.move === answer)!
    // Not trivially easy: above level 1, the move that captures most right now is not the answer.
    if (ctx.level >= 2 && answerReport.captured === greedy) return null
    // Last, as the costliest: a best move over these plies that the expert sees as a mistake is not taught.
    if (ctx.expert && !expertAgrees(ctx.expert, position, answer)) return null
    const second = analysis.moves[1]!
    const lines = [phrase('generate.themes.best-move.look', { plies }), phrase('generate.themes.best-move.counting'), valuesLine(analysis.moves)]
    const line = verifiedLine(position, analysis.line, analysis.value)
    if (line) lines.push(phrase('generate.themes.best-move.line', { hole: answer, line: line.join(', ') }))
    const grab = reports.find((r) => r.captured === greedy)!
    const grabValue = analysis.moves.find((m) => m.move === grab.move)!.value
    const grabbed = { grab: grab.move, seeds: seedsWord(greedy), plies, value: signed(grabValue), hole: answer }
    // The trap: a capture now that North's answers take back.
    if (greedy > 0 && grab.move !== answer && grabValue < greedy) lines.push(phrase('generate.themes.best-move.trap', grabbed))
    // The biggest capture now keeps its seeds, but another move does better over the moves looked at.
    else if (greedy > 0 && grab.move !== answer) lines.push(phrase('generate.themes.best-move.keeps', grabbed))
    lines.push(phrase('generate.themes.best-move.best', { hole: answer, value: signed(analysis.value), second: signed(second.value), margin: margin(analysis.value) }))
    const lead = phrase('generate.themes.best-move.lead', { plies })
    const howMuch = phrase('generate.themes.best-move.howMuch')
    return bestDraft(ctx, 'best-move', position, {
      expect: { best: answer, criterion: { plies }, value: analysis.value },
      quotedValues: Object.fromEntries(analysis.moves.map((m) => [m.move, m.value])),
      title: themeTitle('best-move'),
      question: joined([lead, howMuch], ' '),
      answers: ['best', 'value'],
      explain: joined(lines, '\n'),
      ask: askBest(lead, howMuch),
    })
  }
}

/** Who wins how many seeds more than the other, over the moves looked at. */
const margin = (value: number): Bilingual =>
  value > 0
    ? phrase('generate.themes.best-move.margin.win', { seeds: seedsWord(value) })
    : value < 0
      ? phrase('generate.themes.best-move.margin.lose', { seeds: seedsWord(-value) })
      : phrase('generate.themes.best-move.margin.even')

/**
 * The search's line, kept only if replaying it with the engine gives exactly the value claimed (seeds
 * won by the pupil, rows gathered if the game ends): a line printed in a key must be right.
 */
function verifiedLine(position: Position, line: readonly Hole[], value: number): Hole[] | null {
  let current = position
  let won = 0
  for (const move of line) {
    const r = playOrNull(current, move)
    if (!r) return null
    won += r.side === position.turn ? r.captured : -r.captured
    current = r.after
    if (r.outcome) {
      if (r.outcome.reason === 'no-legal-move') {
        won += rowSeeds(current.board, position.turn) - rowSeeds(current.board, opposite(position.turn))
      }
      break
    }
  }
  return won === value && line.length > 0 ? [...line] : null
}
const drawBestMove = bestMoveAttempt(BEST_MOVE_PLIES)

export const bestMove = defineTheme({
  id: 'best-move',
  code: 'best',
  title: { fr: 'Le meilleur coup', en: 'The best move' },
  rule: {
    needs: { en: 'be a best task with criterion { plies: N } or end', fr: 'être une tâche best avec criterion { plies: N } ou end' },
    shown: (f) => f.task === 'best' && (typeof f.criterion === 'object' || f.criterion === 'end'),
  },
  twins: [{ task: 'best', turns: ['south'] }],
  generate: drawBestMove,
  realistic: true,
  fromGames: true,
  playAnswers: MOVE,
  mistakes: [],
})
