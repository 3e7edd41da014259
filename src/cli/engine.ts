/**
 * `awale-kit engine`: the computer player as a long-running process speaking the UCI dialect the
 * Aualé program speaks to its engines (and Aalina answers), so Aualé can play against it and a
 * match needs no process a move. One line in, zero or more lines out:
 *
 *   uci                  → id name …, id author …, uciok
 *   isready              → readyok (once the player and its endgame tables are ready)
 *   ucinewgame           → (the table learnt in the last game is forgotten)
 *   position startpos [moves AbCd…] | position fen NOTATION [moves …]
 *                          the moves as one word: A–F South's holes, a–f North's (the kit's G–L)
 *   go [movetime MS | depth N | nodes N | infinite | wtime MS btime MS [winc MS binc MS] [movestogo N]]
 *                        → info depth … score cp … nodes … time … pv …, then bestmove X (0000: none)
 *   stop                 → the search ends at once with its best move
 *   quit
 *
 * A line it cannot use gets `info string error: …` and the session goes on; nothing ends it but
 * `quit` or the end of the input. The search runs in a thread of its own (so `stop` is heard while
 * it thinks) and keeps its transposition table from one move to the next.
 */
import type { Worker } from 'node:worker_threads'
import type { Game, Hole, Position, Variant } from '../engine/index.js'
import { HOLES, fromSetup, initialSetup, makePosition, parsePosition, playSequence, startGame } from '../engine/index.js'
import { NORTH_LOWERCASE } from '../engine/notation.js'
import { ognMoveLetter } from '../engine/ogn.js'
import { isLongLine } from '../input/lines.js'
import type { ComputerLevel, MoveLimits, PlayReport } from '../search/index.js'
import { ComputerPlayer, LEVELS, LEVEL_SETTINGS } from '../search/index.js'
import type { EngineAnswer, EngineRequest } from '../search/worker.js'
import { playerTables, replayFrom, startEngineWorker } from '../search/worker.js'
import { choice, parseVerbArgs } from './args.js'
import type { CliIO } from './io.js'
import { EXIT, UsageError } from './io.js'
import { VARIANT_HELP, parseVariantOptions } from './variant.js'

export const usage = `Usage: awale-kit engine [--level easy|medium|hard|expert] [--seed S] [--variant NAME=VALUE]...

Runs the computer player as an engine for another program (the Aualé program, a match script):
it reads commands on standard input, one a line, and answers on standard output, in the UCI
dialect Aualé speaks to its engines:

  uci                              answers id name …, id author …, uciok
  isready                          answers readyok once the player is ready
  ucinewgame                       a new game: what it learnt in the last one is forgotten
  position startpos [moves AbCd]   the game so far, from the start (or: position fen POSITION
                                   [moves …], POSITION in the kit's notation 4-4-…-0-0-S); the moves
                                   as one word, A–F for South's holes, a–f for North's (G–L)
  go movetime MS                   think MS milliseconds, then answer bestmove X (0000: none)
  go depth N | go nodes N          think N plies deep, or N positions
  go wtime MS btime MS [winc MS binc MS] [movestogo N]
                                   a share of the side to move's time left
  go infinite                      think until stop
  stop                             answer at once with the best move found
  quit                             end

Repetition is judged on the game given by position (its moves since the last capture). The expert
keeps its transposition table from one move to the next (64 MB) and probes the endgame tables: the
built ones ("awale-kit tables build") when there are some, else every position up to 10 seeds,
built in memory when it starts (about a second). A line it cannot use is answered
"info string error: …" and the session goes on.

Options:
  --level LEVEL      the player (default expert, ${LEVEL_SETTINGS.expert.timeLimitMs! / 1000} s a move when go gives no limit); easy,
                     medium and hard play as in "awale-kit best --level"
  --seed S           the draw among equal moves of the gentle levels (default 1)
${VARIANT_HELP}
  -h, --help         show this help

Exit codes: 0 the input ended or quit, 2 bad option.`

/** Where the moves are thought: the command's own thread (tests driving `main`) or a worker. */
interface Brain {
  ready(): Promise<string | null>
  newGame(): void
  /** Resolves with the move once the search ends; `onInfo` after each iteration. */
  go(start: Position, moves: readonly Hole[], limits: MoveLimits, onInfo: (report: PlayReport) => void): Promise<{ move: Hole | null; report: PlayReport | null }>
  stop(): void
  close(): Promise<void>
}

