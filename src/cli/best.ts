import type { Game, Hole, Position } from '../engine/index.js'
import { parseMove, playSequence, positionOutcome, startGame } from '../engine/index.js'
import { checkOgnVariant, refusedRecord, writeGameRecord } from './ogn-output.js'
import type { Analysis, PlayReport } from '../search/index.js'
import { LEVELS, LEVEL_SETTINGS, PlayingSearcher, Searcher, decidedScore, levelMove, scoreInSeeds, seededRandom } from '../search/index.js'
import { analyseInWorker } from '../search/worker.js'
import { choice, integer, parseVerbArgs, positionArgument } from './args.js'
import { describeOutcome, drawBoard } from './describe.js'
import type { CliIO } from './io.js'
import { EXIT, UsageError } from './io.js'
import { VARIANT_HELP, parseVariantOptions } from './variant.js'
import { bestFromTables, levelFromTables, tablesForExpert, tablesForLevel } from './tables.js'
import type { EndgameTables } from '../tables/tables.js'
import { terminalSigned as signed } from '../words.js'

/** The search's time limit (seconds): deep searches of rich positions take minutes, even hours. */
export const DEFAULT_TIME_S = 5
export const MAX_TIME_S = 3600

export const usage = `Usage: awale-kit best POSITION [MOVE...] [--depth N | --exact | --level LEVEL [--ogn FILE [--force]]] [--time S] [--json] [--variant NAME=VALUE]...
       awale-kit best --game FILE.ogn [MOVE...] [options]

Finds the best move(s) of a position by searching ahead, and shows the value (seeds won) and the
expected line of play. Every move tied for best is listed.

  POSITION   12 holes A…L, South's store, North's store, side to move (S or N):
             4-4-4-4-4-4-4-4-4-4-4-4-0-0-S, or "start" for the initial position
  MOVE       moves played from POSITION (or after the game of --game) before the one looked for:
             the game so far, so that repetition is judged on what was really played

Options:
  --game FILE        the game so far from a game record (OGN, the Aualé program's format): the
                     position after its last move, its moves the history
  --depth N          look N plies ahead, both sides' moves counted (default 8, at most 30):
                     the move that wins the most seeds over N plies against the best defence
                     (repetition is not applied over N plies)
  --exact            to the end of the game (repetition rule included, judged on the game so far):
                     from the endgame tables when built and the board holds few enough seeds
                     ("awale-kit tables build": the value proved, or the bounds it lies between,
                     depending on repetitions), else by searching: the value is proved, or the
                     output says it could not be proved in time (positions with few seeds only).
                     The count stops when a store reaches 25, as the game does, tables or not
  --level LEVEL      the move a computer player of that level plays: easy (2 plies, often at
                     random), medium (5 plies), hard (up to 12 plies within 0.3 s), expert
                     (the strongest: as deep as --time allows, 1 s unless told)
  --time S           stop searching after S seconds (default ${DEFAULT_TIME_S}, at most ${MAX_TIME_S}; the expert's time
                     for its move, default ${LEVEL_SETTINGS.expert.timeLimitMs! / 1000}): --depth and --exact then answer with the deepest
                     search finished in time, and say so
  --seed S           the random draw of --level (default 1): same seed, same move
  --ogn FILE         with --level: also write the game so far and the move played as a game
                     record (OGN, the Aualé program's format); an existing record is kept, a
                     file of another kind never replaced
  --force            with --ogn: replace FILE when it is already a game record
  --json             print the answer as JSON
${VARIANT_HELP}
  -h, --help         show this help

The value is the seeds the side to move wins over the search: its captures minus the opponent's,
with the rows each side gathers when the game ends. The expert's value is its estimate, in seeds,
unless it sees the game to its end. Ctrl-C stops the search at once.
Exit codes: 0 done, 1 a MOVE cannot be played, 2 bad input, 130 interrupted.`

/** --time: seconds, a decimal number allowed (0.5). */
function seconds(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback
  const number = Number(value)
  if (!/^\d+(\.\d+)?$/.test(value.trim()) || !(number >= 0.1 && number <= MAX_TIME_S))
    throw new UsageError(`--time must be a number of seconds from 0.1 to ${MAX_TIME_S}, not ${JSON.stringify(value)}`)
  return number
}

const plies = (n: number): string => `${n} ${n === 1 ? 'ply' : 'plies'}`
const seeds = (value: number): string => `${signed(value)} seed${Math.abs(value) === 1 ? '' : 's'}`

/** The game so far: the start it was played from, its moves, and the game after them. */
interface GameSoFar {
  readonly start: Position
  readonly moves: readonly Hole[]
  readonly game: Game
}

