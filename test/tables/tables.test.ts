import { describe, expect, it } from 'vitest'
import type { Hole, Position, Side, Variant } from '../../src/engine/index.js'
import { DEFAULT_VARIANT, boardSeeds, legalMoves, playInGame, resolveVariant, startGame } from '../../src/engine/index.js'
import { Searcher, seededRandom } from '../../src/search/index.js'
import { buildTables } from '../../src/tables/build.js'
import type { EndgameTables } from '../../src/tables/tables.js'
import { OutOfBudget, boardsWith, gameAfter, gameValue, keyOf, reducedPosition, referenceBounds } from './reference.js'

const CAPTURE_ALL = resolveVariant({ grandSlam: 'capture-all' })
const VARIANTS: [string, Variant][] = [
  ['no-capture', DEFAULT_VARIANT],
  ['capture-all', CAPTURE_ALL],
]
const tablesOf = new Map<string, EndgameTables>()
const tables = (variant: Variant, seeds = 6): EndgameTables => {
  const key = `${variant.grandSlam}/${seeds}`
  if (!tablesOf.has(key)) tablesOf.set(key, buildTables(seeds, variant.grandSlam))
  return tablesOf.get(key)!
}

/** The side to move's row first, as the tables store a position. */
const turned = (board: readonly number[], turn: Side) => (turn === 'south' ? [...board] : [...board.slice(6), ...board.slice(0, 6)])

