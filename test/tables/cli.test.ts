import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_VARIANT } from '../../src/engine/index.js'
import { buildInThread, buildInWorkers } from '../../src/tables/build.js'
import { loadTables, tablesFileName, tablesFolder } from '../../src/tables/cache.js'
import { decodeTables, encodeTables } from '../../src/tables/format.js'
import { runCli } from '../cli/harness.js'

let folder: string
const env = () => ({ AWALE_KIT_TABLES: folder })

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'awale-tables-'))
  const { code, stderr } = await runCli(['tables', 'build', '--seeds', '7'], { env: env() })
  if (code !== 0) throw new Error(`tables build failed: ${stderr}`)
}, 120_000)
afterAll(() => rmSync(folder, { recursive: true, force: true }))

describe('awale-kit tables', () => {
  it('builds both grand-slam rules in worker threads, the same bytes as a build in this thread, and keeps them when asked again', async () => {
    expect(readdirSync(folder).sort()).toEqual([tablesFileName('capture-all'), tablesFileName('no-capture')])
    for (const rule of ['no-capture', 'capture-all'] as const) {
      const written = readFileSync(join(folder, tablesFileName(rule)))
      expect(Buffer.from(buildInThread(7, rule).bytes).equals(written), rule).toBe(true)
    }
    const again = await runCli(['tables', 'build', '--seeds', '6'], { env: env() })
    expect(again.code).toBe(0)
    expect(again.stderr).toContain('already built')
    expect(readdirSync(folder)).toHaveLength(2)
  })

  it('says where the tables are and what they hold', async () => {
    const { code, stdout } = await runCli(['tables', 'info', '--json'], { env: env() })
    expect(code).toBe(0)
    const info = JSON.parse(stdout)
    expect(info.folder).toBe(folder)
    expect(info.tables.map((t: { status: string; seeds: number }) => [t.status, t.seeds])).toEqual([
      ['ok', 7],
      ['ok', 7],
    ])
    expect(info.tables[0].layers[3]).toEqual({ seeds: 3, positions: 364, proved: 300, onCycle: 140 })
  })

  it('refuses damaged or stale files, and builds them again', async () => {
    const damaged = mkdtempSync(join(tmpdir(), 'awale-tables-damaged-'))
    try {
      const bytes = buildInThread(4, 'no-capture').bytes
      const path = join(damaged, tablesFileName('no-capture'))
      const flipped = Uint8Array.from(bytes)
      flipped[flipped.length - 10]! ^= 1
      writeFileSync(path, flipped)
      expect(await loadTables(damaged, 'no-capture')).toMatchObject({ status: 'unusable', problem: { code: 'CORRUPT' } })
      writeFileSync(
        path,
        withHeader(bytes, (header) => ({ ...header, format: 0 })),
      )
      expect(await loadTables(damaged, 'no-capture')).toMatchObject({ status: 'unusable', problem: { code: 'STALE' } })
      writeFileSync(
        path,
        withHeader(bytes, (header) => ({ ...header, rules: '0123456789abcdef' })),
      )
      expect(await loadTables(damaged, 'no-capture')).toMatchObject({ status: 'unusable', problem: { code: 'STALE' } })
      const rebuilt = await runCli(['tables', 'build', '--seeds', '4', '--variant', 'grand-slam=no-capture'], { env: { AWALE_KIT_TABLES: damaged } })
      expect(rebuilt.code).toBe(0)
      expect(rebuilt.stderr).toContain('not usable')
      expect(await loadTables(damaged, 'no-capture')).toMatchObject({ status: 'ok', header: { seeds: 4 } })
    } finally {
      rmSync(damaged, { recursive: true, force: true })
    }
  })

  it('round-trips the file format, byte for byte', () => {
    const built = buildInThread(5, 'capture-all')
    const decoded = decodeTables(built.bytes)
    if (!decoded.ok) throw new Error(decoded.problem.message)
    expect(decoded.header).toMatchObject({ format: 1, grandSlam: 'capture-all', seeds: 5 })
    expect(Buffer.from(encodeTables('capture-all', decoded.layers, decoded.header.layers)).equals(Buffer.from(built.bytes))).toBe(true)
  })

  it('stops at Ctrl-C with exit code 130 and no file, not even a temporary one', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'awale-tables-stop-'))
    try {
      const controller = new AbortController()
      setTimeout(() => controller.abort(), 1500)
      const { code, stderr } = await runCli(['tables', 'build', '--seeds', '14'], { env: { AWALE_KIT_TABLES: empty }, signal: controller.signal })
      expect(code).toBe(130)
      expect(stderr).toContain('interrupted; no tables file written')
      expect(readdirSync(empty)).toEqual([])
    } finally {
      rmSync(empty, { recursive: true, force: true })
    }
  })

  it('a stopped worker build resolves to null', async () => {
    const controller = new AbortController()
    controller.abort()
    expect(await buildInWorkers([{ seeds: 12, grandSlam: 'no-capture' }], undefined, controller.signal)).toBeNull()
  })

  it('refuses bad input with exit code 2', async () => {
    for (const argv of [['tables'], ['tables', 'make'], ['tables', 'build', '--seeds', '21'], ['tables', 'build', '--variant', 'endless=move-limit'], ['tables', 'build', 'now']]) {
      const { code, stderr } = await runCli(argv, { env: env() })
      expect(code, argv.join(' ')).toBe(2)
      expect(stderr).toMatch(/^awale-kit tables: /)
    }
    const nowhere = await runCli(['tables', 'info'], { env: {} })
    expect(nowhere.code).toBe(2)
    expect(nowhere.stderr).toContain('AWALE_KIT_TABLES')
  })

  it('finds the cache folder of each system', () => {
    expect(tablesFolder({ AWALE_KIT_TABLES: '/t' }, 'linux')).toBe('/t')
    expect(tablesFolder({ XDG_CACHE_HOME: '/c', HOME: '/h' }, 'linux')).toBe(join('/c', 'awale-kit', 'tables'))
    expect(tablesFolder({ HOME: '/h' }, 'linux')).toBe(join('/h', '.cache', 'awale-kit', 'tables'))
    expect(tablesFolder({ HOME: '/h' }, 'darwin')).toBe(join('/h', 'Library', 'Caches', 'awale-kit', 'tables'))
    expect(tablesFolder({ LOCALAPPDATA: 'C:\\Users\\a\\AppData\\Local' }, 'win32')).toBe(join('C:\\Users\\a\\AppData\\Local', 'awale-kit', 'tables'))
    expect(tablesFolder({}, 'linux')).toBeNull()
  })
})

