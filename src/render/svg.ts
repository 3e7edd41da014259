/** Views to standalone SVG documents: layout (pure), then drawing (svg.js), the fixed layer built once. */
import { describeView } from './describe.js'
import { drawLayer, measureText } from './draw.js'
import type { Layout, OutsideText, RenderOptions, ResolvedOptions } from './layout.js'
import { layoutBoard, layoutFixed, resolveOptions } from './layout.js'
import type { BoardView } from './view.js'

// The frame, store bands, holes, letters and direction arrows depend only on the geometry (kind,
// orientation), the labels and the language: drawn once each.
const fixedLayers = new Map<string, string>()

function fixedLayer(layout: Layout, options: ResolvedOptions): string {
  let markup = fixedLayers.get(layout.fixedKey)
  if (markup === undefined) {
    markup = drawLayer(layoutFixed(layout.geometry, options), 'board')
    fixedLayers.set(layout.fixedKey, markup)
  }
  return markup
}

const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const TITLES = {
  fr: { position: 'Position', answer: 'Corrigé du coup', legal: 'Coups jouables', blank: 'Plateau à remplir' },
  en: { position: 'Position', answer: 'Answer', legal: 'Playable moves', blank: 'Board to fill in' },
}

/** A diagram as an SVG document, with its size and what its picture leaves out. */
export interface RenderedBoard {
  readonly svg: string
  /** viewBox units. */
  readonly width: number
  readonly height: number
  /** Texts the picture could not hold at the print width (print them beside it); null when none. */
  readonly outside: OutsideText | null
}

/**
 * A complete standalone SVG document (its width and height in millimetres, the print width asked
 * for; no generated ids, so the same view and options always give the same text, in any process).
 * Its <desc> is the text alternative `describeView` gives.
 */
export function renderBoard(view: BoardView, options?: RenderOptions): RenderedBoard {
  const resolved = resolveOptions(options)
  const layout = layoutBoard(view, resolved, measureText)
  const { width, height } = layout
  const mm = (units: number) => Math.round((units * resolved.printWidthMm * 10) / width) / 10
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${mm(width)}mm" height="${mm(height)}mm" viewBox="0 0 ${width} ${height}" role="img" xml:lang="${resolved.lang}">` +
    `<title>${TITLES[resolved.lang][view.kind]}</title>` +
    `<desc>${escapeXml(describeView(view, resolved.lang))}</desc>` +
    fixedLayer(layout, resolved) +
    drawLayer(layout.content, 'content') +
    `</svg>\n`
  return { svg, width, height, outside: layout.outside }
}

/** The SVG text of `renderBoard`. */
export const renderBoardSvg = (view: BoardView, options?: RenderOptions): string => renderBoard(view, options).svg
