/**
 * The players' names for a tournament: a UTF-8 text file, one name a line (blank lines skipped), or
 * "Joueur 1…N" when there is none. Every problem of a file is reported at once, with its line.
 */
import { readInputText } from '../input/read.js'
import { findUnprintable, terminalSafe, unprintableMessage } from '../input/printable.js'
import type { Result } from '../engine/index.js'
import { err, ok } from '../engine/index.js'
import { MAX_PLAYERS, MIN_PLAYERS } from './pairings.js'

export interface NamesProblem {
  readonly file: string
  readonly line: number
  readonly code: 'NAMES_UNREADABLE' | 'NAMES_NOT_UTF8' | 'NAMES_TOO_LARGE' | 'NAMES_COUNT' | 'NAME_TOO_LONG' | 'NAME_TWICE' | 'NAME_CONTROL' | 'NAME_UNPRINTABLE'
  readonly message: string
}

export const formatNamesProblem = (p: NamesProblem): string => `${p.file}:${p.line}:1 ${p.code} ${p.message}`

/** A name is printed in the tables at 12 pt: longer ones would not fit their column. */
export const MAX_NAME_LENGTH = 32
/** Forty names fit in far less; a bigger file is not a list of names. */
const MAX_FILE_BYTES = 64 * 1024

/** The names in a file's text, in their order: trimmed, blank lines skipped, each name once. */
export function parseNames(text: string, file: string): Result<string[], NamesProblem[]> {
  const problems: NamesProblem[] = []
  const names: string[] = []
  const lineOf = new Map<string, number>()
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)
  lines.forEach((raw, index) => {
    const line = index + 1
    const name = raw.trim().replace(/\s+/g, ' ')
    if (name === '') return
    if (/[\p{Cc}\p{Cf}]/u.test(name)) problems.push({ file, line, code: 'NAME_CONTROL', message: 'a name holds a control character: write names as plain text' })
    else if (findUnprintable(name))
      // A name in a script the kit's font lacks would print as empty boxes on every table.
      problems.push({ file, line, code: 'NAME_UNPRINTABLE', message: `"${terminalSafe(name)}": ${unprintableMessage(findUnprintable(name)!)}` })
    else if ([...name].length > MAX_NAME_LENGTH)
      problems.push({
        file,
        line,
        code: 'NAME_TOO_LONG',
        message: `"${name}" has ${[...name].length} characters; at most ${MAX_NAME_LENGTH} fit the tables (shorten it, e.g. a first name and an initial)`,
      })
    const key = name.toLocaleLowerCase('fr')
    const first = lineOf.get(key)
    if (first !== undefined) problems.push({ file, line, code: 'NAME_TWICE', message: `"${name}" is already on line ${first}: give each player a name of their own (add an initial)` })
    else lineOf.set(key, line)
    names.push(name)
  })
  if (names.length < MIN_PLAYERS || names.length > MAX_PLAYERS)
    problems.push({
      file,
      line: Math.max(1, lines.length),
      code: 'NAMES_COUNT',
      message: `${names.length} name${names.length === 1 ? '' : 's'} found; a tournament has ${MIN_PLAYERS} to ${MAX_PLAYERS} players, one name a line`,
    })
  return problems.length > 0 ? err(problems) : ok(names)
}

/** Reads and checks a names file through the one reader (a regular file, size, encoding), then each name. */
export async function readNames(path: string, shownAs: string = path): Promise<Result<string[], NamesProblem[]>> {
  const text = await readInputText(path, MAX_FILE_BYTES)
  if (text.ok) return parseNames(text.value, shownAs)
  const { code, message, line } = text.error
  const ours: NamesProblem['code'] = code === 'NOT_UTF8' ? 'NAMES_NOT_UTF8' : code === 'FILE_TOO_LARGE' ? 'NAMES_TOO_LARGE' : 'NAMES_UNREADABLE'
  const said = code === 'FILE_TOO_LARGE' ? `more than ${MAX_FILE_BYTES / 1024} KiB: a names file holds one name a line, at most ${MAX_PLAYERS} names` : message
  return err([{ file: shownAs, line, code: ours, message: said }])
}

/** "Joueur 1" … "Joueur N" (or "Player 1" …): `label` is the language's word with {number}. */
export const defaultNames = (players: number, label: (number: number) => string): string[] => Array.from({ length: players }, (_, index) => label(index + 1))