/** The dialect's letter for a hole: A–F for South's, a–f for North's. */
export const engineLetter = (hole: Hole): string => ognMoveLetter(hole)

/** One word of moves (AbCd), or the error to say. Kit letters G–L are taken for North's too. */
export function readEngineMoves(word: string): { moves: Hole[] } | { error: string } {
  const moves: Hole[] = []
  for (const [index, letter] of [...word].entries()) {
    if (/^[A-L]$/.test(letter)) moves.push(letter as Hole)
    else if ((NORTH_LOWERCASE as readonly string[]).includes(letter)) moves.push(HOLES[6 + (NORTH_LOWERCASE as readonly string[]).indexOf(letter)]!)
    else return { error: `move ${index + 1} ${JSON.stringify(letter)} is not a hole: A–F for South, a–f for North` }
  }
  return { moves }
}

export async function run(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseVerbArgs('engine', args, { level: { type: 'string' }, seed: { type: 'string' }, variant: { type: 'string', multiple: true } }, usage)
  if (values.help) {
    io.stdout.write(usage + '\n')
    return EXIT.OK
  }
  if (positionals.length > 0) throw new UsageError(`awale-kit engine: unexpected argument ${JSON.stringify(positionals[0])}; the engine reads its commands on standard input\n\n${usage}`)
  const level = choice('--level', values.level as string | undefined, LEVELS, 'expert')
  const seed = (values.seed as string | undefined) ?? '1'
  const variant = parseVariantOptions(values.variant as string[] | undefined)
  const brain = io.searchWorkerEntry ? workerBrain(io, variant, level, seed) : localBrain(io, variant, level, seed)
  const out = (line: string) => io.stdout.write(line + '\n')
  const error = (message: string) => out(`info string error: ${message}`)

  const initial = unwrap(fromSetup(initialSetup(variant), variant))
  let start: Position = initial
  let moves: Hole[] = []
  let searching: Promise<void> | null = null
  const settle = async () => {
    if (searching) await searching
    searching = null
  }

  try {
    for await (const line of io.stdinLines()) {
      if (isLongLine(line)) {
        error(`a line of ${line.bytes} bytes; a command is one short line`)
        continue
      }
      const words = line
        .trim()
        .split(/\s+/)
        .filter((word) => word !== '')
      const [command, ...rest] = words
      if (command === undefined) continue
      switch (command) {
        case 'uci':
          out(`id name awale-kit 0.1.0 (${level})`)
          out('id author the awale-kit engineers')
          out('uciok')
          break
        case 'isready': {
          const note = await brain.ready()
          if (note) out(`info string ${note}`)
          out('readyok')
          break
        }
        case 'ucinewgame':
          await settle()
          brain.newGame()
          start = initial
          moves = []
          break
        case 'position': {
          await settle()
          const read = readPositionCommand(rest, variant, initial)
          if ('error' in read) error(`${read.error}; the position stays ${describe(start, moves)}`)
          else {
            start = read.start
            moves = read.moves
          }
          break
        }
        case 'go': {
          await settle()
          const limits = readGoCommand(rest, replay(start, moves))
          if ('error' in limits) {
            error(limits.error)
            break
          }
          const game = replay(start, moves)
          searching = brain
            .go(start, moves, limits, (report) => out(infoLine(report, game.position)))
            .then(
              ({ move }) => {
                out(`bestmove ${move === null ? '0000' : engineLetter(move)}`)
              },
              (failure: unknown) => {
                error(failure instanceof Error ? failure.message : String(failure))
                out('bestmove 0000')
              },
            )
          break
        }
        case 'stop':
          brain.stop()
          await settle()
          break
        case 'ponderhit':
        case 'debug':
        case 'register':
          break
        case 'setoption':
          out(`info string ${rest.join(' ')}: no options to set`)
          break
        case 'quit':
          brain.stop()
          await settle()
          return EXIT.OK
        default:
          error(`unknown command ${JSON.stringify(command.slice(0, 40))}: uci, isready, ucinewgame, position, go, stop, quit`)
      }
    }
    brain.stop()
    await settle()
    return EXIT.OK
  } finally {
    await brain.close()
  }
}

