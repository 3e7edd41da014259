/**
 * The wrong answers of an exercise and the mistake each reveals, in the words the answer key, the
 * guide and the studio print. The key writes them place by place, under each right answer, « F →
 * a compté le trou de départ · sa réserve → a semé dans sa réserve » (`placeWrongAnswers`); the
 * studio a line a mistake, each answer with its place's name, « dernière graine : F · plateau : C 1,
 * G 4 → a compté le trou de départ » (`mistakeLines`), beside the button that draws it. The mistakes
 * the exercise's theme is there to catch come first, then the author's own (`mistakes:` in the
 * file, unless the engine's give the same already), then the others.
 */
import { HOLES, SIDES } from '../engine/index.js'
import type { Answer, AnswerKey, ShortWords } from '../exercise/answers.js'
import { answerValue, sameAnswer, shortAnswer } from '../exercise/answers.js'
import type { CheckedExercise } from '../exercise/index.js'
import type { MistakeId } from '../mistakes/index.js'
import { wrongAnswers } from '../mistakes/index.js'
import { themeDefinition } from '../themes/index.js'
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
  // What the exercise's theme is there to catch first; then the author's own, written for this
  // exercise; then the other mistakes, in their order (MISTAKE_IDS).
  const targets = themeDefinition(exercise.theme).mistakes
  const rank = (entry: { mistakes: readonly MistakeId[] }) => (entry.mistakes.some((id) => targets.includes(id)) ? 0 : entry.mistakes.length === 0 ? 1 : 2)
  return entries
    .map((entry, order) => ({ entry, order }))
    .sort((a, b) => rank(a.entry) - rank(b.entry) || a.order - b.order)
    .map(({ entry: { places, mistakes, authorWords } }) => ({ places, mistakes, authorWords }))
}

/**
 * A wrong answer as the key writes it: its short answer; a board as the holes the pupil would get
 * wrong and what they would hold (« C 1, D 1 »), stores or a score as the side they would get wrong
 * (« Sud 26 »): what a teacher looks at on the copy.
 */
export function wrongAnswerText(s: KitStrings, answer: AnswerKey, right: Answer): string {
  if (answer.kind === 'board' && right.key.kind === 'board') {
    const rightBoard = right.key.board
    return HOLES.flatMap((hole, i) => (answer.board[i] !== rightBoard[i] ? [`${hole}\u00a0${answer.board[i]}`] : [])).join(', ')
  }
  // Two numbers, one a side (stores, score): the side the pupil gets wrong, as a board its holes.
  if (answer.kind === 'sides' && answer.value !== null && right.key.kind === 'sides' && right.key.value !== null) return sidesText(s, answer.value, right.key.value)
  return shortAnswer({ key: answer }, shortWordsOf(s))
}

type Sides = { readonly south: number; readonly north: number }

/** « Sud 26 »: the sides of `value` that differ from `other`; both when both do (« Sud 23, Nord 25 »). */
const sidesText = (s: KitStrings, value: Sides, other: Sides): string => {
  const differ = SIDES.filter((side) => value[side] !== other[side])
  return differ.length === SIDES.length ? s.text('answers.sidesValue', value) : differ.map((side) => `${s.text(`sides.${side}`)}\u00a0${value[side]}`).join(', ')
}

/** What the pupil did, for each giver of the same answers: « a compté le trou de départ, a semé dans sa réserve ou n’a pris que le dernier trou ». */
export const didText = (s: KitStrings, entry: Pick<MistakeEntry, 'mistakes' | 'authorWords'>): string => didList(s, giversOf(entry))

/** The givers of an entry: its mistakes, then its author's words. */
const giversOf = (entry: Pick<MistakeEntry, 'mistakes' | 'authorWords'>): Giver[] => [...entry.mistakes.map((mistake) => ({ mistake })), ...entry.authorWords.map((words) => ({ words }))]

/** « a compté le trou de départ ou a semé dans sa réserve »: what each giver did, as one choice. */
const didList = (s: KitStrings, givers: readonly Giver[]): string =>
  s.joinList(
    givers.map((giver) => giverDid(s, giver)),
    'words.or',
  )

const giverDid = (s: KitStrings, giver: Giver): string => ('mistake' in giver ? s.text(`mistakes.${giver.mistake}.did`) : s.typeset(giver.words))

