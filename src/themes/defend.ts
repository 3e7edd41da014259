import { moveValues } from '../exercise/minimax.js'
import type { ThemeFacts } from './definition.js'
import { MOVE, defineTheme } from './definition.js'
import type { MoveReport, Position } from '../engine/index.js'
import { legalMoves, positionOutcome } from '../engine/index.js'
import type { Attempt } from '../generate/draw.js'
import { drawPosition, playOrNull, sparse, askBest, bestDraft, themeTitle } from '../generate/draw.js'
import { countLines, listWord, seedsWord, toLines } from '../generate/explain.js'
import { phrase } from '../generate/phrase.js'

/** After the best move, the opponent's best reply captures nothing. */
const bestMoveGivesNothing = (facts: ThemeFacts): boolean => {
  const report = facts.reports[0]
  if (!report || report.outcome) return report !== undefined
  return moveValues(report.after, 'capture').value === 0
}

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
  const lines = [phrase('generate.themes.defend.look')]
  for (const o of options) {
    if (o.taken === 0) lines.push(phrase('generate.themes.defend.safe', { hole: o.move.move }))
    else {
      const r = o.reply!
      lines.push(phrase('generate.themes.defend.threat', { hole: o.move.move, reply: r.move, last: r.last, holes: listWord(r.capturedHoles), seeds: seedsWord(o.taken) }))
    }
  }
  lines.push(phrase('generate.themes.defend.right', { hole: answer.move }))
  const explain = toLines(lines)
  const count = countLines(answer)
  const question = phrase('generate.themes.defend.question')
  return bestDraft(ctx, 'defend', position, {
    expect: { best: answer.move, criterion: { plies: 2 }, value: 0, last: answer.last, captured: 0, board: sparse(answer.after.board) },
    title: themeTitle('defend'),
    question,
    explain: { fr: [...explain.fr, ...count.fr].join('\n'), en: [...explain.en, ...count.en].join('\n') },
    ask: askBest(question, null),
  })
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
