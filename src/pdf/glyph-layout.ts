import type { Doc } from './document.js'

/**
 * Text layout without OpenType shaping, for Andika and the kit's Latin text.
 *
 * pdfkit lays every new word out with fontkit's full shaper (GSUB/GPOS), about 0.5 ms a word plus
 * some 200 ms per font to decode the tables: most of the kit's build time. Andika has no kerning; for
 * French and English its shaping only makes the fi/fl ligatures (and positions combining marks, which
 * the kit never uses: its accents are precomposed). Mapping characters to glyphs through the font's
 * cmap with their advance widths gives the same text, without those two ligatures (clearer for
 * beginning readers anyway), thirty times faster. Measuring and drawing both go through this layout,
 * so every measure stays exact.
 *
 * pdfkit offers no hook for this: the fontkit font of each registered font (`doc._font.font`, pdfkit
 * 0.20, pinned in package.json) gets this `layout`. test/pdf/glyph-layout.test.ts checks it is in place.
 */

interface FontkitGlyph {
  readonly id: number
  readonly advanceWidth: number
  readonly codePoints: number[]
}
interface FontkitFont {
  glyphsForString(text: string): FontkitGlyph[]
  layout(text: string, features?: unknown): unknown
}
interface GlyphPosition {
  xAdvance: number
  yAdvance: number
  xOffset: number
  yOffset: number
}

/** A glyph run as fontkit returns it: pdfkit scales the positions in place, then reads advanceWidth. */
function directLayout(font: FontkitFont, text: string) {
  const glyphs = font.glyphsForString(text)
  const positions: GlyphPosition[] = glyphs.map((glyph) => ({ xAdvance: glyph.advanceWidth, yAdvance: 0, xOffset: 0, yOffset: 0 }))
  return {
    glyphs,
    positions,
    get advanceWidth() {
      let width = 0
      for (const position of positions) width += position.xAdvance
      return width
    },
  }
}

export const DIRECT_LAYOUT = Symbol('awale-kit direct glyph layout')

/** Gives each named font of the document the direct layout. Call once, right after registering the fonts. */
export function useDirectGlyphLayout(doc: Doc, fontNames: readonly string[]): void {
  for (const name of fontNames) {
    doc.font(name)
    const embedded = (doc as unknown as { _font?: { font?: FontkitFont & { [DIRECT_LAYOUT]?: true } } })._font
    const font = embedded?.font
    if (!font || typeof font.glyphsForString !== 'function') throw new Error(`pdfkit font ${name} is not a fontkit font: cannot set its layout`)
    font.layout = (text: string) => directLayout(font, text)
    font[DIRECT_LAYOUT] = true
  }
}
