// Issue 12, findings 6, 7, 8, 9 and 13: an interrupted command writes nothing half done and leaves no
// temporary file; an output never replaces an input, a read-only file or a file of another kind; a
// replaced file keeps its mode and its hard links; `--out DIR/` is a folder.
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, readdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { parseExerciseText } from '../../src/exercise/index.js'
import { InterruptedError, writeFilesAtomically } from '../../src/output/files.js'
import { chainExercise, longGameExercise } from './fixtures.js'
import { bundledCli, filesUnder, freshDir, runMeasured, temporaryNames } from './harness.js'

let cli: string
beforeAll(async () => {
  cli = await bundledCli()
})
const run = (dir: string, args: string[], options: Partial<Parameters<typeof runMeasured>[2]> = {}) => runMeasured(cli, args, { cwd: dir, timeoutMs: 60_000, ...options })

/** A kit of two sections: the exercises' part of a build, quick to make. */
const SMALL_KIT = 'sections: [worksheet, answers]\nsplit: { worksheet: [worksheet], answers: [answers], board: [] }\n'

describe('Ctrl-C during the PDF part of build (finding 6)', () => {
  it('stops with 130 and writes nothing (the build went on and wrote the file, exit 0)', async () => {
    const dir = freshDir('build')
    // The default kit: its exercises are checked in the first half second, then the PDF is made.
    const r = await run(dir, ['build', '--out', 'kit.pdf'], { interrupt: { signal: 'SIGINT', afterCpuMs: 1000 } })
    expect(r.code).toBe(130)
    expect(r.stderr).toMatch(/awale-kit( build)?: interrupted; nothing written/)
    // How soon it stops is a figure (scripts/hostile-figures.ts), not asserted: the machine may be loaded.
    expect(r.timedOut).toBe(false)
    expect(filesUnder(dir)).toEqual([])
  })

  it('SIGTERM too, with its own status (143)', async () => {
    const dir = freshDir('build')
    const r = await run(dir, ['build', '--out', 'kit.pdf', '--split'], { interrupt: { signal: 'SIGTERM', afterCpuMs: 1000 } })
    expect(r.code).toBe(143)
    expect(filesUnder(dir)).toEqual([])
  })
})

describe('interrupting render and generate (finding 7)', () => {
  let exercise: string
  beforeAll(() => {
    exercise = longGameExercise(MOVES)
  })
  const MOVES = 100

  it.each(['SIGINT', 'SIGTERM'] as const)('%s while the diagrams are being written: no temporary file, no partial set', async (signal) => {
    // 102 diagrams of one exercise (question, 100 answers, blank), and a second copy of it: 204 files.
    const dir = freshDir('render')
    writeFileSync(join(dir, 'a.yaml'), exercise)
    writeFileSync(join(dir, 'b.yaml'), exercise.replace('id: LONG', 'id: LONG2'))
    const svg = join(dir, 'svg')
    const writing = () => existsSync(svg) && temporaryNames(filesUnder(svg)).length > 0
    const r = await run(dir, ['render', 'a.yaml', 'b.yaml', '--out', 'svg'], { interrupt: { signal, when: writing } })
    const left = existsSync(svg) ? filesUnder(svg) : []
    expect(temporaryNames(left)).toEqual([])
    // Stopped before the set was moved into place: nothing; or just after: all of it.
    expect([0, 2 * (MOVES + 2)]).toContain(left.length)
    expect(r.code).toBe(left.length === 0 ? (signal === 'SIGINT' ? 130 : 143) : 0)
  })

  it('SIGTERM during generate: the exercises made so far, each whole, no temporary file', async () => {
    const dir = freshDir('generate')
    const r = await run(dir, ['generate', '--theme', 'chain', '--level', '3', '--count', '500', '--out', 'gen'], {
      interrupt: { signal: 'SIGTERM', when: (state) => state.stdout.split('\n').length > 40 },
    })
    expect(r.code).toBe(143)
    const files = filesUnder(join(dir, 'gen'))
    expect(temporaryNames(files)).toEqual([])
    expect(files.length).toBeGreaterThan(10)
    for (const file of files) expect(parseExerciseText(readFileSync(join(dir, 'gen', file), 'utf8'), file).problems).toEqual([])
  })
})

