// Builds the studio — the whole kit in a web page — as static files in out/studio/ (or the folder
// given): index.html, the script bundle, the stylesheet, the fonts. The same modules as the command
// line (engine, checker, lessons, generator, view model, layout, PDF), bundled for the browser with
// esbuild: the few Node-only modules are replaced by browser stand-ins (src/studio/shims/), the
// templates and the exercise bank are bundled, and the fonts are the very TTF files the command line
// embeds. `node scripts/build-studio.mjs [OUT_DIR]`; `buildStudio({ outDir })` from another script.
import { build } from 'esbuild'
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createHash } from 'node:crypto'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const require = createRequire(join(root, 'package.json'))
const src = (...parts) => join(root, 'src', ...parts)
const shim = (name) => src('studio', 'shims', name)

/** Where the bundled files live in the page's memory (src/studio/shims/assets.ts, PACKAGE_ROOT). */
const PACKAGE_ROOT = '/awale-kit'

/** Modules of the command line replaced in the page: the original's path → its stand-in. */
const REPLACED = new Map([
  [src('pdf', 'assets.ts'), shim('assets.ts')],
  [src('render', 'fonts.ts'), shim('fonts.ts')],
])
/** Node's built-in modules, for what bundled modules import of them. */
const BUILTINS = {
  'node:fs': shim('fs.ts'),
  'node:fs/promises': shim('fs-promises.ts'),
  'node:path': shim('path.ts'),
  'node:url': shim('node-misc.ts'),
  'node:module': shim('node-misc.ts'),
  'node:worker_threads': shim('node-misc.ts'),
}

/** The files the kit's modules read: its strings, lessons and kit definition, and the exercise bank. */
function bundledFiles() {
  const files = {}
  const add = (relative) => (files[`${PACKAGE_ROOT}/${relative}`] = readFileSync(join(root, relative), 'utf8'))
  for (const name of ['strings/fr.yaml', 'strings/en.yaml', 'lessons.yaml', 'kit.yaml']) add(`templates/${name}`)
  for (const name of readdirSync(join(root, 'exercises')).sort()) if (/\.ya?ml$/.test(name)) add(`exercises/${name}`)
  return files
}

const studioPlugin = {
  name: 'awale-kit-studio',
  setup(b) {
    b.onResolve({ filter: /^node:/ }, (args) => {
      const path = BUILTINS[args.path]
      if (!path) return { errors: [{ text: `${args.path} has no stand-in in the studio (imported by ${args.importer})` }] }
      return { path }
    })
    b.onResolve({ filter: /^svgdom$/ }, (args) => ({ errors: [{ text: `svgdom is for Node; the studio draws into the page (imported by ${args.importer})` }] }))
    // The kit's own modules that read the disk: their stand-ins.
    b.onResolve({ filter: /^\.\.?\// }, (args) => {
      const target = resolve(args.resolveDir, args.path.replace(/\.js$/, '.ts'))
      const replacement = REPLACED.get(target)
      return replacement ? { path: replacement } : undefined
    })
    // zod exports its messages in 40-odd languages as one namespace (z.locales), which no bundler
    // can trim: the kit uses the English ones (zod's default) only, so only those are bundled.
    b.onResolve({ filter: /locales\/index\.js$/ }, (args) =>
      args.importer.includes(`${join('node_modules', 'zod')}`) ? { path: 'zod-locales', namespace: 'studio', pluginData: resolve(args.resolveDir, args.path.replace('index.js', 'en.js')) } : undefined,
    )
    b.onResolve({ filter: /^studio:files$/ }, () => ({ path: 'studio:files', namespace: 'studio' }))
    b.onLoad({ filter: /^zod-locales$/, namespace: 'studio' }, (args) => ({
      contents: `export { default as en } from ${JSON.stringify(args.pluginData)}`,
      loader: 'js',
      resolveDir: dirname(args.pluginData),
    }))
    b.onLoad({ filter: /^studio:files$/, namespace: 'studio' }, () => ({ contents: `export const files = ${JSON.stringify(bundledFiles())}`, loader: 'js' }))
  },
}

/** The font files the page fetches, copied from the package the command line resolves them in. */
const FONT_FILES = ['Andika_400Regular.ttf', 'Andika_700Bold.ttf']

export async function buildStudio({ outDir = join(root, 'out', 'studio'), minify = true } = {}) {
  rmSync(outDir, { recursive: true, force: true })
  mkdirSync(join(outDir, 'fonts'), { recursive: true })
  const result = await build({
    entryPoints: { studio: src('studio', 'main.ts') },
    outdir: outDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome110', 'firefox115', 'safari16'],
    minify,
    legalComments: 'linked',
    chunkNames: 'chunks/[name]-[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [studioPlugin],
    logLevel: 'warning',
    metafile: true,
  })
  for (const file of FONT_FILES) copyFileSync(require.resolve(`@expo-google-fonts/andika/${file}`), join(outDir, 'fonts', file))
  copyFileSync(join(root, 'templates', 'fonts', 'OFL.txt'), join(outDir, 'fonts', 'OFL.txt'))
  // The page asks for the chunks its script imports and for the fonts at once, not one after the other.
  const entry = readFileSync(join(outDir, 'studio.js'), 'utf8')
  const chunks = [...new Set([...entry.matchAll(/from"\.\/(chunks\/[^"]+\.js)"/g)].map((match) => match[1]))]
  const preloads = [
    ...FONT_FILES.map((file) => `<link rel="preload" href="fonts/${file}" as="fetch" crossorigin>`),
    '<link rel="modulepreload" href="studio.js">',
    ...chunks.map((chunk) => `<link rel="modulepreload" href="${chunk}">`),
  ]
  const html = readFileSync(src('studio', 'index.html'), 'utf8').replace('<!-- preloads -->', preloads.join('\n'))
  writeFileSync(join(outDir, 'index.html'), html)
  copyFileSync(src('studio', 'studio.css'), join(outDir, 'studio.css'))
  // pdf.js draws the preview of the pages in a worker: its script sits beside the page.
  copyFileSync(require.resolve('pdfjs-dist/build/pdf.worker.min.mjs'), join(outDir, 'pdf.worker.min.mjs'))
  writeServiceWorker(outDir)
  return { outDir, metafile: result.metafile }
}

/**
 * The service worker, beside the page: the list of every file of the studio, and a version made from
 * their bytes (the same files give the same sw.js; a new studio, a new version the browser installs).
 */
function writeServiceWorker(outDir) {
  const files = []
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else files.push(relative(outDir, path).split(sep).join('/'))
    }
  }
  walk(outDir)
  const hash = createHash('sha256')
  for (const file of files) hash.update(file).update(readFileSync(join(outDir, file)))
  const worker = readFileSync(src('studio', 'service-worker.js'), 'utf8').replace('__VERSION__', hash.digest('hex').slice(0, 16)).replace('__FILES__', JSON.stringify(files))
  writeFileSync(join(outDir, 'sw.js'), worker)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { outDir } = await buildStudio(process.argv[2] ? { outDir: resolve(process.argv[2]) } : {})
  const size = (dir) => readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => sum + (entry.isDirectory() ? size(join(dir, entry.name)) : readFileSync(join(dir, entry.name)).length), 0)
  console.log(`wrote ${outDir} (${Math.round(size(outDir) / 1024)} KB)`)
}
