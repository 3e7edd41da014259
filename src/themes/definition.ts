/**
 * A theme — what an exercise teaches — defined once: its name in files, the code in generated ids,
 * the studio's title, what the engine must see for an exercise to show it, the tasks a version's twin
 * can share, the positions the generator may take from real games, the answer places a play
 * task gets by default, the generator's drawing attempt and the mistakes its exercises catch. Each
 * theme is one file of this folder; index.ts lists them in teaching order. What the attempts share
 * (drawing positions, the drafts several themes make alike) is in src/generate/draw.ts, which
 * imports no theme.
 */
import type { MoveReport, Position, Side } from '../engine/index.js'
import type { AnswerInput } from '../exercise/answers.js'
import type { Criterion } from '../exercise/minimax.js'
import type { MistakeId } from '../mistakes/mistakes.js'
import type { Attempt } from '../generate/draw.js'

/** The tasks of the exercise format (exercise/schema.ts TASKS). */
export type ThemeTask = 'play' | 'legal' | 'best' | 'end'

/** What the checker knows of an exercise once the engine has played it. */
export interface ThemeFacts {
  task: ThemeTask
  start: Position
  reports: readonly MoveReport[]
  outcome: { reason: string } | null
  criterion?: Criterion
}

export interface ThemeDefinition<Id extends string = string> {
  /** The name in exercise files (`theme: chain`) and on the command line (`--theme chain`). */
  readonly id: Id
  /** The short code of generated exercises' ids and file names (`gen-chain2-jeudi-001`). */
  readonly code: string
  /** The title the studio's editor gives a new exercise of this theme. */
  readonly title: { readonly fr: string; readonly en: string }
  /**
   * What the exercise must show, checked by the engine (`THEME_NOT_SHOWN` otherwise); null when a
   * move is all the theme asks. `needs` completes "a <theme> exercise must …".
   */
  readonly rule: { readonly needs: { readonly en: string; readonly fr: string }; readonly shown: (facts: ThemeFacts) => boolean } | null
  /** The tasks the generator can make for the theme, and for which side: what a version's twin can share with the bank's exercise. */
  readonly twins: readonly { readonly task: ThemeTask; readonly turns: readonly Side[] }[]
  /**
   * The generator's drawing attempt (`generate --theme`): a position and a question that show the
   * theme at the context's level, every answer computed by the engine; null when this draw does not.
   */
  readonly generate: Attempt
  /** Whether positions from games of the hard level (`generate --realistic`) can show the theme. */
  readonly realistic: boolean
  /** Whether positions of recorded games (`generate --from-games`) can show the theme. */
  readonly fromGames: boolean
  /** The answer places a play task of the theme gets when its file lists none, in the sheet's order. */
  readonly playAnswers: readonly AnswerInput[]
  /**
   * The children's mistakes the theme's exercises are there to catch (src/mistakes): a lesson's
   * targets are those of its themes, which its sheets must reveal; the key names them first.
   */
  readonly mistakes: readonly MistakeId[]
}

/** A theme's definition, its name kept as a literal type (so the registry's names are a union). */
export const defineTheme = <const Id extends string>(definition: ThemeDefinition<Id>): ThemeDefinition<Id> => definition

/** Some move played in the exercise passes the test. */
export const anyMove = (facts: ThemeFacts, test: (report: MoveReport) => boolean): boolean => facts.reports.some(test)

/** A play task the generator turns for North as well as South. */
export const PLAY_EITHER_SIDE = [{ task: 'play', turns: ['south', 'north'] }] as const satisfies ThemeDefinition['twins']

/** What a pupil writes for a move: where the last seed lands, what it captures, and the count before = after + captured. */
export const MOVE_WITH_COUNT: readonly AnswerInput[] = ['last', 'captured', 'count']
/** The board after a sowing, on a blank board, and the last hole. */
export const BOARD_AFTER: readonly AnswerInput[] = ['board', 'last']
/** Where the last seed lands and what it captures. */
export const MOVE: readonly AnswerInput[] = ['last', 'captured']
