/**
 * One drawing attempt per theme: a position and a question whose answer the engine computes, kept
 * only if the exercise shows its theme's feature and is hard enough for its level. The driver
 * (generate.ts) repeats attempts until it has enough distinct exercises.
 */
import type { Game, Hole, MoveReport, Position, Side, Variant } from '../engine/index.js'
import { HOLES, fromSetup, legalMoves, play, playInGame, positionOutcome, rowSeeds, startGame } from '../engine/index.js'
import type { Task, Theme } from '../exercise/index.js'
import type { AnswerInput } from '../exercise/answers.js'
import { THEMES } from '../exercise/index.js'
import { themeDefinition } from '../themes/index.js'
import type { PlayingSearcher, Random, Searcher } from '../search/index.js'
import { STORE_UNIT } from '../search/index.js'
import type { Lines } from './explain.js'
import { NNBSP, countLines, explainMove, listEn, listFr, moveSummary, seedsEn, seedsFr, sideEn, sideFr } from './explain.js'
import { signed } from '../words.js'

const N = NNBSP

/** Every theme of the exercise format can be generated. */
export const GENERATED_THEMES = THEMES
export type GeneratedTheme = Theme
export type { Level } from '../exercise/schema.js'
import type { Level } from '../exercise/schema.js'

/** What one generated exercise says; generate.ts writes it as a file and has the checker verify it. */
export interface Draft {
  readonly theme: GeneratedTheme
  readonly level: Level
  readonly start: Position
  readonly task: Task
  readonly play: Hole[]
  /** Claims in the order they are written; every one computed by the engine. */
  readonly expect: Record<string, unknown>
  readonly title: { fr: string; en: string }
  readonly question: { fr: string; en: string }
  readonly explain: { fr: string; en: string }
  /** The places the sheet gives to answer, when the question asks more than the task's defaults. */
  readonly answers?: readonly AnswerInput[]
  /** Values of every move quoted in the explanation (best tasks): the driver has the checker confirm each. */
  readonly quotedValues?: Partial<Record<Hole, number>>
  /**
   * The question asking exactly these answer places of this exercise (a version's twin asks what
   * version A asks), or null when the theme cannot word one of them. Not written to the file.
   */
  readonly ask?: (answers: readonly AnswerInput[]) => Lines1 | null
}

/**
 * What a version's exercise must share with version A's at the same place: the task, the side to
 * move, and (when the theme can word them) the same answer places.
 */
export interface TwinOf {
  readonly task: Task
  readonly turn: Side
  readonly answers: readonly AnswerInput[]
}

export interface ThemeContext {
  readonly random: Random
  readonly level: Level
  readonly variant: Variant
  /** Searcher with `seeds` scoring, for best-move and defend. */
  readonly searcher: Searcher
  /** Positions from games of the hard level (South to move), when --realistic; else null. */
  readonly pool: readonly Position[] | null
  /**
   * The expert level, to refuse a best move over N plies that is a mistake over the game (the
   * exercise would teach the wrong thing): absent, no such check.
   */
  readonly expert?: PlayingSearcher
  /** When drawing a twin of another exercise: its task, side to move and answer places. */
  readonly twin?: TwinOf | undefined
}

type Attempt = (ctx: ThemeContext) => Draft | null

// ---------------------------------------------------------------- positions

const between = (random: Random, [low, high]: readonly [number, number]): number => low + random.below(high - low + 1)

/** A reduced position (stores 0): `seeds` seeds spread over `holes` distinct holes, each at least 1. */
function scatter(ctx: ThemeContext, seeds: number, holes: readonly number[], turn: Side = 'south'): Position | null {
  const board = Array.from({ length: 12 }, () => 0)
  if (holes.length === 0 || seeds < holes.length) return null
  for (const h of holes) board[h] = 1
  for (let i = holes.length; i < seeds; i++) board[ctx.random.pick(holes)]!++
  return build(ctx, board, { south: 0, north: 0 }, turn)
}

function build(ctx: ThemeContext, board: number[], stores: { south: number; north: number }, turn: Side): Position | null {
  const built = fromSetup({ board, stores, turn }, ctx.variant)
  return built.ok ? built.value : null
}

/** `count` distinct holes drawn from `from`. */
function someHoles(random: Random, from: readonly number[], count: number): number[] {
  const pool = [...from]
  const chosen: number[] = []
  while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(random.below(pool.length), 1)[0]!)
  return chosen.sort((a, b) => a - b)
}

const SOUTH = [0, 1, 2, 3, 4, 5]
const NORTH = [6, 7, 8, 9, 10, 11]
const ALL = [...SOUTH, ...NORTH]

/** Seeds on the board and holes in play, by level: more of both as the level rises. */
const SHAPE: Record<Level, { seeds: [number, number]; holes: [number, number] }> = {
  1: { seeds: [4, 9], holes: [3, 5] },
  2: { seeds: [8, 15], holes: [5, 8] },
  3: { seeds: [13, 24], holes: [7, 11] },
}

/** A random reduced position shaped by the level, South to move; or a hard-level game position with --realistic. */
function drawPosition(ctx: ThemeContext, origin?: { hole: number; seeds: number }): Position | null {
  if (ctx.pool) return ctx.random.pick(ctx.pool)
  const shape = SHAPE[ctx.level]
  const holes = someHoles(ctx.random, ALL, between(ctx.random, shape.holes))
  const seeds = Math.max(between(ctx.random, shape.seeds), holes.length)
  if (!origin) return scatter(ctx, seeds, holes)
  const others = holes.filter((h) => h !== origin.hole)
  const rest = Math.max(seeds - origin.seeds, others.length)
  const position = scatter(ctx, rest, others)
  if (!position) return null
  const board = [...position.board]
  board[origin.hole] = origin.seeds
  return build(ctx, board, { south: 0, north: 0 }, 'south')
}

const playOrNull = (position: Position, hole: Hole): MoveReport | null => {
  const played = play(position, hole)
  return played.ok ? played.value : null
}

/** The pupil's move in a play task: a legal move with some seeds, drawn at random. */
function drawMove(ctx: ThemeContext, position: Position): MoveReport | null {
  const moves = legalMoves(position)
  if (moves.length === 0) return null
  return playOrNull(position, ctx.random.pick(moves))
}

/**
 * A position and the move whose last seed lands in a chosen hole of the opponent's row, the hole
 * played drawn evenly from the six: otherwise F, the nearest, would be the answer nearly every time.
 */
function aimedMove(ctx: ThemeContext): MoveReport | null {
  if (ctx.pool) {
    const position = ctx.random.pick(ctx.pool)
    return drawMove(ctx, position)
  }
  const origin = ctx.random.pick(SOUTH)
  const target = ctx.random.pick(NORTH)
  const position = drawPosition(ctx, { hole: origin, seeds: target - origin })
  return position ? playOrNull(position, HOLES[origin]!) : null
}

export const sparse = (board: readonly number[]): Record<string, number> => {
  const map: Record<string, number> = {}
  board.forEach((count, i) => {
    if (count > 0) map[HOLES[i]!] = count
  })
  return map
}

const inOpponentRow = (report: MoveReport, index: number): boolean => (report.side === 'south' ? index >= 6 : index < 6)
const opponentOf = (side: Side): Side => (side === 'south' ? 'north' : 'south')

// ---------------------------------------------------------------- play tasks

/** The same position seen from the other side: rows swapped, stores swapped, North to move. */
function mirrored(position: Position): Position | null {
  const board = [...position.board.slice(6), ...position.board.slice(0, 6)]
  const built = fromSetup({ board, stores: { south: position.stores.north, north: position.stores.south }, turn: position.turn === 'south' ? 'north' : 'south' }, position.variant)
  return built.ok ? built.value : null
}

/** At level 3, a third of the move exercises are played by North (the top row): the pupil reads the board the other way round. */
const NORTH_SHARE = 1 / 3

