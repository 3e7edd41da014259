import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { findUnprintable, nameCharacter, printable, terminalSafe } from '../../src/input/printable.js'
import { typeset } from '../../src/pdf/typography.js'
import { fontCoverageText, kitFonts } from './coverage.js'

describe('what the kit fonts can print', () => {
  it('src/input/font-coverage.ts is exactly what scripts/write-font-coverage.ts makes from the fonts', () => {
    expect(readFileSync(new URL('../../src/input/font-coverage.ts', import.meta.url), 'utf8')).toBe(fontCoverageText())
  })

  it('agrees with fontkit on every character of the bank and of the typography the kit adds', () => {
    const fonts = kitFonts()
    const text = typeset('« Joue F : prends-tu 2 graines ? » − … 10 % ‘’“” œ Æ ç', 'fr')
    for (const char of new Set(text)) expect(printable(char.codePointAt(0)!), nameCharacter(char.codePointAt(0)!)).toBe(fonts.every((font) => font.hasGlyphForCodePoint(char.codePointAt(0)!)))
    expect(findUnprintable(text)).toBeNull()
  })

  it('finds the first character it cannot print, and counts the others', () => {
    expect(findUnprintable('ab吃c🌱\u0007')).toEqual({ index: 2, codePoint: 0x5403, count: 3 })
    expect(findUnprintable('line one\nline two')).toBeNull()
    expect(nameCharacter(0x1f331)).toBe('U+1F331 "🌱"')
    expect(nameCharacter(0x07)).toBe('U+0007 (a control character)')
    expect(nameCharacter(0x09)).toBe('a tab (U+0009)')
  })
})

describe('text for the terminal', () => {
  it('shows control characters and direction overrides instead of sending them', () => {
    expect(terminalSafe('a\u001b[2Jb\u0007c\u202ed\u0085e\nf\tg')).toBe('a\\x1b[2Jb\\x07c\\u202ed\\x85e\nf\tg')
    expect(terminalSafe('Awalé « ok » 吃')).toBe('Awalé « ok » 吃')
  })
})
