import { PLAY_EITHER_SIDE, anyMove, defineTheme } from './definition.js'

export const chainStop = defineTheme({
  id: 'chain-stop',
  code: 'stop',
  title: { fr: 'Où la prise s’arrête', en: 'Where the capture stops' },
  // A cancelled grand slam has a chain too, but takes nothing: a chain-stop must really capture.
  rule: {
    needs: 'capture with a chain that stops',
    shown: (f) => anyMove(f, (r) => r.captured > 0),
  },
  twins: PLAY_EITHER_SIDE,
  realistic: true,
  fromGames: true,
  playAnswers: ['last', 'capturedHoles', 'captured', 'count'],
  mistakes: ['chain-skips', 'passing-holes', 'last-only', 'before-adding'],
})
