/**
 * Where the tables live between runs, and loading them. The folder is the user's cache folder
 * (they can always be built again): $AWALE_KIT_TABLES when set, else $XDG_CACHE_HOME/awale-kit/tables,
 * ~/.cache/awale-kit/tables (Linux and others), ~/Library/Caches/awale-kit/tables (macOS),
 * %LOCALAPPDATA%\awale-kit\tables (Windows). One file per grand-slam rule.
 */
import { createHash } from 'node:crypto'
import { join } from 'node:path'
import type { GrandSlamRule, Variant } from '../engine/index.js'
import { BlockFile } from '../input/blocks.js'
import type { TablesHeader, TablesProblem } from './format.js'
import { CHECKSUM_PROBLEM, PREFIX_BYTES, layersOf, parseHeader, payloadBytes, readPrefix, sizeProblem } from './format.js'
import { EndgameTables } from './tables.js'

export const TABLES_FOLDER_VARIABLE = 'AWALE_KIT_TABLES'

/** The tables folder for this environment, or null when nothing says where the user's cache is. */
export function tablesFolder(env: Readonly<Record<string, string | undefined>>, platform: NodeJS.Platform = process.platform): string | null {
  const set = (name: string) => {
    const value = env[name]
    return value !== undefined && value.trim() !== '' ? value : null
  }
  const explicit = set(TABLES_FOLDER_VARIABLE)
  if (explicit) return explicit
  const xdg = set('XDG_CACHE_HOME')
  if (xdg) return join(xdg, 'awale-kit', 'tables')
  if (platform === 'win32') {
    const local = set('LOCALAPPDATA')
    return local ? join(local, 'awale-kit', 'tables') : null
  }
  const home = set('HOME')
  if (!home) return null
  return platform === 'darwin' ? join(home, 'Library', 'Caches', 'awale-kit', 'tables') : join(home, '.cache', 'awale-kit', 'tables')
}

export const tablesFileName = (grandSlam: GrandSlamRule): string => `endgame-${grandSlam}.awaletables`

export type TablesStatus =
  | { readonly status: 'ok'; readonly path: string; readonly header: TablesHeader }
  | { readonly status: 'missing'; readonly path: string }
  | { readonly status: 'unusable'; readonly path: string; readonly problem: TablesProblem }

export type LoadedTables = { readonly status: 'ok'; readonly path: string; readonly header: TablesHeader; readonly tables: EndgameTables } | Exclude<TablesStatus, { status: 'ok' }>

/** How much of the payload is read at a time (hashed as it comes: the file is never held twice). */
const BLOCK_BYTES = 8 << 20

/**
 * Reads a tables file through the input layer's block reader (src/input/blocks.ts): a regular file
 * only, links followed and checked on the opened file (a link to /dev/zero, a pipe, a folder is
 * refused before anything is read); the prefix and header first (a few kilobytes at most), then the
 * file's size checked against what the header announces, before the payload is read; the payload
 * read by blocks into one buffer of that size (`keep`) or hashed block by block and dropped (a
 * status only). Never throws, never waits: every way a file can be wrong is a status.
 */
