import { MOVE, defineTheme } from './definition.js'
import type { Hole, MoveReport, Position } from '../engine/index.js'
import { legalMoves, playInGame, rowSeeds, startGame } from '../engine/index.js'
import type { Level } from '../exercise/schema.js'
import type { Attempt } from '../generate/draw.js'
import { between, someHoles, ALL, endDraft, inProgress } from '../generate/draw.js'
import type { Lines } from '../generate/explain.js'
import { NNBSP, listEn, listFr, seedsEn, seedsFr } from '../generate/explain.js'

const N = NNBSP

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
  const when = (t: number, lang: 'fr' | 'en') => (t === 0 ? (lang === 'fr' ? 'au début' : 'at the start') : lang === 'fr' ? `après le coup ${t}` : `after move ${t}`)
  const why: Lines = {
    fr: [
      `La même position, avec le même joueur qui doit jouer, se voit ${listFr(times.map((t) => when(t, 'fr')))}${N}: trois fois, sans aucune prise.`,
      `Notre règle${N}: la même position trois fois sans prise, la partie s’arrête. Chacun prend les graines de sa rangée.`,
      `Je prends ${seedsFr(rowSeeds(game.position.board, 'south'))} dans ma rangée, Nord en prend ${rowSeeds(game.position.board, 'north')} dans la sienne.`,
    ],
    en: [
      `The same position, with the same player to move, is seen ${listEn(times.map((t) => when(t, 'en')))}: three times, with no capture.`,
      'Our rule: the same position three times with no capture, and the game stops. Each player takes the seeds of their own row.',
      `I take ${seedsEn(rowSeeds(game.position.board, 'south'))} from my row, North takes ${rowSeeds(game.position.board, 'north')} from its row.`,
    ],
  }
  const draft = endDraft(
    ctx,
    'repetition',
    start,
    moves,
    game,
    [],
    {
      title: { fr: 'Des graines qui tournent en rond', en: 'Seeds going round and round' },
      question: {
        fr: `Joue ces ${moves.length} coups avec ton voisin ou ta voisine (tu commences, Nord répond)${N}: ${moves.join(', ')}. Pourquoi la partie s’arrête-t-elle${N}? Quel est le score${N}?`,
        en: `Play these ${moves.length} moves with your neighbour (you start, North replies): ${moves.join(', ')}. Why does the game stop? What is the score?`,
      },
      answers: ['why', 'score'],
    },
    why,
  )
  return draft
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
