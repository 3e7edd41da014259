import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CheckedExercise } from '../../src/exercise/index.js'
import { loadExercises } from '../../src/exercise/index.js'
import type { Lesson } from '../../src/lessons/lessons.js'
import { loadLessons } from '../../src/lessons/lessons.js'
import { packageRoot } from '../../src/pdf/assets.js'
import type { KitDefinition } from '../../src/kit/definition.js'
import { loadKitDefinition, parseKitDefinition } from '../../src/kit/definition.js'
import { planKit } from '../../src/pdf/kit.js'
import { selfCheckContent } from '../../src/pdf/self-check.js'
import { planSheets } from '../../src/kit/sheets.js'
import { kitStrings } from '../../src/pdf/strings.js'
import { runCli } from '../cli/harness.js'
import { readPdf } from '../pdf/read-pdf.js'
import { page } from '../docs.js'
import { EXAMPLE_URL, selfCheckTable } from '../../scripts/self-check-figures.js'

let bank: CheckedExercise[]
let lessons: Lesson[]
let definition: KitDefinition
let dir: string

beforeAll(async () => {
  const root = packageRoot()
  bank = (await loadExercises([join(root, 'exercises')], { cwd: root })).exercises
  const loaded = await loadLessons(join(root, 'templates', 'lessons.yaml'))
  const kit = await loadKitDefinition(join(root, 'templates', 'kit.yaml'))
  if (!loaded.ok || !kit.ok) throw new Error('templates do not load')
  lessons = loaded.value
  definition = kit.value
  dir = mkdtempSync(join(tmpdir(), 'awale-self-check-sheets-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const words = (strings: ReturnType<typeof kitStrings>, lang: 'fr' | 'en') => ({ strings, lang, orientation: 'turned' as const })
const exercise = (id: string) => bank.find((e) => e.id === id)!
const onSheet = (e: CheckedExercise, number: number) => ({ sheet: { kind: 'lesson' as const, lesson: lessons[2]!, level: 1 as const, version: null, exercises: [e, e, e, e, e, e] }, number, count: 6 })

describe("the pupils' sheets with self-check codes", () => {
  it('number the exercises as the sheets without codes do (French, A4)', async () => {
    const sheets = planSheets(lessons, bank)
    const plan = async (selfCheck?: { studioUrl: string | null }) =>
      (await planKit({ lang: 'fr', paper: 'a4', definition, exercises: bank, sheets, date: new Date(0), ...(selfCheck ? { selfCheck } : {}) }, ['worksheet', 'annex'])).pages
    const order = (pages: Awaited<ReturnType<typeof plan>>) => pages.flatMap((page) => page.page?.content?.exercises ?? [])
    const without = await plan()
    for (const selfCheck of [{ studioUrl: null }, { studioUrl: EXAMPLE_URL }]) {
      // The same exercise 3 on the sheet, in the key and in the studio's pupil view, codes or not.
      expect(order(await plan(selfCheck))).toEqual(order(without))
    }
  })

  it("take the pages docs/self-check.md's table says, in French and English, on A4 and US Letter", async () => {
    // The table as the docs print it, from its header to its totals.
    const docs = page('docs/self-check.md')
    const start = docs.indexOf('| sheet | French A4 |')
    const end = docs.indexOf('\n', docs.indexOf('| **all ', start))
    expect(start).toBeGreaterThan(0)
    const table = docs.slice(start, end)
    expect(table).toBe(await selfCheckTable({ exercises: bank, lessons, definition }))
    // With links no sheet takes a page more than without codes, anywhere.
    for (const row of table.split('\n').slice(2)) {
      const cells = row.split('|').slice(2, -1)
      expect(cells).toHaveLength(4)
      for (const cell of cells) {
        const [without, , links] = cell.replace(/\*/g, '').split('·').map(Number)
        expect(links, row).toBe(without)
      }
    }
  }, 120_000)

  it("hold the answer in the sheet's words, never more than the key's quick line", () => {
    const fr = kitStrings('fr')
    const en = kitStrings('en')
    // A2: South plays F, the last seed in I, a chain of I, H, G (the example, one answer a line,
    // the places the sheet prints: the seeds taken are the seed count's « + prises »).
    expect(selfCheckContent(words(fr, 'fr'), { studioUrl: null }, exercise('A2'), onSheet(exercise('A2'), 3))).toBe(
      'Exercice 3\ndernière graine : I\ntrous pris : G, H, I\navant 9 = après 2 + prises 7',
    )
    expect(selfCheckContent(words(en, 'en'), { studioUrl: null }, exercise('A2'), onSheet(exercise('A2'), 3))).toBe(
      'Exercise 3\nlast seed: I\nholes captured: G, H, I\nbefore 9 = after 2 + captured 7',
    )
    const chain = bank.find((e) => e.answers.some((a) => a.name === 'capturedHoles') && e.reports[0]?.capturedHoles.length === 2)!
    const holes = [...chain.reports[0]!.capturedHoles].sort().join(', ')
    expect(selfCheckContent(words(fr, 'fr'), { studioUrl: null }, chain, onSheet(chain, 1))).toContain(`trous pris : ${holes}`)
    // A board to fill in, read as the sheet prints it: the top row left to right, then the pupil's row.
    for (const turn of ['south', 'north'] as const) {
      const withBoard = bank.find((e) => e.start.turn === turn && e.answers.some((a) => a.name === 'board'))!
      const key = withBoard.answers.find((a) => a.name === 'board')!.key
      if (key.kind !== 'board') throw new Error('not a board')
      const printed = turn === 'south' ? [11, 10, 9, 8, 7, 6, 0, 1, 2, 3, 4, 5] : [5, 4, 3, 2, 1, 0, 6, 7, 8, 9, 10, 11]
      const holes = printed.map((i) => `${'ABCDEFGHIJKL'[i]}${key.board[i]}`)
      expect(selfCheckContent(words(fr, 'fr'), { studioUrl: null }, withBoard, onSheet(withBoard, 1))).toContain(`plateau : ${holes.slice(0, 6).join(' ')}\n${holes.slice(6).join(' ')}`)
    }
    const legal = bank.find((e) => e.task === 'legal')!
    expect(selfCheckContent(words(fr, 'fr'), { studioUrl: null }, legal, onSheet(legal, 2))).toBe(`Exercice 2\njouables : ${legal.legal.length ? [...legal.legal].join(', ') : 'aucun'}`)
  })

  it("link to the studio's pupil view with the exercise after #", () => {
    expect(selfCheckContent(words(kitStrings('fr'), 'fr'), { studioUrl: 'https://ecole.example.fr/awale/' }, exercise('A2'), onSheet(exercise('A2'), 3))).toBe(
      'https://ecole.example.fr/awale/#try=FRP.F.LHN.00000312110100S.3/6.3-1',
    )
  })

  it('say once what the codes are for; the default sheet says nothing of them and is the same PDF as before', async () => {
    const withCodes = join(dir, 'with.pdf')
    const plain = join(dir, 'plain.pdf')
    expect((await runCli(['build', '--lesson', '3', '--level', '1', '--self-check', '--out', withCodes])).code).toBe(0)
    expect((await runCli(['build', '--lesson', '3', '--level', '1', '--out', plain])).code).toBe(0)
    const text = async (file: string) =>
      (await readPdf(readFileSync(file))).pages
        .map((page) => page.text)
        .join(' ')
        .replace(/\s+/g, ' ')
    expect((await text(withCodes)).match(/Quand tu as fini, vérifie avec le code\./g)?.length).toBe(1)
    expect(await text(plain)).not.toContain('vérifie avec le code')
  })
})

describe('asking for codes', () => {
  it('from a kit definition: selfCheck and studioUrl, each problem at its line', () => {
    const on = parseKitDefinition('sections: [worksheet]\nselfCheck: true\n', 'k.yaml')
    expect(on.ok && [on.value.selfCheck, on.value.studioUrl]).toEqual([true, null])
    const url = parseKitDefinition('sections: [worksheet]\nstudioUrl: "https://ecole.example.fr/awale/"\n', 'k.yaml')
    expect(url.ok && [url.value.selfCheck, url.value.studioUrl]).toEqual([true, 'https://ecole.example.fr/awale/'])
    const off = parseKitDefinition('sections: [worksheet]\n', 'k.yaml')
    expect(off.ok && [off.value.selfCheck, off.value.studioUrl]).toEqual([false, null])
    for (const [text, line, column] of [
      ['sections: [worksheet]\nselfCheck: yes please\n', 2, 12],
      ['sections: [worksheet]\nstudioUrl: ecole.example.fr\n', 2, 12],
      ['sections: [worksheet]\nstudioUrl: "https://ecole.example.fr/#x"\n', 2, 12],
    ] as const) {
      const parsed = parseKitDefinition(text, 'k.yaml')
      expect(parsed.ok ? null : parsed.error.map((p) => [p.code, p.line, p.column])).toEqual([['KIT_BAD_VALUE', line, column]])
    }
  })

  it('from the command line: a bad --studio-url is refused with exit code 2 and nothing written', async () => {
    const out = join(dir, 'refused.pdf')
    const result = await runCli(['build', '--lesson', '3', '--level', '1', '--studio-url', 'ecole.example.fr', '--out', out])
    expect(result.code).toBe(2)
    expect(result.stderr).toMatch(/--studio-url: .*not a web address/)
    expect(() => readFileSync(out)).toThrow()
  })
})
