// Replaying OGN records with the engine (src/engine/record.ts), held by positions sown by hand: every
// +N, the result (over, recorded as Aualé ends games, unfinished), the end of the game by each rule,
// each problem's code, place and words, and the records we make. Written to close what a mutation run
// (StrykerJS) found unheld; every expected board, score and gain below was counted by hand.
//
// ogn.ts and record.ts are loaded afresh inside each test (a query string makes a new instance of
// just those two modules; the rest of the engine is the one imported below): their constants (the
// regular expressions, the tag roster, the words for each end of a game) are built when the module
// loads, and a mutation tool can only tell which tests depend on them if that load happens inside a
// test. Loaded once at the top of the file, they count as "static" and are never run against these tests.
import { readFileSync } from 'node:fs'
import type { Engine } from './fresh-engine.js'
import { freshEngine } from './fresh-engine.js'
import { beforeEach, describe, expect, it } from 'vitest'
import type { OgnMove, OgnRecord, Position, Variant } from '../../src/engine/index.js'

let engine: Engine
beforeEach(async () => {
  engine = await freshEngine()
})

const demo = readFileSync(new URL('../game/fixtures/auale-demo.ogn', import.meta.url), 'utf8')

function parsed(text: string): OgnRecord {
  const record = engine.parseOgn(text)
  if (!record.ok) throw new Error(JSON.stringify(record.error))
  return record.value
}

function replayed(text: string, variant?: Variant) {
  const game = engine.replayRecord(parsed(text), variant)
  if (!game.ok) throw new Error(JSON.stringify(game.error))
  return game.value
}

/** The problems of a text after the engine: [code, line, column, kind, message]. */
function problemsOf(text: string, variant?: Variant): [string, number, number, string, string][] {
  const game = engine.replayRecord(parsed(text), variant)
  return game.ok ? [] : game.error.map((p) => [p.code, p.line, p.column, p.kind, p.message])
}

function position(notation: string, variant?: Variant): Position {
  const setup = engine.parsePosition(notation)
  if (!setup.ok) throw new Error('notation')
  const made = engine.fromSetup(setup.value, variant)
  if (!made.ok) throw new Error('position')
  return made.value
}

const limited = (endless: 'move-limit' | 'no-capture-limit', limit: number): Variant => ({ ...engine.DEFAULT_VARIANT, endless, moveLimit: limit, noCaptureLimit: limit })
const move = (hole: OgnMove['hole'], extra: Partial<OgnMove> = {}): OgnMove => ({ hole, gain: null, mark: null, comments: [], variations: [], ...extra })

// From the start, 1. C d: C's four seeds to D E F G; J's four to K L A B. No capture.
//   South  A5 B5 C0 D5 E5 F5 = 25      North  G5 H4 I4 J0 K5 L5 = 23      stores 0-0
// After 1. C alone: South A4 B4 C0 D5 E5 F5 = 23, North G5 H4 I4 J4 K4 L4 = 25.

