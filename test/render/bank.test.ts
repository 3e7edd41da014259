// Every exercise of the bank, drawn: each answer diagram shows exactly the engine's report, and
// random games check the same on positions nobody wrote by hand.
import fc from 'fast-check'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { exerciseDiagrams } from '../../src/cli/render.js'
import type { MoveReport, Position } from '../../src/engine/index.js'
import { DEFAULT_VARIANT, HOLES, fromSetup, initialSetup, legalMoves, play } from '../../src/engine/index.js'
import { loadExercises } from '../../src/exercise/index.js'
import { answerView, renderBoardSvg } from '../../src/render/index.js'
import { all, holeGroups, holesWith, parseSvg, shownCount } from './parse.js'

/** Checks one answer diagram against the report it was drawn from. */
function expectDiagramShows(markup: string, report: MoveReport): void {
  const svg = parseSvg(markup)
  const holes = holeGroups(svg)
  HOLES.forEach((hole, index) => expect(shownCount(holes.get(hole)!), `count of ${hole}`).toBe(report.afterSowing[index]))
  expect(holesWith(svg, 'mark-origin')).toEqual([report.move])
  expect(holesWith(svg, 'mark-last')).toEqual([report.last])
  expect(holesWith(svg, 'mark-captured').sort()).toEqual([...report.capturedHoles].sort())
  expect(holesWith(svg, 'mark-cancelled').sort()).toEqual(report.grandSlamCancelled ? [...report.chain].sort() : [])
  const orders = all(svg, '.sowing-order text.order')
    .map((t) => ({ hole: t.getAttribute('data-hole'), order: Number(t.textContent) }))
    .sort((a, b) => a.order - b.order)
  expect(orders).toEqual(report.sown.map((hole, step) => ({ hole, order: step + 1 })))
  for (const side of ['south', 'north'] as const) expect(Number(svg.querySelector(`g.store[data-side="${side}"] .count`)!.textContent)).toBe(report.after.stores[side])
}

describe('the exercise bank, drawn', async () => {
  const { exercises } = await loadExercises([join(import.meta.dirname, '../../exercises')])

  it('has exercises to draw', () => expect(exercises.length).toBeGreaterThan(0))

  for (const exercise of exercises)
    it(`${exercise.id}: question, answers and blank board; every answer shows the engine's move`, () => {
      const diagrams = exerciseDiagrams(exercise)
      expect(diagrams[0]!.name).toBe(`${exercise.id}-question.svg`)
      expect(diagrams.at(-1)!.name).toBe(`${exercise.id}-blank.svg`)
      const answers = diagrams.slice(1, -1)
      if (exercise.task === 'legal') {
        const svg = parseSvg(renderBoardSvg(answers[0]!.view))
        expect(holesWith(svg, 'mark-playable')).toEqual(exercise.legal)
      } else {
        expect(answers).toHaveLength(Math.max(1, exercise.reports.length))
        exercise.reports.forEach((report, index) => expectDiagramShows(renderBoardSvg(answers[index]!.view), report))
      }
      const question = parseSvg(renderBoardSvg(diagrams[0]!.view))
      const holes = holeGroups(question)
      HOLES.forEach((hole, index) => expect(shownCount(holes.get(hole)!)).toBe(exercise.start.board[index]))
    })
})

describe('random games, drawn', () => {
  const start = fromSetup(initialSetup(DEFAULT_VARIANT))
  if (!start.ok) throw new Error('initial position rejected')

  it('every move of a random game is drawn as the engine played it', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 60 }), (choices) => {
        let position: Position = start.value
        for (const choice of choices) {
          const moves = legalMoves(position)
          if (moves.length === 0) break
          const played = play(position, moves[choice % moves.length]!)
          if (!played.ok) throw new Error(played.error.message)
          expectDiagramShows(renderBoardSvg(answerView(played.value)), played.value)
          position = played.value.after
        }
      }),
      { numRuns: 25, seed: 4 },
    )
  })
})
