// Issue 14's figures: reading and replaying recorded games, the engine's analysis of a 200-move game,
// and the round trip of random games through OGN.
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Hole, OgnRecord, Position } from '../src/engine/index.js'
import { DEFAULT_VARIANT, fromSetup, initialSetup, legalMoves, makeOgn, makeRecord, normalisedRecord, parseOgn, playInGame, replayRecord, startGame } from '../src/engine/index.js'
import { analyseGame } from '../src/game/index.js'
import { seededRandom } from '../src/search/index.js'
import { main } from '../src/cli/main.js'

/** Seconds of CPU this process used since `from` (process.cpuUsage): a figure a busy machine does not inflate as it does wall time. */
const cpuSeconds = (from: NodeJS.CpuUsage): number => {
  const used = process.cpuUsage(from)
  return (used.user + used.system) / 1e6
}

function initial(): Position {
  const start = fromSetup(initialSetup(DEFAULT_VARIANT))
  if (!start.ok) throw new Error('initial position rejected')
  return start.value
}

/** Random legal moves from the start, `length` of them, or null if the game ends first. */
function randomGame(seed: string, length: number): Hole[] | null {
  const random = seededRandom(seed)
  let game = startGame(initial())
  const moves: Hole[] = []
  while (moves.length < length) {
    if (game.outcome) return null
    const move = random.pick(legalMoves(game.position))
    const played = playInGame(game, move)
    if (!played.ok) throw new Error(played.error.message)
    moves.push(move)
    game = played.value.game
  }
  return moves
}

/** A record with tags and, now and then, a comment: what a club's file looks like. */
function record(seed: string, moves: readonly Hole[]): OgnRecord {
  const random = seededRandom(`${seed}/comments`)
  const made = makeRecord(
    initial(),
    moves.map((hole) => ({ hole, comments: random.next() < 0.05 ? ['Belle prise, mais regarde la rangée de Nord.'] : [] })),
    { Event: 'Club du mercredi', Site: 'École', Date: '2024.03.13', South: 'Léa', North: 'Tom' },
  )
  if (!made.ok) throw new Error(made.error.message)
  return made.value
}

/** 10,000 as the issue asks; BENCH_GAMES=1000 for a quicker look. */
const GAMES = Number(process.env['BENCH_GAMES'] ?? 10_000)
async function readAndReplay(): Promise<void> {
  const texts: string[] = []
  let plies = 0
  for (let i = 0; texts.length < GAMES; i++) {
    const random = seededRandom(`bench-games-${i}`)
    const moves = randomGame(`bench-games-${i}`, 100 + random.below(101))
    if (!moves) continue
    texts.push(makeOgn(record(`bench-games-${i}`, moves)))
    plies += moves.length
  }
  const bytes = texts.reduce((sum, text) => sum + text.length, 0)
  const cpu = process.cpuUsage()
  const started = performance.now()
  for (const text of texts) {
    const parsed = parseOgn(text)
    if (!parsed.ok) throw new Error(parsed.error[0]!.message)
    const game = replayRecord(parsed.value)
    if (!game.ok) throw new Error(game.error[0]!.message)
  }
  const seconds = (performance.now() - started) / 1000
  const cpuUsed = cpuSeconds(cpu)
  console.log(
    `game    read and replay ${GAMES.toLocaleString('en')} games of 100–200 moves (${(plies / GAMES).toFixed(0)} on average, ${(bytes / 1e6).toFixed(1)} MB): ${seconds.toFixed(2)} s (CPU ${cpuUsed.toFixed(2)} s), ${(GAMES / seconds).toFixed(0)} games/s, ${(plies / seconds / 1e6).toFixed(2)} M moves/s (every move and +N checked)`,
  )
}

async function analyse200(): Promise<void> {
  // The first random game that lasts 200 moves (most end sooner).
  let moves: Hole[] | null = null
  for (let seed = 0; !moves; seed++) moves = randomGame(`bench-analyse-${seed}`, 200)
  const text = makeOgn(record('bench-analyse', moves))
  const parsed = parseOgn(text)
  if (!parsed.ok) throw new Error('parse')
  const game = replayRecord(parsed.value)
  if (!game.ok) throw new Error('replay')
  const cpu = process.cpuUsage()
  const analysis = analyseGame(game.value)!
  const analysisCpu = cpuSeconds(cpu)
  // The whole command, process aside: read, replay, analyse, lay out and draw the PDF.
  const dir = await mkdtemp(join(tmpdir(), 'awale-bench-game-'))
  const file = join(dir, 'game.ogn')
  await writeFile(file, text)
  const io = { stdout: { write: () => true }, stderr: { write: () => true }, stdinLines: async function* () {}, cwd: dir, env: {}, stderrIsTTY: false }
  const commandCpu = process.cpuUsage()
  const started = performance.now()
  const code = await main(['game', file, '--analyse', '--out', join(dir, 'game.pdf')], io)
  if (code !== 0) throw new Error(`game --analyse exited ${code}`)
  const command = performance.now() - started
  console.log(
    `game    --analyse on a 200-move game (depth ${analysis.depth}, every move's value; ${analysis.nodes.toLocaleString('en')} positions searched, ${analysis.shortened.length} of ${analysis.plies.length} moves searched less deep, the shallowest ${Math.min(analysis.depth, ...analysis.shortened.map((s) => s.depth))} plies): analysis ${(analysis.milliseconds / 1000).toFixed(2)} s (CPU ${analysisCpu.toFixed(2)} s); the whole command with the PDF ${(command / 1000).toFixed(2)} s (CPU ${cpuSeconds(commandCpu).toFixed(2)} s)`,
  )
}

async function roundTrip(): Promise<void> {
  let identical = 0
  let plies = 0
  const started = performance.now()
  for (let i = 0; i < 1000; i++) {
    const random = seededRandom(`bench-round-trip-${i}`)
    let moves: Hole[] | null = null
    while (!moves) moves = randomGame(`bench-round-trip-${i}-${random.below(1e9)}`, random.below(251))
    plies += moves.length
    const written = makeOgn(record(`bench-round-trip-${i}`, moves))
    const parsed = parseOgn(written)
    if (!parsed.ok) continue
    const game = replayRecord(parsed.value)
    if (!game.ok) continue
    // Identical: the text written again from what was read, and again from the engine's own replay.
    if (makeOgn(parsed.value) === written && makeOgn(normalisedRecord(game.value)) === written) identical++
  }
  const seconds = (performance.now() - started) / 1000
  console.log(`game    round trip of 1,000 random games (0–250 moves, ${plies} in all; write, read, replay, write): ${identical} of 1000 identical, ${seconds.toFixed(2)} s`)
}

export async function run(): Promise<void> {
  await readAndReplay()
  await analyse200()
  await roundTrip()
}
