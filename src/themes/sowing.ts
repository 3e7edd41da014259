import { BOARD_AFTER, PLAY_EITHER_SIDE, defineTheme } from './definition.js'
import type { Hole } from '../engine/index.js'
import { HOLES } from '../engine/index.js'
import type { Level } from '../exercise/schema.js'
import type { Attempt } from '../generate/draw.js'
import { between, SOUTH, drawPosition, playOrNull, drawMove, inOpponentRow, playDraft } from '../generate/draw.js'
import { phrase } from '../generate/phrase.js'

const SOWING_SEEDS: Record<Level, [number, number]> = { 1: [2, 4], 2: [5, 8], 3: [8, 11] }

const drawSowing: Attempt = (ctx) => {
  const origin = { hole: ctx.random.pick(SOUTH), seeds: between(ctx.random, SOWING_SEEDS[ctx.level]) }
  const position = drawPosition(ctx, origin)
  if (!position) return null
  const report = ctx.pool ? drawMove(ctx, position) : playOrNull(position, HOLES[origin.hole]!)
  if (!report || report.captured > 0 || report.chain.length > 0 || report.laps > 0) return null
  const seeds = report.seeds
  if (seeds < SOWING_SEEDS[ctx.level][0] || seeds > SOWING_SEEDS[ctx.level][1]) return null
  // The sowing must cross into the opponent's row: following the seeds round the corner is the lesson.
  if (!report.sown.some((h) => inOpponentRow(report, HOLES.indexOf(h)))) return null
  return playDraft(ctx, 'sowing', report, {
    question: (hole: Hole) => phrase('generate.themes.sowing.question', { hole }),
    // Each question its place: the holes sown in order, the last one, the board after.
    answers: () => ['sown', 'last', 'board'],
    sown: true,
  })
}

export const sowing = defineTheme({
  id: 'sowing',
  code: 'sow',
  title: { fr: 'Semer', en: 'Sowing' },
  // A move is all the theme asks.
  rule: null,
  twins: PLAY_EITHER_SIDE,
  generate: drawSowing,
  realistic: true,
  fromGames: true,
  playAnswers: BOARD_AFTER,
  mistakes: ['start-counted', 'into-store'],
})
