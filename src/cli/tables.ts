import type { GrandSlamRule, Hole, Position } from '../engine/index.js'
import { GRAND_SLAM_RULES, boardSeeds, opposite } from '../engine/index.js'
import { join } from 'node:path'
import { mkdtemp, rmdir } from 'node:fs/promises'
import { checkTargets, makeFolder, writeFilesAtomically } from '../output/files.js'
import type { BuildProgress, Built } from '../tables/build.js'
import { DEFAULT_TABLE_SEEDS, MAX_TABLE_SEEDS, buildInWorkers } from '../tables/build.js'
import type { LoadedTables, TablesStatus } from '../tables/cache.js'
import { TABLES_FOLDER_VARIABLE, forget, tablesFileName, tablesFolder, tablesFor, tablesStatus } from '../tables/cache.js'
import { tablesLine } from '../tables/play.js'
import { SMALL_TABLE_SEEDS, smallEndgameTables } from '../tables/small.js'
import type { EndgameTables, ProbeResult } from '../tables/tables.js'
import { drawBoard } from './describe.js'
import { boardsUpTo } from '../tables/ranking.js'
import { integer, parseVerbArgs } from './args.js'
import type { CliIO } from './io.js'
import { EXIT, UsageError } from './io.js'
import { parseVariantOptions } from './variant.js'
import { terminalSigned as signed } from '../words.js'

export const usage = `Usage: awale-kit tables build [--seeds N] [--variant grand-slam=RULE] [--force]
       awale-kit tables info [--json]

Endgame tables: for every position with up to N seeds on the board, how many seeds the side to
move can win from there, proved where it can be. "best --exact" and the computer's hard level use
them; build them once (15 seeds: under a minute and about 0.6 GB of memory on two cores, 52 MB on
disk per grand-slam rule).

  build            solve every position with up to N seeds, for both grand-slam rules at once
                   (one worker thread each), and write the tables to the cache folder. Tables
                   that are already there and hold N seeds or more are kept; tables written by
                   another format or engine are built again.
  info             say where the tables are and what they hold

Options:
  --seeds N              seeds on the board, at most (0–${MAX_TABLE_SEEDS}, default ${DEFAULT_TABLE_SEEDS})
  --variant grand-slam=RULE
                         build for one grand-slam rule only (no-capture or capture-all); the tables
                         are for the repetition rule (the default), and the same for 3 or 4 seeds a hole
  --force                build again even when up-to-date tables are there
  --json                 (info) print the answer as JSON
  -h, --help             show this help

The folder: $${TABLES_FOLDER_VARIABLE} when set, else $XDG_CACHE_HOME/awale-kit/tables, else
~/.cache/awale-kit/tables (~/Library/Caches/awale-kit/tables on macOS, %LOCALAPPDATA%\\awale-kit\\tables
on Windows). Exit codes: 0 done, 2 bad input, 130 interrupted (no file is left half written).`

export async function run(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseVerbArgs(
    'tables',
    args,
    {
      seeds: { type: 'string' },
      variant: { type: 'string', multiple: true },
      force: { type: 'boolean' },
      json: { type: 'boolean' },
    },
    usage,
  )
  if (values.help) {
    io.stdout.write(usage + '\n')
    return EXIT.OK
  }
  const [action, ...rest] = positionals
  if (action !== 'build' && action !== 'info') throw new UsageError(`awale-kit tables: say build or info${action ? `, not ${JSON.stringify(action)}` : ''}\n\n${usage}`)
  if (rest.length > 0) throw new UsageError(`awale-kit tables: unexpected argument ${JSON.stringify(rest[0])}\n\n${usage}`)
  const folder = tablesFolder(io.env)
  if (folder === null) throw new UsageError(`awale-kit tables: no cache folder: set ${TABLES_FOLDER_VARIABLE} (or HOME) to say where the tables go`)
  const rules = grandSlamRules(values.variant as string[] | undefined)
  if (action === 'info') return info(folder, rules, values.json === true, io)
  const seeds = integer('--seeds', values.seeds as string | undefined, 0, MAX_TABLE_SEEDS, DEFAULT_TABLE_SEEDS)
  return build(folder, rules, seeds, values.force === true, io)
}

