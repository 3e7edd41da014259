// Issue 26: the default PDF photocopies as promised — black ink on white only, no tint, no grey, no
// colour — and `--colour` keeps the screen's colours for a colour printer. Every page of the default
// kit, the class kit, a lesson, the board, the poster and a tournament is read back with pdfjs: every
// fill and stroke colour it sets (forms included) and every opacity.
import { mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { INKS } from '../../src/render/ink.js'
import { runCli } from '../cli/harness.js'
import { readInks } from './read-pdf.js'

const BLACK_AND_WHITE = new Set(['#000000', '#ffffff'])

async function build(args: string[]): Promise<Uint8Array> {
  const dir = await mkdtemp(join(tmpdir(), 'awale-ink-'))
  const out = join(dir, 'out.pdf')
  const result = await runCli([...args, '--out', out])
  expect(result.stderr).toBe('')
  expect(result.code).toBe(0)
  return readFile(out)
}

const DOCUMENTS: readonly (readonly [string, string[]])[] = [
  ['the default kit', ['build']],
  ['the class kit', ['build', '--kit', 'templates/class-kit.yaml']],
  ['a lesson (3, level 1)', ['build', '--lesson', '3', '--level', '1']],
  ['the large board', ['board', '--size', 'large']],
  ['the poster', ['poster']],
  ['a tournament of 9', ['tournament', '--players', '9']],
  ['a game sheet', ['game', 'test/game/fixtures/auale-demo.ogn']],
]

describe('black ink only by default', () => {
  it.each(DOCUMENTS)(
    '%s: every colour black or white, no transparency',
    async (_name, args) => {
      const pages = await readInks(await build(args))
      expect(pages.length).toBeGreaterThan(0)
      const wrong = pages.flatMap((page) => [
        ...[...page.fills, ...page.strokes].filter((colour) => !BLACK_AND_WHITE.has(colour)).map((colour) => `p.${page.page} ${colour}`),
        ...page.alphas.map((alpha) => `p.${page.page} opacity ${alpha}`),
      ])
      expect([...new Set(wrong)].slice(0, 10)).toEqual([])
      // Something is drawn in black and something filled white (boxes, holes): the check reads real paint.
      expect(pages.some((page) => page.fills.has('#000000') && page.strokes.has('#000000'))).toBe(true)
    },
    120_000,
  )
})

describe('--colour', () => {
  it('keeps the colours of the screen: the marks, the seeds and the store bands', async () => {
    const pages = await readInks(await build(['build', '--lesson', '4', '--level', '1', '--colour']))
    const used = new Set(pages.flatMap((page) => [...page.fills, ...page.strokes]))
    const colour = INKS.colour.diagram
    for (const expected of [colour.seed, colour.last, colour.origin, colour.captured, colour.tray.fill!]) expect(used, expected).toContain(expected.toLowerCase())
  }, 120_000)
})
