// The commands that write files say so in one phrasing ("wrote …", issue 11), and `generate --lang fr`
// says it in French.
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runCli } from './harness.js'

const folders: string[] = []
const scratch = async () => {
  const folder = await mkdtemp(join(tmpdir(), 'awale-messages-'))
  folders.push(folder)
  return folder
}
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true })
})

describe('what the commands say when they write', () => {
  it('generate --lang fr: the list and the summary in French, the theme as the kit names it', async () => {
    const cwd = await scratch()
    const { code, stdout, stderr } = await runCli(['generate', '--theme', 'grand-slam', '--count', '2', '--seed', 'words', '--lang', 'fr', '--out', 'g'], { cwd })
    expect(code).toBe(0)
    expect(stdout).toContain('Joue ')
    expect(stdout).not.toContain('Play ')
    expect(stderr).toMatch(/^2 exercices «\u202ftout prendre \(le\u00a0grand\u00a0chelem\)\u202f» de niveau 1 écrits dans g \(\d+ positions essayées\), chaque réponse vérifiée par le moteur\n$/)
    expect(await readdir(join(cwd, 'g'))).toHaveLength(2)
  })

  it('generate in English (en, or both): "wrote …" like build', async () => {
    const cwd = await scratch()
    for (const lang of ['en', 'both']) {
      const { code, stderr } = await runCli(['generate', '--theme', 'chain', '--count', '1', '--seed', 'words', '--lang', lang, '--out', `g-${lang}`], { cwd })
      expect(code).toBe(0)
      expect(stderr).toMatch(new RegExp(`^wrote 1 chain exercise of level 1 to g-${lang} \\(\\d+ positions? tried\\), every claim checked by the engine\n$`))
    }
  })

  it('render: "wrote …" for a diagram and for an exercise’s diagrams', async () => {
    const cwd = await scratch()
    const one = await runCli(['render', '--position', 'start', '--out', 'start.svg'], { cwd })
    expect(one.stdout).toBe('wrote start.svg\n')
    const many = await runCli(['render', join(process.cwd(), 'exercises/a2.yaml'), '--out', 'd'], { cwd })
    expect(many.stdout).toBe('wrote 3 diagrams to d (1 exercise)\n')
  })
})
