import { BOARD_AFTER, PLAY_EITHER_SIDE, anyMove, defineTheme } from './definition.js'

export const lap = defineTheme({
  id: 'lap',
  code: 'lap',
  title: { fr: 'Faire le tour', en: 'Going round' },
  rule: {
    needs: { en: 'sow 12 seeds or more (a full lap)', fr: 'semer 12 graines ou plus (un tour complet)' },
    shown: (f) => anyMove(f, (r) => r.laps >= 1),
  },
  twins: PLAY_EITHER_SIDE,
  realistic: true,
  fromGames: true,
  playAnswers: BOARD_AFTER,
  mistakes: ['start-not-skipped', 'start-counted', 'into-store'],
})
