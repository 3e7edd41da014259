/**
 * Random positions that reach every rule often. A board of small random counts almost never empties
 * a row, lines up 2s and 3s where a sowing ends, or holds a won store, so the rules that matter most
 * in class (feeding, chains, grand slams, laps, the end of the game) would go untested. Each branch
 * below builds one of those situations on purpose; `distribution.test.ts` measures how often each
 * is drawn.
 */
import fc from 'fast-check'
import type { Position, Side, Variant } from '../../src/engine/index.js'
import { fromSetup, resolveVariant } from '../../src/engine/index.js'
import type { RefPosition } from './reference.js'
import { refWinningStore } from './reference.js'

/** Property runs: a fifth in a mutation run (every mutant runs the tests again), the full count otherwise. */
export const runs = (count: number): number => (process.env.AWALE_MUTATION_RUN ? Math.max(60, Math.round(count / 5)) : count)

export interface Drawn {
  /** Which branch made it (for the distribution test's report). */
  readonly kind: 'random' | 'empty-row' | 'run' | 'lap' | 'won-store' | 'store-edge' | 'starve'
  readonly position: Position
}

const variantArb = fc.record({
  grandSlam: fc.constantFrom('no-capture' as const, 'capture-all' as const),
  seedsPerHole: fc.constantFrom(4 as const, 3 as const),
})
const sideArb = fc.constantFrom<Side>('south', 'north')
const small = fc.oneof({ weight: 5, arbitrary: fc.integer({ min: 0, max: 4 }) }, { weight: 1, arbitrary: fc.integer({ min: 0, max: 25 }) })
const boardArb = (count: fc.Arbitrary<number> = small) => fc.array(count, { minLength: 12, maxLength: 12 })

const ownHoles = (side: Side) => (side === 'south' ? [0, 1, 2, 3, 4, 5] : [6, 7, 8, 9, 10, 11])
const theirHoles = (side: Side) => ownHoles(side === 'south' ? 'north' : 'south')
const total = (board: readonly number[]) => board.reduce((a, b) => a + b, 0)

/** Takes seeds from the fullest holes (never from `keep`) until the board holds at most `max`. */
function trim(board: number[], max: number, keep: readonly number[] = []): number[] {
  const out = [...board]
  while (total(out) > max) {
    let fullest = -1
    for (let h = 0; h < 12; h++) if (!keep.includes(h) && (fullest < 0 || out[h]! > out[fullest]!)) fullest = h
    if (fullest < 0 || out[fullest] === 0) break
    out[fullest]!--
  }
  return out
}

type Stores = 'reduced' | 'in-progress' | 'won' | 'edge'

/**
 * A playable position from a board: stores 0 (a reduced exercise position), or stores that make up
 * the variant's seeds, below a majority ('in-progress'), at or above it ('won'), or one short ('edge').
 */
function finish(boardIn: readonly number[], turn: Side, variant: Variant, stores: Stores, split: number, keep: readonly number[] = []): Position {
  const all = variant.seedsPerHole * 12
  const winning = refWinningStore(variant.seedsPerHole)
  let board = trim([...boardIn], stores === 'won' ? all - winning : stores === 'edge' ? all - winning + 1 : all, keep)
  if (total(board) === 0) board = [...board.slice(0, 11), 1]
  const rest = all - total(board)
  let south = 0
  let north = 0
  if (stores === 'in-progress') {
    south = Math.floor(rest * split)
    north = rest - south
    if (south >= winning || north >= winning) {
      south = winning - 1
      north = rest - south
    }
    if (north >= winning) {
      south = 0
      north = 0
    }
  } else if (stores === 'won' || stores === 'edge') {
    const big = stores === 'won' ? winning + Math.floor((rest - winning) * split) : winning - 1
    const bigSide = split < 0.5 ? 'south' : 'north'
    south = bigSide === 'south' ? big : rest - big
    north = rest - south
    if (stores === 'edge' && (north >= winning || south >= winning)) {
      south = 0
      north = 0
    }
  }
  const position = fromSetup({ board, stores: { south, north }, turn }, variant)
  if (!position.ok) throw new Error(`arbitrary made a bad position: ${JSON.stringify({ board, south, north })} ${JSON.stringify(position.error)}`)
  return position.value
}

const storesArb = fc.constantFrom<Stores>('reduced', 'in-progress')
const splitArb = fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true })

/** Small random counts, as the first property tests drew them. */
const randomArb = fc
  .record({ v: variantArb, board: boardArb(), turn: sideArb, stores: storesArb, split: splitArb })
  .map(({ v, board, turn, stores, split }): Drawn => ({ kind: 'random', position: finish(board, turn, resolveVariant(v), stores, split) }))

/** One row emptied: the opponent's (the mover must feed, if it can) or the mover's own (no move at all). */
const emptyRowArb = fc
  .record({ v: variantArb, board: boardArb(), turn: sideArb, whose: fc.constantFrom('theirs', 'theirs', 'own'), stores: storesArb, split: splitArb })
  .map(({ v, board, turn, whose, stores, split }): Drawn => {
    const emptied = whose === 'own' ? ownHoles(turn) : theirHoles(turn)
    const cleared = board.map((count, h) => (emptied.includes(h) ? 0 : count))
    return { kind: 'empty-row', position: finish(cleared, turn, resolveVariant(v), stores, split) }
  })

