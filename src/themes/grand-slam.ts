import { MOVE_WITH_COUNT, anyMove, defineTheme } from './definition.js'
import type { Hole, Position } from '../engine/index.js'
import { legalMoves, play } from '../engine/index.js'
import type { Level } from '../exercise/schema.js'
import type { Attempt, ThemeContext } from '../generate/draw.js'
import { between, build, someHoles, SOUTH, NORTH, playOrNull, drawMove, playDraft, biggestCaptureDraft } from '../generate/draw.js'
import { phrase } from '../generate/phrase.js'

/** Some legal move of the start would make a grand slam (a best task may teach to see it coming). */
const grandSlamAvailable = (start: Position): boolean =>
  legalMoves(start).some((move) => {
    const played = play(start, move)
    return played.ok && played.value.grandSlam
  })

const SLAM_LENGTH: Record<Level, [number, number]> = { 1: [1, 2], 2: [2, 3], 3: [3, 6] }

const grandSlamPlay: Attempt = (ctx) => {
  const position = ctx.pool ? ctx.random.pick(ctx.pool) : grandSlamPosition(ctx)
  if (!position) return null
  const report = drawMove(ctx, position)
  // Under the default rule the grand slam is cancelled; under capture-all it takes the whole row.
  if (!report || !report.grandSlam) return null
  const [low, high] = SLAM_LENGTH[ctx.level]
  if (report.chain.length < low || report.chain.length > high) return null
  // The same question under both rules.
  return playDraft(ctx, 'grand-slam', report, { question: (hole: Hole) => phrase('generate.themes.grand-slam.question', { hole }), answers: () => ['last', 'captured', 'why'] }, { grandSlam: true })
}

/** North's row holds only 1s and 2s, in few holes: sowings that would empty it are common. */
function grandSlamPosition(ctx: ThemeContext): Position | null {
  const board = Array.from({ length: 12 }, () => 0)
  const northHoles = someHoles(ctx.random, NORTH, between(ctx.random, [SLAM_LENGTH[ctx.level][0], Math.min(6, SLAM_LENGTH[ctx.level][1] + 1)]))
  for (const h of northHoles) board[h] = 1 + ctx.random.below(2)
  const southHoles = someHoles(ctx.random, SOUTH, between(ctx.random, [1, 2 + ctx.level]))
  for (const h of southHoles) board[h] = 1 + ctx.random.below(4 + 2 * ctx.level)
  return build(ctx, board, { south: 0, north: 0 }, 'south')
}

/**
 * The grand slam as a choice: the longest chain would take everything and is cancelled, so another
 * move captures the most (a twin of the bank's "the longest chain does not count").
 */
const grandSlamBest: Attempt = (ctx) => {
  const position = ctx.pool ? ctx.random.pick(ctx.pool) : grandSlamPosition(ctx)
  if (!position) return null
  if (!legalMoves(position).some((m) => playOrNull(position, m)?.grandSlamCancelled)) return null
  // Past a cancelled grand slam, one real capture is choice enough: the tempting chain is the lesson.
  return biggestCaptureDraft(ctx, 'grand-slam', position, { minimum: 1, title: phrase('generate.themes.grand-slam.bestTitle') })
}

/** A twin of a bank exercise that asks for the biggest capture past a cancelled grand slam; else a grand slam to play. */
const drawGrandSlam: Attempt = (ctx) => (ctx.twin?.task === 'best' ? grandSlamBest(ctx) : grandSlamPlay(ctx))

export const grandSlam = defineTheme({
  id: 'grand-slam',
  code: 'slam',
  title: { fr: 'Tout prendre (le grand chelem)', en: 'Taking everything (the grand slam)' },
  rule: {
    needs: { en: 'show a grand slam (a capture that would empty the row)', fr: 'montrer un « tout prendre » (une prise qui viderait la rangée)' },
    shown: (f) => anyMove(f, (r) => r.grandSlam) || grandSlamAvailable(f.start),
  },
  twins: [
    { task: 'play', turns: ['south', 'north'] },
    { task: 'best', turns: ['south'] },
  ],
  generate: drawGrandSlam,
  realistic: false,
  fromGames: true,
  playAnswers: MOVE_WITH_COUNT,
  mistakes: ['grand-slam-taken'],
})
