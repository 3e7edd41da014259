/**
 * The wrong answers of an exercise and the mistake each reveals, in the words the answer key, the
 * guide and the studio print. One line per exercise: each mistake with what it makes a pupil write,
 * in the order of the answers, « G / 5 / 0 → a compté le trou de départ · prises : 0 → a compté
 * avant de poser la graine ». Two mistakes that give the same wrong answers are one entry; the
 * author's own (`mistakes:` in the file) follow the engine's unless these give the same already.
 */
import { HOLES } from '../engine/index.js'
import type { Answer, AnswerKey, ShortWords } from '../exercise/answers.js'
import { answerValue, sameAnswer, shortAnswer } from '../exercise/answers.js'
import type { CheckedExercise } from '../exercise/index.js'
import type { MistakeId } from '../mistakes/index.js'
import { wrongAnswers } from '../mistakes/index.js'
import type { KitStrings } from './strings.js'

/** A wrong answer in one place of the exercise (an index into its answers). */
export interface WrongPlace {
  readonly place: number
  readonly answer: AnswerKey
}

/** What one mistake (or several giving the same) makes a pupil write where it goes wrong, and who gives it. */
export interface MistakeEntry {
  readonly places: readonly WrongPlace[]
  readonly mistakes: readonly MistakeId[]
  /** The author's words, for an expected mistake of the file. */
  readonly authorWords: readonly string[]
}

/** The words a short answer is made of, from the kit's strings. */
export function shortWordsOf(s: KitStrings): ShortWords {
  return {
    yes: s.text('worksheet.places.yes'),
    no: s.text('worksheet.places.no'),
    none: s.text('answers.none'),
    sides: (value: { south: number; north: number }) => s.text('answers.sidesValue', value),
    winner: (value: 'south' | 'north' | 'draw') => s.text(`answers.winnerValue.${value}`),
    goesOn: s.text('answers.goesOn'),
    see: s.text('answers.see'),
    store: s.text('answers.store'),
  }
}

/**
 * The places a mistake's line speaks of: every place with an answer, but the seed count
 * (before = after + taken) where the seeds taken have a place of their own: it only repeats them.
 */
export function shownPlaces(exercise: CheckedExercise): number[] {
  const names = exercise.answers.map((answer) => answer.name)
  return exercise.answers.flatMap((answer, index) => (answer.key.kind === 'sentence' || (answer.name === 'count' && names.includes('captured')) ? [] : [index]))
}

const entryKey = (places: readonly WrongPlace[]): string => JSON.stringify(places.map(({ place, answer }) => [place, answerValue(answer)]))

/** The exercise's mistakes, each with its wrong answers in the shown places; those giving the same, together. */
export function mistakeEntries(exercise: CheckedExercise, lang: 'fr' | 'en'): MistakeEntry[] {
  const shown = new Set(shownPlaces(exercise))
  const entries: { key: string; places: WrongPlace[]; mistakes: MistakeId[]; authorWords: string[] }[] = []
  const add = (places: WrongPlace[], mistake: MistakeId | null, words: string | null) => {
    if (places.length === 0) return
    const key = entryKey(places)
    let entry = entries.find((e) => e.key === key)
    if (!entry) entries.push((entry = { key, places, mistakes: [], authorWords: [] }))
    if (mistake) entry.mistakes.push(mistake)
    if (words) entry.authorWords.push(words)
  }
  for (const diagnosis of exercise.mistakes)
    add(
      diagnosis.wrong.filter((place) => shown.has(place)).map((place) => ({ place, answer: diagnosis.answers[place]! })),
      diagnosis.id,
      null,
    )
  // An expected mistake the engine's name already: check has told the author, the key says it once.
  for (const mistake of exercise.authorMistakes)
    if (mistake.named.length === 0)
      add(
        [...mistake.places].sort((a, b) => a.place - b.place),
        null,
        mistake.sentence[lang],
      )
  return entries.map(({ places, mistakes, authorWords }) => ({ places, mistakes, authorWords }))
}

/**
 * A wrong answer as the key writes it: its short answer; a board as the holes the pupil would get
 * wrong and what they would hold (« C 1, D 1 »), which is what a teacher looks at on the copy.
 */
export function wrongAnswerText(s: KitStrings, answer: AnswerKey, right: Answer): string {
  if (answer.kind === 'board' && right.key.kind === 'board') {
    const rightBoard = right.key.board
    return HOLES.flatMap((hole, i) => (answer.board[i] !== rightBoard[i] ? [`${hole}\u00a0${answer.board[i]}`] : [])).join(', ')
  }
  return shortAnswer({ key: answer }, shortWordsOf(s))
}

