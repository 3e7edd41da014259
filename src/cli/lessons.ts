/** `awale-kit lessons`: the progression of lessons, each with its themes and its exercises per level. */
import { choice, parseVerbArgs } from './args.js'
import type { CliIO } from './io.js'
import { defaultBank } from './bank.js'
import { terminalSafe } from '../input/printable.js'
import { EXIT, exitForProblems } from './io.js'
import { readLessons } from './build.js'
import { LEVELS, annexExercises, lessonExercises } from '../lessons/lessons.js'
import { sheetCoverage } from '../lessons/targets.js'
import { LANGS } from '../exercise/schema.js'

export const usage = `Usage: awale-kit lessons [--lang fr|en] [--json] [--exercises PATH]...

Lists the lessons (séances) of the progression, in teaching order: number, title, the themes each
teaches, and its exercises at each level — what "awale-kit build --lesson N [--level L]" prints.
Exercises under other rules than the kit's, or of a theme at a level no lesson teaches, are listed
as the club annex.

Options:
  --lang LANG        fr (default) or en: the language of the titles
  --json             the list as JSON: [{ "number", "id", "title", "themes", "levels": { "1": [ids], … },
                     "mistakes": { "1": { "targets": [ids], "revealedBy": { "start-counted": [exercise
                     ids], … }, "missing": [ids] }, … } }]: the mistakes the lesson's sheets are there
                     to catch (its themes'), and which exercise of each level's sheet reveals each
  --exercises PATH   an exercise file or folder (repeatable; default the exercises/ bank)
  -h, --help         show this help

Exit codes: 0 listed, 1 an exercise's claim is wrong, 2 bad input, 130 interrupted.`

export async function run(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseVerbArgs('lessons', args, { lang: { type: 'string' }, json: { type: 'boolean' }, exercises: { type: 'string', multiple: true } }, usage)
  if (values.help) {
    io.stdout.write(usage + '\n')
    return EXIT.OK
  }
  if (positionals.length > 0) {
    io.stderr.write(`awale-kit lessons: unexpected argument ${JSON.stringify(positionals[0])}\n\n${usage}\n`)
    return EXIT.BAD_INPUT
  }
  const lang = choice('--lang', values.lang as string | undefined, LANGS, 'fr')
  const lessons = await readLessons(io)
  if (!lessons) return EXIT.BAD_INPUT
  const paths = (values.exercises as string[] | undefined) ?? [await defaultBank(io.cwd)]
  const { loadExercises, formatProblem } = await import('../exercise/index.js')
  const { exercises, problems, interrupted } = await loadExercises(paths, { cwd: io.cwd, ...(io.signal ? { signal: io.signal } : {}) })
  if (interrupted) {
    io.stderr.write('awale-kit lessons: interrupted\n')
    return EXIT.INTERRUPTED
  }
  if (problems.length > 0) {
    for (const problem of problems) io.stderr.write(formatProblem(problem) + '\n')
    io.stderr.write('awale-kit lessons: fix the exercises first ("awale-kit check" lists the problems)\n')
    return exitForProblems(problems)
  }
  const rows = lessons.map((lesson) => ({
    number: lesson.number,
    id: lesson.id,
    title: lesson.title[lang],
    themes: lesson.themes.map((entry) => (entry.levels.length === LEVELS.length ? entry.theme : `${entry.theme} (${entry.levels.join(', ')})`)),
    levels: Object.fromEntries(LEVELS.map((level) => [String(level), lessonExercises(lesson, exercises, level).map((exercise) => exercise.id)])),
    mistakes: Object.fromEntries(
      LEVELS.map((level) => {
        const { targets, revealedBy, missing } = sheetCoverage(lesson, exercises, level)
        return [String(level), { targets, revealedBy, missing }]
      }),
    ),
  }))
  const annex = annexExercises(lessons, exercises)
  if (values.json) {
    io.stdout.write(JSON.stringify(rows) + '\n')
    return EXIT.OK
  }
  const levelWord = lang === 'fr' ? 'niveau' : 'level'
  for (const row of rows) {
    io.stdout.write(terminalSafe(`${String(row.number).padStart(2)}. ${row.title} — ${row.themes.join(', ')}\n`))
    for (const level of LEVELS) {
      const ids = row.levels[String(level)]!
      io.stdout.write(terminalSafe(`      ${levelWord} ${level}: ${ids.length === 0 ? '—' : `${ids.join(', ')} (${ids.length})`}\n`))
    }
  }
  if (annex.length > 0) io.stdout.write(terminalSafe(`${lang === 'fr' ? 'Annexe du club (autres règles)' : 'Club annex (other rules)'}: ${annex.map((exercise) => exercise.id).join(', ')}\n`))
  return EXIT.OK
}
