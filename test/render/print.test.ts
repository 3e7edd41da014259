// The diagrams at the size they are printed: what an 8-year-old needs to read them right, measured on
// the shapes drawn (SVG read back), at the widths the kit prints them.
import { describe, expect, it } from 'vitest'
import type { Hole, Position } from '../../src/engine/index.js'
import { fromSetup, parsePosition, play, resolveVariant } from '../../src/engine/index.js'
import type { BoardView, RenderOptions } from '../../src/render/index.js'
import { MIN_BOARD_PRINT_WIDTH_MM, answerView, blankView, legalView, positionView, renderBoard, renderBoardSvg } from '../../src/render/index.js'
import { all, holeGroups, parseSvg } from './parse.js'

function position(notation: string, variant = resolveVariant(undefined)): Position {
  const setup = parsePosition(notation)
  if (!setup.ok) throw new Error(notation)
  const result = fromSetup(setup.value, variant)
  if (!result.ok) throw new Error(notation)
  return result.value
}
const answer = (notation: string, move: Hole, bottom?: 'south' | 'north', variant = resolveVariant(undefined)) => {
  const result = play(position(notation, variant), move)
  if (!result.ok) throw new Error(result.error.message)
  return answerView(result.value, undefined, bottom ? { bottom } : {})
}
const board = (counts: number[], turn: 'south' | 'north' = 'south') => ({ board: counts, stores: { south: 0, north: 0 }, turn })

/** Every kind of diagram, with both sides at the bottom. */
const VIEWS: [string, BoardView][] = [
  ['position 1–12', positionView(board([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]))],
  ['position 13–20, North to move', positionView(board([13, 14, 15, 16, 17, 18, 19, 20, 0, 0, 0, 0], 'north'))],
  ['position, North to move, South at the bottom', positionView(position('1-2-3-4-5-6-7-8-9-0-0-0-0-3-N'), null, { bottom: 'south' })],
  ['legal', legalView(position('4-4-4-4-4-4-4-4-4-4-4-4-0-0-S'))],
  ['legal, North', legalView(position('4-4-4-4-4-4-4-4-4-4-4-4-0-0-N'))],
  ['blank', blankView(position('4-4-4-4-4-4-4-4-4-4-4-4-0-0-S'))],
  ['blank, North at the bottom', blankView(position('4-4-4-4-4-4-4-4-4-4-4-4-0-0-S'), { bottom: 'north' })],
  ['capture', answer('0-0-0-0-0-3-1-2-1-1-0-1-0-0-S', 'F')],
  ['capture by North', answer('1-2-1-1-0-1-0-0-0-0-0-3-0-0-N', 'L')],
  ['chain', answer('0-0-0-0-0-2-1-1-0-4-0-0-0-0-S', 'F')],
  ['lap', answer('0-0-12-0-0-0-0-0-0-0-0-0-0-0-S', 'C')],
  ['double lap', answer('0-0-23-0-0-0-0-0-0-0-0-0-0-0-S', 'C')],
  ['40 seeds, North at the bottom', answer('0-0-40-0-0-0-0-0-0-0-0-8-0-0-S', 'C', 'north')],
  ['cancelled grand slam, game end', answer('0-0-0-0-0-2-1-1-0-0-0-0-0-0-S', 'F')],
  ['game end, draw', answer('0-0-0-0-0-3-0-0-0-0-0-0-24-21-S', 'F')],
]

const read = (view: BoardView, options: RenderOptions = {}) => {
  const rendered = renderBoard(view, options)
  const svg = parseSvg(rendered.svg)
  return { svg, rendered }
}
const num = (element: Element, name: string) => Number(element.getAttribute(name))
/** Points per viewBox unit when the 1000-unit-wide diagram is printed `mm` wide. */
const ptPerUnit = (mm: number) => (mm * 72) / 25.4 / 1000
const mmPerUnit = (mm: number) => mm / 1000

