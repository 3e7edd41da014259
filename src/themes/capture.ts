import { MOVE_WITH_COUNT, PLAY_EITHER_SIDE, anyMove, defineTheme } from './definition.js'
import type { Hole } from '../engine/index.js'
import type { Attempt } from '../generate/draw.js'
import { aimedMove, playDraft } from '../generate/draw.js'
import { phrase } from '../generate/phrase.js'

const drawCapture: Attempt = (ctx) => {
  const report = aimedMove(ctx)
  if (!report || report.capturedHoles.length !== 1 || report.laps > 0) return null
  if (ctx.level >= 2 && report.seeds < 3) return null
  if (ctx.level === 3 && report.seeds < 5) return null
  return playDraft(ctx, 'capture', report, {
    question: (hole: Hole) => phrase('generate.themes.capture.question', { hole }),
  })
}

export const capture = defineTheme({
  id: 'capture',
  code: 'cap',
  title: { fr: 'Prendre', en: 'Capturing' },
  rule: {
    needs: { en: 'capture seeds', fr: 'prendre des graines' },
    shown: (f) => anyMove(f, (r) => r.captured > 0),
  },
  twins: PLAY_EITHER_SIDE,
  generate: drawCapture,
  realistic: true,
  fromGames: true,
  playAnswers: MOVE_WITH_COUNT,
  mistakes: ['before-adding', 'passing-holes'],
})
