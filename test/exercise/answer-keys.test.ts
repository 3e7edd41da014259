// src/exercise/answers.ts place by place: the places a task gets by default, why a place cannot be
// answered, the engine's key of every kind of place, and how the key is printed.
import { describe, expect, it } from 'vitest'
import type { MoveReport, Position } from '../../src/engine/index.js'
import { fromSetup, parsePosition, play, positionOutcome, resolveVariant } from '../../src/engine/index.js'
import type { Answer, AnswerFacts, AnswerInput } from '../../src/exercise/answers.js'
import { answerName, answerProblem, asksForSentence, defaultAnswers, isCompletePosition, isSentence, questionCount, resolveAnswer, shortAnswer } from '../../src/exercise/answers.js'
import type { Theme } from '../../src/exercise/index.js'

const at = (notation: string, variant = resolveVariant({})): Position => {
  const setup = parsePosition(notation)
  if (!setup.ok) throw new Error(notation)
  const position = fromSetup(setup.value, variant)
  if (!position.ok) throw new Error(JSON.stringify(position.error))
  return position.value
}
const played = (position: Position, move: string): MoveReport => {
  const result = play(position, move as never)
  if (!result.ok) throw new Error(result.error.message)
  return result.value
}

/** Facts of a play task: the start, one move, what follows (like the checker makes them). */
const afterMove = (notation: string, move: string, theme: Theme = 'capture'): AnswerFacts => {
  const start = at(notation)
  const report = played(start, move)
  return { task: 'play', theme, start, reports: [report], after: report.after, legal: [], outcome: report.outcome }
}
/** Facts of a task that plays nothing (legal). */
const noMove = (notation: string, task: AnswerFacts['task'] = 'legal'): AnswerFacts => {
  const start = at(notation)
  return { task, theme: 'feeding', start, reports: [], after: start, legal: [], outcome: positionOutcome(start) }
}

// Worked example 2: F sows G, H, I and takes I, H, G = 7 (a reduced position: 10 seeds).
const CHAIN = '0-0-0-0-0-3-1-2-1-1-0-1-0-0-S'
// Worked example 9: F sows G H I; North cannot feed South: the rows are gathered, 24–24.
const FED_UP = '0-0-0-0-0-3-0-0-0-0-0-0-24-21-S'
// A lap: 12 seeds from C, the last in D.
const LAP = '0-0-12-0-0-0-0-0-0-0-0-0-0-0-S'

const WORDS = {
  yes: 'Y',
  no: 'N',
  none: '-',
  sides: (s: { south: number; north: number }) => `${s.south}/${s.north}`,
  winner: (w: string) => `W:${w}`,
  goesOn: 'on',
  see: 'see',
  store: 'store',
}
const short = (input: AnswerInput, facts: AnswerFacts) => shortAnswer(resolveAnswer(input, facts), WORDS)

describe('defaultAnswers: the places a task gets when the file lists none', () => {
  const chain = afterMove(CHAIN, 'F')
  it.each([
    ['sowing', ['board', 'last']],
    ['lap', ['board', 'last']],
    ['double-lap', ['board', 'last']],
    ['chain', ['last', 'capturedHoles', 'captured', 'count']],
    ['chain-stop', ['last', 'capturedHoles', 'captured', 'count']],
    ['capture', ['last', 'captured', 'count']],
    ['no-capture', ['last', 'captured', 'count']],
    ['grand-slam', ['last', 'captured', 'count']],
    ['feeding', ['last', 'captured', 'count']],
    ['end', ['last', 'captured']],
    ['repetition', ['last', 'captured']],
  ] as const)('play, theme %s: %j', (theme, places) => {
    expect(defaultAnswers({ ...chain, theme })).toEqual(places)
  })
  it('legal, best (by capture: the value too; by plies: the move only), end (a winner only when all the seeds are drawn)', () => {
    expect(defaultAnswers({ ...chain, task: 'legal' })).toEqual(['legal'])
    expect(defaultAnswers({ ...chain, task: 'best', best: { move: 'F', value: 7, criterion: 'capture' } })).toEqual(['best', 'value'])
    expect(defaultAnswers({ ...chain, task: 'best', best: { move: 'F', value: 7, criterion: { plies: 2 } } })).toEqual(['best'])
    expect(defaultAnswers({ ...chain, task: 'end' })).toEqual(['over', 'score'])
    const full = afterMove(FED_UP, 'F')
    expect(defaultAnswers({ ...full, task: 'end' })).toEqual(['over', 'score', 'winner'])
  })
})

