import type { MoveReport, Position } from '../src/engine/index.js'
import { DEFAULT_VARIANT, fromSetup, initialSetup, legalMoves, play } from '../src/engine/index.js'
import { answerView, renderBoardSvg } from '../src/render/index.js'

/** Moves of deterministic pseudo-random games: a varied mix of sowings, laps and captures. */
function sampleReports(count: number): MoveReport[] {
  const start = fromSetup(initialSetup(DEFAULT_VARIANT))
  if (!start.ok) throw new Error('initial position rejected')
  const reports: MoveReport[] = []
  let seed = 12345
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  let position: Position = start.value
  while (reports.length < count) {
    const moves = legalMoves(position)
    if (moves.length === 0) {
      position = start.value
      continue
    }
    const played = play(position, moves[Math.floor(random() * moves.length)]!)
    if (!played.ok) throw new Error(played.error.message)
    reports.push(played.value)
    position = played.value.outcome ? start.value : played.value.after
  }
  return reports
}

/**
 * Issue 4 asks for at least 500 answer diagrams per second in one process. Measured on moves never
 * drawn before in this process (each one pass, as a kit build does), after a JIT warm-up on others.
 */
export async function run(): Promise<void> {
  const reports = sampleReports(3000)
  for (const report of reports.slice(0, 500)) renderBoardSvg(answerView(report)) // warm up the JIT
  const fresh = reports.slice(500)
  const rates: number[] = []
  let bytes = 0
  for (let round = 0; round < 5; round++) {
    const batch = fresh.slice(round * 500, (round + 1) * 500)
    const started = performance.now()
    for (const report of batch) bytes += renderBoardSvg(answerView(report)).length
    rates.push(batch.length / ((performance.now() - started) / 1000))
  }
  rates.sort((a, b) => a - b)
  console.log(
    `render  answer diagrams (view + SVG): ${Math.round(rates[2]!)} per second (median of 5 batches of 500 moves not drawn before; target >= 500); ` +
      `${(bytes / fresh.length / 1024).toFixed(1)} KiB each`,
  )
}
