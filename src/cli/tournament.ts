import { basename, resolve } from 'node:path'
import { choice, integer, parseVerbArgs } from './args.js'
import type { CliIO } from './io.js'
import { EXIT, UsageError } from './io.js'
import { COLOUR_OPTIONS, defaultKitFile, inkOption, interrupted, readKitDefinition, writeOutputs } from './build.js'
import { PAPERS } from '../pdf/paper.js'
import { LANGS } from '../pdf/strings.js'
import { MAX_PLAYERS, MIN_PLAYERS, namedRounds, roundRobin } from '../tournament/pairings.js'
import { defaultNames, formatNamesProblem, readNames } from '../tournament/names.js'
import { tournamentFileName } from '../kit/documents.js'

export const usage = `Usage: awale-kit tournament --players N [--names FILE] [--lang fr|en] [--paper a4|letter|a3]
                            [--out FILE] [--json] [--colour]

Prints a round-robin tournament (Berger tables): every pair of players meets once, nobody plays twice
in a round, one player rests each round (a bye) when the number is odd, and each player plays South
and North equally often, to within one game. The PDF holds the rounds with their tables, a results
grid, the standings to fill in, and a ladder with its challenge log for clubs that play all term.

Options:
  --players N    ${MIN_PLAYERS} to ${MAX_PLAYERS} players (may be left out with --names: one player a name)
  --names FILE   the players' names, one a line (UTF-8); default "Joueur 1" … ("Player 1" … in English)
  --lang LANG    fr (default) or en
  --paper NAME   a4 (default), letter or a3
  --out FILE     where to write the PDF (default out/awale-tournament-N-LANG-PAPER.pdf)
  --json         print the rounds as JSON instead of writing a PDF:
                 {"players": [...], "rounds": [[{"south": …, "north": …} | {"bye": …}, …], …]}
  --colour       light grey bands, for a colour printer (default: black ink only)
  -h, --help     show this help

Exit codes: 0 written (or printed), 2 bad input (nothing written), 130 interrupted (nothing written).`

export async function run(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseVerbArgs(
    'tournament',
    args,
    { players: { type: 'string' }, names: { type: 'string' }, lang: { type: 'string' }, paper: { type: 'string' }, out: { type: 'string' }, json: { type: 'boolean' }, ...COLOUR_OPTIONS },
    usage,
  )
  if (values.help) {
    io.stdout.write(usage + '\n')
    return EXIT.OK
  }
  if (positionals.length > 0) throw new UsageError(`awale-kit tournament: unexpected argument ${JSON.stringify(positionals[0])}\n\n${usage}`)
  const lang = choice('--lang', values.lang as string | undefined, LANGS, 'fr')
  const paper = choice('--paper', values.paper as string | undefined, PAPERS, 'a4')
  if (values.players === undefined && values.names === undefined) throw new UsageError(`awale-kit tournament: say how many players (--players N) or give their names (--names FILE)\n\n${usage}`)
  const players = values.players === undefined ? undefined : integer('--players', values.players as string, MIN_PLAYERS, MAX_PLAYERS, MIN_PLAYERS)

  let names: string[]
  if (values.names !== undefined) {
    const file = values.names as string
    const read = await readNames(resolve(io.cwd, file), file)
    if (!read.ok) {
      for (const problem of read.error) io.stderr.write(formatNamesProblem(problem) + '\n')
      io.stderr.write(`awale-kit tournament: ${basename(file)} cannot be used; nothing written\n`)
      return EXIT.BAD_INPUT
    }
    names = read.value
    if (players !== undefined && players !== names.length) {
      io.stderr.write(`awale-kit tournament: --players ${players} but ${file} holds ${names.length} names; give one or the other, or make them agree\n`)
      return EXIT.BAD_INPUT
    }
  } else {
    const { kitStrings } = await import('../pdf/strings.js')
    const strings = kitStrings(lang)
    names = defaultNames(players!, (number) => strings.text('tournament.defaultName', { number }))
  }

  if (values.json) {
    io.stdout.write(JSON.stringify({ players: names, rounds: namedRounds(roundRobin(names.length), names) }) + '\n')
    return EXIT.OK
  }

  const out = resolve(io.cwd, (values.out as string | undefined) ?? `out/${tournamentFileName(names.length, lang, paper, inkOption(values))}`)
  const definition = await readKitDefinition(defaultKitFile(), io)
  if (!definition) return EXIT.BAD_INPUT
  const { buildKitPdf } = await import('../pdf/kit.js')
  const { buildDate } = await import('../pdf/document.js')
  const { tournamentDocument } = await import('../kit/documents.js')
  const document = tournamentDocument(definition, lang, paper, names, values.names !== undefined, buildDate(io.env), inkOption(values))
  const bytes = await buildKitPdf(document.input, document.sections)
  return interrupted(io) ?? writeOutputs([{ path: out, bytes }], io, [defaultKitFile(), ...(values.names !== undefined ? [resolve(io.cwd, values.names as string)] : [])], 'tournament')
}
