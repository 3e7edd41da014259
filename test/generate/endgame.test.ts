/**
 * Endgame exercises (`generate --theme best-move --level 3 --endgame`) and the `end` criterion the
 * checker proves with the endgame tables. The answers are held to the exact search of `best
 * --exact`, not to the tables that made them (test/tables holds the tables to an independent full
 * search of every position up to 6 seeds).
 */
import { describe, expect, it } from 'vitest'
import type { Hole, Position } from '../../src/engine/index.js'
import { DEFAULT_VARIANT, boardSeeds, legalMoves, resolveVariant } from '../../src/engine/index.js'
import { Searcher } from '../../src/search/index.js'
import { parseExerciseText } from '../../src/exercise/index.js'
import type { GeneratedExercise } from '../../src/generate/index.js'
import { generateExercises } from '../../src/generate/index.js'
import { smallEndgameTables } from '../../src/tables/small.js'
import { boardsWith, reducedPosition } from '../tables/reference.js'
import { captureIO, runCli } from '../cli/harness.js'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadTablesSync } from '../../src/tables/cache.js'
import { main } from '../../src/cli/main.js'

async function endgames(count: number, seed: string, variant = DEFAULT_VARIANT): Promise<GeneratedExercise[]> {
  const made: GeneratedExercise[] = []
  const summary = await generateExercises({ theme: 'best-move', level: 3, count, seed, variant, endgame: true }, async (e) => {
    made.push(e)
  })
  expect(summary.made).toBe(count)
  return made
}

/**
 * Seeds the side to move wins over the other to the end of the game with each legal move, both
 * sides then playing their best, `position` taken as a fresh start: by the exact search of
 * `best --exact` (src/search, code of its own: the game's rules, repetition included, followed to
 * the end), which must prove every value (the exercises of the seeds below are ones it proves
 * within the budget; its transposition table carries over from one exercise to the next).
 */
const searchers = new Map<string, Searcher>()
function valuesToTheEnd(position: Position): Record<string, number> {
  const key = JSON.stringify(position.variant)
  if (!searchers.has(key)) searchers.set(key, new Searcher(position.variant, 'seeds'))
  const analysis = searchers.get(key)!.analyse(position, { exact: true, allValues: true, nodeBudget: 20_000_000 })
  expect(analysis?.proved).toBe(true)
  return Object.fromEntries(analysis!.moves.map((m) => [m.move, m.value]))
}

/** An exercise file with an `end` claim on a notation string. */
const endClaim = (position: string, best: Hole, value: number, extra = '') => `id: "end-claim"
theme: best-move
level: 3
title: { fr: "Jusqu’à la fin", en: "To the end" }
position: "${position}"
${extra}task: best
question: { fr: "Quel coup ?", en: "Which move?" }
expect: { best: ${best}, criterion: end, value: ${value} }
explain: { fr: "Voir la clé.", en: "See the key." }
`

describe('endgame exercises', () => {
  it('pass the checker; every move’s value is the one the exact search proves; one move is best', async () => {
    // Three exercises: about 5 s of CPU to make. A fourth took 25 s more, and with two CPU-bound jobs
    // beside the suite the test ran past its 300 s timeout (308 s): a test that failed under load.
    for (const e of await endgames(3, 't1')) {
      const parsed = parseExerciseText(e.text, e.fileName)
      expect(parsed.problems, e.text).toEqual([])
      const x = parsed.exercise!
      expect(x.best?.criterion).toBe('end')
      const seeds = boardSeeds(x.start.board)
      expect(seeds).toBeGreaterThanOrEqual(6)
      expect(seeds).toBeLessThanOrEqual(10)
      const legal = legalMoves(x.start)
      // The key quotes a value for every legal move: each one proved.
      expect(Object.keys(x.best!.values).sort()).toEqual([...legal].sort())
      const truth = valuesToTheEnd(x.start)
      expect(x.best!.values, e.fileName).toEqual(truth)
      const top = Math.max(...Object.values(truth))
      expect(x.best!.value).toBe(top)
      expect(legal.filter((move) => truth[move] === top)).toEqual([x.best!.move])
      // The explanation quotes the same values (a real minus sign for losses).
      for (const move of legal) {
        const v = truth[move]!
        expect(e.text).toContain(`${move}: ${v > 0 ? `+${v}` : v < 0 ? `\u2212${-v}` : '0'}`)
      }
    }
  }, 300_000)

  it('under capture-all too', async () => {
    for (const e of await endgames(2, 'endgame-all', resolveVariant({ grandSlam: 'capture-all' }))) {
      const parsed = parseExerciseText(e.text, e.fileName)
      expect(parsed.problems, e.text).toEqual([])
      const x = parsed.exercise!
      expect(x.best!.values).toEqual(valuesToTheEnd(x.start))
    }
  }, 300_000)

  it('are the same bytes for the same seed', async () => {
    const a = await endgames(2, 'same')
    const b = await endgames(2, 'same')
    expect(a.map((e) => e.text)).toEqual(b.map((e) => e.text))
  }, 120_000)
})

