// Fits the playing search's evaluation (src/search/evaluation.ts) to games, Texel's way, and writes
// src/search/weights.json:
//
//   npx tsx scripts/tune-evaluation.ts [--games N] [--nodes N] [--seed S] [--from weights.json] [--out FILE]
//
// 1. Positions: games the playing search plays against itself with the current weights, each move
//    searched to a fixed number of nodes (so the same seed gives the same games on any machine),
//    opened with 2–9 random plies and now and then a random move, so the games differ.
// 2. Labels: each position is labelled by the end of its game, 1 won, ½ drawn, 0 lost for the side
//    to move; where the endgame tables (every position up to 10 seeds) prove the result, by theirs.
// 3. Fit: the evaluation is linear in its weights, so the probability of winning is modelled as
//    sigmoid(evaluation / K), K fitted first to the starting weights, and the weights by gradient
//    descent (Adam) on the mean squared error, one game in ten held out to check the fit generalises.
// The weights are written rounded, with the figures of the fit; the README's figures say how strong
// they play (bench and the match).
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Game, Hole } from '../src/engine/index.js'
import { DEFAULT_VARIANT, boardSeeds, fromSetup, initialSetup, legalMoves, playInGame, startGame } from '../src/engine/index.js'
import { writeState, STATE_SIZE } from '../src/engine/fast.js'
import type { EvaluationWeights } from '../src/search/evaluation.js'
import { Evaluation, FITTED_WEIGHTS, ROW_WEIGHTS, STORE_UNIT, features } from '../src/search/evaluation.js'
import { PlayingSearcher } from '../src/search/playing.js'
import { seededRandom } from '../src/search/random.js'
import { smallEndgameTables } from '../src/tables/small.js'

const option = (name: string, fallback: string): string => {
  const at = process.argv.indexOf(`--${name}`)
  return at >= 0 && process.argv[at + 1] !== undefined ? process.argv[at + 1]! : fallback
}
const GAMES = Number(option('games', '3000'))
const NODES = Number(option('nodes', '3000'))
const SEED = option('seed', 'tune-1')
const from = option('from', '')
const OUT = option('out', join(import.meta.dirname, '..', 'src', 'search', 'weights.json'))
const start: EvaluationWeights = from ? (JSON.parse(readFileSync(from, 'utf8')) as EvaluationWeights) : FITTED_WEIGHTS

interface Sample {
  readonly active: Uint16Array
  readonly storeDifference: number
  readonly label: number
  readonly game: number
}

function playGames(): { samples: Sample[]; results: number[] } {
  const variant = DEFAULT_VARIANT
  const initial = fromSetup(initialSetup(variant), variant)
  if (!initial.ok) throw new Error('start')
  const searcher = new PlayingSearcher(variant, 18, new Evaluation(start))
  const tables = smallEndgameTables(variant.grandSlam, 10)!
  const random = seededRandom(SEED)
  const state = new Uint8Array(STATE_SIZE)
  const samples: Sample[] = []
  const results = [0, 0, 0]
  const started = performance.now()
  for (let g = 0; g < GAMES; g++) {
    searcher.clear()
    let game: Game = startGame(initial.value)
    const opening = 2 + random.below(8)
    const seen: { game: Game; tableLabel: number | null }[] = []
    while (game.outcome === null && game.plies < 400) {
      const moves = legalMoves(game.position)
      let move: Hole
      if (game.plies < opening || random.next() < 0.04) move = random.pick(moves)
      else {
        move = searcher.think(game, { nodeLimit: NODES }).move!
        seen.push({ game, tableLabel: tableLabel(game, tables) })
      }
      const played = playInGame(game, move)
      if (!played.ok) throw new Error(played.error.message)
      game = played.value.game
    }
    const outcome = game.outcome
    const south = outcome ? outcome.score.south : game.position.stores.south + game.position.board.slice(0, 6).reduce((a, b) => a + b, 0)
    const north = outcome ? outcome.score.north : game.position.stores.north + game.position.board.slice(6).reduce((a, b) => a + b, 0)
    const southResult = south > north ? 1 : south < north ? 0 : 0.5
    results[southResult === 1 ? 0 : southResult === 0 ? 2 : 1]!++
    for (const { game: at, tableLabel: exact } of seen) {
      writeState(at.position, state, 0)
      const { storeDifference, active } = features(state, 0)
      const label = exact ?? (at.position.turn === 'south' ? southResult : 1 - southResult)
      samples.push({ active: Uint16Array.from(active), storeDifference, label, game: g })
    }
    if ((g + 1) % 200 === 0) console.error(`${g + 1} games, ${samples.length} positions, ${((performance.now() - started) / 1000).toFixed(0)} s`)
  }
  return { samples, results }
}

