import { inkOf } from './document.js'
import { DEFAULT_VARIANT, fromSetup, initialSetup } from '../engine/index.js'
import type { TextStyle } from './draw.js'
import { drawText, measureText } from './draw.js'
import type { LineOfPlaces } from './class-page.js'
import { PUPIL_BOLD, PUPIL_TEXT, boxesLine, circleLine, labelledLines, pupilHeader } from './class-page.js'
import type { KitContext } from './kit.js'
import type { PlannedPage } from './page.js'
import { portraitFrame } from './page.js'
import { mm } from './paper.js'

/**
 * Blank boards for pupils to invent their own problems: each an empty board (boxes for the seeds of
 * every hole and both stores), who plays and which hole, the question and its answer, the count check
 * (seeds before = seeds after + seeds taken) done with real seeds, and who solved it. As many problems
 * as the page holds (two on A4 and Letter, three on A3).
 */

/** The blank board's boxes are 12 mm or more when it is printed this wide (the worksheets' figure). */
export const BLANK_BOARD_MM = 95
export function planBlankBoards(context: KitContext): PlannedPage[] {
  const { doc, strings } = context
  const frame = portraitFrame(context.paper)
  const width = frame.width
  const t = (key: string) => strings.text(`blankBoards.${key}`)
  const side = (name: 'south' | 'north') => strings.text(`sides.${name}`)
  const header = pupilHeader(
    doc,
    t('title'),
    [
      { label: strings.text('worksheet.name'), line: mm(50) },
      { label: strings.text('worksheet.class'), line: mm(22) },
      { label: strings.text('worksheet.date'), line: mm(26) },
    ],
    width,
  )
  const intro = t('intro')
  const introHeight = measureText(doc, intro, width, PUPIL_TEXT)
  const check = t('check')
  const checkStyle: TextStyle = { ...PUPIL_BOLD }
  const start = fromSetup(initialSetup(DEFAULT_VARIANT), DEFAULT_VARIANT)
  if (!start.ok) throw new Error('blank boards: the initial position is not valid')
  const board = context.pupilDiagrams.blank(start.value, { bottom: 'south', quiet: true })
  // Half the page's width, never under 95 mm: larger on A3.
  const boardWidth = Math.max(mm(BLANK_BOARD_MM), width / 2)
  const boardHeight = board.height(boardWidth)

  // Beside the board: who plays, the hole, the question; under it, across the page: the answer, the
  // count check and who solved it.
  const columnX = boardWidth + mm(5)
  const columnWidth = width - columnX
  const beside: LineOfPlaces[] = [circleLine(doc, t('whoPlays'), [side('south'), side('north')]), boxesLine(doc, [t('hole'), 'box']), labelledLines(doc, t('question'), 3)]
  const count = boxesLine(doc, [t('countBefore'), 'box', t('countAfter'), 'box', t('countTaken'), 'box'])
  // The count check with real seeds, in words, then its boxes.
  const checkLine: LineOfPlaces = {
    height: measureText(doc, check, width, checkStyle),
    draw: (d, x, y, w, tags) => tags.paragraph(() => drawText(d, check, x, y, w, checkStyle)),
  }
  const solvedBy = labelledLines(doc, t('solvedBy'), 1)
  const countAndSolver: LineOfPlaces = {
    height: Math.max(count.height, solvedBy.height),
    draw: (d, x, y, w, tags) => {
      count.draw(d, x, y, count.width, tags)
      solvedBy.draw(d, x + count.width + mm(8), y + count.height - solvedBy.height, w - count.width - mm(8), tags)
    },
  }
  const under: LineOfPlaces[] = [labelledLines(doc, t('answer'), 1), checkLine, countAndSolver]
  const besideHeight = beside.reduce((sum, row) => sum + row.height + mm(2), -mm(2))
  const topHeight = Math.max(boardHeight, besideHeight)
  const underHeight = under.reduce((sum, row) => sum + row.height + mm(2), -mm(2))
  const problemHeight = topHeight + mm(2.5) + underHeight
  const gap = mm(5)
  const bodyTop = frame.top + header.height + mm(1) + introHeight + mm(4)
  const fits = Math.max(1, Math.floor((frame.bottom - bodyTop + gap) / (problemHeight + gap)))
  if (bodyTop + problemHeight > frame.bottom) throw new Error(`blank boards: one problem does not fit a ${context.paper} page`)

  return [
    {
      orientation: 'portrait',
      startsSheet: true,
      draw(d, tags) {
        header.draw(d, frame.x, frame.top, tags)
        tags.paragraph(() => drawText(d, intro, frame.x, frame.top + header.height + mm(1), width, PUPIL_TEXT))
        for (let n = 0; n < fits; n++) {
          const y = bodyTop + n * (problemHeight + gap)
          if (n > 0)
            tags.artifact(() =>
              d
                .save()
                .lineWidth(0.6)
                .strokeColor(inkOf(d).page.rule)
                .moveTo(frame.x, y - gap / 2)
                .lineTo(frame.x + width, y - gap / 2)
                .stroke()
                .restore(),
            )
          context.pupilDiagrams.draw(d, board, frame.x, y, boardWidth, tags)
          let cursor = y
          for (const row of beside) {
            row.draw(d, frame.x + columnX, cursor, columnWidth, tags)
            cursor += row.height + mm(2)
          }
          cursor = y + topHeight + mm(2.5)
          for (const row of under) {
            row.draw(d, frame.x, cursor, width, tags)
            cursor += row.height + mm(2)
          }
        }
      },
    },
  ]
}
