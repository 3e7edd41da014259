/** The domain words of the game, as const tuples turned into unions (after chessops' types.ts). */

export const SIDES = ['south', 'north'] as const
export type Side = (typeof SIDES)[number]
export type BySide<T> = { south: T; north: T }

/** The 12 holes in sowing order: South's row A–F (left to right), then North's row G–L (right to left as seen by South). */
export const HOLES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L'] as const
export type Hole = (typeof HOLES)[number]

/** Hole index 0–11 in sowing order. */
export type HoleIndex = number

export const HOLE_COUNT = 12
export const ROW_LENGTH = 6

export const opposite = (side: Side): Side => (side === 'south' ? 'north' : 'south')

/** First hole index of a side's row: South owns 0–5 (A–F), North owns 6–11 (G–L). */
export const rowStart = (side: Side): HoleIndex => (side === 'south' ? 0 : ROW_LENGTH)

export const ownerOf = (index: HoleIndex): Side => (index < ROW_LENGTH ? 'south' : 'north')

export const holeName = (index: HoleIndex): Hole => HOLES[index]!

export const holeIndex = (hole: Hole): HoleIndex => HOLES.indexOf(hole)

export const isHole = (text: string): text is Hole => (HOLES as readonly string[]).includes(text)

export const GRAND_SLAM_RULES = ['no-capture', 'capture-all'] as const
/** What happens to a capture that would take every seed of the opponent's row. */
export type GrandSlamRule = (typeof GRAND_SLAM_RULES)[number]

export const ENDLESS_RULES = ['repetition', 'move-limit', 'no-capture-limit'] as const
/** How a game that could go on for ever is stopped (each side then takes the seeds of its own row). */
export type EndlessRule = (typeof ENDLESS_RULES)[number]

export const SEEDS_PER_HOLE_CHOICES = [4, 3] as const
export type SeedsPerHole = (typeof SEEDS_PER_HOLE_CHOICES)[number]

/** The rules in force. Every field has the Abapa default, see DEFAULT_VARIANT. */
export interface Variant {
  readonly grandSlam: GrandSlamRule
  readonly seedsPerHole: SeedsPerHole
  readonly endless: EndlessRule
  /** Plies after which a `move-limit` game stops (seed 000: 240). */
  readonly moveLimit: number
  /** Consecutive plies without capture after which a `no-capture-limit` game stops (seed 002: 100). */
  readonly noCaptureLimit: number
}

/** The largest `moveLimit` / `noCaptureLimit` accepted anywhere (files, command line, batch): far beyond any real game. */
export const MAX_PLY_LIMIT = 10_000

export const DEFAULT_VARIANT: Variant = Object.freeze({
  grandSlam: 'no-capture',
  seedsPerHole: 4,
  endless: 'repetition',
  moveLimit: 240,
  noCaptureLimit: 100,
})

export const totalSeeds = (variant: Variant): number => variant.seedsPerHole * HOLE_COUNT

/** A store holding this many seeds has more than half of them: the game is won (25 of 48, 19 of 36). */
export const winningStore = (variant: Variant): number => Math.floor(totalSeeds(variant) / 2) + 1

export const resolveVariant = (partial: Partial<Variant> | undefined): Variant => (partial ? Object.freeze({ ...DEFAULT_VARIANT, ...partial }) : DEFAULT_VARIANT)
