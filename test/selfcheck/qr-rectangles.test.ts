import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { mergeModules, qrCode, qrSideMm } from '../../src/selfcheck/qr.js'

/** How many rectangles cover each module (a reference that shares nothing with mergeModules). */
function coverage(size: number, rectangles: readonly { x: number; y: number; width: number; height: number }[]): number[][] {
  const grid = Array.from({ length: size }, () => new Array<number>(size).fill(0))
  for (const r of rectangles) for (let y = r.y; y < r.y + r.height; y++) for (let x = r.x; x < r.x + r.width; x++) grid[y]![x]!++
  return grid
}

describe('a code drawn as rectangles', () => {
  it('covers every dark module once and no light one, for any matrix', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 25 }).chain((size) => fc.tuple(fc.constant(size), fc.array(fc.boolean(), { minLength: size * size, maxLength: size * size }))),
        ([size, cells]) => {
          const dark = (x: number, y: number) => cells[y * size + x]!
          const grid = coverage(size, mergeModules(size, dark))
          for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) expect(grid[y]![x]).toBe(dark(x, y) ? 1 : 0)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('merges a solid block into one rectangle and a checkerboard into none larger than a module', () => {
    expect(mergeModules(5, () => true)).toEqual([{ x: 0, y: 0, width: 5, height: 5 }])
    expect(mergeModules(4, (x, y) => (x + y) % 2 === 0).every((r) => r.width === 1 && r.height === 1)).toBe(true)
    expect(mergeModules(3, () => false)).toEqual([])
  })

  it('draws a real code in far fewer rectangles than it has dark modules', () => {
    const code = qrCode('Exercice 3 — dernière graine : I · prises : 7 (I, H, G)')
    let darkModules = 0
    for (let y = 0; y < code.size; y++) for (let x = 0; x < code.size; x++) if (code.dark(x, y)) darkModules++
    expect(code.version).toBe(4)
    expect(code.rectangles.length).toBeLessThan(darkModules / 2)
    // 33 modules and 4 of quiet zone each side, 2 points (25.4 / 36 mm) a module.
    expect(qrSideMm(code)).toBeCloseTo((41 * 25.4) / 36, 5)
  })
})
