import type { BoardSize } from '../pdf/board-layout.js'
import { BOARD_SIZES, boardLayout } from '../pdf/board-layout.js'
import { InterruptedError } from '../output/interrupt.js'
import { outputPath } from '../output/targets.js'
import { sourceDateProblem } from '../pdf/document.js'
import type { Paper } from '../pdf/paper.js'
import { choice, parseVerbArgs } from './args.js'
import type { CliIO } from './io.js'
import { EXIT, UsageError } from './io.js'
import { COLOUR_OPTIONS, defaultKitFile, inkOption, interrupted, languageAndPaper, readKitDefinition, writeOutputs } from './build.js'
import { boardFileName } from '../kit/documents.js'

const holes = (paper: Paper, size: BoardSize = 'standard'): number => boardLayout(paper, size).holeDiameterMm

export const usage = `Usage: awale-kit board [--paper a4|letter|a3] [--size standard|large] [--lang fr|en] [--out FILE] [--colour]

Writes the real-size paper board alone, ready to print at 100 % ("actual size"): one landscape
sheet with holes of ${holes('a4')} mm on A4, ${holes('letter')} mm on Letter and ${holes('a3')} mm on A3; letters, both stores,
the sowing track with its arrows, who sits where, printing advice and a 10 cm bar to check the
print size.

Options:
  --paper NAME   a4 (default), letter or a3
  --size SIZE    standard (default: one sheet) or large: holes of ${holes('a4', 'large')} mm on A4 and ${holes('letter', 'large')} mm on
                 Letter, on two sheets to cut and glue (A3 is one sheet of ${holes('a3', 'large')} mm either way)
  --lang LANG    fr (default) or en
  --out FILE     where to write the PDF (default out/awale-board-LANG-PAPER.pdf,
                 out/awale-board-LANG-PAPER-large.pdf with --size large); a folder
                 (an existing one, or a path ending in /) gets the default name inside it
  --colour       light grey store bands and track, for a colour printer (default: black ink only)
  -h, --help     show this help

Exit codes: 0 written, 2 bad input (nothing written), 130 interrupted (nothing written).`

export async function run(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseVerbArgs('board', args, { paper: { type: 'string' }, size: { type: 'string' }, lang: { type: 'string' }, out: { type: 'string' }, ...COLOUR_OPTIONS }, usage)
  if (values.help) {
    io.stdout.write(usage + '\n')
    return EXIT.OK
  }
  if (positionals.length > 0) throw new UsageError(`awale-kit board: unexpected argument ${JSON.stringify(positionals[0])}\n\n${usage}`)
  const { lang, paper } = languageAndPaper(values)
  const size = choice('--size', values.size as string | undefined, BOARD_SIZES, 'standard')
  const dateProblem = sourceDateProblem(io.env)
  if (dateProblem) throw new UsageError(`awale-kit: ${dateProblem}`)
  const out = await outputPath(io.cwd, values.out as string | undefined, `out/${boardFileName(lang, paper, size, inkOption(values))}`)
  const definition = await readKitDefinition(defaultKitFile(), io)
  if (!definition) return EXIT.BAD_INPUT
  const { buildKitPdf } = await import('../pdf/kit.js')
  const { buildDate } = await import('../pdf/document.js')
  const { boardDocument } = await import('../kit/documents.js')
  const document = boardDocument(definition, lang, paper, size, buildDate(io.env), inkOption(values))
  const bytes = await buildKitPdf({ ...document.input, ...(io.signal ? { signal: io.signal } : {}) }, document.sections).catch((error: unknown) => {
    if (error instanceof InterruptedError) return null
    throw error
  })
  if (bytes === null) return interrupted(io)!
  return interrupted(io) ?? writeOutputs([{ path: out, bytes }], io, [defaultKitFile()], 'board')
}
