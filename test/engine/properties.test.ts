// Invariants over random positions (fast-check): the rules hold for every board, not only the examples.
// The positions come from arbitraries.ts, drawn to reach every rule (distribution.test.ts measures it);
// reference.test.ts compares every move with a second writing of the rules.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Position } from '../../src/engine/index.js'
import { HOLES, legalMoves, makePosition, opposite, parsePosition, play, rowSeeds } from '../../src/engine/index.js'
import { STATE_SIZE, fastRules, legalMask, playFast, writeState } from '../../src/engine/fast.js'
import { positionArb, runs } from './arbitraries.js'

const seedsInPlay = (p: Position) => p.board.reduce((a, b) => a + b, 0) + p.stores.south + p.stores.north

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
      { numRuns: runs(400) },
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
      { numRuns: runs(300) },
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
      { numRuns: runs(300) },
    )
  })

  it('a grand slam: cancelled under no-capture (sowing stays, nothing taken), taken whole under capture-all', () => {
    fc.assert(
      fc.property(positionArb, (position) => {
        for (const move of legalMoves(position)) {
          const report = play(position, move)
          if (!report.ok) throw new Error('legal move refused')
          const r = report.value
          const theirs = opposite(position.turn)
          const chainSeeds = r.chain.reduce((sum, hole) => sum + r.afterSowing[HOLES.indexOf(hole)]!, 0)
          // A grand slam is exactly a chain that holds every seed of the opponent's row.
          expect(r.grandSlam).toBe(r.chain.length > 0 && chainSeeds === rowSeeds(r.afterSowing, theirs))
          const cancelled = r.grandSlam && position.variant.grandSlam === 'no-capture'
          expect(r.grandSlamCancelled).toBe(cancelled)
          if (cancelled) {
            expect([...r.after.board]).toEqual([...r.afterSowing])
            expect(r.captured).toBe(0)
            expect(r.capturedHoles).toEqual([])
            expect(r.after.stores).toEqual(position.stores)
          } else {
            expect(r.capturedHoles).toEqual(r.chain)
            expect(r.captured).toBe(chainSeeds)
            if (r.grandSlam) expect(rowSeeds(r.after.board, theirs)).toBe(0)
          }
        }
      }),
      { numRuns: runs(500) },
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
      { numRuns: runs(300) },
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
          expect([...buffer.subarray(STATE_SIZE, STATE_SIZE * 2)]).toEqual([...after.board, after.stores.south, after.stores.north, after.turn === 'south' ? 0 : 1, 0])
        }
      }),
      { numRuns: runs(500) },
    )
  })
})
