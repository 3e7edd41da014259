/** Views to standalone SVG documents: layout (pure), then drawing (svg.js), the fixed layer built once. */
import { describeView } from './describe.js'
import { drawLayer, measureText } from './draw.js'
import type { RenderOptions } from './layout.js'
import { BOARD_SIZE, layoutDynamic, layoutStatic, resolveOptions } from './layout.js'
import type { BoardView } from './view.js'

// The frame, holes, letters and store frames depend only on labels and language: drawn once each.
const fixedLayers = new Map<string, string>()

function fixedLayer(options: ReturnType<typeof resolveOptions>): string {
  const key = `${options.labels}|${options.lang}`
  let markup = fixedLayers.get(key)
  if (markup === undefined) {
    markup = drawLayer(layoutStatic(options), 'board')
    fixedLayers.set(key, markup)
  }
  return markup
}

const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const TITLES = {
  fr: { position: 'Position', answer: 'Corrigé du coup', legal: 'Coups jouables', blank: 'Plateau à remplir' },
  en: { position: 'Position', answer: 'Answer', legal: 'Playable moves', blank: 'Board to fill in' },
}

/**
 * A complete standalone SVG document (width, height, viewBox; no generated ids, so the same view
 * and options always give the same text, in any process). Its <desc> is the text alternative
 * `describeView` gives.
 */
export function renderBoardSvg(view: BoardView, options?: RenderOptions): string {
  const resolved = resolveOptions(options)
  const { width, height } = BOARD_SIZE
  const dynamic = drawLayer(layoutDynamic(view, resolved, measureText), 'content')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" xml:lang="${resolved.lang}">` +
    `<title>${TITLES[resolved.lang][view.kind]}</title>` +
    `<desc>${escapeXml(describeView(view, resolved.lang))}</desc>` +
    fixedLayer(resolved) +
    dynamic +
    `</svg>\n`
  )
}
