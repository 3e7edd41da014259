import { MOVE_WITH_COUNT, PLAY_EITHER_SIDE, defineTheme } from './definition.js'

export const noCapture = defineTheme({
  id: 'no-capture',
  code: 'nocap',
  title: { fr: 'Pas de prise', en: 'No capture' },
  rule: {
    needs: 'end with a move that captures nothing',
    shown: (f) => f.reports.length > 0 && f.reports[f.reports.length - 1]!.captured === 0,
  },
  twins: PLAY_EITHER_SIDE,
  realistic: true,
  fromGames: true,
  playAnswers: MOVE_WITH_COUNT,
  mistakes: ['own-row', 'before-adding', 'passing-holes'],
})
