import type { QrCode } from '../selfcheck/qr.js'
import { QR_MODULE_MM, QR_QUIET_MODULES, qrSideMm } from '../selfcheck/qr.js'
import type { Doc } from './document.js'
import { mm } from './paper.js'

/**
 * A QR code on a page: its rectangles filled in black in one path (a few hundred `re` operators,
 * about 5 KB), the quiet zone left white. `x`, `y`: the top-left corner of the quiet zone.
 */
export function drawQrCode(doc: Doc, code: QrCode, x: number, y: number): void {
  const module = mm(QR_MODULE_MM)
  const at = snappedCode(x, y)
  const origin = QR_QUIET_MODULES * module
  doc.save()
  for (const r of code.rectangles) doc.rect(at.x + origin + r.x * module, at.y + origin + r.y * module, r.width * module, r.height * module)
  doc.fill('#000000')
  doc.restore()
}

/** A code's side on paper, quiet zone included, in points. */
export const qrSide = (code: QrCode): number => mm(qrSideMm(code))

/** Its quiet zone, in points: the white a code needs on every side. */
export const qrQuiet = (): number => mm(QR_QUIET_MODULES * QR_MODULE_MM)

/**
 * Where a code is drawn: its top-left (its quiet zone's, and so its dark modules', 8 points further)
 * on a whole point. With modules of 2 points every module then covers 2 whole pixels at 72 dpi: a
 * reader of a 72 dpi image sees sharp modules, not greys (see QR_MODULE_MM). It moves right, less
 * than a point, towards the page's 11 mm margin where nothing is printed (room on its left would
 * narrow the rows beside it), and up or down half a point at most: its quiet zone, 4 modules as laid
 * out, keeps 3.75 above or under it at the least. Half a point more of white above and under every
 * code was tried and cost two sheets a page; a pencil stroke 1 mm from the dark modules does not
 * stop a code from reading (scripts/pencil-marks.ts).
 */
export const snappedCode = (x: number, y: number): { x: number; y: number } => ({ x: Math.ceil(x - 0.001), y: Math.round(y) })
