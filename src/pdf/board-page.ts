import { KIT_FONTS } from './assets.js'
import type { Arrowhead, BoardLayout, BoardSheet, BoardTextRole, RectMm, TrackPiece } from './board-layout.js'
import { boardLayout } from './board-layout.js'
import type { Doc } from './document.js'
import { inkOf } from './document.js'
import type { FontName, Tone } from './draw.js'
import { drawText, measureText, toneColour } from './draw.js'
import type { KitContext } from './kit.js'
import type { PlannedPage } from './page.js'
import { mm } from './paper.js'
import type { KitStrings } from './strings.js'
import type { PageTagger } from './tagging.js'

/** The real-size board as kit pages: one landscape page per sheet of the layout. */
export function planBoard(context: KitContext): PlannedPage[] {
  const layout = boardLayout(context.paper, context.boardSize)
  return layout.sheets.map((sheet) => ({
    orientation: 'landscape' as const,
    draw: (doc, tags) => drawBoardSheet(doc, layout, sheet, context.strings, tags),
  }))
}

const INK = '#000000'

/** Draws one sheet of the real-size board, following the layout exactly (millimetres → points, nothing else). */
export function drawBoardSheet(doc: Doc, layout: BoardLayout, sheet: BoardSheet, strings: KitStrings, tags: PageTagger): void {
  const ink = inkOf(doc).page
  for (const spot of sheet.texts) drawNote(doc, spot.role, spot.rect, spot.sizePt, sheet, strings, tags)

  const holesText = sheet.holes.map((spot) => spot.hole).join(' ')
  tags.figure(strings.text('board.alt', { holes: holesText, diameter: layout.holeDiameterMm }), () => {
    drawBoardOutline(doc, sheet)
    for (const store of sheet.stores) {
      const r = store.rect
      // A light band in colour; in black ink its outline alone (no grey area to photocopy).
      const band = bandPath(doc, r, store.openEnd).lineWidth(0.8)
      if (ink.boardBand.fill) band.fillAndStroke(ink.boardBand.fill, ink.boardBand.stroke ?? ink.faint)
      else band.stroke(ink.boardBand.stroke ?? INK)
      const label = strings.text(store.side === 'south' ? 'board.storeSouth' : 'board.storeNorth')
      centredLabel(doc, label, r.x + r.width / 2, r.y + r.height / 2, { font: 'regular', size: store.labelSizePt, tone: 'soft' }, store.upsideDown)
    }
    drawTrack(doc, sheet.track)
    for (const spot of sheet.holes) {
      doc
        .circle(mm(spot.cx), mm(spot.cy), mm(spot.diameter / 2))
        .lineWidth(1.4)
        .fillAndStroke('#ffffff', INK)
      // An inner ring gives the hole depth without costing ink.
      doc
        .circle(mm(spot.cx), mm(spot.cy), mm(spot.diameter / 2 - 2.5))
        .lineWidth(0.5)
        .stroke(ink.hairline)
    }
    for (const letter of sheet.letters) {
      const { box } = letter
      centredLabel(doc, letter.hole, box.x + box.width / 2, box.y + box.height / 2, { font: 'bold', size: letter.sizePt, tone: 'text' }, letter.upsideDown)
    }
  })

  if (sheet.cutLine) drawCutLine(doc, sheet.cutLine, strings, tags)
  if (sheet.glueTab) drawGlueTab(doc, sheet.glueTab, strings, tags)
  if (sheet.foldMarks.length > 0) tags.artifact(() => drawFoldMarks(doc, sheet.foldMarks))
  drawCalibration(doc, sheet, strings, tags)
}

