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

/** Why a tables file cannot be used. */
export type TablesProblem =
  | { readonly code: 'NOT_TABLES'; readonly message: string }
  | { readonly code: 'STALE'; readonly message: string }
  | { readonly code: 'CORRUPT'; readonly message: string }

export type Decoded = { ok: true; header: TablesHeader; layers: Layer[] } | { ok: false; problem: TablesProblem }

/** Reads only the header (cheap: for `tables info` and to decide whether to rebuild). */
export function decodeHeader(file: Uint8Array): { ok: true; header: TablesHeader; payloadAt: number } | { ok: false; problem: TablesProblem } {
  const notTables = (message: string) => ({ ok: false as const, problem: { code: 'NOT_TABLES' as const, message } })
  if (file.length < 12 || new TextDecoder().decode(file.subarray(0, 8)) !== MAGIC) return notTables('not an awale-kit tables file')
  const length = new DataView(file.buffer, file.byteOffset, file.byteLength).getUint32(8, true)
  if (12 + length > file.length) return notTables('the header is cut short')
  let header: TablesHeader
  try {
    header = JSON.parse(new TextDecoder().decode(file.subarray(12, 12 + length))) as TablesHeader
  } catch {
    return notTables('the header is not readable')
  }
  if (header.format !== TABLES_FORMAT) return { ok: false, problem: { code: 'STALE', message: `written in format ${header.format}, this version reads format ${TABLES_FORMAT}` } }
  if (header.rules !== rulesFingerprint(header.grandSlam))
    return { ok: false, problem: { code: 'STALE', message: 'built by an engine whose rules have changed since' } }
  return { ok: true, header, payloadAt: 12 + length }
}

/** Reads a whole file, checking its format, rules fingerprint, sizes and checksum. */
export function decodeTables(file: Uint8Array): Decoded {
  const read = decodeHeader(file)
  if (!read.ok) return read
  const { header, payloadAt } = read
  const payload = file.subarray(payloadAt)
  let expected = 0
  for (let k = 0; k <= header.seeds; k++) expected += 3 * layerSize(k)
  if (payload.length !== expected) return { ok: false, problem: { code: 'CORRUPT', message: `holds ${payload.length} bytes of tables, ${expected} expected` } }
  if (createHash('sha256').update(payload).digest('hex') !== header.sha256) return { ok: false, problem: { code: 'CORRUPT', message: 'its checksum does not match: the file is damaged' } }
  const layers: Layer[] = []
  let at = 0
  for (let k = 0; k <= header.seeds; k++) {
    const size = layerSize(k)
    const bounds = payload.subarray(at, at + 2 * size)
    at += 2 * size
    const depths = payload.subarray(at, at + size)
    at += size
    layers.push({ seeds: k, size, bounds, depths })
  }
  return { ok: true, header, layers }
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
