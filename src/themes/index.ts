/**
 * Every theme, in teaching order: one file each in this folder (definition.ts says what a theme
 * holds). Adding a theme is adding its file and its line here; the exercise format, the checker,
 * the generator, the lessons and the studio take their themes from this list.
 */
import { sowing } from './sowing.js'
import { capture } from './capture.js'
import { chain } from './chain.js'
import { chainStop } from './chain-stop.js'
import { noCapture } from './no-capture.js'
import { feeding } from './feeding.js'
import { noFeedingEnd } from './no-feeding-end.js'
import { grandSlam } from './grand-slam.js'
import { lap } from './lap.js'
import { doubleLap } from './double-lap.js'
import { bestCapture } from './best-capture.js'
import { defend } from './defend.js'
import { end } from './end.js'
import { repetition } from './repetition.js'
import { bestMove } from './best-move.js'
import type { ThemeDefinition } from './definition.js'

export const THEME_DEFINITIONS = [sowing, capture, chain, chainStop, noCapture, feeding, noFeedingEnd, grandSlam, lap, doubleLap, bestCapture, defend, end, repetition, bestMove] as const

/** A theme's name: `sowing`, `capture`, `chain`, … */
export type Theme = (typeof THEME_DEFINITIONS)[number]['id']

/** The themes' names, in teaching order (a tuple, for zod's enum). */
export const THEMES = THEME_DEFINITIONS.map((definition) => definition.id) as unknown as readonly [Theme, ...Theme[]]

const BY_ID = new Map<string, ThemeDefinition<Theme>>(THEME_DEFINITIONS.map((definition) => [definition.id, definition]))

/** The definition of a theme. */
export const themeDefinition = (theme: Theme): ThemeDefinition<Theme> => BY_ID.get(theme)!

export type { ThemeDefinition, ThemeFacts, ThemeTask } from './definition.js'
