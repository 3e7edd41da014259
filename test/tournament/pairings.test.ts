import { describe, expect, it } from 'vitest'
import { MAX_PLAYERS, MIN_PLAYERS, namedRounds, roundRobin } from '../../src/tournament/pairings.js'
import { parseNames } from '../../src/tournament/names.js'

const SIZES = Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + 1 }, (_, i) => i + MIN_PLAYERS)

describe('round-robin pairings (Berger tables)', () => {
  it.each(SIZES)('%i players: every pair once, nobody twice a round, one bye each when odd, colours within one', (n) => {
    const rounds = roundRobin(n)
    expect(rounds).toHaveLength(n % 2 === 0 ? n - 1 : n)
    const met = new Map<string, number>()
    const south = new Array<number>(n).fill(0)
    const north = new Array<number>(n).fill(0)
    const byes = new Array<number>(n).fill(0)
    for (const round of rounds) {
      const seen = new Set<number>()
      for (const game of round.games) {
        for (const player of [game.south, game.north]) {
          expect(Number.isInteger(player) && player >= 0 && player < n).toBe(true)
          expect(seen.has(player), `player ${player + 1} twice in a round`).toBe(false)
          seen.add(player)
        }
        expect(game.south).not.toBe(game.north)
        const key = [game.south, game.north].sort((a, b) => a - b).join('-')
        met.set(key, (met.get(key) ?? 0) + 1)
        south[game.south]!++
        north[game.north]!++
      }
      if (n % 2 === 0) expect(round.bye).toBeNull()
      else {
        expect(round.bye).not.toBeNull()
        expect(seen.has(round.bye!)).toBe(false)
        byes[round.bye!]!++
      }
      // Everyone plays or rests: a round leaves nobody out.
      expect(seen.size + (round.bye === null ? 0 : 1)).toBe(n)
      expect(round.games).toHaveLength(Math.floor(n / 2))
    }
    // Each of the n(n−1)/2 pairs exactly once.
    expect(met.size).toBe((n * (n - 1)) / 2)
    expect([...met.values()].every((count) => count === 1)).toBe(true)
    for (let p = 0; p < n; p++) {
      expect(south[p]! + north[p]!).toBe(n - 1)
      expect(Math.abs(south[p]! - north[p]!), `player ${p + 1}: ${south[p]} South, ${north[p]} North`).toBeLessThanOrEqual(1)
      if (n % 2 === 1) {
        expect(byes[p]).toBe(1)
        // An even number of games: exactly as many of each colour.
        expect(south[p]).toBe(north[p])
      }
    }
  })

  it.each(SIZES)('%i players: colours alternate, never three games running with the same colour', (n) => {
    const rounds = roundRobin(n)
    for (let p = 0; p < n; p++) {
      const colours = rounds.flatMap((round) => round.games.filter((g) => g.south === p || g.north === p).map((g) => (g.south === p ? 'S' : 'N')))
      expect(colours.join(''), `player ${p + 1}`).not.toMatch(/SSS|NNN/)
    }
  })

  it('refuses sizes outside 2–40 (a programmer error: the CLI checks first)', () => {
    for (const n of [0, 1, 41, 2.5, Number.NaN]) expect(() => roundRobin(n)).toThrow(RangeError)
  })

  it('names the games for --json, the bye last', () => {
    const named = namedRounds(roundRobin(3), ['Awa', 'Kofi', 'Léa'])
    expect(named).toHaveLength(3)
    for (const round of named) {
      expect(round).toHaveLength(2)
      expect(round[1]).toHaveProperty('bye')
      expect(round[0]).toHaveProperty('south')
    }
    expect(named.map((round) => (round[1] as { bye: string }).bye).sort()).toEqual(['Awa', 'Kofi', 'Léa'])
  })
})

describe('names files', () => {
  it('reads one name a line: trimmed, spaces collapsed, blank lines and a BOM skipped', () => {
    const read = parseNames('\uFEFFAwa\r\n\n  Kofi   Mensah \nLéa\n', 'class.txt')
    expect(read).toEqual({ ok: true, value: ['Awa', 'Kofi Mensah', 'Léa'] })
  })

  it('reports every problem at once with its line: twice (any case), too long, control characters, count', () => {
    const long = 'A'.repeat(33)
    const read = parseNames(`Awa\nawa\n${long}\nB\u0007b\n`, 'class.txt')
    expect(read.ok).toBe(false)
    if (read.ok) return
    expect(read.error.map((p) => [p.code, p.line])).toEqual([
      ['NAME_TWICE', 2],
      ['NAME_TOO_LONG', 3],
      ['NAME_CONTROL', 4],
    ])
    expect(read.error[0]!.message).toContain('line 1')
  })

  it('needs 2 to 40 names', () => {
    const one = parseNames('Awa\n', 'one.txt')
    expect(one.ok || one.error.map((p) => p.code)).toEqual(['NAMES_COUNT'])
    const many = parseNames(Array.from({ length: 41 }, (_, i) => `P${i}`).join('\n'), 'many.txt')
    expect(many.ok || many.error.map((p) => p.code)).toEqual(['NAMES_COUNT'])
    expect(parseNames(Array.from({ length: 40 }, (_, i) => `P${i}`).join('\n'), 'forty.txt').ok).toBe(true)
  })
})

describe('names the kit cannot print', () => {
  it('are refused at their line, the character named', async () => {
    const { parseNames } = await import('../../src/tournament/names.js')
    const parsed = parseNames('Awa\n王小明\nLéo\n', 'class.txt')
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(parsed.error).toMatchObject([{ code: 'NAME_UNPRINTABLE', line: 2 }])
  })
})
