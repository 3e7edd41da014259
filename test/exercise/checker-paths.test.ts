// The exercise checker (src/exercise/exercise.ts) path by path: what each task needs, fields that do
// not belong, positions written as notation, moves in a list, the engine's words for every wrong
// claim, and _bank.yaml. Each case has its passing twin nearby, so each can fail.
import { describe, expect, it } from 'vitest'
import { parseBankText, parseExerciseText } from '../../src/exercise/index.js'

/** An exercise file from its header lines (position, task, play…) and claims; theme sowing asks nothing. */
const exercise = (header: string, claims: string[], extra: string[] = []) =>
  [
    'id: P1',
    'theme: sowing',
    'level: 2',
    'title: { fr: Titre, en: Title }',
    header,
    'question: { fr: Question, en: Question }',
    'expect:',
    ...claims.map((claim) => `  ${claim}`),
    'explain: { fr: Explication, en: Explanation }',
    ...extra,
    '',
  ].join('\n')

const check = (text: string) => parseExerciseText(text, 'p.yaml')
const found = (text: string) => check(text).problems.map((p) => ({ code: p.code, line: p.line, column: p.column, message: p.message }))
const lineOf = (text: string, start: string) => text.split('\n').findIndex((line) => line.startsWith(start)) + 1

// Worked example 2: F takes I, H, G = 7.
const CHAIN = 'position: { F: 3, G: 1, H: 2, I: 1, J: 1, L: 1 }\ntask: play\nplay: F'

