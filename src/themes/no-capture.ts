import { MOVE_WITH_COUNT, PLAY_EITHER_SIDE, defineTheme } from './definition.js'
import type { Hole } from '../engine/index.js'
import { HOLES } from '../engine/index.js'
import type { Attempt } from '../generate/draw.js'
import { aimedMove, inOpponentRow, playDraft } from '../generate/draw.js'
import { phrase } from '../generate/phrase.js'

const drawNoCapture: Attempt = (ctx) => {
  const report = aimedMove(ctx)
  if (!report || report.captured > 0 || report.grandSlam || report.laps > 0) return null
  const lastIndex = HOLES.indexOf(report.last)
  if (!inOpponentRow(report, lastIndex)) return null // the lesson is "in their row, but not 2 or 3"
  if (ctx.level >= 2) {
    // Tempting: a sown hole of the opponent's row now holds 2 or 3, but it is not where the last seed fell.
    const tempting = report.sown.some((h) => {
      const i = HOLES.indexOf(h)
      return i !== lastIndex && inOpponentRow(report, i) && (report.afterSowing[i] === 2 || report.afterSowing[i] === 3)
    })
    if (!tempting) return null
  }
  if (ctx.level === 3 && report.afterSowing[lastIndex]! < 4) return null // the last hole went past 3
  return playDraft(ctx, 'no-capture', report, {
    question: (hole: Hole) => phrase('generate.themes.no-capture.question', { hole }),
    answers: () => ['last', 'captured', 'why'],
  })
}

export const noCapture = defineTheme({
  id: 'no-capture',
  code: 'nocap',
  title: { fr: 'Pas de prise', en: 'No capture' },
  rule: {
    needs: { en: 'end with a move that captures nothing', fr: 'finir par un coup qui ne prend rien' },
    shown: (f) => f.reports.length > 0 && f.reports[f.reports.length - 1]!.captured === 0,
  },
  twins: PLAY_EITHER_SIDE,
  generate: drawNoCapture,
  realistic: true,
  fromGames: true,
  playAnswers: MOVE_WITH_COUNT,
  mistakes: ['own-row', 'before-adding', 'passing-holes'],
})
