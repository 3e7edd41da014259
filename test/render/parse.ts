// Reads a rendered SVG back as a DOM (svgdom's parser, no regular expressions), so tests check what is
// drawn: which hole carries which count, mark and number.
import { createSVGDocument } from 'svgdom'

const doc = createSVGDocument()

export function parseSvg(markup: string): Element {
  const holder = doc.createElement('g')
  holder.innerHTML = markup
  const root = holder.firstChild as Element | null
  if (!root || root.nodeName !== 'svg') throw new Error('not an <svg> document')
  return root
}

export const all = (root: Element, selector: string): Element[] => [...root.querySelectorAll(selector)]

/** The hole groups of the content layer, by letter. */
export function holeGroups(root: Element): Map<string, Element> {
  return new Map(all(root, 'g.content g.hole').map((g) => [g.getAttribute('data-hole')!, g]))
}

/** The number a pupil reads in a hole: its count text, or 0 when the hole is drawn empty. */
export function shownCount(group: Element): number {
  const label = group.querySelector('.count')
  if (label) return Number(label.textContent)
  const seeds = group.querySelector('.seeds')
  return seeds ? Number(seeds.getAttribute('data-seeds')) : 0
}

export const holesWith = (root: Element, markClass: string): string[] => [...holeGroups(root)].filter(([, g]) => g.querySelector(`.${markClass}`) !== null).map(([hole]) => hole)
