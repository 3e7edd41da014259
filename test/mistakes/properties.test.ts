// What must hold of each mistake on every position (fast-check, on positions drawn to reach every
// case: arbitraries.ts). These say how the mistakes relate to the rules and to one another; the
// agreement with the definitions themselves is reference-agreement.test.ts.
import fc from 'fast-check'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Position } from '../../src/engine/index.js'
import { HOLES, holeIndex, legalMoves, opposite, play, resolveVariant, rowSeeds } from '../../src/engine/index.js'
import type { MistakeId, MistakenMove, MistakesModule } from './fresh-mistakes.js'
import { freshMistakes } from './fresh-mistakes.js'
import { MISTAKE_IDS } from '../../src/mistakes/index.js'
import { mistakePositionArb, runs } from './arbitraries.js'

// Each test loads the module afresh (fresh-mistakes.ts): its table of definitions counts in a mutation run.
let module: MistakesModule
beforeEach(async () => {
  module = await freshMistakes()
})

const seedsIn = (p: Position) => p.board.reduce((a, b) => a + b, 0) + p.stores.south + p.stores.north
const ownHoles = (p: Position) => HOLES.map((_, i) => i).filter((i) => (p.turn === 'south' ? i < 6 : i >= 6) && p.board[i]! > 0)
const under = (p: Position, origin: number, id: MistakeId | null): MistakenMove => module.playMistaken(p, origin, id === null ? null : module.MISTAKES[id])!
const holeSet = (holes: readonly string[]) => new Set(holes)
const within = (inner: readonly string[], outer: readonly string[]) => inner.every((hole) => outer.includes(hole))

/** Every non-empty hole of the mover under every mistake, with the rules' move beside it. */
function eachMove(check: (p: Position, origin: number, rule: MistakenMove) => void) {
  fc.assert(
    fc.property(mistakePositionArb, (p) => {
      for (const origin of ownHoles(p)) check(p, origin, under(p, origin, null))
    }),
    { numRuns: runs(300) },
  )
}

describe('every mistake', () => {
  it('keeps every seed: board and stores after hold what they held before; before = after + taken', () => {
    eachMove((p, origin) => {
      for (const id of MISTAKE_IDS) {
        const m = under(p, origin, id)
        expect(seedsIn(m.after), id).toBe(seedsIn(p))
        expect(
          m.before.board.reduce((a, b) => a + b, 0),
          id,
        ).toBe(m.after.board.reduce((a, b) => a + b, 0) + m.captured)
        expect(
          m.after.board.every((n) => Number.isInteger(n) && n >= 0),
          id,
        ).toBe(true)
        expect(m.sown.length + m.storeSeeds, id).toBe(p.board[origin])
        expect(m.after.turn, id).toBe(opposite(p.turn))
      }
    })
  })

  it('lists the holes taken from the last back (a chain from the last hole), each once', () => {
    eachMove((p, origin) => {
      for (const id of MISTAKE_IDS) {
        const m = under(p, origin, id)
        const indexes = m.capturedHoles.map(holeIndex)
        expect(indexes, id).toEqual([...indexes].sort((a, b) => b - a))
        expect(new Set(indexes).size, id).toBe(indexes.length)
        // A chain starts at the last hole; passing-holes takes holes wherever they were sown.
        if (indexes.length > 0 && id !== 'passing-holes') expect(m.capturedHoles[0], id).toBe(m.last)
      }
    })
  })

  it('a capture mistake sows as the rules do; a sowing mistake captures by the rules from where it ends', () => {
    eachMove((p, origin, rule) => {
      for (const id of MISTAKE_IDS) {
        const m = under(p, origin, id)
        if (module.MISTAKES[id].part !== 'sowing') expect({ sown: m.sown, last: m.last, afterSowing: m.afterSowing }, id).toEqual({ sown: rule.sown, last: rule.last, afterSowing: rule.afterSowing })
      }
    })
  })
})