describe('what each task needs', () => {
  it('a play task without play', () => {
    const text = exercise('position: { F: 3, G: 1 }\ntask: play', ['last: I', 'captured: 0'])
    expect(found(text)).toEqual([{ code: 'MISSING_FIELD', line: 6, column: 1, message: 'play is missing: a play task names the move(s) to play, e.g. play: F' }])
  })

  it.each(['legal', 'best'])('a %s task with play', (task) => {
    const claims = task === 'legal' ? ['legal: [F]'] : ['best: F', 'criterion: capture']
    const text = exercise(`position: { F: 3, G: 1, H: 2 }\ntask: ${task}\nplay: F`, claims)
    expect(found(text)).toEqual([{ code: 'FIELD_NOT_FOR_TASK', line: 7, column: 1, message: `play: a ${task} task asks the pupil to find the move(s); remove play` }])
    expect(found(exercise(`position: { F: 3, G: 1, H: 2 }\ntask: ${task}`, claims))).toEqual([])
  })

  it.each([
    ['play', CHAIN, ['last: I'], 'expect has no captured: a play task needs at least last and captured (and board is strongly advised)'],
    ['play', CHAIN, ['board: { J: 1, L: 1 }'], 'expect has no last, captured: a play task needs at least last and captured (and board is strongly advised)'],
    ['legal', 'position: { F: 3, G: 1 }\ntask: legal', ['stores: { south: 0, north: 0 }'], 'expect has no legal: a legal task needs legal: the list of legal moves'],
    ['best', 'position: { F: 3, G: 1, H: 2 }\ntask: best', ['best: F'], 'expect has no criterion: a best task needs best and criterion'],
    [
      'end',
      'position: { F: 3 }\nstores: { south: 24, north: 21 }\ntask: end\nplay: F',
      ['score: { south: 24, north: 24 }'],
      'expect has no over: an end task needs over (and score when the game is over)',
    ],
    [
      'end',
      'position: { F: 3 }\nstores: { south: 24, north: 21 }\ntask: end\nplay: F',
      ['over: true'],
      'expect has no score: when the game is over, say the final score, e.g. score: { south: 24, north: 24 }',
    ],
  ] as const)('a %s task without the claims it needs: %j', (_, header, claims, message) => {
    const text = exercise(header, [...claims])
    expect(found(text)).toEqual([{ code: 'EXPECT_INCOMPLETE', line: lineOf(text, 'expect:'), column: 1, message }])
  })

  it('an end task whose game goes on needs no score', () => {
    expect(found(exercise('position: { A: 1, F: 3, G: 1 }\ntask: end\nplay: F', ['over: false']))).toEqual([])
  })

  it('best without criterion, criterion without best, value without best (in a play task)', () => {
    const best = exercise(CHAIN, ['last: I', 'captured: 7', 'best: F'])
    expect(found(best)).toEqual([
      { code: 'EXPECT_INCOMPLETE', line: lineOf(best, 'expect:'), column: 1, message: 'expect has best but no criterion: a best move is best for a criterion (capture, end, or { plies: N })' },
    ])
    const criterion = exercise(CHAIN, ['last: I', 'captured: 7', 'criterion: capture'])
    expect(found(criterion)[0]!.message).toBe('expect has criterion but no best: a best move is best for a criterion (capture, end, or { plies: N })')
    const value = exercise(CHAIN, ['last: I', 'captured: 7', 'value: 7'])
    expect(found(value)).toEqual([{ code: 'EXPECT_INCOMPLETE', line: lineOf(value, '  value:'), column: 3, message: 'expect.value is the value of the best move: write best and criterion too' }])
    // All three together in a play task: the engine checks them too.
    expect(found(exercise(CHAIN, ['last: I', 'captured: 7', 'best: F', 'criterion: capture', 'value: 7']))).toEqual([])
  })

  it('claims about a move in a task that plays none', () => {
    const text = exercise('position: { A: 1, F: 1 }\ntask: legal', ['legal: [F]', 'last: G', 'grandSlam: false'])
    expect(found(text)).toEqual([
      { code: 'FIELD_NOT_FOR_TASK', line: lineOf(text, '  last:'), column: 3, message: 'expect.last describes a move, but this legal task plays none' },
      { code: 'FIELD_NOT_FOR_TASK', line: lineOf(text, '  grandSlam:'), column: 3, message: 'expect.grandSlam describes a move, but this legal task plays none' },
    ])
    // A best task plays its best move: move claims are about it.
    expect(found(exercise('position: { F: 2, G: 1, H: 2, J: 1 }\ntask: best', ['best: F', 'criterion: capture', 'last: H', 'captured: 5']))).toEqual([])
  })

  it('a best move in a finished game', () => {
    const text = exercise('position: "4-0-0-0-0-0-0-0-0-3-0-1-25-15-S"\ntask: best', ['best: A', 'criterion: capture'])
    expect(found(text)).toEqual([{ code: 'NO_LEGAL_MOVE', line: 5, column: 11, message: 'position: the game is already over here (no legal move), so there is no best move' }])
  })
})

