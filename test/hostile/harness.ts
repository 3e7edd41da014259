/**
 * Runs the real command in a child process and measures it from outside: wall time, peak memory
 * (GNU time's maximum resident set size), exit code or signal, the time from a signal sent to the
 * exit, and the files left behind. Shared by test/hostile/*.test.ts (generous bounds) and
 * scripts/hostile-figures.ts (the figures of issue 12, before and after).
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Stats } from 'node:fs'

export const REPO = join(import.meta.dirname, '../..')

/**
 * Bundles the CLI as `npm run build` does, into a folder inside the package (so it finds templates/
 * as the shipped command does), once per test process. Returns the path of awale-kit.js.
 */
let bundled: Promise<string> | undefined
export function bundledCli(): Promise<string> {
  bundled ??= (async () => {
    const { build } = await import('esbuild')
    const outdir = join(REPO, 'node_modules', '.cache', `awale-kit-hostile-${process.pid}`)
    await build({
      entryPoints: { 'awale-kit': join(REPO, 'src/cli/bin.ts') },
      outdir,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      logLevel: 'error',
    })
    process.once('exit', () => rmSync(outdir, { recursive: true, force: true }))
    return join(outdir, 'awale-kit.js')
  })()
  return bundled
}

export interface Interrupt {
  readonly signal: NodeJS.Signals
  /**
   * Send it once the command has used this much CPU time (its threads included: /proc/PID/stat)
   * rather than after a wall-clock delay: on a loaded machine a command can take seconds to start,
   * and a signal sent before it listens for it simply kills it. Its work, not the clock, says when.
   */
  readonly afterCpuMs?: number
  /** …or this long after the start… */
  readonly afterMs?: number
  /** …or as soon as this test holds (polled every 20 ms). */
  readonly when?: (state: { stdout: string; stderr: string; elapsedMs: number }) => boolean
}

export interface RunOptions {
  readonly cwd: string
  readonly env?: Record<string, string | undefined>
  /** Text for standard input, or a generator of chunks written with backpressure. Default: nothing (closed). */
  readonly stdin?: string | Buffer | (() => AsyncIterable<string | Buffer>)
  /** Read standard output this many bytes a second at most (a slow reader); default as fast as it comes. */
  readonly readBytesPerSecond?: number
  readonly interrupt?: Interrupt
  /** Killed (SIGKILL) after this long: the run is then `timedOut`. */
  readonly timeoutMs: number
  /** Keep at most this much of stdout and stderr (default 256 KiB each). */
  readonly keepBytes?: number
  /**
   * Killed (SIGKILL) as soon as its resident memory passes this many MB (polled every 20 ms): the
   * run is then `memoryCapped`. For the figures of readers that once grew without end (a table that
   * was a link to /dev/zero took all 23 GB of the machine), so that measuring them harms no one.
   */
  readonly memoryCapMB?: number
}

export interface MeasuredRun {
  /** The exit code, or null when the process ended by a signal. */
  readonly code: number | null
  readonly signal: string | null
  /** What a shell reports: the code, or 128 + the signal's number. */
  readonly status: number
  readonly seconds: number
  /** CPU seconds (user + system): what a loaded machine does not inflate as it does wall time. */
  readonly cpuSeconds: number
  readonly maxRssMB: number
  readonly stdout: string
  readonly stderr: string
  readonly stdoutBytes: number
  readonly timedOut: boolean
  /** Killed at `memoryCapMB`. */
  readonly memoryCapped: boolean
  /** From the interrupt sent to the exit, when one was sent. */
  readonly exitAfterSignalMs: number | null
}

const SIGNAL_NUMBERS: Record<string, number> = { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15, SIGPIPE: 13 }

/** The node process under GNU time (its only child), once it exists. */
async function childOf(pid: number): Promise<number | null> {
  for (let i = 0; i < 200; i++) {
    try {
      const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim()
      if (children) return Number(children.split(/\s+/)[0])
    } catch {
      return null
    }
    await sleep(5)
  }
  return null
}

/** CPU time used so far by a process and its threads, in ms (utime + stime of /proc/PID/stat, in clock ticks of 10 ms). */
function cpuMsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return Infinity
  }
}