/** The repetition keys of the game's positions since the last capture before the current one. */
export function seenBefore(game: Game): string[] {
  const keys: string[] = []
  for (let entry = game.seen.previous; entry !== null; entry = entry.previous) keys.push(entry.key)
  return keys
}

export async function run(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseVerbArgs(
    'best',
    args,
    {
      game: { type: 'string' },
      depth: { type: 'string' },
      exact: { type: 'boolean' },
      level: { type: 'string' },
      seed: { type: 'string' },
      json: { type: 'boolean' },
      time: { type: 'string' },
      ogn: { type: 'string' },
      force: { type: 'boolean' },
      variant: { type: 'string', multiple: true },
    },
    usage,
  )
  if (values.help) {
    io.stdout.write(usage + '\n')
    return EXIT.OK
  }
  const fromFile = values.game as string | undefined
  if (fromFile === undefined && positionals.length === 0) throw new UsageError(`awale-kit best: give a POSITION (or --game FILE.ogn)\n\n${usage}`)
  const modes = [values.depth !== undefined, values.exact === true, values.level !== undefined].filter(Boolean).length
  if (modes > 1) throw new UsageError('awale-kit best: choose one of --depth, --exact and --level')
  if (fromFile !== undefined && values.variant !== undefined) throw new UsageError('awale-kit best: a game record is played under the Abapa rules (OGN); leave out --variant with --game')
  const variant = parseVariantOptions(values.variant as string[] | undefined)
  const level = values.level === undefined ? undefined : choice('--level', values.level as string, LEVELS, 'hard')
  const depth = integer('--depth', values.depth as string | undefined, 1, 30, 8)
  const timeLimitMs = seconds(values.time as string | undefined, level === 'expert' ? LEVEL_SETTINGS.expert.timeLimitMs! / 1000 : DEFAULT_TIME_S) * 1000
  if (values.ogn !== undefined && level === undefined) throw new UsageError('awale-kit best: --ogn records the move a --level plays; add --level')
  if (values.force && values.ogn === undefined) throw new UsageError('awale-kit best: --force goes with --ogn FILE')

  // The game so far: a record, or a position; then the moves given after it.
  let base: { start: Position; moves: readonly Hole[]; game: Game }
  let moveTexts: string[]
  if (fromFile !== undefined) {
    const { readGameArgument } = await import('./game.js') // the record reader, only when asked
    const loaded = await readGameArgument(fromFile, io, 'best')
    if (typeof loaded === 'number') return loaded
    const replayed = loaded.game
    base = { start: replayed.start, moves: replayed.plies.map((ply) => ply.report.move), game: replayed.final }
    moveTexts = positionals
  } else {
    const start = positionArgument('best', 'POSITION', positionals[0]!, variant)
    base = { start, moves: [], game: startGame(start) }
    moveTexts = positionals.slice(1)
  }
  const more: Hole[] = []
  for (const [index, text] of moveTexts.entries()) {
    const move = parseMove(text)
    if (!move.ok) throw new UsageError(`awale-kit best: MOVE ${index + 1} ${JSON.stringify(text)}: ${move.error.message}`)
    more.push(move.value)
  }
  const played = playSequence(base.game, more)
  if (!played.ok) {
    io.stderr.write(`awale-kit best: move ${played.error.index + 1} (${played.error.move}) cannot be played: ${played.error.message}\n`)
    return EXIT.FAILED
  }
  const soFar: GameSoFar = { start: base.start, moves: [...base.moves, ...more], game: played.value.game }
  const game = soFar.game
  const position = game.position
  if (values.ogn !== undefined) {
    checkOgnVariant(position, 'best')
    // Checked before the search: a refused path costs nothing.
    const refusal = await refusedRecord(values.ogn as string, values.force === true, io, 'best')
    if (refusal !== null) return refusal
  }
  // --ogn: the game so far and the level's move as a game record, once the answer is printed.
  const done = (move: Hole | null) =>
    values.ogn === undefined
      ? EXIT.OK
      : writeGameRecord(
          values.ogn as string,
          soFar.start,
          move ? [...soFar.moves, move] : soFar.moves,
          { [position.turn === 'south' ? 'South' : 'North']: `awale-kit ${level}` },
          io,
          'best',
          values.force === true,
        )

  // A finished game has no best move: say how it ended, whatever was asked.
  const over = game.outcome ?? positionOutcome(position)
  if (over !== null) {
    if (values.json) io.stdout.write(JSON.stringify({ side: position.turn, over: true, result: over, best: [], value: null, line: [], moves: [] }) + '\n')
    else io.stdout.write(drawBoard(position) + '\n\n' + describeOutcome(over, position) + '\n')
    return done(null)
  }

  if (level === 'expert') {
    const report = await expertMove(game, timeLimitMs, io)
    if (report === null) return EXIT.INTERRUPTED
    writeExpert(position, report, timeLimitMs, values.json === true, io)
    return done(report.move)
  }

  // A search to a depth that the time limit cut short: it says so.
  const timeStopped = (found: Analysis | null): boolean => level === undefined && !values.exact && found !== null && found.depth < depth
  let analysis: Analysis | null
  let playedMove: string | null = null
  let tablesNote: string | null = null
  let tablesForSearch: EndgameTables | null = null
  let tablesResult: 'win' | 'draw' | 'loss' | null = null
  if (level !== undefined) {
    const random = seededRandom(values.seed === undefined ? '1' : String(values.seed))
    const choiceMade = levelMove(new Searcher(variant, 'game'), position, level, random, { tables: level === 'hard' ? await tablesForLevel(position, io) : null })
    if (io.signal?.aborted) return EXIT.INTERRUPTED
    playedMove = choiceMade?.move ?? null
    analysis = choiceMade?.analysis ?? null
    if (choiceMade?.tables) {
      levelFromTables(position, choiceMade.move, choiceMade.tables, values.json === true, io)
      return done(choiceMade.move)
    }
  } else {
    if (values.exact) {
      // The endgame tables answer at once when they cover the position and hold for this game;
      // otherwise the search, saying why, with the tables ending its lines where they can.
      const fromTables = await bestFromTables(position, seenBefore(game), values.json === true, io)
      if (fromTables.answered) return fromTables.code
      tablesNote = fromTables.why
      tablesForSearch = fromTables.tables
      tablesResult = fromTables.result ?? null
    }
    // An exact search keeps its node budget unless given a time of its own.
    const history = values.exact ? { seenBefore: seenBefore(game) } : {}
    const request = values.exact ? { exact: true, ...history, ...(values.time !== undefined ? { timeLimitMs, nodeBudget: Number.MAX_SAFE_INTEGER } : {}) } : { depth, timeLimitMs }
    // In a thread of its own when the command runs from its entry file: Ctrl-C then ends it at once.
    analysis = io.searchWorkerEntry
      ? await analyseInWorker(io.searchWorkerEntry, position, 'seeds', request, io.signal, tablesForSearch ? io.env : null)
      : new Searcher(variant, 'seeds').analyse(position, { ...request, tables: tablesForSearch, ...(io.signal ? { signal: io.signal } : {}) })
    if (analysis === null) {
      io.stderr.write('awale-kit best: interrupted\n')
      return EXIT.INTERRUPTED
    }
  }

  const side = position.turn
  if (values.json) {
    const answer = {
      side,
      ...(level !== undefined ? { level, move: playedMove } : {}),
      over: false,
      best: analysis?.best ?? [],
      value: analysis?.value ?? null,
      line: analysis?.line ?? [],
      depth: analysis?.depth ?? 0,
      exact: values.exact === true,
      proved: values.exact === true ? (analysis?.proved ?? false) : false,
      ...(values.exact ? { count: 'the game stops when a store reaches its majority (25 of 48)' } : {}),
      ...(tablesNote !== null ? { source: 'search', tablesNote } : {}),
      ...(tablesResult !== null ? { tablesResult } : {}),
      ...(timeStopped(analysis) ? { depthAsked: depth, stoppedByTime: true } : {}),
      moves: (analysis?.moves ?? []).map((m) => ({ move: m.move, value: m.value, bound: m.bound, ...(m.decided ? { decided: m.decided } : {}), line: m.line })),
    }
    io.stdout.write(JSON.stringify(answer) + '\n')
    return done(playedMove as Hole | null)
  }

  const who = side === 'south' ? 'South' : 'North'
  io.stdout.write(drawBoard(position) + '\n\n')
  if (level !== undefined) {
    const settings = LEVEL_SETTINGS[level]
    io.stdout.write(`The ${level} level plays ${playedMove}${analysis === null ? ' (a move drawn at random, as this level often does)' : ''}.\n`)
    if (analysis === null) return done(playedMove as Hole | null)
    io.stdout.write(`It looked ${plies(analysis.depth)} ahead${settings.timeLimitMs ? ` (as deep as it could in ${settings.timeLimitMs} ms, up to ${settings.depth})` : ''}.\n`)
  }
  if (tablesNote !== null) io.stdout.write(`Searched, not from the endgame tables: ${tablesNote}.\n`)
  if (timeStopped(analysis))
    io.stdout.write(`The time limit (${timeLimitMs / 1000} s, --time) stopped the search after ${plies(analysis!.depth)} of the ${depth} asked: the values are over ${plies(analysis!.depth)}.\n`)
  const span = values.exact ? 'to the end of the game' : `over ${plies(analysis!.depth)}`
  const a = analysis!
  const bestText = a.best.length === 1 ? `Best move for ${who}: ${a.best[0]}` : `Best moves for ${who} (tied): ${a.best.join(', ')}`
  io.stdout.write(`${bestText}\n`)
  const top = a.moves[0]!
  const decided = top.decided === 'win' ? ' (and the game is won)' : top.decided === 'loss' ? ' (but the game is lost)' : ''
  io.stdout.write(`Value: ${seeds(a.value)} ${span}${decided}, against the best defence.\n`)
  if (values.exact) {
    io.stdout.write(
      a.proved
        ? 'Proved: every line was followed to the end of the game.\n'
        : `Not proved: the position has too many seeds to search to the end in time; this is the best found ${plies(a.depth)} ahead.\n`,
    )
    io.stdout.write('Counted as the game is played: it stops as soon as a store holds 25 seeds.\n')
    if (tablesResult !== null && !a.proved)
      io.stdout.write(`The endgame tables say who wins, whatever the count: ${tablesResult === 'win' ? `${who} wins` : tablesResult === 'loss' ? `${who} loses` : 'a draw'}.\n`)
  }
  // Lines to the end of a long endgame can wander for dozens of moves: the first 24 say enough.
  io.stdout.write(`Expected line: ${a.line.slice(0, 24).join(' ')}${a.line.length > 24 ? ' …' : ''}\n`)
  io.stdout.write(`All moves: ${a.moves.map((m) => `${m.move} ${m.bound === 'exact' ? signed(m.value) : `≤ ${signed(m.value)}`}`).join(', ')}\n`)
  return done(playedMove as Hole | null)
}

