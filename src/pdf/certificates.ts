import type { Lesson } from '../lessons/lessons.js'
import type { Doc } from './document.js'
import type { TextStyle } from './draw.js'
import { drawText, measureText, widthOfText } from './draw.js'
import { MOODS, PUPIL_BOLD, PUPIL_TEXT, drawCutLine, drawFace, drawStar, pupilHeader } from './class-page.js'
import type { Table } from './class-table.js'
import { drawTable, fitColumns, rowHeights } from './class-table.js'
import { kitLessons } from './guide.js'
import type { KitContext } from './kit.js'
import type { PlannedPage } from './page.js'
import { portraitFrame } from './page.js'
import { mm } from './paper.js'
import type { PageTagger } from './tagging.js'

/**
 * Certificates: one badge per lesson of the progression ("Brevet du semeur" … "Brevet du stratège"),
 * each with a line for the pupil's name, the skill in one sentence, three stars for the levels reached
 * and the teacher's signature; two copies of the same badge on a page, to cut in half. Then the
 * self-assessment grid: « je sais… » for every lesson with three faces to colour.
 */

const SMALL: TextStyle = { size: 12.5 }
const SKILL: TextStyle = { size: 14.5, lineGap: -1 }

/** A lesson's badge strings: certificates.badges.<lesson id> (name, feminine form, skill). */
function badge(context: KitContext, lesson: Lesson) {
  const s = context.strings
  const key = `certificates.badges.${lesson.id}`
  // The name, then the feminine form where French has one ("ou de la semeuse").
  const [name, also] = s.list(`${key}.name`)
  if (!name) throw new Error(`${s.file}: ${key}.name is empty`)
  return {
    name,
    also: also ?? null,
    skill: s.text(`${key}.skill`),
  }
}

/** The small boards drawn in a badge's top corners. */
const CORNER_BOARD_X = mm(8)
const CORNER_BOARD_WIDTH = mm(27)

interface BadgeLayout {
  /** The height its words, lines and stars need, the spare height left out: never more than the box. */
  readonly needed: number
  draw(doc: Doc, x: number, y: number, tags: PageTagger): void
}

/**
 * One badge in a box `width` × `height`, everything centred; sizes grow with the page (A3). Its parts
 * are measured first; the height they leave is shared between the gaps, so the badge fills its box.
 */
