/**
 * The studio's stand-in for src/pdf/assets.ts (the build script puts it in its place): the same
 * exports, the files found in the page's memory instead of on disk. The templates are bundled
 * (shims/fs.ts serves them under PACKAGE_ROOT); the fonts are the very TTF files the command line
 * embeds, fetched when the page loads and handed over with `setKitFonts` before any PDF is made.
 */
import { FONT } from '../../render/fonts.js'

export const PACKAGE_ROOT = '/awale-kit'

export const packageRoot = (): string => PACKAGE_ROOT

export const templatePath = (...parts: string[]): string => [PACKAGE_ROOT, 'templates', ...parts].join('/')

let fonts: { regular: Uint8Array; bold: Uint8Array } | null = null

/** The TTF bytes of Andika regular and bold (the files @expo-google-fonts/andika ships). */
export function setKitFonts(bytes: { regular: Uint8Array; bold: Uint8Array }): void {
  fonts = bytes
}

const fontBytes = (which: 'regular' | 'bold'): Uint8Array => {
  if (!fonts) throw new Error('the kit fonts are not loaded yet (setKitFonts)')
  return fonts[which]
}

/** As in assets.ts, `path` is what pdfkit's registerFont takes: here the font's bytes. */
export const KIT_FONTS = {
  regular: {
    name: FONT.family,
    get path() {
      return fontBytes('regular')
    },
  },
  bold: {
    name: FONT.familyBold,
    get path() {
      return fontBytes('bold')
    },
  },
} as const
