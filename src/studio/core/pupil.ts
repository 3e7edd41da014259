/**
 * The pupil view's model (issue 23): an exercise asked again from a self-check link (or from the
 * bank, for a whole sheet), its right answers computed by the engine as the kit's checker computes
 * them (fromSetup, playSequence, moveValues, resolveAnswer), and a pupil's answers judged against
 * them. No DOM here: the tests drive it under Node.
 */
import type { Hole, MoveReport, Position } from '../../engine/index.js'
import { HOLES, fromSetup, legalMoves, playSequence, startGame } from '../../engine/index.js'
import type { Answer, AnswerFacts, AnswerInput, AnswerKey } from '../../exercise/answers.js'
import { answerProblem, placesOnSheet, resolveAnswer } from '../../exercise/answers.js'
import type { CheckedExercise } from '../../exercise/index.js'
import { moveValues } from '../../exercise/index.js'
import type { Result } from '../../engine/index.js'
import { err, ok } from '../../engine/index.js'
import type { CheckedAnswer, SheetRef, TryLink } from '../../selfcheck/link.js'
import { tryPlaces } from '../../selfcheck/link.js'
import type { MistakenMove } from '../../mistakes/index.js'
import { diagnose } from '../../mistakes/index.js'
import { sameRules } from '../../lessons/lessons.js'

/** One exercise as the pupil view asks it. */
export interface PupilExercise {
  readonly lang: 'fr' | 'en'
  readonly task: TryLink['task']
  readonly start: Position
  /** The moves the sheet names (play and end tasks). */
  readonly moves: readonly Hole[]
  /** The engine's reports of the right moves: the sheet's, or the best move for a best task. */
  readonly reports: readonly MoveReport[]
  /** The places to answer, and the engine's answer of each (same order). */
  readonly places: readonly CheckedAnswer[]
  readonly answers: readonly Answer[]
  /** The exercise's own question when it comes from the bank (a whole sheet); null from a link. */
  readonly question: string | null
  readonly number: number
  readonly count: number
  readonly sheet: SheetRef | null
  /** A best task's criterion. */
  readonly criterion: TryLink['criterion']
}

/** Why a link cannot be asked: its position is not one the rules accept, or its moves cannot be played. */
export type PupilProblem = { readonly code: 'LINK_POSITION' | 'LINK_MOVES' | 'LINK_ANSWERS'; readonly message: string }

/** The places a link carries, as the kit's answer places (AnswerInput). */
const asInput = (place: CheckedAnswer): AnswerInput => place

/** The exercise a self-check link describes, answered by the engine. */
export function exerciseOfLink(link: TryLink): Result<PupilExercise, PupilProblem> {
  const start = fromSetup(link.start, link.variant)
  if (!start.ok) return err({ code: 'LINK_POSITION', message: start.error.map((problem) => problem.message).join('; ') })
  const position = start.value
  let best: AnswerFacts['best']
  if (link.task === 'best') {
    if (link.criterion === null || legalMoves(position).length === 0) return err({ code: 'LINK_MOVES', message: 'a best-move task needs a criterion and a move to play' })
    try {
      const found = moveValues(position, link.criterion)
      if (!found.proved) return err({ code: 'LINK_MOVES', message: 'the best move of this position cannot be proved here' })
      best = { move: found.bestMoves[0]!, value: found.value, criterion: link.criterion }
    } catch (error) {
      return err({ code: 'LINK_MOVES', message: error instanceof Error ? error.message : String(error) })
    }
  }
  const played = link.task === 'best' && best ? [best.move] : link.moves
  const game = playSequence(startGame(position), played)
  if (!game.ok) return err({ code: 'LINK_MOVES', message: game.error.message })
  // The theme is not in the link: no answer is computed from it (only the places a file leaves out are).
  const facts: AnswerFacts = {
    task: link.task,
    theme: 'sowing',
    start: position,
    reports: game.value.reports,
    after: game.value.game.position,
    legal: legalMoves(position),
    ...(best ? { best } : {}),
    outcome: game.value.game.outcome,
  }
  for (const place of link.answers) {
    const problem = answerProblem(asInput(place), facts)
    if (problem) return err({ code: 'LINK_ANSWERS', message: problem })
  }
  // The link carries the places the sheet prints (placesOnSheet), in its order: the same boxes, with the same words.
  const places = link.answers
  return ok({
    lang: link.lang,
    task: link.task,
    start: position,
    moves: link.moves,
    reports: game.value.reports,
    places,
    answers: places.map((place) => resolveAnswer(asInput(place), facts)),
    question: null,
    number: link.number,
    count: link.count,
    sheet: link.sheet,
    criterion: link.criterion,
  })
}

