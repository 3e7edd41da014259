/**
 * Text that reaches the printed page or the terminal. The PDF is set in Andika: a character it has
 * no glyph for (Chinese, Arabic, an emoji, a control character) prints as an empty box and vanishes
 * from the text layer, so `check` finds it first, naming it and where it is. Terminal output from
 * files (titles, file names, quoted values) has its control characters made visible, so a title
 * cannot move the cursor, retitle the window or ring the bell.
 */
import { FONT_COVERAGE } from './font-coverage.js'

/** Whether both kit fonts can print this code point (a line break always can: it is not drawn). */
export function printable(codePoint: number): boolean {
  if (codePoint === 0x0a) return true
  let low = 0
  let high = FONT_COVERAGE.length - 1
  while (low <= high) {
    const middle = (low + high) >> 1
    const [first, last] = FONT_COVERAGE[middle]!
    if (codePoint < first) high = middle - 1
    else if (codePoint > last) low = middle + 1
    else return true
  }
  return false
}

export interface Unprintable {
  /** UTF-16 index in the text. */
  readonly index: number
  readonly codePoint: number
  /** How many characters of the text cannot be printed, this one included. */
  readonly count: number
}

/** The first character of `text` the kit fonts cannot print, or null. */
export function findUnprintable(text: string): Unprintable | null {
  let first: { index: number; codePoint: number } | null = null
  let count = 0
  for (let index = 0; index < text.length; index++) {
    const codePoint = text.codePointAt(index)!
    if (!printable(codePoint)) {
      first ??= { index, codePoint }
      count++
    }
    if (codePoint > 0xffff) index++
  }
  return first ? { ...first, count } : null
}

/** Invisible or layout-changing characters: named by their number only, never written out. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Zl}\p{Zp}]/u

/** `U+5403 "吃"`, `U+0007 (a control character)`, `a tab`. */
export function nameCharacter(codePoint: number): string {
  const number = `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`
  if (codePoint === 0x09) return `a tab (${number})`
  const char = String.fromCodePoint(codePoint)
  if (INVISIBLE.test(char)) return `${number} (${/\p{Cc}/u.test(char) ? 'a control character' : 'an invisible character'})`
  return `${number} "${char}"`
}

/** What a problem says about it: `the fonts cannot print U+5403 "吃" (and 3 more characters): …`. */
export function unprintableMessage(found: Unprintable): string {
  const more = found.count > 1 ? ` (and ${found.count - 1} more character${found.count === 2 ? '' : 's'} it cannot print)` : ''
  const advice = found.codePoint === 0x09 ? 'use spaces' : 'write the text without it (the font, Andika, prints the Latin alphabet with its accents)'
  return `the kit's font cannot print ${nameCharacter(found.codePoint)}${more}: it would print as an empty box; ${advice}`
}

// C0 and C1 controls but the line break and the tab, DEL, and the bidirectional overrides that reorder a line.
const TERMINAL_UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

/** Text from a file made safe to write to a terminal: control characters shown as `\x1b`, `\u202e`. */
export function terminalSafe(text: string): string {
  return text.replace(TERMINAL_UNSAFE, (char) => {
    const code = char.charCodeAt(0)
    return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`
  })
}
