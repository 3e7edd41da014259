/**
 * Versions B and C of each lesson sheet: for every exercise of version A, a twin drawn by the
 * generator — the same theme and level, the same task and side to move, asking the same answer
 * places where the theme can word them — with a seed fixed by the lesson, level, letter and place,
 * so the same every time, and checked like every bank exercise.
 *
 * Where the generator cannot make that task or side for the theme (a defence, a best move or the end
 * of a game played by North; a grand slam as the end of a game, a feeding move played), the twin
 * keeps the task for South, or failing that is the theme's own exercise; its answers still differ from the other places' (an answer is not given more
 * than a third of the sheet's places, at least twice). A twin reveals the lesson's target mistakes
 * that its exercise of version A reveals, unless no such twin can be drawn.
 */
import type { AnswerInput } from '../exercise/answers.js'
import type { CheckedExercise } from '../exercise/index.js'
import type { TwinOf } from '../generate/draw.js'
import type { Sheet } from './sheets.js'
import { VERSION_LETTERS } from './sheets.js'
import { makePosition } from '../engine/index.js'
import type { MistakeId } from '../mistakes/index.js'
import { lessonTargets, reveals } from '../lessons/targets.js'

/** The answer places an exercise asks, as its file would write them. */
function answerInputs(exercise: CheckedExercise): AnswerInput[] {
  return exercise.answers.map((answer): AnswerInput => {
    if (answer.name === 'seedsAfter') return { seedsAfter: answer.hole! }
    if (answer.name === 'seedsBefore') return { seedsBefore: answer.hole! }
    if (answer.name === 'sentence') return { sentence: answer.label! }
    return answer.name
  })
}

/** Null when interrupted. */
export async function withVersions(sheets: readonly Sheet[], count: number, signal?: AbortSignal): Promise<Sheet[] | null> {
  const { generateExercises, twinTask } = await import('../generate/index.js')
  const { parseExerciseText } = await import('../exercise/index.js')
  const result: Sheet[] = []
  for (const sheet of sheets) {
    if (sheet.kind !== 'lesson') {
      result.push(sheet)
      continue
    }
    result.push({ ...sheet, version: VERSION_LETTERS[0] })
    for (let v = 1; v < count; v++) {
      const letter = VERSION_LETTERS[v]!
      const answerCounts = new Map<string, number>()
      const answerCap = Math.max(2, Math.ceil(sheet.exercises.length / 3))
      // Captures are mostly 2 or 3: one count on at most two thirds of the sheet's places.
      const capturedCap = Math.max(2, Math.ceil((2 * sheet.exercises.length) / 3))
      // Version A's positions too: a twin is another position.
      const starts = new Set<string>(sheet.exercises.map((exercise) => makePosition(exercise.start)))
      const exercises: CheckedExercise[] = []
      for (const [place, original] of sheet.exercises.entries()) {
        const shared = twinTask(original.theme, original.task, original.start.turn)
        const twin: (TwinOf & { played: CheckedExercise['moves'][number] | null }) | undefined = shared ? { ...shared, answers: answerInputs(original), played: original.moves[0] ?? null } : undefined
        const seed = `${sheet.lesson!.id}-${sheet.level}-${letter}-${place + 1}`
        // The lesson's target mistakes this exercise of version A reveals: its twin reveals them too,
        // so that version B's sheet catches what version A's does (issue 22).
        const keep = lessonTargets(sheet.lesson!, sheet.level).filter((mistake) => reveals(original, mistake))
        // The closest twin first; when it is too rare to draw, the theme's own exercise.
        // Each twin keeping the targets first, then without them: a target the twin cannot reveal costs
        // the twin's 4,000 attempts, not the theme's own exercise's 20,000.
        const specs = twin ? [twin, undefined] : [undefined]
        const tries = specs.flatMap((spec) => [...(keep.length > 0 ? [{ spec, keep }] : []), { spec, keep: [] as MistakeId[] }])
        let made: CheckedExercise | null = null
        for (const { spec, keep: kept } of tries) {
          const summary = await generateExercises(
            {
              theme: original.theme,
              level: sheet.level,
              count: 1,
              seed,
              variant: original.variant,
              answerCounts,
              answerCap,
              capturedCap,
              avoidStarts: starts,
              ...(kept.length > 0 ? { reveals: kept } : {}),
              attemptsPerExercise: spec ? 4000 : 20_000,
              ...(spec ? { twin: spec } : {}),
              ...(signal ? { signal } : {}),
            },
            async (generated) => {
              const checked = parseExerciseText(generated.text, generated.fileName)
              if (checked.exercise) made = checked.exercise
            },
          )
          if (summary.stop === 'interrupted') return null
          if (made) break
        }
        if (made) exercises.push(made)
      }
      result.push({ ...sheet, version: letter, exercises })
    }
  }
  return result
}