interface Box {
  left: number
  right: number
  top: number
  bottom: number
}
const rectBox = (r: Element): Box => ({ left: num(r, 'x'), right: num(r, 'x') + num(r, 'width'), top: num(r, 'y'), bottom: num(r, 'y') + num(r, 'height') })
/** The box of a circle, its stroke included. */
const circleBox = (c: Element): Box => {
  const reach = num(c, 'r') + (Number(c.getAttribute('stroke-width') ?? 0) || 0) / 2
  return { left: num(c, 'cx') - reach, right: num(c, 'cx') + reach, top: num(c, 'cy') - reach, bottom: num(c, 'cy') + reach }
}
const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
const circleMeetsBox = (c: Element, box: Box) => {
  const reach = num(c, 'r') + (Number(c.getAttribute('stroke-width') ?? 3) || 3) / 2
  const x = Math.max(box.left, Math.min(num(c, 'cx'), box.right))
  const y = Math.max(box.top, Math.min(num(c, 'cy'), box.bottom))
  return Math.hypot(x - num(c, 'cx'), y - num(c, 'cy')) < reach
}
/** The box of every coordinate in a path's data (M/L/H/V/A absolute commands, as the layout writes them). */
function pathBox(d: string): Box {
  const xs: number[] = []
  const ys: number[] = []
  for (const [, command, args] of d.matchAll(/([MLHVAZz])([^MLHVAZz]*)/g)) {
    const values = args!.trim().split(/[ ,]+/).filter(Boolean).map(Number)
    if (command === 'H') xs.push(...values)
    else if (command === 'V') ys.push(...values)
    else if (command === 'A') {
      xs.push(values[5]!)
      ys.push(values[6]!)
      // An arc bulges by its radius beyond its end points.
      xs.push(values[5]! + values[0]!, values[5]! - values[0]!)
    } else
      for (let i = 0; i + 1 < values.length; i += 2) {
        xs.push(values[i]!)
        ys.push(values[i + 1]!)
      }
  }
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) }
}
/** Circles of a seeds path (each written `M x y a r r 0 1 0 2r 0 …`). */
const seedCircles = (d: string) => [...d.matchAll(/M(-?[\d.]+) (-?[\d.]+)a([\d.]+) /g)].map(([, x, y, r]) => ({ cx: Number(x) + Number(r), cy: Number(y), r: Number(r) }))

describe('orientation', () => {
  it('North at the bottom: its holes in the bottom row G…L left to right, South’s on top F…A, the path round the right from the bottom row', () => {
    const { svg } = read(answer('1-2-1-1-0-1-0-0-0-0-0-3-0-0-N', 'L'))
    const circles = all(svg, '.holes circle')
    const centre = new Map(circles.map((c) => [c.getAttribute('data-hole')!, { x: num(c, 'cx'), y: num(c, 'cy') }]))
    const bottomY = Math.max(...[...centre.values()].map((c) => c.y))
    const row = (y: number) =>
      [...centre]
        .filter(([, c]) => c.y === y)
        .sort((a, b) => a[1].x - b[1].x)
        .map(([hole]) => hole)
    expect(row(bottomY)).toEqual(['G', 'H', 'I', 'J', 'K', 'L'])
    expect(row(Math.min(...[...centre.values()].map((c) => c.y)))).toEqual(['F', 'E', 'D', 'C', 'B', 'A'])
    // L is played (bottom right); the first seeds go to A, B, C, on top at the right: the path goes up the right side.
    const badges = all(svg, '.sowing-order [data-order]')
    for (const badge of badges) {
      const hole = centre.get(badge.getAttribute('data-hole')!)!
      const x = badge.nodeName === 'circle' ? num(badge, 'cx') : num(badge, 'x') + num(badge, 'width') / 2
      const y = badge.nodeName === 'circle' ? num(badge, 'cy') : num(badge, 'y') + num(badge, 'height') / 2
      expect(Math.abs(x - hole.x)).toBeLessThan(60)
      // Outside its row: above the top row, below the bottom row.
      expect(hole.y === bottomY ? y > hole.y + 72 : y < hole.y - 72).toBe(true)
    }
    const path = pathBox(svg.querySelector('.sowing-path path')!.getAttribute('d')!)
    expect(path.right).toBeGreaterThan(Math.max(...[...centre.values()].map((c) => c.x)) + 72)
    expect(path.left).toBeGreaterThan(Math.min(...[...centre.values()].map((c) => c.x)) - 72)
  })

  it('the letters stay upright and read in the same order as the holes in each row', () => {
    for (const [name, view] of VIEWS) {
      const { svg } = read(view)
      for (const letter of all(svg, '.letters text')) expect(letter.getAttribute('transform'), name).toBeNull()
    }
  })
})

