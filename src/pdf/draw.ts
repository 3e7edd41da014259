import { KIT_FONTS } from './assets.js'
import type { Doc } from './document.js'
import { inkOf } from './document.js'

/** Small drawing helpers shared by the sections: text placed by its top-left corner, in points. */

export type FontName = keyof typeof KIT_FONTS

/** Text inks: secondary (`soft`), in passing (`faint`: footers, ids), white on a black disc (`reverse`). */
export type Tone = 'text' | 'soft' | 'faint' | 'reverse'

/** The colour of a tone in the document's ink: black for all but `reverse` in black ink. */
export const toneColour = (doc: Doc, tone: Tone = 'text'): string => (tone === 'reverse' ? '#ffffff' : inkOf(doc).page[tone])

export interface TextStyle {
  readonly font?: FontName
  readonly size: number
  /** Its ink's role (render/ink.ts): body text (the default), soft or faint text, or white on black. */
  readonly tone?: Tone
  readonly align?: 'left' | 'center' | 'right' | 'justify'
  readonly lineGap?: number
}

const apply = (doc: Doc, style: TextStyle): Doc => doc.font(KIT_FONTS[style.font ?? 'regular'].name).fontSize(style.size)

// Layout measures the same labels again and again (the lines to fill in, once per exercise): remember them.
const heights = new WeakMap<Doc, Map<string, number>>()

/** Height of a text set in `width` points: the measure every layout pass uses before placing anything. */
export function measureText(doc: Doc, text: string, width: number, style: TextStyle): number {
  let known = heights.get(doc)
  if (!known) heights.set(doc, (known = new Map()))
  const key = `${style.font ?? 'regular'}|${style.size}|${style.lineGap ?? 0}|${style.align ?? 'left'}|${width}|${text}`
  let height = known.get(key)
  if (height === undefined) {
    const breakable = breakableText(doc, text, width, style)
    apply(doc, style)
    height = doc.heightOfString(breakable, { width, lineGap: style.lineGap ?? 0, align: style.align })
    known.set(key, height)
  }
  return height
}

/** A zero-width space (Andika draws it as nothing): a place where a line may break. */
const BREAK = '\u200B'
/** No glyph of Andika is wider than this many em (the widest, U+2E3B, is 2.4). */
const WIDEST_GLYPH_EM = 2.5
const characterWidths = new WeakMap<Doc, Map<string, number>>()

/**
 * The text with a break opportunity inside every run of characters (a "word") wider than `width`,
 * so that each piece fits a line. pdfkit breaks a word wider than its line itself, but by
 * measuring what is left of the word again after every line, with a new glyph array each time:
 * quadratic in the word's length (a 50,000-character title took minutes and gigabytes). Here each
 * character is measured once (widths remembered per font and size), so breaking is linear. Text
 * without such a word is returned as it is: the same bytes as before for every ordinary text.
 */
export function breakableText(doc: Doc, text: string, width: number, style: TextStyle): string {
  // A run shorter than this cannot be wider than the line, whatever its letters: no need to measure it.
  const shortest = Math.floor(width / (WIDEST_GLYPH_EM * style.size))
  if (text.length <= shortest) return text
  const runs = /[^\s\u200B]+/g
  let result = ''
  let copied = 0
  for (let run = runs.exec(text); run !== null; run = runs.exec(text)) {
    if (run[0].length <= shortest) continue
    const pieces = splitRun(doc, run[0], width, style)
    if (pieces === null) continue
    result += text.slice(copied, run.index) + pieces.join(BREAK)
    copied = run.index + run[0].length
  }
  return copied === 0 ? text : result + text.slice(copied)
}