/**
 * A run of 1s and 2s in the opponent's row that the move's last seeds turn into 2s and 3s: a chain.
 * Sometimes the run fills every hole sown in that row and the rest is empty (a grand slam),
 * sometimes only the rest is empty, sometimes the rest is left as drawn (chains that stop).
 */
const runArb = fc
  .record({
    v: variantArb,
    board: boardArb(fc.integer({ min: 0, max: 4 })),
    turn: sideArb,
    origin: fc.integer({ min: 0, max: 5 }),
    reach: fc.integer({ min: 1, max: 6 }),
    length: fc.integer({ min: 1, max: 6 }),
    counts: fc.array(fc.constantFrom(1, 2), { minLength: 6, maxLength: 6 }),
    restOfRow: fc.constantFrom('slam', 'empty', 'random', 'random'),
    stores: storesArb,
    split: splitArb,
  })
  .map(({ v, board, turn, origin: o, reach, length, counts, restOfRow, stores, split }): Drawn => {
    const origin = ownHoles(turn)[o]!
    const planted = [...board]
    // Seeds enough to land in the opponent's row: 6 − o reach its first hole, 11 − o its last.
    const theirs = theirHoles(turn)
    const seeds = 6 - o + ((reach - 1) % 6)
    planted[origin] = seeds
    const last = (origin + seeds) % 12
    const run: number[] = []
    // 'slam': the run goes back to the first hole sown in the row, the rest is empty: a grand slam.
    const wanted = restOfRow === 'slam' ? 6 : length
    for (let h = last; run.length < wanted && theirs.includes(h); h--) run.push(h)
    run.forEach((h, i) => (planted[h] = counts[i]!))
    for (const h of theirs) if (!run.includes(h) && restOfRow !== 'random') planted[h] = 0
    return { kind: 'run', position: finish(planted, turn, resolveVariant(v), stores, split, [origin, ...run]) }
  })

/** A hole of 11 to 40 seeds: a lap (12+), sometimes two (23+); or exactly 11 (no origin skipped). */
const lapArb = fc
  .record({
    v: variantArb,
    board: boardArb(fc.integer({ min: 0, max: 2 })),
    turn: sideArb,
    origin: fc.integer({ min: 0, max: 5 }),
    seeds: fc.oneof(fc.constant(11), fc.integer({ min: 12, max: 22 }), fc.integer({ min: 23, max: 34 })),
    stores: storesArb,
    split: splitArb,
  })
  .map(({ v, board, turn, origin, seeds, stores, split }): Drawn => {
    const hole = ownHoles(turn)[origin]!
    const planted = [...board]
    planted[hole] = Math.min(seeds, v.seedsPerHole * 12)
    return { kind: 'lap', position: finish(planted, turn, resolveVariant(v), stores, split, [hole]) }
  })

/**
 * The mover's last seeds, all in its last holes, leave its row empty; the opponent's row holds too
 * few seeds to reach back: often the opponent cannot feed and the game ends (worked example 9).
 */
const starveArb = fc
  .record({
    v: variantArb,
    turn: sideArb,
    mine: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 2, maxLength: 2 }),
    theirs: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 6, maxLength: 6 }),
    stores: storesArb,
    split: splitArb,
  })
  .map(({ v, turn, mine, theirs, stores, split }): Drawn => {
    const board = Array<number>(12).fill(0)
    const own = ownHoles(turn)
    board[own[5]!] = Math.max(1, mine[0]!)
    board[own[4]!] = mine[1]! === 3 ? 2 : 0 // two seeds from the fifth hole also leave the row
    theirHoles(turn).forEach((h, i) => (board[h] = theirs[i]!))
    return { kind: 'starve', position: finish(board, turn, resolveVariant(v), stores, split) }
  })

/** A store at or above a majority (25 of 48, 19 of 36): the game is over whatever the board holds. */
const wonStoreArb = fc
  .record({ v: variantArb, board: boardArb(), turn: sideArb, split: splitArb })
  .map(({ v, board, turn, split }): Drawn => ({ kind: 'won-store', position: finish(board, turn, resolveVariant(v), 'won', split) }))

/** A store one seed short of a majority: the game goes on. */
const storeEdgeArb = fc
  .record({ v: variantArb, board: boardArb(), turn: sideArb, split: splitArb })
  .map(({ v, board, turn, split }): Drawn => ({ kind: 'store-edge', position: finish(board, turn, resolveVariant(v), 'edge', split) }))

export const drawnArb: fc.Arbitrary<Drawn> = fc.oneof(
  { weight: 3, arbitrary: randomArb },
  { weight: 2, arbitrary: emptyRowArb },
  { weight: 3, arbitrary: runArb },
  { weight: 2, arbitrary: lapArb },
  { weight: 1, arbitrary: wonStoreArb },
  { weight: 1, arbitrary: storeEdgeArb },
  { weight: 1, arbitrary: starveArb },
)

export const positionArb: fc.Arbitrary<Position> = drawnArb.map((drawn) => drawn.position)

/** The engine's position in the reference's own shape (plain numbers, no engine code). */
export const toRef = (p: Position): RefPosition => ({
  board: [...p.board],
  stores: { ...p.stores },
  turn: p.turn,
  seedsPerHole: p.variant.seedsPerHole,
  captureAll: p.variant.grandSlam === 'capture-all',
})
