// "How many seeds are in that hole?" has two answers after a capture (before: 2, after: 0). The
// lastCount place is the count when the last seed lands, before any capture: every question asking
// it, and its labels on the sheet and in the key, must say so.
import { describe, expect, it } from 'vitest'
import { holeIndex } from '../../src/engine/index.js'
import { loadExercises } from '../../src/exercise/index.js'
import { kitStrings } from '../../src/pdf/strings.js'

const bank = (await loadExercises(['exercises'])).exercises
const asking = bank.filter((exercise) => exercise.answers.some((answer) => answer.name === 'lastCount'))

describe('the count in the last hole', () => {
  it('is asked for the moment the last seed lands, in both languages', () => {
    expect(asking.length).toBeGreaterThan(5)
    for (const exercise of asking) {
      expect(exercise.question.fr, exercise.id).toContain('dans ce trou quand ta dernière graine y tombe')
      expect(exercise.question.en, exercise.id).toContain('in that hole when your last seed lands there')
    }
  })

  it('is the engine’s count once sown, before the capture empties the hole', () => {
    const captures = asking.filter((exercise) => exercise.reports.at(-1)!.captured > 0)
    expect(captures.length).toBeGreaterThan(0)
    for (const exercise of asking) {
      const report = exercise.reports.at(-1)!
      const key = exercise.answers.find((answer) => answer.name === 'lastCount')!.key
      expect(key, exercise.id).toEqual({ kind: 'number', value: report.afterSowing[holeIndex(report.last)] })
    }
    // Where the move captured, the hole is empty afterwards: the key's number is not what the board then shows.
    for (const exercise of captures) {
      const report = exercise.reports.at(-1)!
      expect(report.after.board[holeIndex(report.last)], exercise.id).toBe(0)
    }
  })

  it('is labelled the same way on the sheet and in the key', () => {
    const fr = kitStrings('fr')
    const en = kitStrings('en')
    expect(fr.text('worksheet.places.lastCount')).toContain('quand elle y tombe')
    expect(fr.text('answers.short.lastCount')).toContain('quand elle y tombe')
    expect(en.text('worksheet.places.lastCount')).toContain('when it lands')
    expect(en.text('answers.short.lastCount')).toContain('when it lands')
  })
})
