// What each mistake makes a pupil write, on worked examples computed by hand from the definitions
// (rules.md's positions), and the listing rules: a mistake that gives the right answers is not
// listed, two giving the same wrong answer are listed together.
import { describe, expect, it } from 'vitest'
import { parseExerciseText } from '../../src/exercise/index.js'
import { answerValue } from '../../src/exercise/answers.js'
import type { CheckedExercise } from '../../src/exercise/index.js'
import { MISTAKE_IDS, wrongAnswers } from '../../src/mistakes/index.js'
import { kitStrings } from '../../src/pdf/strings.js'

const exercise = (theme: string, body: string): CheckedExercise => {
  const text = `id: T\ntheme: ${theme}\nlevel: 1\ntitle: { fr: t, en: t }\nquestion: { fr: "Joue ?", en: "Play ?" }\nexplain: { fr: e, en: e }\n${body}`
  const parsed = parseExerciseText(text, 't.yaml')
  if (!parsed.exercise) throw new Error(JSON.stringify(parsed.problems))
  return parsed.exercise
}

/** Each listed mistake: the answers it gets wrong, place by place, as plain values. */
const wrongOf = (e: CheckedExercise) => Object.fromEntries(e.mistakes.map((m) => [m.id, Object.fromEntries(m.wrong.map((i) => [e.answers[i]!.name, answerValue(m.answers[i]!)]))]))

