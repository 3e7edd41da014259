import { MOVE_WITH_COUNT, PLAY_EITHER_SIDE, anyMove, defineTheme } from './definition.js'

export const capture = defineTheme({
  id: 'capture',
  code: 'cap',
  title: { fr: 'Prendre', en: 'Capturing' },
  rule: {
    needs: 'capture seeds',
    shown: (f) => anyMove(f, (r) => r.captured > 0),
  },
  twins: PLAY_EITHER_SIDE,
  realistic: true,
  fromGames: true,
  playAnswers: MOVE_WITH_COUNT,
  mistakes: ['before-adding', 'passing-holes'],
})
