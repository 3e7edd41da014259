import { inkOf } from './document.js'
import type { CheckedExercise } from '../exercise/index.js'
import { THEMES } from '../exercise/index.js'
import type { Block } from './flow.js'
import type { KitContext } from './kit.js'
import { drawText, measureText } from './draw.js'
import { STYLE } from './blocks.js'
import { describeVariant } from './variant-words.js'

/**
 * What the worksheet and the answer key share: the order of the exercises and the header of one
 * exercise. Everything else differs on purpose (the answers never appear on a pupil's page).
 */

/** Easiest first: by level, then in the order of the themes (the kit's teaching progression), then as listed. */
export function orderExercises(exercises: readonly CheckedExercise[]): CheckedExercise[] {
  return exercises
    .map((exercise, index) => ({ exercise, index }))
    .sort((a, b) => a.exercise.level - b.exercise.level || THEMES.indexOf(a.exercise.theme) - THEMES.indexOf(b.exercise.theme) || a.index - b.index)
    .map(({ exercise }) => exercise)
}

const HEADER_PADDING = 4

/** "Exercice A2 · Niveau 1 · prise en chaîne" over the title, in a grey band; kept with what follows. */
export function exerciseHeader(context: KitContext, exercise: CheckedExercise, width: number, label: 'worksheet' | 'answers'): Block {
  const { doc, strings } = context
  const changes = describeVariant(strings, exercise.variant, true)
  const line = [
    strings.text(`${label}.exercise`, { id: exercise.id }),
    strings.text('worksheet.level', { level: exercise.level }),
    strings.text(`themes.${exercise.theme}`),
    ...(changes ? [strings.text('worksheet.variant', { rules: changes })] : []),
  ].join(' · ')
  const title = strings.typeset(exercise.title[context.lang])
  const inner = width - 2 * HEADER_PADDING
  // Measured in the weight it is drawn in: bold is wider, and may wrap where regular would not.
  const lineStyle = { ...STYLE.small, font: 'bold' } as const
  const lineHeight = measureText(doc, line, inner, lineStyle)
  const titleHeight = measureText(doc, title, inner, STYLE.subheading)
  return {
    height: lineHeight + titleHeight + 2 * HEADER_PADDING + 1,
    spaceBefore: 14,
    keepWithNext: true,
    draw: (d, x, y, tags) => {
      // A light band in colour, its outline in black ink.
      const tint = inkOf(d).page.tint
      tags.artifact(() => {
        const band = d.roundedRect(x, y, width, lineHeight + titleHeight + 2 * HEADER_PADDING + 1, 4)
        if (tint) band.fill(tint)
        else band.lineWidth(0.6).stroke(inkOf(d).page.rule)
      })
      tags.heading(() => {
        drawText(d, line, x + HEADER_PADDING, y + HEADER_PADDING, inner, lineStyle)
        drawText(d, title, x + HEADER_PADDING, y + HEADER_PADDING + lineHeight + 1, inner, STYLE.subheading)
      })
    },
  }
}
