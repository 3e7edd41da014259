/**
 * What the pupil writes, and where: every question on a sheet has its own place to answer. An
 * exercise lists its answer places (`answers:`), or they are derived from its task and theme. Each
 * place carries the engine's answer for the key, computed here from the checked reports: nothing a
 * pupil is asked is answered by hand.
 */
import type { Hole, MoveReport, Outcome, Position } from '../engine/index.js'
import type { Side } from '../engine/index.js'
import { HOLES, boardSeeds, holeIndex, opposite, rowSeeds, totalSeeds } from '../engine/index.js'
import type { Bilingual, Lang, Task, Theme } from './schema.js'
import { themeDefinition } from '../themes/index.js'

/** The answer places that need no parameter, by the claim or fact they ask for. */
export const ANSWER_NAMES = [
  'board',
  'sown',
  'last',
  'lastCount',
  'captured',
  'capturedHoles',
  'count',
  'stores',
  'legal',
  'best',
  'value',
  'over',
  'score',
  'winner',
  'grandSlam',
  'laps',
  'canFeed',
  'why',
] as const
export type AnswerName = (typeof ANSWER_NAMES)[number]

/** What an exercise file may write in `answers:`. */
export type AnswerInput = AnswerName | { seedsBefore: Hole } | { seedsAfter: Hole } | { sentence: Bilingual }

/** The key of one answer place, by what the pupil writes there. */
export type AnswerKey =
  | { kind: 'board'; board: readonly number[]; stores: { south: number; north: number } }
  | { kind: 'hole'; value: Hole }
  | { kind: 'holes'; value: readonly Hole[] }
  /** Holes in the order the seeds fall in them (a hole sown twice is written twice). */
  | { kind: 'sequence'; value: readonly Hole[] }
  | { kind: 'number'; value: number }
  | { kind: 'count'; before: number; after: number; captured: number }
  /** Two numbers, one per side; null when the game goes on (the score of a game not over). */
  | { kind: 'sides'; value: { south: number; north: number } | null }
  | { kind: 'yes-no'; value: boolean }
  /** Null when the game goes on. */
  | { kind: 'winner'; value: 'south' | 'north' | 'draw' | null }
  /** A sentence: the explanation is the key. */
  | { kind: 'sentence' }
  /** The last seed fell in the mover's store: never the rules' answer, only a mistake's (src/mistakes/: into-store). */
  | { kind: 'store' }

export type AnswerKind = AnswerKey['kind']

/** One place to answer on the sheet, with its key. */
export interface Answer {
  readonly name: AnswerName | 'seedsBefore' | 'seedsAfter' | 'sentence'
  /** The hole of `seedsBefore` / `seedsAfter`. */
  readonly hole?: Hole
  /** The author's own words for a `sentence` place. */
  readonly label?: Bilingual
  /** `canFeed`: the side that must feed (its opponent's row is empty). */
  readonly side?: Side
  /** `value`: what the value counts (the seeds this move captures, or the seeds won over some plies). */
  readonly criterion?: 'capture' | 'plies'
  readonly key: AnswerKey
}

/**
 * What the answers read of a move: the engine's report, or a move as a child's mistake plays it
 * (src/mistakes/), whose last seed may fall in the mover's store.
 */
export type MoveFacts = Pick<MoveReport, 'sown' | 'afterSowing' | 'captured' | 'capturedHoles' | 'grandSlam' | 'laps'> & {
  readonly last: Hole | 'store'
  readonly before: Pick<Position, 'board'>
  readonly after: Pick<Position, 'board'>
}

/** What the answers are computed from: the engine's findings on the exercise (or a mistake's). */
export interface AnswerFacts {
  readonly task: Task
  readonly theme: Theme
  readonly start: Position
  readonly reports: readonly MoveFacts[]
  readonly after: Position
  readonly legal: readonly Hole[]
  readonly best?: { readonly move: Hole; readonly value: number; readonly criterion: 'capture' | 'end' | { plies: number } }
  readonly outcome: Outcome | null
}

