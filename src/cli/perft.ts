import { fromSetup, initialSetup, parsePosition, perft } from '../engine/index.js'
import { integer, parseVerbArgs } from './args.js'
import type { CliIO } from './io.js'
import { EXIT, UsageError } from './io.js'
import { VARIANT_HELP, parseVariantOptions } from './variant.js'

export const usage = `Usage: awale-kit perft DEPTH [POSITION] [--variant NAME=VALUE]...

Counts the positions reached after exactly DEPTH moves (a check of move generation), with the
time taken and the positions per second. POSITION defaults to the initial position.

${VARIANT_HELP}
  -h, --help show this help`

export async function run(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseVerbArgs('perft', args, { variant: { type: 'string', multiple: true } }, usage)
  if (values.help) {
    io.stdout.write(usage + '\n')
    return EXIT.OK
  }
  if (positionals.length === 0 || positionals.length > 2) throw new UsageError(`awale-kit perft: give a DEPTH and optionally a POSITION\n\n${usage}`)
  const depth = integer('DEPTH', positionals[0], 0, 30, 0)
  const variant = parseVariantOptions(values.variant as string[] | undefined)
  const setup = positionals[1] === undefined || positionals[1] === 'start' ? { ok: true as const, value: initialSetup(variant) } : parsePosition(positionals[1])
  if (!setup.ok) throw new UsageError(`awale-kit perft: bad POSITION\n  ${setup.error.map((e) => `column ${e.column}: ${e.message}`).join('\n  ')}`)
  const position = fromSetup(setup.value, variant)
  if (!position.ok) throw new UsageError(`awale-kit perft: bad POSITION\n  ${position.error.map((p) => `${p.field}: ${p.message}`).join('\n  ')}`)
  const started = performance.now()
  const nodes = perft(position.value, depth)
  const seconds = (performance.now() - started) / 1000
  const rate = seconds > 0 ? Math.round(nodes / seconds) : 0
  io.stdout.write(`perft(${depth}) = ${nodes}\ntime ${seconds.toFixed(3)} s, ${rate.toLocaleString('en-US')} positions per second\n`)
  return EXIT.OK
}
