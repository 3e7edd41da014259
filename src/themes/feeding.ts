import { opposite, rowSeeds } from '../engine/index.js'
import { MOVE_WITH_COUNT, defineTheme } from './definition.js'

export const feeding = defineTheme({
  id: 'feeding',
  code: 'feed',
  title: { fr: 'Nourrir', en: 'Feeding' },
  rule: {
    needs: "have a side whose opponent's row is empty",
    shown: (f) => [f.start, ...f.reports.map((r) => r.before)].some((p) => rowSeeds(p.board, opposite(p.turn)) === 0),
  },
  twins: [{ task: 'legal', turns: ['south', 'north'] }],
  realistic: false,
  fromGames: false,
  playAnswers: MOVE_WITH_COUNT,
  mistakes: ['not-feeding'],
})
