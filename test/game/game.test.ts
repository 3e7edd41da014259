// Played games: the engine's comments, computer games, and the positions the generator takes from them.
import { describe, expect, it } from 'vitest'
import type { Position } from '../../src/engine/index.js'
import { fromSetup, makeOgn, makePosition, makeRecord, parseOgn, parsePosition, replayRecord } from '../../src/engine/index.js'
import { buildTables } from '../../src/tables/build.js'
import { EXPERT_ANALYSIS_DEPTH, analyseGame, gameLabel, gamePositions, provenanceIndex, readGameText, selfplay, swapRows } from '../../src/game/index.js'

const position = (notation: string): Position => {
  const setup = parsePosition(notation)
  if (!setup.ok) throw new Error('notation')
  const built = fromSetup(setup.value)
  if (!built.ok) throw new Error('position')
  return built.value
}

function replayedOf(start: Position, moves: Parameters<typeof makeRecord>[1], tags = {}) {
  const record = makeRecord(start, moves, tags)
  if (!record.ok) throw new Error(record.error.message)
  const game = replayRecord(record.value)
  if (!game.ok) throw new Error(JSON.stringify(game.error))
  return game.value
}

describe('the engine comments a game', () => {
  // Worked example 2 with one more seed in A: F takes I, H and G (7 seeds); A takes nothing and
  // leaves the chain to North's next move.
  const start = position('1-0-0-0-0-3-1-2-1-1-0-1-0-0-S')

  it('marks a move that loses 4 seeds or more ?? and names the better move and both values', () => {
    const game = replayedOf(start, ['A'])
    const analysis = analyseGame(game, { depth: 1 })!
    expect(analysis.plies).toEqual([{ ply: 0, side: 'south', played: 'A', playedValue: 0, best: ['F'], bestValue: 7, loss: 7, mark: '??', toTheEnd: false, depth: 1 }])
    expect(analysis.summary.south).toEqual({ moves: 1, best: 0, dubious: 0, blunders: 1, lost: 7 })
  })

  it('the best move gets no mark; 2 or 3 seeds lost is ?', () => {
    expect(analyseGame(replayedOf(start, ['F']), { depth: 1 })!.plies[0]).toMatchObject({ loss: 0, mark: null, best: ['F'] })
    // F takes 2 (G), E takes nothing: a loss of 2 over one move.
    const small = replayedOf(position('0-0-0-0-1-1-1-0-0-0-0-1-0-0-S'), ['E'])
    expect(analyseGame(small, { depth: 1 })!.plies[0]).toMatchObject({ best: ['F'], bestValue: 2, playedValue: 0, loss: 2, mark: '?' })
  })

  it('judges an endgame with the tables, to the end of the game, where their bounds hold for the game as played', () => {
    const tables = buildTables(6, 'no-capture')
    // E, then North's only sensible answers: the first position is covered, stores far from 25.
    const small = position('0-0-0-0-1-1-1-0-0-0-0-1-0-0-S')
    const probe = tables.probe(small)!
    const game = replayedOf(small, ['E'])
    const analysis = analyseGame(game, { depth: 1, tables })!
    const played = probe.moves.find((move) => move.move === 'E')!
    const loss = Math.max(0, probe.bounds[0] - played.bounds[1])
    expect(analysis.plies[0]).toEqual({
      ply: 0,
      side: 'south',
      played: 'E',
      playedValue: played.bounds[1],
      best: probe.bestMoves,
      bestValue: probe.bounds[0],
      loss,
      mark: loss >= 4 ? '??' : loss >= 2 ? '?' : null,
      toTheEnd: true,
      depth: 0,
    })
    expect(analysis.fromTables).toBe(1)
    // Over one move E loses 2 (F would take G); to the end of the game it loses nothing for certain.
    expect(loss).toBe(0)
    // Without tables, or with a store that could reach 25 first (the tables count the game played out): the search.
    expect(analyseGame(game, { depth: 1 })!.plies[0]).toMatchObject({ toTheEnd: false, loss: 2, mark: '?' })
    const nearTheEnd = replayedOf(position('0-0-0-0-1-1-1-0-0-0-0-1-22-22-S'), ['E'])
    const searched = analyseGame(nearTheEnd, { depth: 1, tables })!
    expect(searched.plies[0]).toMatchObject({ toTheEnd: false, bestValue: 2, loss: 2 })
    expect(searched.fromTables).toBe(0)
  })

  it('a whole game: every move analysed by the expert at its depth, the same marks on a second run', () => {
    const game = selfplay({ levels: { south: 'easy', north: 'medium' }, seed: 'analyse' })!
    const replayed = replayRecord(game.record)
    if (!replayed.ok) throw new Error('replay')
    const first = analyseGame(replayed.value)!
    const second = analyseGame(replayed.value)!
    expect(first.plies).toHaveLength(game.moves.length)
    expect(first).toMatchObject({ judge: 'expert', depth: EXPERT_ANALYSIS_DEPTH })
    expect(second.plies).toEqual(first.plies)
    const { south, north } = first.summary
    expect(south.moves + north.moves).toBe(game.moves.length)
    for (const entry of first.plies) {
      expect(entry.loss).toBeGreaterThanOrEqual(0)
      expect(entry.loss === 0).toBe(entry.best.includes(entry.played))
    }
  })
})