function badgeLayout(context: KitContext, lesson: Lesson, width: number, height: number): BadgeLayout {
  const { doc, strings } = context
  const scale = Math.min(1.4, width / mm(188))
  const title: TextStyle = { font: 'bold', size: 28 * scale, align: 'center' }
  const also: TextStyle = { size: 16 * scale, align: 'center' }
  const { name, also: feminine, skill } = badge(context, lesson)
  const pad = mm(8) * scale
  const innerWidth = width - 2 * pad
  const kicker = strings.text('certificates.kicker', { number: lesson.number, lesson: strings.typeset(lesson.title[context.lang]) })
  const awarded = strings.text('certificates.awardedTo')
  const levels = [1, 2, 3].map((level) => strings.text('certificates.level', { level }))
  const date = strings.text('certificates.date')
  const signature = strings.text('certificates.signature')
  const skillStyle: TextStyle = { ...SKILL, size: SKILL.size * scale, align: 'center' }
  const small: TextStyle = { ...SMALL, size: SMALL.size * scale }
  const textHeight = measureText(doc, 'M', 500, small)
  const starRadius = mm(6) * scale
  // The kicker stays between the two small boards of the top corners.
  const kickerWidth = width - 2 * (CORNER_BOARD_X + CORNER_BOARD_WIDTH + mm(2))
  const heights = {
    kicker: measureText(doc, kicker, kickerWidth, { ...small, align: 'center' }),
    title: measureText(doc, name, innerWidth, title) + (feminine ? measureText(doc, feminine, innerWidth, also) : 0),
    // The name is written on a line 12 mm under the words above it.
    nameLine: mm(12) * scale,
    skill: measureText(doc, skill, innerWidth * 0.86, skillStyle),
    stars: 2 * starRadius,
    signature: textHeight + mm(1),
  }
  const needed = 2 * pad + mm(4) + Object.values(heights).reduce((a, b) => a + b, 0)
  // Five gaps share what is left: under the kicker, the title, the name, the skill, the stars.
  const gap = Math.max(mm(3) * scale, (height - needed) / 5)
  return {
    needed: needed + 5 * mm(3) * scale,
    draw(d, x, y, tags) {
      tags.artifact(() => {
        d.save()
          .lineWidth(1.6)
          .strokeColor('#000000')
          .roundedRect(x + mm(2), y + mm(2), width - mm(4), height - mm(4), mm(5))
          .stroke()
        d.lineWidth(0.6)
          .roundedRect(x + mm(4), y + mm(4), width - mm(8), height - mm(8), mm(3.5))
          .stroke()
        d.restore()
        // A small board in each top corner: two rows of six holes, outlines only.
        for (const cornerX of [x + CORNER_BOARD_X, x + width - CORNER_BOARD_X - CORNER_BOARD_WIDTH]) {
          d.save()
            .lineWidth(0.6)
            .strokeColor('#000000')
            .roundedRect(cornerX, y + mm(8), CORNER_BOARD_WIDTH, mm(10), mm(2))
            .stroke()
          for (let row = 0; row < 2; row++) for (let column = 0; column < 6; column++) d.circle(cornerX + mm(3) + column * mm(4.2), y + mm(10.7) + row * mm(4.6), mm(1.5)).stroke()
          d.restore()
        }
      })
      let cursor = y + pad + mm(2)
      tags.paragraph(() => drawText(d, kicker, x + (width - kickerWidth) / 2, cursor, kickerWidth, { ...small, align: 'center' }))
      cursor += heights.kicker + gap
      tags.heading(() => drawText(d, name, x + pad, cursor, innerWidth, title))
      if (feminine) tags.paragraph(() => drawText(d, feminine, x + pad, cursor + measureText(d, name, innerWidth, title), innerWidth, also))
      cursor += heights.title + gap
      // "décerné à ______": the name line across most of the badge.
      const awardedWidth = widthOfText(d, awarded, small) + mm(2)
      const lineLength = innerWidth * 0.8
      const lineX = x + (width - lineLength) / 2
      const lineY = cursor + heights.nameLine
      tags.paragraph(() => drawText(d, awarded, lineX, lineY - textHeight, awardedWidth, small))
      tags.artifact(() =>
        d
          .save()
          .lineWidth(0.9)
          .strokeColor('#000000')
          .moveTo(lineX + awardedWidth, lineY)
          .lineTo(lineX + lineLength, lineY)
          .stroke()
          .restore(),
      )
      cursor += heights.nameLine + gap
      tags.paragraph(() => drawText(d, skill, x + innerWidth * 0.07 + pad, cursor, innerWidth * 0.86, skillStyle))
      cursor += heights.skill + gap
      // Three stars, one per level: the teacher (or the pupil) colours the levels reached.
      const cellWidth = innerWidth / 3
      levels.forEach((label, index) => {
        const cx = x + pad + cellWidth * index + cellWidth / 2
        const labelWidth = widthOfText(d, label, small)
        const total = labelWidth + mm(2) + 2 * starRadius
        tags.paragraph(() => drawText(d, label, cx - total / 2, cursor + starRadius - textHeight / 2, labelWidth + 2, small))
        tags.artifact(() => drawStar(d, cx - total / 2 + labelWidth + mm(2) + starRadius, cursor + starRadius, starRadius))
      })
      // Date and signature at the bottom.
      const bottom = y + height - pad - mm(2)
      const half = innerWidth / 2
      for (const [index, label] of [date, signature].entries()) {
        const fx = x + pad + index * half
        const labelWidth = widthOfText(d, label, small) + mm(2)
        tags.paragraph(() => drawText(d, label, fx, bottom - textHeight, labelWidth, small))
        tags.artifact(() =>
          d
            .save()
            .lineWidth(0.9)
            .strokeColor('#000000')
            .moveTo(fx + labelWidth, bottom)
            .lineTo(fx + half - mm(6), bottom)
            .stroke()
            .restore(),
        )
      }
    },
  }
}

