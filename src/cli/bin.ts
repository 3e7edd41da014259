#!/usr/bin/env node
// The only file that touches `process`: everything else is `main(argv, io) -> exit code`.
import { createInterface } from 'node:readline'
import { main } from './main.js'

// A reader that stops early (`awale-kit check | head`) closes the pipe: that is not an error.
for (const stream of [process.stdout, process.stderr])
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0)
    throw error
  })

// Ctrl-C is caught only by the commands that ask for the signal (they stop cleanly, keeping what
// was written); the others keep Node's default and end at once with 130.
let controller: AbortController | undefined

process.exitCode = await main(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  stdinLines: () => createInterface({ input: process.stdin, crlfDelay: Infinity }),
  cwd: process.cwd(),
  env: process.env,
  stderrIsTTY: Boolean(process.stderr.isTTY),
  get signal() {
    if (!controller) {
      const created = new AbortController()
      process.once('SIGINT', () => created.abort())
      controller = created
    }
    return controller.signal
  },
})
