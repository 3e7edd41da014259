/** Hostile inputs, made on demand: exercise texts with a field replaced, a game of thousands of moves. */
import type { Hole } from '../../src/engine/index.js'
import { DEFAULT_VARIANT, HOLES, fromSetup, initialSetup, legalMoves, makeOgn, makeRecord, parsePosition, playSequence, resolveVariant, startGame } from '../../src/engine/index.js'

const initialSetupOf = () => initialSetup(DEFAULT_VARIANT)

const yamlString = (text: string): string => JSON.stringify(text)

export interface ExerciseFields {
  id?: string
  titleFr?: string
  titleEn?: string
  questionFr?: string
  explainFr?: string
  /** Raw YAML lines put before `expect:` (e.g. a variant). */
  extra?: string
}

/** Exercise A2 of the bank (a chain capture), with the fields given replaced. */
export function chainExercise(fields: ExerciseFields = {}): string {
  return [
    `id: ${yamlString(fields.id ?? 'H1')}`,
    'theme: chain',
    'level: 1',
    'title:',
    `  fr: ${yamlString(fields.titleFr ?? 'Une prise en chaîne')}`,
    `  en: ${yamlString(fields.titleEn ?? 'A chain capture')}`,
    'position: { F: 3, G: 1, H: 2, I: 1, J: 1, L: 1 }',
    'task: play',
    'play: F',
    'question:',
    `  fr: ${yamlString(fields.questionFr ?? 'Joue F. Où tombe la dernière graine ? Combien de graines prends-tu ?')}`,
    '  en: "Play F. Where does the last seed land? How many seeds do you capture?"',
    ...(fields.extra ? [fields.extra] : []),
    'expect:',
    '  last: I',
    '  captured: 7',
    '  capturedHoles: [I, H, G]',
    '  board: { J: 1, L: 1 }',
    'explain:',
    `  fr: ${yamlString(fields.explainFr ?? 'Je joue F : la dernière graine tombe en I. Je prends I, H et G : 7 graines.')}`,
    '  en: "I play F: the last seed lands in I. I capture I, H and G: 7 seeds."',
    '',
  ].join('\n')
}

/**
 * An exercise that plays `moves` moves: one seed each, every move forced, going round and round
 * (exercise R1) under a move limit high enough that the game never stops. Every claim is true.
 */
export function longGameExercise(moves: number, id = 'LONG'): string {
  const variant = resolveVariant({ ...DEFAULT_VARIANT, endless: 'move-limit', moveLimit: 10_000 })
  const start = fromSetup((parsePosition('0-0-0-0-0-1-0-0-0-0-0-1-23-23-S') as { ok: true; value: never }).value, variant)
  if (!start.ok) throw new Error('bad start')
  let game = startGame(start.value)
  const played: Hole[] = []
  for (let i = 0; i < moves; i++) {
    const move = legalMoves(game.position)[0]!
    const next = playSequence(game, [move])
    if (!next.ok) throw new Error(next.error.message)
    game = next.value.game
    played.push(move)
  }
  const last = playSequence(startGame(start.value), played)
  if (!last.ok) throw new Error('replay failed')
  const report = last.value.reports.at(-1)!
  const board = HOLES.flatMap((hole, i) => (last.value.game.position.board[i]! > 0 ? [`${hole}: ${last.value.game.position.board[i]}`] : []))
  return [
    `id: ${id}`,
    'theme: sowing',
    'level: 2',
    'title: { fr: "Deux graines qui tournent", en: "Two seeds going round" }',
    'position: "0-0-0-0-0-1-0-0-0-0-0-1-23-23-S"',
    'task: play',
    `play: [${played.join(', ')}]`,
    'question: { fr: "Où tombe la dernière graine ? Combien de graines prends-tu ?", en: "Where does the last seed land? How many seeds do you capture?" }',
    'answers: [last, captured]',
    'expect:',
    `  last: ${report.last}`,
    `  captured: ${report.captured}`,
    `  board: { ${board.join(', ')} }`,
    'explain: { fr: "Chacun avance sa graine d’un trou.", en: "Each player moves their seed one hole on." }',
    'variant: { endless: move-limit, moveLimit: 10000 }',
    '',
  ].join('\n')
}

