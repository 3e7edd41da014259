// Pages of each lesson, pupils' sheet + answer key, as `build --lesson N --level L [--paper letter]`
// prints them (the README's table), read from the kit's plan:
// `npx tsx scripts/lesson-pages.ts [--lang fr|en] [--self-check] [--studio-url URL]`.
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { loadExercises } from '../src/exercise/index.js'
import { loadKitDefinition } from '../src/kit/definition.js'
import { planSheets } from '../src/kit/sheets.js'
import { loadLessons } from '../src/lessons/lessons.js'
import { packageRoot } from '../src/pdf/assets.js'
import { planKit } from '../src/pdf/kit.js'
import { paperFigures } from '../src/pdf/paper-figures.js'

const { values } = parseArgs({ options: { lang: { type: 'string', default: 'fr' }, 'self-check': { type: 'boolean' }, 'studio-url': { type: 'string' } } })
const lang = values.lang as 'fr' | 'en'
const studioUrl = values['studio-url'] ?? null
const selfCheck = values['self-check'] || studioUrl !== null ? { studioUrl } : null
const root = packageRoot()
const { exercises, problems } = await loadExercises([join(root, 'exercises')], { cwd: root })
if (problems.length > 0) throw new Error('the bank does not load')
const lessons = await loadLessons(join(root, 'templates', 'lessons.yaml'))
const definition = await loadKitDefinition(join(root, 'templates', 'kit.yaml'))
if (!lessons.ok || !definition.ok) throw new Error('templates do not load')

const pages = async (lesson: number, level: 1 | 2 | 3, paper: 'a4' | 'letter'): Promise<string> => {
  const sheets = planSheets(lessons.value, exercises, { lesson, level })
  const plan = await planKit({ lang, paper, definition: definition.value, exercises, sheets, date: new Date(0), ...(selfCheck ? { selfCheck } : {}) }, ['worksheet', 'answers'])
  const figures = paperFigures(plan.pages)
  return `${figures.pupilPages} + ${figures.keyPages}`
}

console.log('| lesson | level 1 | level 2 | level 3 |')
console.log('|---|---|---|---|')
for (const lesson of lessons.value) {
  const cells: string[] = []
  for (const level of [1, 2, 3] as const) cells.push(`${await pages(lesson.number, level, 'a4')} · ${await pages(lesson.number, level, 'letter')}`)
  console.log(`| ${lesson.number} ${lesson.title.en.toLowerCase()} | ${cells.join(' | ')} |`)
}
