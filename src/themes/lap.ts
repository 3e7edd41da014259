import { BOARD_AFTER, PLAY_EITHER_SIDE, anyMove, defineTheme } from './definition.js'

export const lap = defineTheme({
  id: 'lap',
  code: 'lap',
  title: { fr: 'Faire le tour', en: 'Going round' },
  rule: {
    needs: 'sow 12 seeds or more (a full lap)',
    shown: (f) => anyMove(f, (r) => r.laps >= 1),
  },
  twins: PLAY_EITHER_SIDE,
  realistic: true,
  fromGames: true,
  playAnswers: BOARD_AFTER,
  mistakes: ['start-not-skipped', 'start-counted', 'into-store'],
})
