// Invariants over random positions (fast-check): the rules hold for every board, not only the examples.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Position, Setup } from '../../src/engine/index.js'
import {
  HOLES,
  fromSetup,
  legalMoves,
  makePosition,
  opposite,
  parsePosition,
  play,
  resolveVariant,
  rowSeeds,
  winningStore,
} from '../../src/engine/index.js'
import { STATE_SIZE, fastRules, legalMask, playFast, writeState } from '../../src/engine/fast.js'

const variantArb = fc.record({
  grandSlam: fc.constantFrom('no-capture' as const, 'capture-all' as const),
  seedsPerHole: fc.constantFrom(4 as const, 3 as const),
})

/** Reduced positions (stores 0) and games in progress (board + stores = all the seeds). */
const positionArb: fc.Arbitrary<Position> = variantArb.chain((partial) => {
  const variant = resolveVariant(partial)
  const total = variant.seedsPerHole * 12
  // Small counts are where captures happen; a few big holes exercise laps.
  const count = fc.oneof({ weight: 5, arbitrary: fc.integer({ min: 0, max: 4 }) }, { weight: 1, arbitrary: fc.integer({ min: 0, max: 25 }) })
  return fc
    .record({
      board: fc.array(count, { minLength: 12, maxLength: 12 }),
      turn: fc.constantFrom('south' as const, 'north' as const),
      inProgress: fc.boolean(),
      split: fc.double({ min: 0, max: 1, noNaN: true }),
    })
    .filter(({ board }) => {
      const sum = board.reduce((a, b) => a + b, 0)
      return sum > 0 && sum <= total
    })
    .map(({ board, turn, inProgress, split }) => {
      const rest = total - board.reduce((a, b) => a + b, 0)
      let south = inProgress ? Math.floor(rest * split) : 0
      let north = inProgress ? rest - south : 0
      // Keep games in progress short of a won store so that moves remain to test.
      const cap = winningStore(variant) - 1
      if (south > cap || north > cap) (south = 0), (north = 0)
      const setup: Setup = { board, stores: { south, north }, turn }
      const position = fromSetup(setup, variant)
      if (!position.ok) throw new Error(JSON.stringify(position.error))
      return position.value
    })
})

const seedsInPlay = (p: Position) => p.board.reduce((a, b) => a + b, 0) + p.stores.south + p.stores.north

/** The definition, written out naively: own non-empty hole, and it must feed an empty opponent row. */
function bruteForceLegal(position: Position): string[] {
  if (position.stores.south >= winningStore(position.variant) || position.stores.north >= winningStore(position.variant)) return []
  const own = position.turn === 'south' ? [0, 1, 2, 3, 4, 5] : [6, 7, 8, 9, 10, 11]
  const theirs = own.map((i) => (i + 6) % 12)
  const starving = theirs.every((i) => position.board[i] === 0)
  return own
    .filter((i) => position.board[i]! > 0)
    .filter((i) => {
      if (!starving) return true
      const report = play(position, HOLES[i]!)
      return report.ok && theirs.some((j) => report.value.after.board[j]! > 0)
    })
    .map((i) => HOLES[i]!)
}

