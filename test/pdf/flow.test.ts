import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Block } from '../../src/pdf/flow.js'
import { paginate } from '../../src/pdf/flow.js'

const frame = { x: 0, top: 50, width: 400, bottom: 750 }
const block = (height: number, spaceBefore = 10, keepWithNext = false, pageBreakBefore = false): Block => ({ height, spaceBefore, keepWithNext, pageBreakBefore, draw: () => {} })

describe('pagination', () => {
  it('fills a page, then starts the next one at the top', () => {
    const pages = paginate([block(300), block(300), block(300)], frame)
    expect(pages.map((page) => page.map((placed) => placed.y))).toEqual([[50, 360], [50]])
  })

  it('keeps a heading with what follows it', () => {
    const pages = paginate([block(600), block(20, 10, true), block(100)], frame)
    expect(pages.map((page) => page.length)).toEqual([1, 2])
  })

  it('breaks before a block that asks for a new page', () => {
    expect(paginate([block(10), block(10, 10, false, true)], frame).map((page) => page.length)).toEqual([1, 1])
  })

  it('never places a block past the bottom, never loses or reorders one (any heights)', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ height: fc.integer({ min: 1, max: 700 }), keep: fc.boolean(), space: fc.integer({ min: 0, max: 30 }) }), { maxLength: 40 }), (specs) => {
        const blocks = specs.map((spec) => block(spec.height, spec.space, spec.keep))
        const pages = paginate(blocks, frame)
        expect(pages.flat().map((placed) => placed.block)).toEqual(blocks)
        for (const page of pages) {
          expect(page.length).toBeGreaterThan(0)
          for (const placed of page) expect(placed.y + placed.block.height).toBeLessThanOrEqual(frame.bottom)
          expect(page[0]!.y).toBe(frame.top)
        }
      }),
    )
  })
})