function playDraft(
  ctx: ThemeContext,
  theme: GeneratedTheme,
  southReport: MoveReport,
  texts: { title: Lines1; question: (move: Hole) => Lines1; answers?: (move: Hole) => AnswerInput[] },
  extra: Record<string, unknown> = {},
): Draft {
  let report = southReport
  // A twin asked for the stores after the move starts with seeds in them, as the bank's do (empty
  // stores would make the answer the capture again, or 0 and 0).
  if (ctx.twin?.answers.includes('stores')) {
    const onBoard = report.before.board.reduce((a, b) => a + b, 0)
    const room = ctx.variant.seedsPerHole * 12 - onBoard
    // A game in progress: board and stores make all the seeds, neither store has won yet.
    const south = between(ctx.random, [Math.max(0, room - 24), Math.min(24, room)])
    const north = room - south
    const stocked = build(ctx, [...report.before.board], { south, north }, report.before.turn)
    const replayed = stocked ? playOrNull(stocked, report.move) : null
    if (replayed && replayed.outcome === null) report = replayed
  }
  let asNorth = { fr: '', en: '' }
  const north = ctx.twin ? ctx.twin.turn === 'north' : ctx.level === 3 && ctx.random.next() < NORTH_SHARE
  if (north) {
    const flipped = mirrored(southReport.before)
    const replayed = flipped ? playOrNull(flipped, HOLES[(HOLES.indexOf(southReport.move) + 6) % 12]!) : null
    if (replayed) {
      report = replayed
      asNorth = { fr: 'Tu joues Nord. ', en: 'You play North. ' }
    }
  }
  const asked = texts.question(report.move)
  const question = { fr: asNorth.fr + asked.fr, en: asNorth.en + asked.en }
  const expect: Record<string, unknown> = {}
  if (theme === 'sowing' || theme === 'lap' || theme === 'double-lap') expect.sown = report.sown
  expect.last = report.last
  expect.captured = report.captured
  expect.capturedHoles = report.capturedHoles
  Object.assign(expect, extra)
  expect.board = sparse(report.after.board)
  const explain = explainMove(report)
  return {
    theme,
    level: ctx.level,
    start: report.before,
    task: 'play',
    play: [report.move],
    expect,
    title: texts.title,
    question,
    ...(texts.answers ? { answers: texts.answers(report.move) } : {}),
    explain: { fr: explain.fr.join('\n'), en: explain.en.join('\n') },
    ask: (answers) => {
      const asked = askAboutMove(theme, report, answers)
      return asked && { fr: asNorth.fr + asked.fr, en: asNorth.en + asked.en }
    },
  }
}

/**
 * A play task's question asking each of `answers` in turn, in the bank's words; null when one of
 * them is not about the move (a sentence of the bank's own, a best move…).
 */
function askAboutMove(theme: GeneratedTheme, report: MoveReport, answers: readonly AnswerInput[]): Lines1 | null {
  const m = report.move
  const lead = theme === 'lap' || theme === 'double-lap' ? { fr: `Joue ${m} et ses ${report.seeds} graines.`, en: `Play ${m} with its ${report.seeds} seeds.` } : { fr: `Joue ${m}.`, en: `Play ${m}.` }
  const parts: Lines1[] = [lead]
  for (const answer of answers) {
    if (typeof answer === 'object') {
      if ('seedsAfter' in answer) parts.push({ fr: `Combien de graines y a-t-il en ${answer.seedsAfter} après ton coup${N}?`, en: `How many seeds are there in ${answer.seedsAfter} after your move?` })
      else if ('seedsBefore' in answer)
        parts.push({ fr: `Combien de graines y avait-il en ${answer.seedsBefore} avant ton coup${N}?`, en: `How many seeds were there in ${answer.seedsBefore} before your move?` })
      else return null
      continue
    }
    const asked = MOVE_QUESTIONS[answer]
    if (!asked) return null
    parts.push(answer === 'laps' ? { fr: asked.fr.replace('{hole}', m), en: asked.en.replace('{hole}', m) } : answer === 'why' && theme === 'chain-stop' ? WHY_CHAIN_STOPS : asked)
  }
  return { fr: parts.map((p) => p.fr).join(' '), en: parts.map((p) => p.en).join(' ') }
}

const WHY_CHAIN_STOPS: Lines1 = { fr: `Pourquoi la chaîne s’arrête-t-elle${N}?`, en: 'Why does the chain stop?' }

/** Each answer place about a move, asked as the bank asks it. */
const MOVE_QUESTIONS: Partial<Record<AnswerInput & string, Lines1>> = {
  sown: { fr: `Dans quels trous tombent les graines${N}?`, en: 'Which holes do the seeds go into?' },
  last: { fr: `Où tombe la dernière graine${N}?`, en: 'Where does the last seed land?' },
  lastCount: { fr: `Combien de graines y a-t-il dans ce trou quand ta dernière graine y tombe${N}?`, en: 'How many seeds are in that hole when your last seed lands there?' },
  captured: { fr: `Combien de graines prends-tu${N}?`, en: 'How many seeds do you capture?' },
  capturedHoles: { fr: `Quels trous prends-tu${N}?`, en: 'Which holes do you capture?' },
  count: { fr: 'Compte les graines sur le plateau, avant et après.', en: 'Count the seeds on the board, before and after.' },
  stores: { fr: `Combien de graines y a-t-il dans chaque réserve après ton coup${N}?`, en: 'How many seeds are in each store after your move?' },
  board: { fr: 'Écris le plateau après ton coup.', en: 'Write the board after your move.' },
  grandSlam: { fr: `La chaîne te ferait-elle tout prendre (le grand chelem)${N}?`, en: 'Would the chain mean taking everything (the grand slam)?' },
  laps: { fr: `Combien de fois sautes-tu le trou {hole}${N}?`, en: 'How many times do you skip hole {hole}?' },
  why: { fr: `Pourquoi${N}?`, en: 'Why?' },
}

type Lines1 = { fr: string; en: string }

const SOWING_SEEDS: Record<Level, [number, number]> = { 1: [2, 4], 2: [5, 8], 3: [8, 11] }

const sowing: Attempt = (ctx) => {
  const origin = { hole: ctx.random.pick(SOUTH), seeds: between(ctx.random, SOWING_SEEDS[ctx.level]) }
  const position = drawPosition(ctx, origin)
  if (!position) return null
  const report = ctx.pool ? drawMove(ctx, position) : playOrNull(position, HOLES[origin.hole]!)
  if (!report || report.captured > 0 || report.chain.length > 0 || report.laps > 0) return null
  const seeds = report.seeds
  if (seeds < SOWING_SEEDS[ctx.level][0] || seeds > SOWING_SEEDS[ctx.level][1]) return null
  // The sowing must cross into the opponent's row: following the seeds round the corner is the lesson.
  if (!report.sown.some((h) => inOpponentRow(report, HOLES.indexOf(h)))) return null
  return playDraft(ctx, 'sowing', report, {
    title: { fr: 'Suis les graines', en: 'Follow the seeds' },
    question: (m: Hole) => ({
      fr: `Joue ${m}. Dans quels trous tombent les graines${N}? Où tombe la dernière graine${N}? Écris le plateau après ton coup.`,
      en: `Play ${m}. Which holes do the seeds go into? Where does the last seed land? Write the board after your move.`,
    }),
    // Each question its place: the holes sown in order, the last one, the board after.
    answers: () => ['sown', 'last', 'board'],
  })
}

const capture: Attempt = (ctx) => {
  const report = aimedMove(ctx)
  if (!report || report.capturedHoles.length !== 1 || report.laps > 0) return null
  if (ctx.level >= 2 && report.seeds < 3) return null
  if (ctx.level === 3 && report.seeds < 5) return null
  return playDraft(ctx, 'capture', report, {
    title: { fr: 'Une prise', en: 'A capture' },
    question: (m: Hole) => ({
      fr: `Joue ${m}. Où tombe la dernière graine${N}? Combien de graines prends-tu${N}?`,
      en: `Play ${m}. Where does the last seed land? How many seeds do you capture?`,
    }),
  })
}

