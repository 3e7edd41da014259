import { existsSync } from 'node:fs'
import { makeFolder, writeFilesAtomically } from '../output/files.js'
import { join, relative, resolve } from 'node:path'
import { GENERATED_THEMES, REALISTIC_THEMES, generateExercises } from '../generate/index.js'
import type { GeneratedTheme, Level } from '../generate/index.js'
import { choice, integer, parseVerbArgs } from './args.js'
import type { CliIO } from './io.js'
import { EXIT, UsageError } from './io.js'
import { VARIANT_HELP, parseVariantOptions } from './variant.js'

export const usage = `Usage: awale-kit generate --theme THEME [--level 1|2|3] [--count N] [--seed S] [--out DIR]
                          [--realistic | --endgame] [--lang fr|en|both] [--variant NAME=VALUE]...

Writes N new exercise files, one per exercise, in the bank's format. The engine computes every
answer (expect) and writes the explanation in French and English; each file is then checked like
"awale-kit check" does before it is written. Build a kit from them with --exercises DIR.

Options:
  --theme THEME   what the exercises teach:
                  ${GENERATED_THEMES.slice(0, 8).join(', ')},
                  ${GENERATED_THEMES.slice(8).join(', ')}
  --level L       1 first steps, 2 confirmed, 3 club players (default 1): more seeds and holes,
                  longer chains, laps, deeper searches and tempting wrong moves as it rises
  --count N       how many exercises (default 10, at most 500)
  --seed S        any word or number (default 1): the same seed gives the same files
  --out DIR       where to write (default out/generated); existing files of the same name are replaced
  --realistic     take positions from games played by the computer's hard level instead of
                  made-up boards (themes: ${REALISTIC_THEMES.join(', ')})
  --endgame       with --theme best-move --level 3: endgames of 6 to 10 seeds, the best move and
                  its value to the end of the game, proved by the endgame tables and by the search
  --lang L        language of the list printed while writing: fr, en or both (default both);
                  the files always hold both languages
${VARIANT_HELP}
  -h, --help      show this help

Exit codes: 0 all written, 1 fewer exercises than asked could be found, 2 bad input,
130 interrupted (the files already written are complete).`

export async function run(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseVerbArgs(
    'generate',
    args,
    {
      theme: { type: 'string' },
      level: { type: 'string' },
      count: { type: 'string' },
      seed: { type: 'string' },
      out: { type: 'string' },
      realistic: { type: 'boolean' },
      endgame: { type: 'boolean' },
      lang: { type: 'string' },
      variant: { type: 'string', multiple: true },
    },
    usage,
  )
  if (values.help) {
    io.stdout.write(usage + '\n')
    return EXIT.OK
  }
  if (positionals.length > 0) throw new UsageError(`awale-kit generate: unexpected argument ${JSON.stringify(positionals[0])}\n\n${usage}`)
  if (values.theme === undefined) throw new UsageError(`awale-kit generate: give a --theme (${GENERATED_THEMES.join(', ')})\n\n${usage}`)
  const theme = choice('--theme', values.theme as string, GENERATED_THEMES, 'chain') as GeneratedTheme
  const level = integer('--level', values.level as string | undefined, 1, 3, 1) as Level
  const count = integer('--count', values.count as string | undefined, 1, 500, 10)
  const seed = (values.seed as string | undefined) ?? '1'
  if (seed.trim() === '' || seed.length > 100) throw new UsageError('--seed must be a word or number of 1 to 100 characters')
  const lang = choice('--lang', values.lang as string | undefined, ['fr', 'en', 'both'] as const, 'both')
  const realistic = values.realistic === true
  if (realistic && !REALISTIC_THEMES.includes(theme))
    throw new UsageError(`--realistic works with ${REALISTIC_THEMES.join(', ')}; ${theme} exercises need made-up boards (leave out --realistic)`)
  const endgame = values.endgame === true
  if (endgame && (theme !== 'best-move' || level !== 3 || realistic))
    throw new UsageError('--endgame makes level-3 best-move exercises on made-up boards: use it with --theme best-move --level 3, without --realistic')
  const variant = parseVariantOptions(values.variant as string[] | undefined)
  if (endgame && variant.endless !== 'repetition') throw new UsageError(`--endgame needs the repetition rule; with --variant endless=${variant.endless} the value to the end depends on the moves played`)
  if (theme === 'repetition' && variant.endless !== 'repetition')
    throw new UsageError(`--theme repetition needs the repetition rule; with --variant endless=${variant.endless} a game never ends by repetition`)
  const outDir = resolve(io.cwd, (values.out as string | undefined) ?? 'out/generated')
  try {
    await makeFolder(outDir)
  } catch (error) {
    throw new UsageError(`awale-kit generate: cannot create the folder ${outDir}: ${(error as Error).message}`)
  }
  const schemaFile = resolve(io.cwd, 'templates/exercise.schema.json')
  const schemaPath = existsSync(schemaFile) ? relative(outDir, schemaFile).split('\\').join('/') : undefined

  const shownDir = relative(io.cwd, outDir) || '.'
  let progressShown = false
  const summary = await generateExercises(
    { theme, level, count, seed, variant, realistic, endgame, schemaPath, signal: io.signal },
    async (exercise) => {
      const file = join(outDir, exercise.fileName)
      try {
        await writeFilesAtomically([{ path: file, bytes: exercise.text }])
      } catch (error) {
        throw new UsageError(`awale-kit generate: cannot write ${file}: ${(error as Error).message}`)
      }
      if (progressShown) io.stderr.write('\r\x1b[K')
      progressShown = false
      const question = lang === 'en' ? exercise.draft.question.en : lang === 'fr' ? exercise.draft.question.fr : `${exercise.draft.question.fr}\n    ${exercise.draft.question.en}`
      io.stdout.write(`${join(shownDir, exercise.fileName)}\n    ${question}\n`)
    },
    (made, attempts) => {
      if (!io.stderrIsTTY) return
      io.stderr.write(`\r\x1b[K${made}/${count} exercises, ${attempts} positions tried`)
      progressShown = true
    },
  )
  if (progressShown) io.stderr.write('\r\x1b[K')
  for (const problem of summary.refused.slice(0, 5))
    io.stderr.write(`awale-kit generate: internal check refused a draft (dropped, not written): ${problem.code} ${problem.message}\n`)
  const tried = `${summary.attempts} positions tried`
  if (summary.stop === 'interrupted') {
    io.stderr.write(`awale-kit generate: interrupted; ${summary.made} of ${count} exercises written to ${shownDir}, each complete\n`)
    return EXIT.INTERRUPTED
  }
  if (summary.stop === 'exhausted') {
    io.stderr.write(
      `awale-kit generate: only ${summary.made} of ${count} ${theme} exercises of level ${level} could be found (${tried}); try another --seed, level or fewer --count\n`,
    )
    return EXIT.FAILED
  }
  io.stderr.write(`${summary.made} ${theme} exercise${summary.made === 1 ? '' : 's'} of level ${level} written to ${shownDir} (${tried}), every claim checked by the engine\n`)
  return EXIT.OK
}
