/**
 * OGN, the game record format of the Aualé program (docs/notation.md): reading and writing the
 * text, syntax only. Whether the moves are legal and the `+N` marks true is record.ts's job, with the
 * engine (as notation.ts gives a Setup and `fromSetup` judges it).
 *
 * The reader is as tolerant as Aualé where it is harmless (move numbers and `+N` optional, free
 * spacing, CRLF, a byte-order mark, the kit's letters G–L for North's holes) and stricter where it
 * helps a teacher: every unexpected letter or word is named with its line and column instead of
 * being read as a move, move numbers are checked (a missing move shows up where it is missing), and
 * variations are kept. Every problem of a file is reported at once.
 *
 * The writer writes what Aualé writes, byte for byte: the eight tags of its roster in order, other
 * tags in code-point order, a blank line, the move text in tokens wrapped at 79 characters, the
 * result repeated at the end. So a file Aualé wrote reads back and writes out the same.
 */
import type { Result } from './result.js'
import { err, ok } from './result.js'
import type { Hole } from './types.js'
import { HOLES } from './types.js'

/** Where something stands in the text: 1-based line and column (columns count characters). */
export interface SourcePoint {
  readonly line: number
  readonly column: number
}

export interface OgnTag {
  readonly name: string
  readonly value: string
  /** The `[` of the tag. */
  readonly at?: SourcePoint
  /** The first character of the value (after the opening quote). */
  readonly valueAt?: SourcePoint
}

/** The annotation a record may put after a move (kept and written back; Aualé ignores it). */
export const MOVE_MARKS = ['!!', '??', '!?', '?!', '!', '?'] as const
export type MoveMark = (typeof MOVE_MARKS)[number]

export interface OgnMove {
  /** The hole played, in the kit's letters: A–F South, G–L North (OGN's a–f). */
  readonly hole: Hole
  /** The `+N` written after the move (how much the mover's store grew), or null when none is written. */
  readonly gain: number | null
  readonly mark: MoveMark | null
  /** The comments that follow the move, whitespace collapsed. */
  readonly comments: readonly string[]
  /** Side lines: each replaces this move (starts from the position before it). */
  readonly variations: readonly OgnLine[]
  /** The move's letter. */
  readonly at?: SourcePoint
  /** The `+` of the gain, when one is written. */
  readonly gainAt?: SourcePoint
}

/** A line of play: the main line of a record, or a variation. */
export interface OgnLine {
  /** Comments before the first move. */
  readonly opening: readonly string[]
  readonly moves: readonly OgnMove[]
  /** The `(` of a variation. */
  readonly at?: SourcePoint
}

export interface OgnRecord extends OgnLine {
  /** The tags as read, in file order (the writer orders them as Aualé does). */
  readonly tags: readonly OgnTag[]
}

export const OGN_PROBLEM_CODES = [
  'BAD_TAG',
  'DUPLICATE_TAG',
  'TAG_AFTER_MOVES',
  'UNEXPECTED_TEXT',
  'BAD_MOVE_NUMBER',
  'UNCLOSED_COMMENT',
  'UNCLOSED_VARIATION',
  'NESTED_VARIATION',
  'STRAY_BRACKET',
  'VARIATION_WITHOUT_MOVE',
  'BAD_RESULT',
  'RESULT_DIFFERS',
  'TEXT_AFTER_RESULT',
  // Found by record.ts, with the engine:
  'UNKNOWN_VARIANT',
  'BAD_FEN',
  'ILLEGAL_MOVE',
  'GAME_OVER',
  'CAPTURE_MISMATCH',
  'RESULT_MISMATCH',
  // A note, not a problem: the record's result is one the kit's rules did not reach.
  'RESULT_NOT_REACHED',
] as const
export type OgnProblemCode = (typeof OGN_PROBLEM_CODES)[number]

/**
 * One problem of a record, at a line and column. `claim`: the engine contradicts what the record says
 * (a `+N`, the result); `input`: the record cannot be used as it is.
 */
export interface OgnProblem {
  readonly line: number
  readonly column: number
  readonly code: OgnProblemCode
  readonly message: string
  readonly kind: 'input' | 'claim'
}

/** The tags Aualé always writes, in its order; unknown values are `?`. */
export const OGN_TAG_ROSTER = ['Variant', 'Event', 'Site', 'Date', 'Round', 'South', 'North', 'Result'] as const
export const OGN_VARIANT = 'Oware Abapa'

/** Aualé wraps move text so that no line is longer than this. */
export const OGN_LINE_WIDTH = 79

const NORTH_LETTERS = 'abcdef'

