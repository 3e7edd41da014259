import { describe, expect, it } from 'vitest'
import { ANSWER_HOLE_RADIUS, HOLE_RADIUS, MAX_DRAWN_SEEDS, VIEW_WIDTH, heapOffsets, holeLabel, seedOffsets, wrapText } from '../../src/render/layout.js'
import type { Seed } from '../../src/render/layout.js'
import { measureText } from '../../src/render/draw.js'

const mmAt90 = (units: number) => (units * 90) / VIEW_WIDTH
const distance = (a: Seed, b: Seed) => Math.hypot(a.dx - b.dx, a.dy - b.dy)

describe('seeds in a hole', () => {
  for (let count = 1; count <= MAX_DRAWN_SEEDS; count++)
    it(`${count} seed${count === 1 ? '' : 's'}: all drawn, apart, inside the smallest hole, each 1.8 mm or more at 90 mm`, () => {
      const seeds = seedOffsets(count)
      expect(seeds).toHaveLength(count)
      for (const [i, a] of seeds.entries()) {
        // Inside the rim (3 units wide) of an answer diagram's hole, the smallest.
        expect(Math.hypot(a.dx, a.dy) + a.r).toBeLessThanOrEqual(Math.min(ANSWER_HOLE_RADIUS, HOLE_RADIUS) - 1.5)
        expect(mmAt90(2 * a.r)).toBeGreaterThanOrEqual(1.8)
        for (const b of seeds.slice(i + 1)) expect(distance(a, b)).toBeGreaterThanOrEqual(a.r + b.r + 3)
      }
    })

  for (let count = 7; count <= MAX_DRAWN_SEEDS; count++)
    it(`${count} seeds: a group of five${count >= 10 ? ' and another' : ''}, then the rest, each group standing apart`, () => {
      const seeds = seedOffsets(count)
      const groups = [seeds.slice(0, 5), seeds.slice(5, 10), seeds.slice(10)].filter((group) => group.length > 0)
      expect(groups.map((group) => group.length)).toEqual(count <= 10 ? [5, count - 5] : [5, 5, count - 10])
      // The widest step inside a group (from a seed to its nearest neighbour) is clearly shorter
      // than the narrowest step from one group to another.
      const inside = Math.max(...groups.flatMap((group) => group.map((a) => Math.min(Infinity, ...group.filter((b) => b !== a).map((b) => distance(a, b))))).filter(Number.isFinite))
      const between = Math.min(
        ...groups.flatMap((group, g) =>
          group.flatMap((a) =>
            groups
              .filter((_, h) => h !== g)
              .flat()
              .map((b) => distance(a, b)),
          ),
        ),
      )
      expect(between).toBeGreaterThanOrEqual(inside + 8)
    })

  it('none drawn one by one above 12 (the number and a small heap instead), none for an empty hole', () => {
    expect(seedOffsets(13)).toEqual([])
    expect(seedOffsets(0)).toEqual([])
    const heap = heapOffsets()
    expect(heap.length).toBeGreaterThanOrEqual(2)
    for (const seed of heap) {
      expect(mmAt90(2 * seed.r)).toBeGreaterThanOrEqual(1.8)
      expect(Math.hypot(seed.dx, seed.dy) + seed.r).toBeLessThanOrEqual(HOLE_RADIUS - 1.5)
      // Under the number, which is centred above the hole's middle.
      expect(seed.dy).toBeGreaterThan(0)
    }
  })
})

describe('hole labels', () => {
  it('A–L by default; with a-f, North’s G…L are a…f and South keeps A–F', () => {
    expect(Array.from({ length: 12 }, (_, i) => holeLabel(i, 'A-L')).join('')).toBe('ABCDEFGHIJKL')
    expect(Array.from({ length: 12 }, (_, i) => holeLabel(i, 'a-f')).join('')).toBe('ABCDEFabcdef')
  })
})

describe('captions wrapped for print', () => {
  const wrap = (content: string, room: number) => wrapText(content, 30, false, room, measureText)

  it('keeps a number with its word, a hole with its label and a short word with the next', () => {
    for (const room of [300, 400, 500, 600, 700]) {
      const lines = wrap('Partie finie. Nord ne peut pas nourrir Sud\u202f: chacun prend les graines de sa rangée. Sud 24, Nord 24\u202f: égalité.', room)!
      expect(lines.join(' ')).toBe('Partie finie. Nord ne peut pas nourrir Sud\u202f: chacun prend les graines de sa rangée. Sud 24, Nord 24\u202f: égalité.')
      for (const line of lines) {
        expect(measureText(line, 30, false)).toBeLessThanOrEqual(room)
        expect(line).not.toMatch(/^(\d|24)/)
        expect(line).not.toMatch(/ (de|sa|à)$/)
      }
    }
    const english = wrap('South played F (2 seeds). Last seed: H. Taking everything is not allowed: capture cancelled.', 450)!
    expect(english.some((line) => line.startsWith('H.'))).toBe(false)
  })

  it('leaves no lone word on the last line, and gives up on a word wider than the room', () => {
    const lines = wrap('Écris le nombre de graines dans chaque trou.', 560)!
    expect(lines).toHaveLength(2)
    expect(lines[1]!.split(' ').length).toBeGreaterThan(1)
    expect(wrap('anticonstitutionnellement', 100)).toBeNull()
  })
})