/** What the pupil did, for each giver of the same answers: « a compté le trou de départ ou a semé dans sa réserve ». */
export const didText = (s: KitStrings, entry: Pick<MistakeEntry, 'mistakes' | 'authorWords'>, lang: 'fr' | 'en'): string =>
  [...entry.mistakes.map((id) => s.text(`mistakes.${id}.did`)), ...entry.authorWords.map((words) => s.typeset(words))].join(lang === 'fr' ? ' ou ' : ' or ')

/** "label : value" in French, "label: value" in English. */
const labelled = (lang: 'fr' | 'en', label: string, value: string): string => `${label}${lang === 'fr' ? ' : ' : ': '}${value}`

/**
 * An entry's wrong answers: in the order of the answers, unlabelled when it is wrong in every place
 * the line speaks of (the bold answers above say which is which), else each with its place's name;
 * a board always with its name.
 */
export function entryAnswers(s: KitStrings, exercise: CheckedExercise, entry: Pick<MistakeEntry, 'places'>, lang: 'fr' | 'en'): string {
  const whole = entry.places.length === shownPlaces(exercise).length
  const parts: { labels: string[]; text: string; board: boolean }[] = []
  for (const { place, answer } of entry.places) {
    const right = exercise.answers[place]!
    const text = wrongAnswerText(s, answer, right)
    const label = placeLabel(s, right)
    // The same answer in places side by side is said once, with their names (« score, qui gagne : la partie continue »).
    const previous = parts[parts.length - 1]
    if (previous && previous.text === text && !whole) previous.labels.push(label)
    else parts.push({ labels: [label], text, board: right.key.kind === 'board' })
  }
  return parts.map((part) => (whole && !part.board ? part.text : labelled(lang, part.labels.join(', '), part.text))).join(' / ')
}

/** A place's name as the key's bold line writes it (« dernière graine », « prises »…). */
export function placeLabel(s: KitStrings, answer: Answer): string {
  // The value of a best move is what the pupil's box calls it: seeds captured, or seeds won more.
  const key = answer.name === 'value' ? (answer.criterion === 'capture' ? 'valueCapture' : 'valuePlies') : answer.name
  return s.text(`answers.short.${key}`, { hole: answer.hole ?? '' })
}

/** The exercise's line of wrong answers, « G / 5 / 0 → a compté le trou de départ · … »; null when no mistake shows. */
export function mistakeLine(s: KitStrings, exercise: CheckedExercise, lang: 'fr' | 'en'): string | null {
  const entries = mistakeEntries(exercise, lang)
  if (entries.length === 0) return null
  return s.typeset(entries.map((entry) => `${entryAnswers(s, exercise, entry, lang)}\u00a0→ ${didText(s, entry, lang)}`).join(' · '))
}

/**
 * The commonest wrong answers of a place, for the quick-correction grid: the answers most mistakes
 * give first (the order of the mistakes breaking ties), at most `most`; none for a board or a seed
 * count (the grid's lines are long already).
 */
export function commonWrongAnswers(s: KitStrings, exercise: CheckedExercise, index: number, most = 2): string[] {
  const right = exercise.answers[index]!
  // Only what is short to write: a hole or two, a number, yes or no (not a board, a count, a score).
  if (!['hole', 'holes', 'number', 'yes-no', 'store'].includes(right.key.kind) || !shownPlaces(exercise).includes(index)) return []
  const found: { answer: AnswerKey; givers: number }[] = wrongAnswers(exercise.mistakes, index).map((wrong) => ({ answer: wrong.answer, givers: wrong.mistakes.length }))
  for (const mistake of exercise.authorMistakes) {
    const written = mistake.places.find((place) => place.place === index)
    if (!written || mistake.named.length > 0) continue
    const same = found.find((wrong) => sameAnswer(wrong.answer, written.answer))
    if (same) same.givers++
    else found.push({ answer: written.answer, givers: 1 })
  }
  const ranked = found
    .filter((wrong) => wrong.answer.kind !== 'holes' || wrong.answer.value.length <= 3)
    .map((wrong, order) => ({ ...wrong, order }))
    .sort((a, b) => b.givers - a.givers || a.order - b.order)
  return ranked.slice(0, most).map(({ answer }) => wrongAnswerText(s, answer, right))
}
