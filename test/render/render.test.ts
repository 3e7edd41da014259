import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { MoveReport, Position } from '../../src/engine/index.js'
import { HOLES, fromSetup, parsePosition, play, resolveVariant } from '../../src/engine/index.js'
import { answerView, blankView, describeView, legalView, positionView, renderBoardSvg } from '../../src/render/index.js'
import { all, holeGroups, holesWith, parseSvg, shownCount } from './parse.js'

function position(notation: string, variant = resolveVariant(undefined)): Position {
  const setup = parsePosition(notation)
  if (!setup.ok) throw new Error(`bad notation ${notation}`)
  const result = fromSetup(setup.value, variant)
  if (!result.ok) throw new Error(result.error.map((p) => p.message).join('; '))
  return result.value
}

function report(notation: string, move: (typeof HOLES)[number], variant = resolveVariant(undefined)): MoveReport {
  const result = play(position(notation, variant), move)
  if (!result.ok) throw new Error(result.error.message)
  return result.value
}

// The worked examples of docs/rules.md that involve a move.
const EXAMPLES = [
  { name: 'A1', notation: '4-4-4-4-4-4-4-4-4-4-4-4-0-0-S', move: 'C', captured: [], cancelled: [], last: 'G' },
  { name: 'A2', notation: '0-0-0-0-0-3-1-2-1-1-0-1-0-0-S', move: 'F', captured: ['G', 'H', 'I'], cancelled: [], last: 'I' },
  { name: 'A4', notation: '0-0-0-0-0-2-1-1-0-0-0-0-0-0-S', move: 'F', captured: [], cancelled: ['G', 'H'], last: 'H' },
  { name: 'A5', notation: '0-0-12-0-0-0-0-0-0-0-0-0-0-0-S', move: 'C', captured: [], cancelled: [], last: 'D' },
  { name: 'A6', notation: '0-0-23-0-0-0-0-0-0-0-0-0-0-0-S', move: 'C', captured: [], cancelled: [], last: 'D' },
  { name: 'A7', notation: '0-0-0-0-0-2-1-1-0-4-0-0-0-0-S', move: 'F', captured: ['G', 'H'], cancelled: [], last: 'H' },
] as const

describe('answer diagrams of the worked examples', () => {
  for (const example of EXAMPLES) {
    it(`${example.name}: counts, sowing order, last hole and captures are the engine's`, () => {
      const moveReport = report(example.notation, example.move)
      const svg = parseSvg(renderBoardSvg(answerView(moveReport)))
      const holes = holeGroups(svg)
      expect([...holes.keys()]).toEqual([...HOLES])
      HOLES.forEach((hole, index) => expect(shownCount(holes.get(hole)!), hole).toBe(moveReport.afterSowing[index]))
      expect(holesWith(svg, 'mark-origin')).toEqual([example.move])
      expect(holesWith(svg, 'mark-last')).toEqual([example.last])
      expect(holesWith(svg, 'mark-captured').sort()).toEqual([...example.captured].sort())
      expect(holesWith(svg, 'mark-cancelled').sort()).toEqual([...example.cancelled].sort())
      // Every sowing number once, on the hole the engine sowed at that step.
      const orders = all(svg, '.sowing-order text.order').map((t) => ({ hole: t.getAttribute('data-hole'), order: Number(t.textContent) }))
      expect(orders.sort((a, b) => a.order - b.order)).toEqual(moveReport.sown.map((hole, step) => ({ hole, order: step + 1 })))
      const captured = moveReport.captured
      const south = svg.querySelector('g.store[data-side="south"]')!
      expect(Number(south.querySelector('.count')!.textContent)).toBe(moveReport.after.stores.south)
      expect(south.querySelector('.gain')?.textContent ?? null).toBe(captured > 0 ? `+${captured}` : null)
    })
  }

  it('A2: I, H and G are marked captured (7 seeds), J and L keep theirs', () => {
    const svg = parseSvg(renderBoardSvg(answerView(report(EXAMPLES[1].notation, 'F'))))
    expect(holesWith(svg, 'mark-captured').sort()).toEqual(['G', 'H', 'I'])
    const holes = holeGroups(svg)
    expect(shownCount(holes.get('J')!)).toBe(1)
    expect(shownCount(holes.get('L')!)).toBe(1)
    expect(svg.querySelector('.caption')!.textContent).toContain('Prise\u202f: 7 graines')
  })

  it('A4: the cancelled grand slam is marked on G and H and labelled, nothing is marked captured', () => {
    const markup = renderBoardSvg(answerView(report(EXAMPLES[2].notation, 'F')), { lang: 'en' })
    const svg = parseSvg(markup)
    expect(holesWith(svg, 'mark-cancelled').sort()).toEqual(['G', 'H'])
    expect(holesWith(svg, 'mark-captured')).toEqual([])
    expect(all(svg, '.legend text').map((t) => t.textContent)).toContain('taking everything: capture cancelled')
    // The caption is wrapped in lines (one <tspan> each), which textContent joins without a space.
    expect(svg.querySelector('.caption')!.textContent!.replace(/\s/g, '')).toContain('Takingeverythingdoesnotcount:capturecancelled')
  })

  it('A4 under capture-all: the same chain is captured, not cancelled', () => {
    const variant = resolveVariant({ grandSlam: 'capture-all' })
    const svg = parseSvg(renderBoardSvg(answerView(report(EXAMPLES[2].notation, 'F', variant))))
    expect(holesWith(svg, 'mark-captured').sort()).toEqual(['G', 'H'])
    expect(holesWith(svg, 'mark-cancelled')).toEqual([])
  })

  it('A5: D carries 1 and 12, the origin C none, and 12 is the emphasised last number', () => {
    const svg = parseSvg(renderBoardSvg(answerView(report(EXAMPLES[3].notation, 'C'))))
    const numbersOn = (hole: string) => all(svg, `.sowing-order text.order[data-hole="${hole}"]`).map((t) => Number(t.textContent))
    expect(numbersOn('D')).toEqual([1, 12])
    expect(numbersOn('C')).toEqual([])
    const filled = all(svg, '.sowing-order [data-order]').filter((c) => c.getAttribute('fill') === '#000000')
    expect(filled.map((c) => [c.getAttribute('data-hole'), c.getAttribute('data-order')])).toEqual([['D', '12']])
  })

  it('A6: a hole sown twice carries both numbers', () => {
    const svg = parseSvg(renderBoardSvg(answerView(report(EXAMPLES[4].notation, 'C'))))
    const numbersOn = (hole: string) => all(svg, `.sowing-order text.order[data-hole="${hole}"]`).map((t) => Number(t.textContent))
    expect(numbersOn('D')).toEqual([1, 12, 23])
    expect(numbersOn('B')).toEqual([11, 22])
  })
})

