/**
 * The positions of recorded games, for the exercise generator (`generate --from-games`): every
 * position before a move of a game's main line, South to move. A position where North was to move is
 * given with the rows swapped (so the pupil plays the bottom row, as in every generated exercise);
 * its source says so.
 */
import type { Hole, OgnRecord, Position, Side } from '../engine/index.js'
import { fromSetup, opposite, tagValue } from '../engine/index.js'
import type { LoadedGame } from './load.js'

export interface GameSource {
  /** The game's file, as named on the command line. */
  readonly file: string
  /** Who played, or the event, or the file's name: how a teacher names the game. */
  readonly label: string
  /** The move number written in the record (`12.`) of the move about to be played. */
  readonly number: number
  /** Who was to move in the game. */
  readonly side: Side
  /** What was played in the game from this position (in the game's letters). */
  readonly played: Hole
}

export interface GamePosition {
  /** South to move: the game's position, rows swapped when North was to move. */
  readonly position: Position
  readonly source: GameSource
}

/** How a teacher names a game: "Léa – Tom", else its event, else its file's name. */
export function gameLabel(record: OgnRecord, file: string): string {
  const known = (name: string) => {
    const value = tagValue(record, name)
    return value !== undefined && value !== '' && value !== '?' ? value : null
  }
  const south = known('South')
  const north = known('North')
  if (south && north) return `${south} – ${north}`
  return known('Event') ?? file.replace(/^.*[\\/]/, '').replace(/\.ogn$/i, '')
}

/** The same position seen from the other side: rows and stores swapped, the other side to move. */
export function swapRows(position: Position): Position {
  const swapped = fromSetup(
    {
      board: [...position.board.slice(6), ...position.board.slice(0, 6)],
      stores: { south: position.stores.north, north: position.stores.south },
      turn: opposite(position.turn),
    },
    position.variant,
  )
  if (!swapped.ok) throw new Error('swapRows: a valid position swapped must stay valid')
  return swapped.value
}

/** Every position of the games' main lines before a move, South to move (swapped when North was). */
export function gamePositions(games: readonly LoadedGame[]): GamePosition[] {
  const pool = new PositionPool()
  for (const game of games) pool.add(game)
  return [...pool.positions]
}

/**
 * The most positions a pool keeps: far more than a generator draws from (a few thousand attempts an
 * exercise), few enough that the pool of ten thousand recorded games stays a few hundred megabytes.
 */
export const MAX_POOL_POSITIONS = 200_000

/**
 * The positions of games added one by one (`generate --from-games` reads a folder game by game and
 * keeps only this): all of them, in the games' order, up to MAX_POOL_POSITIONS; past it, a uniform
 * sample of that many (reservoir sampling with a fixed draw: the same games give the same pool).
 */
export class PositionPool {
  private readonly kept: GamePosition[] = []
  private offered = 0
  private draw = 0x9e3779b9

  /** Positions met in the games added, kept or not. */
  get total(): number {
    return this.offered
  }

  get positions(): readonly GamePosition[] {
    return this.kept
  }

  /**
   * The positions of a game's main line before each move (each has a legal move: the one played),
   * South to move, swapped when North was. Each is made only if the pool keeps it: past the cap,
   * most are not, and swapping rows builds a position.
   */
  add({ file, game }: LoadedGame): void {
    const label = gameLabel(game.record, file)
    for (const ply of game.plies) {
      this.offered++
      let slot = this.kept.length
      if (slot >= MAX_POOL_POSITIONS) {
        // xorshift32: each position met so far has the same chance to be in the pool.
        this.draw ^= this.draw << 13
        this.draw ^= this.draw >>> 17
        this.draw ^= this.draw << 5
        slot = (this.draw >>> 0) % this.offered
        if (slot >= MAX_POOL_POSITIONS) continue
      }
      const before = ply.report.before
      this.kept[slot] = {
        position: before.turn === 'south' ? before : swapRows(before),
        source: { file, label, number: ply.number, side: before.turn, played: ply.report.move },
      }
    }
  }
}

/** Where a generated exercise's start came from: the source, and whether its rows are swapped from the game's. */
export interface Provenance {
  readonly source: GameSource
  readonly swapped: boolean
}

/**
 * Finds a start position among the games' positions, as it is or with its rows swapped (the
 * generator plays a third of its level-3 moves as North by swapping the rows). The first game and
 * move where it occurs.
 */
export function provenanceIndex(positions: readonly GamePosition[]): (start: Position) => Provenance | null {
  const index = new Map<string, Provenance>()
  for (const { position, source } of positions) {
    const swappedInPool = source.side === 'north'
    const asIs = positionKey(position, false)
    const other = positionKey(position, true)
    if (index.get(asIs) === undefined) index.set(asIs, { source, swapped: swappedInPool })
    if (index.get(other) === undefined) index.set(other, { source, swapped: !swappedInPool })
  }
  return (start) => index.get(positionKey(start, false)) ?? null
}

/**
 * A position as a key (its notation, as makePosition writes it), or the key of the same position with
 * rows, stores and turn swapped, without building that position: the index holds two keys for each
 * of up to 200,000 positions.
 */
function positionKey({ board, stores, turn }: Position, swapped: boolean): string {
  let key = ''
  for (let i = 0; i < 12; i++) key += `${board[swapped ? (i + 6) % 12 : i]}-`
  const [first, second] = swapped ? [stores.north, stores.south] : [stores.south, stores.north]
  return `${key}${first}-${second}-${(turn === 'south') !== swapped ? 'S' : 'N'}`
}
