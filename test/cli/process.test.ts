// src/cli/bin.ts, the one file that touches `process`, run as a real process: Ctrl-C (SIGINT) stops
// a command that asks for the signal cleanly with 130 and ends the others at once; SIGTERM ends the
// process at once, leaving only complete files; a reader that closes the pipe early is not an error.
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
    for (const wait of waiting.splice(0)) if (stdout.includes(wait.text)) wait.resolve()
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
  it('Ctrl-C (SIGINT) during generate: stops cleanly with 130, every file written is complete', async () => {
    const out = await scratch()
    const run = start(slowGeneration(out))
    await run.printed('.yaml')
    run.child.kill('SIGINT')
    expect(await run.ended).toEqual({ code: 130, signal: null })
    expect(run.stderr()).toMatch(/^awale-kit generate: interrupted; \d+ of 500 exercises written to .*, each complete\n$/)
    const files = await readdir(out)
    expect(files.length).toBeGreaterThanOrEqual(1)
    expect(files.length).toBeLessThan(500)
    expect(files.filter((name) => !/^gen-best2-signals-\d{3}\.yaml$/.test(name))).toEqual([]) // no temporary file left
    const loaded = await loadExercises([out])
    expect(loaded.problems).toEqual([])
    expect(loaded.exercises).toHaveLength(files.length)
  })

  it('SIGTERM during generate: ends at once by the signal, and the files there are whole exercises', async () => {
    const out = await scratch()
    const run = start(slowGeneration(out))
    await run.printed('.yaml')
    run.child.kill('SIGTERM')
    expect(await run.ended).toEqual({ code: null, signal: 'SIGTERM' })
    expect(run.stderr()).toBe('')
    // Each exercise goes to a temporary file renamed into place: a kill leaves no half-written exercise.
    const exercises = (await readdir(out)).filter((name) => name.endsWith('.yaml'))
    expect(exercises.length).toBeGreaterThanOrEqual(1)
    const loaded = await loadExercises([out])
    expect(loaded.problems).toEqual([])
    expect(loaded.exercises).toHaveLength(exercises.length)
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
