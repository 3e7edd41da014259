import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CheckedExercise } from '../../src/exercise/index.js'
import { loadExercises } from '../../src/exercise/index.js'
import { placesOnSheet } from '../../src/exercise/answers.js'
import { packageRoot } from '../../src/pdf/assets.js'
import { tryLink } from '../../src/pdf/self-check.js'
import { parseTryFragment } from '../../src/selfcheck/link.js'
import type { Given, KnownMistake } from '../../src/studio/core/pupil.js'
import { bankExerciseOf, boxStates, exerciseOfLink, judge, mistakesOf, sameAnswer } from '../../src/studio/core/pupil.js'

let bank: CheckedExercise[]
beforeAll(async () => {
  const root = packageRoot()
  bank = (await loadExercises([join(root, 'exercises')], { cwd: root })).exercises
})

const sheet = { kind: 'lesson' as const, lesson: null, level: 1 as const, version: null, exercises: [] }
const fromLink = (fragment: string) => {
  const link = parseTryFragment(fragment)
  if (!link.ok) throw new Error(link.error.message)
  const exercise = exerciseOfLink(link.value)
  if (!exercise.ok) throw new Error(exercise.error.message)
  return exercise.value
}

describe("the pupil view asks a link's exercise again", () => {
  it("with the engine's answers, the same as the checked exercise's, for every exercise of the bank", () => {
    for (const exercise of bank) {
      const link = tryLink('fr', exercise, { sheet, number: 1, count: 1 })
      const asked = exerciseOfLink(link)
      expect(asked.ok, exercise.id).toBe(true)
      if (!asked.ok) continue
      // The places the pupil answers: those the sheet prints (the seed count holds the seeds taken unless the question asks for them).
      const expected = placesOnSheet(exercise.answers, exercise.question).filter((a) => a.name !== 'why' && a.name !== 'sentence')
      expect(
        asked.value.answers.map((a) => [a.name, a.key]),
        exercise.id,
      ).toEqual(expected.map((a) => [a.name, a.key]))
    }
  })

  it('knows the mistakes the key names for every exercise of the bank, and names each from the answers it gives', () => {
    let named = 0
    for (const exercise of bank) {
      const asked = exerciseOfLink(tryLink('fr', exercise, { sheet, number: 1, count: 1 }))
      if (!asked.ok) continue
      const mistakes = mistakesOf(asked.value)
      // The key's diagnosis (on the sheet's places, which may hold the seeds taken twice: count and captured).
      expect(
        mistakes.map((m) => m.id),
        exercise.id,
      ).toEqual(exercise.mistakes.map((m) => m.id))
      for (const mistake of mistakes) {
        // A pupil who answers as the mistake does everywhere it gives an answer, and right elsewhere.
        const given: Given[] = asked.value.answers.map((answer, index) => mistake.answers[index] ?? answer.key)
        const verdict = judge(asked.value, given, mistakes)
        expect(verdict.right, `${exercise.id} ${mistake.id}`).toBe(false)
        // Named: this mistake, or an earlier one that gives the same answers in the places got wrong.
        expect(verdict.mistake, `${exercise.id} ${mistake.id}`).not.toBeNull()
        const wrong = verdict.places.flatMap((state, index) => (state === 'wrong' ? [index] : []))
        for (const index of wrong) expect(sameAnswer(given[index]!, verdict.mistake!.answers[index]!), `${exercise.id} ${mistake.id}`).toBe(true)
        named++
      }
    }
    // Every play exercise of the bank reveals at least one mistake: hundreds are named.
    expect(named).toBeGreaterThan(100)
  })

  it('refuses a link whose position the rules refuse, or whose move cannot be played', () => {
    const bad = (fragment: string) => {
      const link = parseTryFragment(fragment)
      return link.ok ? exerciseOfLink(link.value) : null
    }
    // 49 seeds in a hole: more than the game has.
    expect(bad('try=FRP.F.L.1-0-0-0-0-49-0-0-0-0-0-0-0-0-S.1/1.-')).toMatchObject({ ok: false, error: { code: 'LINK_POSITION' } })
    // A is empty: it cannot be played.
    expect(bad('try=FRP.A.L.00000312110100S.1/1.-')).toMatchObject({ ok: false, error: { code: 'LINK_MOVES' } })
  })
})

