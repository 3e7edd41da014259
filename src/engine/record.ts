/**
 * Game records played by the engine: an OGN record (ogn.ts, syntax only) replayed move by move, every
 * move checked for legality and every `+N` and the result checked against what the engine computes;
 * and the other way, a record made from moves the engine played, with the marks Aualé would write.
 */
import type { Game } from './game.js'
import { playInGame, startGame } from './game.js'
import { makePosition, parsePosition } from './notation.js'
import type { OgnLine, OgnMove, OgnProblem, OgnProblemCode, OgnRecord, OgnTag, SourcePoint } from './ogn.js'
import { OGN_TAG_ROSTER, OGN_VARIANT, RESULT_PATTERN, listedProblems, ognMoveLetter } from './ogn.js'
import type { EndReason, MoveReport, Outcome, Position } from './position.js'
import { fromSetup, legalMoves, rowSeeds } from './position.js'
import type { Result } from './result.js'
import { err, ok } from './result.js'
import { initialSetup } from './setup.js'
import type { BySide, Hole, Side, Variant } from './types.js'
import { DEFAULT_VARIANT } from './types.js'
import { sideName } from '../words.js'

/** One move of a replayed line. */
export interface ReplayedPly {
  /** 0-based index of the move in the game (a variation counts from the start of the game too). */
  readonly ply: number
  /** The move number written before it (`12.`): the same for a move and the reply that follows it. */
  readonly number: number
  readonly move: OgnMove
  /** What the engine did; its outcome includes the endless-game rules. */
  readonly report: MoveReport
  /** How much the mover's store grew: the capture, and at the end of the game the seeds gathered from its row. */
  readonly gain: number
  /** Side lines replacing this move. */
  readonly variations: readonly ReplayedLine[]
}

export interface ReplayedLine {
  readonly line: OgnLine
  readonly plies: readonly ReplayedPly[]
}

/**
 * How a recorded game stands at its last move.
 * - `over`: the engine ended it (the score gathers the rows where the rules say so);
 * - `recorded`: the record ends with a final score the engine did not reach (Aualé ends a game at the
 *   first repeated position; a class game stopped by the bell). `gathered`: the score adds each
 *   side's row, as Aualé does; otherwise it is the stores as they stood;
 * - `unfinished`: Result `*`, the game goes on.
 */
export type GameEnd =
  | { readonly kind: 'over'; readonly reason: EndReason; readonly score: BySide<number>; readonly winner: Side | 'draw'; readonly complete: boolean }
  | { readonly kind: 'recorded'; readonly gathered: boolean; readonly score: BySide<number>; readonly winner: Side | 'draw' }
  | { readonly kind: 'unfinished'; readonly score: BySide<number> }

export interface ReplayedGame {
  readonly record: OgnRecord
  readonly variant: Variant
  readonly start: Position
  readonly plies: readonly ReplayedPly[]
  /** The game after the last move. */
  readonly final: Game
  readonly end: GameEnd
  /** What is worth knowing but is not wrong (a result the rules of the kit did not reach). */
  readonly notes: readonly OgnProblem[]
}

const FILE_START: SourcePoint = { line: 1, column: 1 }
const seeds = (n: number): string => `${n} seed${n === 1 ? '' : 's'}`

/** How much a move made the mover's store grow: its capture, and the row it gathers when the move ends the game. */
export const storeGain = (report: MoveReport, outcome: Outcome | null = report.outcome): number => (outcome ? outcome.score[report.side] - report.before.stores[report.side] : report.captured)

/** A hole named both ways: `b (H)` for North, `E` for South. */
const named = (hole: Hole): string => (ognMoveLetter(hole) === hole ? hole : `${ognMoveLetter(hole)} (${hole})`)

