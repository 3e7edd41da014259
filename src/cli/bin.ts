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

const controller = new AbortController()
process.once('SIGINT', () => controller.abort())

process.exitCode = await main(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  stdinLines: () => createInterface({ input: process.stdin, crlfDelay: Infinity }),
  cwd: process.cwd(),
  env: process.env,
  stderrIsTTY: Boolean(process.stderr.isTTY),
  signal: controller.signal,
})
