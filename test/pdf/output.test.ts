import { mkdtemp, readFile, readdir, writeFile, chmod, mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { writeFilesAtomically } from '../../src/output/files.js'
import { DEFAULT_BUILD_DATE, buildDate } from '../../src/pdf/document.js'
import { runCli } from '../cli/harness.js'

const scratch = () => mkdtemp(join(tmpdir(), 'awale-out-'))

describe('atomic writing', () => {
  it('writes every file and leaves no temporary file behind', async () => {
    const dir = await scratch()
    await writeFilesAtomically(
      [
        { path: join(dir, 'a.pdf'), bytes: Buffer.from('A') },
        { path: join(dir, 'sub', 'b.pdf'), bytes: Buffer.from('B') },
      ],
      { kind: 'pdf' },
    )
    expect(await readFile(join(dir, 'a.pdf'), 'utf8')).toBe('A')
    expect(await readFile(join(dir, 'sub', 'b.pdf'), 'utf8')).toBe('B')
    expect((await readdir(dir)).sort()).toEqual(['a.pdf', 'sub'])
  })

  it('changes nothing when one of the files cannot be written', async () => {
    const dir = await scratch()
    await writeFile(join(dir, 'a.pdf'), '%PDF-1.7 previous')
    const locked = join(dir, 'locked')
    await mkdir(locked)
    await chmod(locked, 0o500)
    const attempt = writeFilesAtomically(
      [
        { path: join(dir, 'a.pdf'), bytes: Buffer.from('new') },
        { path: join(locked, 'b.pdf'), bytes: Buffer.from('B') },
      ],
      { kind: 'pdf' },
    )
    if (process.getuid?.() === 0) {
      // root writes anywhere: use a path whose folder is a file instead
      await attempt
      const blocked = join(dir, 'a.pdf', 'c.pdf')
      await expect(
        writeFilesAtomically(
          [
            { path: join(dir, 'x.pdf'), bytes: Buffer.from('x') },
            { path: blocked, bytes: Buffer.from('c') },
          ],
          { kind: 'pdf' },
        ),
      ).rejects.toThrow()
      expect((await readdir(dir)).sort()).toEqual(['a.pdf', 'locked'])
      return
    }
    await expect(attempt).rejects.toThrow()
    expect(await readFile(join(dir, 'a.pdf'), 'utf8')).toBe('%PDF-1.7 previous')
    expect((await readdir(dir)).sort()).toEqual(['a.pdf', 'locked'])
  })
})

describe('deterministic output', () => {
  it('dates come from SOURCE_DATE_EPOCH, else a fixed date, never the clock', () => {
    expect(buildDate({})).toEqual(DEFAULT_BUILD_DATE)
    expect(buildDate({ SOURCE_DATE_EPOCH: '1700000000' })).toEqual(new Date(1_700_000_000_000))
    expect(buildDate({ SOURCE_DATE_EPOCH: 'yesterday' })).toEqual(DEFAULT_BUILD_DATE)
  })

  it('the same board twice gives the same bytes; another SOURCE_DATE_EPOCH changes only the dates', async () => {
    const dir = await scratch()
    const [one, two, three] = ['1.pdf', '2.pdf', '3.pdf'].map((name) => join(dir, name))
    expect((await runCli(['board', '--out', one!])).code).toBe(0)
    expect((await runCli(['board', '--out', two!])).code).toBe(0)
    expect((await runCli(['board', '--out', three!], { env: { SOURCE_DATE_EPOCH: '1700000000' } })).code).toBe(0)
    const [a, b, c] = await Promise.all([one!, two!, three!].map((file) => readFile(file)))
    expect(a!.equals(b!)).toBe(true)
    expect(a!.equals(c!)).toBe(false)
    expect(c!.toString('latin1')).toContain('D:20231114')
  })
})