/** A key line names this many causes of one wrong value at most: five causes of one « F » tell a teacher nothing (a cold read). */
const MOST_CAUSES = 3

/**
 * What the givers of one wrong value did, as the key says it: all of them up to MOST_CAUSES; more, the
 * lesson's targets and the author's own (two at most, else the first two) and how many others give it
 * too: « a tout pris ou 4 autres erreurs ».
 */
function keyDidList(s: KitStrings, givers: readonly Giver[], targets: readonly MistakeId[]): string {
  if (givers.length <= MOST_CAUSES) return didList(s, givers)
  const named = givers.filter((giver) => !('mistake' in giver) || targets.includes(giver.mistake)).slice(0, 2)
  const kept = named.length > 0 ? named : givers.slice(0, 2)
  const others = givers.length - kept.length
  return s.joinList([...kept.map((giver) => giverDid(s, giver)), s.text(others === 1 ? 'answers.otherMistake' : 'answers.otherMistakes', { count: others })], 'words.or')
}

/** "label : value" in French, "label: value" in English. */
const labelled = (lang: 'fr' | 'en', label: string, value: string): string => `${label}${lang === 'fr' ? ' : ' : ': '}${value}`

/**
 * An entry's wrong answers, in the order of the answers, each with its place's name: a teacher
 * reads « prises : 2 » at a glance where a bare « 2 » beside a hole would need the line above.
 */
export function entryAnswers(s: KitStrings, exercise: CheckedExercise, entry: Pick<MistakeEntry, 'places'>, lang: 'fr' | 'en'): string {
  const goesOn = s.text('answers.goesOn')
  const parts = entry.places.map(({ place, answer }) => {
    const right = exercise.answers[place]!
    const text = wrongAnswerText(s, answer, right)
    return { text, said: labelled(lang, placeLabel(s, right), text) }
  })
  // « la partie continue » is said of the game, not of a place: once, for the score and the winner it replaces.
  return parts
    .filter((part, index) => !(part.text === goesOn && parts[index - 1]?.text === goesOn))
    .map((part) => (part.text === goesOn ? goesOn : part.said))
    .join(' · ')
}

/** A place's name as the key's bold line writes it (« dernière graine », « prises »…). */
export function placeLabel(s: KitStrings, answer: Answer): string {
  // The value of a best move is what the pupil's box calls it: seeds captured, or seeds won more.
  const key = answer.name === 'value' ? (answer.criterion === 'capture' ? 'valueCapture' : 'valuePlies') : answer.name
  return s.text(`answers.short.${key}`, { hole: answer.hole ?? '' })
}

/** The exercise's lines of wrong answers, one a mistake, « prises : 2 → n’a pris que le dernier trou »; none when no mistake shows. */
export function mistakeLines(s: KitStrings, exercise: CheckedExercise, lang: 'fr' | 'en'): string[] {
  return mistakeEntries(exercise, lang).map((entry) => s.typeset(`${entryAnswers(s, exercise, entry, lang)}\u00a0→ ${didText(s, entry)}`))
}

/** Who gives a wrong answer: one of the engine's mistakes, or the author's own (`mistakes:` in the file), in the author's words. */
export type Giver = { readonly mistake: MistakeId } | { readonly words: string }

/** One wrong value of a place, as the key writes it, and who gives it. */
export interface WrongValue {
  readonly answer: AnswerKey
  /** « F », « C 1, G 4 » (a board: the holes the pupil gets wrong), « la partie continue ». */
  readonly text: string
  readonly givers: readonly Giver[]
}

/** A game that goes on has no score and no winner. */
const goesOn = (answer: AnswerKey): boolean => (answer.kind === 'sides' || answer.kind === 'winner') && answer.value === null

/**
 * The exercise's wrong answers place by place, for the key to print under each right answer: a
 * teacher marks a copy one place at a time, and reads there what a wrong value means. The values
 * come in the order of `mistakeEntries` (what the theme is there to catch first, then the author's
 * own), the givers of one value together, in that order. That the game goes on is said once for a
 * mistake: at its first place, and not under the winner or the score once it has said the game is
 * not over.
 */
