import { spawn } from 'node:child_process'
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { Server } from 'node:http'
import { createServer } from 'node:http'
import { extname, join, resolve, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { integer, parseVerbArgs } from './args.js'
import type { CliIO } from './io.js'
import { EXIT, UsageError } from './io.js'
import { packageRoot } from '../pdf/assets.js'

export const DEFAULT_PORT = 5180

export const usage = `Usage: awale-kit studio [--port P] [--no-open]

Builds the studio — the whole kit in a web page: prepare a lesson and download its PDF, write an
exercise on a board you click, print the board, the poster and the class sheets, record a game — into
out/studio/, then serves it on this computer only (http://localhost:P/) and opens it in your web
browser. The page works alone once loaded (no internet needed); out/studio/ can also be put on any
web host as it is. Stop with Ctrl-C.

Options:
  --port P     the port to serve on (default ${DEFAULT_PORT})
  --no-open    do not open the web browser (the address is printed)
  -h, --help   show this help

Exit codes: 0 stopped (Ctrl-C), 2 bad input or the port is in use.`

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.mjs': 'text/javascript; charset=utf-8',
}

/**
 * Serves the files of `root` over HTTP on 127.0.0.1, GET and HEAD only: nothing else, no logic — the
 * studio is static files. `port` 0 takes a free port (tests). Resolves once listening.
 */
export function serveStatic(root: string, port: number): Promise<Server> {
  const folder = resolve(root)
  const server = createServer((request, response) => {
    const send = (status: number, text: string) => {
      response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' })
      response.end(text)
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return send(405, 'the studio serves files only')
    let path: string
    try {
      path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)
    } catch {
      return send(400, 'bad address')
    }
    const file = resolve(folder, '.' + (path.endsWith('/') ? path + 'index.html' : path))
    if (file !== folder && !file.startsWith(folder + sep)) return send(404, 'not found')
    stat(file).then(
      (info) => {
        if (!info.isFile()) return send(404, 'not found')
        response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'content-length': info.size, 'cache-control': 'no-cache' })
        if (request.method === 'HEAD') return response.end()
        createReadStream(file).pipe(response)
      },
      () => send(404, 'not found'),
    )
  })
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      resolvePromise(server)
    })
  })
}

/** Opens `url` in the desktop's web browser; a machine without one (a server) just has the address printed. */
function openBrowser(url: string): void {
  const [command, args] = process.platform === 'darwin' ? ['open', [url]] : process.platform === 'win32' ? ['cmd', ['/c', 'start', '', url]] : ['xdg-open', [url]]
  try {
    const child = spawn(command, args, { stdio: 'ignore', detached: true })
    child.on('error', () => {})
    child.unref()
  } catch {
    // No browser to open: the address is printed.
  }
}

export async function run(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseVerbArgs('studio', args, { port: { type: 'string' }, 'no-open': { type: 'boolean' } }, usage)
  if (values.help) {
    io.stdout.write(usage + '\n')
    return EXIT.OK
  }
  if (positionals.length > 0) throw new UsageError(`awale-kit studio: unexpected argument ${JSON.stringify(positionals[0])}\n\n${usage}`)
  const port = integer('--port', values.port as string | undefined, 1, 65535, DEFAULT_PORT)
  const outDir = resolve(io.cwd, 'out', 'studio')
  // The page is built from the project's sources (scripts/build-studio.mjs, with esbuild).
  let buildStudio: (options: { outDir: string }) => Promise<unknown>
  try {
    ;({ buildStudio } = await import(pathToFileURL(join(packageRoot(), 'scripts', 'build-studio.mjs')).href))
  } catch (error) {
    io.stderr.write(`awale-kit studio: cannot build the page (${(error as Error).message}); run it in a copy of the awale-kit project after "npm install"\n`)
    return EXIT.BAD_INPUT
  }
  await buildStudio({ outDir })
  io.stdout.write(`built ${outDir}\n`)
  let server: Server
  try {
    server = await serveStatic(outDir, port)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    io.stderr.write(`awale-kit studio: cannot serve on port ${port}: ${code === 'EADDRINUSE' ? 'it is in use; choose another with --port' : (error as Error).message}\n`)
    return EXIT.BAD_INPUT
  }
  const url = `http://localhost:${port}/`
  io.stdout.write(`the studio is at ${url} (Ctrl-C stops it)\n`)
  if (!values['no-open']) openBrowser(url)
  await new Promise<void>((done) => {
    if (!io.signal) return server.once('close', done)
    if (io.signal.aborted) return done()
    io.signal.addEventListener('abort', () => done(), { once: true })
  })
  server.close()
  io.stdout.write('the studio stopped\n')
  return EXIT.OK
}
