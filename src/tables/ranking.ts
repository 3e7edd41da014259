/**
 * Positions of one table layer as consecutive numbers: the combinatorial number system.
 *
 * A board of 12 holes holding k seeds in all is k stars and 11 bars in a row (stars and bars): the
 * 11 bars sit at 11 of the k + 11 places, bar j at (seeds in holes 0…j) + j. The set of bar places
 * ranked in colexicographic order, rank = Σ C(bar_j, j + 1), numbers the layer's
 * C(k + 11, 11) boards from 0 without gaps. Ranking a board costs 11 additions, with no table of
 * positions to look anything up in.
 */

/** The largest seed count the ranking supports (C(k + 11, 11) then still fits in 32 bits). */
export const MAX_RANKED_SEEDS = 24

const ROW = 12
/** C(n, r) for n ≤ MAX_RANKED_SEEDS + 11, r ≤ 11, at index n × 12 + r. */
export const BINOMIAL = (() => {
  const table = new Float64Array((MAX_RANKED_SEEDS + 12) * ROW)
  for (let n = 0; n < MAX_RANKED_SEEDS + 12; n++) {
    table[n * ROW] = 1
    for (let r = 1; r <= Math.min(n, 11); r++) table[n * ROW + r] = table[(n - 1) * ROW + r - 1]! + (r <= n - 1 ? table[(n - 1) * ROW + r]! : 0)
  }
  return Uint32Array.from(table)
})()

/** Number of boards with `seeds` seeds in 12 holes: C(seeds + 11, 11). */
export function layerSize(seeds: number): number {
  if (!Number.isInteger(seeds) || seeds < 0 || seeds > MAX_RANKED_SEEDS) throw new RangeError(`layerSize: seeds must be 0–${MAX_RANKED_SEEDS}, not ${seeds}`)
  return BINOMIAL[(seeds + 11) * ROW + 11]!
}

/** Boards with at most `seeds` seeds: C(seeds + 12, 12). */
export const boardsUpTo = (seeds: number): number => {
  let total = 0
  for (let k = 0; k <= seeds; k++) total += layerSize(k)
  return total
}

/** The rank of a board (12 hole counts, any seed total) within its layer. */
export function rankBoard(board: ArrayLike<number>): number {
  let rank = 0
  let sum = 0
  for (let j = 0; j < 11; j++) {
    sum += board[j]!
    rank += BINOMIAL[(sum + j) * ROW + j + 1]!
  }
  return rank
}

/**
 * The rank of a board read from a fast-path state at `offset`, turned so the hole `first` comes
 * first (first = 6: North's row first, which is how a position with North to move is stored).
 */
export function rankTurned(state: Uint8Array, offset: number, first: number): number {
  let rank = 0
  let sum = 0
  for (let j = 0; j < 11; j++) {
    const hole = first + j
    sum += state[offset + (hole >= 12 ? hole - 12 : hole)]!
    rank += BINOMIAL[(sum + j) * ROW + j + 1]!
  }
  return rank
}

/**
 * rankTurned(state, offset, 6) written out: the rank of the board North's row first, which is the
 * position after a move of South seen from North, the side then to move (the hot path of a build).
 */
export function rankNorthFirst(s: Uint8Array, o: number): number {
  const B = BINOMIAL
  let sum = s[o + 6]!
  let rank = B[sum * 12 + 1]!
  sum += s[o + 7]!
  rank += B[(sum + 1) * 12 + 2]!
  sum += s[o + 8]!
  rank += B[(sum + 2) * 12 + 3]!
  sum += s[o + 9]!
  rank += B[(sum + 3) * 12 + 4]!
  sum += s[o + 10]!
  rank += B[(sum + 4) * 12 + 5]!
  sum += s[o + 11]!
  rank += B[(sum + 5) * 12 + 6]!
  sum += s[o]!
  rank += B[(sum + 6) * 12 + 7]!
  sum += s[o + 1]!
  rank += B[(sum + 7) * 12 + 8]!
  sum += s[o + 2]!
  rank += B[(sum + 8) * 12 + 9]!
  sum += s[o + 3]!
  rank += B[(sum + 9) * 12 + 10]!
  sum += s[o + 4]!
  rank += B[(sum + 10) * 12 + 11]!
  return rank
}

/** The board of rank `rank` in layer `seeds` (inverse of rankBoard). */
export function unrankBoard(seeds: number, rank: number, into: number[] | Uint8Array = new Array<number>(12)): number[] | Uint8Array {
  if (!Number.isInteger(rank) || rank < 0 || rank >= layerSize(seeds)) throw new RangeError(`unrankBoard: rank ${rank} is outside layer ${seeds}`)
  const bars = new Array<number>(11)
  let rest = rank
  let place = seeds + 10
  for (let j = 10; j >= 0; j--) {
    // The largest place whose C(place, j + 1) still fits in what is left of the rank.
    while (BINOMIAL[place * ROW + j + 1]! > rest) place--
    bars[j] = place
    rest -= BINOMIAL[place * ROW + j + 1]!
    place--
  }
  fillFromBars(seeds, bars, into)
  return into
}

function fillFromBars(seeds: number, bars: ArrayLike<number>, into: number[] | Uint8Array, offset = 0): void {
  into[offset] = bars[0]!
  for (let j = 1; j < 11; j++) into[offset + j] = bars[j]! - bars[j - 1]! - 1
  into[offset + 11] = seeds + 10 - bars[10]!
}

/**
 * Walks a layer's boards in rank order without ranking each one: `next()` writes the following
 * board into `state` at `offset` (12 holes) and returns its rank, or -1 after the last.
 */
export class LayerWalk {
  private readonly bars = new Int32Array(12)
  private rank = -1
  readonly size: number

  constructor(
    readonly seeds: number,
    start = 0,
  ) {
    this.size = layerSize(seeds)
    if (start > 0 && start < this.size) {
      const board = unrankBoard(seeds, start) as number[]
      let sum = 0
      for (let j = 0; j < 11; j++) {
        sum += board[j]!
        this.bars[j] = sum + j
      }
      this.rank = start - 1
      this.pending = true
    }
    this.bars[11] = seeds + 11 // a sentinel place past the last bar
  }

  private pending = false

  next(state: Uint8Array, offset: number): number {
    if (this.rank + 1 >= this.size) return -1
    const bars = this.bars
    if (this.rank === -1 && !this.pending) {
      for (let j = 0; j < 11; j++) bars[j] = j
    } else if (this.pending) {
      this.pending = false
    } else {
      // Colexicographic successor: the lowest bar that can move up one place does; those below it go back to the bottom.
      let j = 0
      while (bars[j]! + 1 === bars[j + 1]!) j++
      bars[j]!++
      for (let i = 0; i < j; i++) bars[i] = i
    }
    this.rank++
    fillFromBars(this.seeds, bars, state, offset)
    return this.rank
  }
}
