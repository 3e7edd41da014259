import { MOVE, defineTheme } from './definition.js'
import type { Hole, MoveReport, Position } from '../engine/index.js'
import { legalMoves, playInGame, rowSeeds, startGame } from '../engine/index.js'
import type { Level } from '../exercise/schema.js'
import type { Attempt } from '../generate/draw.js'
import { between, someHoles, ALL, endDraft, inProgress } from '../generate/draw.js'
import { seedsWord, listOf } from '../generate/explain.js'
import { phrase } from '../generate/phrase.js'

const REPETITION_SEEDS: Record<Level, number> = { 1: 2, 2: 3, 3: 4 }
const REPETITION_PLIES: Record<Level, [number, number]> = { 1: [8, 26], 2: [12, 36], 3: [16, 48] }

const drawRepetition: Attempt = (ctx) => {
  const onBoard = REPETITION_SEEDS[ctx.level]
  const total = ctx.variant.seedsPerHole * 12
  const holes = someHoles(ctx.random, ALL, onBoard)
  const southStore = between(ctx.random, [Math.floor((total - onBoard) / 2) - 2, Math.floor((total - onBoard) / 2) + 2])
  const start = inProgress(ctx, onBoard, holes, southStore)
  if (!start) return null
  // Random legal play until the game ends; kept when it ends by repetition, without any capture.
  let game = startGame(start)
  const moves: Hole[] = []
  const reports: MoveReport[] = []
  while (!game.outcome && moves.length < 48) {
    const move = ctx.random.pick(legalMoves(game.position))
    const played = playInGame(game, move)
    if (!played.ok) return null
    if (played.value.report.captured > 0) return null
    game = played.value.game
    moves.push(move)
    reports.push(played.value.report)
  }
  if (!game.outcome || game.outcome.reason !== 'repetition') return null
  // Long enough to be a real cycle, short enough to play out in class.
  if (moves.length < REPETITION_PLIES[ctx.level][0] || moves.length > REPETITION_PLIES[ctx.level][1]) return null
  // When did the final position occur before? The pupil counts the three times.
  const key = (p: Position) => `${p.board.join(',')}/${p.turn}`
  const target = key(game.position)
  const times: number[] = []
  if (key(start) === target) times.push(0)
  reports.forEach((r, i) => {
    if (key(r.after) === target) times.push(i + 1)
  })
  const when = (t: number) => (t === 0 ? phrase('generate.themes.repetition.atStart') : phrase('generate.themes.repetition.afterMove', { number: t }))
  const why = [
    phrase('generate.themes.repetition.seen', { times: listOf(times.map(when)) }),
    phrase('generate.themes.repetition.rule'),
    phrase('generate.themes.repetition.gather', { seeds: seedsWord(rowSeeds(game.position.board, 'south')), north: rowSeeds(game.position.board, 'north') }),
  ]
  const question = phrase('generate.themes.repetition.question', { count: moves.length, moves: moves.join(', ') })
  return endDraft(ctx, 'repetition', start, moves, game, [], { question, answers: ['why', 'score'] }, why)
}

export const repetition = defineTheme({
  id: 'repetition',
  code: 'rep',
  title: { fr: 'La même position trois fois', en: 'The same position three times' },
  rule: {
    needs: { en: 'end the game by repetition (the same position a third time without capture)', fr: 'finir la partie par répétition (la même position une troisième fois sans prise)' },
    shown: (f) => f.outcome?.reason === 'repetition',
  },
  twins: [{ task: 'end', turns: ['south'] }],
  generate: drawRepetition,
  realistic: false,
  fromGames: false,
  playAnswers: MOVE,
  mistakes: [],
})
