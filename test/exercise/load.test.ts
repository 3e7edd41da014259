// src/exercise/load.ts: reading files and folders from disk. Which files are exercises, in what
// order, each read once; the bank's rules per folder; duplicate ids however many; a signal that
// stops between files; bytes that are not UTF-8, located.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { BANK_FILE, MAX_FILE_BYTES, loadExercises } from '../../src/exercise/index.js'
import { decodeText, readText } from '../../src/exercise/load.js'

const folders: string[] = []
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true })
})
const scratch = async () => {
  const folder = await mkdtemp(join(tmpdir(), 'awale-load-'))
  folders.push(folder)
  return folder
}

/** A valid exercise (worked example 4: a grand slam, cancelled unless the rules allow it). */
const slam = (id: string, captured = 0) =>
  `id: ${id}\ntheme: sowing\nlevel: 1\ntitle: { fr: T, en: T }\nposition: { F: 2, G: 1, H: 1 }\ntask: play\nplay: F\nquestion: { fr: Q, en: Q }\nexpect: { last: H, captured: ${captured} }\nexplain: { fr: E, en: E }\n`

describe('loadExercises', () => {
  it('takes *.yaml and *.yml files not starting with _, by code point, each once however named', async () => {
    const dir = await scratch()
    for (const [name, id] of [
      ['b.yaml', 'B'],
      ['a.YML', 'A'],
      ['C.yaml', 'C'],
      ['_notes.yaml', 'X'],
      ['readme.txt', 'T'],
    ] as const)
      await writeFile(join(dir, name), slam(id))
    const loaded = await loadExercises(['.', 'b.yaml', './b.yaml', join(dir, 'C.yaml')], { cwd: dir })
    expect(loaded.files).toEqual(['C.yaml', 'a.YML', 'b.yaml'])
    expect(loaded.exercises.map((e) => e.id)).toEqual(['C', 'A', 'B'])
    expect(loaded.problems).toEqual([])
    expect(loaded.interrupted).toBe(false)
  })

  it('refuses a file starting with _ named on its own, and a folder it cannot read', async () => {
    const dir = await scratch()
    await writeFile(join(dir, BANK_FILE), 'variant: {}\n')
    const bank = await loadExercises([BANK_FILE], { cwd: dir })
    expect(bank.problems).toEqual([
      { file: BANK_FILE, line: 1, column: 1, kind: 'input', code: 'NOT_AN_EXERCISE', message: "files whose name starts with _ are not exercises (_bank.yaml holds the folder's defaults)" },
    ])
    expect(bank.files).toEqual([])
  })

  it('applies each folder’s _bank.yaml to its own files only', async () => {
    const dir = await scratch()
    await mkdir(join(dir, 'club'))
    await writeFile(join(dir, 'club', BANK_FILE), 'variant: { grandSlam: capture-all }\n')
    await writeFile(join(dir, 'club', 'c1.yaml'), slam('C1', 4))
    await writeFile(join(dir, 'k1.yaml'), slam('K1', 0))
    const loaded = await loadExercises(['club', '.', 'club/c1.yaml'], { cwd: dir })
    expect(loaded.problems).toEqual([])
    expect(loaded.exercises.map((e) => [e.id, e.variant.grandSlam])).toEqual([
      ['C1', 'capture-all'],
      ['K1', 'no-capture'],
    ])
  })

  it('names every other file with the same id, three at most and how many more', async () => {
    const dir = await scratch()
    for (const name of ['a', 'b', 'c', 'd', 'e']) await writeFile(join(dir, `${name}.yaml`), slam(name === 'e' ? 'same' : 'SAME'))
    const loaded = await loadExercises(['.'], { cwd: dir })
    expect(loaded.exercises).toEqual([])
    expect(loaded.problems.map((p) => [p.file, p.code])).toEqual(['a', 'b', 'c', 'd', 'e'].map((name) => [`${name}.yaml`, 'DUPLICATE_ID']))
    expect(loaded.problems[0]!.message).toBe(
      'id: SAME is also the id of b.yaml:1:5, c.yaml:1:5, d.yaml:1:5 and 1 more; every exercise needs its own id (ids that differ only by capitals count as the same)',
    )
    expect(loaded.problems[4]!.message).toBe(
      'id: same is also the id of a.yaml:1:5, b.yaml:1:5, c.yaml:1:5 and 1 more; every exercise needs its own id (ids that differ only by capitals count as the same)',
    )
    // Two files, the same spelling: no word about capitals.
    const two = await scratch()
    for (const name of ['a', 'b']) await writeFile(join(two, `${name}.yaml`), slam('TWIN'))
    expect((await loadExercises(['.'], { cwd: two })).problems.map((p) => p.message)).toEqual([
      'id: TWIN is also the id of b.yaml:1:5; every exercise needs its own id',
      'id: TWIN is also the id of a.yaml:1:5; every exercise needs its own id',
    ])
  })

  it('stops between files when the signal is aborted, keeping what was checked', async () => {
    const dir = await scratch()
    for (const name of ['a', 'b', 'c']) await writeFile(join(dir, `${name}.yaml`), slam(name.toUpperCase()))
    const controller = new AbortController()
    const loaded = await loadExercises(['.'], { cwd: dir, signal: controller.signal })
    expect(loaded.interrupted).toBe(false)
    controller.abort()
    const stopped = await loadExercises(['.'], { cwd: dir, signal: controller.signal })
    expect(stopped).toMatchObject({ interrupted: true, exercises: [], problems: [] })
  })

  it('reads a folder of more files than it reads ahead, every one', async () => {
    const dir = await scratch()
    const ids = Array.from({ length: 40 }, (_, i) => `E${String(i).padStart(2, '0')}`)
    for (const id of ids) await writeFile(join(dir, `${id}.yaml`), slam(id))
    const loaded = await loadExercises(['.'], { cwd: dir })
    expect(loaded.exercises.map((e) => e.id)).toEqual(ids)
  })
})

