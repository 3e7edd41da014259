import { MOVE, defineTheme } from './definition.js'

export const end = defineTheme({
  id: 'end',
  code: 'end',
  title: { fr: 'La fin de la partie', en: 'The end of the game' },
  rule: {
    needs: 'end the game',
    shown: (f) => f.outcome !== null,
  },
  twins: [{ task: 'end', turns: ['south'] }],
  realistic: false,
  fromGames: false,
  playAnswers: MOVE,
  mistakes: [],
})