function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(JSON.stringify(result.error))
  return result.value
}

const replay = (start: Position, moves: readonly Hole[]): Game => {
  const played = playSequence(startGame(start), moves)
  return played.ok ? played.value.game : startGame(start)
}

const describe = (start: Position, moves: readonly Hole[]): string => `${makePosition(start)}${moves.length > 0 ? ` with moves ${moves.map(engineLetter).join('')}` : ''}`

/** `position startpos|fen NOTATION [moves WORD…]`: the start and the moves, each move checked by the rules. */
export function readPositionCommand(words: readonly string[], variant: Variant, initial: Position): { start: Position; moves: Hole[] } | { error: string } {
  const [kind, ...rest] = words
  let start: Position
  let after: readonly string[]
  if (kind === 'startpos') {
    start = initial
    after = rest
  } else if (kind === 'fen') {
    const [notation, ...tail] = rest
    if (notation === undefined) return { error: 'position fen needs a position: 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S' }
    const setup = parsePosition(notation)
    if (!setup.ok) return { error: `bad position ${JSON.stringify(notation)}: ${setup.error.map((e) => `column ${e.column}: ${e.message}`).join('; ')}` }
    const position = fromSetup(setup.value, variant)
    if (!position.ok) return { error: `bad position ${JSON.stringify(notation)}: ${position.error.map((p) => p.message).join('; ')}` }
    start = position.value
    after = tail
  } else return { error: `position needs startpos or fen, not ${JSON.stringify((kind ?? '').slice(0, 40))}` }
  if (after.length === 0) return { start, moves: [] }
  if (after[0] !== 'moves') return { error: `after the position comes "moves", not ${JSON.stringify(after[0]!.slice(0, 40))}` }
  const read = readEngineMoves(after.slice(1).join(''))
  if ('error' in read) return read
  const played = playSequence(startGame(start), read.moves)
  if (!played.ok) return { error: `move ${played.error.index + 1} (${engineLetter(played.error.move)}) cannot be played: ${played.error.message}` }
  return { start, moves: read.moves }
}

/** `go …`: the limits of this search. */
export function readGoCommand(words: readonly string[], game: Game): MoveLimits | { error: string } {
  const numbers = new Map<string, number>()
  let infinite = false
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!
    if (word === 'infinite' || word === 'ponder') {
      infinite = true
      continue
    }
    if (!['movetime', 'depth', 'nodes', 'wtime', 'btime', 'winc', 'binc', 'movestogo', 'mate'].includes(word))
      return { error: `go: unknown word ${JSON.stringify(word.slice(0, 40))}; go takes movetime, depth, nodes, wtime, btime, winc, binc, movestogo or infinite` }
    const value = words[i + 1]
    if (value === undefined || !/^\d{1,9}$/.test(value)) return { error: `go ${word} needs a whole number, not ${JSON.stringify((value ?? '').slice(0, 40))}` }
    numbers.set(word, Number(value))
    i++
  }
  if (infinite) return { infinite: true }
  const depth = numbers.get('depth')
  if (depth !== undefined && depth < 1) return { error: 'go depth must be at least 1' }
  let timeLimitMs = numbers.get('movetime')
  const left = numbers.get(game.position.turn === 'south' ? 'wtime' : 'btime')
  if (timeLimitMs === undefined && left !== undefined) {
    // A clock: a share of the time left (30 moves to go unless told), plus most of the increment.
    const increment = numbers.get(game.position.turn === 'south' ? 'winc' : 'binc') ?? 0
    timeLimitMs = Math.min(left / 2, left / Math.max(1, numbers.get('movestogo') ?? 30) + increment * 0.8)
  }
  return {
    ...(depth !== undefined ? { depth } : {}),
    ...(numbers.get('nodes') !== undefined ? { nodes: numbers.get('nodes')! } : {}),
    // A little under the time given: the answer must be on its way when the time is up.
    ...(timeLimitMs !== undefined ? { timeLimitMs: Math.max(1, timeLimitMs * 0.97 - 3) } : {}),
  }
}