describe('nothing crosses the middle', () => {
  for (const [name, view] of VIEWS)
    it(`${name}: count badges and sowing numbers outside their row, clear of every hole, ring and other badge`, () => {
      const { svg } = read(view)
      const holes = all(svg, '.holes circle')
      const ys = holes.map((c) => num(c, 'cy'))
      const middle = (Math.min(...ys) + Math.max(...ys)) / 2
      const rings = all(svg, 'g.hole circle[class^="mark-"]')
      const badges = [...all(svg, '.count-badge').map(rectBox), ...all(svg, '.sowing-order [data-order]').map((b) => (b.nodeName === 'circle' ? circleBox(b) : rectBox(b)))]
      const letters = all(svg, '.letters text').map((t) => ({ left: num(t, 'x') - 16, right: num(t, 'x') + 16, top: num(t, 'y') - 30, bottom: num(t, 'y') + 2 }))
      for (const [i, box] of badges.entries()) {
        expect(box.top > middle || box.bottom < middle, 'crosses the middle').toBe(true)
        for (const circle of [...holes, ...rings]) expect(circleMeetsBox(circle, box), `meets hole ${circle.getAttribute('data-hole')}`).toBe(false)
        for (const other of badges.slice(i + 1)) expect(overlaps(box, other), 'two badges overlap').toBe(false)
        for (const letter of letters) expect(overlaps(box, letter), 'badge over a letter').toBe(false)
      }
    })
})

describe('marks of neighbouring holes', () => {
  it('never touch: rings of two holes side by side stay apart (six playable holes, a cancelled chain)', () => {
    for (const [name, view] of VIEWS) {
      const { svg } = read(view)
      const marks = all(svg, 'g.hole').flatMap((group) =>
        all(group, 'circle[class^="mark-"]').map((ring) => ({
          hole: group.getAttribute('data-hole'),
          box: circleBox(ring),
          r: num(ring, 'r') + num(ring, 'stroke-width') / 2,
          x: num(ring, 'cx'),
          y: num(ring, 'cy'),
        })),
      )
      for (const [i, a] of marks.entries())
        for (const b of marks.slice(i + 1)) if (a.hole !== b.hole) expect(Math.hypot(a.x - b.x, a.y - b.y), `${name}: ${a.hole} and ${b.hole}`).toBeGreaterThan(a.r + b.r)
    }
  })
})

describe('seeds at print size', () => {
  it('every seed is 1.8 mm across or more at 90 mm, for every count from 1 to 20', () => {
    const counts = Array.from({ length: 20 }, (_, i) => i + 1)
    const views = [positionView(board(counts.slice(0, 12))), positionView(board([...counts.slice(12), 0, 0, 0, 0]))]
    let drawn = 0
    for (const view of views)
      for (const group of holeGroups(read(view, { printWidthMm: 90 }).svg).values())
        for (const seeds of all(group, '.seeds'))
          for (const seed of seedCircles(seeds.getAttribute('d')!)) {
            expect(2 * seed.r * mmPerUnit(90)).toBeGreaterThanOrEqual(1.8)
            drawn++
          }
    // 1 + 2 + … + 12 seeds one by one, and a heap of 3 for each of 13 to 20.
    expect(drawn).toBe(78 + 8 * 3)
  })

  it('7 to 12 show their number too; above 12 the number and a heap', () => {
    const holes = holeGroups(read(positionView(board([7, 12, 13, 20, 0, 0, 0, 0, 0, 0, 0, 0]))).svg)
    for (const [hole, count] of [
      ['A', 7],
      ['B', 12],
      ['C', 13],
      ['D', 20],
    ] as const) {
      expect(all(holes.get(hole)!, '.count').map((t) => t.textContent)).toContain(String(count))
    }
    expect(holes.get('C')!.querySelector('.heap')).not.toBeNull()
    expect(holes.get('B')!.querySelector('.heap')).toBeNull()
  })
})