describe('answerProblem: a place the engine cannot answer, and why', () => {
  it('a move’s places in a task that plays none', () => {
    const legal = noMove('1-0-0-0-0-1-0-0-0-0-0-0-0-0-S')
    for (const name of ['last', 'lastCount', 'captured', 'capturedHoles', 'count', 'grandSlam', 'laps'] as const)
      expect(answerProblem(name, legal)).toBe(`${name} asks about a move, and this legal task plays none`)
    for (const name of ['legal', 'board', 'stores', 'over', 'score', 'why'] as const) expect(answerProblem(name, legal), name).toBeNull()
    expect(answerProblem({ seedsBefore: 'A' }, legal)).toBeNull()
    expect(answerProblem({ seedsAfter: 'F' }, legal)).toBeNull()
    expect(answerProblem({ sentence: { fr: 'Pourquoi ?', en: 'Why?' } }, legal)).toBeNull()
  })
  it('best and value without a best move', () => {
    const chain = afterMove(CHAIN, 'F')
    expect(answerProblem('best', chain)).toBe('best asks for the best move: give expect.best and expect.criterion')
    expect(answerProblem('value', chain)).toBe('value asks for the best move: give expect.best and expect.criterion')
    const withBest = { ...chain, best: { move: 'F' as const, value: 7, criterion: 'capture' as const } }
    expect(answerProblem('best', withBest)).toBeNull()
    expect(answerProblem('value', withBest)).toBeNull()
  })
  it('winner in a reduced position, and not in a complete one', () => {
    expect(answerProblem('winner', afterMove(CHAIN, 'F'))).toMatch(/^winner cannot be answered in a reduced position/)
    expect(answerProblem('winner', afterMove(FED_UP, 'F'))).toBeNull()
  })
  it('canFeed only where the row of the side to move’s opponent is empty and the game has not ended otherwise', () => {
    // North to move after F, South keeps a seed in A: nothing to feed.
    expect(answerProblem('canFeed', afterMove('1-0-0-0-0-3-1-2-1-1-0-1-0-0-S', 'F'))).toBe("canFeed asks whether North, to move at the end, can feed an empty row, and South's row is not empty there")
    const southToMove = noMove('1-0-0-0-0-1-0-0-0-0-2-0-0-0-S')
    expect(answerProblem('canFeed', southToMove)).toBe("canFeed asks whether South, to move at the end, can feed an empty row, and North's row is not empty there")
    // Worked example 9: North's opponent row (South's) is empty and North cannot feed: answerable.
    expect(answerProblem('canFeed', afterMove(FED_UP, 'F'))).toBeNull()
    // South must feed and can: answerable.
    expect(answerProblem('canFeed', noMove('1-0-0-0-0-1-0-0-0-0-0-0-0-0-S'))).toBeNull()
    // A store majority ended the game: the question no longer arises.
    const won = noMove('0-0-0-0-0-0-0-0-0-0-0-0-25-23-S')
    expect(answerProblem('canFeed', won)).toBe('canFeed asks whether the side to move can feed, and the game has already ended (store-majority)')
  })
})

