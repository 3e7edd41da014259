// src/cli/bin.ts, the one file that touches `process`, run as a real process: Ctrl-C (SIGINT) and
// SIGTERM stop a command that asks for the signal cleanly, with 130 and 143 (128 + the signal's
// number), writing what it made as whole files and leaving no staging folder; a command that does not
// ask for the signal ends at once; a reader that closes the pipe early is not an error.
// Every signal is sent when the process has shown, by what it wrote, that it is at work: no timer.
import type { ChildProcessWithoutNullStreams } from 'node:child_process'
import { spawn } from 'node:child_process'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadExercises } from '../../src/exercise/index.js'

const folders: string[] = []
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true })
})
const scratch = async () => {
  const folder = await mkdtemp(join(tmpdir(), 'awale-process-'))
  folders.push(folder)
  return folder
}

interface Run {
  child: ChildProcessWithoutNullStreams
  stdout: () => string
  stderr: () => string
  /** Resolves once stdout holds `text`. */
  printed: (text: string) => Promise<void>
  ended: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

function start(args: string[]): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/bin.ts', ...args], { cwd: process.cwd(), stdio: 'pipe' })
  let stdout = ''
  let stderr = ''
  const waiting: { text: string; resolve: () => void }[] = []
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk
    for (const wait of waiting.splice(0))
      if (stdout.includes(wait.text)) wait.resolve()
      else waiting.push(wait)
  })
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('close', (code, signal) => resolve({ code, signal })))
  const printed = (text: string) =>
    new Promise<void>((resolve, reject) => {
      if (stdout.includes(text)) return resolve()
      waiting.push({ text, resolve })
      void ended.then(() => reject(new Error(`the process ended without printing ${JSON.stringify(text)}; stderr: ${stderr}`)))
    })
  return { child, stdout: () => stdout, stderr: () => stderr, printed, ended }
}

/** A slow generation (best moves four plies deep): a signal always finds it at work. */
const slowGeneration = (out: string) => ['generate', '--theme', 'best-move', '--level', '2', '--count', '500', '--seed', 'signals', '--out', out]

describe('awale-kit as a process (bin.ts)', () => {
  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)('%s during generate: stops cleanly with %i, the exercises made so far written whole, nothing else', async (signal, status) => {
    const out = await scratch()
    const run = start(slowGeneration(out))
    await run.printed('.yaml')
    run.child.kill(signal)
    expect(await run.ended).toEqual({ code: status, signal: null })
    const said = /^awale-kit generate: interrupted; wrote (\d+) of 500 exercises to .*, each complete\n$/.exec(run.stderr())
    expect(said, run.stderr()).not.toBeNull()
    const files = await readdir(out)
    // What the summary says was written is what is there: no staging folder or temporary file left.
    expect(files).toHaveLength(Number(said![1]))
    expect(files.length).toBeGreaterThanOrEqual(1)
    expect(files.length).toBeLessThan(500)
    expect(files.filter((name) => !/^gen-best2-signals-\d{3}\.yaml$/.test(name))).toEqual([])
    const loaded = await loadExercises([out])
    expect(loaded.problems).toEqual([])
    expect(loaded.exercises).toHaveLength(files.length)
  })

  it('Ctrl-C (SIGINT) on a command that does not stop cleanly (play --batch): ends at once by the signal', async () => {
    const run = start(['play', '--batch'])
    run.child.stdin.write('{"position":"start","moves":["C"]}\n')
    await run.printed('\n')
    expect(JSON.parse(run.stdout().split('\n')[0]!)).toMatchObject({ position: '4-4-0-5-5-5-5-4-4-4-4-4-0-0-N' })
    run.child.kill('SIGINT')
    // Still waiting for input: without Node's default, it would wait for ever.
    expect(await run.ended).toEqual({ code: null, signal: 'SIGINT' })
  })

  it('a reader that closes the pipe early (awale-kit play --batch | head -1): exit 0, no error', async () => {
    const run = start(['play', '--batch'])
    const request = '{"position":"start","moves":["C","H","D"]}\n'
    run.child.stdin.on('error', () => {}) // the process may be gone before all the input is written
    run.child.stdin.write(request)
    await run.printed('\n')
    run.child.stdout.destroy()
    // Answers keep coming: the next write meets the closed pipe (EPIPE).
    for (let i = 0; i < 2000; i++) run.child.stdin.write(request)
    run.child.stdin.end()
    expect(await run.ended).toEqual({ code: 0, signal: null })
    expect(run.stderr()).toBe('')
  })
})
