// `check` and `show` driven through main() with injected streams, as a user runs them.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { runCli as runWithIO } from '../cli/harness.js'

const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url))

const runCli = (argv: string[], cwd = fixtures) => runWithIO(argv, { cwd })

describe('awale-kit check', () => {
  it('exits 0 and says so when every exercise passes', async () => {
    const { code, stdout } = await runCli(['check', 'good'])
    expect(code).toBe(0)
    expect(stdout).toBe('8 exercises checked: 8 passed, 0 failed\n')
  })

  it('exits 1 when a claim is wrong, one line per problem in file:line:col CODE message form', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'awale-cli-'))
    const text =
      'id: A2\ntheme: chain\nlevel: 1\ntitle: { fr: a, en: a }\nposition: { F: 3, G: 1, H: 2, I: 1, J: 1, L: 1 }\ntask: play\nplay: F\nquestion: { fr: q, en: q }\nexpect:\n  last: I\n  captured: 6\nexplain: { fr: e, en: e }\n'
    writeFileSync(join(folder, 'a2.yaml'), text)
    const { code, stdout } = await runCli(['check', 'a2.yaml'], folder)
    expect(code).toBe(1)
    expect(stdout).toBe('a2.yaml:11:13 EXPECT_MISMATCH expect.captured: the engine captures 7 (I, H, G), the file says 6\n1 exercise checked: 0 passed, 1 failed\n')
  })

  it('exits 2 when an input is invalid, even with wrong claims elsewhere', async () => {
    const { code, stdout } = await runCli(['check', 'bad/best-not-unique.yaml', 'bad/unknown-key.yaml', 'good/a1-sowing.yaml'])
    expect(code).toBe(2)
    const lines = stdout.trimEnd().split('\n')
    expect(lines[0]).toMatch(/^bad\/best-not-unique\.yaml:9:9 BEST_NOT_UNIQUE /)
    expect(lines[1]).toMatch(/^bad\/unknown-key\.yaml:11:3 UNKNOWN_KEY /)
    expect(lines[2]).toBe('3 exercises checked: 1 passed, 2 failed')
  })

  it('checks exercises/ of the current folder by default, else the bank that ships with the tool (as build)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'awale-cli-'))
    const shipped = await runCli(['check'], folder)
    expect(shipped.code).toBe(0)
    expect(shipped.stdout).toMatch(/^\d+ exercises checked: \d+ passed, 0 failed/m)
    mkdirSync(join(folder, 'exercises'))
    const local = await runCli(['check'], folder)
    expect(local.code).toBe(2)
    expect(local.stdout).toMatch(/NO_EXERCISE_FILES/)
  })

  it('rejects an unknown option with exit 2 and no stack trace', async () => {
    const { code, stderr } = await runCli(['check', '--frobnicate'])
    expect(code).toBe(2)
    expect(stderr).toContain('--frobnicate')
    expect(stderr).not.toMatch(/\n\s+at /)
  })

  it('gives the same bytes on every run (deterministic order)', async () => {
    const first = await runCli(['check', 'bad', 'dup-ids', 'good'])
    const second = await runCli(['check', 'good', 'dup-ids', 'bad'])
    expect(first.stdout.split('\n').slice(0, -2)).toEqual(second.stdout.split('\n').slice(0, -2))
    expect((await runCli(['check', 'bad', 'dup-ids', 'good'])).stdout).toBe(first.stdout)
  })
})

describe('awale-kit show', () => {
  it('shows the question, the engine answer and the explanation in English', async () => {
    const { code, stdout } = await runCli(['show', 'good/a4-grand-slam.yaml', '--lang', 'en'])
    expect(code).toBe(0)
    expect(stdout).toContain('A4 · The grand slam')
    expect(stdout).toContain('Question: Play F. What do you take?')
    expect(stdout).toContain('which would be taking everything: the capture is cancelled')
    expect(stdout).toContain('Count: 4 seeds on the board before = 4 after + 0 captured.')
    expect(stdout).toContain('Taking G and H would empty')
  })

  it('speaks French with --lang fr, with French spacing before the colon', async () => {
    const { code, stdout } = await runCli(['show', 'good/a2-chain.yaml', '--lang', 'fr'])
    expect(code).toBe(0)
    expect(stdout).toContain('A2 · Une prise en chaîne')
    expect(stdout).toContain('Sud joue F\u202f: 3 graines semées en G, H, I.')
    expect(stdout).toContain('Prise\u202f: I (2), H (3), G (2) = 7 graines.')
    expect(stdout).toContain('réserve de Sud\u202f: 7')
  })

  it("shows the best move and every move's value", async () => {
    const { stdout } = await runCli(['show', 'good/best-defend.yaml', '--lang', 'en'])
    expect(stdout).toContain('Best move: A (seeds won over 2 plies, both sides playing their best: 0).')
    expect(stdout).toContain('Every move: A 0, E -2, F -2.')
  })

  it('shows the end of the game', async () => {
    const { stdout } = await runCli(['show', 'good/ex9-end.yaml', '--lang', 'en'])
    expect(stdout).toContain('Game over: North cannot feed South; each player takes the seeds of their own row. Final score South 24, North 24: a draw.')
  })

  it('names no winner after a reduced position, in either language', async () => {
    expect((await runCli(['show', 'good/ex8-capture-all.yaml', '--lang', 'en'])).stdout).toContain('so no winner is named')
    const fr = await runCli(['show', 'good/ex8-capture-all.yaml', '--lang', 'fr'])
    expect(fr.stdout).toContain('Règles\u202f: tout prendre est permis')
    expect(fr.stdout).toContain('on ne nomme donc pas de gagnant')
  })

  it('refuses a file with problems: exit 1 for a wrong claim, 2 for bad input', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'awale-cli-'))
    writeFileSync(
      join(folder, 'x.yaml'),
      'id: A2\ntheme: chain\nlevel: 1\ntitle: { fr: a, en: a }\nposition: { F: 3, G: 1, H: 2, I: 1, J: 1, L: 1 }\ntask: play\nplay: F\nquestion: { fr: q, en: q }\nexpect: { last: H, captured: 7 }\nexplain: { fr: e, en: e }\n',
    )
    const wrong = await runCli(['show', 'x.yaml'], folder)
    expect(wrong.code).toBe(1)
    expect(wrong.stderr).toMatch(/^x\.yaml:9:17 EXPECT_MISMATCH /)
    const bad = await runCli(['show', 'bad/yaml-syntax.yaml'])
    expect(bad.code).toBe(2)
    expect((await runCli(['show'])).code).toBe(2)
    expect((await runCli(['show', 'good'])).stderr).toContain('give one exercise FILE')
    expect((await runCli(['show', 'good/a1-sowing.yaml', '--lang', 'de'])).code).toBe(2)
  })
})

describe('awale-kit check, interrupted', () => {
  it('stops between files and exits 130 when the signal is aborted', async () => {
    const controller = new AbortController()
    controller.abort()
    const { code, stderr } = await runWithIO(['check', 'good'], { cwd: fixtures, signal: controller.signal })
    expect(code).toBe(130)
    expect(stderr).toBe('awale-kit check: interrupted\n')
  })
})
