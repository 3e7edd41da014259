/**
 * The studio's page: three screens (prepare a lesson, write an exercise, boards and games) over the
 * kit's own modules, in French or English. Everything runs here: the fonts are fetched from beside
 * the page, nothing else goes over the network.
 */
import './shims/globals.js'
import { setKitFonts } from './shims/assets.js'
import { openLibrary } from './core/library.js'
import type { Library } from './core/library.js'
import { el, fill } from './ui/dom.js'
import { setMeasureFonts } from './ui/measure.js'
import { loadPdfJs } from './ui/preview.js'
import { playPanel } from './ui/play.js'
import { preparePanel } from './ui/prepare.js'
import type { UiLang } from './ui/strings.js'
import { LANGUAGE_CHOICES, setUiLang, t, uiLang } from './ui/strings.js'
import { writePanel } from './ui/write.js'
import { openPupilView } from './ui/pupil.js'

const TABS = ['prepare', 'write', 'play'] as const
type Tab = (typeof TABS)[number]

const tabFromHash = (): Tab => {
  const name = location.hash.replace(/^#/, '').split('&')[0]
  return (TABS as readonly string[]).includes(name ?? '') ? (name as Tab) : 'prepare'
}

const langFromPage = (): UiLang => {
  const asked = new URLSearchParams(location.search).get('lang') ?? localStorage.getItem('awale-studio-lang') ?? navigator.language
  return asked?.toLowerCase().startsWith('fr') ? 'fr' : asked?.toLowerCase().startsWith('en') ? 'en' : 'fr'
}

function mount(library: Library): void {
  const root = document.getElementById('app')!
  let tab = tabFromHash()
  // Each screen is built the first time it is shown: the page is usable sooner.
  let writer: ReturnType<typeof writePanel> | null = null
  const build: Record<Tab, () => HTMLElement> = {
    prepare: () => preparePanel(library),
    write: () => (writer ??= writePanel()).element,
    play: () => playPanel(library),
  }
  const buttons = TABS.map((name) =>
    el(
      'button',
      {
        type: 'button',
        role: 'tab',
        id: `tab-${name}`,
        'aria-controls': `panel-${name}`,
        on: { click: () => show(name, true) },
      },
      t(`tab.${name}`),
    ),
  )
  const tablist = el('div', { role: 'tablist', 'aria-label': t('app.title'), class: 'tabs' }, ...buttons)
  tablist.addEventListener('keydown', (event) => {
    const index = TABS.indexOf(tab)
    const to = event.key === 'ArrowRight' ? index + 1 : event.key === 'ArrowLeft' ? index - 1 : event.key === 'Home' ? 0 : event.key === 'End' ? TABS.length - 1 : null
    if (to === null) return
    event.preventDefault()
    show(TABS[(to + TABS.length) % TABS.length]!, true)
  })
  const sections = TABS.map((name) => el('section', { role: 'tabpanel', id: `panel-${name}`, 'aria-labelledby': `tab-${name}`, class: 'panel' }))
  const show = (name: Tab, focus: boolean) => {
    tab = name
    TABS.forEach((other, index) => {
      const selected = other === name
      buttons[index]!.setAttribute('aria-selected', String(selected))
      buttons[index]!.tabIndex = selected ? 0 : -1
      sections[index]!.hidden = !selected
      if (selected && !sections[index]!.firstChild) sections[index]!.append(build[other]())
    })
    if (location.hash !== `#${name}`) history.replaceState(null, '', `#${name}`)
    if (focus) buttons[TABS.indexOf(name)]!.focus()
  }
  const langSelect = el(
    'select',
    {
      id: 'ui-lang',
      on: {
        change: () => {
          localStorage.setItem('awale-studio-lang', langSelect.value)
          setUiLang(langSelect.value as UiLang)
          mount(library)
        },
      },
    },
    ...LANGUAGE_CHOICES.map(([value, name]) => el('option', { value, selected: uiLang() === value }, name)),
  )
  document.documentElement.lang = uiLang()
  document.title = t('app.title')
  fill(
    root,
    el(
      'header',
      { class: 'top' },
      el('div', {}, el('h1', {}, t('app.title')), el('p', { class: 'tagline' }, t('app.tagline'))),
      el('div', { class: 'lang' }, el('label', { for: 'ui-lang' }, t('app.language')), ' ', langSelect),
    ),
    el('nav', {}, tablist),
    el('main', {}, ...sections),
    el('footer', {}, el('p', {}, t('app.offline'))),
  )
  show(tab, false)
  // An address with another screen's name (a bookmark, the back button) shows that screen.
  window.onhashchange = () => show(tabFromHash(), false)

  // A .yaml file dropped anywhere on the page opens in the editor; a .ogn is not an exercise.
  document.ondragover = (event) => {
    event.preventDefault()
    document.body.classList.add('dropping')
  }
  document.ondragleave = () => document.body.classList.remove('dropping')
  document.ondrop = async (event) => {
    event.preventDefault()
    document.body.classList.remove('dropping')
    const file = event.dataTransfer?.files[0]
    if (!file || !/\.ya?ml$/i.test(file.name)) return
    show('write', true)
    await writer!.openFile(file)
  }
}

/**
 * Once the page is idle, the parts loaded on first use (pdfkit and the PDF layout, pdf.js and its
 * worker, the generator) are loaded too: the studio then works offline, and the first PDF is quicker.
 */
function warmUp(): void {
  const idle = (callback: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(callback, { timeout: 3000 }) : setTimeout(callback, 1000))
  idle(() => {
    void Promise.all([import('../pdf/kit.js'), import('pdfkit'), loadPdfJs(), import('../generate/index.js'), import('../exercise/index.js')])
      .then(() => (document.body.dataset.warm = 'true'))
      .catch((error: unknown) => console.warn('the studio could not load all its parts ahead:', error))
  })
}

/**
 * The studio's service worker (sw.js, written by scripts/build-studio.mjs) keeps every file of the
 * studio, so that a self-check link opens in a new tab without the network once the studio has been
 * opened once. Browsers allow one only on https:// (and on the computer's own address): elsewhere, and
 * from a file opened from the disk, the studio works as before, offline in its open tab only.
 */
function keepForOffline(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext || location.protocol === 'file:') return
  navigator.serviceWorker
    .register('sw.js')
    .then(() => navigator.serviceWorker.ready)
    .then(() => (document.body.dataset.offline = 'true'))
    .catch((error: unknown) => console.warn('the studio is not kept for offline use:', error))
}

