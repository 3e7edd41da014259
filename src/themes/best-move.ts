import { MOVE, defineTheme } from './definition.js'

export const bestMove = defineTheme({
  id: 'best-move',
  code: 'best',
  title: { fr: 'Le meilleur coup', en: 'The best move' },
  rule: {
    needs: { en: 'be a best task with criterion { plies: N } or end', fr: 'être une tâche best avec criterion { plies: N } ou end' },
    shown: (f) => f.task === 'best' && (typeof f.criterion === 'object' || f.criterion === 'end'),
  },
  twins: [{ task: 'best', turns: ['south'] }],
  realistic: true,
  fromGames: true,
  playAnswers: MOVE,
  mistakes: [],
})
