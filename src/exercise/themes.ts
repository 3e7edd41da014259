/**
 * What each theme must show on the board, checked with the engine like any claim: an exercise
 * filed under `lap` whose sowing never goes round would teach the wrong thing under the right
 * title. `sowing` asks nothing more than a move.
 */
import type { Theme, ThemeFacts } from '../themes/index.js'
import { themeDefinition } from '../themes/index.js'

export type { ThemeFacts }

/** Why the exercise does not show its theme, or null when it does (or the theme has no rule). */
/** What a theme's exercise must show, in both languages, when the engine finds this one does not (problems.THEME_NOT_SHOWN.theme says the rest). */
export function themeNotShown(theme: Theme, facts: ThemeFacts): { readonly en: string; readonly fr: string } | null {
  const rule = themeDefinition(theme).rule
  if (!rule || rule.shown(facts)) return null
  return rule.needs
}
