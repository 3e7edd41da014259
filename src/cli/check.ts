/** `awale-kit check [PATH...]`: every exercise checked by the engine, one line per problem. */
import { formatProblemIn, loadExercises, messageLang } from '../exercise/index.js'
import { parseVerbArgs } from './args.js'
import type { CliIO } from './io.js'
import { EXIT, UsageError, exitForProblems } from './io.js'
import { counted } from '../words.js'
import { defaultBank } from './bank.js'
import { loadTablesSync, tablesFolder } from '../tables/cache.js'
import { endgameSourceWithCache } from '../tables/small.js'
import { unusableTablesNote } from './tables.js'

export const usage = `Usage: awale-kit check [--lang fr|en] [PATH...]

Checks exercise files: the format, the position, the moves, and every claim of "expect",
which the rules engine computes again. PATH is a .yaml file or a folder (every .yaml in it
whose name does not start with _); the default is the exercises/ folder of the current folder,
or the bank that ships with awale-kit when there is none.

Each problem is one line:  file:line:column CODE message
In French:                 file:line:column message [CODE]

Options:
  --lang LANG  the language of the messages: fr or en (default: French when the locale,
               LC_ALL, LC_MESSAGES or LANG, starts with fr; English otherwise)
  -h, --help   show this help

Exit codes: 0 every exercise passed, 1 a claim is wrong (the engine disagrees with the file),
2 a file cannot be used (bad YAML, unknown field, impossible position, illegal move, …).`

export async function run(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseVerbArgs('check', args, { lang: { type: 'string' } }, usage)
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
  const { exercises, problems, files, interrupted } = await loadExercises(paths, { cwd: io.cwd, endgame, ...(io.signal ? { signal: io.signal } : {}) })
  if (interrupted) {
    io.stderr.write('awale-kit check: interrupted\n')
    return EXIT.INTERRUPTED
  }
  for (const problem of problems) io.stdout.write(formatProblemIn(problem, lang) + '\n')
  const failedFiles = new Set(problems.map((problem) => problem.file))
  const checked = files.length
  const failed = files.filter((file) => failedFiles.has(file)).length
  const otherFiles = [...failedFiles].filter((file) => !files.includes(file)).length
  const seconds = (performance.now() - started) / 1000
  io.stdout.write(
    (lang === 'fr'
      ? `${counted(checked, 'fr', { one: 'exercice vérifié', other: 'exercices vérifiés' })} : ${counted(exercises.length, 'fr', { one: 'réussi', other: 'réussis' })}, ${counted(failed, 'fr', { one: 'en échec', other: 'en échec' })}` +
        (otherFiles > 0 ? ` ; ${counted(otherFiles, 'fr', { one: 'autre fichier', other: 'autres fichiers' })} avec des problèmes` : '')
      : `${checked} exercise${checked === 1 ? '' : 's'} checked: ${exercises.length} passed, ${failed} failed` +
        (otherFiles > 0 ? `; ${otherFiles} other file${otherFiles === 1 ? '' : 's'} with problems` : '')) + '\n',
  )
  if (io.stderrIsTTY) io.stderr.write(`(${seconds.toFixed(2)} s)\n`)
  return exitForProblems(problems)
}
