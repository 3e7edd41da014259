// What a mutation run found unheld in src/tables/ranking.ts: the binomial table built when the module
// loads (checked on a fresh instance of the module, so a mutation run measures it here), the guards
// of layerSize and unrankBoard, unranking into a typed array, and a walk started at its first and last
// ranks. Expected numbers are computed here without the module: C(n, r) by the multiplicative formula.
import { describe, expect, it } from 'vitest'

type Ranking = typeof import('../../src/tables/ranking.js')
let instance = 0
const fresh = (): Promise<Ranking> => import(/* @vite-ignore */ `../../src/tables/ranking.js?instance=${++instance}`)

/** C(n, r), exact for the sizes here (below 2^53). */
function choose(n: number, r: number): number {
  if (r < 0 || r > n) return 0
  let value = 1
  for (let i = 1; i <= r; i++) value = (value * (n - r + i)) / i
  return Math.round(value)
}

describe('the binomial table and the layer sizes', () => {
  it('holds C(n, r) for every n up to MAX + 11 and r up to 11, 0 where r > n', async () => {
    const { BINOMIAL, MAX_RANKED_SEEDS } = await fresh()
    expect(BINOMIAL.length).toBe((MAX_RANKED_SEEDS + 12) * 12)
    const wrong: string[] = []
    for (let n = 0; n < MAX_RANKED_SEEDS + 12; n++)
      for (let r = 0; r <= 11; r++) if (BINOMIAL[n * 12 + r] !== choose(n, r)) wrong.push(`C(${n}, ${r}) = ${choose(n, r)}, table ${BINOMIAL[n * 12 + r]}`)
    expect(wrong.slice(0, 5)).toEqual([])
  })

  it('gives every layer C(k + 11, 11) boards, up to the largest, and refuses what is not a layer', async () => {
    const { layerSize, boardsUpTo, MAX_RANKED_SEEDS } = await fresh()
    expect(MAX_RANKED_SEEDS).toBe(24)
    for (let k = 0; k <= MAX_RANKED_SEEDS; k++) expect(layerSize(k), `layer ${k}`).toBe(choose(k + 11, 11))
    expect(boardsUpTo(MAX_RANKED_SEEDS)).toBe(choose(MAX_RANKED_SEEDS + 12, 12))
    for (const bad of [-1, 1.5, Number.NaN, MAX_RANKED_SEEDS + 1]) expect(() => layerSize(bad), String(bad)).toThrow(RangeError)
    expect(() => layerSize(-1)).toThrow('layerSize: seeds must be 0–24, not -1')
  })
})

describe('unrankBoard', () => {
  it('refuses a rank outside its layer or not whole, and names it', async () => {
    const { unrankBoard, layerSize } = await fresh()
    for (const bad of [-1, 0.5, layerSize(3), layerSize(3) + 7]) expect(() => unrankBoard(3, bad), String(bad)).toThrow(RangeError)
    expect(() => unrankBoard(3, 364)).toThrow('unrankBoard: rank 364 is outside layer 3')
    expect([...unrankBoard(3, 363)]).toEqual([3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])
  })

  it('writes into the array it is given, a typed one too, all 12 holes', async () => {
    const { unrankBoard, rankBoard } = await fresh()
    const into = new Uint8Array(12).fill(99)
    const board = unrankBoard(5, 1234, into)
    expect(board).toBe(into)
    expect([...into].reduce((sum, n) => sum + n, 0)).toBe(5)
    expect(rankBoard(into)).toBe(1234)
    // Rank 0 holds every seed in the last hole (every bar at the bottom); rank 1 moves the last bar up one.
    expect([...unrankBoard(7, 0)]).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7])
    expect([...unrankBoard(1, 1)]).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0])
  })
})

describe('LayerWalk', () => {
  it('from rank 0, from the last rank and from past the end: the boards of those ranks, then -1', async () => {
    const { LayerWalk, layerSize, unrankBoard } = await fresh()
    const state = new Uint8Array(14)
    const last = layerSize(4) - 1
    const atEnd = new LayerWalk(4, last)
    expect(atEnd.next(state, 2)).toBe(last)
    expect([...state.subarray(2, 14)]).toEqual([...unrankBoard(4, last)])
    expect(atEnd.next(state, 2)).toBe(-1)
    // Rank 0 given as the start is the walk from the beginning.
    const first = new LayerWalk(4, 0)
    expect(first.next(state, 0)).toBe(0)
    expect([...state.subarray(0, 12)]).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4])
    expect(first.next(state, 0)).toBe(1)
    expect([...state.subarray(0, 12)]).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 3])
    // A start past the layer walks nothing wrong: from its beginning.
    for (const beyond of [layerSize(2), layerSize(2) + 5]) expect(new LayerWalk(2, beyond).next(state, 0), String(beyond)).toBe(0)
  })

  it('a walk from the middle goes on in rank order to the end of the layer', async () => {
    const { LayerWalk, layerSize, rankBoard } = await fresh()
    const state = new Uint8Array(12)
    const start = 200
    const walk = new LayerWalk(5, start)
    let expected = start
    const wrong: number[] = []
    for (let rank = walk.next(state, 0); rank >= 0; rank = walk.next(state, 0)) {
      if (rank !== expected || rankBoard(state) !== rank || state.reduce((sum, n) => sum + n, 0) !== 5) wrong.push(expected)
      expected++
    }
    expect(wrong.slice(0, 5)).toEqual([])
    expect(expected).toBe(layerSize(5))
  })
})
