import type { Hole, Position, Variant } from '../engine/index.js'
import { ENDLESS_RULES, GRAND_SLAM_RULES, MAX_PLY_LIMIT, parseMove, playSequence, resolveVariant, startGame } from '../engine/index.js'
import type { Result } from '../engine/result.js'
import { err, ok } from '../engine/result.js'
import { parseVerbArgs, readPositionArgument } from './args.js'
import { describeLegal, describeMove, describeOutcome, drawBoard } from './describe.js'
import type { CliIO } from './io.js'
import { EXIT, UsageError, writeWithBackpressure } from './io.js'
import { MAX_LINE_BYTES, isLongLine } from '../input/lines.js'
import { playAnswer } from './json.js'
import { VARIANT_HELP, parseVariantOptions } from './variant.js'
import { checkOgnVariant, refusedRecord, writeGameRecord } from './ogn-output.js'

export const usage = `Usage: awale-kit play POSITION [MOVE...] [--json] [--ogn FILE [--force]] [--variant NAME=VALUE]...
       awale-kit play --game FILE.ogn [MOVE...] [--json] [--ogn FILE [--force]]
       awale-kit play --batch [--variant NAME=VALUE]...

Plays moves from a position and says what happened: holes sown, last hole, captures,
grand slam, end of the game.

  POSITION   12 holes A…L, South's store, North's store, side to move (S or N):
             4-4-4-4-4-4-4-4-4-4-4-4-0-0-S, or "start" for the initial position
  MOVE       a hole letter A–L (a–f are accepted for North's G–L)

Options:
  --game FILE.ogn
             go on from the end of a game record (OGN): the moves are played after its
             last one, repetition judged on the whole game
  --json     print the answer as JSON
  --ogn FILE also write the moves as a game record (OGN, the Aualé program's format); an
             existing record is kept, a file of another kind never replaced
  --force    with --ogn: replace FILE when it is already a game record
  --batch    read one JSON request per line on stdin, write one JSON answer per line:
             {"position":"…","moves":["F"],"variant":{"grandSlam":"capture-all"}}
${VARIANT_HELP}
  -h, --help show this help

Exit codes: 0 done, 1 illegal move or game over, 2 bad input.`

export type BatchErrorCode = 'BAD_REQUEST' | 'REQUEST_TOO_LONG' | 'BAD_POSITION' | 'BAD_MOVE' | 'BAD_VARIANT' | 'ILLEGAL_MOVE' | 'GAME_OVER'
export interface BatchError {
  code: BatchErrorCode
  message: string
  /** 1-based index of the move at fault. */
  move?: number
  problems?: { code: string; field: string; message: string }[]
}

/** A position argument or request field: notation (or `start`), checked by the engine. */
function readPosition(text: string, variant: Variant): Result<ReturnType<typeof startGame>, BatchError> {
  const position = readPositionArgument(text, variant)
  if (position.ok) return ok(startGame(position.value))
  const { lines, problems } = position.error
  return err({
    code: 'BAD_POSITION',
    message: lines.join('; '),
    ...(problems ? { problems: problems.map((p) => ({ code: p.code, field: p.field, message: p.message })) } : {}),
  })
}

function readMoves(texts: readonly string[]): Result<Hole[], BatchError> {
  const moves: Hole[] = []
  for (const [index, text] of texts.entries()) {
    const move = parseMove(text)
    if (!move.ok) return err({ code: 'BAD_MOVE', message: `move ${index + 1}: ${move.error.message}`, move: index + 1 })
    moves.push(move.value)
  }
  return ok(moves)
}