/** A reduced position (fewer seeds than the game has, seeds captured earlier not drawn) has no winner to name. */
export const isCompletePosition = (position: Position): boolean => boardSeeds(position.board) + position.stores.south + position.stores.north === totalSeeds(position.variant)

/** The places a sheet gives when the file lists none: what the task asks, fitted to the theme. */
export function defaultAnswers(facts: Pick<AnswerFacts, 'task' | 'theme' | 'reports' | 'best' | 'after' | 'start'>): AnswerInput[] {
  switch (facts.task) {
    case 'legal':
      return ['legal']
    case 'best':
      return facts.best?.criterion === 'capture' ? ['best', 'value'] : ['best']
    case 'end':
      // The score place is there even when the game goes on: an empty place would give the answer away.
      return isCompletePosition(facts.after) ? ['over', 'score', 'winner'] : ['over', 'score']
    case 'play':
      return [...themeDefinition(facts.theme).playAnswers]
  }
}

/** Why a place cannot be answered in this exercise, or null when the engine has its answer. */
export function answerProblem(input: AnswerInput, facts: AnswerFacts): string | null {
  const name = answerName(input)
  const moveNeeded = ['sown', 'last', 'lastCount', 'captured', 'capturedHoles', 'count', 'grandSlam', 'laps'].includes(name)
  if (moveNeeded && facts.reports.length === 0) return `${name} asks about a move, and this ${facts.task} task plays none`
  if ((name === 'best' || name === 'value') && !facts.best) return `${name} asks for the best move: give expect.best and expect.criterion`
  if (name === 'winner' && !isCompletePosition(facts.after))
    return 'winner cannot be answered in a reduced position (seeds captured earlier are not drawn, so nobody can say who wins): remove it, or give the stores so that board + stores make all the seeds'
  if (name === 'canFeed' && rowSeeds(facts.after.board, opposite(facts.after.turn)) > 0)
    return `canFeed asks whether ${facts.after.turn === 'south' ? 'South' : 'North'}, to move at the end, can feed an empty row, and ${facts.after.turn === 'south' ? "North's" : "South's"} row is not empty there`
  if (name === 'canFeed' && facts.outcome !== null && facts.outcome.reason !== 'no-legal-move')
    return `canFeed asks whether the side to move can feed, and the game has already ended (${facts.outcome.reason})`
  if (name === 'seedsBefore' && typeof input === 'object' && 'seedsBefore' in input && facts.start.board[holeIndex(input.seedsBefore)] === undefined) return 'seedsBefore: not a hole'
  return null
}

export const answerName = (input: AnswerInput): Answer['name'] => (typeof input === 'string' ? input : 'seedsBefore' in input ? 'seedsBefore' : 'seedsAfter' in input ? 'seedsAfter' : 'sentence')

