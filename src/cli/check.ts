/** `awale-kit check [PATH...]`: every exercise checked by the engine, one line per problem. */
import { formatProblem, loadExercises } from '../exercise/index.js'
import { parseVerbArgs } from './args.js'
import type { CliIO } from './io.js'
import { EXIT, exitForProblems, writeWithBackpressure } from './io.js'
import type { CheckJson } from './check-json.js'
import { exerciseJson } from './check-json.js'
import { sortProblems } from '../exercise/problems.js'
import { defaultBank } from './bank.js'
import { loadTablesSync, tablesFolder } from '../tables/cache.js'
import { endgameSourceWithCache } from '../tables/small.js'
import { unusableTablesNote } from './tables.js'
import { isAbsolute, relative, resolve } from 'node:path'
import type { CheckedExercise, ExerciseProblem } from '../exercise/index.js'
import { templatePath } from '../pdf/assets.js'
import { lessonExercises, loadLessons } from '../lessons/lessons.js'
import { TARGET_LEVELS, sheetCoverage } from '../lessons/targets.js'

export const usage = `Usage: awale-kit check [--json] [PATH...]

Checks exercise files: the format, the position, the moves, and every claim of "expect",
which the rules engine computes again. PATH is a .yaml file or a folder (every .yaml in it
whose name does not start with _); the default is the exercises/ folder of the current folder,
or the bank that ships with awale-kit when there is none.

Each problem is one line:  file:line:column CODE message
A warning (MISTAKE_ALREADY_NAMED, …) is said the same way and fails nothing. Given a folder, check
also says which lesson's level-1 or level-2 sheet reveals none of the exercises of one of its target
mistakes (LESSON_MISSES_MISTAKE, at the lesson's line in templates/lessons.yaml).

Options:
  --json       print JSON instead: per exercise its id, the right answer of each answer place and
               the mistakes it reveals, { "id", "answers": { "last", "captured", "capturedHoles",
               "board", … }, "wrong": [places] }; then every problem and warning
  -h, --help   show this help

Exit codes: 0 every exercise passed, 1 a claim is wrong (the engine disagrees with the file),
2 a file cannot be used (bad YAML, unknown field, impossible position, illegal move, …).`

export async function run(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseVerbArgs('check', args, { json: { type: 'boolean' } }, usage)
  if (values.help) {
    io.stdout.write(usage + '\n')
    return EXIT.OK
  }
  // As build: the exercises/ folder here if there is one, else the bank that ships with the tool.
  const paths = positionals.length > 0 ? positionals : [await defaultBank(io.cwd)]
  const started = performance.now()
  // criterion: end past 10 seeds: the built endgame tables of the cache folder, when there are some.
  const folder = tablesFolder(io.env)
  const noted = new Set<string>()
  const endgame = endgameSourceWithCache((grandSlam) => {
    if (folder === null) return null
    const found = loadTablesSync(folder, grandSlam)
    // Damaged, foreign or unreadable tables never stop the check: the exercises that need them say so.
    const note = unusableTablesNote(found)
    if (note !== null && !noted.has(found.path)) {
      noted.add(found.path)
      io.stderr.write(`awale-kit check: ${note}\n`)
    }
    return found.status === 'ok' ? found.tables : null
  })
  const { exercises, problems, warnings, files, interrupted } = await loadExercises(paths, { cwd: io.cwd, endgame, ...(io.signal ? { signal: io.signal } : {}) })
  if (interrupted) {
    io.stderr.write('awale-kit check: interrupted\n')
    return EXIT.INTERRUPTED
  }
  // A folder is a bank: its lessons' sheets are what build prints from it, and each should reveal its targets.
  if (await anyFolder(paths, io.cwd)) warnings.push(...(await lessonWarnings(exercises, io.cwd)))
  const failedFiles = new Set(problems.map((problem) => problem.file))
  const checked = files.length
  const failed = files.filter((file) => failedFiles.has(file)).length
  const said = sortProblems([...problems, ...warnings])
  if (values.json) {
    const answer: CheckJson = { exercises: exercises.map(exerciseJson), problems: said, checked, passed: exercises.length, failed }
    await writeWithBackpressure(io.stdout, JSON.stringify(answer) + '\n')
    return exitForProblems(problems)
  }
  for (const problem of said) io.stdout.write(formatProblem(problem) + '\n')
  const otherFiles = [...failedFiles].filter((file) => !files.includes(file)).length
  const seconds = (performance.now() - started) / 1000
  io.stdout.write(
    `${checked} exercise${checked === 1 ? '' : 's'} checked: ${exercises.length} passed, ${failed} failed` +
      (otherFiles > 0 ? `; ${otherFiles} other file${otherFiles === 1 ? '' : 's'} with problems` : '') +
      (warnings.length > 0 ? `; ${warnings.length} warning${warnings.length === 1 ? '' : 's'}` : '') +
      '\n',
  )
  if (io.stderrIsTTY) io.stderr.write(`(${seconds.toFixed(2)} s)\n`)
  return exitForProblems(problems)
}

async function anyFolder(paths: readonly string[], cwd: string): Promise<boolean> {
  const { stat } = await import('node:fs/promises')
  for (const path of paths) if ((await stat(resolve(cwd, path)).catch(() => null))?.isDirectory()) return true
  return false
}

/** LESSON_MISSES_MISTAKE: a lesson's level-1 or level-2 sheet, from these exercises, that reveals none of the exercises of one of its targets. */
async function lessonWarnings(exercises: readonly CheckedExercise[], cwd: string): Promise<ExerciseProblem[]> {
  const file = templatePath('lessons.yaml')
  const lessons = await loadLessons(file)
  // A lessons file that does not load is build's and lessons' to report: check is about the exercises.
  if (!lessons.ok) return []
  const shown = relative(cwd, file)
  const where = shown.startsWith('..') || isAbsolute(shown) ? file : shown
  const warnings: ExerciseProblem[] = []
  for (const lesson of lessons.value)
    for (const level of TARGET_LEVELS) {
      const sheet = lessonExercises(lesson, exercises, level)
      if (sheet.length === 0) continue
      for (const mistake of sheetCoverage(lesson, exercises, level, sheet).missing)
        warnings.push({
          file: where,
          line: lesson.at?.line ?? 1,
          column: lesson.at?.column ?? 1,
          code: 'LESSON_MISSES_MISTAKE',
          kind: 'warning',
          message: `lesson ${lesson.number} (${lesson.id}), level ${level}: no exercise of its sheet (${sheet.map((exercise) => exercise.id).join(', ')}) reveals the mistake ${mistake}; add or change one (awale-kit generate --theme THEME --level ${level} --reveals ${mistake} draws some)`,
        })
    }
  return warnings
}
