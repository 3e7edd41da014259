import { MOVE, defineTheme } from './definition.js'
import type { Level } from '../exercise/schema.js'
import type { Attempt } from '../generate/draw.js'
import { between, someHoles, ALL, SHAPE, endDraft, inProgress, playOut, playTheMoves } from '../generate/draw.js'
import { joined, phrase } from '../generate/phrase.js'

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
  const store = phrase(last.side === 'south' ? 'generate.themes.end.myStore' : 'generate.themes.end.northStore')
  const why = [phrase('generate.themes.end.storeWins', { store, count: game.position.stores[last.side], total })]
  return endDraft(ctx, 'end', start, moves, game, reports, { question: joined([playTheMoves(moves), phrase('generate.end.overAndScore')], ' ') }, why)
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