/** The expert's move: in a worker when the command runs from its entry file (Ctrl-C ends it at once), else here. Null when interrupted. */
async function expertMove(game: Game, timeLimitMs: number, io: CliIO): Promise<PlayReport | null> {
  const tables = await tablesForExpert(game.position, io)
  if (io.signal?.aborted) return null
  const searcher = new PlayingSearcher(game.position.variant)
  searcher.useTables(tables)
  const stop = new Int32Array(new SharedArrayBuffer(4))
  const onAbort = () => Atomics.store(stop, 0, 1)
  io.signal?.addEventListener('abort', onAbort, { once: true })
  const choice = levelMove(new Searcher(game.position.variant, 'game', 10), game, 'expert', seededRandom('1'), { playing: searcher, tables, timeLimitMs, stop })
  io.signal?.removeEventListener('abort', onAbort)
  if (io.signal?.aborted) return null
  return choice?.expert ?? null
}

function writeExpert(position: Position, report: PlayReport, timeLimitMs: number, json: boolean, io: CliIO): void {
  const decided = decidedScore(report.score)
  if (json) {
    io.stdout.write(
      JSON.stringify({
        side: position.turn,
        level: 'expert',
        move: report.move,
        over: false,
        depth: report.depth,
        score: report.score,
        estimate: decided ? null : scoreInSeeds(report.score),
        ...(decided ? { decided: decided.result, finalDifference: decided.seeds } : {}),
        line: report.line,
        nodes: report.nodes,
        milliseconds: Math.round(report.milliseconds),
        moves: report.moves,
      }) + '\n',
    )
    return
  }
  const who = position.turn === 'south' ? 'South' : 'North'
  const out = [drawBoard(position), '', `The expert level plays ${report.move}.`]
  out.push(`It searched ${plies(report.depth)} ahead in ${(report.milliseconds / 1000).toFixed(1)} s (${report.nodes.toLocaleString('en-GB')} positions; --time ${timeLimitMs / 1000}).`)
  if (decided)
    out.push(
      decided.result === 'win'
        ? `It sees the game won for ${who}: ${decided.seeds > 0 ? `${seeds(decided.seeds)} ahead` : 'ahead'} at the end, whatever the defence.`
        : `It sees the game lost for ${who} against the best defence (${seeds(decided.seeds)} at the end): this move resists best.`,
    )
  else out.push(`Its estimate: about ${seeds(scoreInSeeds(report.score))} for ${who} (the stores and what the holes promise), not a proved count.`)
  out.push(`Expected line: ${report.line.slice(0, 24).join(' ')}${report.line.length > 24 ? ' …' : ''}`)
  io.stdout.write(out.join('\n') + '\n')
}