describe('text at print size', () => {
  const footerClasses = new Set(['caption', 'outcome', 'legend', 'to-play'])
  for (const width of [MIN_BOARD_PRINT_WIDTH_MM, 90, 100, 120])
    it(`at ${width} mm every text is 7 pt or more, hole letters 9 pt, "to play" 9 pt, the blank board's instruction 12 pt`, () => {
      for (const [name, view] of VIEWS)
        for (const lang of ['fr', 'en'] as const) {
          const { svg } = read(view, { lang, printWidthMm: width })
          for (const text of all(svg, 'text')) {
            const pt = num(text, 'font-size') * ptPerUnit(width)
            expect(pt, `${name}: "${text.textContent}"`).toBeGreaterThanOrEqual(7)
            const group = text.closest('g[class]')!.getAttribute('class')!
            if (group === 'letters' || group === 'to-play') expect(pt, `${name}: ${text.textContent}`).toBeGreaterThanOrEqual(9)
            if (view.kind === 'blank' && group === 'caption') expect(pt).toBeGreaterThanOrEqual(12)
          }
        }
    })

  for (const width of [45, 60])
    it(`at ${width} mm captions and legend stay 7 pt or more: wrapped, or left out and returned to print as text`, () => {
      let outside = 0
      for (const [name, view] of VIEWS) {
        const { svg, rendered } = read(view, { printWidthMm: width })
        for (const text of all(svg, 'text')) {
          const group = text.closest('g[class]')!.getAttribute('class')!
          if (footerClasses.has(group)) expect(num(text, 'font-size') * ptPerUnit(width), `${name}: ${text.textContent}`).toBeGreaterThanOrEqual(7)
        }
        if (rendered.outside) {
          outside++
          // What is left out is not drawn.
          const drawn = all(svg, '.caption text, .outcome text')
            .map((t) => t.textContent)
            .join(' ')
          if (rendered.outside.caption) expect(drawn).not.toContain(rendered.outside.caption.slice(0, 20))
          if (rendered.outside.legend) expect(svg.querySelector('.legend')).toBeNull()
        }
      }
      if (width === 45) expect(outside).toBeGreaterThan(0)
    })

  it('a caption that fits is in the picture and nothing is returned', () => {
    const { svg, rendered } = read(answer('0-0-0-0-0-2-1-1-0-0-0-0-0-0-S', 'F'), { printWidthMm: 90 })
    expect(rendered.outside).toBeNull()
    expect(all(svg, '.outcome text').length).toBeGreaterThan(0)
    expect(all(svg, '.legend [data-mark]').map((t) => t.getAttribute('data-mark'))).toEqual(['origin', 'order', 'last', 'cancelled'])
  })

  it('a caption too long for the picture comes back in full, the legend in words', () => {
    const { rendered } = read(answer('0-0-0-0-0-2-1-1-0-0-0-0-0-0-S', 'F'), { printWidthMm: 25, lang: 'en' })
    expect(rendered.outside?.caption).toContain('South played F (2 seeds). Last seed: H. Taking everything does not count: capture cancelled.')
    expect(rendered.outside?.caption).toContain('Game over.')
    expect(rendered.outside?.legend).toBe(
      'Key: dashed ring: start; numbers in circles: order of the seeds (the last one in black); thick ring: last seed; dotted ring: taking everything, capture cancelled.',
    )
  })
})