/** A hole in OGN's letters: A–F for South, a–f for North (a = G … f = L). */
export const ognMoveLetter = (hole: Hole): string => {
  const index = HOLES.indexOf(hole)
  return index < 6 ? hole : NORTH_LETTERS[index - 6]!
}

/** The value of a tag (the last one if repeated), or undefined. */
export function tagValue(record: Pick<OgnRecord, 'tags'>, name: string): string | undefined {
  for (let i = record.tags.length - 1; i >= 0; i--) if (record.tags[i]!.name === name) return record.tags[i]!.value
  return undefined
}

/** A final score `26-12` (South first) or `*` (not finished): Aualé's only result forms. */
export const RESULT_PATTERN = /^(?:\*|\d{1,2}-\d{1,2})$/

// ------------------------------------------------------------------------------------------ reading

const WORD_CHAR = /[\p{L}\p{N}_]/u
const SPACE = /\s/

/** A cursor over the text that knows its line and column. */
class Scanner {
  index = 0
  line = 1
  private lineStart = 0

  constructor(readonly text: string) {}

  get done(): boolean {
    return this.index >= this.text.length
  }

  get char(): string {
    return this.text[this.index]!
  }

  point(index = this.index): SourcePoint {
    // Columns count characters: a character outside the BMP (two UTF-16 units) counts once.
    let column = 1
    for (let k = this.lineStart; k < index; k++) {
      const code = this.text.charCodeAt(k)
      if (code < 0xdc00 || code > 0xdfff) column++
    }
    return { line: this.line, column }
  }

  /** Moves to `end`, counting the lines passed. */
  moveTo(end: number): void {
    const text = this.text
    for (let k = this.index; k < end; k++) {
      if (text.charCodeAt(k) === 10) {
        this.line++
        this.lineStart = k + 1
      }
    }
    this.index = end
  }

  skipSpace(): void {
    let k = this.index
    const text = this.text
    for (; k < text.length; k++) {
      const code = text.charCodeAt(k)
      // Space, tab, LF, CR first (nearly every case); then the rarer ASCII spaces (vertical tab, form
      // feed: the move-text tokenizer treats every \s as a separator, so a space left here would be an
      // empty word) and any other Unicode space by the regular expression.
      if (code === 32 || code === 9) continue
      if (code === 10) {
        this.line++
        this.lineStart = k + 1
        continue
      }
      if (code === 13 || code === 11 || code === 12 || (code > 127 && SPACE.test(text[k]!))) continue
      break
    }
    this.index = k
  }

  /** At the start, steps over a byte-order mark: it is not a character of the first line, so columns start after it. */
  skipByteOrderMark(): void {
    if (this.text.charCodeAt(0) === 0xfeff) {
      this.index = 1
      this.lineStart = 1
    }
  }

  skipToLineEnd(): void {
    const end = this.text.indexOf('\n', this.index)
    this.moveTo(end < 0 ? this.text.length : end)
  }
}