const CHAIN_LENGTH: Record<Level, [number, number]> = { 1: [2, 2], 2: [3, 3], 3: [3, 5] }

const chain: Attempt = (ctx) => {
  const report = aimedMove(ctx)
  if (!report || report.captured === 0) return null
  const [low, high] = CHAIN_LENGTH[ctx.level]
  if (report.capturedHoles.length < low || report.capturedHoles.length > high) return null
  return playDraft(ctx, 'chain', report, {
    title: { fr: 'Une prise en chaîne', en: 'A chain capture' },
    question: (m: Hole) => ({
      fr: `Joue ${m}. Quels trous prends-tu${N}? Combien de graines en tout${N}?`,
      en: `Play ${m}. Which holes do you capture? How many seeds in all?`,
    }),
  })
}

/** The hole just before the chain (backwards), when it is still in the opponent's row. */
function stopHole(report: MoveReport): number | null {
  const index = HOLES.indexOf(report.last) - report.chain.length
  return inOpponentRow(report, index) && index >= 0 ? index : null
}

const chainStop: Attempt = (ctx) => {
  const report = aimedMove(ctx)
  if (!report || report.captured === 0) return null
  const stop = stopHole(report)
  // A real stop: a hole of the opponent's row, not 2 or 3, with seeds in it (an empty hole is too easy a stop).
  if (stop === null || report.afterSowing[stop] === 0) return null
  if (ctx.level >= 2) {
    // Tempting: a hole of 2 or 3 further back, beyond the stop, that the pupil must not take.
    let tempting = false
    for (let i = stop - 1; inOpponentRow(report, i) && i >= 0; i--) if (report.afterSowing[i] === 2 || report.afterSowing[i] === 3) tempting = true
    if (!tempting) return null
  }
  if (ctx.level === 3 && report.capturedHoles.length < 2) return null
  return playDraft(ctx, 'chain-stop', report, {
    title: { fr: 'Où s’arrête la chaîne${N}?'.replace('${N}', N), en: 'Where does the chain stop?' },
    question: (m: Hole) => ({
      fr: `Joue ${m}. Quels trous prends-tu${N}? Pourquoi la chaîne s’arrête-t-elle${N}? Combien de graines prends-tu${N}?`,
      en: `Play ${m}. Which holes do you capture? Why does the chain stop? How many seeds do you capture?`,
    }),
    answers: () => ['capturedHoles', 'why', 'captured'],
  })
}

const noCapture: Attempt = (ctx) => {
  const report = aimedMove(ctx)
  if (!report || report.captured > 0 || report.grandSlam || report.laps > 0) return null
  const lastIndex = HOLES.indexOf(report.last)
  if (!inOpponentRow(report, lastIndex)) return null // the lesson is "in their row, but not 2 or 3"
  if (ctx.level >= 2) {
    // Tempting: a sown hole of the opponent's row now holds 2 or 3, but it is not where the last seed fell.
    const tempting = report.sown.some((h) => {
      const i = HOLES.indexOf(h)
      return i !== lastIndex && inOpponentRow(report, i) && (report.afterSowing[i] === 2 || report.afterSowing[i] === 3)
    })
    if (!tempting) return null
  }
  if (ctx.level === 3 && report.afterSowing[lastIndex]! < 4) return null // the last hole went past 3
  return playDraft(ctx, 'no-capture', report, {
    title: { fr: 'Prise ou pas prise${N}?'.replace('${N}', N), en: 'Capture or no capture?' },
    question: (m: Hole) => ({
      fr: `Joue ${m}. Où tombe la dernière graine${N}? Prends-tu des graines${N}? Pourquoi${N}?`,
      en: `Play ${m}. Where does the last seed land? Do you capture any seeds? Why?`,
    }),
    answers: () => ['last', 'captured', 'why'],
  })
}

const SLAM_LENGTH: Record<Level, [number, number]> = { 1: [1, 2], 2: [2, 3], 3: [3, 6] }

const grandSlam: Attempt = (ctx) => {
  const position = ctx.pool ? ctx.random.pick(ctx.pool) : grandSlamPosition(ctx)
  if (!position) return null
  const report = drawMove(ctx, position)
  // Under the default rule the grand slam is cancelled; under capture-all it takes the whole row.
  if (!report || !report.grandSlam) return null
  const [low, high] = SLAM_LENGTH[ctx.level]
  if (report.chain.length < low || report.chain.length > high) return null
  return playDraft(
    ctx,
    'grand-slam',
    report,
    {
      title: { fr: `Tout prendre${N}?`, en: 'Taking everything?' },
      question: (m: Hole) => ({
        fr: `Joue ${m}. Où tombe la dernière graine${N}? Combien de graines prends-tu${N}? Pourquoi${N}?`, // same question for both rules
        en: `Play ${m}. Where does the last seed land? How many seeds do you capture? Why?`,
      }),
      answers: () => ['last', 'captured', 'why'],
    },
    { grandSlam: true },
  )
}

/** North's row holds only 1s and 2s, in few holes: sowings that would empty it are common. */
function grandSlamPosition(ctx: ThemeContext): Position | null {
  const board = Array.from({ length: 12 }, () => 0)
  const northHoles = someHoles(ctx.random, NORTH, between(ctx.random, [SLAM_LENGTH[ctx.level][0], Math.min(6, SLAM_LENGTH[ctx.level][1] + 1)]))
  for (const h of northHoles) board[h] = 1 + ctx.random.below(2)
  const southHoles = someHoles(ctx.random, SOUTH, between(ctx.random, [1, 2 + ctx.level]))
  for (const h of southHoles) board[h] = 1 + ctx.random.below(4 + 2 * ctx.level)
  return build(ctx, board, { south: 0, north: 0 }, 'south')
}

const LAP_SEEDS: Record<Level, [number, number]> = { 1: [12, 13], 2: [14, 17], 3: [17, 22] }
const DOUBLE_LAP_SEEDS: Record<Level, [number, number]> = { 1: [23, 24], 2: [25, 28], 3: [28, 33] }

function lapAttempt(theme: 'lap' | 'double-lap', seedsRange: Record<Level, [number, number]>, laps: number): Attempt {
  return (ctx) => {
    const origin = { hole: ctx.random.pick(SOUTH), seeds: between(ctx.random, seedsRange[ctx.level]) }
    const position = ctx.pool ? ctx.random.pick(ctx.pool) : lapPosition(ctx, origin)
    if (!position) return null
    const report = ctx.pool ? drawMove(ctx, position) : playOrNull(position, HOLES[origin.hole]!)
    if (!report || report.laps !== laps) return null
    if (ctx.level === 1 && report.captured > 0) return null
    if (ctx.level === 3 && report.captured === 0 && report.chain.length === 0) return null // level 3: a lap that ends in a capture
    const turns = laps === 1 ? { fr: 'font le tour du plateau', en: 'go all the way round the board' } : { fr: 'font deux fois le tour du plateau', en: 'go round the board twice' }
    return playDraft(ctx, theme, report, {
      title: laps === 1 ? { fr: 'Un tour complet', en: 'A full lap' } : { fr: 'Deux tours complets', en: 'Two full laps' },
      question: (m: Hole) => ({
        fr: `Joue ${m}${N}: ses ${report.seeds} graines ${turns.fr}. Où tombe la dernière graine${N}? Combien de graines y a-t-il en ${m} après ton coup${N}? Prends-tu des graines${N}?`,
        en: `Play ${m}: its ${report.seeds} seeds ${turns.en}. Where does the last seed land? How many seeds are in ${m} after your move? Do you capture any?`,
      }),
      answers: (m: Hole) => ['last', { seedsAfter: m }, 'captured'],
    })
  }
}

