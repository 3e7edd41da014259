/**
 * Position and move notation. A position is the board notation of the Aalina engine and its UCI
 * protocol: the 12 holes in sowing order A…L, South's store, North's store, side to move (S or N),
 * dash-separated: `4-4-4-4-4-4-4-4-4-4-4-4-0-0-S`. Parsing gives a Setup (syntax only); whether the
 * seeds make sense is `fromSetup`'s job.
 */
import type { Result } from './result.js'
import { err, ok } from './result.js'
import type { Setup } from './setup.js'
import type { Hole, HoleIndex } from './types.js'
import { HOLES } from './types.js'

export const NOTATION_ERROR_CODES = ['BAD_FIELD_COUNT', 'BAD_COUNT', 'BAD_SIDE', 'BAD_MOVE'] as const
export type NotationErrorCode = (typeof NOTATION_ERROR_CODES)[number]

export interface NotationError {
  readonly code: NotationErrorCode
  /** 1-based field number (positions), absent for moves. */
  readonly field?: number
  /** What the field is: `hole C`, `South's store`, `side to move`. */
  readonly fieldName?: string
  /** 1-based column of the offending text in the input. */
  readonly column: number
  readonly message: string
}

const FIELD_NAMES = [...HOLES.map((h) => `hole ${h}`), "South's store", "North's store", 'side to move']
const EXPECTED_SHAPE = '12 hole counts A–L, South\'s store, North\'s store and the side to move (S or N), separated by "-", e.g. 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S'

/** Parses a position; reports every bad field at once. */
export function parsePosition(text: string): Result<Setup, NotationError[]> {
  const trimmed = text.trim()
  const offset = text.indexOf(trimmed) // columns refer to the text as given
  const fields = trimmed.split('-')
  if (fields.length !== 15)
    return err([
      {
        code: 'BAD_FIELD_COUNT',
        column: 1,
        message: `a position has 15 fields, found ${fields.length}: expected ${EXPECTED_SHAPE}`,
      },
    ])
  const errors: NotationError[] = []
  const numbers: number[] = []
  let column = offset + 1
  fields.forEach((field, index) => {
    const fieldName = FIELD_NAMES[index]!
    if (index < 14) {
      if (/^\d{4,}$/.test(field))
        errors.push({
          code: 'BAD_COUNT',
          field: index + 1,
          fieldName,
          column,
          message: `field ${index + 1} (${fieldName}) holds ${field.length > 12 ? `${field.slice(0, 12)}… (${field.length} digits)` : field} seeds: far more than a game holds (48 at most)`,
        })
      else if (!/^\d{1,3}$/.test(field))
        errors.push({
          code: 'BAD_COUNT',
          field: index + 1,
          fieldName,
          column,
          message: `field ${index + 1} (${fieldName}) must be a whole number of seeds (0 or more), found ${field === '' ? 'nothing' : JSON.stringify(field)}`,
        })
      numbers.push(Number(field))
    } else if (field !== 'S' && field !== 'N' && field !== 's' && field !== 'n') {
      errors.push({
        code: 'BAD_SIDE',
        field: 15,
        fieldName,
        column,
        message: `field 15 (side to move) must be S (South) or N (North), found ${field === '' ? 'nothing' : JSON.stringify(field)}`,
      })
    }
    column += field.length + 1
  })
  if (errors.length > 0) return err(errors)
  return ok({
    board: numbers.slice(0, 12),
    stores: { south: numbers[12]!, north: numbers[13]! },
    turn: fields[14]!.toUpperCase() === 'S' ? 'south' : 'north',
  })
}

/** Writes a position (a Setup or a Position); `parsePosition(makePosition(p))` gives p back. */
export function makePosition(position: Pick<Setup, 'board' | 'stores' | 'turn'>): string {
  return [...position.board, position.stores.south, position.stores.north, position.turn === 'south' ? 'S' : 'N'].join('-')
}

/**
 * North's holes in the a–f labelling of seed 002 (a = G … f = L), which OGN records and the Aualé
 * engine dialect write too: the one list of these letters.
 */
export const NORTH_LOWERCASE = ['a', 'b', 'c', 'd', 'e', 'f'] as const

/** Parses a move: A–L (kit letters), or a–f for North's holes G–L (seed 002's labelling). */
export function parseMove(text: string): Result<Hole, NotationError> {
  const trimmed = text.trim()
  if ((HOLES as readonly string[]).includes(trimmed)) return ok(trimmed as Hole)
  const lower = (NORTH_LOWERCASE as readonly string[]).indexOf(trimmed)
  if (lower >= 0) return ok(HOLES[6 + lower]!)
  const hint = /^[g-l]$/.test(trimmed) ? ` (write ${trimmed.toUpperCase()}: lowercase a–f name North's holes G–L)` : ''
  return err({
    code: 'BAD_MOVE',
    column: 1,
    message: `${JSON.stringify(text)} is not a hole: use a letter A–L (A–F South, G–L North), or a–f for G–L${hint}`,
  })
}

export const makeMove = (move: Hole | HoleIndex): Hole => (typeof move === 'number' ? HOLES[move]! : move)

/** The a–f name of a hole (A–F stay, G–L become a–f), for seed 002's labelling. */
export const alternativeHoleLabel = (index: HoleIndex): string => (index < 6 ? HOLES[index]! : NORTH_LOWERCASE[index - 6]!)
