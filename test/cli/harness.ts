import type { CliIO } from '../../src/cli/io.js'
import { main } from '../../src/cli/main.js'

/** Runs the command line as a function with captured streams. */
export async function runCli(argv: string[], options: { stdin?: string[]; cwd?: string; env?: Record<string, string> } = {}) {
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
  }
  const code = await main(argv, io)
  return { code, stdout, stderr }
}
