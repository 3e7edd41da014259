import type PDFKit from 'pdfkit'
import { KIT_FONTS } from './assets.js'
import { useDirectGlyphLayout } from './glyph-layout.js'
import type { Lang } from './typography.js'

/** The date written into the PDF: fixed, so the same inputs give the same bytes (reproducible builds). */
export const DEFAULT_BUILD_DATE = new Date(Date.UTC(2026, 0, 1))

/**
 * SOURCE_DATE_EPOCH (seconds since 1970, the reproducible-builds convention) when set and valid,
 * else the fixed default. Never the clock.
 */
export function buildDate(env: Readonly<Record<string, string | undefined>>): Date {
  const epoch = env['SOURCE_DATE_EPOCH']
  if (epoch !== undefined && /^\d{1,12}$/.test(epoch.trim())) return new Date(Number(epoch.trim()) * 1000)
  return DEFAULT_BUILD_DATE
}

export interface DocumentOptions {
  readonly lang: Lang
  readonly title: string
  readonly subject: string
  readonly date: Date
}

export type Doc = PDFKit.PDFDocument

/**
 * A tagged PDF 1.7 with the kit's fonts registered under the names the diagrams ask for (`Andika`, `Andika-Bold`).
 * pdfkit is imported here, lazily, so commands that print nothing never pay for it.
 */
export async function createDocument(options: DocumentOptions): Promise<Doc> {
  const { default: PDFDocument } = await import('pdfkit')
  const doc = new PDFDocument({
    autoFirstPage: false,
    margin: 0,
    // No default Helvetica: the kit's fonts are set below (saves parsing Helvetica's metrics).
    font: null,
    pdfVersion: '1.7',
    tagged: true,
    lang: options.lang === 'fr' ? 'fr-FR' : 'en-GB',
    displayTitle: true,
    info: {
      Title: options.title,
      Subject: options.subject,
      Author: 'awale-kit',
      Creator: 'awale-kit',
      Producer: 'awale-kit (pdfkit)',
      CreationDate: options.date,
      ModDate: options.date,
    },
  } as unknown as PDFKit.PDFDocumentOptions)
  for (const font of Object.values(KIT_FONTS)) doc.registerFont(font.name, font.path)
  useDirectGlyphLayout(doc, Object.values(KIT_FONTS).map((font) => font.name))
  doc.font(KIT_FONTS.regular.name)
  return doc
}

/** Ends the document and collects its bytes. */
export function finishDocument(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.end()
  })
}