/** A run cut into pieces that each fit `width` (with room for a space after), or null when it fits whole. */
function splitRun(doc: Doc, run: string, width: number, style: TextStyle): string[] | null {
  const font = style.font ?? 'regular'
  let known = characterWidths.get(doc)
  if (!known) characterWidths.set(doc, (known = new Map()))
  const widthOf = (char: string): number => {
    const key = `${font}|${style.size}|${char}`
    let measured = known.get(key)
    if (measured === undefined) {
      measured = widthOfText(doc, char, style)
      known.set(key, measured)
    }
    return measured
  }
  const room = width - 2 * widthOf(' ') - 1
  const pieces: string[] = []
  let start = 0
  let used = 0
  let total = 0
  for (let index = 0; index < run.length; ) {
    const char = String.fromCodePoint(run.codePointAt(index)!)
    const advance = widthOf(char)
    if (used + advance > room && index > start) {
      pieces.push(run.slice(start, index))
      start = index
      used = 0
    }
    used += advance
    total += advance
    index += char.length
  }
  // A run no wider than the box is pdfkit's to place, as always (a label is drawn in a box of its own width).
  if (total <= width) return null
  pieces.push(run.slice(start))
  return pieces
}

/** pdfkit's own line breaking, which `text` and `heightOfString` use: each line is handed to the callback. */
interface LineBreaking {
  _text(text: string, x: number, y: number, options: object, onLine: (line: string) => void): void
}

/**
 * The width of each line of a text set in `width` points, broken as pdfkit breaks it when it draws
 * (its own line wrapper): a self-check code may stand in the white after a question's short last line.
 */
export function lineWidths(doc: Doc, text: string, width: number, style: TextStyle): number[] {
  return textLines(doc, text, width, style).map((line) => widthOfText(doc, line.trimEnd(), style))
}

/**
 * The lines of a text set in `width` points, as pdfkit breaks them when it draws: each with the
 * spaces it ends on, so that the lines put together give the text back (with the break
 * opportunities `breakableText` adds to a word wider than the line).
 */
export function textLines(doc: Doc, text: string, width: number, style: TextStyle): string[] {
  const breakable = breakableText(doc, text, width, style)
  apply(doc, style)
  const lineGap = style.lineGap ?? 0
  const { x, y } = doc
  const lines: string[] = []
  ;(doc as unknown as LineBreaking)._text(breakable, x, y, { width, lineGap, height: Infinity, align: style.align ?? 'left' }, (line) => {
    lines.push(line)
    doc.y += doc.currentLineHeight(true) + lineGap
  })
  doc.x = x
  doc.y = y
  return lines
}

export function widthOfText(doc: Doc, text: string, style: TextStyle): number {
  apply(doc, style)
  return doc.widthOfString(text)
}

/**
 * Draws a text block, measured before to fit. Never past the page's bottom edge: pdfkit would add a
 * page of its own there (no header, no footer, every later page number wrong); a text that does not
 * fit is cut with an ellipsis instead. The page layout keeps every block within its page.
 */
export function drawText(doc: Doc, text: string, x: number, y: number, width: number, style: TextStyle): void {
  const breakable = breakableText(doc, text, width, style)
  apply(doc, style).fillColor(toneColour(doc, style.tone))
  const options = { width, lineGap: style.lineGap ?? 0, align: style.align ?? 'left' } as const
  if (band === null) {
    doc.text(breakable, x, y, { ...options, height: Math.max(0, doc.page.height - y), ellipsis: true })
    return
  }
  // A slice of a block taller than a page: only the lines whose top falls in the band, each whole.
  const step = doc.currentLineHeight(true) + options.lineGap
  const first = Math.max(0, Math.ceil((band.top - y) / step - 1e-6))
  const last = Math.ceil((band.bottom - y) / step - 1e-6) - 1
  if (last < first) return
  doc.save()
  doc.rect(0, y + first * step, doc.page.width, (last - first + 1) * step).clip()
  // The lines above and below are set too, outside the clip (and off the page): never a page of pdfkit's own.
  doc.text(breakable, x, y, { ...options, height: 1e7 })
  doc.restore()
}

/** The band of the page a slice of a tall block shows (flow.ts); null when drawing whole blocks. */
let band: { readonly top: number; readonly bottom: number } | null = null

/** Draws with texts limited to the lines whose top falls between `top` and `bottom` (page coordinates). */
export function drawWithin(top: number, bottom: number, draw: () => void): void {
  const outer = band
  band = { top, bottom }
  try {
    draw()
  } finally {
    band = outer
  }
}
