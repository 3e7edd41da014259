import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { unzipSync } from 'fflate'
import { createRequire } from 'node:module'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveStatic } from '../../src/cli/studio.js'
import { EMPTY_STATE, checkFile, exerciseFile } from '../../src/studio/core/editor.js'
import { openLibrary } from '../../src/studio/core/library.js'
import { selects } from '../../src/studio/core/documents.js'
import { makeOgn, makeRecord, fromSetup, DEFAULT_VARIANT, HOLES } from '../../src/engine/index.js'
import { mistakeLines } from '../../src/pdf/mistake-lines.js'
import { kitStrings } from '../../src/pdf/strings.js'
import { runCli } from '../cli/harness.js'

// The studio in a real browser: Chromium from the system (Debian's `chromium` package) driven by
// playwright-core, which downloads no browser. Without Chromium these tests are skipped, and say so.
const require = createRequire(import.meta.url)
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const haveChromium = existsSync(CHROMIUM)
const SKIPPED = `BROWSER TESTS SKIPPED: no Chromium at ${CHROMIUM} (install it with \`apt-get install chromium\`, or set CHROMIUM_PATH)`
if (!haveChromium) console.warn(`\n${SKIPPED}\n`)

let dir: string
let server: Server
let browser: Browser
let base: string
/** Every console error and uncaught exception of every page, with the page's address. */
const errors: string[] = []

beforeAll(async () => {
  if (!haveChromium) return
  dir = mkdtempSync(join(tmpdir(), 'awale-studio-browser-'))
  const { buildStudio } = await import('../../scripts/build-studio.mjs')
  await buildStudio({ outDir: join(dir, 'site') })
  server = await serveStatic(join(dir, 'site'), 0)
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}/`
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
}, 120_000)

afterAll(async () => {
  await browser?.close()
  server?.close()
})

async function openStudio(tab: 'prepare' | 'write' | 'play', lang: 'fr' | 'en' = 'fr'): Promise<Page> {
  const context = await browser.newContext({ acceptDownloads: true, locale: lang === 'fr' ? 'fr-FR' : 'en-GB', viewport: { width: 1400, height: 1000 } })
  const page = await context.newPage()
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()} console: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`${page.url()} exception: ${error.message}`))
  // Nothing but the studio's own files: a request elsewhere fails the page.
  await context.route(
    (url) => !url.href.startsWith(base),
    (route) => {
      errors.push(`network request outside the studio: ${route.request().url()}`)
      return route.abort()
    },
  )
  await page.goto(`${base}?lang=${lang}#${tab}`)
  await page.waitForSelector('body[data-ready=true]', { timeout: 30_000 })
  return page
}

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), click()])
  const path = await download.path()
  return { name: download.suggestedFilename(), bytes: readFileSync(path) }
}

async function commandPdf(argv: string[], cwd = process.cwd()): Promise<Buffer> {
  const out = join(dir, `${argv.join('_').replace(/[^a-z0-9]+/gi, '-')}.pdf`)
  const result = await runCli([...argv, '--out', out], { cwd })
  expect(result.code, result.stderr).toBe(0)
  return readFileSync(out)
}

/**
 * Unzips the studio's folder into `cwd`: it must hold `note` and exactly `files` in choix/; the
 * note's command (its indented line) is returned.
 */
function unzipAndRead(bytes: Buffer, cwd: string, note: string, files: readonly string[]): string {
  // The folder's own entry (choix/) aside: the files.
  const entries = Object.entries(unzipSync(new Uint8Array(bytes))).filter(([name]) => !name.endsWith('/'))
  expect(entries.map(([name]) => name).sort()).toEqual([note, ...files.map((name) => `choix/${name}`)].sort())
  for (const [name, content] of entries) {
    mkdirSync(join(cwd, name, '..'), { recursive: true })
    writeFileSync(join(cwd, name), content)
  }
  const text = readFileSync(join(cwd, note), 'utf8')
  const command = text.split('\n').find((line) => line.startsWith('    awale-kit build '))
  expect(command, text).toBeDefined()
  return command!.trim()
}

/** Runs a note's command where the folder was unzipped, as written (no --out): the PDF it names in out/. */
async function madeByNote(command: string, cwd: string, fileName: string): Promise<Buffer> {
  const result = await runCli(command.split(' ').slice(1), { cwd })
  expect(result.code, result.stderr).toBe(0)
  return readFileSync(join(cwd, 'out', fileName))
}

const hole = (page: Page, board: string, name: string) => page.locator(`${board} [data-target=${name}]`)

