/** The mistakes children make, played from the engine's own parts, and what each makes a pupil write. */
export type { Mistake, MistakeId, MistakenLine, MistakenMove, Reach, Sown, SowingStep } from './mistakes.js'
export { MISTAKES, MISTAKE_IDS, isMistakeId, judgementOf, mistakenLegalMoves, mistakenOutcome, playLineMistaken, playMistaken } from './mistakes.js'
export type { DiagnosisInput, MistakeDiagnosis, WrongAnswer } from './diagnose.js'
export { diagnose, wrongAnswers } from './diagnose.js'
