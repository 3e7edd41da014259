import { parseArgs } from 'node:util'
import type { Position, Result, SetupProblem, Variant } from '../engine/index.js'
import { err, fromSetup, initialSetup, ok, parsePosition } from '../engine/index.js'
import { UsageError } from './io.js'
import { closest } from '../exercise/problems.js'

export type OptionSpec = Record<string, { type: 'string' | 'boolean'; short?: string; multiple?: boolean; default?: string | boolean | string[] }>

/**
 * Parses a verb's arguments with node's parseArgs, turning its exceptions into a UsageError that
 * names the argument and shows the verb's usage.
 */
export function parseVerbArgs<T extends OptionSpec>(verb: string, args: string[], options: T, usage: string) {
  try {
    return parseArgs({ args: negativeValues(args, options), options: { ...options, help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true })
  } catch (error) {
    const message = error instanceof Error ? error.message.replace(/\. To specify a positional argument.*$/s, '') : String(error)
    throw new UsageError(`awale-kit ${verb}: ${message}\n\n${usage}`)
  }
}

/**
 * `--seeds -1` read as the option and its value, `--seeds=-1` (parseArgs takes "-1" for an option and
 * calls the line ambiguous): the value then reaches its own check, which says the range it must be in.
 */
function negativeValues(args: readonly string[], options: OptionSpec): string[] {
  const joined: string[] = []
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!
    const next = args[i + 1]
    const spec = arg.startsWith('--') && !arg.includes('=') ? options[arg.slice(2)] : undefined
    if (spec?.type === 'string' && next !== undefined && /^-\d/.test(next)) {
      joined.push(`${arg}=${next}`)
      i++
    } else joined.push(arg)
    if (arg === '--') {
      joined.push(...args.slice(i + 1))
      break
    }
  }
  return joined
}

/**
 * One of a fixed list of values, in any case (`--paper A4` as the README writes it), or a
 * UsageError naming the option, with the nearest value for a near miss (`--theme chaine`).
 */
export function choice<T extends string>(option: string, value: string | undefined, choices: readonly T[], fallback: T): T {
  if (value === undefined) return fallback
  const found = choices.find((c) => c === value) ?? choices.find((c) => c.toLowerCase() === value.trim().toLowerCase())
  if (found !== undefined) return found
  const near = closest(value.trim().toLowerCase(), choices)
  throw new UsageError(`${option} must be one of ${choices.join(', ')}, not ${JSON.stringify(value)}${near ? ` (did you mean ${near}?)` : ''}`)
}

export function integer(option: string, value: string | undefined, min: number, max: number, fallback: number): number {
  if (value === undefined) return fallback
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) throw new UsageError(`${option} must be a whole number from ${min} to ${max}, not ${JSON.stringify(value)}`)
  return Number(value)
}

/** Why a POSITION argument was refused: one line per problem, and the engine's coded setup problems if any. */
export interface PositionArgumentError {
  readonly lines: string[]
  readonly problems?: SetupProblem[]
}

/** A POSITION argument or request field: board notation, or `start` for the initial position; checked by the engine. */
export function readPositionArgument(text: string, variant: Variant): Result<Position, PositionArgumentError> {
  const setup = text.trim() === 'start' ? ok(initialSetup(variant)) : parsePosition(text)
  if (!setup.ok) return err({ lines: setup.error.map((e) => `column ${e.column}: ${e.message}`) })
  const position = fromSetup(setup.value, variant)
  if (!position.ok) return err({ lines: position.error.map((p) => `${p.field}: ${p.message}`), problems: position.error })
  return position
}

/** The same for a command line: a refused position is a UsageError naming the argument (`bad POSITION "…"`). */
export function positionArgument(verb: string, argument: string, text: string, variant: Variant): Position {
  const position = readPositionArgument(text, variant)
  if (!position.ok) throw new UsageError(`awale-kit ${verb}: bad ${argument} ${JSON.stringify(text)}\n  ${position.error.lines.join('\n  ')}`)
  return position.value
}