/** The grand-slam rules asked: both, or the one --variant names. Tables know nothing of the other variant settings but endless. */
function grandSlamRules(options: string[] | undefined): readonly GrandSlamRule[] {
  if (!options || options.length === 0) return GRAND_SLAM_RULES
  const variant = parseVariantOptions(options)
  if (variant.endless !== 'repetition')
    throw new UsageError(`awale-kit tables: the tables are for the repetition rule; with endless=${variant.endless} a value depends on the moves played, not on the position`)
  return [variant.grandSlam]
}

const describeStatus = (status: TablesStatus): string => {
  if (status.status === 'missing') return 'not built'
  if (status.status === 'unusable')
    return status.problem.code === 'UNREADABLE' || status.problem.code === 'NOT_TABLES'
      ? `not usable: ${status.path} ${status.problem.code === 'UNREADABLE' ? `cannot be read (${status.problem.message})` : `is not a tables file (${status.problem.message})`}; remove it, then "awale-kit tables build"`
      : `not usable (${status.problem.message}): "awale-kit tables build" makes them again`
  const { header } = status
  const positions = header.layers.reduce((sum, layer) => sum + layer.positions, 0)
  const proved = header.layers.reduce((sum, layer) => sum + layer.proved, 0)
  return `up to ${header.seeds} seeds, ${positions.toLocaleString('en-GB')} positions, ${percent(proved, positions)} proved`
}

const percent = (part: number, whole: number): string => `${whole === 0 ? 0 : ((100 * part) / whole).toFixed(1)} %`

async function info(folder: string, rules: readonly GrandSlamRule[], json: boolean, io: CliIO): Promise<number> {
  const statuses = await Promise.all(rules.map((rule) => tablesStatus(folder, rule)))
  if (json) {
    io.stdout.write(
      JSON.stringify({
        folder,
        tables: statuses.map((status, i) => ({
          grandSlam: rules[i],
          path: status.path,
          status: status.status,
          ...(status.status === 'ok' ? { seeds: status.header.seeds, layers: status.header.layers } : {}),
          ...(status.status === 'unusable' ? { problem: status.problem } : {}),
        })),
      }) + '\n',
    )
    return EXIT.OK
  }
  io.stdout.write(`Tables folder: ${folder}\n`)
  for (const [i, status] of statuses.entries()) io.stdout.write(`  grand slam ${rules[i]}: ${describeStatus(status)}\n`)
  return EXIT.OK
}

/**
 * Why the tables of the cache cannot be used, for the commands that then search instead (check,
 * game --analyse, the hard level): one line, or null when there is nothing to say (no tables built).
 */
export function unusableTablesNote(found: LoadedTables | { status: 'no-folder' } | { status: 'other-rules' } | null): string | null {
  if (found === null || found.status !== 'unusable') return null
  return `the endgame tables in ${found.path} cannot be used (${found.problem.message}); searching instead. ${
    found.problem.code === 'UNREADABLE' || found.problem.code === 'NOT_TABLES' ? 'Remove that file, then "awale-kit tables build"' : '"awale-kit tables build" makes them again'
  }`
}

/** Makes the cache folder if needed and checks a file can be made in it: before the build, not after. */
async function writableFolder(folder: string): Promise<string[]> {
  let created: string[] = []
  try {
    created = await makeFolder(folder)
    await rmdir(await mkdtemp(join(folder, '.awale-kit-probe-')))
    return created
  } catch (error) {
    for (const made of created.reverse()) await rmdir(made).catch(() => {})
    const code = (error as NodeJS.ErrnoException).code
    const why = code === 'EACCES' || code === 'EPERM' || code === 'EROFS' ? 'the folder is read-only for you' : code === 'ENOTDIR' ? `${(error as Error).message}` : (error as Error).message
    throw new UsageError(`awale-kit tables: cannot write the tables in ${folder}: ${why}; nothing built (set ${TABLES_FOLDER_VARIABLE} to a folder you can write to)`)
  }
}

