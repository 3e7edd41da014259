import { MOVE, defineTheme } from './definition.js'

export const bestCapture = defineTheme({
  id: 'best-capture',
  code: 'bestcap',
  title: { fr: 'La plus grosse prise', en: 'The biggest capture' },
  rule: {
    needs: 'be a best task with criterion: capture',
    shown: (f) => f.task === 'best' && f.criterion === 'capture',
  },
  twins: [{ task: 'best', turns: ['south', 'north'] }],
  realistic: true,
  fromGames: true,
  playAnswers: MOVE,
  mistakes: [],
})