/** A big hole and a few small ones (levels 1–2), or a busier board at level 3. */
function lapPosition(ctx: ThemeContext, origin: { hole: number; seeds: number }): Position | null {
  const room = ctx.variant.seedsPerHole * 12 - origin.seeds
  const extra = Math.min(room, ctx.level === 1 ? between(ctx.random, [0, 3]) : ctx.level === 2 ? between(ctx.random, [2, 8]) : between(ctx.random, [5, 14]))
  const board = Array.from({ length: 12 }, () => 0)
  const holes = someHoles(
    ctx.random,
    ALL.filter((h) => h !== origin.hole),
    Math.min(extra, 2 + 2 * ctx.level),
  )
  if (holes.length > 0) for (let i = 0; i < extra; i++) board[ctx.random.pick(holes)]!++
  board[origin.hole] = origin.seeds
  return build(ctx, board, { south: 0, north: 0 }, 'south')
}

// ---------------------------------------------------------------- legal moves

const FEED_HOLES: Record<Level, [number, number]> = { 1: [2, 3], 2: [3, 4], 3: [4, 6] }

const feeding: Attempt = (ctx) => {
  // The pupil plays South, or North for a twin of a bank exercise played by North.
  const pupil: Side = ctx.twin?.turn ?? 'south'
  const other = opponentOf(pupil)
  const firstOther = pupil === 'south' ? 'G' : 'A'
  const rowEnd = pupil === 'south' ? 6 : 12
  const board = Array.from({ length: 12 }, () => 0)
  const holes = someHoles(ctx.random, pupil === 'south' ? SOUTH : NORTH, between(ctx.random, FEED_HOLES[ctx.level]))
  for (const h of holes) board[h] = 1 + ctx.random.below(ctx.level === 3 ? 14 : 6)
  const position = build(ctx, board, { south: 0, north: 0 }, pupil)
  if (!position) return null
  const legal = legalMoves(position)
  // Some holes feed and some do not: the pupil must sort them.
  if (legal.length === 0 || legal.length === holes.length) return null
  // The explanation says "too few seeds to reach G": true only if no forbidden hole reaches the
  // opponent's row (under capture-all a hole may reach it and still be forbidden, by emptying it again).
  if (holes.some((h) => !legal.includes(HOLES[h]!) && position.board[h]! >= rowEnd - h)) return null
  if (ctx.level >= 2 && holes.length - legal.length < 2) return null
  const notFeeding = holes.map((h) => HOLES[h]!).filter((h) => !legal.includes(h))
  const reach = (hole: Hole) => {
    const seeds = position.board[HOLES.indexOf(hole)]!
    const needed = rowEnd - HOLES.indexOf(hole)
    return { seeds, needed }
  }
  const them = { fr: sideFr(other), en: sideEn(other) }
  const fr = [`La rangée de ${them.fr} est vide${N}: je dois jouer un coup qui lui donne au moins une graine.`]
  const en = [`${them.en}'s row is empty, so I must play a move that gives it at least one seed.`]
  for (const hole of holes.map((h) => HOLES[h]!)) {
    const { seeds, needed } = reach(hole)
    if (legal.includes(hole)) {
      fr.push(`${hole} a ${seedsFr(seeds)}${N}: il en faut ${needed} pour arriver en ${firstOther}, ${hole} nourrit ${them.fr}.`)
      en.push(`${hole} holds ${seeds}: it takes ${needed} to reach ${firstOther}, so ${hole} feeds ${them.en}.`)
    } else {
      fr.push(`${hole} a ${seedsFr(seeds)}${N}: il en faudrait ${needed} pour arriver en ${firstOther}, ${hole} ne nourrit pas ${them.fr}.`)
      en.push(`${hole} holds ${seeds}: it would take ${needed} to reach ${firstOther}, so ${hole} does not feed ${them.en}.`)
    }
  }
  fr.push(`Je peux jouer ${listFr(legal)}${legal.length > 1 ? '' : ' seulement'}. ${listFr(notFeeding)} ${notFeeding.length > 1 ? 'sont interdits' : 'est interdit'}.`)
  en.push(`I may play ${listEn(legal)}${legal.length > 1 ? '' : ' only'}. ${listEn(notFeeding)} ${notFeeding.length > 1 ? 'are' : 'is'} not allowed.`)
  const asNorth = pupil === 'north' ? { fr: 'Tu joues Nord. ', en: 'You play North. ' } : { fr: '', en: '' }
  const lead = { fr: `${asNorth.fr}La rangée de ${them.fr} est vide. Quels trous as-tu le droit de jouer${N}?`, en: `${asNorth.en}${them.en}'s row is empty. Which holes are you allowed to play?` }
  return {
    theme: 'feeding',
    level: ctx.level,
    start: position,
    task: 'legal',
    play: [],
    expect: { legal },
    title: { fr: 'Nourrir l’adversaire', en: 'Feeding your opponent' },
    question: { fr: `${lead.fr} Pourquoi${N}?`, en: `${lead.en} Why?` },
    answers: ['legal', 'why'],
    explain: { fr: fr.join('\n'), en: en.join('\n') },
    ask: (answers) => {
      if (!answers.includes('legal') || answers.some((answer) => answer !== 'legal' && answer !== 'why')) return null
      return answers.includes('why') ? { fr: `${lead.fr} Pourquoi${N}?`, en: `${lead.en} Why?` } : lead
    },
  }
}

// ---------------------------------------------------------------- best moves

/**
 * Several of the pupil's holes aimed at North's row, North's holes holding 1 or 2: a board with
 * rival captures, the best one from any hole.
 */
function rivalCaptures(ctx: ThemeContext): Position | null {
  const board = Array.from({ length: 12 }, () => 0)
  const aimed = someHoles(ctx.random, SOUTH, ctx.level + 1)
  for (const origin of aimed) board[origin] = ctx.random.pick(NORTH) - origin
  const northHoles = someHoles(ctx.random, NORTH, between(ctx.random, [ctx.level + 1, Math.min(6, ctx.level + 3)]))
  for (const h of northHoles) board[h] = ctx.level === 3 && ctx.random.next() < 0.2 ? 3 + ctx.random.below(3) : 1 + ctx.random.below(2)
  if (ctx.level >= 2) for (const h of someHoles(ctx.random, SOUTH, ctx.level - 1)) if (board[h] === 0) board[h] = 1 + ctx.random.below(4)
  return build(ctx, board, { south: 0, north: 0 }, 'south')
}

const bestCapture: Attempt = (ctx) => {
  const drawn = ctx.pool ? ctx.random.pick(ctx.pool) : rivalCaptures(ctx)
  // A twin of a bank exercise played by North: the same kind of board, seen from North's side.
  const position = drawn && ctx.twin?.turn === 'north' ? mirrored(drawn) : drawn
  return position ? biggestCaptureDraft(ctx, 'best-capture', position) : null
}

/**
 * The grand slam as a choice: the longest chain would take everything and is cancelled, so another
 * move captures the most (a twin of the bank's "the longest chain does not count").
 */
const grandSlamBest: Attempt = (ctx) => {
  const position = ctx.pool ? ctx.random.pick(ctx.pool) : grandSlamPosition(ctx)
  if (!position) return null
  if (!legalMoves(position).some((m) => playOrNull(position, m)?.grandSlamCancelled)) return null
  return biggestCaptureDraft(ctx, 'grand-slam', position)
}

/** Answer places a best task can ask, with the question's lead, its value question and "why". */
function askBest(lead: Lines1, value: Lines1 | null): (answers: readonly AnswerInput[]) => Lines1 | null {
  return (answers) => {
    if (!answers.includes('best')) return null
    const parts = [lead]
    for (const answer of answers) {
      if (answer === 'best') continue
      if (answer === 'value' && value) parts.push(value)
      else if (answer === 'why') parts.push({ fr: `Pourquoi${N}?`, en: 'Why?' })
      else return null
    }
    return { fr: parts.map((p) => p.fr).join(' '), en: parts.map((p) => p.en).join(' ') }
  }
}

