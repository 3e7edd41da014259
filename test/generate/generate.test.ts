import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { captureIO } from '../cli/harness.js'
import { main } from '../../src/cli/main.js'
import { DEFAULT_VARIANT, HOLES, resolveVariant, rowSeeds } from '../../src/engine/index.js'
import type { CheckedExercise } from '../../src/exercise/index.js'
import { loadExercises, parseExerciseText } from '../../src/exercise/index.js'
import type { GeneratedExercise, GeneratedTheme, Level } from '../../src/generate/index.js'
import { GENERATED_THEMES, generateExercises } from '../../src/generate/index.js'

async function make(theme: GeneratedTheme, level: Level, count: number, seed: string, realistic = false) {
  const made: GeneratedExercise[] = []
  const summary = await generateExercises({ theme, level, count, seed, variant: DEFAULT_VARIANT, realistic }, async (e) => {
    made.push(e)
  })
  return { made, summary }
}

const checked = (e: GeneratedExercise): CheckedExercise => {
  const parsed = parseExerciseText(e.text, e.fileName)
  expect(parsed.problems, e.text).toEqual([])
  return parsed.exercise!
}

const opponentRow = (side: 'south' | 'north', index: number) => (side === 'south' ? index >= 6 : index < 6)

/** What each theme must show, read from the checker's own replay of the file. */
const FEATURE: Record<GeneratedTheme, (x: CheckedExercise) => void> = {
  sowing: (x) => {
    const r = x.reports[0]!
    expect(r.captured).toBe(0)
    expect(r.sown.some((h) => opponentRow(r.side, HOLES.indexOf(h)))).toBe(true)
  },
  capture: (x) => expect(x.reports[0]!.capturedHoles).toHaveLength(1),
  chain: (x) => expect(x.reports[0]!.capturedHoles.length).toBeGreaterThanOrEqual(2),
  'chain-stop': (x) => {
    const r = x.reports[0]!
    expect(r.captured).toBeGreaterThan(0)
    const stop = HOLES.indexOf(r.last) - r.chain.length
    expect(opponentRow(r.side, stop) && stop >= 0).toBe(true)
    expect([0, 2, 3]).not.toContain(r.afterSowing[stop])
  },
  'no-capture': (x) => {
    const r = x.reports[0]!
    expect(r.captured).toBe(0)
    expect(opponentRow(r.side, HOLES.indexOf(r.last))).toBe(true)
    expect([2, 3]).not.toContain(r.afterSowing[HOLES.indexOf(r.last)])
  },
  feeding: (x) => {
    expect(rowSeeds(x.start.board, 'north')).toBe(0)
    const filled = HOLES.slice(0, 6).filter((h) => x.start.board[HOLES.indexOf(h)]! > 0)
    expect(x.legal.length).toBeGreaterThan(0)
    expect(x.legal.length).toBeLessThan(filled.length)
  },
  'no-feeding-end': (x) => {
    expect(x.outcome?.reason).toBe('no-legal-move')
    const stuck = x.after.turn
    expect(rowSeeds(x.after.board, stuck)).toBeGreaterThan(0)
    expect(rowSeeds(x.after.board, stuck === 'south' ? 'north' : 'south')).toBe(0)
  },
  'grand-slam': (x) => expect(x.reports[0]!.grandSlamCancelled).toBe(true),
  lap: (x) => expect(x.reports[0]!.laps).toBe(1),
  'double-lap': (x) => expect(x.reports[0]!.laps).toBe(2),
  'best-capture': (x) => {
    const values = Object.values(x.best!.values)
    expect(values.filter((v) => v! > 0).length).toBeGreaterThanOrEqual(2)
    expect(values.filter((v) => v === x.best!.value)).toHaveLength(1)
  },
  defend: (x) => {
    expect(x.best!.criterion).toEqual({ plies: 2 })
    expect(x.best!.value).toBe(0)
    for (const [move, value] of Object.entries(x.best!.values)) if (move !== x.best!.move) expect(value).toBeLessThan(0)
  },
  end: (x) => expect(x.outcome?.reason).toBe('store-majority'),
  repetition: (x) => {
    expect(x.outcome?.reason).toBe('repetition')
    expect(x.reports.every((r) => r.captured === 0)).toBe(true)
  },
  'best-move': (x) => {
    const criterion = x.best!.criterion as { plies: number }
    expect(x.question.en).toContain(`Look ${criterion.plies} moves ahead`)
    expect(x.question.fr).toContain(`Regarde ${criterion.plies} coups`)
    expect(Object.values(x.best!.values).filter((v) => v === x.best!.value)).toHaveLength(1)
    expect(x.best!.value).toBeGreaterThan(0)
  },
}

