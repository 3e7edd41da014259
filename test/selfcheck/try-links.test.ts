import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEFAULT_VARIANT, HOLES } from '../../src/engine/index.js'
import type { Hole } from '../../src/engine/index.js'
import type { CheckedAnswer, TryLink } from '../../src/selfcheck/link.js'
import { ANSWER_CODES, MAX_STUDIO_URL, checkStudioUrl, makeSheetFragment, makeTryFragment, parseSheetFragment, parseTryFragment, tryAddress } from '../../src/selfcheck/link.js'
import { qrCode } from '../../src/selfcheck/qr.js'

const holeArb = fc.constantFrom(...HOLES)
const answerArb: fc.Arbitrary<CheckedAnswer> = fc.oneof(
  fc.constantFrom(...(Object.keys(ANSWER_CODES) as (keyof typeof ANSWER_CODES)[])),
  holeArb.map((hole) => ({ seedsBefore: hole })),
  holeArb.map((hole) => ({ seedsAfter: hole })),
)
const linkArb: fc.Arbitrary<TryLink> = fc
  .record({
    lang: fc.constantFrom('fr' as const, 'en' as const),
    task: fc.constantFrom('play' as const, 'legal' as const, 'end' as const, 'best' as const),
    criterion: fc.oneof(
      fc.constant('capture' as const),
      fc.constant('end' as const),
      fc.integer({ min: 1, max: 20 }).map((plies) => ({ plies })),
    ),
    moves: fc.array(holeArb, { maxLength: 12 }),
    answers: fc.array(answerArb, { maxLength: 6 }),
    board: fc.array(fc.integer({ min: 0, max: 48 }), { minLength: 12, maxLength: 12 }),
    stores: fc.record({ south: fc.integer({ min: 0, max: 48 }), north: fc.integer({ min: 0, max: 48 }) }),
    turn: fc.constantFrom('south' as const, 'north' as const),
    variant: fc.record({
      grandSlam: fc.constantFrom('no-capture' as const, 'capture-all' as const),
      seedsPerHole: fc.constantFrom(4 as const, 3 as const),
      endless: fc.constantFrom('repetition' as const, 'move-limit' as const, 'no-capture-limit' as const),
      limit: fc.integer({ min: 1, max: 10_000 }),
    }),
    count: fc.integer({ min: 1, max: 30 }),
    at: fc.nat(),
    sheet: fc.option(
      fc.record({ lesson: fc.integer({ min: 0, max: 10 }), level: fc.constantFrom(1 as const, 2 as const, 3 as const), version: fc.constantFrom(null, 'A' as const, 'B' as const, 'C' as const) }),
    ),
  })
  .map((r) => ({
    lang: r.lang,
    task: r.task,
    criterion: r.task === 'best' ? r.criterion : null,
    moves: r.task === 'play' || r.task === 'end' ? r.moves : [],
    answers: r.answers,
    start: { board: r.board, stores: r.stores, turn: r.turn },
    variant: {
      ...DEFAULT_VARIANT,
      grandSlam: r.variant.grandSlam,
      seedsPerHole: r.variant.seedsPerHole,
      endless: r.variant.endless,
      ...(r.variant.endless === 'move-limit' ? { moveLimit: r.variant.limit } : {}),
      ...(r.variant.endless === 'no-capture-limit' ? { noCaptureLimit: r.variant.limit } : {}),
    },
    number: (r.at % r.count) + 1,
    count: r.count,
    sheet: r.sheet,
  }))

/** Exercise 3 of lesson 3, level 1: South plays F (A2 of the bank). */
const A2: TryLink = {
  lang: 'fr',
  task: 'play',
  criterion: null,
  moves: ['F'],
  answers: ['last', 'capturedHoles', 'count'],
  start: { board: [0, 0, 0, 0, 0, 3, 1, 2, 1, 1, 0, 1], stores: { south: 0, north: 0 }, turn: 'south' },
  variant: DEFAULT_VARIANT,
  number: 3,
  count: 6,
  sheet: { lesson: 3, level: 1, version: 'A' },
}