describe.each(VARIANTS)('endgame tables (%s)', (_name, variant) => {
  it('give exactly the bounds of an independent full-width search, on every position up to 6 seeds, either side to move', () => {
    const reference = referenceBounds(6, variant)
    const built = tables(variant)
    let positions = 0
    let proved = 0
    const wrong: string[] = []
    for (const [key, expected] of reference) {
      const [boardText, turn] = key.split('/') as [string, Side]
      const board = boardText.split(',').map(Number)
      const entry = built.entry(turned(board, turn))
      positions++
      if (expected.low === expected.high) proved++
      if (entry.low !== expected.low || entry.high !== expected.high) wrong.push(`${key}: tables [${entry.low}, ${entry.high}], reference [${expected.low}, ${expected.high}]`)
    }
    expect(wrong.slice(0, 5)).toEqual([])
    expect(positions).toBe(2 * (18564 - 1)) // C(18, 12) boards up to 6 seeds but the empty one, each side to move
    expect(proved).toBeGreaterThan(positions * 0.8)
  }, 120_000)

  it('bound the game value under the rules themselves (third repetition included), equal to it where proved, on every position up to 4 seeds', () => {
    const built = tables(variant)
    const order = (position: Position) => {
      const probe = built.probe(position)
      return probe?.progressMove ? [probe.progressMove] : []
    }
    let checked = 0
    const wrong: string[] = []
    for (let seeds = 1; seeds <= 4; seeds++) {
      for (const board of boardsWith(seeds)) {
        for (const turn of ['south', 'north'] as const) {
          const position = reducedPosition(board, turn, variant)
          if (legalMoves(position).length === 0) continue
          const { low, high } = built.entry(turned(board, turn))
          // Two null-window searches: the value is at least L, and at most U (the tables only order the moves).
          const atLeast = low === 0 || gameValue(startGame(position), { nodes: 400_000 }, low - 1, low, order) >= low
          const atMost = high === seeds || gameValue(startGame(position), { nodes: 400_000 }, high, high + 1, order) <= high
          if (!atLeast || !atMost) wrong.push(`${board.join(' ')} ${turn}: [${low}, ${high}] ${atLeast ? '' : 'not at least L'} ${atMost ? '' : 'not at most U'}`)
          checked++
        }
      }
    }
    expect(wrong.slice(0, 5)).toEqual([])
    expect(checked).toBeGreaterThan(3000)
  }, 120_000)

  it('hold on random histories: L ≤ the game value ≤ U after any walk that met no position twice, and after any walk at all off the cycles', () => {
    const built = tables(variant)
    const order = (position: Position) => {
      const probe = built.probe(position)
      return probe?.progressMove ? [probe.progressMove] : []
    }
    const random = seededRandom(`histories/${variant.grandSlam}`)
    let walks = 0
    let repeated = 0
    for (let tried = 0; walks < 300 && tried < 20_000; tried++) {
      // Up to 4 seeds: the game's own search with its history stays within a small budget there.
      const seeds = 2 + random.below(3)
      const holes = Array.from({ length: 12 }, () => 0)
      for (let s = 0; s < seeds; s++) holes[random.below(12)]!++
      const start = reducedPosition(holes, random.below(2) === 0 ? 'south' : 'north', variant)
      // A random walk of quiet moves: the history since the last capture grows, positions may come back.
      const moves: Hole[] = []
      let game = startGame(start)
      const length = random.below(40)
      for (let i = 0; i < length; i++) {
        const quiet = legalMoves(game.position).filter((move) => {
          const next = playInGame(game, move)
          return next.ok && next.value.report.captured === 0 && next.value.game.outcome === null
        })
        if (quiet.length === 0) break
        const move = random.pick(quiet)
        const next = playInGame(game, move)
        if (!next.ok) throw new Error(next.error.message)
        game = next.value.game
        moves.push(move)
      }
      const seedsNow = game.position.board.reduce((a, b) => a + b, 0)
      const entry = built.entry(turned(game.position.board, game.position.turn))
      const keys: string[] = []
      for (let entry: typeof game.seen | null = game.seen; entry !== null; entry = entry.previous) keys.push(entry.key)
      const metTwice = new Set(keys).size < keys.length
      if (metTwice && entry.onCycle) continue // the bounds make no claim there
      const where = `${start.board.join(' ')} ${start.turn}, then ${moves.join(' ')}`
      // Null-window searches under the rules, this history included: at least L, at most U.
      let atLeast: boolean
      let atMost: boolean
      try {
        atLeast = entry.low === 0 || gameValue(gameAfter(start, moves), { nodes: 400_000 }, entry.low - 1, entry.low, order) >= entry.low
        atMost = entry.high === seedsNow || gameValue(gameAfter(start, moves), { nodes: 400_000 }, entry.high, entry.high + 1, order) <= entry.high
      } catch (error) {
        if (error instanceof OutOfBudget) continue // too long to settle: another walk instead
        throw error
      }
      expect(atLeast, `${where}: not at least ${entry.low}`).toBe(true)
      expect(atMost, `${where}: not at most ${entry.high}`).toBe(true)
      if (metTwice) repeated++
      walks++
    }
    expect(walks).toBe(300)
    expect(repeated).toBeGreaterThan(0)
  }, 120_000)

  it('agree with the exact search of `best --exact` wherever it proves a value', () => {
    const built = tables(variant, 8)
    const searcher = new Searcher(variant, 'seeds', 16)
    const random = seededRandom(`searcher/${variant.grandSlam}`)
    let provedBySearch = 0
    for (let i = 0; i < 60; i++) {
      const seeds = 3 + random.below(6)
      const holes = Array.from({ length: 12 }, () => 0)
      for (let s = 0; s < seeds; s++) holes[random.below(12)]!++
      const position = reducedPosition(holes, 'south', variant)
      if (legalMoves(position).length === 0) continue
      const analysis = searcher.analyse(position, { exact: true, nodeBudget: 300_000 })!
      if (!analysis.proved) continue
      provedBySearch++
      const probe = built.probe(position)!
      expect(analysis.value, holes.join(' ')).toBeGreaterThanOrEqual(probe.bounds[0])
      expect(analysis.value, holes.join(' ')).toBeLessThanOrEqual(probe.bounds[1])
      if (probe.proved)
        expect(
          analysis.best.every((move) => probe.bestMoves.includes(move)),
          holes.join(' '),
        ).toBe(true)
    }
    expect(provedBySearch).toBeGreaterThan(20)
  }, 120_000)

  it('play their bound: the progress move, whatever the opponent answers, wins at least L and never lets a repetition end the game', () => {
    const built = tables(variant, 8)
    const random = seededRandom(`progress/${variant.grandSlam}`)
    let games = 0
    for (let i = 0; games < 200 && i < 5000; i++) {
      const seeds = 4 + random.below(5)
      const holes = Array.from({ length: 12 }, () => 0)
      for (let s = 0; s < seeds; s++) holes[random.below(12)]!++
      const start = reducedPosition(holes, 'south', variant)
      const first = built.probe(start)
      if (!first || first.bounds[0] <= -seeds) continue
      let game = startGame(start)
      // South plays its progress move while it has a bound to secure; North answers at random.
      let worst: number | null = null
      while (game.outcome === null) {
        const position: Position = game.position
        let move: Hole
        if (position.turn === 'south') {
          const progress = built.probe(position)!.progressMove
          if (progress === null) {
            // Nothing more to secure (L: none of the seeds left): the least South can end with is
            // its lead so far, every seed left going to North. The rest of the game changes nothing.
            worst = position.stores.south - position.stores.north - boardSeeds(position.board)
            break
          }
          move = progress
        } else move = random.pick(legalMoves(position))
        const played = playInGame(game, move)
        if (!played.ok) throw new Error(played.error.message)
        game = played.value.game
      }
      if (game.outcome !== null) {
        expect(game.outcome.reason, holes.join(' ')).not.toBe('repetition')
        worst = game.outcome.score.south - game.outcome.score.north
      }
      expect(worst, holes.join(' ')).toBeGreaterThanOrEqual(first.bounds[0])
      games++
    }
    expect(games).toBe(200)
  }, 120_000)
})

