import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveStatic } from '../../src/cli/studio.js'
import type { CheckedExercise } from '../../src/exercise/index.js'
import { loadExercises } from '../../src/exercise/index.js'
import { placesOnSheet } from '../../src/exercise/answers.js'
import { loadLessons } from '../../src/lessons/lessons.js'
import { packageRoot } from '../../src/pdf/assets.js'
import type { NumberedPage } from '../../src/pdf/kit.js'
import { planKit } from '../../src/pdf/kit.js'
import { loadKitDefinition } from '../../src/kit/definition.js'
import { planSheets } from '../../src/kit/sheets.js'

// The pupil view in a real browser (Chromium from the system, as test/studio/browser.test.ts):
// a link taken from a code of lesson 4's sheet (chains), answered wrong then right, on a tablet's screen
// (1280×800) and a phone's (390×844), offline once open, from the keyboard, in both languages.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const haveChromium = existsSync(CHROMIUM)
if (!haveChromium) console.warn(`\nPUPIL VIEW BROWSER TESTS SKIPPED: no Chromium at ${CHROMIUM}\n`)

let dir: string
let server: Server
let browser: Browser
let base: string
const errors: string[] = []
/** The links the codes of lesson 4, level 1 hold (French), by exercise id, as the sheet prints them. */
const links = new Map<string, string>()
let bank: CheckedExercise[]

