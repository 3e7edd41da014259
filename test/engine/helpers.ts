import type { Position, Side, Variant } from '../../src/engine/index.js'
import { DEFAULT_VARIANT, fromSetup } from '../../src/engine/index.js'

/** A position written as in rules.md's table: "- - - - - 3 | 1 2 1 1 - 1" (A…F | G…L, `-` = 0). */
export function board(text: string, options: { stores?: [number, number]; turn?: Side; variant?: Variant } = {}): Position {
  const counts = text
    .replace('|', ' ')
    .trim()
    .split(/\s+/)
    .map((cell) => (cell === '-' ? 0 : Number(cell)))
  const [south, north] = options.stores ?? [0, 0]
  const position = fromSetup({ board: counts, stores: { south, north }, turn: options.turn ?? 'south' }, options.variant ?? DEFAULT_VARIANT)
  if (!position.ok) throw new Error(`bad test position ${text}: ${position.error.map((p) => p.message).join('; ')}`)
  return position.value
}

export const row = (position: Position): string => position.board.map((count, index) => (count === 0 ? '-' : String(count)) + (index === 5 ? ' |' : '')).join(' ')