export function placeWrongValues(s: KitStrings, exercise: CheckedExercise, lang: 'fr' | 'en'): { place: number; values: WrongValue[] }[] {
  const byPlace = new Map<number, { answer: AnswerKey; text: string; givers: Giver[] }[]>()
  for (const entry of mistakeEntries(exercise, lang)) {
    const givers = giversOf(entry)
    let saidGoesOn = false
    for (const { place, answer } of entry.places) {
      if (goesOn(answer) && saidGoesOn) continue
      if (goesOn(answer) || (exercise.answers[place]!.name === 'over' && answer.kind === 'yes-no' && !answer.value)) saidGoesOn = true
      // Values are told apart as the key writes them: two boards differing only in a store read the same.
      const text = wrongAnswerText(s, answer, exercise.answers[place]!)
      const values = byPlace.get(place) ?? []
      byPlace.set(place, values)
      let value = values.find((v) => v.text === text)
      if (!value) values.push((value = { answer, text, givers: [] }))
      value.givers.push(...givers)
    }
  }
  return [...byPlace.entries()].sort(([a], [b]) => a - b).map(([place, values]) => ({ place, values }))
}

/** One place's wrong answers in a line: « A → a compté le trou de départ ou a semé dans sa réserve · 7 → a tout pris ». */
export interface PlaceWrongAnswers {
  readonly place: number
  readonly text: string
}

/** `placeWrongValues` in the key's words, a line a place, without the place's name (the right answer above says it). */
export function placeWrongAnswers(s: KitStrings, exercise: CheckedExercise, lang: 'fr' | 'en'): PlaceWrongAnswers[] {
  const targets = themeDefinition(exercise.theme).mistakes
  return placeWrongValues(s, exercise, lang).map(({ place, values }) => ({
    place,
    // The value and the first words of what it reveals never apart at a line's end.
    text: s.typeset(values.map((value) => `${value.text}\u00a0→\u00a0${keyDidList(s, value.givers, targets)}`).join(' · ')),
  }))
}

/**
 * The commonest wrong answers of a place, for the quick-correction grid: an answer of a mistake the
 * exercise's theme is there to catch first, then the answers most mistakes give (the order of the
 * mistakes breaking ties), at most `most`; none for a board or a seed count (the grid's lines are
 * long already).
 */
export function commonWrongAnswers(s: KitStrings, exercise: CheckedExercise, index: number, most = 2): string[] {
  const right = exercise.answers[index]!
  // Only what is short to write: a hole or two, a number, yes or no (not a board, a count, a score).
  if (!['hole', 'holes', 'number', 'yes-no', 'store'].includes(right.key.kind) || !shownPlaces(exercise).includes(index)) return []
  const targets = themeDefinition(exercise.theme).mistakes
  const found: { answer: AnswerKey; givers: number; aimed: boolean }[] = wrongAnswers(exercise.mistakes, index).map((wrong) => ({
    answer: wrong.answer,
    givers: wrong.mistakes.length,
    aimed: wrong.mistakes.some((id) => targets.includes(id)),
  }))
  for (const mistake of exercise.authorMistakes) {
    const written = mistake.places.find((place) => place.place === index)
    if (!written || mistake.named.length > 0) continue
    const same = found.find((wrong) => sameAnswer(wrong.answer, written.answer))
    if (same) same.givers++
    else found.push({ answer: written.answer, givers: 1, aimed: false })
  }
  const ranked = found
    .filter((wrong) => wrong.answer.kind !== 'holes' || wrong.answer.value.length <= 3)
    .map((wrong, order) => ({ ...wrong, order }))
    .sort((a, b) => Number(b.aimed) - Number(a.aimed) || b.givers - a.givers || a.order - b.order)
  return ranked.slice(0, most).map(({ answer }) => wrongAnswerText(s, answer, right))
}

/** One mistake's example on a sheet: the exercise's number there, and the wrong answer of one place. */
export interface SheetExample {
  readonly mistake: MistakeId
  /** 1-based, as the pupils' sheet numbers it. */
  readonly number: number
  readonly exercise: CheckedExercise
  readonly place: number
  readonly answer: AnswerKey
}

