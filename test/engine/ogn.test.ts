// OGN, the Aualé program's game records (docs/notation.md): files written the way Aualé writes them
// read back and write out byte for byte; bad input is named at its line and column with a stable code.
import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Game, Hole, OgnLine, OgnMove, OgnProblem, OgnRecord, Position } from '../../src/engine/index.js'
import {
  DEFAULT_VARIANT,
  fromSetup,
  initialSetup,
  legalMoves,
  makeOgn,
  makePosition,
  makeRecord,
  normalisedRecord,
  parseOgn,
  parsePosition,
  playInGame,
  replayRecord,
  rowSeeds,
  startGame,
  storeGain,
  tagValue,
} from '../../src/engine/index.js'
import { seededRandom } from '../../src/search/index.js'

const fixture = (name: string) => readFileSync(new URL(`../game/fixtures/${name}`, import.meta.url), 'utf8')

function parsed(text: string): OgnRecord {
  const record = parseOgn(text)
  if (!record.ok) throw new Error(JSON.stringify(record.error))
  return record.value
}

function replayed(text: string) {
  const game = replayRecord(parsed(text))
  if (!game.ok) throw new Error(JSON.stringify(game.error))
  return game.value
}

/** The problems of a text, syntax or engine: [code, line, column, kind]. */
function problemsOf(text: string): OgnProblem[] {
  const record = parseOgn(text)
  if (!record.ok) return record.error
  const game = replayRecord(record.value)
  return game.ok ? [] : game.error
}

/** A record without where things stood in the text: what a round trip must keep. */
function content(record: OgnRecord | OgnLine): unknown {
  return JSON.parse(JSON.stringify(record, (key, value) => (key === 'at' || key === 'valueAt' || key === 'gainAt' ? undefined : value)))
}

const start = (notation = '4-4-4-4-4-4-4-4-4-4-4-4-0-0-S'): Position => {
  const setup = parsePosition(notation)
  if (!setup.ok) throw new Error('bad notation')
  const position = fromSetup(setup.value)
  if (!position.ok) throw new Error('bad position')
  return position.value
}