describe('resolveAnswer: the engine’s key of every place', () => {
  const chain = afterMove(CHAIN, 'F')
  it('of a move: the chain of worked example 2', () => {
    expect(resolveAnswer('last', chain)).toEqual({ name: 'last', key: { kind: 'hole', value: 'I' } })
    expect(resolveAnswer('lastCount', chain)).toEqual({ name: 'lastCount', key: { kind: 'number', value: 2 } })
    expect(resolveAnswer('captured', chain)).toEqual({ name: 'captured', key: { kind: 'number', value: 7 } })
    expect(resolveAnswer('capturedHoles', chain)).toEqual({ name: 'capturedHoles', key: { kind: 'holes', value: ['I', 'H', 'G'] } })
    expect(resolveAnswer('count', chain)).toEqual({ name: 'count', key: { kind: 'count', before: 9, after: 2, captured: 7 } })
    expect(resolveAnswer('grandSlam', chain)).toEqual({ name: 'grandSlam', key: { kind: 'yes-no', value: false } })
    expect(resolveAnswer('laps', chain)).toEqual({ name: 'laps', key: { kind: 'number', value: 0 } })
    expect(resolveAnswer('board', chain)).toEqual({ name: 'board', key: { kind: 'board', board: [0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1], stores: { south: 7, north: 0 } } })
    expect(resolveAnswer('stores', chain)).toEqual({ name: 'stores', key: { kind: 'sides', value: { south: 7, north: 0 } } })
    expect(resolveAnswer({ seedsBefore: 'H' }, chain)).toEqual({ name: 'seedsBefore', hole: 'H', key: { kind: 'number', value: 2 } })
    expect(resolveAnswer({ seedsAfter: 'J' }, chain)).toEqual({ name: 'seedsAfter', hole: 'J', key: { kind: 'number', value: 1 } })
    expect(resolveAnswer('why', chain)).toEqual({ name: 'why', key: { kind: 'sentence' } })
    const label = { fr: 'Pourquoi J reste ?', en: 'Why does J stay?' }
    expect(resolveAnswer({ sentence: label }, chain)).toEqual({ name: 'sentence', label, key: { kind: 'sentence' } })
    expect(resolveAnswer('over', chain)).toEqual({ name: 'over', key: { kind: 'yes-no', value: false } })
    expect(resolveAnswer('score', chain)).toEqual({ name: 'score', key: { kind: 'sides', value: null } })
    expect(resolveAnswer('winner', chain)).toEqual({ name: 'winner', key: { kind: 'winner', value: null } })
  })
  it('of the last of several moves, and of a lap and a grand slam', () => {
    const start = at(CHAIN)
    const first = played(start, 'F')
    const second = played(first.after, 'L')
    const facts: AnswerFacts = { task: 'play', theme: 'capture', start, reports: [first, second], after: second.after, legal: [], outcome: second.outcome }
    expect(resolveAnswer('last', facts).key).toEqual({ kind: 'hole', value: 'A' })
    expect(resolveAnswer('count', facts).key).toEqual({ kind: 'count', before: 2, after: 2, captured: 0 })
    expect(resolveAnswer({ seedsBefore: 'F' }, facts).key).toEqual({ kind: 'number', value: 3 }) // before the first move
    const lap = afterMove(LAP, 'C', 'lap')
    expect(resolveAnswer('laps', lap).key).toEqual({ kind: 'number', value: 1 })
    expect(resolveAnswer('lastCount', lap).key).toEqual({ kind: 'number', value: 2 })
    const slam = afterMove('0-0-0-0-0-2-1-1-0-0-0-0-0-0-S', 'F', 'grand-slam')
    expect(resolveAnswer('grandSlam', slam).key).toEqual({ kind: 'yes-no', value: true })
    expect(resolveAnswer('captured', slam).key).toEqual({ kind: 'number', value: 0 })
  })
  it('of the end of a game, and of feeding', () => {
    const end = afterMove(FED_UP, 'F', 'no-feeding-end')
    expect(resolveAnswer('over', end).key).toEqual({ kind: 'yes-no', value: true })
    expect(resolveAnswer('score', end).key).toEqual({ kind: 'sides', value: { south: 24, north: 24 } })
    expect(resolveAnswer('winner', end).key).toEqual({ kind: 'winner', value: 'draw' })
    expect(resolveAnswer('canFeed', end)).toEqual({ name: 'canFeed', side: 'north', key: { kind: 'yes-no', value: false } })
    const mustFeed = noMove('1-0-0-0-0-1-0-0-0-0-0-0-0-0-S')
    expect(resolveAnswer('canFeed', mustFeed)).toEqual({ name: 'canFeed', side: 'south', key: { kind: 'yes-no', value: true } })
    expect(resolveAnswer('legal', { ...mustFeed, legal: ['F'] }).key).toEqual({ kind: 'holes', value: ['F'] })
    const best = { ...afterMove(CHAIN, 'F'), task: 'best' as const, best: { move: 'F' as const, value: 7, criterion: 'capture' as const } }
    expect(resolveAnswer('best', best).key).toEqual({ kind: 'hole', value: 'F' })
    expect(resolveAnswer('value', best).key).toEqual({ kind: 'number', value: 7 })
  })
  it('a move’s place without a move is a programmer error (answerProblem refuses it first)', () => {
    expect(() => resolveAnswer('last', noMove('1-0-0-0-0-1-0-0-0-0-0-0-0-0-S'))).toThrow('answer last needs a move')
  })
})