/** The start position of a record: its FEN tag, or the initial position with South to move. */
export function recordStart(record: OgnRecord, variant: Variant = DEFAULT_VARIANT): Result<Position, OgnProblem[]> {
  const fen = record.tags.find((tag) => tag.name === 'FEN')
  if (!fen) {
    const start = fromSetup(initialSetup(variant, 'south'), variant)
    if (!start.ok) throw new Error('the initial position of the variant is not valid')
    return start
  }
  const at = fen.valueAt ?? fen.at ?? FILE_START
  const setup = parsePosition(fen.value)
  if (!setup.ok) return err(setup.error.map((e) => ({ line: at.line, column: at.column + e.column - 1, code: 'BAD_FEN' as const, kind: 'input' as const, message: `FEN: ${e.message}` })))
  const position = fromSetup(setup.value, variant)
  if (!position.ok) return err(position.error.map((p) => ({ ...at, code: 'BAD_FEN' as const, kind: 'input' as const, message: `FEN: ${p.message}` })))
  return position
}

/** The start of every game: the variant's seeds in every hole, stores empty, South to move (no FEN tag needed). */
export const isStandardStart = (position: Position): boolean =>
  position.turn === 'south' && position.stores.south === 0 && position.stores.north === 0 && position.board.every((count) => count === position.variant.seedsPerHole)

/**
 * Replays a record with the engine: the FEN start, every move of the main line and of every
 * variation (each from the position before the move it replaces), every `+N` and the result. Stops
 * a line at its first illegal move; reports every other problem at once. Never throws on bad input.
 */
