// Issue 21, findings 2 and 6: the endgame-table files of the cache folder read through the input
// layer. Before: a table that was a link to a device grew `check` to all the machine's memory, a
// FIFO hung `best --exact` for ever, a folder or a file over 2 GiB ended in a stack trace, a damaged
// file was "good" for `tables info` and "already built" for `tables build`, a cache folder that
// could not be written was found only after the whole build, `--seeds -1` was "ambiguous".
// Sizes and devices differ from the (urandom, 2.5 GiB, 3 seeds).
import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdirSync, openSync, closeSync, ftruncateSync, readFileSync, symlinkSync, writeFileSync, writeSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { tablesFileName } from '../../src/tables/cache.js'
import { scratchDir } from '../support/scratch.js'
import { bundledCli, filesUnder, runMeasured, temporaryNames } from './harness.js'

let cli: string
let good: string
const GAME = '[Event "Club"]\n\n1. C a 2. D b 3. E c\n'
/** A position of 4 seeds: `best --exact` answers it from the tables when they are usable. */
const SMALL = '0-0-1-0-2-0-0-1-0-0-0-0-0-0-S'
/** An end claim of 11 seeds: `check` needs the built tables for it. */
const ELEVEN = `id: "end-claim"
theme: best-move
level: 3
title: { fr: "Jusqu’à la fin", en: "To the end" }
position: "3-2-1-0-0-0-1-2-1-1-0-0-0-0-S"
task: best
question: { fr: "Quel coup ?", en: "Which move?" }
expect: { best: A, criterion: end, value: 1 }
explain: { fr: "Voir la clé.", en: "See the key." }
`

beforeAll(async () => {
  cli = await bundledCli()
  good = scratchDir('tables-good')
  const built = await runMeasured(cli, ['tables', 'build', '--seeds', '3'], { cwd: good, env: { AWALE_KIT_TABLES: good }, timeoutMs: 60_000 })
  if (built.code !== 0) throw new Error(built.stderr)
})

/** A cache folder whose no-capture table is `make(path)`'s thing; the other rule's table is good. */
function hostileCache(make: (path: string) => void): string {
  const dir = scratchDir('tables')
  const cache = join(dir, 'cache')
  mkdirSync(cache)
  copyFileSync(join(good, tablesFileName('capture-all')), join(cache, tablesFileName('capture-all')))
  make(join(cache, tablesFileName('no-capture')))
  writeFileSync(join(dir, 'game.ogn'), GAME)
  writeFileSync(join(dir, 'eleven.yaml'), ELEVEN)
  return dir
}

const HOSTILE: readonly [string, (path: string) => void][] = [
  ['a link to /dev/urandom', (path) => symlinkSync('/dev/urandom', path)],
  ['a FIFO', (path) => execFileSync('mkfifo', [path])],
  ['a folder', (path) => mkdirSync(path)],
  ['a dangling link', (path) => symlinkSync('nowhere.awaletables', path)],
  [
    'a sparse file of 2.5 GiB after a good header',
    (path) => {
      const header = readFileSync(join(good, tablesFileName('no-capture'))).subarray(0, 4096)
      const fd = openSync(path, 'w')
      writeSync(fd, header)
      ftruncateSync(fd, 2.5 * 2 ** 30)
      closeSync(fd)
    },
  ],
  [
    'a good file with one byte changed',
    (path) => {
      const bytes = readFileSync(join(good, tablesFileName('no-capture')))
      bytes[bytes.length - 7]! ^= 0x20
      writeFileSync(path, bytes)
    },
  ],
  ['a file of another program', (path) => writeFileSync(path, 'PK\u0003\u0004 not tables at all')],
]

const run = (dir: string, args: string[]) => runMeasured(cli, args, { cwd: dir, env: { AWALE_KIT_TABLES: join(dir, 'cache') }, timeoutMs: 20_000 })

