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
  const origin = QR_QUIET_MODULES * module
  doc.save()
  for (const r of code.rectangles) doc.rect(x + origin + r.x * module, y + origin + r.y * module, r.width * module, r.height * module)
  doc.fill('#000000')
  doc.restore()
}

/** A code's side on paper, quiet zone included, in points. */
export const qrSide = (code: QrCode): number => mm(qrSideMm(code))

/** Its quiet zone, in points: the white a code needs on every side. */
export const qrQuiet = (): number => mm(QR_QUIET_MODULES * QR_MODULE_MM)