describe('the end of the game on an answer diagram', () => {
  it('A9: North cannot feed South, each side takes its row: 24–24, a draw', () => {
    const moveReport = report('0-0-0-0-0-3-0-0-0-0-0-0-24-21-S', 'F')
    const svg = parseSvg(renderBoardSvg(answerView(moveReport), { lang: 'en' }))
    // North has seeds (1 in G, H and I) but none of its moves reaches South's empty row.
    expect(
      all(svg, '.outcome text')
        .map((line) => line.textContent)
        .join(' '),
    ).toBe('Game over. North cannot feed South: each player takes the seeds of their own row. South 24, North 24: a draw.')
    expect(Number(svg.querySelector('g.store[data-side="north"] .count')!.textContent)).toBe(21)
  })

  it('a game that goes on has no end line', () => {
    const svg = parseSvg(renderBoardSvg(answerView(report(EXAMPLES[1].notation, 'F'))))
    expect(svg.querySelector('.outcome')).toBeNull()
  })
})

describe('other diagram kinds', () => {
  it('legal moves (A3): only F is circled, A stays plain', () => {
    const svg = parseSvg(renderBoardSvg(legalView(position('1-0-0-0-0-1-0-0-0-0-0-0-0-0-S'))))
    expect(holesWith(svg, 'mark-playable')).toEqual(['F'])
    expect(shownCount(holeGroups(svg).get('A')!)).toBe(1)
    expect(svg.querySelector('.to-play')!.getAttribute('data-side')).toBe('south')
  })

  it('a position shows every count and the side to move', () => {
    const start = position('1-2-3-4-5-6-7-8-9-0-0-0-0-0-N')
    const svg = parseSvg(renderBoardSvg(positionView(start)))
    const holes = holeGroups(svg)
    HOLES.forEach((hole, index) => expect(shownCount(holes.get(hole)!)).toBe(start.board[index]))
    expect(svg.querySelector('.to-play')!.getAttribute('data-side')).toBe('north')
    expect(svg.querySelector('.to-play text')!.textContent).toBe('C’est à Nord de jouer')
    expect(renderBoardSvg(positionView(start), { lang: 'en' })).toContain('North to play')
    expect(renderBoardSvg(positionView(start))).not.toMatch(/Sud joue|Nord joue/)
  })

  it('a blank board has a box in every hole, no count, and no store band (it asks for the holes only)', () => {
    const svg = parseSvg(renderBoardSvg(blankView(position('4-4-4-4-4-4-4-4-4-4-4-4-0-0-S'))))
    for (const group of holeGroups(svg).values()) {
      expect(group.querySelector('.write-in')).not.toBeNull()
      expect(group.querySelector('.count, .seeds')).toBeNull()
    }
    expect(all(svg, 'g.store-band, g.store')).toHaveLength(0)
  })

  it('letters: with South at the bottom A–F read left to right under it, L…G above the top row; each letter with its hole', () => {
    for (const labels of ['A-L', 'a-f'] as const) {
      const svg = parseSvg(renderBoardSvg(positionView(position('4-4-4-4-4-4-4-4-4-4-4-4-0-0-S')), { labels }))
      expect(rowsOfLetters(svg)).toEqual({ bottom: ['A', 'B', 'C', 'D', 'E', 'F'], top: labels === 'A-L' ? ['L', 'K', 'J', 'I', 'H', 'G'] : ['f', 'e', 'd', 'c', 'b', 'a'] })
    }
  })

  it('North to move: the board turned half round, G…L at the bottom, F…A on top, stores with their players', () => {
    const north = position('1-2-3-4-5-6-7-8-9-0-0-0-0-3-N')
    const svg = parseSvg(renderBoardSvg(positionView(north)))
    expect(rowsOfLetters(svg)).toEqual({ bottom: ['G', 'H', 'I', 'J', 'K', 'L'], top: ['F', 'E', 'D', 'C', 'B', 'A'] })
    // North's store band is in front of North's row, now at the bottom.
    const bandY = (side: string) => Number(svg.querySelector(`g.store-band[data-side="${side}"] rect`)!.getAttribute('y'))
    expect(bandY('north')).toBeGreaterThan(bandY('south'))
    expect(svg.querySelector('g.store-band[data-side="north"] text')!.textContent).toBe('Réserve de Nord')
    // The teacher's fixed orientation: South at the bottom whoever moves.
    const fixed = parseSvg(renderBoardSvg(positionView(north, null, { bottom: 'south' })))
    expect(rowsOfLetters(fixed)).toEqual({ bottom: ['A', 'B', 'C', 'D', 'E', 'F'], top: ['L', 'K', 'J', 'I', 'H', 'G'] })
  })

  it('seed styles: dots only, numbers only; above 12 the number with a small heap', () => {
    const setup = { board: [3, 13, 12, 0, 0, 0, 0, 0, 0, 0, 0, 0], stores: { south: 0, north: 0 }, turn: 'south' as const }
    const dots = holeGroups(parseSvg(renderBoardSvg(positionView(setup), { seeds: 'dots' })))
    expect(dots.get('A')!.querySelector('.seeds')!.getAttribute('data-seeds')).toBe('3')
    expect(dots.get('A')!.querySelector('.count')).toBeNull()
    expect(dots.get('C')!.querySelector('.seeds')!.getAttribute('class')).toBe('seeds')
    expect(dots.get('B')!.querySelector('.seeds')!.getAttribute('class')).toBe('seeds heap')
    expect(dots.get('B')!.querySelector('.count')!.textContent).toBe('13')
    // Seeds and their number (the default): the number in a badge beside the letter, from 1 up.
    const both = holeGroups(parseSvg(renderBoardSvg(positionView(setup))))
    expect(all(both.get('A')!, '.count-badge')).toHaveLength(1)
    expect(all(both.get('C')!, '.count').map((t) => t.textContent)).toEqual(['12'])
    expect(all(both.get('D')!, '.count-badge')).toHaveLength(0)
    const numbers = holeGroups(parseSvg(renderBoardSvg(positionView(setup), { seeds: 'numbers' })))
    expect(numbers.get('A')!.querySelector('.seeds')).toBeNull()
    expect(numbers.get('A')!.querySelector('.count')!.textContent).toBe('3')
  })
})

