/**
 * Positions for the mistakes' property tests: the engine's (test/engine/arbitraries.ts, which reach
 * every rule) and a few more built for the cases only a mistake tells apart — a run of 2s and 3s
 * *before* the move where the sowing ends (before-adding), a sowing that ends exactly on the way
 * into the opponent's row (into-store drops its last seed in the store), a last seed in the mover's
 * own row on 1 or 2 (own-row). distribution.test.ts measures how often each case is drawn.
 */
import fc from 'fast-check'
import type { Position, Side } from '../../src/engine/index.js'
import { fromSetup, resolveVariant } from '../../src/engine/index.js'
import type { Drawn } from '../engine/arbitraries.js'
import { drawnArb } from '../engine/arbitraries.js'
import type { Pos } from './reference.js'

export { runs } from '../engine/arbitraries.js'

const own = (side: Side) => (side === 'south' ? [0, 1, 2, 3, 4, 5] : [6, 7, 8, 9, 10, 11])
const theirs = (side: Side) => own(side === 'south' ? 'north' : 'south')

const reduced = (board: number[], turn: Side, grandSlam: 'no-capture' | 'capture-all'): Position => {
  const variant = resolveVariant({ grandSlam })
  const position = fromSetup({ board: board.some((n) => n > 0) ? board : [...board.slice(0, 11), 1], stores: { south: 0, north: 0 }, turn }, variant)
  if (!position.ok) throw new Error(`bad arbitrary position ${JSON.stringify(board)}`)
  return position.value
}

const base = {
  turn: fc.constantFrom<Side>('south', 'north'),
  grandSlam: fc.constantFrom('no-capture' as const, 'capture-all' as const),
  board: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 12, maxLength: 12 }),
  origin: fc.integer({ min: 0, max: 5 }),
}

/** A run of 2s and 3s (before the move) in the opponent's row, ending where the sowing ends. */
const beforeRunArb = fc
  .record({ ...base, reach: fc.integer({ min: 1, max: 6 }), counts: fc.array(fc.constantFrom(1, 2, 3), { minLength: 6, maxLength: 6 }) })
  .map(({ turn, grandSlam, board, origin: o, reach, counts }): MistakeDrawn => {
    const origin = own(turn)[o]!
    const planted = [...board]
    planted[origin] = 6 - o + (reach - 1)
    const last = (origin + planted[origin]!) % 12
    theirs(turn).forEach((h, i) => {
      if (h <= last) planted[h] = counts[i]!
    })
    return { kind: 'before-run', position: reduced(planted, turn, grandSlam) }
  })

/** Seeds that end exactly at the mover's last hole, or just past it: into-store's last seed in the store. */
const storeEdgeArb = fc.record({ ...base, past: fc.constantFrom(0, 1, 12) }).map(({ turn, grandSlam, board, origin: o, past }): MistakeDrawn => {
  const planted = [...board]
  planted[own(turn)[o]!] = 5 - o + past || 1
  return { kind: 'store-step', position: reduced(planted, turn, grandSlam) }
})

/** A short sowing that ends in the mover's own row on a hole of 1 or 2, the rest of the row sometimes empty. */
const ownRowArb = fc
  .record({ ...base, distance: fc.integer({ min: 1, max: 5 }), target: fc.constantFrom(1, 2), alone: fc.boolean() })
  .map(({ turn, grandSlam, board, origin: o, distance, target, alone }): MistakeDrawn => {
    const planted = [...board]
    const from = Math.min(o, 4)
    const steps = Math.min(distance, 5 - from)
    // Sometimes the rest of the row is empty: taking there would take every seed of the mover's own row.
    if (alone) for (const h of own(turn)) planted[h] = 0
    planted[own(turn)[from]!] = steps
    planted[own(turn)[from + steps]!] = target
    return { kind: 'own-row-end', position: reduced(planted, turn, grandSlam) }
  })

export interface MistakeDrawn {
  readonly kind: Drawn['kind'] | 'before-run' | 'store-step' | 'own-row-end'
  readonly position: Position
}

export const mistakeDrawnArb: fc.Arbitrary<MistakeDrawn> = fc.oneof(
  { weight: 6, arbitrary: drawnArb as fc.Arbitrary<MistakeDrawn> },
  { weight: 1, arbitrary: beforeRunArb },
  { weight: 1, arbitrary: storeEdgeArb },
  { weight: 1, arbitrary: ownRowArb },
)

export const mistakePositionArb: fc.Arbitrary<Position> = mistakeDrawnArb.map((drawn) => drawn.position)

/** The engine's position in the reference's plain shape. */
export const toPos = (p: Position): Pos => ({
  board: [...p.board],
  stores: { ...p.stores },
  turn: p.turn,
  seedsPerHole: p.variant.seedsPerHole,
  captureAll: p.variant.grandSlam === 'capture-all',
})
