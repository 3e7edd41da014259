// writeFilesAtomically must leave the disk as it was when a write fails after some files are
// already staged. As root (as CI runs) no permission can make a write fail, so the failures here
// are ones root meets too: a folder that cannot be made (under /proc), and a disk that fills up
// (node:fs/promises' writeFile made to fail on its second call, here only).
import * as fs from 'node:fs/promises'
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { writeFilesAtomically } from '../../src/output/files.js'

vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>()
  return { ...actual, writeFile: vi.fn(actual.writeFile), rename: vi.fn(actual.rename) }
})

const folders: string[] = []
const scratch = async () => {
  const folder = await mkdtemp(join(tmpdir(), 'awale-atomic-'))
  folders.push(folder)
  return folder
}
afterEach(async () => {
  vi.mocked(fs.writeFile).mockClear()
  vi.mocked(fs.rename).mockClear()
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true })
})

/** Two files that exist with old contents, and a third that does not exist yet. */
async function previousKit() {
  const base = await scratch()
  await writeFile(join(base, 'kit.pdf'), '%PDF-1.7 old kit')
  await writeFile(join(base, 'key.pdf'), '%PDF-1.7 old key')
  vi.mocked(fs.writeFile).mockClear() // count only the writes of the function under test
  return base
}

describe('writeFilesAtomically: a failure after some files are staged changes nothing', () => {
  it.runIf(process.platform === 'linux')('a folder that cannot be made for the last file (even by root)', async () => {
    const base = await previousKit()
    const files = [
      { path: join(base, 'kit.pdf'), bytes: 'new kit' },
      { path: join(base, 'key.pdf'), bytes: 'new key' },
      { path: '/proc/awale-kit-nope/board.pdf', bytes: 'new board' },
    ]
    await expect(writeFilesAtomically(files, { kind: 'pdf' })).rejects.toMatchObject({ code: 'ENOENT' })
    // Two files were staged before the failure: neither replaced its target, no temporary file is left.
    expect(vi.mocked(fs.writeFile)).toHaveBeenCalledTimes(2)
    expect(vi.mocked(fs.rename)).not.toHaveBeenCalled()
    expect(await readFile(join(base, 'kit.pdf'), 'utf8')).toBe('%PDF-1.7 old kit')
    expect(await readFile(join(base, 'key.pdf'), 'utf8')).toBe('%PDF-1.7 old key')
    expect((await readdir(base)).sort()).toEqual(['key.pdf', 'kit.pdf'])
  })

  it('a disk that fills up while the second file is written', async () => {
    const base = await previousKit()
    const actual = await vi.importActual<typeof import('node:fs/promises')>('node:fs/promises')
    vi.mocked(fs.writeFile)
      .mockImplementationOnce(actual.writeFile)
      .mockImplementationOnce(async (path, data, options) => {
        // Half the bytes reach the disk, then it is full.
        await actual.writeFile(path, String(data).slice(0, 3), options)
        throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' })
      })
    await expect(
      writeFilesAtomically(
        [
          { path: join(base, 'kit.pdf'), bytes: 'new kit' },
          { path: join(base, 'sub', 'key.pdf'), bytes: 'new key' },
          { path: join(base, 'new.pdf'), bytes: 'new file' },
        ],
        { kind: 'pdf' },
      ),
    ).rejects.toMatchObject({ code: 'ENOSPC' })
    expect(vi.mocked(fs.rename)).not.toHaveBeenCalled()
    expect(await readFile(join(base, 'kit.pdf'), 'utf8')).toBe('%PDF-1.7 old kit')
    expect(await readFile(join(base, 'key.pdf'), 'utf8')).toBe('%PDF-1.7 old key')
    // Nothing was written, so the folder made for the second file goes too, with its staging folder
    // and the half-written file in it; nothing else is left (no staging folder beside kit.pdf).
    expect((await readdir(base)).sort()).toEqual(['key.pdf', 'kit.pdf'])
  })

  it('when every file is staged, each replaces its target: the temporary files are renamed, not copied', async () => {
    const base = await previousKit()
    await writeFilesAtomically(
      [
        { path: join(base, 'kit.pdf'), bytes: 'new kit' },
        { path: join(base, 'key.pdf'), bytes: 'new key' },
      ],
      { kind: 'pdf' },
    )
    // Every rename comes after every write: nothing is replaced before all are staged.
    const writes = vi.mocked(fs.writeFile).mock.invocationCallOrder
    const renames = vi.mocked(fs.rename).mock.invocationCallOrder
    expect(renames).toHaveLength(2)
    expect(Math.min(...renames)).toBeGreaterThan(Math.max(...writes))
    expect(await readFile(join(base, 'kit.pdf'), 'utf8')).toBe('new kit')
    expect(await readFile(join(base, 'key.pdf'), 'utf8')).toBe('new key')
    expect((await readdir(base)).sort()).toEqual(['key.pdf', 'kit.pdf'])
  })
})
