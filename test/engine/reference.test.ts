// The engine (rich path and fast path) against test/engine/reference.ts, a second writing of the
// rules that shares no code with src/engine, on positions drawn to reach every rule (arbitraries.ts).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Position } from '../../src/engine/index.js'
import { DEFAULT_VARIANT, HOLES, fromSetup, initialSetup, legalMoves, perft, play, positionOutcome, resolveVariant } from '../../src/engine/index.js'
import { STATE_SIZE, fastRules, legalMask, playFast, writeState } from '../../src/engine/fast.js'
import { drawnArb, positionArb, runs, toRef } from './arbitraries.js'
import { board } from './helpers.js'
import { refAfter, refLegal, refOutcome, refPerft, refPlay, refRefusal } from './reference.js'

const names = (holes: readonly number[]) => holes.map((h) => HOLES[h]!)

describe('the reference itself', () => {
  it('reproduces the perft table of rules.md to depth 5', () => {
    const start = toRef(unwrap(fromSetup(initialSetup(DEFAULT_VARIANT))))
    expect([1, 2, 3, 4, 5].map((depth) => refPerft(start, depth))).toEqual([6, 36, 190, 1014, 5219])
  })
  it('reproduces worked examples 2, 4 and 5', () => {
    const two = refPlay(toRef(board('- - - - - 3 | 1 2 1 1 - 1')), 5)
    expect([names(two.captured), two.capturedSeeds]).toEqual([['I', 'H', 'G'], 7])
    const four = refPlay(toRef(board('- - - - - 2 | 1 1 - - - -')), 5)
    expect([four.grandSlam, four.capturedSeeds, four.board]).toEqual([true, 0, [0, 0, 0, 0, 0, 0, 2, 2, 0, 0, 0, 0]])
    const five = refPlay(toRef(board('- - 12 - - - | - - - - - -')), 2)
    expect([five.board, HOLES[five.last], five.laps]).toEqual([[1, 1, 0, 2, 1, 1, 1, 1, 1, 1, 1, 1], 'D', 1])
  })
})

function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(JSON.stringify(result.error))
  return result.value
}

describe('the rich path (position.ts) agrees with the reference', () => {
  it('legal moves, and the end of the game, on every drawn position', () => {
    fc.assert(
      fc.property(positionArb, (position) => {
        const ref = toRef(position)
        expect(legalMoves(position)).toEqual(names(refLegal(ref)))
        const outcome = positionOutcome(position)
        const expected = refOutcome(ref)
        expect(outcome).toEqual(expected)
      }),
      { numRuns: runs(1500), seed: 17 },
    )
  })

  it('every hole: played as the reference plays it, or refused for the reference’s reason', () => {
    fc.assert(
      fc.property(positionArb, (position) => {
        const ref = toRef(position)
        for (let origin = 0; origin < 12; origin++) {
          const refusal = refRefusal(ref, origin)
          const result = play(position, HOLES[origin]!)
          if (refusal !== null) {
            expect(result.ok).toBe(false)
            if (!result.ok) {
              expect(result.error.reason).toBe(refusal)
              expect(result.error.code).toBe(refusal === 'GAME_OVER' ? 'GAME_OVER' : 'ILLEGAL_MOVE')
              expect(result.error.move).toBe(HOLES[origin])
            }
            continue
          }
          const report = unwrap(result)
          const move = refPlay(ref, origin)
          expect({
            board: [...report.after.board],
            afterSowing: [...report.afterSowing],
            stores: { ...report.after.stores },
            turn: report.after.turn,
            sown: report.sown,
            last: report.last,
            laps: report.laps,
            chain: report.chain,
            grandSlam: report.grandSlam,
            grandSlamCancelled: report.grandSlamCancelled,
            capturedHoles: report.capturedHoles,
            captured: report.captured,
            seeds: report.seeds,
            side: report.side,
            move: report.move,
          }).toEqual({
            board: move.board,
            afterSowing: move.afterSowing,
            stores: move.stores,
            turn: move.turn,
            sown: names(move.sown),
            last: HOLES[move.last],
            laps: move.laps,
            chain: names(move.chain),
            grandSlam: move.grandSlam,
            grandSlamCancelled: move.grandSlam && !ref.captureAll,
            capturedHoles: names(move.captured),
            captured: move.capturedSeeds,
            seeds: ref.board[origin],
            side: ref.turn,
            move: HOLES[origin],
          })
          const outcome = report.outcome
          expect(outcome).toEqual(refOutcome(refAfter(ref, move)))
          // Value semantics: the position played from is untouched.
          expect([...position.board]).toEqual(ref.board)
        }
      }),
      { numRuns: runs(1000), seed: 18 },
    )
  })
})

