import type { Variant } from '../engine/index.js'
import { DEFAULT_VARIANT } from '../engine/index.js'
import type { KitStrings } from './strings.js'

/**
 * The rules in force, in words: every rule for the cover, or only what differs from the kit's
 * rules (`changesOnly`) for an exercise that plays a variant.
 */
export function describeVariant(strings: KitStrings, variant: Variant, changesOnly = false): string {
  const parts: string[] = []
  const differs = <K extends keyof Variant>(key: K) => !changesOnly || variant[key] !== DEFAULT_VARIANT[key]
  if (differs('grandSlam')) parts.push(strings.text(`variants.grandSlam.${variant.grandSlam}`))
  if (differs('seedsPerHole')) parts.push(strings.text('variants.seedsPerHole', { count: variant.seedsPerHole }))
  const limit = variant.endless === 'move-limit' ? variant.moveLimit : variant.endless === 'no-capture-limit' ? variant.noCaptureLimit : 0
  const limitDiffers = variant.endless !== 'repetition' && limit !== (variant.endless === 'move-limit' ? DEFAULT_VARIANT.moveLimit : DEFAULT_VARIANT.noCaptureLimit)
  if (differs('endless') || (changesOnly && limitDiffers)) parts.push(strings.text(`variants.endless.${variant.endless}`, { count: limit }))
  return parts.join(', ')
}
