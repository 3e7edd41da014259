import type { CheckedExercise } from '../exercise/index.js'
import { placesOnSheet } from '../exercise/answers.js'
import type { SheetRef, TryLink } from '../selfcheck/link.js'
import { tryAddress, tryPlaces } from '../selfcheck/link.js'
import type { QrCode } from '../selfcheck/qr.js'
import { qrCode } from '../selfcheck/qr.js'
import { gridBoardLine, gridLine, printedRows } from './answers.js'
import { pupilAtBottom } from './worksheet.js'
import type { Orientation } from '../kit/definition.js'
import type { Sheet } from '../kit/sheets.js'
import type { KitStrings } from './strings.js'
import type { Lang } from './typography.js'

/**
 * What a pupil's self-check code holds (issue 23): without a studio address, the answer as the key's
 * quick-correction grid says it, in the sheet's language, which any camera app shows offline
 * (« Exercice 3 », then one answer a line: « dernière graine : I », « prises : 7 »); with one, a link to the exercise in the
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

/** What the code's words depend on besides the exercise: the sheet's language and which side its boards show at the bottom. */
export interface CodeWords {
  readonly strings: KitStrings
  readonly lang: Lang
  readonly orientation: Orientation
}

/** The code's content for one exercise of a sheet. */
export function selfCheckContent(words: CodeWords, selfCheck: SelfCheck, exercise: CheckedExercise, place: PlaceOnSheet): string {
  const { strings, lang } = words
  if (selfCheck.studioUrl !== null) return tryAddress(selfCheck.studioUrl, tryLink(lang, exercise, place))
  const lines = pupilLines(words, exercise)
  // One answer a line, as the child reads the boxes down the sheet: a line break is one byte of the
  // code where « · » between answers took four (a smaller code, which the sheet has room for).
  const answers = lines.length > 0 ? lines.join('\n') : strings.text('selfCheck.noShortAnswer')
  // Plain spaces: each narrow no-break space costs three bytes of the code.
  return strings.text('selfCheck.text', { number: place.number, answers }).replace(/[\u202f\u00a0]/g, ' ')
}

/**
 * The answers as the key's quick-correction grid says them, place by place and in its words, never
 * more (no wrong answers a neighbour could copy, no sentence): « dernière graine : I · trous pris :
 * G, H, I · avant 9 = après 2 + prises 7 ». A board is read as the sheet prints
 * it: its top row left to right, then its bottom row.
 */
function pupilLines(words: CodeWords, exercise: CheckedExercise): string[] {
  const bottom = pupilAtBottom(words, exercise)
  // The places the sheet prints: the seeds taken are in « avant = après + prises », not said twice.
  return placesOnSheet(exercise.answers, exercise.question).flatMap((answer): string[] => {
    // A board's two rows on two lines, as they are drawn; not the stores, which the board to fill in has no box for.
    if (answer.key.kind === 'board') return [gridBoardLine(words, printedRows(answer.key.board, bottom).join('\n'), null)]
    const line = gridLine(words, answer, bottom)
    return line === null ? [] : [line]
  })
}

/** The exercise as the studio's pupil view asks it again: its position, moves, task, answer places, rules. */
export function tryLink(lang: Lang, exercise: CheckedExercise, place: PlaceOnSheet): TryLink {
  const sheet: SheetRef = { lesson: place.sheet.lesson?.number ?? 0, level: place.sheet.level, version: (place.sheet.version as SheetRef['version']) ?? null }
  // The places the sheet prints: the pupil view asks those, with the sheet's words.
  const answers = tryPlaces(exercise)
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
export function selfCheckCodes(words: CodeWords, selfCheck: SelfCheck) {
  const made = new Map<string, QrCode>()
  const code = (exercise: CheckedExercise, place: PlaceOnSheet): { qr: QrCode; content: string } => {
    const content = selfCheckContent(words, selfCheck, exercise, place)
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
