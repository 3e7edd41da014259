import { resolve } from 'node:path'
import type { ComputerLevel } from '../search/index.js'
import { LEVELS } from '../search/index.js'
import { choice, parseVerbArgs } from './args.js'
import type { CliIO } from './io.js'
import { EXIT, UsageError } from './io.js'
import { refusedTargets, writeFiles } from './write.js'

export const usage = `Usage: awale-kit selfplay --level easy|medium|hard|expert [--vs LEVEL] [--seed S] [--out FILE.ogn]

Plays a whole game between two computer levels, South (--level) against North (--vs, the same
level by default), and writes it as an OGN game record (the format of the Aualé program): print it
with "awale-kit game FILE.ogn --analyse" to comment it in class.

Options:
  --level LEVEL   South's level: easy (2 moves ahead, often at random), medium (5), hard (12),
                  expert (the strongest)
  --vs LEVEL      North's level (default: the same as South)
  --seed S        any word or number (default 1): the same seed gives the same game, on any machine
                  (the hard level searches its 12 moves fully instead of stopping at 0.3 s,
                  the expert 14 moves instead of 1 s)
  --out FILE      where to write the record (default: standard output); never over a file that
                  is not a game record, nor a read-only one
  --force         replace FILE when it is already a game record (without it, an existing record
                  is kept: it may be a game typed in by hand)
  -h, --help      show this help

Exit codes: 0 written, 2 bad input, 130 interrupted (nothing written).`

export async function run(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseVerbArgs(
    'selfplay',
    args,
    { level: { type: 'string' }, vs: { type: 'string' }, seed: { type: 'string' }, out: { type: 'string' }, force: { type: 'boolean' } },
    usage,
  )
  if (values.help) {
    io.stdout.write(usage + '\n')
    return EXIT.OK
  }
  if (positionals.length > 0) throw new UsageError(`awale-kit selfplay: unexpected argument ${JSON.stringify(positionals[0])}\n\n${usage}`)
  if (values.level === undefined) throw new UsageError(`awale-kit selfplay: give South's --level (${LEVELS.join(', ')})\n\n${usage}`)
  const south = choice('--level', values.level as string, LEVELS, 'medium') as ComputerLevel
  const north = choice('--vs', values.vs as string | undefined, LEVELS, south) as ComputerLevel
  const seed = (values.seed as string | undefined) ?? '1'
  if (seed.trim() === '' || seed.length > 100) throw new UsageError('--seed must be a word or number of 1 to 100 characters')
  if (values.force && values.out === undefined) throw new UsageError('awale-kit selfplay: --force goes with --out FILE (standard output replaces nothing)')
  const path = values.out === undefined ? null : resolve(io.cwd, values.out as string)
  const policy = { kind: 'ogn', force: values.force === true } as const
  // Checked before the game is played: a refused path costs nothing.
  if (path !== null) {
    const refusal = await refusedTargets('selfplay', [path], policy, io)
    if (refusal !== null) return refusal
  }
  const { selfplay } = await import('../game/index.js')
  const { makeOgn } = await import('../engine/index.js')
  const game = selfplay({ levels: { south, north }, seed, ...(io.signal ? { signal: io.signal } : {}) })
  if (game === null) {
    io.stderr.write('awale-kit selfplay: interrupted; nothing written\n')
    return EXIT.INTERRUPTED
  }
  const text = makeOgn(game.record)
  const result = game.record.tags.find((tag) => tag.name === 'Result')!.value
  const summary = `South (${south}) against North (${north}), seed ${JSON.stringify(seed)}: ${game.moves.length} moves, ${result === '*' ? 'not finished' : `final score ${result}`}`
  if (path === null) {
    io.stdout.write(text)
    io.stderr.write(summary + '\n')
    return EXIT.OK
  }
  const written = await writeFiles('selfplay', [{ path, bytes: text }], policy, io)
  if (written !== EXIT.OK) return written
  io.stdout.write(`wrote ${path}\n`)
  io.stderr.write(summary + '\n')
  return EXIT.OK
}