describe('files written by Aualé', () => {
  it("read back and write out byte for byte (ogn.md's example: wrapped lines, 18. alone at a line's end, F+12, escaped quotes)", () => {
    const text = fixture('auale-demo.ogn')
    const record = parsed(text)
    expect(tagValue(record, 'Event')).toBe('Demo "quoted"')
    expect(record.moves).toHaveLength(71)
    expect(record.moves[34]).toMatchObject({ hole: 'D', gain: null }) // the move after "18." at the end of line 11
    expect(record.moves[34]!.at).toEqual({ line: 12, column: 1 })
    expect(record.moves[62]).toMatchObject({ hole: 'F', gain: 12 })
    expect(record.moves[63]).toMatchObject({ hole: 'L', gain: 5 }) // f = L
    expect(record.moves[2]!.comments).toEqual(['a short comment'])
    expect(makeOgn(record)).toBe(text)
  })

  it('replays with every +N and the result confirmed by the engine', () => {
    const game = replayed(fixture('auale-demo.ogn'))
    expect(game.end).toMatchObject({ kind: 'over', reason: 'store-majority', score: { south: 26, north: 12 }, winner: 'south' })
    expect(game.plies.filter((ply) => ply.gain > 0).map((ply) => `${ply.move.hole}+${ply.gain}`)).toEqual(['E+3', 'E+3', 'K+2', 'H+3', 'G+2', 'C+2', 'F+12', 'L+5', 'F+6'])
    expect(game.notes).toEqual([])
  })

  it('a North-first game: FEN after Result, "1. f", pairs numbered from North', () => {
    const text = fixture('north-first.ogn')
    const game = replayed(text)
    expect(makePosition(game.start)).toBe('0-0-0-0-2-1-1-0-0-0-0-3-20-21-N')
    expect(game.plies[0]).toMatchObject({ number: 1, report: { side: 'north', move: 'L' } })
    expect(game.plies[1]).toMatchObject({ number: 1, report: { side: 'south', move: 'F' } })
    expect(game.plies[2]).toMatchObject({ number: 2 })
    expect(game.end).toMatchObject({ kind: 'over', reason: 'no-legal-move', score: { south: 27, north: 21 } })
    expect(makeOgn(game.record)).toBe(text)
    expect(makeOgn(normalisedRecord(game))).toBe(text)
  })

  it('escaped quotes and backslashes, a value over two lines, an unfinished game (no result at the end)', () => {
    const text = fixture('escapes.ogn')
    const game = replayed(text)
    expect(tagValue(game.record, 'Event')).toBe('Tournoi "des écoles" \\ 2024')
    expect(tagValue(game.record, 'South')).toBe('Zoé "la rapide"')
    expect(tagValue(game.record, 'Site')).toBe('Salle\npolyvalente')
    expect(game.end).toEqual({ kind: 'unfinished', score: { south: 0, north: 0 } })
    expect(makeOgn(game.record)).toBe(text)
  })

  it('a game that Aualé ended at the first repeated position reads as recorded, its last +N with the gathered row', () => {
    // Few seeds and empty-ish rows: random play soon meets a position for the second time, which
    // ends the game in Aualé (each side gathering its row) but not under the kit's rule (three times).
    const random = seededRandom('auale-repetition')
    let found: { moves: Hole[]; position: Position; gathered: { south: number; north: number }; lastGain: number } | null = null
    const from = start('1-0-0-0-0-0-1-0-0-0-0-0-23-23-S')
    for (let attempt = 0; attempt < 200 && !found; attempt++) {
      let game = startGame(from)
      const seen = new Set([`${game.position.board}/${game.position.turn}/${game.position.stores.south}`])
      const moves: Hole[] = []
      while (!game.outcome && moves.length < 40) {
        const move = random.pick(legalMoves(game.position))
        const played = playInGame(game, move)
        if (!played.ok) throw new Error(played.error.message)
        const report = played.value.report
        game = played.value.game
        moves.push(move)
        const key = `${game.position.board}/${game.position.turn}/${game.position.stores.south}`
        if (seen.has(key) && !game.outcome) {
          const position = game.position
          const gathered = { south: position.stores.south + rowSeeds(position.board, 'south'), north: position.stores.north + rowSeeds(position.board, 'north') }
          found = { moves, position, gathered, lastGain: report.captured + rowSeeds(position.board, report.side) }
          break
        }
        seen.add(key)
      }
    }
    expect(found).not.toBeNull()
    const { moves, gathered, lastGain } = found!
    const plain = makeRecord(from, moves)
    if (!plain.ok) throw new Error('record')
    // Aualé's file: the gathered score as the result, and the last move's +N with the row it gathered.
    const last = plain.value.moves.length - 1
    const auale: OgnRecord = {
      ...plain.value,
      tags: plain.value.tags.map((tag) => (tag.name === 'Result' ? { ...tag, value: `${gathered.south}-${gathered.north}` } : tag)),
      moves: plain.value.moves.map((move, index) => (index === last ? { ...move, gain: lastGain > 0 ? lastGain : null } : move)),
    }
    const game = replayed(makeOgn(auale))
    expect(game.end).toMatchObject({ kind: 'recorded', gathered: true, score: gathered })
    expect(game.notes.map((note) => note.code)).toEqual(['RESULT_NOT_REACHED'])
  })
})

describe('files typed by hand (tolerant where it is harmless)', () => {
  it("reads no move numbers, the kit's letters G–L, CRLF, a comment before the first move, a variation", () => {
    const game = replayed(fixture('typed-by-hand.ogn'))
    expect(game.record.opening).toEqual(['Partie recopiée de la feuille de Léa.'])
    expect(game.plies.map((ply) => ply.move.hole).join('')).toBe('BKEGCJCLEICK')
    expect(game.plies[3]!.move.comments).toEqual(['diagram'])
    const variation = game.plies[9]!.variations[0]!
    expect(variation.plies.map((ply) => [ply.ply, ply.move.hole])).toEqual([
      [9, 'I'],
      [10, 'D'],
    ])
    expect(variation.line.moves[0]!.comments).toEqual(['plus sûr ?'])
  })

  it('writes it back as Aualé can read it: tags first, Variant first, the opening comment in a Comment tag, a–f letters', () => {
    const text = makeOgn(replayed(fixture('typed-by-hand.ogn')).record)
    expect(text.startsWith('[Variant "Oware Abapa"]\n[Event "Club du mercredi"]\n')).toBe(true)
    expect(text).toContain('[Comment "Partie recopiée de la feuille de Léa."]')
    const oneLine = text.replace(/\s+/g, ' ')
    expect(text).toContain('\n\n1. B e 2. E a { diagram } 3. C d')
    expect(oneLine).toContain('5. E+3 c (5... c { plus sûr ? } 6. D) 6. C e')
    // Outside comments and variations, Aualé reads every A–F / a–f as a move: no other letter.
    const moveText = text
      .split('\n\n')[1]!
      .replace(/\{[^}]*\}/g, '')
      .replace(/\([^)]*\)/g, '')
    expect(moveText).toMatch(/^[\sA-Fa-f0-9.+*-]+$/)
    expect(content(parsed(text))).toEqual({ ...(content(parsed(makeOgn(parsed(text)))) as object) })
  })

  it('a BOM is read past', () => {
    expect(replayed('\uFEFF' + fixture('auale-demo.ogn')).plies).toHaveLength(71)
  })
})

