import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Game, Position } from '../../src/engine/index.js'
import { DEFAULT_VARIANT, fromSetup, legalMoves, parsePosition, play, playInGame, startGame } from '../../src/engine/index.js'
import { STATE_SIZE, writeState } from '../../src/engine/fast.js'
import { Evaluation, PlayingSearcher, Searcher, WIN_SCORE, decidedScore, handWeights, seededRandom } from '../../src/search/index.js'
import { COUNT_CLASSES, STORE_UNIT, features } from '../../src/search/evaluation.js'
import { buildTables } from '../../src/tables/solve.js'

const position = (notation: string): Position => {
  const setup = parsePosition(notation)
  if (!setup.ok) throw new Error(notation)
  const built = fromSetup(setup.value, DEFAULT_VARIANT)
  if (!built.ok) throw new Error(notation)
  return built.value
}

/** A reduced position of `seeds` seeds on the board, the stores holding the rest of the 48 (so a store majority can happen). */
function randomPosition(seed: number, seeds: number): Position {
  const random = seededRandom(`playing-${seed}`)
  const board = Array.from({ length: 12 }, () => 0)
  for (let i = 0; i < seeds; i++) board[random.below(12)]!++
  const south = random.below(48 - seeds + 1)
  const built = fromSetup({ board, stores: { south, north: 48 - seeds - south }, turn: random.next() < 0.5 ? 'south' : 'north' }, DEFAULT_VARIANT)
  if (!built.ok) throw new Error('bad random position')
  return built.value
}

const searcher = new PlayingSearcher(DEFAULT_VARIANT, 16)

describe('the playing search', () => {
  it('takes the 7-seed chain of worked example 2', () => {
    const report = searcher.think(position('0-0-0-0-0-3-1-2-1-1-0-1-0-0-S'), { depth: 1 })
    expect(report.move).toBe('F')
  })

  it('sees a store majority as a won game', () => {
    // F (3 seeds) ends in I at 2, H 2, G 2: 6 seeds, South's store goes from 20 to 26.
    const report = searcher.think(position('0-0-0-0-0-3-1-1-1-4-4-4-20-10-S'), { depth: 3 })
    expect(report.move).toBe('F')
    expect(report.decided).toBe('win')
    expect(decidedScore(report.score)!.result).toBe('win')
  })

  it('answers a finished game with no move', () => {
    const report = searcher.think(position('0-0-0-0-0-0-1-1-1-1-1-1-18-24-S'), { depth: 4 })
    expect(report.move).toBeNull()
    expect(report.moves).toEqual([])
  })

  it('judges repetition on the game played: a move back to a position seen since the last capture ends the game there', () => {
    const start = position('0-0-0-0-2-3-0-0-0-0-0-4-18-21-S')
    const afterE = play(start, 'E')
    if (!afterE.ok) throw new Error('E')
    // The same start, with a history in which the position after E was already met since the last capture.
    const fresh = startGame(start)
    const key = String.fromCharCode(...afterE.value.after.board) + (afterE.value.after.turn === 'south' ? 'S' : 'N')
    const game: Game = { ...fresh, seen: { key: fresh.seen.key, previous: { key, previous: null } } }
    const withHistory = new PlayingSearcher(DEFAULT_VARIANT, 16).think(game, { depth: 6, allValues: true })
    const e = withHistory.moves.find((m) => m.move === 'E')!.score
    // The game ends after E, each side taking its own row.
    const b = afterE.value.after.board
    const south = 18 + b.slice(0, 6).reduce((x, y) => x + y, 0)
    const north = 21 + b.slice(6).reduce((x, y) => x + y, 0)
    const difference = south - north
    expect(e).toBe(difference > 0 ? WIN_SCORE + difference : difference < 0 ? -WIN_SCORE + difference : 0)
    const without = new PlayingSearcher(DEFAULT_VARIANT, 16).think(startGame(start), { depth: 6, allValues: true })
    expect(without.moves.find((m) => m.move === 'E')!.score).not.toBe(e)
  })

  it('gives the same move and value for the same node limit (no clock involved)', () => {
    const p = position('1-1-0-15-12-1-1-0-3-0-2-1-5-6-S')
    const a = new PlayingSearcher(DEFAULT_VARIANT, 16).think(p, { nodeLimit: 20_000 })
    const b = new PlayingSearcher(DEFAULT_VARIANT, 16).think(p, { nodeLimit: 20_000 })
    expect([a.move, a.score, a.depth]).toEqual([b.move, b.score, b.depth])
    expect(a.nodes).toBeGreaterThanOrEqual(20_000)
    expect(a.nodes).toBeLessThan(25_000)
  })

  it('stops when another thread sets the stop flag, with a legal move', () => {
    const stop = new Int32Array(new SharedArrayBuffer(4))
    stop[0] = 1
    const p = position('1-1-0-15-12-1-1-0-3-0-2-1-5-6-S')
    const report = new PlayingSearcher(DEFAULT_VARIANT, 16).think(p, { stop })
    expect(legalMoves(p)).toContain(report.move)
    expect(report.nodes).toBeLessThan(10)
  })

  it('stops at its time limit', () => {
    const report = new PlayingSearcher(DEFAULT_VARIANT, 16).think(position('4-4-4-4-4-4-4-4-4-4-4-4-0-0-S'), { timeLimitMs: 150 })
    expect(report.depth).toBeGreaterThanOrEqual(4)
    expect(report.depth).toBeLessThan(60)
  })

  it('plays a legal move in any position, and the line it expects is legal', () => {
    const local = new PlayingSearcher(DEFAULT_VARIANT, 16)
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 1, max: 30 }), (seed, seeds) => {
        const p = randomPosition(seed, seeds)
        const report = local.think(p, { depth: 5 })
        const moves = legalMoves(p)
        if (moves.length === 0) return report.move === null
        let game = startGame(p)
        for (const move of report.line) {
          if (game.outcome) return false
          const played = playInGame(game, move)
          if (!played.ok) return false
          game = played.value.game
        }
        return moves.includes(report.move!) && report.line[0] === report.move
      }),
      { numRuns: 150 },
    )
  })

  it('with the endgame tables, agrees with the exact search on who wins every small endgame it proves', () => {
    const tables = buildTables(6, 'no-capture')
    const withTables = new PlayingSearcher(DEFAULT_VARIANT, 16)
    withTables.useTables(tables)
    const exact = new Searcher(DEFAULT_VARIANT, 'game', 16)
    let compared = 0
    for (let seed = 0; compared < 40 && seed < 1000; seed++) {
      const p = randomPosition(seed, 2 + (seed % 5))
      if (legalMoves(p).length === 0) continue
      const probe = tables.probe(p)
      if (!probe || !probe.proved) continue
      const proof = exact.analyse(p, { exact: true, nodeBudget: 30_000 })!
      if (!proof.proved) continue
      const report = withTables.think(p, { depth: 4 })
      const result = decidedScore(report.score)?.result ?? 'draw'
      // The exact search counts the seeds won from here: the final difference adds the stores'.
      const final = (p.turn === 'south' ? p.stores.south - p.stores.north : p.stores.north - p.stores.south) + proof.value
      expect(result, `${p.board.join('-')} ${p.stores.south}-${p.stores.north} ${p.turn} ${JSON.stringify(probe.bounds)} ${proof.value} ${report.score}`).toBe(
        final > 0 ? 'win' : final < 0 ? 'loss' : 'draw',
      )
      compared++
    }
    expect(compared).toBeGreaterThanOrEqual(20)
  })
})

