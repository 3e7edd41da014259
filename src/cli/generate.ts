import { existsSync } from 'node:fs'
import { refusedTargets, writeFiles } from './write.js'
import { BANK_FILE, formatProblemIn, messageLang, readFolderBank } from '../exercise/index.js'
import { join, relative, resolve } from 'node:path'
import { GAME_THEMES, GENERATED_THEMES, REALISTIC_THEMES, exerciseId, generateExercises } from '../generate/index.js'
import type { GeneratedTheme, Level } from '../generate/index.js'
import { choice, integer, parseVerbArgs } from './args.js'
import type { CliIO } from './io.js'
import { problemTotal } from '../engine/index.js'
import { EXIT, UsageError } from './io.js'
import { VARIANT_HELP, parseVariantOptions } from './variant.js'
import { kitStrings } from '../pdf/strings.js'
import type { Variant } from '../engine/index.js'
import type { GamePosition } from '../game/index.js'
import { MISTAKE_IDS } from '../mistakes/index.js'

/** Themes whose positions the generator draws from a pool: recorded games can give them. */

/** Problems of the games listed, at most: the rest are counted (a folder of broken files is not a wall of text). */
const MAX_LISTED_GAME_PROBLEMS = 50

/**
 * The most games the generator reads: with a hundred moves a game, as many positions as its pool
 * keeps (MAX_POOL_POSITIONS, 200,000), and read in a few seconds. A larger folder is sampled evenly
 * (evenSample) and the run says so: reading every one of ten thousand games took 14 s of CPU for a
 * pool that could not hold their positions anyway.
 */
export const MAX_GAMES_READ = 2_000

/**
 * The positions of the recorded games, read one file at a time (a file's game is dropped once its
 * positions are in the pool, so ten thousand games never sit in memory together), or an exit code
 * after printing their problems (file:line:col CODE message) or saying Ctrl-C stopped the reading.
 */
async function gamePool(paths: readonly string[], variant: Variant, lang: 'fr' | 'en' | 'both', io: CliIO): Promise<GamePosition[] | number> {
  const { listGames, evenSample, readGameFiles, formatGameProblem, PositionPool } = await import('../game/index.js')
  const pool = new PositionPool()
  let listed = 0
  let problems = 0
  const listing = await listGames(paths, io.cwd)
  const files = evenSample(listing.files, MAX_GAMES_READ)
  if (files.length < listing.files.length) io.stderr.write(sampleNote(files.length, listing.files.length, lang) + '\n')
  const reads = async function* () {
    if (listing.problems.length > 0) yield { game: null, problems: listing.problems }
    yield* readGameFiles(files, io.cwd, variant, io.signal)
  }
  for await (const read of reads()) {
    for (const problem of read.problems) {
      if (listed < MAX_LISTED_GAME_PROBLEMS) io.stderr.write(formatGameProblem(problem) + '\n')
      listed++
    }
    problems += problemTotal(read.problems)
    if (read.game && problems === 0) pool.add(read.game)
  }
  if (io.signal?.aborted) {
    io.stderr.write('awale-kit generate: interrupted while reading the games; nothing written\n')
    return EXIT.INTERRUPTED
  }
  if (problems > 0) {
    if (listed > MAX_LISTED_GAME_PROBLEMS) io.stderr.write(`… and ${listed - MAX_LISTED_GAME_PROBLEMS} more problem lines\n`)
    io.stderr.write(`awale-kit generate: ${problems} problem${problems === 1 ? '' : 's'} in the games; nothing written ("awale-kit game FILE" shows a game)\n`)
    return EXIT.BAD_INPUT
  }
  if (pool.positions.length === 0) {
    io.stderr.write('awale-kit generate: the games hold no position with a move to play; nothing written\n')
    return EXIT.BAD_INPUT
  }
  return [...pool.positions]
}

/**
 * Attempts per exercise over a finite pool: enough to see nearly every position (a pool of P positions
 * drawn at random is all seen after about P ln P draws), at least 2,000, at most the generator's 20,000.
 */
