// The engine's edges that the rules tables do not reach: the game-over branch at the exact store,
// value semantics (frozen positions), what a refused move says, every setup problem, and the
// small helpers of types.ts and notation.ts.
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_VARIANT,
  HOLES,
  alternativeHoleLabel,
  fromSetup,
  holeIndex,
  isHole,
  legalMoves,
  makeMove,
  ownerOf,
  parseMove,
  parsePosition,
  play,
  positionOutcome,
  resolveVariant,
  rowStart,
  toSetup,
  totalSeeds,
  validateSetup,
  winningStore,
} from '../../src/engine/index.js'
import { board } from './helpers.js'

describe('the game-over branch: a store of a majority ends the game, one seed less does not', () => {
  it.each([
    ['South has 25', [25, 15], 'south'],
    ['North has 25', [15, 25], 'north'],
  ] as const)('%s: no legal move, every hole refused with GAME_OVER, the board as it stands', (_, stores, winner) => {
    for (const turn of ['south', 'north'] as const) {
      const over = board('4 - - - - - | - - - 3 - 1', { stores: [...stores], turn })
      expect(legalMoves(over)).toEqual([])
      expect(positionOutcome(over)).toEqual({ reason: 'store-majority', winner, score: { south: stores[0], north: stores[1] }, complete: true })
      for (const hole of HOLES) {
        const refused = play(over, hole)
        expect(refused.ok).toBe(false)
        if (!refused.ok) expect(refused.error).toEqual({ code: 'GAME_OVER', reason: 'GAME_OVER', move: hole, message: 'the game is over: no move can be played' })
      }
    }
  })

  it('24 is not a majority: the game goes on', () => {
    const south = board('4 - - - - - | - - - 3 - 2', { stores: [24, 15] })
    expect(legalMoves(south)).toEqual(['A'])
    expect(positionOutcome(south)).toBeNull()
    const north = board('4 - - - - - | - - - 3 - 2', { stores: [15, 24], turn: 'north' })
    expect(legalMoves(north)).toEqual(['J', 'L'])
  })

  it('36 seeds: 19 wins, 18 does not', () => {
    const variant = resolveVariant({ seedsPerHole: 3 })
    expect(legalMoves(board('2 - - - - - | - - - - - -', { stores: [18, 16], variant }))).toEqual([])
    expect(positionOutcome(board('2 - - - - - | - - - 1 - -', { stores: [19, 14], variant }))).toMatchObject({ reason: 'store-majority', winner: 'south' })
    expect(legalMoves(board('2 - - - - - | - - - 1 - -', { stores: [18, 15], variant }))).toEqual(['A'])
  })

  it('a draw by store majority cannot happen, but a draw by gathering can', () => {
    expect(positionOutcome(board('1 - - - - - | - - - - - -', { stores: [23, 24] }))).toEqual({ reason: 'no-legal-move', winner: 'draw', score: { south: 24, north: 24 }, complete: true })
    expect(positionOutcome(board('- - - - - - | 1 - - - - -', { turn: 'north' }))).toEqual({ reason: 'no-legal-move', winner: 'north', score: { south: 0, north: 1 }, complete: false })
  })
})

describe('value semantics', () => {
  it('positions, their boards and stores are frozen; play leaves the position played from as it was', () => {
    const start = board('- - - - - 3 | 1 2 1 1 - 1')
    for (const frozen of [start, start.board, start.stores]) expect(Object.isFrozen(frozen)).toBe(true)
    const report = play(start, 'F')
    if (!report.ok) throw new Error('F refused')
    for (const frozen of [report.value.after, report.value.after.board, report.value.after.stores, report.value.afterSowing]) expect(Object.isFrozen(frozen)).toBe(true)
    expect(report.value.before).toBe(start)
    expect([...start.board]).toEqual([0, 0, 0, 0, 0, 3, 1, 2, 1, 1, 0, 1])
    expect(start.stores).toEqual({ south: 0, north: 0 })
  })

  it('fromSetup copies the setup; toSetup gives a copy back', () => {
    const setup = { board: [0, 0, 0, 0, 0, 3, 1, 2, 1, 1, 0, 1], stores: { south: 0, north: 0 }, turn: 'south' as const }
    const position = fromSetup(setup)
    if (!position.ok) throw new Error('refused')
    setup.board[5] = 9
    setup.stores.south = 9
    expect(position.value.board[5]).toBe(3)
    expect(position.value.stores.south).toBe(0)
    expect(position.value.variant).toBe(DEFAULT_VARIANT)
    const back = toSetup(position.value)
    expect(back).toEqual({ board: [0, 0, 0, 0, 0, 3, 1, 2, 1, 1, 0, 1], stores: { south: 0, north: 0 }, turn: 'south' })
    ;(back.board as number[])[0] = 5
    ;(back.stores as { north: number }).north = 5
    expect(position.value.board[0]).toBe(0)
    expect(position.value.stores.north).toBe(0)
  })

  it('a move may be given as a hole index', () => {
    const byIndex = play(board('- - - - - 3 | 1 2 1 1 - 1'), 5)
    expect(byIndex.ok && byIndex.value.move).toBe('F')
    const refused = play(board('- - - - - 3 | 1 2 1 1 - 1'), 0)
    expect(!refused.ok && refused.error.move).toBe('A')
  })
})