describe("a result the kit's rules did not reach (Aualé ends a game at the first repeated position)", () => {
  it("each side taking its own row: recorded, the last move's +N may count the row its mover gathered", () => {
    const game = replayed('[Result "25-23"]\n\n1. C d+23')
    expect(game.end).toEqual({ kind: 'recorded', gathered: true, score: { south: 25, north: 23 }, winner: 'south' })
    expect(game.plies.map((ply) => ply.gain)).toEqual([0, 0])
    expect(game.notes).toEqual([
      {
        line: 1,
        column: 10,
        code: 'RESULT_NOT_REACHED',
        kind: 'claim',
        message:
          "the record ends after move 1 (North d (J)) with 25-23, each side taking its own row; under the kit's rules the game was not over (Aualé ends a game as soon as a position comes back)",
      },
    ])
    expect(replayed('[Result "23-25"]\n\n1. C+23').end).toEqual({ kind: 'recorded', gathered: true, score: { south: 23, north: 25 }, winner: 'north' })
  })

  it('only the last move may count the gathered row, and only that many', () => {
    expect(problemsOf('[Result "25-23"]\n\n1. C d+5')).toEqual([['CAPTURE_MISMATCH', 3, 7, 'claim', 'move 1, North plays d (J)+5: the engine takes nothing, not 5']])
    expect(problemsOf('[Result "25-23"]\n\n1. C+23 d+23')).toEqual([['CAPTURE_MISMATCH', 3, 5, 'claim', 'move 1, South plays C+23: the engine takes nothing, not 23']])
    expect(problemsOf('[Result "0-0"]\n\n1. C d+23')).toEqual([['CAPTURE_MISMATCH', 3, 7, 'claim', 'move 1, North plays d (J)+23: the engine takes nothing, not 23']])
  })

  it('the stores as they stood: recorded, not gathered', () => {
    const game = replayed('[Result "0-0"]\n\n1. C d')
    expect(game.end).toEqual({ kind: 'recorded', gathered: false, score: { south: 0, north: 0 }, winner: 'draw' })
    expect(game.notes).toEqual([
      { line: 1, column: 10, code: 'RESULT_NOT_REACHED', kind: 'claim', message: 'the record stops after move 1 (North d (J)) with 0-0, the stores as they stood; the game was not over' },
    ])
  })

  it('at the start, before any move', () => {
    const gathered = replayed('[Result "24-24"]')
    expect(gathered.end).toEqual({ kind: 'recorded', gathered: true, score: { south: 24, north: 24 }, winner: 'draw' })
    expect(gathered.notes.map((note) => note.message)).toEqual([
      "the record ends at the start with 24-24, each side taking its own row; under the kit's rules the game was not over (Aualé ends a game as soon as a position comes back)",
    ])
    expect(replayed('[Result "0-0"]').notes.map((note) => note.message)).toEqual(['the record stops at the start with 0-0, the stores as they stood; the game was not over'])
  })

  it('a score that is neither: a wrong result, both sides checked', () => {
    const message = (result: string) => `the result ${result} is not the engine's: the game is not over after move 1 (North d (J)); the stores hold 0-0 (25-23 with each side's row), South first`
    expect(problemsOf('[Result "10-10"]\n\n1. C d')).toEqual([['RESULT_MISMATCH', 1, 10, 'claim', message('10-10')]])
    expect(problemsOf('[Result "25-0"]\n\n1. C d')).toEqual([['RESULT_MISMATCH', 1, 10, 'claim', message('25-0')]])
    expect(problemsOf('[Result "0-23"]\n\n1. C d')).toEqual([['RESULT_MISMATCH', 1, 10, 'claim', message('0-23')]])
    expect(problemsOf('[Result "1-0"]\n\n1. C d 1-0')).toEqual([['RESULT_MISMATCH', 1, 10, 'claim', message('1-0')]])
  })

  it('an unfinished game: the stores as they stand', () => {
    expect(replayed('1. C d').end).toEqual({ kind: 'unfinished', score: { south: 0, north: 0 } })
    expect(replayed('[Result "*"]\n\n1. C d *').end).toEqual({ kind: 'unfinished', score: { south: 0, north: 0 } })
  })
})

