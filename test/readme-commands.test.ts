// Issue 11: every command the README shows works when pasted. Each `npx awale-kit …` line of its
// shell blocks (synopses with [options] aside) is run in a fresh folder holding the bank and the
// README's own example exercise, in the README's order, and must succeed and write what it names.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli } from './cli/harness.js'

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
const shellBlocks = [...readme.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1]!)
const commands = shellBlocks
  .flatMap((block) => block.split('\n'))
  .filter((line) => line.startsWith('npx awale-kit '))
  .map((line) => line.replace(/\s+#.*$/, '').trim())
  // A synopsis, not a command: its options in brackets or alternatives.
  .filter((line) => !/\[|\|/.test(line))

/** Words of a command line as a shell splits them (no quotes are used in the README's commands), and a `> file`. */
function parse(line: string): { argv: string[]; redirect: string | null } {
  const [command, redirect] = line.split(/\s+>\s+/)
  return { argv: command!.split(/\s+/).slice(2), redirect: redirect ?? null }
}

describe('the README’s commands, pasted in order', () => {
  const dir = mkdtempSync(join(tmpdir(), 'awale-readme-'))
  // The project folder as a teacher has it: the bank, the templates, and a names file of their class.
  cpSync('exercises', join(dir, 'exercises'), { recursive: true })
  cpSync('templates', join(dir, 'templates'), { recursive: true })
  writeFileSync(join(dir, 'class.txt'), ['Awa', 'Léo', 'Inès', 'Tom', 'Zoé', 'Noah', 'Lina'].join('\n') + '\n')
  // "A teacher's own folder": the README's example exercise (the block that starts with its id).
  const example = [...readme.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!).find((block) => /^id: MC1/m.test(block))!
  mkdirSync(join(dir, 'my-class'))
  writeFileSync(join(dir, 'my-class', 'mc1.yaml'), example.replace('$schema=../templates', '$schema=../../templates'))

  it('shows enough commands to be worth it', () => expect(commands.length).toBeGreaterThan(25))

  it.each(commands.map((line) => [line]))('%s', async (line) => {
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
    for (const path of written) expect(existsSync(path.startsWith('/') ? path : join(dir, path)), path).toBe(true)
  }, 120_000)
})
