import { MOVE, defineTheme } from './definition.js'

export const noFeedingEnd = defineTheme({
  id: 'no-feeding-end',
  code: 'nofeed',
  title: { fr: 'Personne ne peut nourrir', en: 'Nobody can feed' },
  rule: {
    needs: 'end because the side to move has no move: it cannot feed the other, or has no seed left (the rows are gathered)',
    shown: (f) => f.outcome?.reason === 'no-legal-move',
  },
  twins: [{ task: 'end', turns: ['south'] }],
  realistic: false,
  fromGames: false,
  playAnswers: MOVE,
  mistakes: ['not-feeding'],
})
