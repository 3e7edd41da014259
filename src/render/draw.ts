/**
 * svg.js on svgdom: the one module that registers the window. It turns laid-out shapes into SVG text
 * and measures text with the same TTF that pdfkit embeds. No rules logic here, no layout decisions.
 */
import type { Svg } from '@svgdotjs/svg.js'
import { SVG, registerWindow } from '@svgdotjs/svg.js'
import { config, createSVGWindow } from 'svgdom'
import { basename } from 'node:path'
import { FONT, FONT_DIR } from './fonts.js'
import type { Group } from './layout.js'

let canvas: Svg | null = null

/** Registers svgdom's window with svg.js on first use (global state: done here and nowhere else). */
function workspace(): Svg {
  if (canvas) return canvas
  config
    .setFontDir(FONT_DIR)
    // `sans-serif` too, or svgdom warns for every text element whose family it does not know.
    .setFontFamilyMappings({ Andika: basename(FONT.regular), [FONT.familyBold]: basename(FONT.bold), 'sans-serif': basename(FONT.regular) })
    .preloadFonts()
  const window = createSVGWindow()
  registerWindow(window, window.document)
  canvas = SVG()
  return canvas
}

const widths = new Map<string, number>()

/** Width of a text line in viewBox units, set in Andika (bold or regular); cached, texts repeat. */
export function measureText(content: string, size: number, bold: boolean): number {
  const key = `${bold ? 'b' : 'r'}${size}|${content}`
  const known = widths.get(key)
  if (known !== undefined) return known
  const probe = workspace()
    .element('text')
    .attr({ 'font-family': bold ? FONT.familyBold : FONT.family, 'font-size': size })
    .words(content)
  const width = (probe.node as unknown as SVGGraphicsElement).getBBox().width
  probe.remove()
  widths.set(key, width)
  return width
}

const XMLNS = ' xmlns="http://www.w3.org/2000/svg"'

// Markup of groups already drawn, by their content: most holes, stores and legends of a kit repeat
// (same count, same marks), so each is built with svg.js once. Bounded: cleared when it gets large.
const drawnGroups = new Map<string, string>()
const MAX_DRAWN_GROUPS = 20_000

function drawGroup(group: Group): string {
  const key = JSON.stringify(group)
  const known = drawnGroups.get(key)
  if (known !== undefined) return known
  const g = workspace().group().attr(group.attrs)
  for (const shape of group.shapes) {
    const element = g.element(shape.tag).attr(shape.attrs)
    if (shape.text !== undefined) element.words(shape.text)
  }
  const markup = g.svg().replace(XMLNS, '')
  g.remove()
  if (drawnGroups.size >= MAX_DRAWN_GROUPS) drawnGroups.clear()
  drawnGroups.set(key, markup)
  return markup
}

/** One layer as SVG text: a `g` carrying the font (svgdom and svg-to-pdfkit read it from g/text, not the root). */
export function drawLayer(groups: readonly Group[], layerClass: string): string {
  return `<g class="${layerClass}" font-family="${FONT.family}">${groups.map(drawGroup).join('')}</g>`
}
