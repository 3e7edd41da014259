// Screenshots of the studio's screens for the README gallery (templates/gallery/studio-*.png), taken
// in Chromium from the system with playwright-core: `npx tsx scripts/studio-screenshots.mts`.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { serveStatic } from '../src/cli/studio.js'
import { buildStudio } from './build-studio.mjs'

const out = 'templates/gallery'
const site = join(mkdtempSync(join(tmpdir(), 'awale-studio-shots-')), 'site')
await buildStudio({ outDir: site })
const server = await serveStatic(site, 0)
const base = `http://127.0.0.1:${(server.address() as { port: number }).port}/`
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] })
const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, locale: 'fr-FR', acceptDownloads: true })
const page = await context.newPage()
page.on('pageerror', (error) => console.error('page error:', error.message))
const open = async (tab: string, lang = 'fr') => {
  // A fresh page each time (a new address that only changes the #screen would not reload it).
  await page.goto('about:blank')
  await page.goto(`${base}?lang=${lang}#${tab}`)
  await page.waitForSelector('body[data-ready=true]')
}
const shot = async (name: string) => {
  await page.screenshot({ path: join(out, `studio-${name}.png`) })
  console.log(`wrote ${out}/studio-${name}.png`)
}

// Prepare a lesson: lesson 3 at level 1, its exercises; then its pages.
await open('prepare')
const prepare = page.locator('#panel-prepare')
await prepare.getByLabel('Séance', { exact: true }).selectOption('3')
await prepare.getByLabel('Niveau').selectOption('1')
await prepare.locator('li.exercise input[type=checkbox]').nth(1).uncheck()
await shot('prepare')
await prepare.getByRole('button', { name: /^Voir les pages/ }).click()
await page.waitForSelector('.pages[data-ready=true]')
await page.evaluate(() => window.scrollTo(0, 0))
await shot('prepare-pages')

// Write an exercise: the example on the board, played; the engine's answer, the file and its check.
await open('write')
await shot('write')
// A file with a wrong claim dropped on the page: its problem at its line and column.
const text = await page.locator('#exercise-file').inputValue()
await page.evaluate(
  (wrong) => {
    const transfer = new DataTransfer()
    transfer.items.add(new File([wrong], 'g12.yaml', { type: 'text/yaml' }))
    document.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }))
  },
  text.replace(/^(\s+last: )G$/m, '$1H').replace(/^(\s+captured: )2$/m, '$13'),
)
await page.waitForSelector('.problems[data-count]:not([data-count="0"])')
await shot('write-problems')

// The projector: a move shown one seed at a time (F sows two seeds, then G and H are taken).
await open('write')
await page.getByLabel('Position en notation').fill('0-0-0-0-0-2-1-2-0-0-0-1-0-0-S')
await page.getByRole('button', { name: 'Appliquer' }).click()
await page.getByRole('button', { name: /joue ce trou/ }).click()
await page.locator('.editor-board [data-target=F]').click()
await page.getByRole('button', { name: 'Projeter au tableau' }).click()
await page.keyboard.press('ArrowRight')
await shot('projector')
await page.keyboard.press('Escape')

// Boards and games: a game recorded by clicking.
await open('play')
await page.getByLabel('Joueur du Sud').fill('Awa')
await page.getByLabel('Joueur du Nord').fill('Léo')
for (const hole of ['C', 'H', 'E', 'K', 'D', 'G']) await page.locator(`.game-board [data-target=${hole}]`).click()
await page.evaluate(() => {
  ;(document.activeElement as HTMLElement | null)?.blur()
  window.scrollTo(0, 0)
})
await shot('play')

// The same screen in English.
await open('write', 'en')
await shot('write-en')

await browser.close()
server.close()
