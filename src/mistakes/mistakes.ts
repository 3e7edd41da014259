/**
 * The mistakes children make, each one definition: its stable id and how a move is played when the
 * child makes it. A mistake is a variation of the rules, like a variant: it sits above the engine
 * and is built from the engine's own parts (engine/sowing.ts: the sowing path, the chain, the
 * grand-slam rule), changing one of them — never a second copy of the rules. The words (names and
 * explanations, French and English) are in templates/strings/*.yaml under `mistakes.<id>`.
 *
 * The definitions are issue 22's, for a move of hole h with n seeds by side P.
 */
import type { Game, GrandSlamRule, Hole, HoleIndex, MoveJudgement, MoveReport, Outcome, Position, Side } from '../engine/index.js'
import {
  advanceGame,
  chainBack,
  holeName,
  holeIndex,
  holesPassedOver,
  inRowOf,
  legalMoves,
  nextHole,
  opposite,
  positionOutcome,
  rowHoles,
  rowStart,
  seedPath,
  sowAlong,
  sowingPath,
  startGame,
  takeSeeds,
  takesCount,
  underGrandSlamRule,
} from '../engine/index.js'
import { ROW_LENGTH } from '../engine/index.js'

/** The mistakes, in the order the key lists them: sowing first, then capturing, then feeding. */
export const MISTAKE_IDS = ['start-counted', 'start-not-skipped', 'into-store', 'own-row', 'passing-holes', 'last-only', 'chain-skips', 'before-adding', 'grand-slam-taken', 'not-feeding'] as const
export type MistakeId = (typeof MISTAKE_IDS)[number]

export const isMistakeId = (text: string): text is MistakeId => (MISTAKE_IDS as readonly string[]).includes(text)

/** One step of a sowing: a hole, or the mover's own store (a seed dropped there on the way). */
export type SowingStep = HoleIndex | 'store'

/** A move once sown, what a capture mistake judges. */
export interface Sown {
  readonly mover: Side
  readonly origin: HoleIndex
  /** The board before the move. */
  readonly before: readonly number[]
  /** The board once sown, before any capture. */
  readonly afterSowing: readonly number[]
  /** The holes sown, in order (a store step left out). */
  readonly path: readonly HoleIndex[]
  /** The hole of the last seed (a sowing whose last seed falls in the store captures nothing). */
  readonly last: HoleIndex
}

/** The holes a capture reaches, before the grand-slam rule, and the row they are in. */
export interface Reach {
  readonly holes: readonly HoleIndex[]
  readonly row: Side
}

/** What a mistake changes; a part it leaves out is played as the rules say. */
export interface Mistake {
  readonly id: MistakeId
  /** The part of the rules the child gets wrong (the key and the guide group mistakes by it). */
  readonly part: 'sowing' | 'capture' | 'feeding'
  /** Where the n seeds of hole `origin` fall. */
  readonly sow?: (origin: HoleIndex, seeds: number, mover: Side) => SowingStep[]
  /** The holes taken once sown (before the grand-slam rule, when they are in the opponent's row). */
  readonly capture?: (sown: Sown) => Reach
  /** The grand-slam rule the child applies instead of the game's. */
  readonly grandSlam?: GrandSlamRule
  /** False: the child forgets the feeding rule (every non-empty hole of the row is playable). */
  readonly feeding?: false
}

/** The rules' capture: the chain back from the last hole in the opponent's row. */
const ruleCapture = (sown: Sown): Reach => ({ holes: chainBack(sown.afterSowing, sown.last, opposite(sown.mover)), row: opposite(sown.mover) })

/** The last hole is in the opponent's row and holds 2 or 3 once sown. */
const lastTakes = (sown: Sown): boolean => inRowOf(sown.last, opposite(sown.mover)) && takesCount(sown.afterSowing[sown.last]!)