describe('what a refused move says', () => {
  const refusal = (position: ReturnType<typeof board>, hole: (typeof HOLES)[number]) => {
    const result = play(position, hole)
    if (result.ok) throw new Error(`${hole} was played`)
    return result.error
  }
  it('an opponent’s hole, for each side', () => {
    expect(refusal(board('- - - - - 3 | 1 2 1 1 - 1'), 'G')).toEqual({ code: 'ILLEGAL_MOVE', reason: 'OPPONENT_HOLE', move: 'G', message: "G is in North's row; South plays from A–F" })
    expect(refusal(board('- - - - - 3 | 1 2 1 1 - 1', { turn: 'north' }), 'F')).toEqual({
      code: 'ILLEGAL_MOVE',
      reason: 'OPPONENT_HOLE',
      move: 'F',
      message: "F is in South's row; North plays from G–L",
    })
  })
  it('an empty hole', () => {
    expect(refusal(board('- - - - - 3 | 1 2 1 1 - 1'), 'A')).toEqual({ code: 'ILLEGAL_MOVE', reason: 'EMPTY_HOLE', move: 'A', message: 'A is empty: choose a hole that holds seeds' })
  })
  it('a hole that does not feed, naming the holes that do', () => {
    expect(refusal(board('1 - - - 2 1 | - - - - - -'), 'A').message).toBe("North's row is empty and A does not give it a seed: South must feed (legal: E, F)")
    expect(refusal(board('- - - - - - | - - - - 1 1', { turn: 'north' }), 'K').message).toBe("South's row is empty and K does not give it a seed: North must feed (legal: L)")
  })
})

