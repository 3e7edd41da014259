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
import { NORTH_LOWERCASE, alternativeHoleLabel } from './notation.js'

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
  'EMPTY_RECORD',
  'TAG_TOO_LONG',
  'COMMENT_TOO_LONG',
  'TOO_MANY_PROBLEMS',
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
  /** TOO_MANY_PROBLEMS: how many problems it stands for (they are not listed). */
  readonly more?: number
}

/** How many problems a list stands for: each one, and the ones a TOO_MANY_PROBLEMS counts. */
export const problemTotal = (problems: readonly { readonly more?: number }[]): number => problems.reduce((sum, problem) => sum + (problem.more ?? 1), 0)

/** The tags Aualé always writes, in its order; unknown values are `?`. */
export const OGN_TAG_ROSTER = ['Variant', 'Event', 'Site', 'Date', 'Round', 'South', 'North', 'Result'] as const
export const OGN_VARIANT = 'Oware Abapa'

/** Aualé wraps move text so that no line is longer than this. */
export const OGN_LINE_WIDTH = 79

/** A hole in OGN's letters: A–F for South, a–f for North (a = G … f = L). */
export const ognMoveLetter = (hole: Hole): string => alternativeHoleLabel(HOLES.indexOf(hole))

/** The value of a tag (the last one if repeated), or undefined. */
export function tagValue(record: Pick<OgnRecord, 'tags'>, name: string): string | undefined {
  for (let i = record.tags.length - 1; i >= 0; i--) if (record.tags[i]!.name === name) return record.tags[i]!.value
  return undefined
}

/** A final score `26-12` (South first) or `*` (not finished): Aualé's only result forms. */
export const RESULT_PATTERN = /^(?:\*|\d{1,2}-\d{1,2})$/

// ------------------------------------------------------------------------------------------ reading

/** At most this many problems of a record are listed; the others are counted ("and N more"). */
export const MAX_LISTED_PROBLEMS = 50

/**
 * The longest texts a record may hold, in characters: a tag is a name, a place, a date (the
 * `Comment` tag, where the comments before the first move go, a paragraph); a comment a few
 * sentences. Longer is not a game record a teacher typed, and would fill pages of the game sheet.
 */
export const OGN_TEXT_LIMITS = { tag: 200, commentTag: 1500, comment: 1500 } as const

const FILE_START: SourcePoint = { line: 1, column: 1 }

/** The problem that stands for the ones not listed: where the first of them is, and how many. */
const moreProblems = (first: OgnProblem, count: number): OgnProblem => ({
  line: first.line,
  column: first.column,
  code: 'TOO_MANY_PROBLEMS',
  kind: 'input',
  more: count,
  message: `and ${count} more problem${count === 1 ? '' : 's'}, the first here (${first.code}): fix the ones above, then read the file again`,
})

/** Problems in the order given, at most MAX_LISTED_PROBLEMS of them then one that counts the rest. */
export function listedProblems(problems: readonly OgnProblem[]): OgnProblem[] {
  if (problems.length <= MAX_LISTED_PROBLEMS) return [...problems]
  return [...problems.slice(0, MAX_LISTED_PROBLEMS), moreProblems(problems[MAX_LISTED_PROBLEMS]!, problems.length - MAX_LISTED_PROBLEMS)]
}

/** The reader's problems as they are found: the first MAX_LISTED_PROBLEMS kept, the others only counted (memory stays small). */
class ProblemList {
  private readonly listed: OgnProblem[] = []
  private firstUnlisted: OgnProblem | null = null
  private unlisted = 0

  get length(): number {
    return this.listed.length + this.unlisted
  }

  /** A problem found; its message is made only if it is listed (or stands first for the unlisted). */
  add(at: SourcePoint, code: OgnProblemCode, message: string | (() => string)): void {
    if (this.listed.length < MAX_LISTED_PROBLEMS || this.firstUnlisted === null) {
      const problem: OgnProblem = { line: at.line, column: at.column, code, message: typeof message === 'string' ? message : message(), kind: 'input' }
      if (this.listed.length < MAX_LISTED_PROBLEMS) {
        this.listed.push(problem)
        return
      }
      this.firstUnlisted = problem
    }
    this.unlisted++
  }

  done(): OgnProblem[] {
    return this.unlisted === 0 ? this.listed : [...this.listed, moreProblems(this.firstUnlisted!, this.unlisted)]
  }
}

/** A line being read: the main line or a variation, and the line it opened in. */
interface LineFrame {
  readonly opening: string[]
  readonly moves: MutableMove[]
  /** The `(` of a variation; null for the main line. */
  readonly open: SourcePoint | null
  readonly depth: number
  /** Ply of the line's first move, counted from the start of the game. */
  readonly firstPly: number
  readonly parent: LineFrame | null
}