function biggestCaptureDraft(ctx: ThemeContext, theme: GeneratedTheme, position: Position): Draft | null {
  const reports = legalMoves(position).map((m) => playOrNull(position, m)!)
  const capturing = reports.filter((r) => r.captured > 0)
  // Level 3 made-up boards offer three captures or more; real game positions are busy enough with two.
  // (Past a cancelled grand slam, one real capture is choice enough: the tempting chain is the lesson.)
  const minimum = theme === 'grand-slam' ? 1 : ctx.level === 3 && !ctx.pool ? 3 : 2
  if (capturing.length < minimum) return null
  const top = Math.max(...reports.map((r) => r.captured))
  const best = reports.filter((r) => r.captured === top)
  if (best.length !== 1) return null
  const winner = best[0]!
  // Not trivially easy: above level 1 the biggest hole is not the answer, or a grand slam tempts.
  if (ctx.level >= 2) {
    const biggest = Math.max(...reports.map((r) => r.seeds))
    if (winner.seeds === biggest && !reports.some((r) => r.grandSlamCancelled)) return null
  }
  const fr = ['J’essaie chaque coup.']
  const en = ['I try every move.']
  for (const r of reports) {
    const outcome = oneLineOutcome(r)
    fr.push(`${r.move} (${seedsFr(r.seeds)})${N}: ${outcome.fr}`)
    en.push(`${r.move} (${seedsEn(r.seeds)}): ${outcome.en}`)
  }
  fr.push(`Le meilleur coup est ${winner.move}${N}: ${seedsFr(top)}.`)
  en.push(`The best move is ${winner.move}: ${seedsEn(top)}.`)
  const count = countLines(winner)
  const asNorth = position.turn === 'north' ? { fr: 'Tu joues Nord. ', en: 'You play North. ' } : { fr: '', en: '' }
  const lead = {
    fr: `${asNorth.fr}Essaie chacun de tes coups dans ta tête. Quel trou joues-tu pour prendre le plus de graines${N}?`,
    en: `${asNorth.en}Try each of your moves in your head. Which hole do you play to capture the most seeds?`,
  }
  return {
    theme,
    level: ctx.level,
    start: position,
    task: 'best',
    play: [],
    quotedValues: Object.fromEntries(reports.map((r) => [r.move, r.captured])),
    expect: { best: winner.move, criterion: 'capture', value: top, last: winner.last, captured: winner.captured, capturedHoles: winner.capturedHoles, board: sparse(winner.after.board) },
    title: theme === 'grand-slam' ? { fr: 'La plus longue chaîne ne compte pas', en: 'The longest chain does not count' } : { fr: 'La plus grosse prise', en: 'The biggest capture' },
    question: { fr: `${lead.fr} Combien en prends-tu${N}?`, en: `${lead.en} How many do you capture?` },
    explain: { fr: [...fr, ...count.fr].join('\n'), en: [...en, ...count.en].join('\n') },
    ask: askBest(lead, { fr: `Combien en prends-tu${N}?`, en: 'How many do you capture?' }),
  }
}

/** What a move does, in one line: where the last seed lands and what it takes. */
function oneLineOutcome(r: MoveReport): { fr: string; en: string } {
  const lastIndex = HOLES.indexOf(r.last)
  const count = r.afterSowing[lastIndex]!
  if (!inOpponentRow(r, lastIndex)) return { fr: `la dernière graine tombe en ${r.last}, dans ma rangée, 0 graine.`, en: `the last seed lands in ${r.last}, my own row: 0 seeds.` }
  if (r.grandSlamCancelled)
    return {
      fr: `prendre ${listFr(r.chain)} viderait la rangée de ${sideFr(opponentOf(r.side))}${N}: ce serait tout prendre, la prise est annulée, 0 graine.`,
      en: `taking ${listEn(r.chain)} would empty ${sideEn(opponentOf(r.side))}'s row, which would be taking everything, so the capture is cancelled: 0 seeds.`,
    }
  if (r.captured === 0) return { fr: `la dernière graine tombe en ${r.last}, qui passe à ${count}${N}: 0 graine.`, en: `the last seed lands in ${r.last}, which goes to ${count}: 0 seeds.` }
  const parts = r.capturedHoles.map((h) => String(r.afterSowing[HOLES.indexOf(h)]))
  return {
    fr: `la dernière graine tombe en ${r.last}, qui passe à ${count}. Je prends ${listFr(r.capturedHoles)}${parts.length > 1 ? `${N}: ${parts.join(' + ')} = ${seedsFr(r.captured)}` : `${N}: ${seedsFr(r.captured)}`}.`,
    en: `the last seed lands in ${r.last}, which goes to ${count}. I take ${listEn(r.capturedHoles)}: ${parts.length > 1 ? `${parts.join(' + ')} = ` : ''}${seedsEn(r.captured)}.`,
  }
}

/** The opponent's best capture after each of the pupil's moves. */
function threats(position: Position): { move: MoveReport; reply: MoveReport | null; taken: number }[] {
  return legalMoves(position).map((m) => {
    const move = playOrNull(position, m)!
    let reply: MoveReport | null = null
    if (positionOutcome(move.after) === null) {
      for (const answer of legalMoves(move.after)) {
        const r = playOrNull(move.after, answer)!
        if (!reply || r.captured > reply.captured) reply = r
      }
    }
    return { move, reply, taken: reply?.captured ?? 0 }
  })
}

const defend: Attempt = (ctx) => {
  const position = drawPosition(ctx)
  if (!position) return null
  const options = threats(position)
  if (options.length < (ctx.level === 1 ? 2 : 3)) return null
  // A pure defence: no move of mine captures, exactly one move leaves North nothing, every other loses seeds.
  if (options.some((o) => o.move.captured > 0 || o.move.outcome !== null)) return null
  const safe = options.filter((o) => o.taken === 0)
  if (safe.length !== 1) return null
  if (ctx.level >= 2 && Math.max(...options.map((o) => o.taken)) < 3) return null
  // The engine's own check of the claim: over 2 plies the safe move is the unique best, worth 0.
  const analysis = ctx.searcher.analyse(position, { depth: 2, allValues: true })
  if (!analysis || analysis.best.length !== 1 || analysis.best[0] !== safe[0]!.move.move || analysis.value !== 0) return null
  const answer = safe[0]!.move
  const fr = [`Je regarde ce que Nord pourrait prendre après chacun de mes coups.`]
  const en = ['I look at what North could capture after each of my moves.']
  for (const o of options) {
    if (o.taken === 0) {
      fr.push(`Si je joue ${o.move.move}, Nord ne peut rien prendre.`)
      en.push(`If I play ${o.move.move}, North cannot capture anything.`)
    } else {
      const r = o.reply!
      fr.push(`Si je joue ${o.move.move}, Nord joue ${r.move}${N}: sa dernière graine tombe en ${r.last} et il prend ${listFr(r.capturedHoles)}, ${seedsFr(o.taken)}.`)
      en.push(`If I play ${o.move.move}, North plays ${r.move}: the last seed lands in ${r.last} and North takes ${listEn(r.capturedHoles)}, ${seedsEn(o.taken)}.`)
    }
  }
  fr.push(`Le bon coup est ${answer.move}${N}: je ne perds aucune graine.`)
  en.push(`The right move is ${answer.move}: I lose no seeds.`)
  const count = countLines(answer)
  return {
    theme: 'defend',
    level: ctx.level,
    start: position,
    task: 'best',
    play: [],
    expect: { best: answer.move, criterion: { plies: 2 }, value: 0, last: answer.last, captured: 0, board: sparse(answer.after.board) },
    title: { fr: 'Protège tes graines', en: 'Protect your seeds' },
    question: {
      fr: `Nord menace de prendre tes graines. Quel est le seul coup qui ne lui laisse rien prendre au tour suivant${N}?`,
      en: 'North is threatening to capture your seeds. What is the only move that leaves North nothing to capture next turn?',
    },
    explain: { fr: [...fr, ...count.fr].join('\n'), en: [...en, ...count.en].join('\n') },
    ask: askBest(
      {
        fr: `Nord menace de prendre tes graines. Quel est le seul coup qui ne lui laisse rien prendre au tour suivant${N}?`,
        en: 'North is threatening to capture your seeds. What is the only move that leaves North nothing to capture next turn?',
      },
      null,
    ),
  }
}

