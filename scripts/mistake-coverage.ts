/**
 * The coverage table of docs/mistakes.md: for each lesson and each of its target mistakes, the
 * exercises of each level's sheet that reveal it (the bank, under the kit's lessons); with
 * `--counts`, how many (the README's). A test holds the docs and the README to this output.
 *
 *   npx tsx scripts/mistake-coverage.ts [--counts]
 */
import { pathToFileURL } from 'node:url'
import type { CheckedExercise } from '../src/exercise/index.js'
import { loadExercises } from '../src/exercise/index.js'
import type { Lesson } from '../src/lessons/lessons.js'
import { LEVELS, loadLessons } from '../src/lessons/lessons.js'
import { lessonTargets, sheetCoverage } from '../src/lessons/targets.js'

export function coverageTable(lessons: readonly Lesson[], exercises: readonly CheckedExercise[], counts: 'ids' | 'counts' = 'ids'): string {
  const rows = ['| Lesson | Mistake | Level 1 | Level 2 | Level 3 |', '|---|---|---|---|---|']
  for (const lesson of lessons) {
    const targets = [...new Set(LEVELS.flatMap((level) => lessonTargets(lesson, level)))]
    if (targets.length === 0) {
      rows.push(`| ${lesson.number}. ${lesson.title.en} | — (no target) | | | |`)
      continue
    }
    const coverage = LEVELS.map((level) => sheetCoverage(lesson, exercises, level))
    for (const target of targets) {
      const cells = coverage.map((sheet) => {
        const ids = sheet.revealedBy[target]
        if (ids === undefined) return ''
        if (ids.length === 0) return '**none**'
        return counts === 'counts' ? String(ids.length) : `${ids.length}: ${ids.join(', ')}`
      })
      rows.push(`| ${lesson.number}. ${lesson.title.en} | \`${target}\` | ${cells.join(' | ')} |`)
    }
  }
  return rows.join('\n')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const lessons = await loadLessons('templates/lessons.yaml')
  if (!lessons.ok) throw new Error('templates/lessons.yaml does not load')
  const { exercises } = await loadExercises(['exercises'])
  console.log(coverageTable(lessons.value, exercises, process.argv.includes('--counts') ? 'counts' : 'ids'))
}
