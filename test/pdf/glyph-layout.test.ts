import { describe, expect, it } from 'vitest'
import { KIT_FONTS } from '../../src/pdf/assets.js'
import { createDocument, finishDocument } from '../../src/pdf/document.js'
import { DIRECT_LAYOUT } from '../../src/pdf/glyph-layout.js'
import { readPdf } from './read-pdf.js'

describe('direct glyph layout', () => {
  it('is in place for every kit font, and measures what it draws', async () => {
    const doc = await createDocument({ lang: 'fr', title: 't', subject: 's', date: new Date(0) })
    for (const font of Object.values(KIT_FONTS)) {
      doc.font(font.name)
      const fontkit = (doc as unknown as { _font: { font: Record<symbol, unknown> & { glyphsForString(t: string): { advanceWidth: number }[]; unitsPerEm: number } } })._font.font
      expect(fontkit[DIRECT_LAYOUT]).toBe(true)
      const text = 'Vérifie : prends\u2011tu 100\u202F% ?'
      const advance = fontkit.glyphsForString(text).reduce((sum, glyph) => sum + glyph.advanceWidth, 0)
      expect(doc.fontSize(10).widthOfString(text)).toBeCloseTo((advance / fontkit.unitsPerEm) * 10, 6)
    }
  })

  it('keeps the text readable: accents, fi, narrow spaces come back out of the PDF', async () => {
    const doc = await createDocument({ lang: 'fr', title: 't', subject: 's', date: new Date(0) })
    doc.addPage({ size: [300, 200], margin: 0 })
    doc.font(KIT_FONTS.regular.name).fontSize(12).text('Vérifie la réserve « définie » : où ?', 10, 10, { width: 280 })
    const pdf = await readPdf(await finishDocument(doc))
    expect(pdf.pages[0]!.text).toContain('Vérifie la réserve « définie » : où ?')
  })
})
