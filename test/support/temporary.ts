/**
 * Runs before every test file (vitest `setupFiles`): the file gets a temporary directory of its own
 * inside the run's (test/support/global-temporary.ts) and TMPDIR points there, so that every
 * `mkdtemp(tmpdir())` of the file, and of the commands it starts as child processes, lands in it.
 * Removed when the file ends, whatever its tests left: a test run leaves the system's temporary
 * directory as it found it.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll } from 'vitest'

const runFolder = process.env['AWALE_TEST_TMPDIR']
if (runFolder) {
  const fileFolder = mkdtempSync(join(runFolder, 'file-'))
  const previous = process.env['TMPDIR']
  process.env['TMPDIR'] = fileFolder
  afterAll(() => {
    if (previous === undefined) delete process.env['TMPDIR']
    else process.env['TMPDIR'] = previous
    rmSync(fileFolder, { recursive: true, force: true })
  })
}