/** One token of move text: a run of characters other than spaces and brackets. */
const WORD = /[^\s{}()[\]]+/y
const NUMBER_WORD = /^(\d+)(\.+)(.*)$/s
const MOVE_WORD = /^([A-La-f])(?:\+(\d+))?([!?]{1,2})?$/
const SCORE_WORD = /^\d+-\d+$/
const TAG_START = /\[\s*[\p{L}\p{N}_]+\s*"/uy

interface MutableMove {
  hole: Hole
  gain: number | null
  mark: MoveMark | null
  comments: string[]
  variations: OgnLine[]
  at: SourcePoint
  gainAt?: SourcePoint
}

/**
 * Reads an OGN record: tags, move text, comments, variations, result. Syntax only: the moves are
 * not played here (see `replayRecord`). Every problem is reported, each at its line and column.
 */
export function parseOgn(text: string): Result<OgnRecord, OgnProblem[]> {
  const scanner = new Scanner(text)
  const problems: OgnProblem[] = []
  const problem = (at: SourcePoint, code: OgnProblemCode, message: string) => problems.push({ ...at, code, message, kind: 'input' })
  scanner.skipByteOrderMark() // harmless here (Aualé stops at it); an editor does not count it as a column

  // Tags, at the very start of the file.
  const tags: OgnTag[] = []
  const seen = new Map<string, SourcePoint>()
  for (;;) {
    scanner.skipSpace()
    if (scanner.done) break
    if (scanner.char === ';') {
      problem(scanner.point(), 'BAD_TAG', 'a line starting with ";" is not part of OGN (Aualé stops reading the tags there): remove it, or put the words in a comment { … } after a move')
      scanner.skipToLineEnd()
      continue
    }
    if (scanner.char !== '[') break
    const tag = readTag(scanner, problem)
    if (!tag) {
      scanner.skipToLineEnd()
      continue
    }
    const earlier = seen.get(tag.name)
    if (earlier) problem(tag.at!, 'DUPLICATE_TAG', `the tag ${tag.name} is given twice (first at line ${earlier.line}); keep one`)
    else seen.set(tag.name, tag.at!)
    tags.push(tag)
  }

  // Move text.
  let result: { text: string; at: SourcePoint } | null = null
  const readLine = (depth: number, firstPly: number, open: SourcePoint | null): OgnLine => {
    const opening: string[] = []
    const moves: MutableMove[] = []
    for (;;) {
      scanner.skipSpace()
      if (scanner.done) {
        if (open) problem(open, 'UNCLOSED_VARIATION', 'this variation "(" is never closed by ")"')
        break
      }
      const at = scanner.point()
      const char = scanner.char
      if (result && depth === 0) {
        problem(at, 'TEXT_AFTER_RESULT', `the result ${result.text} ends the moves; nothing may follow it`)
        scanner.moveTo(text.length)
        break
      }
      if (char === '{') {
        const close = text.indexOf('}', scanner.index + 1)
        if (close < 0) {
          problem(at, 'UNCLOSED_COMMENT', 'this comment "{" is never closed by "}"')
          scanner.moveTo(text.length)
          break
        }
        const comment = text.slice(scanner.index + 1, close).split(/\s+/).filter(Boolean).join(' ')
        scanner.moveTo(close + 1)
        const last = moves[moves.length - 1]
        if (last) last.comments.push(comment)
        else opening.push(comment)
      } else if (char === '(') {
        scanner.moveTo(scanner.index + 1)
        const last = moves[moves.length - 1]
        if (depth > 0) problem(at, 'NESTED_VARIATION', 'a variation inside a variation: Aualé cannot read it; write it as a variation of the main line')
        else if (!last) problem(at, 'VARIATION_WITHOUT_MOVE', 'a variation replaces the move before it, but no move comes before this one')
        const variation = readLine(depth + 1, firstPly + Math.max(0, moves.length - 1), at)
        if (last && depth === 0) last.variations.push(variation)
      } else if (char === ')') {
        scanner.moveTo(scanner.index + 1)
        if (open) return { opening, moves, at: open }
        problem(at, 'STRAY_BRACKET', '")" closes no variation "("')
      } else if (char === '}') {
        scanner.moveTo(scanner.index + 1)
        problem(at, 'STRAY_BRACKET', '"}" closes no comment "{"')
      } else if (char === '[') {
        TAG_START.lastIndex = scanner.index
        if (TAG_START.test(text)) problem(at, 'TAG_AFTER_MOVES', 'a tag after the moves have started: tags go at the very start of the file, before the first move')
        else problem(at, 'UNEXPECTED_TEXT', '"[" in the moves: brackets open tags, which go at the start of the file')
        scanner.skipToLineEnd()
      } else {
        WORD.lastIndex = scanner.index
        const word = WORD.exec(text)![0]
        scanner.moveTo(scanner.index + word.length)
        readWord(word, at, depth, firstPly, moves, (found) => (result = found), problem)
      }
    }
    return { opening, moves, ...(open ? { at: open } : {}) }
  }
  const main = readLine(0, 0, null)

  // The result: the Result tag and the token that ends the moves must agree.
  const resultTag = tags.find((tag) => tag.name === 'Result')
  if (resultTag && !RESULT_PATTERN.test(resultTag.value)) problem(resultTag.valueAt ?? resultTag.at!, 'BAD_RESULT', badResult(resultTag.value))
  const found = result as { text: string; at: SourcePoint } | null
  if (found) {
    if (!RESULT_PATTERN.test(found.text)) problem(found.at, 'BAD_RESULT', badResult(found.text))
    else if (resultTag && RESULT_PATTERN.test(resultTag.value) && resultTag.value !== found.text)
      problem(found.at, 'RESULT_DIFFERS', `the moves end with ${found.text} but the Result tag says ${resultTag.value}: make them the same`)
    else if (!resultTag) tags.push({ name: 'Result', value: found.text, at: found.at, valueAt: found.at })
  }
  if (problems.length > 0) return err(problems)
  return ok({ tags, opening: main.opening, moves: main.moves })
}

const badResult = (value: string): string =>
  `${JSON.stringify(value)} is not a result: write the final seed score, South first (26-12, 24-24), or * for a game not finished${/^(1-0|0-1|1\/2-1\/2)$/.test(value) ? ' (Aualé never writes 1-0, 0-1 or 1/2-1/2)' : ''}`

function readTag(scanner: Scanner, problem: (at: SourcePoint, code: OgnProblemCode, message: string) => void): OgnTag | null {
  const text = scanner.text
  const at = scanner.point()
  scanner.moveTo(scanner.index + 1)
  scanner.skipSpace()
  let end = scanner.index
  while (end < text.length && WORD_CHAR.test(text[end]!)) end++
  if (end === scanner.index) {
    problem(scanner.point(), 'BAD_TAG', 'a tag is its name then its value in double quotes, e.g. [Event "Club du mercredi"]')
    return null
  }
  const name = text.slice(scanner.index, end)
  scanner.moveTo(end)
  scanner.skipSpace()
  if (scanner.done || scanner.char !== '"') {
    problem(scanner.point(), 'BAD_TAG', `the value of ${name} must be in double quotes: [${name} "…"]`)
    return null
  }
  scanner.moveTo(scanner.index + 1)
  const valueAt = scanner.point()
  let value = ''
  let k = scanner.index
  for (;;) {
    if (k >= text.length) {
      scanner.moveTo(k)
      problem(valueAt, 'BAD_TAG', `the value of ${name} is not closed by a double quote (write \\" for a quote inside it)`)
      return null
    }
    const char = text[k]!
    if (char === '"') break
    if (char === '\\' && (text[k + 1] === '"' || text[k + 1] === '\\')) {
      value += text[k + 1]
      k += 2
      continue
    }
    value += char
    k++
  }
  scanner.moveTo(k + 1)
  scanner.skipSpace()
  if (scanner.done || scanner.text[scanner.index] !== ']') {
    problem(scanner.point(), 'BAD_TAG', `the tag ${name} is not closed by "]"`)
    return null
  }
  scanner.moveTo(scanner.index + 1)
  // Aualé strips values as it reads them.
  return { name, value: value.trim(), at, valueAt }
}

function readWord(
  word: string,
  at: SourcePoint,
  depth: number,
  firstPly: number,
  moves: MutableMove[],
  setResult: (result: { text: string; at: SourcePoint }) => void,
  problem: (at: SourcePoint, code: OgnProblemCode, message: string) => void,
): void {
  const number = NUMBER_WORD.exec(word)
  if (number) {
    const ply = firstPly + moves.length
    const expected = Math.floor(ply / 2) + 1
    if (Number(number[1]) !== expected) {
      const which = `${ordinal(ply + 1)} move${depth > 0 ? ' of the game along this variation' : ''}`
      problem(at, 'BAD_MOVE_NUMBER', `move number ${number[1]}${number[2]} where ${expected}. was expected (the ${which}): a move may be missing or written twice before it`)
    }
    const rest = number[3]!
    if (rest !== '') readWord(rest, { line: at.line, column: at.column + number[1]!.length + number[2]!.length }, depth, firstPly, moves, setResult, problem)
    return
  }
  const move = MOVE_WORD.exec(word)
  if (move) {
    const letter = move[1]!
    const hole: Hole = letter >= 'a' ? HOLES[6 + NORTH_LETTERS.indexOf(letter)]! : (letter as Hole)
    // [!?]{1,2} is exactly the six marks of MOVE_MARKS.
    const mark = (move[3] ?? null) as MoveMark | null
    moves.push({
      hole,
      gain: move[2] === undefined ? null : Number(move[2]),
      mark,
      comments: [],
      variations: [],
      at,
      ...(move[2] === undefined ? {} : { gainAt: { line: at.line, column: at.column + 1 } }),
    })
    return
  }
  const last = moves[moves.length - 1]
  if (/^\+\d+$/.test(word) && last && last.gain === null && last.comments.length === 0 && last.variations.length === 0) {
    // "E +3": the gain written apart from its move.
    last.gain = Number(word.slice(1))
    last.gainAt = at
    return
  }
  if (depth === 0 && (word === '*' || SCORE_WORD.test(word) || /^1\/2-1\/2$/.test(word))) {
    setResult({ text: word, at })
    return
  }
  problem(at, 'UNEXPECTED_TEXT', unexpected(word))
}

function unexpected(word: string): string {
  const shown = JSON.stringify(word)
  if (/^[g-l]$/.test(word)) return `${shown} is not a hole: North's holes are a–f in OGN (a = G … f = L), or the kit's capitals G–L`
  if (/^[A-Za-z]$/.test(word)) return `${shown} is not a hole: South plays A–F, North a–f (or the kit's G–L)`
  if (/^[A-La-f]\+/.test(word)) return `${shown} is not a move: a capture is written like E+3 (the letter, +, the seeds taken)`
  if (/^\d+[-–—]\d*$/.test(word)) return `${shown} is not a result: write the final score South first with a hyphen, 26-12, or *`
  if (/\p{L}/u.test(word)) return `${shown} is not a move: only hole letters (A–F, a–f), move numbers (12.), +N, comments in { } and variations in ( ) go in the moves; put words in a comment { … }`
  return `${shown} is not part of OGN move text: hole letters (A–F, a–f), move numbers (12.), +N, comments in { } and variations in ( )`
}

const ordinal = (n: number): string => {
  const tens = n % 100
  const suffix = tens >= 11 && tens <= 13 ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th'
  return `${n}${suffix}`
}

// ------------------------------------------------------------------------------------------ writing

/** Escapes a tag value as Aualé does: backslashes first, then quotes. */
const escapeValue = (value: string): string => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')

/** Characters, as Python's len counts them (a character outside the BMP counts once). */
const characters = (text: string): number => {
  let count = text.length
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code >= 0xdc00 && code <= 0xdfff) count--
  }
  return count
}