describe('bad input: file:line:col CODE, every problem at once', () => {
  const table: [string, string, [string, number, number][]][] = [
    ['a tag without quotes', '[Event Club]\n\n1. B', [['BAD_TAG', 1, 8]]],
    ['an unclosed value', '[Event "Club]\n\n1. B', [['BAD_TAG', 1, 9]]],
    ['a tag without its bracket', '[Event "Club"\n[Site "?"]\n\n1. B', [['BAD_TAG', 2, 1]]],
    ['a ; line among the tags', '[Event "Club"]\n; a note\n[Site "?"]\n\n1. B', [['BAD_TAG', 2, 1]]],
    ['a tag twice', '[Event "A"]\n[Event "B"]\n\n1. B', [['DUPLICATE_TAG', 2, 1]]],
    ['a tag after the moves', '[Event "A"]\n\n1. B\n[Site "?"]', [['TAG_AFTER_MOVES', 4, 1]]],
    ['a word in the moves', '1. B e 2. draw', [['UNEXPECTED_TEXT', 1, 11]]],
    ['a lowercase g', '1. B g', [['UNEXPECTED_TEXT', 1, 6]]],
    ['a missing move', '1. B e 2. E 3. C d', [['BAD_MOVE_NUMBER', 1, 13]]],
    ['an unclosed comment', '1. B { nice\n2. E', [['UNCLOSED_COMMENT', 1, 6]]],
    ['an unclosed variation', '1. B e (1... d', [['UNCLOSED_VARIATION', 1, 8]]],
    ['a variation in a variation', '1. B e (1... d (1... c))', [['NESTED_VARIATION', 1, 16]]],
    [
      'a stray bracket',
      '1. B } e )',
      [
        ['STRAY_BRACKET', 1, 6],
        ['STRAY_BRACKET', 1, 10],
      ],
    ],
    ['a variation before any move', '(1. C) 1. B', [['VARIATION_WITHOUT_MOVE', 1, 1]]],
    ['a chess result', '[Result "1/2-1/2"]\n\n1. B e', [['BAD_RESULT', 1, 10]]],
    ['results that differ', '[Result "26-12"]\n\n1. B e 24-24', [['RESULT_DIFFERS', 3, 8]]],
    ['text after the result', '1. B e * 2. E', [['TEXT_AFTER_RESULT', 1, 10]]],
  ]
  it.each(table)('%s', (_, text, expected) => {
    expect(problemsOf(text).map((p) => [p.code, p.line, p.column])).toEqual(expected)
  })

  it('names an illegal move with its number and the legal moves (the kit letter beside the OGN one)', () => {
    const [problem] = problemsOf('1. A a 2. A')
    expect(problem).toMatchObject({ code: 'ILLEGAL_MOVE', line: 1, column: 11, kind: 'input' })
    expect(problem!.message).toBe('move 2, South plays A: A is empty: choose a hole that holds seeds. Legal moves here: B, C, D, E, F')
    const [north] = problemsOf('1. B B')
    expect(north!.message).toBe("move 1, North plays B: B is in South's row; North plays from G–L. Legal moves here: a (G), b (H), c (I), d (J), e (K), f (L)")
  })

  it('checks every +N against the engine: a claim (exit 1), at the +', () => {
    const text = fixture('auale-demo.ogn').replace('5. E+3 c', '5. E+2 c').replace('F+12', 'F+11')
    const problems = problemsOf(text)
    expect(problems.map((p) => [p.code, p.line, p.column, p.kind])).toEqual([
      ['CAPTURE_MISMATCH', 10, 53, 'claim'],
      ['CAPTURE_MISMATCH', 13, 40, 'claim'],
    ])
    expect(problems[0]!.message).toBe('move 5, South plays E+2: the engine takes 3 seeds (G), not 2')
    expect(problemsOf('1. B+2 e')[0]!.message).toBe('move 1, South plays B+2: the engine takes nothing, not 2')
    // Every problem of the file, in the file's order: the wrong +N before the illegal move that stops the replay.
    expect(problemsOf('1. A+2 a 2. A').map((p) => [p.code, p.line, p.column])).toEqual([
      ['CAPTURE_MISMATCH', 1, 5],
      ['ILLEGAL_MOVE', 1, 13],
    ])
  })

  it('checks the result against the engine', () => {
    const text = fixture('auale-demo.ogn')
      .replace('[Result "26-12"]', '[Result "25-12"]')
      .replace(/26-12\n$/, '25-12\n')
    const [problem] = problemsOf(text)
    expect(problem).toMatchObject({ code: 'RESULT_MISMATCH', line: 8, column: 10, kind: 'claim' })
    expect(problem!.message).toContain('26-12')
    expect(problemsOf('[Result "1-0"]\n\n1. B e 1-0')[0]).toMatchObject({ code: 'RESULT_MISMATCH', kind: 'claim' })
  })

  it('a move after the end, a bad FEN, unknown rules', () => {
    expect(problemsOf(fixture('auale-demo.ogn').replace(/\n26-12\n$/, ' c\n26-12\n')).map((p) => p.code)).toEqual(['GAME_OVER'])
    expect(problemsOf('[FEN "4-4-4-4-4-4-4-4-4-4-4-x-0-0-S"]\n\n1. B').map((p) => [p.code, p.line, p.column])).toEqual([['BAD_FEN', 1, 29]])
    expect(problemsOf('[FEN "4-4-4-4-4-4-4-4-4-4-4-4-5-0-S"]\n\n1. B').map((p) => p.code)).toEqual(['BAD_FEN'])
    expect(problemsOf('[Variant "Oware Grand Slam"]\n\n1. B').map((p) => p.code)).toEqual(['UNKNOWN_VARIANT'])
  })
})