/** A band with rounded corners, square at an open end (where the other half of a split board continues it). */
function bandPath(doc: Doc, r: RectMm, openEnd: 'left' | 'right' | null): Doc {
  const [x, y, w, h, radius] = [mm(r.x), mm(r.y), mm(r.width), mm(r.height), mm(3)]
  if (openEnd === null) return doc.roundedRect(x, y, w, h, radius)
  const k = radius * 0.4477 // the Bézier handle of a quarter circle (1 − 0.5523)
  if (openEnd === 'right')
    return doc
      .moveTo(x + w, y)
      .lineTo(x + radius, y)
      .bezierCurveTo(x + k, y, x, y + k, x, y + radius)
      .lineTo(x, y + h - radius)
      .bezierCurveTo(x, y + h - k, x + k, y + h, x + radius, y + h)
      .lineTo(x + w, y + h)
  return doc
    .moveTo(x, y)
    .lineTo(x + w - radius, y)
    .bezierCurveTo(x + w - k, y, x + w, y + k, x + w, y + radius)
    .lineTo(x + w, y + h - radius)
    .bezierCurveTo(x + w, y + h - k, x + w - k, y + h, x + w - radius, y + h)
    .lineTo(x, y + h)
}

interface LabelStyle {
  readonly font: FontName
  readonly size: number
  readonly tone: Tone
}

/**
 * One line of text centred on (cx, cy) in millimetres: its capitals' middle on cy, so a letter sits
 * in the middle of its box. Turned half round about that centre for North, who reads from the
 * other side of the table.
 */
function centredLabel(doc: Doc, text: string, cx: number, cy: number, style: LabelStyle, upsideDown: boolean): void {
  doc.font(KIT_FONTS[style.font].name).fontSize(style.size)
  const width = doc.widthOfString(text)
  const capHeight = ((doc as unknown as { _font: { capHeight: number } })._font.capHeight / 1000) * style.size
  const [x, y] = [mm(cx), mm(cy)]
  doc.save()
  if (upsideDown) doc.rotate(180, { origin: [x, y] })
  doc.fillColor(toneColour(doc, style.tone)).text(text, x - width / 2, y + capHeight / 2, { lineBreak: false, baseline: 'alphabetic' })
  doc.restore()
}

/** The words of each note: a bold heading line, then the text. */
function noteWords(role: Exclude<BoardTextRole, 'title'>, sheet: BoardSheet, strings: KitStrings): { heading: string; body: string } {
  if (role === 'assembly') return { heading: strings.text('board.notes.assembly.title'), body: strings.text(sheet.part === 1 ? 'board.notes.assembly.part1' : 'board.notes.assembly.part2') }
  return { heading: strings.text(`board.notes.${role}.title`), body: strings.text(`board.notes.${role}.text`) }
}

/**
 * A note for the adult in its rectangle of the layout. Its words are measured first: a text that
 * does not fit its rectangle is a layout bug (every paper and language is built by the tests), never
 * a silent overflow onto the board.
 */
function drawNote(doc: Doc, role: BoardTextRole, rect: RectMm, size: number, sheet: BoardSheet, strings: KitStrings, tags: PageTagger): void {
  const [x, y, width, height] = [mm(rect.x), mm(rect.y), mm(rect.width), mm(rect.height)]
  if (role === 'title') {
    const title = sheet.parts > 1 ? strings.text('board.titlePart', { part: sheet.part, parts: sheet.parts }) : strings.text('board.title')
    const style = { font: 'bold', size } as const
    overflowCheck(measureText(doc, title, width, style), height, role, strings)
    tags.heading(() => drawText(doc, title, x, y, width, style))
    return
  }
  const { heading, body } = noteWords(role, sheet, strings)
  // Andika's lines are tall (1.6 em, room for accents on capitals): a little tighter here, still airy.
  const headingStyle = { font: 'bold', size, lineGap: -1 } as const
  const bodyStyle = { size, lineGap: -1 } as const
  const headingHeight = measureText(doc, heading, width, headingStyle)
  overflowCheck(headingHeight + measureText(doc, body, width, bodyStyle), height, role, strings)
  tags.paragraph(() => {
    drawText(doc, heading, x, y, width, headingStyle)
    drawText(doc, body, x, y + headingHeight, width, bodyStyle)
  })
}