/** Answers one batch request (already parsed JSON). Never throws. */
export function answerRequest(request: unknown, defaultVariant: Variant) {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) return { error: { code: 'BAD_REQUEST', message: 'a request is a JSON object: {"position":"…","moves":["F"]}' } }
  const { position, moves = [], variant, ...rest } = request as Record<string, unknown>
  const unknownKeys = Object.keys(rest)
  if (unknownKeys.length > 0) return { error: { code: 'BAD_REQUEST', message: `unknown field ${JSON.stringify(unknownKeys[0])}: a request has position, moves and variant` } }
  if (typeof position !== 'string') return { error: { code: 'BAD_REQUEST', message: 'the request needs "position", a string in board notation' } }
  if (!Array.isArray(moves) || moves.some((m) => typeof m !== 'string')) return { error: { code: 'BAD_REQUEST', message: '"moves" must be a list of hole letters, e.g. ["F","G"]' } }
  const rules = readVariant(variant, defaultVariant)
  if (!rules.ok) return { error: rules.error }
  const game = readPosition(position, rules.value)
  if (!game.ok) return { error: game.error }
  const holes = readMoves(moves as string[])
  if (!holes.ok) return { error: holes.error }
  const played = playSequence(game.value, holes.value)
  if (!played.ok) return { error: { code: played.error.code, message: `move ${played.error.index + 1} (${played.error.move}): ${played.error.message}`, move: played.error.index + 1 } }
  return playAnswer(played.value.game, played.value.reports)
}

function readVariant(value: unknown, fallback: Variant): Result<Variant, BatchError> {
  if (value === undefined) return ok(fallback)
  const bad = (message: string) => err<BatchError>({ code: 'BAD_VARIANT', message })
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return bad('"variant" must be an object, e.g. {"grandSlam":"capture-all"}')
  const v = value as Record<string, unknown>
  for (const key of Object.keys(v))
    if (!['grandSlam', 'seedsPerHole', 'endless', 'moveLimit', 'noCaptureLimit'].includes(key))
      return bad(`unknown variant field ${JSON.stringify(key)}: use grandSlam, seedsPerHole, endless, moveLimit, noCaptureLimit`)
  if (v.grandSlam !== undefined && !(GRAND_SLAM_RULES as readonly unknown[]).includes(v.grandSlam)) return bad(`grandSlam must be ${GRAND_SLAM_RULES.join(' or ')}`)
  if (v.seedsPerHole !== undefined && v.seedsPerHole !== 3 && v.seedsPerHole !== 4) return bad('seedsPerHole must be 4 or 3')
  if (v.endless !== undefined && !(ENDLESS_RULES as readonly unknown[]).includes(v.endless)) return bad(`endless must be ${ENDLESS_RULES.join(', ')}`)
  for (const key of ['moveLimit', 'noCaptureLimit'] as const)
    if (v[key] !== undefined && !(Number.isInteger(v[key]) && (v[key] as number) >= 1 && (v[key] as number) <= MAX_PLY_LIMIT)) return bad(`${key} must be a whole number from 1 to ${MAX_PLY_LIMIT}`)
  return ok(resolveVariant({ ...fallback, ...(v as Partial<Variant>) }))
}

