// Table-driven: every exercise of the bank (exercises/) is a test case and must pass the checker,
// with the folder's _bank.yaml applied as `awale-kit check` applies it.
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { formatProblem, loadExercises } from '../../src/exercise/index.js'

const root = fileURLToPath(new URL('../../', import.meta.url))
const bankFiles = readdirSync(new URL('../../exercises/', import.meta.url))
  .filter((name) => /\.ya?ml$/i.test(name) && !name.startsWith('_'))
  .sort()

describe('the exercise bank', () => {
  it('holds the kit’s five exercises and at least thirty more (issue 3)', () => {
    for (const kit of ['a1', 'a2', 'a3', 'a4', 'a5']) expect(bankFiles).toContain(`${kit}.yaml`)
    expect(bankFiles.length).toBeGreaterThanOrEqual(35)
  })

  it.each(bankFiles)('exercises/%s passes check', async (name) => {
    const { exercises, problems } = await loadExercises([`exercises/${name}`], { cwd: root })
    expect(problems.map(formatProblem)).toEqual([])
    expect(exercises).toHaveLength(1)
    expect(exercises[0]!.file).toBe(`exercises/${name}`)
  })

  it('has no id twice and every file checked', async () => {
    const { exercises, problems } = await loadExercises(['exercises'], { cwd: root })
    expect(problems.map(formatProblem)).toEqual([])
    expect(exercises.map((e) => e.file)).toEqual(bankFiles.map((name) => `exercises/${name}`))
  })
})
