import { MOVE, defineTheme } from './definition.js'

export const bestMove = defineTheme({
  id: 'best-move',
  code: 'best',
  title: { fr: 'Le meilleur coup', en: 'The best move' },
  rule: {
    needs: 'be a best task with criterion { plies: N } or end',
    shown: (f) => f.task === 'best' && (typeof f.criterion === 'object' || f.criterion === 'end'),
  },
  twins: [{ task: 'best', turns: ['south'] }],
  realistic: true,
  fromGames: true,
  playAnswers: MOVE,
  mistakes: [],
})
