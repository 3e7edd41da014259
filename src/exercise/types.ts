import type { Hole, MoveReport, Outcome, Position, Variant } from '../engine/index.js'
import type { Bilingual, Task, Theme } from './schema.js'
import type { Answer, AnswerKey } from './answers.js'
import type { MistakeDiagnosis } from '../mistakes/diagnose.js'
import type { MistakeId } from '../mistakes/mistakes.js'

/** An exercise whose every claim the engine confirmed: what the PDF kit prints and the generator writes. */
export interface CheckedExercise {
  /** Path as given, or relative to the working directory. */
  file: string
  id: string
  theme: Theme
  level: 1 | 2 | 3
  title: Bilingual
  question: Bilingual
  explain: Bilingual
  task: Task
  variant: Variant
  /** The engine's position before the moves. */
  start: Position
  /** The moves played: `play` (play/end tasks), [best move] (best), [] (legal). */
  moves: Hole[]
  /** The engine's reports of those moves. */
  reports: MoveReport[]
  /** The position after the moves. */
  after: Position
  /** Legal moves in `start`. */
  legal: Hole[]
  /** The engine's best move and the value of every legal move (when the file asks for a best move). */
  best?: { move: Hole; criterion: 'capture' | 'end' | { plies: number }; value: number; values: Partial<Record<Hole, number>> }
  /** How the game stands after the moves (game rules, repetition included); null while it goes on. */
  outcome: Outcome | null
  /** The places the pupil's sheet gives to answer, in order, each with the engine's answer. */
  answers: Answer[]
  /**
   * The mistakes this exercise reveals (src/mistakes/): what each makes a pupil write in the places,
   * and where that is wrong. A mistake that gives the right answers is not listed.
   */
  mistakes: MistakeDiagnosis[]
  /** The wrong answers the author expects (`mistakes:` in the file), each checked to be wrong. */
  authorMistakes: AuthorMistake[]
}

/** A wrong answer an exercise's author expects: the places it is written in, and what the pupil did. */
export interface AuthorMistake {
  /** Indexes into the exercise's answers, each with the wrong answer written there. */
  readonly places: readonly { readonly place: number; readonly answer: AnswerKey }[]
  readonly sentence: Bilingual
  /** The engine's mistakes that give the same answers (check warns: the key names them already). */
  readonly named: readonly MistakeId[]
}
