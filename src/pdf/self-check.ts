import { HOLES } from '../engine/index.js'
import type { CheckedExercise } from '../exercise/index.js'
import type { CheckedAnswer, SheetRef, TryLink } from '../selfcheck/link.js'
import { tryAddress } from '../selfcheck/link.js'
import type { QrCode } from '../selfcheck/qr.js'
import { qrCode } from '../selfcheck/qr.js'
import { gridLine } from './answers.js'
import type { Sheet } from '../kit/sheets.js'
import type { KitStrings } from './strings.js'
import type { Lang } from './typography.js'

/**
 * What a pupil's self-check code holds (issue 23): without a studio address, the answer as the key's
 * quick-correction grid says it, in the sheet's language, which any camera app shows offline
 * (« Exercice 3 — dernière graine : I · prises : 7 »); with one, a link to the exercise in the
 * studio's pupil view, every detail after the `#` (src/selfcheck/link.ts). Never more than the
 * grid's line: no explanation, no wrong answers a neighbour could copy from.
 */
export interface SelfCheck {
  /** Where the school put `out/studio/` (checked by checkStudioUrl), or null: the codes hold the answers as text. */
  readonly studioUrl: string | null
}

/** The sheet and the place of an exercise on it: its number (1, 2, 3…) and how many it has. */
export interface PlaceOnSheet {
  readonly sheet: Sheet
  readonly number: number
  readonly count: number
}

/** The code's content for one exercise of a sheet. */
export function selfCheckContent(strings: KitStrings, lang: Lang, selfCheck: SelfCheck, exercise: CheckedExercise, place: PlaceOnSheet): string {
  if (selfCheck.studioUrl !== null) return tryAddress(selfCheck.studioUrl, tryLink(lang, exercise, place))
  const lines = pupilLines(strings, lang, exercise)
  const answers = lines.length > 0 ? lines.join(' · ') : strings.text('selfCheck.noShortAnswer')
  // Plain spaces: a camera app shows the text on one line anyway, and each narrow no-break space
  // costs three bytes of the code.
  return strings.text('selfCheck.text', { number: place.number, answers }).replace(/[\u202f\u00a0]/g, ' ')
}

/**
 * The answers in the key's quick-grid words, as the example says them: the seeds taken with
 * the holes they came from (« prises : 7 (I, H, G) »); the seed count is left out (the pupil's own
 * check: « avant » is on the board, « après » is « avant » less the seeds taken), as are the
 * sentences; every other place as the grid says it. A short text makes a small code: these fit in
 * version 4 (27 mm) where the whole grid line took version 6 (32 mm).
 */
function pupilLines(strings: KitStrings, lang: Lang, exercise: CheckedExercise): string[] {
  const answers = exercise.answers
  const count = answers.find((answer) => answer.name === 'count')
  const captured = answers.find((answer) => answer.name === 'captured')
  const holes = answers.find((answer) => answer.name === 'capturedHoles')
  const seeds = captured?.key.kind === 'number' ? captured.key.value : count?.key.kind === 'count' ? count.key.captured : null
  const taken = holes?.key.kind === 'holes' ? [...holes.key.value].sort((a, b) => HOLES.indexOf(a) - HOLES.indexOf(b)) : null
  const lines: string[] = []
  let seedsSaid = false
  for (const answer of answers) {
    if (answer === captured || answer === count || (answer === holes && seeds !== null)) {
      // The seeds taken once, where the first of these places is, with their holes when the sheet asks for them.
      if (seedsSaid) continue
      seedsSaid = true
      lines.push(
        taken && taken.length > 0
          ? strings.text('selfCheck.capturedFrom', { count: seeds!, holes: taken.join(', ') })
          : gridLine({ strings, lang }, { name: 'captured', key: { kind: 'number', value: seeds! } })!,
      )
      continue
    }
    const line = gridLine({ strings, lang }, answer)
    if (line !== null) lines.push(line)
  }
  return lines
}

/** The exercise as the studio's pupil view asks it again: its position, moves, task, answer places, rules. */
export function tryLink(lang: Lang, exercise: CheckedExercise, place: PlaceOnSheet): TryLink {
  const sheet: SheetRef = { lesson: place.sheet.lesson?.number ?? 0, level: place.sheet.level, version: (place.sheet.version as SheetRef['version']) ?? null }
  const answers = exercise.answers.flatMap((answer): CheckedAnswer[] => {
    if (answer.name === 'why' || answer.name === 'sentence') return []
    if (answer.name === 'seedsBefore') return [{ seedsBefore: answer.hole! }]
    if (answer.name === 'seedsAfter') return [{ seedsAfter: answer.hole! }]
    return [answer.name]
  })
  return {
    lang,
    task: exercise.task,
    criterion: exercise.task === 'best' && exercise.best ? exercise.best.criterion : null,
    // The moves the sheet names; a best move is the pupil's to find.
    moves: exercise.task === 'play' || exercise.task === 'end' ? exercise.moves : [],
    answers,
    start: exercise.start,
    variant: exercise.variant,
    number: place.number,
    count: place.count,
    sheet,
  }
}

/**
 * The codes of a kit, made once each. The room a sheet keeps for an exercise's code is that of its
 * largest possible content (numbered as the sheet's last exercise): the order the sheet prints its
 * exercises in is decided from their heights before their numbers are known.
 */
export function selfCheckCodes(strings: KitStrings, lang: Lang, selfCheck: SelfCheck) {
  const made = new Map<string, QrCode>()
  const code = (exercise: CheckedExercise, place: PlaceOnSheet): { qr: QrCode; content: string } => {
    const content = selfCheckContent(strings, lang, selfCheck, exercise, place)
    let qr = made.get(content)
    if (!qr) made.set(content, (qr = qrCode(content)))
    return { qr, content }
  }
  return {
    /** The code printed for the exercise at this place. */
    code,
    /** The largest code the exercise can have on this sheet, whatever its number. */
    room: (exercise: CheckedExercise, sheet: Sheet): QrCode => code(exercise, { sheet, number: sheet.exercises.length, count: sheet.exercises.length }).qr,
  }
}

export type SelfCheckCodes = ReturnType<typeof selfCheckCodes>
