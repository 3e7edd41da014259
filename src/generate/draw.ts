/**
 * What the themes' drawing attempts share (each theme's own attempt is in src/themes/<theme>.ts, its
 * `generate`): the context an attempt draws in, the draft it returns, random reduced positions shaped
 * by the level, and the drafts several themes make alike (a move to play, a biggest capture, a game to
 * play to its end). Imports no theme, so that the themes can import it.
 */
import type { Game, Hole, MoveReport, Position, Side, Variant } from '../engine/index.js'
import { HOLES, fromSetup, legalMoves, play, playInGame, startGame } from '../engine/index.js'
import type { Theme } from '../themes/index.js'
import type { Task } from '../exercise/schema.js'
import type { AnswerInput } from '../exercise/answers.js'
import type { Level } from '../exercise/schema.js'
import type { PlayingSearcher, Random, Searcher } from '../search/index.js'
import type { Lines } from './explain.js'
import { NNBSP, countLines, explainMove, listEn, listFr, moveSummary, seedsEn, seedsFr, sideEn, sideFr } from './explain.js'

const N = NNBSP

/** What one generated exercise says; generate.ts writes it as a file and has the checker verify it. */
export interface Draft {
  readonly theme: Theme
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

/** A text in both languages. */
export type Bilingual = { fr: string; en: string }

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
export const opponentOf = (side: Side): Side => (side === 'south' ? 'north' : 'south')

// ---------------------------------------------------------------- play tasks

/** The same position seen from the other side: rows swapped, stores swapped, North to move. */
export function mirrored(position: Position): Position | null {
  const board = [...position.board.slice(6), ...position.board.slice(0, 6)]
  const built = fromSetup({ board, stores: { south: position.stores.north, north: position.stores.south }, turn: position.turn === 'south' ? 'north' : 'south' }, position.variant)
  return built.ok ? built.value : null
}

/** At level 3, a third of the move exercises are played by North (the top row): the pupil reads the board the other way round. */
export const NORTH_SHARE = 1 / 3

export function playDraft(
  ctx: ThemeContext,
  theme: Theme,
  southReport: MoveReport,
  texts: { title: Bilingual; question: (move: Hole) => Bilingual; answers?: (move: Hole) => AnswerInput[] },
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
export function askAboutMove(theme: Theme, report: MoveReport, answers: readonly AnswerInput[]): Bilingual | null {
  const m = report.move
  const lead = theme === 'lap' || theme === 'double-lap' ? { fr: `Joue ${m} et ses ${report.seeds} graines.`, en: `Play ${m} with its ${report.seeds} seeds.` } : { fr: `Joue ${m}.`, en: `Play ${m}.` }
  const parts: Bilingual[] = [lead]
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

const WHY_CHAIN_STOPS: Bilingual = { fr: `Pourquoi la chaîne s’arrête-t-elle${N}?`, en: 'Why does the chain stop?' }

/** Each answer place about a move, asked as the bank asks it. */
const MOVE_QUESTIONS: Partial<Record<AnswerInput & string, Bilingual>> = {
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

/** Answer places a best task can ask, with the question's lead, its value question and "why". */
export function askBest(lead: Bilingual, value: Bilingual | null): (answers: readonly AnswerInput[]) => Bilingual | null {
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

export function biggestCaptureDraft(ctx: ThemeContext, theme: Theme, position: Position): Draft | null {
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
export function oneLineOutcome(r: MoveReport): { fr: string; en: string } {
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

// ---------------------------------------------------------------- end of the game

export function endDraft(
  ctx: ThemeContext,
  theme: Theme,
  start: Position,
  moves: Hole[],
  game: Game,
  reports: MoveReport[],
  texts: { title: Bilingual; question: Bilingual; answers?: AnswerInput[] },
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
