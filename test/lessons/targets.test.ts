// Issue 22: every lesson names the children's mistakes its sheets are there to catch (its themes'),
// each level-1 and level-2 sheet of the bank reveals each of them, `lessons --json` says which
// exercise does, `check` warns (exit 0) on a bank whose sheet misses one, and `generate --reveals`
// draws exercises that reveal a mistake.
import { cp, mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadExercises } from '../../src/exercise/index.js'
import { loadLessons } from '../../src/lessons/lessons.js'
import { TARGET_LEVELS, lessonTargets, sheetCoverage } from '../../src/lessons/targets.js'
import { runCli } from '../cli/harness.js'
import { coverageTable } from '../../scripts/mistake-coverage.js'

const shipped = await loadLessons('templates/lessons.yaml')
if (!shipped.ok) throw new Error('templates/lessons.yaml does not load')
const lessons = shipped.value
const bank = (await loadExercises(['exercises'])).exercises
const lesson = (id: string) => lessons.find((l) => l.id === id)!

describe('lesson targets', () => {
  it('are the mistakes the lesson’s themes name, in the mistakes’ order', () => {
    expect(lessonTargets(lesson('sowing'), 1)).toEqual(['start-counted', 'into-store'])
    expect(lessonTargets(lesson('going-round'), 2)).toEqual(['start-counted', 'start-not-skipped', 'into-store'])
    expect(lessonTargets(lesson('capturing'), 1)).toEqual(['passing-holes', 'before-adding'])
    expect(lessonTargets(lesson('chains'), 1)).toEqual(['own-row', 'passing-holes', 'last-only', 'chain-skips', 'before-adding'])
    expect(lessonTargets(lesson('feeding'), 2)).toEqual(['not-feeding'])
    expect(lessonTargets(lesson('grand-slam'), 1)).toEqual(['grand-slam-taken'])
    expect(lessonTargets(lesson('end'), 1)).toEqual(['not-feeding'])
    expect(lessonTargets(lesson('best-move'), 1)).toEqual([])
  })

  it('are each revealed by the bank’s level-1 and level-2 sheet of every lesson, by an exercise that lists the mistake', () => {
    let revealed = 0
    for (const l of lessons)
      for (const level of TARGET_LEVELS) {
        const coverage = sheetCoverage(l, bank, level)
        expect(coverage.missing, `lesson ${l.number} level ${level}`).toEqual([])
        for (const target of coverage.targets)
          for (const id of coverage.revealedBy[target]!) {
            const exercise = bank.find((e) => e.id === id)!
            expect(exercise.mistakes.find((d) => d.id === target)?.wrong.length, `${id} ${target}`).toBeGreaterThan(0)
            revealed++
          }
      }
    expect(revealed).toBeGreaterThan(100)
  })

  it('are reported by lessons --json, per lesson and level', async () => {
    const result = await runCli(['lessons', '--json'])
    expect(result.code).toBe(0)
    const rows = JSON.parse(result.stdout) as { id: string; mistakes: Record<string, { targets: string[]; revealedBy: Record<string, string[]>; missing: string[] }> }[]
    const chains = rows.find((row) => row.id === 'chains')!
    expect(chains.mistakes['1']!.targets).toEqual(['own-row', 'passing-holes', 'last-only', 'chain-skips', 'before-adding'])
    // CS5: the chain stops at H (6 seeds); carrying on to G (2) takes 6, not 4.
    expect(chains.mistakes['1']!.revealedBy['chain-skips']).toContain('CS5')
    expect(chains.mistakes['2']!.revealedBy['own-row']).toEqual(['N4'])
    for (const row of rows) for (const level of ['1', '2']) expect(row.mistakes[level]!.missing, `${row.id} ${level}`).toEqual([])
  })
})

describe('docs/mistakes.md', () => {
  it('holds the coverage table of the bank as scripts/mistake-coverage.ts makes it', async () => {
    const table = coverageTable(lessons, bank)
    expect(table).toContain('| 4. Chains | `chain-skips` | 1: CS5 | 1: CS2 |')
    expect(await readFile('docs/mistakes.md', 'utf8')).toContain(table)
  })

  it("and the README its counts (how many exercises of each level's sheet reveal each target)", async () => {
    const counts = coverageTable(lessons, bank, 'counts')
    expect(counts).toContain('| 4. Chains | `chain-skips` | 1 | 1 | 1 |')
    expect(await readFile('README.md', 'utf8')).toContain(counts)
  })
})

describe('check on a bank whose lesson sheet misses a target', () => {
  it('warns LESSON_MISSES_MISTAKE at the lesson’s line, and exits 0', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'awale-targets-'))
    try {
      // The chains lesson's level-2 sheet without N4, the only exercise revealing own-row.
      await cp('exercises', dir, { recursive: true })
      await rm(join(dir, 'n4.yaml'))
      const result = await runCli(['check', dir])
      expect(result.code).toBe(0)
      const warnings = result.stdout.split('\n').filter((line) => line.includes('LESSON_MISSES_MISTAKE'))
      const chainsLine = (await readFile('templates/lessons.yaml', 'utf8')).split('\n').findIndex((line) => line.includes('id: chains')) + 1
      expect(warnings).toHaveLength(1)
      expect(warnings[0]).toMatch(new RegExp(`^templates/lessons\\.yaml:${chainsLine}:\\d+ LESSON_MISSES_MISTAKE .*level 2.* own-row`))
      // One file is not a bank: no lesson is judged from it.
      const one = await runCli(['check', join(dir, 'cs5.yaml')])
      expect(one.stdout).not.toContain('LESSON_MISSES_MISTAKE')
      // The bank itself: no warning.
      expect((await runCli(['check', 'exercises'])).stdout).not.toContain('LESSON_MISSES_MISTAKE')
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})

describe('generate --reveals', () => {
  it('draws exercises that reveal the mistake, as check --json lists it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'awale-reveals-'))
    try {
      const made = await runCli(['generate', '--theme', 'chain-stop', '--level', '2', '--count', '3', '--reveals', 'chain-skips', '--reveals', 'before-adding', '--out', dir])
      expect(made.code).toBe(0)
      expect((await readdir(dir)).filter((name) => name.endsWith('.yaml'))).toHaveLength(3)
      const checked = await runCli(['check', dir, '--json'])
      const exercises = (JSON.parse(checked.stdout) as { exercises: { id: string; mistakes: { id: string; wrong: string[] }[] }[] }).exercises
      expect(exercises).toHaveLength(3)
      for (const exercise of exercises)
        for (const mistake of ['chain-skips', 'before-adding']) expect(exercise.mistakes.find((m) => m.id === mistake)?.wrong.length, `${exercise.id} ${mistake}`).toBeGreaterThan(0)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('refuses an unknown mistake, naming the nearest, exit 2', async () => {
    const result = await runCli(['generate', '--theme', 'chain', '--reveals', 'chain-skip'])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('did you mean chain-skips?')
  })
})
