// `awale-kit engine`: the UCI dialect of the Aualé program, driven as a function (the player in the
// command's thread) and once as a real process (the player in its worker, `stop` heard mid-search).
import { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { DEFAULT_VARIANT, fromSetup, initialSetup, legalMoves, playSequence, startGame } from '../../src/engine/index.js'
import { readEngineMoves } from '../../src/cli/engine.js'
import { bundledCli } from '../hostile/harness.js'
import { runCli } from './harness.js'

const initial = () => {
  const start = fromSetup(initialSetup(DEFAULT_VARIANT))
  if (!start.ok) throw new Error('start')
  return start.value
}

/** The legal moves after `word` from the start, in the dialect's letters (a–f for North). */
function legalAfter(word: string): string[] {
  const read = readEngineMoves(word)
  if ('error' in read) throw new Error(read.error)
  const played = playSequence(startGame(initial()), read.moves)
  if (!played.ok) throw new Error('illegal')
  return legalMoves(played.value.game.position).map((hole) => ('ABCDEF'.includes(hole) ? hole : 'abcdef'['GHIJKL'.indexOf(hole)]!))
}

const bestmoves = (stdout: string) =>
  stdout
    .split('\n')
    .filter((line) => line.startsWith('bestmove '))
    .map((line) => line.split(' ')[1]!)

describe('awale-kit engine (UCI)', () => {
  it('says who it is, gets ready and answers go with a legal move in the dialect (a–f for North)', async () => {
    const { code, stdout } = await runCli(['engine'], { stdin: ['uci', 'isready', 'position startpos moves A', 'go depth 4', 'position startpos moves Ab', 'go depth 3', 'quit'] })
    expect(code).toBe(0)
    const lines = stdout.split('\n')
    expect(lines[0]).toMatch(/^id name awale-kit .*\(expert\)$/)
    expect(lines).toContain('uciok')
    expect(lines).toContain('readyok')
    const [north, south] = bestmoves(stdout)
    expect(legalAfter('A')).toContain(north)
    expect(north).toMatch(/^[a-f]$/)
    expect(legalAfter('Ab')).toContain(south)
    expect(lines.some((line) => /^info depth 4 score cp -?\d+ nodes \d+ nps \d+ time \d+ pv [A-Fa-f]+$/.test(line))).toBe(true)
  })

  it('answers a line it cannot use with an info string error and goes on, the last good position kept', async () => {
    const { code, stdout } = await runCli(['engine', '--level', 'medium'], {
      stdin: [
        'position startpos moves Ab',
        'position fen 4-4-4',
        'position startpos moves AZ',
        'position startpos moves AA',
        'position somewhere',
        'go movetime soon',
        'go sideways 3',
        'dance',
        '',
        'go depth 2',
        'quit',
      ],
    })
    expect(code).toBe(0)
    const errors = stdout.split('\n').filter((line) => line.startsWith('info string error: '))
    expect(errors).toHaveLength(7)
    expect(errors[0]).toContain('the position stays 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S with moves Ab')
    expect(errors[2]).toContain('move 2 (A) cannot be played')
    expect(bestmoves(stdout)).toHaveLength(1)
    expect(legalAfter('Ab')).toContain(bestmoves(stdout)[0])
  })

  it('answers 0000 when the game is over, and plays from a position given in the kit notation', async () => {
    const { stdout } = await runCli(['engine'], { stdin: ['position fen 0-0-0-0-0-0-1-1-1-1-1-1-18-24-S', 'go depth 3', 'position fen 0-0-0-0-0-3-1-2-1-1-0-1-0-0-S', 'go depth 2'] })
    expect(bestmoves(stdout)).toEqual(['0000', 'F'])
  })

  it('thinks until stop after go infinite', async () => {
    const { stdout } = await runCli(['engine'], { stdin: ['position startpos', 'go infinite', 'stop', 'quit'] })
    expect(bestmoves(stdout)).toHaveLength(1)
    expect(legalAfter('')).toContain(bestmoves(stdout)[0])
  })

  it('as a process: its worker hears stop in the middle of an infinite search and keeps its table between moves', async () => {
    // The bundled command, as shipped: its worker runs the same file.
    const child = spawn(process.execPath, [await bundledCli(), 'engine'], { cwd: process.cwd(), stdio: 'pipe' })
    let stdout = ''
    const waiting: { done: () => boolean; resolve: () => void }[] = []
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk
      for (const wait of waiting.splice(0))
        if (wait.done()) wait.resolve()
        else waiting.push(wait)
    })
    const until = (done: () => boolean) =>
      new Promise<void>((resolve) => {
        if (done()) resolve()
        else waiting.push({ done, resolve })
      })
    const printed = (text: string) => until(() => stdout.includes(text))
    const send = (line: string) => child.stdin.write(line + '\n')
    const ended = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)))
    send('uci')
    send('isready')
    await printed('readyok')
    send('position startpos moves AbCd')
    send('go infinite')
    await printed('info depth 8 ')
    send('stop')
    await printed('bestmove ')
    send('go movetime 200')
    await until(() => bestmoves(stdout).length === 2)
    send('quit')
    expect(await ended).toBe(0)
    const moves = bestmoves(stdout)
    expect(moves).toHaveLength(2)
    for (const move of moves) expect(legalAfter('AbCd')).toContain(move)
  })
})