describe('the mistakes a worked example reveals', () => {
  it('rules.md example 2 (F takes I, H, G: 7)', () => {
    const e = exercise('chain', 'position: { F: 3, G: 1, H: 2, I: 1, J: 1, L: 1 }\ntask: play\nplay: F\nanswers: [last, capturedHoles, captured, board]\nexpect: { last: I, captured: 7 }\n')
    expect(wrongOf(e)).toEqual({
      // F, G, H: H holds 3, G 2: both taken.
      'start-counted': { last: 'H', capturedHoles: ['G', 'H'], captured: 5, board: { F: 1, I: 1, J: 1, L: 1 } },
      // a seed in the store, then G and H: H and G taken, and the seed in the store.
      'into-store': { last: 'H', capturedHoles: ['G', 'H'], captured: 6, board: { I: 1, J: 1, L: 1 } },
      'last-only': { capturedHoles: ['I'], captured: 2, board: { G: 2, H: 3, J: 1, L: 1 } },
      // I held 1 before the move: nothing taken.
      'before-adding': { capturedHoles: [], captured: 0, board: { G: 2, H: 3, I: 2, J: 1, L: 1 } },
    })
  })

  it('rules.md example 4 (a grand slam, cancelled): the mistakes that take something', () => {
    const e = exercise('grand-slam', 'position: { F: 2, G: 1, H: 1 }\ntask: play\nplay: F\nanswers: [last, captured]\nexpect: { last: H, captured: 0 }\n')
    expect(wrongOf(e)).toEqual({
      'start-counted': { last: 'G', captured: 2 },
      'into-store': { last: 'G', captured: 3 },
      'last-only': { captured: 2 },
      'grand-slam-taken': { captured: 4 },
    })
    // Two mistakes, one wrong answer: listed together.
    const captured = wrongAnswers(e.mistakes, 1).map((w) => ({ answer: answerValue(w.answer), mistakes: w.mistakes }))
    expect(captured).toEqual([
      { answer: 2, mistakes: ['start-counted', 'last-only'] },
      { answer: 3, mistakes: ['into-store'] },
      { answer: 4, mistakes: ['grand-slam-taken'] },
    ])
    expect(wrongAnswers(e.mistakes, 0).map((w) => [answerValue(w.answer), w.mistakes])).toEqual([['G', ['start-counted', 'into-store']]])
  })

  it('rules.md example 5 (12 seeds from C): the lap mistakes', () => {
    const e = exercise('lap', 'position: { C: 12 }\ntask: play\nplay: C\nanswers: [last, board, laps]\nexpect: { last: D, captured: 0 }\n')
    const wrong = wrongOf(e)
    expect(wrong['start-not-skipped']).toEqual({ last: 'C', board: { A: 1, B: 1, C: 1, D: 1, E: 1, F: 1, G: 1, H: 1, I: 1, J: 1, K: 1, L: 1 }, laps: 0 })
    expect(wrong['start-counted']).toEqual({ last: 'B', board: { A: 1, B: 1, C: 1, D: 1, E: 1, F: 1, G: 1, H: 1, I: 1, J: 1, K: 1, L: 1 }, laps: 0 })
    // D holds 2 once sown, in South's own row.
    expect(wrong['own-row']).toEqual({ board: { A: 1, B: 1, E: 1, F: 1, G: 1, H: 1, I: 1, J: 1, K: 1, L: 1 } })
    expect(wrong['into-store']).toMatchObject({ last: 'B' })
    expect(Object.keys(wrong)).not.toContain('passing-holes')
  })

  it('into-store: a last seed that falls in the store is answered so', () => {
    const e = exercise('capture', 'position: { E: 2, G: 1, H: 1 }\ntask: play\nplay: E\nanswers: [last, lastCount, captured]\nexpect: { last: G, captured: 2 }\n')
    expect(wrongOf(e)['into-store']).toEqual({ last: 'store', lastCount: 'store', captured: 1 })
  })

  it('rules.md example 3 (A and F, North empty): the legal moves each mistake names', () => {
    const e = exercise('feeding', 'position: { A: 1, F: 1 }\ntask: legal\nanswers: [legal]\nexpect: { legal: [F] }\n')
    expect(wrongOf(e)).toEqual({
      // Neither seed reaches North's row when the first goes back into its own hole, or into the store.
      'start-counted': { legal: [] },
      'into-store': { legal: [] },
      'not-feeding': { legal: ['A', 'F'] },
    })
  })

  it('rules.md example 9 (North cannot feed): the end of the game as each mistake sees it', () => {
    const e = exercise('no-feeding-end', 'position: "0-0-0-0-0-3-0-0-0-0-0-0-24-21-S"\ntask: end\nplay: F\nanswers: [over, score, winner]\nexpect: { over: true, score: { south: 24, north: 24 } }\n')
    const wrong = wrongOf(e)
    // North has seeds but none reaches South: forgetting to feed, the game goes on.
    expect(wrong['not-feeding']).toEqual({ over: false, score: null, winner: null })
    // A seed in South's store: 25, South wins at once, the board left as it stands.
    expect(wrong['into-store']).toEqual({ score: { south: 25, north: 21 }, winner: 'south' })
  })

  it('a mistake that gives the right answers is not listed; every listed one is wrong somewhere', () => {
    const e = exercise('sowing', 'position: { B: 2, D: 1, H: 1 }\ntask: play\nplay: B\nanswers: [last, captured]\nexpect: { last: D, captured: 0 }\n')
    for (const m of e.mistakes) expect(m.wrong.length).toBeGreaterThan(0)
    expect(e.mistakes.map((m) => m.id)).toEqual(['start-counted', 'own-row'])
  })

  it('a best capture as each mistake counts it', () => {
    // A takes G (3); F takes I (2), H stops the chain. Taking the holes sown on the way, F takes G and I: 5.
    const e = exercise('best-capture', 'position: { A: 6, F: 3, G: 2, I: 1, J: 2 }\ntask: best\nanswers: [best, value]\nexpect: { best: A, criterion: capture, value: 3 }\n')
    expect(wrongOf(e)['passing-holes']).toEqual({ best: 'F', value: 5 })
    expect(wrongOf(e)['chain-skips']).toEqual({ best: 'F', value: 5 })
  })
})