describe('a game the engine ends', () => {
  it('by a store holding more than half: the result checked on both sides', () => {
    const withResult = (result: string) => demo.replace('[Result "26-12"]', `[Result "${result}"]`).replace(/26-12\n$/, `${result}\n`)
    const message = (result: string) => `the result ${result} is not the engine's: the game ends by a store holding more than half of the seeds with 26-12 (South first)`
    expect(problemsOf(withResult('26-11'))).toEqual([['RESULT_MISMATCH', 8, 10, 'claim', message('26-11')]])
    expect(problemsOf(withResult('25-12'))).toEqual([['RESULT_MISMATCH', 8, 10, 'claim', message('25-12')]])
  })

  it('because the side to move cannot play', () => {
    // The North-first fixture ends so, at 27-21 (Aualé's own result).
    const northFirst = readFileSync(new URL('../game/fixtures/north-first.ogn', import.meta.url), 'utf8')
    expect(problemsOf(northFirst.replace('[Result "27-21"]', '[Result "27-20"]').replace(/27-21\n$/, '27-20\n'))).toEqual([
      ['RESULT_MISMATCH', 8, 10, 'claim', "the result 27-20 is not the engine's: the game ends because the side to move cannot play (each side takes its own row) with 27-21 (South first)"],
    ])
  })

  it('a move after the end: named, and nothing after it judged (not even the result)', () => {
    const withMoveAfter = (result: string) => demo.replace('[Result "26-12"]', `[Result "${result}"]`).replace(/\n26-12\n$/, ` c\n${result}\n`)
    const over = ['GAME_OVER', 13, 80, 'input', 'move 36, North plays c (I): the game is already over (by a store holding more than half of the seeds); no move can follow']
    expect(problemsOf(withMoveAfter('26-12'))).toEqual([over])
    expect(problemsOf(withMoveAfter('25-12'))).toEqual([over])
  })

  it("at the move limit: each side takes its own row, the mover's +N counts it", () => {
    // 1. C d then the limit (2 plies): South 25, North 23 gathered; d's store grew by North's row, 23.
    const variant = limited('move-limit', 2)
    const game = replayed('1. C d+23', variant)
    expect(game.end).toEqual({ kind: 'over', reason: 'move-limit', score: { south: 25, north: 23 }, winner: 'south', complete: expect.any(Boolean) })
    expect(game.plies.map((ply) => ply.gain)).toEqual([0, 23])
    expect(problemsOf('1. C d+5', variant)).toEqual([['CAPTURE_MISMATCH', 1, 7, 'claim', 'move 1, North plays d (J)+5: the store grows by 23: 23 seeds of its own row gathered at the end, not 5']])
    expect(problemsOf('[Result "25-24"]\n\n1. C d+23', variant)).toEqual([
      ['RESULT_MISMATCH', 1, 10, 'claim', "the result 25-24 is not the engine's: the game ends at the move limit (each side takes its own row) with 25-23 (South first)"],
    ])
    expect(problemsOf('1. C d 2. E', variant)).toEqual([
      ['GAME_OVER', 1, 11, 'input', 'move 2, South plays E: the game is already over (at the move limit (each side takes its own row)); no move can follow'],
    ])
  })

  it('by repetition: the third time a position comes', () => {
    // A1 | G1: each seed goes round its row and the next, one hole a move, never making 2 or 3; after
    // 12 moves the start comes back, after 24 it comes a third time. Each side then takes its seed.
    const lap = 'A a B b C c D d E e F f'
    const text = `[FEN "1-0-0-0-0-0-1-0-0-0-0-0-23-23-S"]\n\n${lap} ${lap}`
    expect(replayed(text).end).toEqual({ kind: 'over', reason: 'repetition', score: { south: 24, north: 24 }, winner: 'draw', complete: expect.any(Boolean) })
    expect(problemsOf(`${text} A`)).toEqual([['GAME_OVER', 3, 49, 'input', 'move 13, South plays A: the game is already over (by repetition (each side takes its own row)); no move can follow']])
  })

  it('in a side line too, counting the positions of the main line before it', () => {
    // The lap once, then again but for North's last move: the start has come twice. The side line
    // replacing South's last F plays F f, which brings the start a third time: the game ends there,
    // North's f gathering G's seed (f+1). From the position alone, without the main line, it would not end.
    const lap = 'A a B b C c D d E e F f'
    const text = `[FEN "1-0-0-0-0-0-1-0-0-0-0-0-23-23-S"]\n\n${lap} ${lap.slice(0, -2)}`
    const side = replayed(`${text} (12. F f+1)`).plies[22]!.variations[0]!.plies
    expect(side.map((ply) => [ply.move.hole, ply.gain, ply.report.outcome?.reason ?? null])).toEqual([
      ['F', 0, null],
      ['L', 1, 'repetition'],
    ])
    expect(engine.makeOgn(engine.normalisedRecord(replayed(`${text} (12. F f)`)))).toContain('(12. F f+1)')
    expect(replayed('[FEN "0-0-0-0-0-1-0-0-0-0-0-1-23-23-S"]\n\n1. F f').end).toEqual({ kind: 'unfinished', score: { south: 23, north: 23 } })
    expect(problemsOf(`${text} (12. F f A)`)).toEqual([
      ['GAME_OVER', 3, 56, 'input', 'move 13, South plays A: the game is already over (by repetition (each side takes its own row)); no move can follow'],
    ])
  })

  it('after too many moves without a capture', () => {
    expect(problemsOf('1. C d 2. E', limited('no-capture-limit', 2))).toEqual([
      ['GAME_OVER', 1, 11, 'input', 'move 2, South plays E: the game is already over (after too many moves without a capture (each side takes its own row)); no move can follow'],
    ])
  })

  it('a capture and a gathered row in one move: the +N is both', () => {
    // A1 · F2 | G1 H2 I4, stores 18-20. F sows G (2) and H (3): takes H and G, 5 seeds; the limit of one
    // ply ends the game, South gathers A's seed and North I's four: 24-24. F's store grew by 6.
    const text = '[FEN "1-0-0-0-0-2-1-2-4-0-0-0-18-20-S"]\n\n1. F+'
    const variant = limited('move-limit', 1)
    expect(replayed(`${text}6`, variant).end).toMatchObject({ kind: 'over', score: { south: 24, north: 24 }, winner: 'draw' })
    expect(problemsOf(`${text}5`, variant)).toEqual([
      ['CAPTURE_MISMATCH', 3, 5, 'claim', 'move 1, South plays F+5: the store grows by 6: 5 seeds taken and 1 seed of its own row gathered at the end, not 5'],
    ])
  })
})