describe('every setup problem, with the field it names', () => {
  const problems = (setup: unknown, variant = DEFAULT_VARIANT) => validateSetup(setup as never, variant)
  it('a board that is not 12 holes, or not a list', () => {
    expect(problems({ board: [1, 2], stores: { south: 0, north: 0 }, turn: 'south' })).toEqual([{ code: 'BAD_BOARD_LENGTH', field: 'board', message: 'the board has 12 holes (A–L), not 2' }])
    expect(problems({ board: 'x', stores: { south: 0, north: 0 }, turn: 'south' })).toEqual([{ code: 'BAD_BOARD_LENGTH', field: 'board', message: 'the board has 12 holes (A–L), not none' }])
  })
  it('counts that are not whole numbers, negative, or more than the game holds', () => {
    const found = problems({ board: [1, '2', 1.5, -1, 49, 48, 0, 0, 0, 0, 0, 0], stores: { south: 0 }, turn: 'south' })
    expect(found).toEqual([
      { code: 'NOT_AN_INTEGER', field: 'B', message: 'hole B must be a whole number of seeds, not "2"' },
      { code: 'NOT_AN_INTEGER', field: 'C', message: 'hole C must be a whole number of seeds, not 1.5' },
      { code: 'NEGATIVE_COUNT', field: 'D', message: 'hole D holds -1 seeds: a count cannot be negative' },
      { code: 'TOO_MANY_SEEDS', field: 'E', message: 'hole E holds 49 seeds, but the game has only 48 (4 per hole)' },
      { code: 'NOT_AN_INTEGER', field: 'store.north', message: "North's store must be a whole number of seeds, not undefined" },
    ])
    expect(problems({ board: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, Infinity], stores: { south: 0, north: 0 }, turn: 'south' })).toEqual([
      { code: 'NOT_AN_INTEGER', field: 'L', message: 'hole L must be a whole number of seeds, not Infinity' },
    ])
  })
  it('a bad count stops the totals from being checked (they would only repeat it)', () => {
    const onlyCount = (board: unknown[], south: number) => problems({ board, stores: { south, north: 0 }, turn: 'south' }).map((p) => p.code)
    expect(onlyCount([0.5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 47)).toEqual(['NOT_AN_INTEGER'])
    expect(onlyCount([-1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 48)).toEqual(['NEGATIVE_COUNT'])
    expect(onlyCount([49, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 1)).toEqual(['TOO_MANY_SEEDS'])
  })
  it('stores that are missing', () => {
    expect(problems({ board: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], turn: 'south' })).toEqual([
      { code: 'NOT_AN_INTEGER', field: 'store.south', message: "South's store must be a whole number of seeds, not undefined" },
      { code: 'NOT_AN_INTEGER', field: 'store.north', message: "North's store must be a whole number of seeds, not undefined" },
    ])
  })
  it('seeds that do not add up, an empty board, a side that is not one', () => {
    expect(problems({ board: [37, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], stores: { south: 0, north: 0 }, turn: 'south' }, resolveVariant({ seedsPerHole: 3 }))).toEqual([
      { code: 'TOO_MANY_SEEDS', field: 'A', message: 'hole A holds 37 seeds, but the game has only 36 (3 per hole)' },
    ])
    expect(problems({ board: [30, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], stores: { south: 10, north: 9 }, turn: 'south' })).toEqual([
      { code: 'TOO_MANY_SEEDS', field: 'board', message: 'the board and stores hold 49 seeds, but the game has only 48 (4 per hole)' },
    ])
    expect(problems({ board: [30, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], stores: { south: 0, north: 17 }, turn: 'south' })[0]).toMatchObject({ code: 'STORES_DO_NOT_ADD_UP', field: 'stores' })
    expect(problems({ board: [30, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], stores: { south: 0, north: 17 }, turn: 'south' })[0]!.message).toMatch(/board \(30\) \+ stores \(17\) must make 48; they make 47/)
    expect(problems({ board: [30, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], stores: { south: 0, north: 18 }, turn: 'south' })).toEqual([])
    expect(problems({ board: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], stores: { south: 0, north: 0 }, turn: 'south' })).toEqual([
      { code: 'NO_SEEDS', field: 'board', message: 'the board is empty: put seeds in at least one hole' },
    ])
    // A board of nothing but stores: a finished game, not an empty one.
    expect(problems({ board: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], stores: { south: 24, north: 24 }, turn: 'south' })).toEqual([])
    expect(problems({ board: [48, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], stores: { south: 0, north: 0 }, turn: 'up' })).toEqual([
      { code: 'BAD_SIDE', field: 'turn', message: 'the side to move must be south or north, not "up"' },
    ])
  })
})