async function build(folder: string, rules: readonly GrandSlamRule[], seeds: number, force: boolean, io: CliIO): Promise<number> {
  const wanted: GrandSlamRule[] = []
  for (const rule of rules) {
    // Checked to the last byte: a damaged file is built again, never "kept".
    const status = await tablesStatus(folder, rule)
    if (!force && status.status === 'ok' && status.header.seeds >= seeds) {
      io.stderr.write(`grand slam ${rule}: already built (${describeStatus(status)}), kept; --force builds them again\n`)
      continue
    }
    if (status.status === 'unusable') io.stderr.write(`grand slam ${rule}: the tables there are ${describeStatus(status)}\n`)
    wanted.push(rule)
  }
  if (wanted.length === 0) return EXIT.OK
  // Before the work (a minute and more): the folder can be written, and every file in the way is one
  // the output policy lets a build replace (tables, damaged or not; never a folder, a link to a
  // device, a pipe or someone's file).
  const createdFolders = await writableFolder(folder)
  const targets = wanted.map((rule) => join(folder, tablesFileName(rule)))
  try {
    await checkTargets(targets, { kind: 'tables' })
  } catch (error) {
    throw new UsageError(`awale-kit tables: ${(error as Error).message}; nothing built (remove it, or set ${TABLES_FOLDER_VARIABLE} to another folder)`)
  }
  const leaveNoFolder = async () => {
    for (const made of createdFolders.reverse()) await rmdir(made).catch(() => {})
  }

  const started = performance.now()
  const before = process.resourceUsage()
  const cpuBefore = (before.userCPUTime + before.systemCPUTime) / 1000
  const perRule = boardsUpTo(seeds)
  const done = new Map<GrandSlamRule, number>()
  const layerNow = new Map<GrandSlamRule, number>()
  let liveLine = false
  const clearLive = () => {
    if (liveLine) io.stderr.write('\r\x1b[K')
    liveLine = false
  }
  io.stderr.write(`Building endgame tables up to ${seeds} seeds (${perRule.toLocaleString('en-GB')} positions per grand-slam rule: ${wanted.join(', ')}) in ${folder}\n`)
  const onProgress = (progress: BuildProgress) => {
    done.set(progress.grandSlam, progress.positionsDone)
    layerNow.set(progress.grandSlam, progress.seeds)
    if (progress.finished && progress.finished.seeds >= Math.max(0, seeds - 5)) {
      clearLive()
      const layer = progress.finished
      io.stderr.write(
        `  ${progress.grandSlam}: ${layer.seeds} seeds, ${layer.positions.toLocaleString('en-GB')} positions, ${percent(layer.proved, layer.positions)} proved, ${percent(layer.onCycle, layer.positions)} on a cycle (${seconds(layer.milliseconds)})\n`,
      )
    }
    if (io.stderrIsTTY) {
      const share = [...done.values()].reduce((a, b) => a + b, 0) / (perRule * wanted.length)
      const layers = wanted.map((rule) => `${rule} ${layerNow.get(rule) ?? 0}/${seeds}`).join(', ')
      io.stderr.write(`\r\x1b[K  ${(100 * share).toFixed(0)} % (${layers} seeds), ${seconds(performance.now() - started)}`)
      liveLine = true
    }
  }
  let built: Built[] | null
  try {
    built = await buildInWorkers(
      wanted.map((grandSlam) => ({ grandSlam, seeds })),
      onProgress,
      io.signal,
    )
  } finally {
    clearLive()
  }
  if (built === null) {
    await leaveNoFolder()
    io.stderr.write('awale-kit tables: interrupted; no tables file written\n')
    return EXIT.INTERRUPTED
  }
  try {
    await writeFilesAtomically(
      built.map((tables) => ({ path: join(folder, tablesFileName(tables.grandSlam)), bytes: tables.bytes })),
      { kind: 'tables' },
    )
  } catch (error) {
    await leaveNoFolder()
    throw new UsageError(`awale-kit tables: cannot write the tables in ${folder}: ${(error as Error).message}`)
  }
  forget(folder)
  const usage = process.resourceUsage()
  const peak = usage.maxRSS / 1024
  const cpu = (usage.userCPUTime + usage.systemCPUTime) / 1000 - cpuBefore
  for (const tables of built) {
    const positions = tables.stats.reduce((sum, layer) => sum + layer.positions, 0)
    const proved = tables.stats.reduce((sum, layer) => sum + layer.proved, 0)
    io.stdout.write(
      `grand slam ${tables.grandSlam}: up to ${seeds} seeds, ${positions.toLocaleString('en-GB')} positions, ${percent(proved, positions)} proved, ${(tables.bytes.length / 1e6).toFixed(1)} MB, built in ${seconds(tables.milliseconds)}\n`,
    )
  }
  // CPU time beside the time taken: on a busy machine the two differ, and the CPU time says what the build costs.
  io.stdout.write(`Written to ${folder} in ${seconds(performance.now() - started)} (CPU ${seconds(cpu)}), peak memory ${peak.toFixed(0)} MB.\n`)
  return EXIT.OK
}

