import { MOVE, defineTheme } from './definition.js'
import type { Level } from '../exercise/schema.js'
import type { Attempt } from '../generate/draw.js'
import { between, someHoles, ALL, SHAPE, endDraft, inProgress, playOut } from '../generate/draw.js'
import type { Lines } from '../generate/explain.js'
import { NNBSP } from '../generate/explain.js'

const N = NNBSP

const END_PLIES: Record<Level, number> = { 1: 1, 2: 2, 3: 3 }

const drawEnd: Attempt = (ctx) => {
  const total = ctx.variant.seedsPerHole * 12
  const winning = Math.floor(total / 2) + 1
  const onBoard = between(ctx.random, [4 + 2 * ctx.level, 8 + 4 * ctx.level])
  const southStore = between(ctx.random, [Math.max(0, winning - 9), winning - 1])
  const holes = someHoles(ctx.random, ALL, Math.min(onBoard, between(ctx.random, SHAPE[ctx.level].holes)))
  const start = inProgress(ctx, onBoard, holes, southStore)
  if (!start || start.stores.north >= winning) return null
  const result = playOut(start, END_PLIES[ctx.level], ctx.random)
  if (!result || result.game.outcome!.reason !== 'store-majority') return null
  const { game, moves, reports } = result
  const last = reports[reports.length - 1]!
  const winner = last.side === 'south' ? 'je' : 'Nord'
  const why: Lines = {
    fr: [
      `${winner === 'je' ? 'Ma réserve' : 'La réserve de Nord'} a maintenant ${game.position.stores[last.side]} graines${N}: plus de la moitié des ${total}. La partie s’arrête tout de suite, le plateau reste comme il est.`,
    ],
    en: [`${winner === 'je' ? 'My store' : "North's store"} now holds ${game.position.stores[last.side]} seeds, more than half of the ${total}. The game stops at once and the board stays as it is.`],
  }
  const list = moves.join(', ')
  return endDraft(
    ctx,
    'end',
    start,
    moves,
    game,
    reports,
    {
      title: { fr: 'Fin de partie', en: 'The end of the game' },
      question: {
        fr: `${moves.length === 1 ? `Joue ${list}.` : `Joue les coups ${list} (tu commences, Nord répond).`} La partie est-elle finie${N}? Quel est le score${N}?`,
        en: `${moves.length === 1 ? `Play ${list}.` : `Play the moves ${list} (you start, North replies).`} Is the game over? What is the score?`,
      },
    },
    why,
  )
}

export const end = defineTheme({
  id: 'end',
  code: 'end',
  title: { fr: 'La fin de la partie', en: 'The end of the game' },
  rule: {
    needs: { en: 'end the game', fr: 'finir la partie' },
    shown: (f) => f.outcome !== null,
  },
  twins: [{ task: 'end', turns: ['south'] }],
  generate: drawEnd,
  realistic: false,
  fromGames: false,
  playAnswers: MOVE,
  mistakes: [],
})
