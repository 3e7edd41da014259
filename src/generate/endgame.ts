/**
 * Endgame exercises for level 3 (`generate --theme best-move --level 3 --endgame`): "How many more
 * seeds can you win, at best, to the end of the game? Which move?" on a board of 6 to 10 seeds. Kept
 * only where the endgame tables prove the answer (every move's value to the end, one move best) and
 * the exact search of `best --exact`, code of its own, proves the same values.
 */
import type { Hole, Position } from '../engine/index.js'
import { fromSetup, legalMoves, opposite, play, playInGame, startGame } from '../engine/index.js'
import { tablesLine } from '../tables/play.js'
import { smallEndgameTables } from '../tables/small.js'
import { seedsWord } from './explain.js'
import { bestDraft, valuesLine } from './draw.js'
import { joined, phrase } from './phrase.js'
import type { Draft, ThemeContext } from './draw.js'
import { signed } from '../words.js'

/** Seeds on the board: enough for a real endgame, few enough for the tables built in memory (and the search's proof). */
export const ENDGAME_SEEDS: readonly [number, number] = [6, 10]
/** Nodes the search may spend confirming the tables' values, per exercise (a fraction of a second). */
const CONFIRM_BUDGET = 1_500_000

function drawEndgame(ctx: ThemeContext): Position | null {
  const [low, high] = ENDGAME_SEEDS
  const seeds = low + ctx.random.below(high - low + 1)
  const board = Array.from({ length: 12 }, () => 0)
  // Both rows in play: two to four holes each, then the rest of the seeds among them.
  const south = pick(ctx, [0, 1, 2, 3, 4, 5], 2 + ctx.random.below(3))
  const north = pick(ctx, [6, 7, 8, 9, 10, 11], 2 + ctx.random.below(3))
  const holes = [...south, ...north]
  if (holes.length > seeds) return null
  for (const hole of holes) board[hole] = 1
  for (let s = holes.length; s < seeds; s++) board[ctx.random.pick(holes)]!++
  const made = fromSetup({ board, stores: { south: 0, north: 0 }, turn: 'south' }, ctx.variant)
  return made.ok ? made.value : null
}

function pick(ctx: ThemeContext, from: readonly number[], count: number): number[] {
  const pool = [...from]
  const chosen: number[] = []
  while (chosen.length < count) chosen.push(pool.splice(ctx.random.below(pool.length), 1)[0]!)
  return chosen.sort((a, b) => a - b)
}

/** Seeds the side to move wins over the line (its captures and row minus the other's), replayed by the engine's own rules. */
function lineValue(position: Position, line: readonly Hole[]): number | null {
  let game = startGame(position)
  for (const move of line) {
    const played = playInGame(game, move)
    if (!played.ok) return null
    game = played.value.game
  }
  if (game.outcome === null) return null
  const me = position.turn
  const other = opposite(me)
  return game.outcome.score[me] - position.stores[me] - (game.outcome.score[other] - position.stores[other])
}

export function endgameAttempt(ctx: ThemeContext): Draft | null {
  if (ctx.variant.endless !== 'repetition') return null
  const position = drawEndgame(ctx)
  if (!position) return null
  const moves = legalMoves(position)
  if (moves.length < 3) return null
  const seeds = position.board.reduce((a, b) => a + b, 0)
  const tables = smallEndgameTables(ctx.variant.grandSlam, seeds)
  const probe = tables?.probe(position)
  if (!tables || !probe || !probe.proved || probe.majorityPossible) return null
  const value = probe.bounds[0]
  if (value <= 0) return null
  // Every move's value proved (the key lists them all), one move best.
  if (probe.moves.some((m) => m.bounds[0] !== m.bounds[1])) return null
  const best = probe.moves.filter((m) => m.bounds[0] === value)
  if (best.length !== 1) return null
  const answer = best[0]!.move
  const captures = moves.map((move) => {
    const played = play(position, move)
    return { move, captured: played.ok ? played.value.captured : 0 }
  })
  const greedy = Math.max(...captures.map((c) => c.captured))
  // Not the plain greed of level 1: the move that takes most now is not the answer.
  if (greedy > 0 && captures.find((c) => c.move === answer)!.captured === greedy) return null
  // The exact search, code of its own, must prove the same value for every move.
  const analysis = ctx.searcher.analyse(position, { exact: true, allValues: true, nodeBudget: CONFIRM_BUDGET })
  if (!analysis || !analysis.proved) return null
  for (const m of probe.moves) if (analysis.moves.find((s) => s.move === m.move)?.value !== m.bounds[0]) return null

  const values = Object.fromEntries(probe.moves.map((m) => [m.move, m.bounds[0]])) as Partial<Record<Hole, number>>
  const lines = [phrase('generate.endgame.left', { seeds: seedsWord(seeds) }), phrase('generate.endgame.counting'), valuesLine(probe.moves.map((m) => ({ move: m.move, value: m.bounds[0] })))]
  const line = tablesLine(tables, position, 12)
  if (line.length > 0 && line.length <= 10 && lineValue(position, line) === value) lines.push(phrase('generate.endgame.line', { hole: answer, line: line.join(', ') }))
  const grab = captures.find((c) => c.captured === greedy)!
  if (greedy > 0) lines.push(phrase('generate.endgame.grab', { grab: grab.move, seeds: seedsWord(greedy), value: signed(values[grab.move]!) }))
  lines.push(phrase('generate.endgame.best', { hole: answer, seeds: seedsWord(value) }))
  return bestDraft(ctx, 'best-move', position, {
    expect: { best: answer, criterion: 'end', value },
    quotedValues: values,
    title: phrase('generate.endgame.title'),
    question: joined([phrase('generate.endgame.lead', { seeds: seedsWord(seeds) }), phrase('generate.themes.best-move.howMuch')], ' '),
    answers: ['best', 'value'],
    explain: joined(lines, '\n'),
  })
}
