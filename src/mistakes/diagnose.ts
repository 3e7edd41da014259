/**
 * What each mistake makes a pupil write in an exercise's answer places: the exercise is played
 * again with the mistake, and every place is answered from that play by the same code that answers
 * it from the rules (exercise/answers.ts). A mistake *reveals* itself in an exercise when one of
 * its answers differs from the right one; a mistake that gives the right answers is not listed.
 */
import type { Hole, Position } from '../engine/index.js'
import type { Answer, AnswerFacts, AnswerInput, AnswerKey } from '../exercise/answers.js'
import { answerProblem, resolveAnswer, sameAnswer } from '../exercise/answers.js'
import type { Task, Theme } from '../exercise/schema.js'
import type { MistakeId, MistakenMove } from './mistakes.js'
import { MISTAKES, MISTAKE_IDS, mistakenLegalMoves, mistakenOutcome, playLineMistaken, playMistaken } from './mistakes.js'

/** An exercise as the diagnosis needs it: the task, the start, the moves, the places and their right answers. */
export interface DiagnosisInput {
  readonly task: Task
  readonly theme: Theme
  readonly start: Position
  /** The moves played (play and end tasks; a best task's best move). */
  readonly moves: readonly Hole[]
  /** The answer places, as the file gives them (or as the task implies). */
  readonly places: readonly AnswerInput[]
  /** The right answer of each place, in the same order. */
  readonly answers: readonly Answer[]
  /** A best task's criterion: a mistake's best move is found for `capture` only (the others need a search under the mistake). */
  readonly criterion?: 'capture' | 'end' | { plies: number }
}

/** One mistake in one exercise: its answer in every place, and the places where it is wrong. */
export interface MistakeDiagnosis {
  readonly id: MistakeId
  /** The mistake's answer of each place, in the exercise's order; null where it gives none (a sentence). */
  readonly answers: readonly (AnswerKey | null)[]
  /** Indexes of the places whose answer differs from the right one (never empty: else the mistake is not listed). */
  readonly wrong: readonly number[]
  /** The moves as the mistake plays them (the last one is what "voir l'erreur" draws); empty for a legal task. */
  readonly moves: readonly MistakenMove[]
}

/** The mistakes an exercise reveals, in MISTAKE_IDS order. */
export function diagnose(input: DiagnosisInput): MistakeDiagnosis[] {
  const found: MistakeDiagnosis[] = []
  // Sentences only, or a best move over plies: nothing a mistake can answer.
  if (input.answers.every((answer) => answer.key.kind === 'sentence') || (input.task === 'best' && input.criterion !== 'capture')) return found
  for (const id of MISTAKE_IDS) {
    const played = factsUnder(input, id)
    if (played === null) continue
    const answers = input.places.map((place, index) => {
      const name = input.answers[index]!.name
      // Moves the child counts as equally good: no one best move to write, though their value is known.
      if (played.tied && name === 'best') return null
      // Whether a move reaches the empty row is sowing: forgetting the feeding rule does not change it.
      if (name === 'canFeed' && MISTAKES[id].part === 'feeding') return null
      return answerUnder(place, input.answers[index]!, played.facts)
    })
    const wrong = answers.flatMap((answer, index) => (answer !== null && !sameAnswer(answer, input.answers[index]!.key) ? [index] : []))
    if (wrong.length > 0) found.push({ id, answers, wrong, moves: played.moves })
  }
  return found
}

/** The mistake's answer of one place; null where a mistake gives no answer of its own. */
function answerUnder(place: AnswerInput, right: Answer, facts: AnswerFacts): AnswerKey | null {
  if (right.key.kind === 'sentence') return null
  if (answerProblem(place, facts) !== null) return null
  return resolveAnswer(place, facts).key
}

/** The facts the places are answered from, as the mistake plays the exercise; null when it cannot be played so. */
function factsUnder(input: DiagnosisInput, id: MistakeId): { facts: AnswerFacts; moves: MistakenMove[]; tied: boolean } | null {
  const mistake = MISTAKES[id]
  const base = { task: input.task, theme: input.theme, start: input.start }
  if (input.task === 'best') {
    // A best capture as the child counts it: the move that takes the most seeds its way.
    if (input.criterion !== 'capture') return null
    const tried = mistakenLegalMoves(input.start, mistake).flatMap((move) => {
      const played = playMistaken(input.start, move, mistake)
      return played ? [played] : []
    })
    // A child who sees no move at all (it feeds by its own sowing) names no best move.
    if (tried.length === 0) return null
    const most = Math.max(...tried.map((move) => move.captured))
    const best = tried.filter((move) => move.captured === most)
    const move = best[0]!
    return {
      facts: {
        ...base,
        reports: [move],
        after: move.after,
        legal: mistakenLegalMoves(input.start, mistake),
        best: { move: move.move, value: move.captured, criterion: 'capture' },
        outcome: mistakenOutcome(move.after, mistake),
      },
      moves: [move],
      tied: best.length > 1,
    }
  }
  // Only what the places ask is worked out: a bank is checked in one go, every exercise under ten mistakes.
  const names = new Set(input.answers.map((answer) => answer.name))
  const line = playLineMistaken(input.start, input.moves, mistake, { end: ['over', 'score', 'winner', 'canFeed'].some((name) => names.has(name as Answer['name'])) })
  if (line === null) return null
  return {
    facts: { ...base, reports: line.moves, after: line.game.position, legal: names.has('legal') ? mistakenLegalMoves(input.start, mistake) : [], outcome: line.game.outcome },
    moves: line.moves,
    tied: false,
  }
}

/** One wrong answer of one place and the mistakes that give it (in MISTAKE_IDS order). */
export interface WrongAnswer {
  readonly answer: AnswerKey
  readonly mistakes: readonly MistakeId[]
}

/**
 * The wrong answers of one place (index into the exercise's places), each with the mistakes that
 * give it: two mistakes giving the same wrong answer are listed together. Ordered by the first
 * mistake of each, the order of MISTAKE_IDS.
 */
export function wrongAnswers(diagnoses: readonly MistakeDiagnosis[], place: number): WrongAnswer[] {
  const groups: { answer: AnswerKey; mistakes: MistakeId[] }[] = []
  for (const diagnosis of diagnoses) {
    if (!diagnosis.wrong.includes(place)) continue
    const answer = diagnosis.answers[place]!
    const group = groups.find((g) => sameAnswer(g.answer, answer))
    if (group) group.mistakes.push(diagnosis.id)
    else groups.push({ answer, mistakes: [diagnosis.id] })
  }
  return groups
}