describe('computer games (selfplay)', () => {
  it('the same seed gives the same game, another seed another; every game ends and replays', () => {
    const a = selfplay({ levels: { south: 'medium', north: 'easy' }, seed: 'x' })!
    const b = selfplay({ levels: { south: 'medium', north: 'easy' }, seed: 'x' })!
    const c = selfplay({ levels: { south: 'medium', north: 'easy' }, seed: 'y' })!
    expect(makeOgn(b.record)).toBe(makeOgn(a.record))
    expect(makeOgn(c.record)).not.toBe(makeOgn(a.record))
    const text = makeOgn(a.record)
    expect(text).toContain('[South "awale-kit medium"]\n[North "awale-kit easy"]')
    expect(text).toMatch(/\[Result "\d+-\d+"\]/)
    const read = readGameText(text, 'a.ogn')
    expect(read.problems).toEqual([])
    expect(read.game!.game.end.kind).toBe('over')
  })
})

describe('positions for the generator', () => {
  it('every position before a move, South to move; North to move given with the rows swapped, and found either way', () => {
    const text = makeOgn(replayedOf(position('4-4-4-4-4-4-4-4-4-4-4-4-0-0-S'), ['C', 'I', 'D'], { South: 'Léa', North: 'Tom' }).record)
    const read = readGameText(text, 'games/lea-tom.ogn')
    const positions = gamePositions([read.game!])
    expect(positions.map((entry) => [entry.position.turn, entry.source.number, entry.source.side, entry.source.played])).toEqual([
      ['south', 1, 'south', 'C'],
      ['south', 1, 'north', 'I'],
      ['south', 2, 'south', 'D'],
    ])
    expect(positions[0]!.source.label).toBe('Léa – Tom')
    const north = read.game!.game.plies[1]!.report.before
    expect(makePosition(positions[1]!.position)).toBe(makePosition(swapRows(north)))
    const find = provenanceIndex(positions)
    expect(find(north)).toEqual({ source: positions[1]!.source, swapped: false })
    expect(find(positions[1]!.position)).toEqual({ source: positions[1]!.source, swapped: true })
    expect(find(position('0-0-0-0-0-3-1-2-1-1-0-1-0-0-S'))).toBeNull()
  })

  it('names a game by its players, else its event, else its file', () => {
    const record = (tags: string) => {
      const parsed = parseOgn(tags)
      if (!parsed.ok) throw new Error('parse')
      return parsed.value
    }
    expect(gameLabel(record('[South "Léa"]\n[North "Tom"]'), 'x.ogn')).toBe('Léa – Tom')
    expect(gameLabel(record('[Event "Club"]\n[South "?"]'), 'x.ogn')).toBe('Club')
    expect(gameLabel(record('[South "?"]'), 'games/partie-3.ogn')).toBe('partie-3')
  })
})
