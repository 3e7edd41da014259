// Writes templates/exercise.schema.json from the zod validator (src/exercise/schema.ts), the single
// source of truth of the exercise format. Run after changing the format: `npx tsx scripts/write-schema.ts`.
// test/exercise/schema.test.ts fails when the committed file differs from what this writes.
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { exerciseSchemaText } from '../src/exercise/schema.js'

const target = fileURLToPath(new URL('../templates/exercise.schema.json', import.meta.url))
writeFileSync(target, exerciseSchemaText())
console.log(`wrote ${target}`)