export const MISTAKES: Readonly<Record<MistakeId, Mistake>> = {
  // The first seed goes back into h: seeds fall in h, h+1, …, h+n−1, no hole skipped.
  'start-counted': { id: 'start-counted', part: 'sowing', sow: (origin, seeds) => seedPath(origin, seeds, null) },
  // On a lap h is not skipped: seeds fall in h+1, …, h+n over all twelve holes.
  'start-not-skipped': { id: 'start-not-skipped', part: 'sowing', sow: (origin, seeds) => seedPath(nextHole(origin), seeds, null) },
  // One seed into P's own store on passing from P's last hole to the opponent's first (F→G, L→A);
  // it is one of the n seeds, and it counts as taken.
  'into-store': { id: 'into-store', part: 'sowing', sow: (origin, seeds, mover) => intoStorePath(origin, seeds, mover) },
  // The last seed in P's own row on 2 or 3: taken, with the holes before it in that row on 2 or 3.
  'own-row': {
    id: 'own-row',
    part: 'capture',
    capture: (sown) => (inRowOf(sown.last, sown.mover) ? { holes: chainBack(sown.afterSowing, sown.last, sown.mover), row: sown.mover } : ruleCapture(sown)),
  },
  // Every opponent hole that received a seed and now holds 2 or 3, chain or not.
  'passing-holes': {
    id: 'passing-holes',
    part: 'capture',
    capture: (sown) => {
      const row = opposite(sown.mover)
      const holes = [...new Set(sown.path)].filter((hole) => inRowOf(hole, row) && takesCount(sown.afterSowing[hole]!))
      return { holes: holes.sort((a, b) => b - a), row }
    },
  },
  // Only the last hole, no chain.
  'last-only': { id: 'last-only', part: 'capture', capture: (sown) => ({ holes: lastTakes(sown) ? [sown.last] : [], row: opposite(sown.mover) }) },
  // The last hole qualifies: every hole on 2 or 3 back to the first of the opponent's row, the others passed over.
  'chain-skips': {
    id: 'chain-skips',
    part: 'capture',
    capture: (sown) => {
      const row = opposite(sown.mover)
      if (!lastTakes(sown)) return { holes: [], row }
      return {
        holes: rowHoles(row)
          .filter((hole) => hole <= sown.last && takesCount(sown.afterSowing[hole]!))
          .reverse(),
        row,
      }
    },
  },
  // The last hole and the chain judged by the seeds they held before the move; the seeds now there are taken.
  'before-adding': {
    id: 'before-adding',
    part: 'capture',
    capture: (sown) => ({ holes: chainBack(sown.before, sown.last, opposite(sown.mover)), row: opposite(sown.mover) }),
  },
  // A capture of every opponent seed is taken anyway.
  'grand-slam-taken': { id: 'grand-slam-taken', part: 'capture', grandSlam: 'capture-all' },
  // Every non-empty hole of P's row is called playable.
  'not-feeding': { id: 'not-feeding', part: 'feeding', feeding: false },
}

/** The sowing with a seed dropped into the mover's store each time it passes from its row to the other. */
function intoStorePath(origin: HoleIndex, seeds: number, mover: Side): SowingStep[] {
  const lastOwn = rowStart(mover) + ROW_LENGTH - 1
  const steps: SowingStep[] = []
  let hole = origin
  while (steps.length < seeds) {
    if (hole === lastOwn) steps.push('store')
    if (steps.length === seeds) break
    hole = nextHole(hole)
    if (hole !== origin) steps.push(hole) // the origin is still skipped on a lap
  }
  return steps
}

/** A move as the child plays it: the same facts as the engine's MoveReport, the last seed possibly in the store. */
export interface MistakenMove extends Omit<MoveReport, 'last' | 'captured' | 'after' | 'outcome'> {
  readonly mistake: MistakeId | null
  /** Seeds dropped into the mover's store while sowing (into-store); they count as taken. */
  readonly storeSeeds: number
  readonly last: Hole | 'store'
  /** Seeds taken: the holes captured, and the seeds dropped in the store. */
  readonly captured: number
  /**
   * The position the child believes the move leaves. Not built by `fromSetup`: a seed dropped in a
   * store of a reduced exercise position makes stores that do not add up, and it is still what the
   * child thinks.
   */
  readonly after: Position
}

/**
 * Plays hole `move` as a child making `mistake` would (null: as the rules say). Null when the hole
 * cannot be played at all: not the mover's, or empty (a sequence the mistake has led astray).
 */