describe('each mistake beside the rules', () => {
  it('start-not-skipped equals the rules below 12 seeds, and never skips a hole', () => {
    eachMove((p, origin, rule) => {
      const m = under(p, origin, 'start-not-skipped')
      if (p.board[origin]! < 12) expect({ ...m, mistake: null }).toEqual(rule)
      else expect(m.sown[11]).toBe(HOLES[origin])
      expect(m.laps).toBe(0)
    })
  })

  it('start-counted drops the first seed in the starting hole and ends one hole short of the rules (below 12 seeds)', () => {
    eachMove((p, origin, rule) => {
      const m = under(p, origin, 'start-counted')
      expect(m.sown[0]).toBe(HOLES[origin])
      expect(m.after.board[origin]! + m.capturedHoles.filter((h) => h === HOLES[origin]).length).toBeGreaterThan(0)
      if (p.board[origin]! < 12) expect(m.sown).toEqual([HOLES[origin], ...rule.sown.slice(0, -1)])
    })
  })

  it('into-store equals the rules while the sowing stays in the mover’s row, and drops one seed each time it leaves it', () => {
    eachMove((p, origin, rule) => {
      const m = under(p, origin, 'into-store')
      const lastOwn = p.turn === 'south' ? 5 : 11
      const seeds = p.board[origin]!
      if (origin + seeds <= lastOwn) expect({ ...m, mistake: null }).toEqual(rule)
      // The sowing leaves the mover's row (and drops a seed in the store) once it has seeds past its last hole.
      expect(m.storeSeeds > 0).toBe(seeds > lastOwn - origin)
      expect(m.captured - m.storeSeeds).toBe(m.capturedHoles.reduce((sum, hole) => sum + m.afterSowing[holeIndex(hole)]!, 0))
    })
  })

  it('own-row equals the rules when the last seed falls in the opponent’s row; in its own row it takes only there', () => {
    eachMove((p, origin, rule) => {
      const m = under(p, origin, 'own-row')
      const last = holeIndex(rule.last as (typeof HOLES)[number])
      if (last < 6 !== (p.turn === 'south')) expect({ ...m, mistake: null }).toEqual(rule)
      else {
        m.capturedHoles.forEach((hole) => expect(holeIndex(hole) < 6).toBe(p.turn === 'south'))
        // The grand-slam rule is about the opponent's row: a capture in one's own row is never one.
        expect(m.grandSlam).toBe(false)
      }
    })
  })

  it('last-only never takes more than the rules, unless the rules cancelled a capture of everything', () => {
    eachMove((p, origin, rule) => {
      const m = under(p, origin, 'last-only')
      expect(m.chain.length).toBeLessThanOrEqual(1)
      if (!rule.grandSlamCancelled) expect(m.captured).toBeLessThanOrEqual(rule.captured)
      else expect(m.captured).toBe(m.capturedHoles.length === 0 ? 0 : m.afterSowing[holeIndex(m.capturedHoles[0]!)])
      expect(within(m.chain, rule.chain)).toBe(true)
    })
  })

  it('passing-holes and chain-skips reach every hole of the rules’ chain, chain-skips no hole passing-holes leaves', () => {
    eachMove((p, origin, rule) => {
      const passing = under(p, origin, 'passing-holes')
      const skipping = under(p, origin, 'chain-skips')
      expect(within(rule.chain, passing.chain)).toBe(true)
      expect(within(rule.chain, skipping.chain)).toBe(true)
      expect(within(skipping.chain, passing.chain)).toBe(true)
      if (rule.chain.length === 0) expect(skipping.chain).toEqual([])
    })
  })

  it('before-adding takes only holes that held 2 or 3 before the move, the last one first', () => {
    eachMove((p, origin, rule) => {
      const m = under(p, origin, 'before-adding')
      m.chain.forEach((hole) => expect([2, 3]).toContain(p.board[holeIndex(hole)]))
      if (m.chain.length > 0) expect(m.chain[0]).toBe(rule.last)
    })
  })

  it('grand-slam-taken equals the rules except where they cancel a capture of everything, and is the capture-all rule', () => {
    eachMove((p, origin, rule) => {
      const m = under(p, origin, 'grand-slam-taken')
      if (!rule.grandSlamCancelled) expect({ ...m, mistake: null }).toEqual(rule)
      else expect(m.capturedHoles).toEqual(rule.chain)
      const captureAll = { ...p, variant: resolveVariant({ ...p.variant, grandSlam: 'capture-all' }) }
      if (legalMoves(captureAll).includes(HOLES[origin]!)) {
        const report = play(captureAll, origin)
        if (report.ok) expect(m.captured).toBe(report.value.captured)
      }
    })
  })

  it('not-feeding calls playable every hole the rules allow, and more only when the opponent’s row is empty', () => {
    fc.assert(
      fc.property(mistakePositionArb, (p) => {
        const rule = legalMoves(p)
        const mistaken = module.mistakenLegalMoves(p, module.MISTAKES['not-feeding'])
        expect(within(rule, mistaken)).toBe(true)
        if (rowSeeds(p.board, opposite(p.turn)) > 0) expect(mistaken).toEqual(rule)
        expect(holeSet(mistaken).size).toBe(mistaken.length)
      }),
      { numRuns: runs(300) },
    )
  })
})
