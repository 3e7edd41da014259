import type { CheckedExercise, Theme } from '../exercise/index.js'
import type { Sheet } from './sheets.js'
import { VERSION_LETTERS } from './sheets.js'

/**
 * Versions B and C of each lesson sheet: for every exercise of version A, another of the same theme
 * and level drawn by the generator with a seed fixed by the lesson, level and letter — the same every
 * time — and checked like every bank exercise. Null when interrupted.
 */
export async function withVersions(sheets: readonly Sheet[], count: number, signal: AbortSignal | undefined): Promise<Sheet[] | null> {
  const { generateExercises } = await import('../generate/index.js')
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
      const needed = new Map<Theme, number>()
      for (const exercise of sheet.exercises) needed.set(exercise.theme, (needed.get(exercise.theme) ?? 0) + 1)
      const byTheme = new Map<Theme, CheckedExercise[]>()
      for (const [theme, n] of needed) {
        const made: CheckedExercise[] = []
        const summary = await generateExercises(
          { theme, level: sheet.level, count: n, seed: `${sheet.lesson!.id}-${sheet.level}-${letter}`, variant: sheet.exercises[0]!.variant, ...(signal ? { signal } : {}) },
          async (generated) => {
            const checked = parseExerciseText(generated.text, generated.fileName)
            if (checked.exercise) made.push(checked.exercise)
          },
        )
        if (summary.stop === 'interrupted') return null
        byTheme.set(theme, made)
      }
      // The same themes in the same order as version A, so the sheets line up exercise by exercise.
      const exercises = sheet.exercises.map((exercise) => byTheme.get(exercise.theme)!.shift()).filter((exercise): exercise is CheckedExercise => exercise !== undefined)
      result.push({ ...sheet, version: letter, exercises })
    }
  }
  return result
}
