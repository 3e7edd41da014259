/**
 * What the themes' drawing attempts share (each theme's own attempt is in src/themes/<theme>.ts, its
 * `generate`): the context an attempt draws in, the draft it returns, random reduced positions shaped
 * by the level, and the drafts several themes make alike (a move to play, a biggest capture, a game to
 * play to its end). Imports no theme, so that the themes can import it.
 */
import type { Game, Hole, MoveReport, Position, Side, Variant } from '../engine/index.js'
import { HOLES, fromSetup, legalMoves, play, playInGame, startGame, opposite } from '../engine/index.js'
import type { Theme } from '../themes/index.js'
import type { AnswerInput } from '../exercise/answers.js'
import type { Level, Task } from '../exercise/schema.js'
import type { PlayingSearcher, Random, Searcher } from '../search/index.js'
import { countLines, explainMove, listWord, moveSummary, seedsWord, sideWord, toLines } from './explain.js'
import type { Bilingual } from './phrase.js'
import { joined, phrase } from './phrase.js'
import { signed } from '../words.js'
import { swapRows } from '../game/pool.js'

export type { Bilingual }

/** What one generated exercise says; generate.ts writes it as a file and has the checker verify it. */
export interface Draft {
  readonly theme: Theme
  readonly level: Level
  readonly start: Position
  readonly task: Task
  readonly play: Hole[]
  /** Claims in the order they are written; every one computed by the engine. */
  readonly expect: Record<string, unknown>
  readonly title: Bilingual
  readonly question: Bilingual
  readonly explain: Bilingual
  /** The places the sheet gives to answer, when the question asks more than the task's defaults. */
  readonly answers?: readonly AnswerInput[]
  /** Values of every move quoted in the explanation (best tasks): the driver has the checker confirm each. */
  readonly quotedValues?: Partial<Record<Hole, number>>
  /**
   * The question asking exactly these answer places of this exercise (a version's twin asks what
   * version A asks), or null when the theme cannot word one of them. Not written to the file.
   */
  readonly ask?: (answers: readonly AnswerInput[]) => Bilingual | null
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

/** A theme's drawing attempt: a draft, or null when this draw does not show the theme (the driver draws again). */
export type Attempt = (ctx: ThemeContext) => Draft | null

// ---------------------------------------------------------------- positions

export const between = (random: Random, [low, high]: readonly [number, number]): number => low + random.below(high - low + 1)

/** A reduced position (stores 0): `seeds` seeds spread over `holes` distinct holes, each at least 1. */
export function scatter(ctx: ThemeContext, seeds: number, holes: readonly number[], turn: Side = 'south'): Position | null {
  const board = Array.from({ length: 12 }, () => 0)
  if (holes.length === 0 || seeds < holes.length) return null
  for (const h of holes) board[h] = 1
  for (let i = holes.length; i < seeds; i++) board[ctx.random.pick(holes)]!++
  return build(ctx, board, { south: 0, north: 0 }, turn)
}

export function build(ctx: ThemeContext, board: number[], stores: { south: number; north: number }, turn: Side): Position | null {
  const built = fromSetup({ board, stores, turn }, ctx.variant)
  return built.ok ? built.value : null
}

/** `count` distinct holes drawn from `from`. */
export function someHoles(random: Random, from: readonly number[], count: number): number[] {
  const pool = [...from]
  const chosen: number[] = []
  while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(random.below(pool.length), 1)[0]!)
  return chosen.sort((a, b) => a - b)
}

export const SOUTH = [0, 1, 2, 3, 4, 5]
export const NORTH = [6, 7, 8, 9, 10, 11]
export const ALL = [...SOUTH, ...NORTH]

/** Seeds on the board and holes in play, by level: more of both as the level rises. */
export const SHAPE: Record<Level, { seeds: [number, number]; holes: [number, number] }> = {
  1: { seeds: [4, 9], holes: [3, 5] },
  2: { seeds: [8, 15], holes: [5, 8] },
  3: { seeds: [13, 24], holes: [7, 11] },
}