describe('readText and decodeText', () => {
  it('refuses a file larger than an exercise can be (found one byte past the cap), reads one at the cap, names a missing file and a folder', async () => {
    const dir = await scratch()
    await writeFile(join(dir, 'big.yaml'), 'x'.repeat(MAX_FILE_BYTES + 1))
    await writeFile(join(dir, 'max.yaml'), 'x'.repeat(MAX_FILE_BYTES))
    expect(await readText('big.yaml', dir)).toEqual({
      ok: false,
      problem: { file: 'big.yaml', line: 1, column: 1, kind: 'input', code: 'FILE_TOO_LARGE', message: 'the file holds more than 256 KiB: an exercise file is far smaller (is it the right file?)' },
    })
    expect((await readText('max.yaml', dir)).ok).toBe(true)
    expect(await readText('missing.yaml', dir)).toEqual({
      ok: false,
      problem: { file: 'missing.yaml', line: 1, column: 1, kind: 'input', code: 'FILE_NOT_FOUND', message: 'the file cannot be read: there is no such file' },
    })
    await mkdir(join(dir, 'folder.yaml'))
    expect(await readText('folder.yaml', dir)).toMatchObject({ ok: false, problem: { code: 'FILE_UNREADABLE', message: 'the file cannot be read: it is a folder' } })
  })

  it('locates the first byte that is not UTF-8 by line and column', () => {
    const bytes = (...parts: (string | number[])[]) => new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...new TextEncoder().encode(part)] : part)))
    expect(decodeText(bytes('ab\ncé', [0xff], 'x'), 'f.yaml')).toEqual({
      ok: false,
      problem: {
        file: 'f.yaml',
        line: 2,
        column: 3,
        kind: 'input',
        code: 'NOT_UTF8',
        message: 'byte 7 (0xff) is not UTF-8 text: save the file as UTF-8 (in most editors: "Save with encoding", UTF-8)',
      },
    })
    // A sequence cut short, an overlong form, a lone continuation byte, a code point past U+10FFFF.
    expect(decodeText(bytes('a', [0xe2, 0x82]), 'f.yaml')).toMatchObject({ ok: false, problem: { line: 1, column: 2 } })
    expect(decodeText(bytes('ab', [0xc0, 0xaf]), 'f.yaml')).toMatchObject({ ok: false, problem: { line: 1, column: 3 } })
    expect(decodeText(bytes('€', [0x80]), 'f.yaml')).toMatchObject({ ok: false, problem: { line: 1, column: 2, message: expect.stringMatching(/^byte 4 \(0x80\)/) } })
    expect(decodeText(bytes('😀', [0xf5, 0x80, 0x80, 0x80]), 'f.yaml')).toMatchObject({ ok: false, problem: { line: 1, column: 2 } })
    expect(decodeText(bytes('x', [0xed, 0xa0, 0x80]), 'f.yaml')).toMatchObject({ ok: false, problem: { line: 1, column: 2 } }) // a surrogate
    expect(decodeText(bytes('é€😀\n'), 'f.yaml')).toEqual({ ok: true, value: 'é€😀\n' })
    for (const bom of [
      [0xff, 0xfe],
      [0xfe, 0xff],
    ])
      expect(decodeText(bytes(bom, 'a'), 'f.yaml')).toMatchObject({ ok: false, problem: { code: 'NOT_UTF8', line: 1, column: 1, message: expect.stringContaining('UTF-16') } })
  })
})
