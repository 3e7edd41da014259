// The agreement with the reference is only as strong as the positions it sees: this measures, on
// 2,000 draws of arbitraries.ts (a fixed seed), how often each case a mistake turns on comes up,
// the reference (not the module) saying what happens. A case drawn under 2 % of the time fails.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { mistakeDrawnArb, toPos } from './arbitraries.js'
import type { MistakeName, Played, Pos } from './reference.js'
import { MISTAKES, holesOf, other, refMistakenEnd, refMistakenLegal, refPlayMistaken, refWinning } from './reference.js'

const DRAWS = 2000
const AT_LEAST = 0.02

const moves = (p: Pos) => holesOf(p.turn).filter((h) => p.board[h]! > 0)
const same = (a: Played, b: Played) => JSON.stringify([a.falls, a.taken.sort(), a.board]) === JSON.stringify([b.falls, b.taken.sort(), b.board])
const differs = (mistake: MistakeName) => (p: Pos) => moves(p).some((h) => !same(refPlayMistaken(p, h, mistake), refPlayMistaken(p, h, null)))
const some = (mistake: MistakeName, test: (played: Played, rule: Played, p: Pos, origin: number) => boolean) => (p: Pos) =>
  moves(p).some((h) => test(refPlayMistaken(p, h, mistake), refPlayMistaken(p, h, null), p, h))

const CASES: Record<string, (p: Pos) => boolean> = {
  ...Object.fromEntries(MISTAKES.filter((m) => m !== 'not-feeding').map((m) => [`${m} plays a move otherwise than the rules`, differs(m)])),
  'not-feeding calls a hole playable that the rules refuse': (p) => refMistakenLegal(p, 'not-feeding').length > refMistakenLegal(p, null).length,
  'a sowing mistake judges feeding otherwise than the rules': (p) => (['start-counted', 'into-store'] as const).some((m) => refMistakenLegal(p, m).join() !== refMistakenLegal(p, null).join()),
  'a lap of 12 seeds or more': (p) => moves(p).some((h) => p.board[h]! >= 12),
  'into-store: the last seed in the store': some('into-store', (played) => played.last === 'store'),
  'into-store: the store reaches a majority': some('into-store', (played, _rule, p) => played.stores[p.turn] >= refWinning(p.seedsPerHole)),
  'own-row: seeds taken from the mover’s own row': some('own-row', (played, _rule, p) => played.taken.some((h) => holesOf(p.turn).includes(h))),
  'own-row: every seed of the mover’s own row taken (no grand-slam rule there)': some(
    'own-row',
    (played, _rule, p) => played.taken.length > 0 && holesOf(p.turn).every((h) => played.board[h] === 0) && played.taken.every((h) => holesOf(p.turn).includes(h)),
  ),
  'passing-holes: a hole taken outside the chain': some('passing-holes', (played, rule) => played.taken.some((h) => !rule.taken.includes(h)) && played.taken.length > 0),
  'chain-skips: a hole passed over, one behind it taken': some('chain-skips', (played, rule) => played.taken.length > rule.taken.length && rule.taken.length > 0),
  'before-adding: a hole of 4 taken': some('before-adding', (played) => played.taken.some((h) => played.afterSowing[h] === 4)),
  'before-adding: a last hole of 2 or 3 left': some('before-adding', (played, rule) => rule.taken.length > 0 && played.taken.length === 0),
  'grand-slam-taken: everything taken where the rules cancel': (p) => !p.captureAll && differs('grand-slam-taken')(p),
  'a mistake’s capture cancelled as taking everything': (p) =>
    !p.captureAll &&
    (['last-only', 'passing-holes', 'chain-skips', 'before-adding'] as const).some((m) =>
      moves(p).some((h) => {
        const played = refPlayMistaken(p, h, m)
        return played.taken.length === 0 && refPlayMistaken({ ...p, captureAll: true }, h, m).taken.length > 0
      }),
    ),
  'the opponent’s row empty': (p) => holesOf(other(p.turn)).every((h) => p.board[h] === 0),
  'a move after which the child sees the game over': (p) => MISTAKES.some((m) => moves(p).some((h) => refMistakenEnd({ ...p, ...refPlayMistaken(p, h, m), turn: other(p.turn) }, m) !== null)),
}

describe('the positions the mistakes are checked on reach every case', () => {
  const drawn = fc.sample(mistakeDrawnArb, { numRuns: DRAWS, seed: 2022 })
  const rates = Object.fromEntries(Object.entries(CASES).map(([name, test]) => [name, drawn.filter(({ position }) => test(toPos(position))).length / DRAWS]))

  it.each(Object.keys(CASES))('%s: drawn at least 2 % of the time', (name) => {
    expect(rates[name], `${name}: ${(rates[name]! * 100).toFixed(1)} %`).toBeGreaterThanOrEqual(AT_LEAST)
  })
})
