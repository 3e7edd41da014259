// The mistakes module against a second writing of the ten definitions (reference.ts, which imports
// nothing): every mistake, every non-empty hole of the mover's row, on positions drawn to reach
// every case (arbitraries.ts; distribution.test.ts measures them). Where the seeds fall, the last
// place, the holes and seeds taken, the board and the stores after, which holes the child calls
// playable, and how the child sees the end of the game must all agree.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { HOLES, holeIndex, legalMoves, play } from '../../src/engine/index.js'
import type { MistakeId } from '../../src/mistakes/index.js'
import { MISTAKE_IDS } from '../../src/mistakes/index.js'
import { freshMistakes } from './fresh-mistakes.js'
import { mistakePositionArb, runs, toPos } from './arbitraries.js'
import type { MistakeName } from './reference.js'
import { MISTAKES as REF_MISTAKES, holesOf, refMistakenEnd, refMistakenLegal, refPlayMistaken } from './reference.js'

const sorted = (holes: readonly number[]) => [...holes].sort((a, b) => a - b)

describe('the mistakes agree with a reference written from the definitions alone', () => {
  it('names the same ten mistakes, in the same order, each under its own id', async () => {
    const { MISTAKE_IDS, MISTAKES, isMistakeId } = await freshMistakes()
    expect([...MISTAKE_IDS]).toEqual([...REF_MISTAKES])
    for (const id of MISTAKE_IDS) expect(MISTAKES[id].id).toBe(id)
    expect(MISTAKE_IDS.every(isMistakeId)).toBe(true)
    expect(['start', 'Start-counted', 'own_row', ''].some(isMistakeId)).toBe(false)
  })

  it('says which part of the rules each mistake gets wrong', async () => {
    const { MISTAKE_IDS, MISTAKES } = await freshMistakes()
    expect(Object.fromEntries(MISTAKE_IDS.map((id) => [id, MISTAKES[id].part]))).toEqual({
      'start-counted': 'sowing',
      'start-not-skipped': 'sowing',
      'into-store': 'sowing',
      'own-row': 'capture',
      'passing-holes': 'capture',
      'last-only': 'capture',
      'chain-skips': 'capture',
      'before-adding': 'capture',
      'grand-slam-taken': 'capture',
      'not-feeding': 'feeding',
    })
  })

  it('cannot play a hole that is empty or not the mover’s', async () => {
    const { MISTAKE_IDS, MISTAKES, playMistaken } = await freshMistakes()
    fc.assert(
      fc.property(mistakePositionArb, (position) => {
        for (const id of [null, ...MISTAKE_IDS]) {
          const mistake = id === null ? null : MISTAKES[id]
          for (let origin = 0; origin < 12; origin++) {
            const playable = holesOf(position.turn).includes(origin) && position.board[origin]! > 0
            expect(playMistaken(position, origin, mistake) === null, `${id} ${origin}`).toBe(!playable)
          }
        }
      }),
      { numRuns: runs(100) },
    )
  })

  it.each([null, ...MISTAKE_IDS])('%s: every move played the same way', async (id) => {
    const { MISTAKES, playMistaken } = await freshMistakes()
    fc.assert(
      fc.property(mistakePositionArb, (position) => {
        const ref = toPos(position)
        for (const origin of holesOf(position.turn)) {
          if (position.board[origin] === 0) continue
          const mine = playMistaken(position, origin, id === null ? null : MISTAKES[id])!
          const theirs = refPlayMistaken(ref, origin, id as MistakeName | null)
          const falls = theirs.falls.filter((place) => place !== 'store')
          expect(mine.sown.map(holeIndex)).toEqual(falls)
          expect(mine.storeSeeds).toBe(theirs.falls.length - falls.length)
          expect(mine.last).toBe(theirs.last === 'store' ? 'store' : HOLES[theirs.last])
          expect([...mine.afterSowing]).toEqual(theirs.afterSowing)
          expect(sorted(mine.capturedHoles.map(holeIndex))).toEqual(sorted(theirs.taken))
          expect(mine.captured).toBe(theirs.seedsTaken)
          expect([...mine.after.board]).toEqual(theirs.board)
          expect({ ...mine.after.stores }).toEqual(theirs.stores)
          expect(mine.after.turn).not.toBe(position.turn)
        }
      }),
      { numRuns: runs(300) },
    )
  })

  it.each([null, ...MISTAKE_IDS])('%s: the same holes called playable, the same end of the game', async (id) => {
    const { MISTAKES, mistakenLegalMoves, mistakenOutcome } = await freshMistakes()
    fc.assert(
      fc.property(mistakePositionArb, (position) => {
        const mistake = id === null ? null : MISTAKES[id as MistakeId]
        const ref = toPos(position)
        expect(mistakenLegalMoves(position, mistake).map(holeIndex)).toEqual(refMistakenLegal(ref, id as MistakeName | null))
        const end = mistakenOutcome(position, mistake)
        const refEnd = refMistakenEnd(ref, id as MistakeName | null)
        expect(end === null ? null : { reason: end.reason, score: { ...end.score } }).toEqual(refEnd)
      }),
      { numRuns: runs(300) },
    )
  })

  it('without a mistake, a move is the engine’s own', async () => {
    const { mistakenLegalMoves, playMistaken } = await freshMistakes()
    fc.assert(
      fc.property(mistakePositionArb, (position) => {
        expect(mistakenLegalMoves(position, null)).toEqual(legalMoves(position))
        for (const move of legalMoves(position)) {
          const report = play(position, move)
          if (!report.ok) throw new Error('legal move refused')
          const mine = playMistaken(position, move, null)!
          const { sown, last, laps, chain, capturedHoles, captured, grandSlam, grandSlamCancelled, afterSowing } = report.value
          expect({ sown: mine.sown, last: mine.last, laps: mine.laps, chain: mine.chain, capturedHoles: mine.capturedHoles, captured: mine.captured }).toEqual({
            sown,
            last,
            laps,
            chain,
            capturedHoles,
            captured,
          })
          expect({ grandSlam: mine.grandSlam, grandSlamCancelled: mine.grandSlamCancelled, storeSeeds: mine.storeSeeds }).toEqual({ grandSlam, grandSlamCancelled, storeSeeds: 0 })
          expect([...mine.afterSowing]).toEqual([...afterSowing])
          expect(mine.after).toEqual(report.value.after)
        }
      }),
      { numRuns: runs(300) },
    )
  })
})
