// The README is a promise to teachers: its exercise examples must pass the checker, and the
// outputs it shows must be what the command prints today.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseExerciseText } from '../src/exercise/index.js'
import { runCli } from './cli/harness.js'

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
const yamlBlocks = [...readme.matchAll(/```yaml\n([\s\S]*?)```/g)].map((match) => match[1]!)

describe('README', () => {
  it('starts with the two commands', () => {
    const firstBlock = readme.match(/```sh\n([\s\S]*?)```/)![1]!
    expect(firstBlock).toMatch(/npm install && npm run kit/)
    expect(firstBlock).toMatch(/npm test/)
  })

  const exercises = yamlBlocks.filter((block) => /^id:/m.test(block) && /^expect:/m.test(block) && !block.includes('…'))
  it('has complete exercise examples', () => expect(exercises.length).toBeGreaterThan(0))
  it.each(exercises.map((block) => [block.match(/^id: (\S+)/m)![1]!, block]))('example exercise %s passes the checker', (_, block) => {
    const parsed = parseExerciseText(block, 'README.md')
    expect(parsed.problems).toEqual([])
  })

  it('shows what `play` really prints for exercise A2', async () => {
    const { stdout } = await runCli(['play', '0-0-0-0-0-3-1-2-1-1-0-1-0-0-S', 'F'])
    const shown = stdout.split('\n\n').slice(0, 2).join('\n\n').split('\n').map((line) => line.trimEnd())
    const inReadme = readme.split('\n').map((line) => line.trimEnd())
    for (const line of shown) expect(inReadme, line).toContain(line)
  })

  it('shows the batch answer `play --batch` really gives', async () => {
    const request = '{"position":"0-0-0-0-0-3-1-2-1-1-0-1-0-0-S","moves":["F"],"variant":{"grandSlam":"capture-all"}}'
    expect(readme).toContain(request)
    const { stdout } = await runCli(['play', '--batch'], { stdin: [request] })
    const after = readme.slice(readme.indexOf(request))
    const shown = after.slice(after.indexOf('→') + 1, after.indexOf('```')).replace(/\s+/g, '')
    expect(JSON.parse(shown)).toEqual(JSON.parse(stdout))
  })

  it('shows the notation error message as printed', async () => {
    const { stderr } = await runCli(['play', '4-4-x-4-4-4-4-4-4-4-4-4-0-0-S'])
    for (const line of stderr.trim().split('\n')) expect(readme).toContain(line)
  })
})

describe('README: the bank by lesson', () => {
  it('gives the number of exercises of every lesson and level as the bank has them', async () => {
    const { loadLessons, lessonExercises } = await import('../src/lessons/lessons.js')
    const { loadExercises } = await import('../src/exercise/index.js')
    const lessons = await loadLessons('templates/lessons.yaml')
    if (!lessons.ok) throw new Error('lessons')
    const { exercises } = await loadExercises(['exercises'])
    for (const lesson of lessons.value) {
      const row = new RegExp(`^\\| ${lesson.number} [^|]+\\| [^|]+\\| (\\d+) \\| (\\d+) \\| (\\d+) \\|$`, 'm').exec(readme)
      expect(row, `lesson ${lesson.number}`).not.toBeNull()
      expect(row!.slice(1).map(Number)).toEqual([1, 2, 3].map((level) => lessonExercises(lesson, exercises, level as 1 | 2 | 3).length))
    }
    expect(readme).toContain(`holds ${exercises.length} ready-to-print exercises`)
  })
})
