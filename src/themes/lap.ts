import { BOARD_AFTER, PLAY_EITHER_SIDE, anyMove, defineTheme } from './definition.js'
import type { Level } from '../exercise/schema.js'
import { lapAttempt } from '../generate/draw.js'

const LAP_SEEDS: Record<Level, [number, number]> = { 1: [12, 13], 2: [14, 17], 3: [17, 22] }
const drawLap = lapAttempt('lap', LAP_SEEDS, 1)

export const lap = defineTheme({
  id: 'lap',
  code: 'lap',
  title: { fr: 'Faire le tour', en: 'Going round' },
  rule: {
    needs: { en: 'sow 12 seeds or more (a full lap)', fr: 'semer 12 graines ou plus (un tour complet)' },
    shown: (f) => anyMove(f, (r) => r.laps >= 1),
  },
  twins: PLAY_EITHER_SIDE,
  generate: drawLap,
  realistic: true,
  fromGames: true,
  playAnswers: BOARD_AFTER,
  mistakes: ['start-not-skipped', 'start-counted', 'into-store'],
})