describe('awale-kit best --exact with the tables', () => {
  it('proves a value off every cycle: whatever happened before', async () => {
    // Worked example 9 without the stores: F is forced, North cannot feed and gathers its 3.
    const { code, stdout } = await runCli(['best', '0-0-0-0-0-3-0-0-0-0-0-0-0-0-S', '--exact'], { env: env() })
    expect(code).toBe(0)
    expect(stdout).toContain('Best move for South: F')
    expect(stdout).toContain('Value: -3 seeds to the end of the game, against the best defence.')
    expect(stdout).toContain('Proved by the endgame tables (up to 7 seeds), whatever happened before')
  })

  it('gives bounds and source as JSON, the value where proved, and the moves that keep it', async () => {
    const { code, stdout } = await runCli(['best', '0-0-1-0-2-0-0-1-0-0-1-0-0-0-S', '--exact', '--json'], { env: env() })
    expect(code).toBe(0)
    const answer = JSON.parse(stdout)
    expect(answer.source).toBe('tables')
    expect(answer.bounds).toHaveLength(2)
    expect(answer.bounds[0]).toBeLessThanOrEqual(answer.bounds[1])
    expect(answer.proved).toBe(answer.bounds[0] === answer.bounds[1])
    expect(answer.value).toBe(answer.proved ? answer.bounds[0] : null)
    for (const move of answer.best) expect(answer.moves.find((m: { move: string }) => m.move === move).bounds[0]).toBe(answer.bounds[0])
  })

  it('says "between L and U, depending on repetitions" where the tables cannot prove', async () => {
    // A position on the big cycle of 7 seeds whose value the tables leave open (found by probing).
    const { loadTables: load } = await import('../../src/tables/cache.js')
    const loaded = await load(folder, 'no-capture')
    if (loaded.status !== 'ok') throw new Error('tables not loaded')
    const open = findOpenPosition(loaded.tables)
    const { code, stdout } = await runCli(['best', open, '--exact'], { env: env() })
    expect(code).toBe(0)
    expect(stdout).toMatch(/Value: between -?\+?\d+ and [+-]?\d+ seeds? to the end of the game, depending on repetitions\./)
    expect(stdout).toContain('Moves that secure at least')
  })

  it('gives one answer whatever the cache holds: where a store could reach 25 first, the count stops there, with the tables or without', async () => {
    // Stores of 20 and more and a few seeds on the board: a store can reach 25, which stops the game.
    for (const position of ['0-1-0-0-0-1-1-0-1-0-0-0-23-21-S', '0-0-1-0-1-0-0-1-0-0-1-0-20-24-S', '0-0-0-2-0-1-0-0-1-0-1-0-22-21-S']) {
      const withTables = JSON.parse((await runCli(['best', position, '--exact', '--json'], { env: env() })).stdout)
      const without = JSON.parse((await runCli(['best', position, '--exact', '--json'], { env: {} })).stdout)
      expect(withTables.tablesNote, position).toContain('a store could reach 25 before the end')
      expect(withTables.proved, position).toBe(true)
      expect(without.proved, position).toBe(true)
      expect(withTables.value, position).toBe(without.value)
      expect(withTables.best, position).toEqual(without.best)
      expect(withTables.count).toBe('the game stops when a store reaches its majority (25 of 48)')
    }
    // Where no store can reach 25, the tables' count is the game's: they answer, and say so.
    const { stdout } = await runCli(['best', '0-0-0-0-0-3-0-0-0-0-0-0-0-0-S', '--exact'], { env: env() })
    expect(stdout).toContain('Counted to the end of the game: no store can reach 25 before it.')
  })

  it('falls back to the search and says why: no tables, too many seeds', async () => {
    const none = await runCli(['best', '0-0-0-0-0-3-0-0-0-0-0-0-0-0-S', '--exact', '--json'], { env: {} })
    expect(JSON.parse(none.stdout)).toMatchObject({ source: 'search', proved: true, value: -3 })
    expect(JSON.parse(none.stdout).tablesNote).toContain('no cache folder')
    const many = await runCli(['best', '0-0-0-0-0-8-0-0-0-0-0-0-0-0-S', '--exact'], { env: env() })
    expect(many.stdout).toContain('Searched, not from the endgame tables: the board holds 8 seeds and the endgame tables go up to 7.')
  })
})

