import { describe, expect, it } from 'vitest'
import { runCli } from './harness.js'

describe('awale-kit play', () => {
  it('draws the board as the kit does, reports the move in words, then the legal moves', async () => {
    const { code, stdout } = await runCli(['play', '0-0-0-0-0-3-1-2-1-1-0-1-0-0-S', 'F'])
    expect(code).toBe(0)
    const lines = stdout.split('\n')
    expect(lines[0]).toMatch(/L\s+K\s+J\s+I\s+H\s+G/)
    expect(lines[6]).toMatch(/A\s+B\s+C\s+D\s+E\s+F/)
    expect(stdout).toContain('South plays F: 3 seeds sown in G, H, I.')
    expect(stdout).toContain('Captured: I (2), H (3), G (2) = 7 seeds.')
    expect(stdout).toContain('Count: 9 seeds on the board before = 2 after + 7 captured.')
    expect(stdout).toContain('Legal moves for North: L')
  })

  it('prints the answer as JSON', async () => {
    const { code, stdout } = await runCli(['play', '0-0-0-0-0-3-1-2-1-1-0-1-0-0-S', 'F', '--json'])
    expect(code).toBe(0)
    expect(JSON.parse(stdout)).toEqual({
      position: '0-0-0-0-0-0-0-0-0-1-0-1-7-0-N',
      over: false,
      winner: null,
      legal: ['L'],
      moves: [{ move: 'F', sown: ['G', 'H', 'I'], last: 'I', capturedHoles: ['I', 'H', 'G'], captured: 7, grandSlam: false, grandSlamCancelled: false }],
    })
  })

  it('applies variants: a grand slam is captured under capture-all', async () => {
    const normal = JSON.parse((await runCli(['play', '0-0-0-0-0-2-1-1-0-0-0-0-0-0-S', 'F', '--json'])).stdout)
    expect(normal.moves[0]).toMatchObject({ grandSlam: true, grandSlamCancelled: true, captured: 0, capturedHoles: [] })
    const all = JSON.parse((await runCli(['play', '0-0-0-0-0-2-1-1-0-0-0-0-0-0-S', 'F', '--json', '--variant', 'grand-slam=capture-all'])).stdout)
    expect(all.moves[0]).toMatchObject({ grandSlam: true, grandSlamCancelled: false, captured: 4, capturedHoles: ['H', 'G'] })
  })

  it('says how the game ended', async () => {
    const { code, stdout } = await runCli(['play', '0-0-0-0-0-3-0-0-0-0-0-0-24-21-S', 'F', '--json'])
    expect(code).toBe(0)
    expect(JSON.parse(stdout)).toMatchObject({ over: true, winner: 'draw', legal: [], result: { reason: 'no-legal-move', score: { south: 24, north: 24 }, complete: true } })
  })

  it('says once, in words, how the game ended', async () => {
    const { code, stdout } = await runCli(['play', '0-0-0-0-0-3-0-0-0-0-0-0-24-21-S', 'F'])
    expect(code).toBe(0)
    expect(stdout.match(/Game over/g)).toHaveLength(1)
    expect(stdout).toContain('Game over: North cannot feed South; each player takes the seeds of their own row. Final score South 24, North 24: a draw.')
  })

  it('accepts "start" and a–f for North’s holes', async () => {
    const { code, stdout } = await runCli(['play', 'start', 'C', 'a', '--json'])
    expect(code).toBe(0)
    expect(JSON.parse(stdout).moves.map((m: { move: string }) => m.move)).toEqual(['C', 'G'])
  })

  it('exit 1 on an illegal move, naming it', async () => {
    const { code, stderr } = await runCli(['play', '1-0-0-0-0-1-0-0-0-0-0-0-0-0-S', 'A'])
    expect(code).toBe(1)
    expect(stderr).toMatch(/move 1 \(A\) cannot be played: North's row is empty and A does not give it a seed/)
  })

  it('exit 2 on bad notation, saying which field, with no stack trace', async () => {
    const { code, stderr } = await runCli(['play', '4-4-4-4-4-4-4-4-4-4-4-4-0-0-X'])
    expect(code).toBe(2)
    expect(stderr).toMatch(/field 15 \(side to move\) must be S \(South\) or N \(North\)/)
    expect(stderr).not.toMatch(/at .*\.ts:\d+/)
  })

  it('exit 2 on a bad move letter, an unknown option or variant', async () => {
    expect((await runCli(['play', 'start', 'Z'])).code).toBe(2)
    expect((await runCli(['play', 'start', '--colour'])).code).toBe(2)
    expect((await runCli(['play', 'start', '--variant', 'grand-slam=maybe'])).code).toBe(2)
    // The same limits as in exercise files.
    expect((await runCli(['play', 'start', '--variant', 'move-limit=99999'])).code).toBe(2)
  })

  it('has --help', async () => {
    const { code, stdout } = await runCli(['play', '--help'])
    expect(code).toBe(0)
    expect(stdout).toMatch(/Usage: awale-kit play POSITION/)
  })
})

describe('awale-kit play --batch', () => {
  it('answers one JSON line per request, in order, and goes on after errors', async () => {
    const { code, stdout } = await runCli(['play', '--batch'], {
      stdin: [
        '{"position":"0-0-0-0-0-3-1-2-1-1-0-1-0-0-S","moves":["F"],"variant":{"grandSlam":"capture-all"}}',
        '{"position":"1-0-0-0-0-1-0-0-0-0-0-0-0-0-S","moves":["A"]}',
        'not json',
        '{"position":"4-4-4"}',
        '{"position":"4-4-4-4-4-4-4-4-4-4-4-4-0-0-S"}',
        '{"position":"0-0-0-0-0-3-0-0-0-0-0-0-24-21-S","moves":["F","G"]}',
        '{"position":"4-4-4-4-4-4-4-4-4-4-4-4-0-0-S","variant":{"grandSlam":"sometimes"}}',
      ],
    })
    expect(code).toBe(0)
    const answers = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(answers).toHaveLength(7)
    expect(answers[0]).toMatchObject({ position: '0-0-0-0-0-0-0-0-0-1-0-1-7-0-N', moves: [{ captured: 7 }] })
    expect(answers[1]).toEqual({ error: { code: 'ILLEGAL_MOVE', message: expect.any(String), move: 1 } })
    expect(answers[2].error.code).toBe('BAD_REQUEST')
    expect(answers[3].error.code).toBe('BAD_POSITION')
    expect(answers[4]).toEqual({ position: '4-4-4-4-4-4-4-4-4-4-4-4-0-0-S', over: false, winner: null, legal: ['A', 'B', 'C', 'D', 'E', 'F'], moves: [] })
    expect(answers[5]).toMatchObject({ error: { code: 'GAME_OVER', move: 2 } })
    expect(answers[6].error.code).toBe('BAD_VARIANT')
  })
})

describe('awale-kit perft', () => {
  it('prints the count, the time and the rate', async () => {
    const { code, stdout } = await runCli(['perft', '5'])
    expect(code).toBe(0)
    expect(stdout).toMatch(/^perft\(5\) = 5219\ntime \d+\.\d{3} s, [\d,]+ positions per second\n$/)
  })
  it('takes a position', async () => {
    const { stdout } = await runCli(['perft', '1', '0-0-0-0-0-3-1-2-1-1-0-1-0-0-S'])
    expect(stdout).toMatch(/perft\(1\) = 1\n/)
  })
  it('exit 2 on a bad depth', async () => {
    expect((await runCli(['perft', 'ten'])).code).toBe(2)
  })
})

describe('awale-kit', () => {
  it('lists its commands with --help and rejects unknown ones', async () => {
    expect((await runCli(['--help'])).stdout).toMatch(/Commands:/)
    const unknown = await runCli(['pley'])
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toMatch(/did you mean play/)
  })
})

describe('a POSITION argument is read the same way by every command', () => {
  it.each([
    ['play', ['play']],
    ['perft', ['perft', '1']],
    ['best', ['best']],
    ['render', ['render', '--position']],
  ])('%s: " start" is the initial position, a bad board names its problems, exit 2', async (_, prefix) => {
    expect((await runCli([...prefix, ' start'])).code).toBe(0)
    const bad = await runCli([...prefix, '4-4-4-4-4-4-4-4-4-4-4-4-9-0-S'])
    expect(bad.code).toBe(2)
    expect(bad.stderr).toMatch(/bad (POSITION|--position) "4-4-4-4-4-4-4-4-4-4-4-4-9-0-S"\n {2}board: the board and stores hold 57 seeds, but the game has only 48/)
  })
})

describe('awale-kit play --game', () => {
  it('goes on from the end of a game record, as if its moves had been given', async () => {
    const { mkdtemp, writeFile, rm } = await import('node:fs/promises')
    const { tmpdir } = await import('node:os')
    const { join } = await import('node:path')
    const dir = await mkdtemp(join(tmpdir(), 'awale-play-game-'))
    try {
      await writeFile(join(dir, 'game.ogn'), '[Event "Club"]\n[Result "*"]\n\n1. A G *\n')
      const fromRecord = await runCli(['play', '--game', 'game.ogn', 'B', '--json'], { cwd: dir })
      const direct = await runCli(['play', 'start', 'A', 'G', 'B', '--json'])
      expect(fromRecord.code).toBe(0)
      expect(JSON.parse(fromRecord.stdout).position).toBe(JSON.parse(direct.stdout).position)
      const refused = await runCli(['play', '--game', 'game.ogn', '--batch'], { cwd: dir })
      expect(refused.code).toBe(2)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
