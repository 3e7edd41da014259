// Pages of each lesson, pupils' sheet + answer key, as `build --lesson N --level L [--paper letter]`
// prints them (the README's table, which test/pdf/lesson-pages.test.ts holds to this), read from the
// kit's plan: `npx tsx scripts/lesson-pages.ts [--lang fr|en] [--self-check] [--studio-url URL]`.
import { parseArgs } from 'node:util'
import { pathToFileURL } from 'node:url'
import type { CheckedExercise } from '../src/exercise/index.js'
import type { KitDefinition } from '../src/kit/definition.js'
import { planSheets } from '../src/kit/sheets.js'
import type { Lesson } from '../src/lessons/lessons.js'
import { planKit } from '../src/pdf/kit.js'
import { paperFigures } from '../src/pdf/paper-figures.js'
import type { SelfCheck } from '../src/pdf/self-check.js'
import { loadShippedKit } from './shipped-kit.js'

export interface LessonPagesInput {
  readonly exercises: readonly CheckedExercise[]
  readonly lessons: readonly Lesson[]
  readonly definition: KitDefinition
  readonly lang: 'fr' | 'en'
  readonly selfCheck?: SelfCheck
}

/** « 2 + 3 · 3 + 3 »: one lesson at one level, pupils' pages + key pages on A4, then on US Letter. */
export async function lessonPages(input: LessonPagesInput, lesson: number, level: 1 | 2 | 3): Promise<string> {
  const onPaper = async (paper: 'a4' | 'letter') => {
    const sheets = planSheets(input.lessons, input.exercises, { lesson, level })
    const plan = await planKit(
      { lang: input.lang, paper, definition: input.definition, exercises: input.exercises, sheets, date: new Date(0), ...(input.selfCheck ? { selfCheck: input.selfCheck } : {}) },
      ['worksheet', 'answers'],
    )
    const figures = paperFigures(plan.pages)
    return `${figures.pupilPages} + ${figures.keyPages}`
  }
  return `${await onPaper('a4')} · ${await onPaper('letter')}`
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { lang: { type: 'string', default: 'fr' }, 'self-check': { type: 'boolean' }, 'studio-url': { type: 'string' } } })
  const studioUrl = values['studio-url'] ?? null
  const input: LessonPagesInput = { ...(await loadShippedKit()), lang: values.lang as 'fr' | 'en', ...(values['self-check'] || studioUrl !== null ? { selfCheck: { studioUrl } } : {}) }
  console.log('| lesson | level 1 | level 2 | level 3 |')
  console.log('|---|---|---|---|')
  for (const lesson of input.lessons) {
    const cells: string[] = []
    for (const level of [1, 2, 3] as const) cells.push(await lessonPages(input, lesson.number, level))
    console.log(`| ${lesson.number} ${lesson.title.en.toLowerCase()} | ${cells.join(' | ')} |`)
  }
}
