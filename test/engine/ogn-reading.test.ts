// OGN reading and writing (src/engine/ogn.ts), held by hand-written texts: what a teacher's file
// must give (holes, +N, marks, comments, variations, tags, results), every problem with its code,
// line, column and words, and the exact bytes we write for Aualé. Written to close what a mutation
// run (StrykerJS) found unheld; no expectation here comes from the module's own writer or reader.
//
// ogn.ts and record.ts are loaded afresh inside each test (a query string makes a new instance of
// just those two modules; the rest of the engine is the one imported below): their constants (the
// regular expressions, the tag roster, the words for each end of a game) are built when the module
// loads, and a mutation tool can only tell which tests depend on them if that load happens inside a
// test. Loaded once at the top of the file, they count as "static" and are never run against these tests.
import type { Engine } from './fresh-engine.js'
import { freshEngine } from './fresh-engine.js'
import { beforeEach, describe, expect, it } from 'vitest'
import type { OgnMove, OgnRecord, OgnTag } from '../../src/engine/index.js'

let engine: Engine
beforeEach(async () => {
  engine = await freshEngine()
})

function parsed(text: string): OgnRecord {
  const record = engine.parseOgn(text)
  if (!record.ok) throw new Error(JSON.stringify(record.error))
  return record.value
}

/** The syntax problems of a text: [code, line, column, message]. */
function problems(text: string): [string, number, number, string][] {
  const record = engine.parseOgn(text)
  if (record.ok) return []
  for (const problem of record.error) expect(problem.kind).toBe('input')
  return record.error.map((p) => [p.code, p.line, p.column, p.message])
}

const holes = (text: string) =>
  parsed(text)
    .moves.map((move) => move.hole)
    .join('')

const ROSTER_UNKNOWN = '[Variant "Oware Abapa"]\n[Event "?"]\n[Site "?"]\n[Date "?"]\n[Round "?"]\n[South "?"]\n[North "?"]\n[Result "*"]\n'

const move = (hole: OgnMove['hole'], extra: Partial<OgnMove> = {}): OgnMove => ({ hole, gain: null, mark: null, comments: [], variations: [], ...extra })

const WORD_MESSAGE = 'is not a move: only hole letters (A–F, a–f), move numbers (12.), +N, comments in { } and variations in ( ) go in the moves; put words in a comment { … }'
const OTHER_MESSAGE = 'is not part of OGN move text: hole letters (A–F, a–f), move numbers (12.), +N, comments in { } and variations in ( )'
const RESULT_WORD_MESSAGE = 'is not a result: write the final score South first with a hyphen, 26-12, or *'

