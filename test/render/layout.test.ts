import { describe, expect, it } from 'vitest'
import { HOLE_RADIUS, MAX_DRAWN_SEEDS, holeLabel, seedOffsets } from '../../src/render/layout.js'

describe('seeds in a hole', () => {
  for (let count = 1; count <= MAX_DRAWN_SEEDS; count++)
    for (const towardTag of [-1, 1])
      it(`${count} seed${count === 1 ? '' : 's'} (tag ${towardTag < 0 ? 'above' : 'below'}): all drawn, apart, inside the hole, clear of the count tag`, () => {
        const seeds = seedOffsets(count, towardTag)
        expect(seeds).toHaveLength(count)
        for (const [i, a] of seeds.entries()) {
          expect(Math.hypot(a.dx, a.dy) + a.r).toBeLessThanOrEqual(HOLE_RADIUS - 6)
          // The tag is centred on the rim facing the middle and 34 units high: it reaches 31 units in.
          expect(a.dy * towardTag + a.r).toBeLessThanOrEqual(HOLE_RADIUS - 17)
          for (const b of seeds.slice(i + 1)) expect(Math.hypot(a.dx - b.dx, a.dy - b.dy)).toBeGreaterThanOrEqual(a.r + b.r + 1)
        }
      })

  it('none above 15 (the number is written instead) and none for an empty hole', () => {
    expect(seedOffsets(16, 1)).toEqual([])
    expect(seedOffsets(0, 1)).toEqual([])
  })
})

describe('hole labels', () => {
  it('A–L by default; with a-f, North’s G…L are a…f and South keeps A–F', () => {
    expect(Array.from({ length: 12 }, (_, i) => holeLabel(i, 'A-L')).join('')).toBe('ABCDEFGHIJKL')
    expect(Array.from({ length: 12 }, (_, i) => holeLabel(i, 'a-f')).join('')).toBe('ABCDEFabcdef')
  })
})
