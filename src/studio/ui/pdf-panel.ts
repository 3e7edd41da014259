/**
 * The buttons under every PDF the studio makes: download it, see its pages; a status line (how many
 * pages, how big, how long it took) and the command that writes the same file.
 */
import type { StudioDocument } from '../core/documents.js'
import { makePdf } from '../core/documents.js'
import { download, el, fill, nextFrame } from './dom.js'
import { showPages } from './preview.js'
import { t, uiLang } from './strings.js'

/** The last PDF made, by its command: the same choices give the same bytes, made once. */
const made = new Map<string, Uint8Array>()

async function bytesOf(document: StudioDocument, status: HTMLElement): Promise<Uint8Array> {
  const known = made.get(document.command)
  if (known) return known
  fill(status, t('common.making'))
  status.dataset.state = 'making'
  await nextFrame()
  const started = performance.now()
  const bytes = await makePdf(document)
  const ms = performance.now() - started
  made.clear()
  made.set(document.command, bytes)
  const pages = (new TextDecoder('latin1').decode(bytes).match(/\/Type \/Page\b/g) ?? []).length
  fill(status, t('common.made', { pages, kb: Math.round(bytes.length / 1024), seconds: (ms / 1000).toFixed(1).replace('.', uiLang() === 'fr' ? ',' : '.') }))
  status.dataset.state = 'made'
  status.dataset.ms = String(Math.round(ms))
  return bytes
}

/**
 * A panel for the document `current()` gives (null: nothing to make, the buttons are disabled).
 * `name` tells the buttons apart for screen readers when a tab has several panels.
 */
export function pdfPanel(
  current: () => StudioDocument | null | Promise<StudioDocument | null>,
  name: string,
  /** Where the pages are shown (by default under the buttons). */
  pagesBox?: HTMLElement,
): { element: HTMLElement; refresh(): Promise<void> } {
  const status = el('p', { class: 'status', role: 'status', 'aria-live': 'polite' })
  const pages = pagesBox ?? el('div', {})
  pages.classList.add('pages')
  pages.setAttribute('role', 'region')
  pages.setAttribute('aria-label', `${t('common.previewTitle')} — ${name}`)
  const command = el('code', { class: 'command' })
  const run = async (action: 'download' | 'preview') => {
    const document = await current()
    if (!document) return
    try {
      const bytes = await bytesOf(document, status)
      if (action === 'download') download(bytes, document.fileName, 'application/pdf')
      else {
        await showPages(pages, bytes, pagesBox ? 300 : 260)
        pages.dataset.ready = 'true'
        pages.scrollIntoView({ behavior: 'smooth', block: 'start' })
      }
    } catch (error) {
      status.dataset.state = 'error'
      fill(status, `${t('error.title')} : ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  const downloadButton = el('button', { type: 'button', class: 'primary', 'aria-label': `${t('common.download')} — ${name}`, on: { click: () => void run('download') } }, t('common.download'))
  const previewButton = el('button', { type: 'button', 'aria-label': `${t('common.preview')} — ${name}`, on: { click: () => void run('preview') } }, t('common.preview'))
  const commandLine = el('p', { class: 'command-line' }, t('common.command'), ' ', command)
  const element = el('div', { class: 'pdf-panel' }, el('div', { class: 'buttons' }, downloadButton, previewButton), status, commandLine, pagesBox ? null : pages)
  const refresh = async () => {
    const document = await current()
    downloadButton.disabled = previewButton.disabled = !document
    command.textContent = document ? document.command : ''
    commandLine.hidden = !document
    if (document && !made.has(document.command)) {
      fill(status)
      delete status.dataset.state
      fill(pages)
      delete pages.dataset.ready
    }
  }
  void refresh()
  return { element, refresh }
}
