import type { Hole } from '../engine/index.js'
import { positionOutcome } from '../engine/index.js'
import { checkOgnVariant, refusedRecord, writeGameRecord } from './ogn-output.js'
import type { Analysis } from '../search/index.js'
import { LEVELS, LEVEL_SETTINGS, Searcher, levelMove, seededRandom } from '../search/index.js'
import { analyseInWorker } from '../search/worker.js'
import { choice, integer, parseVerbArgs, positionArgument } from './args.js'
import { describeOutcome, drawBoard } from './describe.js'
import type { CliIO } from './io.js'
import { EXIT, UsageError } from './io.js'
import { VARIANT_HELP, parseVariantOptions } from './variant.js'
import { bestFromTables, levelFromTables, tablesForLevel } from './tables.js'

/** The search's time limit (seconds): deep searches of rich positions take minutes, even hours. */
export const DEFAULT_TIME_S = 5
export const MAX_TIME_S = 3600

export const usage = `Usage: awale-kit best POSITION [--depth N | --exact | --level easy|medium|hard [--ogn FILE [--force]]] [--time S] [--json] [--variant NAME=VALUE]...

Finds the best move(s) of a position by searching ahead, and shows the value (seeds won) and the
expected line of play. Every move tied for best is listed.

  POSITION   12 holes A…L, South's store, North's store, side to move (S or N):
             4-4-4-4-4-4-4-4-4-4-4-4-0-0-S, or "start" for the initial position

Options:
  --depth N          look N plies ahead, both sides' moves counted (default 8, at most 30):
                     the move that wins the most seeds over N plies against the best defence
  --exact            to the end of the game (repetition rule included): from the endgame tables
                     when built and the board holds few enough seeds ("awale-kit tables build":
                     the value proved, or the bounds it lies between, depending on repetitions),
                     else by searching: the value is proved, or the output says it could not be
                     proved in time (positions with few seeds only)
  --level LEVEL      the move a computer player of that level plays: easy (2 plies, often at
                     random), medium (5 plies), hard (up to 12 plies within half a second)
  --time S           stop searching after S seconds (default ${DEFAULT_TIME_S}, at most ${MAX_TIME_S}): --depth and
                     --exact then answer with the deepest search finished in time, and say so
  --seed S           the random draw of --level (default 1): same seed, same move
  --ogn FILE         with --level: also write the position and the move played as a game record
                     (OGN, the Aualé program's format); an existing record is kept, a file
                     of another kind never replaced
  --force            with --ogn: replace FILE when it is already a game record
  --json             print the answer as JSON
${VARIANT_HELP}
  -h, --help         show this help

The value is the seeds the side to move wins over the search: its captures minus the opponent's,
with the rows each side gathers when the game ends. Ctrl-C stops the search at once.
Exit codes: 0 done, 2 bad input, 130 interrupted.`



/** --time: seconds, a decimal number allowed (0.5). */
function seconds(value: string | undefined): number {
  if (value === undefined) return DEFAULT_TIME_S
  const number = Number(value)
  if (!/^\d+(\.\d+)?$/.test(value.trim()) || !(number >= 0.1 && number <= MAX_TIME_S))
    throw new UsageError(`--time must be a number of seconds from 0.1 to ${MAX_TIME_S}, not ${JSON.stringify(value)}`)
  return number
}

const plies = (n: number): string => `${n} ${n === 1 ? 'ply' : 'plies'}`
const signed = (value: number): string => (value > 0 ? `+${value}` : String(value))
const seeds = (value: number): string => `${signed(value)} seed${Math.abs(value) === 1 ? '' : 's'}`

