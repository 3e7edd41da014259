// The wording of every problem the checker reports, pinned in one place: each bad file of the
// fixtures, formatted as `check` prints it (file:line:column CODE message). The other tests assert
// codes, lines and columns; a rewording changes this snapshot alone, and reviewing it is reading
// every message a teacher may see (`npx vitest run -u test/exercise/problem-messages.test.ts` after
// a deliberate change).
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { formatProblem, loadExercises } from '../../src/exercise/index.js'

const folder = 'test/exercise/fixtures/bad'

describe('the words of the checker’s problems', () => {
  it('one line per problem of each bad file, as check prints it', async () => {
    const lines: string[] = []
    for (const name of readdirSync(folder).sort()) {
      const { problems } = await loadExercises([join(folder, name)])
      expect(problems.length, name).toBeGreaterThan(0)
      lines.push(...problems.map((problem) => formatProblem(problem)))
    }
    expect(lines.join('\n')).toMatchSnapshot()
  })
})
