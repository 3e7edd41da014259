// Whatever a file holds, the checker answers with problems, never an exception, and returns an
// exercise only when it found no problem.
import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseExerciseText } from '../../src/exercise/index.js'
import { decodeText } from '../../src/exercise/load.js'
import { runs } from '../engine/arbitraries.js'

const good = readFileSync(new URL('./fixtures/good/a2-chain.yaml', import.meta.url), 'utf8')

const mutate = (text: string, edits: { at: number; cut: number; insert: string }[]) =>
  edits.reduce((t, { at, cut, insert }) => {
    const i = at % (t.length + 1)
    return t.slice(0, i) + insert + t.slice(i + cut)
  }, text)

const check = (text: string) => {
  const result = parseExerciseText(text, 'fuzz.yaml')
  if (result.exercise) expect(result.problems).toEqual([])
  else expect(result.problems.length).toBeGreaterThan(0)
  for (const problem of result.problems) {
    expect(problem.line).toBeGreaterThanOrEqual(1)
    expect(problem.column).toBeGreaterThanOrEqual(1)
    expect(problem.code).toMatch(/^[A-Z_0-9]+$/)
  }
}

describe('the checker never throws', () => {
  it('on random edits of a valid exercise', () => {
    const insert = fc.oneof(
      fc.string({ maxLength: 6 }),
      fc.constantFrom(':', '{', '}', '[', ']', '-', '&a', '*a', '\t', '\n', ' ', '!!str', '"', "'", '#', '1.5', '-3', 'M', 'x', '1e99', 'null', '~', '<<: *a'),
    )
    fc.assert(
      fc.property(fc.array(fc.record({ at: fc.nat(), cut: fc.nat({ max: 4 }), insert }), { minLength: 1, maxLength: 4 }), (edits) => check(mutate(good, edits))),
      { numRuns: runs(1500), seed: 42 },
    )
  })

  it('on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => check(text)),
      { numRuns: runs(500), seed: 7 },
    )
  })

  it('on arbitrary bytes (decoding)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const decoded = decodeText(bytes, 'x.yaml')
        if (decoded.ok) check(decoded.value)
        else expect(decoded.problem).toMatchObject({ code: 'NOT_UTF8', kind: 'input' })
      }),
      { numRuns: runs(500), seed: 3 },
    )
  })
})
