import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { FONT } from '../render/fonts.js'

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

/**
 * The kit's fonts: the very TTF files the diagrams are laid out with (render/fonts.ts), registered
 * with pdfkit under the names the diagrams use, so page text and diagram text measure alike.
 */
export const KIT_FONTS = {
  regular: { name: FONT.family, path: FONT.regular },
  bold: { name: FONT.familyBold, path: FONT.bold },
} as const
