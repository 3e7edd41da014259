/**
 * The themes the generator makes, from the registry (src/themes/): each theme's drawing attempt is
 * its definition's `generate`, next to the rest of what the theme is; what the attempts share is in
 * draw.ts. The driver (generate.ts) repeats a theme's attempt until it has enough distinct exercises.
 */
import type { Side } from '../engine/index.js'
import type { Task, Theme } from '../exercise/index.js'
import { THEMES } from '../exercise/index.js'
import { themeDefinition } from '../themes/index.js'

export type { Attempt, Bilingual, Draft, ThemeContext, TwinOf } from './draw.js'
export { sparse } from './draw.js'

/** Every theme of the exercise format can be generated. */
export const GENERATED_THEMES = THEMES
export type GeneratedTheme = Theme
export type { Level } from '../exercise/schema.js'

/** Themes whose positions can come from real games (--realistic); the others need made-up boards. */
export const REALISTIC_THEMES: readonly GeneratedTheme[] = THEMES.filter((theme) => themeDefinition(theme).realistic)

/** Themes whose positions can come from recorded games (--from-games). */
export const GAME_THEMES: readonly GeneratedTheme[] = THEMES.filter((theme) => themeDefinition(theme).fromGames)

/**
 * The closest twin the generator can make of an exercise of `theme` with this task and side to move:
 * the same task and side; else the same task for South; else null (the theme's own task).
 */
export function twinTask(theme: GeneratedTheme, task: Task, turn: Side): { task: Task; turn: Side } | null {
  const tasks = themeDefinition(theme).twins.filter((entry) => entry.task === task)
  if (tasks.some((entry) => entry.turns.includes(turn))) return { task, turn }
  if (tasks.length > 0) return { task, turn: tasks[0]!.turns[0]! }
  return null
}
