/**
 * Text widths for the diagrams drawn in the page, measured as svgdom measures them for the command
 * line's SVGs (the sum of the advances of fontkit's layout, in the same Andika TTF): the page lays
 * its boards out exactly as the command line's diagrams.
 */
import { create } from 'fontkit'
import type { Measure } from '../../render/layout.js'

interface FontkitFont {
  readonly unitsPerEm: number
  layout(text: string): { glyphs: { advanceWidth: number }[] }
}

let fonts: { regular: FontkitFont; bold: FontkitFont } | null = null
const widths = new Map<string, number>()

export function setMeasureFonts(bytes: { regular: Uint8Array; bold: Uint8Array }): void {
  fonts = { regular: create(bytes.regular) as FontkitFont, bold: create(bytes.bold) as FontkitFont }
  widths.clear()
}

export const measureText: Measure = (content, size, bold) => {
  if (!fonts) throw new Error('the fonts are not loaded yet')
  const key = `${bold ? 'b' : 'r'}${size}|${content}`
  const known = widths.get(key)
  if (known !== undefined) return known
  const font = bold ? fonts.bold : fonts.regular
  const width = (font.layout(content).glyphs.reduce((sum, glyph) => sum + glyph.advanceWidth, 0) / font.unitsPerEm) * size
  widths.set(key, width)
  return width
}