/** A comment's words as tokens; a "}" (or, inside a variation, a ")") would end it early for Aualé. */
function commentTokens(comment: string, inVariation: boolean): string[] {
  const safe = comment.replace(inVariation ? /[})]/g : /}/g, ']')
  return ['{', ...safe.split(/\s+/).filter(Boolean), '}']
}

function lineTokens(line: OgnLine, firstPly: number, inVariation: boolean): string[] {
  const tokens: string[] = []
  for (const comment of inVariation ? line.opening : []) tokens.push(...commentTokens(comment, true))
  line.moves.forEach((move, index) => {
    const ply = firstPly + index
    const number = Math.floor(ply / 2) + 1
    if (ply % 2 === 0) tokens.push(`${number}.`)
    else if (inVariation && index === 0) tokens.push(`${number}...`)
    tokens.push(`${ognMoveLetter(move.hole)}${move.gain !== null && move.gain > 0 ? `+${move.gain}` : ''}${move.mark ?? ''}`)
    for (const comment of move.comments) tokens.push(...commentTokens(comment, inVariation))
    for (const variation of inVariation ? [] : move.variations) {
      const inner = lineTokens(variation, ply, true)
      if (inner.length === 0) continue
      inner[0] = `(${inner[0]}`
      inner[inner.length - 1] = `${inner[inner.length - 1]})`
      tokens.push(...inner)
    }
  })
  return tokens
}

