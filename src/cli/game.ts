import { resolve } from 'node:path'
import { integer, parseVerbArgs } from './args.js'
import { tablesFor } from '../tables/cache.js'
import { unusableTablesNote } from './tables.js'
import type { CliIO } from './io.js'
import { problemTotal } from '../engine/index.js'
import { refusedTargets } from './write.js'
import { EXIT, UsageError, exitForProblems } from './io.js'
import { COLOUR_OPTIONS, defaultKitFile, inkOption, interrupted, languageAndPaper, readKitDefinition, writeOutputs } from './build.js'
import type { GameSheet } from '../pdf/game-sheet.js'
import type { GameSectionSettings } from '../pdf/game-settings.js'
import type { GameProblem, LoadedGame } from '../game/index.js'
import { gameFileName } from '../kit/documents.js'

export const usage = `Usage: awale-kit game FILE.ogn [--lang fr|en] [--paper a4|letter|a3] [--out FILE.pdf]
                      [--every N] [--analyse] [--json] [--colour]

Replays a game record (OGN, the format of the Aualé program) with the rules engine and prints a
game sheet: the players, event, date and result; the moves as a table (move number, each side's
move, the seeds taken, the stores after) with the record's comments in place; board diagrams where
a comment asks for one ({diagram}), every N moves and at the end; and how the game ended. Every
move is checked: an illegal move, or a +N that disagrees with the engine, is reported at its line
and column.

Options:
  --lang LANG    fr (default) or en
  --paper NAME   a4 (default), letter or a3
  --out FILE     where to write the PDF (default out/awale-game-NAME-LANG-PAPER.pdf)
  --every N      a diagram every N moves (default 10; 0: only where a comment asks, and at the end)
  --analyse      the engine's comments: the expert level searches each position 11 moves ahead,
                 estimating what it cannot see to the end; a move that costs about 2 or 3 seeds
                 against the best one is marked ?, 4 or more ??, with the better move and both
                 values; and a summary per player. In an endgame the built endgame tables cover
                 ("awale-kit tables build"), to the end of the game instead. The whole game gets
                 6 million positions searched (about 3 s; a game of more than 300 moves less,
                 to keep its long sheet within seconds): a long game is searched less deep
                 where needed, and the sheet says where
  --colour       the diagrams' colours, for a colour printer (default: black ink only)
  --json         print the replayed game as JSON instead of a PDF:
                 {"tags", "start", "moves": [{"move", "side", "captured", "position"}], "result"}
  -h, --help     show this help

The PDF replaces an earlier PDF, never the record, another kind of file or a read-only one.
Exit codes: 0 written, 1 the engine contradicts the record (a +N, the result), 2 bad input (a file
that cannot be read, an illegal move; nothing written), 130 interrupted (nothing written).`

/** Reads one record, or prints its problems and gives the exit code. Notes (not problems) go to stderr too. */
export async function readGameArgument(file: string, io: CliIO, verb: string): Promise<LoadedGame | number> {
  const { isFolder, readGameFile, formatGameProblem } = await import('../game/index.js')
  // Said before anything is read (a folder of ten thousand games was read whole first).
  if (await isFolder(file, io.cwd)) throw new UsageError(`awale-kit ${verb}: ${file} is a folder: give one game file (.ogn) ("awale-kit generate --from-games FOLDER" takes a folder)`)
  const { game, problems } = await readGameFile(file, io.cwd)
  if (game === null || problems.length > 0) {
    for (const problem of problems) io.stderr.write(formatGameProblem(problem) + '\n')
    io.stderr.write(`awale-kit ${verb}: ${problemTotal(problems)} problem${problemTotal(problems) === 1 ? '' : 's'} in ${file}; nothing written\n`)
    return exitForProblems(problems)
  }
  for (const note of game.notes) io.stderr.write(formatNote(note) + '\n')
  return game
}

const formatNote = (note: GameProblem): string => `${note.file}:${note.line}:${note.column} note: ${note.message}`

