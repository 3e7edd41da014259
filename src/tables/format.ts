/**
 * The tables file: a short JSON header (format version, rules, the engine's fingerprint, the
 * layers, a SHA-256 of the rest) and the layers' bytes. Reading it back checks every one of those,
 * so tables built under other rules, by an older format or by an engine that has changed since are
 * never used: they are rebuilt.
 *
 *   "AWALETAB"  8 bytes
 *   n           4 bytes, little-endian: length of the header
 *   header      n bytes of JSON (TablesHeader)
 *   payload     per layer k = 0…seeds: bounds (2 bytes a position: L | ON_CYCLE, U), then depths (1 byte a position)
 */
import { createHash } from 'node:crypto'
import type { GrandSlamRule } from '../engine/index.js'
import { GRAND_SLAM_RULES } from '../engine/index.js'
import { STATE_SIZE, legalMask, playFast } from '../engine/fast.js'
import { LayerWalk, layerSize, rankNorthFirst } from './ranking.js'
import type { Layer, LayerStats } from './retrograde.js'
import { tableRules } from './retrograde.js'

/** Raised whenever the layout or the meaning of the bytes changes: older files are then rebuilt. */
export const TABLES_FORMAT = 1
const MAGIC = 'AWALETAB'

export interface LayerSummary {
  readonly seeds: number
  readonly positions: number
  /** Positions with L = U. */
  readonly proved: number
  /** Positions on a cycle of non-capturing moves. */
  readonly onCycle: number
}

export interface TablesHeader {
  readonly format: number
  readonly grandSlam: GrandSlamRule
  /** The tables hold every board with up to this many seeds. */
  readonly seeds: number
  /** The engine's fingerprint under these rules (rulesFingerprint): a changed engine makes the file stale. */
  readonly rules: string
  readonly layers: readonly LayerSummary[]
  /** SHA-256 of the payload, hex. */
  readonly sha256: string
}

export const summarise = (stats: LayerStats): LayerSummary => ({ seeds: stats.seeds, positions: stats.positions, proved: stats.proved, onCycle: stats.onCycle })

export function encodeTables(grandSlam: GrandSlamRule, layers: readonly Layer[], summaries: readonly LayerSummary[]): Uint8Array {
  let payloadLength = 0
  for (const layer of layers) payloadLength += 3 * layer.size
  const payload = new Uint8Array(payloadLength)
  let at = 0
  for (const layer of layers) {
    payload.set(layer.bounds, at)
    at += layer.bounds.length
    payload.set(layer.depths, at)
    at += layer.depths.length
  }
  const header: TablesHeader = {
    format: TABLES_FORMAT,
    grandSlam,
    seeds: layers.length - 1,
    rules: rulesFingerprint(grandSlam),
    layers: summaries,
    sha256: createHash('sha256').update(payload).digest('hex'),
  }
  const headerBytes = new TextEncoder().encode(JSON.stringify(header))
  const file = new Uint8Array(12 + headerBytes.length + payload.length)
  file.set(new TextEncoder().encode(MAGIC), 0)
  new DataView(file.buffer).setUint32(8, headerBytes.length, true)
  file.set(headerBytes, 12)
  file.set(payload, 12 + headerBytes.length)
  return file
}

/** The most seeds a tables file may hold (`tables build --seeds` at most; the ranking goes further, time and memory do not). */
export const MAX_TABLE_SEEDS = 20

/** A header is a few kilobytes of JSON; a longer one is not a header (and is not read). */
export const MAX_HEADER_BYTES = 64 * 1024

/** Bytes before the header: the magic word and the header's length. */
export const PREFIX_BYTES = 12

/** Why a tables file cannot be used. */
export type TablesProblem =
  | { readonly code: 'NOT_TABLES'; readonly message: string }
  | { readonly code: 'STALE'; readonly message: string }
  | { readonly code: 'CORRUPT'; readonly message: string }
  /** Not a regular file (a folder, a device, a pipe, a dangling link), or the system refuses to read it. */
  | { readonly code: 'UNREADABLE'; readonly message: string }

export type Decoded = { ok: true; header: TablesHeader; layers: Layer[] } | { ok: false; problem: TablesProblem }

/** Bytes of the payload of tables holding every board up to `seeds` seeds. */
export function payloadBytes(seeds: number): number {
  let total = 0
  for (let k = 0; k <= seeds; k++) total += 3 * layerSize(k)
  return total
}

