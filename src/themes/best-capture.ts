import { MOVE, defineTheme } from './definition.js'
import type { Position } from '../engine/index.js'
import type { Attempt, ThemeContext } from '../generate/draw.js'
import { between, build, someHoles, SOUTH, NORTH, mirrored, biggestCaptureDraft } from '../generate/draw.js'

/**
 * Several of the pupil's holes aimed at North's row, North's holes holding 1 or 2: a board with
 * rival captures, the best one from any hole.
 */
function rivalCaptures(ctx: ThemeContext): Position | null {
  const board = Array.from({ length: 12 }, () => 0)
  const aimed = someHoles(ctx.random, SOUTH, ctx.level + 1)
  for (const origin of aimed) board[origin] = ctx.random.pick(NORTH) - origin
  const northHoles = someHoles(ctx.random, NORTH, between(ctx.random, [ctx.level + 1, Math.min(6, ctx.level + 3)]))
  for (const h of northHoles) board[h] = ctx.level === 3 && ctx.random.next() < 0.2 ? 3 + ctx.random.below(3) : 1 + ctx.random.below(2)
  if (ctx.level >= 2) for (const h of someHoles(ctx.random, SOUTH, ctx.level - 1)) if (board[h] === 0) board[h] = 1 + ctx.random.below(4)
  return build(ctx, board, { south: 0, north: 0 }, 'south')
}

const drawBestCapture: Attempt = (ctx) => {
  const drawn = ctx.pool ? ctx.random.pick(ctx.pool) : rivalCaptures(ctx)
  // A twin of a bank exercise played by North: the same kind of board, seen from North's side.
  const position = drawn && ctx.twin?.turn === 'north' ? mirrored(drawn) : drawn
  return position ? biggestCaptureDraft(ctx, 'best-capture', position) : null
}

export const bestCapture = defineTheme({
  id: 'best-capture',
  code: 'bestcap',
  title: { fr: 'La plus grosse prise', en: 'The biggest capture' },
  rule: {
    needs: { en: 'be a best task with criterion: capture', fr: 'être une tâche best avec criterion: capture' },
    shown: (f) => f.task === 'best' && f.criterion === 'capture',
  },
  twins: [{ task: 'best', turns: ['south', 'north'] }],
  generate: drawBestCapture,
  realistic: true,
  fromGames: true,
  playAnswers: MOVE,
  mistakes: [],
})
