/**
 * Issue 21's before/after table (run by scripts/hostile-figures.ts --issue 21): every finding of the
 * issue, at the issue's sizes, through the command of an older checkout (`before`) and of this one
 * (`after`), each in a fresh folder. A cell: wall time (CPU time), peak memory, how it ended, and
 * what became of the files. Runs that grow without end are killed at MEMORY_CAP_MB.
 */
import { execFileSync } from 'node:child_process'
import { closeSync, copyFileSync, existsSync, ftruncateSync, mkdirSync, openSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync, writeSync } from 'node:fs'
import { join } from 'node:path'
import type { MeasuredRun, RunOptions } from '../test/hostile/harness.js'
import { filesUnder, freshDir, runMeasured, summary, temporaryNames } from '../test/hostile/harness.js'
import { chainExercise, longOgnGame } from '../test/hostile/fixtures.js'

const MEMORY_CAP_MB = 2048

interface Case {
  readonly finding: number
  readonly label: string
  /** Fills the folder the command runs in. */
  readonly prepare: (dir: string) => void
  readonly args: readonly string[]
  readonly options?: Partial<RunOptions>
  /** What became of the files, or what the command said. */
  readonly outcome: (run: MeasuredRun, dir: string) => string
}

const firstLine = (text: string): string => {
  const line = text.split('\n').find((l) => l.trim() !== '' && !/^\s+at /.test(l)) ?? ''
  return JSON.stringify(line.length > 110 ? `${line.slice(0, 110)}…` : line)
}
const said = (run: MeasuredRun): string => {
  const text = run.stderr + run.stdout
  const trace = /\n\s+at /.test(text) ? 'stack trace; ' : ''
  const range = /RangeError|Maximum call stack/.test(text) ? 'RangeError; ' : ''
  return `${trace}${range}${firstLine(run.stderr || run.stdout)}`
}
const kept = (dir: string, file: string, bytes: string): string =>
  !existsSync(join(dir, file)) ? `${file} gone` : readFileSync(join(dir, file), 'utf8') === bytes ? `${file} kept` : `**${file} replaced**`
const left = (dir: string, ignore: (file: string) => boolean): string => {
  const files = filesUnder(dir).filter((file) => !ignore(file))
  const temporary = temporaryNames(files)
  return `${files.length} files written${temporary.length ? `, ${temporary.length} temporary` : ''}`
}

const GAME = '[Event "Club"]\n[South "Léa"]\n[North "Tom"]\n\n1. C a 2. D b 3. E c\n'
const TYPED = '[Event "Tapée à la main"]\n[South "Inès"]\n[North "Noah"]\n\n1. C a 2. D b\n'
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
const SMALL = '0-0-1-0-2-0-0-1-0-0-0-0-0-0-S'
const tables = { env: { AWALE_KIT_TABLES: 'cache' } }
const NO_CAPTURE = 'endgame-no-capture.awaletables'

function sparse(path: string, header: Buffer, bytes: number): void {
  const fd = openSync(path, 'w')
  writeSync(fd, header)
  ftruncateSync(fd, bytes)
  closeSync(fd)
}

