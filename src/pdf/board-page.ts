import type { BoardLayout, BoardSheet, RectMm } from './board-layout.js'
import type { Doc } from './document.js'
import { drawText } from './draw.js'
import { mm } from './paper.js'
import type { KitStrings } from './strings.js'
import type { PageTagger } from './tagging.js'

/** Draws one sheet of the real-size board, following the layout exactly (millimetres → points, nothing else). */
export function drawBoardSheet(doc: Doc, layout: BoardLayout, sheet: BoardSheet, strings: KitStrings, tags: PageTagger): void {
  const split = sheet.parts > 1
  tags.heading(() => {
    drawText(
      doc,
      split ? strings.text('board.titlePart', { part: sheet.part, parts: sheet.parts }) : strings.text('board.title'),
      mm(sheet.title.x),
      mm(sheet.title.y),
      mm(sheet.title.width),
      { font: 'bold', size: 15 },
    )
  })
  const instruction = split ? strings.text(sheet.part === 1 ? 'board.assemblyPart1' : 'board.assemblyPart2') : strings.text('board.assemblySingle')
  tags.paragraph(() =>
    drawText(doc, instruction, mm(sheet.title.x), mm(sheet.title.y) + 17, mm(sheet.title.width), { size: 9.5, color: '#333333' }),
  )

  const holesText = sheet.holes.map((spot) => spot.hole).join(' ')
  tags.figure(strings.text('board.alt', { holes: holesText, diameter: layout.holeDiameterMm }), () => {
    drawBoardOutline(doc, sheet)
    for (const store of sheet.stores) {
      const r = store.rect
      doc.roundedRect(mm(r.x), mm(r.y), mm(r.width), mm(r.height), mm(3)).lineWidth(0.8).fillAndStroke('#f1f1f1', '#555555')
      const label = strings.text(store.side === 'south' ? 'board.storeSouth' : 'board.storeNorth')
      drawText(doc, label, mm(r.x), mm(r.y + r.height / 2) - 6, mm(r.width), { size: 11, color: '#555555', align: 'center' })
    }
    for (const spot of sheet.holes) {
      doc.circle(mm(spot.cx), mm(spot.cy), mm(spot.diameter / 2)).lineWidth(1.4).fillAndStroke('#ffffff', '#000000')
      // An inner ring gives the hole depth without costing ink.
      doc.circle(mm(spot.cx), mm(spot.cy), mm(spot.diameter / 2 - 2.5)).lineWidth(0.5).stroke('#9a9a9a')
      drawText(doc, spot.hole, mm(spot.labelX) - 20, mm(spot.labelY) - 9.5, 40, { font: 'bold', size: 15, align: 'center' })
    }
    for (const arrow of sheet.arrows) {
      const x = mm(arrow.x)
      const y = mm(arrow.y)
      const tip = arrow.pointing === 'right' ? 4 : -4
      doc.polygon([x - tip, y - 4], [x + tip, y], [x - tip, y + 4]).fill('#555555')
    }
  })

  if (sheet.cutLine) drawCutLine(doc, sheet.cutLine, strings)
  if (sheet.glueTab) drawGlueTab(doc, sheet.glueTab, strings)
  drawCalibration(doc, sheet, strings, tags)
}

function drawBoardOutline(doc: Doc, sheet: BoardSheet): void {
  const { x, y, width, height } = sheet.board
  const [left, top, right, bottom] = [mm(x), mm(y), mm(x + width), mm(y + height)]
  doc.lineWidth(1.2).strokeColor('#000000')
  if (sheet.parts === 1) {
    doc.roundedRect(left, top, right - left, bottom - top, mm(5)).stroke()
    return
  }
  // On a split board the inner edge is not a border: part 1 is cut there, part 2 is glued there.
  if (sheet.part === 1) doc.moveTo(right, top).lineTo(left, top).lineTo(left, bottom).lineTo(right, bottom).stroke()
  else {
    doc.moveTo(left, top).lineTo(right, top).lineTo(right, bottom).lineTo(left, bottom).stroke()
    // Fold marks at the joint: the assembled board folds in two to be put away.
    doc.lineWidth(0.8).dash(2, { space: 2 })
    doc.moveTo(left, top - mm(2.5)).lineTo(left, top - mm(0.5)).stroke()
    doc.moveTo(left, bottom + mm(0.5)).lineTo(left, bottom + mm(3)).stroke()
    doc.undash()
  }
}

