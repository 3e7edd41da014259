import type { Hole, Side } from '../engine/index.js'
import { HOLES, legalMoves, opposite, rowSeeds } from '../engine/index.js'
import { MOVE_WITH_COUNT, defineTheme } from './definition.js'
import type { Level } from '../exercise/schema.js'
import type { Attempt } from '../generate/draw.js'
import { between, build, someHoles, SOUTH, NORTH, themeTitle, asNorth } from '../generate/draw.js'
import { listWord, seedsWord, sideWord } from '../generate/explain.js'
import { joined, phrase } from '../generate/phrase.js'

const FEED_HOLES: Record<Level, [number, number]> = { 1: [2, 3], 2: [3, 4], 3: [4, 6] }

const drawFeeding: Attempt = (ctx) => {
  // The pupil plays South, or North for a twin of a bank exercise played by North.
  const pupil: Side = ctx.twin?.turn ?? 'south'
  const other = opposite(pupil)
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
  const side = sideWord(other)
  const lines = [phrase('generate.themes.feeding.mustFeed', { side })]
  for (const hole of holes.map((h) => HOLES[h]!)) {
    const { seeds, needed } = reach(hole)
    const reaching = { hole, seeds: seedsWord(seeds), count: seeds, needed, first: firstOther, side }
    lines.push(phrase(legal.includes(hole) ? 'generate.themes.feeding.feeds' : 'generate.themes.feeding.doesNotFeed', reaching))
  }
  const allowed = phrase('generate.themes.feeding.allowed', { count: legal.length, holes: listWord(legal) })
  lines.push(joined([allowed, phrase('generate.themes.feeding.forbidden', { count: notFeeding.length, holes: listWord(notFeeding) })], ' '))
  const asked = phrase('generate.themes.feeding.lead', { side })
  const lead = pupil === 'north' ? asNorth(asked) : asked
  const withWhy = joined([lead, phrase('generate.ask.why')], ' ')
  return {
    theme: 'feeding',
    level: ctx.level,
    start: position,
    task: 'legal',
    play: [],
    expect: { legal },
    title: themeTitle('feeding'),
    question: withWhy,
    answers: ['legal', 'why'],
    explain: joined(lines, '\n'),
    ask: (answers) => {
      if (!answers.includes('legal') || answers.some((answer) => answer !== 'legal' && answer !== 'why')) return null
      return answers.includes('why') ? withWhy : lead
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