/** Plies the expert searches to judge a best move (a depth, not a time: the same exercises on any machine). */
export const EXPERT_CHECK_DEPTH = 10

/**
 * The expert's verdict on a best move over a few plies: worth, over its deeper search, within a seed
 * of the best move it finds. Its table is cleared first, so the verdict depends on the position alone.
 */
export function expertAgrees(expert: PlayingSearcher, position: Position, answer: Hole): boolean {
  expert.clear()
  const report = expert.think(position, { depth: EXPERT_CHECK_DEPTH, allValues: true })
  const best = report.moves[0]!.score
  const mine = report.moves.find((m) => m.move === answer)!.score
  return mine >= best - STORE_UNIT
}

/** Plies looked ahead by best-move exercises, by level (the question states it). */
export const BEST_MOVE_PLIES: Record<Level, number> = { 1: 2, 2: 4, 3: 6 }

export function bestMoveAttempt(pliesFor: Record<Level, number>): Attempt {
  return (ctx) => {
    const position = drawPosition(ctx)
    if (!position) return null
    const moves = legalMoves(position)
    if (moves.length < 2 + ctx.level) return null
    const plies = pliesFor[ctx.level]
    const analysis = ctx.searcher.analyse(position, { depth: plies, allValues: true })
    if (!analysis || analysis.best.length !== 1 || analysis.value <= 0) return null
    const answer = analysis.best[0]!
    const reports = moves.map((m) => playOrNull(position, m)!)
    const greedy = Math.max(...reports.map((r) => r.captured))
    const answerReport = reports.find((r) => r.move === answer)!
    // Not trivially easy: above level 1, the move that captures most right now is not the answer.
    if (ctx.level >= 2 && answerReport.captured === greedy) return null
    // Last, as the costliest: a best move over these plies that the expert sees as a mistake is not taught.
    if (ctx.expert && !expertAgrees(ctx.expert, position, answer)) return null
    const second = analysis.moves[1]!
    const fr = [`Je regarde ${plies} coups à l’avance${N}: les miens et ceux de Nord, qui se défend au mieux.`, `Pour chaque coup, je compte les graines que je gagne moins celles que gagne Nord.`]
    const en = [`I look ${plies} moves ahead, mine and North's, with North defending as well as it can.`, 'For each move I count the seeds I win minus the seeds North wins.']
    fr.push(
      analysis.moves
        .map((m) => `${m.move}${N}: ${signed(m.value)}`)
        .join(' ; ')
        .replace(/ ;/g, `${N};`) + '.',
    )
    en.push(analysis.moves.map((m) => `${m.move}: ${signed(m.value)}`).join('; ') + '.')
    const line = verifiedLine(position, analysis.line, analysis.value)
    if (line) {
      fr.push(`Avec ${answer}, une suite possible (moi, Nord, moi…)${N}: ${line.join(', ')}.`)
      en.push(`With ${answer}, a possible line (me, North, me…): ${line.join(', ')}.`)
    }
    const grab = reports.find((r) => r.captured === greedy)!
    const grabValue = analysis.moves.find((m) => m.move === grab.move)!.value
    if (greedy > 0 && grab.move !== answer && grabValue < greedy) {
      // The trap: a capture now that North's answers take back.
      fr.push(`${grab.move} prend tout de suite ${seedsFr(greedy)}, mais Nord répond et, sur ${plies} coups, ${grab.move} ne vaut que ${signed(grabValue)}.`)
      en.push(`${grab.move} captures ${seedsEn(greedy)} at once, but North answers and over ${plies} moves ${grab.move} is only worth ${signed(grabValue)}.`)
    } else if (greedy > 0 && grab.move !== answer) {
      // The biggest capture now keeps its seeds, but another move does better over the moves looked at.
      fr.push(`${grab.move} prend tout de suite ${seedsFr(greedy)} et les garde, mais ${answer} fait mieux sur ${plies} coups.`)
      en.push(`${grab.move} captures ${seedsEn(greedy)} at once and keeps them, but ${answer} does better over ${plies} moves.`)
    }
    fr.push(`Le meilleur coup est ${answer}${N}: ${signed(analysis.value)}, contre ${signed(second.value)} au mieux pour les autres. ${signedFr(analysis.value)}.`)
    en.push(`The best move is ${answer}: ${signed(analysis.value)}, against ${signed(second.value)} at best for the others. ${signedEn(analysis.value)}.`)
    return {
      theme: 'best-move',
      level: ctx.level,
      start: position,
      task: 'best',
      play: [],
      expect: { best: answer, criterion: { plies }, value: analysis.value },
      quotedValues: Object.fromEntries(analysis.moves.map((m) => [m.move, m.value])),
      title: { fr: 'Le meilleur coup', en: 'The best move' },
      question: {
        fr: `Regarde ${plies} coups à l’avance, les tiens et ceux de Nord. Quel coup te fait gagner le plus de graines, même si Nord se défend au mieux${N}? Combien en gagnes-tu de plus que Nord${N}?`,
        en: `Look ${plies} moves ahead, yours and North's. Which move wins you the most seeds, even if North defends as well as it can? How many more than North do you win?`,
      },
      answers: ['best', 'value'],
      explain: { fr: fr.join('\n'), en: en.join('\n') },
      ask: askBest(
        {
          fr: `Regarde ${plies} coups à l’avance, les tiens et ceux de Nord. Quel coup te fait gagner le plus de graines, même si Nord se défend au mieux${N}?`,
          en: `Look ${plies} moves ahead, yours and North's. Which move wins you the most seeds, even if North defends as well as it can?`,
        },
        { fr: `Combien en gagnes-tu de plus que Nord${N}?`, en: 'How many more than North do you win?' },
      ),
    }
  }
}

/** +2, 0, −1 (a real minus sign, as printed in schoolbooks). */
const signedFr = (value: number): string =>
  value > 0 ? `Je gagne ${seedsFr(value)} de plus que Nord` : value < 0 ? `Nord gagne ${seedsFr(-value)} de plus que moi` : 'Nord et moi gagnons autant de graines'
const signedEn = (value: number): string =>
  value > 0 ? `I win ${seedsEn(value)} more than North` : value < 0 ? `North wins ${seedsEn(-value)} more than I do` : 'North and I win the same number of seeds'

/**
 * The search's line, kept only if replaying it with the engine gives exactly the value claimed (seeds
 * won by the pupil, rows gathered if the game ends): a line printed in a key must be right.
 */
function verifiedLine(position: Position, line: readonly Hole[], value: number): Hole[] | null {
  let current = position
  let won = 0
  for (const move of line) {
    const r = playOrNull(current, move)
    if (!r) return null
    won += r.side === position.turn ? r.captured : -r.captured
    current = r.after
    if (r.outcome) {
      if (r.outcome.reason === 'no-legal-move') {
        won += rowSeeds(current.board, position.turn) - rowSeeds(current.board, opponentOf(position.turn))
      }
      break
    }
  }
  return won === value && line.length > 0 ? [...line] : null
}

// ---------------------------------------------------------------- end of the game