/** The engine's answer for one place (answerProblem must have returned null). */
export function resolveAnswer(input: AnswerInput, facts: AnswerFacts): Answer {
  const report = facts.reports[facts.reports.length - 1]
  const name = answerName(input)
  const need = (): MoveFacts => {
    if (!report) throw new Error(`answer ${name} needs a move`)
    return report
  }
  const outcome = facts.outcome
  switch (name) {
    case 'board':
      return { name, key: { kind: 'board', board: [...facts.after.board], stores: { ...facts.after.stores } } }
    case 'sown':
      return { name, key: { kind: 'sequence', value: [...need().sown] } }
    case 'last': {
      const last = need().last
      return { name, key: last === 'store' ? { kind: 'store' } : { kind: 'hole', value: last } }
    }
    case 'lastCount': {
      // Once sown, before any capture: the count that decides whether the last seed captures.
      const move = need()
      return { name, key: move.last === 'store' ? { kind: 'store' } : { kind: 'number', value: move.afterSowing[holeIndex(move.last)]! } }
    }
    case 'captured':
      return { name, key: { kind: 'number', value: need().captured } }
    case 'capturedHoles':
      return { name, key: { kind: 'holes', value: [...need().capturedHoles] } }
    case 'count': {
      const move = need()
      return { name, key: { kind: 'count', before: boardSeeds(move.before.board), after: boardSeeds(move.after.board), captured: move.captured } }
    }
    case 'stores':
      return { name, key: { kind: 'sides', value: { ...facts.after.stores } } }
    case 'legal':
      return { name, key: { kind: 'holes', value: [...facts.legal] } }
    case 'best':
      return { name, key: { kind: 'hole', value: facts.best!.move } }
    case 'value':
      return { name, criterion: facts.best!.criterion === 'capture' ? 'capture' : 'plies', key: { kind: 'number', value: facts.best!.value } }
    case 'over':
      return { name, key: { kind: 'yes-no', value: outcome !== null } }
    case 'score':
      return { name, key: { kind: 'sides', value: outcome ? { ...outcome.score } : null } }
    case 'winner':
      return { name, key: { kind: 'winner', value: outcome ? outcome.winner : null } }
    case 'grandSlam':
      return { name, key: { kind: 'yes-no', value: need().grandSlam } }
    case 'laps':
      return { name, key: { kind: 'number', value: need().laps } }
    case 'canFeed':
      // The opponent's row is empty (answerProblem): a side that can feed has a legal move, else the game ended.
      return { name, side: facts.after.turn, key: { kind: 'yes-no', value: facts.outcome?.reason !== 'no-legal-move' } }
    case 'why':
      return { name, key: { kind: 'sentence' } }
    case 'seedsBefore': {
      const hole = (input as { seedsBefore: Hole }).seedsBefore
      return { name, hole, key: { kind: 'number', value: facts.start.board[holeIndex(hole)]! } }
    }
    case 'seedsAfter': {
      const hole = (input as { seedsAfter: Hole }).seedsAfter
      return { name, hole, key: { kind: 'number', value: facts.after.board[holeIndex(hole)]! } }
    }
    case 'sentence':
      return { name, label: (input as { sentence: Bilingual }).sentence, key: { kind: 'sentence' } }
  }
}

/** The words a short answer is made of, in the language of the page. */
export interface ShortWords {
  yes: string
  no: string
  none: string
  sides: (s: { south: number; north: number }) => string
  winner: (w: 'south' | 'north' | 'draw') => string
  goesOn: string
  see: string
  /** The mover's store, where a mistake may drop the last seed. */
  store: string
}

/** The short answer of a place, as the key and the quick-correction grid print it. */
export function shortAnswer(answer: Pick<Answer, 'key'>, words: ShortWords): string {
  const key = answer.key
  switch (key.kind) {
    case 'store':
      return words.store
    case 'hole':
      return key.value
    case 'holes':
      return key.value.length === 0 ? words.none : [...key.value].sort((a, b) => HOLES.indexOf(a) - HOLES.indexOf(b)).join(', ')
    case 'sequence':
      return key.value.join(', ')
    case 'number':
      return String(key.value)
    case 'count':
      return `${key.before} = ${key.after} + ${key.captured}`
    case 'sides':
      return key.value ? words.sides(key.value) : words.goesOn
    case 'yes-no':
      return key.value ? words.yes : words.no
    case 'winner':
      return key.value ? words.winner(key.value) : words.goesOn
    case 'board':
    case 'sentence':
      return words.see
  }
}

/** An answer as plain JSON (`check --json`), and the form two answers are compared in: lists of holes sorted, a board as the sparse hole map of the format. */
export function answerValue(key: AnswerKey): unknown {
  switch (key.kind) {
    case 'hole':
    case 'number':
    case 'yes-no':
    case 'winner':
      return key.value
    case 'holes':
      return [...key.value].sort((a, b) => HOLES.indexOf(a) - HOLES.indexOf(b))
    case 'sequence':
      // The order the seeds fall in is the answer: not sorted.
      return [...key.value]
    case 'count':
      return { before: key.before, after: key.after, captured: key.captured }
    case 'sides':
      return key.value ? { south: key.value.south, north: key.value.north } : null
    case 'board':
      return sparseBoard(key.board)
    case 'sentence':
      return null
    case 'store':
      return 'store'
  }
}

