import { MOVE, defineTheme } from './definition.js'

export const repetition = defineTheme({
  id: 'repetition',
  code: 'rep',
  title: { fr: 'La même position trois fois', en: 'The same position three times' },
  rule: {
    needs: 'end the game by repetition (the same position a third time without capture)',
    shown: (f) => f.outcome?.reason === 'repetition',
  },
  twins: [{ task: 'end', turns: ['south'] }],
  realistic: false,
  fromGames: false,
  playAnswers: MOVE,
  mistakes: [],
})
