// Issue 6's speed figures: hard level to depth 12, verified exercises per second.
import type { Position } from '../src/engine/index.js'
import { DEFAULT_VARIANT, fromSetup, initialSetup, legalMoves, play } from '../src/engine/index.js'
import { parseExerciseText } from '../src/exercise/index.js'
import { exerciseText, generateExercises } from '../src/generate/index.js'
import { bestMoveAttempt } from '../src/themes/best-move.js'
import { LEVEL_SETTINGS, PlayingSearcher, Searcher, seededRandom } from '../src/search/index.js'

/** Middle-game positions: 16 to 30 random plies from the start, kept if the game is still on. */
export function middleGamePositions(count: number, seed: string): Position[] {
  const random = seededRandom(seed)
  const positions: Position[] = []
  while (positions.length < count) {
    const start = fromSetup(initialSetup(DEFAULT_VARIANT))
    if (!start.ok) throw new Error('initial position rejected')
    let position = start.value
    const plies = 16 + random.below(15)
    for (let i = 0; i < plies; i++) {
      const moves = legalMoves(position)
      if (moves.length === 0) break
      const played = play(position, random.pick(moves))
      if (!played.ok) throw new Error(played.error.message)
      position = played.value.after
    }
    if (legalMoves(position).length > 1) positions.push(position)
  }
  return positions
}

async function hardLevel(): Promise<void> {
  const searcher = new Searcher(DEFAULT_VARIANT, 'game')
  const positions = middleGamePositions(20, 'bench-middle-game')
  const times: number[] = []
  let nodes = 0
  for (const position of positions) {
    const analysis = searcher.analyse(position, { depth: 12 })!
    times.push(analysis.milliseconds)
    nodes += analysis.nodes
  }
  times.sort((a, b) => a - b)
  const total = times.reduce((a, b) => a + b, 0)
  console.log(
    `search  hard level, depth 12 from 20 middle-game positions: median ${times[10]!.toFixed(0)} ms, slowest ${times[19]!.toFixed(0)} ms (target <= 500), ${(((nodes / total) * 1000) / 1e6).toFixed(1)} M nodes/s`,
  )
}

async function hardLevelAsPlayed(): Promise<void> {
  // The level as it plays: iterative deepening from 1 ply, 12 at most, stopped at its time limit (0.3 s; issue 24: median <= 0.3 s).
  const searcher = new Searcher(DEFAULT_VARIANT, 'game')
  const positions = middleGamePositions(20, 'bench-middle-game')
  let reached = 0
  const times: number[] = []
  for (const position of positions) {
    const analysis = searcher.analyse(position, { depth: LEVEL_SETTINGS.hard.depth, timeLimitMs: LEVEL_SETTINGS.hard.timeLimitMs })!
    if (analysis.depth === 12) reached++
    times.push(analysis.milliseconds)
  }
  times.sort((a, b) => a - b)
  console.log(
    `search  hard level as played (deepening 1..12, ${LEVEL_SETTINGS.hard.timeLimitMs} ms limit): depth 12 reached in ${reached} of 20 positions, median ${times[10]!.toFixed(0)} ms, slowest ${times[19]!.toFixed(0)} ms`,
  )
}

async function singleMoveExercises(): Promise<void> {
  // Verified: each exercise is written as a file and passes the exercise checker before it counts.
  const themes = ['capture', 'chain', 'chain-stop', 'no-capture', 'sowing', 'lap'] as const
  let made = 0
  const started = performance.now()
  for (const theme of themes) {
    for (const level of [1, 2, 3] as const) {
      const summary = await generateExercises({ theme, level, count: 20, seed: 'bench', variant: DEFAULT_VARIANT }, async () => {})
      made += summary.made
    }
  }
  const seconds = (performance.now() - started) / 1000
  console.log(`search  verified single-move exercises (6 themes x 3 levels, checker included): ${(made / seconds).toFixed(0)} per second (target >= 100)`)
}