describe('every theme and level', () => {
  for (const theme of GENERATED_THEMES) {
    it(`${theme}: files pass the checker and show the theme, over several seeds`, async () => {
      for (const level of [1, 2, 3] as const) {
        for (const seed of ['a', 'b']) {
          const { made, summary } = await make(theme, level, 3, seed)
          expect(summary.stop).toBe('done')
          expect(summary.refused).toEqual([])
          for (const exercise of made) {
            const x = checked(exercise)
            expect(x.theme).toBe(theme)
            expect(x.level).toBe(level)
            FEATURE[theme](x)
            // French typography: no ordinary space before : ; ! ? in the French texts.
            for (const text of [x.question.fr, x.explain.fr, x.title.fr]) expect(text).not.toMatch(/ [:;!?]/)
          }
        }
      }
    })
  }
})

describe('variants', () => {
  it('grand slams under capture-all take the whole row; 36-seed games end at 19', async () => {
    const captureAll = resolveVariant({ grandSlam: 'capture-all' })
    const made: GeneratedExercise[] = []
    await generateExercises({ theme: 'grand-slam', level: 2, count: 3, seed: 'v', variant: captureAll }, async (e) => {
      made.push(e)
    })
    for (const e of made) {
      const x = checked(e)
      expect(x.variant.grandSlam).toBe('capture-all')
      expect(x.reports[0]!.grandSlam).toBe(true)
      expect(x.reports[0]!.captured).toBeGreaterThan(0)
      expect(rowSeeds(x.after.board, 'north')).toBe(0)
    }
    const small = resolveVariant({ seedsPerHole: 3 })
    const ends: GeneratedExercise[] = []
    await generateExercises({ theme: 'end', level: 1, count: 3, seed: 'v', variant: small }, async (e) => {
      ends.push(e)
    })
    for (const e of ends) {
      const x = checked(e)
      expect(x.outcome?.reason).toBe('store-majority')
      expect(Math.max(x.outcome!.score.south, x.outcome!.score.north)).toBeGreaterThanOrEqual(19)
    }
  })
})

describe('a run', () => {
  it('never repeats a position and question, and ids are unique', async () => {
    for (const theme of ['capture', 'feeding', 'lap'] as const) {
      const { made } = await make(theme, 1, 25, 'unique')
      const keys = made.map((e) => `${JSON.stringify(e.draft.start.board)}|${e.draft.start.turn}|${e.draft.question.en}`)
      expect(new Set(keys).size).toBe(made.length)
      expect(new Set(made.map((e) => e.id)).size).toBe(made.length)
    }
  })
  it('does not make the same hole the best move of more than a third of a set', async () => {
    for (const theme of ['defend', 'best-move'] as const) {
      const { made } = await make(theme, 1, 12, 'spread')
      const counts = new Map<string, number>()
      for (const e of made) counts.set(String(e.draft.expect.best), (counts.get(String(e.draft.expect.best)) ?? 0) + 1)
      expect(Math.max(...counts.values())).toBeLessThanOrEqual(4)
    }
  })
  it('gives some level-3 move exercises to North, with the question saying so', async () => {
    const { made } = await make('chain', 3, 12, 'north')
    const north = made.filter((e) => e.draft.start.turn === 'north')
    expect(north.length).toBeGreaterThan(0)
    expect(north.length).toBeLessThan(made.length)
    for (const e of north) {
      const x = checked(e)
      expect(x.question.fr).toMatch(/^Tu joues Nord/)
      expect(x.reports[0]!.side).toBe('north')
      FEATURE.chain(x)
    }
  })
  it('is reproducible: same seed, same bytes; another seed, other exercises', async () => {
    const first = await make('chain', 2, 5, 'same')
    const again = await make('chain', 2, 5, 'same')
    const other = await make('chain', 2, 5, 'other')
    expect(again.made.map((e) => e.text)).toEqual(first.made.map((e) => e.text))
    expect(other.made.map((e) => e.draft.start.board)).not.toEqual(first.made.map((e) => e.draft.start.board))
  })
  it('draws realistic positions from games of the hard level', async () => {
    const { made, summary } = await make('capture', 2, 3, 'real', true)
    expect(summary.stop).toBe('done')
    for (const e of made) {
      const x = checked(e)
      // A position of a real game: every one of the 48 seeds is on the board or in a store.
      expect(x.start.board.reduce((a, b) => a + b, 0) + x.start.stores.south + x.start.stores.north).toBe(48)
      FEATURE.capture(x)
    }
  }, 120_000)
})