/** An exercise of the bank (a whole sheet in the pupil view), with its own question. */
export function exerciseOfBank(exercise: CheckedExercise, lang: 'fr' | 'en', place: { number: number; count: number; sheet: SheetRef }): PupilExercise {
  // The places the sheet prints, as a link from its code carries them (src/pdf/self-check.ts tryLink).
  const kept = placesOnSheet(exercise.answers, exercise.question).filter((answer) => answer.name !== 'why' && answer.name !== 'sentence')
  return {
    lang,
    task: exercise.task,
    start: exercise.start,
    moves: exercise.task === 'play' || exercise.task === 'end' ? exercise.moves : [],
    reports: exercise.reports,
    places: kept.map(
      (answer): CheckedAnswer =>
        answer.name === 'seedsBefore' ? { seedsBefore: answer.hole! } : answer.name === 'seedsAfter' ? { seedsAfter: answer.hole! } : (answer.name as Exclude<CheckedAnswer, object>),
    ),
    answers: kept,
    question: exercise.question[lang],
    number: place.number,
    count: place.count,
    sheet: place.sheet,
    criterion: exercise.task === 'best' && exercise.best ? exercise.best.criterion : null,
  }
}

/**
 * The bank's exercise a link was made from, when the studio has it: the same start, task, moves,
 * rules and answer places. Its question is then the one the sheet printed (a link carries no words,
 * to keep its code small); an exercise of the school's own, not in the bank, keeps the question said
 * from its task (« Joue F. »).
 */
export function bankExerciseOf(link: TryLink, bank: readonly CheckedExercise[]): CheckedExercise | null {
  const places = (answers: readonly CheckedAnswer[]) => answers.map((answer) => JSON.stringify(answer)).join()
  const wanted = places(link.answers)
  return (
    bank.find(
      (exercise) =>
        exercise.task === link.task &&
        exercise.start.turn === link.start.turn &&
        exercise.start.board.every((count, index) => count === link.start.board[index]) &&
        exercise.start.stores.south === link.start.stores.south &&
        exercise.start.stores.north === link.start.stores.north &&
        (link.task === 'best' || exercise.moves.join() === link.moves.join()) &&
        sameRules(exercise.variant, link.variant) &&
        places(tryPlaces(exercise)) === wanted,
    ) ?? null
  )
}

/**
 * The mistakes whose answers differ from the engine's in this exercise (the answer key's own
 * diagnosis, src/mistakes), each with its answer of every place and its sowing for the replay.
 */
export function mistakesOf(exercise: PupilExercise): KnownMistake[] {
  const diagnoses = diagnose({
    task: exercise.task,
    // As in exerciseOfLink: the places are given, so the theme (which only chooses places left out) decides nothing.
    theme: 'sowing',
    start: exercise.start,
    moves: exercise.task === 'best' ? exercise.reports.map((report) => report.move) : exercise.moves,
    places: exercise.places.map(asInput),
    answers: exercise.answers,
    ...(exercise.criterion !== null ? { criterion: exercise.criterion } : {}),
  })
  return diagnoses.map(({ id, answers, wrong, moves }) => ({ id, answers, wrong, moves }))
}

/** What a pupil gives for one place: the same shapes as the key (a board without its stores when none were taken). */
export type Given = AnswerKey | null