/** Words of `length` wide letters, to `chars` characters in all: the tallest text a limit allows. */
export const wideText = (chars: number, word = 9): string => {
  let text = ''
  while (text.length < chars) text += (text ? ' ' : '') + 'W'.repeat(word)
  return text.slice(0, chars).trimEnd()
}

export interface LimitOptions {
  titleChars: number
  questionChars: number
  explainChars: number
  explainLines: number
  moves: number
  sentences: number
  sentenceChars: number
  idChars: number
}

/**
 * The tallest exercise the limits let through: every printed text at its longest in wide letters, the
 * most moves, the most answer places (sentences). Every claim true.
 */
export function tallestExercise(limits: LimitOptions, id?: string): string {
  const long = longGameExercise(limits.moves, id ?? 'W'.repeat(limits.idChars))
  const perLine = Math.floor(limits.explainChars / limits.explainLines)
  // Each line numbered (L01 …), so a reader of the PDF can tell that none was lost.
  const explain = Array.from({ length: limits.explainLines }, (_, i) => `L${String(i + 1).padStart(2, '0')} ${wideText(perLine - 5)}`).join('\n')
  const block = (text: string) =>
    '|-\n' +
    text
      .split('\n')
      .map((line) => `    ${line}`)
      .join('\n')
  const sentence = wideText(limits.sentenceChars)
  // The long game's own places (last, captured: its question asks both) and the sentences after them.
  const answers = ['  - last', '  - captured', ...Array.from({ length: limits.sentences }, () => `  - { sentence: { fr: ${JSON.stringify(sentence)}, en: ${JSON.stringify(sentence)} } }`)]
  return long
    .replace(/^answers: .*\n/m, '')
    .replace(/^title: .*$/m, `title: { fr: ${JSON.stringify(wideText(limits.titleChars))}, en: ${JSON.stringify(wideText(limits.titleChars))} }`)
    .replace(/^question: .*$/m, `question: { fr: ${JSON.stringify(wideText(limits.questionChars))}, en: ${JSON.stringify(wideText(limits.questionChars))} }\nanswers:\n${answers.join('\n')}`)
    .replace(/^explain: .*$/m, `explain:\n  fr: ${block(explain)}\n  en: ${block(explain)}`)
}

/**
 * A legal OGN game of `plies` moves under the Abapa rules (repetition ends a game at the third
 * occurrence): moves drawn at random with a fixed seed, captures avoided where another move exists
 * and no position allowed a third time, so the game lasts. Null if it ends before (try another seed).
 */
export function longOgnGame(plies: number, seed = 1): string | null {
  const start = fromSetup(initialSetupOf(), DEFAULT_VARIANT)
  if (!start.ok) throw new Error('bad start')
  let state = seed >>> 0 || 1
  const next = () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return (state >>> 0) / 2 ** 32
  }
  let game = startGame(start.value)
  const moves: Hole[] = []
  while (moves.length < plies) {
    if (game.outcome) return null
    const legal = legalMoves(game.position)
    const tries = legal.map((move) => ({ move, played: playSequence(game, [move]) })).filter((t) => t.played.ok && !t.played.value.game.outcome)
    if (tries.length === 0) return null
    const quiet = tries.filter((t) => t.played.ok && t.played.value.reports[0]!.captured === 0)
    const pool = quiet.length > 0 ? quiet : tries
    const chosen = pool[Math.floor(next() * pool.length)]!
    if (!chosen.played.ok) throw new Error('unreachable')
    game = chosen.played.value.game
    moves.push(chosen.move)
  }
  const record = makeRecord(start.value, moves, { Event: 'Partie très longue', South: 'Léa', North: 'Tom' })
  if (!record.ok) throw new Error(record.error.message)
  return makeOgn(record.value)
}
