// src/exercise/problems.ts: how problems are named, ordered and printed, and the "did you mean"
// that turns a typo (or a French word) into the field the teacher meant.
import { describe, expect, it } from 'vitest'
import type { ExerciseProblem } from '../../src/exercise/index.js'
import { CLAIM_CODES, INPUT_CODES, formatProblem } from '../../src/exercise/index.js'
import { WARNING_CODES, closest, didYouMean, editDistance, kindOf, sortProblems } from '../../src/exercise/problems.js'

const problem = (file: string, line: number, column: number, code = 'BAD_VALUE'): ExerciseProblem => ({ file, line, column, code, message: 'm', kind: 'input' })

describe('problem codes', () => {
  it('a claim code is a claim (check exits 1), a warning code a warning (exit 0), every other an input problem (exit 2)', () => {
    for (const code of CLAIM_CODES) expect(kindOf(code)).toBe('claim')
    for (const code of INPUT_CODES) expect(kindOf(code)).toBe('input')
    for (const code of WARNING_CODES) expect(kindOf(code)).toBe('warning')
    expect(CLAIM_CODES).toEqual(['EXPECT_MISMATCH', 'BEST_NOT_UNIQUE', 'NOT_PROVED', 'THEME_NOT_SHOWN', 'SEED_COUNT', 'MISTAKE_IS_RIGHT'])
    expect(WARNING_CODES).toEqual(['MISTAKE_ALREADY_NAMED', 'LESSON_MISSES_MISTAKE'])
  })
  it('prints file:line:column CODE message', () => {
    expect(formatProblem({ file: 'exercises/a2.yaml', line: 21, column: 13, code: 'EXPECT_MISMATCH', message: 'expect.captured: …', kind: 'claim' })).toBe(
      'exercises/a2.yaml:21:13 EXPECT_MISMATCH expect.captured: …',
    )
  })
  it('sorts by file, then line, then column, then code; the list given is left as it was', () => {
    const given = [problem('b.yaml', 1, 1), problem('a.yaml', 9, 2), problem('a.yaml', 9, 1, 'Z_CODE'), problem('a.yaml', 10, 1), problem('a.yaml', 2, 30), problem('a.yaml', 9, 1, 'A_CODE')]
    const copy = [...given]
    expect(sortProblems(given).map((p) => `${p.file}:${p.line}:${p.column}:${p.code}`)).toEqual([
      'a.yaml:2:30:BAD_VALUE',
      'a.yaml:9:1:A_CODE',
      'a.yaml:9:1:Z_CODE',
      'a.yaml:9:2:BAD_VALUE',
      'a.yaml:10:1:BAD_VALUE',
      'b.yaml:1:1:BAD_VALUE',
    ])
    expect(given).toEqual(copy)
    expect(sortProblems([problem('a.yaml', 1, 1, 'X'), problem('a.yaml', 1, 1, 'X')])).toHaveLength(2)
  })
})

describe('editDistance', () => {
  it.each([
    ['', '', 0],
    ['abc', '', 3],
    ['', 'abc', 3],
    ['capture', 'capture', 0],
    ['captur', 'capture', 1],
    ['capturre', 'capture', 1],
    ['cepture', 'capture', 1],
    ['chian', 'chain', 1], // a swap of two neighbours is one edit
    ['ab', 'ba', 1],
    ['abc', 'cab', 2],
    ['kitten', 'sitting', 3],
    ['sowing', 'sown', 2],
  ])('%j → %j: %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance)
    expect(editDistance(b, a)).toBe(distance)
  })
})

describe('closest and didYouMean', () => {
  const fields = ['last', 'captured', 'capturedHoles', 'sown', 'board', 'legal', 'best', 'criterion', 'value', 'over', 'score', 'winner', 'stores']
  it.each([
    ['captred', 'captured'],
    ['Captured', 'captured'], // case costs nothing
    ['crtierion', 'criterion'],
    ['scroe', 'score'],
    ['lats', 'last'],
    ['x', undefined], // one letter is too far from every field
    ['zzzzzzzz', undefined],
    ['gagnant', 'winner'], // a French word for an English field
    ['Réserves', 'stores'],
    ['dernière', 'last'],
  ])('%j → %j', (word, meant) => {
    expect(closest(word, fields)).toBe(meant)
    expect(didYouMean(word, fields)).toBe(meant === undefined ? '' : ` (did you mean ${meant}?)`)
  })
  it('a French word whose English name is not among the candidates is treated as a typo', () => {
    expect(closest('gagnant', ['south', 'north'])).toBeUndefined()
    expect(closest('sud', ['south', 'north'])).toBe('south')
  })
  it('tolerates one edit in short words and a third of the length in long ones', () => {
    expect(closest('ab', ['ac'])).toBe('ac')
    expect(closest('ab', ['cd'])).toBeUndefined()
    expect(closest('abcdef', ['abcxyf'])).toBe('abcxyf') // 2 edits in 6 letters
    expect(closest('abcdef', ['axcxyf'])).toBeUndefined() // 3 edits
    expect(closest('abc', ['abd', 'abx'])).toBe('abd') // the first of equally close candidates
  })
})