describe('the fast path (fast.ts: perft and search) agrees with the reference', () => {
  const fastLegal = (position: Position) => {
    const buffer = new Uint8Array(STATE_SIZE)
    writeState(position, buffer, 0)
    const mask = legalMask(buffer, 0, fastRules(position.variant))
    return HOLES.filter((_, i) => (mask >> i) & 1)
  }

  it('legal moves and every legal move, state byte for byte', () => {
    fc.assert(
      fc.property(positionArb, (position) => {
        const ref = toRef(position)
        expect(fastLegal(position)).toEqual(names(refLegal(ref)))
        const rules = fastRules(position.variant)
        for (const origin of refLegal(ref)) {
          const buffer = new Uint8Array(STATE_SIZE * 3)
          // Played from a slot that is not the first, into a later one: offsets count.
          writeState(position, buffer, STATE_SIZE)
          const captured = playFast(buffer, STATE_SIZE, STATE_SIZE * 2, origin, rules)
          const move = refPlay(ref, origin)
          expect(captured).toBe(move.capturedSeeds)
          expect([...buffer.subarray(STATE_SIZE * 2)]).toEqual([...move.board, move.stores.south, move.stores.north, move.turn === 'south' ? 0 : 1, 0])
          // The parent slot is left as it was (copy-make).
          expect([...buffer.subarray(STATE_SIZE, STATE_SIZE * 2)]).toEqual([...ref.board, ref.stores.south, ref.stores.north, ref.turn === 'south' ? 0 : 1, 0])
        }
      }),
      { numRuns: runs(1500), seed: 19 },
    )
  })

  it('a state at an odd offset, in a buffer that starts on a word or not (no word views), plays the same', () => {
    fc.assert(
      fc.property(positionArb, fc.integer({ min: 0, max: 3 }), (position, shift) => {
        const ref = toRef(position)
        const rules = fastRules(position.variant)
        // A buffer that starts `shift` bytes (0 to 3) into its memory, and states at odd offsets in it.
        const buffer = new Uint8Array(new ArrayBuffer(STATE_SIZE * 3 + 8), shift, STATE_SIZE * 3 + 2)
        writeState(position, buffer, 1)
        const mask = legalMask(buffer, 1, rules)
        expect(HOLES.filter((_, i) => (mask >> i) & 1)).toEqual(names(refLegal(ref)))
        for (const origin of refLegal(ref)) {
          const captured = playFast(buffer, 1, STATE_SIZE + 1, origin, rules)
          const move = refPlay(ref, origin)
          expect(captured).toBe(move.capturedSeeds)
          expect([...buffer.subarray(STATE_SIZE + 1, STATE_SIZE + 16)]).toEqual([...move.board, move.stores.south, move.stores.north, move.turn === 'south' ? 0 : 1])
        }
      }),
      { numRuns: runs(300), seed: 21 },
    )
  })

  it('a buffer that does not start on a word, with states at word offsets in it, plays the same and writes nothing outside the slot played into', () => {
    fc.assert(
      fc.property(positionArb, fc.integer({ min: 1, max: 3 }), (position, shift) => {
        const ref = toRef(position)
        const rules = fastRules(position.variant)
        const buffer = new Uint8Array(new ArrayBuffer(STATE_SIZE * 4 + 4), shift, STATE_SIZE * 4)
        buffer.fill(0xaa, STATE_SIZE) // a mark in the slots after the parent
        writeState(position, buffer, 0)
        const mask = legalMask(buffer, 0, rules)
        expect(HOLES.filter((_, i) => (mask >> i) & 1)).toEqual(names(refLegal(ref)))
        for (const origin of refLegal(ref)) {
          const captured = playFast(buffer, 0, STATE_SIZE * 2, origin, rules)
          const move = refPlay(ref, origin)
          expect(captured).toBe(move.capturedSeeds)
          expect([...buffer.subarray(STATE_SIZE * 2, STATE_SIZE * 2 + 15)]).toEqual([...move.board, move.stores.south, move.stores.north, move.turn === 'south' ? 0 : 1])
          expect([...buffer.subarray(STATE_SIZE, STATE_SIZE * 2)]).toEqual(Array(STATE_SIZE).fill(0xaa))
          expect([...buffer.subarray(STATE_SIZE * 3)]).toEqual(Array(STATE_SIZE).fill(0xaa))
        }
      }),
      { numRuns: runs(300), seed: 22 },
    )
  })

  it('playing in place (from = to) gives the same state', () => {
    fc.assert(
      fc.property(positionArb, (position) => {
        const ref = toRef(position)
        const rules = fastRules(position.variant)
        for (const origin of refLegal(ref)) {
          const buffer = new Uint8Array(STATE_SIZE)
          writeState(position, buffer, 0)
          playFast(buffer, 0, 0, origin, rules)
          const move = refPlay(ref, origin)
          expect([...buffer]).toEqual([...move.board, move.stores.south, move.stores.north, move.turn === 'south' ? 0 : 1, 0])
        }
      }),
      { numRuns: runs(300), seed: 20 },
    )
  })

  it('every sowing the fast path has worked out: each hole with 1 to 48 seeds (laps of every length), the rest of the 48 spread round', () => {
    // Random positions seldom hold more than 25 seeds in a hole: this walks all of fast.ts's sowing table.
    const rules = fastRules(DEFAULT_VARIANT)
    let played = 0
    for (let origin = 0; origin < 12; origin++) {
      for (let seeds = 1; seeds <= 48; seeds++) {
        const counts = Array<number>(12).fill(0)
        counts[origin] = seeds
        for (let k = 0; k < 48 - seeds; k++) counts[(origin + 1 + (k % 11)) % 12]! += 1
        const turn = origin < 6 ? 'south' : 'north'
        const position = fromSetup({ board: counts, stores: { south: 0, north: 0 }, turn }, DEFAULT_VARIANT)
        if (!position.ok) throw new Error(`bad test position ${counts.join(' ')}`)
        const buffer = new Uint8Array(STATE_SIZE * 2)
        writeState(position.value, buffer, 0)
        const captured = playFast(buffer, 0, STATE_SIZE, origin, rules)
        const move = refPlay(toRef(position.value), origin)
        expect(captured).toBe(move.capturedSeeds)
        expect([...buffer.subarray(STATE_SIZE)]).toEqual([...move.board, move.stores.south, move.stores.north, move.turn === 'south' ? 0 : 1, 0])
        played++
      }
    }
    expect(played).toBe(12 * 48)
  })

  it('perft to depth 3 on drawn positions', () => {
    fc.assert(
      fc.property(drawnArb, fc.integer({ min: 1, max: 3 }), ({ position }, depth) => {
        expect(perft(position, depth)).toBe(refPerft(toRef(position), depth))
      }),
      { numRuns: runs(300), seed: 21 },
    )
  })

  it('a lone 17 in F under capture-all cannot feed: the grand slam would empty North again (perft(1) = 0)', () => {
    const captureAll = resolveVariant({ grandSlam: 'capture-all' })
    const lone = board('- - - - - 17 | - - - - - -', { variant: captureAll })
    expect(refLegal(toRef(lone))).toEqual([])
    expect(perft(lone, 1)).toBe(0)
    expect(fastLegal(lone)).toEqual([])
    expect(legalMoves(lone)).toEqual([])
    // Under the default rule the capture is cancelled, the sowing stays: F feeds North.
    const lonePlain = board('- - - - - 17 | - - - - - -')
    expect(perft(lonePlain, 1)).toBe(1)
    expect(legalMoves(lonePlain)).toEqual(['F'])
  })
})