async function bestMoveExercises(): Promise<void> {
  // Best-move exercises whose answer is proved by an 8-ply search (unique best, every move's exact value).
  const random = seededRandom('bench-best-move')
  const searcher = new Searcher(DEFAULT_VARIANT, 'seeds', 18)
  const attempt = bestMoveAttempt({ 1: 8, 2: 8, 3: 8 })
  // The expert's check as the generator makes it (src/themes/best-move.ts, expertAgrees).
  const context = { random, level: 2 as const, variant: DEFAULT_VARIANT, searcher, pool: null, expert: new PlayingSearcher(DEFAULT_VARIANT, 16) }
  let made = 0
  let checkedMade = 0
  let checkSeconds = 0
  const started = performance.now()
  while (performance.now() - started < 5000) {
    const draft = attempt(context)
    if (draft === null) continue
    made++
    if (checkedMade < 3) {
      // The checker's own full-width minimax (no pruning) re-derives the answer: slower, measured apart.
      const text = exerciseText(draft, { id: `bench-${made}`, provenance: 'bench' })
      const t = performance.now()
      const parsed = parseExerciseText(text, 'bench.yaml')
      checkSeconds += (performance.now() - t) / 1000
      if (parsed.problems.length > 0) throw new Error(`checker refused a depth-8 best-move exercise: ${parsed.problems[0]!.message}`)
      checkedMade++
    }
  }
  const seconds = (performance.now() - started) / 1000 - checkSeconds
  console.log(
    `search  best-move exercises proved by an 8-ply search and judged by the expert (10 plies): ${(made / seconds).toFixed(1)} per second (target >= 10); the checker's plain minimax re-checks one in ${((checkSeconds / checkedMade) * 1000).toFixed(1)} ms`,
  )
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return (sorted[(sorted.length - 1) >> 1]! + sorted[sorted.length >> 1]!) / 2
}

/**
 * Issue 24: the playing search (the expert level) to a fixed depth on the 20 middle-game positions,
 * its table cleared before each (as Aalina's is before each move): time to depth, nodes, nodes per
 * second. Compare with Aalina in the same run (README, "Measuring against Aalina").
 */
async function expertToDepth(): Promise<void> {
  const searcher = new PlayingSearcher(DEFAULT_VARIANT)
  const positions = middleGamePositions(20, 'bench-middle-game')
  for (const position of positions.slice(0, 4)) searcher.think(position, { depth: 10 }) // warm up the JIT
  for (const depth of [10, 12, 13, 14]) {
    const times: number[] = []
    let nodes = 0
    for (const position of positions) {
      searcher.clear()
      const report = searcher.think(position, { depth })
      times.push(report.milliseconds)
      nodes += report.nodes
    }
    const total = times.reduce((a, b) => a + b, 0)
    console.log(
      `search  expert to ${depth} plies from 20 middle-game positions (table cleared before each): median ${median(times).toFixed(0)} ms, slowest ${Math.max(...times).toFixed(0)} ms, ${(nodes / 1e6).toFixed(2)} M nodes, ${(nodes / total / 1000).toFixed(2)} M nodes/s`,
    )
  }
  // As it plays: 1 s a move, its table kept from move to move of a game (here, from position to position).
  const depths: number[] = []
  searcher.clear()
  for (const position of positions) depths.push(searcher.think(position, { timeLimitMs: LEVEL_SETTINGS.expert.timeLimitMs! }).depth)
  console.log(
    `search  expert at ${LEVEL_SETTINGS.expert.timeLimitMs! / 1000} s a move on the same positions: depth reached median ${median(depths)}, least ${Math.min(...depths)}, most ${Math.max(...depths)}`,
  )
}

export async function run(): Promise<void> {
  await expertToDepth()
  await hardLevel()
  await hardLevelAsPlayed()
  await singleMoveExercises()
  await bestMoveExercises()
}
