import { moveValues } from '../exercise/minimax.js'
import type { ThemeFacts } from './definition.js'
import { MOVE, defineTheme } from './definition.js'

/** After the best move, the opponent's best reply captures nothing. */
const bestMoveGivesNothing = (facts: ThemeFacts): boolean => {
  const report = facts.reports[0]
  if (!report || report.outcome) return report !== undefined
  return moveValues(report.after, 'capture').value === 0
}

export const defend = defineTheme({
  id: 'defend',
  code: 'defend',
  title: { fr: 'Se défendre', en: 'Defending' },
  rule: {
    needs: 'be a best task with criterion { plies: 2 } whose best move leaves the opponent nothing to capture',
    shown: (f) => f.task === 'best' && typeof f.criterion === 'object' && f.criterion.plies === 2 && bestMoveGivesNothing(f),
  },
  twins: [{ task: 'best', turns: ['south'] }],
  realistic: true,
  fromGames: true,
  playAnswers: MOVE,
  mistakes: [],
})