/** `info depth D score cp S nodes N nps X time T pv AbCd`, the score for the side to move in hundredths of a seed. */
function infoLine(report: PlayReport, position: Position): string {
  const seconds = Math.max(report.milliseconds, 1) / 1000
  const pv = report.line.map(engineLetter).join('')
  void position
  return `info depth ${report.depth} score cp ${report.score} nodes ${report.nodes} nps ${Math.round(report.nodes / seconds)} time ${Math.round(report.milliseconds)}${pv ? ` pv ${pv}` : ''}`
}

/** The player in a worker; should the worker fail to start (an entry file it cannot load), the player in this thread instead. */
function workerBrain(io: CliIO, variant: Variant, level: ComputerLevel, seed: string): Brain {
  let fallback: Brain | null = null
  const inWorker = startedWorkerBrain(io, variant, level, seed, () => (fallback ??= localBrain(io, variant, level, seed)))
  const brain = () => fallback ?? inWorker
  return {
    ready: async () => {
      const note = await inWorker.ready()
      return fallback ? fallback.ready() : note
    },
    newGame: () => brain().newGame(),
    go: (start, moves, limits, onInfo) => brain().go(start, moves, limits, onInfo),
    stop: () => brain().stop(),
    close: async () => {
      await inWorker.close()
      await fallback?.close()
    },
  }
}

function startedWorkerBrain(io: CliIO, variant: Variant, level: ComputerLevel, seed: string, failedToStart: () => void): Brain {
  const stopBuffer = new SharedArrayBuffer(4)
  const stop = new Int32Array(stopBuffer)
  const worker: Worker = startEngineWorker(io.searchWorkerEntry!, { variant, level, seed, stop: stopBuffer, env: { ...io.env } })
  let failure: Error | null = null
  let started = false
  const waiting = new Map<number, { resolve: (answer: { move: Hole | null; report: PlayReport | null }) => void; reject: (error: Error) => void; onInfo: (report: PlayReport) => void }>()
  let next = 0
  const ready = new Promise<string | null>((resolve) => {
    worker.on('message', (answer: EngineAnswer) => {
      if (answer.type === 'ready') {
        started = true
        return resolve(answer.tables)
      }
      const entry = waiting.get(answer.id)
      if (!entry) return
      if (answer.type === 'info') return entry.onInfo(answer.report)
      waiting.delete(answer.id)
      if (answer.type === 'bestmove') entry.resolve({ move: answer.move, report: answer.report })
      else entry.reject(new Error(answer.message))
    })
    worker.on('error', (error) => {
      failure = error
      if (!started) failedToStart()
      resolve(null)
      for (const entry of waiting.values()) entry.reject(error)
      waiting.clear()
    })
  })
  return {
    ready: () => ready,
    newGame: () => worker.postMessage({ type: 'new-game' } satisfies EngineRequest),
    go: async (start, moves, limits, onInfo) => {
      await ready
      if (failure) throw failure
      const id = next++
      Atomics.store(stop, 0, 0)
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject, onInfo })
        worker.postMessage({ type: 'go', id, start: makePosition(start), moves, limits } satisfies EngineRequest)
      })
    },
    stop: () => Atomics.store(stop, 0, 1),
    close: async () => {
      await worker.terminate()
    },
  }
}

/** Without a worker (tests driving `main`): the same player in this thread; `go infinite` deepens a ply at a time, hearing `stop` between. */
function localBrain(io: CliIO, variant: Variant, level: ComputerLevel, seed: string): Brain {
  const player = new ComputerPlayer(variant, level, seed)
  let stopped = false
  const ready = playerTables(variant, io.env).then(({ tables, note }) => {
    player.useTables(tables)
    return note
  })
  return {
    ready: () => ready,
    newGame: () => player.newGame(),
    go: async (start, moves, limits, onInfo) => {
      await ready
      stopped = false
      const game = replayFrom(makePosition(start), moves, variant)
      if (!limits.infinite) return player.move(game, limits, undefined, onInfo)
      let answer = player.move(game, { depth: 1 })
      for (let depth = 2; depth <= 64 && !stopped && answer.move !== null && level === 'expert'; depth++) {
        await new Promise<void>((resolve) => setImmediate(resolve))
        if (stopped) break
        answer = player.move(game, { depth })
        if (answer.report) onInfo(answer.report)
      }
      return answer
    },
    stop: () => {
      stopped = true
    },
    close: async () => {},
  }
}
