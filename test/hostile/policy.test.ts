// Issue 21: one output policy for every command that writes (README, "What the commands write"),
// tested as a table: each writing verb against each kind of existing target. Before the policy,
// selfplay --out, play --ogn and best --ogn wrote over anything that was not read-only (an
// exercise, a record typed by hand, the program itself), generate replaced its own earlier files
// without asking, and tables build wrote over whatever sat in the cache folder.
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { exerciseId } from '../../src/generate/index.js'
import { runCli } from '../cli/harness.js'
import { scratchDir } from '../support/scratch.js'
import { chainExercise } from './fixtures.js'
import { REPO, filesUnder, temporaryNames } from './harness.js'

type Kind = 'pdf' | 'svg' | 'exercise' | 'ogn' | 'tables'

interface Verb {
  readonly name: string
  readonly kind: Kind
  /** The command, writing to `target` (a path relative to the folder it runs in). */
  readonly args: (target: string) => string[]
  /** Where it writes when the verb chooses the name itself (a set: the first of its files). */
  readonly fixedTarget?: string
  /** It has --force (the verbs whose existing files are kept). */
  readonly force?: boolean
  /** A file of the run's inputs a target may be linked to; none for the verbs that read no file. */
  readonly input?: string
  readonly env?: Record<string, string>
  /** `--out` may name a folder (README): the default name is written inside it. */
  readonly outFolder?: string
}

const GAME = '[Event "Club"]\n[South "Léa"]\n[North "Tom"]\n\n1. C a 2. D b\n'
const generated = `gen/${exerciseId('chain', 1, '1', 1, false)}.yaml`

const VERBS: readonly Verb[] = [
  { name: 'build', kind: 'pdf', args: (t) => ['build', '--kit', 'kit.yaml', '--section', 'rules', '--out', t], input: 'kit.yaml', outFolder: 'awale-rules-fr-a4.pdf' },
  { name: 'board', kind: 'pdf', args: (t) => ['board', '--out', t], outFolder: 'awale-board-fr-a4.pdf' },
  { name: 'poster', kind: 'pdf', args: (t) => ['poster', '--paper', 'a4', '--out', t] },
  { name: 'tournament', kind: 'pdf', args: (t) => ['tournament', '--names', 'names.txt', '--out', t], input: 'names.txt' },
  { name: 'game', kind: 'pdf', args: (t) => ['game', 'game.ogn', '--every', '0', '--out', t], input: 'game.ogn' },
  { name: 'render --position', kind: 'svg', args: (t) => ['render', '--position', 'start', '--out', t], outFolder: 'position.svg' },
  { name: 'render EXERCISE', kind: 'svg', args: () => ['render', 'ex.yaml', '--out', 'svg'], fixedTarget: 'svg/H1-question.svg', input: 'ex.yaml' },
  { name: 'generate', kind: 'exercise', args: () => ['generate', '--theme', 'chain', '--count', '1', '--out', 'gen'], fixedTarget: generated, force: true, input: 'gen/_bank.yaml' },
  { name: 'selfplay', kind: 'ogn', args: (t) => ['selfplay', '--level', 'easy', '--out', t], force: true },
  { name: 'play --ogn', kind: 'ogn', args: (t) => ['play', 'start', 'C', '--ogn', t], force: true },
  { name: 'best --ogn', kind: 'ogn', args: (t) => ['best', 'start', '--level', 'easy', '--ogn', t], force: true },
  { name: 'tables build', kind: 'tables', args: () => ['tables', 'build', '--seeds', '2'], fixedTarget: 'cache/endgame-no-capture.awaletables', env: { AWALE_KIT_TABLES: 'cache' } },
]

const EXTENSION: Record<Kind, string> = { pdf: '.pdf', svg: '.svg', exercise: '.yaml', ogn: '.ogn', tables: '.awaletables' }

/** A file of each kind, as someone may have left it at the target. */
const SAME_KIND: Record<Kind, string> = {
  pdf: '%PDF-1.4 an earlier kit\n',
  svg: '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
  exercise: chainExercise({ id: 'MINE', titleFr: 'Mon exercice, tapé à la main' }),
  ogn: '[Event "Typed by hand"]\n\n1. C a\n',
  tables: 'AWALETAB\u0000\u0000\u0000\u0000 damaged tables',
}
/** What a file of the kind starts with once the verb wrote it. */
const WRITTEN: Record<Kind, RegExp> = { pdf: /^%PDF-/, svg: /<svg[\s>]/, exercise: /Made by awale-kit generate/, ogn: /^\[Variant "Oware Abapa"\]/, tables: /^AWALETAB/ }

/** The folder a verb runs in: its inputs, and an existing target as the case wants it. */
function folderFor(_verb: Verb): string {
  const dir = scratchDir('policy')
  writeFileSync(join(dir, 'kit.yaml'), readFileSync(join(REPO, 'templates/kit.yaml')))
  writeFileSync(join(dir, 'names.txt'), 'Léa\nTom\nInès\nNoah\n')
  writeFileSync(join(dir, 'game.ogn'), GAME)
  writeFileSync(join(dir, 'ex.yaml'), chainExercise())
  mkdirSync(join(dir, 'gen'))
  writeFileSync(join(dir, 'gen', '_bank.yaml'), 'variant: { grandSlam: no-capture }\n')
  mkdirSync(join(dir, 'svg'))
  mkdirSync(join(dir, 'cache'))
  return dir
}

