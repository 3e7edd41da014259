/**
 * A board diagram in the page: the renderer's own layout (render/layout.ts, the command line's SVGs
 * and the kit's PDF diagrams), drawn by svg.js into the real DOM, text measured in the kit's font.
 * An interactive board adds a focusable, labelled target over each hole: click, Enter or Space for the
 * board's action, + and − to add or remove a seed, a number typed to set the count, arrow keys to go
 * from hole to hole as they sit on the board.
 */
import type { Container } from '@svgdotjs/svg.js'
import { SVG } from '@svgdotjs/svg.js'
import type { Group, RenderOptions } from '../../render/layout.js'
import { holeCentre, layoutBoard, layoutFixed, resolveOptions } from '../../render/layout.js'
import { describeView } from '../../render/describe.js'
import type { BoardView } from '../../render/view.js'
import { VIEW_HOLES } from '../../render/view.js'
import { FONT } from '../shims/fonts.js'
import { measureText } from './measure.js'

export interface HoleActions {
  /** Click, Enter or Space (with Shift: `secondary`). */
  primary(index: number): void
  secondary?(index: number): void
  /** + and − keys. */
  add?(index: number): void
  remove?(index: number): void
  /** A number typed on the hole (one or two digits). */
  set?(index: number, count: number): void
  /** The target's name for screen readers. */
  label(index: number): string
  /** Holes that can be acted on (others are not focusable); default all. */
  enabled?(index: number): boolean
}

export interface DrawnBoard {
  readonly svg: SVGSVGElement
  focusHole(index: number): void
}

function drawGroups(parent: Container, groups: readonly Group[], layerClass: string): void {
  const layer = parent.group().attr({ class: layerClass, 'font-family': FONT.family })
  for (const group of groups) {
    const g = layer.group().attr(group.attrs)
    for (const shape of group.shapes) {
      const element = g.element(shape.tag).attr(shape.attrs)
      if (shape.text !== undefined) element.words(shape.text)
    }
  }
}

/**
 * Draws `view` into `container` (replacing what was there). The picture is laid out for
 * `options.printWidthMm` (the sizes of its texts) and scales to the container's width.
 */
export function drawBoard(container: HTMLElement, view: BoardView, options: RenderOptions & { label?: string; actions?: HoleActions } = {}): DrawnBoard {
  const resolved = resolveOptions(options)
  const layout = layoutBoard(view, resolved, measureText)
  const focused = (document.activeElement as Element | null)?.closest?.('[data-target]')?.getAttribute('data-target')
  container.replaceChildren()
  const canvas = SVG()
    .addTo(container)
    .viewbox(0, 0, layout.width, layout.height)
    .attr({ class: 'board', role: options.actions ? 'group' : 'img', 'aria-label': options.label ?? describeView(view, resolved.lang) })
  if (!options.actions) canvas.element('title').words(describeView(view, resolved.lang))
  drawGroups(canvas, layoutFixed(layout.geometry, resolved), 'board')
  drawGroups(canvas, layout.content, 'content')
  const svg = canvas.node as unknown as SVGSVGElement
  const targets: SVGElement[] = []
  const actions = options.actions
  if (actions) {
    const layer = canvas.group().attr({ class: 'targets' })
    VIEW_HOLES.forEach((hole, index) => {
      const { x, y } = holeCentre(index, layout.geometry)
      const enabled = actions.enabled?.(index) ?? true
      const target = layer
        .circle(layout.geometry.radius * 2 + 8)
        .center(x, y)
        .attr({
          class: enabled ? 'target' : 'target disabled',
          'data-target': hole,
          role: 'button',
          tabindex: enabled ? 0 : -1,
          'aria-label': actions.label(index),
          'aria-disabled': enabled ? null : 'true',
        })
      targets.push(target.node as unknown as SVGElement)
    })
    attachKeys(svg, targets, layout.geometry.bottom, actions)
  }
  const board: DrawnBoard = { svg, focusHole: (index) => (targets[index] as unknown as HTMLElement | undefined)?.focus() }
  if (focused) {
    const index = (VIEW_HOLES as readonly string[]).indexOf(focused)
    if (index >= 0) board.focusHole(index)
  }
  return board
}

/** The hole to the left, right, above or below on the board as drawn (`bottom`: the row at the bottom). */
function neighbour(index: number, key: string, bottom: 'south' | 'north'): number {
  const bottomStart = bottom === 'south' ? 0 : 6
  const inBottom = index >= bottomStart && index < bottomStart + 6
  // Columns left to right: the bottom row in sowing order, the top row against it.
  const column = inBottom ? index - bottomStart : 5 - (index % 6)
  const at = (row: 'bottom' | 'top', col: number) => (row === 'bottom' ? bottomStart + col : ((bottomStart + 6) % 12) + (5 - col))
  const row = inBottom ? 'bottom' : 'top'
  if (key === 'ArrowLeft') return at(row, Math.max(0, column - 1))
  if (key === 'ArrowRight') return at(row, Math.min(5, column + 1))
  if (key === 'ArrowUp') return at('top', column)
  if (key === 'ArrowDown') return at('bottom', column)
  return index
}

/**
 * Digits typed on a hole: kept across drawings (each digit redraws the board), so that two digits
 * typed within a second on the same hole make one number (12, 23).
 */
const typing = { digits: '', at: 0, hole: -1 }

function attachKeys(svg: SVGSVGElement, targets: SVGElement[], bottom: 'south' | 'north', actions: HoleActions): void {
  const indexOf = (event: Event) => targets.indexOf((event.target as Element).closest('[data-target]') as SVGElement)
  svg.addEventListener('click', (event) => {
    const index = indexOf(event)
    if (index < 0 || !(actions.enabled?.(index) ?? true)) return
    if ((event as MouseEvent).shiftKey && actions.secondary) actions.secondary(index)
    else actions.primary(index)
  })
  svg.addEventListener('keydown', (event) => {
    const index = indexOf(event)
    if (index < 0) return
    const { key } = event
    if (key.startsWith('Arrow')) {
      event.preventDefault()
      ;(targets[neighbour(index, key, bottom)] as unknown as HTMLElement).focus()
    } else if (key === 'Enter' || key === ' ') {
      event.preventDefault()
      if (event.shiftKey && actions.secondary) actions.secondary(index)
      else actions.primary(index)
    } else if ((key === '+' || key === '=') && actions.add) {
      event.preventDefault()
      actions.add(index)
    } else if ((key === '-' || key === 'Backspace' || key === 'Delete') && actions.remove) {
      event.preventDefault()
      actions.remove(index)
    } else if (/^\d$/.test(key) && actions.set) {
      event.preventDefault()
      const now = Date.now()
      typing.digits = now - typing.at < 1000 && typing.hole === index && typing.digits.length === 1 ? typing.digits + key : key
      typing.at = now
      typing.hole = index
      actions.set(index, Number(typing.digits))
    }
  })
}