export async function run(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseVerbArgs(
    'game',
    args,
    {
      lang: { type: 'string' },
      paper: { type: 'string' },
      out: { type: 'string' },
      every: { type: 'string' },
      analyse: { type: 'boolean' },
      analyze: { type: 'boolean' },
      json: { type: 'boolean' },
      ...COLOUR_OPTIONS,
    },
    usage,
  )
  if (values.help) {
    io.stdout.write(usage + '\n')
    return EXIT.OK
  }
  if (positionals.length !== 1) throw new UsageError(`awale-kit game: give one game file (.ogn)\n\n${usage}`)
  const analyse = values.analyse === true || values.analyze === true
  if (values.json) {
    const pdfOnly = [
      ...(['lang', 'paper', 'out', 'every'] as const).filter((name) => values[name] !== undefined),
      ...(analyse ? ['analyse'] : []),
      ...(inkOption(values) === 'colour' ? ['colour'] : []),
    ]
    if (pdfOnly.length > 0) throw new UsageError(`awale-kit game: --json prints the game as data; --${pdfOnly[0]} is for the PDF`)
  }
  const { lang, paper } = languageAndPaper(values)
  const every = integer('--every', values.every as string | undefined, 0, 1000, 10)
  const file = positionals[0]!
  const out = resolve(io.cwd, (values.out as string | undefined) ?? `out/${gameFileName(file, lang, paper, inkOption(values))}`)
  const inputs = [resolve(io.cwd, file), defaultKitFile()]
  // The PDF's path is checked before the game is read and analysed: a refused --out costs nothing.
  if (!values.json) {
    const refusal = await refusedTargets('game', [out], { kind: 'pdf', inputs }, io)
    if (refusal !== null) return refusal
  }
  const loaded = await readGameArgument(file, io, 'game')
  if (typeof loaded === 'number') return loaded

  if (values.json) {
    const { gameJson } = await import('../game/index.js')
    io.stdout.write(JSON.stringify(gameJson(loaded.game)) + '\n')
    return EXIT.OK
  }
  const sheet = await gameSheet(loaded, every, analyse, io, true)
  if (sheet === null) return interrupted(io)!
  const definition = await readKitDefinition(defaultKitFile(), io)
  if (!definition) return EXIT.BAD_INPUT
  const { buildKitPdf } = await import('../pdf/kit.js')
  const { buildDate } = await import('../pdf/document.js')
  const { gameLabel } = await import('../game/index.js')
  const { gameDocument } = await import('../kit/documents.js')
  const document = gameDocument(definition, sheet, gameLabel(loaded.game.record, file), lang, paper, buildDate(io.env), inkOption(values))
  const bytes = await buildKitPdf(document.input, document.sections)
  return interrupted(io) ?? writeOutputs([{ path: out, bytes }], io, inputs, 'game')
}

/** A loaded game ready to print: analysed when asked (null when Ctrl-C stopped the analysis). */
export async function gameSheet(loaded: LoadedGame, every: number, analyse: boolean, io: CliIO, useTables = false): Promise<GameSheet | null> {
  let analysis = null
  if (analyse) {
    const { analyseGame } = await import('../game/index.js')
    // `game --analyse` judges the endgame with the built tables when there are some; a kit's game
    // section does not (its pages must not depend on what this computer's cache holds).
    const found = useTables ? await tablesFor(loaded.game.variant, io.env) : null
    const note = unusableTablesNote(found)
    if (note !== null) io.stderr.write(`awale-kit game: ${note}\n`)
    const tables = found?.status === 'ok' ? found.tables : null
    analysis = analyseGame(loaded.game, { ...(io.signal ? { signal: io.signal } : {}), tables })
    if (analysis === null) return null
  }
  return { file: loaded.file, game: loaded.game, analysis, every }
}

/**
 * The games of a kit definition's `game` section, read, replayed and analysed as it asks; an exit
 * code after printing the problems (nothing is built when a game is wrong).
 */
export async function kitGames(settings: GameSectionSettings | null, io: CliIO): Promise<GameSheet[] | number> {
  if (settings === null) return []
  const { loadGames, formatGameProblem } = await import('../game/index.js')
  const { games, problems } = await loadGames(settings.files, io.cwd)
  if (problems.length > 0) {
    for (const problem of problems) io.stderr.write(formatGameProblem(problem) + '\n')
    io.stderr.write(`awale-kit build: ${problemTotal(problems)} problem${problemTotal(problems) === 1 ? '' : 's'} in the games of the kit's game section; nothing written\n`)
    return exitForProblems(problems)
  }
  const sheets: GameSheet[] = []
  for (const game of games) {
    for (const note of game.notes) io.stderr.write(formatNote(note) + '\n')
    const sheet = await gameSheet(game, settings.every, settings.analyse, io)
    if (sheet === null) return interrupted(io)!
    sheets.push(sheet)
  }
  return sheets
}