/** The result the tables prove for the side to move (1, ½, 0), when they cover the position and prove it whatever the history. */
function tableLabel(game: Game, tables: NonNullable<ReturnType<typeof smallEndgameTables>>): number | null {
  const position = game.position
  if (boardSeeds(position.board) > tables.maxSeeds) return null
  const probe = tables.probe(position)
  if (!probe || !probe.proved || probe.reason !== 'any-history') return null
  const own = position.turn === 'south' ? position.stores.south : position.stores.north
  const other = position.turn === 'south' ? position.stores.north : position.stores.south
  const difference = own - other + probe.bounds[0]
  return difference > 0 ? 1 : difference < 0 ? 0 : 0.5
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x))

function evaluate(sample: Sample, weights: Float64Array): number {
  let score = STORE_UNIT * sample.storeDifference
  for (const index of sample.active) score += weights[index]!
  return score
}

function meanError(samples: readonly Sample[], weights: Float64Array, k: number): number {
  let sum = 0
  for (const sample of samples) {
    const error = sample.label - sigmoid(evaluate(sample, weights) / k)
    sum += error * error
  }
  return sum / samples.length
}

function fit(train: readonly Sample[], valid: readonly Sample[]): { weights: Float64Array; k: number; before: number[]; after: number[] } {
  const weights = Float64Array.from([...start.own, ...start.opponent])
  // K: the scale that best fits the starting weights (golden-section search on the error).
  let lo = 20
  let hi = 2000
  for (let i = 0; i < 40; i++) {
    const a = lo + (hi - lo) * 0.382
    const b = lo + (hi - lo) * 0.618
    if (meanError(train, weights, a) < meanError(train, weights, b)) hi = b
    else lo = a
  }
  const k = (lo + hi) / 2
  const before = [meanError(train, weights, k), meanError(valid, weights, k)]
  // Adam on the mean squared error; the store's weight stays STORE_UNIT (the unit).
  const m = new Float64Array(weights.length)
  const v = new Float64Array(weights.length)
  const rate = 2
  let best = { error: before[1]!, weights: Float64Array.from(weights) }
  for (let epoch = 1; epoch <= 400; epoch++) {
    const gradient = new Float64Array(weights.length)
    for (const sample of train) {
      const p = sigmoid(evaluate(sample, weights) / k)
      const g = (-2 * (sample.label - p) * p * (1 - p)) / k
      for (const index of sample.active) gradient[index]! += g
    }
    for (let i = 0; i < weights.length; i++) {
      const g = gradient[i]! / train.length
      m[i] = 0.9 * m[i]! + 0.1 * g
      v[i] = 0.999 * v[i]! + 0.001 * g * g
      const mh = m[i]! / (1 - 0.9 ** epoch)
      const vh = v[i]! / (1 - 0.999 ** epoch)
      weights[i]! -= (rate * mh) / (Math.sqrt(vh) + 1e-12)
    }
    if (epoch % 20 === 0) {
      const error = meanError(valid, weights, k)
      console.error(`epoch ${epoch}: train ${meanError(train, weights, k).toFixed(5)}, held out ${error.toFixed(5)}`)
      if (error < best.error) best = { error, weights: Float64Array.from(weights) }
    }
  }
  return { weights: best.weights, k, before, after: [meanError(train, best.weights, k), meanError(valid, best.weights, k)] }
}

const started = performance.now()
const { samples, results } = playGames()
const train = samples.filter((s) => s.game % 10 !== 0)
const valid = samples.filter((s) => s.game % 10 === 0)
const { weights, k, before, after } = fit(train, valid)
const clamp = (w: number) => Math.max(-1999, Math.min(1999, Math.round(w)))
const out = {
  about:
    "Evaluation weights of the playing search (src/search/evaluation.ts), in hundredths of a seed: own[place × 16 + count] for the side to move's holes, opponent[…] for the other row. Written by scripts/tune-evaluation.ts; the fit's figures below.",
  fit: {
    games: GAMES,
    nodesPerMove: NODES,
    seed: SEED,
    positions: samples.length,
    results: { southWon: results[0], drawn: results[1], northWon: results[2] },
    k: Number(k.toFixed(1)),
    meanSquaredError: {
      before: { train: Number(before[0]!.toFixed(5)), heldOut: Number(before[1]!.toFixed(5)) },
      after: { train: Number(after[0]!.toFixed(5)), heldOut: Number(after[1]!.toFixed(5)) },
    },
    seconds: Math.round((performance.now() - started) / 1000),
  },
  own: Array.from(weights.slice(0, ROW_WEIGHTS), clamp),
  opponent: Array.from(weights.slice(ROW_WEIGHTS), clamp),
}
// One row of weights a line, six places of 16 counts each.
const rows = (weights: number[]) => '[\n' + [0, 1, 2, 3, 4, 5].map((place) => '  ' + weights.slice(place * 16, place * 16 + 16).join(', ')).join(',\n') + '\n ]'
const { own, opponent, ...head } = out
writeFileSync(OUT, JSON.stringify(head, null, 1).replace(/\n}$/, `,\n "own": ${rows(own)},\n "opponent": ${rows(opponent)}\n}\n`))
console.error(`wrote ${OUT}: held-out error ${before[1]!.toFixed(5)} → ${after[1]!.toFixed(5)} (K ${k.toFixed(0)})`)