describe('never over an input or a file of another kind (finding 8)', () => {
  it('build --out equal to an exercise file is refused; the exercise is untouched', async () => {
    const dir = freshDir('input')
    writeFileSync(join(dir, 'mine.yaml'), chainExercise())
    mkdirSync(join(dir, 'bank'))
    writeFileSync(join(dir, 'bank', 'a.yaml'), chainExercise())
    symlinkSync(join(dir, 'bank', 'a.yaml'), join(dir, 'alias.pdf'))
    for (const [args, message] of [
      [['--exercises', 'mine.yaml', '--out', 'mine.yaml'], 'is named like an exercise file (.yaml): a PDF is written to a .pdf path'],
      [['--exercises', 'mine.yaml', '--out', 'other.yml'], 'is named like an exercise file (.yml)'],
      [['--exercises', 'bank', '--out', 'alias.pdf'], `alias.pdf is one of this command's inputs (${join(dir, 'bank', 'a.yaml')})`],
    ] as const) {
      const r = await run(dir, ['build', ...args])
      expect(r.code, args.join(' ')).toBe(2)
      expect(r.stderr).toContain(message)
    }
    expect(readFileSync(join(dir, 'mine.yaml'), 'utf8')).toBe(chainExercise())
    expect(readFileSync(join(dir, 'bank', 'a.yaml'), 'utf8')).toBe(chainExercise())
    expect(filesUnder(dir).sort()).toEqual(['alias.pdf', 'bank/', 'bank/a.yaml', 'mine.yaml'])
  })

  it('an existing file that is not a PDF is not replaced by one', async () => {
    const dir = freshDir('kind')
    writeFileSync(join(dir, 'notes.pdf'), 'my notes, not a PDF')
    const r = await run(dir, ['board', '--out', 'notes.pdf'])
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('notes.pdf exists and is not a PDF: awale-kit replaces only its own kind of file')
    expect(readFileSync(join(dir, 'notes.pdf'), 'utf8')).toBe('my notes, not a PDF')
  })
})

describe('generate into a folder with rules of its own (finding 9)', () => {
  it('writes the rules that differ into each file: check of the folder then passes (all 20 failed)', async () => {
    const dir = freshDir('bank')
    mkdirSync(join(dir, 'mine'))
    writeFileSync(join(dir, 'mine', '_bank.yaml'), 'variant: { grandSlam: capture-all, seedsPerHole: 3 }\n')
    const g = await run(dir, ['generate', '--theme', 'grand-slam', '--level', '2', '--count', '6', '--out', 'mine'])
    expect(g.code).toBe(0)
    expect(readFileSync(join(dir, 'mine', readdirSync(join(dir, 'mine')).find((f) => f.startsWith('gen-'))!), 'utf8')).toMatch(/^variant: \{ grandSlam: no-capture, seedsPerHole: 4 \}$/m)
    const c = await run(dir, ['check', 'mine'])
    expect(c.stdout).toContain('6 exercises checked: 6 passed, 0 failed')
    expect(c.code).toBe(0)
  })

  it('a broken _bank.yaml stops generate before anything is written', async () => {
    const dir = freshDir('bank')
    mkdirSync(join(dir, 'mine'))
    writeFileSync(join(dir, 'mine', '_bank.yaml'), 'variant: { grandSlam: all }\n')
    const g = await run(dir, ['generate', '--theme', 'chain', '--count', '3', '--out', 'mine'])
    expect(g.code).toBe(2)
    expect(g.stderr).toMatch(/mine\/_bank\.yaml:1:23 BAD_VALUE variant\.grandSlam/)
    expect(readdirSync(join(dir, 'mine'))).toEqual(['_bank.yaml'])
  })
})