/** « dernière graine : I au lieu de J »: a wrong answer of one place and the right one, as the guide writes it. */
export function insteadText(s: KitStrings, exercise: CheckedExercise, place: number, answer: AnswerKey): string {
  const right = exercise.answers[place]!
  const key = right.key
  // A board: the holes the pupil gets wrong, and what the key has in them.
  const rightText =
    answer.kind === 'board' && key.kind === 'board'
      ? HOLES.flatMap((hole, i) => (answer.board[i] !== key.board[i] ? [`${hole}\u00a0${key.board[i]}`] : [])).join(', ')
      : answer.kind === 'sides' && answer.value !== null && key.kind === 'sides' && key.value !== null
        ? sidesText(s, key.value, answer.value)
        : shortAnswer(right, shortWordsOf(s))
  return s.text('guide.mistakes.instead', { place: placeLabel(s, right), wrong: wrongAnswerText(s, answer, right), right: rightText })
}

/**
 * The places a teacher looks at first on a copy, first: the last hole, the seeds taken, the holes
 * taken, the holes that may be played… the board and the details of a sowing last.
 */
const EXAMPLE_PLACES: readonly Answer['name'][] = [
  'last',
  'captured',
  'capturedHoles',
  'legal',
  'best',
  'value',
  'over',
  'winner',
  'score',
  'grandSlam',
  'canFeed',
  'board',
  'lastCount',
  'sown',
  'seedsAfter',
  'seedsBefore',
  'laps',
  'stores',
  'count',
]

/**
 * For each mistake, one exercise of the sheet (in its printed order) that reveals it and the wrong
 * answer it gives: an exercise not yet used for another mistake first (a teacher sees more of the
 * sheet, and two mistakes seldom share one wrong answer), then the place a teacher looks at first,
 * then the shortest to read, the earliest on the sheet breaking ties. A mistake no exercise reveals
 * has no example.
 */
export function sheetExamples(s: KitStrings, sheet: readonly CheckedExercise[], mistakes: readonly MistakeId[]): SheetExample[] {
  type Candidate = SheetExample & { readonly priority: number; readonly length: number; readonly shared: boolean }
  const candidatesOf = (mistake: MistakeId): Candidate[] =>
    sheet.flatMap((exercise, index) => {
      const diagnosis = exercise.mistakes.find((d) => d.id === mistake)
      if (!diagnosis) return []
      const shown = new Set(shownPlaces(exercise))
      return diagnosis.wrong
        .filter((place) => shown.has(place))
        .map((place) => {
          const answer = diagnosis.answers[place]!
          const priority = EXAMPLE_PLACES.indexOf(exercise.answers[place]!.name)
          // Another mistake writes the same wrong answer there: a tick on that row would not say which.
          const shared = exercise.mistakes.some((other) => other.id !== mistake && other.wrong.includes(place) && other.answers[place] != null && sameAnswer(other.answers[place], answer))
          return { mistake, number: index + 1, exercise, place, answer, priority: priority < 0 ? EXAMPLE_PLACES.length : priority, length: insteadText(s, exercise, place, answer).length, shared }
        })
    })
  // The mistakes that fewest exercises reveal choose first: one revealed by a single exercise takes
  // it, and the others look elsewhere.
  const candidates = new Map(mistakes.map((mistake) => [mistake, candidatesOf(mistake)]))
  const exercisesOf = (mistake: MistakeId) => new Set(candidates.get(mistake)!.map((c) => c.exercise)).size
  const order = [...mistakes].sort((a, b) => exercisesOf(a) - exercisesOf(b) || mistakes.indexOf(a) - mistakes.indexOf(b))
  const used = new Set<CheckedExercise>()
  const chosen = new Map<MistakeId, SheetExample>()
  for (const mistake of order) {
    // An answer only this mistake writes first (the row names its cause), then an exercise no other row uses.
    const best = [...candidates.get(mistake)!].sort(
      (a, b) => Number(a.shared) - Number(b.shared) || Number(used.has(a.exercise)) - Number(used.has(b.exercise)) || a.priority - b.priority || a.length - b.length || a.number - b.number,
    )[0]
    if (!best) continue
    used.add(best.exercise)
    const { length: _length, priority: _priority, shared: _shared, ...example } = best
    chosen.set(mistake, example)
  }
  return mistakes.flatMap((mistake) => (chosen.has(mistake) ? [chosen.get(mistake)!] : []))
}