const targetOf = (verb: Verb): string => verb.fixedTarget ?? `out${EXTENSION[verb.kind]}`

async function run(verb: Verb, dir: string, target: string, extra: string[] = []) {
  const env = verb.env ? Object.fromEntries(Object.entries(verb.env).map(([name, value]) => [name, join(dir, value)])) : {}
  const result = await runCli([...verb.args(target), ...extra], { cwd: dir, env })
  expect(result.stderr).not.toMatch(/\n\s+at /) // never a stack trace
  expect(temporaryNames(filesUnder(dir))).toEqual([]) // never a temporary file left
  return result
}

const bytes = (dir: string, path: string): string => readFileSync(join(dir, path), 'utf8')

describe.each(VERBS)('$name writes under the output policy', (verb) => {
  const target = targetOf(verb)

  it('no file there: written, of its kind', async () => {
    const dir = folderFor(verb)
    const r = await run(verb, dir, target)
    expect(r.code, r.stderr).toBe(0)
    expect(bytes(dir, target)).toMatch(WRITTEN[verb.kind])
  })

  it(verb.force ? 'a file of its kind there: kept (exit 2) unless --force' : 'a file of its kind there: made again (its purpose)', async () => {
    const dir = folderFor(verb)
    writeFileSync(join(dir, target), SAME_KIND[verb.kind])
    const r = await run(verb, dir, target)
    if (verb.force) {
      expect(r.code).toBe(2)
      expect(r.stderr).toContain('is kept')
      expect(r.stderr).toContain('--force')
      expect(bytes(dir, target)).toBe(SAME_KIND[verb.kind])
      const forced = await run(verb, dir, target, ['--force'])
      expect(forced.code, forced.stderr).toBe(0)
    } else expect(r.code, r.stderr).toBe(0)
    expect(bytes(dir, target)).toMatch(WRITTEN[verb.kind])
  })

  it('a read-only file of its kind there: never replaced, --force or not', async () => {
    const dir = folderFor(verb)
    writeFileSync(join(dir, target), SAME_KIND[verb.kind])
    chmodSync(join(dir, target), 0o444)
    for (const extra of verb.force ? [[], ['--force']] : [[]]) {
      const r = await run(verb, dir, target, extra)
      expect(r.code).toBe(2)
      expect(r.stderr).toContain('is read-only')
      expect(bytes(dir, target)).toBe(SAME_KIND[verb.kind])
    }
  })

  it('a file of another kind there: never replaced, --force or not', async () => {
    const dir = folderFor(verb)
    const notes = 'Notes de la classe, à ne pas perdre.\n'
    writeFileSync(join(dir, target), notes)
    for (const extra of verb.force ? [[], ['--force']] : [[]]) {
      const r = await run(verb, dir, target, extra)
      expect(r.code).toBe(2)
      expect(r.stderr).toMatch(/exists and is not (a|an) /)
      expect(bytes(dir, target)).toBe(notes)
    }
  })

  it(verb.outFolder ? 'a folder there: the default name inside it (as --out DIR)' : 'a folder there: refused, nothing written', async () => {
    const dir = folderFor(verb)
    mkdirSync(join(dir, target))
    const r = await run(verb, dir, target)
    if (verb.outFolder) {
      expect(r.code, r.stderr).toBe(0)
      expect(bytes(dir, join(target, verb.outFolder))).toMatch(WRITTEN[verb.kind])
    } else {
      expect(r.code).toBe(2)
      expect(r.stderr).toContain('is a folder, not a file')
    }
  })

  it.runIf(verb.input !== undefined)('a link to one of its inputs there: refused, the input untouched', async () => {
    const dir = folderFor(verb)
    const before = bytes(dir, verb.input!)
    symlinkSync(join(dir, verb.input!), join(dir, target))
    for (const extra of verb.force ? [[], ['--force']] : [[]]) {
      const r = await run(verb, dir, target, extra)
      expect(r.code).toBe(2)
      expect(r.stderr).toContain("is one of this command's inputs")
      expect(bytes(dir, verb.input!)).toBe(before)
    }
  })

  // The names a verb chooses itself have its extension; --out and --ogn paths are the user's.
  it.runIf(verb.fixedTarget === undefined)('a path named like another kind (the program itself, an exercise): refused', async () => {
    const dir = folderFor(verb)
    // `selfplay --out dist/awale-kit.js` once replaced the command.
    cpSync(join(dir, 'ex.yaml'), join(dir, 'mine.yaml'))
    writeFileSync(join(dir, 'awale-kit.js'), '#!/usr/bin/env node\nconsole.log("the program")\n')
    for (const other of ['mine.yaml', 'awale-kit.js', 'new.json']) {
      const before = existsSync(join(dir, other)) ? bytes(dir, other) : null
      for (const extra of verb.force ? [[], ['--force']] : [[]]) {
        const r = await run(verb, dir, other, extra)
        expect(r.code, other).toBe(2)
        expect(r.stderr).toContain('is named like')
        expect(existsSync(join(dir, other)) ? bytes(dir, other) : null).toBe(before)
      }
    }
  })
})
