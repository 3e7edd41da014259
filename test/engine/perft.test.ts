import { describe, expect, it } from 'vitest'
import { DEFAULT_VARIANT, fromSetup, initialSetup, perft } from '../../src/engine/index.js'

// rules.md's perft table (two independent public engines agree on it).
const TABLE = [6, 36, 190, 1014, 5219, 27332, 139157, 711414]

describe('perft from the initial position', () => {
  const start = fromSetup(initialSetup(DEFAULT_VARIANT))
  if (!start.ok) throw new Error('initial position rejected')
  it.each(TABLE.map((count, index) => [index + 1, count]))('perft(%i) = %i', (depth, count) => {
    expect(perft(start.value, depth)).toBe(count)
  })
  it('perft(0) = 1', () => expect(perft(start.value, 0)).toBe(1))
})