/**
 * Writes a record as Aualé writes it: the roster tags first (Variant first: old Aualé checks it),
 * then the others in code-point order, a blank line, and the move text wrapped at 79 characters,
 * ending with the result when it is a score. Comments before the first move (Aualé cannot read
 * them) go into a `Comment` tag. Nested variations are not written (Aualé cannot read them).
 */
export function makeOgn(record: OgnRecord): string {
  const values = new Map<string, string>()
  for (const tag of record.tags) values.set(tag.name, tag.value)
  if (record.opening.length > 0) values.set('Comment', [values.get('Comment'), ...record.opening].filter((text) => text !== undefined && text !== '').join(' '))
  const lines: string[] = []
  for (const name of OGN_TAG_ROSTER) {
    const fallback = name === 'Variant' ? OGN_VARIANT : name === 'Result' ? '*' : '?'
    const value = values.get(name)
    lines.push(`[${name} "${escapeValue(value === undefined || value === '' ? fallback : value)}"]`)
  }
  const others = [...values.keys()].filter((name) => !(OGN_TAG_ROSTER as readonly string[]).includes(name)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  for (const name of others) lines.push(`[${name} "${escapeValue(values.get(name)!)}"]`)
  if (record.moves.length > 0) {
    const tokens = lineTokens(record, 0, false)
    const result = values.get('Result')
    if (result !== undefined && result !== '' && result !== '*') tokens.push(result)
    lines.push('')
    // Aualé's wrapping: a token joins the line while the line stays within 79 characters.
    let line = tokens[0]!
    let length = characters(line)
    for (const token of tokens.slice(1)) {
      const size = characters(token)
      if (length + 1 + size <= OGN_LINE_WIDTH) {
        line += ' ' + token
        length += 1 + size
      } else {
        lines.push(line)
        line = token
        length = size
      }
    }
    lines.push(line)
  }
  return lines.join('\n') + '\n'
}