describe('what the engine says about a +N', () => {
  it('the holes taken, in the order they are taken', () => {
    // F2 | G1 H2 I4, stores 19-20: F sows G (2) and H (3), takes H then G.
    expect(problemsOf('[FEN "0-0-0-0-0-2-1-2-4-0-0-0-19-20-S"]\n\n1. F+4')).toEqual([['CAPTURE_MISMATCH', 3, 5, 'claim', 'move 1, South plays F+4: the engine takes 5 seeds (H, G), not 4']])
  })

  it('a grand slam takes nothing', () => {
    // F2 | G1 H2 and North has nothing else: taking G and H would empty North's row, so nothing is taken.
    expect(problemsOf('[FEN "0-0-0-0-0-2-1-2-0-0-0-0-21-22-S"]\n\n1. F+5')).toEqual([
      ['CAPTURE_MISMATCH', 3, 5, 'claim', 'move 1, South plays F+5: the engine takes nothing (a grand slam: the capture is cancelled), not 5'],
    ])
  })

  it('problems in the order of the file; a record made in code is placed at its start', () => {
    expect(problemsOf('1. A+2 a 2. A').map((p) => p.slice(0, 3))).toEqual([
      ['CAPTURE_MISMATCH', 1, 5],
      ['ILLEGAL_MOVE', 1, 13],
    ])
    const made = engine.replayRecord({ tags: [], opening: [], moves: [move('A'), move('A')] })
    expect(made.ok ? [] : made.error.map((p) => [p.code, p.line, p.column])).toEqual([['ILLEGAL_MOVE', 1, 1]])
  })

  it('an illegal move stops the replay: the result is not judged', () => {
    expect(problemsOf('[Result "30-0"]\n\n1. A a 2. A').map((p) => p[0])).toEqual(['ILLEGAL_MOVE'])
  })
})

describe('the start and the rules', () => {
  it('unknown rules are named at the value; nothing else is judged then', () => {
    expect(problemsOf('[Variant "Oware Grand Slam"]\n\n1. A a 2. A')).toEqual([
      ['UNKNOWN_VARIANT', 1, 11, 'input', 'the rules "Oware Grand Slam" are not known: awale-kit (like Aualé) plays "Oware Abapa"'],
    ])
    expect(problemsOf('[Variant "Oware Grand Slam"]\n[FEN "x"]').map((p) => p[0])).toEqual(['UNKNOWN_VARIANT', 'BAD_FEN'])
  })

  it('the name of the rules is read loosely: ?, any case, any spacing', () => {
    expect(problemsOf('[Variant "?"]\n\n1. C')).toEqual([])
    expect(problemsOf('[Variant "oware   ABAPA"]\n\n1. C')).toEqual([])
    expect(problemsOf('[Variant "Oware\nAbapa"]\n\n1. C')).toEqual([])
    const made = engine.replayRecord({ tags: [{ name: 'Variant', value: '  Oware Abapa ' }], opening: [], moves: [move('C')] })
    expect(made.ok).toBe(true)
  })

  it('a bad FEN is named as a FEN problem', () => {
    const [syntax] = problemsOf('[FEN "4-4-4-4-4-4-4-4-4-4-4-x-0-0-S"]\n\n1. B')
    expect(syntax!.slice(0, 4)).toEqual(['BAD_FEN', 1, 29, 'input'])
    expect(syntax![4].startsWith('FEN: ')).toBe(true)
    const [total] = problemsOf('[FEN "4-4-4-4-4-4-4-4-4-4-4-4-5-0-S"]\n\n1. B')
    expect(total!.slice(0, 4)).toEqual(['BAD_FEN', 1, 7, 'input'])
    expect(total![4].startsWith('FEN: ')).toBe(true)
  })

  it('the standard start is four seeds a hole, empty stores, South to move', () => {
    expect(engine.isStandardStart(position('4-4-4-4-4-4-4-4-4-4-4-4-0-0-S'))).toBe(true)
    expect(engine.isStandardStart(position('4-4-4-4-4-4-4-4-4-4-4-4-0-0-N'))).toBe(false)
    expect(engine.isStandardStart(position('4-4-4-4-4-4-4-4-4-4-4-0-4-0-S'))).toBe(false)
    expect(engine.isStandardStart(position('4-4-4-4-4-4-4-4-4-4-4-0-0-4-S'))).toBe(false)
    expect(engine.isStandardStart(position('5-3-4-4-4-4-4-4-4-4-4-4-0-0-S'))).toBe(false)
  })
})

