import { moveValues } from '../exercise/minimax.js'
import type { ThemeFacts } from './definition.js'
import { MOVE, defineTheme } from './definition.js'
import type { MoveReport, Position } from '../engine/index.js'
import { legalMoves, positionOutcome } from '../engine/index.js'
import type { Attempt } from '../generate/draw.js'
import { drawPosition, playOrNull, sparse, askBest } from '../generate/draw.js'
import { NNBSP, countLines, listEn, listFr, seedsEn, seedsFr } from '../generate/explain.js'

/** After the best move, the opponent's best reply captures nothing. */
const bestMoveGivesNothing = (facts: ThemeFacts): boolean => {
  const report = facts.reports[0]
  if (!report || report.outcome) return report !== undefined
  return moveValues(report.after, 'capture').value === 0
}

const N = NNBSP

/** The opponent's best capture after each of the pupil's moves. */
function threats(position: Position): { move: MoveReport; reply: MoveReport | null; taken: number }[] {
  return legalMoves(position).map((m) => {
    const move = playOrNull(position, m)!
    let reply: MoveReport | null = null
    if (positionOutcome(move.after) === null) {
      for (const answer of legalMoves(move.after)) {
        const r = playOrNull(move.after, answer)!
        if (!reply || r.captured > reply.captured) reply = r
      }
    }
    return { move, reply, taken: reply?.captured ?? 0 }
  })
}

const drawDefend: Attempt = (ctx) => {
  const position = drawPosition(ctx)
  if (!position) return null
  const options = threats(position)
  if (options.length < (ctx.level === 1 ? 2 : 3)) return null
  // A pure defence: no move of mine captures, exactly one move leaves North nothing, every other loses seeds.
  if (options.some((o) => o.move.captured > 0 || o.move.outcome !== null)) return null
  const safe = options.filter((o) => o.taken === 0)
  if (safe.length !== 1) return null
  if (ctx.level >= 2 && Math.max(...options.map((o) => o.taken)) < 3) return null
  // The engine's own check of the claim: over 2 plies the safe move is the unique best, worth 0.
  const analysis = ctx.searcher.analyse(position, { depth: 2, allValues: true })
  if (!analysis || analysis.best.length !== 1 || analysis.best[0] !== safe[0]!.move.move || analysis.value !== 0) return null
  const answer = safe[0]!.move
  const fr = [`Je regarde ce que Nord pourrait prendre après chacun de mes coups.`]
  const en = ['I look at what North could capture after each of my moves.']
  for (const o of options) {
    if (o.taken === 0) {
      fr.push(`Si je joue ${o.move.move}, Nord ne peut rien prendre.`)
      en.push(`If I play ${o.move.move}, North cannot capture anything.`)
    } else {
      const r = o.reply!
      fr.push(`Si je joue ${o.move.move}, Nord joue ${r.move}${N}: sa dernière graine tombe en ${r.last} et il prend ${listFr(r.capturedHoles)}, ${seedsFr(o.taken)}.`)
      en.push(`If I play ${o.move.move}, North plays ${r.move}: the last seed lands in ${r.last} and North takes ${listEn(r.capturedHoles)}, ${seedsEn(o.taken)}.`)
    }
  }
  fr.push(`Le bon coup est ${answer.move}${N}: je ne perds aucune graine.`)
  en.push(`The right move is ${answer.move}: I lose no seeds.`)
  const count = countLines(answer)
  return {
    theme: 'defend',
    level: ctx.level,
    start: position,
    task: 'best',
    play: [],
    expect: { best: answer.move, criterion: { plies: 2 }, value: 0, last: answer.last, captured: 0, board: sparse(answer.after.board) },
    title: { fr: 'Protège tes graines', en: 'Protect your seeds' },
    question: {
      fr: `Nord menace de prendre tes graines. Quel est le seul coup qui ne lui laisse rien prendre au tour suivant${N}?`,
      en: 'North is threatening to capture your seeds. What is the only move that leaves North nothing to capture next turn?',
    },
    explain: { fr: [...fr, ...count.fr].join('\n'), en: [...en, ...count.en].join('\n') },
    ask: askBest(
      {
        fr: `Nord menace de prendre tes graines. Quel est le seul coup qui ne lui laisse rien prendre au tour suivant${N}?`,
        en: 'North is threatening to capture your seeds. What is the only move that leaves North nothing to capture next turn?',
      },
      null,
    ),
  }
}

export const defend = defineTheme({
  id: 'defend',
  code: 'defend',
  title: { fr: 'Se défendre', en: 'Defending' },
  rule: {
    needs: {
      en: 'be a best task with criterion { plies: 2 } whose best move leaves the opponent nothing to capture',
      fr: 'être une tâche best avec criterion { plies: 2 } dont le meilleur coup ne laisse rien à prendre à l’adversaire',
    },
    shown: (f) => f.task === 'best' && typeof f.criterion === 'object' && f.criterion.plies === 2 && bestMoveGivesNothing(f),
  },
  twins: [{ task: 'best', turns: ['south'] }],
  generate: drawDefend,
  realistic: true,
  fromGames: true,
  playAnswers: MOVE,
  mistakes: [],
})