/** The letters of each row, left to right, checked to stand under or over their own hole. */
function rowsOfLetters(svg: Element): { bottom: string[]; top: string[] } {
  const [, , , height] = svg.getAttribute('viewBox')!.split(' ').map(Number)
  const circles = new Map(all(svg, '.holes circle').map((c) => [c.getAttribute('data-hole'), c]))
  const middle = (Math.min(...[...circles.values()].map((c) => Number(c.getAttribute('cy')))) + Math.max(...[...circles.values()].map((c) => Number(c.getAttribute('cy'))))) / 2
  const letters = all(svg, '.letters text')
  for (const letter of letters) {
    const hole = circles.get(letter.getAttribute('data-hole'))!
    const [cx, cy, r] = ['cx', 'cy', 'r'].map((name) => Number(hole.getAttribute(name)))
    expect(Math.abs(Number(letter.getAttribute('x')) - cx!)).toBeLessThan(r! / 3)
    // On the outside of its row, next to its hole.
    const y = Number(letter.getAttribute('y'))
    expect(Math.abs(y - cy!)).toBeLessThan(2 * r!)
    expect(cy! > middle ? y > cy! + r! : y < cy! - r!).toBe(true)
    expect(y).toBeLessThan(height!)
  }
  const row = (bottom: boolean) =>
    letters
      .filter((t) => Number(circles.get(t.getAttribute('data-hole'))!.getAttribute('cy')) > middle === bottom)
      .sort((a, b) => Number(a.getAttribute('x')) - Number(b.getAttribute('x')))
      .map((t) => t.textContent!)
  return { bottom: row(true), top: row(false) }
}

