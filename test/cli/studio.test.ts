import { mkdtempSync, writeFileSync } from 'node:fs'
import { get } from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { main } from '../../src/cli/main.js'
import { captureIO, runCli } from './harness.js'

/** A port nobody listens on now. */
const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })

const until = async (ready: () => boolean, ms = 60_000) => {
  const started = Date.now()
  while (!ready()) {
    if (Date.now() - started > ms) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('awale-kit studio', () => {
  it('builds the page into out/studio/ and serves its files, and nothing else, until stopped', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'awale-studio-cli-'))
    const port = await freePort()
    const stop = new AbortController()
    const captured = captureIO({ cwd, signal: stop.signal })
    const running = main(['studio', '--port', String(port), '--no-open'], captured.io)
    await until(() => captured.stdout().includes('the studio is at'))
    expect(captured.stdout()).toContain(`built ${join(cwd, 'out', 'studio')}`)
    expect(captured.stdout()).toContain(`http://localhost:${port}/`)
    const base = `http://127.0.0.1:${port}`
    const page = await fetch(`${base}/`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toContain('text/html')
    expect(await page.text()).toContain('src="studio.js"')
    const script = await fetch(`${base}/studio.js`)
    expect(script.status).toBe(200)
    expect(script.headers.get('content-type')).toContain('javascript')
    expect((await fetch(`${base}/fonts/Andika_400Regular.ttf`)).status).toBe(200)
    // Static files only: no other method, nothing outside the folder.
    expect((await fetch(`${base}/`, { method: 'POST', body: 'x' })).status).toBe(405)
    // A file beside out/ asked for with .. as it is sent (a raw request: fetch would tidy the path).
    writeFileSync(join(cwd, 'secret.txt'), 'not for the web')
    const raw = (path: string) => new Promise<number>((resolve, reject) => get({ host: '127.0.0.1', port, path }, (response) => resolve(response.statusCode ?? 0)).on('error', reject))
    expect(await raw('/../../secret.txt')).toBe(404)
    expect(await raw('/%2e%2e/%2e%2e/secret.txt')).toBe(404)
    expect((await fetch(`${base}/nothing-here.js`)).status).toBe(404)
    stop.abort()
    expect(await running).toBe(0)
    expect(captured.stdout()).toContain('the studio stopped')
  }, 120_000)

  it('says so when the port is taken, and refuses a port that is not one', async () => {
    const taken = createServer().listen(0, '127.0.0.1')
    await new Promise((resolve) => taken.once('listening', resolve))
    const { port } = taken.address() as { port: number }
    try {
      const cwd = mkdtempSync(join(tmpdir(), 'awale-studio-cli-'))
      const busy = await runCli(['studio', '--port', String(port), '--no-open'], { cwd })
      expect(busy.code).toBe(2)
      expect(busy.stderr).toContain(`cannot serve on port ${port}: it is in use; choose another with --port`)
    } finally {
      taken.close()
    }
    const bad = await runCli(['studio', '--port', '70000'])
    expect(bad.code).toBe(2)
    expect(bad.stderr).toMatch(/--port/)
  }, 120_000)

  it('--help tells what it does', async () => {
    const help = await runCli(['studio', '--help'])
    expect(help.code).toBe(0)
    expect(help.stdout).toContain('Usage: awale-kit studio [--port P] [--no-open]')
  })
})