export function playMistaken(position: Position, move: Hole | HoleIndex, mistake: Mistake | null): MistakenMove | null {
  const origin = typeof move === 'number' ? move : holeIndex(move)
  const mover = position.turn
  const seeds = position.board[origin]!
  if (!inRowOf(origin, mover) || seeds === 0) return null
  const steps = mistake?.sow ? mistake.sow(origin, seeds, mover) : sowingPath(origin, seeds)
  const path = steps.filter((step): step is HoleIndex => step !== 'store')
  const storeSeeds = steps.length - path.length
  const board = sowAlong(position.board, origin, path)
  const last = steps[steps.length - 1]!
  const afterSowing = Object.freeze([...board])
  // A last seed in the store ends the move: there is no last hole to capture from.
  const reach = last === 'store' ? { holes: [], row: opposite(mover) } : (mistake?.capture ?? ruleCapture)({ mover, origin, before: position.board, afterSowing, path, last })
  // The grand-slam rule is about the opponent's row; a child taking from its own row takes what it takes.
  const judged = reach.row === mover ? { taken: [...reach.holes], grandSlam: false } : underGrandSlamRule(board, reach.holes, reach.row, mistake?.grandSlam ?? position.variant.grandSlam)
  const taken = takeSeeds(board, judged.taken)
  const stores = { ...position.stores }
  stores[mover] += taken + storeSeeds
  const after: Position = Object.freeze({ board: Object.freeze(board), stores: Object.freeze(stores), turn: opposite(mover), variant: position.variant })
  return {
    mistake: mistake?.id ?? null,
    move: holeName(origin),
    side: mover,
    seeds,
    sown: path.map(holeName),
    storeSeeds,
    last: last === 'store' ? 'store' : holeName(last),
    laps: holesPassedOver(path),
    chain: reach.holes.map(holeName),
    capturedHoles: judged.taken.map(holeName),
    captured: taken + storeSeeds,
    grandSlam: judged.grandSlam,
    grandSlamCancelled: judged.grandSlam && judged.taken.length === 0,
    before: position,
    afterSowing,
    after,
  }
}

/** How a child making `mistake` judges which holes may be played: feeding by its own sowing, or not at all. */
export function judgementOf(mistake: Mistake | null): MoveJudgement {
  if (mistake === null) return {}
  if (mistake.feeding === false) return { feeding: false }
  // Asked only of a non-empty hole of the mover's row, which every mistake can play.
  return { boardAfter: (position, origin) => playMistaken(position, origin, mistake)!.after.board }
}

/** The holes a child making `mistake` calls playable. */
export const mistakenLegalMoves = (position: Position, mistake: Mistake | null): Hole[] => legalMoves(position, judgementOf(mistake))

/** How a child making `mistake` sees the end of the game in `position` (decided by the position alone). */
export const mistakenOutcome = (position: Position, mistake: Mistake | null): Outcome | null => positionOutcome(position, judgementOf(mistake))

/** A sequence of moves played with a mistake, and the game it leaves (the endless-game rules applied as the engine does). */
export interface MistakenLine {
  readonly moves: MistakenMove[]
  readonly game: Game
}

/**
 * Plays `moves` from `start` as a child making `mistake` would, every move with the same mistake.
 * The exercise names the moves, so they are played even where the child would think one not
 * allowed; null when one cannot be played at all (the mistake has emptied the hole to play).
 * The end of the game is as the child sees it (`mistakenOutcome`), the endless-game rules the engine's.
 */
export function playLineMistaken(start: Position, moves: readonly Hole[], mistake: Mistake | null, options: { end?: boolean } = {}): MistakenLine | null {
  const judgement = judgementOf(mistake)
  // `end: false`: the caller needs no end of the game (its places ask none), and is spared working it out.
  const ended = (position: Position) => (options.end === false ? null : positionOutcome(position, judgement))
  let game: Game = { ...startGame(start), outcome: ended(start) }
  const played: MistakenMove[] = []
  for (const move of moves) {
    const mistaken = playMistaken(game.position, move, mistake)
    if (mistaken === null) return null
    played.push(mistaken)
    game = advanceGame(game, mistaken.after, mistaken.captured, ended(mistaken.after))
  }
  return { moves: played, game }
}
