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
      ['best', 'start', '--level', 'master'],
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

describe('awale-kit best, the game so far and the expert', () => {
  it('plays the moves given after the position, and searches the position they lead to', async () => {
    const after = await runCli(['best', 'start', 'A', 'G', '--depth', '3', '--json'])
    const direct = await runCli(['best', '0-5-5-5-5-4-0-5-5-5-5-4-0-0-S', '--depth', '3', '--json'])
    expect(after.code).toBe(0)
    expect(JSON.parse(after.stdout)).toEqual(JSON.parse(direct.stdout))
    const illegal = await runCli(['best', 'start', 'A', 'A', '--depth', '3'])
    expect(illegal.code).toBe(1)
    expect(illegal.stderr).toContain('move 2 (A) cannot be played')
  })

  it('reads the game so far from a game record (--game)', async () => {
    const { mkdtemp, writeFile, rm } = await import('node:fs/promises')
    const { tmpdir } = await import('node:os')
    const { join } = await import('node:path')
    const dir = await mkdtemp(join(tmpdir(), 'awale-best-game-'))
    try {
      await writeFile(join(dir, 'game.ogn'), '[Event "Club"]\n[Result "*"]\n\n1. A G *\n')
      const fromRecord = await runCli(['best', '--game', 'game.ogn', '--depth', '3', '--json'], { cwd: dir })
      const direct = await runCli(['best', '0-5-5-5-5-4-0-5-5-5-5-4-0-0-S', '--depth', '3', '--json'])
      expect(fromRecord.code).toBe(0)
      expect(JSON.parse(fromRecord.stdout)).toEqual(JSON.parse(direct.stdout))
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('plays as the expert within its time, and says its estimate is one', async () => {
    const { code, stdout } = await runCli(['best', 'start', 'C', '--level', 'expert', '--time', '0.3', '--json'])
    expect(code).toBe(0)
    const answer = JSON.parse(stdout)
    expect(answer.level).toBe('expert')
    expect(['G', 'H', 'I', 'J', 'K', 'L']).toContain(answer.move)
    expect(answer.milliseconds).toBeLessThan(1500)
    expect(answer.depth).toBeGreaterThanOrEqual(4)
    const text = await runCli(['best', 'start', '--level', 'expert', '--time', '0.2'])
    expect(text.stdout).toMatch(/The expert level plays [A-F]\./)
    expect(text.stdout).toContain('not a proved count')
  })
})