/** The words of text[start, end) joined by single spaces, in one pass (a comment, whitespace collapsed). */
function collapseSpaces(text: string, start: number, end: number): string {
  let out = ''
  let word = -1
  for (let k = start; k <= end; k++) {
    const space = k === end || isSpace(text.charCodeAt(k), text, k)
    if (space) {
      if (word >= 0) {
        out += (out === '' ? '' : ' ') + text.slice(word, k)
        word = -1
      }
    } else if (word < 0) word = k
  }
  return out
}

/** Whitespace as `\s` counts it (the ASCII ones first: nearly every case). */
function isSpace(code: number, text: string, index: number): boolean {
  if (code === 32 || (code >= 9 && code <= 13)) return true
  return code > 127 && SPACE.test(text[index]!)
}

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

  /** The last point counted on the current line (columns are counted on from it: linear in the text). */
  private countedAt = 0
  private countedColumn = 1

  point(index = this.index): SourcePoint {
    // Columns count characters: a character outside the BMP (two UTF-16 units) counts once.
    if (this.countedAt < this.lineStart || this.countedAt > index) {
      this.countedAt = this.lineStart
      this.countedColumn = 1
    }
    let column = this.countedColumn
    for (let k = this.countedAt; k < index; k++) {
      const code = this.text.charCodeAt(k)
      if (code < 0xdc00 || code > 0xdfff) column++
    }
    this.countedAt = index
    this.countedColumn = column
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
  const problems = new ProblemList()
  const problem = (at: SourcePoint, code: OgnProblemCode, message: string | (() => string)) => problems.add(at, code, message)
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
    const limit = tag.name === 'Comment' ? OGN_TEXT_LIMITS.commentTag : OGN_TEXT_LIMITS.tag
    if (tag.value.length > limit)
      problem(
        tag.valueAt!,
        'TAG_TOO_LONG',
        () =>
          `the value of ${shorten(tag.name)} holds ${tag.value.length} characters; a tag holds at most ${limit} (a name, a place, a date): shorten it, or put longer words in a comment { … } after a move`,
      )
    const earlier = seen.get(tag.name)
    if (earlier) problem(tag.at!, 'DUPLICATE_TAG', `the tag ${shorten(tag.name)} is given twice (first at line ${earlier.line}); keep one`)
    else seen.set(tag.name, tag.at!)
    tags.push(tag)
  }

  // Move text, read in one pass with an explicit stack of the lines open (the main line, then each
  // variation "(" inside it): no recursion, so variations nested thousands deep are problems, not a
  // stack overflow. Only one level of variation is kept (Aualé reads no deeper): the lines of a
  // deeper one are read for their problems, then dropped.
  let result: { text: string; at: SourcePoint } | null = null
  const main: LineFrame = { opening: [], moves: [], open: null, depth: 0, firstPly: 0, parent: null }
  let line = main
  for (;;) {
    scanner.skipSpace()
    if (scanner.done) break
    const at = scanner.point()
    const char = scanner.char
    const ended = result as { text: string; at: SourcePoint } | null
    if (ended && line.depth === 0) {
      problem(at, 'TEXT_AFTER_RESULT', `the result ${ended.text} ends the moves; nothing may follow it`)
      break
    }
    if (char === '{') {
      const close = text.indexOf('}', scanner.index + 1)
      if (close < 0) {
        problem(at, 'UNCLOSED_COMMENT', 'this comment "{" is never closed by "}"')
        scanner.moveTo(text.length)
        break
      }
      const comment = collapseSpaces(text, scanner.index + 1, close)
      if (comment.length > OGN_TEXT_LIMITS.comment)
        problem(
          at,
          'COMMENT_TOO_LONG',
          () => `this comment holds ${comment.length} characters; a comment holds at most ${OGN_TEXT_LIMITS.comment} (a few sentences): shorten it, or split it between moves`,
        )
      scanner.moveTo(close + 1)
      const last = line.moves[line.moves.length - 1]
      if (last) last.comments.push(comment)
      else line.opening.push(comment)
    } else if (char === '(') {
      scanner.moveTo(scanner.index + 1)
      const last = line.moves[line.moves.length - 1]
      if (line.depth > 0) problem(at, 'NESTED_VARIATION', 'a variation inside a variation: Aualé cannot read it; write it as a variation of the main line')
      else if (!last) problem(at, 'VARIATION_WITHOUT_MOVE', 'a variation replaces the move before it, but no move comes before this one')
      line = { opening: [], moves: [], open: at, depth: line.depth + 1, firstPly: line.firstPly + Math.max(0, line.moves.length - 1), parent: line }
    } else if (char === ')') {
      scanner.moveTo(scanner.index + 1)
      if (line.parent === null) {
        problem(at, 'STRAY_BRACKET', '")" closes no variation "("')
        continue
      }
      const closed = line
      line = line.parent
      const last = line.moves[line.moves.length - 1]
      if (last && line.depth === 0) last.variations.push({ opening: closed.opening, moves: closed.moves, at: closed.open! })
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
      WORD.test(text)
      const end = WORD.lastIndex
      readWord(text, scanner.index, end, at, line, (found) => (result = found), problem)
      scanner.moveTo(end)
    }
  }
  // Every variation still open at the end of the text, innermost first.
  for (let open: LineFrame | null = line; open !== null && open.parent !== null; open = open.parent) problem(open.open!, 'UNCLOSED_VARIATION', 'this variation "(" is never closed by ")"')

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
  if (tags.length === 0 && main.moves.length === 0 && main.opening.length === 0 && problems.length === 0 && !found)
    problem(FILE_START, 'EMPTY_RECORD', 'the file holds no game: a record has tags such as [Event "…"] and moves such as 1. C a 2. D b')
  if (problems.length > 0) return err(problems.done())
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
    problem(scanner.point(), 'BAD_TAG', `the value of ${shorten(name)} must be in double quotes: [${shorten(name)} "…"]`)
    return null
  }
  scanner.moveTo(scanner.index + 1)
  const valueAt = scanner.point()
  let value = ''
  let k = scanner.index
  for (;;) {
    if (k >= text.length) {
      scanner.moveTo(k)
      problem(valueAt, 'BAD_TAG', `the value of ${shorten(name)} is not closed by a double quote (write \\" for a quote inside it)`)
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
    problem(scanner.point(), 'BAD_TAG', `the tag ${shorten(name)} is not closed by "]"`)
    return null
  }
  scanner.moveTo(scanner.index + 1)
  // Aualé strips values as it reads them.
  return { name, value: value.trim(), at, valueAt }
}