describe('types.ts and notation.ts helpers', () => {
  it('names, owners and rows of the holes', () => {
    expect(HOLES.map((hole) => ownerOf(holeIndex(hole)))).toEqual([...Array(6).fill('south'), ...Array(6).fill('north')])
    expect([rowStart('south'), rowStart('north')]).toEqual([0, 6])
    expect([isHole('A'), isHole('L'), isHole('a'), isHole('M'), isHole('')]).toEqual([true, true, false, false, false])
    expect([totalSeeds(DEFAULT_VARIANT), winningStore(DEFAULT_VARIANT), totalSeeds(resolveVariant({ seedsPerHole: 3 })), winningStore(resolveVariant({ seedsPerHole: 3 }))]).toEqual([48, 25, 36, 19])
  })
  it('resolveVariant: the defaults, a frozen copy with the changes', () => {
    expect(resolveVariant(undefined)).toBe(DEFAULT_VARIANT)
    expect(DEFAULT_VARIANT).toEqual({ grandSlam: 'no-capture', seedsPerHole: 4, endless: 'repetition', moveLimit: 240, noCaptureLimit: 100 })
    const changed = resolveVariant({ grandSlam: 'capture-all' })
    expect(changed).toEqual({ ...DEFAULT_VARIANT, grandSlam: 'capture-all' })
    expect(Object.isFrozen(changed)).toBe(true)
    expect(Object.isFrozen(DEFAULT_VARIANT)).toBe(true)
  })
  it('notation: spaces around, lowercase sides, columns counted from the text as given, at most three digits', () => {
    expect(parsePosition('  0-0-0-0-0-3-1-2-1-1-0-1-0-0-n ')).toEqual({ ok: true, value: { board: [0, 0, 0, 0, 0, 3, 1, 2, 1, 1, 0, 1], stores: { south: 0, north: 0 }, turn: 'north' } })
    expect(parsePosition('0-0-0-0-0-3-1-2-1-1-0-1-0-0-s')).toMatchObject({ ok: true, value: { turn: 'south' } })
    const bad = parsePosition('  0-0-0-0-0-3-1-2-1-1-0-1-1000--X')
    expect(bad).toMatchObject({
      ok: false,
      error: [
        { code: 'BAD_COUNT', field: 13, fieldName: "South's store", column: 27, message: "field 13 (South's store) holds 1000 seeds: far more than a game holds (48 at most)" },
        { code: 'BAD_COUNT', field: 14, fieldName: "North's store", column: 32, message: "field 14 (North's store) must be a whole number of seeds (0 or more), found nothing" },
        { code: 'BAD_SIDE', field: 15, fieldName: 'side to move', column: 33, message: 'field 15 (side to move) must be S (South) or N (North), found "X"' },
      ],
    })
    // Three digits are a count (the setup then says it is too many); four or more are named as too many
    // seeds at once, a long run shortened; what is not digits is not a count at all.
    expect(parsePosition('999-0-0-0-0-3-1-2-1-1-0-1-0-0-S')).toMatchObject({ ok: true, value: { board: [999, 0, 0, 0, 0, 3, 1, 2, 1, 1, 0, 1] } })
    expect(parsePosition('0-1234567890123-0-0-0-3-1-2-1-1-0-1-0-0-S')).toMatchObject({
      ok: false,
      error: [{ code: 'BAD_COUNT', field: 2, column: 3, message: 'field 2 (hole B) holds 123456789012… (13 digits) seeds: far more than a game holds (48 at most)' }],
    })
    expect(parsePosition('0-123456789012-0-0-0-3-1-2-1-1-0-1-0-0-S')).toMatchObject({
      ok: false,
      error: [{ message: 'field 2 (hole B) holds 123456789012 seeds: far more than a game holds (48 at most)' }],
    })
    expect(parsePosition('0-0-0-0-0-3-1-2-1-1-0-1-0-1x-S')).toMatchObject({
      ok: false,
      error: [{ code: 'BAD_COUNT', field: 14, message: 'field 14 (North\'s store) must be a whole number of seeds (0 or more), found "1x"' }],
    })
    // Four digits after something else are not a count either (not « too many seeds »).
    expect(parsePosition('0-0-0-0-0-3-1-2-1-1-0-1-0-x1000-S')).toMatchObject({
      ok: false,
      error: [{ code: 'BAD_COUNT', field: 14, message: 'field 14 (North\'s store) must be a whole number of seeds (0 or more), found "x1000"' }],
    })
    expect(parsePosition('0-0-0-0-0-3-1-2-1-1-0-1-0-0-')).toMatchObject({ ok: false, error: [{ code: 'BAD_SIDE', message: 'field 15 (side to move) must be S (South) or N (North), found nothing' }] })
    expect(parsePosition('1-2')).toMatchObject({
      ok: false,
      error: [{ code: 'BAD_FIELD_COUNT', column: 1, message: expect.stringMatching(/^a position has 15 fields, found 2: expected 12 hole counts/) }],
    })
  })
  it('moves: trimmed, a–f for G–L, a hint for g–l, holes by index, a–f labels', () => {
    expect(parseMove(' C ')).toEqual({ ok: true, value: 'C' })
    expect(['a', 'b', 'c', 'd', 'e', 'f'].map((letter) => parseMove(letter))).toEqual(['G', 'H', 'I', 'J', 'K', 'L'].map((value) => ({ ok: true, value })))
    expect(parseMove('h')).toEqual({
      ok: false,
      error: { code: 'BAD_MOVE', column: 1, message: '"h" is not a hole: use a letter A–L (A–F South, G–L North), or a–f for G–L (write H: lowercase a–f name North\'s holes G–L)' },
    })
    expect(parseMove('Z')).toEqual({ ok: false, error: { code: 'BAD_MOVE', column: 1, message: '"Z" is not a hole: use a letter A–L (A–F South, G–L North), or a–f for G–L' } })
    // The hint is for a single lowercase g–l only.
    for (const text of ['xh', 'hx', 'gg'])
      expect(parseMove(text)).toMatchObject({ ok: false, error: { message: `${JSON.stringify(text)} is not a hole: use a letter A–L (A–F South, G–L North), or a–f for G–L` } })
    expect([makeMove(0), makeMove(11), makeMove('C')]).toEqual(['A', 'L', 'C'])
    expect(HOLES.map((_, index) => alternativeHoleLabel(index)).join('')).toBe('ABCDEFabcdef')
  })
})
