/**
 * The test run's temporary directory (vitest `globalSetup`): one folder in the system's temporary
 * directory, holding each test file's own (test/support/temporary.ts), removed when the run ends.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export default function setup(): () => void {
  const folder = mkdtempSync(join(tmpdir(), 'awale-test-run-'))
  process.env['AWALE_TEST_TMPDIR'] = folder
  return () => rmSync(folder, { recursive: true, force: true })
}
