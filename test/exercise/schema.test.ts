import { readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { exerciseSchemaText } from '../../src/exercise/schema.js'

describe('templates/exercise.schema.json', () => {
  it('is exactly what scripts/write-schema.ts generates from the zod validator', () => {
    const committed = readFileSync(new URL('../../templates/exercise.schema.json', import.meta.url), 'utf8')
    // If this fails: run `npx tsx scripts/write-schema.ts` and commit the schema with the format change.
    expect(committed).toBe(exerciseSchemaText())
  })

  it('is a draft-7 schema that refuses unknown fields', () => {
    const schema = JSON.parse(exerciseSchemaText()) as Record<string, unknown>
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#')
    expect(schema.additionalProperties).toBe(false)
    expect(schema.required).toEqual(expect.arrayContaining(['id', 'theme', 'level', 'title', 'position', 'task', 'question', 'expect', 'explain']))
  })
})

/**
 * A small draft-7 validator for the keywords the generated schema uses (it throws on any other, so
 * a schema change that needs more is noticed): enough to prove editors accept the bank's files.
 */
type Schema = Record<string, unknown>
const KNOWN = new Set([
  '$schema',
  'description',
  'type',
  'enum',
  'const',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'items',
  'minItems',
  'maxItems',
  'anyOf',
])
function schemaErrors(schema: Schema, value: unknown, path = '$'): string[] {
  for (const key of Object.keys(schema)) if (!KNOWN.has(key)) throw new Error(`validator does not know the keyword ${key}`)
  const errors: string[] = []
  const type = schema.type as string | undefined
  const typeOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : Number.isInteger(v) ? 'integer' : typeof v)
  if (type && !(typeOf(value) === type || (type === 'number' && typeOf(value) === 'integer'))) return [`${path}: expected ${type}`]
  if (schema.enum && !(schema.enum as unknown[]).includes(value)) errors.push(`${path}: not in enum`)
  if ('const' in schema && schema.const !== value) errors.push(`${path}: not the constant`)
  if (typeof value === 'string') {
    if (schema.pattern && !new RegExp(schema.pattern as string).test(value)) errors.push(`${path}: pattern`)
    if (schema.minLength !== undefined && value.length < (schema.minLength as number)) errors.push(`${path}: too short`)
    if (schema.maxLength !== undefined && value.length > (schema.maxLength as number)) errors.push(`${path}: too long`)
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < (schema.minimum as number)) errors.push(`${path}: below minimum`)
    if (schema.maximum !== undefined && value > (schema.maximum as number)) errors.push(`${path}: above maximum`)
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < (schema.minItems as number)) errors.push(`${path}: too few items`)
    if (schema.items) value.forEach((item, i) => errors.push(...schemaErrors(schema.items as Schema, item, `${path}[${i}]`)))
  }
  if (typeOf(value) === 'object') {
    const object = value as Record<string, unknown>
    const properties = (schema.properties ?? {}) as Record<string, Schema>
    for (const key of (schema.required ?? []) as string[]) if (!(key in object)) errors.push(`${path}: missing ${key}`)
    for (const [key, item] of Object.entries(object)) {
      if (schema.propertyNames) errors.push(...schemaErrors(schema.propertyNames as Schema, key, `${path} key ${key}`))
      if (key in properties) errors.push(...schemaErrors(properties[key]!, item, `${path}.${key}`))
      else if (schema.additionalProperties === false) errors.push(`${path}: unknown ${key}`)
      else if (typeof schema.additionalProperties === 'object') errors.push(...schemaErrors(schema.additionalProperties as Schema, item, `${path}.${key}`))
    }
  }
  if (schema.anyOf && !(schema.anyOf as Schema[]).some((option) => schemaErrors(option, value, path).length === 0)) errors.push(`${path}: matches no option`)
  return errors
}

describe('the JSON Schema agrees with the checker', () => {
  const schema = JSON.parse(exerciseSchemaText()) as Schema
  const folder = (relative: string) => new URL(relative, import.meta.url)
  const yamlFiles = (relative: string) => {
    try {
      return readdirSync(folder(relative))
        .filter((name) => name.endsWith('.yaml') && !name.startsWith('_'))
        .map((name) => new URL(name, folder(relative)))
    } catch {
      return []
    }
  }
  const accepted = [...yamlFiles('./fixtures/good/'), ...yamlFiles('../../exercises/')]

  it.each(accepted.map((url) => [url.pathname.split('/').slice(-2).join('/'), url] as const))('accepts %s', (_name, url) => {
    expect(schemaErrors(schema, parse(readFileSync(url, 'utf8')))).toEqual([])
  })

  it.each([
    ['bad/unknown-key.yaml', 'unknown captued'],
    ['bad/unknown-hole-position.yaml', 'position: matches no option'],
    ['bad/negative-count.yaml', 'position: matches no option'],
    ['bad/fractional-count.yaml', 'matches no option'],
    ['bad/missing-field.yaml', 'missing task'],
    ['bad/wrong-type.yaml', 'expected object'],
  ])('refuses %s like the checker does', (fixture, error) => {
    const errors = schemaErrors(schema, parse(readFileSync(folder(`./fixtures/${fixture}`), 'utf8')))
    expect(errors.join('\n')).toContain(error)
  })
})
