/**
 * Temporary folders for tests, removed without fail. Every test file runs with its own temporary
 * directory (TMPDIR, set by test/support/temporary.ts before the file's first line): whatever the
 * file makes there, through this helper, `mkdtemp` or a child process, goes when the file ends.
 * `scratchDir` adds an earlier removal, when the test that asked for the folder ends.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { onTestFinished } from 'vitest'

/** A new empty folder, removed when the current test ends (or with the file's folder, outside a test). */
export function scratchDir(label = 'scratch'): string {
  const folder = mkdtempSync(join(tmpdir(), `awale-${label}-`))
  try {
    onTestFinished(() => rmSync(folder, { recursive: true, force: true }))
  } catch {
    // Called outside a test (a beforeAll): the file's own temporary folder is removed at its end.
  }
  return folder
}