/** Whether a pupil's answer is the key's: holes in any order; a board by its holes (and its stores when seeds were taken). */
export function sameAnswer(given: Given, key: AnswerKey): boolean {
  if (given === null || given.kind !== key.kind) return false
  switch (key.kind) {
    case 'hole':
      return given.kind === 'hole' && given.value === key.value
    case 'holes': {
      if (given.kind !== 'holes') return false
      const sorted = (holes: readonly Hole[]) => [...new Set(holes)].sort((a, b) => HOLES.indexOf(a) - HOLES.indexOf(b)).join()
      return sorted(given.value) === sorted(key.value)
    }
    case 'sequence':
      // The order the seeds fall in: every hole in its place, a hole sown twice written twice.
      return given.kind === 'sequence' && given.value.join() === key.value.join()
    case 'number':
      return given.kind === 'number' && given.value === key.value
    case 'count':
      return given.kind === 'count' && given.before === key.before && given.after === key.after && given.captured === key.captured
    case 'sides':
      return given.kind === 'sides' && (given.value === null ? key.value === null : key.value !== null && given.value.south === key.value.south && given.value.north === key.value.north)
    case 'yes-no':
      return given.kind === 'yes-no' && given.value === key.value
    case 'winner':
      return given.kind === 'winner' && given.value === key.value
    case 'board':
      return (
        given.kind === 'board' &&
        given.board.every((count, index) => count === key.board[index]) &&
        (key.stores.south + key.stores.north === 0 || (given.stores.south === key.stores.south && given.stores.north === key.stores.north))
      )
    case 'sentence':
      return true
    case 'store':
      // Only a mistake's answer (the last seed dropped in the store, issue 22): never the key's.
      return given.kind === 'store'
  }
}

/** A mistake (issue 22) as the pupil view uses it: its id, its answer of each place, and the moves as it plays them. */
export interface KnownMistake {
  readonly id: string
  readonly answers: readonly (AnswerKey | null)[]
  readonly wrong: readonly number[]
  readonly moves: readonly MistakenSowing[]
}

/** A move as a mistake plays it: what the replay needs of the mistakes module's own record. */
export type MistakenSowing = Pick<MistakenMove, 'move' | 'side' | 'seeds' | 'sown' | 'last' | 'capturedHoles' | 'captured' | 'before' | 'afterSowing'>

export interface Verdict {
  /** Each place: right, wrong, or not answered. */
  readonly places: readonly ('right' | 'wrong' | 'empty')[]
  /**
   * For a place of several number boxes (the seed count, the two stores or scores, a board's twelve
   * holes), each box right or wrong, in the key's order (before, after, taken; South, North; A to L);
   * null for a place of one answer.
   */
  readonly boxes: readonly (readonly ('right' | 'wrong')[] | null)[]
  readonly right: boolean
  /** The known mistake whose answers are the pupil's wrong ones, when there is one. */
  readonly mistake: KnownMistake | null
}

/**
 * Judges a pupil's answers. A mistake is named when, at every place the pupil got wrong, the
 * mistake gives exactly the pupil's answer (the first such in the mistakes' order).
 */
export function judge(exercise: PupilExercise, given: readonly Given[], mistakes: readonly KnownMistake[] = []): Verdict {
  const places = exercise.answers.map((answer, index) => (given[index] === null || given[index] === undefined ? 'empty' : sameAnswer(given[index]!, answer.key) ? 'right' : 'wrong'))
  const wrong = places.flatMap((state, index) => (state === 'wrong' ? [index] : []))
  const right = places.every((state) => state === 'right')
  const mistake =
    wrong.length === 0 ? null : (mistakes.find((m) => wrong.every((index) => m.answers[index] !== null && m.answers[index] !== undefined && sameAnswer(given[index]!, m.answers[index]!))) ?? null)
  return { places, right, mistake, boxes: exercise.answers.map((answer, index) => boxStates(given[index] ?? null, answer.key)) }
}

/** Each number box of a place right or wrong (see Verdict.boxes); null for a place of one answer. */
export function boxStates(given: Given, key: AnswerKey): ('right' | 'wrong')[] | null {
  const compare = (numbers: readonly (number | null)[], right: readonly number[]) => right.map((value, index) => (numbers[index] === value ? 'right' : 'wrong') as 'right' | 'wrong')
  switch (key.kind) {
    case 'count':
      return compare(given?.kind === 'count' ? [given.before, given.after, given.captured] : [], [key.before, key.after, key.captured])
    case 'sides':
      // « La partie continue » has no numbers to write: the place is one answer then.
      return key.value === null ? null : compare(given?.kind === 'sides' && given.value ? [given.value.south, given.value.north] : [], [key.value.south, key.value.north])
    case 'board':
      return compare(given?.kind === 'board' ? given.board : [], key.board)
    default:
      return null
  }
}
