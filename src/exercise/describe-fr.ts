/**
 * The engine's results in French words, mirroring `src/cli/describe.ts` (English) sentence for
 * sentence, for `show --lang fr` and for anything else that explains a move to French pupils.
 * French typography: a narrow no-break space before « : ; ! ? ».
 */
import type { MoveReport, Outcome, Side } from '../engine/index.js'
import { HOLES, rowSeeds } from '../engine/index.js'

/** Narrow no-break space (U+202F), before : ; ! ? in French. */
export const NNBSP = '\u202f'

const sideName = (side: Side): string => (side === 'south' ? 'Sud' : 'Nord')
const seeds = (n: number): string => `${n} graine${n > 1 ? 's' : ''}`
const list = (holes: readonly string[]): string => holes.join(', ')

/** A move's report in plain French, one sentence a line. */
export function describeMoveFr(report: MoveReport): string {
  const lines: string[] = []
  const who = sideName(report.side)
  const lapNote =
    report.laps > 0 ? ` (${report.laps === 1 ? 'un tour complet' : `${report.laps} tours complets`}${NNBSP}: on saute ${report.move} à chaque passage)` : ''
  lines.push(`${who} joue ${report.move}${NNBSP}: ${seeds(report.seeds)} semée${report.seeds > 1 ? 's' : ''} en ${list(report.sown)}${lapNote}.`)
  const lastIndex = HOLES.indexOf(report.last)
  const lastNow = report.afterSowing[lastIndex]!
  const lastOwner: Side = lastIndex < 6 ? 'south' : 'north'
  const where = lastOwner === report.side ? `dans le camp de ${who}` : `dans le camp de ${sideName(lastOwner)}`
  lines.push(`La dernière graine tombe en ${report.last}, ${where}, qui a maintenant ${seeds(lastNow)}.`)
  if (report.grandSlamCancelled) {
    lines.push(
      `Prendre ${list(report.chain)} viderait le camp de ${sideName(lastOwner)}${NNBSP}: c’est un grand chelem, la prise est annulée. Le semis reste${NNBSP}; 0 graine prise.`,
    )
  } else if (report.captured > 0) {
    const parts = report.capturedHoles.map((h) => `${h} (${report.afterSowing[HOLES.indexOf(h)]})`)
    lines.push(`Prise${NNBSP}: ${parts.join(', ')} = ${seeds(report.captured)}${report.grandSlam ? ' (grand chelem, permis par la variante)' : ''}.`)
  } else {
    lines.push(lastOwner === report.side ? `Pas de prise${NNBSP}: la dernière graine est dans son propre camp.` : `Pas de prise${NNBSP}: ${report.last} n’a ni 2 ni 3 graines.`)
  }
  const before = rowSeeds(report.before.board, 'south') + rowSeeds(report.before.board, 'north')
  const after = rowSeeds(report.after.board, 'south') + rowSeeds(report.after.board, 'north')
  lines.push(`Compte${NNBSP}: ${seeds(before)} sur le plateau avant = ${after} après + ${report.captured} prise${report.captured > 1 ? 's' : ''}.`)
  if (report.outcome) lines.push(describeOutcomeFr(report.outcome))
  return lines.join('\n')
}

const REASONS_FR: Record<Outcome['reason'], string> = {
  'store-majority': 'une réserve a plus de la moitié des graines',
  'no-legal-move': `le joueur qui doit jouer n’a aucun coup permis${NNBSP}; chacun ajoute les graines de son camp`,
  repetition: `la même position revient une troisième fois sans prise${NNBSP}; chacun ajoute les graines de son camp`,
  'move-limit': `le nombre maximal de coups est atteint${NNBSP}; chacun ajoute les graines de son camp`,
  'no-capture-limit': `trop de coups sans prise${NNBSP}; chacun ajoute les graines de son camp`,
}

export function describeOutcomeFr(outcome: Outcome): string {
  if (!outcome.complete)
    // A reduced position does not draw the seeds captured earlier: there is no winner to name.
    return `Partie terminée${NNBSP}: ${REASONS_FR[outcome.reason]}. Réserves maintenant Sud ${outcome.score.south}, Nord ${outcome.score.north} (une position réduite${NNBSP}: les graines prises avant ne sont pas dessinées, on ne nomme donc pas de gagnant).`
  const result = outcome.winner === 'draw' ? 'égalité' : `${sideName(outcome.winner)} gagne`
  const reason = REASONS_FR[outcome.reason]
  return `Partie terminée${NNBSP}: ${reason}. Score final Sud ${outcome.score.south}, Nord ${outcome.score.north}${NNBSP}: ${result}.`
}
