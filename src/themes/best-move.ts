import { MOVE, defineTheme } from './definition.js'
import type { Hole, Position } from '../engine/index.js'
import { legalMoves, rowSeeds } from '../engine/index.js'
import type { Level } from '../exercise/schema.js'
import type { PlayingSearcher } from '../search/index.js'
import { STORE_UNIT } from '../search/index.js'
import type { Attempt } from '../generate/draw.js'
import { drawPosition, playOrNull, opponentOf, askBest } from '../generate/draw.js'
import { NNBSP, seedsEn, seedsFr } from '../generate/explain.js'
import { signed } from '../words.js'

const N = NNBSP

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
    const fr = [`Je regarde ${plies} coups à l’avance${N}: les miens et ceux de Nord, qui se défend au mieux.`, `Pour chaque coup, je compte les graines que je gagne moins celles que gagne Nord.`]
    const en = [`I look ${plies} moves ahead, mine and North's, with North defending as well as it can.`, 'For each move I count the seeds I win minus the seeds North wins.']
    fr.push(
      analysis.moves
        .map((m) => `${m.move}${N}: ${signed(m.value)}`)
        .join(' ; ')
        .replace(/ ;/g, `${N};`) + '.',
    )
    en.push(analysis.moves.map((m) => `${m.move}: ${signed(m.value)}`).join('; ') + '.')
    const line = verifiedLine(position, analysis.line, analysis.value)
    if (line) {
      fr.push(`Avec ${answer}, une suite possible (moi, Nord, moi…)${N}: ${line.join(', ')}.`)
      en.push(`With ${answer}, a possible line (me, North, me…): ${line.join(', ')}.`)
    }
    const grab = reports.find((r) => r.captured === greedy)!
    const grabValue = analysis.moves.find((m) => m.move === grab.move)!.value
    if (greedy > 0 && grab.move !== answer && grabValue < greedy) {
      // The trap: a capture now that North's answers take back.
      fr.push(`${grab.move} prend tout de suite ${seedsFr(greedy)}, mais Nord répond et, sur ${plies} coups, ${grab.move} ne vaut que ${signed(grabValue)}.`)
      en.push(`${grab.move} captures ${seedsEn(greedy)} at once, but North answers and over ${plies} moves ${grab.move} is only worth ${signed(grabValue)}.`)
    } else if (greedy > 0 && grab.move !== answer) {
      // The biggest capture now keeps its seeds, but another move does better over the moves looked at.
      fr.push(`${grab.move} prend tout de suite ${seedsFr(greedy)} et les garde, mais ${answer} fait mieux sur ${plies} coups.`)
      en.push(`${grab.move} captures ${seedsEn(greedy)} at once and keeps them, but ${answer} does better over ${plies} moves.`)
    }
    fr.push(`Le meilleur coup est ${answer}${N}: ${signed(analysis.value)}, contre ${signed(second.value)} au mieux pour les autres. ${signedFr(analysis.value)}.`)
    en.push(`The best move is ${answer}: ${signed(analysis.value)}, against ${signed(second.value)} at best for the others. ${signedEn(analysis.value)}.`)
    return {
      theme: 'best-move',
      level: ctx.level,
      start: position,
      task: 'best',
      play: [],
      expect: { best: answer, criterion: { plies }, value: analysis.value },
      quotedValues: Object.fromEntries(analysis.moves.map((m) => [m.move, m.value])),
      title: { fr: 'Le meilleur coup', en: 'The best move' },
      question: {
        fr: `Regarde ${plies} coups à l’avance, les tiens et ceux de Nord. Quel coup te fait gagner le plus de graines, même si Nord se défend au mieux${N}? Combien en gagnes-tu de plus que Nord${N}?`,
        en: `Look ${plies} moves ahead, yours and North's. Which move wins you the most seeds, even if North defends as well as it can? How many more than North do you win?`,
      },
      answers: ['best', 'value'],
      explain: { fr: fr.join('\n'), en: en.join('\n') },
      ask: askBest(
        {
          fr: `Regarde ${plies} coups à l’avance, les tiens et ceux de Nord. Quel coup te fait gagner le plus de graines, même si Nord se défend au mieux${N}?`,
          en: `Look ${plies} moves ahead, yours and North's. Which move wins you the most seeds, even if North defends as well as it can?`,
        },
        { fr: `Combien en gagnes-tu de plus que Nord${N}?`, en: 'How many more than North do you win?' },
      ),
    }
  }
}

/** +2, 0, −1 (a real minus sign, as printed in schoolbooks). */
const signedFr = (value: number): string =>
  value > 0 ? `Je gagne ${seedsFr(value)} de plus que Nord` : value < 0 ? `Nord gagne ${seedsFr(-value)} de plus que moi` : 'Nord et moi gagnons autant de graines'
const signedEn = (value: number): string =>
  value > 0 ? `I win ${seedsEn(value)} more than North` : value < 0 ? `North wins ${seedsEn(-value)} more than I do` : 'North and I win the same number of seeds'

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
        won += rowSeeds(current.board, position.turn) - rowSeeds(current.board, opponentOf(position.turn))
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
