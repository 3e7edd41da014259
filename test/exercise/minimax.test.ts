// The best-move search on the fast path agrees with a reference written directly on the engine's
// public rules (play, positionOutcome), on random positions and both grand-slam rules.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Position, Variant } from '../../src/engine/index.js'
import { fromSetup, legalMoves, opposite, play, positionOutcome, resolveVariant } from '../../src/engine/index.js'
import { moveValues } from '../../src/exercise/index.js'
import { positionArb, runs } from '../engine/arbitraries.js'

/** Seeds the side to move wins over the other in `plies` plies, best play both sides (the definition, slowly). */
function referenceGain(position: Position, plies: number): number {
  const outcome = positionOutcome(position)
  if (outcome) {
    if (outcome.reason === 'store-majority') return 0
    const me = position.turn
    const other = opposite(me)
    return outcome.score[me] - position.stores[me] - (outcome.score[other] - position.stores[other])
  }
  if (plies === 0) return 0
  let best = -Infinity
  for (const move of legalMoves(position)) {
    const played = play(position, move)
    if (!played.ok) throw new Error(played.error.message)
    best = Math.max(best, played.value.captured - referenceGain(played.value.after, plies - 1))
  }
  return best
}

const referenceValues = (position: Position, plies: number) =>
  Object.fromEntries(
    legalMoves(position).map((move) => {
      const played = play(position, move)
      if (!played.ok) throw new Error(played.error.message)
      return [move, played.value.captured - referenceGain(played.value.after, plies - 1)]
    }),
  )

const position = (variant: Variant) =>
  fc
    .record({
      board: fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 13 })), { minLength: 12, maxLength: 12 }),
      turn: fc.constantFrom('south' as const, 'north' as const),
      stores: fc.boolean(),
    })
    .map(({ board, turn, stores }) => {
      const onBoard = board.reduce((a, b) => a + b, 0)
      const rest = 48 - onBoard
      // Half the cases are games in progress with stores near a majority, to reach the end rules.
      const setup = { board, turn, stores: stores && rest >= 0 ? { south: Math.ceil(rest / 2), north: Math.floor(rest / 2) } : { south: 0, north: 0 } }
      const result = fromSetup(setup, variant)
      return result.ok ? result.value : null
    })
    .filter((p): p is Position => p !== null && legalMoves(p).length > 0)

describe('moveValues (plain minimax on the fast path)', () => {
  for (const grandSlam of ['no-capture', 'capture-all'] as const) {
    const variant = resolveVariant({ grandSlam })
    it(`matches the slow reference over 1–4 plies (${grandSlam})`, () => {
      fc.assert(
        fc.property(position(variant), fc.integer({ min: 1, max: 4 }), (p, plies) => {
          expect(moveValues(p, { plies }).values).toEqual(referenceValues(p, plies))
        }),
        { numRuns: runs(300), seed: 20261129 },
      )
    })
  }

  it('capture criterion: the seeds each move captures (worked example 2)', () => {
    const p = fromSetup({ board: [0, 0, 0, 0, 0, 3, 1, 2, 1, 1, 0, 1], stores: { south: 0, north: 0 }, turn: 'south' })
    if (!p.ok) throw new Error('bad setup')
    expect(moveValues(p.value, 'capture')).toEqual({ values: { F: 7 }, value: 7, bestMoves: ['F'], proved: true })
  })

  it('counts the rows gathered when the game ends inside the horizon (worked example 9)', () => {
    // F sows G H I; North cannot feed South: each side gathers its row, North +3 → South wins 0, loses 3.
    const p = fromSetup({ board: [0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0], stores: { south: 24, north: 21 }, turn: 'south' })
    if (!p.ok) throw new Error('bad setup')
    expect(moveValues(p.value, { plies: 1 }).values).toEqual({ F: -3 })
    expect(moveValues(p.value, { plies: 4 }).values).toEqual({ F: -3 })
  })

  it('looks ahead: a capture now that loses more next turn is not best over 2 plies', () => {
    const p = fromSetup({ board: [1, 0, 0, 0, 3, 2, 0, 0, 0, 3, 0, 0], stores: { south: 0, north: 0 }, turn: 'south' })
    if (!p.ok) throw new Error('bad setup')
    expect(moveValues(p.value, { plies: 2 })).toMatchObject({ values: { A: 0, E: -2, F: -2 }, bestMoves: ['A'] })
  })

  it('matches the reference on positions drawn to reach every rule (won stores, empty rows, grand slams, laps)', () => {
    fc.assert(
      fc.property(positionArb, fc.integer({ min: 1, max: 3 }), (p, plies) => {
        const found = moveValues(p, { plies })
        const expected = referenceValues(p, plies)
        expect(found.values).toEqual(expected)
        const best = Object.keys(expected).length > 0 ? Math.max(...Object.values(expected)) : 0
        expect(found.value).toBe(best)
        expect(found.bestMoves).toEqual(Object.keys(expected).filter((move) => expected[move] === best))
        const captures = moveValues(p, 'capture')
        expect(captures.values).toEqual(Object.fromEntries(legalMoves(p).map((move) => [move, (play(p, move) as { ok: true; value: { captured: number } }).value.captured])))
      }),
      { numRuns: runs(400), seed: 17 },
    )
  })

  it('a finished game has no move to value', () => {
    const over = fromSetup({ board: [4, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 1], stores: { south: 25, north: 15 }, turn: 'south' })
    if (!over.ok) throw new Error('bad setup')
    expect(moveValues(over.value, { plies: 3 })).toEqual({ values: {}, value: 0, bestMoves: [], proved: true })
    expect(moveValues(over.value, 'capture')).toEqual({ values: {}, value: 0, bestMoves: [], proved: true })
  })

  it('refuses a depth outside 1–10 (the schema refuses it first)', () => {
    const p = fromSetup({ board: [0, 0, 0, 0, 0, 3, 1, 2, 1, 1, 0, 1], stores: { south: 0, north: 0 }, turn: 'south' })
    if (!p.ok) throw new Error('bad setup')
    for (const plies of [0, 11, 1.5]) expect(() => moveValues(p.value, { plies })).toThrow(`plies must be 1–10, not ${plies}`)
    expect(moveValues(p.value, { plies: 10 }).values).toEqual(referenceValues(p.value, 10))
    expect(moveValues(p.value, { plies: 1 }).values).toEqual({ F: 7 })
  })
})