describe('moves as read', () => {
  it('a move is its letter, where it stands, and nothing else when nothing else is written', () => {
    expect(parsed('1. B').moves).toEqual([{ hole: 'B', gain: null, mark: null, comments: [], variations: [], at: { line: 1, column: 4 } }])
    expect(parsed('1. E+3').moves).toEqual([{ hole: 'E', gain: 3, mark: null, comments: [], variations: [], at: { line: 1, column: 4 }, gainAt: { line: 1, column: 5 } }])
  })

  it("OGN's a–f are North's holes G–L; the kit's capitals G–L are read too", () => {
    expect(holes('1. A a 2. B b 3. C c 4. D d 5. E e 6. F f')).toBe('AGBHCIDJEKFL')
    expect(holes('1. A G 2. B L')).toBe('AGBL')
  })

  it('the six marks after a move, kept', () => {
    expect(parsed('1. B! e? 2. C!! d?? 3. E!? f?!').moves.map((m) => [m.hole, m.mark])).toEqual([
      ['B', '!'],
      ['K', '?'],
      ['C', '!!'],
      ['J', '??'],
      ['E', '!?'],
      ['L', '?!'],
    ])
    expect(parsed('1. F+12!?').moves[0]).toMatchObject({ hole: 'F', gain: 12, mark: '!?' })
  })

  it('move numbers: glued to the move, several dots, two digits', () => {
    expect(holes('1.B e 2.E')).toBe('BKE')
    expect(parsed('1.B e 2.E').moves[2]!.at).toEqual({ line: 1, column: 9 })
    expect(holes('1. B 1... e 2. C')).toBe('BKC')
    expect(holes('1. B e 2. B e 3. B e 4. B e 5. B e 6. B e 7. B e 8. B e 9. B e 10. C e 11. D')).toHaveLength(21)
    // The letter after a glued number is placed after the number and its dots.
    expect(problems('1.B e 2..g')).toEqual([['UNEXPECTED_TEXT', 1, 10, `"g" is not a hole: North's holes are a–f in OGN (a = G … f = L), or the kit's capitals G–L`]])
  })

  it('a +N written apart from its move belongs to it, only right after it', () => {
    expect(parsed('1. E +3 e').moves[0]).toEqual({ hole: 'E', gain: 3, mark: null, comments: [], variations: [], at: { line: 1, column: 4 }, gainAt: { line: 1, column: 6 } })
    expect(parsed('1. F +12').moves[0]!.gain).toBe(12)
    const apart = (word: string) => `"${word}" ${OTHER_MESSAGE}`
    expect(problems('1. E+3 +2')).toEqual([['UNEXPECTED_TEXT', 1, 8, apart('+2')]])
    expect(problems('1. E +2 +3')).toEqual([['UNEXPECTED_TEXT', 1, 9, apart('+3')]])
    expect(problems('1. E {c} +3')).toEqual([['UNEXPECTED_TEXT', 1, 10, apart('+3')]])
    expect(problems('1. E e (1... d) +3')).toEqual([['UNEXPECTED_TEXT', 1, 17, apart('+3')]])
    expect(problems('+3 1. E')).toEqual([['UNEXPECTED_TEXT', 1, 1, apart('+3')]])
    expect(problems('1. E +3.')).toEqual([['UNEXPECTED_TEXT', 1, 6, apart('+3.')]])
  })

  it('comments: whitespace collapsed, several after a move, before the first move kept apart', () => {
    const record = parsed('{ avant\n la   partie } 1. B { un }{ deux\tmots } e')
    expect(record.opening).toEqual(['avant la partie'])
    expect(record.moves[0]!.comments).toEqual(['un', 'deux mots'])
    expect(record.moves[1]!.comments).toEqual([])
  })

  it('a variation replaces the move before it and is kept with where it opens', () => {
    const record = parsed('1. B e (1... d { mieux } 2. C) 2. E')
    expect(record.moves.map((m) => m.hole).join('')).toBe('BKE')
    expect(record.moves[0]!.variations).toEqual([])
    expect(record.moves[1]!.variations).toEqual([
      {
        opening: [],
        at: { line: 1, column: 8 },
        moves: [
          { hole: 'J', gain: null, mark: null, comments: ['mieux'], variations: [], at: { line: 1, column: 14 } },
          { hole: 'C', gain: null, mark: null, comments: [], variations: [], at: { line: 1, column: 29 } },
        ],
      },
    ])
    expect(record.moves[2]!.at).toEqual({ line: 1, column: 35 })
  })
})