describe('positions written as notation', () => {
  it('gives both stores and the side to move: stores and a different toMove conflict', () => {
    const both = exercise('position: "0-0-0-0-0-3-1-2-1-1-0-1-0-0-S"\nstores: { south: 0, north: 0 }\ntoMove: north\ntask: play\nplay: F', ['last: I', 'captured: 7'])
    expect(found(both)).toEqual([
      { code: 'CONFLICTING_FIELDS', line: 6, column: 1, message: 'stores: the notation string already gives both stores; remove stores or use a map of holes' },
      { code: 'CONFLICTING_FIELDS', line: 7, column: 1, message: 'toMove: the notation string says south is to move; remove toMove' },
    ])
    expect(found(exercise('position: "0-0-0-0-0-3-1-2-1-1-0-1-0-0-S"\ntoMove: south\ntask: play\nplay: F', ['last: I', 'captured: 7']))).toEqual([])
  })

  it('places a setup problem on the field of the notation that holds it', () => {
    // Hole C holds 49; the stores do not add up: each at its own column of the string.
    const text = exercise('position: "  0-0-49-0-0-3-1-2-1-1-0-1-0-0-S"\ntask: play\nplay: F', ['last: I', 'captured: 7'])
    expect(found(text)).toEqual(
      [{ code: 'TOO_MANY_SEEDS', line: 5, column: 18, message: 'position: hole C holds 49, but the game has only 48 (4 per hole)' }].map((p) => ({
        ...p,
        message: p.message.replace('holds 49,', 'holds 49 seeds,'),
      })),
    )
    const stores = exercise("position: '0-0-0-0-0-3-1-2-1-1-0-1-5-99-S'\ntask: play\nplay: F", ['last: I', 'captured: 7'])
    expect(found(stores).map((p) => [p.code, p.column])).toEqual([['TOO_MANY_SEEDS', 38]])
    const south = exercise('position: 0-0-0-0-0-3-1-2-1-1-0-1-50-0-S\ntask: play\nplay: F', ['last: I', 'captured: 7'])
    expect(found(south).map((p) => [p.code, p.column, p.message.slice(0, 40)])).toEqual([['TOO_MANY_SEEDS', 35, "position: South's store holds 50 seeds, "]])
  })

  it('places a setup problem of a map on the hole or store it names', () => {
    const stores = exercise('position: { F: 3, G: 1 }\nstores: { south: 10, north: 0 }\ntask: play\nplay: F', ['last: H', 'captured: 0'])
    expect(found(stores)).toEqual([expect.objectContaining({ code: 'STORES_DO_NOT_ADD_UP', line: 6, column: 9 })])
    expect(found(stores)[0]!.message.startsWith('stores: with seeds in the stores')).toBe(true)
    const empty = exercise('position: {}\ntask: play\nplay: F', ['last: H', 'captured: 0'])
    expect(found(empty)).toEqual([{ code: 'NO_SEEDS', line: 5, column: 11, message: 'position: the board is empty: put seeds in at least one hole' }])
  })
})

describe('moves in a list', () => {
  it('names the move that cannot be played by its number, at its place in the list', () => {
    const text = exercise('position: { F: 3, G: 1, H: 2, I: 1, J: 1, L: 1 }\ntask: play\nplay: [F, L, F]', ['last: G', 'captured: 0'])
    expect(found(text)).toEqual([{ code: 'ILLEGAL_MOVE', line: 7, column: 14, message: 'play[2]: move 3 (F) cannot be played: F is empty: choose a hole that holds seeds' }])
    const one = exercise('position: { F: 3, G: 1 }\ntask: play\nplay: A', ['last: G', 'captured: 0'])
    expect(found(one)).toEqual([{ code: 'ILLEGAL_MOVE', line: 7, column: 7, message: 'play: A cannot be played: A is empty: choose a hole that holds seeds' }])
  })
  it('claims are about the last move of the list; the board after all of them', () => {
    const text = exercise('position: { F: 3, G: 1, H: 2, I: 1, J: 1, L: 1 }\ntask: play\nplay: [F, L]', [
      'last: A',
      'captured: 0',
      'sown: [A]',
      'board: { A: 1, J: 1 }',
      'stores: { south: 7, north: 0 }',
    ])
    expect(found(text)).toEqual([])
  })
})