/** A random reduced position shaped by the level, South to move; or a hard-level game position with --realistic. */
export function drawPosition(ctx: ThemeContext, origin?: { hole: number; seeds: number }): Position | null {
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

export const playOrNull = (position: Position, hole: Hole): MoveReport | null => {
  const played = play(position, hole)
  return played.ok ? played.value : null
}

/** The pupil's move in a play task: a legal move with some seeds, drawn at random. */
export function drawMove(ctx: ThemeContext, position: Position): MoveReport | null {
  const moves = legalMoves(position)
  if (moves.length === 0) return null
  return playOrNull(position, ctx.random.pick(moves))
}

/**
 * A position and the move whose last seed lands in a chosen hole of the opponent's row, the hole
 * played drawn evenly from the six: otherwise F, the nearest, would be the answer nearly every time.
 */
export function aimedMove(ctx: ThemeContext): MoveReport | null {
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

export const inOpponentRow = (report: MoveReport, index: number): boolean => (report.side === 'south' ? index >= 6 : index < 6)

// ---------------------------------------------------------------- play tasks

/** The same position seen from the other side: rows swapped, stores swapped, the other side to move (the game pool's swapRows). */
export const mirrored = (position: Position): Position => swapRows(position)

/** At level 3, a third of the move exercises are played by North (the top row): the pupil reads the board the other way round. */
const NORTH_SHARE = 1 / 3

/** What a play task's theme says of its move, beyond the title its theme gives (`generate.themes.<theme>.title`). */
export interface PlayTexts {
  /** The question about the move played. */
  readonly question: (move: Hole) => Bilingual
  /** The places the sheet gives to answer, when the question asks more than the task's defaults. */
  readonly answers?: (move: Hole) => AnswerInput[]
  /** The holes sown are a claim of their own (the sowing is the lesson). */
  readonly sown?: boolean
  /** A twin's question: how it opens (default "Play E."), and how it asks "why". */
  readonly ask?: { readonly lead?: (report: MoveReport) => Bilingual; readonly why?: Bilingual }
}

/** The theme's title, from the strings files. */
export const themeTitle = (theme: Theme): Bilingual => phrase(`generate.themes.${theme}.title`)

/** "Tu joues Nord. …": a question asked of the pupil playing North. */
export const asNorth = (question: Bilingual): Bilingual => phrase('generate.asNorth', { question })

export function playDraft(ctx: ThemeContext, theme: Theme, southReport: MoveReport, texts: PlayTexts, extra: Record<string, unknown> = {}): Draft {
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
  let seenFrom = (question: Bilingual): Bilingual => question
  const north = ctx.twin ? ctx.twin.turn === 'north' : ctx.level === 3 && ctx.random.next() < NORTH_SHARE
  if (north) {
    const flipped = mirrored(southReport.before)
    const replayed = flipped ? playOrNull(flipped, HOLES[(HOLES.indexOf(southReport.move) + 6) % 12]!) : null
    if (replayed) {
      report = replayed
      seenFrom = asNorth
    }
  }
  const question = seenFrom(texts.question(report.move))
  const expect: Record<string, unknown> = {}
  if (texts.sown) expect.sown = report.sown
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
    title: themeTitle(theme),
    question,
    ...(texts.answers ? { answers: texts.answers(report.move) } : {}),
    explain: { fr: explain.fr.join('\n'), en: explain.en.join('\n') },
    ask: (answers) => {
      const asked = askAboutMove(report, answers, texts.ask)
      return asked && seenFrom(asked)
    },
  }
}

/** The answer places about a move that a twin's question can ask (`generate.ask.<place>`), as the bank asks them. */
export const MOVE_ASKS = ['sown', 'last', 'lastCount', 'captured', 'capturedHoles', 'count', 'stores', 'board', 'grandSlam', 'laps', 'why'] as const

const isMoveAsk = (answer: string): answer is (typeof MOVE_ASKS)[number] => (MOVE_ASKS as readonly string[]).includes(answer)

/**
 * A play task's question asking each of `answers` in turn, in the bank's words; null when one of
 * them is not about the move (a sentence of the bank's own, a best move…).
 */
function askAboutMove(report: MoveReport, answers: readonly AnswerInput[], words: PlayTexts['ask'] = {}): Bilingual | null {
  const hole = report.move
  const parts: Bilingual[] = [words.lead ? words.lead(report) : phrase('generate.ask.play', { hole })]
  for (const answer of answers) {
    if (typeof answer === 'object') {
      if ('seedsAfter' in answer) parts.push(phrase('generate.ask.seedsAfter', { hole: answer.seedsAfter }))
      else if ('seedsBefore' in answer) parts.push(phrase('generate.ask.seedsBefore', { hole: answer.seedsBefore }))
      else return null
      continue
    }
    if (!isMoveAsk(answer)) return null
    parts.push(answer === 'why' && words.why ? words.why : phrase(`generate.ask.${answer}`, { hole }))
  }
  return joined(parts, ' ')
}

/** Every move's value, as a best task's key lists them: "A : +2 ; B : −1." (signed, a real minus sign). */
export function valuesLine(values: readonly { readonly move: Hole; readonly value: number }[]): Bilingual {
  const items = values.map(({ move, value }) => phrase('generate.values.item', { hole: move, value: signed(value) }))
  const all = items.slice(1).reduce((before, item) => phrase('generate.values.more', { before, item }), items[0]!)
  return phrase('generate.values.line', { values: all })
}

/** A best task's draft: a position to judge and no move given; `fields` the rest of what it says. */
export const bestDraft = (ctx: ThemeContext, theme: Theme, start: Position, fields: Omit<Draft, 'theme' | 'level' | 'start' | 'task' | 'play'>): Draft => ({
  theme,
  level: ctx.level,
  start,
  task: 'best',
  play: [],
  ...fields,
})

/** Answer places a best task can ask, with the question's lead, its value question and "why". */
export function askBest(lead: Bilingual, value: Bilingual | null): (answers: readonly AnswerInput[]) => Bilingual | null {
  return (answers) => {
    if (!answers.includes('best')) return null
    const parts = [lead]
    for (const answer of answers) {
      if (answer === 'best') continue
      if (answer === 'value' && value) parts.push(value)
      else if (answer === 'why') parts.push(phrase('generate.ask.why'))
      else return null
    }
    return joined(parts, ' ')
  }
}

/**
 * A best task: the move that captures the most. `minimum`: captures the board must offer (default:
 * three on level 3's made-up boards, else two); `title`: default the theme's.
 */
export function biggestCaptureDraft(ctx: ThemeContext, theme: Theme, position: Position, options: { readonly minimum?: number; readonly title?: Bilingual } = {}): Draft | null {
  const reports = legalMoves(position).map((m) => playOrNull(position, m)!)
  const capturing = reports.filter((r) => r.captured > 0)
  // Level 3 made-up boards offer three captures or more; real game positions are busy enough with two.
  const minimum = options.minimum ?? (ctx.level === 3 && !ctx.pool ? 3 : 2)
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
  const lines = [
    phrase('generate.bestCapture.tryEvery'),
    ...reports.map((r) => phrase('generate.bestCapture.move', { hole: r.move, seeds: seedsWord(r.seeds), outcome: oneLineOutcome(r) })),
    phrase('generate.bestCapture.best', { hole: winner.move, seeds: seedsWord(top) }),
  ]
  const explain = toLines(lines)
  const count = countLines(winner)
  const asked = phrase('generate.bestCapture.lead')
  const lead = position.turn === 'north' ? asNorth(asked) : asked
  const howMany = phrase('generate.bestCapture.howMany')
  return bestDraft(ctx, theme, position, {
    quotedValues: Object.fromEntries(reports.map((r) => [r.move, r.captured])),
    expect: { best: winner.move, criterion: 'capture', value: top, last: winner.last, captured: winner.captured, capturedHoles: winner.capturedHoles, board: sparse(winner.after.board) },
    title: options.title ?? themeTitle(theme),
    question: joined([lead, howMany], ' '),
    explain: { fr: [...explain.fr, ...count.fr].join('\n'), en: [...explain.en, ...count.en].join('\n') },
    ask: askBest(lead, howMany),
  })
}

/** What a move does, in one line: where the last seed lands and what it takes. */
function oneLineOutcome(r: MoveReport): Bilingual {
  const lastIndex = HOLES.indexOf(r.last)
  const count = r.afterSowing[lastIndex]!
  if (!inOpponentRow(r, lastIndex)) return phrase('generate.bestCapture.outcome.ownRow', { last: r.last })
  if (r.grandSlamCancelled) return phrase('generate.bestCapture.outcome.cancelled', { holes: listWord(r.chain), side: sideWord(opposite(r.side)) })
  if (r.captured === 0) return phrase('generate.bestCapture.outcome.none', { last: r.last, count })
  const parts = r.capturedHoles.map((h) => String(r.afterSowing[HOLES.indexOf(h)]))
  const seeds = seedsWord(r.captured)
  const total = parts.length > 1 ? phrase('generate.bestCapture.outcome.sum', { sum: parts.join(' + '), seeds }) : seeds
  return phrase('generate.bestCapture.outcome.captures', { last: r.last, count, holes: listWord(r.capturedHoles), total })
}

// ---------------------------------------------------------------- end of the game

export function endDraft(
  ctx: ThemeContext,
  theme: Theme,
  start: Position,
  moves: Hole[],
  game: Game,
  reports: MoveReport[],
  texts: { question: Bilingual; answers?: AnswerInput[] },
  why: Bilingual[],
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
  const me = outcome.score[pupil]
  const them = outcome.score[opposite(pupil)]
  const side = sideWord(opposite(pupil))
  const result = phrase(me > them ? 'generate.end.win' : me < them ? 'generate.end.lose' : 'generate.end.draw', { side })
  const left = outcome.reason === 'store-majority' ? game.position.board.reduce((a, b) => a + b, 0) : 0
  const sum = phrase(left > 0 ? 'generate.end.sumWithBoard' : 'generate.end.sum', { me, them, left, total: me + them + left })
  const closing = toLines([...why, phrase('generate.end.score', { me, them, side, result, sum })])
  fr.push(...closing.fr)
  en.push(...closing.en)
  const expect: Record<string, unknown> = { over: true, score: { ...outcome.score }, winner: outcome.winner }
  expect.board = sparse(game.position.board)
  return {
    theme,
    level: ctx.level,
    start,
    task: 'end',
    play: moves,
    expect,
    title: themeTitle(theme),
    question: texts.question,
    ...(texts.answers ? { answers: texts.answers } : {}),
    explain: { fr: fr.join('\n'), en: en.join('\n') },
  }
}

/** "Joue E." or "Joue les coups E, J, F (tu commences, Nord répond).": the moves a pupil plays out. */
export const playTheMoves = (moves: readonly Hole[]): Bilingual =>
  moves.length === 1 ? phrase('generate.ask.play', { hole: moves[0]! }) : phrase('generate.end.playMoves', { moves: moves.join(', ') })

/** A game in progress: `onBoard` seeds on the board, the rest split between the stores. */
export function inProgress(ctx: ThemeContext, onBoard: number, holes: number[], southStore: number): Position | null {
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
export function playOut(start: Position, plies: number, random: Random): { game: Game; moves: Hole[]; reports: MoveReport[] } | null {
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

/** A sowing that goes `laps` times round the board from a hole of `seedsRange` seeds (lap, double-lap). */
export function lapAttempt(theme: 'lap' | 'double-lap', seedsRange: Record<Level, [number, number]>, laps: number): Attempt {
  return (ctx) => {
    const origin = { hole: ctx.random.pick(SOUTH), seeds: between(ctx.random, seedsRange[ctx.level]) }
    const position = ctx.pool ? ctx.random.pick(ctx.pool) : lapPosition(ctx, origin)
    if (!position) return null
    const report = ctx.pool ? drawMove(ctx, position) : playOrNull(position, HOLES[origin.hole]!)
    if (!report || report.laps !== laps) return null
    if (ctx.level === 1 && report.captured > 0) return null
    if (ctx.level === 3 && report.captured === 0 && report.chain.length === 0) return null // level 3: a lap that ends in a capture
    const turns = phrase(laps === 1 ? 'generate.laps.once' : 'generate.laps.twice')
    return playDraft(ctx, theme, report, {
      question: (hole: Hole) => phrase('generate.laps.question', { hole, count: report.seeds, turns }),
      answers: (m: Hole) => ['last', { seedsAfter: m }, 'captured'],
      sown: true,
      // A twin's question says how many seeds go round.
      ask: { lead: (played) => phrase('generate.laps.ask', { hole: played.move, count: played.seeds }) },
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
