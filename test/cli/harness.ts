import type { CliIO } from '../../src/cli/io.js'
import { main } from '../../src/cli/main.js'

export interface HarnessOptions {
  stdin?: string[]
  cwd?: string
  env?: Record<string, string>
  signal?: AbortSignal
}

/** Streams that collect what a command writes, for driving `main` as a function. */
export function captureIO(options: HarnessOptions = {}) {
  let stdout = ''
  let stderr = ''
  const io: CliIO = {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    stdinLines: async function* () {
      yield* options.stdin ?? []
    },
    cwd: options.cwd ?? process.cwd(),
    env: options.env ?? {},
    stderrIsTTY: false,
    ...(options.signal ? { signal: options.signal } : {}),
  }
  return { io, stdout: () => stdout, stderr: () => stderr }
}

/** Runs the command line as a function with captured streams. */
export async function runCli(argv: string[], options: HarnessOptions = {}) {
  const captured = captureIO(options)
  const code = await main(argv, captured.io)
  return { code, stdout: captured.stdout(), stderr: captured.stderr() }
}
