// Issue 12, findings 1, 2, 4, 5, 10 and 11: every cost linear, every long computation bounded and
// stopped by Ctrl-C, pagination right whatever a block holds, unprintable text found before any PDF.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { parseExerciseText } from '../../src/exercise/index.js'
import { loadLessons } from '../../src/lessons/lessons.js'
import { templatePath } from '../../src/pdf/assets.js'
import { createDocument, finishDocument } from '../../src/pdf/document.js'
import { drawText, measureText } from '../../src/pdf/draw.js'
import { oversizeBlocks } from '../../src/pdf/flow.js'
import { buildKitPdf } from '../../src/pdf/kit.js'
import { loadKitDefinition } from '../../src/kit/definition.js'
import { planSheets } from '../../src/kit/sheets.js'
import { frenchTypography } from '../../src/pdf/typography.js'
import { MAX_EXPLAIN_LINES, MAX_MOVES, TEXT_LIMITS } from '../../src/exercise/schema.js'
import { readPdf } from '../pdf/read-pdf.js'
import { chainExercise, longGameExercise, tallestExercise } from './fixtures.js'
import { bundledCli, filesUnder, freshDir, runMeasured } from './harness.js'

let cli: string
beforeAll(async () => {
  cli = await bundledCli()
})

/** CPU seconds the work takes in this process: what another job on the machine does not inflate, as it does wall time. */
const seconds = (work: () => unknown): number => {
  const started = process.cpuUsage()
  work()
  const used = process.cpuUsage(started)
  return (used.user + used.system) / 1e6
}

describe('line breaking is linear (finding 1)', () => {
  it('a word of 200,000 characters is measured and drawn in well under a second, on its page', async () => {
    // 50,000 characters used to take minutes and 4 GB: pdfkit measured the rest of the word again after every line.
    const doc = await createDocument({ lang: 'fr', title: 't', subject: 's', date: new Date(0) })
    doc.addPage({ size: 'A4', margin: 0 })
    const word = 'x'.repeat(200_000)
    let height = 0
    const spent = seconds(() => {
      height = measureText(doc, word, 400, { size: 12 })
      drawText(doc, word, 50, 50, 400, { size: 12 })
    })
    expect(spent).toBeLessThan(3)
    expect(height).toBeGreaterThan(1000) // many lines, all of them measured
    // Drawn from the top of a page, it stops at the page's edge: pdfkit never adds pages of its own.
    expect((doc as unknown as { _pageBuffer: unknown[] })._pageBuffer).toHaveLength(1)
    await finishDocument(doc)
  })

  it('a long word is broken where it must, an ordinary text is left as it was', async () => {
    const doc = await createDocument({ lang: 'fr', title: 't', subject: 's', date: new Date(0) })
    const lineHeight = measureText(doc, 'x', 300, { size: 12 })
    expect(measureText(doc, 'x'.repeat(2000), 300, { size: 12 }) / lineHeight).toBeGreaterThan(30)
    expect(measureText(doc, 'Joue F. Où tombe la dernière graine ?', 300, { size: 12 })).toBe(lineHeight)
  })
})

describe('French typography is linear (finding 2)', () => {
  it.each([
    ['spaces', 'a' + ' '.repeat(200_000) + 'b'],
    ['spaces before a guillemet', '«' + ' '.repeat(200_000) + 'x'],
    ['semicolons', 'a' + ';'.repeat(200_000)],
  ])('200,000 %s in well under a second (40,000 spaces took 2.8 s)', (_, text) => {
    expect(seconds(() => frenchTypography(text))).toBeLessThan(0.5)
  })
})