const attemptsFor = (positions: number): number => Math.min(20_000, Math.max(2_000, Math.ceil(1.5 * positions * Math.log(positions + 1))))

export const usage = `Usage: awale-kit generate --theme THEME [--level 1|2|3] [--count N] [--seed S] [--out DIR] [--force]
                          [--realistic | --from-games DIR_OR_FILE... | --endgame] [--lang fr|en|both]
                          [--variant NAME=VALUE]...

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
  --out DIR       where to write (default out/generated). An exercise file already there under
                  one of the names is kept, and nothing is written (it may have been edited since);
                  a file there that is not an exercise is never replaced.
                  The folder's _bank.yaml rules apply: each file is checked under them, and says
                  the rules of --variant that differ
  --realistic     take positions from games played by the computer's hard level instead of
                  made-up boards (themes: ${REALISTIC_THEMES.join(', ')})
  --from-games P  take positions from recorded games: a folder of .ogn files or a file (repeatable),
                  e.g. the class's own games; each exercise says which game and move it comes from;
                  of a folder of more than ${MAX_GAMES_READ.toLocaleString('en')} games, that many are read, evenly spread
                  (themes: ${GAME_THEMES.join(', ')})
  --endgame       with --theme best-move --level 3: endgames of 6 to 10 seeds, the best move and
                  its value to the end of the game, proved by the endgame tables and by the search
  --reveals M     every exercise reveals the child's mistake M (repeatable): the mistake gives
                  another answer in a place the pupil fills in (start-counted, start-not-skipped,
                  into-store, own-row, passing-holes, last-only, chain-skips, before-adding,
                  grand-slam-taken, not-feeding; see "awale-kit check --json")
  --force         replace the exercise files of the same names (e.g. an earlier run's)
  --lang L        language of the list printed while writing: fr, en or both (default both);
                  the files always hold both languages
${VARIANT_HELP}
  -h, --help      show this help

Exit codes: 0 all written, 1 fewer exercises than asked could be found, 2 bad input,
130 interrupted (the exercises made so far are written, each complete).`

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
      'from-games': { type: 'string', multiple: true },
      lang: { type: 'string' },
      variant: { type: 'string', multiple: true },
      force: { type: 'boolean' },
      reveals: { type: 'string', multiple: true },
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
  if (realistic && !REALISTIC_THEMES.includes(theme)) throw new UsageError(`--realistic works with ${REALISTIC_THEMES.join(', ')}; ${theme} exercises need made-up boards (leave out --realistic)`)
  const endgame = values.endgame === true
  if (endgame && (theme !== 'best-move' || level !== 3 || realistic))
    throw new UsageError('--endgame makes level-3 best-move exercises on made-up boards: use it with --theme best-move --level 3, without --realistic')
  const variant = parseVariantOptions(values.variant as string[] | undefined)
  if (endgame && variant.endless !== 'repetition')
    throw new UsageError(`--endgame needs the repetition rule; with --variant endless=${variant.endless} the value to the end depends on the moves played`)
  const gamePaths = values['from-games'] as string[] | undefined
  if (gamePaths && endgame) throw new UsageError('--endgame makes up its boards: leave out --from-games')
  if (gamePaths && realistic) throw new UsageError('choose --realistic (games the computer plays) or --from-games (recorded games), not both')
  if (gamePaths && (values.variant as string[] | undefined)?.length) throw new UsageError('--from-games takes games played under the Abapa rules (the only rules of OGN records); leave out --variant')
  if (gamePaths && !GAME_THEMES.includes(theme)) throw new UsageError(`--from-games works with ${GAME_THEMES.join(', ')}; ${theme} exercises need made-up boards (leave out --from-games)`)
  if (theme === 'repetition' && variant.endless !== 'repetition')
    throw new UsageError(`--theme repetition needs the repetition rule; with --variant endless=${variant.endless} a game never ends by repetition`)
  // --reveals: mistakes by their ids, each checked (choice says which ids there are, and the nearest).
  const revealed = [...new Set(((values.reveals as string[] | undefined) ?? []).map((value) => choice('--reveals', value, MISTAKE_IDS, 'start-counted')))]
  const outDir = resolve(io.cwd, (values.out as string | undefined) ?? 'out/generated')
  // The names the run will write are known before it starts: each is checked against the output
  // policy now (an exercise there is kept unless --force), so a refused folder costs nothing.
  const policy = { kind: 'exercise', force: values.force === true, inputs: [join(outDir, BANK_FILE), ...(gamePaths ?? []).map((path) => resolve(io.cwd, path))] } as const
  const names = Array.from({ length: count }, (_, i) => join(outDir, `${exerciseId(theme, level, seed, i + 1, realistic, gamePaths !== undefined, endgame)}.yaml`))
  const refusal = await refusedTargets('generate', names, policy, io)
  if (refusal !== null) return refusal
  const games = gamePaths ? await gamePool(gamePaths, variant, lang, io) : undefined
  if (typeof games === 'number') return games
  // The folder's rules (_bank.yaml), read like `check` reads them: the files are checked under them.
  const bank = await readFolderBank(outDir, relative(io.cwd, outDir) || '.')
  if (!bank.ok) {
    for (const problem of bank.error) io.stderr.write(formatProblemIn(problem, messageLang(io.env, lang === 'both' ? null : lang)) + '\n')
    io.stderr.write(`awale-kit generate: the folder's ${BANK_FILE} has problems (above); nothing written\n`)
    return EXIT.BAD_INPUT
  }
  const schemaFile = resolve(io.cwd, 'templates/exercise.schema.json')
  const schemaPath = existsSync(schemaFile) ? relative(outDir, schemaFile).split('\\').join('/') : undefined

  const shownDir = relative(io.cwd, outDir) || '.'
  const say = summaryWords(lang, theme, level, count)
  let progressShown = false
  // The files are kept until the run ends, then written as one set (src/output/files.ts): an
  // interruption never leaves a half-written or temporary file.
  const made: { path: string; bytes: string }[] = []
  const summary = await generateExercises(
    {
      theme,
      level,
      count,
      seed,
      variant,
      realistic,
      endgame,
      schemaPath,
      signal: io.signal,
      ...(revealed.length > 0 ? { reveals: revealed } : {}),
      ...(bank.value ? { bankVariant: bank.value } : {}),
      ...(games ? { games, attemptsPerExercise: attemptsFor(games.length) } : {}),
    },
    async (exercise) => {
      made.push({ path: join(outDir, exercise.fileName), bytes: exercise.text })
      if (progressShown) io.stderr.write('\r\x1b[K')
      progressShown = false
      const question = lang === 'en' ? exercise.draft.question.en : lang === 'fr' ? exercise.draft.question.fr : `${exercise.draft.question.fr}\n    ${exercise.draft.question.en}`
      io.stdout.write(`${join(shownDir, exercise.fileName)}\n    ${question}\n`)
    },
    (made, attempts) => {
      if (!io.stderrIsTTY) return
      io.stderr.write(`\r\x1b[K${say.progress(made, attempts)}`)
      progressShown = true
    },
  )
  if (progressShown) io.stderr.write('\r\x1b[K')
  // What was made is written, interrupted or not (each file whole); a second Ctrl-C ends at once, writing nothing.
  if (made.length > 0) {
    // Written even after Ctrl-C (the signal is not passed on): what was made is kept, each file whole.
    const written = await writeFiles('generate', made, policy, io, false)
    if (written !== EXIT.OK) return written
  }
  for (const problem of summary.refused.slice(0, 5)) io.stderr.write(`awale-kit generate: internal check refused a draft (dropped, not written): ${problem.code} ${problem.message}\n`)
  if (summary.stop === 'interrupted') {
    io.stderr.write(say.interrupted(summary.made, shownDir) + '\n')
    return EXIT.INTERRUPTED
  }
  if (summary.stop === 'exhausted') {
    io.stderr.write((games ? say.exhaustedGames(summary.made, summary.attempts, games.length) : say.exhausted(summary.made, summary.attempts)) + '\n')
    return EXIT.FAILED
  }
  io.stderr.write(say.wrote(summary.made, shownDir, summary.attempts) + '\n')
  return EXIT.OK
}

