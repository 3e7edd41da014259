// Every place the pupil answers gets its key from the engine; a question that asks more than the
// sheet gives room for, or a place the engine cannot answer, is refused with its line.
import { describe, expect, it } from 'vitest'
import { parseExerciseText } from '../../src/exercise/index.js'
import { defaultAnswers, placesOnSheet, shortAnswer } from '../../src/exercise/answers.js'
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

  // Issue 26: each question is matched to the places that answer it by what it asks, in both languages.
  it.each([
    // Lesson 1, level 1, exercise 3 of the first cold read: a board and a last hole, no place for the holes sown.
    [
      'which holes the seeds fall in',
      'Joue F. Dans quels trous tombent les graines ? Où tombe la dernière ?',
      'Play F. Which holes do the seeds go into? Where does the last one land?',
      '[board, last]',
      'sown',
    ],
    // Lesson 6, level 1, exercises 1 and 6: the seeds taken asked for, and only the count check's « + prises ».
    [
      'how many seeds are taken',
      'Joue F. Où tombe la dernière graine ? Combien de graines prends-tu ?',
      'Play F. Where does the last seed land? How many seeds do you capture?',
      '[last, count]',
      'captured',
    ],
    [
      'where the last seed lands',
      'Joue F. Combien de graines prends-tu ? Où tombe la dernière graine ?',
      'Play F. How many seeds do you capture? Where does the last seed land?',
      '[captured, capturedHoles]',
      'last',
    ],
    [
      'the board after the move (an instruction)',
      'Joue F. Écris le plateau après ton coup. Où tombe la dernière graine ?',
      'Play F. Write the board after your move. Where does the last seed land?',
      '[last, captured]',
      'board',
    ],
    ['the seeds of a hole', 'Joue F. Combien de graines y a-t-il en J après ton coup ?', 'Play F. How many seeds are there in J after your move?', '[captured]', 'seedsAfter'],
  ])('refuse a question about %s with no place for it, in each language', (_, fr, en, answers, missing) => {
    const text = exercise({ header: CHAIN, answers, claims: ['last: I', 'captured: 7'] }).replace(/question: .*/, `question: { fr: "${fr}", en: "${en}" }`)
    const found = parseExerciseText(text, 't.yaml').problems.filter((problem) => problem.code === 'QUESTION_WITHOUT_ROOM')
    expect(found.map((problem) => [problem.line, problem.message.match(/question\.(fr|en)/)![1], problem.message.match(/add (\S+)/)![1]])).toEqual([
      [8, 'fr', missing],
      [8, 'en', missing],
    ])
  })

  it('give the seeds taken their own box beside the count check only when a question asks for the number', () => {
    const asks = exercise({ header: CHAIN, question: 'Joue F. Combien de graines prends-tu ?', answers: '[captured, count]', claims: ['last: I', 'captured: 7'] })
    expect(placesOnSheet(parseExerciseText(asks, 't.yaml').exercise!.answers, { fr: 'Combien de graines prends-tu ?', en: 'How many seeds do you capture?' }).map((a) => a.name)).toEqual([
      'captured',
      'count',
    ])
    expect(placesOnSheet(parseExerciseText(asks, 't.yaml').exercise!.answers, { fr: 'Prends-tu des graines ?', en: 'Do you capture anything?' }).map((a) => a.name)).toEqual(['count'])
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
