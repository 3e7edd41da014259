// Issue 22: the guide's lesson pages name the mistakes each level-1 sheet is there to catch, one
// row each with an example from that sheet (« Ex. 3, dernière graine : I au lieu de J → … ») and a
// box per pupil. Read back with pdfjs: every target has its row, and « Ex. N » is the exercise the
// pupils' sheet numbers N on the same paper and language (its key's « réf. » says which), an exercise
// whose engine diagnosis does give that mistake.
import { mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CheckedExercise } from '../../src/exercise/index.js'
import { loadExercises } from '../../src/exercise/index.js'
import { lessonTargets } from '../../src/lessons/targets.js'
import { DEFAULT_BUILD_DATE, createDocument } from '../../src/pdf/document.js'
import { CLASS_SIZE, GRID_BOX, gridLayout, kitLessons } from '../../src/pdf/guide.js'
import { mm } from '../../src/pdf/paper.js'
import { kitStrings } from '../../src/pdf/strings.js'
import { runCli } from '../cli/harness.js'
import { readPdf } from './read-pdf.js'

const flat = (text: string): string => text.replace(/[\s\u00A0\u202F]+/g, ' ').trim()

async function pdfText(args: string[]): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'awale-guide-mistakes-'))
  const out = join(dir, 'out.pdf')
  const result = await runCli([...args, '--out', out])
  expect(result.code).toBe(0)
  return (await readPdf(await readFile(out))).pages.map((page) => flat(page.text))
}

let bank: CheckedExercise[]
beforeAll(async () => {
  bank = (await loadExercises(['exercises'], { cwd: process.cwd() })).exercises
}, 60_000)

describe.each([
  ['fr', 'a4'],
  ['en', 'letter'],
] as const)('the guide in %s on %s', (lang, paper) => {
  const strings = kitStrings(lang)
  let guide: string[]
  beforeAll(async () => {
    guide = await pdfText(['build', '--section', 'guide', '--lang', lang, '--paper', paper])
  }, 60_000)

  it.each(kitLessons().map((lesson) => [lesson.number, lesson] as const))(
    'lesson %i: a row per target, its example the sheet’s own exercise',
    async (number, lesson) => {
      const page = guide[1 + number]!
      const targets = lessonTargets(lesson, 1)
      const heading = flat(strings.text('guide.mistakes.heading'))
      if (targets.length === 0) {
        expect(page).not.toContain(heading)
        return
      }
      expect(page).toContain(heading)
      // A numbered box per pupil.
      expect(page).toContain(Array.from({ length: CLASS_SIZE }, (_, i) => i + 1).join(' '))
      const key = await pdfText(['build', '--lesson', String(number), '--level', '1', '--section', 'answers', '--lang', lang, '--paper', paper])
      const ids = [...key.join(' ').matchAll(/\b(?:réf|ref)\. (\S+) ·/g)].map((match) => match[1]!)
      expect(ids.length).toBeGreaterThan(0)
      // The rows in the order of the exercises they cite: a teacher corrects a copy from its first exercise.
      const cited = [...page.matchAll(/Ex\. (\d+), /g)].map((match) => Number(match[1]))
      expect(cited).toHaveLength(targets.length)
      expect(cited).toEqual([...cited].sort((a, b) => a - b))
      for (const target of targets) {
        const did = flat(strings.text(`mistakes.${target}.did`))
        // « Ex. 3, … → did », the did ending the row: the next row starts with « Ex. » or the page ends.
        const row = page.match(new RegExp(`Ex\\. (\\d+), ([^→]*?) → ${did.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?= Ex\\.| ${flat(strings.text('guide.documentTitle')).slice(0, 10)}|$)`))
        expect(row, `${target} on lesson ${number}`).not.toBeNull()
        const exercise = bank.find((e) => e.id === ids[Number(row![1]) - 1])!
        expect(exercise, `exercise ${row![1]} of the sheet`).toBeDefined()
        expect(exercise.mistakes.map((diagnosis) => diagnosis.id)).toContain(target)
      }
    },
    120_000,
  )
})

describe('the tally grid’s boxes', () => {
  const texts = ['Ex. 1, prises : 2 au lieu de 7 → n’a pris que le dernier trou', 'Ex. 3, prises : 3 au lieu de 5 → a compté avant de poser la graine']
  const heading = 'Erreurs à repérer (fiche niveau 1) : une colonne par élève'
  const width = mm(188)

  it('widen, the words on two lines, and grow taller where the page has room', async () => {
    const doc = await createDocument({ lang: 'fr', title: 't', subject: 's', date: DEFAULT_BUILD_DATE })
    const tight = gridLayout(doc, texts, heading, width, 0)
    const roomy = gridLayout(doc, texts, heading, width, mm(80))
    // No room: every row's words on one line, the boxes what they leave, never narrower than a tick.
    expect(tight.box).toBeGreaterThanOrEqual(GRID_BOX.narrowest)
    expect(tight.rowHeight).toBeGreaterThanOrEqual(GRID_BOX.lowest)
    expect(roomy.box).toBeGreaterThan(tight.box + mm(1))
    expect(roomy.box).toBeLessThanOrEqual(GRID_BOX.widest)
    expect(roomy.rowHeight).toBeGreaterThan(tight.rowHeight)
    expect(roomy.height).toBeLessThanOrEqual(mm(80))
    expect(roomy.labelWidth + CLASS_SIZE * roomy.box).toBeCloseTo(width, 6)
    // A little room: the one-line grid, its rows taller, within the room.
    const some = gridLayout(doc, texts, heading, width, tight.height + mm(3))
    expect(some.box).toBe(tight.box)
    expect(some.rowHeight).toBeGreaterThan(tight.rowHeight)
    expect(some.height).toBeLessThanOrEqual(tight.height + mm(3) + 1e-6)
  })
})
