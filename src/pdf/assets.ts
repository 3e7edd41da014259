import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The package's own folder (templates/ lives there), found by walking up from this module: the same
 * code runs from src/pdf/ under vitest and from dist/chunks/ once bundled.
 */
export function packageRoot(): string {
  let folder = dirname(fileURLToPath(import.meta.url))
  for (;;) {
    const manifest = join(folder, 'package.json')
    if (existsSync(manifest) && /"name":\s*"awale-kit"/.test(readFileSync(manifest, 'utf8'))) return folder
    const parent = dirname(folder)
    if (parent === folder) throw new Error('awale-kit: cannot find the package folder (package.json) above ' + fileURLToPath(import.meta.url))
    folder = parent
  }
}

export const templatePath = (...parts: string[]): string => join(packageRoot(), 'templates', ...parts)

const require = createRequire(import.meta.url)

/** Andika, a typeface designed for beginning readers; TTF because pdfkit breaks on WOFF2 accents. */
export const KIT_FONTS = {
  regular: { name: 'Andika', path: require.resolve('@expo-google-fonts/andika/Andika_400Regular.ttf') },
  bold: { name: 'Andika-Bold', path: require.resolve('@expo-google-fonts/andika/Andika_700Bold.ttf') },
} as const
