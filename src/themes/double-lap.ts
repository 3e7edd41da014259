import { BOARD_AFTER, PLAY_EITHER_SIDE, anyMove, defineTheme } from './definition.js'
import type { Level } from '../exercise/schema.js'
import { lapAttempt } from '../generate/draw.js'

const DOUBLE_LAP_SEEDS: Record<Level, [number, number]> = { 1: [23, 24], 2: [25, 28], 3: [28, 33] }
const drawDoubleLap = lapAttempt('double-lap', DOUBLE_LAP_SEEDS, 2)

export const doubleLap = defineTheme({
  id: 'double-lap',
  code: 'dlap',
  title: { fr: 'Faire deux fois le tour', en: 'Going round twice' },
  rule: {
    needs: { en: 'sow 23 seeds or more (two laps)', fr: 'semer 23 graines ou plus (deux tours)' },
    shown: (f) => anyMove(f, (r) => r.laps >= 2),
  },
  twins: PLAY_EITHER_SIDE,
  generate: drawDoubleLap,
  realistic: false,
  fromGames: true,
  playAnswers: BOARD_AFTER,
  mistakes: ['start-not-skipped', 'start-counted', 'into-store'],
})