/** Runs `node CLI ...args` under /usr/bin/time and measures it. */
export async function runMeasured(cli: string, args: readonly string[], options: RunOptions): Promise<MeasuredRun> {
  const timeFile = join(mkdtempSync(join(tmpdir(), 'awale-time-')), 'time.txt')
  const started = performance.now()
  const child = spawn('/usr/bin/time', ['-o', timeFile, '-f', '%e %M %x %U %S', process.execPath, cli, ...args], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: [options.stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
  })
  const keep = options.keepBytes ?? 256 * 1024
  let stdout = ''
  let stderr = ''
  let stdoutBytes = 0
  child.stdout!.on('data', (chunk: Buffer) => {
    stdoutBytes += chunk.length
    if (stdout.length < keep) stdout += chunk.toString('utf8')
    if (options.readBytesPerSecond) {
      // A slow reader: stop reading for as long as this chunk takes at that speed.
      child.stdout!.pause()
      setTimeout(() => child.stdout!.resume(), (chunk.length / options.readBytesPerSecond) * 1000)
    }
  })
  child.stderr!.on('data', (chunk: Buffer) => {
    if (stderr.length < keep) stderr += chunk.toString('utf8')
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let done = false
  let endedAt = 0
  void exited.then(() => {
    done = true
    endedAt = performance.now()
  })

  if (options.stdin !== undefined) {
    const input = child.stdin!
    input.on('error', () => {}) // the command may stop reading (EPIPE): that is its right
    if (typeof options.stdin === 'function') {
      void (async () => {
        const chunks = options.stdin as () => AsyncIterable<string | Buffer>
        for await (const chunk of chunks()) {
          if (done) break
          if (!input.write(chunk))
            await new Promise<void>((resolve) => {
              const done = () => {
                input.off('drain', done).off('close', done)
                resolve()
              }
              input.once('drain', done).once('close', done)
            })
          if (input.destroyed) break
        }
        input.end()
      })()
    } else input.end(options.stdin)
  }

  const node = await childOf(child.pid!)
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    if (node) process.kill(node, 'SIGKILL')
  }, options.timeoutMs)

  let memoryCapped = false
  const memoryWatch =
    options.memoryCapMB !== undefined && node
      ? setInterval(() => {
          try {
            const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${node}/status`, 'utf8'))?.[1] ?? 0) / 1024
            if (rss > options.memoryCapMB!) {
              memoryCapped = true
              process.kill(node, 'SIGKILL')
            }
          } catch {
            /* gone */
          }
        }, 20)
      : null

  let signalSentAt: number | null = null
  if (options.interrupt && node) {
    const { signal, afterMs, when, afterCpuMs } = options.interrupt
    if (afterCpuMs !== undefined) while (!done && cpuMsOf(node) < afterCpuMs) await sleep(10)
    for (;;) {
      if (done) break
      const elapsedMs = performance.now() - started
      if (when ? when({ stdout, stderr, elapsedMs }) : afterCpuMs !== undefined || elapsedMs >= (afterMs ?? 0)) {
        signalSentAt = performance.now()
        try {
          process.kill(node, signal)
        } catch {
          /* already gone */
        }
        break
      }
      await sleep(when ? 20 : Math.min(20, Math.max(1, (afterMs ?? 0) - elapsedMs)))
    }
  }
  await exited
  clearTimeout(timer)
  if (memoryWatch) clearInterval(memoryWatch)
  await new Promise((resolve) => setImmediate(resolve))

  const report = existsSync(timeFile) ? readFileSync(timeFile, 'utf8') : ''
  rmSync(join(timeFile, '..'), { recursive: true, force: true })
  const bySignal = /terminated by signal (\d+)/.exec(report)
  const figures = report.trim().split('\n').at(-1)!.split(' ')
  const signalNumber = bySignal ? Number(bySignal[1]) : null
  const signalName = signalNumber === null ? null : (Object.entries(SIGNAL_NUMBERS).find(([, n]) => n === signalNumber)?.[0] ?? `signal ${signalNumber}`)
  const code = signalNumber === null ? Number(figures[2]) : null
  return {
    code,
    signal: signalName,
    status: code ?? 128 + signalNumber!,
    seconds: Number(figures[0]),
    cpuSeconds: Number(figures[3] ?? 0) + Number(figures[4] ?? 0),
    maxRssMB: Math.round(Number(figures[1]) / 1024),
    stdout,
    stderr,
    stdoutBytes,
    timedOut,
    memoryCapped,
    exitAfterSignalMs: signalSentAt === null ? null : Math.round(endedAt - signalSentAt),
  }
}

/** Every file and folder under `dir` (hidden ones too), as paths relative to it, sorted. */
export function filesUnder(dir: string): string[] {
  const found: string[] = []
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name)
      let info: Stats
      try {
        info = statSync(path)
      } catch {
        found.push(relative(dir, path)) // a dangling link
        continue
      }
      if (info.isDirectory()) {
        found.push(relative(dir, path) + '/')
        walk(path)
      } else found.push(relative(dir, path))
    }
  }
  walk(dir)
  return found.sort()
}

/** Names that look like temporary files (ours: `.NAME.HEX.tmp`, or a staging folder). */
export const temporaryNames = (files: readonly string[]): string[] => files.filter((file) => /(^|\/)\.[^/]*\.tmp(\/|$)|\.tmp$|awale-kit-stage/.test(file))

export const freshDir = (label: string): string => mkdtempSync(join(tmpdir(), `awale-hostile-${label}-`))

/** One line for a table: `1.52 s · 143 MB · exit 0`. */
export function summary(run: MeasuredRun): string {
  const ending = run.memoryCapped
    ? `killed at ${run.maxRssMB} MB (the script's memory cap)`
    : run.timedOut
      ? `killed after ${run.seconds.toFixed(1)} s (timeout)`
      : run.signal
        ? `ended by ${run.signal} (status ${run.status})`
        : `exit ${run.code}`
  const afterSignal = run.exitAfterSignalMs !== null ? ` · ${run.exitAfterSignalMs} ms after the signal` : ''
  return `${run.seconds.toFixed(2)} s (CPU ${run.cpuSeconds.toFixed(2)} s) · ${run.maxRssMB} MB · ${ending}${afterSignal}`
}