describe('the end criterion in the checker', () => {
  const tables = smallEndgameTables('no-capture', 10)!
  const notation = (position: Position, stores = '0-0') => `${position.board.join('-')}-${stores}-${position.turn === 'south' ? 'S' : 'N'}`
  /** The first board of `seeds` seeds (South to move) whose probe passes `keep`. */
  const find = (seeds: number, keep: (p: NonNullable<ReturnType<typeof tables.probe>>) => boolean): Position => {
    for (const board of boardsWith(seeds)) {
      const position = reducedPosition(board, 'south', DEFAULT_VARIANT)
      const probe = tables.probe(position)
      if (probe && keep(probe)) return position
    }
    throw new Error('no such board')
  }

  it('accepts a proved claim and refuses a wrong value', () => {
    const position = find(6, (p) => p.proved && p.moves.length >= 2 && p.moves.filter((m) => m.bounds[1] >= p.bounds[0]).length === 1)
    const probe = tables.probe(position)!
    const best = probe.bestMoves[0]!
    expect(parseExerciseText(endClaim(notation(position), best, probe.bounds[0]), 'ok.yaml').problems).toEqual([])
    const wrong = parseExerciseText(endClaim(notation(position), best, probe.bounds[0] + 2), 'wrong.yaml').problems
    expect(wrong.map((p) => p.code)).toContain('EXPECT_MISMATCH')
  })

  it('refuses a position whose value depends on repetitions (NOT_PROVED)', () => {
    const position = find(6, (p) => !p.proved)
    const probe = tables.probe(position)!
    const problems = parseExerciseText(endClaim(notation(position), probe.bestMoves[0]!, probe.bounds[0]), 'cycle.yaml').problems
    expect(problems.map((p) => p.code)).toEqual(['NOT_PROVED'])
  })

  it('refuses a position where a store could reach 25 first (NOT_PROVED): the tables count the game played out', () => {
    const position = find(6, (p) => p.proved && p.bestMoves.length === 1)
    const probe = tables.probe(position)!
    const problems = parseExerciseText(endClaim(notation(position, '22-20'), probe.bestMoves[0]!, probe.bounds[0]), 'majority.yaml').problems
    expect(problems.map((p) => p.code)).toEqual(['NOT_PROVED'])
  })

  it('says the tables are needed past 10 seeds, and under another end rule (NEEDS_TABLES)', () => {
    const eleven = endClaim('3-2-1-0-0-0-1-2-1-1-0-0-0-0-S', 'A', 1)
    expect(parseExerciseText(eleven, 'eleven.yaml').problems.map((p) => p.code)).toEqual(['NEEDS_TABLES'])
    const endless = endClaim('1-2-0-0-0-0-1-1-0-0-0-0-0-0-S', 'B', 1, 'variant: { endless: move-limit }\n')
    const codes = parseExerciseText(endless, 'endless.yaml').problems.map((p) => p.code)
    expect(codes).toEqual(['NEEDS_TABLES'])
  })
})

describe('check with the built tables', () => {
  it('checks an end claim of 11 seeds with the tables of the cache folder, and asks for them without', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'awale-tables-'))
    try {
      const env = { AWALE_KIT_TABLES: folder }
      expect((await runCli(['tables', 'build', '--seeds', '11', '--variant', 'grand-slam=no-capture'], { env })).code).toBe(0)
      const loaded = loadTablesSync(folder, 'no-capture')
      if (loaded.status !== 'ok') throw new Error(loaded.status)
      const tables = loaded.tables
      let text: string | null = null
      for (const board of boardsWith(11)) {
        const position = reducedPosition(board, 'south', DEFAULT_VARIANT)
        const probe = tables.probe(position)
        if (!probe || !probe.proved || probe.moves.length < 2) continue
        if (probe.moves.filter((m) => m.bounds[1] >= probe.bounds[0]).length !== 1) continue
        text = endClaim(`${board.join('-')}-0-0-S`, probe.bestMoves[0]!, probe.bounds[0])
        break
      }
      const file = join(folder, 'eleven.yaml')
      await writeFile(file, text!)
      const withTables = await runCli(['check', file], { env })
      expect(withTables.stdout).toContain('1 passed')
      expect(withTables.code).toBe(0)
      const without = await runCli(['check', file], { env: { AWALE_KIT_TABLES: join(folder, 'none') } })
      expect(without.stdout).toContain('NEEDS_TABLES')
      expect(without.code).toBe(2)
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  }, 120_000)
})

describe('generate --endgame on the command line', () => {
  it('refuses other themes and levels, --realistic, and rules without repetition, with exit code 2', async () => {
    for (const args of [
      ['--theme', 'best-move', '--level', '2', '--endgame'],
      ['--theme', 'capture', '--level', '3', '--endgame'],
      ['--theme', 'best-move', '--level', '3', '--endgame', '--realistic'],
    ]) {
      const io = captureIO()
      expect(await main(['generate', ...args, '--out', 'out/never'], io.io), args.join(' ')).toBe(2)
    }
  })
})
