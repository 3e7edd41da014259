import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Every test file in a temporary directory of its own, removed when it ends (test/support/).
    globalSetup: ['test/support/global-temporary.ts'],
    setupFiles: ['test/support/temporary.ts'],
  },
})