/** A tables file with its header changed (the payload and its checksum as they were). */
function withHeader(bytes: Uint8Array, change: (header: Record<string, unknown>) => Record<string, unknown>): Uint8Array {
  const length = new DataView(bytes.buffer, bytes.byteOffset).getUint32(8, true)
  const header = new TextEncoder().encode(JSON.stringify(change(JSON.parse(new TextDecoder().decode(bytes.subarray(12, 12 + length))))))
  const file = new Uint8Array(12 + header.length + bytes.length - 12 - length)
  file.set(bytes.subarray(0, 8))
  new DataView(file.buffer).setUint32(8, header.length, true)
  file.set(header, 12)
  file.set(bytes.subarray(12 + length), 12 + header.length)
  return file
}

/** A position (notation) with 7 seeds or fewer whose bounds differ. */
function findOpenPosition(tables: import('../../src/tables/tables.js').EndgameTables): string {
  for (let a = 0; a <= 3; a++)
    for (let g = 0; g <= 3; g++)
      for (let c = 1; c <= 2; c++) {
        const board = [a, 0, c, 0, 1, 0, g, 0, 1, 0, 0, 1]
        if (board.reduce((x, y) => x + y, 0) > 7) continue
        const probe = tables.probe({ board, stores: { south: 0, north: 0 }, turn: 'south', variant: DEFAULT_VARIANT })
        if (probe && !probe.proved) return `${board.join('-')}-0-0-S`
      }
  throw new Error('no open position found')
}
