/**
 * Where the tables live between runs, and loading them. The folder is the user's cache folder
 * (they can always be built again): $AWALE_KIT_TABLES when set, else $XDG_CACHE_HOME/awale-kit/tables,
 * ~/.cache/awale-kit/tables (Linux and others), ~/Library/Caches/awale-kit/tables (macOS),
 * %LOCALAPPDATA%\awale-kit\tables (Windows). One file per grand-slam rule.
 */
import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { GrandSlamRule, Variant } from '../engine/index.js'
import type { TablesHeader, TablesProblem } from './format.js'
import { decodeHeader, decodeTables } from './format.js'
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

const loaded = new Map<string, LoadedTables>()

function decodeFile(path: string, bytes: Uint8Array | null): LoadedTables {
  if (bytes === null) return { status: 'missing', path }
  const decoded = decodeTables(bytes)
  if (!decoded.ok) return { status: 'unusable', path, problem: decoded.problem }
  return { status: 'ok', path, header: decoded.header, tables: new EndgameTables(decoded.header.grandSlam, decoded.layers) }
}

const missingIsNull = (error: NodeJS.ErrnoException): null => {
  if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null
  throw error
}

/**
 * The tables of a grand-slam rule from `folder`, read and checked once per process (a file written
 * since is read again by `forget`).
 */
export async function loadTables(folder: string, grandSlam: GrandSlamRule): Promise<LoadedTables> {
  const path = join(folder, tablesFileName(grandSlam))
  const known = loaded.get(path)
  if (known) return known
  const bytes = await readFile(path).then((buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength), missingIsNull)
  const result = decodeFile(path, bytes)
  if (result.status === 'ok') loaded.set(path, result)
  return result
}

/** loadTables without waiting: for the exercise checker, which is synchronous. */
export function loadTablesSync(folder: string, grandSlam: GrandSlamRule): LoadedTables {
  const path = join(folder, tablesFileName(grandSlam))
  const known = loaded.get(path)
  if (known) return known
  let bytes: Uint8Array | null
  try {
    const buffer = readFileSync(path)
    bytes = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength)
  } catch (error) {
    bytes = missingIsNull(error as NodeJS.ErrnoException)
  }
  const result = decodeFile(path, bytes)
  if (result.status === 'ok') loaded.set(path, result)
  return result
}

/** The header alone (no checksum pass over the payload): what `tables info` and a rebuild decision need. */
export async function tablesStatus(folder: string, grandSlam: GrandSlamRule): Promise<TablesStatus> {
  const path = join(folder, tablesFileName(grandSlam))
  const bytes = await readFile(path).then((buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength), missingIsNull)
  if (bytes === null) return { status: 'missing', path }
  const read = decodeHeader(bytes)
  return read.ok ? { status: 'ok', path, header: read.header } : { status: 'unusable', path, problem: read.problem }
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
