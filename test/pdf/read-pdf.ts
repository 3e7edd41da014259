import { inflateSync } from 'node:zlib'
import { OPS, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/** What a reader sees of a PDF: page sizes in millimetres and the text of each page (pdfjs, as a viewer would). */
export interface ReadPdf {
  pages: { widthMm: number; heightMm: number; text: string }[]
  info: Record<string, unknown>
  fonts: string[]
}

const MM_PER_POINT = 25.4 / 72

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, disableFontFace: true, verbosity: 0 }).promise
  const pages: ReadPdf['pages'] = []
  const fonts = new Set<string>()
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n)
    const [x0, y0, x1, y1] = page.view as [number, number, number, number]
    const content = await page.getTextContent()
    const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join('')
    for (const style of Object.values(content.styles)) fonts.add((style as { fontFamily: string }).fontFamily)
    pages.push({ widthMm: (x1 - x0) * MM_PER_POINT, heightMm: (y1 - y0) * MM_PER_POINT, text: text.replace(/[ \u00A0\u202F]+/g, ' ') })
  }
  const { info } = await pdf.getMetadata()
  await pdf.destroy()
  return { pages, info: info as Record<string, unknown>, fonts: [...fonts] }
}

/** Font names embedded in the file (FontFile2 streams), read from the raw bytes. */
export function embeddedFontNames(bytes: Uint8Array): string[] {
  const text = Buffer.from(bytes).toString('latin1')
  const names = new Set<string>()
  for (const match of text.matchAll(/\/FontName \/([A-Z]{6}\+[\w-]+)/g)) names.add(match[1]!)
  const files = (text.match(/\/FontFile2 /g) ?? []).length
  return files > 0 ? [...names] : []
}

/** Every Flate stream of the file, inflated (page contents among them). */
export function inflatedStreams(bytes: Uint8Array): string[] {
  const text = Buffer.from(bytes)
  const streams: string[] = []
  let from = 0
  for (;;) {
    const start = text.indexOf('stream\n', from)
    if (start < 0) break
    const end = text.indexOf('\nendstream', start)
    try {
      streams.push(inflateSync(text.subarray(start + 7, end)).toString('latin1'))
    } catch {
      // not a Flate stream (fonts are, images would not be): skip
    }
    from = end + 10
  }
  return streams
}

/** One run of text as pdfjs reads it: its size and turn from the text matrix, its origin from the page's top-left corner. */
export interface TextItem {
  readonly page: number
  readonly text: string
  /** Font size as printed, in points (the text matrix's scale, page transformations included). */
  readonly size: number
  /** Degrees, counter-clockwise: 0 reads normally, 180 is upside down. */
  readonly rotation: number
  readonly leftMm: number
  readonly top: number
  /** Drawn inside a tagged figure (a board diagram, the 10 cm bar): not the page's own text. */
  readonly inFigure: boolean
}

/** Every non-blank text run of every page, with its printed size and rotation. */
export async function readTextItems(bytes: Uint8Array): Promise<TextItem[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, disableFontFace: true, verbosity: 0 }).promise
  const items: TextItem[] = []
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n)
    const [, , , y1] = page.view as [number, number, number, number]
    const content = await page.getTextContent({ includeMarkedContent: true })
    // Marked content nests: the tags opened so far, innermost last.
    const open: string[] = []
    for (const item of content.items) {
      if (!('str' in item)) {
        if (item.type === 'beginMarkedContentProps' || item.type === 'beginMarkedContent') open.push((item as { tag?: string }).tag ?? '')
        else if (item.type === 'endMarkedContent') open.pop()
        continue
      }
      if (item.str.trim() === '') continue
      const [a, b, , , e, f] = item.transform as [number, number, number, number, number, number]
      const rotation = Math.round((Math.atan2(b, a) * 180) / Math.PI + 360) % 360
      items.push({ page: n, text: item.str, size: Math.hypot(a, b), rotation, leftMm: e * MM_PER_POINT, top: (y1 - f) * MM_PER_POINT, inFigure: open.includes('Figure') })
    }
  }
  await pdf.destroy()
  return items
}

/** Every colour a page paints with (fills and strokes, forms included), and every opacity below 1, as pdfjs reads them. */
export interface PageInks {
  readonly page: number
  readonly fills: ReadonlySet<string>
  readonly strokes: ReadonlySet<string>
  /** Fill or stroke opacities below 1 (a tint by transparency). */
  readonly alphas: readonly number[]
}

export async function readInks(bytes: Uint8Array): Promise<PageInks[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, disableFontFace: true, verbosity: 0 }).promise
  const pages: PageInks[] = []
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n)
    const list = await page.getOperatorList()
    const fills = new Set<string>()
    const strokes = new Set<string>()
    const alphas: number[] = []
    list.fnArray.forEach((fn, i) => {
      const args = list.argsArray[i] as unknown[]
      if (fn === OPS.setFillRGBColor) fills.add(String(args[0]))
      else if (fn === OPS.setStrokeRGBColor) strokes.add(String(args[0]))
      else if (fn === OPS.setFillGray || fn === OPS.setFillCMYKColor || fn === OPS.setFillColorN || fn === OPS.setFillColor) fills.add(`other:${JSON.stringify(args)}`)
      else if (fn === OPS.setStrokeGray || fn === OPS.setStrokeCMYKColor || fn === OPS.setStrokeColorN || fn === OPS.setStrokeColor) strokes.add(`other:${JSON.stringify(args)}`)
      else if (fn === OPS.shadingFill || fn === OPS.paintImageXObject || fn === OPS.paintInlineImageXObject) fills.add(`other:${fn}`)
      else if (fn === OPS.setGState) {
        for (const [key, value] of (args[0] as [string, unknown][]) ?? []) if ((key === 'CA' || key === 'ca') && typeof value === 'number' && value < 1) alphas.push(value)
      }
    })
    pages.push({ page: n, fills, strokes, alphas })
  }
  await pdf.destroy()
  return pages
}
