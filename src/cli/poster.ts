import { resolve } from 'node:path'
import { choice, parseVerbArgs } from './args.js'
import type { CliIO } from './io.js'
import { EXIT, UsageError } from './io.js'
import { COLOUR_OPTIONS, defaultKitFile, inkOption, interrupted, readKitDefinition, writeOutputs } from './build.js'
import { LANGS } from '../pdf/strings.js'
import { posterFileName } from '../kit/documents.js'

/** A poster is for a wall: A3 first, A4 when the school has no A3 printer. */
const POSTER_PAPERS = ['a3', 'a4'] as const

export const usage = `Usage: awale-kit poster [--lang fr|en] [--paper a3|a4] [--out FILE] [--colour]

Writes the rules poster for the class wall: one portrait page with a big title and the rules in a
few words, each with a big diagram played by the rules engine. On A3 its words are 18 pt, to be
read from a few metres; A4 works too, smaller. Print at 100 % ("actual size").

Options:
  --lang LANG    fr (default) or en
  --paper NAME   a3 (default) or a4
  --out FILE     where to write the PDF (default out/awale-poster-LANG-PAPER.pdf)
  --colour       the diagrams' colours, for a colour printer (default: black ink only)
  -h, --help     show this help

Exit codes: 0 written, 2 bad input (nothing written), 130 interrupted (nothing written).`

export async function run(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseVerbArgs('poster', args, { lang: { type: 'string' }, paper: { type: 'string' }, out: { type: 'string' }, ...COLOUR_OPTIONS }, usage)
  if (values.help) {
    io.stdout.write(usage + '\n')
    return EXIT.OK
  }
  if (positionals.length > 0) throw new UsageError(`awale-kit poster: unexpected argument ${JSON.stringify(positionals[0])}\n\n${usage}`)
  const lang = choice('--lang', values.lang as string | undefined, LANGS, 'fr')
  const paper = choice('--paper', values.paper as string | undefined, POSTER_PAPERS, 'a3')
  const out = resolve(io.cwd, (values.out as string | undefined) ?? `out/${posterFileName(lang, paper, inkOption(values))}`)
  const definition = await readKitDefinition(defaultKitFile(), io)
  if (!definition) return EXIT.BAD_INPUT
  const { buildKitPdf } = await import('../pdf/kit.js')
  const { buildDate } = await import('../pdf/document.js')
  const { posterDocument } = await import('../kit/documents.js')
  const document = posterDocument(definition, lang, paper, buildDate(io.env), inkOption(values))
  const bytes = await buildKitPdf(document.input, document.sections)
  return interrupted(io) ?? writeOutputs([{ path: out, bytes }], io, [defaultKitFile()], 'poster')
}
