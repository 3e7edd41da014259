import { MOVE, defineTheme } from './definition.js'
import type { Hole, MoveReport } from '../engine/index.js'
import { HOLES, rowSeeds, startGame, opposite } from '../engine/index.js'
import type { Attempt } from '../generate/draw.js'
import { between, someHoles, SOUTH, ALL, endDraft, inProgress, playOut, playTheMoves } from '../generate/draw.js'
import { listWord, seedsWord, sideWord } from '../generate/explain.js'
import { joined, phrase } from '../generate/phrase.js'

const drawNoFeedingEnd: Attempt = (ctx) => {
  const total = ctx.variant.seedsPerHole * 12
  const winning = Math.floor(total / 2) + 1
  const plies = ctx.level - 1
  const onBoard = between(ctx.random, [2 + ctx.level, 5 + 3 * ctx.level])
  // Level 1: North's row is already empty; later levels reach it by playing.
  const holes = someHoles(ctx.random, ctx.level === 1 ? SOUTH : ALL, Math.min(onBoard, between(ctx.random, [2, 2 + 2 * ctx.level])))
  const southStore = between(ctx.random, [Math.max(0, total - onBoard - winning + 1), Math.min(winning - 1, total - onBoard)])
  const start = inProgress(ctx, onBoard, holes, southStore)
  if (!start || start.stores.north >= winning) return null
  let game = startGame(start)
  let moves: Hole[] = []
  let reports: MoveReport[] = []
  if (plies > 0) {
    const result = playOut(start, plies, ctx.random)
    if (!result) return null
    ;({ game, moves, reports } = result)
  }
  const outcome = game.outcome
  if (!outcome || outcome.reason !== 'no-legal-move') return null
  const stuck = game.position.turn
  const other = opposite(stuck)
  // The lesson: the side to move has seeds but cannot feed the empty row opposite.
  if (rowSeeds(game.position.board, stuck) === 0 || rowSeeds(game.position.board, other) !== 0) return null
  // "No hole reaches the other row" must be why (not a capture-all grand slam emptying it again).
  const stuckStart = stuck === 'south' ? 0 : 6
  for (let i = 0; i < 6; i++) if (game.position.board[stuckStart + i]! >= 6 - i) return null
  const mine = stuck === start.turn
  const gathered = rowSeeds(game.position.board, stuck)
  const rowStart = stuck === 'south' ? 0 : 6
  const gatheredHoles = HOLES.slice(rowStart, rowStart + 6).filter((h) => game.position.board[HOLES.indexOf(h)]! > 0)
  const counts = gatheredHoles.map((h) => String(game.position.board[HOLES.indexOf(h)]))
  const sum = counts.length > 1 ? `${counts.join(' + ')} = ` : ''
  const storeBefore = game.position.stores[stuck]
  const gatheredBy = { side: sideWord(stuck), holes: listWord(gatheredHoles), sum, seeds: seedsWord(gathered), before: storeBefore, after: storeBefore + gathered }
  const why = mine
    ? [
        phrase('generate.themes.no-feeding-end.myTurn', { side: sideWord(other) }),
        phrase('generate.themes.no-feeding-end.iCannot', { side: sideWord(other) }),
        phrase('generate.themes.no-feeding-end.iGather', gatheredBy),
      ]
    : [
        phrase('generate.themes.no-feeding-end.theirTurn', { side: sideWord(stuck) }),
        phrase('generate.themes.no-feeding-end.theyCannot', { side: sideWord(stuck) }),
        phrase('generate.themes.no-feeding-end.theyGather', gatheredBy),
      ]
  // Who must feed at the end: the pupil (no move played) or the side whose turn comes after the moves.
  const feeder = game.position.turn
  const feed =
    feeder === start.turn ? phrase('generate.themes.no-feeding-end.canYouFeed', { side: sideWord(opposite(feeder)) }) : phrase('generate.themes.no-feeding-end.canTheyFeed', { side: sideWord(feeder) })
  const ask = moves.length === 0 ? phrase('generate.themes.no-feeding-end.yourTurn', { side: sideWord(opposite(feeder)), feed }) : joined([playTheMoves(moves), feed], ' ')
  return endDraft(ctx, 'no-feeding-end', start, moves, game, reports, { question: joined([ask, phrase('generate.end.overAndScore')], ' '), answers: ['canFeed', 'over', 'score'] }, why)
}

export const noFeedingEnd = defineTheme({
  id: 'no-feeding-end',
  code: 'nofeed',
  title: { fr: 'Personne ne peut nourrir', en: 'Nobody can feed' },
  rule: {
    needs: {
      en: 'end because the side to move has no move: it cannot feed the other, or has no seed left (the rows are gathered)',
      fr: 'finir parce que le joueur qui a le trait n’a aucun coup : il ne peut pas nourrir l’autre, ou n’a plus de graine (chacun prend les graines de sa rangée)',
    },
    shown: (f) => f.outcome?.reason === 'no-legal-move',
  },
  twins: [{ task: 'end', turns: ['south'] }],
  generate: drawNoFeedingEnd,
  realistic: false,
  fromGames: false,
  playAnswers: MOVE,
  mistakes: ['not-feeding'],
})
