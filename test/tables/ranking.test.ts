import { describe, expect, it } from 'vitest'
import { seededRandom } from '../../src/search/index.js'
import { LayerWalk, MAX_RANKED_SEEDS, boardsUpTo, layerSize, rankBoard, rankNorthFirst, rankTurned, unrankBoard } from '../../src/tables/ranking.js'
import { boardsWith } from './reference.js'

describe('ranking (combinatorial number system)', () => {
  it('counts C(k + 11, 11) boards per layer, 17,383,860 up to 15 seeds', () => {
    expect([0, 1, 2, 3, 12, 15].map(layerSize)).toEqual([1, 12, 78, 364, 1_352_078, 7_726_160])
    expect(boardsUpTo(15)).toBe(17_383_860)
    expect(() => layerSize(MAX_RANKED_SEEDS + 1)).toThrow(RangeError)
  })

  it('is a bijection per layer: every board of up to 8 seeds gets its own rank, 0 … size − 1, and unranks back', () => {
    for (let seeds = 0; seeds <= 8; seeds++) {
      const size = layerSize(seeds)
      const seen = new Uint8Array(size)
      const wrong: string[] = []
      let boards = 0
      for (const board of boardsWith(seeds)) {
        const rank = rankBoard(board)
        if (!(rank >= 0 && rank < size)) wrong.push(`${board.join(' ')}: rank ${rank} outside 0…${size - 1}`)
        else if (seen[rank] === 1) wrong.push(`${board.join(' ')}: rank ${rank} given twice`)
        else if (unrankBoard(seeds, rank).join(' ') !== board.join(' ')) wrong.push(`${board.join(' ')}: rank ${rank} unranks to ${unrankBoard(seeds, rank).join(' ')}`)
        seen[rank] = 1
        boards++
      }
      expect(wrong.slice(0, 5), `layer ${seeds}`).toEqual([])
      expect(boards).toBe(size)
    }
  })

  it('walks a layer in rank order, from its start or from any rank', () => {
    const state = new Uint8Array(15)
    for (const seeds of [0, 1, 4, 7]) {
      const walk = new LayerWalk(seeds)
      let expected = 0
      const wrong: number[] = []
      for (let rank = walk.next(state, 0); rank >= 0; rank = walk.next(state, 0)) {
        if (rank !== expected || rankBoard(state.subarray(0, 12)) !== rank) wrong.push(expected)
        expected++
      }
      expect(wrong).toEqual([])
      expect(expected).toBe(layerSize(seeds))
      const from = Math.floor(layerSize(seeds) / 3)
      const later = new LayerWalk(seeds, from)
      expect(later.next(state, 0)).toBe(from)
      expect([...state.subarray(0, 12)]).toEqual([...unrankBoard(seeds, from)])
    }
  })

  it('round-trips random ranks of the large layers (15, 18, 24 seeds), and ranks a turned board as the turned copy', () => {
    const random = seededRandom('ranking')
    const state = new Uint8Array(15)
    for (const seeds of [15, 18, MAX_RANKED_SEEDS]) {
      const wrong: number[] = []
      for (let i = 0; i < 2000; i++) {
        const rank = Math.floor(random.next() * layerSize(seeds))
        const board = [...unrankBoard(seeds, rank)]
        state.set(board)
        const northFirst = rankBoard([...board.slice(6), ...board.slice(0, 6)])
        const fine =
          board.reduce((a, b) => a + b, 0) === seeds &&
          board.every((count) => count >= 0) &&
          rankBoard(board) === rank &&
          rankNorthFirst(state, 0) === northFirst &&
          rankTurned(state, 0, 6) === northFirst
        if (!fine) wrong.push(rank)
      }
      expect(wrong, `layer ${seeds}`).toEqual([])
    }
  })
})
