// Every command the README and the manual show can be pasted as it is. A line of an `sh` block is a
// command for the shell, never a synopsis (those are `text` blocks); each `npx awale-kit …` line is
// run in a fresh copy of the project folder (the bank, the templates, the examples), page by page in
// the page's order, and must succeed and write what it names.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli } from './cli/harness.js'
import { PAGES, page, shellLines } from './docs.js'

const scripts = Object.keys((JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts)

/** Words of a command line as a shell splits them (no quotes are used in the pages' commands), and a `> file`. */
function parse(line: string): { argv: string[]; redirect: string | null } {
  const [command, redirect] = line.split(/\s+>\s+/)
  return { argv: command!.split(/\s+/).slice(2), redirect: redirect ?? null }
}

describe('the shell lines of the README and docs/', () => {
  it.each(PAGES.map((path) => [path]))('%s: every sh line is a command, not a synopsis', (path) => {
    for (const line of shellLines(page(path))) {
      // Brackets, bars, braces and angle brackets would be read by the shell (`[--lang fr|en]` splits into a pipe).
      expect(line.replace(/ && /g, ' '), `${path}: ${line}`).not.toMatch(/[[\]|(){}<*]/)
      if (line.startsWith('npx ')) expect(line, path).toMatch(/^npx awale-kit /)
      else for (const npm of line.split(' && ')) expect(scripts.map((script) => (script === 'test' ? 'npm test' : `npm run ${script}`)).concat('npm install'), `${path}: ${line}`).toContain(npm)
    }
  })

  it('shows enough commands to be worth it', () => {
    const count = PAGES.flatMap((path) => shellLines(page(path))).filter((line) => line.startsWith('npx awale-kit ')).length
    expect(count).toBeGreaterThan(40)
  })
})

describe.each(PAGES.filter((path) => shellLines(page(path)).some((line) => line.startsWith('npx awale-kit '))).map((path) => [path]))('the commands of %s, pasted in order', (path) => {
  const commands = shellLines(page(path)).filter((line) => line.startsWith('npx awale-kit '))
  const dir = mkdtempSync(join(tmpdir(), 'awale-docs-'))
  // The project folder as a teacher has it: the bank, the templates and the examples' input files.
  for (const folder of ['exercises', 'templates', 'examples']) cpSync(folder, join(dir, folder), { recursive: true })
  mkdirSync(join(dir, 'out'))

  it.each(commands.map((line) => [line]))(
    '%s',
    async (line) => {
      const { argv, redirect } = parse(line)
      const result = await runCli(argv, { cwd: dir })
      expect(result.code, `${line}\n${result.stderr}`).toBe(0)
      // No complaint and no stack trace (generate reports its work on standard error: that is fine).
      expect(result.stderr, line).not.toMatch(/\n\s+at |problem|cannot|refused/)
      if (redirect) {
        mkdirSync(dirname(join(dir, redirect)), { recursive: true })
        writeFileSync(join(dir, redirect), result.stdout)
      }
      // Every file a command says it wrote is there.
      const written = [...(result.stdout + result.stderr).matchAll(/^wrote (?:\d+ .*? to )?(\S+?)(?: \(|$)/gm)].map((match) => match[1]!)
      for (const file of written) expect(existsSync(file.startsWith('/') ? file : join(dir, file)), file).toBe(true)
    },
    120_000,
  )
})