describe("judging a pupil's answers", () => {
  // A2: South plays F: the last seed in I, I, H and G taken, 7 seeds; the count 9 = 2 + 7.
  const fragment = 'try=FRP.F.LHN.00000312110100S.3/6.3-1'
  const right: Given[] = [
    { kind: 'hole', value: 'I' },
    { kind: 'holes', value: ['G', 'I', 'H'] },
    { kind: 'count', before: 9, after: 2, captured: 7 },
  ]

  it('takes the right answers in any order of holes', () => {
    const exercise = fromLink(fragment)
    expect(exercise.answers.map((a) => a.name)).toEqual(['last', 'capturedHoles', 'count'])
    const verdict = judge(exercise, right)
    expect(verdict).toMatchObject({ right: true, places: ['right', 'right', 'right'], mistake: null })
  })

  it("marks each wrong place, and names the mistake whose answers are the pupil's", () => {
    const exercise = fromLink(fragment)
    const startCounted: KnownMistake = {
      id: 'start-counted',
      answers: [
        { kind: 'hole', value: 'H' },
        { kind: 'holes', value: ['G', 'H'] },
        { kind: 'count', before: 9, after: 4, captured: 5 },
      ],
      wrong: [0, 1, 2],
      moves: [],
    }
    const lastOnly: KnownMistake = { id: 'last-only', answers: [null, { kind: 'holes', value: ['I'] }, { kind: 'count', before: 9, after: 7, captured: 2 }], wrong: [1, 2], moves: [] }
    const given: Given[] = [
      { kind: 'hole', value: 'H' },
      { kind: 'holes', value: ['H', 'G'] },
      { kind: 'count', before: 9, after: 4, captured: 5 },
    ]
    const verdict = judge(exercise, given, [lastOnly, startCounted])
    expect(verdict.places).toEqual(['wrong', 'wrong', 'wrong'])
    expect(verdict.mistake?.id).toBe('start-counted')
    // A wrong answer that no mistake gives: wrong, and no mistake named.
    expect(judge(exercise, [{ kind: 'hole', value: 'K' }, right[1]!, right[2]!], [lastOnly, startCounted])).toMatchObject({ places: ['wrong', 'right', 'right'], mistake: null })
    // Only the places the pupil got wrong need to match the mistake's.
    expect(judge(exercise, [right[0]!, { kind: 'holes', value: ['I'] }, { kind: 'count', before: 9, after: 7, captured: 2 }], [startCounted, lastOnly]).mistake?.id).toBe('last-only')
  })

  it('marks each box of a seed count, a score and a board, not the place as a whole', () => {
    const exercise = fromLink(fragment)
    const verdict = judge(exercise, [right[0]!, right[1]!, { kind: 'count', before: 9, after: 4, captured: 5 }])
    expect(verdict.boxes).toEqual([null, null, ['right', 'wrong', 'wrong']])
    expect(boxStates({ kind: 'sides', value: { south: 3, north: 9 } }, { kind: 'sides', value: { south: 3, north: 8 } })).toEqual(['right', 'wrong'])
    const board = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 2]
    expect(boxStates({ kind: 'board', board: [...board.slice(0, 11), 3], stores: { south: 0, north: 0 } }, { kind: 'board', board, stores: { south: 0, north: 0 } })).toEqual([
      ...Array(11).fill('right'),
      'wrong',
    ])
    expect(boxStates({ kind: 'hole', value: 'A' }, { kind: 'hole', value: 'A' })).toBeNull()
  })

  it("finds a link's exercise in the bank, for the question its sheet printed", () => {
    for (const exercise of bank.slice(0, 40)) {
      const link = tryLink('fr', exercise, { sheet, number: 1, count: 1 })
      const found = bankExerciseOf(link, bank)
      // The same start, task, moves, rules and places: its question is the one printed (twins may share it).
      expect(found?.question.fr, exercise.id).toBe(exercise.question.fr)
    }
    const a2 = fromLink(fragment)
    expect(a2.question).toBeNull()
  })

  it('compares boards by their holes, numbers exactly, a game not over by its null score', () => {
    expect(
      sameAnswer(
        { kind: 'board', board: [1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 2], stores: { south: 0, north: 0 } },
        { kind: 'board', board: [1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 2], stores: { south: 0, north: 0 } },
      ),
    ).toBe(true)
    expect(
      sameAnswer(
        { kind: 'board', board: [1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 3], stores: { south: 0, north: 0 } },
        { kind: 'board', board: [1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 2], stores: { south: 0, north: 0 } },
      ),
    ).toBe(false)
    expect(sameAnswer({ kind: 'number', value: 3 }, { kind: 'number', value: 30 })).toBe(false)
    expect(sameAnswer({ kind: 'holes', value: [] }, { kind: 'holes', value: [] })).toBe(true)
    expect(sameAnswer({ kind: 'yes-no', value: true }, { kind: 'yes-no', value: false })).toBe(false)
    expect(sameAnswer(null, { kind: 'hole', value: 'A' })).toBe(false)
  })
})
