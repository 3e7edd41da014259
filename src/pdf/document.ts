import type PDFKit from 'pdfkit'
import type { Ink, InkName } from '../render/ink.js'
import { DEFAULT_PDF_INK, INKS } from '../render/ink.js'
import { KIT_FONTS } from './assets.js'
import { compressStreamsWithFflate, concatBytes } from './compress.js'
import { useDirectGlyphLayout } from './glyph-layout.js'
import type { Lang } from './typography.js'

/** The date written into the PDF: fixed, so the same inputs give the same bytes (reproducible builds). */
export const DEFAULT_BUILD_DATE = new Date(Date.UTC(2026, 0, 1))

/**
 * SOURCE_DATE_EPOCH (seconds since 1970, the reproducible-builds convention) when set and valid,
 * else the fixed default. Never the clock.
 */
export function buildDate(env: Readonly<Record<string, string | undefined>>): Date {
  if (sourceDateProblem(env) !== null) return DEFAULT_BUILD_DATE
  const epoch = env['SOURCE_DATE_EPOCH']
  if (epoch !== undefined && epoch.trim() !== '') return new Date(Number(epoch.trim()) * 1000)
  return DEFAULT_BUILD_DATE
}

const LAST_PDF_SECOND = Date.UTC(9999, 11, 31, 23, 59, 59) / 1000

/**
 * Why SOURCE_DATE_EPOCH cannot be used, or null: a build asked for a date must not silently get
 * another (the reproducible-builds convention says to fail). Empty counts as unset.
 */
export function sourceDateProblem(env: Readonly<Record<string, string | undefined>>): string | null {
  const epoch = env['SOURCE_DATE_EPOCH']?.trim()
  if (epoch === undefined || epoch === '') return null
  // A PDF date has a four-digit year: up to 9999-12-31.
  if (/^\d{1,12}$/.test(epoch) && Number(epoch) <= LAST_PDF_SECOND) return null
  return `SOURCE_DATE_EPOCH must be a whole number of seconds since 1970-01-01 (e.g. 1767225600), not ${JSON.stringify(epoch)}; unset it to use the fixed date`
}

export interface DocumentOptions {
  readonly lang: Lang
  readonly title: string
  readonly subject: string
  readonly date: Date
  /** The inks the document prints with (render/ink.ts): black only unless `colour` is asked for. */
  readonly ink?: InkName
}

export type Doc = PDFKit.PDFDocument

const inks = new WeakMap<Doc, Ink>()
/** The inks a document prints with: every page and diagram takes its colours from here. */
export const inkOf = (doc: Doc): Ink => inks.get(doc) ?? INKS[DEFAULT_PDF_INK]

/**
 * A tagged PDF 1.7 with the kit's fonts registered under the names the diagrams ask for (`Andika`, `Andika-Bold`),
 * its streams compressed by fflate (the same bytes in the studio as on the command line).
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
  compressStreamsWithFflate(doc)
  escapeXmpMetadata(doc)
  for (const font of Object.values(KIT_FONTS)) doc.registerFont(font.name, font.path)
  useDirectGlyphLayout(
    doc,
    Object.values(KIT_FONTS).map((font) => font.name),
  )
  doc.font(KIT_FONTS.regular.name)
  inks.set(doc, INKS[options.ink ?? DEFAULT_PDF_INK])
  return doc
}

/** Text made safe inside XML: markup characters escaped, characters XML 1.0 forbids dropped. */
export const xmlText = (text: string): string =>
  text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')

/**
 * pdfkit writes the title, subject and author into the XMP metadata (XML) as they are: a title with
 * `&` or `<` made the metadata invalid XML, and could put markup in it. Its writer runs with every
 * text field XML-escaped (the document information dictionary keeps the plain text).
 */
function escapeXmpMetadata(doc: Doc): void {
  const pdf = doc as unknown as { _addInfo?: () => void; info: Record<string, unknown> }
  const addInfo = pdf._addInfo
  if (typeof addInfo !== 'function') throw new Error('pdfkit has no _addInfo: cannot escape the XMP metadata (pdfkit 0.20 expected)')
  pdf._addInfo = function (this: typeof pdf) {
    const plain = this.info
    this.info = Object.fromEntries(Object.entries(plain).map(([key, value]) => [key, typeof value === 'string' ? xmlText(value) : value]))
    try {
      addInfo.call(this)
    } finally {
      this.info = plain
    }
  }
}

/** Ends the document and collects its bytes (a Buffer under Node; in the studio's page, which has no Buffer, a Uint8Array). */
export function finishDocument(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(typeof Buffer === 'function' ? Buffer.concat(chunks) : (concatBytes(chunks) as Buffer)))
    doc.on('error', reject)
    doc.end()
  })
}
