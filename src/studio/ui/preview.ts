/**
 * The pages of a PDF made in the page, shown as pictures: pdf.js (loaded on first use, its worker a
 * file beside the page) draws each page into a canvas. What the teacher sees is the PDF itself, not
 * a second drawing of it.
 */
import { el, fill } from './dom.js'
import { t } from './strings.js'

type PdfJs = typeof import('pdfjs-dist')
let pdfjs: Promise<PdfJs> | null = null

/**
 * Loads pdf.js and starts its worker. Done once the page is idle after loading (warmUp), so that
 * previews work offline afterwards: the worker then lives in the page, nothing is fetched later.
 */
export function loadPdfJs(): Promise<PdfJs> {
  // The worker's script is fetched here, before the promise settles, and started from that copy: a
  // worker started from its URL fetches it later, on its own, and a page gone offline meanwhile
  // (a classroom's Wi-Fi) is left with no preview.
  pdfjs ??= (async () => {
    const source = new URL('pdf.worker.min.mjs', document.baseURI).href
    const script = fetch(source).then((response) => {
      if (!response.ok) throw new Error(`${source}: ${response.status}`)
      return response.blob()
    })
    const [module, code] = await Promise.all([import('pdfjs-dist'), script])
    const url = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }))
    module.GlobalWorkerOptions.workerPort = new Worker(url, { type: 'module' })
    return module
  })()
  return pdfjs
}

/** Draws every page of `bytes` into `container`, each `width` CSS pixels wide. */
export async function showPages(container: HTMLElement, bytes: Uint8Array, width = 260): Promise<number> {
  const lib = await loadPdfJs()
  // pdf.js takes the buffer over: it is given a copy, the download keeps the original.
  const document_ = await lib.getDocument({ data: bytes.slice(), isEvalSupported: false, disableFontFace: false }).promise
  const figures: HTMLElement[] = []
  fill(container)
  for (let number = 1; number <= document_.numPages; number++) {
    const page = await document_.getPage(number)
    const unscaled = page.getViewport({ scale: 1 })
    const ratio = window.devicePixelRatio || 1
    const viewport = page.getViewport({ scale: (width / unscaled.width) * ratio })
    const canvas = el('canvas', { width: Math.round(viewport.width), height: Math.round(viewport.height), role: 'img', 'aria-label': t('common.page', { number }) })
    canvas.style.width = `${width}px`
    const figure = el('figure', { class: 'page' }, canvas, el('figcaption', {}, t('common.page', { number })))
    figures.push(figure)
    container.append(figure)
    await page.render({ canvas, canvasContext: canvas.getContext('2d')!, viewport }).promise
  }
  await document_.destroy()
  return figures.length
}