describe('the words of the mistakes', () => {
  it.each(['fr', 'en'] as const)('%s: every mistake has a name, what the pupil did, and one sentence explaining it', (lang) => {
    const s = kitStrings(lang)
    for (const id of MISTAKE_IDS) {
      expect(s.text(`mistakes.${id}.name`).length).toBeGreaterThan(3)
      expect(s.text(`mistakes.${id}.did`).length).toBeGreaterThan(3)
      const explain = s.text(`mistakes.${id}.explain`)
      expect(explain.match(/[.!?](?=\s|$)/g), `${id}: ${explain}`).toHaveLength(1)
      expect(explain.endsWith('.')).toBe(true)
    }
  })
})

describe('what a mistake answers in each kind of place', () => {
  it('a sentence has no wrong answer; the moves are the mistake’s, one per move of the exercise', () => {
    const e = exercise(
      'chain',
      'position: { F: 3, G: 1, H: 2, I: 1, J: 1, L: 1 }\ntask: play\nplay: F\nquestion: { fr: "Où ? Combien ? Pourquoi ?", en: "Where? How many? Why?" }\nanswers: [last, captured, why]\nexpect: { last: I, captured: 7 }\n'.replace(
        'question: { fr: "Où ? Combien ? Pourquoi ?", en: "Where? How many? Why?" }\n',
        '',
      ),
    )
    expect(e.mistakes.length).toBeGreaterThan(0)
    for (const m of e.mistakes) {
      expect(m.answers[2]).toBeNull()
      expect(m.moves.map((move) => move.move)).toEqual(['F'])
      expect(m.moves[0]!.mistake).toBe(m.id)
    }
  })

  it('a sequence is played with the mistake at every move', () => {
    const e = exercise('sowing', 'position: { C: 3, K: 2, H: 1 }\ntask: play\nplay: [C, K]\nanswers: [board, last]\nexpect: { last: A, captured: 0 }\n')
    const counted = e.mistakes.find((m) => m.id === 'start-counted')!
    expect(counted.moves.map((move) => [move.move, move.sown])).toEqual([
      ['C', ['C', 'D', 'E']],
      ['K', ['K', 'L']],
    ])
  })

  it('a best capture: moves the child counts equal have no one best move, and their value is still wrong', () => {
    // A takes G (3), F takes I (2). Counting the starting hole, neither takes anything: 0 and 0.
    const e = exercise('best-capture', 'position: { A: 6, F: 3, G: 2, I: 1, J: 2 }\ntask: best\nanswers: [best, value]\nexpect: { best: A, criterion: capture, value: 3 }\n')
    const counted = e.mistakes.find((m) => m.id === 'start-counted')!
    expect(counted.answers[0]).toBeNull()
    expect(answerValue(counted.answers[1]!)).toBe(0)
    expect(counted.wrong).toEqual([1])
    // passing-holes: F takes G and I (5), one best move, played.
    const passing = e.mistakes.find((m) => m.id === 'passing-holes')!
    expect(passing.moves.map((move) => [move.move, move.captured])).toEqual([['F', 5]])
  })

  it('a best move over several plies is not diagnosed (it would need a search under the mistake)', () => {
    const e = exercise('best-move', 'position: "0-1-1-0-0-1-1-1-2-0-0-3-0-0-S"\ntask: best\nanswers: [best]\nexpect: { best: C, criterion: { plies: 2 } }\n')
    expect(e.mistakes).toEqual([])
  })

  it('a place the mistake leaves unanswerable gets no answer (canFeed where the row is not empty for the child)', async () => {
    const { readFile } = await import('node:fs/promises')
    const parsed = parseExerciseText(await readFile('exercises/e2.yaml', 'utf8'), 'exercises/e2.yaml')
    const e = parsed.exercise!
    const place = e.answers.findIndex((answer) => answer.name === 'canFeed')
    expect(place).toBeGreaterThanOrEqual(0)
    const counted = e.mistakes.find((m) => m.id === 'start-counted')!
    expect(counted.answers[place]).toBeNull()
  })
})
