import type { Result } from './result.js'
import { err, ok } from './result.js'
import type { Setup, SetupProblem } from './setup.js'
import { validateSetup } from './setup.js'
import type { BySide, Hole, HoleIndex, Side, Variant } from './types.js'
import { DEFAULT_VARIANT, HOLE_COUNT, ROW_LENGTH, holeName, opposite, ownerOf, rowStart, totalSeeds, winningStore } from './types.js'
import { chainBack, sowAlong, sowingPath, takeSeeds, underGrandSlamRule } from './sowing.js'
import { sideName } from '../words.js'

/** A playable position: built only by `fromSetup`, never mutated. */
export interface Position {
  /** Seeds in holes A–L, in sowing order. */
  readonly board: readonly number[]
  readonly stores: Readonly<BySide<number>>
  readonly turn: Side
  readonly variant: Variant
}

export function fromSetup(setup: Setup, variant: Variant = DEFAULT_VARIANT): Result<Position, SetupProblem[]> {
  const problems = validateSetup(setup, variant)
  if (problems.length > 0) return err(problems)
  return ok(freeze({ board: [...setup.board], stores: { ...setup.stores }, turn: setup.turn, variant }))
}

const freeze = (position: Position): Position => {
  Object.freeze(position.board)
  Object.freeze(position.stores)
  return Object.freeze(position)
}

export const toSetup = (position: Position): Setup => ({
  board: [...position.board],
  stores: { ...position.stores },
  turn: position.turn,
})

export const rowSeeds = (board: readonly number[], side: Side): number => {
  const start = rowStart(side)
  let sum = 0
  for (let i = start; i < start + ROW_LENGTH; i++) sum += board[i]!
  return sum
}

export const boardSeeds = (board: readonly number[]): number => board.reduce((sum, count) => sum + count, 0)

/** How the game ended. The score includes, where the rules say so, the seeds each side gathers from its own row. */
export type EndReason = 'store-majority' | 'no-legal-move' | 'repetition' | 'move-limit' | 'no-capture-limit'
export interface Outcome {
  readonly reason: EndReason
  readonly winner: Side | 'draw'
  readonly score: Readonly<BySide<number>>
  /**
   * The result is known from what is drawn: the position holds all the variant's seeds (board +
   * stores), or a store already has more than half of them. False for a reduced exercise position
   * that ends otherwise: its captured seeds are not drawn, the score covers only the seeds shown,
   * and a display should say the game ends without naming a winner.
   */
  readonly complete: boolean
}

const isComplete = (position: Position): boolean => boardSeeds(position.board) + position.stores.south + position.stores.north === totalSeeds(position.variant)

const winnerOf = (score: BySide<number>): Side | 'draw' => (score.south > score.north ? 'south' : score.north > score.south ? 'north' : 'draw')

/** Ends the game with each side adding the seeds of its own row to its store. */
export function gatherRows(position: Position, reason: EndReason): Outcome {
  const score = {
    south: position.stores.south + rowSeeds(position.board, 'south'),
    north: position.stores.north + rowSeeds(position.board, 'north'),
  }
  return { reason, winner: winnerOf(score), score, complete: isComplete(position) }
}

/** What a move does to the board, before any end-of-game bookkeeping. */
interface Sowing {
  readonly board: number[]
  readonly afterSowing: readonly number[]
  readonly sown: HoleIndex[]
  readonly last: HoleIndex
  /** Holes that the capture rule would take, in the order taken (last hole first). */
  readonly chain: HoleIndex[]
  /** The chain would take every seed of the opponent's row. */
  readonly grandSlam: boolean
  /** Holes actually emptied into the mover's store. */
  readonly captured: HoleIndex[]
  readonly capturedSeeds: number
}

function sow(position: Position, origin: HoleIndex): Sowing {
  const opponent = opposite(position.turn)
  const sown = sowingPath(origin, position.board[origin]!)
  const board = sowAlong(position.board, origin, sown)
  const last = sown[sown.length - 1]!
  const afterSowing = Object.freeze([...board])
  // Backwards from the last hole, without leaving the opponent's row (no wrap-around).
  const chain = chainBack(board, last, opponent)
  const { taken: captured, grandSlam } = underGrandSlamRule(board, chain, opponent, position.variant.grandSlam)
  const capturedSeeds = takeSeeds(board, captured)
  return { board, afterSowing, sown, last, chain, grandSlam, captured, capturedSeeds }
}

const inRow = (index: HoleIndex, side: Side): boolean => ownerOf(index) === side

/** Why a hole cannot be played. */
export type IllegalReason = 'OPPONENT_HOLE' | 'EMPTY_HOLE' | 'MUST_FEED' | 'GAME_OVER'

/**
 * How moves are judged playable. The rules' own judgement is the default; a variation of the rules
 * (src/mistakes/: a child who sows another way, or forgets to feed) passes its own.
 */
export interface MoveJudgement {
  /** The board a move leaves, for the feeding rule (default: the rules' sowing and capture). */
  readonly boardAfter?: (position: Position, origin: HoleIndex) => readonly number[]
  /** Whether a move must feed an opponent whose row is empty (default: it must). */
  readonly feeding?: boolean
}

const RULES_JUDGEMENT: MoveJudgement = {}