function endDraft(
  ctx: ThemeContext,
  theme: GeneratedTheme,
  start: Position,
  moves: Hole[],
  game: Game,
  reports: MoveReport[],
  texts: { title: Lines1; question: Lines1; answers?: AnswerInput[] },
  why: Lines,
): Draft {
  const outcome = game.outcome!
  const pupil = start.turn
  const fr: string[] = []
  const en: string[] = []
  for (const r of reports) {
    const line = moveSummary(r, pupil)
    fr.push(...line.fr)
    en.push(...line.en)
  }
  fr.push(...why.fr)
  en.push(...why.en)
  const me = outcome.score[pupil]
  const them = outcome.score[opponentOf(pupil)]
  const resultFr = me > them ? 'je gagne' : me < them ? `${sideFr(opponentOf(pupil))} gagne` : 'égalité'
  const resultEn = me > them ? 'I win' : me < them ? `${sideEn(opponentOf(pupil))} wins` : 'a draw'
  const left = outcome.reason === 'store-majority' ? game.position.board.reduce((a, b) => a + b, 0) : 0
  const sumFr = left > 0 ? `${me} + ${them} + ${left} restées sur le plateau = ${me + them + left} graines` : `${me} + ${them} = ${me + them} graines`
  const sumEn = left > 0 ? `${me} + ${them} + ${left} left on the board = ${me + them + left} seeds` : `${me} + ${them} = ${me + them} seeds`
  fr.push(`Score final${N}: ${me} pour moi, ${them} pour ${sideFr(opponentOf(pupil))}${N}: ${resultFr}. ${sumFr}.`)
  en.push(`Final score: ${me} for me, ${them} for ${sideEn(opponentOf(pupil))}: ${resultEn}. ${sumEn}.`)
  const expect: Record<string, unknown> = { over: true, score: { ...outcome.score }, winner: outcome.winner }
  expect.board = sparse(game.position.board)
  return {
    theme,
    level: ctx.level,
    start,
    task: 'end',
    play: moves,
    expect,
    title: texts.title,
    question: texts.question,
    ...(texts.answers ? { answers: texts.answers } : {}),
    explain: { fr: fr.join('\n'), en: en.join('\n') },
  }
}

/** A game in progress: `onBoard` seeds on the board, the rest split between the stores. */
function inProgress(ctx: ThemeContext, onBoard: number, holes: number[], southStore: number): Position | null {
  const total = ctx.variant.seedsPerHole * 12
  const board = Array.from({ length: 12 }, () => 0)
  if (holes.length === 0 || onBoard < holes.length) return null
  for (const h of holes) board[h] = 1
  for (let i = holes.length; i < onBoard; i++) board[ctx.random.pick(holes)]!++
  const north = total - onBoard - southStore
  if (north < 0 || southStore < 0) return null
  return build(ctx, board, { south: southStore, north }, 'south')
}

/** Plays random legal moves; the game must end exactly with the last one. */
function playOut(start: Position, plies: number, random: Random): { game: Game; moves: Hole[]; reports: MoveReport[] } | null {
  let game = startGame(start)
  if (game.outcome) return null
  const moves: Hole[] = []
  const reports: MoveReport[] = []
  for (let i = 0; i < plies; i++) {
    if (game.outcome) return null
    const legal = legalMoves(game.position)
    const move = random.pick(legal)
    const played = playInGame(game, move)
    if (!played.ok) return null
    game = played.value.game
    moves.push(move)
    reports.push(played.value.report)
  }
  return game.outcome ? { game, moves, reports } : null
}

const END_PLIES: Record<Level, number> = { 1: 1, 2: 2, 3: 3 }

const end: Attempt = (ctx) => {
  const total = ctx.variant.seedsPerHole * 12
  const winning = Math.floor(total / 2) + 1
  const onBoard = between(ctx.random, [4 + 2 * ctx.level, 8 + 4 * ctx.level])
  const southStore = between(ctx.random, [Math.max(0, winning - 9), winning - 1])
  const holes = someHoles(ctx.random, ALL, Math.min(onBoard, between(ctx.random, SHAPE[ctx.level].holes)))
  const start = inProgress(ctx, onBoard, holes, southStore)
  if (!start || start.stores.north >= winning) return null
  const result = playOut(start, END_PLIES[ctx.level], ctx.random)
  if (!result || result.game.outcome!.reason !== 'store-majority') return null
  const { game, moves, reports } = result
  const last = reports[reports.length - 1]!
  const winner = last.side === 'south' ? 'je' : 'Nord'
  const why: Lines = {
    fr: [
      `${winner === 'je' ? 'Ma réserve' : 'La réserve de Nord'} a maintenant ${game.position.stores[last.side]} graines${N}: plus de la moitié des ${total}. La partie s’arrête tout de suite, le plateau reste comme il est.`,
    ],
    en: [`${winner === 'je' ? 'My store' : "North's store"} now holds ${game.position.stores[last.side]} seeds, more than half of the ${total}. The game stops at once and the board stays as it is.`],
  }
  const list = moves.join(', ')
  return endDraft(
    ctx,
    'end',
    start,
    moves,
    game,
    reports,
    {
      title: { fr: 'Fin de partie', en: 'The end of the game' },
      question: {
        fr: `${moves.length === 1 ? `Joue ${list}.` : `Joue les coups ${list} (tu commences, Nord répond).`} La partie est-elle finie${N}? Quel est le score${N}?`,
        en: `${moves.length === 1 ? `Play ${list}.` : `Play the moves ${list} (you start, North replies).`} Is the game over? What is the score?`,
      },
    },
    why,
  )
}

const noFeedingEnd: Attempt = (ctx) => {
  const total = ctx.variant.seedsPerHole * 12
  const winning = Math.floor(total / 2) + 1
  const plies = ctx.level - 1
  const onBoard = between(ctx.random, [2 + ctx.level, 5 + 3 * ctx.level])
  // Level 1: North's row is already empty; later levels reach it by playing.
  const holes = someHoles(ctx.random, ctx.level === 1 ? SOUTH : ALL, Math.min(onBoard, between(ctx.random, [2, 2 + 2 * ctx.level])))
  const southStore = between(ctx.random, [Math.max(0, total - onBoard - winning + 1), Math.min(winning - 1, total - onBoard)])
  const start = inProgress(ctx, onBoard, holes, southStore)
  if (!start || start.stores.north >= winning) return null
  let game = startGame(start)
  let moves: Hole[] = []
  let reports: MoveReport[] = []
  if (plies > 0) {
    const result = playOut(start, plies, ctx.random)
    if (!result) return null
    ;({ game, moves, reports } = result)
  }
  const outcome = game.outcome
  if (!outcome || outcome.reason !== 'no-legal-move') return null
  const stuck = game.position.turn
  const other = opponentOf(stuck)
  // The lesson: the side to move has seeds but cannot feed the empty row opposite.
  if (rowSeeds(game.position.board, stuck) === 0 || rowSeeds(game.position.board, other) !== 0) return null
  // "No hole reaches the other row" must be why (not a capture-all grand slam emptying it again).
  const stuckStart = stuck === 'south' ? 0 : 6
  for (let i = 0; i < 6; i++) if (game.position.board[stuckStart + i]! >= 6 - i) return null
  const mine = stuck === start.turn
  const gathered = rowSeeds(game.position.board, stuck)
  const rowStart = stuck === 'south' ? 0 : 6
  const gatheredHoles = HOLES.slice(rowStart, rowStart + 6).filter((h) => game.position.board[HOLES.indexOf(h)]! > 0)
  const counts = gatheredHoles.map((h) => String(game.position.board[HOLES.indexOf(h)]))
  const sum = counts.length > 1 ? `${counts.join(' + ')} = ` : ''
  const storeBefore = game.position.stores[stuck]
  const why: Lines = {
    fr: [
      mine ? `C’est à moi, et la rangée de ${sideFr(other)} est vide${N}: je dois nourrir ${sideFr(other)}.` : `C’est à ${sideFr(stuck)}, et ma rangée est vide${N}: ${sideFr(stuck)} doit me nourrir.`,
      mine
        ? `Aucun trou de ma rangée n’a assez de graines pour arriver chez ${sideFr(other)}${N}: je ne peux pas nourrir ${sideFr(other)}, la partie est finie.`
        : `Aucun trou de ${sideFr(stuck)} n’a assez de graines pour arriver dans ma rangée${N}: ${sideFr(stuck)} ne peut pas me nourrir, la partie est finie.`,
      `Chacun prend les graines de sa rangée. ${mine ? 'Je prends' : `${sideFr(stuck)} prend`} ${listFr(gatheredHoles)}${N}: ${sum}${seedsFr(gathered)}. ${mine ? 'Ma réserve' : `Sa réserve`} passe de ${storeBefore} à ${storeBefore + gathered}.`,
    ],
    en: [
      mine ? `It is my turn, and ${sideEn(other)}'s row is empty: I must feed ${sideEn(other)}.` : `It is ${sideEn(stuck)}'s turn, and my row is empty: ${sideEn(stuck)} must feed me.`,
      mine
        ? `No hole of mine holds enough seeds to reach ${sideEn(other)}'s row, so I cannot feed ${sideEn(other)} and the game is over.`
        : `No hole of ${sideEn(stuck)}'s holds enough seeds to reach my row, so ${sideEn(stuck)} cannot feed me and the game is over.`,
      `Each player takes the seeds of their own row. ${mine ? 'I take' : `${sideEn(stuck)} takes`} ${listEn(gatheredHoles)}: ${sum}${seedsEn(gathered)}. ${mine ? 'My' : `${sideEn(stuck)}'s`} store goes from ${storeBefore} to ${storeBefore + gathered}.`,
    ],
  }
  const list = moves.join(', ')
  // Who must feed at the end: the pupil (no move played) or the side whose turn comes after the moves.
  const feeder = game.position.turn
  const feedFr = feeder === start.turn ? `Peux-tu nourrir ${sideFr(opponentOf(feeder))}${N}?` : `${sideFr(feeder)} peut-il te nourrir${N}?`
  const feedEn = feeder === start.turn ? `Can you feed ${sideEn(opponentOf(feeder))}?` : `Can ${sideEn(feeder)} feed you?`
  const ask =
    moves.length === 0
      ? { fr: `C’est à toi de jouer. La rangée de ${sideFr(opponentOf(feeder))} est vide. ${feedFr}`, en: `It is your turn and ${sideEn(opponentOf(feeder))}'s row is empty. ${feedEn}` }
      : {
          fr: `${moves.length === 1 ? `Joue ${list}.` : `Joue les coups ${list} (tu commences, Nord répond).`} ${feedFr}`,
          en: `${moves.length === 1 ? `Play ${list}.` : `Play the moves ${list} (you start, North replies).`} ${feedEn}`,
        }
  return endDraft(
    ctx,
    'no-feeding-end',
    start,
    moves,
    game,
    reports,
    {
      title: { fr: 'Impossible de nourrir', en: 'No way to feed' },
      question: { fr: `${ask.fr} La partie est-elle finie${N}? Quel est le score${N}?`, en: `${ask.en} Is the game over? What is the score?` },
      answers: ['canFeed', 'over', 'score'],
    },
    why,
  )
}