describe('the exact search on the game so far', () => {
  it('ends a line that comes back to a position the game met since the last capture', () => {
    const start = position('0-1-0-0-0-1-1-0-1-0-0-0-23-21-S')
    const afterB = play(start, 'B')
    if (!afterB.ok) throw new Error('B')
    const after = afterB.value.after
    const key = String.fromCharCode(...after.board) + (after.turn === 'south' ? 'S' : 'N')
    const exact = new Searcher(DEFAULT_VARIANT, 'seeds', 16)
    const withHistory = exact.analyse(start, { exact: true, allValues: true, seenBefore: [key] })!
    // After B the game ends by repetition: South gathers its row (C's and F's seeds), North its own
    // (G's and I's); the value is what South wins from here, the stores' difference (23 − 21) taken off.
    const repeated = 23 + 2 - (21 + 2) - (23 - 21)
    expect(withHistory.proved).toBe(true)
    expect(withHistory.moves.find((m) => m.move === 'B')!.value).toBe(repeated)
    const fresh = exact.analyse(start, { exact: true, allValues: true })!
    expect(fresh.proved).toBe(true)
    expect(fresh.moves.find((m) => m.move === 'B')!.value).toBe(-4)
  })
})

describe('the evaluation', () => {
  it('counts STORE_UNIT a seed of store difference, and one weight a hole by its place and count', () => {
    const weights = handWeights()
    const evaluation = new Evaluation(weights)
    const buffer = new Uint8Array(STATE_SIZE)
    const p = position('0-1-2-3-14-5-6-0-2-1-7-0-2-5-N')
    writeState(p, buffer, 0)
    // North to move: its row G–L first, place 0 = G.
    const north = [6, 0, 2, 1, 7, 0]
    const south = [0, 1, 2, 3, 14, 5]
    let expected = STORE_UNIT * (5 - 2)
    for (let place = 0; place < 6; place++) {
      expected += weights.own[place * COUNT_CLASSES + Math.min(north[place]!, COUNT_CLASSES - 1)]!
      expected += weights.opponent[place * COUNT_CLASSES + Math.min(south[place]!, COUNT_CLASSES - 1)]!
    }
    expect(evaluation.evaluate(buffer, 0)).toBe(expected)
    const f = features(buffer, 0)
    expect(f.storeDifference).toBe(3)
    expect(f.active).toHaveLength(12)
  })
})
