/**
 * The ten mistakes of issue 22 written a second time, from the words alone, on plain arrays.
 * This file imports nothing (neither src/ nor the engine's own reference): a fault in the mistakes
 * module or in the engine parts it is built from cannot hide in the code that checks it.
 *
 * It is written another way on purpose. The sowing walks a ring of thirteen places — the twelve
 * holes and, after the mover's last hole, the mover's store — and a definition says which places a
 * seed may fall in: the rules and most mistakes leave the store out; `into-store` keeps it. Each
 * capture is a filter over the opponent's row, as the issue words it.
 */

export type Side = 'south' | 'north'

export interface Pos {
  readonly board: readonly number[]
  readonly stores: { readonly south: number; readonly north: number }
  readonly turn: Side
  readonly seedsPerHole: 3 | 4
  readonly captureAll: boolean
}

export interface Played {
  /** Where each seed fell, in order: a hole 0–11, or 'store'. */
  readonly falls: (number | 'store')[]
  readonly last: number | 'store'
  readonly afterSowing: number[]
  readonly taken: number[]
  /** Seeds to the mover's store: the holes taken and any seed dropped there while sowing. */
  readonly seedsTaken: number
  readonly board: number[]
  readonly stores: { south: number; north: number }
}

export const MISTAKES = ['start-counted', 'start-not-skipped', 'into-store', 'own-row', 'passing-holes', 'last-only', 'chain-skips', 'before-adding', 'grand-slam-taken', 'not-feeding'] as const
export type MistakeName = (typeof MISTAKES)[number]

export const holesOf = (side: Side): number[] => (side === 'south' ? [0, 1, 2, 3, 4, 5] : [6, 7, 8, 9, 10, 11])
export const other = (side: Side): Side => (side === 'south' ? 'north' : 'south')
const total = (board: readonly number[], holes: readonly number[]): number => holes.reduce((sum, h) => sum + board[h]!, 0)
const twoOrThree = (n: number): boolean => n >= 2 && n <= 3

/** The thirteen places in sowing order seen by `mover`: its store sits between its last hole and the opponent's first. */
function ring(mover: Side): (number | 'store')[] {
  return mover === 'south' ? [0, 1, 2, 3, 4, 5, 'store', 6, 7, 8, 9, 10, 11] : [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 'store']
}

/** Where the seeds of `origin` fall for a mistake (null: the rules). */
function falls(p: Pos, origin: number, mistake: MistakeName | null): (number | 'store')[] {
  const n = p.board[origin]!
  const places = ring(p.turn)
  const start = places.indexOf(origin)
  const out: (number | 'store')[] = []
  if (mistake === 'start-counted') {
    // h, h+1, …, h+n−1: the first seed back in h, no hole ever skipped, no store.
    for (let k = 0; out.length < n; k++) {
      const place = places[(start + k) % 13]!
      if (place !== 'store') out.push(place)
    }
    return out
  }
  const storeOpen = mistake === 'into-store'
  const skipOrigin = mistake !== 'start-not-skipped'
  for (let k = 1; out.length < n; k++) {
    const place = places[(start + k) % 13]!
    if (place === 'store' && !storeOpen) continue
    if (place === origin && skipOrigin) continue
    out.push(place)
  }
  return out
}

/** The holes the mover takes once sown, before the grand-slam rule (which `own-row` captures escape). */
function takes(p: Pos, mistake: MistakeName | null, last: number | 'store', before: readonly number[], sown: readonly number[], received: ReadonlySet<number>): { holes: number[]; own: boolean } {
  const theirs = holesOf(other(p.turn))
  if (last === 'store') return { holes: [], own: false }
  if (mistake === 'own-row' && holesOf(p.turn).includes(last)) {
    const mine = holesOf(p.turn)
    const holes: number[] = []
    for (let h = last; mine.includes(h) && twoOrThree(sown[h]!); h--) holes.push(h)
    return { holes, own: true }
  }
  if (mistake === 'passing-holes') return { holes: theirs.filter((h) => received.has(h) && twoOrThree(sown[h]!)), own: false }
  const lastQualifies = theirs.includes(last) && twoOrThree(sown[last]!)
  if (mistake === 'last-only') return { holes: lastQualifies ? [last] : [], own: false }
  if (mistake === 'chain-skips') return { holes: lastQualifies ? theirs.filter((h) => h <= last && twoOrThree(sown[h]!)) : [], own: false }
  // The chain: backwards from the last hole, inside the opponent's row, each of 2 or 3 — judged on
  // the board before the move for `before-adding`, once sown otherwise.
  const judged = mistake === 'before-adding' ? before : sown
  const holes: number[] = []
  for (let h = last; theirs.includes(h) && twoOrThree(judged[h]!); h--) holes.push(h)
  return { holes, own: false }
}

/** Plays a non-empty hole of the mover's row as a child making `mistake` (null: the rules). */
export function refPlayMistaken(p: Pos, origin: number, mistake: MistakeName | null): Played {
  const path = falls(p, origin, mistake)
  const afterSowing = [...p.board]
  afterSowing[origin] = 0
  let dropped = 0
  for (const place of path) {
    if (place === 'store') dropped++
    else afterSowing[place]!++
  }
  const last = path[path.length - 1]!
  const received = new Set(path.filter((place): place is number => place !== 'store'))
  const { holes, own } = takes(p, mistake, last, p.board, afterSowing, received)
  const theirs = holesOf(other(p.turn))
  const wholeRow = holes.length > 0 && total(afterSowing, holes) === total(afterSowing, theirs)
  const cancelled = !own && wholeRow && !p.captureAll && mistake !== 'grand-slam-taken'
  const taken = cancelled ? [] : holes
  const board = afterSowing.map((count, h) => (taken.includes(h) ? 0 : count))
  const seedsTaken = total(afterSowing, taken) + dropped
  const stores = { ...p.stores }
  stores[p.turn] += seedsTaken
  return { falls: path, last, afterSowing, taken, seedsTaken, board, stores }
}

export const refWinning = (seedsPerHole: 3 | 4): number => (seedsPerHole * 12) / 2 + 1

/** The holes a child making `mistake` calls playable: feeding judged by its own sowing, or forgotten. */
export function refMistakenLegal(p: Pos, mistake: MistakeName | null): number[] {
  if (Math.max(p.stores.south, p.stores.north) >= refWinning(p.seedsPerHole)) return []
  const theirs = holesOf(other(p.turn))
  const starving = total(p.board, theirs) === 0
  return holesOf(p.turn).filter((h) => {
    if (p.board[h] === 0) return false
    if (!starving || mistake === 'not-feeding') return true
    return total(refPlayMistaken(p, h, mistake).board, theirs) > 0
  })
}

/** The end of the game as the child sees it, by the position alone. */
export function refMistakenEnd(p: Pos, mistake: MistakeName | null): { reason: string; score: { south: number; north: number } } | null {
  if (Math.max(p.stores.south, p.stores.north) >= refWinning(p.seedsPerHole)) return { reason: 'store-majority', score: { ...p.stores } }
  if (refMistakenLegal(p, mistake).length > 0) return null
  return { reason: 'no-legal-move', score: { south: p.stores.south + total(p.board, holesOf('south')), north: p.stores.north + total(p.board, holesOf('north')) } }
}
