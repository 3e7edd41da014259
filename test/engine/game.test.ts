import { describe, expect, it } from 'vitest'
import type { Hole } from '../../src/engine/index.js'
import { play, playInGame, playSequence, positionOutcome, resolveVariant, startGame } from '../../src/engine/index.js'
import { board } from './helpers.js'

// One seed each, going round the board: the position comes back every 12 plies without a capture.
const CYCLE: Hole[] = ['F', 'L', 'A', 'G', 'B', 'H', 'C', 'I', 'D', 'J', 'E', 'K']
const cyclingStart = (variant = resolveVariant({})) => startGame(board('- - - - - 1 | - - - - - 1', { variant }))

describe('end of the game', () => {
  it('threefold repetition without capture: the third occurrence ends it, rows gathered', () => {
    const twice = playSequence(cyclingStart(), [...CYCLE, ...CYCLE.slice(0, 11)])
    expect(twice.ok && twice.value.game.outcome).toBe(null)
    const thrice = playSequence(cyclingStart(), [...CYCLE, ...CYCLE])
    expect(thrice.ok).toBe(true)
    if (!thrice.ok) return
    expect(thrice.value.game.outcome).toEqual({ reason: 'repetition', winner: 'draw', score: { south: 1, north: 1 }, complete: false })
    expect(thrice.value.reports.at(-1)!.outcome?.reason).toBe('repetition')
    const more = playSequence(thrice.value.game, ['F'])
    expect(more.ok).toBe(false)
    if (!more.ok) expect(more.error.code).toBe('GAME_OVER')
  })

  it('move-limit variant: the game stops after the set number of plies', () => {
    const game = cyclingStart(resolveVariant({ endless: 'move-limit', moveLimit: 5 }))
    const four = playSequence(game, CYCLE.slice(0, 4))
    expect(four.ok && four.value.game.outcome).toBe(null)
    const five = playSequence(game, CYCLE.slice(0, 5))
    expect(five.ok && five.value.game.outcome?.reason).toBe('move-limit')
  })

  it('no-capture-limit variant: consecutive plies without capture stop the game; repetition is then not applied', () => {
    const variant = resolveVariant({ endless: 'no-capture-limit', noCaptureLimit: 30 })
    const game = cyclingStart(variant)
    const long = playSequence(game, [...CYCLE, ...CYCLE])
    expect(long.ok && long.value.game.outcome).toBe(null) // 24 plies, third repetition ignored
    const limit = playSequence(game, [...CYCLE, ...CYCLE, ...CYCLE.slice(0, 6)])
    expect(limit.ok && limit.value.game.outcome?.reason).toBe('no-capture-limit')
  })

  it('a store of 25 ends the game at once; the board is left as it stands', () => {
    const position = board('- - - - - 1 | 1 - - - - 1', { stores: [23, 22] })
    const report = play(position, 'F')
    expect(report.ok).toBe(true)
    if (!report.ok) return
    expect(report.value.capturedHoles).toEqual(['G'])
    expect(report.value.outcome).toEqual({ reason: 'store-majority', winner: 'south', score: { south: 25, north: 22 }, complete: true })
    expect(report.value.after.board[11]).toBe(1) // L keeps its seed: no gathering after a majority
  })

  it('3 seeds per hole: 36 seeds, a store of 19 wins', () => {
    const variant = resolveVariant({ seedsPerHole: 3 })
    const position = board('- - - - - 1 | 1 - - - - 1', { stores: [17, 16], variant })
    const report = play(position, 'F')
    expect(report.ok && report.value.outcome).toEqual({ reason: 'store-majority', winner: 'south', score: { south: 19, north: 16 }, complete: true })
  })

  it('no legal move: each side adds its own row; 24–24 is a draw', () => {
    // South's only seed, in A, cannot reach North's empty row: South cannot feed, the game is over.
    const position = board('1 - - - - - | - - - - - -', { stores: [23, 24] })
    expect(positionOutcome(position)).toEqual({ reason: 'no-legal-move', winner: 'draw', score: { south: 24, north: 24 }, complete: true })
    const refused = play(position, 'A')
    expect(refused.ok).toBe(false)
    if (!refused.ok) expect(refused.error.code).toBe('GAME_OVER')
  })
})