/** What every hostile run must hold: an end of its own, a documented code, no stack trace. */
function clean(r: Awaited<ReturnType<typeof run>>, codes: readonly number[]): void {
  expect(r.timedOut, 'killed by the timeout').toBe(false)
  expect(codes).toContain(r.code)
  expect(r.stderr + r.stdout).not.toMatch(/\n\s+at |RangeError|ERR_FS_FILE_TOO_LARGE|EISDIR/)
  // Generous: the figures (scripts/hostile-figures.ts) say how far below this they stay.
  expect(r.maxRssMB).toBeLessThan(800)
}

describe.each(HOSTILE)('a table that is %s', (_, make) => {
  it('tables info says it cannot be used, and why', async () => {
    const dir = hostileCache(make)
    const r = await run(dir, ['tables', 'info'])
    clean(r, [0])
    expect(r.stdout).toMatch(/grand slam no-capture: not usable/)
    expect(r.stdout).toMatch(/grand slam capture-all: up to 3 seeds/)
  })

  it('best --exact searches instead, and says why', async () => {
    const dir = hostileCache(make)
    const r = await run(dir, ['best', SMALL, '--exact'])
    clean(r, [0])
    expect(r.stdout).toContain('Searched, not from the endgame tables')
    expect(r.stdout).toContain('cannot be used')
  })

  it('game --analyse searches instead, and says so', async () => {
    const dir = hostileCache(make)
    const r = await run(dir, ['game', 'game.ogn', '--analyse', '--out', 'game.pdf'])
    clean(r, [0])
    expect(r.stderr).toContain('cannot be used')
    expect(r.stderr).toContain('searching instead')
  })

  it('check goes on without them: the exercise that needs them says so', async () => {
    const dir = hostileCache(make)
    const r = await run(dir, ['check', 'eleven.yaml'])
    clean(r, [2])
    expect(r.stdout).toContain('NEEDS_TABLES')
    expect(r.stderr).toContain('cannot be used')
  })
})

describe('tables build', () => {
  it('builds a damaged file again (it said "already built … kept")', async () => {
    const dir = hostileCache(HOSTILE.find(([name]) => name.includes('one byte'))![1])
    const r = await run(dir, ['tables', 'build', '--seeds', '3'])
    clean(r, [0])
    expect(r.stderr).toContain('checksum does not match')
    expect(readFileSync(join(dir, 'cache', tablesFileName('no-capture')))).toEqual(readFileSync(join(good, tablesFileName('no-capture'))))
    expect(temporaryNames(filesUnder(dir))).toEqual([])
  })

  it.each(HOSTILE.filter(([name]) => /link|FIFO|folder|another program/.test(name)))('refuses %s in the way before building, and says what to do', async (_, make) => {
    const dir = hostileCache(make)
    const r = await run(dir, ['tables', 'build', '--seeds', '3'])
    clean(r, [2])
    expect(r.stderr).not.toContain('Building endgame tables')
    expect(r.stderr).toMatch(/nothing built \(remove it/)
  })

  it('a cache path that is a file, or a folder that cannot be made: said before the build', async () => {
    const dir = scratchDir('tables-file')
    writeFileSync(join(dir, 'cache'), 'a file')
    for (const folder of [join(dir, 'cache'), join(dir, 'cache', 'deeper'), '/proc/awale-kit-nope/tables']) {
      const r = await runMeasured(cli, ['tables', 'build', '--seeds', '3'], { cwd: dir, env: { AWALE_KIT_TABLES: folder }, timeoutMs: 20_000 })
      clean(r, [2])
      expect(r.stderr).toContain(`cannot write the tables in ${folder}`)
      expect(r.stderr).not.toContain('Building endgame tables')
    }
  })

  it.runIf(process.getuid?.() !== 0)('a read-only cache folder: said before the build', async () => {
    const dir = scratchDir('tables-ro')
    mkdirSync(join(dir, 'cache'), { mode: 0o555 })
    const r = await run(dir, ['tables', 'build', '--seeds', '3'])
    clean(r, [2])
    expect(r.stderr).toContain('read-only')
  })

  it('--seeds -1 gives the range (it said "ambiguous")', async () => {
    const dir = scratchDir('tables-seeds')
    const r = await run(dir, ['tables', 'build', '--seeds', '-1'])
    clean(r, [2])
    expect(r.stderr).toContain('--seeds must be a whole number from 0 to 20, not "-1"')
  })
})
