import { PLAY_EITHER_SIDE, anyMove, defineTheme } from './definition.js'
import type { Hole, MoveReport } from '../engine/index.js'
import { HOLES } from '../engine/index.js'
import type { Attempt } from '../generate/draw.js'
import { aimedMove, inOpponentRow, playDraft } from '../generate/draw.js'
import { phrase } from '../generate/phrase.js'

/** The hole just before the chain (backwards), when it is still in the opponent's row. */
function stopHole(report: MoveReport): number | null {
  const index = HOLES.indexOf(report.last) - report.chain.length
  return inOpponentRow(report, index) && index >= 0 ? index : null
}

const drawChainStop: Attempt = (ctx) => {
  const report = aimedMove(ctx)
  if (!report || report.captured === 0) return null
  const stop = stopHole(report)
  // A real stop: a hole of the opponent's row, not 2 or 3, with seeds in it (an empty hole is too easy a stop).
  if (stop === null || report.afterSowing[stop] === 0) return null
  if (ctx.level >= 2) {
    // Tempting: a hole of 2 or 3 further back, beyond the stop, that the pupil must not take.
    let tempting = false
    for (let i = stop - 1; inOpponentRow(report, i) && i >= 0; i--) if (report.afterSowing[i] === 2 || report.afterSowing[i] === 3) tempting = true
    if (!tempting) return null
  }
  if (ctx.level === 3 && report.capturedHoles.length < 2) return null
  return playDraft(ctx, 'chain-stop', report, {
    question: (hole: Hole) => phrase('generate.themes.chain-stop.question', { hole }),
    answers: () => ['capturedHoles', 'why', 'captured'],
    ask: { why: phrase('generate.themes.chain-stop.why') },
  })
}

export const chainStop = defineTheme({
  id: 'chain-stop',
  code: 'stop',
  title: { fr: 'Où la prise s’arrête', en: 'Where the capture stops' },
  // A cancelled grand slam has a chain too, but takes nothing: a chain-stop must really capture.
  rule: {
    needs: { en: 'capture with a chain that stops', fr: 'prendre avec une chaîne qui s’arrête' },
    shown: (f) => anyMove(f, (r) => r.captured > 0),
  },
  twins: PLAY_EITHER_SIDE,
  generate: drawChainStop,
  realistic: true,
  fromGames: true,
  playAnswers: ['last', 'capturedHoles', 'captured', 'count'],
  mistakes: ['chain-skips', 'passing-holes', 'last-only', 'before-adding'],
})
