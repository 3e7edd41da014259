import { BOARD_AFTER, PLAY_EITHER_SIDE, anyMove, defineTheme } from './definition.js'

export const doubleLap = defineTheme({
  id: 'double-lap',
  code: 'dlap',
  title: { fr: 'Faire deux fois le tour', en: 'Going round twice' },
  rule: {
    needs: 'sow 23 seeds or more (two laps)',
    shown: (f) => anyMove(f, (r) => r.laps >= 2),
  },
  twins: PLAY_EITHER_SIDE,
  realistic: false,
  fromGames: true,
  playAnswers: BOARD_AFTER,
  mistakes: ['start-not-skipped', 'start-counted', 'into-store'],
})
