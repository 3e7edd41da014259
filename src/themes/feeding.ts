import type { Hole, Side } from '../engine/index.js'
import { HOLES, legalMoves, opposite, rowSeeds } from '../engine/index.js'
import { MOVE_WITH_COUNT, defineTheme } from './definition.js'
import type { Level } from '../exercise/schema.js'
import type { Attempt } from '../generate/draw.js'
import { between, build, someHoles, SOUTH, NORTH, opponentOf } from '../generate/draw.js'
import { NNBSP, listEn, listFr, seedsFr, sideEn, sideFr } from '../generate/explain.js'

const N = NNBSP

const FEED_HOLES: Record<Level, [number, number]> = { 1: [2, 3], 2: [3, 4], 3: [4, 6] }

const drawFeeding: Attempt = (ctx) => {
  // The pupil plays South, or North for a twin of a bank exercise played by North.
  const pupil: Side = ctx.twin?.turn ?? 'south'
  const other = opponentOf(pupil)
  const firstOther = pupil === 'south' ? 'G' : 'A'
  const rowEnd = pupil === 'south' ? 6 : 12
  const board = Array.from({ length: 12 }, () => 0)
  const holes = someHoles(ctx.random, pupil === 'south' ? SOUTH : NORTH, between(ctx.random, FEED_HOLES[ctx.level]))
  for (const h of holes) board[h] = 1 + ctx.random.below(ctx.level === 3 ? 14 : 6)
  const position = build(ctx, board, { south: 0, north: 0 }, pupil)
  if (!position) return null
  const legal = legalMoves(position)
  // Some holes feed and some do not: the pupil must sort them.
  if (legal.length === 0 || legal.length === holes.length) return null
  // The explanation says "too few seeds to reach G": true only if no forbidden hole reaches the
  // opponent's row (under capture-all a hole may reach it and still be forbidden, by emptying it again).
  if (holes.some((h) => !legal.includes(HOLES[h]!) && position.board[h]! >= rowEnd - h)) return null
  if (ctx.level >= 2 && holes.length - legal.length < 2) return null
  const notFeeding = holes.map((h) => HOLES[h]!).filter((h) => !legal.includes(h))
  const reach = (hole: Hole) => {
    const seeds = position.board[HOLES.indexOf(hole)]!
    const needed = rowEnd - HOLES.indexOf(hole)
    return { seeds, needed }
  }
  const them = { fr: sideFr(other), en: sideEn(other) }
  const fr = [`La rangée de ${them.fr} est vide${N}: je dois jouer un coup qui lui donne au moins une graine.`]
  const en = [`${them.en}'s row is empty, so I must play a move that gives it at least one seed.`]
  for (const hole of holes.map((h) => HOLES[h]!)) {
    const { seeds, needed } = reach(hole)
    if (legal.includes(hole)) {
      fr.push(`${hole} a ${seedsFr(seeds)}${N}: il en faut ${needed} pour arriver en ${firstOther}, ${hole} nourrit ${them.fr}.`)
      en.push(`${hole} holds ${seeds}: it takes ${needed} to reach ${firstOther}, so ${hole} feeds ${them.en}.`)
    } else {
      fr.push(`${hole} a ${seedsFr(seeds)}${N}: il en faudrait ${needed} pour arriver en ${firstOther}, ${hole} ne nourrit pas ${them.fr}.`)
      en.push(`${hole} holds ${seeds}: it would take ${needed} to reach ${firstOther}, so ${hole} does not feed ${them.en}.`)
    }
  }
  fr.push(`Je peux jouer ${listFr(legal)}${legal.length > 1 ? '' : ' seulement'}. ${listFr(notFeeding)} ${notFeeding.length > 1 ? 'sont interdits' : 'est interdit'}.`)
  en.push(`I may play ${listEn(legal)}${legal.length > 1 ? '' : ' only'}. ${listEn(notFeeding)} ${notFeeding.length > 1 ? 'are' : 'is'} not allowed.`)
  const asNorth = pupil === 'north' ? { fr: 'Tu joues Nord. ', en: 'You play North. ' } : { fr: '', en: '' }
  const lead = { fr: `${asNorth.fr}La rangée de ${them.fr} est vide. Quels trous as-tu le droit de jouer${N}?`, en: `${asNorth.en}${them.en}'s row is empty. Which holes are you allowed to play?` }
  return {
    theme: 'feeding',
    level: ctx.level,
    start: position,
    task: 'legal',
    play: [],
    expect: { legal },
    title: { fr: 'Nourrir l’adversaire', en: 'Feeding your opponent' },
    question: { fr: `${lead.fr} Pourquoi${N}?`, en: `${lead.en} Why?` },
    answers: ['legal', 'why'],
    explain: { fr: fr.join('\n'), en: en.join('\n') },
    ask: (answers) => {
      if (!answers.includes('legal') || answers.some((answer) => answer !== 'legal' && answer !== 'why')) return null
      return answers.includes('why') ? { fr: `${lead.fr} Pourquoi${N}?`, en: `${lead.en} Why?` } : lead
    },
  }
}

export const feeding = defineTheme({
  id: 'feeding',
  code: 'feed',
  title: { fr: 'Nourrir', en: 'Feeding' },
  rule: {
    needs: { en: "have a side whose opponent's row is empty", fr: 'avoir un joueur dont l’adversaire a sa rangée vide' },
    shown: (f) => [f.start, ...f.reports.map((r) => r.before)].some((p) => rowSeeds(p.board, opposite(p.turn)) === 0),
  },
  twins: [{ task: 'legal', turns: ['south', 'north'] }],
  generate: drawFeeding,
  realistic: false,
  fromGames: false,
  playAnswers: MOVE_WITH_COUNT,
  mistakes: ['not-feeding'],
})