describe('best: a time limit, and Ctrl-C (finding 4)', () => {
  it('--depth 30 from the start stops at the time limit and says so (it never ended)', async () => {
    const r = await runMeasured(cli, ['best', 'start', '--depth', '30', '--time', '1'], { cwd: freshDir('best'), timeoutMs: 20_000 })
    expect(r.code).toBe(0)
    expect(r.stdout).toMatch(/The time limit \(1 s, --time\) stopped the search after \d+ plies of the 30 asked/)
    expect(r.cpuSeconds).toBeLessThan(4)
  })

  it('Ctrl-C ends a deep search within half a second, exit 130 (it needed kill -9)', async () => {
    const r = await runMeasured(cli, ['best', 'start', '--depth', '30', '--time', '60'], { cwd: freshDir('best'), timeoutMs: 20_000, interrupt: { signal: 'SIGINT', afterCpuMs: 800 } })
    expect(r.code).toBe(130)
    expect(r.stderr).toContain('awale-kit best: interrupted')
    // Stopped, not ended by the 20 s timeout (--time 60): how soon is a figure of scripts/hostile-figures.ts.
    expect(r.timedOut).toBe(false)
  })

  it('--exact is stopped by Ctrl-C too', async () => {
    const r = await runMeasured(cli, ['best', '3-0-5-6-1-2-4-0-1-7-2-3-7-7-N', '--exact', '--time', '60'], {
      cwd: freshDir('best'),
      timeoutMs: 20_000,
      interrupt: { signal: 'SIGINT', afterCpuMs: 700 },
    })
    expect(r.code).toBe(130)
    // Stopped, not ended by the 20 s timeout (--time 60): how soon is a figure of scripts/hostile-figures.ts.
    expect(r.timedOut).toBe(false)
  })
})

describe('play --batch: backpressure and long lines (finding 5)', () => {
  const request = '{"position":"start","moves":["C","L","A"]}\n'
  const requests = (count: number) =>
    async function* () {
      const block = request.repeat(1000)
      for (let i = 0; i < count / 1000; i++) yield block
    }

  it('a slow reader: the command waits for it instead of holding every answer (690 MB before)', async () => {
    const r = await runMeasured(cli, ['play', '--batch'], { cwd: freshDir('batch'), stdin: requests(200_000), readBytesPerSecond: 1_000_000, timeoutMs: 2_500 })
    expect(r.timedOut).toBe(true) // still answering, at the reader's pace
    expect(r.maxRssMB).toBeLessThan(120)
  })

  it('50,000 requests to a fast reader, in bounded memory (1,000,000 took 1.9 GB)', async () => {
    const r = await runMeasured(cli, ['play', '--batch'], { cwd: freshDir('batch'), stdin: requests(50_000), timeoutMs: 30_000, keepBytes: 1024 })
    expect(r.code).toBe(0)
    expect(r.stdoutBytes).toBeGreaterThan(50_000 * 200)
    expect(r.maxRssMB).toBeLessThan(120)
  })

  it('a line longer than 1 MiB is answered with an error line, and the batch goes on (it crashed with a RangeError)', async () => {
    const chunk = Buffer.alloc(1 << 20, 'a')
    const r = await runMeasured(cli, ['play', '--batch'], {
      cwd: freshDir('batch'),
      timeoutMs: 20_000,
      stdin: async function* () {
        for (let i = 0; i < 40; i++) yield chunk
        yield '\n' + request
      },
    })
    expect(r.code).toBe(0)
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(lines[0]).toEqual({ error: { code: 'REQUEST_TOO_LONG', message: 'this line holds 41943040 bytes; a request holds at most 1048576 (1 MiB)' } })
    expect(lines[1]).toMatchObject({ position: expect.any(String), over: false })
    expect(r.maxRssMB).toBeLessThan(120)
  })
})

