/**
 * A draft as exercise-file text, laid out like the hand-written bank (block maps, flow lists,
 * explanations as literal blocks). Written by hand rather than by a YAML library so the layout is
 * fixed: the same draft always gives the same bytes.
 */
import type { Variant } from '../engine/index.js'
import { DEFAULT_VARIANT, makePosition } from '../engine/index.js'
import type { Draft } from './draw.js'
import { sparse } from './draw.js'

/** A YAML double-quoted scalar: JSON's string syntax is valid YAML. */
const quoted = (text: string): string => JSON.stringify(text)

const flowList = (items: readonly unknown[]): string => `[${items.map(String).join(', ')}]`

const flowMap = (map: Record<string, unknown>): string =>
  Object.keys(map).length === 0
    ? '{}'
    : `{ ${Object.entries(map)
        .map(([k, v]) => `${k}: ${v}`)
        .join(', ')} }`

function scalar(value: unknown): string {
  if (Array.isArray(value)) return flowList(value)
  if (typeof value === 'object' && value !== null) return flowMap(value as Record<string, unknown>)
  return String(value)
}

const bilingual = (key: string, text: { fr: string; en: string }): string[] => [`${key}:`, `  fr: ${quoted(text.fr)}`, `  en: ${quoted(text.en)}`]

const block = (key: string, text: string): string[] => [`  ${key}: |-`, ...text.split('\n').map((line) => `    ${line}`)]

/** Variant fields that differ from `base` (the Abapa defaults, or the folder's `_bank.yaml`): the only ones worth writing. */
export function variantDifferences(variant: Variant, base: Variant = DEFAULT_VARIANT): Record<string, unknown> {
  const differences: Record<string, unknown> = {}
  for (const key of Object.keys(DEFAULT_VARIANT) as (keyof Variant)[]) if (variant[key] !== base[key]) differences[key] = variant[key]
  return differences
}

export interface WriteOptions {
  readonly id: string
  /** Relative path to the JSON Schema, for editors (first-line comment), when known. */
  readonly schemaPath?: string
  /** One comment line saying how the file was made. */
  readonly provenance: string
  /** The rules the file's folder gives (its `_bank.yaml`): the file writes the rules that differ. Default: Abapa's. */
  readonly baseVariant?: Variant
}

export function exerciseText(draft: Draft, options: WriteOptions): string {
  const lines: string[] = []
  if (options.schemaPath) lines.push(`# yaml-language-server: $schema=${options.schemaPath}`)
  lines.push(`# ${options.provenance}`)
  lines.push(`id: ${quoted(options.id)}`, `theme: ${draft.theme}`, `level: ${draft.level}`)
  lines.push(...bilingual('title', draft.title))
  const start = draft.start
  if (start.stores.south === 0 && start.stores.north === 0) {
    lines.push('position:')
    for (const [hole, count] of Object.entries(sparse(start.board))) lines.push(`  ${hole}: ${count}`)
    if (start.turn !== 'south') lines.push(`toMove: ${start.turn}`)
  } else {
    // A game in progress: the notation carries the stores and the side to move.
    lines.push(`position: ${quoted(makePosition(start))}`)
  }
  lines.push(`task: ${draft.task}`)
  if (draft.play.length === 1) lines.push(`play: ${draft.play[0]}`)
  else if (draft.play.length > 1) lines.push(`play: ${flowList(draft.play)}`)
  lines.push(...bilingual('question', draft.question))
  if (draft.answers) lines.push(`answers: ${flowList(draft.answers.map(scalar))}`)
  lines.push('expect:')
  for (const [key, value] of Object.entries(draft.expect)) lines.push(`  ${key}: ${scalar(value)}`)
  lines.push('explain:', ...block('fr', draft.explain.fr), ...block('en', draft.explain.en))
  const variant = variantDifferences(start.variant, options.baseVariant)
  if (Object.keys(variant).length > 0) lines.push(`variant: ${flowMap(variant)}`)
  return lines.join('\n') + '\n'
}
