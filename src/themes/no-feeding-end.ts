import { MOVE, defineTheme } from './definition.js'
import type { Hole, MoveReport } from '../engine/index.js'
import { HOLES, rowSeeds, startGame } from '../engine/index.js'
import type { Attempt } from '../generate/draw.js'
import { between, someHoles, SOUTH, ALL, opponentOf, endDraft, inProgress, playOut } from '../generate/draw.js'
import type { Lines } from '../generate/explain.js'
import { NNBSP, listEn, listFr, seedsEn, seedsFr, sideEn, sideFr } from '../generate/explain.js'

const N = NNBSP

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
  const other = opponentOf(stuck)
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
  const why: Lines = {
    fr: [
      mine ? `C’est à moi, et la rangée de ${sideFr(other)} est vide${N}: je dois nourrir ${sideFr(other)}.` : `C’est à ${sideFr(stuck)}, et ma rangée est vide${N}: ${sideFr(stuck)} doit me nourrir.`,
      mine
        ? `Aucun trou de ma rangée n’a assez de graines pour arriver chez ${sideFr(other)}${N}: je ne peux pas nourrir ${sideFr(other)}, la partie est finie.`
        : `Aucun trou de ${sideFr(stuck)} n’a assez de graines pour arriver dans ma rangée${N}: ${sideFr(stuck)} ne peut pas me nourrir, la partie est finie.`,
      `Chacun prend les graines de sa rangée. ${mine ? 'Je prends' : `${sideFr(stuck)} prend`} ${listFr(gatheredHoles)}${N}: ${sum}${seedsFr(gathered)}. ${mine ? 'Ma réserve' : `Sa réserve`} passe de ${storeBefore} à ${storeBefore + gathered}.`,
    ],
    en: [
      mine ? `It is my turn, and ${sideEn(other)}'s row is empty: I must feed ${sideEn(other)}.` : `It is ${sideEn(stuck)}'s turn, and my row is empty: ${sideEn(stuck)} must feed me.`,
      mine
        ? `No hole of mine holds enough seeds to reach ${sideEn(other)}'s row, so I cannot feed ${sideEn(other)} and the game is over.`
        : `No hole of ${sideEn(stuck)}'s holds enough seeds to reach my row, so ${sideEn(stuck)} cannot feed me and the game is over.`,
      `Each player takes the seeds of their own row. ${mine ? 'I take' : `${sideEn(stuck)} takes`} ${listEn(gatheredHoles)}: ${sum}${seedsEn(gathered)}. ${mine ? 'My' : `${sideEn(stuck)}'s`} store goes from ${storeBefore} to ${storeBefore + gathered}.`,
    ],
  }
  const list = moves.join(', ')
  // Who must feed at the end: the pupil (no move played) or the side whose turn comes after the moves.
  const feeder = game.position.turn
  const feedFr = feeder === start.turn ? `Peux-tu nourrir ${sideFr(opponentOf(feeder))}${N}?` : `${sideFr(feeder)} peut-il te nourrir${N}?`
  const feedEn = feeder === start.turn ? `Can you feed ${sideEn(opponentOf(feeder))}?` : `Can ${sideEn(feeder)} feed you?`
  const ask =
    moves.length === 0
      ? { fr: `C’est à toi de jouer. La rangée de ${sideFr(opponentOf(feeder))} est vide. ${feedFr}`, en: `It is your turn and ${sideEn(opponentOf(feeder))}'s row is empty. ${feedEn}` }
      : {
          fr: `${moves.length === 1 ? `Joue ${list}.` : `Joue les coups ${list} (tu commences, Nord répond).`} ${feedFr}`,
          en: `${moves.length === 1 ? `Play ${list}.` : `Play the moves ${list} (you start, North replies).`} ${feedEn}`,
        }
  return endDraft(
    ctx,
    'no-feeding-end',
    start,
    moves,
    game,
    reports,
    {
      title: { fr: 'Impossible de nourrir', en: 'No way to feed' },
      question: { fr: `${ask.fr} La partie est-elle finie${N}? Quel est le score${N}?`, en: `${ask.en} Is the game over? What is the score?` },
      answers: ['canFeed', 'over', 'score'],
    },
    why,
  )
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