const REPETITION_SEEDS: Record<Level, number> = { 1: 2, 2: 3, 3: 4 }
const REPETITION_PLIES: Record<Level, [number, number]> = { 1: [8, 26], 2: [12, 36], 3: [16, 48] }

const repetition: Attempt = (ctx) => {
  const onBoard = REPETITION_SEEDS[ctx.level]
  const total = ctx.variant.seedsPerHole * 12
  const holes = someHoles(ctx.random, ALL, onBoard)
  const southStore = between(ctx.random, [Math.floor((total - onBoard) / 2) - 2, Math.floor((total - onBoard) / 2) + 2])
  const start = inProgress(ctx, onBoard, holes, southStore)
  if (!start) return null
  // Random legal play until the game ends; kept when it ends by repetition, without any capture.
  let game = startGame(start)
  const moves: Hole[] = []
  const reports: MoveReport[] = []
  while (!game.outcome && moves.length < 48) {
    const move = ctx.random.pick(legalMoves(game.position))
    const played = playInGame(game, move)
    if (!played.ok) return null
    if (played.value.report.captured > 0) return null
    game = played.value.game
    moves.push(move)
    reports.push(played.value.report)
  }
  if (!game.outcome || game.outcome.reason !== 'repetition') return null
  // Long enough to be a real cycle, short enough to play out in class.
  if (moves.length < REPETITION_PLIES[ctx.level][0] || moves.length > REPETITION_PLIES[ctx.level][1]) return null
  // When did the final position occur before? The pupil counts the three times.
  const key = (p: Position) => `${p.board.join(',')}/${p.turn}`
  const target = key(game.position)
  const times: number[] = []
  if (key(start) === target) times.push(0)
  reports.forEach((r, i) => {
    if (key(r.after) === target) times.push(i + 1)
  })
  const when = (t: number, lang: 'fr' | 'en') => (t === 0 ? (lang === 'fr' ? 'au début' : 'at the start') : lang === 'fr' ? `après le coup ${t}` : `after move ${t}`)
  const why: Lines = {
    fr: [
      `La même position, avec le même joueur qui doit jouer, se voit ${listFr(times.map((t) => when(t, 'fr')))}${N}: trois fois, sans aucune prise.`,
      `Notre règle${N}: la même position trois fois sans prise, la partie s’arrête. Chacun prend les graines de sa rangée.`,
      `Je prends ${seedsFr(rowSeeds(game.position.board, 'south'))} dans ma rangée, Nord en prend ${rowSeeds(game.position.board, 'north')} dans la sienne.`,
    ],
    en: [
      `The same position, with the same player to move, is seen ${listEn(times.map((t) => when(t, 'en')))}: three times, with no capture.`,
      'Our rule: the same position three times with no capture, and the game stops. Each player takes the seeds of their own row.',
      `I take ${seedsEn(rowSeeds(game.position.board, 'south'))} from my row, North takes ${rowSeeds(game.position.board, 'north')} from its row.`,
    ],
  }
  const draft = endDraft(
    ctx,
    'repetition',
    start,
    moves,
    game,
    [],
    {
      title: { fr: 'Des graines qui tournent en rond', en: 'Seeds going round and round' },
      question: {
        fr: `Joue ces ${moves.length} coups avec ton voisin ou ta voisine (tu commences, Nord répond)${N}: ${moves.join(', ')}. Pourquoi la partie s’arrête-t-elle${N}? Quel est le score${N}?`,
        en: `Play these ${moves.length} moves with your neighbour (you start, North replies): ${moves.join(', ')}. Why does the game stop? What is the score?`,
      },
      answers: ['why', 'score'],
    },
    why,
  )
  return draft
}

export const ATTEMPTS: Record<GeneratedTheme, Attempt> = {
  sowing,
  capture,
  chain,
  'chain-stop': chainStop,
  'no-capture': noCapture,
  feeding,
  'no-feeding-end': noFeedingEnd,
  // A twin of a bank exercise that asks for the biggest capture past a cancelled grand slam.
  'grand-slam': (ctx) => (ctx.twin?.task === 'best' ? grandSlamBest(ctx) : grandSlam(ctx)),
  lap: lapAttempt('lap', LAP_SEEDS, 1),
  'double-lap': lapAttempt('double-lap', DOUBLE_LAP_SEEDS, 2),
  'best-capture': bestCapture,
  defend,
  end,
  repetition,
  'best-move': bestMoveAttempt(BEST_MOVE_PLIES),
}

/** Themes whose positions can come from real games (--realistic); the others need made-up boards. */
export const REALISTIC_THEMES: readonly GeneratedTheme[] = THEMES.filter((theme) => themeDefinition(theme).realistic)

/** Themes whose positions can come from recorded games (--from-games). */
export const GAME_THEMES: readonly GeneratedTheme[] = THEMES.filter((theme) => themeDefinition(theme).fromGames)

/**
 * The closest twin the generator can make of an exercise of `theme` with this task and side to move:
 * the same task and side; else the same task for South; else null (the theme's own task).
 */
export function twinTask(theme: GeneratedTheme, task: Task, turn: Side): { task: Task; turn: Side } | null {
  const tasks = themeDefinition(theme).twins.filter((entry) => entry.task === task)
  if (tasks.some((entry) => entry.turns.includes(turn))) return { task, turn }
  if (tasks.length > 0) return { task, turn: tasks[0]!.turns[0]! }
  return null
}