describe('shortAnswer: the key as the answer key and the correction grid print it', () => {
  const chain = afterMove(CHAIN, 'F')
  it('prints each kind of key', () => {
    expect(short('last', chain)).toBe('I')
    expect(short('capturedHoles', chain)).toBe('G, H, I') // in the board's order, whatever the capture order
    expect(short('captured', chain)).toBe('7')
    expect(short('count', chain)).toBe('9 = 2 + 7')
    expect(short('stores', chain)).toBe('7/0')
    expect(short('score', chain)).toBe('on')
    expect(short('winner', chain)).toBe('on')
    expect(short('over', chain)).toBe('N')
    expect(short('grandSlam', afterMove('0-0-0-0-0-2-1-1-0-0-0-0-0-0-S', 'F'))).toBe('Y')
    expect(short('board', chain)).toBe('see')
    expect(short('why', chain)).toBe('see')
    const end = afterMove(FED_UP, 'F')
    expect(short('score', end)).toBe('24/24')
    expect(short('winner', end)).toBe('W:draw')
    const none: Answer = { name: 'capturedHoles', key: { kind: 'holes', value: [] } }
    expect(shortAnswer(none, WORDS)).toBe('-')
  })
})

describe('questions and sentences', () => {
  it('counts the question marks, the full-width one too', () => {
    expect(questionCount('Joue F. Où tombe la dernière graine ? Combien prends-tu ?')).toBe(2)
    expect(questionCount('Play F.')).toBe(0)
    expect(questionCount('何？')).toBe(1)
  })
  it.each([
    ['Pourquoi J reste-t-il ?', 'fr', true],
    ['Explique ta réponse.', 'fr', true],
    ['Comment le sais-tu ?', 'fr', true],
    ['Pourquoiii', 'fr', false],
    ['Why does J stay?', 'fr', false],
    ['Why does J stay?', 'en', true],
    ['Explain your answer.', 'en', true],
    ['How do you know?', 'en', true],
    ['Pourquoi ?', 'en', false],
    ['Whyever', 'en', false],
  ] as const)('%j (%s) asks for a sentence: %s', (text, lang, expected) => {
    expect(asksForSentence(text, lang)).toBe(expected)
  })
  it('why and sentence places are written in sentences; the others are not', () => {
    expect(isSentence('why')).toBe(true)
    expect(isSentence({ sentence: { fr: 'a', en: 'b' } })).toBe(true)
    expect(isSentence('last')).toBe(false)
    expect(isSentence({ seedsAfter: 'A' })).toBe(false)
    expect(answerName({ seedsBefore: 'A' })).toBe('seedsBefore')
    expect(answerName({ seedsAfter: 'A' })).toBe('seedsAfter')
    expect(answerName({ sentence: { fr: 'a', en: 'b' } })).toBe('sentence')
    expect(answerName('laps')).toBe('laps')
  })
  it('a complete position holds all the variant’s seeds', () => {
    expect(isCompletePosition(at(CHAIN))).toBe(false)
    expect(isCompletePosition(at(FED_UP))).toBe(true)
    expect(isCompletePosition(at('3-3-3-3-3-3-3-3-3-3-3-3-0-0-S', resolveVariant({ seedsPerHole: 3 })))).toBe(true)
    expect(isCompletePosition(at('3-3-3-3-3-3-3-3-3-3-3-3-0-0-S'))).toBe(false)
  })
})

describe('defaultAnswers for a caller without a best move', () => {
  it('a best task whose best move is not known yet gets the move’s place only', () => {
    const start = afterMove(CHAIN, 'F')
    const { best: _, ...withoutBest } = { ...start, task: 'best' as const, best: undefined }
    expect(defaultAnswers(withoutBest)).toEqual(['best'])
  })
})