describe.skipIf(!haveChromium)('the studio in Chromium', () => {
  it("writes an exercise by clicking, shows the engine's answer, and downloads a file check accepts", async () => {
    const page = await openStudio('write', 'en')
    await page.getByRole('button', { name: 'Empty the board' }).click()
    // F 2, G 1, H 2 by clicks (H clicked three times, one taken back with Shift), L 1 typed on the hole.
    for (const name of ['F', 'F', 'G', 'H', 'H', 'H']) await hole(page, '.editor-board', name).click()
    await hole(page, '.editor-board', 'H').click({ modifiers: ['Shift'] })
    await hole(page, '.editor-board', 'L').focus()
    await page.keyboard.press('1')
    await expect.poll(() => page.locator('input.notation').inputValue()).toBe('0-0-0-0-0-2-1-2-0-0-0-1-0-0-S')
    await expect(hole(page, '.editor-board', 'H').getAttribute('aria-label')).resolves.toBe('H: 2 seeds')

    // Play F: the answer diagram at once, from the engine (last seed in H, G and H taken: 2 + 3).
    await page.getByRole('button', { name: /plays that hole/ }).click()
    await hole(page, '.editor-board', 'F').click()
    const answer = page.locator('.answer-board')
    await expect.poll(() => answer.getAttribute('data-state')).toBe('answer')
    expect(await answer.getAttribute('data-last')).toBe('H')
    expect(await answer.getAttribute('data-captured')).toBe('5')
    // How long it took is measured (data-ms; docs/figures.md), not asserted: another job on the machine may slow the page.
    expect(Number(await answer.getAttribute('data-ms'))).toBeGreaterThanOrEqual(0)
    expect(await answer.locator('svg.board').getAttribute('aria-label')).toMatch(/H/)
    await expect(page.locator('.problems').getAttribute('data-count')).resolves.toBe('0')

    // The file the page offers: the editor model's under Node for the same choices, and check accepts it.
    const { name, bytes } = await downloaded(page, () => page.getByRole('button', { name: 'Download the .yaml file' }).click())
    expect(name).toBe('m1.yaml')
    const expected = exerciseFile({ ...EMPTY_STATE, board: [0, 0, 0, 0, 0, 2, 1, 2, 0, 0, 0, 1], moves: ['F'] })
    expect(bytes.toString('utf8')).toBe(expected)
    const folder = join(dir, 'written')
    mkdirSync(folder, { recursive: true })
    writeFileSync(join(folder, name), bytes)
    const check = await runCli(['check', join(folder, name)])
    expect(check.code, check.stdout + check.stderr).toBe(0)

    // The projector steps through the move one seed at a time, then the captures; Esc closes it.
    await page.getByRole('button', { name: 'Show to the class' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.locator('.projector-caption').textContent()).resolves.toBe('South plays F: 2 seeds to sow.')
    await page.keyboard.press('ArrowRight')
    await expect(dialog.locator('.projector-caption').textContent()).resolves.toBe('Seed 1 in G.')
    await page.keyboard.press('ArrowRight')
    await expect(dialog.locator('.projector-caption').textContent()).resolves.toBe('The last seed lands in H.')
    await expect(dialog.locator('.projector-counter').textContent()).resolves.toBe('Step 3 of 4')
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog').count()).resolves.toBe(0)
    await page.context().close()
  })

  it("every task: the file is the editor model's and check accepts it", async () => {
    const page = await openStudio('write', 'en')
    const board = [0, 0, 0, 0, 0, 2, 1, 2, 0, 0, 0, 1]
    await page.getByLabel('Position in notation').fill('0-0-0-0-0-2-1-2-0-0-0-1-0-0-S')
    await page.getByRole('button', { name: 'Apply' }).click()
    for (const [task, label] of [
      ['legal', 'say which holes can be played'],
      ['best', 'find the best move'],
      ['end', 'say whether the game is over, and the score'],
    ] as const) {
      await page.getByLabel('Theme').selectOption('capture')
      await page.getByLabel('What the pupil does').selectOption({ label })
      // A capture exercise that captures nothing (say which holes, is the game over): check says so,
      // and the studio offers the themes the position does show.
      const theme = task === 'best' ? 'capture' : 'sowing'
      if (task !== 'best') {
        await expect.poll(() => page.locator('.problems li').first().getAttribute('data-where')).toMatch(/THEME_NOT_SHOWN$/)
        await page.locator('.problems button.theme-choice[data-theme=sowing]').click()
      }
      await expect.poll(() => page.locator('.problems').getAttribute('data-count')).toBe('0')
      const text = await page.locator('#exercise-file').inputValue()
      expect(text, task).toBe(exerciseFile({ ...EMPTY_STATE, board, task, theme, moves: [] }))
      const file = join(dir, `task-${task}.yaml`)
      writeFileSync(file, text)
      const check = await runCli(['check', file])
      expect(check.code, `${task}: ${check.stdout}${check.stderr}`).toBe(0)
    }
    // The best move drawn as the answer: F, which takes G and H.
    await page.getByLabel('What the pupil does').selectOption({ label: 'find the best move' })
    await expect.poll(() => page.locator('.answer-board').getAttribute('data-move')).toBe('F')
    expect(await page.locator('.answer-board').getAttribute('data-captured')).toBe('5')
    await page.context().close()
  })

  it('opens a dropped file in the editor, its problems at their line and column', async () => {
    const page = await openStudio('prepare', 'fr')
    const good = exerciseFile({ ...EMPTY_STATE, board: [0, 0, 0, 0, 0, 2, 1, 2, 0, 0, 0, 1], moves: ['F'] })!
    const wrong = good.replace(/^(\s+last: )H$/m, '$1G')
    expect(wrong).not.toBe(good)
    const problems = checkFile(wrong, 'faux.yaml').problems
    expect(problems.length).toBeGreaterThan(0)
    await page.evaluate((text) => {
      const transfer = new DataTransfer()
      transfer.items.add(new File([text], 'faux.yaml', { type: 'text/yaml' }))
      document.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }))
    }, wrong)
    await expect.poll(() => page.locator('#tab-write').getAttribute('aria-selected')).toBe('true')
    await expect.poll(() => page.locator('.problems').getAttribute('data-count')).toBe(String(problems.length))
    const listed = await page.locator('.problems li').evaluateAll((items) => items.map((item) => item.getAttribute('data-where')))
    expect(listed).toEqual(problems.map((problem) => `${problem.line}:${problem.column} ${problem.code}`))
    expect(await page.locator('.problems li button').first().textContent()).toBe(`ligne ${problems[0]!.line}, colonne ${problems[0]!.column}`)
    // In the page's language (issue 26), the code last in brackets for whoever searches it.
    expect(await page.locator('.problems li').first().textContent()).toMatch(/le moteur met la dernière graine en H, le fichier dit G \[EXPECT_MISMATCH\]$/)
    expect(await page.locator('#exercise-file').inputValue()).toBe(wrong)
    // The board shows the file's position.
    expect(await page.locator('input.notation').inputValue()).toBe('0-0-0-0-0-2-1-2-0-0-0-1-0-0-S')
    await page.context().close()
  })

  it('lists the answer key’s mistakes under the answer; « voir l’erreur » draws start-counted’s sowing, marked wrong, from the mouse and the keyboard', async () => {
    const text = readFileSync('exercises/s1.yaml', 'utf8')
    const exercise = checkFile(text, 's1.yaml').exercise!
    const move = exercise.mistakes.find((diagnosis) => diagnosis.id === 'start-counted')!.moves.at(-1)!
    // The mistake's board is not the rules' (else the test could not fail).
    expect(move.afterSowing).not.toEqual(exercise.reports.at(-1)!.afterSowing)
    for (const lang of ['fr', 'en'] as const) {
      const page = await openStudio('prepare', lang)
      await page.evaluate((content) => {
        const transfer = new DataTransfer()
        transfer.items.add(new File([content], 's1.yaml', { type: 'text/yaml' }))
        document.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }))
      }, text)
      await expect.poll(() => page.locator('.problems').getAttribute('data-count')).toBe('0')
      // The key's own lines, in the page's language.
      const lines = mistakeLines(kitStrings(lang), exercise, lang)
      expect(lines.length).toBeGreaterThan(0)
      await expect.poll(() => page.locator('.mistakes .mistake-line').allTextContents()).toEqual(lines)
      const button = page.locator('.mistakes button.see-mistake[data-mistake=start-counted]')
      expect(await button.textContent()).toBe(lang === 'fr' ? 'Voir l’erreur' : 'Show the mistake')
      if (lang === 'fr') await button.click()
      else {
        await button.focus()
        await page.keyboard.press('Enter')
      }
      const drawn = page.locator('.mistake-board[data-mistake=start-counted]')
      await expect.poll(() => drawn.count()).toBe(1)
      expect(await button.getAttribute('aria-pressed')).toBe('true')
      expect(await drawn.locator('.mistake-title').textContent()).toContain(kitStrings(lang).text('mistakes.start-counted.did'))
      // Every hole holds what the mistake's sowing leaves there, its last seed where the mistake puts it.
      const counts = await drawn.locator('svg.board g.hole').evaluateAll((holes) => holes.map((hole) => [hole.getAttribute('data-hole'), hole.getAttribute('data-count')]))
      expect(Object.fromEntries(counts)).toEqual(Object.fromEntries(HOLES.map((name, index) => [name, String(move.afterSowing[index])])))
      expect(await drawn.locator('svg.board').getAttribute('aria-label')).toContain(String(move.last))
      // Its first seed falls back in E, where the move started: numbered one line further out than
      // « départ » (the render's one rule for it, as in the pupil view), never over it.
      const start = await drawn.locator('.start-label').boundingBox()
      const first = await drawn.locator('.sowing-order [data-order="1"]').first().boundingBox()
      expect(start && first && (first.y >= start.y + start.height || first.y + first.height <= start.y || first.x >= start.x + start.width || first.x + first.width <= start.x)).toBe(true)
      // Pressed again: hidden.
      await button.press('Enter')
      await expect.poll(() => drawn.count()).toBe(0)
      await page.context().close()
    }
    expect(errors).toEqual([])
  })

  it("downloads a lesson PDF that is the command line's, byte for byte, and shows its pages — offline once loaded", async () => {
    const page = await openStudio('prepare', 'fr')
    // Loaded, and settled: from here on, no network at all.
    await page.waitForSelector('body[data-warm=true]', { state: 'attached', timeout: 30_000 })
    await page.context().setOffline(true)
    await page.locator('#panel-prepare').getByLabel('Séance', { exact: true }).selectOption('3')
    await page.locator('#panel-prepare').getByLabel('Niveau').selectOption('1')
    await page.locator('#panel-prepare').getByLabel('Langue des feuilles').selectOption('fr')
    await page.locator('#panel-prepare').getByLabel('Papier').selectOption('a4')
    const made = await downloaded(page, () => page.getByRole('button', { name: /^Télécharger le PDF/ }).click())
    expect(made.name).toBe('awale-lesson3-level1-fr-a4.pdf')
    const cli = await commandPdf(['build', '--lesson', '3', '--level', '1', '--lang', 'fr', '--paper', 'a4'])
    expect(made.bytes.equals(cli), `page ${made.bytes.length} bytes, command ${cli.length}`).toBe(true)
    expect(await page.locator('.command').first().textContent()).toBe('awale-kit build --lesson 3 --level 1 --lang fr --paper a4')

    await page.getByRole('button', { name: /^Voir les pages/ }).click()
    await page.waitForSelector('.pages[data-ready=true]', { timeout: 30_000 })
    const pages = (cli.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length
    expect(await page.locator('.pages canvas').count()).toBe(pages)
    await page.context().close()
  })

  it("a teacher's choice (one exercise unticked) downloads as one .zip: exactly the files the PDF used, and a note whose command makes the same bytes", async () => {
    const page = await openStudio('prepare', 'en')
    await page.locator('#panel-prepare').getByLabel('Lesson', { exact: true }).selectOption('4')
    await page.locator('#panel-prepare').getByLabel('Level').selectOption('2')
    await page.locator('#panel-prepare').getByLabel('Language of the sheets').selectOption('en')
    await page.locator('#panel-prepare').getByLabel('Paper').selectOption('letter')
    const boxes = page.locator('li.exercise input[type=checkbox]')
    const first = await boxes.first().getAttribute('data-file')
    // Nothing unticked: the bank as it is, no folder to download.
    expect(await page.locator('button.download-folder').isHidden()).toBe(true)
    await boxes.first().uncheck()
    const made = await downloaded(page, () => page.getByRole('button', { name: /^Download the PDF/ }).click())
    const { library } = openLibrary()
    const selection = { lesson: 4, level: 2 as const }
    const kept = library.exercises((facts) => selects(library, selection, facts)).exercises.filter((exercise) => exercise.file !== first)
    const zip = await downloaded(page, () => page.getByRole('button', { name: `Download the folder choix/ (${kept.length} exercises, .zip)` }).click())
    expect(zip.name).toBe(made.name.replace(/\.pdf$/, '-choix.zip'))
    const cwd = join(dir, 'choice')
    const command = unzipAndRead(
      zip.bytes,
      cwd,
      'README.txt',
      kept.map((exercise) => exercise.file.split('/').pop()!),
    )
    expect(command).toBe('awale-kit build --lesson 4 --level 2 --exercises choix/ --lang en --paper letter')
    expect(await page.locator('.command').first().textContent()).toBe(command)
    expect((await madeByNote(command, cwd, made.name)).equals(made.bytes)).toBe(true)
    await page.context().close()
  })

  it("adds exercises the engine makes (theme, level, count, seed): the files are generate's, and the .zip's command makes the page's PDF", async () => {
    const page = await openStudio('prepare', 'fr')
    const panel = page.locator('#panel-prepare')
    await panel.getByLabel('Séance', { exact: true }).selectOption('2')
    await panel.getByLabel('Niveau').selectOption('2')
    await panel.locator('.generator summary').click()
    const theme = await panel.locator('.generator').getByLabel('Thème').inputValue()
    await panel.locator('.generator').getByLabel('Combien').fill('2')
    await panel.locator('.generator').getByLabel('Graine du hasard (un mot)').fill('jeudi')
    await panel.locator('.generator').getByRole('button', { name: 'Ajouter' }).click()
    await expect.poll(() => panel.locator('li.exercise .tag').count(), { timeout: 30_000 }).toBe(2)
    const generateCommand = `awale-kit generate --theme ${theme} --level 2 --count 2 --seed jeudi --out choix`
    expect(await panel.locator('.generate-command').textContent()).toBe(generateCommand)

    const made = await downloaded(page, () => panel.getByRole('button', { name: /^Télécharger le PDF/ }).click())
    const { library } = openLibrary()
    const bank = library.exercises((facts) => selects(library, { lesson: 2, level: 2 }, facts)).exercises.map((exercise) => exercise.file.split('/').pop()!)
    const zip = await downloaded(page, () => panel.getByRole('button', { name: /^Télécharger le dossier choix\// }).click())
    const cwd = join(dir, 'generated')
    const reference = join(dir, 'generated-by-command')
    mkdirSync(reference, { recursive: true })
    cpSync('templates', join(reference, 'templates'), { recursive: true })
    const generated = await runCli(generateCommand.split(' ').slice(1), { cwd: reference })
    expect(generated.code, generated.stderr).toBe(0)
    const madeNames = readdirSync(join(reference, 'choix'))
    expect(madeNames).toHaveLength(2)
    const command = unzipAndRead(zip.bytes, cwd, 'LISEZ-MOI.txt', [...bank, ...madeNames])
    // The engine's files are generate's, byte for byte.
    for (const name of madeNames) expect(readFileSync(join(cwd, 'choix', name)).equals(readFileSync(join(reference, 'choix', name))), name).toBe(true)
    expect(readFileSync(join(cwd, 'LISEZ-MOI.txt'), 'utf8')).toContain(`    ${generateCommand}`)
    expect((await madeByNote(command, cwd, made.name)).equals(made.bytes)).toBe(true)
    await page.context().close()
  })

  it("records a game by clicking, saves it as OGN, prints its sheet as awale-kit game does; the board, the poster and a class section are their commands' bytes", async () => {
    const page = await openStudio('play', 'fr')
    await page.getByLabel('Joueur du Sud').fill('Léa')
    await page.getByLabel('Joueur du Nord').fill('Tom')
    await page.getByLabel('Joueur du Nord').press('Tab')
    for (const name of ['C', 'H', 'E', 'K', 'D']) await hole(page, '.game-board', name).click()
    await expect.poll(() => page.locator('.game-list').getAttribute('data-moves')).toBe('C H E K D')
    const ogn = await downloaded(page, () => page.getByRole('button', { name: 'Enregistrer la partie (.ogn)' }).click())
    expect(ogn.name).toBe('Léa-Tom.ogn')
    const start = fromSetup({ board: Array.from({ length: 12 }, () => 4), stores: { south: 0, north: 0 }, turn: 'south' }, DEFAULT_VARIANT)
    if (!start.ok) throw new Error('start')
    const record = makeRecord(start.value, ['C', 'H', 'E', 'K', 'D'], { South: 'Léa', North: 'Tom' })
    if (!record.ok) throw new Error('record')
    expect(ogn.bytes.toString('utf8')).toBe(makeOgn(record.value))
    const cwd = join(dir, 'game')
    mkdirSync(cwd, { recursive: true })
    writeFileSync(join(cwd, ogn.name), ogn.bytes)
    const sheet = await downloaded(page, () => page.getByRole('button', { name: 'Télécharger le PDF — La fiche de la partie (PDF)' }).click())
    const cli = await commandPdf(['game', ogn.name, '--lang', 'fr', '--paper', 'a4'], cwd)
    expect(sheet.bytes.equals(cli), `page ${sheet.bytes.length} bytes, command ${cli.length}`).toBe(true)

    // The file opened again: the same moves and players; a file with a wrong move: its problem listed.
    await page.getByRole('button', { name: 'Nouvelle partie' }).click()
    await expect.poll(() => page.locator('.game-list').getAttribute('data-moves')).toBe('')
    await page.setInputFiles('#open-ogn', { name: ogn.name, mimeType: 'text/plain', buffer: ogn.bytes })
    await expect.poll(() => page.locator('.game-list').getAttribute('data-moves')).toBe('C H E K D')
    expect(await page.getByLabel('Joueur du Nord').inputValue()).toBe('Tom')
    await page.setInputFiles('#open-ogn', { name: 'faux.ogn', mimeType: 'text/plain', buffer: Buffer.from('[Variant "Oware Abapa"]\n\n1. C a 2. C *\n') })
    await expect.poll(() => page.locator('.ogn-status li').count()).toBeGreaterThan(0)
    expect(await page.locator('.game-list').getAttribute('data-moves')).toBe('C H E K D')

    // The paper board and the poster, as their commands make them.
    const board = await downloaded(page, () => page.getByRole('button', { name: 'Télécharger le PDF — Le plateau à taille réelle' }).click())
    expect(board.bytes.equals(await commandPdf(['board', '--lang', 'fr', '--paper', 'a4']))).toBe(true)
    const poster = await downloaded(page, () => page.getByRole('button', { name: 'Télécharger le PDF — L’affiche de la règle' }).click())
    expect(poster.bytes.equals(await commandPdf(['poster', '--lang', 'fr', '--paper', 'a4']))).toBe(true)
    const guide = await downloaded(page, () => page.getByRole('button', { name: 'Télécharger le PDF — Pour la classe' }).click())
    expect(guide.bytes.equals(await commandPdf(['build', '--section', 'guide', '--lang', 'fr', '--paper', 'a4']))).toBe(true)
    await page.context().close()
  })

  it("says why a hole cannot be played (the engine's reason), writes North's moves as the .ogn file does, and never shows a file it cannot read as the board (issue 26)", async () => {
    const page = await openStudio('play', 'fr')
    // South to move: a click on North's row is refused, said why, and not played.
    await hole(page, '.game-board', 'H').click()
    await expect.poll(() => page.locator('.refusal').getAttribute('data-reason')).toBe('OPPONENT_HOLE')
    expect(await page.locator('.refusal').textContent()).toContain('H est dans la rangée de Nord')
    expect(await page.locator('.game-list').getAttribute('data-moves')).toBe('')
    for (const name of ['C', 'H', 'E', 'K']) await hole(page, '.game-board', name).click()
    await expect.poll(() => page.locator('.game-list').getAttribute('data-moves')).toBe('C H E K')
    expect(await page.locator('.refusal').textContent()).toBe('')
    // E was played and K's sowing (L, A, B, C, D) stopped short of it: E is empty.
    await hole(page, '.game-board', 'E').click()
    await expect.poll(() => page.locator('.refusal').getAttribute('data-reason')).toBe('EMPTY_HOLE')
    // The list writes North's H and K as the saved file does: b and e.
    const ogn = await downloaded(page, () => page.getByRole('button', { name: 'Enregistrer la partie (.ogn)' }).click())
    const moveText = ogn.bytes.toString('utf8').split('\n\n')[1]!.trim()
    expect(moveText).toMatch(/^1\. C b 2\. E e/)
    expect(await page.locator('.game-list').textContent()).toBe(moveText.replace(/\s*\*$/, ''))
    // One page is one page.
    await page.getByRole('button', { name: 'Télécharger le PDF — L’affiche de la règle' }).click()
    await expect.poll(() => page.locator('.status').filter({ hasText: 'PDF prêt' }).first().textContent(), { timeout: 30_000 }).toMatch(/PDF prêt[\u00a0\u202f]: 1 page,/)
    await page.context().close()

    // The editor: a file with a YAML syntax error leaves no earlier exercise on the board, and says so.
    const editor = await openStudio('prepare', 'fr')
    const good = exerciseFile({ ...EMPTY_STATE, board: [0, 0, 0, 0, 0, 2, 1, 2, 0, 0, 0, 1], moves: ['F'] })!
    for (const [name, text] of [
      ['bon.yaml', good],
      ['casse.yaml', `${good}\n  - [oops\n`],
    ] as const)
      await editor.evaluate(
        ([name, text]) => {
          const transfer = new DataTransfer()
          transfer.items.add(new File([text], name, { type: 'text/yaml' }))
          document.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }))
        },
        [name, text] as const,
      )
    await expect.poll(() => editor.locator('.board-note').textContent()).toContain('ne peut pas être lu')
    expect(await editor.locator('.editor-board').first().getAttribute('data-matches')).toBe('false')
    expect(await editor.locator('input.notation').inputValue()).toBe('0-0-0-0-0-0-0-0-0-0-0-0-0-0-S')
    // An illegal click in the editor says why too: South to move, F empty once the board is set again.
    await editor.getByLabel('Position en notation').fill('0-0-0-0-0-2-1-2-0-0-0-1-0-0-S')
    await editor.getByRole('button', { name: 'Appliquer' }).click()
    expect(await editor.locator('.board-note').textContent()).toBe('')
    await editor.getByRole('button', { name: /joue ce trou/ }).click()
    await hole(editor, '.editor-board', 'A').click()
    await expect.poll(() => editor.locator('.problem[role=alert]').filter({ hasText: 'A est vide' }).count()).toBe(1)
    await editor.context().close()
  })

  it('works from the keyboard: screens with the arrows, holes with the arrows, + and − and a number', async () => {
    const page = await openStudio('prepare', 'en')
    await page.locator('#tab-prepare').focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => page.locator('#tab-write').getAttribute('aria-selected')).toBe('true')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('tab-write')
    expect(await page.locator('#panel-prepare').isHidden()).toBe(true)
    // The lesson list: an arrow changes the lesson and the focus stays on the list (issue 26).
    await page.locator('#tab-prepare').click()
    const lessonList = page.locator('#panel-prepare').getByLabel('Lesson', { exact: true })
    await lessonList.focus()
    const before = await lessonList.inputValue()
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => page.locator('#panel-prepare').getByLabel('Lesson', { exact: true }).inputValue()).toBe(String(Number(before) + 1))
    expect(await page.evaluate(() => (document.activeElement as HTMLSelectElement | null)?.labels?.[0]?.textContent)).toBe('Lesson')
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => page.locator('#panel-prepare').getByLabel('Lesson', { exact: true }).inputValue()).toBe(String(Number(before) + 2))
    await page.locator('#tab-write').click()
    await page.getByRole('button', { name: 'Empty the board' }).press('Enter')
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-target') ?? null)
    await hole(page, '.editor-board', 'A').focus()
    await page.keyboard.press('ArrowRight')
    expect(await focused()).toBe('B')
    await page.keyboard.press('+')
    await page.keyboard.press('+')
    await page.keyboard.press('-')
    // The board is drawn again after each change, the focus stays on the hole.
    expect(await focused()).toBe('B')
    await expect(hole(page, '.editor-board', 'B').getAttribute('aria-label')).resolves.toBe('B: 1 seed')
    await page.keyboard.press('ArrowUp')
    expect(await focused()).toBe('K')
    await page.keyboard.type('12')
    await expect(hole(page, '.editor-board', 'K').getAttribute('aria-label')).resolves.toBe('K: 12 seeds')
    expect(await page.locator('input.notation').inputValue()).toBe('0-1-0-0-0-0-0-0-0-0-12-0-0-0-S')
    // The studio in French: the screens are built again in its words, the board as it was.
    await page.locator('#ui-lang').selectOption('fr')
    await expect.poll(() => page.locator('#tab-write').textContent()).toBe('Écrire un exercice')
    expect(await page.locator('#tab-write').getAttribute('aria-selected')).toBe('true')
    expect(await page.locator('input.notation').inputValue()).toBe('0-1-0-0-0-0-0-0-0-0-12-0-0-0-S')
    await page.context().close()
  })

  it("checks a given file's size before reading it, and reads a record with the linear reader (issue 21)", async () => {
    const page = await openStudio('play', 'fr')
    // Three megabytes: refused by their size, not read (the page read a dropped file whole).
    await page.setInputFiles('#open-ogn', { name: 'video.ogn', mimeType: 'text/plain', buffer: Buffer.alloc(3 << 20, 0x41) })
    await expect.poll(() => page.locator('.ogn-status').textContent()).toContain('video.ogn fait 3\u00a0Mo')
    // Variations nested 5,000 deep and 100,000 stray words: no stack overflow, 50 problems and one that counts the others.
    const hostile = `[Event "Club"]\n\n1. C ${'('.repeat(5_000)}${' xy'.repeat(100_000)}\n`
    await page.setInputFiles('#open-ogn', { name: 'nested.ogn', mimeType: 'text/plain', buffer: Buffer.from(hostile) })
    await expect.poll(() => page.locator('.ogn-status li').count()).toBe(51)
    expect(await page.locator('.ogn-status li').last().textContent()).toContain('TOO_MANY_PROBLEMS')
    // A dropped exercise file bigger than any exercise: refused by its size too.
    await page.evaluate(() => {
      const transfer = new DataTransfer()
      transfer.items.add(new File(['#'.repeat(300 * 1024)], 'gros.yaml', { type: 'text/yaml' }))
      document.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }))
    })
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'gros.yaml' }).count()).toBe(1)
    expect(await page.getByRole('status').filter({ hasText: 'gros.yaml' }).textContent()).toContain('gros.yaml fait 300\u00a0Ko')
    await page.context().close()
  })

  it('axe-core finds nothing serious or critical on any screen, in both languages, at 1400 and 390 px (issue 26)', async () => {
    const axe = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')
    const found: string[] = []
    const check = async (page: Page, where: string) => {
      await page.addScriptTag({ content: axe })
      const violations = await page.evaluate(async () => {
        const result = await (
          window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }
        ).axe.run(document, {
          resultTypes: ['violations'],
        })
        return result.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map(
            (v) =>
              `${v.id} (${v.impact}): ${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 3)
                .join(', ')}`,
          )
      })
      found.push(...violations.map((v) => `${where}: ${v}`))
    }
    for (const lang of ['fr', 'en'] as const)
      for (const tab of ['prepare', 'write', 'play'] as const) {
        const page = await openStudio(tab, lang)
        // The states the issue names: an unticked exercise (its contrast was 3.2:1), a file's problems, a refused click.
        if (tab === 'prepare') await page.locator('li.exercise input[type=checkbox]').first().uncheck()
        if (tab === 'write') await page.locator('#exercise-file').fill('id: [oops')
        if (tab === 'play') await hole(page, '.game-board', 'H').click()
        await check(page, `${tab} (${lang})`)
        if (tab === 'write' && lang === 'fr') {
          // The projector's dialog.
          await page.getByRole('button', { name: 'Position de départ (4 par trou)' }).click()
          await page.getByRole('button', { name: /joue ce trou/ }).click()
          await hole(page, '.editor-board', 'C').click()
          await page.getByRole('button', { name: 'Projeter au tableau' }).click()
          await check(page, 'projector (fr)')
        }
        await page.setViewportSize({ width: 390, height: 844 })
        await check(page, `${tab} (${lang}, 390 px)`)
        // On a phone nothing is cut off on the right: the page, the boards (the editor's was 422 px wide).
        const widest = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, ...[...document.querySelectorAll('svg.board')].map((svg) => svg.getBoundingClientRect().right)))
        if (widest > 390) found.push(`${tab} (${lang}, 390 px): ${widest} px wide`)
        await page.context().close()
      }
    // The pupils' view (issue 23), a whole sheet, on a phone.
    const pupil = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' })
    await pupil.goto(`${base}?lang=fr#sheet=4-1-A`)
    await pupil.waitForSelector('body[data-ready=true]', { timeout: 30_000 })
    await check(pupil, 'pupil view (fr, 390 px)')
    await pupil.close()
    expect(found).toEqual([])
  })

  it('every screen in both languages, every control labelled, no console error', async () => {
    for (const lang of ['fr', 'en'] as const)
      for (const tab of ['prepare', 'write', 'play'] as const) {
        const page = await openStudio(tab, lang)
        await expect(page.locator(`#tab-${tab}`).getAttribute('aria-selected')).resolves.toBe('true')
        // Every form control and button has an accessible name (its label, its text, aria-label).
        const unnamed = await page.evaluate(() => {
          const visible = (element: Element) => !(element as HTMLElement).closest('[hidden]') && !element.classList.contains('visually-hidden')
          return [...document.querySelectorAll('input, select, textarea, button, [role=button]')]
            .filter(visible)
            .filter((element) => {
              const labelled = element.getAttribute('aria-label') || element.getAttribute('aria-labelledby') || (element as HTMLInputElement).labels?.length || element.closest('label')
              return !labelled && !(element.textContent ?? '').trim()
            })
            .map((element) => element.outerHTML.slice(0, 120))
        })
        expect(unnamed).toEqual([])
        await page.context().close()
      }
    expect(errors).toEqual([])
  })
})

// Said in the test report too: a skipped test whose name is the reason.
if (!haveChromium)
  describe('the studio in Chromium', () => {
    it.skip(SKIPPED, () => {})
  })