describe('the engine’s words for a wrong claim', () => {
  const wrong = (header: string, claims: string[]) => found(exercise(header, claims)).map((p) => p.message)
  it.each([
    [CHAIN, ['last: I', 'captured: 7', 'capturedHoles: [G, H]'], 'expect.capturedHoles: the engine captures I, H, G, the file says G, H'],
    [CHAIN, ['last: I', 'captured: 7', 'capturedHoles: [G, H, I, I]'], 'expect.capturedHoles: the engine captures I, H, G, the file says G, H, I, I'],
    [CHAIN, ['last: I', 'captured: 7', 'sown: [I, H, G]'], 'expect.sown: the engine sows G, H, I, the file says I, H, G'],
    [CHAIN, ['last: I', 'captured: 7', 'grandSlam: true'], 'expect.grandSlam: the engine finds no grand slam, the file says true'],
    [CHAIN, ['last: I', 'captured: 7', 'over: true'], 'expect.over: the engine finds the game goes on, the file says true'],
    [CHAIN, ['last: I', 'captured: 7', 'winner: south'], 'expect.winner: the engine finds the game goes on, so there is no winner yet, the file says south'],
    [CHAIN, ['last: I', 'captured: 7', 'stores: { south: 0, north: 7 }'], 'expect.stores: the engine leaves the stores at South 7, North 0, the file says South 0, North 7'],
    ['position: { F: 2, G: 1, H: 1 }\ntask: play\nplay: F', ['last: H', 'captured: 2'], 'expect.captured: the engine captures 0 (grand slam: the capture is cancelled), the file says 2'],
    [
      'position: { F: 2, G: 1, H: 1 }\ntask: play\nplay: F',
      ['last: H', 'captured: 0', 'grandSlam: false'],
      'expect.grandSlam: the engine finds a grand slam (H, G would empty the row), the file says false',
    ],
    ['position: { F: 3, G: 3 }\ntask: play\nplay: F', ['last: I', 'captured: 1'], 'expect.captured: the engine captures 0, the file says 1'],
    ['position: { F: 3 }\nstores: { south: 24, north: 21 }\ntask: end\nplay: F', ['over: false'], 'expect.over: the engine ends the game (no-legal-move, South 24, North 24), the file says false'],
    [
      'position: { F: 3 }\nstores: { south: 24, north: 21 }\ntask: end\nplay: F',
      ['over: true', 'score: { south: 24, north: 24 }', 'winner: north'],
      'expect.winner: the engine gives a draw (South 24, North 24), the file says north',
    ],
  ])('%#: %s', (header, claims, message) => {
    expect(wrong(header, claims)).toEqual([message])
  })

  it('a list of holes is compared as a set of holes, a sowing in order', () => {
    expect(wrong(CHAIN, ['last: I', 'captured: 7', 'capturedHoles: [G, I, H]', 'sown: [G, H, I]'])).toEqual([])
    expect(wrong('position: { A: 1, E: 2, F: 1 }\ntask: legal', ['legal: [F, E]'])).toEqual([])
    expect(wrong('position: { A: 1, E: 2, F: 1 }\ntask: legal', ['legal: [F, E, E]'])).toEqual(['expect.legal: the engine allows E, F, the file says F, E, E'])
    expect(wrong('position: { A: 1, E: 2, F: 1 }\ntask: legal', ['legal: []'])).toEqual(['expect.legal: the engine allows E, F, the file says none'])
    // As many holes as the engine's, but not the same ones.
    expect(wrong('position: { A: 1, E: 2, F: 1 }\ntask: legal', ['legal: [E, A]'])).toEqual(['expect.legal: the engine allows E, F, the file says E, A'])
  })

  it('the best move: three moves at the best value, a wrong value, a wrong move', () => {
    const three = 'position: { D: 3, E: 2, F: 1, G: 1, H: 2, I: 1 }\ntask: best'
    const messages = found(exercise(three, ['best: D', 'criterion: capture']))
    expect(messages.map((p) => p.code)).toEqual(['BEST_NOT_UNIQUE'])
    expect(messages[0]!.message).toMatch(/^expect\.best: D, E and F all reach the best value, \d+ \(seeds captured by each move: /)
    const pair = 'position: { A: 1, E: 3, F: 2, J: 3 }\ntask: best'
    expect(wrong(pair, ['best: E', 'criterion: { plies: 2 }'])).toEqual(['expect.best: the engine finds A best (seeds won over 2 plies by each move: A 0, E -2, F -2), the file says E'])
    expect(wrong(pair, ['best: A', 'criterion: { plies: 2 }', 'value: 1'])).toEqual([
      'expect.value: the engine finds 0 for the best move (seeds won over 2 plies by each move: A 0, E -2, F -2), the file says 1',
    ])
  })
})

describe('_bank.yaml', () => {
  it('gives the folder’s rules, or its problems at their lines', () => {
    expect(parseBankText('variant: { grandSlam: capture-all }\n', '_bank.yaml')).toEqual({ variant: { grandSlam: 'capture-all' }, problems: [] })
    expect(parseBankText('# nothing else\n{}\n', '_bank.yaml')).toEqual({ variant: {}, problems: [] })
    expect(parseBankText('variant: [\n', '_bank.yaml').problems).toMatchObject([{ code: 'YAML_SYNTAX', file: '_bank.yaml', kind: 'input' }])
    expect(parseBankText('variant: { grandSlam: all }\n', '_bank.yaml')).toMatchObject({ variant: {}, problems: [{ code: 'BAD_VALUE', line: 1, column: 23, kind: 'input' }] })
  })
  it('the bank’s rules apply, the file’s own win', () => {
    const slam = 'position: { F: 2, G: 1, H: 1 }\ntask: play\nplay: F'
    expect(parseExerciseText(exercise(slam, ['last: H', 'captured: 4']), 'x.yaml', { bankVariant: { grandSlam: 'capture-all', seedsPerHole: 4 } }).problems).toEqual([])
    expect(parseExerciseText(exercise(slam, ['last: H', 'captured: 0'], ['variant: { grandSlam: no-capture }']), 'x.yaml', { bankVariant: { grandSlam: 'capture-all' } }).problems).toEqual([])
    const checked = parseExerciseText(exercise(slam, ['last: H', 'captured: 0'], ['variant: { endless: move-limit }']), 'x.yaml', { bankVariant: { moveLimit: 60 } }).exercise!
    expect(checked.variant).toEqual({ grandSlam: 'no-capture', seedsPerHole: 4, endless: 'move-limit', moveLimit: 60, noCaptureLimit: 100 })
  })
})

describe('what the checker returns', () => {
  it('the checked exercise, with the file, the engine’s positions and moves', () => {
    const result = check(exercise(CHAIN, ['last: I', 'captured: 7']))
    expect(result.problems).toEqual([])
    const x = result.exercise!
    expect([x.file, x.id, x.theme, x.level, x.task, x.title.en, x.question.fr, x.explain.en]).toEqual(['p.yaml', 'P1', 'sowing', 2, 'play', 'Title', 'Question', 'Explanation'])
    expect(x.moves).toEqual(['F'])
    expect(x.reports.map((r) => r.move)).toEqual(['F'])
    expect([...x.start.board]).toEqual([0, 0, 0, 0, 0, 3, 1, 2, 1, 1, 0, 1])
    expect([...x.after.board]).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1])
    expect(x.legal).toEqual(['F'])
    expect(x.outcome).toBeNull()
    expect(x.best).toBeUndefined()
    expect(result.id).toEqual({ value: 'P1', line: 1, column: 5 })
  })
  it('a best task plays the best move', () => {
    const x = check(exercise('position: { E: 1, F: 2, G: 1, H: 2, J: 1 }\ntask: best', ['best: F', 'criterion: capture', 'value: 5'])).exercise!
    expect(x.moves).toEqual(['F'])
    expect(x.best).toEqual({ move: 'F', criterion: 'capture', value: 5, values: { E: 0, F: 5 } })
    expect(x.answers.map((a) => a.name)).toEqual(['best', 'value'])
  })
  it('the id even of a file with problems (for duplicate ids), trimmed; none when it is not text', () => {
    const bad = check(exercise(CHAIN, ['last: A', 'captured: 7']).replace('id: P1', 'id: "  Q7 "'))
    expect(bad.exercise).toBeNull()
    expect(bad.id).toEqual({ value: 'Q7', line: 1, column: 5 })
    expect(check(exercise(CHAIN, ['last: I']).replace('id: P1', 'id: 12')).id).toBeUndefined()
    expect(check(exercise(CHAIN, ['last: I']).replace('id: P1', 'id: "  "')).id).toBeUndefined()
    expect(check('id: R1\ntheme: nope\n').id).toEqual({ value: 'R1', line: 1, column: 5 })
  })
})

