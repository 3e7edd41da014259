// The bank's questions as a pupil reads them: each asks what its answer places ask, names no bank id
// (the pupil never sees ids), and says "you play North" once.
import { describe, expect, it } from 'vitest'
import { loadExercises } from '../../src/exercise/index.js'

const bank = (await loadExercises(['exercises'])).exercises
const named = (name: string) => bank.filter((exercise) => exercise.answers.some((answer) => answer.name === name))

describe('the bank’s questions', () => {
  it('ask "why" wherever the sheet gives a line for why', () => {
    expect(named('why').length).toBeGreaterThan(10)
    for (const exercise of named('why')) {
      expect(exercise.question.fr, exercise.id).toMatch(/Pourquoi/)
      expect(exercise.question.en, exercise.id).toMatch(/Why/)
    }
  })

  it('ask for each store wherever the sheet gives a box for South and for North', () => {
    expect(named('stores').length).toBeGreaterThan(2)
    for (const exercise of named('stores')) {
      expect(exercise.question.fr, exercise.id).toContain('chaque réserve')
      expect(exercise.question.en, exercise.id).toContain('each store')
    }
  })

  it('never name an exercise by its id', () => {
    for (const exercise of bank) for (const text of [exercise.question.fr, exercise.question.en]) expect(text, exercise.id).not.toMatch(/\b[A-Z]{1,2}\d{1,2}\b/)
  })

  it('say "you play North" once at most', () => {
    for (const exercise of bank) {
      expect((exercise.question.fr.match(/tu joues nord/gi) ?? []).length, exercise.id).toBeLessThanOrEqual(1)
      expect((exercise.question.en.match(/you play north/gi) ?? []).length, exercise.id).toBeLessThanOrEqual(1)
    }
  })

  it('ask about taking everything in the same words each time', () => {
    const asked = bank.filter((exercise) => /chaîne te (fait|ferait)-elle tout prendre/.test(exercise.question.fr))
    expect(asked.length).toBeGreaterThan(2)
    for (const exercise of asked) expect(exercise.question.fr, exercise.id).toContain('La chaîne te ferait-elle tout prendre')
  })
})