export function planCertificates(context: KitContext): PlannedPage[] {
  const frame = portraitFrame(context.paper)
  const lessons = kitLessons()
  const halfHeight = (frame.bottom - frame.top) / 2
  const pages: PlannedPage[] = lessons.map((lesson) => {
    const layout = badgeLayout(context, lesson, frame.width, halfHeight - mm(3))
    if (layout.needed > halfHeight - mm(3)) throw new Error(`certificates: the badge of lesson ${lesson.number} does not fit half a ${context.paper} page`)
    return {
      orientation: 'portrait' as const,
      // Cut in two: nothing may be printed on the back.
      startsSheet: true,
      draw(d: Doc, tags: PageTagger) {
        layout.draw(d, frame.x, frame.top, tags)
        drawCutLine(d, frame.x - mm(6), frame.top + halfHeight, frame.x + frame.width + mm(6), frame.top + halfHeight, tags)
        layout.draw(d, frame.x, frame.top + halfHeight + mm(3), tags)
      },
    }
  })
  return [...pages, selfAssessment(context, lessons)]
}

/** « Ce que je sais faire »: a line per lesson, « je sais… », three faces to colour. */
function selfAssessment(context: KitContext, lessons: readonly Lesson[]): PlannedPage {
  const { doc, strings } = context
  const frame = portraitFrame(context.paper)
  const width = frame.width
  const header = pupilHeader(
    doc,
    strings.text('certificates.selfTitle'),
    [
      { label: strings.text('worksheet.name'), line: mm(50) },
      { label: strings.text('worksheet.class'), line: mm(22) },
      { label: strings.text('worksheet.date'), line: mm(26) },
    ],
    width,
  )
  const intro = strings.text('certificates.selfIntro')
  const introHeight = measureText(doc, intro, width, PUPIL_TEXT)
  const faceColumn = mm(21)
  const moods = MOODS.map((mood) => strings.text(`certificates.moods.${mood}`))
  const table: Table = {
    columns: [...fitColumns([1], width - 3 * faceColumn), faceColumn, faceColumn, faceColumn],
    rows: [
      { height: mm(10), cells: [{ text: strings.text('certificates.selfSkill'), style: PUPIL_BOLD, align: 'left' }, ...moods.map((text) => ({ text, style: { ...PUPIL_BOLD, size: 12 } }))] },
      ...lessons.map((lesson) => ({
        height: mm(17),
        cells: [{ text: `${lesson.number}. ${badge(context, lesson).skill}`, style: PUPIL_TEXT, align: 'left' as const }, {}, {}, {}],
      })),
    ],
  }
  const heights = rowHeights(doc, table)
  return {
    orientation: 'portrait',
    startsSheet: true,
    draw(d, tags) {
      header.draw(d, frame.x, frame.top, tags)
      let y = frame.top + header.height + mm(1)
      tags.paragraph(() => drawText(d, intro, frame.x, y, width, PUPIL_TEXT))
      y += introHeight + mm(3)
      drawTable(d, table, frame.x, y, tags)
      // The faces, in the middle of their cells.
      let rowTop = y + heights[0]!
      for (let row = 1; row < heights.length; row++) {
        const height = heights[row]!
        MOODS.forEach((mood, index) => {
          const cx = frame.x + width - (3 - index) * faceColumn + faceColumn / 2
          tags.artifact(() => drawFace(d, cx, rowTop + height / 2, Math.min(mm(6.5), height / 2 - mm(1.5)), mood))
        })
        rowTop += height
      }
    },
  }
}
