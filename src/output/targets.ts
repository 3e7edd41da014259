/** Where `--out` writes, and which paths it must never write to. */
import { stat } from 'node:fs/promises'
import { basename, extname, join, resolve, sep } from 'node:path'

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

/** Extensions of the files the tool reads: a PDF written there would replace an input's kind of file. */
const INPUT_EXTENSIONS = ['.yaml', '.yml', '.json']

/**
 * Why the PDF targets cannot be written, or null: a target named like an input file (.yaml), or one
 * that is an input of this build (the same file, through links too). Checked before the work starts,
 * so a build that would destroy its own input stops at once; the writer checks again.
 */
export async function refusePdfTargets(targets: readonly string[], inputs: readonly string[]): Promise<string | null> {
  for (const path of targets) {
    const extension = extname(path).toLowerCase()
    if (INPUT_EXTENSIONS.includes(extension))
      return `${path} is named like an input file (${extension}): a PDF is written to a .pdf path; nothing written`
  }
  const inputFiles = new Map<string, string>()
  for (const input of inputs) {
    const info = await stat(input).catch(() => null)
    if (info) inputFiles.set(`${info.dev}:${info.ino}`, input)
  }
  for (const path of targets) {
    const info = await stat(path).catch(() => null)
    const input = info ? inputFiles.get(`${info.dev}:${info.ino}`) : undefined
    if (input !== undefined) return `${path} is one of the build's inputs (${input}): the PDF would replace it; choose another --out; nothing written`
  }
  return null
}