const seconds = (milliseconds: number): string => (milliseconds < 10_000 ? `${(milliseconds / 1000).toFixed(1)} s` : `${Math.round(milliseconds / 1000)} s`)

// ------------------------------------------------------------------ best --exact from the tables

const seedsText = (value: number): string => `${signed(value)} seed${Math.abs(value) === 1 ? '' : 's'}`
const boundsText = (bounds: readonly [number, number]): string => (bounds[0] === bounds[1] ? signed(bounds[0]) : `between ${signed(bounds[0])} and ${signed(bounds[1])}`)

/** Who wins, when the bounds decide it (a game in progress: stores count): 'win' | 'draw' | 'loss' for the side to move. */
function resultOf(position: Position, probe: ProbeResult): 'win' | 'draw' | 'loss' | null {
  const me = position.stores[position.turn]
  const other = position.stores[opposite(position.turn)]
  const results = probe.bounds.map((difference) => {
    const margin = me - other + difference
    return margin > 0 ? 'win' : margin < 0 ? 'loss' : 'draw'
  })
  return results[0] === results[1] ? results[0]! : null
}

/** The tables' answer was written (its exit code), or why they cannot give it: the search then answers, ending its lines with `tables` where they hold. */
export type TablesAnswer =
  | { readonly answered: true; readonly code: number }
  | {
      readonly answered: false
      readonly why: string
      readonly tables: EndgameTables | null
      /** Who wins for the side to move, when the tables cover the position and decide it (the same whether the game stops at 25 or is played out). */
      readonly result?: 'win' | 'draw' | 'loss' | null
    }

/**
 * `best POSITION --exact` from the endgame tables: writes the answer (text or JSON) and returns the
 * exit code, or says why the tables cannot answer (the caller then searches, and says so). They
 * answer only with the count the game itself makes: not when a store could reach the majority
 * first (the game would stop there, and the tables play every seed out), nor when the positions met
 * since the last capture (`seenBefore`, Game.seen's keys) could change their value.
 */
