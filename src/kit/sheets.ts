import type { CheckedExercise, Theme } from '../exercise/index.js'
import type { Lesson, Level } from '../lessons/lessons.js'
import { LEVELS, annexExercises, lessonExercises, lessonOf } from '../lessons/lessons.js'

/**
 * What the kit prints, sheet by sheet: a sheet is what a teacher hands out — one lesson at one level
 * (its rule reminder and its exercises), or the club annex at one level. Decided before any page is
 * laid out, from the lessons and the bank, so the pupils' pages and the key follow the same plan.
 */
export interface Sheet {
  readonly kind: 'lesson' | 'annex'
  /** The lesson whose rule the sheet recalls (null for the annex). */
  readonly lesson: Lesson | null
  readonly level: Level
  /** Version A, B, C (null when one version is printed). */
  readonly version: string | null
  readonly exercises: readonly CheckedExercise[]
}

/** What the teacher asked to print (`build --lesson N --level L --theme T --versions K`). */
export interface Selection {
  /** 1-based lesson number: only that lesson, no annex. */
  readonly lesson?: number
  readonly level?: Level
  readonly theme?: Theme
}

export const VERSION_LETTERS = ['A', 'B', 'C'] as const

/** Up to this many annex exercises print on one sheet, whatever their levels. */
const ANNEX_ONE_SHEET = 6

/**
 * The sheets for a selection: every lesson in order with its levels (easiest first), then the club
 * annex by level. A filter by theme or level keeps the lessons' order and drops empty sheets.
 */
export function planSheets(lessons: readonly Lesson[], bank: readonly CheckedExercise[], selection: Selection = {}): Sheet[] {
  const chosen = bank.filter((exercise) => (selection.theme === undefined || exercise.theme === selection.theme) && (selection.level === undefined || exercise.level === selection.level))
  const sheets: Sheet[] = []
  const inScope = selection.lesson === undefined ? lessons : lessons.filter((lesson) => lesson.number === selection.lesson)
  for (const lesson of inScope)
    for (const level of LEVELS) {
      const exercises = lessonExercises(lesson, chosen, level)
      if (exercises.length > 0) sheets.push({ kind: 'lesson', lesson, level, version: null, exercises })
    }
  if (selection.lesson === undefined) {
    // The annex on one sheet, easiest first, while it is a sheet's worth: each sheet starts on a new
    // sheet of paper, and three exercises on two sheets cost two blank backs (a teacher's reading).
    const annex = annexExercises(lessons, chosen)
    const byLevel = LEVELS.map((level) => annex.filter((exercise) => exercise.level === level)).filter((exercises) => exercises.length > 0)
    const groups = annex.length <= ANNEX_ONE_SHEET && byLevel.length > 0 ? [byLevel.flat()] : byLevel
    for (const exercises of groups) sheets.push({ kind: 'annex', lesson: null, level: exercises[0]!.level, version: null, exercises })
  }
  return sheets
}

/** The lesson a theme belongs to at a level, for `--theme` messages. */
export { lessonOf }
