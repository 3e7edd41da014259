import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { createDocument } from '../../src/pdf/document.js'
import { kitDiagrams } from '../../src/pdf/diagrams.js'
import type { KitContext } from '../../src/pdf/kit.js'
import { paginate } from '../../src/pdf/flow.js'
import { portraitFrame } from '../../src/pdf/page.js'
import { PAPERS } from '../../src/pdf/paper.js'
import type { Paper } from '../../src/pdf/paper.js'
import { MIN_RULE_DIAGRAM_MM, MIN_RULE_TEXT_PT, RULE_KEYS, fitRules } from '../../src/pdf/rules.js'
import { kitStrings } from '../../src/pdf/strings.js'
import type { Lang } from '../../src/pdf/typography.js'
import { runCli } from '../cli/harness.js'
import type { TextItem } from './read-pdf.js'
import { readPdf, readTextItems } from './read-pdf.js'

const flat = (text: string): string => text.replace(/[\s\u00A0\u202F]+/g, ' ').trim()
const MM = 72 / 25.4

/** What the rules planner needs of a kit. */
async function context(lang: Lang, paper: Paper): Promise<KitContext> {
  const doc = await createDocument({ lang, title: 't', subject: 's', date: new Date(0) })
  return { doc, strings: kitStrings(lang), paper, lang, diagrams: kitDiagrams(doc, lang) } as unknown as KitContext
}

describe('the rules layout', () => {
  it.each(PAPERS.flatMap((paper) => (['fr', 'en'] as const).map((lang) => [paper, lang] as const)))(
    '%s %s: two pages, every diagram at least 80 mm wide and at most its column',
    async (paper, lang) => {
      const ctx = await context(lang, paper)
      const fit = fitRules(ctx)
      expect(fit.fits).toBe(true)
      expect(fit.diagramWidth / MM).toBeGreaterThanOrEqual(MIN_RULE_DIAGRAM_MM)
      expect(fit.diagramWidth).toBeLessThanOrEqual(portraitFrame(paper).width / 2)
      expect(paginate(fit.blocks, portraitFrame(paper))).toHaveLength(2)
      // Every rule once, and the seed-count check last.
      const cells = fit.pages.flat()
      expect([...cells].sort()).toEqual([...RULE_KEYS, 'check'].sort())
      expect(cells.at(-1)).toBe('check')
    },
  )

  // The render module may change the diagrams' shape: heights follow the aspect, and the rules still
  // fit two pages for any diagram from a nearly square 1.2 to a long 2.2.
  it.each(PAPERS.flatMap((paper) => [1.2, 1.5, 1.8, 2.2].map((aspect) => [paper, aspect] as const)))('%s, diagrams of aspect %s: still two pages, diagrams of 80 mm or more', async (paper, aspect) => {
    const fit = fitRules(await context('fr', paper), (_key, _diagram, width) => width / aspect)
    expect(fit.fits).toBe(true)
    expect(fit.diagramWidth / MM).toBeGreaterThanOrEqual(MIN_RULE_DIAGRAM_MM)
    expect(paginate(fit.blocks, portraitFrame(paper))).toHaveLength(2)
  })

  it('moves the grand slam to the second page when its diagram is the tallest and the first page would overflow (Letter)', async () => {
    // The aspects of the render module's new diagrams at 80 mm (its branch, measured): answers 1.16, the
    // grand slam's and the end's taller (one more footer line), the positions flatter.
    // (With the kit's 11 mm margins, the grand slam's diagram is made taller still so the first page overflows.)
    const heights: Record<string, number> = { sowing: 1.161, lap: 1.161, capture: 1.161, grandSlam: 0.95, feeding: 1.205, end: 1.052, repetition: 1.37 }
    const fit = fitRules(await context('fr', 'letter'), (key, _diagram, width) => width / heights[key]!)
    expect(fit.fits).toBe(true)
    expect(fit.diagramWidth / MM).toBeGreaterThanOrEqual(MIN_RULE_DIAGRAM_MM)
    expect(fit.pages[0]).not.toContain('grandSlam')
    expect(fit.pages[1]![0]).toBe('grandSlam')
    // Where the first arrangement fits, it stays: the grand slam right after captures.
    expect(fitRules(await context('fr', 'a4')).pages[0]).toContain('grandSlam')
  })
})

describe('the rules pages, read back', () => {
  const items = new Map<Paper, TextItem[]>()
  const texts = new Map<Paper, string>()

  beforeAll(async () => {
    const dir = await mkdtemp(join(tmpdir(), 'awale-rules-'))
    const kit = join(dir, 'kit.yaml')
    await writeFile(kit, 'sections: [rules]\n')
    for (const paper of PAPERS) {
      const out = join(dir, `rules-${paper}.pdf`)
      const result = await runCli(['build', '--kit', kit, '--paper', paper, '--exercises', 'exercises/a1.yaml', '--out', out])
      expect(result.code).toBe(0)
      const bytes = await readFile(out)
      const pdf = await readPdf(bytes)
      expect(pdf.pages).toHaveLength(2)
      items.set(paper, await readTextItems(bytes))
      texts.set(paper, flat(pdf.pages.map((page) => page.text).join(' ')))
    }
  })

  it.each(PAPERS)('%s: rule names, texts and captions at 9 pt or more, nothing of the page under 7 pt', (paper) => {
    const page = items.get(paper)!.filter((item) => !item.inFigure)
    const footer = page.filter((item) => item.text.includes('page'))
    expect(footer.length).toBe(2)
    for (const item of page) expect(item.size, item.text).toBeGreaterThanOrEqual(footer.includes(item) ? 7 : MIN_RULE_TEXT_PT)
  })

  it('says the end of the game right: a side that cannot feed the other, each takes the seeds of their own row', () => {
    const fr = kitStrings('fr')
    const text = texts.get('a4')!
    expect(text).toContain(flat('Nord ne peut pas nourrir Sud : chacun prend les graines de sa rangée.'.replace(/ ([:;!?])/g, '\u202f$1')))
    expect(text).toContain(flat(fr.text('rules.items.end.text')))
    // "cannot play" is for a side with no seed at all, which the kit's rules never leave to move.
    const own = flat(
      items
        .get('a4')!
        .filter((item) => !item.inFigure)
        .map((item) => item.text)
        .join(' '),
    )
    expect(own).not.toContain('ne peut pas jouer')
    expect(own).not.toContain('camp')
  })

  it("prints the engine's figures of the worked examples in the captions", () => {
    const fr = kitStrings('fr')
    const text = texts.get('a4')!
    // Worked example 2: F takes I, H, G = 7; example 9: 24–24, a draw; example 1: C sows D, E, F, G.
    expect(text).toContain(flat(fr.text('rules.items.capture.caption', { hole: 'F', holes: 'I, H et G', captured: 7, kept: 'J et L' })))
    expect(text).toContain(flat('Sud 24, Nord 24 : égalité.'.replace(' :', '\u202f:')))
    expect(text).toContain(flat(fr.text('rules.items.sowing.caption', { hole: 'C', seeds: 4, holes: 'D, E, F et G' })))
    expect(text).toContain(flat(fr.text('rules.items.feeding.caption', { holes: 'F' })))
  })
})