describe('self-check links', () => {
  it('write an exercise after # in letters, digits and . / - only', () => {
    expect(makeTryFragment(A2)).toBe('try=FRP.F.LHN.00000312110100S.3/6.3-1-A')
    expect(makeTryFragment({ ...A2, task: 'best', criterion: { plies: 4 }, moves: [], variant: { ...DEFAULT_VARIANT, grandSlam: 'capture-all', seedsPerHole: 3 } })).toBe(
      'try=FRB4.-.LHN.00000312110100S.3/6.3-1-A.VG3',
    )
    // A count over 35 does not fit one base-36 digit: the position notation then.
    expect(makeTryFragment({ ...A2, start: { ...A2.start, board: [36, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] } })).toContain('.36-0-0-0-0-0-0-0-0-0-0-0-0-0-S.')
  })

  it('read back what they write, for any exercise', () => {
    fc.assert(
      fc.property(linkArb, (link) => {
        const parsed = parseTryFragment(`#${makeTryFragment(link)}`)
        expect(parsed.ok).toBe(true)
        if (!parsed.ok) return
        expect({ ...parsed.value, start: { ...parsed.value.start, board: [...parsed.value.start.board] } }).toEqual(link)
      }),
      { numRuns: 500 },
    )
  })

  it('are read in any case, and a lower-case fragment is the same exercise', () => {
    const parsed = parseTryFragment(makeTryFragment(A2).toLowerCase().replace('try=', 'TRY='))
    expect(parsed.ok && parsed.value).toEqual(A2)
  })

  it.each([
    ['sheet=3-1-A', 'LINK_NOT_A_TRY'],
    ['try=FRP.F.LHN.00000312110100S.3/6', 'LINK_FIELDS'],
    ['try=DEP.F.LHN.00000312110100S.3/6.-', 'LINK_LANG'],
    ['try=FRX.F.LHN.00000312110100S.3/6.-', 'LINK_TASK'],
    ['try=FRB.-.LHN.00000312110100S.3/6.-', 'LINK_TASK'],
    ['try=FRPC.F.LHN.00000312110100S.3/6.-', 'LINK_TASK'],
    ['try=FRP.M.LHN.00000312110100S.3/6.-', 'LINK_MOVES'],
    ['try=FRP.F.LHJ.00000312110100S.3/6.-', 'LINK_ANSWERS'],
    ['try=FRP.F.LQ.00000312110100S.3/6.-', 'LINK_ANSWERS'],
    ['try=FRP.F.LHN.0000031211010S.3/6.-', 'LINK_POSITION'],
    ['try=FRP.F.LHN.00000312110100S.7/6.-', 'LINK_NUMBER'],
    ['try=FRP.F.LHN.00000312110100S.3/6.3-4', 'LINK_SHEET'],
    ['try=FRP.F.LHN.00000312110100S.3/6.-.V', 'LINK_RULES'],
    ['try=FRP.F.LHN.00000312110100S.3/6.-.VX', 'LINK_RULES'],
  ])('refuse %s with %s', (fragment, code) => {
    const parsed = parseTryFragment(fragment)
    expect(parsed.ok ? null : parsed.error.code).toBe(code)
  })

  it('give a whole sheet as lesson-level-version', () => {
    expect(makeSheetFragment({ lesson: 3, level: 1, version: 'B' })).toBe('sheet=3-1-B')
    expect(parseSheetFragment('#sheet=3-1-b')).toEqual({ lesson: 3, level: 1, version: 'B' })
    expect(parseSheetFragment('#sheet=3-1')).toEqual({ lesson: 3, level: 1, version: 'A' })
    expect(parseSheetFragment('#sheet=3-4-A')).toBeNull()
  })

  it('need a studio address that is http(s), with no # and no password, and not too long', () => {
    expect(checkStudioUrl('https://ecole.example.fr/awale/')).toEqual({ ok: true, value: 'https://ecole.example.fr/awale/' })
    expect(checkStudioUrl('https://ecole.example.fr')).toEqual({ ok: true, value: 'https://ecole.example.fr/' })
    for (const bad of ['ecole.example.fr/awale', 'ftp://ecole.example.fr/', 'https://ecole.example.fr/#x', 'https://a:b@ecole.example.fr/', `https://ecole.example.fr/${'a'.repeat(MAX_STUDIO_URL)}`])
      expect(checkStudioUrl(bad).ok, bad).toBe(false)
  })

  it('fit a version 4 code (28.7 mm) with a school address of 31 characters', () => {
    expect(qrCode(tryAddress('https://ecole.example.fr/awale/', A2)).version).toBe(4)
    // The longest address accepted, with the longest exercise of the bank's kind: still a code a sheet holds.
    expect(qrCode(tryAddress(`https://${'e'.repeat(MAX_STUDIO_URL - 9)}/`, { ...A2, moves: [...HOLES, ...HOLES] as Hole[] })).version).toBeLessThanOrEqual(8)
  })
})