async function boot(): Promise<void> {
  const startedAt = performance.now()
  setUiLang(langFromPage())
  const root = document.getElementById('app')!
  fill(root, el('p', { class: 'loading' }, t('app.loading')))
  try {
    const [regular, bold] = await Promise.all(
      ['fonts/Andika_400Regular.ttf', 'fonts/Andika_700Bold.ttf'].map(async (url) => {
        const response = await fetch(url)
        if (!response.ok) throw new Error(`${url}: ${response.status}`)
        return new Uint8Array(await response.arrayBuffer())
      }),
    )
    const fontsAt = performance.now()
    setKitFonts({ regular: regular!, bold: bold! })
    setMeasureFonts({ regular: regular!, bold: bold! })
    const { library } = openLibrary()
    const libraryAt = performance.now()
    // A self-check code's link (#try=…) or a whole sheet (#sheet=…): the pupil view, not the screens.
    const pupil = await openPupilView(root, location.hash, library, setUiLang)
    if (!pupil) mount(library)
    // Another code opened in the same tab: that exercise, from what the page holds (offline too);
    // another address: the studio's screens.
    else
      window.onhashchange = () =>
        void openPupilView(root, location.hash, library, setUiLang).then((opened) => {
          if (!opened) mount(library)
        })
    // Where the first load's time goes (the benchmark reads these).
    document.body.dataset.timing = `script ${Math.round(startedAt)} fonts ${Math.round(fontsAt - startedAt)} library ${Math.round(libraryAt - fontsAt)} screens ${Math.round(performance.now() - libraryAt)}`
    document.body.dataset.ready = 'true'
    document.body.dataset.loadMs = String(Math.round(performance.now()))
    warmUp()
    keepForOffline()
  } catch (error) {
    fill(root, el('div', { class: 'error', role: 'alert' }, el('h1', {}, t('error.title')), el('pre', {}, error instanceof Error ? (error.stack ?? error.message) : String(error))))
    throw error
  }
}
void boot()