/** The header's length, from the file's first PREFIX_BYTES bytes; a problem when they are not a tables file's. */
export function readPrefix(prefix: Uint8Array, fileBytes: number): { ok: true; headerBytes: number } | { ok: false; problem: TablesProblem } {
  const notTables = (message: string) => ({ ok: false as const, problem: { code: 'NOT_TABLES' as const, message } })
  if (prefix.length < PREFIX_BYTES || new TextDecoder().decode(prefix.subarray(0, 8)) !== MAGIC) return notTables(fileBytes === 0 ? 'the file is empty' : 'not an awale-kit tables file')
  const headerBytes = new DataView(prefix.buffer, prefix.byteOffset, prefix.byteLength).getUint32(8, true)
  if (headerBytes > MAX_HEADER_BYTES) return notTables(`its header would be ${headerBytes} bytes long; a tables header is a few kilobytes`)
  if (PREFIX_BYTES + headerBytes > fileBytes) return notTables('the header is cut short')
  return { ok: true, headerBytes }
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0

/**
 * The header's JSON, checked: its format, its shape (a damaged header must not make a reader
 * allocate or trust anything), the grand-slam rule the file is named for, the engine's fingerprint.
 */
export function parseHeader(json: Uint8Array, grandSlam?: GrandSlamRule): { ok: true; header: TablesHeader } | { ok: false; problem: TablesProblem } {
  const corrupt = (message: string) => ({ ok: false as const, problem: { code: 'CORRUPT' as const, message } })
  let header: TablesHeader
  try {
    header = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(json)) as TablesHeader
  } catch {
    return { ok: false, problem: { code: 'NOT_TABLES', message: 'the header is not readable' } }
  }
  if (header === null || typeof header !== 'object') return corrupt('its header is damaged')
  if (header.format !== TABLES_FORMAT) return { ok: false, problem: { code: 'STALE', message: `written in format ${String(header.format)}, this version reads format ${TABLES_FORMAT}` } }
  if (
    !GRAND_SLAM_RULES.includes(header.grandSlam) ||
    !isCount(header.seeds) ||
    header.seeds > MAX_TABLE_SEEDS ||
    typeof header.rules !== 'string' ||
    typeof header.sha256 !== 'string' ||
    !/^[0-9a-f]{64}$/.test(header.sha256)
  )
    return corrupt('its header is damaged')
  if (!Array.isArray(header.layers) || header.layers.length !== header.seeds + 1) return corrupt('its header is damaged (the layers)')
  for (const [k, layer] of header.layers.entries())
    if (
      layer === null ||
      typeof layer !== 'object' ||
      layer.seeds !== k ||
      layer.positions !== layerSize(k) ||
      !isCount(layer.proved) ||
      !isCount(layer.onCycle) ||
      layer.proved > layer.positions ||
      layer.onCycle > layer.positions
    )
      return corrupt(`its header is damaged (layer ${k})`)
  if (grandSlam !== undefined && header.grandSlam !== grandSlam) return { ok: false, problem: { code: 'STALE', message: `built for the grand-slam rule ${header.grandSlam}, not ${grandSlam}` } }
  if (header.rules !== rulesFingerprint(header.grandSlam)) return { ok: false, problem: { code: 'STALE', message: 'built by an engine whose rules have changed since' } }
  return { ok: true, header }
}

/** The layers of a payload whose size and checksum were checked. */
export function layersOf(payload: Uint8Array, seeds: number): Layer[] {
  const layers: Layer[] = []
  let at = 0
  for (let k = 0; k <= seeds; k++) {
    const size = layerSize(k)
    const bounds = payload.subarray(at, at + 2 * size)
    at += 2 * size
    const depths = payload.subarray(at, at + size)
    at += size
    layers.push({ seeds: k, size, bounds, depths })
  }
  return layers
}

/** The message of a payload of the wrong size (said before it is read). */
export const sizeProblem = (payload: number, expected: number): TablesProblem => ({ code: 'CORRUPT', message: `holds ${payload} bytes of tables, ${expected} expected` })
export const CHECKSUM_PROBLEM: TablesProblem = { code: 'CORRUPT', message: 'its checksum does not match: the file is damaged' }

/** Decodes a whole file held in memory (tests, round trips): the same checks as the file reader (cache.ts). */
export function decodeTables(file: Uint8Array, grandSlam?: GrandSlamRule): Decoded {
  const prefix = readPrefix(file.subarray(0, PREFIX_BYTES), file.length)
  if (!prefix.ok) return prefix
  const read = parseHeader(file.subarray(PREFIX_BYTES, PREFIX_BYTES + prefix.headerBytes), grandSlam)
  if (!read.ok) return read
  const { header } = read
  const payload = file.subarray(PREFIX_BYTES + prefix.headerBytes)
  const expected = payloadBytes(header.seeds)
  if (payload.length !== expected) return { ok: false, problem: sizeProblem(payload.length, expected) }
  if (createHash('sha256').update(payload).digest('hex') !== header.sha256) return { ok: false, problem: CHECKSUM_PROBLEM }
  return { ok: true, header, layers: layersOf(payload, header.seeds) }
}

const fingerprints = new Map<GrandSlamRule, string>()

/**
 * A digest of what the engine's fast path does under these rules, on every board of up to 4 seeds
 * and on a fixed draw of larger boards (laps, long chains, grand slams, feeding): legal moves,
 * seeds captured, the board after. Tables built by an engine whose rules have changed since carry
 * another fingerprint and are rebuilt.
 */
export function rulesFingerprint(grandSlam: GrandSlamRule): string {
  const known = fingerprints.get(grandSlam)
  if (known) return known
  const hash = createHash('sha256')
  const rules = tableRules(grandSlam === 'capture-all')
  const state = new Uint8Array(STATE_SIZE * 2)
  const record = new Uint32Array(3)
  const visit = () => {
    let mask = legalMask(state, 0, rules)
    record[0] = mask
    hash.update(record.subarray(0, 1))
    while (mask !== 0) {
      const origin = 31 - Math.clz32(mask & -mask)
      mask &= mask - 1
      record[1] = playFast(state, 0, STATE_SIZE, origin, rules)
      record[2] = rankNorthFirst(state, STATE_SIZE)
      hash.update(record.subarray(1, 3))
    }
  }
  for (let k = 0; k <= 4; k++) {
    const walk = new LayerWalk(k)
    while (walk.next(state, 0) >= 0) visit()
  }
  // Larger boards from a fixed linear congruential draw: the same on every machine.
  let seed = 12345
  const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 8
  for (let i = 0; i < 3000; i++) {
    state.fill(0)
    const seeds = 5 + (next() % 20)
    const holes = 1 + (next() % 12)
    for (let s = 0; s < seeds; s++) state[next() % holes]!++
    if (next() % 2 === 1) for (let h = 0; h < 6; h++) [state[h], state[h + 6]] = [state[h + 6]!, state[h]!]
    visit()
  }
  const digest = hash.digest('hex').slice(0, 16)
  fingerprints.set(grandSlam, digest)
  return digest
}
