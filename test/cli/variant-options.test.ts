// Paths no test used to reach (issue 17): show's legal task and its words for a rules variant, the
// --variant options other than grand-slam, and the hash that keeps the file names of two
// non-plain generate seeds apart.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { exerciseId } from '../../src/generate/generate.js'
import { runCli } from './harness.js'

const folders: string[] = []
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true })
})
const scratch = async () => {
  const folder = await mkdtemp(join(tmpdir(), 'awale-reached-'))
  folders.push(folder)
  return folder
}

describe('awale-kit show', () => {
  it('a legal task: lists the legal moves, in English and in French', async () => {
    const en = await runCli(['show', 'test/exercise/fixtures/good/a3-feeding.yaml', '--lang', 'en'])
    expect(en.code).toBe(0)
    expect(en.stdout).toContain('\nLegal moves: F.\n')
    expect(en.stdout).not.toContain('Rules:') // the kit's own rules are not announced
    const fr = await runCli(['show', 'test/exercise/fixtures/good/a3-feeding.yaml', '--lang', 'fr'])
    expect(fr.stdout).toContain('\nCoups permis\u202f: F.\n')
  })

  it('a legal task with no legal move says none', async () => {
    const dir = await scratch()
    const file = join(dir, 'over.yaml')
    await writeFile(
      file,
      'id: O1\ntheme: end\nlevel: 3\ntitle: { fr: Fini, en: Over }\nposition: "4-0-0-0-0-0-0-0-0-3-0-1-25-15-S"\ntask: legal\nquestion: { fr: "Quels coups ?", en: "Which moves?" }\nexpect: { legal: [] }\nexplain: { fr: "Aucun.", en: "None." }\n',
    )
    expect((await runCli(['show', file, '--lang', 'en'])).stdout).toContain('\nLegal moves: none.\n')
    expect((await runCli(['show', file, '--lang', 'fr'])).stdout).toContain('\nCoups permis\u202f: aucun.\n')
  })

  it.each([
    ['grandSlam: capture-all, seedsPerHole: 3', 'Rules: taking everything is allowed, 3 seeds per hole', 'Règles\u202f: tout prendre est permis, 3 graines par trou'],
    ['endless: move-limit, moveLimit: 120', 'Rules: move limit (120)', 'Règles\u202f: nombre de coups limité (120)'],
    ['endless: no-capture-limit, noCaptureLimit: 40', 'Rules: limit of moves without capture (40)', 'Règles\u202f: coups sans prise limités (40)'],
  ])('names the rules that differ from the kit’s: %s', async (variant, english, french) => {
    const dir = await scratch()
    const file = join(dir, 'v.yaml')
    await writeFile(
      file,
      `id: V1\ntheme: sowing\nlevel: 1\ntitle: { fr: V, en: V }\nposition: { C: 2, H: 1 }\ntask: play\nplay: C\nquestion: { fr: "Joue C.", en: "Play C." }\nexpect: { last: E, captured: 0 }\nexplain: { fr: "E.", en: "E." }\nvariant: { ${variant} }\n`,
    )
    const en = await runCli(['show', file, '--lang', 'en'])
    expect(en.code, en.stderr).toBe(0)
    expect(en.stdout.split('\n')[2]).toBe(english)
    expect((await runCli(['show', file, '--lang', 'fr'])).stdout.split('\n')[2]).toBe(french)
  })
})