function drawScissors(doc: Doc, x: number, y: number): void {
  // Two rings and two crossing blades, pointing down the cut line.
  doc.lineWidth(0.8).strokeColor('#000000')
  doc.circle(x - 3, y - 6, 2.2).stroke()
  doc.circle(x + 3, y - 6, 2.2).stroke()
  doc.moveTo(x - 1.8, y - 4.4).lineTo(x + 2.2, y + 6).stroke()
  doc.moveTo(x + 1.8, y - 4.4).lineTo(x - 2.2, y + 6).stroke()
}

function drawCutLine(doc: Doc, cut: NonNullable<BoardSheet['cutLine']>, strings: KitStrings): void {
  const x = mm(cut.x)
  doc.lineWidth(1).strokeColor('#000000').dash(5, { space: 3 })
  doc.moveTo(x, mm(cut.y1)).lineTo(x, mm(cut.y2)).stroke()
  doc.undash()
  drawScissors(doc, x, mm(cut.y1) - 8)
  const label = strings.text('board.cut')
  // Turned a quarter clockwise, the text runs down the line on its outer side.
  doc.save().rotate(90, { origin: [x + 14, mm(cut.y1) + 30] })
  drawText(doc, label, x + 14, mm(cut.y1) + 30, 200, { size: 9, color: '#333333' })
  doc.restore()
}

function drawGlueTab(doc: Doc, tab: RectMm, strings: KitStrings): void {
  const [x, y, w, h] = [mm(tab.x), mm(tab.y), mm(tab.width), mm(tab.height)]
  doc.save()
  doc.rect(x, y, w, h).clip()
  doc.lineWidth(0.5).strokeColor('#b0b0b0')
  for (let offset = -h; offset < w; offset += 8) doc.moveTo(x + offset, y + h).lineTo(x + offset + h, y).stroke()
  doc.restore()
  doc.rect(x, y, w, h).lineWidth(0.6).dash(3, { space: 2 }).stroke('#555555')
  doc.undash()
  const label = strings.text('board.glue')
  doc.save().rotate(-90, { origin: [x, y + h] })
  drawText(doc, label, x, y + h + (w - 11) / 2, h, { font: 'bold', size: 9, color: '#333333', align: 'center' })
  doc.restore()
}

function drawCalibration(doc: Doc, sheet: BoardSheet, strings: KitStrings, tags: PageTagger): void {
  const bar = sheet.calibration
  const [x, y] = [mm(bar.x), mm(bar.y)]
  const centimetres = bar.lengthMm / 10
  tags.figure(strings.text('board.calibrationAlt'), () => {
    // Alternate black and white centimetres, like a map's scale: easy to check against a ruler.
    for (let cm = 0; cm < centimetres; cm++) {
      doc.rect(x + mm(cm * 10), y, mm(10), mm(3)).fillAndStroke(cm % 2 === 0 ? '#000000' : '#ffffff', '#000000')
    }
    doc.lineWidth(0.6).strokeColor('#000000')
    for (let cm = 0; cm <= centimetres; cm++) doc.moveTo(x + mm(cm * 10), y - mm(1.5)).lineTo(x + mm(cm * 10), y + mm(3)).stroke()
    drawText(doc, '0', x - 10, y + mm(4), 20, { size: 8, align: 'center' })
    drawText(doc, strings.text('board.calibrationLabel'), x + mm(bar.lengthMm) - 30, y + mm(4), 60, { size: 8, align: 'center' })
  })
  tags.paragraph(() =>
    drawText(doc, strings.text('board.calibration'), mm(bar.text.x), mm(bar.text.y), mm(bar.text.width), { size: 9, color: '#000000' }),
  )
}