describe('corners the mutation run found', () => {
  it('a play task with a best claim plays its own move, not the best one', () => {
    const header = 'position: { E: 1, F: 3, G: 1, H: 2, I: 1, J: 1, L: 1 }\ntask: play\nplay: E'
    expect(found(exercise(header, ['last: F', 'captured: 0', 'best: F', 'criterion: capture', 'value: 7']))).toEqual([])
  })
  it('a notation whose counts have more than three digits is refused at the field', () => {
    const text = exercise('position: "1234-0-0-0-0-3-1-2-1-1-0-1-0-0-S"\ntask: play\nplay: F', ['last: I', 'captured: 7'])
    expect(found(text)).toEqual([{ code: 'BAD_NOTATION', line: 5, column: 12, message: 'position: field 1 (hole A) holds 1234 seeds: far more than a game holds (48 at most)' }])
  })
  it('a setup problem of a notation after fields of two digits, and of a map’s hole A', () => {
    const notation = exercise('position: "10-10-49-0-0-3-1-2-1-1-0-1-0-0-S"\ntask: play\nplay: F', ['last: I', 'captured: 7'])
    expect(found(notation).map((p) => [p.code, p.column])).toEqual([['TOO_MANY_SEEDS', 18]])
    const map = exercise('position: { A: 37, F: 3 }\ntask: play\nplay: F', ['last: I', 'captured: 0'], ['variant: { seedsPerHole: 3 }'])
    expect(found(map)).toEqual([{ code: 'TOO_MANY_SEEDS', line: 5, column: 16, message: 'position.A: hole A holds 37 seeds, but the game has only 36 (3 per hole)' }])
    // Too many seeds in all: the board is at fault, even when stores are written.
    const total = exercise('position: { A: 40, F: 9 }\nstores: { south: 0, north: 0 }\ntask: play\nplay: F', ['last: I', 'captured: 0'])
    expect(found(total)).toEqual([{ code: 'TOO_MANY_SEEDS', line: 5, column: 11, message: 'position: the board and stores hold 49 seeds, but the game has only 48 (4 per hole)' }])
  })
  it('the words of a wrong board, score, winner and best move', () => {
    const board = found(exercise(CHAIN, ['last: I', 'captured: 7', 'board: { J: 1 }']))
    expect(board.map((p) => p.message)).toEqual(['expect.board: the engine leaves { J: 1, L: 1 }, the file says { J: 1 } (differs in L)'])
    const empty = found(exercise('position: { F: 2, G: 1, H: 1 }\ntask: play\nplay: F\nvariant: { grandSlam: capture-all }', ['last: H', 'captured: 4', 'board: { G: 2 }']))
    expect(empty.map((p) => p.message)).toEqual(['expect.board: the engine leaves an empty board, the file says { G: 2 } (differs in G)'])
    const end = 'position: "1-0-0-0-0-2-0-0-0-0-0-1-21-23-N"\ntask: end\nplay: L'
    expect(found(exercise(end, ['over: true', 'score: { south: 21, north: 24 }'])).map((p) => p.message)).toEqual([
      'expect.score: the engine ends the game South 21, North 25 (store-majority), the file says South 21, North 24',
    ])
    expect(found(exercise(end, ['over: true', 'score: { south: 21, north: 25 }', 'winner: south'])).map((p) => p.message)).toEqual([
      'expect.winner: the engine gives the win to north (South 21, North 25), the file says south',
    ])
    const three = 'position: { D: 3, E: 2, F: 1, G: 1, H: 2, I: 1 }\ntask: best'
    const notBest = found(exercise(three, ['best: A', 'criterion: { plies: 1 }'])).map((p) => p.message)
    expect(notBest).toHaveLength(2)
    expect(notBest[1]).toMatch(/^expect\.best: the engine finds D, E, F best \(seeds won over 1 ply by each move: /)
  })
})
