import { parseArgs } from 'node:util'
import { UsageError } from './io.js'

export type OptionSpec = Record<string, { type: 'string' | 'boolean'; short?: string; multiple?: boolean; default?: string | boolean | string[] }>

/**
 * Parses a verb's arguments with node's parseArgs, turning its exceptions into a UsageError that
 * names the argument and shows the verb's usage.
 */
export function parseVerbArgs<T extends OptionSpec>(verb: string, args: string[], options: T, usage: string) {
  try {
    return parseArgs({ args, options: { ...options, help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true })
  } catch (error) {
    const message = error instanceof Error ? error.message.replace(/\. To specify a positional argument.*$/s, '') : String(error)
    throw new UsageError(`awale-kit ${verb}: ${message}\n\n${usage}`)
  }
}

/** One of a fixed list of values, or a UsageError naming the option. */
export function choice<T extends string>(option: string, value: string | undefined, choices: readonly T[], fallback: T): T {
  if (value === undefined) return fallback
  if ((choices as readonly string[]).includes(value)) return value as T
  throw new UsageError(`${option} must be one of ${choices.join(', ')}, not ${JSON.stringify(value)}`)
}

export function integer(option: string, value: string | undefined, min: number, max: number, fallback: number): number {
  if (value === undefined) return fallback
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max)
    throw new UsageError(`${option} must be a whole number from ${min} to ${max}, not ${JSON.stringify(value)}`)
  return Number(value)
}
