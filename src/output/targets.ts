/** Where `--out` writes (what it must never write over: files.ts, the output policy). */
import { stat } from 'node:fs/promises'
import { basename, join, resolve, sep } from 'node:path'

/**
 * `--out VALUE` for a command that writes one file named `defaultPath` by default: a file path, or
 * a folder to put the default name in — a path ending in `/`, or a folder that exists.
 */
export async function outputPath(cwd: string, value: string | undefined, defaultPath: string): Promise<string> {
  if (value === undefined) return resolve(cwd, defaultPath)
  const resolved = resolve(cwd, value)
  if (value.endsWith('/') || value.endsWith(sep)) return join(resolved, basename(defaultPath))
  const info = await stat(resolved).catch(() => null)
  return info?.isDirectory() ? join(resolved, basename(defaultPath)) : resolved
}