export async function issue21Figures(options: { after: string; before: string | null; only: ReadonlySet<number> | null }): Promise<void> {
  const made: string[] = []
  const folder = (label: string) => {
    const dir = freshDir(label)
    made.push(dir)
    return dir
  }
  // Shared inputs, made once: good tables (from this checkout: the file format did not change), a
  // long legal game, ten thousand game records.
  const shared = folder('f21-shared')
  const built = await runMeasured(options.after, ['tables', 'build', '--seeds', '10'], { cwd: shared, env: { AWALE_KIT_TABLES: join(shared, 'tables') }, timeoutMs: 300_000 })
  if (built.code !== 0) throw new Error(`tables build: ${built.stderr}`)
  const goodTables = join(shared, 'tables', NO_CAPTURE)
  const long = longOgnGame(1321)
  if (long === null) throw new Error('the long game ended early')
  const games = join(shared, 'games')
  mkdirSync(games)
  const record = longOgnGame(160, 7)!
  for (let i = 0; i < 10_000; i++) writeFileSync(join(games, `g${String(i).padStart(5, '0')}.ogn`), record)
  const cache = (dir: string, make: (path: string) => void) => {
    mkdirSync(join(dir, 'cache'))
    make(join(dir, 'cache', NO_CAPTURE))
    writeFileSync(join(dir, 'game.ogn'), GAME)
    writeFileSync(join(dir, 'eleven.yaml'), ELEVEN)
  }
  const ogn = (text: string) => (dir: string) => writeFileSync(join(dir, 'g.ogn'), text)

  const cases: Case[] = [
    // 1. Lost files
    ...(['selfplay --out', 'play --ogn', 'best --ogn'] as const).flatMap((verb): Case[] => {
      const args = (target: string) =>
        verb === 'selfplay --out'
          ? ['selfplay', '--level', 'easy', '--out', target]
          : verb === 'play --ogn'
            ? ['play', 'start', 'C', 'a', '--ogn', target]
            : ['best', 'start', '--level', 'easy', '--ogn', target]
      return [
        {
          finding: 1,
          label: `${verb} an exercise (ex.yaml)`,
          prepare: (dir) => writeFileSync(join(dir, 'ex.yaml'), chainExercise()),
          args: args('ex.yaml'),
          outcome: (_, dir) => kept(dir, 'ex.yaml', chainExercise()),
        },
        {
          finding: 1,
          label: `${verb} a record typed by hand`,
          prepare: (dir) => writeFileSync(join(dir, 'typed.ogn'), TYPED),
          args: args('typed.ogn'),
          outcome: (_, dir) => kept(dir, 'typed.ogn', TYPED),
        },
        {
          finding: 1,
          label: `${verb} the program (awale-kit.js)`,
          prepare: (dir) => copyFileSync(options.after, join(dir, 'awale-kit.js')),
          args: args('awale-kit.js'),
          outcome: (_, dir) => kept(dir, 'awale-kit.js', readFileSync(options.after, 'utf8')),
        },
      ]
    }),
    {
      finding: 1,
      label: "generate twice into one folder (the first run's files, edited since)",
      prepare: (dir) => {
        execFileSync(process.execPath, [options.after, 'generate', '--theme', 'chain', '--count', '2', '--out', 'gen'], { cwd: dir, stdio: 'ignore' })
        for (const name of readdirSync(join(dir, 'gen'))) writeFileSync(join(dir, 'gen', name), readFileSync(join(dir, 'gen', name), 'utf8') + '# edited by the teacher\n')
      },
      args: ['generate', '--theme', 'chain', '--count', '2', '--out', 'gen'],
      outcome: (_, dir) =>
        readdirSync(join(dir, 'gen')).every((name) => readFileSync(join(dir, 'gen', name), 'utf8').includes('# edited by the teacher')) ? 'edited files kept' : '**edited files replaced**',
    },
    // 2. Unbounded table readers
    ...[
      ['a link to /dev/zero', (path: string) => symlinkSync('/dev/zero', path)],
      ['a FIFO', (path: string) => execFileSync('mkfifo', [path])],
      ['a folder', (path: string) => mkdirSync(path)],
      ['a 2.5 GiB file (sparse)', (path: string) => sparse(path, readFileSync(goodTables).subarray(0, 4096), 2.5 * 2 ** 30)],
    ].flatMap(([what, make]) =>
      (
        [
          ['check (an 11-seed end claim)', ['check', 'eleven.yaml']],
          ['best --exact', ['best', SMALL, '--exact']],
          ['tables info', ['tables', 'info']],
          ['game --analyse', ['game', 'game.ogn', '--analyse', '--out', 'game.pdf']],
        ] as const
      ).map(
        ([verb, args]): Case => ({
          finding: 2,
          label: `${verb}, the table ${what as string}`,
          prepare: (dir) => cache(dir, make as (path: string) => void),
          args,
          options: { ...tables, timeoutMs: 20_000 },
          outcome: said,
        }),
      ),
    ),
    // 3. The quadratic OGN reader
    { finding: 3, label: 'game --json, 10,000 side variations', prepare: ogn(`${GAME.split('\n\n')[0]}\n\n1. C ${'(1. D) '.repeat(10_000)}a\n`), args: ['game', 'g.ogn', '--json'], outcome: said },
    { finding: 3, label: 'game --json, 20,000 side variations', prepare: ogn(`${GAME.split('\n\n')[0]}\n\n1. C ${'(1. D) '.repeat(20_000)}a\n`), args: ['game', 'g.ogn', '--json'], outcome: said },
    {
      finding: 3,
      label: 'game --json, 200,000 unknown tokens',
      prepare: ogn(`[Event "x"]\n\n1. C ${'zz '.repeat(200_000)}\n`),
      args: ['game', 'g.ogn', '--json'],
      options: { keepBytes: 64 << 20 },
      outcome: (r) => `${r.stderr.split('\n').filter((l) => l.startsWith('g.ogn:')).length} problem lines`,
    },
    {
      finding: 3,
      label: 'game --json, 300,000 nested comment braces',
      prepare: ogn(`[Event "x"]\n\n1. C ${'{'.repeat(300_000)}${'}'.repeat(300_000)}\n`),
      args: ['game', 'g.ogn', '--json'],
      options: { keepBytes: 64 << 20 },
      outcome: (r) => `${r.stderr.split('\n').filter((l) => l.startsWith('g.ogn:')).length} problem lines`,
    },
    {
      finding: 3,
      label: 'game --json, variations nested 5,000 deep',
      prepare: ogn(`[Event "x"]\n\n1. C ${'('.repeat(5_000)}a${')'.repeat(5_000)}\n`),
      args: ['game', 'g.ogn', '--json'],
      outcome: said,
    },
    {
      finding: 3,
      label: 'generate --from-games, a game nested 5,000 deep',
      prepare: (dir) => {
        mkdirSync(join(dir, 'games'))
        writeFileSync(join(dir, 'games', 'a.ogn'), `[Event "x"]\n\n1. C ${'('.repeat(5_000)}\n`)
      },
      args: ['generate', '--theme', 'capture', '--from-games', 'games', '--out', 'gen'],
      outcome: said,
    },
    // 4. Folders of games
    { finding: 4, label: 'game FOLDER of 10,000 games', prepare: () => {}, args: ['game', games], options: { timeoutMs: 120_000 }, outcome: said },
    {
      finding: 4,
      label: 'generate --from-games, 10,000 games',
      prepare: () => {},
      args: ['generate', '--theme', 'capture', '--count', '3', '--from-games', games, '--out', 'gen'],
      options: { timeoutMs: 300_000 },
      outcome: (r, dir) => `${said(r)}; ${existsSync(join(dir, 'gen')) ? left(join(dir, 'gen'), () => false) : 'nothing written'}`,
    },
    {
      finding: 4,
      label: 'generate --from-games, 10,000 games, SIGTERM at 3 s',
      prepare: () => {},
      args: ['generate', '--theme', 'capture', '--count', '3', '--from-games', games, '--out', 'gen'],
      options: { timeoutMs: 300_000, interrupt: { signal: 'SIGTERM', afterMs: 3_000 } },
      outcome: (r, dir) => `${said(r)}; ${existsSync(join(dir, 'gen')) ? left(join(dir, 'gen'), () => false) : 'nothing written'}`,
    },
    // 5. Analysis time
    {
      finding: 5,
      label: 'game --analyse, a legal game of 1,321 plies',
      prepare: ogn(long),
      args: ['game', 'g.ogn', '--analyse', '--out', 'g.pdf'],
      options: { timeoutMs: 120_000 },
      outcome: (r, dir) => `${said(r)}; ${existsSync(join(dir, 'g.pdf')) ? 'PDF written' : 'no PDF'}`,
    },
    {
      finding: 5,
      label: 'game, a 900 KB tag',
      prepare: ogn(`[Event "${'Tournoi '.repeat(115_000)}"]\n\n1. C a\n`),
      args: ['game', 'g.ogn', '--out', 'g.pdf'],
      options: { timeoutMs: 120_000 },
      outcome: (r, dir) => `${said(r)}; ${existsSync(join(dir, 'g.pdf')) ? 'PDF written' : 'no PDF'}`,
    },
    // 6. Promises not kept
    ...(
      [
        ['tables info', ['tables', 'info']],
        ['tables build --seeds 10', ['tables', 'build', '--seeds', '10', '--variant', 'grand-slam=no-capture']],
      ] as const
    ).map(
      ([verb, args]): Case => ({
        finding: 6,
        label: `${verb}, one byte of the table changed`,
        prepare: (dir) => {
          mkdirSync(join(dir, 'cache'))
          const bytes = readFileSync(goodTables)
          bytes[bytes.length - 1000]! ^= 1
          writeFileSync(join(dir, 'cache', NO_CAPTURE), bytes)
        },
        args,
        options: tables,
        outcome: (r) => firstLine(r.stdout.split('\n').find((l) => l.includes('no-capture')) ?? r.stderr.split('\n').find((l) => l.includes('no-capture')) ?? ''),
      }),
    ),
    {
      finding: 6,
      label: 'tables build --seeds 12, the cache path a file',
      prepare: (dir) => writeFileSync(join(dir, 'cache'), 'a file'),
      args: ['tables', 'build', '--seeds', '12'],
      options: { ...tables, timeoutMs: 300_000 },
      outcome: said,
    },
    { finding: 6, label: 'tables build --seeds -1', prepare: () => {}, args: ['tables', 'build', '--seeds', '-1'], options: tables, outcome: said },
    // 7. Empty records
    {
      finding: 7,
      label: 'game, an empty .ogn',
      prepare: ogn(''),
      args: ['game', 'g.ogn', '--out', 'g.pdf'],
      outcome: (r, dir) => `${said(r)}; ${existsSync(join(dir, 'g.pdf')) ? '**PDF written**' : 'no PDF'}`,
    },
    {
      finding: 7,
      label: 'game, a blank .ogn',
      prepare: ogn(' \n\n\t\n'),
      args: ['game', 'g.ogn', '--out', 'g.pdf'],
      outcome: (r, dir) => `${said(r)}; ${existsSync(join(dir, 'g.pdf')) ? '**PDF written**' : 'no PDF'}`,
    },
  ]

  console.log('| finding | case | before | after |')
  console.log('|---|---|---|---|')
  for (const entry of cases) {
    if (options.only && !options.only.has(entry.finding)) continue
    const cells: string[] = []
    for (const cli of [options.before, options.after]) {
      if (cli === null) {
        cells.push('')
        continue
      }
      const dir = folder(`f21-${entry.finding}`)
      entry.prepare(dir)
      const run = await runMeasured(cli, entry.args, {
        cwd: dir,
        timeoutMs: 60_000,
        memoryCapMB: MEMORY_CAP_MB,
        ...entry.options,
        env: Object.fromEntries(Object.entries(entry.options?.env ?? {}).map(([name, value]) => [name, join(dir, value!)])),
      })
      cells.push(`${summary(run)} · ${entry.outcome(run, dir).replace(/\|/g, '\\|')}`)
      rmSync(dir, { recursive: true, force: true })
    }
    console.log(`| ${entry.finding} | ${entry.label} | ${cells.join(' | ')} |`)
  }
  for (const dir of made) rmSync(dir, { recursive: true, force: true })
}
