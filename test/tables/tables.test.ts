import { describe, expect, it } from 'vitest'
import type { Hole, Position, Side, Variant } from '../../src/engine/index.js'
import { DEFAULT_VARIANT, legalMoves, playInGame, resolveVariant, startGame } from '../../src/engine/index.js'
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
      if (probe.proved) expect(analysis.best.every((move) => probe.bestMoves.includes(move)), holes.join(' ')).toBe(true)
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
      while (game.outcome === null) {
        const position: Position = game.position
        const move = position.turn === 'south' ? built.probe(position)!.progressMove ?? random.pick(legalMoves(position)) : random.pick(legalMoves(position))
        const played = playInGame(game, move)
        if (!played.ok) throw new Error(played.error.message)
        game = played.value.game
      }
      const won = game.outcome.score.south - game.outcome.score.north
      expect(won, holes.join(' ')).toBeGreaterThanOrEqual(first.bounds[0])
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
    for (const board of [[0, 1, 0, 2, 0, 0, 1, 0, 0, 0, 1, 0], [2, 0, 0, 0, 0, 1, 0, 0, 0, 3, 0, 0]]) {
      const south = built.probe(reducedPosition(board, 'south', DEFAULT_VARIANT))!
      const north = built.probe(reducedPosition([...board.slice(6), ...board.slice(0, 6)], 'north', DEFAULT_VARIANT))!
      expect(north.bounds).toEqual(south.bounds)
      expect(north.moves.map((m) => m.bounds)).toEqual(south.moves.map((m) => m.bounds))
      expect(keyOf(board, 'south')).not.toBe(keyOf(board, 'north'))
    }
  })
})
