// What a printed page needs beyond correctness: every mark recognisable without colour, and every
// text inside the drawing.
import { describe, expect, it } from 'vitest'
import { fromSetup, parsePosition, play, resolveVariant } from '../../src/engine/index.js'
import { measureText } from '../../src/render/draw.js'
import { CENTRE_TO_BASELINE_EM } from '../../src/render/layout.js'
import type { BoardView } from '../../src/render/index.js'
import { answerView, blankView, legalView, positionView, renderBoardSvg } from '../../src/render/index.js'
import { all, parseSvg } from './parse.js'

const position = (notation: string, variant = resolveVariant(undefined)) => {
  const setup = parsePosition(notation)
  if (!setup.ok) throw new Error(notation)
  const result = fromSetup(setup.value, variant)
  if (!result.ok) throw new Error(notation)
  return result.value
}
const answer = (notation: string, move: 'A' | 'C' | 'F' | 'L', variant = resolveVariant(undefined)) => {
  const result = play(position(notation, variant), move)
  if (!result.ok) throw new Error(result.error.message)
  return answerView(result.value)
}

describe('marks survive grayscale printing', () => {
  it('each mark has its own line style, width or shape, not only its own colour', () => {
    const views = [answer('0-0-0-0-0-3-1-2-1-1-0-1-0-0-S', 'F'), answer('0-0-0-0-0-2-1-1-0-0-0-0-0-0-S', 'F'), legalView(position('1-0-0-0-0-1-0-0-0-0-0-0-0-0-S'))]
    const signatures = new Map<string, string>()
    for (const view of views) {
      const svg = parseSvg(renderBoardSvg(view))
      for (const mark of ['mark-origin', 'mark-last', 'mark-captured', 'mark-cancelled', 'mark-playable']) {
        const shapes = all(svg, `g.content g.hole .${mark}`)
        if (shapes.length === 0) continue
        const signature = shapes
          .map((shape) => [shape.nodeName, shape.getAttribute('stroke-dasharray') ?? 'solid', shape.getAttribute('stroke-width'), shape.getAttribute('d') ? 'lines' : 'ring'].join(' '))
          .join(' + ')
        signatures.set(mark, signature)
      }
    }
    expect(signatures.size).toBe(5)
    expect(new Set(signatures.values()).size).toBe(5)
  })
})

describe('every text stays inside the drawing', () => {
  const long = '0-0-40-0-0-0-0-0-0-0-0-8-0-0-S'
  const cases: [string, BoardView][] = [
    ['grand slam cancelled, game over', answer('0-0-0-0-0-2-1-1-0-0-0-0-0-0-S', 'F')],
    ['capture-all grand slam', answer('0-0-0-0-0-2-1-1-0-0-0-0-0-0-S', 'F', resolveVariant({ grandSlam: 'capture-all' }))],
    ['draw after gathering', answer('0-0-0-0-0-3-0-0-0-0-0-0-24-21-S', 'F')],
    ['40 seeds, 3 laps', answer(long, 'C')],
    ['North plays', answer('1-2-1-0-2-0-0-0-0-0-0-4-0-0-N', 'L')],
    ['North plays, South at the bottom', { ...answer('1-2-1-0-2-0-0-0-0-0-0-4-0-0-N', 'L'), bottom: 'south' }],
    ['legal', legalView(position('4-4-4-4-4-4-4-4-4-4-4-4-0-0-N'))],
    ['blank', blankView(position('4-4-4-4-4-4-4-4-4-4-4-4-0-0-S'))],
    ['position', positionView(position('1-2-3-4-5-6-7-8-9-0-0-0-0-0-N'))],
    ['position, big numbers', positionView(position('13-20-14-1-0-0-0-0-0-0-0-0-0-0-S'))],
  ]
  for (const [name, view] of cases)
    for (const lang of ['fr', 'en'] as const)
      for (const labels of ['A-L', 'a-f'] as const)
        it(`${name} (${lang}, ${labels})`, () => {
          const svg = parseSvg(renderBoardSvg(view, { lang, labels }))
          const [, , viewWidth, viewHeight] = svg.getAttribute('viewBox')!.split(' ').map(Number)
          for (const text of all(svg, 'text')) {
            const size = Number(text.getAttribute('font-size'))
            const width = measureText(text.textContent!, size, text.getAttribute('font-weight') === 'bold')
            const x = Number(text.getAttribute('x'))
            const anchor = text.getAttribute('text-anchor')
            const left = anchor === 'start' ? x : anchor === 'end' ? x - width : x - width / 2
            expect(left, text.textContent!).toBeGreaterThanOrEqual(0)
            expect(left + width, text.textContent!).toBeLessThanOrEqual(viewWidth!)
            // y is the alphabetic baseline; the layout placed the text by the centre of its em box.
            const y = Number(text.getAttribute('y')) - CENTRE_TO_BASELINE_EM * size
            expect(y - size / 2, text.textContent!).toBeGreaterThanOrEqual(0)
            expect(y + size / 2, text.textContent!).toBeLessThanOrEqual(viewHeight!)
          }
        })
})
