import { randomBytes } from 'node:crypto'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'

/**
 * Writes every file or none of them changes: each goes to a temporary file in its own folder
 * (same file system, so rename is atomic), and the renames happen only once all were written.
 * An existing file is never left half written.
 */
export async function writeFilesAtomically(files: readonly { path: string; bytes: Uint8Array }[]): Promise<void> {
  const staged: { temporary: string; path: string }[] = []
  try {
    for (const file of files) {
      await mkdir(dirname(file.path), { recursive: true })
      const temporary = join(dirname(file.path), `.${basename(file.path)}.${randomBytes(6).toString('hex')}.tmp`)
      staged.push({ temporary, path: file.path })
      await writeFile(temporary, file.bytes, { flag: 'wx' })
    }
    for (const { temporary, path } of staged) await rename(temporary, path)
  } catch (error) {
    await Promise.all(staged.map(({ temporary }) => rm(temporary, { force: true })))
    throw error
  }
}