describe('--variant options', () => {
  const json = async (args: string[]) => {
    const result = await runCli(['play', ...args, '--json'])
    expect(result.code, result.stderr).toBe(0)
    return JSON.parse(result.stdout) as { position: string; over: boolean; result?: { reason: string; score: { south: number; north: number } } }
  }

  it('seeds-per-hole=3: the start holds 3 per hole', async () => {
    expect((await json(['start', 'C', '--variant', 'seeds-per-hole=3'])).position).toBe('3-3-0-4-4-4-3-3-3-3-3-3-0-0-N')
    expect((await json(['start', 'C', '--variant', 'seeds-per-hole=4'])).position).toBe('4-4-0-5-5-5-5-4-4-4-4-4-0-0-N')
  })

  it('endless=move-limit with move-limit=N: the game stops after N moves, rows gathered', async () => {
    const one = await json(['start', 'C', '--variant', 'endless=move-limit', '--variant', 'move-limit=2'])
    expect(one.over).toBe(false)
    const two = await json(['start', 'C', 'H', '--variant', 'endless=move-limit', '--variant', 'move-limit=2'])
    expect(two.result).toEqual({ reason: 'move-limit', score: { south: 23, north: 25 }, complete: true })
    // The limit alone, under the default repetition rule, stops nothing.
    expect((await json(['start', 'C', 'H', '--variant', 'move-limit=2'])).over).toBe(false)
  })

  it('endless=no-capture-limit with no-capture-limit=N', async () => {
    const args = ['--variant', 'endless=no-capture-limit', '--variant', 'no-capture-limit=3']
    expect((await json(['start', 'C', 'H', ...args])).over).toBe(false)
    expect((await json(['start', 'C', 'H', 'D', ...args])).result?.reason).toBe('no-capture-limit')
  })

  it.each([
    ['seeds-per-hole=5', 'expected 4|3'],
    ['endless=forever', 'expected repetition|move-limit|no-capture-limit'],
    ['endless', 'expected repetition|move-limit|no-capture-limit'],
    ['move-limit=0', 'expected a whole number of moves from 1 to 10000'],
    ['move-limit=10001', 'expected a whole number of moves from 1 to 10000'],
    ['no-capture-limit=1.5', 'expected a whole number of moves from 1 to 10000'],
    ['no-capture-limit=', 'expected a whole number of moves from 1 to 10000'],
    ['seeds=3', 'unknown variant; use grand-slam=…'],
  ])('refuses --variant %s (exit 2)', async (value, message) => {
    const result = await runCli(['play', 'start', 'C', '--variant', value])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain(`--variant ${JSON.stringify(value)}: ${message}`)
  })

  it('accepts the largest limit', async () => {
    expect((await json(['start', 'C', '--variant', 'endless=move-limit', '--variant', 'move-limit=10000'])).over).toBe(false)
  })
})

describe('generate: file names of seeds that are not plain words', () => {
  it('a plain seed names the files as it is; any other gets a hash of the whole seed', () => {
    expect(exerciseId('capture', 1, 'club', 1, false)).toBe('gen-cap1-club-001')
    const spaced = exerciseId('capture', 1, 'jeudi 1', 1, false)
    const dashed = exerciseId('capture', 1, 'jeudi-1', 1, false)
    expect(spaced).toMatch(/^gen-cap1-jeudi1[0-9a-z]{5}-001$/)
    expect(dashed).toMatch(/^gen-cap1-jeudi1[0-9a-z]{5}-001$/)
    expect(spaced).not.toBe(dashed)
    // Nothing plain left (only accents or signs): the hash alone, after an x.
    expect(exerciseId('chain', 2, 'été', 7, true)).toMatch(/^gen-chain2r-t[0-9a-z]{5}-007$/)
    expect(exerciseId('chain', 2, '+++', 7, false)).toMatch(/^gen-chain2-x[0-9a-z]{5}-007$/)
    // Stable: the same seed, the same name.
    expect(exerciseId('capture', 1, 'jeudi 1', 1, false)).toBe(spaced)
  })

  it('two seeds that differ only by signs write different files into one folder', async () => {
    const dir = await scratch()
    for (const seed of ['jeudi 1', 'jeudi-1']) expect((await runCli(['generate', '--theme', 'capture', '--count', '2', '--seed', seed, '--out', dir])).code).toBe(0)
    const files = await readdir(dir)
    expect(files).toHaveLength(4)
    expect(new Set(files.map((name) => name.slice(0, -'-001.yaml'.length))).size).toBe(2)
  })
})
