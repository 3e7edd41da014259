import { PLAY_EITHER_SIDE, anyMove, defineTheme } from './definition.js'

export const chain = defineTheme({
  id: 'chain',
  code: 'chain',
  title: { fr: 'Une prise en chaîne', en: 'A chain capture' },
  rule: {
    needs: 'capture at least two holes in one move',
    shown: (f) => anyMove(f, (r) => r.capturedHoles.length >= 2),
  },
  twins: PLAY_EITHER_SIDE,
  realistic: true,
  fromGames: true,
  playAnswers: ['last', 'capturedHoles', 'captured', 'count'],
  mistakes: ['last-only', 'passing-holes', 'chain-skips', 'before-adding'],
})