describe('rules invariants', () => {
  it('seeds are conserved and no hole goes negative', () => {
    fc.assert(
      fc.property(positionArb, (position) => {
        for (const move of legalMoves(position)) {
          const report = play(position, move)
          expect(report.ok).toBe(true)
          if (!report.ok) continue
          expect(seedsInPlay(report.value.after)).toBe(seedsInPlay(position))
          expect(report.value.after.board.every((count) => Number.isInteger(count) && count >= 0)).toBe(true)
          // The classroom check: seeds before = seeds on the board after + seeds captured.
          const before = position.board.reduce((a, b) => a + b, 0)
          const after = report.value.after.board.reduce((a, b) => a + b, 0)
          expect(before).toBe(after + report.value.captured)
        }
      }),
      { numRuns: 400 },
    )
  })

  it('the sowing puts every seed taken, never in the origin, then turns to the other side', () => {
    fc.assert(
      fc.property(positionArb, (position) => {
        for (const move of legalMoves(position)) {
          const report = play(position, move)
          if (!report.ok) throw new Error('legal move refused')
          const { sown, seeds, after, last } = report.value
          expect(sown).toHaveLength(seeds)
          expect(sown).not.toContain(move)
          expect(sown.at(-1)).toBe(last)
          expect(after.board[HOLES.indexOf(move)]).toBe(0)
          expect(after.turn).toBe(opposite(position.turn))
        }
      }),
      { numRuns: 300 },
    )
  })

  it('captures: a contiguous chain in the opponent row ending at the last hole, each of 2 or 3', () => {
    fc.assert(
      fc.property(positionArb, (position) => {
        const theirs = opposite(position.turn)
        for (const move of legalMoves(position)) {
          const report = play(position, move)
          if (!report.ok) throw new Error('legal move refused')
          const r = report.value
          r.chain.forEach((hole, k) => {
            const index = HOLES.indexOf(hole)
            expect(index < 6 ? 'south' : 'north').toBe(theirs)
            expect(index).toBe(HOLES.indexOf(r.last) - k)
            expect([2, 3]).toContain(r.afterSowing[index])
          })
          expect(r.captured).toBe(r.capturedHoles.reduce((sum, hole) => sum + r.afterSowing[HOLES.indexOf(hole)]!, 0))
        }
      }),
      { numRuns: 300 },
    )
  })

  it('a cancelled grand slam leaves the sowing in place and takes nothing', () => {
    fc.assert(
      fc.property(positionArb, (position) => {
        for (const move of legalMoves(position)) {
          const report = play(position, move)
          if (!report.ok) throw new Error('legal move refused')
          const r = report.value
          if (r.grandSlam) {
            const chainSeeds = r.chain.reduce((sum, hole) => sum + r.afterSowing[HOLES.indexOf(hole)]!, 0)
            expect(chainSeeds).toBe(rowSeeds(r.afterSowing, opposite(position.turn)))
          }
          if (r.grandSlamCancelled) {
            expect(position.variant.grandSlam).toBe('no-capture')
            expect(r.after.board).toEqual(r.afterSowing)
            expect(r.captured).toBe(0)
            expect(r.after.stores).toEqual(position.stores)
          }
        }
      }),
      { numRuns: 500 },
    )
  })

  it('legal moves match the brute-force definition', () => {
    fc.assert(
      fc.property(positionArb, (position) => {
        expect(legalMoves(position)).toEqual(bruteForceLegal(position))
      }),
      { numRuns: 500 },
    )
  })

  it('the notation round-trips', () => {
    fc.assert(
      fc.property(positionArb, (position) => {
        const text = makePosition(position)
        const parsed = parsePosition(text)
        expect(parsed.ok).toBe(true)
        if (parsed.ok) {
          expect(parsed.value).toEqual({ board: [...position.board], stores: { ...position.stores }, turn: position.turn })
          expect(makePosition(parsed.value)).toBe(text)
        }
      }),
      { numRuns: 300 },
    )
  })

  it('the fast path (perft, search) plays exactly like the rich path', () => {
    fc.assert(
      fc.property(positionArb, (position) => {
        const rules = fastRules(position.variant)
        const buffer = new Uint8Array(STATE_SIZE * 2)
        writeState(position, buffer, 0)
        const mask = legalMask(buffer, 0, rules)
        const fastLegal = HOLES.filter((_, i) => (mask >> i) & 1)
        expect(fastLegal).toEqual(legalMoves(position))
        for (const move of fastLegal) {
          const report = play(position, move)
          if (!report.ok) throw new Error('legal move refused')
          const captured = playFast(buffer, 0, STATE_SIZE, HOLES.indexOf(move), rules)
          expect(captured).toBe(report.value.captured)
          const after = report.value.after
          expect([...buffer.subarray(STATE_SIZE, STATE_SIZE * 2)]).toEqual([
            ...after.board,
            after.stores.south,
            after.stores.north,
            after.turn === 'south' ? 0 : 1,
          ])
        }
      }),
      { numRuns: 500 },
    )
  })
})
