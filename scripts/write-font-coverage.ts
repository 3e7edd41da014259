// Writes src/input/font-coverage.ts: the characters both kit fonts (Andika regular and bold) can
// print, as ranges of code points, so `check` finds unprintable text without loading a font.
// Run after changing the fonts: `npx tsx scripts/write-font-coverage.ts`.
// test/input/printable.test.ts fails when the committed file differs from what this writes.
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { fontCoverageText } from '../test/input/coverage.js'

const target = fileURLToPath(new URL('../src/input/font-coverage.ts', import.meta.url))
writeFileSync(target, fontCoverageText())
console.log(`wrote ${target}`)