describe('what awale-kit writes', () => {
  it('writes FEN for every start that is not the standard one (Aualé writes it only when North starts)', () => {
    const record = makeRecord(start('0-0-0-0-0-3-1-2-1-1-0-1-0-0-S'), ['F'])
    if (!record.ok) throw new Error('record')
    const text = makeOgn(record.value)
    expect(text).toContain('[FEN "0-0-0-0-0-3-1-2-1-1-0-1-0-0-S"]')
    expect(text.endsWith('\n\n1. F+7\n')).toBe(true)
    const standard = makeRecord(start(), ['C'])
    if (!standard.ok) throw new Error('record')
    expect(makeOgn(standard.value)).not.toContain('FEN')
  })

  it('a game with no moves is its tag lines alone', () => {
    const record = makeRecord(start(), [])
    if (!record.ok) throw new Error('record')
    expect(makeOgn(record.value)).toBe('[Variant "Oware Abapa"]\n[Event "?"]\n[Site "?"]\n[Date "?"]\n[Round "?"]\n[South "?"]\n[North "?"]\n[Result "*"]\n')
  })

  it('no line longer than 79 characters, tokens apart by one space', () => {
    const record = makeRecord(
      start(),
      randomGame('long', 300).moves.map((hole) => ({ hole, comments: ['a rather long comment that goes on and on, to wrap'] })),
    )
    if (!record.ok) throw new Error('record')
    const lines = makeOgn(record.value).split('\n')
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(79)
    expect(lines.some((line) => line.includes('  '))).toBe(false)
  })
})

/** A random game: random legal moves from the start until it ends or `limit` moves. */
function randomGame(seed: string, limit: number): { moves: Hole[] } {
  const random = seededRandom(seed)
  const initial = fromSetup(initialSetup(DEFAULT_VARIANT))
  if (!initial.ok) throw new Error('initial')
  let game = startGame(initial.value)
  const moves: Hole[] = []
  while (!game.outcome && moves.length < limit) {
    const move = random.pick(legalMoves(game.position))
    const played = playInGame(game, move)
    if (!played.ok) throw new Error(played.error.message)
    moves.push(move)
    game = played.value.game
  }
  return { moves }
}

