/** `awale-kit check [PATH...]`: every exercise checked by the engine, one line per problem. */
import { formatProblemIn, loadExercises, messageLang } from '../exercise/index.js'
import { parseVerbArgs } from './args.js'
import type { CliIO } from './io.js'
import { EXIT, UsageError, exitForProblems, writeWithBackpressure } from './io.js'
import { counted } from '../words.js'
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

export const usage = `Usage: awale-kit check [--lang fr|en] [--json] [PATH...]

Checks exercise files: the format, the position, the moves, and every claim of "expect",
which the rules engine computes again. PATH is a .yaml file or a folder (every .yaml in it
whose name does not start with _); the default is the exercises/ folder of the current folder,
or the bank that ships with awale-kit when there is none.

Each problem is one line:  file:line:column CODE message
In French:                 file:line:column message [CODE]
A warning (MISTAKE_ALREADY_NAMED, …) is said the same way and fails nothing. Given a folder, check
also says which lesson's level-1 or level-2 sheet reveals none of the exercises of one of its target
mistakes (LESSON_MISSES_MISTAKE, at the lesson's line in templates/lessons.yaml).

Options:
  --lang LANG  the language of the messages: fr or en (default: French when the locale,
               LC_ALL, LC_MESSAGES or LANG, starts with fr; English otherwise)
  --json       print JSON instead: per exercise its id, the right answer of each answer place and
               the mistakes it reveals, { "id", "answers": { "last", "captured", "capturedHoles",
               "board", … }, "wrong": [places] }; then every problem and warning (in English)
  -h, --help   show this help

Exit codes: 0 every exercise passed, 1 a claim is wrong (the engine disagrees with the file),
2 a file cannot be used (bad YAML, unknown field, impossible position, illegal move, …).`

export async function run(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseVerbArgs('check', args, { lang: { type: 'string' }, json: { type: 'boolean' } }, usage)
  if (values.help) {
    io.stdout.write(usage + '\n')
    return EXIT.OK
  }
  if (values.lang !== undefined && values.lang !== 'fr' && values.lang !== 'en') throw new UsageError(`awale-kit check: --lang must be fr or en, not ${JSON.stringify(values.lang)}\n\n${usage}`)
  const lang = messageLang(io.env, values.lang as string | undefined)
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
  for (const problem of said) io.stdout.write(formatProblemIn(problem, lang) + '\n')
  const otherFiles = [...failedFiles].filter((file) => !files.includes(file)).length
  const seconds = (performance.now() - started) / 1000
  io.stdout.write(
    (lang === 'fr'
      ? `${counted(checked, 'fr', { one: 'exercice vérifié', other: 'exercices vérifiés' })} : ${counted(exercises.length, 'fr', { one: 'réussi', other: 'réussis' })}, ${counted(failed, 'fr', { one: 'en échec', other: 'en échec' })}` +
        (otherFiles > 0 ? ` ; ${counted(otherFiles, 'fr', { one: 'autre fichier', other: 'autres fichiers' })} avec des problèmes` : '') +
        (warnings.length > 0 ? ` ; ${counted(warnings.length, 'fr', { one: 'avertissement', other: 'avertissements' })}` : '')
      : `${checked} exercise${checked === 1 ? '' : 's'} checked: ${exercises.length} passed, ${failed} failed` +
        (otherFiles > 0 ? `; ${otherFiles} other file${otherFiles === 1 ? '' : 's'} with problems` : '') +
        (warnings.length > 0 ? `; ${warnings.length} warning${warnings.length === 1 ? '' : 's'}` : '')) + '\n',
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
      const coverage = sheetCoverage(lesson, exercises, level, sheet)
      // A sheet with fewer exercises than its lesson has targets is still being written (or the folder
      // is a few exercises tried out): it cannot yet show each target in an exercise of its own.
      if (sheet.length === 0 || sheet.length < coverage.targets.length) continue
      for (const mistake of coverage.missing)
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
