/**
 * `node:fs` in the browser: the few files the kit's modules read (its strings, lessons and kit
 * definition under templates/, the exercise bank), bundled into the page at build time and read
 * from memory. Anything else is an error: the studio has no disk.
 */
import { files } from 'studio:files'

const missing = (path: string) => Object.assign(new Error(`ENOENT: the studio has no file ${path}`), { code: 'ENOENT' })

export function readFileSync(path: string, _encoding?: unknown): string {
  const text = files[String(path)]
  if (text === undefined) throw missing(String(path))
  return text
}

export function existsSync(path: string): boolean {
  return String(path) in files || Object.keys(files).some((name) => name.startsWith(String(path) + '/'))
}

/** The names in a bundled folder, sorted as the command line's loader sorts them. */
export function readdirSync(path: string): string[] {
  const prefix = String(path).replace(/\/$/, '') + '/'
  return Object.keys(files)
    .filter((name) => name.startsWith(prefix) && !name.slice(prefix.length).includes('/'))
    .map((name) => name.slice(prefix.length))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
}

export const constants = { O_RDONLY: 0, O_NOFOLLOW: 0, O_NONBLOCK: 0 }

const noDisk = (): never => {
  throw new Error('the studio reads no file from a disk')
}
export const statSync = noDisk
export const lstatSync = noDisk
export default { readFileSync, existsSync, readdirSync, constants, statSync, lstatSync }