describe('the records we make', () => {
  it('the roster filled with ?, the result * while the game goes on, +N only for a gain, comments kept', () => {
    const made = engine.makeRecord(position('4-4-4-4-4-4-4-4-4-4-4-4-0-0-S'), [{ hole: 'C', comments: ['ouverture'] }, 'J'], { South: 'Awa', FEN: 'stale' })
    if (!made.ok) throw new Error('record')
    expect(made.value.tags.map((tag) => [tag.name, tag.value])).toEqual([
      ['Variant', 'Oware Abapa'],
      ['Event', '?'],
      ['Site', '?'],
      ['Date', '?'],
      ['Round', '?'],
      ['South', 'Awa'],
      ['North', '?'],
      ['Result', '*'],
    ])
    expect(made.value.moves).toEqual([move('C', { comments: ['ouverture'] }), move('J')])
  })

  it('a FEN tag for every start that is not the standard one; the final score as the result', () => {
    const fen = (notation: string) => {
      const made = engine.makeRecord(position(notation), [])
      if (!made.ok) throw new Error('record')
      return engine.tagValue(made.value, 'FEN')
    }
    expect(fen('4-4-4-4-4-4-4-4-4-4-4-4-0-0-N')).toBe('4-4-4-4-4-4-4-4-4-4-4-4-0-0-N')
    expect(fen('4-4-4-4-4-4-4-4-4-4-4-0-4-0-S')).toBe('4-4-4-4-4-4-4-4-4-4-4-0-4-0-S')
    expect(fen('4-4-4-4-4-4-4-4-4-4-4-0-0-4-S')).toBe('4-4-4-4-4-4-4-4-4-4-4-0-0-4-S')
    expect(fen('5-3-4-4-4-4-4-4-4-4-4-4-0-0-S')).toBe('5-3-4-4-4-4-4-4-4-4-4-4-0-0-S')
    expect(fen('4-4-4-4-4-4-4-4-4-4-4-4-0-0-S')).toBeUndefined()
    const over = engine.makeRecord(position('1-0-0-0-0-2-1-2-4-0-0-0-18-20-S', limited('move-limit', 1)), ['F'])
    if (!over.ok) throw new Error('record')
    expect(engine.tagValue(over.value, 'Result')).toBe('24-24')
    expect(over.value.moves).toEqual([move('F', { gain: 6 })])
  })

  it('an illegal move, or one after the end, is an error with its number', () => {
    expect(engine.makeRecord(position('4-4-4-4-4-4-4-4-4-4-4-4-0-0-S'), ['A', 'G', 'A'])).toEqual({
      ok: false,
      error: { line: 1, column: 1, code: 'ILLEGAL_MOVE', kind: 'input', message: 'move 2 (A): A is empty: choose a hole that holds seeds' },
    })
    // A game ended by a limit (or by repetition) takes no more moves, though the position could be played on.
    expect(engine.makeRecord(position('4-4-4-4-4-4-4-4-4-4-4-4-0-0-S', limited('move-limit', 1)), ['C', 'J'])).toEqual({
      ok: false,
      error: { line: 1, column: 1, code: 'GAME_OVER', kind: 'input', message: 'move 1 (J): the game is already over (at the move limit (each side takes its own row)); no move can follow' },
    })
    // A game ended by the rules themselves (a store above 24).
    const majority = engine.makeRecord(position('0-0-0-0-0-2-1-2-4-0-0-0-20-19-S'), ['F', 'I'])
    expect(majority.ok ? null : [majority.error.code, majority.error.message.startsWith('move 1 (I): ')]).toEqual(['GAME_OVER', true])
  })

  it('the normalised record: +N recomputed (none for nothing taken), one Result tag', () => {
    const unfinished = engine.normalisedRecord(replayed('[Result "*"]\n\n1. C d'))
    expect(unfinished.moves.map((m) => [m.hole, m.gain])).toEqual([
      ['C', null],
      ['J', null],
    ])
    expect(unfinished.tags.map((tag) => [tag.name, tag.value])).toEqual([['Result', '*']])
    const recorded = engine.normalisedRecord(replayed('[Event "Club"]\n[Result "25-23"]\n\n1. C d+23'))
    expect(recorded.tags.map((tag) => [tag.name, tag.value])).toEqual([
      ['Event', 'Club'],
      ['Result', '25-23'],
    ])
    expect(recorded.moves.map((m) => m.gain)).toEqual([null, null])
  })
})