export function replayRecord(record: OgnRecord, variant: Variant = DEFAULT_VARIANT): Result<ReplayedGame, OgnProblem[]> {
  const problems: OgnProblem[] = []
  const notes: OgnProblem[] = []
  const report = (at: SourcePoint | undefined, code: OgnProblemCode, kind: OgnProblem['kind'], message: string) => problems.push({ ...(at ?? FILE_START), code, kind, message })

  const variantTag = record.tags.find((tag) => tag.name === 'Variant')
  if (variantTag && variantTag.value !== '?' && variantTag.value.replace(/\s+/g, ' ').trim().toLowerCase() !== OGN_VARIANT.toLowerCase())
    report(variantTag.valueAt ?? variantTag.at, 'UNKNOWN_VARIANT', 'input', `the rules ${JSON.stringify(variantTag.value)} are not known: awale-kit (like Aualé) plays "${OGN_VARIANT}"`)
  const start = recordStart(record, variant)
  if (!start.ok) return err(listedProblems([...problems, ...start.error]))
  if (problems.length > 0) return err(problems)

  const resultTag = record.tags.find((tag) => tag.name === 'Result')
  const claimed = resultTag && RESULT_PATTERN.test(resultTag.value) && resultTag.value !== '*' ? parseScore(resultTag.value) : null

  /** Replays one line from `game` (its variations too); `complete` is false when a move could not be played. */
  const replayLine = (line: OgnLine, game: Game, firstPly: number): { plies: ReplayedPly[]; game: Game; complete: boolean } => {
    const plies: ReplayedPly[] = []
    let current = game
    for (const [index, move] of line.moves.entries()) {
      const ply = firstPly + index
      const number = Math.floor(ply / 2) + 1
      const side = current.position.turn
      const said = `move ${number}, ${sideName(side)} plays ${named(move.hole)}`
      if (current.outcome) {
        report(move.at, 'GAME_OVER', 'input', `${said}: the game is already over (${describeEnd(current.outcome)}); no move can follow`)
        return { plies, game: current, complete: false }
      }
      const played = playInGame(current, move.hole)
      if (!played.ok) {
        const legal = legalMoves(current.position)
        report(move.at, 'ILLEGAL_MOVE', 'input', `${said}: ${played.error.message}. Legal moves here: ${legal.map(named).join(', ') || 'none'}`)
        return { plies, game: current, complete: false }
      }
      const { report: moveReport, game: next } = played.value
      const gain = storeGain(moveReport)
      const variations = move.variations.map((variation) => {
        const replayed = replayLine(variation, current, ply)
        checkGain(replayed.plies, null)
        return { line: variation, plies: replayed.plies }
      })
      plies.push({ ply, number, move, report: moveReport, gain, variations })
      current = next
    }
    return { plies, game: current, complete: true }
  }

  /** Checks every `+N` of a line against the engine; with `recordedRow`, the last move may also have gathered that many seeds of its row. */
  const checkGain = (plies: readonly ReplayedPly[], recordedRow: number | null) => {
    for (const [index, ply] of plies.entries()) {
      const written = ply.move.gain
      if (written === null || written === ply.gain) continue
      if (recordedRow !== null && index === plies.length - 1 && written === ply.gain + recordedRow) continue
      const at = ply.move.gainAt ?? ply.move.at
      const taken = ply.report.captured
      const what =
        ply.gain === 0
          ? `the engine takes nothing${ply.report.grandSlamCancelled ? ' (a grand slam: the capture is cancelled)' : ''}`
          : ply.gain === taken
            ? `the engine takes ${seeds(taken)} (${ply.report.capturedHoles.join(', ')})`
            : `the store grows by ${ply.gain}: ${taken > 0 ? `${seeds(taken)} taken and ` : ''}${seeds(ply.gain - taken)} of its own row gathered at the end`
      report(at, 'CAPTURE_MISMATCH', 'claim', `move ${ply.number}, ${sideName(ply.report.side)} plays ${named(ply.move.hole)}+${written}: ${what}, not ${written}`)
    }
  }

  const game = startGame(start.value)
  const main = replayLine(record, game, 0)
  if (!main.complete) {
    checkGain(main.plies, null)
    return err(byPlace(problems))
  }
  const final = main.game
  const last = main.plies[main.plies.length - 1]
  let end: GameEnd
  let recordedRow: number | null = null
  const resultAt = resultTag?.valueAt ?? resultTag?.at
  if (final.outcome) {
    const outcome = final.outcome
    end = { kind: 'over', reason: outcome.reason, score: { ...outcome.score }, winner: outcome.winner, complete: outcome.complete }
    if (claimed && (claimed.south !== outcome.score.south || claimed.north !== outcome.score.north))
      report(
        resultAt,
        'RESULT_MISMATCH',
        'claim',
        `the result ${resultTag!.value} is not the engine's: the game ends ${describeEnd(outcome)} with ${outcome.score.south}-${outcome.score.north} (South first)`,
      )
  } else if (claimed) {
    const position = final.position
    const gathered = { south: position.stores.south + rowSeeds(position.board, 'south'), north: position.stores.north + rowSeeds(position.board, 'north') }
    const stores = { ...position.stores }
    const matches = (score: BySide<number>) => score.south === claimed.south && score.north === claimed.north
    const after = last ? `after move ${last.number} (${sideName(last.report.side)} ${named(last.move.hole)})` : 'at the start'
    if (matches(gathered)) {
      end = { kind: 'recorded', gathered: true, score: gathered, winner: winnerOf(gathered) }
      if (last) recordedRow = rowSeeds(position.board, last.report.side)
      notes.push({
        ...(resultAt ?? FILE_START),
        code: 'RESULT_NOT_REACHED',
        kind: 'claim',
        message: `the record ends ${after} with ${resultTag!.value}, each side taking its own row; under the kit's rules the game was not over (Aualé ends a game as soon as a position comes back)`,
      })
    } else if (matches(stores)) {
      end = { kind: 'recorded', gathered: false, score: stores, winner: winnerOf(stores) }
      notes.push({
        ...(resultAt ?? FILE_START),
        code: 'RESULT_NOT_REACHED',
        kind: 'claim',
        message: `the record stops ${after} with ${resultTag!.value}, the stores as they stood; the game was not over`,
      })
    } else {
      end = { kind: 'unfinished', score: stores }
      report(
        resultAt,
        'RESULT_MISMATCH',
        'claim',
        `the result ${resultTag!.value} is not the engine's: the game is not over ${after}; the stores hold ${stores.south}-${stores.north} (${gathered.south}-${gathered.north} with each side's row), South first`,
      )
    }
  } else {
    end = { kind: 'unfinished', score: { ...final.position.stores } }
  }
  checkGain(main.plies, recordedRow)
  if (problems.length > 0) return err(byPlace(problems))
  return ok({ record, variant, start: start.value, plies: main.plies, final, end, notes })
}

/** Problems in the order of the file, at most MAX_LISTED_PROBLEMS of them then one that counts the rest. */
const byPlace = (problems: OgnProblem[]): OgnProblem[] => listedProblems(problems.sort((a, b) => a.line - b.line || a.column - b.column))

