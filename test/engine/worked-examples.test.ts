// Every worked example of docs/rules.md, table-driven.
import { describe, expect, it } from 'vitest'
import { legalMoves, play, resolveVariant } from '../../src/engine/index.js'
import { board, row } from './helpers.js'

const unwrap = <T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!result.ok) throw new Error(JSON.stringify(result.error))
  return result.value
}

describe('worked examples of rules.md', () => {
  it('1 (003 A1): C from the start: 4 4 - 5 5 5 | 5 4 4 4 4 4, last seed in G (5), no capture', () => {
    const report = unwrap(play(board('4 4 4 4 4 4 | 4 4 4 4 4 4'), 'C'))
    expect(row(report.after)).toBe('4 4 - 5 5 5 | 5 4 4 4 4 4')
    expect(report.sown).toEqual(['D', 'E', 'F', 'G'])
    expect(report.last).toBe('G')
    expect(report.afterSowing[6]).toBe(5)
    expect(report.captured).toBe(0)
    expect(report.capturedHoles).toEqual([])
  })

  it('2 (003 A2, 002): F captures I, H, G = 2+3+2 = 7; J and L keep their seeds', () => {
    const report = unwrap(play(board('- - - - - 3 | 1 2 1 1 - 1'), 'F'))
    expect(report.sown).toEqual(['G', 'H', 'I'])
    expect(report.last).toBe('I')
    expect(report.capturedHoles).toEqual(['I', 'H', 'G'])
    expect(report.captured).toBe(7)
    expect(report.grandSlam).toBe(false)
    expect(row(report.after)).toBe('- - - - - - | - - - 1 - 1')
    expect(report.after.stores).toEqual({ south: 7, north: 0 })
  })

  it('3 (003 A3): A and F hold one seed, North empty: F only', () => {
    expect(legalMoves(board('1 - - - - 1 | - - - - - -'))).toEqual(['F'])
    const refused = play(board('1 - - - - 1 | - - - - - -'), 'A')
    expect(refused.ok).toBe(false)
    if (!refused.ok) expect(refused.error).toMatchObject({ code: 'ILLEGAL_MOVE', reason: 'MUST_FEED' })
  })

  it('4 (003 A4): G=2, H=2 would empty North: grand slam, capture cancelled, sowing stays', () => {
    const report = unwrap(play(board('- - - - - 2 | 1 1 - - - -'), 'F'))
    expect(report.grandSlam).toBe(true)
    expect(report.grandSlamCancelled).toBe(true)
    expect(report.chain).toEqual(['H', 'G'])
    expect(report.captured).toBe(0)
    expect(report.capturedHoles).toEqual([])
    expect(row(report.after)).toBe('- - - - - - | 2 2 - - - -')
  })

  it('5 (003 A5): 12 seeds from C: 1 1 - 2 1 1 | 1 1 1 1 1 1, last seed in D, C skipped', () => {
    const report = unwrap(play(board('- - 12 - - - | - - - - - -'), 'C'))
    expect(row(report.after)).toBe('1 1 - 2 1 1 | 1 1 1 1 1 1')
    expect(report.last).toBe('D')
    expect(report.sown).toEqual(['D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'A', 'B', 'D'])
    expect(report.laps).toBe(1)
  })

  it('6: 23 seeds from C: 2 2 - 3 2 2 | 2 2 2 2 2 2, last seed in D', () => {
    const report = unwrap(play(board('- - 23 - - - | - - - - - -'), 'C'))
    expect(row(report.after)).toBe('2 2 - 3 2 2 | 2 2 2 2 2 2')
    expect(report.last).toBe('D')
    expect(report.sown).toHaveLength(23)
    expect(report.sown.filter((hole) => hole === 'D')).toHaveLength(3)
    expect(report.sown).not.toContain('C')
    expect(report.captured).toBe(0) // the last seed is at home
  })

  it('7 (001): F captures H then G = 4; J keeps 4', () => {
    const report = unwrap(play(board('- - - - - 2 | 1 1 - 4 - -'), 'F'))
    expect(report.capturedHoles).toEqual(['H', 'G'])
    expect(report.captured).toBe(4)
    expect(row(report.after)).toBe('- - - - - - | - - - 4 - -')
  })

  it('8 (001): same sowing, but the grand slam cancels it: 0 captured', () => {
    const report = unwrap(play(board('- - - - - 2 | 1 1 - - - -'), 'F'))
    expect(report.grandSlamCancelled).toBe(true)
    expect(report.captured).toBe(0)
  })

  it('8 under capture-all (seed 004): the whole chain is captured', () => {
    const variant = resolveVariant({ grandSlam: 'capture-all' })
    const report = unwrap(play(board('- - - - - 2 | 1 1 - - - -', { variant }), 'F'))
    expect(report.grandSlam).toBe(true)
    expect(report.grandSlamCancelled).toBe(false)
    expect(report.capturedHoles).toEqual(['H', 'G'])
    expect(report.captured).toBe(4)
  })

  it('9: stores 24–21, F sows G H I; North cannot feed South: game over, North adds 3 → 24–24 draw', () => {
    const report = unwrap(play(board('- - - - - 3 | - - - - - -', { stores: [24, 21] }), 'F'))
    expect(report.sown).toEqual(['G', 'H', 'I'])
    expect(report.captured).toBe(0)
    expect(legalMoves(report.after)).toEqual([])
    expect(report.outcome).toEqual({ reason: 'no-legal-move', winner: 'draw', score: { south: 24, north: 24 }, complete: true })
  })
})