export async function run(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseVerbArgs(
    'best',
    args,
    {
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
  if (positionals.length !== 1) throw new UsageError(`awale-kit best: give one POSITION\n\n${usage}`)
  const modes = [values.depth !== undefined, values.exact === true, values.level !== undefined].filter(Boolean).length
  if (modes > 1) throw new UsageError('awale-kit best: choose one of --depth, --exact and --level')
  const variant = parseVariantOptions(values.variant as string[] | undefined)
  const position = positionArgument('best', 'POSITION', positionals[0]!, variant)
  const level = values.level === undefined ? undefined : choice('--level', values.level as string, LEVELS, 'hard')
  const depth = integer('--depth', values.depth as string | undefined, 1, 30, 8)
  const timeLimitMs = seconds(values.time as string | undefined) * 1000
  if (values.ogn !== undefined && level === undefined) throw new UsageError('awale-kit best: --ogn records the move a --level plays; add --level')
  if (values.force && values.ogn === undefined) throw new UsageError('awale-kit best: --force goes with --ogn FILE')
  if (values.ogn !== undefined) {
    checkOgnVariant(position, 'best')
    // Checked before the search: a refused path costs nothing.
    const refusal = await refusedRecord(values.ogn as string, values.force === true, io, 'best')
    if (refusal !== null) return refusal
  }
  // --ogn: the position and the level's move as a game record, once the answer is printed.
  const done = (move: Hole | null) =>
    values.ogn === undefined ? EXIT.OK : writeGameRecord(values.ogn as string, position, move ? [move] : [], { [position.turn === 'south' ? 'South' : 'North']: `awale-kit ${level}` }, io, 'best', values.force === true)

  // A finished game has no best move: say how it ended, whatever was asked.
  const over = positionOutcome(position)
  if (over !== null) {
    if (values.json) io.stdout.write(JSON.stringify({ side: position.turn, over: true, result: over, best: [], value: null, line: [], moves: [] }) + '\n')
    else io.stdout.write(drawBoard(position) + '\n\n' + describeOutcome(over, position) + '\n')
    return done(null)
  }

  // A search to a depth that the time limit cut short: it says so.
  const timeStopped = (found: Analysis | null): boolean => level === undefined && !values.exact && found !== null && found.depth < depth
  let analysis: Analysis | null
  let played: string | null = null
  let tablesNote: string | null = null
  if (level !== undefined) {
    const random = seededRandom(values.seed === undefined ? '1' : String(values.seed))
    const choiceMade = levelMove(new Searcher(variant, 'game'), position, level, random, undefined, level === 'hard' ? await tablesForLevel(position, io) : null)
    if (io.signal?.aborted) return EXIT.INTERRUPTED
    played = choiceMade?.move ?? null
    analysis = choiceMade?.analysis ?? null
    if (choiceMade?.tables) {
      levelFromTables(position, choiceMade.move, choiceMade.tables, values.json === true, io)
      return done(choiceMade.move)
    }
  } else {
    if (values.exact) {
      // The endgame tables answer at once when they cover the position; otherwise the search, saying why.
      const fromTables = await bestFromTables(position, values.json === true, io)
      if (fromTables.answered) return fromTables.code
      tablesNote = fromTables.why
    }
    // An exact search keeps its node budget unless given a time of its own.
    const request = values.exact ? { exact: true, ...(values.time !== undefined ? { timeLimitMs, nodeBudget: Number.MAX_SAFE_INTEGER } : {}) } : { depth, timeLimitMs }
    // In a thread of its own when the command runs from its entry file: Ctrl-C then ends it at once.
    analysis = io.searchWorkerEntry
      ? await analyseInWorker(io.searchWorkerEntry, position, 'seeds', request, io.signal)
      : new Searcher(variant, 'seeds').analyse(position, { ...request, ...(io.signal ? { signal: io.signal } : {}) })
    if (analysis === null) {
      io.stderr.write('awale-kit best: interrupted\n')
      return EXIT.INTERRUPTED
    }
  }

  const side = position.turn
  if (values.json) {
    const answer = {
      side,
      ...(level !== undefined ? { level, move: played } : {}),
      over: false,
      best: analysis?.best ?? [],
      value: analysis?.value ?? null,
      line: analysis?.line ?? [],
      depth: analysis?.depth ?? 0,
      exact: values.exact === true,
      proved: values.exact === true ? (analysis?.proved ?? false) : false,
      ...(tablesNote !== null ? { source: 'search', tablesNote } : {}),
      ...(timeStopped(analysis) ? { depthAsked: depth, stoppedByTime: true } : {}),
      moves: (analysis?.moves ?? []).map((m) => ({ move: m.move, value: m.value, bound: m.bound, ...(m.decided ? { decided: m.decided } : {}), line: m.line })),
    }
    io.stdout.write(JSON.stringify(answer) + '\n')
    return done(played as Hole | null)
  }

  const who = side === 'south' ? 'South' : 'North'
  io.stdout.write(drawBoard(position) + '\n\n')
  if (level !== undefined) {
    const settings = LEVEL_SETTINGS[level]
    io.stdout.write(`The ${level} level plays ${played}${analysis === null ? ' (a move drawn at random, as this level often does)' : ''}.\n`)
    if (analysis === null) return done(played as Hole | null)
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
  if (values.exact) io.stdout.write(a.proved ? 'Proved: every line was followed to the end of the game.\n' : `Not proved: the position has too many seeds to search to the end in time; this is the best found ${plies(a.depth)} ahead.\n`)
  // Lines to the end of a long endgame can wander for dozens of moves: the first 24 say enough.
  io.stdout.write(`Expected line: ${a.line.slice(0, 24).join(' ')}${a.line.length > 24 ? ' …' : ''}\n`)
  io.stdout.write(
    `All moves: ${a.moves.map((m) => `${m.move} ${m.bound === 'exact' ? signed(m.value) : `≤ ${signed(m.value)}`}`).join(', ')}\n`,
  )
  return done(played as Hole | null)
}
