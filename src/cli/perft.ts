import { perft } from '../engine/index.js'
import { integer, parseVerbArgs, positionArgument } from './args.js'
import type { CliIO } from './io.js'
import { EXIT, UsageError } from './io.js'
import { VARIANT_HELP, parseVariantOptions } from './variant.js'

export const usage = `Usage: awale-kit perft DEPTH [POSITION] [--variant NAME=VALUE]...

Counts the positions reached after exactly DEPTH moves (a check of move generation), with the
time taken and the positions per second. POSITION defaults to the initial position.

${VARIANT_HELP}
  -h, --help show this help

Exit codes: 0 counted, 2 bad input (a DEPTH that is not a whole number from 0 to the limit, a bad
POSITION or variant).`

export async function run(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseVerbArgs('perft', args, { variant: { type: 'string', multiple: true } }, usage)
  if (values.help) {
    io.stdout.write(usage + '\n')
    return EXIT.OK
  }
  if (positionals.length === 0 || positionals.length > 2) throw new UsageError(`awale-kit perft: give a DEPTH and optionally a POSITION\n\n${usage}`)
  const depth = integer('DEPTH', positionals[0], 0, 30, 0)
  const variant = parseVariantOptions(values.variant as string[] | undefined)
  const position = positionArgument('perft', 'POSITION', positionals[1] ?? 'start', variant)
  const started = performance.now()
  const nodes = perft(position, depth)
  const seconds = (performance.now() - started) / 1000
  const rate = seconds > 0 ? Math.round(nodes / seconds) : 0
  io.stdout.write(`perft(${depth}) = ${nodes}\ntime ${seconds.toFixed(3)} s, ${rate.toLocaleString('en-US')} positions per second\n`)
  return EXIT.OK
}
