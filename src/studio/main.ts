import './shims/globals.js'
import { setKitFonts } from './shims/assets.js'
import { openLibrary } from './core/library.js'
import { lessonDocument, makePdf, selects } from './core/documents.js'

async function boot() {
  const [regular, bold] = await Promise.all(['fonts/Andika_400Regular.ttf', 'fonts/Andika_700Bold.ttf'].map(async (url) => new Uint8Array(await (await fetch(url)).arrayBuffer())))
  setKitFonts({ regular: regular!, bold: bold! })
  const { library } = openLibrary()
  ;(window as unknown as Record<string, unknown>).smoke = async () => {
    const selection = { lesson: 3, level: 1 as const }
    const t0 = performance.now()
    const exercises = library.exercises((facts) => selects(library, selection, facts)).exercises
    const doc = await lessonDocument(library, { lang: 'fr', paper: 'a4', selection }, exercises)
    const bytes = await makePdf(doc!)
    let binary = ''
    for (const b of bytes) binary += String.fromCharCode(b)
    return { ms: performance.now() - t0, b64: btoa(binary) }
  }
  document.body.dataset.ready = 'true'
}
void boot()