/** `{ J: 1, L: 1 }`: the holes that hold seeds, as an exercise file writes a board. */
export const sparseBoard = (board: readonly number[]): Partial<Record<Hole, number>> => Object.fromEntries(HOLES.flatMap((hole, index) => (board[index]! > 0 ? [[hole, board[index]!]] : [])))

/**
 * The key of a wrong answer an author writes for a place (`mistakes: [{ answer: { last: J } }]`), in
 * the kind of the place's own key; the format's schema has already checked the value's shape.
 */
export function writtenAnswerKey(right: Answer, value: unknown): AnswerKey {
  switch (right.key.kind) {
    case 'hole':
      return { kind: 'hole', value: value as Hole }
    case 'holes':
      return { kind: 'holes', value: [...(value as Hole[])] }
    case 'sequence':
      return { kind: 'sequence', value: [...(value as Hole[])] }
    case 'number':
      return { kind: 'number', value: value as number }
    case 'board': {
      const written = value as Partial<Record<Hole, number>>
      return { kind: 'board', board: HOLES.map((hole) => written[hole] ?? 0), stores: { ...right.key.stores } }
    }
    case 'sides':
      return { kind: 'sides', value: { ...(value as { south: number; north: number }) } }
    case 'yes-no':
      return { kind: 'yes-no', value: value as boolean }
    case 'winner':
      return { kind: 'winner', value: value as 'south' | 'north' | 'draw' }
    case 'count':
    case 'sentence':
    case 'store':
      throw new Error(`a written mistake cannot answer a ${right.key.kind} place`)
  }
}

/** Two answers the same on the page (the order of a list of holes does not matter). */
export const sameAnswer = (a: AnswerKey, b: AnswerKey): boolean => JSON.stringify(answerValue(a)) === JSON.stringify(answerValue(b))

/** A place a question can be answered in: a place name, or the hole places. */
export type PlaceName = Answer['name']

/**
 * What a question (or an instruction) asks, by its words, in both languages: the places that answer
 * it, any one of them. Tried in order, the first that matches says what the sentence asks; a
 * sentence that matches none is only counted (one place per "?").
 */
