import { BOARD_AFTER, PLAY_EITHER_SIDE, defineTheme } from './definition.js'

export const sowing = defineTheme({
  id: 'sowing',
  code: 'sow',
  title: { fr: 'Semer', en: 'Sowing' },
  // A move is all the theme asks.
  rule: null,
  twins: PLAY_EITHER_SIDE,
  realistic: true,
  fromGames: true,
  playAnswers: BOARD_AFTER,
  mistakes: ['start-counted', 'into-store'],
})
