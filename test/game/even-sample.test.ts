// The generator reads at most MAX_GAMES_READ games of a folder, evenly spread over its list.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { evenSample } from '../../src/game/index.js'

describe('evenSample', () => {
  it('keeps a list no longer than the limit as it is', () => {
    expect(evenSample(['a', 'b', 'c'], 3)).toEqual(['a', 'b', 'c'])
    expect(evenSample(['a'], 2_000)).toEqual(['a'])
  })

  it('takes the first, then one every n/k, never the same twice', () => {
    expect(evenSample([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 4)).toEqual([0, 2, 5, 7])
    expect(evenSample([0, 1, 2, 3, 4], 2)).toEqual([0, 2])
  })

  it('for any list and limit: as many as the limit, in order, none twice, no gap wider than ⌈n/k⌉', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000 }), fc.integer({ min: 1, max: 300 }), (n, k) => {
        const items = Array.from({ length: n }, (_, i) => i)
        const sample = evenSample(items, k)
        expect(sample).toHaveLength(Math.min(n, k))
        expect(sample[0]).toBe(0)
        for (let i = 1; i < sample.length; i++) {
          const gap = (sample[i] as number) - (sample[i - 1] as number)
          expect(gap).toBeGreaterThanOrEqual(1)
          expect(gap).toBeLessThanOrEqual(Math.ceil(n / k))
        }
        // The last one taken leaves at most one gap's worth at the end.
        expect(n - 1 - (sample.at(-1) as number)).toBeLessThan(Math.ceil(n / k))
      }),
    )
  })
})
