/**
 * The rules of docs/rules.md written a second time, plainly and on their own: this file imports
 * nothing from src/ (only the shapes below), so a fault in the engine cannot hide in the code that
 * checks it. Sowing is counted, not looped: hole h, at distance d from the origin (1–11, the origin
 * being skipped), receives one seed per full round of 11 plus one more if d is among the first
 * remaining seeds. Feeding is decided by sowing (and capturing) by hand here, never through `play`.
 */

export type RefSide = 'south' | 'north'

export interface RefPosition {
  readonly board: readonly number[]
  readonly stores: { readonly south: number; readonly north: number }
  readonly turn: RefSide
  readonly seedsPerHole: 3 | 4
  readonly captureAll: boolean
}

export interface RefMove {
  readonly board: number[]
  readonly afterSowing: number[]
  readonly stores: { south: number; north: number }
  readonly turn: RefSide
  readonly sown: number[]
  readonly last: number
  readonly laps: number
  /** Holes the capture rule reaches, last hole first. */
  readonly chain: number[]
  readonly grandSlam: boolean
  /** Holes emptied into the mover's store, last hole first. */
  readonly captured: number[]
  readonly capturedSeeds: number
}

export interface RefOutcome {
  readonly reason: 'store-majority' | 'no-legal-move'
  readonly score: { south: number; north: number }
  readonly winner: RefSide | 'draw'
  /** All the variant's seeds are drawn (board + stores), or a store already holds a majority. */
  readonly complete: boolean
}

const SOUTH_HOLES = [0, 1, 2, 3, 4, 5]
const NORTH_HOLES = [6, 7, 8, 9, 10, 11]

export const refHolesOf = (side: RefSide): number[] => (side === 'south' ? SOUTH_HOLES : NORTH_HOLES)
export const refOther = (side: RefSide): RefSide => (side === 'south' ? 'north' : 'south')
const sum = (board: readonly number[], holes: readonly number[]) => holes.reduce((total, h) => total + board[h]!, 0)

/** The smallest store holding more than half of all the seeds (25 of 48, 19 of 36). */
export function refWinningStore(seedsPerHole: 3 | 4): number {
  const all = seedsPerHole * 12
  let store = 0
  while (store * 2 <= all) store++
  return store
}

export const refGameWonByStore = (p: RefPosition): boolean => p.stores.south >= refWinningStore(p.seedsPerHole) || p.stores.north >= refWinningStore(p.seedsPerHole)

/** Plays `origin` without asking whether it is legal. */
export function refPlay(p: RefPosition, origin: number): RefMove {
  const seeds = p.board[origin]!
  const rounds = Math.floor(seeds / 11)
  const rest = seeds % 11
  const distance = (h: number) => (h - origin + 12) % 12
  const afterSowing = p.board.map((count, h) => (h === origin ? 0 : count + rounds + (distance(h) <= rest ? 1 : 0)))
  const sown = Array.from({ length: seeds }, (_, k) => (origin + (k % 11) + 1) % 12)
  const last = rest === 0 ? (origin + 11) % 12 : (origin + rest) % 12
  const laps = sown.filter((_, k) => k > 0 && k % 11 === 0).length
  const opponent = refOther(p.turn)
  const theirs = refHolesOf(opponent)
  const chain: number[] = []
  let h = last
  while (theirs.includes(h) && (afterSowing[h] === 2 || afterSowing[h] === 3)) {
    chain.push(h)
    h -= 1
  }
  const untouched = theirs.filter((hole) => !chain.includes(hole))
  const grandSlam = chain.length > 0 && untouched.every((hole) => afterSowing[hole] === 0)
  const captured = grandSlam && !p.captureAll ? [] : chain
  const board = afterSowing.map((count, hole) => (captured.includes(hole) ? 0 : count))
  const capturedSeeds = sum(afterSowing, captured)
  const stores = { ...p.stores }
  stores[p.turn] += capturedSeeds
  return { board, afterSowing, stores, turn: opponent, sown, last, laps, chain, grandSlam, captured, capturedSeeds }
}

const after = (p: RefPosition, move: RefMove): RefPosition => ({ ...p, board: move.board, stores: move.stores, turn: move.turn })

/** The holes the side to move may play, in sowing order. */
export function refLegal(p: RefPosition): number[] {
  if (refGameWonByStore(p)) return []
  const theirs = refHolesOf(refOther(p.turn))
  const mustFeed = sum(p.board, theirs) === 0
  return refHolesOf(p.turn).filter((h) => p.board[h]! > 0 && (!mustFeed || sum(refPlay(p, h).board, theirs) > 0))
}

/** Why a hole cannot be played, as the engine names it (GAME_OVER first, like `play`). */
export function refRefusal(p: RefPosition, origin: number): 'GAME_OVER' | 'OPPONENT_HOLE' | 'EMPTY_HOLE' | 'MUST_FEED' | null {
  if (refOutcome(p) !== null) return 'GAME_OVER'
  if (!refHolesOf(p.turn).includes(origin)) return 'OPPONENT_HOLE'
  if (p.board[origin] === 0) return 'EMPTY_HOLE'
  return refLegal(p).includes(origin) ? null : 'MUST_FEED'
}

const winner = (score: { south: number; north: number }): RefSide | 'draw' => (score.south === score.north ? 'draw' : score.south > score.north ? 'south' : 'north')

/** How the game stands by the position alone (no repetition, no move limits). */
export function refOutcome(p: RefPosition): RefOutcome | null {
  if (refGameWonByStore(p)) return { reason: 'store-majority', score: { ...p.stores }, winner: winner(p.stores), complete: true }
  if (refLegal(p).length > 0) return null
  const score = { south: p.stores.south + sum(p.board, SOUTH_HOLES), north: p.stores.north + sum(p.board, NORTH_HOLES) }
  return { reason: 'no-legal-move', score, winner: winner(score), complete: score.south + score.north === p.seedsPerHole * 12 }
}

/** Positions reached after exactly `depth` moves; a finished game is not expanded (rules.md, Perft). */
export function refPerft(p: RefPosition, depth: number): number {
  if (depth === 0) return 1
  return refLegal(p).reduce((total, h) => total + refPerft(after(p, refPlay(p, h)), depth - 1), 0)
}

export const refAfter = after
