import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
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
