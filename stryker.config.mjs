// Mutation testing (`npm run mutate`, not part of `npm test`: it takes a while). Stryker changes one
// thing at a time in the rules engine, the exercise checker, the mistakes, the lessons and the endgame tables (a `>=` into `>`, a
// condition into `true`, a `+` into `-`, …) and runs the tests that reach that code: a change that
// leaves them green is a rule no test holds. The report is in reports/mutation/index.html.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutate.config.ts' },
  coverageAnalysis: 'perTest',
  mutate: [
    'src/engine/**/*.ts',
    'src/exercise/**/*.ts',
    'src/mistakes/**/*.ts',
    'src/lessons/lessons.ts',
    'src/tables/**/*.ts',
    '!src/engine/index.ts',
    '!src/exercise/index.ts',
    '!src/mistakes/index.ts',
  ],
  ignorePatterns: ['out', 'dist', 'bench', 'reports', '.vitest-cache'],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, maxTestsToLog: 0 },
  // Re-runs test only the mutants whose code or tests changed since the last run.
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  // A static mutant (a constant built when a module loads: the zod schema, message tables) cannot be
  // traced to the tests that use it, so each would run every test: skipped, and counted as ignored.
  ignoreStatic: true,
  concurrency: 2,
  timeoutMS: 20_000,
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: '.stryker-tmp',
}