export async function bestFromTables(position: Position, seenBefore: readonly string[], json: boolean, io: CliIO): Promise<TablesAnswer> {
  const found = await tablesFor(position.variant, io.env)
  const seeds = boardSeeds(position.board)
  switch (found.status) {
    case 'other-rules':
      return { answered: false, why: `the endgame tables are for the repetition rule, not endless=${position.variant.endless}`, tables: null }
    case 'no-folder':
      return { answered: false, why: `no cache folder for the endgame tables (set ${TABLES_FOLDER_VARIABLE} or HOME)`, tables: null }
    case 'missing':
      return { answered: false, why: `no endgame tables for grand slam ${position.variant.grandSlam} yet ("awale-kit tables build" makes them)`, tables: null }
    case 'unusable':
      return { answered: false, why: `the endgame tables in ${found.path} cannot be used (${found.problem.message}); "awale-kit tables build" makes them again`, tables: null }
  }
  const { tables } = found
  if (seeds > tables.maxSeeds) return { answered: false, why: `the board holds ${seeds} seeds and the endgame tables go up to ${tables.maxSeeds}`, tables }
  const started = performance.now()
  const probe = tables.probe(position)
  if (probe === null) return { answered: false, why: 'the endgame tables do not cover this position', tables }
  if (probe.majorityPossible)
    return {
      answered: false,
      why: 'a store could reach 25 before the end, which stops the game there, and the tables count every seed played out; they end the lines where no store can any more',
      tables,
      result: resultOf(position, probe),
    }
  if (seenBefore.length > 0) {
    const key = String.fromCharCode(...position.board) + (position.turn === 'south' ? 'S' : 'N')
    const twice = new Set([key, ...seenBefore]).size < seenBefore.length + 1
    if (twice || !probe.proved || probe.reason !== 'any-history')
      return { answered: false, why: "positions met in the game since the last capture could come back and change the tables' value here", tables }
  }
  const milliseconds = performance.now() - started
  const line = probe.proved ? tablesLine(tables, position, 40) : []
  const result = resultOf(position, probe)
  const side = position.turn
  if (json) {
    io.stdout.write(
      JSON.stringify({
        side,
        over: false,
        source: 'tables',
        tables: { seeds: tables.maxSeeds, path: found.path },
        best: probe.bestMoves,
        value: probe.proved ? probe.bounds[0] : null,
        bounds: probe.bounds,
        proved: probe.proved,
        reason: probe.reason,
        count: 'every seed to the end: no store can reach its majority first',
        ...(result ? { result } : {}),
        line,
        exact: true,
        moves: probe.moves.map((m) => ({ move: m.move, value: m.bounds[0] === m.bounds[1] ? m.bounds[0] : null, bounds: m.bounds })),
        milliseconds: Math.round(milliseconds * 1000) / 1000,
      }) + '\n',
    )
    return { answered: true, code: EXIT.OK }
  }
  const who = side === 'south' ? 'South' : 'North'
  const out: string[] = [drawBoard(position), '']
  if (probe.proved) {
    out.push(probe.bestMoves.length === 1 ? `Best move for ${who}: ${probe.bestMoves[0]}` : `Best moves for ${who} (tied): ${probe.bestMoves.join(', ')}`)
    out.push(`Value: ${seedsText(probe.bounds[0])} to the end of the game, against the best defence.`)
    out.push(
      probe.reason === 'any-history'
        ? `Proved by the endgame tables (up to ${tables.maxSeeds} seeds), whatever happened before: the position lies on no cycle of moves without capture.`
        : `Proved by the endgame tables (up to ${tables.maxSeeds} seeds) for the position as it stands, just reached by a capture or taken as a fresh start: it lies on a cycle of moves without capture, so positions met before it could change the value.`,
    )
  } else {
    out.push(`Moves that secure at least ${seedsText(probe.bounds[0])} for ${who}: ${probe.bestMoves.join(', ')}`)
    out.push(`Value: between ${signed(probe.bounds[0])} and ${seedsText(probe.bounds[1])} to the end of the game, depending on repetitions.`)
    out.push(
      `From the endgame tables (up to ${tables.maxSeeds} seeds): each side can force its bound without relying on a repetition; where the value lies between them depends on which positions come back.`,
    )
  }
  out.push('Counted to the end of the game: no store can reach 25 before it.')
  if (line.length > 0) out.push(`Expected line: ${line.slice(0, 24).join(' ')}${line.length > 24 ? ' …' : ''}`)
  out.push(`All moves: ${probe.moves.map((m) => `${m.move} ${boundsText(m.bounds)}`).join(', ')}`)
  io.stdout.write(out.join('\n') + '\n')
  return { answered: true, code: EXIT.OK }
}

// ------------------------------------------------------------------ the levels from the tables

/**
 * The tables the expert probes in its search: the built ones when there are some, else, for a board
 * of 20 seeds or fewer (where its search reaches them), every position up to 10 seeds built in
 * memory (about a second).
 */
export async function tablesForExpert(position: Position, io: CliIO): Promise<EndgameTables | null> {
  if (position.variant.endless !== 'repetition') return null
  const found = await tablesFor(position.variant, io.env)
  if (found.status === 'ok') return found.tables
  return boardSeeds(position.board) <= 20 ? smallEndgameTables(position.variant.grandSlam, SMALL_TABLE_SEEDS) : null
}

/** The tables the hard level may play a position from: built, usable, and holding that many seeds; else null. */
export async function tablesForLevel(position: Position, io: CliIO): Promise<EndgameTables | null> {
  if (boardSeeds(position.board) > MAX_TABLE_SEEDS) return null
  const found = await tablesFor(position.variant, io.env)
  const note = unusableTablesNote(found)
  if (note !== null) io.stderr.write(`awale-kit best: ${note}\n`)
  return found.status === 'ok' && found.tables.covers(position) ? found.tables : null
}

/** `best --level hard` when the move came from the tables: what it plays and what the tables say. */
export function levelFromTables(position: Position, move: Hole, probe: ProbeResult, json: boolean, io: CliIO): number {
  if (json) {
    io.stdout.write(JSON.stringify({ side: position.turn, level: 'hard', move, over: false, source: 'tables', best: probe.bestMoves, bounds: probe.bounds, proved: probe.proved }) + '\n')
    return EXIT.OK
  }
  io.stdout.write(drawBoard(position) + '\n\n')
  io.stdout.write(
    `The hard level plays ${move}, from the endgame tables: ${probe.proved ? seedsText(probe.bounds[0]) : `between ${signed(probe.bounds[0])} and ${seedsText(probe.bounds[1])}`} to the end of the game.\n`,
  )
  return EXIT.OK
}
