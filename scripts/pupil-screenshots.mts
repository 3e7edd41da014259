// Pictures of the self-check codes for the README gallery: a pupils' sheet with its codes
// (templates/gallery/kit-worksheet-codes.png, pdftoppm at 60 dpi) and the studio's pupil view on a
// tablet (1280×800) and a phone (390×844), taken in Chromium from the system:
// `npx tsx scripts/pupil-screenshots.mts` (needs pdftoppm and /usr/bin/chromium).
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, renameSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { serveStatic } from '../src/cli/studio.js'
import { buildStudio } from './build-studio.mjs'

const out = process.env.OUT ?? 'templates/gallery'
const tmp = mkdtempSync(join(tmpdir(), 'awale-pupil-shots-'))
const site = join(tmp, 'site')
await buildStudio({ outDir: site })
const server = await serveStatic(site, 0)
const base = `http://127.0.0.1:${(server.address() as { port: number }).port}/`

// The sheet: lesson 3 at level 1 with links to this studio; its first page.
execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/bin.ts', 'build', '--lesson', '3', '--level', '1', '--studio-url', 'https://ecole.example.fr/awale/', '--out', join(tmp, 'sheet.pdf')])
execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', join(tmp, 'sheet.pdf'), join(tmp, 'sheet')])
renameSync(join(tmp, 'sheet.png'), join(out, 'kit-worksheet-codes.png'))
console.log(`wrote ${out}/kit-worksheet-codes.png`)

// A2 of the bank (South plays F), as its code links to it.
const link = `${base}#try=FRP.F.LHN.00000312110100S.1/6.4-1`
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] })
for (const [name, viewport] of [
  ['pupil-tablet', { width: 1280, height: 800 }],
  ['pupil-phone', { width: 390, height: 844 }],
] as const) {
  const context = await browser.newContext({ viewport, locale: 'fr-FR', hasTouch: viewport.width < 800 })
  const page = await context.newPage()
  page.on('pageerror', (error) => console.error('page error:', error.message))
  await page.goto(link)
  await page.waitForSelector('body[data-ready=true]')
  const tap = (hole: string) => page.locator(`.pupil-board [data-target=${hole}]`).click()
  // A first try with the mistake of the first seed dropped back into F: H, then G and H taken.
  await page.locator('.pupil-place[data-place=last] .slot').click()
  await tap('H')
  await page.locator('.pupil-place[data-place=capturedHoles] .slot').click()
  await tap('G')
  await tap('H')
  const boxes = page.locator('.pupil-place[data-place=count] input.number')
  for (const [i, value] of [9, 4, 5].entries()) await boxes.nth(i).fill(String(value))
  await page.getByRole('button', { name: 'Vérifier' }).click()
  // The second try: right; then the move replayed, two seeds sown.
  await page.locator('.pupil-place[data-place=last] .slot').click()
  await tap('I')
  await page.locator('.pupil-place[data-place=capturedHoles] .slot').click()
  await tap('I')
  for (const [i, value] of [9, 2, 7].entries()) await boxes.nth(i).fill(String(value))
  await page.getByRole('button', { name: 'Vérifier' }).click()
  await page.getByRole('button', { name: 'Revoir le coup graine par graine' }).click()
  for (let step = 0; step < 2; step++) await page.getByRole('button', { name: 'Étape suivante →' }).click()
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: join(out, `${name}.png`), fullPage: name === 'pupil-phone' })
  console.log(`wrote ${out}/${name}.png`)
  await context.close()
}
await browser.close()
server.close()
void readFileSync
