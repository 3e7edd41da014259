// The README and the manual in docs/ are a promise to teachers: the README stays a front door, its
// links lead somewhere, the exercise examples pass the checker, the example files shown are the
// files shipped in examples/, and the outputs shown are what the commands print today.
import { existsSync, readFileSync } from 'node:fs'
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, normalize } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseExerciseText } from '../src/exercise/index.js'
import { runCli } from './cli/harness.js'
import { PAGES, anchors, blocks, page } from './docs.js'

const readme = page('README.md')

describe('README', () => {
  it('starts with the two commands', () => {
    const firstBlock = blocks(readme, 'sh')[0]!
    expect(firstBlock).toMatch(/npm install && npm run kit/)
    expect(firstBlock).toMatch(/npm test/)
  })

  it('is a front door: at most 250 lines, the manual in docs/', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(250)
    for (const path of PAGES.filter((path) => path !== 'README.md')) expect(readme, path).toContain(`](${path})`)
  })
})

describe('links of the README and docs/', () => {
  it.each(PAGES.map((path) => [path]))('%s: every link to a file of the project, or a heading, leads somewhere', (path) => {
    const text = page(path)
    for (const [, target] of text.replace(/^```[\s\S]*?^```/gm, '').matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^https?:/.test(target!)) continue
      const [file, anchor] = target!.split('#') as [string, string | undefined]
      const linked = file === '' ? path : normalize(join(dirname(path), file))
      expect(existsSync(linked), `${path}: ${target}`).toBe(true)
      if (anchor !== undefined) expect(anchors(page(linked)).has(anchor), `${path}: ${target}`).toBe(true)
    }
  })
})

describe('docs/exercises.md', () => {
  const text = page('docs/exercises.md')
  const exercises = blocks(text, 'yaml').filter((block) => /^id:/m.test(block) && /^expect:/m.test(block) && !block.includes('…'))
  it('has complete exercise examples', () => expect(exercises.length).toBeGreaterThan(0))
  it.each(exercises.map((block) => [block.match(/^id: (\S+)/m)![1]!, block]))('example exercise %s passes the checker', (_, block) => {
    expect(parseExerciseText(block, 'docs/exercises.md').problems).toEqual([])
  })

  it('shows the example of a teacher’s own folder as examples/my-class/ ships it', () => {
    const shown = exercises.find((block) => /^id: MC1/m.test(block))
    expect(shown).toBe(readFileSync('examples/my-class/mc1.yaml', 'utf8'))
  })

  it('shows the problem check prints for a wrong claim in that file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'awale-docs-'))
    await mkdir(join(dir, 'examples/my-class'), { recursive: true })
    const wrong = readFileSync('examples/my-class/mc1.yaml', 'utf8').replace(/^ {2}captured: 3$/m, '  captured: 2')
    await writeFile(join(dir, 'examples/my-class/mc1.yaml'), wrong)
    const { code, stdout, stderr } = await runCli(['check', 'examples/my-class/mc1.yaml'], { cwd: dir })
    expect(code).toBe(1)
    const line = (stdout + stderr).split('\n').find((l) => l.includes('EXPECT_MISMATCH'))!
    expect(text).toContain('`' + line + '`')
  })
})

describe('docs/cli.md', () => {
  const text = page('docs/cli.md')
  it('shows what `play` really prints for exercise A2', async () => {
    const { stdout } = await runCli(['play', '0-0-0-0-0-3-1-2-1-1-0-1-0-0-S', 'F'])
    const shown = stdout
      .split('\n\n')
      .slice(0, 2)
      .join('\n\n')
      .split('\n')
      .map((line) => line.trimEnd())
    const inPage = text.split('\n').map((line) => line.trimEnd())
    for (const line of shown) expect(inPage, line).toContain(line)
  })

  it('shows the batch answer `play --batch` really gives', async () => {
    const request = '{"position":"0-0-0-0-0-3-1-2-1-1-0-1-0-0-S","moves":["F"],"variant":{"grandSlam":"capture-all"}}'
    expect(text).toContain(request)
    const { stdout } = await runCli(['play', '--batch'], { stdin: [request] })
    const after = text.slice(text.indexOf(request))
    const shown = after.slice(after.indexOf('→') + 1, after.indexOf('```')).replace(/\s+/g, '')
    expect(JSON.parse(shown)).toEqual(JSON.parse(stdout))
  })
})

describe('docs/notation.md', () => {
  it('shows the notation error message as printed', async () => {
    const { stderr } = await runCli(['play', '4-4-x-4-4-4-4-4-4-4-4-4-0-0-S'])
    for (const line of stderr.trim().split('\n')) expect(page('docs/notation.md')).toContain(line)
  })
})

describe('docs/kit.md: the bank by lesson', () => {
  it('gives the number of exercises of every lesson and level as the bank has them', async () => {
    const text = page('docs/kit.md')
    const { loadLessons, lessonExercises } = await import('../src/lessons/lessons.js')
    const { loadExercises } = await import('../src/exercise/index.js')
    const lessons = await loadLessons('templates/lessons.yaml')
    if (!lessons.ok) throw new Error('lessons')
    const { exercises } = await loadExercises(['exercises'])
    for (const lesson of lessons.value) {
      const row = new RegExp(`^\\| ${lesson.number} [^|]+\\| [^|]+\\| (\\d+) \\| (\\d+) \\| (\\d+) \\|$`, 'm').exec(text)
      expect(row, `lesson ${lesson.number}`).not.toBeNull()
      expect(row!.slice(1).map(Number)).toEqual([1, 2, 3].map((level) => lessonExercises(lesson, exercises, level as 1 | 2 | 3).length))
    }
    expect(text).toContain(`holds ${exercises.length} ready-to-print exercises`)
  })
})
