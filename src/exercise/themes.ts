/**
 * What each theme must show on the board, checked with the engine like any claim: an exercise
 * filed under `lap` whose sowing never goes round would teach the wrong thing under the right
 * title. `sowing` asks nothing more than a move.
 */
import type { MoveReport, Position } from '../engine/index.js'
import { legalMoves, opposite, play, rowSeeds } from '../engine/index.js'
import type { Criterion } from './minimax.js'
import { moveValues } from './minimax.js'
import type { Task, Theme } from './schema.js'

/** What the checker knows of an exercise once the engine has played it. */
export interface ThemeFacts {
  task: Task
  start: Position
  reports: readonly MoveReport[]
  outcome: { reason: string } | null
  criterion?: Criterion
}

interface ThemeRule {
  /** What the exercise must show, completing "a <theme> exercise must …". */
  needs: string
  shown: (facts: ThemeFacts) => boolean
}

const anyMove = (facts: ThemeFacts, test: (report: MoveReport) => boolean) => facts.reports.some(test)

/** Some legal move of the start would make a grand slam (a best task may teach to see it coming). */
const grandSlamAvailable = (start: Position) =>
  legalMoves(start).some((move) => {
    const played = play(start, move)
    return played.ok && played.value.grandSlam
  })

/** After the best move, the opponent's best reply captures nothing. */
const bestMoveGivesNothing = (facts: ThemeFacts): boolean => {
  const report = facts.reports[0]
  if (!report || report.outcome) return report !== undefined
  return moveValues(report.after, 'capture').value === 0
}

const THEME_RULES: Partial<Record<Theme, ThemeRule>> = {
  capture: { needs: 'capture seeds', shown: (f) => anyMove(f, (r) => r.captured > 0) },
  chain: { needs: 'capture at least two holes in one move', shown: (f) => anyMove(f, (r) => r.capturedHoles.length >= 2) },
  // A cancelled grand slam has a chain too, but takes nothing: a chain-stop must really capture.
  'chain-stop': { needs: 'capture with a chain that stops', shown: (f) => anyMove(f, (r) => r.captured > 0) },
  'no-capture': { needs: 'end with a move that captures nothing', shown: (f) => f.reports.length > 0 && f.reports[f.reports.length - 1]!.captured === 0 },
  feeding: {
    needs: 'have a side whose opponent\'s row is empty',
    shown: (f) => [f.start, ...f.reports.map((r) => r.before)].some((p) => rowSeeds(p.board, opposite(p.turn)) === 0),
  },
  'no-feeding-end': { needs: 'end because the side to move has no move: it cannot feed the other, or has no seed left (the rows are gathered)', shown: (f) => f.outcome?.reason === 'no-legal-move' },
  'grand-slam': { needs: 'show a grand slam (a capture that would empty the row)', shown: (f) => anyMove(f, (r) => r.grandSlam) || grandSlamAvailable(f.start) },
  lap: { needs: 'sow 12 seeds or more (a full lap)', shown: (f) => anyMove(f, (r) => r.laps >= 1) },
  'double-lap': { needs: 'sow 23 seeds or more (two laps)', shown: (f) => anyMove(f, (r) => r.laps >= 2) },
  'best-capture': { needs: 'be a best task with criterion: capture', shown: (f) => f.task === 'best' && f.criterion === 'capture' },
  defend: {
    needs: 'be a best task with criterion { plies: 2 } whose best move leaves the opponent nothing to capture',
    shown: (f) => f.task === 'best' && typeof f.criterion === 'object' && f.criterion.plies === 2 && bestMoveGivesNothing(f),
  },
  'best-move': { needs: 'be a best task with criterion { plies: N } or end', shown: (f) => f.task === 'best' && (typeof f.criterion === 'object' || f.criterion === 'end') },
  end: { needs: 'end the game', shown: (f) => f.outcome !== null },
  repetition: { needs: 'end the game by repetition (the same position a third time without capture)', shown: (f) => f.outcome?.reason === 'repetition' },
}

/** Why the exercise does not show its theme, or null when it does (or the theme has no rule). */
export function themeNotShown(theme: Theme, facts: ThemeFacts): string | null {
  const rule = THEME_RULES[theme]
  if (!rule || rule.shown(facts)) return null
  return `a ${theme} exercise must ${rule.needs}, and the engine finds that this one does not: choose another theme or another position`
}
