/** A few helpers to build the page's elements: plain DOM, no framework. */
import { decodeText } from '../../input/read.js'
import { t, uiLang } from './strings.js'

type Child = Node | string | number | null | undefined | false
type Props = Record<string, unknown> & { class?: string; dataset?: Record<string, string>; on?: Partial<Record<keyof HTMLElementEventMap, (event: never) => void>> }

/** An element with attributes (or properties, for value/checked/…), listeners and children. */
export function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Props = {}, ...children: (Child | Child[])[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag)
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === false) continue
    if (key === 'on') for (const [event, listener] of Object.entries(value as object)) element.addEventListener(event, listener as EventListener)
    else if (key === 'dataset') Object.assign(element.dataset, value)
    else if (key === 'class') element.className = String(value)
    else if (key in element && !key.includes('-') && key !== 'list' && key !== 'form') (element as unknown as Record<string, unknown>)[key] = value
    else element.setAttribute(key, value === true ? '' : String(value))
  }
  append(element, children)
  return element
}

export function append(parent: Node, children: (Child | Child[])[]): void {
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue
    parent.appendChild(typeof child === 'string' || typeof child === 'number' ? document.createTextNode(String(child)) : child)
  }
}

/** Replaces an element's children. */
export function fill(parent: Element, ...children: (Child | Child[])[]): void {
  parent.replaceChildren()
  append(parent, children)
}

let ids = 0
/** A fresh id, for labels and descriptions. */
export const freshId = (prefix: string): string => `${prefix}-${++ids}`

/** A labelled control: the label's `for` points at it. */
export function field(label: string, control: HTMLElement, help?: string): HTMLElement {
  if (!control.id) control.id = freshId('field')
  const helpNode = help ? el('p', { class: 'help', id: freshId('help') }, help) : null
  if (helpNode) control.setAttribute('aria-describedby', helpNode.id)
  return el('div', { class: 'field' }, el('label', { for: control.id }, label), control, helpNode)
}

/**
 * Builds a container's controls again and gives the focus back to the control that had it (the
 * same place among them): an arrow key on a list that changes the choice keeps the teacher there.
 */
export function keepFocus(container: HTMLElement, rebuild: () => void): void {
  const controls = () => [...container.querySelectorAll<HTMLElement>('select, input, button, textarea')]
  const index = controls().indexOf(document.activeElement as HTMLElement)
  rebuild()
  if (index >= 0) controls()[index]?.focus()
}

/** A select with its options (value, text). */
export function select<T extends string>(options: readonly (readonly [T, string])[], value: T, onChange: (value: T) => void): HTMLSelectElement {
  const element = el('select', { on: { change: () => onChange(element.value as T) } }, ...options.map(([v, text]) => el('option', { value: v, selected: v === value }, text)))
  element.value = value
  return element
}

/** Radio buttons in a fieldset with its legend. */
export function radios<T extends string>(legend: string, name: string, options: readonly (readonly [T, string])[], value: T, onChange: (value: T) => void): HTMLFieldSetElement {
  return el(
    'fieldset',
    { class: 'radios' },
    el('legend', {}, legend),
    ...options.map(([v, text]) => {
      const input = el('input', { type: 'radio', name, value: v, checked: v === value, on: { change: () => onChange(v) } })
      return el('label', {}, input, ' ', text)
    }),
  )
}

/** Bytes offered to the browser as a file to save. */
export function download(bytes: Uint8Array | string, fileName: string, type: string): void {
  const blob = new Blob([typeof bytes === 'string' ? bytes : (bytes as BlobPart)], { type })
  const url = URL.createObjectURL(blob)
  const link = el('a', { href: url, download: fileName })
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/** Lets the browser paint (a status line) before long synchronous work. */
export const nextFrame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

/**
 * Reads a text file the teacher gave (picked or dropped) as the command line reads one: its size
 * checked before a byte is read (a dropped 2 GB video is refused at once, not read), then decoded by
 * the input layer's rules (UTF-8, a byte-order mark dropped, UTF-16 named). The text, or why not in
 * the studio's words.
 */
export async function readGivenFile(file: File, maxBytes: number): Promise<{ ok: true; text: string } | { ok: false; message: string }> {
  if (file.size > maxBytes) return { ok: false, message: t('file.tooLarge', { name: file.name, size: sizeText(file.size), max: sizeText(maxBytes) }) }
  let bytes: Uint8Array
  try {
    bytes = new Uint8Array(await file.arrayBuffer())
  } catch {
    return { ok: false, message: t('file.unreadable', { name: file.name }) }
  }
  // The size the browser said is checked again on what was read (a file that grew since).
  if (bytes.length > maxBytes) return { ok: false, message: t('file.tooLarge', { name: file.name, size: sizeText(bytes.length), max: sizeText(maxBytes) }) }
  const text = decodeText(bytes)
  if (!text.ok) return { ok: false, message: t(/UTF-16/.test(text.error.message) ? 'file.utf16' : 'file.notUtf8', { name: file.name }) }
  return { ok: true, text: text.value }
}

/** A size as a teacher reads it: 256 Kio, 1 Mio, 2,3 Go. */
function sizeText(bytes: number): string {
  const [unit, value] = bytes >= 2 ** 30 ? (['file.GB', bytes / 2 ** 30] as const) : bytes >= 2 ** 20 ? (['file.MB', bytes / 2 ** 20] as const) : (['file.KB', bytes / 2 ** 10] as const)
  return `${new Intl.NumberFormat(uiLang(), { maximumFractionDigits: 1 }).format(value)}\u00a0${t(unit)}`
}
