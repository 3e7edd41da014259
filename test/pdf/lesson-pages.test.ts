// The README tells a teacher how many pages each lesson prints (pupils' sheet + answer key, on A4 and
// on US Letter, in French): that table is held here to what the kit's plan lays out today
// (`npx tsx scripts/lesson-pages.ts` prints it).
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadExercises } from '../../src/exercise/index.js'
import type { CheckedExercise } from '../../src/exercise/index.js'
import type { KitDefinition } from '../../src/kit/definition.js'
import { loadKitDefinition } from '../../src/kit/definition.js'
import { planSheets } from '../../src/kit/sheets.js'
import type { Lesson } from '../../src/lessons/lessons.js'
import { loadLessons } from '../../src/lessons/lessons.js'
import { packageRoot } from '../../src/pdf/assets.js'
import { planKit } from '../../src/pdf/kit.js'
import { paperFigures } from '../../src/pdf/paper-figures.js'
import { page } from '../docs.js'

let bank: CheckedExercise[]
let lessons: Lesson[]
let definition: KitDefinition

beforeAll(async () => {
  const root = packageRoot()
  const loaded = await loadExercises([join(root, 'exercises')], { cwd: root })
  expect(loaded.problems).toEqual([])
  bank = loaded.exercises
  const lessonFile = await loadLessons(join(root, 'templates', 'lessons.yaml'))
  const kit = await loadKitDefinition(join(root, 'templates', 'kit.yaml'))
  if (!lessonFile.ok || !kit.ok) throw new Error('templates do not load')
  lessons = lessonFile.value
  definition = kit.value
})

/** The README's table: per lesson, per level, « pupils + key · pupils + key » (A4 · Letter). */
function readmeTable(): Map<number, string[]> {
  const rows = new Map<number, string[]>()
  for (const [, lesson, cells] of page('README.md').matchAll(/^\| (\d+) [^|]+\|((?: [\d +·]+ \|){3})$/gm))
    rows.set(
      Number(lesson),
      cells!
        .split('|')
        .map((cell) => cell.trim())
        .filter(Boolean),
    )
  return rows
}

describe("the README's pages per lesson", () => {
  it('are the pages build --lesson N --level L prints, on A4 and on Letter, in French', async () => {
    const table = readmeTable()
    expect([...table.keys()]).toEqual(lessons.map((lesson) => lesson.number))
    const pages = async (lesson: number, level: 1 | 2 | 3, paper: 'a4' | 'letter') => {
      const sheets = planSheets(lessons, bank, { lesson, level })
      const plan = await planKit({ lang: 'fr', paper, definition, exercises: bank, sheets, date: new Date(0) }, ['worksheet', 'answers'])
      const figures = paperFigures(plan.pages)
      return `${figures.pupilPages} + ${figures.keyPages}`
    }
    for (const lesson of lessons) {
      const measured: string[] = []
      for (const level of [1, 2, 3] as const) measured.push(`${await pages(lesson.number, level, 'a4')} · ${await pages(lesson.number, level, 'letter')}`)
      expect(table.get(lesson.number), `lesson ${lesson.number}`).toEqual(measured)
    }
  }, 120_000)
})
