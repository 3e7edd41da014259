/**
 * Endgame exercises for level 3 (`generate --theme best-move --level 3 --endgame`): "How many more
 * seeds can you win, at best, to the end of the game? Which move?" on a board of 6 to 10 seeds. Kept
 * only where the endgame tables prove the answer (every move's value to the end, one move best) and
 * the exact search of `best --exact`, code of its own, proves the same values.
 */
import type { Hole, Position } from '../engine/index.js'
import { fromSetup, legalMoves, play, playInGame, startGame } from '../engine/index.js'
import { tablesLine } from '../tables/play.js'
import { smallEndgameTables } from '../tables/small.js'
import { NNBSP, seedsEn, seedsFr } from './explain.js'
import type { Draft, ThemeContext } from './draw.js'
import { signed } from '../words.js'

const N = NNBSP

/** Seeds on the board: enough for a real endgame, few enough for the tables built in memory (and the search's proof). */
export const ENDGAME_SEEDS: readonly [number, number] = [6, 10]
/** Nodes the search may spend confirming the tables' values, per exercise (a fraction of a second). */
const CONFIRM_BUDGET = 1_500_000

/** +2, 0, −1 (a real minus sign, as printed in schoolbooks). */

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
  const other = me === 'south' ? 'north' : 'south'
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
  const fr = [
    `Il reste ${seedsFr(seeds)}. Je cherche jusqu’à la fin de la partie, Nord se défendant au mieux.`,
    'Pour chaque coup, je compte les graines que je gagne moins celles que gagne Nord, jusqu’à la fin.',
    probe.moves.map((m) => `${m.move}${N}: ${signed(m.bounds[0])}`).join(`${N}; `) + '.',
  ]
  const en = [
    `${seedsEn(seeds)} are left. I look to the end of the game, with North defending as well as it can.`,
    'For each move I count the seeds I win minus the seeds North wins, to the end.',
    probe.moves.map((m) => `${m.move}: ${signed(m.bounds[0])}`).join('; ') + '.',
  ]
  const line = tablesLine(tables, position, 12)
  if (line.length > 0 && line.length <= 10 && lineValue(position, line) === value) {
    fr.push(`Avec ${answer}, une suite possible jusqu’à la fin (moi, Nord, moi…)${N}: ${line.join(', ')}.`)
    en.push(`With ${answer}, a possible line to the end (me, North, me…): ${line.join(', ')}.`)
  }
  const grab = captures.find((c) => c.captured === greedy)!
  if (greedy > 0) {
    fr.push(`${grab.move} prend tout de suite ${seedsFr(greedy)}, mais jusqu’à la fin ${grab.move} ne vaut que ${signed(values[grab.move]!)}.`)
    en.push(`${grab.move} captures ${seedsEn(greedy)} at once, but to the end ${grab.move} is only worth ${signed(values[grab.move]!)}.`)
  }
  fr.push(`Le meilleur coup est ${answer}${N}: je gagne ${seedsFr(value)} de plus que Nord.`)
  en.push(`The best move is ${answer}: I win ${seedsEn(value)} more than North.`)
  return {
    theme: 'best-move',
    level: ctx.level,
    start: position,
    task: 'best',
    play: [],
    expect: { best: answer, criterion: 'end', value },
    quotedValues: values,
    title: { fr: `Jusqu’à la fin${N}: le meilleur coup`, en: 'To the end: the best move' },
    question: {
      fr: `Il reste ${seedsFr(seeds)}. Jusqu’à la fin de la partie, quel coup te fait gagner le plus de graines, même si Nord se défend au mieux${N}? Combien en gagnes-tu de plus que Nord${N}?`,
      en: `${seedsEn(seeds)} are left. To the end of the game, which move wins you the most seeds, even if North defends as well as it can? How many more than North do you win?`,
    },
    answers: ['best', 'value'],
    explain: { fr: fr.join('\n'), en: en.join('\n') },
  }
}
