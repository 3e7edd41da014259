// The property tests are only as strong as the positions they see: this measures, on 2,000 draws of
// arbitraries.ts (a fixed seed, so the figures do not move), how often each rule comes up, with the
// reference (not the engine) saying what happens. A rule drawn under 3 % of the time fails the test.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { drawnArb, toRef } from './arbitraries.js'
import type { RefPosition } from './reference.js'
import { refGameWonByStore, refHolesOf, refLegal, refOther, refOutcome, refPlay, refWinningStore } from './reference.js'

const DRAWS = 2000
const AT_LEAST = 0.03

const moves = (p: RefPosition) => refLegal(p).map((origin) => ({ origin, seeds: p.board[origin]!, move: refPlay(p, origin) }))
const rowEmpty = (p: RefPosition, side: 'south' | 'north') => refHolesOf(side).every((h) => p.board[h] === 0)

/** Each case, as the rules name it. */
const CASES: Record<string, (p: RefPosition) => boolean> = {
  "opponent's row empty (feeding in force)": (p) => !refGameWonByStore(p) && rowEmpty(p, refOther(p.turn)),
  'a non-empty hole refused because it does not feed': (p) => !refGameWonByStore(p) && rowEmpty(p, refOther(p.turn)) && refHolesOf(p.turn).some((h) => p.board[h]! > 0 && !refLegal(p).includes(h)),
  "mover's own row empty (no move: rows gathered)": (p) => !refGameWonByStore(p) && rowEmpty(p, p.turn),
  'no legal move at all (game over, rows gathered)': (p) => refOutcome(p)?.reason === 'no-legal-move',
  'a capture of one hole': (p) => moves(p).some(({ move }) => move.captured.length === 1),
  'a chain of two holes or more': (p) => moves(p).some(({ move }) => move.captured.length >= 2),
  'a chain that stops on a hole of 2 or 3 not sown into': (p) =>
    moves(p).some(({ move }) => {
      const stop = move.last - move.chain.length
      return move.captured.length > 0 && refHolesOf(refOther(p.turn)).includes(stop) && [2, 3].includes(move.afterSowing[stop]!) === false && [2, 3].includes(p.board[stop]!)
    }),
  'a grand slam cancelled (no-capture)': (p) => !p.captureAll && moves(p).some(({ move }) => move.grandSlam),
  'a grand slam taken (capture-all)': (p) => p.captureAll && moves(p).some(({ move }) => move.grandSlam),
  'a last seed in the opponent’s row making 1 or 4+ (no capture)': (p) =>
    moves(p).some(({ move }) => refHolesOf(refOther(p.turn)).includes(move.last) && ![2, 3].includes(move.afterSowing[move.last]!)),
  'exactly 11 seeds (round the board, origin not skipped)': (p) => moves(p).some(({ seeds }) => seeds === 11),
  'a lap (12 to 22 seeds)': (p) => moves(p).some(({ seeds }) => seeds >= 12 && seeds <= 22),
  'a double lap (23 seeds or more)': (p) => moves(p).some(({ seeds }) => seeds >= 23),
  'a store at or above a majority (game over)': (p) => refGameWonByStore(p),
  'a store one seed short of a majority': (p) => Math.max(p.stores.south, p.stores.north) === refWinningStore(p.seedsPerHole) - 1,
  'a move that wins the game by a store majority': (p) => moves(p).some(({ move }) => Math.max(move.stores.south, move.stores.north) >= refWinningStore(p.seedsPerHole)),
  'a move after which the opponent cannot move': (p) => moves(p).some(({ move }) => refOutcome({ ...p, board: move.board, stores: move.stores, turn: move.turn })?.reason === 'no-legal-move'),
  'North to move': (p) => p.turn === 'north',
  '36 seeds (3 per hole)': (p) => p.seedsPerHole === 3,
}

describe('the positions the property tests draw reach every rule', () => {
  const drawn = fc.sample(drawnArb, { numRuns: DRAWS, seed: 2024 })
  const rates = Object.fromEntries(Object.entries(CASES).map(([name, test]) => [name, drawn.filter(({ position }) => test(toRef(position))).length / DRAWS]))

  it.each(Object.keys(CASES))('%s: drawn at least 3 % of the time', (name) => {
    expect(rates[name], `${name}: ${(rates[name]! * 100).toFixed(1)} %`).toBeGreaterThanOrEqual(AT_LEAST)
  })

  it('every branch of the generator is used', () => {
    const kinds = new Set(drawn.map((d) => d.kind))
    expect([...kinds].sort()).toEqual(['empty-row', 'lap', 'random', 'run', 'starve', 'store-edge', 'won-store'])
  })
})
