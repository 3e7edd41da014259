/**
 * The view model: plain data that says what a diagram shows (counts, marks, path, who moves).
 * It holds no engine types, so the drawing code cannot do rules logic; `adapt.ts` builds views from
 * the engine's results.
 */

export const VIEW_HOLES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L'] as const
export type ViewHole = (typeof VIEW_HOLES)[number]
export type ViewSide = 'south' | 'north'

export type ViewKind = 'position' | 'answer' | 'legal' | 'blank'

/** One hole as drawn. Holes are listed A–L in sowing order. */
export interface HoleView {
  readonly hole: ViewHole
  /** Seeds drawn in the hole; null leaves it empty with a box where the pupil writes the count. */
  readonly count: number | null
  /** The hole the move was played from (answer diagrams). */
  readonly origin: boolean
  /** 1-based positions of this hole in the sowing order: [3], or [3, 14] when sown twice. */
  readonly sownOrder: readonly number[]
  /** The hole that received the last seed. */
  readonly last: boolean
  /** Its seeds went to the mover's store. The count shown is what the hole held before they were taken. */
  readonly captured: boolean
  /** The capture rule reached it, but a grand slam cancelled the capture: the seeds stay. */
  readonly captureCancelled: boolean
  /** The side to move may play it (legal-move diagrams). */
  readonly playable: boolean
}

/** How a game ended, as the caption states it. The score includes rows gathered where the rules say so. */
export interface OutcomeFacts {
  readonly reason: 'store-majority' | 'no-legal-move' | 'repetition' | 'move-limit' | 'no-capture-limit'
  /** Null for a reduced position whose result the drawn seeds cannot decide (Outcome.complete): no winner is named. */
  readonly winner: ViewSide | 'draw' | null
  readonly score: { readonly south: number; readonly north: number }
  /** The side whose turn it was when the game ended (the one that cannot move, for `no-legal-move`). */
  readonly next: ViewSide
  /**
   * That side still has seeds in its row: for `no-legal-move` it cannot feed the other side (whose
   * row is empty), rather than having nothing to play.
   */
  readonly nextHasSeeds: boolean
}

/** What the caption says about the move shown (answer diagrams). */
export interface MoveFacts {
  readonly hole: ViewHole
  readonly side: ViewSide
  readonly seeds: number
  readonly last: ViewHole
  readonly captured: number
  /** The capture would have emptied the opponent's row. */
  readonly grandSlam: boolean
  /** ... and the rules in force cancelled it. */
  readonly grandSlamCancelled: boolean
}

export interface BoardView {
  readonly kind: ViewKind
  /** 12 holes, A–L. */
  readonly holes: readonly HoleView[]
  /** Store counts; null leaves a box to write in. */
  readonly stores: { readonly south: number | null; readonly north: number | null }
  /** Seeds a store gained in the move shown ("+7" beside it). */
  readonly storeGains: { readonly south: number; readonly north: number }
  /** The side whose turn it is, marked on the board; null on answer diagrams (the caption names the mover). */
  readonly toMove: ViewSide | null
  /** The sowing path, as hole indexes 0–11: from the origin round to the last hole, `laps` times past the origin. */
  readonly path: { readonly from: number; readonly to: number; readonly laps: number } | null
  readonly move: MoveFacts | null
  /** The page says it in words: no instruction under a blank board, no move caption under an answer (ViewOptions.quiet). */
  readonly quiet?: boolean
  /** The game is over in the position shown (after the move, on an answer); null while it goes on. */
  readonly outcome: OutcomeFacts | null
  /**
   * The side whose row is drawn at the bottom, its holes reading left to right in sowing order (South:
   * A…F; North: G…L, the board turned half round). The other row is on top, read right to left.
   */
  readonly bottom: ViewSide
}

/** What every adapter accepts besides the engine's result. */
export interface ViewOptions {
  /** The side drawn at the bottom; by default the side to move (the side that moved, on an answer; South on a blank board). */
  readonly bottom?: ViewSide
  /**
   * The page around the picture says whose turn it is and what to write (a worksheet, where the
   * pupil's row is always at the bottom), or what the move did (the poster's rule): the picture
   * leaves out "C'est à Sud de jouer", the blank board's instruction and the move's caption. Default false.
   */
  readonly quiet?: boolean
}

/** A hole with no marks: the starting point of every adapter. */
export const plainHole = (hole: ViewHole, count: number | null): HoleView => ({
  hole,
  count,
  origin: false,
  sownOrder: [],
  last: false,
  captured: false,
  captureCancelled: false,
  playable: false,
})