/**
 * One token of move text, text[start, end): move numbers first (`12.`, `12...`, glued to what
 * follows as in `12.C`), each read in place, then the rest as one word. No copy of the text but the
 * final word, and no recursion: a token of a million move numbers is read in one pass.
 */
function readWord(
  text: string,
  start: number,
  end: number,
  at: SourcePoint,
  line: LineFrame,
  setResult: (result: { text: string; at: SourcePoint }) => void,
  problem: (at: SourcePoint, code: OgnProblemCode, message: string | (() => string)) => void,
): void {
  const moves = line.moves
  let k = start
  let column = at.column
  for (;;) {
    let digits = k
    while (digits < end && isDigit(text.charCodeAt(digits))) digits++
    if (digits === k || digits === end || text.charCodeAt(digits) !== 46 /* . */) break
    let dots = digits
    while (dots < end && text.charCodeAt(dots) === 46) dots++
    const ply = line.firstPly + moves.length
    const expected = Math.floor(ply / 2) + 1
    const written = text.slice(k, digits)
    if (Number(written) !== expected) {
      const which = `${ordinal(ply + 1)} move${line.depth > 0 ? ' of the game along this variation' : ''}`
      problem(
        { line: at.line, column },
        'BAD_MOVE_NUMBER',
        () => `move number ${shorten(written)}${shorten(text.slice(digits, dots))} where ${expected}. was expected (the ${which}): a move may be missing or written twice before it`,
      )
    }
    column += dots - k // digits and dots: one column each
    k = dots
    if (k === end) return
  }
  const word = text.slice(k, end)
  const wordAt = column === at.column ? at : { line: at.line, column }
  const move = MOVE_WORD.exec(word)
  if (move) {
    const letter = move[1]!
    const hole: Hole = letter >= 'a' ? HOLES[6 + (NORTH_LOWERCASE as readonly string[]).indexOf(letter)]! : (letter as Hole)
    // [!?]{1,2} is exactly the six marks of MOVE_MARKS.
    const mark = (move[3] ?? null) as MoveMark | null
    moves.push({
      hole,
      gain: move[2] === undefined ? null : Number(move[2]),
      mark,
      comments: [],
      variations: [],
      at: wordAt,
      ...(move[2] === undefined ? {} : { gainAt: { line: wordAt.line, column: wordAt.column + 1 } }),
    })
    return
  }
  const last = moves[moves.length - 1]
  if (/^\+\d+$/.test(word) && last && last.gain === null && last.comments.length === 0 && last.variations.length === 0) {
    // "E +3": the gain written apart from its move.
    last.gain = Number(word.slice(1))
    last.gainAt = wordAt
    return
  }
  if (line.depth === 0 && (word === '*' || SCORE_WORD.test(word) || /^1\/2-1\/2$/.test(word))) {
    setResult({ text: word, at: wordAt })
    return
  }
  problem(wordAt, 'UNEXPECTED_TEXT', () => unexpected(word))
}

const isDigit = (code: number): boolean => code >= 48 && code <= 57

/** A piece of the file quoted in a message: at most 40 characters (a message never repeats a megabyte). */
const shorten = (text: string): string => (text.length > 40 ? `${text.slice(0, 40)}…` : text)

function unexpected(word: string): string {
  const shown = word.length > 40 ? `${JSON.stringify(word.slice(0, 40))}… (${word.length} characters)` : JSON.stringify(word)
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
