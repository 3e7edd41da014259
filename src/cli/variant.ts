import type { Variant } from '../engine/index.js'
import { ENDLESS_RULES, GRAND_SLAM_RULES, MAX_PLY_LIMIT, resolveVariant } from '../engine/index.js'
import { UsageError } from './io.js'

export const VARIANT_HELP = `  --variant NAME=VALUE    rules variant (repeatable):
                            grand-slam=no-capture|capture-all   (default no-capture)
                            seeds-per-hole=4|3                   (default 4)
                            endless=repetition|move-limit|no-capture-limit (default repetition)
                            move-limit=N, no-capture-limit=N     (defaults 240, 100)`

/** `--variant grand-slam=capture-all` (repeatable) to a Variant. */
export function parseVariantOptions(values: readonly string[] | undefined): Variant {
  const partial: { -readonly [K in keyof Variant]?: Variant[K] } = {}
  for (const value of values ?? []) {
    const [name, setting] = value.split('=', 2)
    switch (name) {
      case 'grand-slam':
        if (!(GRAND_SLAM_RULES as readonly string[]).includes(setting ?? '')) throw bad(value, GRAND_SLAM_RULES.join('|'))
        partial.grandSlam = setting as Variant['grandSlam']
        break
      case 'seeds-per-hole':
        if (setting !== '3' && setting !== '4') throw bad(value, '4|3')
        partial.seedsPerHole = Number(setting) as 3 | 4
        break
      case 'endless':
        if (!(ENDLESS_RULES as readonly string[]).includes(setting ?? '')) throw bad(value, ENDLESS_RULES.join('|'))
        partial.endless = setting as Variant['endless']
        break
      case 'move-limit':
      case 'no-capture-limit': {
        if (!/^\d+$/.test(setting ?? '') || Number(setting) < 1 || Number(setting) > MAX_PLY_LIMIT) throw bad(value, `a whole number of moves from 1 to ${MAX_PLY_LIMIT}`)
        if (name === 'move-limit') partial.moveLimit = Number(setting)
        else partial.noCaptureLimit = Number(setting)
        break
      }
      default:
        throw new UsageError(`--variant ${JSON.stringify(value)}: unknown variant; use grand-slam=…, seeds-per-hole=…, endless=…, move-limit=N or no-capture-limit=N`)
    }
  }
  return resolveVariant(partial)
}

const bad = (value: string, expected: string) => new UsageError(`--variant ${JSON.stringify(value)}: expected ${expected}`)