function moveProblem(position: Position, origin: HoleIndex, judgement: MoveJudgement = RULES_JUDGEMENT): IllegalReason | null {
  if (!inRow(origin, position.turn)) return 'OPPONENT_HOLE'
  if (position.board[origin] === 0) return 'EMPTY_HOLE'
  if (position.stores.south >= winningStore(position.variant) || position.stores.north >= winningStore(position.variant)) return 'GAME_OVER'
  if (judgement.feeding === false) return null
  const opponent = opposite(position.turn)
  if (rowSeeds(position.board, opponent) > 0) return null
  const after = judgement.boardAfter ? judgement.boardAfter(position, origin) : sow(position, origin).board
  return rowSeeds(after, opponent) === 0 ? 'MUST_FEED' : null
}

/**
 * The holes the side to move may play, in sowing order. Empty when the game is over: a store has a
 * majority, or the side to move has no seed, or cannot feed an opponent whose row is empty.
 */
export function legalMoves(position: Position, judgement: MoveJudgement = RULES_JUDGEMENT): Hole[] {
  const moves: Hole[] = []
  const start = rowStart(position.turn)
  for (let i = start; i < start + ROW_LENGTH; i++) if (moveProblem(position, i, judgement) === null) moves.push(holeName(i))
  return moves
}

/** The end decided by the position alone (repetition and move limits need the game's history: see game.ts). */
export function positionOutcome(position: Position, judgement: MoveJudgement = RULES_JUDGEMENT): Outcome | null {
  const needed = winningStore(position.variant)
  if (position.stores.south >= needed || position.stores.north >= needed) return { reason: 'store-majority', winner: winnerOf(position.stores), score: { ...position.stores }, complete: true }
  if (legalMoves(position, judgement).length === 0) return gatherRows(position, 'no-legal-move')
  return null
}

/** Everything a move did, in the words a teacher uses. */
export interface MoveReport {
  readonly move: Hole
  readonly side: Side
  /** Seeds taken from the origin hole. */
  readonly seeds: number
  /** Holes sown, in order; a hole sown twice (23+ seeds) appears twice. */
  readonly sown: Hole[]
  readonly last: Hole
  /** Times the sowing went past the origin (which is skipped each time). */
  readonly laps: number
  /** Holes the capture rule reached, in the order taken, even if a grand slam cancelled them. */
  readonly chain: Hole[]
  /** Holes whose seeds went to the mover's store, in the order taken. */
  readonly capturedHoles: Hole[]
  readonly captured: number
  /** The chain would have taken every seed of the opponent's row. */
  readonly grandSlam: boolean
  /** A grand slam under the `no-capture` rule: the sowing stays, nothing is taken. */
  readonly grandSlamCancelled: boolean
  readonly before: Position
  /** The board once sown, before any capture (what the answer diagram shows, captured holes marked). */
  readonly afterSowing: readonly number[]
  readonly after: Position
  /** The game ended with this move (store majority, or the next side cannot move). */
  readonly outcome: Outcome | null
}

export interface PlayError {
  readonly code: 'ILLEGAL_MOVE' | 'GAME_OVER'
  readonly reason: IllegalReason
  readonly move: Hole
  readonly message: string
}

function explainIllegal(position: Position, origin: HoleIndex, reason: IllegalReason): string {
  const hole = holeName(origin)
  switch (reason) {
    case 'OPPONENT_HOLE':
      return `${hole} is in ${sideName(opposite(position.turn))}'s row; ${sideName(position.turn)} plays from ${position.turn === 'south' ? 'A–F' : 'G–L'}`
    case 'EMPTY_HOLE':
      return `${hole} is empty: choose a hole that holds seeds`
    case 'MUST_FEED':
      return `${sideName(opposite(position.turn))}'s row is empty and ${hole} does not give it a seed: ${sideName(position.turn)} must feed (legal: ${legalMoves(position).join(', ') || 'none'})`
    case 'GAME_OVER':
      return 'the game is over: no move can be played'
  }
}

/** Plays a move and says what happened. Value semantics: `position` is not changed. */
export function play(position: Position, move: Hole | HoleIndex): Result<MoveReport, PlayError> {
  const origin = typeof move === 'number' ? move : holeIndexOf(move)
  const problem = moveProblem(position, origin)
  // A legal move proves the game goes on (a store majority is a problem of every move): only a
  // refused move needs the whole list to say whether the game is over.
  if (problem !== null && positionOutcome(position) !== null) return err({ code: 'GAME_OVER', reason: 'GAME_OVER', move: holeName(origin), message: explainIllegal(position, origin, 'GAME_OVER') })
  if (problem !== null)
    return err({
      code: 'ILLEGAL_MOVE',
      reason: problem,
      move: holeName(origin),
      message: explainIllegal(position, origin, problem),
    })
  const sowing = sow(position, origin)
  const stores = { ...position.stores }
  stores[position.turn] += sowing.capturedSeeds
  const after = freeze({ board: sowing.board, stores, turn: opposite(position.turn), variant: position.variant })
  const seeds = position.board[origin]!
  return ok({
    move: holeName(origin),
    side: position.turn,
    seeds,
    sown: sowing.sown.map(holeName),
    last: holeName(sowing.last),
    laps: Math.floor((seeds - 1) / (HOLE_COUNT - 1)),
    chain: sowing.chain.map(holeName),
    capturedHoles: sowing.captured.map(holeName),
    captured: sowing.capturedSeeds,
    grandSlam: sowing.grandSlam,
    grandSlamCancelled: sowing.grandSlam && sowing.captured.length === 0,
    before: position,
    afterSowing: sowing.afterSowing,
    after,
    outcome: positionOutcome(after),
  })
}

const holeIndexOf = (hole: Hole): HoleIndex => hole.charCodeAt(0) - 65
