/**
 * What a lesson's sheets are there to catch: a lesson's target mistakes are those its themes name
 * (ThemeDefinition.mistakes, src/themes/), and a sheet *reveals* a mistake when one of its exercises
 * lists it, that is when the mistake's answers differ from the right ones in a place the pupil fills
 * in (src/mistakes/diagnose.ts). `lessons --json` reports it, `check` warns on a level-1 or level-2
 * sheet that misses a target, and versions B and C keep the targets version A reveals.
 */
import type { CheckedExercise } from '../exercise/index.js'
import type { MistakeId } from '../mistakes/index.js'
import { MISTAKE_IDS } from '../mistakes/index.js'
import { themeDefinition } from '../themes/index.js'
import type { Lesson, Level } from './lessons.js'
import { lessonExercises } from './lessons.js'

/** The levels whose sheets must reveal every target (level 3 is the lesson's stretch: its few exercises go further). */
export const TARGET_LEVELS: readonly Level[] = [1, 2]

/** A lesson's target mistakes at a level: its themes' (those taught at that level), in the mistakes' order. */
export function lessonTargets(lesson: Lesson, level: Level): MistakeId[] {
  const named = new Set(lesson.themes.filter((entry) => entry.levels.includes(level)).flatMap((entry) => themeDefinition(entry.theme).mistakes))
  return MISTAKE_IDS.filter((id) => named.has(id))
}

/** Whether an exercise reveals a mistake: the mistake changes an answer the pupil writes. */
export const reveals = (exercise: CheckedExercise, mistake: MistakeId): boolean => exercise.mistakes.some((diagnosis) => diagnosis.id === mistake && diagnosis.wrong.length > 0)

export interface SheetCoverage {
  readonly level: Level
  readonly targets: readonly MistakeId[]
  /** For each target, the sheet's exercises (ids, in the sheet's order) that reveal it; empty when none does. */
  readonly revealedBy: Readonly<Partial<Record<MistakeId, readonly string[]>>>
  /** The targets no exercise of the sheet reveals. */
  readonly missing: readonly MistakeId[]
}

/** What one sheet of a lesson reveals of the lesson's targets. */
export function sheetCoverage(lesson: Lesson, exercises: readonly CheckedExercise[], level: Level, sheet: readonly CheckedExercise[] = lessonExercises(lesson, exercises, level)): SheetCoverage {
  const targets = lessonTargets(lesson, level)
  const revealedBy: Partial<Record<MistakeId, string[]>> = {}
  for (const target of targets) revealedBy[target] = sheet.filter((exercise) => reveals(exercise, target)).map((exercise) => exercise.id)
  return { level, targets, revealedBy, missing: targets.filter((target) => revealedBy[target]!.length === 0) }
}