describe('spaces, lines and columns', () => {
  it('any space separates: tab, no-break space, em space, vertical tab, form feed, CRLF', () => {
    expect(holes('1.\tB\u00a0e\r\n2.\u2003E\f c\v 3.\u202fD')).toBe('BKEID')
  })

  it('a letter outside ASCII is named, not skipped', () => {
    expect(problems('1. B é')).toEqual([['UNEXPECTED_TEXT', 1, 6, `"é" ${WORD_MESSAGE}`]])
  })

  it('columns count characters: one outside the BMP counts once, one above the surrogates once', () => {
    expect(problems('1. B { 𐀀 𐏿 ﬁ 😀 } g').map((p) => p.slice(0, 3))).toEqual([['UNEXPECTED_TEXT', 1, 18]])
  })

  it('lines are counted through comments and tag values over several lines', () => {
    expect(problems('1. B {a\nb\nc} g').map((p) => p.slice(0, 3))).toEqual([['UNEXPECTED_TEXT', 3, 4]])
    expect(problems('[Site "a\nb"]\n[Event x]').map((p) => p.slice(0, 3))).toEqual([['BAD_TAG', 3, 8]])
  })

  it('a byte-order mark is not a column', () => {
    expect(problems('\uFEFF[Event Club]').map((p) => p.slice(0, 3))).toEqual([['BAD_TAG', 1, 8]])
    expect(parsed('\uFEFF[Event "Club"]').tags[0]).toEqual({ name: 'Event', value: 'Club', at: { line: 1, column: 1 }, valueAt: { line: 1, column: 9 } })
  })
})

describe('tags as read', () => {
  it('names of letters, digits and _, spaces around the parts, values trimmed', () => {
    const record = parsed('[ Sous_titre2  "x" ]\n[Équipe "Les Lions"]\n[Event "  Club  "]')
    expect(record.tags.map((tag) => [tag.name, tag.value])).toEqual([
      ['Sous_titre2', 'x'],
      ['Équipe', 'Les Lions'],
      ['Event', 'Club'],
    ])
  })

  it('\\" and \\\\ are escapes; any other backslash is kept as it is', () => {
    expect(parsed('[Site "C:\\école \\\\ \\"x\\""]').tags[0]!.value).toBe('C:\\école \\ "x"')
  })

  it('tagValue gives the last of a name, the first tag included', () => {
    const tags: OgnTag[] = [
      { name: 'Event', value: 'A' },
      { name: 'Site', value: 'S' },
      { name: 'Event', value: 'B' },
    ]
    expect(engine.tagValue({ tags }, 'Event')).toBe('B')
    expect(engine.tagValue({ tags: [{ name: 'Event', value: 'A' }] }, 'Event')).toBe('A')
    expect(engine.tagValue({ tags }, 'Round')).toBeUndefined()
  })

  it('bad tags, each named, and reading goes on at the next line', () => {
    expect(problems('[ "x"]\n[Event "A"]\n\n1. B g')).toEqual([
      ['BAD_TAG', 1, 3, 'a tag is its name then its value in double quotes, e.g. [Event "Club du mercredi"]'],
      ['UNEXPECTED_TEXT', 4, 6, `"g" is not a hole: North's holes are a–f in OGN (a = G … f = L), or the kit's capitals G–L`],
    ])
    expect(problems('[Event')).toEqual([['BAD_TAG', 1, 7, 'the value of Event must be in double quotes: [Event "…"]']])
    expect(problems('[Event Club]')).toEqual([['BAD_TAG', 1, 8, 'the value of Event must be in double quotes: [Event "…"]']])
    expect(problems('[Event "Club]\n')).toEqual([['BAD_TAG', 1, 9, 'the value of Event is not closed by a double quote (write \\" for a quote inside it)']])
    expect(problems('[Event "Club"\n[Site "?"]')).toEqual([['BAD_TAG', 2, 1, 'the tag Event is not closed by "]"']])
    expect(problems('[Event "A"]\n; une note\n[Site "?"]\n\n1. B g')).toEqual([
      ['BAD_TAG', 2, 1, 'a line starting with ";" is not part of OGN (Aualé stops reading the tags there): remove it, or put the words in a comment { … } after a move'],
      ['UNEXPECTED_TEXT', 5, 6, `"g" is not a hole: North's holes are a–f in OGN (a = G … f = L), or the kit's capitals G–L`],
    ])
    expect(problems('[Event "A"]\n[Site "?"]\n[Event "B"]')).toEqual([['DUPLICATE_TAG', 3, 1, 'the tag Event is given twice (first at line 1); keep one']])
  })

  it('a tag after the moves, however it is spaced; a bracket that opens no tag', () => {
    expect(problems('1. B\n[  Site  "?"]')).toEqual([['TAG_AFTER_MOVES', 2, 1, 'a tag after the moves have started: tags go at the very start of the file, before the first move']])
    expect(problems('1. B\n[Site"?"]').map((p) => p[0])).toEqual(['TAG_AFTER_MOVES'])
    expect(problems('1. B [note] e {"q"}')).toEqual([['UNEXPECTED_TEXT', 1, 6, '"[" in the moves: brackets open tags, which go at the start of the file']])
  })
})