describe('the game’s counters', () => {
  it('a capture starts the count of plies without capture again (no-capture-limit)', () => {
    // F takes G (2 seeds) at the first ply; then K, A, L capture nothing.
    const variant = resolveVariant({ endless: 'no-capture-limit', noCaptureLimit: 3 })
    const start = startGame(board('1 - - - 2 1 | 1 - - - 1 -', { variant }))
    const three = playSequence(start, ['F', 'K', 'A'])
    if (!three.ok) throw new Error(three.error.message)
    expect(three.value.game.pliesSinceCapture).toBe(2)
    expect(three.value.game.outcome).toBeNull()
    const four = playSequence(start, ['F', 'K', 'A', 'L'])
    if (!four.ok) throw new Error(four.error.message)
    expect(four.value.reports[0]!.captured).toBe(2)
    expect(four.value.game.plies).toBe(4)
    expect(four.value.game.outcome?.reason).toBe('no-capture-limit')
  })

  it('a majority reached at the move limit ends the game by the majority', () => {
    const variant = resolveVariant({ endless: 'move-limit', moveLimit: 1 })
    const played = playSequence(startGame(board('- - - - - 1 | 1 - - - - 1', { stores: [23, 22], variant })), ['F'])
    if (!played.ok) throw new Error(played.error.message)
    expect(played.value.game.outcome?.reason).toBe('store-majority')
    expect(played.value.reports[0]!.outcome?.reason).toBe('store-majority')
    // One ply short of a majority, the limit ends it, rows gathered.
    const limited = playSequence(startGame(board('- - - - 1 - | 1 - - - - 1', { stores: [23, 22], variant })), ['E'])
    if (!limited.ok) throw new Error(limited.error.message)
    expect(limited.value.game.outcome).toEqual({ reason: 'move-limit', winner: 'draw', score: { south: 24, north: 24 }, complete: true })
  })

  it('a game already over refuses the next move, named by letter or index, with its place in the list', () => {
    const over = startGame(board('4 - - - - - | - - - 3 - 1', { stores: [25, 15] }))
    expect(over.outcome?.reason).toBe('store-majority')
    for (const move of ['A', 0] as const) {
      const refused = playSequence(over, [move])
      expect(refused).toEqual({ ok: false, error: { code: 'GAME_OVER', reason: 'GAME_OVER', move: 'A', message: 'the game is already over: no move can be played', index: 0 } })
    }
    const illegal = playSequence(startGame(board('4 4 4 4 4 4 | 4 4 4 4 4 4')), ['C', 'H', 2])
    expect(illegal).toMatchObject({ ok: false, error: { code: 'ILLEGAL_MOVE', reason: 'EMPTY_HOLE', move: 'C', index: 2 } })
  })

  it('the report of the move that ends a game by repetition says so; an ordinary report is the engine’s own', () => {
    const first = playInGame(cyclingStart(), 'F')
    if (!first.ok) throw new Error(first.error.message)
    const alone = play(cyclingStart().position, 'F')
    expect(alone.ok && first.value.report).toEqual(alone.ok && alone.value)
  })

  it('only the endless rule in force stops a game: limits set for the other rules are ignored', () => {
    // Repetition in force, with a move limit and a no-capture limit of 3 written down: 11 plies, no end.
    const repetition = resolveVariant({ endless: 'repetition', moveLimit: 3, noCaptureLimit: 3 })
    const long = playSequence(cyclingStart(repetition), CYCLE.slice(0, 11))
    expect(long.ok && long.value.game.outcome).toBeNull()
    // The no-capture limit in force, a move limit of 3 written down: it stops at 5 plies without capture, not 3.
    const noCapture = resolveVariant({ endless: 'no-capture-limit', noCaptureLimit: 5, moveLimit: 3 })
    const four = playSequence(cyclingStart(noCapture), CYCLE.slice(0, 4))
    expect(four.ok && four.value.game.outcome).toBeNull()
    const five = playSequence(cyclingStart(noCapture), CYCLE.slice(0, 5))
    expect(five.ok && five.value.game.outcome?.reason).toBe('no-capture-limit')
    // The move limit in force, a no-capture limit of 2 written down.
    const moveLimit = resolveVariant({ endless: 'move-limit', moveLimit: 4, noCaptureLimit: 2 })
    const three = playSequence(cyclingStart(moveLimit), CYCLE.slice(0, 3))
    expect(three.ok && three.value.game.outcome).toBeNull()
  })
})