/** Said before reading a sampled folder, in the list's language (French with --lang fr, as summaryWords; spaced by hand like them: typeset would join the command's hyphen). */
function sampleNote(read: number, total: number, lang: 'fr' | 'en' | 'both'): string {
  const number = new Intl.NumberFormat(lang === 'fr' ? 'fr' : 'en').format
  return lang === 'fr'
    ? `awale-kit generate\u202f: ${number(total)} parties\u202f; seules ${number(read)} sont lues, prises régulièrement dans la liste (assez de positions pour le générateur)`
    : `awale-kit generate: ${number(total)} games; reading ${number(read)} of them, evenly spread over the list (enough positions for the generator)`
}

/**
 * The summary in the list's language: French with --lang fr, English otherwise (en, both). English
 * says "wrote …" like build and render.
 */
function summaryWords(lang: 'fr' | 'en' | 'both', theme: GeneratedTheme, level: Level, count: number) {
  if (lang === 'fr') {
    // The theme as the kit names it (« tout prendre (le grand chelem) »), French spacing included.
    const label = kitStrings('fr').typeset(`« ${kitStrings('fr').raw(`themes.${theme}`) as string} »`)
    const s = (n: number, word: string) => `${n} ${word}${n > 1 ? 's' : ''}`
    const tried = (attempts: number) => `${attempts} position${attempts > 1 ? 's' : ''} essayée${attempts > 1 ? 's' : ''}`
    return {
      progress: (made: number, attempts: number) => `${made}/${count} exercices, ${tried(attempts)}`,
      interrupted: (made: number, dir: string) =>
        `awale-kit generate\u202f: interrompu\u202f; ${made} exercice${made > 1 ? 's' : ''} sur ${count} écrit${made > 1 ? 's' : ''} dans ${dir}, chacun complet`,
      exhausted: (made: number, attempts: number) =>
        `awale-kit generate\u202f: seulement ${s(made, 'exercice')} ${label} de niveau ${level} sur ${count} trouvé${made > 1 ? 's' : ''} (${tried(attempts)})\u202f; essayez une autre --seed, un autre niveau ou un --count plus petit`,
      exhaustedGames: (made: number, attempts: number, positions: number) =>
        `awale-kit generate\u202f: seulement ${s(made, 'exercice')} ${label} de niveau ${level} sur ${count} trouvé${made > 1 ? 's' : ''} dans les ${positions} positions des parties (${tried(attempts)})\u202f; ajoutez des parties, ou essayez un autre niveau ou un --count plus petit`,
      wrote: (made: number, dir: string, attempts: number) =>
        `${s(made, 'exercice')} ${label} de niveau ${level} écrit${made > 1 ? 's' : ''} dans ${dir} (${tried(attempts)}), chaque réponse vérifiée par le moteur`,
    }
  }
  const exercises = (n: number) => `${n} ${theme} exercise${n === 1 ? '' : 's'}`
  const tried = (attempts: number) => `${attempts} position${attempts === 1 ? '' : 's'} tried`
  return {
    progress: (made: number, attempts: number) => `${made}/${count} exercises, ${tried(attempts)}`,
    interrupted: (made: number, dir: string) => `awale-kit generate: interrupted; wrote ${made} of ${count} exercises to ${dir}, each complete`,
    exhausted: (made: number, attempts: number) =>
      `awale-kit generate: only ${made} of ${count} ${theme} exercises of level ${level} could be found (${tried(attempts)}); try another --seed, level or fewer --count`,
    exhaustedGames: (made: number, attempts: number, positions: number) =>
      `awale-kit generate: only ${made} of ${count} ${theme} exercises of level ${level} could be found in the ${positions} positions of the games (${tried(attempts)}); add games, or try another level or fewer --count`,
    wrote: (made: number, dir: string, attempts: number) => `wrote ${exercises(made)} of level ${level} to ${dir} (${tried(attempts)}), every claim checked by the engine`,
  }
}
