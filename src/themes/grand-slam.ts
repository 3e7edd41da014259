import { legalMoves, play } from '../engine/index.js'
import type { Position } from '../engine/index.js'
import { MOVE_WITH_COUNT, anyMove, defineTheme } from './definition.js'

/** Some legal move of the start would make a grand slam (a best task may teach to see it coming). */
const grandSlamAvailable = (start: Position): boolean =>
  legalMoves(start).some((move) => {
    const played = play(start, move)
    return played.ok && played.value.grandSlam
  })

export const grandSlam = defineTheme({
  id: 'grand-slam',
  code: 'slam',
  title: { fr: 'Tout prendre (le grand chelem)', en: 'Taking everything (the grand slam)' },
  rule: {
    needs: 'show a grand slam (a capture that would empty the row)',
    shown: (f) => anyMove(f, (r) => r.grandSlam) || grandSlamAvailable(f.start),
  },
  twins: [
    { task: 'play', turns: ['south', 'north'] },
    { task: 'best', turns: ['south'] },
  ],
  realistic: false,
  fromGames: true,
  playAnswers: MOVE_WITH_COUNT,
  mistakes: ['grand-slam-taken'],
})