function overflowCheck(needed: number, room: number, role: BoardTextRole, strings: KitStrings): void {
  if (needed > room + 0.01) throw new Error(`board: the ${role} note (${strings.lang}) needs ${needed.toFixed(1)} pt, its place has ${room.toFixed(1)}`)
}

/** The track as one stroked path (pieces joined where they meet), then its arrowheads. */
function drawTrack(doc: Doc, track: BoardSheet['track']): void {
  let path = ''
  let at: [number, number] | null = null
  const near = (a: [number, number], b: [number, number]) => Math.abs(a[0] - b[0]) < 1e-6 && Math.abs(a[1] - b[1]) < 1e-6
  const point = (x: number, y: number): string => `${mm(x).toFixed(3)} ${mm(y).toFixed(3)}`
  for (const piece of track.pieces) {
    const [start, end] = pieceEnds(piece)
    if (!at || !near(at, start)) path += `M ${point(...start)} `
    if (piece.kind === 'line') path += `L ${point(...end)} `
    else {
      const r = mm(piece.r).toFixed(3)
      path += `A ${r} ${r} 0 0 ${piece.toDeg > piece.fromDeg ? 1 : 0} ${point(...end)} `
    }
    at = end
  }
  doc.save().lineWidth(mm(track.widthMm)).lineCap('round').lineJoin('round').path(path.trim()).stroke(inkOf(doc).page.boardTrack)
  doc.restore()
  for (const head of track.arrowheads) drawArrowhead(doc, head)
}

function pieceEnds(piece: TrackPiece): [[number, number], [number, number]] {
  if (piece.kind === 'line')
    return [
      [piece.x1, piece.y1],
      [piece.x2, piece.y2],
    ]
  const at = (deg: number): [number, number] => [piece.cx + piece.r * Math.cos((deg * Math.PI) / 180), piece.cy + piece.r * Math.sin((deg * Math.PI) / 180)]
  return [at(piece.fromDeg), at(piece.toDeg)]
}

function drawArrowhead(doc: Doc, head: Arrowhead): void {
  const angle = (head.angleDeg * Math.PI) / 180
  const [dx, dy] = [Math.cos(angle), Math.sin(angle)]
  const baseX = head.x - dx * head.size
  const baseY = head.y - dy * head.size
  const half = head.size / 2
  doc.polygon([mm(head.x), mm(head.y)], [mm(baseX - dy * half), mm(baseY + dx * half)], [mm(baseX + dy * half), mm(baseY - dx * half)]).fill(head.turn ? INK : inkOf(doc).page.boardTrack)
}

function drawBoardOutline(doc: Doc, sheet: BoardSheet): void {
  const { x, y, width, height } = sheet.board
  const [left, top, right, bottom] = [mm(x), mm(y), mm(x + width), mm(y + height)]
  doc.lineWidth(1.2).strokeColor(INK)
  if (sheet.parts === 1) {
    doc.roundedRect(left, top, right - left, bottom - top, mm(5)).stroke()
    return
  }
  // On a split board the inner edge is not a border: part 1 is cut there, part 2 is glued there.
  if (sheet.part === 1) doc.moveTo(right, top).lineTo(left, top).lineTo(left, bottom).lineTo(right, bottom).stroke()
  else doc.moveTo(left, top).lineTo(right, top).lineTo(right, bottom).lineTo(left, bottom).stroke()
}

/** Where the assembled board folds in two to be put away. */
function drawFoldMarks(doc: Doc, marks: BoardSheet['foldMarks']): void {
  doc.lineWidth(0.8).strokeColor(INK).dash(2, { space: 2 })
  for (const mark of marks) doc.moveTo(mm(mark.x), mm(mark.y1)).lineTo(mm(mark.x), mm(mark.y2)).stroke()
  doc.undash()
}