const ASKS: readonly { readonly places: readonly PlaceName[]; readonly fr: RegExp; readonly en: RegExp; readonly instruction?: boolean }[] = [
  { places: ['why', 'sentence'], fr: /\b(pourquoi|explique)/i, en: /\b(why|explain)\b/i },
  {
    places: ['sown'],
    fr: /dans quels trous (tombent|vont|sèmes|mets)|quels trous reçoivent|où vont (les|tes) graines/i,
    en: /which holes do (the|your) seeds (go|land|fall)|which holes get|where do (the|your) seeds (go|land|fall)/i,
  },
  { places: ['lastCount'], fr: /dans ce trou quand|quand (ta|la) dernière graine y tombe/i, en: /in (that|this) hole when|when (the|your) last seed lands/i },
  {
    places: ['seedsAfter', 'seedsBefore'],
    fr: /combien de graines (y a-t-il |reste-t-il |restent |as-tu )?(en|dans le trou) [A-L]\b/i,
    en: /how many seeds (are )?(there |left )?(are )?(left )?in (hole )?[A-L]\b/i,
  },
  { places: ['laps'], fr: /combien de fois/i, en: /how many times/i },
  { places: ['capturedHoles'], fr: /quels trous (prends|vides)|dans quels trous prends/i, en: /which holes do you (capture|take|empty)/i },
  { places: ['last'], fr: /où tombe(-t-elle| (ta |la )?dernière)|dernière graine tombe-t-elle/i, en: /where does (the|your|its) last( seed)? (land|fall|go)|where does it land/i },
  { places: ['grandSlam'], fr: /tout prendre|grand chelem/i, en: /take everything|taking everything|grand slam/i },
  { places: ['canFeed'], fr: /nourrir/i, en: /\bfeed\b/i },
  { places: ['over'], fr: /partie (est-elle )?(finie|terminée)/i, en: /game (is )?over|is the game over/i },
  { places: ['winner'], fr: /qui gagne/i, en: /who wins/i },
  { places: ['score', 'stores'], fr: /\bscore\b|réserves?\b.*\?/i, en: /\bscore\b|\bstores?\b.*\?/i },
  {
    places: ['legal'],
    fr: /quels (trous|coups) (peux-tu|as-tu le droit|sont (jouables|permis)|peut-on)|quels coups\s*\?|trous jouables|coups permis/i,
    en: /which (holes|moves) (can|may) you play|which holes are playable|which moves\s*\?|legal moves/i,
  },
  { places: ['value'], fr: /combien de graines (gagnes-tu|de plus)|combien de plus que/i, en: /how many (more )?seeds do you win|how many more/i },
  {
    places: ['best'],
    fr: /meilleur coup|quel coup (te|dois|faut|joues|prend|gagne|laisse|ne)|quel trou (dois-tu|joues-tu|faut-il)/i,
    en: /best move|which move (captures|wins|gives|leaves|lets|should|do you|does)|which hole (should|do) you/i,
  },
  // "Combien de graines prends-tu ?" asks a number: its own box. "Prends-tu des graines ?" is answered by the count check too.
  { places: ['captured', 'value'], fr: /combien (de graines )?(prends|en prends|as-tu pris)/i, en: /how many (seeds )?(do you )?(capture|take)/i },
  { places: ['captured', 'count'], fr: /prends-tu (des graines|quelque chose)|prends-tu \?/i, en: /do you (capture|take) (any|anything)/i },
  { places: ['board'], fr: /écris le plateau|écris le nombre de graines de chaque trou/i, en: /write (down )?the board|write the number of seeds in each hole/i, instruction: true },
  { places: ['count'], fr: /compte les graines|vérifie en comptant/i, en: /count the seeds|check by counting/i, instruction: true },
]

/** A question or instruction of a text, with the places that answer it (null: not recognised, only counted). */
export interface Asked {
  readonly text: string
  readonly places: readonly PlaceName[] | null
}

/** The sentences of a question text that ask something: every "?" and the instructions the kit knows ("Écris le plateau…"). */
export function questionsAsked(text: string, lang: Lang): Asked[] {
  const sentences = text.match(/[^.?!？]+[.?!？]*/g) ?? []
  return sentences.flatMap((raw) => {
    const sentence = raw.trim()
    const question = /[?？]$/.test(sentence)
    const known = ASKS.find((ask) => ask[lang].test(sentence))
    if (question) return [{ text: sentence, places: known ? known.places : null }]
    return known?.instruction ? [{ text: sentence, places: known.places }] : []
  })
}

/**
 * The places the pupil's sheet shows: all of them, except that the seeds captured are written in the
 * count check's « + prises » box (no second box for the same number) — unless a question asks for
 * them in so many words (« Combien de graines prends-tu ? »): then they have a box of their own.
 */
export function placesOnSheet<T extends { readonly name: PlaceName }>(places: readonly T[], question: Bilingual): T[] {
  const names = new Set(places.map((place) => place.name))
  if (!names.has('count') || !names.has('captured')) return [...places]
  const asked = (['fr', 'en'] as const).some((lang) => questionsAsked(question[lang], lang).some((q) => q.places?.[0] === 'captured' && !q.places.includes('count')))
  return asked ? [...places] : places.filter((place) => place.name !== 'captured')
}

/** Questions in a text: each "?" asks for one answer. */
export const questionCount = (text: string): number => (text.match(/[?？]/g) ?? []).length

/** "Pourquoi ?", "Explique", "Why", "Explain": the question wants a sentence. */
export const asksForSentence = (text: string, lang: Lang): boolean => (lang === 'fr' ? /\b(pourquoi|explique|comment le sais-tu)\b/i.test(text) : /\b(why|explain|how do you know)\b/i.test(text))

/** A place where a sentence is written. */
export const isSentence = (input: AnswerInput): boolean => answerName(input) === 'why' || answerName(input) === 'sentence'
