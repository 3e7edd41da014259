// The tests a mutation run (`npm run mutate`, stryker.config.mjs) runs against each mutant of the
// rules engine, the exercise checker and the lessons: the tests written to hold those modules, not
// the PDF and drawing tests, which call the engine too but would only make every mutant slower.
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: [
      'test/engine/**/*.test.ts',
      'test/exercise/**/*.test.ts',
      'test/mistakes/**/*.test.ts',
      'test/lessons/lessons-core.test.ts',
      'test/tables/ranking.test.ts',
      'test/tables/ranking-edges.test.ts',
      'test/tables/tables.test.ts',
    ],
    // Property tests draw a fifth of their usual positions (test/engine/arbitraries.ts, runs).
    env: { AWALE_MUTATION_RUN: '1' },
    // The distribution tests measure the test generators, not the code under mutation.
    exclude: ['test/engine/distribution.test.ts', 'test/mistakes/distribution.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