describe('output paths (finding 13)', () => {
  it('--out newdir/ is a folder (it wrote a file named newdir); --out existing/ --split writes inside it', async () => {
    const dir = freshDir('paths')
    const board = await run(dir, ['board', '--out', 'newdir/'])
    expect(board.code).toBe(0)
    expect(readdirSync(join(dir, 'newdir'))).toEqual(['awale-board-fr-a4.pdf'])
    writeFileSync(join(dir, 'kit.yaml'), SMALL_KIT)
    writeFileSync(join(dir, 'ex.yaml'), chainExercise())
    mkdirSync(join(dir, 'existing'))
    const split = await run(dir, ['build', '--kit', 'kit.yaml', '--exercises', 'ex.yaml', '--out', 'existing', '--split'])
    expect(split.code, split.stderr).toBe(0)
    expect(readdirSync(join(dir, 'existing')).sort()).toEqual(['awale-kit-ex-fr-a4-answers.pdf', 'awale-kit-ex-fr-a4-worksheet.pdf'])
    expect(readdirSync(dir).filter((name) => name.startsWith('existing-'))).toEqual([])
  })

  it('a replaced file keeps its mode and its hard links; a read-only file is not replaced', async () => {
    // The one writer of every command: shown with one-diagram renders, the quickest output to make.
    const dir = freshDir('modes')
    const render = (out: string) => run(dir, ['render', '--position', 'start', '--out', out])
    writeFileSync(join(dir, 'private.svg'), '<svg/>')
    chmodSync(join(dir, 'private.svg'), 0o600)
    expect((await render('private.svg')).code).toBe(0)
    expect(statSync(join(dir, 'private.svg')).mode & 0o777).toBe(0o600)
    expect(statSync(join(dir, 'private.svg')).size).toBeGreaterThan(1000)

    writeFileSync(join(dir, 'linked.svg'), '<svg/>')
    linkSync(join(dir, 'linked.svg'), join(dir, 'shared.svg'))
    expect((await render('linked.svg')).code).toBe(0)
    expect(statSync(join(dir, 'linked.svg')).nlink).toBe(2)
    expect(readFileSync(join(dir, 'shared.svg'), 'utf8')).toBe(readFileSync(join(dir, 'linked.svg'), 'utf8'))
    expect(statSync(join(dir, 'shared.svg')).size).toBeGreaterThan(1000)

    writeFileSync(join(dir, 'readonly.svg'), '<svg/>')
    chmodSync(join(dir, 'readonly.svg'), 0o444)
    const r = await render('readonly.svg')
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('readonly.svg is read-only: it is not replaced')
    expect(readFileSync(join(dir, 'readonly.svg'), 'utf8')).toBe('<svg/>')
    expect(temporaryNames(filesUnder(dir))).toEqual([])
  })

  it('a dangling link and a link loop are named as such (both were "a folder, a device or a pipe")', async () => {
    const dir = freshDir('links')
    symlinkSync('nowhere/missing.svg', join(dir, 'dangling.svg'))
    symlinkSync('loop-b.svg', join(dir, 'loop-a.svg'))
    symlinkSync('loop-a.svg', join(dir, 'loop-b.svg'))
    const dangling = await run(dir, ['render', '--position', 'start', '--out', 'dangling.svg'])
    expect(dangling.code).toBe(2)
    expect(dangling.stderr).toContain('dangling.svg is a symbolic link to "nowhere/missing.svg", which does not exist')
    const loop = await run(dir, ['render', '--position', 'start', '--out', 'loop-a.svg'])
    expect(loop.code).toBe(2)
    expect(loop.stderr).toContain('loop-a.svg is a symbolic link that leads back to itself (a loop of links)')
    expect(filesUnder(dir).sort()).toEqual(['dangling.svg', 'loop-a.svg', 'loop-b.svg'])
  })

  it('a write stopped before its end leaves no folder it made and no temporary file', async () => {
    const dir = freshDir('folders')
    const stopped = new AbortController()
    stopped.abort()
    await expect(writeFilesAtomically([{ path: join(dir, 'a', 'b', 'x.svg'), bytes: '<svg/>' }], { kind: 'svg', signal: stopped.signal })).rejects.toBeInstanceOf(InterruptedError)
    expect(filesUnder(dir)).toEqual([])
  })
})
