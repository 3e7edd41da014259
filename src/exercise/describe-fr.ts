/**
 * The engine's results in French words, mirroring `src/cli/describe.ts` (English) sentence for
 * sentence, for `show --lang fr` and for anything else that explains a move to French pupils.
 * French typography: a narrow no-break space before « : ; ! ? ».
 */
import type { MoveReport, Outcome, Position, Side } from '../engine/index.js'
import { HOLES, opposite, rowSeeds } from '../engine/index.js'
import * as words from '../words.js'

/** Narrow no-break space (U+202F), before : ; ! ? in French. */
export const NNBSP = '\u202f'

const sideName = (side: Side): string => words.sideName(side, 'fr')
const seeds = (n: number): string => `${n} graine${n > 1 ? 's' : ''}`
const list = (holes: readonly string[]): string => holes.join(', ')

/** A move's report in plain French, one sentence a line. */
export function describeMoveFr(report: MoveReport): string {
  const lines: string[] = []
  const who = sideName(report.side)
  const lapNote = report.laps > 0 ? ` (le semis fait ${report.laps === 1 ? 'le tour' : `${report.laps} fois le tour`}${NNBSP}: on saute ${report.move} à chaque passage)` : ''
  lines.push(`${who} joue ${report.move}${NNBSP}: ${seeds(report.seeds)} semée${report.seeds > 1 ? 's' : ''} en ${list(report.sown)}${lapNote}.`)
  const lastIndex = HOLES.indexOf(report.last)
  const lastNow = report.afterSowing[lastIndex]!
  const lastOwner: Side = lastIndex < 6 ? 'south' : 'north'
  lines.push(`La dernière graine tombe en ${report.last}, dans la rangée de ${sideName(lastOwner)}, qui a maintenant ${seeds(lastNow)}.`)
  if (report.grandSlamCancelled) {
    lines.push(
      `Prendre ${list(report.chain)} viderait la rangée de ${sideName(lastOwner)}${NNBSP}: ce serait tout prendre, et tout prendre ne compte pas. La prise est annulée, le semis reste${NNBSP}; 0 graine prise.`,
    )
  } else if (report.captured > 0) {
    const parts = report.capturedHoles.map((h) => `${h} (${report.afterSowing[HOLES.indexOf(h)]})`)
    lines.push(`Prise${NNBSP}: ${parts.join(', ')} = ${seeds(report.captured)}${report.grandSlam ? ' (tout prendre, permis par la variante)' : ''}.`)
  } else {
    lines.push(lastOwner === report.side ? `Pas de prise${NNBSP}: la dernière graine est dans la rangée de ${who}.` : `Pas de prise${NNBSP}: ${report.last} n’a ni 2 ni 3 graines.`)
  }
  const before = rowSeeds(report.before.board, 'south') + rowSeeds(report.before.board, 'north')
  const after = rowSeeds(report.after.board, 'south') + rowSeeds(report.after.board, 'north')
  lines.push(`Compte${NNBSP}: ${seeds(before)} sur le plateau avant = ${after} après + ${report.captured} prise${report.captured > 1 ? 's' : ''}.`)
  if (report.outcome) lines.push(describeOutcomeFr(report.outcome, report.after))
  return lines.join('\n')
}

const GATHER_FR = `chacun prend les graines de sa rangée`

/**
 * Why the game ended, from the position it ended in: a side that has seeds but no move cannot feed
 * the other (« ne peut pas jouer » would be untrue); only a side without a seed cannot play.
 */
function reasonFr(outcome: Outcome, position: Position): string {
  switch (outcome.reason) {
    case 'store-majority':
      return outcome.winner === 'draw' ? 'une réserve a plus de la moitié des graines' : `${sideName(outcome.winner)} a plus de la moitié des graines`
    case 'no-legal-move': {
      const stuck = position.turn
      return rowSeeds(position.board, stuck) > 0
        ? `${sideName(stuck)} ne peut pas nourrir ${sideName(opposite(stuck))}${NNBSP}; ${GATHER_FR}`
        : `${sideName(stuck)} n’a plus de graine et ne peut pas jouer${NNBSP}; ${GATHER_FR}`
    }
    case 'repetition':
      return `la même position est revenue trois fois sans prise${NNBSP}; ${GATHER_FR}`
    case 'move-limit':
      return `la limite de coups est atteinte${NNBSP}; ${GATHER_FR}`
    case 'no-capture-limit':
      return `trop de coups sans prise${NNBSP}; ${GATHER_FR}`
  }
}

/** The end of the game in French; `position` is the one the game ended in (its side to move is the one stuck). */
export function describeOutcomeFr(outcome: Outcome, position: Position): string {
  const reason = reasonFr(outcome, position)
  if (!outcome.complete)
    // A reduced position does not draw the seeds captured earlier: there is no winner to name.
    return `La partie est finie${NNBSP}: ${reason}. Réserves maintenant Sud ${outcome.score.south}, Nord ${outcome.score.north} (une position réduite${NNBSP}: les graines prises avant ne sont pas dessinées, on ne nomme donc pas de gagnant).`
  const result = outcome.winner === 'draw' ? 'égalité' : `${sideName(outcome.winner)} gagne`
  return `La partie est finie${NNBSP}: ${reason}. Score final Sud ${outcome.score.south}, Nord ${outcome.score.north}${NNBSP}: ${result}.`
}