/** The game before each move of `moves` played from `from`, with its history (what the repetition rule counts). */
function gamesBefore(from: Position, moves: readonly Hole[]): Game[] {
  const games = [startGame(from)]
  for (const move of moves) {
    const played = playInGame(games[games.length - 1]!, move)
    if (!played.ok) throw new Error(played.error.message)
    games.push(played.value.game)
  }
  return games.slice(0, moves.length)
}

/**
 * A side line of one or two legal moves played from `game`, each with its `+N` as the engine counts it.
 * From the game, not from its position alone: a variation goes on from the main line's history, so
 * a position the main line has already seen twice ends the game there, its mover gathering its row.
 */
function sideLineMoves(game: Game, first: Hole, reply: (moves: Hole[]) => Hole): OgnMove[] {
  const moves: OgnMove[] = []
  let current = game
  for (;;) {
    const hole = moves.length === 0 ? first : reply(legalMoves(current.position))
    const played = playInGame(current, hole)
    if (!played.ok) throw new Error(played.error.message)
    const gain = storeGain(played.value.report)
    moves.push({ hole, gain: gain > 0 ? gain : null, mark: null, comments: [], variations: [] })
    current = played.value.game
    if (moves.length === 2 || current.outcome) return moves
  }
}

/**
 * One case of the round trip: a random game (`seed`, at most `limit` moves) with some of `comments`
 * after its moves, `event` as its Event, marks and side lines; written, read, written again, replayed
 * and normalised, the text must stay the same. Returns the text.
 */
function roundTrip(seed: string, limit: number, comments: readonly string[], event: string): string {
  const { moves } = randomGame(seed, limit)
  const random = seededRandom(`${seed}/extras`)
  const record = makeRecord(
    start(),
    moves.map((hole) => ({ hole, comments: random.next() < 0.2 && comments.length > 0 ? [random.pick(comments)] : [] })),
    { Event: event.replace(/\s+/g, ' ').trim() || '?', Date: '2024.06.01' },
  )
  if (!record.ok) throw new Error('record')
  // Marks and variations: a side line replacing some move, of legal moves from the game before it.
  const games = gamesBefore(start(), moves)
  const sideLine = (index: number): OgnLine[] => {
    const before = games[index]!
    const others = legalMoves(before.position).filter((hole) => hole !== moves[index])
    if (index % 11 !== 5 || others.length === 0) return []
    const line = sideLineMoves(before, random.pick(others), (replies) => random.pick(replies))
    return [{ opening: random.next() < 0.3 ? ['why not'] : [], moves: line }]
  }
  const withExtras: OgnRecord = {
    ...record.value,
    moves: record.value.moves.map((move, index) => ({ ...move, ...(index % 7 === 3 ? { mark: '!?' as const } : {}), variations: sideLine(index) })),
  }
  const first = makeOgn(withExtras)
  const read = parseOgn(first)
  if (!read.ok) throw new Error(JSON.stringify(read.error))
  expect(makeOgn(read.value)).toBe(first)
  const game = replayRecord(read.value)
  if (!game.ok) throw new Error(JSON.stringify(game.error))
  expect(makeOgn(normalisedRecord(game.value))).toBe(first)
  return first
}

describe('round trip (property)', () => {
  const text = fc.string({ unit: fc.constantFrom('a', 'é', 'Z', ' ', '"', '\\', '?', '!', '(', ')', '}', '{', '\n', '1', '-', '😀'), maxLength: 24 })
  it('write, read, replay: the same record and the same text, comments, marks, variations and tags included', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 8 }), fc.integer({ min: 0, max: 250 }), fc.array(text, { maxLength: 6 }), text, (seed, limit, comments, event) => {
        roundTrip(seed, limit, comments, event)
      }),
      { numRuns: 60 },
    )
  })

  it("a side line that brings back a position the main line has seen twice ends the game there (fast-check's counterexample)", () => {
    // Game "l~", 94 moves: the side line 47... c 48. B comes to a position for the third time since the
    // last capture, counting the main line's; South gathers the seed of its row: 48. B+1.
    expect(roundTrip('l~', 94, [], '')).toContain('47... c 48. B+1)')
  })

  it('variations survive the round trip', () => {
    const game = replayed(fixture('typed-by-hand.ogn'))
    const once = makeOgn(game.record)
    const again = replayed(once)
    expect(content(again.record)).toEqual(content(parsed(once)))
    expect(again.plies[9]!.variations[0]!.plies.map((ply) => ply.move.hole)).toEqual(['I', 'D'])
    expect(makeOgn(again.record)).toBe(once)
  })
})
