import { describe, expect, it } from 'vitest'
import { runCli } from '../cli/harness.js'

describe('awale-kit best', () => {
  it('finds the 7-seed chain of worked example 2', async () => {
    const { code, stdout } = await runCli(['best', '0-0-0-0-0-3-1-2-1-1-0-1-0-0-S', '--depth', '1'])
    expect(code).toBe(0)
    expect(stdout).toContain('Best move for South: F')
    expect(stdout).toContain('Value: +7 seeds over 1 ply')
  })
  it('lists every move tied for best, as JSON', async () => {
    const { code, stdout } = await runCli(['best', 'start', '--depth', '1', '--json'])
    expect(code).toBe(0)
    const answer = JSON.parse(stdout)
    expect(answer.best).toEqual(['A', 'B', 'C', 'D', 'E', 'F'])
    expect(answer.value).toBe(0)
    expect(answer.moves).toHaveLength(6)
  })
  it('proves a small endgame with --exact', async () => {
    const { code, stdout } = await runCli(['best', '0-0-0-0-0-3-0-0-0-0-0-0-24-21-S', '--exact', '--json'])
    expect(code).toBe(0)
    expect(JSON.parse(stdout)).toMatchObject({ best: ['F'], value: -3, proved: true })
  })
  it('plays as a level, the same move for the same seed', async () => {
    const first = await runCli(['best', 'start', '--level', 'easy', '--seed', '7', '--json'])
    const again = await runCli(['best', 'start', '--level', 'easy', '--seed', '7', '--json'])
    expect(first.code).toBe(0)
    expect(JSON.parse(first.stdout).move).toMatch(/^[A-F]$/)
    expect(first.stdout).toBe(again.stdout)
  })
  it('refuses bad input with exit code 2 and no stack trace', async () => {
    for (const argv of [
      ['best'],
      ['best', '4-4-4'],
      ['best', 'start', '--depth', '0'],
      ['best', 'start', '--level', 'expert'],
      ['best', 'start', '--depth', '3', '--exact'],
      ['best', '50-0-0-0-0-0-0-0-0-0-0-0-0-0-S'],
    ]) {
      const { code, stderr } = await runCli(argv)
      expect(code, argv.join(' ')).toBe(2)
      expect(stderr).not.toMatch(/\n\s+at /)
      expect(stderr.length).toBeGreaterThan(0)
    }
  })
})

describe('awale-kit best on a finished game', () => {
  it('says how the game ended, for every mode (no "plays null", no wrong reason)', async () => {
    // North's store holds 25: North has won, although South could still move A.
    for (const mode of [[], ['--level', 'easy'], ['--exact']]) {
      const { code, stdout } = await runCli(['best', '3-0-0-0-0-0-0-0-0-0-0-0-20-25-S', ...mode])
      expect(code).toBe(0)
      expect(stdout).toContain('Game over: North has more than half of the seeds. Final score South 20, North 25: North wins.')
      expect(stdout).not.toContain('null')
    }
    const json = JSON.parse((await runCli(['best', '1-0-0-0-0-0-0-0-0-0-0-0-0-0-N', '--level', 'hard', '--json'])).stdout)
    expect(json).toMatchObject({ over: true, result: { reason: 'no-legal-move' }, best: [] })
  })
})
