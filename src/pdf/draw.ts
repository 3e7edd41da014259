import { KIT_FONTS } from './assets.js'
import type { Doc } from './document.js'

/** Small drawing helpers shared by the sections: text placed by its top-left corner, in points. */

export type FontName = keyof typeof KIT_FONTS

export interface TextStyle {
  readonly font?: FontName
  readonly size: number
  readonly color?: string
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
    apply(doc, style)
    height = doc.heightOfString(text, { width, lineGap: style.lineGap ?? 0, align: style.align })
    known.set(key, height)
  }
  return height
}

export function widthOfText(doc: Doc, text: string, style: TextStyle): number {
  apply(doc, style)
  return doc.widthOfString(text)
}

/** Draws a text block; it must have been measured to fit (lineBreak stays on, page breaks never happen: margins are 0). */
export function drawText(doc: Doc, text: string, x: number, y: number, width: number, style: TextStyle): void {
  apply(doc, style).fillColor(style.color ?? '#000000')
  doc.text(text, x, y, { width, lineGap: style.lineGap ?? 0, align: style.align ?? 'left' })
}
