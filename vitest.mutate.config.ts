// The tests a mutation run (`npm run mutate`, stryker.config.mjs) runs against each mutant of the
// rules engine, the exercise checker and the lessons: the tests written to hold those modules, not
// the PDF and drawing tests, which call the engine too but would only make every mutant slower.
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/engine/**/*.test.ts', 'test/exercise/**/*.test.ts', 'test/lessons/lessons-core.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