const winnerOf = (score: BySide<number>): Side | 'draw' => (score.south > score.north ? 'south' : score.north > score.south ? 'north' : 'draw')

function parseScore(value: string): BySide<number> {
  const [south, north] = value.split('-').map(Number) as [number, number]
  return { south, north }
}

const END_WORDS: Record<EndReason, string> = {
  'store-majority': 'by a store holding more than half of the seeds',
  'no-legal-move': 'because the side to move cannot play (each side takes its own row)',
  repetition: 'by repetition (each side takes its own row)',
  'move-limit': 'at the move limit (each side takes its own row)',
  'no-capture-limit': 'after too many moves without a capture (each side takes its own row)',
}
const describeEnd = (outcome: Outcome): string => END_WORDS[outcome.reason]

export const formatScore = (score: BySide<number>): string => `${score.south}-${score.north}`

/** The standard roster of tags with a value for each; the game's result and start filled in by `makeRecord`. */
export type RecordTags = Partial<Record<(typeof OGN_TAG_ROSTER)[number], string>> & Record<string, string>

export interface RecordMove {
  readonly hole: Hole
  readonly comments?: readonly string[]
}

/**
 * A record of moves played from `start`, with what Aualé writes: each move's `+N` (the mover's store
 * growth, the row gathered at the end included), the result as the final score (`*` while the game
 * goes on), and a FEN tag for every start that is not the standard one. Errs at an illegal move or
 * a move after the end.
 */
export function makeRecord(start: Position, moves: readonly (Hole | RecordMove)[], tags: RecordTags = {}): Result<OgnRecord, OgnProblem> {
  let game = startGame(start)
  const written: OgnMove[] = []
  for (const [index, entry] of moves.entries()) {
    const move: RecordMove = typeof entry === 'string' ? { hole: entry } : entry
    const number = Math.floor(index / 2) + 1
    // playInGame plays on after a game ended by repetition or a limit (only play's own end is refused).
    if (game.outcome)
      return err({ ...FILE_START, code: 'GAME_OVER', kind: 'input', message: `move ${number} (${move.hole}): the game is already over (${describeEnd(game.outcome)}); no move can follow` })
    const played = playInGame(game, move.hole)
    if (!played.ok) {
      return err({ ...FILE_START, code: played.error.code === 'GAME_OVER' ? 'GAME_OVER' : 'ILLEGAL_MOVE', kind: 'input', message: `move ${number} (${move.hole}): ${played.error.message}` })
    }
    const gain = storeGain(played.value.report)
    written.push({ hole: move.hole, gain: gain > 0 ? gain : null, mark: null, comments: [...(move.comments ?? [])], variations: [] })
    game = played.value.game
  }
  const values: Record<string, string> = {}
  for (const name of OGN_TAG_ROSTER) values[name] = name === 'Variant' ? OGN_VARIANT : '?'
  Object.assign(values, tags)
  values['Result'] = game.outcome ? formatScore(game.outcome.score) : '*'
  if (!isStandardStart(start)) values['FEN'] = makePosition(start)
  else delete values['FEN']
  const tagList: OgnTag[] = Object.entries(values).map(([name, value]) => ({ name, value }))
  return ok({ tags: tagList, opening: [], moves: written })
}

/** The record of a replayed game as the engine sees it: `+N` marks and result recomputed, FEN kept. */
export function normalisedRecord(game: ReplayedGame): OgnRecord {
  const fix = (plies: readonly ReplayedPly[]): OgnMove[] =>
    plies.map((ply) => ({
      ...ply.move,
      gain: ply.gain > 0 ? ply.gain : null,
      variations: ply.variations.map((variation) => ({ ...variation.line, moves: fix(variation.plies) })),
    }))
  const result = game.end.kind === 'unfinished' ? '*' : formatScore(game.end.score)
  const tags = game.record.tags.filter((tag) => tag.name !== 'Result')
  return { ...game.record, tags: [...tags, { name: 'Result', value: result }], moves: fix(game.plies) }
}
