/** Writing what the commands make: every file whole or not at all. Shared by build, render and generate. */
import { randomBytes } from 'node:crypto'
import { lstat, mkdir, realpath, rename, rm, stat, writeFile } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'

/**
 * Creates a folder and its missing parents, one level at a time from the nearest one that exists.
 * (Node's `mkdir(…, { recursive: true })` never returns under some pseudo file systems, /proc among
 * them; level by level, the first folder that cannot be made gives an ordinary error.)
 */
export async function makeFolder(folder: string): Promise<void> {
  const missing: string[] = []
  let current = folder
  for (;;) {
    try {
      if (!(await stat(current)).isDirectory()) throw Object.assign(new Error(`${current} is a file, not a folder`), { code: 'ENOTDIR' })
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      missing.unshift(current)
      const parent = dirname(current)
      if (parent === current) break
      current = parent
    }
  }
  for (const level of missing) await mkdir(level).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error
  })
}

/**
 * Where a file will really go: through a symbolic link to the file it names, and refused when the
 * path names anything but a regular file (a folder, a device such as /dev/full, a pipe): a rename
 * over it would replace it.
 */
async function target(path: string): Promise<string> {
  const info = await lstat(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null
    throw error
  })
  if (info === null) return path
  const real = info.isSymbolicLink() ? await realpath(path).catch(() => null) : path
  const realInfo = real === null ? null : await stat(real)
  if (real === null || !realInfo!.isFile())
    throw Object.assign(new Error(`${path} is not a regular file (a folder, a device or a pipe): give the path of a file to write`), { code: 'ENOTFILE' })
  return real
}

/**
 * Writes every file or none of them changes: each target is checked first, then each file goes to a
 * temporary file in its own folder (same file system, so rename is atomic), and the renames happen
 * only once all were written. An existing file is never left half written.
 */
export async function writeFilesAtomically(files: readonly { path: string; bytes: Uint8Array | string }[]): Promise<void> {
  const targets: string[] = []
  for (const file of files) targets.push(await target(file.path))
  const staged: { temporary: string; path: string }[] = []
  try {
    for (const [index, file] of files.entries()) {
      const path = targets[index]!
      await makeFolder(dirname(path))
      const temporary = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`)
      staged.push({ temporary, path })
      await writeFile(temporary, file.bytes, { flag: 'wx' })
    }
    for (const { temporary, path } of staged) await rename(temporary, path)
  } catch (error) {
    await Promise.all(staged.map(({ temporary }) => rm(temporary, { force: true })))
    throw error
  }
}
