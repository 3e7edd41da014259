/** The engine's results in words and as a text drawing: shared by `play`, `show` and `best`. */
import type { MoveReport, Outcome, Position, Setup } from '../engine/index.js'
import { HOLES, legalMoves, opposite, rowSeeds } from '../engine/index.js'
import { sideName } from '../words.js'

const cell = (count: number): string => (count === 0 ? '  - ' : String(count).padStart(3) + ' ')

/** The board as the kit draws it: North's row L…G on top, South's row A…F below, stores at the side. */
export function drawBoard(position: Pick<Setup, 'board' | 'stores' | 'turn'>): string {
  const top = [11, 10, 9, 8, 7, 6]
  const bottom = [0, 1, 2, 3, 4, 5]
  const rule = '        +----+----+----+----+----+----+'
  const letters = (indexes: number[]) => '        ' + indexes.map((i) => `  ${HOLES[i]}  `).join('')
  const row = (indexes: number[]) => '|' + indexes.map((i) => cell(position.board[i]!) + '|').join('')
  return [
    letters(top),
    rule,
    `  North ${row(top)}  North's store: ${position.stores.north}`,
    rule,
    `  South ${row(bottom)}  South's store: ${position.stores.south}`,
    rule,
    letters(bottom),
    `  ${position.turn === 'south' ? 'South' : 'North'} to move`,
  ].join('\n')
}

const list = (holes: readonly string[]) => holes.join(', ')

/** A move's report in plain words, one sentence a line. */
export function describeMove(report: MoveReport): string {
  const lines: string[] = []
  const who = sideName(report.side)
  const lapNote = report.laps > 0 ? ` (${report.laps === 1 ? 'all the way round' : `${report.laps} times round`}: ${report.move} is skipped each time round)` : ''
  lines.push(`${who} plays ${report.move}: ${report.seeds} seed${report.seeds === 1 ? '' : 's'} sown in ${list(report.sown)}${lapNote}.`)
  const lastNow = report.afterSowing[HOLES.indexOf(report.last)]!
  const lastOwner = HOLES.indexOf(report.last) < 6 ? 'south' : 'north'
  const where = lastOwner === report.side ? `in ${who}'s own row` : `in ${sideName(lastOwner)}'s row`
  lines.push(`The last seed lands in ${report.last}, ${where}, which now holds ${lastNow}.`)
  if (report.grandSlamCancelled) {
    lines.push(`Taking ${list(report.chain)} would empty ${sideName(lastOwner)}'s row, which would be taking everything: the capture is cancelled. The sowing stays; 0 seeds captured.`)
  } else if (report.captured > 0) {
    const parts = report.capturedHoles.map((h) => `${h} (${report.afterSowing[HOLES.indexOf(h)]})`)
    lines.push(`Captured: ${parts.join(', ')} = ${report.captured} seed${report.captured === 1 ? '' : 's'}${report.grandSlam ? ' (taking everything, allowed by this variant)' : ''}.`)
  } else {
    lines.push(lastOwner === report.side ? `No capture: the last seed is in ${who}'s own row.` : `No capture: ${report.last} does not hold 2 or 3.`)
  }
  const before = rowSeeds(report.before.board, 'south') + rowSeeds(report.before.board, 'north')
  const after = rowSeeds(report.after.board, 'south') + rowSeeds(report.after.board, 'north')
  lines.push(`Count: ${before} seeds on the board before = ${after} after + ${report.captured} captured.`)
  if (report.outcome) lines.push(describeOutcome(report.outcome, report.after))
  return lines.join('\n')
}

const GATHER = 'each player takes the seeds of their own row'

/**
 * Why the game ended. Given the position it ended in, a side that has seeds but no move "cannot feed"
 * the other ("cannot play" would be untrue); only a side without a seed "cannot play". Without the
 * position, the sentence covers both.
 */
function reason(outcome: Outcome, position?: Pick<Position, 'board' | 'turn'>): string {
  switch (outcome.reason) {
    case 'store-majority':
      return outcome.winner === 'draw' ? 'a store holds more than half of the seeds' : `${sideName(outcome.winner)} has more than half of the seeds`
    case 'no-legal-move': {
      if (!position) return `the player to move cannot feed the other player, or has no seed left; ${GATHER}`
      const stuck = position.turn
      return rowSeeds(position.board, stuck) > 0 ? `${sideName(stuck)} cannot feed ${sideName(opposite(stuck))}; ${GATHER}` : `${sideName(stuck)} has no seed left and cannot play; ${GATHER}`
    }
    case 'repetition':
      return `the same position came back three times without a capture; ${GATHER}`
    case 'move-limit':
      return `the move limit was reached; ${GATHER}`
    case 'no-capture-limit':
      return `too many moves without a capture; ${GATHER}`
  }
}

/** The end of the game in words; `position` is the one the game ended in (its side to move is the one stuck). */
export function describeOutcome(outcome: Outcome, position?: Pick<Position, 'board' | 'turn'>): string {
  if (!outcome.complete)
    // A reduced position does not draw the seeds captured earlier: there is no winner to name.
    return `Game over: ${reason(outcome, position)}. Stores now South ${outcome.score.south}, North ${outcome.score.north} (a reduced position: seeds captured earlier are not drawn, so no winner is named).`
  const result = outcome.winner === 'draw' ? 'a draw' : `${sideName(outcome.winner)} wins`
  return `Game over: ${reason(outcome, position)}. Final score South ${outcome.score.south}, North ${outcome.score.north}: ${result}.`
}

export function describeLegal(position: Position): string {
  const moves = legalMoves(position)
  return `Legal moves for ${sideName(position.turn)}: ${moves.join(' ')}`
}