function drawScissors(doc: Doc, x: number, y: number): void {
  // Two rings and two crossing blades, pointing down the cut line.
  doc.lineWidth(1).strokeColor(INK)
  doc.circle(x - 4.5, y - 9, 3.3).stroke()
  doc.circle(x + 4.5, y - 9, 3.3).stroke()
  doc
    .moveTo(x - 2.7, y - 6.6)
    .lineTo(x + 3.3, y + 9)
    .stroke()
  doc
    .moveTo(x + 2.7, y - 6.6)
    .lineTo(x - 3.3, y + 9)
    .stroke()
}

function drawCutLine(doc: Doc, cut: NonNullable<BoardSheet['cutLine']>, strings: KitStrings, tags: PageTagger): void {
  const x = mm(cut.x)
  tags.artifact(() => {
    doc.lineWidth(1).strokeColor(INK).dash(5, { space: 3 })
    doc.moveTo(x, mm(cut.y1)).lineTo(x, mm(cut.y2)).stroke()
    doc.undash()
    drawScissors(doc, x, mm(cut.y1) - 11)
  })
  // Turned a quarter clockwise, the words run down the line on its outer side; the line of text
  // (its height to the left of the turned origin) ends 3 pt clear of the cut.
  const style = { size: 9, tone: 'soft' } as const
  const origin: [number, number] = [x + 3 + measureText(doc, 'M', 200, style), mm(cut.y1) + 30]
  tags.paragraph(() => {
    doc.save().rotate(90, { origin })
    drawText(doc, strings.text('board.cut'), origin[0], origin[1], 200, style)
    doc.restore()
  })
}

function drawGlueTab(doc: Doc, tab: RectMm, strings: KitStrings, tags: PageTagger): void {
  const [x, y, w, h] = [mm(tab.x), mm(tab.y), mm(tab.width), mm(tab.height)]
  tags.artifact(() => {
    doc.save()
    doc.rect(x, y, w, h).clip()
    doc.lineWidth(0.5).strokeColor(inkOf(doc).page.hairline)
    for (let offset = -h; offset < w; offset += 8)
      doc
        .moveTo(x + offset, y + h)
        .lineTo(x + offset + h, y)
        .stroke()
    doc.restore()
    doc.rect(x, y, w, h).lineWidth(0.6).dash(3, { space: 2 }).stroke(inkOf(doc).page.faint)
    doc.undash()
  })
  tags.paragraph(() => {
    doc.save().rotate(-90, { origin: [x, y + h] })
    drawText(doc, strings.text('board.glue'), x, y + h + (w - 11) / 2, h, { font: 'bold', size: 9, tone: 'soft', align: 'center' })
    doc.restore()
  })
}

function drawCalibration(doc: Doc, sheet: BoardSheet, strings: KitStrings, tags: PageTagger): void {
  const bar = sheet.calibration
  const [x, y] = [mm(bar.x), mm(bar.y)]
  const centimetres = bar.lengthMm / 10
  tags.figure(strings.text('board.calibrationAlt'), () => {
    // Alternate black and white centimetres, like a map's scale: easy to check against a ruler.
    for (let cm = 0; cm < centimetres; cm++) {
      doc
        .rect(x + mm(cm * 10), y, mm(10), mm(bar.barHeightMm))
        .lineWidth(0.6)
        .fillAndStroke(cm % 2 === 0 ? INK : '#ffffff', INK)
    }
    doc.lineWidth(0.6).strokeColor(INK)
    for (let cm = 0; cm <= centimetres; cm++)
      doc
        .moveTo(x + mm(cm * 10), y - mm(1.5))
        .lineTo(x + mm(cm * 10), y + mm(bar.barHeightMm))
        .stroke()
    const labelY = y + mm(bar.barHeightMm + 0.6)
    drawText(doc, '0', x - 10, labelY, 20, { size: 9, align: 'center' })
    drawText(doc, strings.text('board.calibrationLabel'), x + mm(bar.lengthMm) - 30, labelY, 60, { size: 9, align: 'center' })
  })
}
