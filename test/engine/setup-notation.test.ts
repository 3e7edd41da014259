import { describe, expect, it } from 'vitest'
import { DEFAULT_VARIANT, fromSetup, makePosition, parseMove, parsePosition, resolveVariant } from '../../src/engine/index.js'

describe('fromSetup reports every problem at once, with stable codes', () => {
  it('lists each bad hole, store and side together', () => {
    const result = fromSetup({ board: [1, -2, 0.5, 0, 0, 0, 0, 0, 0, 0, 0, 60], stores: { south: -1, north: 0 }, turn: 'east' as never }, DEFAULT_VARIANT)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.error).toMatchObject([
      { code: 'NEGATIVE_COUNT', field: 'B' },
      { code: 'NOT_AN_INTEGER', field: 'C' },
      { code: 'TOO_MANY_SEEDS', field: 'L' },
      { code: 'NEGATIVE_COUNT', field: 'store.south' },
      { code: 'BAD_SIDE', field: 'turn' },
    ])
  })

  it.each([
    ['more seeds than the variant has', [5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5], 0, 0, 4, 'TOO_MANY_SEEDS'],
    ['36 is too many for 3 per hole with stores', [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4], 0, 0, 3, 'TOO_MANY_SEEDS'],
    ['stores that do not add up', [0, 0, 0, 0, 0, 3, 1, 2, 1, 1, 0, 1], 5, 0, 4, 'STORES_DO_NOT_ADD_UP'],
    ['an empty board', [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 0, 0, 4, 'NO_SEEDS'],
    ['a board of 11 holes', [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4], 0, 0, 4, 'BAD_BOARD_LENGTH'],
  ] as const)('%s', (_, board, south, north, seedsPerHole, code) => {
    const result = fromSetup({ board: [...board], stores: { south, north }, turn: 'south' }, resolveVariant({ seedsPerHole }))
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.error.map((p) => p.code)).toContain(code)
  })

  it('accepts reduced positions and full games in progress', () => {
    expect(fromSetup({ board: [0, 0, 0, 0, 0, 3, 1, 2, 1, 1, 0, 1], stores: { south: 0, north: 0 }, turn: 'south' }).ok).toBe(true)
    expect(fromSetup({ board: [0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0], stores: { south: 24, north: 21 }, turn: 'south' }).ok).toBe(true)
  })
})

describe('position notation', () => {
  it('parses and writes the Aalina board notation', () => {
    const parsed = parsePosition('0-0-0-0-0-3-1-2-1-1-0-1-0-0-S')
    expect(parsed).toEqual({ ok: true, value: { board: [0, 0, 0, 0, 0, 3, 1, 2, 1, 1, 0, 1], stores: { south: 0, north: 0 }, turn: 'south' } })
    if (parsed.ok) expect(makePosition(parsed.value)).toBe('0-0-0-0-0-3-1-2-1-1-0-1-0-0-S')
    expect(parsePosition('4-4-4-4-4-4-4-4-4-4-4-4-0-0-N').ok).toBe(true)
  })

  it('says which field is wrong, where, and what was expected', () => {
    const bad = parsePosition('4-4-x-4-4-4-4-4-4-4-4-4-0-0-W')
    expect(bad.ok).toBe(false)
    if (bad.ok) return
    expect(bad.error).toMatchObject([
      { code: 'BAD_COUNT', field: 3, fieldName: 'hole C', column: 5 },
      { code: 'BAD_SIDE', field: 15, column: 29 },
    ])
    expect(bad.error[0]!.message).toMatch(/field 3 \(hole C\).*whole number/)
  })

  it.each(['', '4-4-4', '4-4-4-4-4-4-4-4-4-4-4-4-0-0-S-1', '4,4,4,4,4,4,4,4,4,4,4,4,0,0,S'])('rejects %j with BAD_FIELD_COUNT', (text) => {
    const result = parsePosition(text)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.error[0]!.code).toBe('BAD_FIELD_COUNT')
  })

  it('rejects negative and fractional counts', () => {
    expect(parsePosition('4-4-4-4-4-4-4-4-4-4-4-4-0-0.5-S').ok).toBe(false)
    const negative = parsePosition('4--4-4-4-4-4-4-4-4-4-4-4-0-0-S')
    expect(negative.ok).toBe(false) // "4--4" splits into an empty field: no sign is accepted
  })

  it('reads moves A–L, and a–f for North’s G–L', () => {
    expect(parseMove('F')).toEqual({ ok: true, value: 'F' })
    expect(parseMove('a')).toEqual({ ok: true, value: 'G' })
    expect(parseMove('f')).toEqual({ ok: true, value: 'L' })
    expect(parseMove('M').ok).toBe(false)
    const lower = parseMove('h')
    expect(lower.ok).toBe(false)
    if (!lower.ok) expect(lower.error).toMatchObject({ code: 'BAD_MOVE' })
  })
})
