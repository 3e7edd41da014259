// Issue 16's figures: positions per layer and the share proved, build time and memory for 12 and 15
// seeds (18 with AWALE_BENCH_TABLES=18: minutes, 2–4 GB), probe time. Each build runs in a process of
// its own (the CLI, both grand-slam rules at once, one worker thread each), so its peak memory is its own.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { Position } from '../src/engine/index.js'
import { DEFAULT_VARIANT, fromSetup } from '../src/engine/index.js'
import { seededRandom } from '../src/search/index.js'
import { loadTables } from '../src/tables/cache.js'

const cli = join(dirname(process.argv[1]!), 'awale-kit.js')

function build(seeds: number, folder: string): void {
  const started = performance.now()
  const run = spawnSync(process.execPath, [cli, 'tables', 'build', '--seeds', String(seeds), '--force'], { env: { ...process.env, AWALE_KIT_TABLES: folder }, encoding: 'utf8' })
  if (run.status !== 0) throw new Error(`tables build --seeds ${seeds} failed: ${run.stderr}`)
  const summary = /in ([\d.]+ s) \(CPU ([\d.]+ s)\), peak memory (\d+ MB)/.exec(run.stdout)
  const sizes = /([\d.]+ MB), built/.exec(run.stdout)
  console.log(
    `tables  build up to ${seeds} seeds, both grand-slam rules at once: ${((performance.now() - started) / 1000).toFixed(1)} s (CPU ${summary?.[2]}), peak memory ${summary?.[3]}, ${sizes?.[1]} a file`,
  )
}

function randomPositions(count: number, maxSeeds: number): Position[] {
  const random = seededRandom('bench-tables')
  const positions: Position[] = []
  while (positions.length < count) {
    const seeds = 1 + random.below(maxSeeds)
    const board = Array.from({ length: 12 }, () => 0)
    for (let s = 0; s < seeds; s++) board[random.below(12)]!++
    const made = fromSetup({ board, stores: { south: 0, north: 0 }, turn: random.below(2) === 0 ? 'south' : 'north' }, DEFAULT_VARIANT)
    if (made.ok) positions.push(made.value)
  }
  return positions
}

async function figures(seeds: number, folder: string): Promise<void> {
  const started = performance.now()
  const loaded = await loadTables(folder, 'no-capture')
  if (loaded.status !== 'ok') throw new Error(`tables not loaded: ${loaded.status}`)
  const loading = performance.now() - started
  for (const layer of loaded.header.layers)
    if (layer.seeds >= 3)
      console.log(
        `tables  ${String(layer.seeds).padStart(2)} seeds: ${layer.positions.toLocaleString('en-GB').padStart(10)} positions, ${((100 * layer.proved) / layer.positions).toFixed(1)} % proved, ${((100 * layer.onCycle) / layer.positions).toFixed(1)} % on a cycle (grand slam no-capture)`,
      )
  const all = loaded.header.layers.reduce((sum, layer) => [sum[0]! + layer.positions, sum[1]! + layer.proved], [0, 0])
  console.log(`tables  up to ${seeds} seeds: ${all[0]!.toLocaleString('en-GB')} positions, ${((100 * all[1]!) / all[0]!).toFixed(1)} % proved; loading and checking the file: ${loading.toFixed(0)} ms`)
  const positions = randomPositions(20_000, seeds)
  for (const position of positions.slice(0, 2000)) loaded.tables.probe(position) // warm-up
  const times: number[] = []
  for (let run = 0; run < 5; run++) {
    const t = performance.now()
    for (const position of positions) loaded.tables.probe(position)
    times.push(((performance.now() - t) * 1000) / positions.length)
  }
  times.sort((a, b) => a - b)
  console.log(`tables  probe (bounds and every move's bounds) of random positions up to ${seeds} seeds: ${times[2]!.toFixed(1)} µs (median of 5 runs)`)
  const answer = performance.now()
  const best = spawnSync(process.execPath, [cli, 'best', '0-2-0-1-0-3-1-0-2-0-1-0-0-0-S', '--exact'], { env: { ...process.env, AWALE_KIT_TABLES: folder }, encoding: 'utf8' })
  if (best.status !== 0 || !best.stdout.includes('endgame tables')) throw new Error(`best --exact did not use the tables: ${best.stdout}${best.stderr}`)
  console.log(`tables  best --exact of a 10-seed position, process start to answer (file loaded and checked): ${(performance.now() - answer).toFixed(0)} ms`)
}

export async function run(): Promise<void> {
  const sizes = process.env.AWALE_BENCH_TABLES === '18' ? [12, 15, 18] : [12, 15]
  for (const seeds of sizes) {
    const folder = mkdtempSync(join(tmpdir(), 'awale-bench-tables-'))
    try {
      build(seeds, folder)
      if (seeds === 15) await figures(seeds, folder)
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  }
}