describe('pages: every block on its page, every page counted (finding 10)', () => {
  it('10,000 moves, or a text longer than its limit, are refused by check with their place', () => {
    const long = parseExerciseText(longGameExercise(MAX_MOVES + 1), 'long.yaml')
    expect(long.problems.map((p) => [p.line, p.code])).toEqual([[7, 'TOO_MANY_MOVES']])
    const title = parseExerciseText(chainExercise({ titleFr: 'un titre très long '.repeat(10) }), 't.yaml')
    expect(title.problems).toMatchObject([
      { line: 5, column: 7, code: 'TEXT_TOO_LONG', message: `title.fr holds 189 characters; ${TEXT_LIMITS.title} at most, so that it fits its place on the printed page` },
    ])
  })

  it('the tallest exercise the limits allow, in the widest letters: its blocks are sliced across pages, nothing lost, footers count the real pages', async () => {
    const text = tallestExercise({
      titleChars: TEXT_LIMITS.title,
      questionChars: TEXT_LIMITS.question,
      explainChars: TEXT_LIMITS.explain,
      explainLines: MAX_EXPLAIN_LINES,
      moves: MAX_MOVES,
      sentences: 4,
      sentenceChars: TEXT_LIMITS.sentence,
      idChars: 8,
    })
    const parsed = parseExerciseText(text, 'tall.yaml')
    expect(parsed.problems).toEqual([])
    const definition = await loadKitDefinition(templatePath('kit.yaml'))
    const lessons = await loadLessons(templatePath('lessons.yaml'))
    if (!definition.ok || !lessons.ok || !parsed.exercise) throw new Error('templates')
    const sheets = planSheets(lessons.value, [parsed.exercise], {})
    oversizeBlocks.count = 0
    const bytes = await buildKitPdf({ lang: 'fr', paper: 'letter', definition: definition.value, exercises: [parsed.exercise], sheets, date: new Date(0) }, ['cover', 'worksheet', 'answers', 'annex'])
    expect(oversizeBlocks.count).toBeGreaterThan(0) // the case this test is about
    const pdf = await readPdf(bytes)
    const footers = pdf.pages.map((page) => /page (\d+) sur (\d+)/.exec(page.text)?.slice(1).map(Number))
    expect(footers).toEqual(pdf.pages.map((_, index) => [index + 1, pdf.pages.length]))
    const all = pdf.pages.map((page) => page.text).join('\n')
    for (let line = 1; line <= MAX_EXPLAIN_LINES; line++) expect(all).toContain(`L${String(line).padStart(2, '0')} WWW`)
    expect(all).toContain(`${MAX_MOVES}. Nord`) // the last move of the list in words
  })

  it('the bank stays far from it: no block of the default kit on Letter is taller than a page', async () => {
    const { loadExercises } = await import('../../src/exercise/index.js')
    const loaded = await loadExercises([join(import.meta.dirname, '../../exercises')])
    const definition = await loadKitDefinition(templatePath('kit.yaml'))
    const lessons = await loadLessons(templatePath('lessons.yaml'))
    if (!definition.ok || !lessons.ok) throw new Error('templates')
    oversizeBlocks.count = 0
    await buildKitPdf({ lang: 'en', paper: 'letter', definition: definition.value, exercises: loaded.exercises, sheets: planSheets(lessons.value, loaded.exercises, {}), date: new Date(0) }, [
      'worksheet',
      'answers',
      'annex',
    ])
    expect(oversizeBlocks.count).toBe(0)
  })
})

describe('characters the font cannot print (finding 11)', () => {
  it('check names each one with its line and column; build writes nothing', async () => {
    const dir = freshDir('glyphs')
    writeFileSync(join(dir, 'ex.yaml'), chainExercise({ titleFr: 'Prise 吃子 🌱', questionFr: 'Joue F. Où tombe la dernière graine ? مرحبا' }))
    const check = await runMeasured(cli, ['check', 'ex.yaml'], { cwd: dir, timeoutMs: 20_000 })
    expect(check.code).toBe(2)
    expect(check.stdout).toContain('ex.yaml:5:14 UNPRINTABLE_CHARACTER title.fr: the kit\'s font cannot print U+5403 "吃" (and 2 more characters it cannot print): it would print as an empty box')
    expect(check.stdout).toContain('ex.yaml:11:46 UNPRINTABLE_CHARACTER question.fr: the kit\'s font cannot print U+0645 "م" (and 4 more characters it cannot print)')
    const build = await runMeasured(cli, ['build', '--exercises', 'ex.yaml', '--out', 'kit.pdf'], { cwd: dir, timeoutMs: 20_000 })
    expect(build.code).toBe(2)
    expect(filesUnder(dir)).toEqual(['ex.yaml'])
  })
})
