// The footer a teacher sorts pages by: one line, the page number always there, the key's footer naming
// every sheet whose answers are on the page; and the command saying which pages are the pupils'.
import { mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { runCli } from '../cli/harness.js'
import { readPdf, readTextItems } from './read-pdf.js'

const flat = (text: string): string => text.replace(/[\s\u00A0\u202F]+/g, ' ').trim()
let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'awale-footers-'))
})

/** The footer of each page: the text runs in its bottom 12 mm, joined. */
async function footers(file: string): Promise<{ lines: string[]; rows: number[] }> {
  const bytes = await readFile(file)
  const pdf = await readPdf(bytes)
  const items = await readTextItems(bytes)
  const lines: string[] = []
  const rows: number[] = []
  pdf.pages.forEach((page, index) => {
    const bottom = items.filter((item) => item.page === index + 1 && !item.inFigure && item.top > page.heightMm - 12)
    lines.push(flat(bottom.map((item) => item.text).join(' ')))
    rows.push(new Set(bottom.map((item) => Math.round(item.top))).size)
  })
  return { lines, rows }
}

describe('footers', () => {
  it('a lesson with a long title and versions: every footer on one line, ending with its page number; the title said once', async () => {
    const out = join(dir, 'l6.pdf')
    const { code, stdout } = await runCli(['build', '--lesson', '6', '--level', '2', '--versions', '2', '--out', out])
    expect(code).toBe(0)
    const { lines, rows } = await footers(out)
    lines.forEach((line, index) => {
      if (line === '') return // a blank back
      expect(rows[index], line).toBe(1)
      expect(line).toMatch(new RegExp(`page ${index + 1} sur ${lines.length}$`))
      expect(line.split('Ne pas tout prendre').length - 1, line).toBeLessThanOrEqual(1)
    })
    // The command says where the pupils' sheets end and the key begins.
    const said = stdout.match(/pupils' sheets: pages 1–(\d+); answer key: pages (\d+)–(\d+)/)
    expect(said, stdout).not.toBeNull()
    const [lastPupil, firstKey, lastKey] = said!.slice(1).map(Number) as [number, number, number]
    expect(lastKey).toBe(lines.length)
    expect(lines[firstKey - 1]).toMatch(/^Corrigé/)
    expect(lines[lastPupil - 1]).toMatch(/^Séance 6/)
    for (const line of lines.slice(0, lastPupil)) if (line) expect(line).not.toMatch(/^Corrigé/)
  })

  it("the key's footer names both levels when a page holds the end of one and the start of the next", async () => {
    const out = join(dir, 'kit.pdf')
    expect((await runCli(['build', '--out', out])).code).toBe(0)
    const pdf = await readPdf(await readFile(out))
    const { lines } = await footers(out)
    let checked = 0
    pdf.pages.forEach((page, index) => {
      if (!lines[index]!.startsWith('Corrigé · Séance')) return
      const text = flat(page.text).replace(lines[index]!, '')
      // A level's key that starts below the top of the page: the page also ends the level before.
      for (const match of text.matchAll(/Corrigé · (Séance \d+ · .+? · )niveau (\d)/g)) {
        if (match.index === 0) continue
        checked++
        const level = Number(match[2])
        expect(lines[index], `page ${index + 1}`).toContain(`${match[1]}niveaux ${level - 1} et ${level}`)
      }
      if (lines[index]!.includes('niveaux')) expect(text).toMatch(/Corrigé · Séance \d+ · .+ · niveau \d/)
    })
    expect(checked).toBeGreaterThan(0)
  })
})
