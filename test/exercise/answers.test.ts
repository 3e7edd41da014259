// Every place the pupil answers gets its key from the engine; a question that asks more than the
// sheet gives room for, or a place the engine cannot answer, is refused with its line.
import { describe, expect, it } from 'vitest'
import { parseExerciseText } from '../../src/exercise/index.js'
import { defaultAnswers, shortAnswer } from '../../src/exercise/answers.js'
import type { Answer } from '../../src/exercise/answers.js'

const exercise = (lines: { theme?: string; header: string; question?: string; answers?: string; claims: string[] }) =>
  [
    'id: T1',
    `theme: ${lines.theme ?? 'chain'}`,
    'level: 2',
    'title: { fr: Titre, en: Title }',
    lines.header,
    `question: { fr: "${lines.question ?? 'Joue F.'}", en: "${lines.question ?? 'Play F.'}" }`,
    ...(lines.answers ? [`answers: ${lines.answers}`] : []),
    'expect:',
    ...lines.claims.map((claim) => `  ${claim}`),
    'explain: { fr: Explication, en: Explanation }',
    '',
  ].join('\n')

// Worked example 2 of rules.md: F sows G, H, I and captures I, H, G = 7; J and L keep their seed.
const CHAIN = 'position: { F: 3, G: 1, H: 2, I: 1, J: 1, L: 1 }\ntask: play\nplay: F'
const WORDS = {
  yes: 'oui',
  no: 'non',
  none: 'aucun',
  sides: (s: { south: number; north: number }) => `S ${s.south} N ${s.north}`,
  winner: (w: string) => w,
  goesOn: 'continue',
  see: 'voir',
  store: 'réserve',
}
const keys = (answers: readonly Answer[]) => answers.map((answer) => `${answer.name}=${shortAnswer(answer, WORDS)}`)

describe('answer places', () => {
  it('carry the engine’s answer for every place of the chain example', () => {
    const text = exercise({
      header: CHAIN,
      answers: '[last, lastCount, capturedHoles, captured, count, stores, { seedsBefore: F }, { seedsAfter: J }, laps, grandSlam, why]',
      claims: ['last: I', 'captured: 7'],
    })
    const parsed = parseExerciseText(text, 't.yaml')
    expect(parsed.problems).toEqual([])
    expect(keys(parsed.exercise!.answers)).toEqual([
      'last=I',
      'lastCount=2',
      'capturedHoles=G, H, I',
      'captured=7',
      'count=9 = 2 + 7',
      'stores=S 7 N 0',
      'seedsBefore=3',
      'seedsAfter=1',
      'laps=0',
      'grandSlam=non',
      'why=voir',
    ])
  })

  it('are derived from the task and theme when the file lists none', () => {
    const parsed = parseExerciseText(exercise({ header: CHAIN, claims: ['last: I', 'captured: 7'] }), 't.yaml')
    expect(parsed.exercise!.answers.map((answer) => answer.name)).toEqual(['last', 'capturedHoles', 'captured', 'count'])
    expect(defaultAnswers({ task: 'play', theme: 'lap', reports: [], after: parsed.exercise!.after, start: parsed.exercise!.start })).toEqual(['board', 'last'])
  })

  it('refuse a question that asks more than the sheet gives room for, at the question’s line', () => {
    const text = exercise({ header: CHAIN, question: 'Joue F. Où ? Combien ? Lesquels ? Et après ? Vraiment ?', answers: '[last, captured]', claims: ['last: I', 'captured: 7'] })
    const parsed = parseExerciseText(text, 't.yaml')
    expect(parsed.exercise).toBeNull()
    expect(parsed.problems).toMatchObject([
      { code: 'QUESTION_WITHOUT_ROOM', line: 8, kind: 'input' },
      { code: 'QUESTION_WITHOUT_ROOM', line: 8, kind: 'input' },
    ])
    const enough = exercise({ header: CHAIN, question: 'Joue F. Où ? Combien ?', answers: '[last, captured]', claims: ['last: I', 'captured: 7'] })
    expect(parseExerciseText(enough, 't.yaml').problems).toEqual([])
  })

  it('refuse "Pourquoi ?" without lines to write a sentence', () => {
    const text = exercise({ header: CHAIN, question: 'Joue F. Pourquoi ?', answers: '[last, captured]', claims: ['last: I', 'captured: 7'] })
    expect(parseExerciseText(text, 't.yaml').problems.map((p) => p.code)).toContain('QUESTION_WITHOUT_ROOM')
    const withWhy = exercise({ header: CHAIN, question: 'Joue F. Pourquoi ?', answers: '[last, why]', claims: ['last: I', 'captured: 7'] })
    expect(parseExerciseText(withWhy, 't.yaml').problems).toEqual([])
  })

  it('refuse a place the engine cannot answer', () => {
    // A best-move place in a play task; a winner in a reduced position.
    const text = exercise({ header: CHAIN, answers: '[best, winner]', claims: ['last: I', 'captured: 7'] })
    const parsed = parseExerciseText(text, 't.yaml')
    expect(parsed.problems.map((p) => [p.code, p.line])).toEqual([
      ['ANSWER_NOT_POSSIBLE', 9],
      ['ANSWER_NOT_POSSIBLE', 9],
    ])
  })

  it('answer canFeed only where a row is empty, and say no when the game ended for want of food', () => {
    // Worked example 9: South plays F, North cannot feed South, the rows are gathered.
    const end = exercise({
      theme: 'no-feeding-end',
      header: 'position: { F: 3 }\nstores: { south: 24, north: 21 }\ntask: end\nplay: F',
      question: 'Joue F. Nord peut-il nourrir ta rangée ? Qui gagne ?',
      answers: '[canFeed, winner]',
      claims: ['over: true', 'score: { south: 24, north: 24 }'],
    })
    const parsed = parseExerciseText(end, 't.yaml')
    expect(parsed.problems).toEqual([])
    expect(keys(parsed.exercise!.answers)).toEqual(['canFeed=non', 'winner=draw'])
    expect(parsed.exercise!.answers[0]!.side).toBe('north')
    // South keeps a seed in A: North has nothing to feed.
    const notEmpty = exercise({ header: CHAIN.replace('{ F: 3', '{ A: 1, F: 3'), answers: '[canFeed]', claims: ['last: I', 'captured: 7'] })
    expect(parseExerciseText(notEmpty, 't.yaml').problems.map((p) => p.code)).toEqual(['ANSWER_NOT_POSSIBLE'])
  })
})
