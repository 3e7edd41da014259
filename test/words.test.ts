// The small words (src/words.ts), said one way everywhere: sides, signed numbers, lists, counts.
import { describe, expect, it } from 'vitest'
import { HYPHEN_MINUS, counted, list, seeds, sideName, signed } from '../src/words.js'

describe('words', () => {
  it('names the sides in both languages (English when none is said)', () => {
    expect([sideName('south'), sideName('north'), sideName('south', 'fr'), sideName('north', 'fr')]).toEqual(['South', 'North', 'Sud', 'Nord'])
  })

  it('signs numbers with the printed minus, a bare zero, and plain forms where asked', () => {
    expect([signed(7), signed(-4), signed(0)]).toEqual(['+7', '\u22124', '0'])
    expect([signed(7, { plus: false }), signed(-4, { plus: false })]).toEqual(['7', '\u22124'])
    expect([signed(3, { minus: HYPHEN_MINUS }), signed(-3, { minus: HYPHEN_MINUS })]).toEqual(['+3', '-3'])
  })

  it('joins lists as each language does: no comma before the last in British English', () => {
    expect(['', 'A', 'A et B', 'A, B et C'].map((_, n) => list(['A', 'B', 'C'].slice(0, n), 'fr'))).toEqual(['', 'A', 'A et B', 'A, B et C'])
    expect(list(['I', 'H', 'G'], 'en')).toBe('I, H and G')
    expect([list(['A', 'B'], 'fr', 'or'), list(['A', 'B', 'C'], 'en', 'or')]).toEqual(['A ou B', 'A, B or C'])
  })

  it('counts with the language’s plural: French 0 and 1 are singular, English only 1', () => {
    expect([0, 1, 2, 7].map((n) => seeds(n, 'fr'))).toEqual(['0 graine', '1 graine', '2 graines', '7 graines'])
    expect([0, 1, 2].map((n) => seeds(n, 'en'))).toEqual(['0 seeds', '1 seed', '2 seeds'])
    expect(counted(-1, 'en', { one: 'seed', other: 'seeds' })).toBe('-1 seed')
  })
})
