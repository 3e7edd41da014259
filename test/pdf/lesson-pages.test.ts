// The README tells a teacher how many pages each lesson prints (pupils' sheet + answer key, on A4 and
// on US Letter, in French): that table is held here to what the kit's plan lays out today
// (`npx tsx scripts/lesson-pages.ts` prints it).
import { beforeAll, describe, expect, it } from 'vitest'
import type { LessonPagesInput } from '../../scripts/lesson-pages.js'
import { lessonPages } from '../../scripts/lesson-pages.js'
import { loadShippedKit } from '../../scripts/shipped-kit.js'
import { page } from '../docs.js'

let input: LessonPagesInput

beforeAll(async () => {
  input = { ...(await loadShippedKit()), lang: 'fr' }
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
    expect([...table.keys()]).toEqual(input.lessons.map((lesson) => lesson.number))
    for (const lesson of input.lessons) {
      const measured: string[] = []
      for (const level of [1, 2, 3] as const) measured.push(await lessonPages(input, lesson.number, level))
      expect(table.get(lesson.number), `lesson ${lesson.number}`).toEqual(measured)
    }
  }, 120_000)
})