describe('boxes to write in', () => {
  it('every box on the blank board is 12 mm square or more at 95 mm, and a hole’s box stays inside its hole', () => {
    for (const bottom of ['south', 'north'] as const) {
      const { svg } = read(blankView(position('4-4-4-4-4-4-4-4-4-4-4-4-0-0-S'), { bottom }), { printWidthMm: 95 })
      const boxes = all(svg, '.write-in')
      // The twelve holes: the blank board asks for the board (the claim `board`), not the stores.
      expect(boxes).toHaveLength(12)
      for (const box of boxes) {
        expect(num(box, 'width') * mmPerUnit(95)).toBeGreaterThanOrEqual(12)
        expect(num(box, 'height') * mmPerUnit(95)).toBeGreaterThanOrEqual(12)
      }
      const circles = new Map(all(svg, '.holes circle').map((c) => [c.getAttribute('data-hole'), c]))
      for (const [hole, group] of holeGroups(svg)) {
        const box = group.querySelector('.write-in')!
        const circle = circles.get(hole)!
        const [cx, cy, r] = ['cx', 'cy', 'r'].map((name) => num(circle, name))
        const rx = num(box, 'rx')
        // The box's rounded corners: their arcs' farthest points, inside the rim's inner edge.
        const cornerX = Math.max(Math.abs(num(box, 'x') + rx - cx!), Math.abs(num(box, 'x') + num(box, 'width') - rx - cx!))
        const cornerY = Math.max(Math.abs(num(box, 'y') + rx - cy!), Math.abs(num(box, 'y') + num(box, 'height') - rx - cy!))
        expect(Math.hypot(cornerX, cornerY) + rx + 1.25).toBeLessThanOrEqual(r! - 1.5)
      }
    }
  })
})

describe('the direction of sowing', () => {
  for (const [name, view] of VIEWS)
    it(`${name}: a quiet loop of arrows between the rows, clear of every hole, seed, number and the sowing path`, () => {
      const { svg } = read(view)
      const loop = svg.querySelector('g.board .direction')
      expect(loop).not.toBeNull()
      const [line, heads] = all(loop!, 'path')
      const box = [line!, heads!]
        .map((p) => pathBox(p.getAttribute('d')!))
        .reduce((a, b) => ({ left: Math.min(a.left, b.left), right: Math.max(a.right, b.right), top: Math.min(a.top, b.top), bottom: Math.max(a.bottom, b.bottom) }))
      // Along both rows: arrowheads pointing right and left, and the two turns.
      expect(box.right - box.left).toBeGreaterThan(700)
      for (const circle of [...all(svg, '.holes circle'), ...all(svg, 'g.hole circle')]) expect(circleMeetsBox(circle, box), `meets ${circle.getAttribute('data-hole')}`).toBe(false)
      for (const text of all(svg, 'g.hole text, .sowing-order text')) expect(num(text, 'y') < box.top - 10 || num(text, 'y') - 40 > box.bottom).toBe(true)
      // The sowing path (answers) runs outside the rows: where it passes from one row to the other,
      // it is beyond the loop's ends.
      const path = svg.querySelector('.sowing-path path')
      if (path) {
        const points = [...path.getAttribute('d')!.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map(([, x, y]) => [Number(x), Number(y)] as const)
        for (let i = 1; i < points.length; i++) {
          const [[x0, y0], [x1, y1]] = [points[i - 1]!, points[i]!]
          if (Math.min(y0, y1) < box.bottom && Math.max(y0, y1) > box.top) {
            expect(x0).toBe(x1)
            expect(x0 < box.left || x0 > box.right).toBe(true)
          }
        }
        // Told apart in black and white: thinner and lighter than the path, with no numbers on it.
        expect(num(line!, 'stroke-width')).toBeLessThan(num(path, 'stroke-width'))
        expect(line!.getAttribute('stroke')).not.toBe(path.getAttribute('stroke'))
      }
    })
})

describe('the same view, the same picture', () => {
  it('a turned board is drawn from the same view model, byte for byte again', () => {
    const view = answer('1-2-1-1-0-1-0-0-0-0-0-3-0-0-N', 'L')
    expect(renderBoardSvg(view, { printWidthMm: 90 })).toBe(renderBoardSvg(view, { printWidthMm: 90 }))
    expect(renderBoardSvg({ ...view, bottom: 'south' })).not.toBe(renderBoardSvg(view))
  })
})
