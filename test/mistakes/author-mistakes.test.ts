// An author's own expected wrong answers (`mistakes:` in an exercise file): each must be wrong, in a
// place the sheet has; one the engine's mistakes already give is pointed out, without failing.
// Problems are asserted by code, line and column.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseExerciseText } from '../../src/exercise/index.js'
import { answerValue } from '../../src/exercise/answers.js'
import { runCli } from '../cli/harness.js'

// rules.md example 2: F takes I, H, G (7). Lines are numbered in the comments.
const A2 = (mistakes: string) => `id: T
theme: chain
level: 1
title: { fr: t, en: t }
position: { F: 3, G: 1, H: 2, I: 1, J: 1, L: 1 }
task: play
play: F
question: { fr: "Où ? Combien ?", en: "Where? How many?" }
answers: [last, captured]
expect: { last: I, captured: 7 }
explain: { fr: e, en: e }
${mistakes}`

const located = (text: string) => {
  const parsed = parseExerciseText(A2(text), 't.yaml')
  return { parsed, codes: [...parsed.problems, ...parsed.warnings].map((p) => `${p.line}:${p.column} ${p.code} ${p.kind}`) }
}

describe('an exercise’s expected wrong answers', () => {
  it('a wrong answer in a place of the sheet is kept, with its words, for the key', () => {
    const { parsed, codes } = located(`mistakes:
  - answer: { captured: 9 }
    sentence: { fr: a pris J et L aussi, en: captured J and L too }
`)
    expect(codes).toEqual([])
    expect(parsed.exercise!.authorMistakes).toHaveLength(1)
    const [mistake] = parsed.exercise!.authorMistakes
    expect(mistake!.places.map(({ place, answer }) => [place, answerValue(answer)])).toEqual([[1, 9]])
    expect(mistake!.sentence.fr).toBe('a pris J et L aussi')
    expect(mistake!.named).toEqual([])
  })

  it('a right answer is refused where it is written (MISTAKE_IS_RIGHT, a claim)', () => {
    const { parsed, codes } = located(`mistakes:
  - answer: { last: I, captured: 9 }
    sentence: { fr: x, en: x }
`)
    expect(codes).toEqual(['13:21 MISTAKE_IS_RIGHT claim'])
    expect(parsed.exercise).toBeNull()
  })

  it('a place the sheet does not have is refused at its name (MISTAKE_NOT_A_PLACE)', () => {
    const { codes } = located(`mistakes:
  - answer: { board: { J: 1 } }
    sentence: { fr: x, en: x }
`)
    expect(codes).toEqual(['13:15 MISTAKE_NOT_A_PLACE input'])
  })

  it('one the engine’s mistakes give already is a warning, and the exercise is usable', () => {
    // Only the last hole taken (last-only): 2.
    const { parsed, codes } = located(`mistakes:
  - answer: { captured: 2 }
    sentence: { fr: a oublié la chaîne, en: forgot the chain }
`)
    expect(codes).toEqual(['13:5 MISTAKE_ALREADY_NAMED warning'])
    expect(parsed.warnings[0]!.message).toContain('last-only')
    expect(parsed.exercise!.authorMistakes[0]!.named).toEqual(['last-only'])
  })

  it('the format’s own problems: an unknown place, an empty answer, a missing language, an unprintable character', () => {
    expect(located(`mistakes:\n  - answer: { lst: J }\n    sentence: { fr: x, en: x }\n`).codes).toEqual(['13:15 UNKNOWN_KEY input'])
    expect(located(`mistakes:\n  - answer: { lst: J }\n    sentence: { fr: x, en: x }\n`).parsed.problems[0]!.message).toContain('did you mean last?')
    expect(located(`mistakes:\n  - answer: {}\n    sentence: { fr: x, en: x }\n`).codes).toEqual(['13:13 MISSING_FIELD input'])
    expect(located(`mistakes:\n  - answer: { last: J }\n    sentence: { fr: x }\n`).codes).toEqual(['14:5 MISSING_LANGUAGE input'])
    expect(located(`mistakes:\n  - answer: { last: J }\n    sentence: { fr: "x \u{1F600}", en: x }\n`).codes).toEqual(['14:24 UNPRINTABLE_CHARACTER input'])
  })
})

describe('check and the expected wrong answers', () => {
  it('a warning is printed and fails nothing; a right answer fails with exit 1', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'awale-mistakes-'))
    try {
      await writeFile(join(folder, 'named.yaml'), A2(`mistakes:\n  - answer: { captured: 2 }\n    sentence: { fr: x, en: x }\n`))
      const warned = await runCli(['check', folder])
      expect(warned.code).toBe(0)
      expect(warned.stdout).toMatch(/named\.yaml:13:5 MISTAKE_ALREADY_NAMED /)
      expect(warned.stdout).toContain('1 exercise checked: 1 passed, 0 failed; 1 warning')
      const json = JSON.parse((await runCli(['check', '--json', folder])).stdout)
      expect(json.problems.map((p: { code: string; kind: string }) => `${p.code} ${p.kind}`)).toEqual(['MISTAKE_ALREADY_NAMED warning'])
      expect(json.exercises[0].expected).toEqual([{ answers: { captured: 2 }, sentence: { fr: 'x', en: 'x' }, named: ['last-only'] }])
      await writeFile(join(folder, 'right.yaml'), A2(`mistakes:\n  - answer: { last: I }\n    sentence: { fr: x, en: x }\n`).replace('id: T', 'id: U'))
      const refused = await runCli(['check', folder])
      expect(refused.code).toBe(1)
      expect(refused.stdout).toMatch(/right\.yaml:13:21 MISTAKE_IS_RIGHT /)
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  })
})
