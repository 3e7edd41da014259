// game --analyse under a budget for the whole game (issue 21): counted in positions searched, so the
// sheet is the same on every machine; a long game gets shallower searches where needed, and says where.
import { describe, expect, it } from 'vitest'
import {
  ANALYSIS_DEPTH,
  ANALYSIS_NODE_BUDGET,
  EXPERT_ANALYSIS_DEPTH,
  EXPERT_ANALYSIS_NODE_BUDGET,
  EXPERT_FULL_BUDGET_PLIES,
  EXPERT_LONG_GAME_BUDGET,
  analyseGame,
  expertBudget,
  readGameText,
  selfplay,
} from '../../src/game/index.js'
import { replayRecord } from '../../src/engine/index.js'
import { longOgnGame } from '../hostile/fixtures.js'

const replayedLong = (plies: number) => {
  const text = longOgnGame(plies)
  if (text === null) throw new Error('the long game ended early')
  const read = readGameText(text, 'long.ogn')
  if (!read.game) throw new Error(read.problems.map((p) => p.message).join('; '))
  return read.game.game
}

// Both judges: the expert (the default) and the count of seeds (a depth given).
describe.each([
  ['the expert', {}, EXPERT_ANALYSIS_DEPTH, EXPERT_ANALYSIS_NODE_BUDGET],
  ['the count of seeds', { depth: ANALYSIS_DEPTH }, ANALYSIS_DEPTH, ANALYSIS_NODE_BUDGET],
] as const)('the analysis budget, %s judging', (_judge, judge, ANALYSIS_DEPTH, ANALYSIS_NODE_BUDGET) => {
  it('a game of ordinary length is searched to the full depth everywhere, within the budget', () => {
    const game = selfplay({ levels: { south: 'easy', north: 'medium' }, seed: 'budget' })!
    const replayed = replayRecord(game.record)
    if (!replayed.ok) throw new Error('replay')
    const analysis = analyseGame(replayed.value, judge)!
    expect(analysis.shortened).toEqual([])
    expect(analysis.plies.every((ply) => ply.depth === ANALYSIS_DEPTH)).toBe(true)
    expect(analysis.nodes).toBeLessThan(ANALYSIS_NODE_BUDGET)
  })

  it('a long game: each search shortened as the budget requires, the same on a second run, every shortened ply listed', () => {
    const game = replayedLong(300)
    const budget = ANALYSIS_NODE_BUDGET / 10 // a tenth of the default, for a 300-ply game: the same squeeze as 3,000 plies
    const first = analyseGame(game, { ...judge, nodeBudget: budget })!
    const second = analyseGame(game, { ...judge, nodeBudget: budget })!
    expect(second.plies).toEqual(first.plies)
    expect(second.nodes).toBe(first.nodes)
    expect(first.shortened.length).toBeGreaterThan(0)
    expect(first.shortened).toEqual(first.plies.filter((ply) => ply.depth < ANALYSIS_DEPTH).map((ply) => ({ ply: ply.ply, depth: ply.depth })))
    for (const ply of first.plies) expect(ply.depth).toBeGreaterThanOrEqual(1)
    // The budget holds, give or take the last search of a position (its growth is estimated).
    expect(first.nodes).toBeLessThan(budget * 1.5)
    // Every move still judged: values and marks over the depth it was searched.
    for (const ply of first.plies) expect(ply.loss === 0).toBe(ply.best.includes(ply.played))
  })

  it('a tight budget never stops a ply short of one ply ahead', () => {
    const game = replayedLong(60)
    const analysis = analyseGame(game, { ...judge, nodeBudget: 1 })!
    expect(analysis.plies).toHaveLength(60)
    expect(analysis.plies.every((ply) => ply.depth === 1)).toBe(true)
    expect(analysis.shortened).toHaveLength(60)
  })
})

describe('the expert budget by the length of the game', () => {
  it('the whole budget up to 300 plies, then in proportion, never below the long game budget', () => {
    expect(expertBudget(1)).toBe(EXPERT_ANALYSIS_NODE_BUDGET)
    expect(expertBudget(EXPERT_FULL_BUDGET_PLIES)).toBe(EXPERT_ANALYSIS_NODE_BUDGET)
    expect(expertBudget(2 * EXPERT_FULL_BUDGET_PLIES)).toBe(EXPERT_ANALYSIS_NODE_BUDGET / 2)
    expect(expertBudget(1_321)).toBe(EXPERT_LONG_GAME_BUDGET)
    for (let plies = EXPERT_FULL_BUDGET_PLIES; plies < 3_000; plies += 7) expect(expertBudget(plies + 7)).toBeLessThanOrEqual(expertBudget(plies))
  })

  it('a game longer than 300 plies is searched within its smaller budget', () => {
    const game = replayedLong(700)
    const analysis = analyseGame(game)!
    expect(analysis.plies).toHaveLength(700)
    expect(analysis.nodes).toBeLessThan(expertBudget(700) * 1.5)
    expect(analysis.nodes).toBeGreaterThan(expertBudget(700) / 2)
  })
})