beforeAll(async () => {
  if (!haveChromium) return
  dir = mkdtempSync(join(tmpdir(), 'awale-pupil-browser-'))
  const { buildStudio } = await import('../../scripts/build-studio.mjs')
  await buildStudio({ outDir: join(dir, 'site') })
  server = await serveStatic(join(dir, 'site'), 0)
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}/`
  // The sheet as `build --lesson 3 --level 1 --studio-url BASE` lays it out: each code's content.
  const root = packageRoot()
  bank = (await loadExercises([join(root, 'exercises')], { cwd: root })).exercises
  const lessons = await loadLessons(join(root, 'templates', 'lessons.yaml'))
  const definition = await loadKitDefinition(join(root, 'templates', 'kit.yaml'))
  if (!lessons.ok || !definition.ok) throw new Error('templates do not load')
  const sheets = planSheets(lessons.value, bank, { lesson: 4, level: 1 })
  const { pages } = await planKit({ lang: 'fr', paper: 'a4', definition: definition.value, exercises: bank, sheets, date: new Date(0), selfCheck: { studioUrl: base } }, ['worksheet'])
  for (const page of pages as NumberedPage[]) page.page?.content?.exercises.forEach((id, i) => links.set(id, page.page!.content!.codes![i]!.content))
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
}, 180_000)

afterAll(async () => {
  await browser?.close()
  server?.close()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

async function open(url: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'fr-FR', hasTouch: viewport.width < 800 })
  const page = await context.newPage()
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()} console: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`${page.url()} exception: ${error.message}`))
  await context.route(
    (u) => !u.href.startsWith(base),
    (route) => {
      errors.push(`network request outside the studio: ${route.request().url()}`)
      return route.abort()
    },
  )
  await page.goto(url)
  await page.waitForSelector('body[data-ready=true]', { timeout: 60_000 })
  return page
}

const place = (page: Page, name: string) => page.locator(`.pupil-place[data-place=${name}]`)
/** A text as read, its narrow no-break spaces (French typography) as plain spaces. */
const text = async (page: Page, selector: string) => plain((await page.locator(selector).first().textContent()) ?? '')
/** French typography undone: narrow no-break spaces as spaces, no-break hyphens as hyphens. */
const plain = (words: string) => words.replace(/[\u202f\u00a0]/g, ' ').replace(/\u2011/g, '-')
const tapHole = (page: Page, hole: string) => page.locator(`.pupil-board [data-target=${hole}]`).click()

/** Answers A2 (South plays F): the last hole, the holes taken, the seed count. */
async function answerA2(page: Page, answer: { last: string; holes: string[]; count: [number, number, number] }): Promise<void> {
  await place(page, 'last').locator('.slot').click()
  await tapHole(page, answer.last)
  await place(page, 'capturedHoles').locator('.slot').click()
  // A hole tapped twice is taken back.
  for (const hole of [...answer.holes, 'L', 'L']) await tapHole(page, hole)
  const boxes = place(page, 'count').locator('input.number')
  for (const [i, value] of answer.count.entries()) {
    await boxes.nth(i).click()
    for (const digit of String(value)) await page.locator('.pupil-pad button', { hasText: new RegExp(`^${digit}$`) }).click()
  }
  await page.getByRole('button', { name: 'Vérifier' }).click()
}

/** Gives the engine's answer of every place of a bank exercise, by tapping and typing, and checks. */
async function answerRight(page: Page, exercise: CheckedExercise): Promise<void> {
  // The places the sheet prints, as the view asks them.
  for (const answer of placesOnSheet(exercise.answers, exercise.question)) {
    if (answer.name === 'why' || answer.name === 'sentence') continue
    const at = place(page, answer.name)
    const key = answer.key
    if (key.kind === 'hole') {
      await at.locator('.slot').click()
      await tapHole(page, key.value)
    } else if (key.kind === 'holes') {
      await at.locator('.slot').click()
      if (key.value.length === 0) await at.getByRole('button', { name: 'aucun' }).click()
      for (const hole of key.value) await tapHole(page, hole)
    } else if (key.kind === 'yes-no' || key.kind === 'winner') {
      const label = key.kind === 'yes-no' ? (key.value ? 'oui' : 'non') : { south: 'Sud', north: 'Nord', draw: 'égalité' }[key.value!]
      await at.getByRole('radio', { name: label }).click()
    } else {
      const values =
        key.kind === 'number'
          ? [key.value]
          : key.kind === 'count'
            ? [key.before, key.after, key.captured]
            : key.kind === 'sides'
              ? [key.value!.south, key.value!.north]
              : key.kind === 'board'
                ? [...key.board]
                : []
      const inputs = at.locator('input.number')
      // A board's boxes sit as the holes do: find each by its hole's name.
      for (const [i, value] of values.entries()) {
        const input = key.kind === 'board' ? at.locator('input.number').nth(await boxOfHole(page, answer.name, i)) : inputs.nth(i)
        await input.fill(String(value))
      }
    }
  }
  await page.getByRole('button', { name: 'Vérifier' }).click()
}

/** The index of hole `hole`'s box among a board place's boxes, as drawn. */
async function boxOfHole(page: Page, name: string, hole: number): Promise<number> {
  const labels = await place(page, name).locator('.box-label').allTextContents()
  return labels.indexOf('ABCDEFGHIJKL'[hole]!)
}

describe.skipIf(!haveChromium)('the pupil view in Chromium', () => {
  it("opens a code's link on a tablet: big holes, the question in the sheet's words, a wrong answer marked, then the right one", async () => {
    const link = links.get('A2')!
    expect(link.startsWith(`${base}#try=FRP.F.`)).toBe(true)
    const page = await open(link, { width: 1280, height: 800 })
    expect(await text(page, '.pupil-top h1')).toMatch(/^Exercice \d sur 6$/)
    // The sheet's own question (the studio has the exercise in its bank), not only « Joue F. ».
    const a2 = bank.find((e) => e.id === 'A2')!
    expect(await text(page, '.pupil-question')).toBe(plain(a2.question.fr))
    // Holes of 12 mm on a 10-inch tablet of 1280×800 (149 pixels an inch): 70 CSS pixels or more.
    const hole = await page.locator('.pupil-board [data-target=A]').boundingBox()
    expect(hole!.width).toBeGreaterThanOrEqual(70)
    expect(await text(page, '.pupil-place[data-place=last] .pupil-label')).toBe('Dernière graine : trou')
    // The answer start-counted gives (the first seed dropped back into F): H, then G and H taken.
    await answerA2(page, { last: 'H', holes: ['G', 'H'], count: [9, 4, 5] })
    expect(await text(page, '.pupil-feedback')).toContain('Pas tout à fait')
    // The mistake is named, in one sentence, and its sowing (only it) can be replayed.
    expect(await text(page, '.pupil-feedback .mistake[data-mistake=start-counted]')).toBe('Tu as remis la première graine dans le trou que tu venais de vider : on sème à partir du trou suivant.')
    await expect(place(page, 'last').getAttribute('class')).resolves.toContain('wrong')
    // The seed count marked box by box: 9 is right, 4 and 5 are not (2 and 7).
    expect(
      await place(page, 'count')
        .locator('.box')
        .evaluateAll((boxes) => boxes.map((box) => (box as HTMLElement).dataset.box)),
    ).toEqual(['right', 'wrong', 'wrong'])
    expect(await place(page, 'count').locator('.mark').count()).toBe(3)
    // The mistaken sowing drops its first seed in F, where it started: its ❶ never covers « départ ».
    await page.getByRole('button', { name: 'Revoir le coup graine par graine' }).click()
    await page.getByRole('button', { name: 'Étape suivante →' }).click()
    const start = await page.locator('.replay-pane.wrong .start-label').boundingBox()
    const first = await page.locator('.replay-pane.wrong .sowing-order [data-order="1"]').first().boundingBox()
    expect(start && first && (first.y >= start.y + start.height || first.y + first.height <= start.y || first.x >= start.x + start.width || first.x + first.width <= start.x)).toBe(true)
    await page.getByRole('button', { name: 'Fermer' }).click()
    await expect(page.locator('.pupil-tries').getAttribute('data-left')).resolves.toBe('1')
    await expect(page.locator('.pupil-tries').textContent()).resolves.toBe('Il te reste 1 essai.')
    // Before the second try the right move is not replayed: it would give the answer away.
    await expect(page.locator('.replay-pane.right').count()).resolves.toBe(0)
    // The second try: the engine's answer; then the move replayed seed by seed.
    await page.reload()
    await page.waitForSelector('body[data-ready=true]')
    await answerA2(page, { last: 'I', holes: ['I', 'H', 'G'], count: [9, 2, 7] })
    expect(await text(page, '.pupil-feedback .good')).toBe('Bravo, c’est juste !')
    expect(await page.locator('.pupil-place.right').count()).toBe(3)
    await page.getByRole('button', { name: 'Revoir le coup graine par graine' }).click()
    expect(await text(page, '.replay-pane.right .replay-caption')).toBe('Sud joue F : 3 graines à semer.')
    await page.getByRole('button', { name: 'Étape suivante →' }).click()
    expect(await text(page, '.replay-pane.right .replay-caption')).toBe('Graine 1 en G.')
    await page.context().close()
  })

  it("keeps working offline once open: another code's exercise in the same tab, two tries, then the answer", async () => {
    const page = await open(links.get('A2')!, { width: 1280, height: 800 })
    // "Once open": once the page has loaded its parts ahead (main.ts warmUp); before that, a loaded
    // machine can still be fetching them when the network goes.
    await page.waitForSelector('body[data-warm=true]', { timeout: 60_000 })
    await page.context().setOffline(true)
    // Another exercise of the sheet that asks for the last hole.
    const other = [...links.entries()].find(([id]) => id !== 'A2' && bank.find((e) => e.id === id)!.answers.some((a) => a.name === 'last'))!
    await page.evaluate((hash) => (location.hash = hash), other[1].slice(other[1].indexOf('#')))
    await expect.poll(() => page.locator('.pupil-question').textContent()).not.toBe('')
    const exercise = bank.find((e) => e.id === other[0])!
    expect(await text(page, '.pupil-question')).toContain(`Joue ${exercise.moves.join(', ')}`)
    // Wrong twice (a hole the move does not end in, the numbers all 0): the answer is shown.
    for (let attempt = 0; attempt < 2; attempt++) {
      const wrongHole = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L'].find((h) => h !== exercise.reports[0]!.last)!
      await place(page, 'last').locator('.slot').click()
      if (attempt === 0) await tapHole(page, wrongHole)
      for (const input of await page.locator('.pupil-place input.number').all()) {
        await input.click()
        await input.fill('')
        await input.type('0')
      }
      if ((await place(page, 'capturedHoles').count()) > 0 && attempt === 0) {
        await place(page, 'capturedHoles').getByRole('button', { name: 'aucun' }).click()
      }
      await page.getByRole('button', { name: 'Vérifier' }).click()
    }
    expect(await text(page, '.pupil-feedback')).toContain('Voici la réponse')
    await expect(place(page, 'last').locator('.slot').textContent()).resolves.toBe(exercise.reports[0]!.last)
    await page.context().close()
  })

  it('opens a code in a new tab without the network once the studio was loaded once (its service worker)', async () => {
    const page = await open(base, { width: 1280, height: 800 })
    await page.waitForSelector('body[data-offline=true]', { timeout: 60_000 })
    const context = page.context()
    await page.close()
    await context.setOffline(true)
    const other = [...links.entries()].find(([id]) => id !== 'A2')!
    const tab = await context.newPage()
    tab.on('pageerror', (error) => errors.push(`${tab.url()} exception: ${error.message}`))
    await tab.goto(other[1])
    await tab.waitForSelector('body[data-ready=true]', { timeout: 60_000 })
    const exercise = bank.find((e) => e.id === other[0])!
    expect(await text(tab, '.pupil-question')).toContain(plain(exercise.question.fr.replace(/^Tu joues Nord\.\s*/, '').slice(0, 20)))
    await context.close()
  })

  it('fits a phone (390×844), one column, and answers from the keyboard alone', async () => {
    const page = await open(links.get('A2')!, { width: 390, height: 844 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    // Every text of the board, its counts too, 16 CSS pixels or more on the phone.
    const smallest = await page.evaluate(() =>
      Math.min(
        ...[...document.querySelectorAll<SVGTextElement>('.pupil-board svg text')].map((node) => {
          const svg = node.ownerSVGElement!
          return Number.parseFloat(getComputedStyle(node).fontSize) * (svg.getBoundingClientRect().width / svg.viewBox.baseVal.width)
        }),
      ),
    )
    expect(smallest).toBeGreaterThanOrEqual(16)
    // Keyboard: the holes are buttons with their names; Enter chooses one.
    await place(page, 'last').locator('.slot').focus()
    await page.keyboard.press('Enter')
    await page.locator('.pupil-board [data-target=I]').focus()
    await page.keyboard.press('Enter')
    await expect(page.locator('.pupil-board [data-target=I]').getAttribute('aria-label')).resolves.toBe('Trou I, choisi')
    await place(page, 'capturedHoles').locator('.slot').focus()
    await page.keyboard.press('Enter')
    for (const hole of ['G', 'H', 'I']) {
      await page.locator(`.pupil-board [data-target=${hole}]`).focus()
      await page.keyboard.press('Enter')
    }
    const boxes = place(page, 'count').locator('input.number')
    for (const [i, value] of [9, 2, 7].entries()) {
      await boxes.nth(i).focus()
      await page.keyboard.type(String(value))
    }
    await page.getByRole('button', { name: 'Vérifier' }).focus()
    await page.keyboard.press('Enter')
    expect(await text(page, '.pupil-feedback .good')).toBe('Bravo, c’est juste !')
    await page.context().close()
  })

  it('gives a whole sheet (#sheet=4-1-A) in its printed order, stars when it is finished, kept on the device and cleared by the button', async () => {
    const page = await open(`${base}?lang=fr#sheet=4-1-A`, { width: 1280, height: 800 })
    const order = [...links.keys()]
    expect(order).toHaveLength(6)
    for (const [index, id] of order.entries()) {
      expect(await text(page, '.pupil-top h1')).toBe(`Exercice ${index + 1} sur 6`)
      const exercise = bank.find((e) => e.id === id)!
      // The sheet's own question, as printed (the printed sheet's exercise N is the view's N).
      expect(await text(page, '.pupil-question')).toContain(
        exercise.question.fr
          .replace(/^Tu joues Nord\.\s*/, '')
          .slice(0, 25)
          .replace(/[\u202f\u00a0]/g, ' '),
      )
      await answerRight(page, exercise)
      expect(await text(page, '.pupil-feedback .good')).toBe('Bravo, c’est juste !')
      if (index < 5) await page.getByRole('button', { name: 'Exercice suivant' }).click()
    }
    // Six right at the first try: three stars, kept in this browser only.
    await expect(page.locator('.pupil-stars').getAttribute('data-stars')).resolves.toBe('3')
    expect(await page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('awale-pupil-stars') ?? '{}')))).toEqual(['4-1-A'])
    page.once('dialog', (dialog) => void dialog.accept())
    await page.getByRole('button', { name: 'Effacer mes étoiles' }).click()
    await expect.poll(() => page.evaluate(() => localStorage.getItem('awale-pupil-stars'))).toBeNull()
    await page.context().close()
  })

  it('speaks English when the sheet does, and no page had a console error or asked the network', async () => {
    const english = links.get('A2')!.replace('#try=FR', '#try=EN')
    const page = await open(english, { width: 1280, height: 800 })
    expect(await text(page, '.pupil-question')).toContain('Play F.')
    expect(await text(page, '.pupil-place[data-place=last] .pupil-label')).toBe('Last seed: hole')
    await expect(page.getByRole('button', { name: 'Check' }).count()).resolves.toBe(1)
    await page.context().close()
    expect(errors).toEqual([])
  })
})
