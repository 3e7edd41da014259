import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { makeFolder, writeFilesAtomically } from '../../src/output/files.js'

const folders: string[] = []
const scratch = async () => {
  const folder = await mkdtemp(join(tmpdir(), 'awale-files-'))
  folders.push(folder)
  return folder
}
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true })
})

describe('makeFolder', () => {
  it('creates missing parents and accepts an existing folder', async () => {
    const base = await scratch()
    await makeFolder(join(base, 'a', 'b', 'c'))
    await makeFolder(join(base, 'a', 'b', 'c'))
    expect(await readdir(join(base, 'a', 'b'))).toEqual(['c'])
  })

  it('refuses a path through a file', async () => {
    const base = await scratch()
    await writeFile(join(base, 'file'), 'x')
    await expect(makeFolder(join(base, 'file', 'inside'))).rejects.toMatchObject({ code: 'ENOTDIR' })
  })

  it.runIf(process.platform === 'linux')('fails (rather than spinning, as recursive mkdir does) where nothing can be created', async () => {
    await expect(makeFolder('/proc/awale-kit-nope/deeper')).rejects.toMatchObject({ code: 'ENOENT' })
  })
})

describe('writeFilesAtomically', () => {
  it('writes all the files, text or bytes, and leaves no temporary file', async () => {
    const base = await scratch()
    await writeFilesAtomically(
      [
        { path: join(base, 'one.svg'), bytes: '<svg/>' },
        { path: join(base, 'sub', 'two.svg'), bytes: new Uint8Array([60, 115, 118, 103, 47, 62]) },
      ],
      { kind: 'svg' },
    )
    expect(await readFile(join(base, 'one.svg'), 'utf8')).toBe('<svg/>')
    expect(await readFile(join(base, 'sub', 'two.svg'), 'utf8')).toBe('<svg/>')
    expect((await readdir(base)).sort()).toEqual(['one.svg', 'sub'])
  })

  it('changes nothing when one file cannot be written', async () => {
    const base = await scratch()
    await writeFile(join(base, 'kept.svg'), '<svg/> old')
    await writeFile(join(base, 'blocker'), 'a file where a folder is needed')
    await expect(
      writeFilesAtomically(
        [
          { path: join(base, 'kept.svg'), bytes: 'new' },
          { path: join(base, 'blocker', 'x.svg'), bytes: 'new' },
        ],
        { kind: 'svg' },
      ),
    ).rejects.toThrow()
    expect(await readFile(join(base, 'kept.svg'), 'utf8')).toBe('<svg/> old')
    expect((await readdir(base)).sort()).toEqual(['blocker', 'kept.svg'])
  })
})

describe('writeFilesAtomically refuses what a rename would destroy', () => {
  it('a folder, a device or a pipe at the target path, before writing anything', async () => {
    const base = await scratch()
    await writeFile(join(base, 'kit-worksheet.pdf'), '%PDF-1.7 previous')
    const { mkdir } = await import('node:fs/promises')
    await mkdir(join(base, 'kit-answers.pdf'))
    await expect(
      writeFilesAtomically(
        [
          { path: join(base, 'kit-worksheet.pdf'), bytes: 'new' },
          { path: join(base, 'kit-answers.pdf'), bytes: 'new' },
        ],
        { kind: 'pdf' },
      ),
    ).rejects.toMatchObject({ code: 'ENOTFILE' })
    expect(await readFile(join(base, 'kit-worksheet.pdf'), 'utf8')).toBe('%PDF-1.7 previous')
    if (process.platform === 'linux') await expect(writeFilesAtomically([{ path: '/dev/null', bytes: 'x' }], { kind: 'pdf' })).rejects.toMatchObject({ code: 'ENOTFILE' })
  })

  it('writes through a symbolic link to the file it names, keeping the link', async () => {
    const base = await scratch()
    const { lstat, symlink } = await import('node:fs/promises')
    await writeFile(join(base, 'real.svg'), '<svg/> old')
    await symlink(join(base, 'real.svg'), join(base, 'link.svg'))
    await writeFilesAtomically([{ path: join(base, 'link.svg'), bytes: 'new' }], { kind: 'svg' })
    expect(await readFile(join(base, 'real.svg'), 'utf8')).toBe('new')
    expect((await lstat(join(base, 'link.svg'))).isSymbolicLink()).toBe(true)
  })
})