function readTablesFile(
  path: string,
  grandSlam: GrandSlamRule,
  keep: boolean,
): { status: 'ok'; header: TablesHeader; payload: Uint8Array | null } | { status: 'missing' } | { status: 'unusable'; problem: TablesProblem } {
  const opened = BlockFile.open(path)
  if (!opened.ok) {
    const { code, message } = opened.error
    if (code === 'FILE_NOT_FOUND' && message === 'there is no such file') return { status: 'missing' }
    return { status: 'unusable', problem: { code: 'UNREADABLE', message } }
  }
  const file = opened.value
  try {
    const prefixBytes = new Uint8Array(PREFIX_BYTES)
    const prefix = readPrefix(prefixBytes.subarray(0, file.read(prefixBytes, 0)), file.size)
    if (!prefix.ok) return { status: 'unusable', problem: prefix.problem }
    const json = new Uint8Array(prefix.headerBytes)
    if (file.read(json, PREFIX_BYTES) !== json.length) return { status: 'unusable', problem: { code: 'NOT_TABLES', message: 'the header is cut short' } }
    const read = parseHeader(json, grandSlam)
    if (!read.ok) return { status: 'unusable', problem: read.problem }
    const { header } = read
    const payloadAt = PREFIX_BYTES + prefix.headerBytes
    const expected = payloadBytes(header.seeds)
    // Before a byte of the payload is read: a file of any other size is not these tables.
    if (file.size - payloadAt !== expected) return { status: 'unusable', problem: sizeProblem(file.size - payloadAt, expected) }
    const hash = createHash('sha256')
    const payload = keep ? new Uint8Array(expected) : null
    const block = keep ? null : new Uint8Array(Math.min(BLOCK_BYTES, expected))
    for (let at = 0; at < expected; ) {
      const length = Math.min(BLOCK_BYTES, expected - at)
      const into = payload ? payload.subarray(at, at + length) : block!.subarray(0, length)
      const got = file.read(into, payloadAt + at)
      if (got !== length) return { status: 'unusable', problem: sizeProblem(at + got, expected) } // shrunk while read
      hash.update(into)
      at += length
    }
    if (hash.digest('hex') !== header.sha256) return { status: 'unusable', problem: CHECKSUM_PROBLEM }
    return { status: 'ok', header, payload }
  } catch (error) {
    return { status: 'unusable', problem: { code: 'UNREADABLE', message: `the file cannot be read: ${(error as Error).message}` } }
  } finally {
    file.close()
  }
}

const loaded = new Map<string, LoadedTables>()

/**
 * The tables of a grand-slam rule from `folder`, read and checked once per process (a file written
 * since is read again after `forget`). A missing, damaged, foreign or unreadable file is a status,
 * never an error: callers fall back to the search and say why.
 */
export function loadTablesSync(folder: string, grandSlam: GrandSlamRule): LoadedTables {
  const path = join(folder, tablesFileName(grandSlam))
  const known = loaded.get(path)
  if (known) return known
  const read = readTablesFile(path, grandSlam, true)
  if (read.status !== 'ok') return { ...read, path }
  const result: LoadedTables = { status: 'ok', path, header: read.header, tables: new EndgameTables(grandSlam, layersOf(read.payload!, read.header.seeds)) }
  loaded.set(path, result)
  return result
}

/** loadTablesSync for callers that await (the reading itself is bounded and never waits). */
export const loadTables = async (folder: string, grandSlam: GrandSlamRule): Promise<LoadedTables> => loadTablesSync(folder, grandSlam)

/**
 * What the file holds, checked to the last byte (format, rules, sizes and checksum) without keeping
 * it: what `tables info` says and what `tables build` decides on (a damaged file is built again).
 */
export async function tablesStatus(folder: string, grandSlam: GrandSlamRule): Promise<TablesStatus> {
  const path = join(folder, tablesFileName(grandSlam))
  const known = loaded.get(path)
  if (known?.status === 'ok') return { status: 'ok', path, header: known.header }
  const read = readTablesFile(path, grandSlam, false)
  return read.status === 'ok' ? { status: 'ok', path, header: read.header } : { ...read, path }
}

/** Drops what was read from `folder`, after a build wrote new files there. */
export function forget(folder: string): void {
  for (const path of loaded.keys()) if (path.startsWith(folder)) loaded.delete(path)
}

/** The tables the CLI uses for a variant: from the environment's folder, when built and usable. */
export async function tablesFor(variant: Variant, env: Readonly<Record<string, string | undefined>>): Promise<LoadedTables | { status: 'no-folder' } | { status: 'other-rules' }> {
  if (variant.endless !== 'repetition') return { status: 'other-rules' }
  const folder = tablesFolder(env)
  if (folder === null) return { status: 'no-folder' }
  return loadTables(folder, variant.grandSlam)
}