describe('the SVG document', () => {
  const view = answerView(report(EXAMPLES[1].notation, 'F'))

  it('is deterministic: the same view gives the same text, with no generated ids', () => {
    const first = renderBoardSvg(view, { lang: 'en' })
    renderBoardSvg(legalView(position('1-0-0-0-0-1-0-0-0-0-0-0-0-0-S')))
    expect(renderBoardSvg(view, { lang: 'en' })).toBe(first)
    expect(first).not.toMatch(/\bid=|svgjs/)
  })

  it('is the same in another process, time zone and locale', () => {
    const script = [
      "import { fromSetup, parsePosition, play } from './src/engine/index.js'",
      "import { answerView, renderBoardSvg } from './src/render/index.js'",
      "const start = fromSetup(parsePosition('0-0-0-0-0-3-1-2-1-1-0-1-0-0-S').value).value",
      "process.stdout.write(renderBoardSvg(answerView(play(start, 'F').value), { lang: 'en' }))",
    ].join('\n')
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: join(import.meta.dirname, '../..'),
      env: { ...process.env, TZ: 'Pacific/Kiritimati', LANG: 'fr_FR.UTF-8', LC_ALL: 'fr_FR.UTF-8' },
      encoding: 'utf8',
    })
    expect(child.stderr).toBe('')
    expect(child.stdout).toBe(renderBoardSvg(view, { lang: 'en' }))
  })

  it('is standalone, sized, and sets the font on groups (not on the root)', () => {
    const svg = parseSvg(renderBoardSvg(view))
    const [x, y, width, height] = svg.getAttribute('viewBox')!.split(' ').map(Number)
    expect([x, y, width]).toEqual([0, 0, 1000])
    // Sized for print: 120 mm wide by default, the height in proportion.
    expect(svg.getAttribute('width')).toBe('120mm')
    expect(Number(svg.getAttribute('height')!.replace('mm', ''))).toBeCloseTo((120 * height!) / width!, 1)
    expect(parseSvg(renderBoardSvg(view, { printWidthMm: 90 })).getAttribute('width')).toBe('90mm')
    expect(svg.getAttribute('font-family')).toBeNull()
    expect(all(svg, ':scope > g').map((g) => g.getAttribute('font-family'))).toEqual(['Andika', 'Andika'])
    expect(svg.querySelector('desc')!.textContent).toBe(describeView(view, 'fr'))
  })

  it('describes itself in words for screen readers', () => {
    expect(describeView(view, 'en')).toBe(
      'South (at the bottom): A 0, B 0, C 0, D 0, E 0, F 0; North (at the top): G 2, H 3, I 2, J 1, K 0, L 1; stores: South 7 (+7), North 0; ' +
        'South played F (3 seeds). Last seed: I. Captured: 7 seeds. (board after sowing, captured holes still full); ' +
        'marks: F start; G sown 1, captured; H sown 2, captured; I sown 3, last seed, captured',
    )
    expect(describeView(positionView(position('0-0-0-0-0-3-1-2-1-1-0-1-0-0-S')), 'fr')).toBe(
      'Sud (en bas)\u202f: A 0, B 0, C 0, D 0, E 0, F 3 ; Nord (en haut)\u202f: G 1, H 2, I 1, J 1, K 0, L 1 ; réserves\u202f: Sud 0, Nord 0 ; C’est à Sud de jouer',
    )
    // North to move: North's row first, at the bottom, and its turn in words.
    expect(describeView(positionView(position('0-0-0-0-0-3-1-2-1-1-0-1-0-0-N')), 'fr')).toBe(
      'Nord (en bas)\u202f: G 1, H 2, I 1, J 1, K 0, L 1 ; Sud (en haut)\u202f: A 0, B 0, C 0, D 0, E 0, F 3 ; réserves\u202f: Sud 0, Nord 0 ; C’est à Nord de jouer',
    )
  })
})
