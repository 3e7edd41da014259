/**
 * The JSON shape of `check --json` (a stable interface for other programs): per exercise its id,
 * the right answer of each answer place, and the mistakes it reveals with what each makes a pupil
 * write; then every problem and warning, as `file:line:column CODE message` says them.
 */
import type { Answer } from '../exercise/answers.js'
import { answerValue, sparseBoard } from '../exercise/answers.js'
import type { CheckedExercise, ExerciseProblem } from '../exercise/index.js'
import type { MistakeDiagnosis, MistakeId } from '../mistakes/index.js'

export interface MistakeJson {
  id: MistakeId
  /**
   * What the mistake makes a pupil write: for a move, always the last hole, the seeds and holes
   * taken and the board after (a sparse hole map); then every other place of the exercise.
   */
  answers: Record<string, unknown>
  /** The places where that answer is wrong (the keys of `answers` of the exercise). */
  wrong: string[]
}

export interface ExerciseJson {
  id: string
  file: string
  task: CheckedExercise['task']
  theme: CheckedExercise['theme']
  level: CheckedExercise['level']
  /** The right answer of each answer place, by place (`seedsAfter.C` for a hole's place; a sentence is null). */
  answers: Record<string, unknown>
  /** When the exercise plays moves: the rules' last hole, seeds and holes taken by the last move, and the board after. */
  move?: { last: string; captured: number; capturedHoles: string[]; board: Record<string, number> }
  mistakes: MistakeJson[]
  /** The author's expected wrong answers (`mistakes:` in the file), each checked to be wrong. */
  expected: { answers: Record<string, unknown>; sentence: { fr: string; en: string }; named: MistakeId[] }[]
}

export interface CheckJson {
  exercises: ExerciseJson[]
  /** Problems (kind input or claim) and warnings (kind warning), by file and line. */
  problems: ExerciseProblem[]
  checked: number
  passed: number
  failed: number
}

/** The name of each place in the JSON: its answer name, with its hole for seedsBefore/seedsAfter; a name used twice gets #2, #3… */
export function placeKeys(answers: readonly Answer[]): string[] {
  const seen = new Map<string, number>()
  return answers.map((answer) => {
    const base = answer.hole ? `${answer.name}.${answer.hole}` : answer.name
    const count = (seen.get(base) ?? 0) + 1
    seen.set(base, count)
    return count === 1 ? base : `${base}#${count}`
  })
}

function mistakeJson(keys: readonly string[], diagnosis: MistakeDiagnosis): MistakeJson {
  const answers: Record<string, unknown> = {}
  const move = diagnosis.moves[diagnosis.moves.length - 1]
  if (move) {
    answers.last = move.last
    answers.captured = move.captured
    answers.capturedHoles = [...move.capturedHoles].sort()
    answers.board = sparseBoard(move.after.board)
  }
  diagnosis.answers.forEach((answer, index) => {
    if (answer !== null) answers[keys[index]!] = answerValue(answer)
  })
  return { id: diagnosis.id, answers, wrong: diagnosis.wrong.map((index) => keys[index]!) }
}

export function exerciseJson(exercise: CheckedExercise): ExerciseJson {
  const keys = placeKeys(exercise.answers)
  const report = exercise.reports[exercise.reports.length - 1]
  return {
    id: exercise.id,
    file: exercise.file,
    task: exercise.task,
    theme: exercise.theme,
    level: exercise.level,
    answers: Object.fromEntries(exercise.answers.map((answer, index) => [keys[index]!, answerValue(answer.key)])),
    ...(report ? { move: { last: report.last, captured: report.captured, capturedHoles: [...report.capturedHoles].sort(), board: sparseBoard(exercise.after.board) } } : {}),
    mistakes: exercise.mistakes.map((diagnosis) => mistakeJson(keys, diagnosis)),
    expected: exercise.authorMistakes.map((mistake) => ({
      answers: Object.fromEntries(mistake.places.map(({ place, answer }) => [keys[place]!, answerValue(answer)])),
      sentence: { fr: mistake.sentence.fr, en: mistake.sentence.en },
      named: [...mistake.named],
    })),
  }
}
