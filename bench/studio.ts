import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { serveStatic } from '../src/cli/studio.js'

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]))
}

/**
 * The studio (issue 15): its size gzipped, first load to interactive, a click on a hole to the
 * engine's answer drawn (target ≤ 50 ms), a lesson's PDF made in the page (target ≤ 1.5 s) — in
 * Chromium from the system, driven by playwright-core.
 */
export async function run(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'awale-bench-studio-'))
  const site = join(dir, 'site')
  // Built from the project's sources, as `awale-kit studio` does (run from the project's folder).
  const { buildStudio } = (await import(pathToFileURL(join(process.cwd(), 'scripts', 'build-studio.mjs')).href)) as typeof import('../scripts/build-studio.mjs')
  await buildStudio({ outDir: site })
  const all = files(site)
  const gz = (paths: string[]) => paths.reduce((sum, path) => sum + gzipSync(readFileSync(path), { level: 9 }).length, 0)
  const raw = (paths: string[]) => paths.reduce((sum, path) => sum + statSync(path).size, 0)
  const scripts = all.filter((path) => path.endsWith('.js'))
  // What the page loads before it is usable: the page, its script and the chunks it imports at once, the fonts.
  const entry = readFileSync(join(site, 'studio.js'), 'utf8')
  const eager = [...entry.matchAll(/from"\.\/(chunks\/[^"]+\.js)"/g)].map((match) => join(site, match[1]!))
  const first = [join(site, 'index.html'), join(site, 'studio.css'), join(site, 'studio.js'), ...eager, ...all.filter((path) => path.endsWith('.ttf'))]
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`
  console.log(
    `studio  bundle: first load ${kb(gz(first))} gzip (${kb(raw(first))} raw; page, script ${eager.length > 0 ? `and ${eager.length} chunk(s), ` : ''}fonts); scripts in all ${kb(gz(scripts))} gzip; whole site ${kb(gz(all))} gzip (${all.length} files, pdf.js for the preview included)`,
  )

  const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (!existsSync(chromiumPath)) {
    console.log(`studio  browser figures skipped: no Chromium at ${chromiumPath} (apt-get install chromium, or set CHROMIUM_PATH)`)
    rmSync(dir, { recursive: true, force: true })
    return
  }
  const { chromium } = await import('playwright-core')
  const server = await serveStatic(site, 0)
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}/`
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  try {
    // First load to interactive: a fresh browser profile each time (nothing cached), until the page is usable.
    const loads: number[] = []
    const timings: string[] = []
    for (let i = 0; i < 5; i++) {
      const context = await browser.newContext({ locale: 'fr-FR' })
      const page = await context.newPage()
      // The address a teacher is given: the first screen (prepare a lesson).
      await page.goto(base)
      await page.waitForSelector('body[data-ready=true]')
      loads.push(Number(await page.evaluate(() => document.body.dataset.loadMs)))
      timings.push(await page.evaluate(() => document.body.dataset.timing ?? ''))
      await context.close()
    }
    const slowest = loads.indexOf(Math.max(...loads))
    console.log(`studio  first load to interactive: ${median(loads)} ms (median of 5, empty cache; target < 1000); ms at each step of the slowest (${loads[slowest]} ms): ${timings[slowest]}`)

    // A click on a hole to the answer diagram drawn (to the next frame): the editor in play mode.
    const context = await browser.newContext({ locale: 'fr-FR', acceptDownloads: true, viewport: { width: 1400, height: 1000 } })
    const page = await context.newPage()
    await page.goto(`${base}#write`)
    // Once the page has settled (the parts for later loaded ahead, see main.ts's warmUp).
    await page.waitForSelector('body[data-warm=true]', { state: 'attached' })
    await page.click('button[data-mode=play]')
    const clicks = await page.evaluate(async () => {
      const times: number[] = []
      const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))
      for (let i = 0; i < 21; i++) {
        // Undo the move (the example's F), then play it again.
        ;(document.querySelector('.moves button') as HTMLButtonElement).click()
        await frame()
        const target = document.querySelector('.editor-board [data-target=F]')!
        const started = performance.now()
        target.dispatchEvent(new MouseEvent('click', { bubbles: true }))
        await frame()
        if (document.querySelector('.answer-board')?.getAttribute('data-state') !== 'answer') throw new Error('no answer drawn')
        times.push(performance.now() - started)
      }
      return times
    })
    console.log(`studio  click on a hole to the answer diagram: ${median(clicks).toFixed(1)} ms (median of 21, to the next frame; target <= 50)`)

    // A lesson's PDF made in the page (lesson 3, level 1): the first one (pdfkit loaded), then four more.
    await page.goto(`${base}#prepare`)
    await page.locator('#tab-prepare[aria-selected=true]').waitFor()
    const panel = page.locator('#panel-prepare')
    await panel.getByLabel('Séance', { exact: true }).selectOption('3')
    await panel.getByLabel('Niveau').selectOption('1')
    const made: number[] = []
    for (const paper of ['a4', 'letter', 'a4', 'letter', 'a4']) {
      await panel.getByLabel('Papier').selectOption(paper)
      await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: /^Télécharger le PDF/ }).click()])
      made.push(Number(await panel.locator('.pdf-panel .status').getAttribute('data-ms')))
    }
    console.log(`studio  lesson PDF made in the page (lesson 3, level 1): first ${made[0]} ms, then ${median(made.slice(1))} ms (median of 4; target <= 1500)`)
    await context.close()
  } finally {
    await browser.close()
    server.close()
    rmSync(dir, { recursive: true, force: true })
  }
}