export async function run(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseVerbArgs(
    'play',
    args,
    { json: { type: 'boolean' }, batch: { type: 'boolean' }, ogn: { type: 'string' }, force: { type: 'boolean' }, game: { type: 'string' }, variant: { type: 'string', multiple: true } },
    usage,
  )
  if (values.help) {
    io.stdout.write(usage + '\n')
    return EXIT.OK
  }
  const variant = parseVariantOptions(values.variant as string[] | undefined)
  if (values.batch) {
    if (values.game !== undefined) throw new UsageError('awale-kit play: --game goes on from one game, not a --batch')
    if (values.ogn !== undefined) throw new UsageError('awale-kit play: --ogn records the moves of one command line, not a --batch')
    if (positionals.length > 0) throw new UsageError(`awale-kit play --batch reads its requests from stdin; remove ${positionals[0]}\n\n${usage}`)
    // One answer per line, in order; written no faster than the reader reads (backpressure).
    for await (const line of io.stdinLines()) {
      if (isLongLine(line)) {
        await writeWithBackpressure(
          io.stdout,
          JSON.stringify({ error: { code: 'REQUEST_TOO_LONG', message: `this line holds ${line.bytes} bytes; a request holds at most ${MAX_LINE_BYTES} (1 MiB)` } }) + '\n',
        )
        continue
      }
      // Every line gets its answer line, an empty one too: answers stay in step with requests.
      if (line.trim() === '') {
        await writeWithBackpressure(io.stdout, JSON.stringify({ error: { code: 'EMPTY_REQUEST', message: 'this line is empty; a request is one JSON object a line' } }) + '\n')
        continue
      }
      let request: unknown
      try {
        request = JSON.parse(line)
      } catch {
        await writeWithBackpressure(io.stdout, JSON.stringify({ error: { code: 'BAD_REQUEST', message: 'this line is not valid JSON' } }) + '\n')
        continue
      }
      await writeWithBackpressure(io.stdout, JSON.stringify(answerRequest(request, variant)) + '\n')
    }
    return EXIT.OK
  }
  // The game so far: a record's (--game), or a position's with nothing before it.
  let game: { ok: true; value: ReturnType<typeof startGame> }
  let moveTexts: string[]
  let recordStart: Position | null = null
  let recordMoves: Hole[] = []
  if (values.game !== undefined) {
    if (values.variant !== undefined) throw new UsageError('awale-kit play: a game record is played under the Abapa rules (OGN); leave out --variant with --game')
    const { readGameArgument } = await import('./game.js') // the record reader, only when asked
    const loaded = await readGameArgument(values.game as string, io, 'play')
    if (typeof loaded === 'number') return loaded
    game = { ok: true, value: loaded.game.final }
    recordStart = loaded.game.start
    recordMoves = loaded.game.plies.map((ply) => ply.report.move)
    moveTexts = positionals
  } else {
    const [positionText, ...rest] = positionals
    if (positionText === undefined) throw new UsageError(`awale-kit play: give a POSITION (or --game FILE.ogn)\n\n${usage}`)
    const read = readPosition(positionText, variant)
    if (!read.ok) throw new UsageError(`awale-kit play: bad POSITION ${JSON.stringify(positionText)}\n  ${read.error.message.split('; ').join('\n  ')}`)
    game = read
    moveTexts = rest
  }
  const moves = readMoves(moveTexts)
  if (!moves.ok) throw new UsageError(`awale-kit play: ${moves.error.message}`)
  if (values.force && values.ogn === undefined) throw new UsageError('awale-kit play: --force goes with --ogn FILE')
  if (values.ogn !== undefined) {
    checkOgnVariant(game.value.position, 'play')
    const refusal = await refusedRecord(values.ogn as string, values.force === true, io, 'play')
    if (refusal !== null) return refusal
  }
  const played = playSequence(game.value, moves.value)
  const reports = played.ok ? played.value.reports : []
  // --ogn: the moves as a game record (after the record's own with --game), written only when every move was legal.
  const done = () =>
    values.ogn === undefined ? EXIT.OK : writeGameRecord(values.ogn as string, recordStart ?? game.value.position, [...recordMoves, ...moves.value], {}, io, 'play', values.force === true)
  if (values.json) {
    io.stdout.write(JSON.stringify(played.ok ? playAnswer(played.value.game, reports) : { error: { code: played.error.code, message: played.error.message, move: played.error.index + 1 } }) + '\n')
    return played.ok ? done() : EXIT.FAILED
  }
  io.stdout.write(drawBoard(game.value.position) + '\n')
  if (!played.ok) {
    // Replay the legal prefix so the reader sees where it went wrong.
    const prefix = playSequence(game.value, moves.value.slice(0, played.error.index))
    if (prefix.ok) for (const report of prefix.value.reports) io.stdout.write('\n' + describeMove(report) + '\n')
    io.stderr.write(`awale-kit play: move ${played.error.index + 1} (${played.error.move}) cannot be played: ${played.error.message}\n`)
    return EXIT.FAILED
  }
  for (const report of reports) io.stdout.write('\n' + describeMove(report) + '\n')
  const final = played.value.game
  if (reports.length > 0) io.stdout.write('\n' + drawBoard(final.position) + '\n')
  // The last move's report already says how the game ended; a position given over is said here.
  if (!final.outcome) io.stdout.write('\n' + describeLegal(final.position) + '\n')
  else if (reports.length === 0) io.stdout.write('\n' + describeOutcome(final.outcome, final.position) + '\n')
  return done()
}
