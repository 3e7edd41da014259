import { createRequire } from 'node:module'
import { dirname } from 'node:path'

// Resolved from the installed package so the same TTF files serve svgdom (measuring) and pdfkit (embedding):
// text is then measured identically in the diagrams and on the PDF page.
const require = createRequire(import.meta.url)
const regular = require.resolve('@expo-google-fonts/andika/Andika_400Regular.ttf')
const bold = require.resolve('@expo-google-fonts/andika/Andika_700Bold.ttf')

/**
 * Andika (SIL International, Open Font License 1.1; licence in templates/fonts/OFL.txt), designed for
 * beginning readers: unambiguous letter shapes (a, l/I/1), full French accents.
 * The SVGs say `font-family="Andika"` and, for bold text, `font-weight="bold"`: svg-to-pdfkit then looks
 * up the font registered as `familyBold` (`Andika-Bold`), so register both names with pdfkit.
 */
export const FONT: { family: 'Andika'; regular: string; bold: string; familyBold: 'Andika-Bold' } = Object.freeze({
  family: 'Andika',
  regular,
  bold,
  familyBold: 'Andika-Bold',
})

export const FONT_DIR = dirname(regular)