describe('probe', () => {
  it('turns a position with North to move, names its holes G–L, and measures seeds won as `best` does', () => {
    const built = tables(DEFAULT_VARIANT)
    // Worked example 9's board seen from both sides: the side with 3 seeds in its last hole sows into an empty row.
    const south = built.probe(reducedPosition([0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0], 'south', DEFAULT_VARIANT))!
    const north = built.probe(reducedPosition([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3], 'north', DEFAULT_VARIANT))!
    expect(south.moves.map((m) => m.move)).toEqual(['F'])
    expect(north.moves.map((m) => m.move)).toEqual(['L'])
    // F gives G H I one seed each; North must feed and cannot: North gathers 3. South wins 0 − 3.
    expect(south.bounds).toEqual([-3, -3])
    expect(north.bounds).toEqual([-3, -3])
    expect(south).toMatchObject({ proved: true, reason: 'any-history', bestMoves: ['F'], seeds: 3, majorityPossible: false })
  })

  it('answers only what it covers: other rules, more seeds, a game over', () => {
    const built = tables(DEFAULT_VARIANT)
    expect(built.probe(reducedPosition([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0], 'south', DEFAULT_VARIANT))).toBeNull() // 11 seeds
    expect(built.probe(reducedPosition([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0], 'south', CAPTURE_ALL))).toBeNull()
    expect(built.probe(reducedPosition([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0], 'south', resolveVariant({ endless: 'move-limit' })))).toBeNull()
    expect(built.probe(reducedPosition([0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0], 'south', DEFAULT_VARIANT))).toBeNull() // South cannot move
  })

  it('says when a store could reach the majority before the end', () => {
    const built = tables(DEFAULT_VARIANT)
    const made = reducedPosition([0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0], 'south', DEFAULT_VARIANT)
    const inGame = { ...made, stores: { south: 24, north: 21 } }
    expect(built.probe(inGame)!.majorityPossible).toBe(true)
  })

  it('keys the tables by the side to move: the same board gives the same entry from either side', () => {
    const built = tables(DEFAULT_VARIANT)
    for (const board of [
      [0, 1, 0, 2, 0, 0, 1, 0, 0, 0, 1, 0],
      [2, 0, 0, 0, 0, 1, 0, 0, 0, 3, 0, 0],
    ]) {
      const south = built.probe(reducedPosition(board, 'south', DEFAULT_VARIANT))!
      const north = built.probe(reducedPosition([...board.slice(6), ...board.slice(0, 6)], 'north', DEFAULT_VARIANT))!
      expect(north.bounds).toEqual(south.bounds)
      expect(north.moves.map((m) => m.bounds)).toEqual(south.moves.map((m) => m.bounds))
      expect(keyOf(board, 'south')).not.toBe(keyOf(board, 'north'))
    }
  })
})
