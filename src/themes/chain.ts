import { PLAY_EITHER_SIDE, anyMove, defineTheme } from './definition.js'
import type { Hole } from '../engine/index.js'
import type { Level } from '../exercise/schema.js'
import type { Attempt } from '../generate/draw.js'
import { aimedMove, playDraft } from '../generate/draw.js'
import { phrase } from '../generate/phrase.js'

const CHAIN_LENGTH: Record<Level, [number, number]> = { 1: [2, 2], 2: [3, 3], 3: [3, 5] }

const drawChain: Attempt = (ctx) => {
  const report = aimedMove(ctx)
  if (!report || report.captured === 0) return null
  const [low, high] = CHAIN_LENGTH[ctx.level]
  if (report.capturedHoles.length < low || report.capturedHoles.length > high) return null
  return playDraft(ctx, 'chain', report, {
    question: (hole: Hole) => phrase('generate.themes.chain.question', { hole }),
  })
}

export const chain = defineTheme({
  id: 'chain',
  code: 'chain',
  title: { fr: 'Une prise en chaîne', en: 'A chain capture' },
  rule: {
    needs: { en: 'capture at least two holes in one move', fr: 'prendre au moins deux trous en un coup' },
    shown: (f) => anyMove(f, (r) => r.capturedHoles.length >= 2),
  },
  twins: PLAY_EITHER_SIDE,
  generate: drawChain,
  realistic: true,
  fromGames: true,
  playAnswers: ['last', 'capturedHoles', 'captured', 'count'],
  mistakes: ['last-only', 'passing-holes', 'chain-skips', 'before-adding'],
})