describe('brackets', () => {
  it('each bracket problem, with its words', () => {
    expect(problems('1. B { nice\n2. E')).toEqual([['UNCLOSED_COMMENT', 1, 6, 'this comment "{" is never closed by "}"']])
    expect(problems('1. B e (1... d')).toEqual([['UNCLOSED_VARIATION', 1, 8, 'this variation "(" is never closed by ")"']])
    expect(problems('1. B e (1... d (1... c))')).toEqual([['NESTED_VARIATION', 1, 16, 'a variation inside a variation: Aualé cannot read it; write it as a variation of the main line']])
    expect(problems('(1. C) 1. B')).toEqual([['VARIATION_WITHOUT_MOVE', 1, 1, 'a variation replaces the move before it, but no move comes before this one']])
    expect(problems('1. B } e )')).toEqual([
      ['STRAY_BRACKET', 1, 6, '"}" closes no comment "{"'],
      ['STRAY_BRACKET', 1, 10, '")" closes no variation "("'],
    ])
    // A comment opened right after a stray "}": the comment is the one after it.
    expect(problems('1. B }{ x } e')).toEqual([['STRAY_BRACKET', 1, 6, '"}" closes no comment "{"']])
  })
})

describe('move numbers', () => {
  const ordinalCases: [number, string][] = [
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [14, '14th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [111, '111th'],
    [112, '112th'],
    [113, '113th'],
  ]
  it.each(ordinalCases)('a wrong number before the move %i names it the %s', (n, ordinal) => {
    const text = 'B '.repeat(n - 1) + '99. B'
    const expected = Math.floor((n - 1) / 2) + 1
    expect(problems(text)).toEqual([['BAD_MOVE_NUMBER', 1, 2 * (n - 1) + 1, `move number 99. where ${expected}. was expected (the ${ordinal} move): a move may be missing or written twice before it`]])
  })

  it('in a variation, counted from the start of the game', () => {
    expect(problems('1. B e (1... d 5. c)')).toEqual([
      ['BAD_MOVE_NUMBER', 1, 16, 'move number 5. where 2. was expected (the 3rd move of the game along this variation): a move may be missing or written twice before it'],
    ])
    expect(problems('1. B e 2. E a (2... b 3. C d) 3. C')).toEqual([])
  })
})

describe('words that are not moves', () => {
  const cases: [string, string][] = [
    ['g', `"g" is not a hole: North's holes are a–f in OGN (a = G … f = L), or the kit's capitals G–L`],
    ['ag', `"ag" ${WORD_MESSAGE}`],
    ['gx', `"gx" ${WORD_MESSAGE}`],
    ['z', `"z" is not a hole: South plays A–F, North a–f (or the kit's G–L)`],
    ['M', `"M" is not a hole: South plays A–F, North a–f (or the kit's G–L)`],
    ['draw', `"draw" ${WORD_MESSAGE}`],
    ['BB', `"BB" ${WORD_MESSAGE}`],
    ['Bx', `"Bx" ${WORD_MESSAGE}`],
    ['e2.', `"e2." ${WORD_MESSAGE}`],
    ['#', `"#" ${OTHER_MESSAGE}`],
    ['E+x', `"E+x" is not a move: a capture is written like E+3 (the letter, +, the seeds taken)`],
    ['zE+3', `"zE+3" ${WORD_MESSAGE}`],
    ['26–12', `"26–12" ${RESULT_WORD_MESSAGE}`],
    ['26—', `"26—" ${RESULT_WORD_MESSAGE}`],
    ['x26-12', `"x26-12" ${WORD_MESSAGE}`],
    ['26-12x', `"26-12x" ${WORD_MESSAGE}`],
    ['x1/2-1/2', `"x1/2-1/2" ${WORD_MESSAGE}`],
    ['1/2-1/2x', `"1/2-1/2x" ${WORD_MESSAGE}`],
  ]
  it.each(cases)('%s', (word, message) => {
    expect(problems(`1. B ${word}`)).toEqual([['UNEXPECTED_TEXT', 1, 6, message]])
  })
})

describe('results', () => {
  const badResult = (value: string, chess: boolean) =>
    `${JSON.stringify(value)} is not a result: write the final seed score, South first (26-12, 24-24), or * for a game not finished${chess ? ' (Aualé never writes 1-0, 0-1 or 1/2-1/2)' : ''}`

  it('the result that ends the moves becomes the Result tag when there is none', () => {
    expect(parsed('1. B e 24-24').tags).toEqual([{ name: 'Result', value: '24-24', at: { line: 1, column: 8 }, valueAt: { line: 1, column: 8 } }])
    expect(parsed('[Result "24-24"]\n\n1. B e 24-24').tags.map((tag) => [tag.name, tag.value])).toEqual([['Result', '24-24']])
    expect(parsed('[Result "*"]\n\n1. B e *').tags.map((tag) => [tag.name, tag.value])).toEqual([['Result', '*']])
    expect(parsed('1. B e *').tags.map((tag) => [tag.name, tag.value])).toEqual([['Result', '*']])
    expect(parsed('[Result "8-40"]').tags[0]!.value).toBe('8-40')
  })

  it('a Result tag that is not a score or *, with a word on chess results', () => {
    expect(problems('[Result "126-12"]')).toEqual([['BAD_RESULT', 1, 10, badResult('126-12', false)]])
    expect(problems('[Result "26-123"]')).toEqual([['BAD_RESULT', 1, 10, badResult('26-123', false)]])
    expect(problems('[Result "x*"]')).toEqual([['BAD_RESULT', 1, 10, badResult('x*', false)]])
    // 1-0 and 0-1 are scores (one seed to none): the engine judges them, see record-replay.test.ts.
    expect(problems('[Result "1-0"]')).toEqual([])
    expect(problems('[Result "1/2-1/2"]')).toEqual([['BAD_RESULT', 1, 10, badResult('1/2-1/2', true)]])
    expect(problems('[Result "x1/2-1/2"]')).toEqual([['BAD_RESULT', 1, 10, badResult('x1/2-1/2', false)]])
    expect(problems('[Result "1/2-1/2x"]')).toEqual([['BAD_RESULT', 1, 10, badResult('1/2-1/2x', false)]])
  })

  it('a result at the end of the moves that is not one', () => {
    expect(problems('1. B e 1/2-1/2')).toEqual([['BAD_RESULT', 1, 8, badResult('1/2-1/2', true)]])
    expect(problems('1. B e 126-12')).toEqual([['BAD_RESULT', 1, 8, badResult('126-12', false)]])
  })

  it('results that differ; text after the result; a score inside a variation', () => {
    expect(problems('[Result "26-12"]\n\n1. B e 24-24')).toEqual([['RESULT_DIFFERS', 3, 8, 'the moves end with 24-24 but the Result tag says 26-12: make them the same']])
    expect(problems('1. B e * 2. E')).toEqual([['TEXT_AFTER_RESULT', 1, 10, 'the result * ends the moves; nothing may follow it']])
    expect(problems('1. B e (1... d 26-12) 2. E')).toEqual([['UNEXPECTED_TEXT', 1, 16, `"26-12" ${RESULT_WORD_MESSAGE}`]])
  })
})

describe('what we write (Aualé reads it)', () => {
  it('a record with nothing in it: the roster, Variant first, unknown values ?', () => {
    expect(engine.makeOgn({ tags: [], opening: [], moves: [] })).toBe(ROSTER_UNKNOWN)
  })

  it('empty values fall back; other tags in code-point order; escapes; the opening comments in a Comment tag', () => {
    const record: OgnRecord = {
      tags: [
        { name: 'ZZ', value: 'z' },
        { name: 'Équipe', value: 'Les "Lions"' },
        { name: 'aa', value: 'a\\b' },
        { name: 'Comment', value: '' },
        { name: 'Annotator', value: 'M. Diallo' },
        { name: 'Event', value: '' },
        { name: 'Variant', value: '' },
        { name: 'Result', value: '' },
        { name: 'South', value: 'Awa' },
      ],
      opening: ['avant', 'la partie'],
      moves: [],
    }
    expect(engine.makeOgn(record)).toBe(
      [
        '[Variant "Oware Abapa"]',
        '[Event "?"]',
        '[Site "?"]',
        '[Date "?"]',
        '[Round "?"]',
        '[South "Awa"]',
        '[North "?"]',
        '[Result "*"]',
        '[Annotator "M. Diallo"]',
        '[Comment "avant la partie"]',
        '[ZZ "z"]',
        '[aa "a\\\\b"]',
        '[Équipe "Les \\"Lions\\""]',
        '',
      ].join('\n'),
    )
    const withComment: OgnRecord = { tags: [{ name: 'Comment', value: 'Déjà là' }], opening: ['puis ceci'], moves: [] }
    expect(engine.makeOgn(withComment)).toContain('\n[Comment "Déjà là puis ceci"]\n')
  })

  it('move text: numbers, +N only when positive, marks, comments made safe, variations with their own numbers, empty ones left out', () => {
    const record: OgnRecord = {
      tags: [{ name: 'Result', value: '' }],
      opening: [],
      moves: [
        move('B', { gain: 0 }),
        move('K'),
        move('E', { gain: 3, mark: '!', comments: ['bien } joué :)'] }),
        move('G', { variations: [{ opening: ['ou (mieux)'], moves: [move('I', { comments: ['a) b'] }), move('D'), move('L', { gain: 2 })] }] }),
        move('C', { variations: [{ opening: [], moves: [] }] }),
      ],
    }
    // 82 characters: "3. C" goes to the next line.
    expect(engine.makeOgn(record)).toBe(`${ROSTER_UNKNOWN}\n1. B e 2. E+3! { bien ] joué :) } a ({ ou (mieux] } 2... c { a] b } 3. D f+2)\n3. C\n`)
  })

  it('the result repeated after the moves when it is a score, not when it is *', () => {
    const tags = (result: string): OgnTag[] => [{ name: 'Result', value: result }]
    expect(engine.makeOgn({ tags: tags('26-12'), opening: [], moves: [move('B')] }).endsWith('[Result "26-12"]\n\n1. B 26-12\n')).toBe(true)
    expect(engine.makeOgn({ tags: tags('*'), opening: [], moves: [move('B')] }).endsWith('[Result "*"]\n\n1. B\n')).toBe(true)
  })

  it('an empty variation read from a file is not written back', () => {
    expect(engine.makeOgn(parsed('1. B e ( ) 2. E'))).toBe(`${ROSTER_UNKNOWN}\n1. B e 2. E\n`)
  })

  it('wraps at 79 characters as Python counts them: a character outside the BMP counts once, one above the surrogates once', () => {
    // "1. B { " is 7 characters and " }" 2: a comment word of 70 characters makes a line of exactly 79.
    const line = (word: string) => engine.makeOgn({ tags: [], opening: [], moves: [move('B', { comments: [word] })] }).split('\n\n')[1]!
    const exactly79 = '𐀀𐏿😀ﬁ' + 'x'.repeat(66)
    expect(line(exactly79)).toBe(`1. B { ${exactly79} }\n`)
    const eighty = 'ﬁ' + 'x'.repeat(70)
    expect(line(eighty)).toBe(`1. B { ${eighty}\n}\n`)
  })
})