function cliIO(signal?: AbortSignal) {
  const { io, stdout, stderr } = captureIO(signal ? { signal } : {})
  return { io, out: stdout, err: stderr }
}

describe('awale-kit generate', () => {
  it('writes N files that the loader accepts, byte-identical on a second run', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'awale-generate-'))
    try {
      const args = ['generate', '--theme', 'chain-stop', '--level', '2', '--count', '6', '--seed', 'cli', '--out', dir]
      const first = cliIO()
      expect(await main(args, first.io)).toBe(0)
      const files = (await readdir(dir)).sort()
      expect(files).toHaveLength(6)
      const texts = await Promise.all(files.map((f) => readFile(join(dir, f), 'utf8')))
      const loaded = await loadExercises([dir])
      expect(loaded.problems).toEqual([])
      expect(loaded.exercises).toHaveLength(6)
      expect(await main(['check', dir], cliIO().io)).toBe(0)
      // A second run finds the exercises there: kept (they may have been edited since), nothing written…
      const again = cliIO()
      expect(await main(args, again.io)).toBe(2)
      expect(again.err()).toContain('exists: an exercise file is kept')
      // …unless --force: the same bytes.
      expect(await main([...args, '--force'], cliIO().io)).toBe(0)
      expect(await Promise.all(files.map((f) => readFile(join(dir, f), 'utf8')))).toEqual(texts)
      expect(first.out()).toContain('Joue')
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
  it('stops cleanly when interrupted after the first file, leaving it whole and no other', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'awale-generate-'))
    try {
      const controller = new AbortController()
      const run = cliIO(controller.signal)
      // Ctrl-C as the first exercise is announced: the exercises made so far are written as one set when the run stops.
      const write = run.io.stdout.write
      run.io.stdout.write = (text: string) => {
        controller.abort()
        return write(text)
      }
      expect(await main(['generate', '--theme', 'capture', '--level', '1', '--count', '200', '--seed', 'stop', '--out', dir], run.io)).toBe(130)
      expect(await readdir(dir)).toEqual(['gen-cap1-stop-001.yaml'])
      const loaded = await loadExercises([dir])
      expect(loaded.problems).toEqual([])
      expect(loaded.exercises).toHaveLength(1)
      expect(run.err()).toMatch(/^awale-kit generate: interrupted; wrote 1 of 200 exercises to \S+, each complete\n$/)
      expect(run.out().match(/\.yaml/g)).toHaveLength(1)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
  it('generateExercises: a signal aborted inside the callback stops after that exercise', async () => {
    const controller = new AbortController()
    const made: GeneratedExercise[] = []
    const summary = await generateExercises({ theme: 'chain', level: 2, count: 50, seed: 'abort', variant: DEFAULT_VARIANT, signal: controller.signal }, async (e) => {
      made.push(e)
      if (made.length === 2) controller.abort()
    })
    expect(summary).toMatchObject({ made: 2, stop: 'interrupted' })
    expect(made).toHaveLength(2)
    // Aborted before it starts: nothing is made.
    const before = await generateExercises({ theme: 'chain', level: 2, count: 5, seed: 'abort', variant: DEFAULT_VARIANT, signal: AbortSignal.abort() }, async () => {
      throw new Error('no exercise expected')
    })
    expect(before).toMatchObject({ made: 0, stop: 'interrupted' })
  })
  it('refuses bad input with exit code 2', async () => {
    for (const argv of [
      ['generate'],
      ['generate', '--theme', 'chains'],
      ['generate', '--theme', 'chain', '--level', '4'],
      ['generate', '--theme', 'chain', '--count', '0'],
      ['generate', '--theme', 'chain', '--lang', 'de'],
      ['generate', '--theme', 'repetition', '--realistic'],
      ['generate', '--theme', 'chain', 'extra'],
    ]) {
      const run = cliIO()
      expect(await main(argv, run.io), argv.join(' ')).toBe(2)
      expect(run.err()).not.toMatch(/\n\s+at /)
    }
  })
})
