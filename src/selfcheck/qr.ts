/**
 * QR codes for the pupils' self-check: the module matrix from lean-qr (an encoder we do not write),
 * and the matrix as a few rectangles, each run of dark modules in a row merged and stacked with the
 * same run of the rows below, so that a printed code is a handful of vector rectangles rather than a
 * bitmap or one square per module (a lesson's PDF stays small and prints sharp at any size).
 *
 * The sizes are measured, not guessed (docs/self-check.md): with modules of 2 points (0.706 mm)
 * on whole points, zbar reads every code of the bank's sheets at 72 dpi from pdftoppm's rendering
 * (tested); with modules of 0.65 mm it missed 2 of 154, at 0.6 mm 7 of 24 sub-pixel offsets of one
 * code. Four modules of quiet zone are left white all round, as ISO 18004 asks. Error correction is M at least (15 % of the code may be lost: a school photocopy,
 * a fold); lean-qr raises it when the same version has room for more.
 */
import { correction, generate, mode } from 'lean-qr'

/**
 * One module's side on paper, in millimetres: 2 points (0.706 mm), so that a code drawn with its
 * corner on a whole point (qr-code.ts) has each module on 2 whole pixels at 72 dpi. Measured with
 * zbar at 72 dpi on every code of the bank's sheets (French and English, A4 and US Letter): 0.7 mm
 * modules anywhere missed up to 4 of 154 small codes (version 2 or 3, an English answer); 2-point
 * modules on whole points read 154 of 154 in all four (docs/self-check.md).
 */
export const QR_MODULE_MM = 25.4 / 36
/** The white border every reader needs round a code, in modules (ISO 18004). */
export const QR_QUIET_MODULES = 4
/** The smallest code printed, quiet zone included (the floor, for a school photocopy). */
export const QR_MIN_SIDE_MM = 18

/**
 * How a text is encoded. ASCII (a link, an English answer): in the fewest bits lean-qr finds, mixing
 * numbers, upper-case letters and signs (5.5 bits a character: a link's `#…` is written in them)
 * and bytes. Other text (« dernière »): its UTF-8 bytes after an ECI header that says so (26, 12
 * bits). Without it a reader guesses the text's encoding, and guesses wrong when few letters are
 * accented: zbar read « dernière » as « derni癡re » (Big5) in « Exercice 5 / D après : 0 / dernière
 * graine : I ». lean-qr, left to itself, might also choose Shift JIS, which phone readers show wrong.
 */
const ASCII_MODES = [mode.numeric, mode.alphaNumeric, mode.ascii]
/** The ECI designator of UTF-8 (ISO/IEC 18004, AIM ECI 26). */
const UTF8_ECI = 26

export interface QrRectangle {
  /** Column and row of the top-left module, then width and height, in modules. */
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

export interface QrCode {
  /** Modules a side, quiet zone excluded (21 for version 1, 4 more each version). */
  readonly size: number
  /** 1 to 40. */
  readonly version: number
  /** Whether the module at column x, row y is dark. */
  dark(x: number, y: number): boolean
  /** The dark modules as rectangles that do not overlap, row by row from the top. */
  readonly rectangles: readonly QrRectangle[]
}

/** The code for `text`, with error correction M or better, in the smallest version that holds it. */
export function qrCode(text: string): QrCode {
  // eslint-disable-next-line no-control-regex
  const data = /^[\x00-\x7f]*$/.test(text) ? mode.auto(text, { modes: ASCII_MODES }) : mode.multi(mode.eci(UTF8_ECI), mode.bytes(new TextEncoder().encode(text)))
  const bitmap = generate(data, { minCorrectionLevel: correction.M })
  const size = bitmap.size
  const dark = (x: number, y: number) => x >= 0 && y >= 0 && x < size && y < size && bitmap.get(x, y)
  return { size, version: (size - 17) / 4, dark, rectangles: mergeModules(size, dark) }
}

/**
 * The dark modules as rectangles: each row's runs of dark modules, a run stacked onto the rectangle
 * above it when that rectangle spans exactly the same columns. Every dark module is in exactly one
 * rectangle and no light module is in any.
 */
export function mergeModules(size: number, dark: (x: number, y: number) => boolean): QrRectangle[] {
  const done: QrRectangle[] = []
  // The rectangles still growing downwards, by the columns they span ("from:to").
  let open = new Map<string, QrRectangle>()
  for (let y = 0; y <= size; y++) {
    const next = new Map<string, QrRectangle>()
    let x = 0
    while (y < size && x < size) {
      if (!dark(x, y)) {
        x++
        continue
      }
      const from = x
      while (x < size && dark(x, y)) x++
      const key = `${from}:${x}`
      const above = open.get(key)
      if (above) {
        next.set(key, { ...above, height: above.height + 1 })
        open.delete(key)
      } else next.set(key, { x: from, y, width: x - from, height: 1 })
    }
    // What did not continue into this row is finished.
    done.push(...open.values())
    open = next
  }
  return done.sort((a, b) => a.y - b.y || a.x - b.x)
}

/** The side of a printed code, quiet zone included, in millimetres. */
export const qrSideMm = (code: Pick<QrCode, 'size'>): number => Math.max(QR_MIN_SIDE_MM, (code.size + 2 * QR_QUIET_MODULES) * QR_MODULE_MM)

/** An SVG path of the dark modules, in module units with the quiet zone round them (the studio, the docs' figures). */
export const qrSvgPath = (code: QrCode): string => code.rectangles.map((r) => `M${r.x + QR_QUIET_MODULES} ${r.y + QR_QUIET_MODULES}h${r.width}v${r.height}h${-r.width}z`).join('')
