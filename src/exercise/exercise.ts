/**
 * One exercise file's text → a checked exercise, or every problem found. Pure: no disk, no clock,
 * so the generator can validate what it writes before writing it.
 *
 * Stages: YAML (syntax, duplicate keys, aliases) → shape (zod) → the engine's setup checks → what
 * the task needs → the moves → the claims. A stage that fails stops the later ones, which could
 * only repeat the same fault in other words; inside a stage every problem is reported at once.
 */
import { sideName } from '../words.js'
import type { Game, Hole, MoveReport, Setup, SetupProblem, Variant } from '../engine/index.js'
import { HOLES, boardSeeds, fromSetup, legalMoves, opposite, parsePosition, playSequence, resolveVariant, startGame, totalSeeds } from '../engine/index.js'
import type { Criterion } from './minimax.js'
import { EndgameUnavailable, moveValues } from './minimax.js'
import type { EndgameSource } from '../tables/small.js'
import type { ExerciseProblem, ProblemCode } from './problems.js'
import { kindOf, sortProblems } from './problems.js'
import type { ExerciseInput, ExpectInput, MistakeAnswerInput, VariantInput } from './schema.js'
import { bankSchema, exerciseSchema } from './schema.js'
import type { Location, Path } from './source.js'
import { Source } from './source.js'
import { themeNotShown } from './themes.js'
import { printedTextProblems } from './printed-text.js'
import type { AnswerFacts, AnswerInput } from './answers.js'
import type { Answer, AnswerKey } from './answers.js'
import {
  answerName,
  answerProblem,
  answerValue,
  asksForSentence,
  defaultAnswers,
  isSentence,
  placesOnSheet,
  questionCount,
  questionsAsked,
  resolveAnswer,
  sameAnswer,
  writtenAnswerKey,
} from './answers.js'
import type { AuthorMistake, CheckedExercise } from './types.js'
import type { MistakeDiagnosis } from '../mistakes/diagnose.js'
import { diagnose } from '../mistakes/diagnose.js'
import type { ProblemValue } from './problem-words.js'
import { say } from './problem-words.js'
import type { LocatedProblem } from './validate.js'
import { explainIssues, explainNotation, pathName } from './validate.js'

export interface ParseOptions {
  /** The folder's default rules (`_bank.yaml`); the exercise's own `variant` fields win. */
  bankVariant?: VariantInput
  /** Endgame tables for `criterion: end` (default: built in memory up to 10 seeds). */
  endgame?: EndgameSource
}

export interface ParsedExercise {
  /** The exercise when it is valid and every claim holds; otherwise null. */
  exercise: CheckedExercise | null
  /** Every problem found, sorted by line. */
  problems: ExerciseProblem[]
  /** What is worth a look but leaves the exercise usable (kind `warning`), sorted by line. */
  warnings: ExerciseProblem[]
  /** The `id` and where it is written, when the file has a readable one (for duplicate ids across files). */
  id?: { value: string } & Location
}

/** Parses, validates and verifies one exercise file's text against the engine. Never throws on bad input. */
export function parseExerciseText(text: string, file: string, options: ParseOptions = {}): ParsedExercise {
  const located = checkText(text, options)
  const all = sortProblems(located.problems.map((p) => ({ file, line: p.line, column: p.column, code: p.code, message: p.message, kind: kindOf(p.code), ...(p.words ? { words: p.words } : {}) })))
  const problems = all.filter((problem) => problem.kind !== 'warning')
  // The exercise keeps its lazily diagnosed mistakes: assigning the file name does not work them out.
  const exercise = problems.length === 0 && located.exercise ? (Object.assign(located.exercise, { file }) as CheckedExercise) : null
  return { exercise, problems, warnings: all.filter((problem) => problem.kind === 'warning'), ...(located.id ? { id: located.id } : {}) }
}

/** Parses `_bank.yaml` text: the folder's default variant, or its problems. */
export function parseBankText(text: string, file: string): { variant: VariantInput; problems: ExerciseProblem[] } {
  const { source, data, problems: syntax } = Source.parse(text)
  const toProblem = (p: LocatedProblem): ExerciseProblem => ({ file, line: p.line, column: p.column, code: p.code, message: p.message, kind: kindOf(p.code), ...(p.words ? { words: p.words } : {}) })
  if (syntax.length > 0) return { variant: {}, problems: syntax.map(toProblem) }
  const parsed = bankSchema.safeParse(data)
  if (!parsed.success) return { variant: {}, problems: sortProblems(explainIssues(parsed.error.issues, data, source).map(toProblem)) }
  return { variant: parsed.data.variant ?? {}, problems: [] }
}

interface Checked {
  exercise?: Omit<CheckedExercise, 'file'>
  problems: LocatedProblem[]
  id?: { value: string } & Location
}

function checkText(text: string, options: ParseOptions): Checked {
  const { source, data, problems: syntax } = Source.parse(text)
  if (syntax.length > 0) return { problems: syntax }
  const rawId = (data as Record<string, unknown>).id
  const id = typeof rawId === 'string' && rawId.trim() !== '' ? { value: rawId.trim(), ...source.valueAt(['id']) } : undefined
  // What the page cannot print is said with the format's other problems, in the same run.
  const printed = printedTextProblems(data as Record<string, unknown>, source)
  const parsed = exerciseSchema.safeParse(data)
  if (!parsed.success) return { problems: [...explainIssues(parsed.error.issues, data, source), ...printed], ...(id ? { id } : {}) }
  if (printed.length > 0) return { problems: printed, ...(id ? { id } : {}) }
  return { ...checkExercise(parsed.data, source, options), ...(id ? { id } : {}) }
}

/** A problem at the value of `path` (or the nearest written parent). */
const at = (source: Source, path: Path, code: ProblemCode, message: string): LocatedProblem => ({ ...source.valueAt(path), code, message })
/** A problem at a value, said in words (problems.<key> of templates/strings). */
const atSaid = (source: Source, path: Path, code: ProblemCode, key: string, values: Record<string, ProblemValue> = {}): LocatedProblem => ({ ...source.valueAt(path), code, ...say(key, values) })
const atKey = (source: Source, path: Path, code: ProblemCode, message: string): LocatedProblem => ({ ...source.keyAt(path), code, message })

const TASK_CLAIMS: Record<ExerciseInput['task'], { needs: (keyof ExpectInput)[]; why: string }> = {
  play: { needs: ['last', 'captured'], why: 'a play task needs at least last and captured (and board is strongly advised)' },
  legal: { needs: ['legal'], why: 'a legal task needs legal: the list of legal moves' },
  best: { needs: ['best', 'criterion'], why: 'a best task needs best and criterion' },
  end: { needs: ['over'], why: 'an end task needs over (and score when the game is over)' },
}

/** Claims about the move(s) played: they need at least one move. */
const MOVE_CLAIMS = ['last', 'captured', 'capturedHoles', 'sown', 'grandSlam'] as const

function checkExercise(input: ExerciseInput, source: Source, options: ParseOptions): Checked {
  const variant = resolveVariant({ ...options.bankVariant, ...input.variant } as Partial<Variant>)
  const setup = readSetup(input, source)
  if (!setup.ok) return { problems: setup.problems }
  const start = fromSetup(setup.value, variant)
  if (!start.ok) return { problems: start.error.map((problem) => setupProblem(problem, input, source)) }
  const position = start.value

  const problems: LocatedProblem[] = []
  const claims = input.expect
  const moves: Hole[] = input.play === undefined ? [] : typeof input.play === 'string' ? [input.play] : input.play
  if (input.task === 'play' && moves.length === 0) problems.push(atKey(source, ['task'], 'MISSING_FIELD', 'play is missing: a play task names the move(s) to play, e.g. play: F'))
  if ((input.task === 'legal' || input.task === 'best') && input.play !== undefined)
    problems.push(atKey(source, ['play'], 'FIELD_NOT_FOR_TASK', `play: a ${input.task} task asks the pupil to find the move(s); remove play`))
  const missing = TASK_CLAIMS[input.task].needs.filter((claim) => claims[claim] === undefined)
  if (missing.length > 0) problems.push(atKey(source, ['expect'], 'EXPECT_INCOMPLETE', `expect has no ${missing.join(', ')}: ${TASK_CLAIMS[input.task].why}`))
  if (input.task === 'end' && claims.over === true && claims.score === undefined)
    problems.push(atKey(source, ['expect'], 'EXPECT_INCOMPLETE', 'expect has no score: when the game is over, say the final score, e.g. score: { south: 24, north: 24 }'))
  // (A best task without its pair is already told above what it needs.)
  if (input.task !== 'best' && (claims.best === undefined) !== (claims.criterion === undefined))
    problems.push(
      atKey(
        source,
        ['expect'],
        'EXPECT_INCOMPLETE',
        `expect has ${claims.best === undefined ? 'criterion but no best' : 'best but no criterion'}: a best move is best for a criterion (capture, end, or { plies: N })`,
      ),
    )
  if (claims.value !== undefined && claims.best === undefined)
    problems.push(atKey(source, ['expect', 'value'], 'EXPECT_INCOMPLETE', 'expect.value is the value of the best move: write best and criterion too'))
  const movesPlayed = input.task === 'best' ? 1 : moves.length
  // A play task without moves is told play is missing; its move claims are what it will need.
  if (movesPlayed === 0 && input.task !== 'play')
    for (const claim of MOVE_CLAIMS)
      if (claims[claim] !== undefined) problems.push(atKey(source, ['expect', claim], 'FIELD_NOT_FOR_TASK', `expect.${claim} describes a move, but this ${input.task} task plays none`))
  if (problems.length > 0) return { problems }

  const legal = legalMoves(position)
  let best: CheckedExercise['best']
  let bestMoves: Hole[] = []
  if (claims.best !== undefined && claims.criterion !== undefined) {
    if (legal.length === 0) return { problems: [at(source, ['position'], 'NO_LEGAL_MOVE', 'position: the game is already over here (no legal move), so there is no best move')] }
    const criterion = claims.criterion as Criterion
    let found: ReturnType<typeof moveValues>
    try {
      found = moveValues(position, criterion, options.endgame)
    } catch (error) {
      if (error instanceof EndgameUnavailable) return { problems: [at(source, ['expect', 'criterion'], 'NEEDS_TABLES', `expect.criterion: ${error.message}`)] }
      throw error
    }
    if (!found.proved)
      return {
        problems: [atSaid(source, ['expect', 'criterion'], 'NOT_PROVED', 'NOT_PROVED.criterion')],
      }
    bestMoves = found.bestMoves
    best = { move: bestMoves[0]!, criterion, value: found.value, values: found.values }
  }
  const played = input.task === 'best' && best ? [best.move] : moves
  const game = playMoves(startGame(position), played, input, source)
  if (!game.ok) return { problems: [game.problem] }
  const { reports, final } = game

  const claimProblems = [...seedCount(reports, source), ...compareClaims(claims, { reports, final, legal, best, bestMoves }, source)]
  const answerFacts: AnswerFacts = {
    task: input.task,
    theme: input.theme,
    start: position,
    reports,
    after: final.position,
    legal,
    ...(best ? { best } : {}),
    outcome: final.outcome,
  }
  const places = answerPlaces(input, answerFacts, source)
  const theme = themeNotShown(input.theme, { task: input.task, start: position, reports, outcome: final.outcome, ...(best ? { criterion: best.criterion } : {}) })
  if (theme) claimProblems.push(atSaid(source, ['theme'], 'THEME_NOT_SHOWN', 'THEME_NOT_SHOWN.theme', { theme: input.theme, needs: theme }))
  // A place the engine cannot answer has no key: report it with the claims, and make no exercise.
  if (places.problems.length > 0) return { problems: [...claimProblems, ...places.problems] }
  const answers = places.inputs.map((place) => resolveAnswer(place, answerFacts))
  // The mistakes are worked out when first read (the key, check --json, the studio), not for every
  // check of a bank; an author's own expected mistakes are compared with them at once.
  let diagnosed: MistakeDiagnosis[] | undefined
  const mistakes = (): MistakeDiagnosis[] =>
    (diagnosed ??= diagnose({ task: input.task, theme: input.theme, start: position, moves: played, places: places.inputs, answers, ...(best ? { criterion: best.criterion } : {}) }))
  const expected = authorMistakes(input, answers, input.mistakes ? mistakes() : [], source)
  if (expected.problems.some((problem) => kindOf(problem.code) !== 'warning')) return { problems: [...claimProblems, ...expected.problems] }
  claimProblems.push(...expected.problems)
  const exercise: Omit<CheckedExercise, 'file'> = {
    id: input.id,
    theme: input.theme,
    level: input.level,
    title: input.title,
    question: input.question,
    explain: input.explain,
    task: input.task,
    variant,
    start: position,
    moves: played,
    reports,
    after: final.position,
    legal,
    ...(best ? { best } : {}),
    outcome: final.outcome,
    answers,
    get mistakes() {
      return mistakes()
    },
    authorMistakes: expected.mistakes,
  }
  return { exercise, problems: claimProblems }
}

/** An answer as a message writes it: `I`, `[G, H]`, `{ J: 1 }`. */
const plainValue = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : Array.isArray(value)
      ? `[${value.join(', ')}]`
      : value !== null && typeof value === 'object'
        ? `{ ${Object.entries(value)
            .map(([k, v]) => `${k}: ${String(v)}`)
            .join(', ')} }`
        : String(value)

/**
 * The author's expected wrong answers (`mistakes:`): each place named must be one of the sheet's,
 * each value must be wrong (the engine's answer there is another), and one the engine's own mistakes
 * already give is pointed out (a warning: the key names it already).
 */
function authorMistakes(input: ExerciseInput, answers: readonly Answer[], diagnoses: readonly MistakeDiagnosis[], source: Source): { mistakes: AuthorMistake[]; problems: LocatedProblem[] } {
  const problems: LocatedProblem[] = []
  const mistakes: AuthorMistake[] = []
  const placeNames = answers.map((answer) => answer.name)
  ;(input.mistakes ?? []).forEach((written, index) => {
    const path: Path = ['mistakes', index]
    const entries = Object.entries(written.answer) as [keyof MistakeAnswerInput, unknown][]
    if (entries.length === 0) {
      problems.push(
        at(
          source,
          [...path, 'answer'],
          'MISSING_FIELD',
          `mistakes[${index}].answer is empty: write the wrong answer a pupil gives, by place, e.g. answer: { ${placeNames.find((name) => name !== 'why' && name !== 'sentence') ?? 'last'}: … }`,
        ),
      )
      return
    }
    const places: { place: number; answer: AnswerKey }[] = []
    for (const [name, value] of entries) {
      const where: Path = [...path, 'answer', name]
      const place = answers.findIndex((answer) => answer.name === name)
      if (place < 0) {
        problems.push(
          atKey(
            source,
            where,
            'MISTAKE_NOT_A_PLACE',
            `mistakes[${index}].answer.${name}: the sheet has no ${name} place (its places: ${placeNames.join(', ')}); a mistake gives a wrong answer in one of them`,
          ),
        )
        continue
      }
      const key = writtenAnswerKey(answers[place]!, value)
      if (sameAnswer(key, answers[place]!.key))
        problems.push(
          at(
            source,
            where,
            'MISTAKE_IS_RIGHT',
            `mistakes[${index}].answer.${name}: ${plainValue(answerValue(key))} is the right answer (the engine's too); write only the places where the pupil goes wrong, with the wrong answer`,
          ),
        )
      else places.push({ place, answer: key })
    }
    if (places.length !== entries.length) return
    const named = diagnoses
      .filter((diagnosis) => places.every(({ place, answer }) => diagnosis.answers[place] !== null && sameAnswer(diagnosis.answers[place]!, answer)))
      .map((diagnosis) => diagnosis.id)
    if (named.length > 0)
      problems.push(
        atKey(
          source,
          path,
          'MISTAKE_ALREADY_NAMED',
          `mistakes[${index}]: ${named.length === 1 ? `the engine's mistake ${named[0]} gives` : `the engine's mistakes ${named.join(', ')} give`} this answer already, and the key names ${named.length === 1 ? 'it' : 'them'}; remove this one, or keep it for your own words`,
        ),
      )
    mistakes.push({ places, sentence: written.sentence, named })
  })
  return { mistakes, problems }
}

/**
 * The places the sheet gives to answer (the file's `answers`, or those the task implies), each one
 * answerable by the engine, and enough of them for what the question asks: one per "?", and a
 * sentence's lines when it asks why.
 */
function answerPlaces(input: ExerciseInput, facts: AnswerFacts, source: Source): { inputs: AnswerInput[]; problems: LocatedProblem[] } {
  const written = input.answers as AnswerInput[] | undefined
  const inputs = written ?? defaultAnswers(facts)
  const problems: LocatedProblem[] = []
  if (written)
    written.forEach((place, index) => {
      const problem = answerProblem(place, facts)
      if (problem) problems.push(at(source, ['answers', index], 'ANSWER_NOT_POSSIBLE', `answers[${index}]: ${problem}`))
    })
  // What the sheet shows (the seeds captured may be folded into the count check), and each question's place among it.
  const shown = new Set(
    placesOnSheet(
      inputs.map((place) => ({ name: answerName(place) })),
      input.question,
    ).map((place) => place.name),
  )
  for (const lang of ['fr', 'en'] as const) {
    const question = input.question[lang]
    const asked = questionCount(question)
    const where = (): Location => source.valueAt(['question', lang])
    for (const { text, places: answering } of questionsAsked(question, lang)) {
      if (answering === null || answering.some((name) => shown.has(name))) continue
      problems.push({
        ...where(),
        code: 'QUESTION_WITHOUT_ROOM',
        ...say('QUESTION_WITHOUT_ROOM.question', { field: `question.${lang}`, text, places: { en: answering.join(' or '), fr: answering.join(' ou ') } }),
      })
    }
    const names = inputs.map((place) => (typeof place === 'string' ? place : Object.keys(place)[0])).join(', ')
    if (asked > inputs.length)
      problems.push({
        ...where(),
        code: 'QUESTION_WITHOUT_ROOM',
        ...say(written ? 'QUESTION_WITHOUT_ROOM.countWritten' : 'QUESTION_WITHOUT_ROOM.countGiven', { field: `question.${lang}`, asked, count: inputs.length, names, task: input.task }),
      })
    if (asksForSentence(question, lang) && !inputs.some(isSentence))
      problems.push({ ...where(), code: 'QUESTION_WITHOUT_ROOM', ...say('QUESTION_WITHOUT_ROOM.explain', { field: `question.${lang}` }) })
  }
  return { inputs, problems }
}

type SetupRead = { ok: true; value: Setup } | { ok: false; problems: LocatedProblem[] }

function readSetup(input: ExerciseInput, source: Source): SetupRead {
  if (typeof input.position === 'string') {
    const parsed = parsePosition(input.position)
    if (!parsed.ok) return { ok: false, problems: explainNotation(['position'], input.position, source) }
    const problems: LocatedProblem[] = []
    if (input.stores !== undefined) problems.push(atKey(source, ['stores'], 'CONFLICTING_FIELDS', 'stores: the notation string already gives both stores; remove stores or use a map of holes'))
    if (input.toMove !== undefined && input.toMove !== parsed.value.turn)
      problems.push(atKey(source, ['toMove'], 'CONFLICTING_FIELDS', `toMove: the notation string says ${parsed.value.turn} is to move; remove toMove`))
    return problems.length > 0 ? { ok: false, problems } : { ok: true, value: parsed.value }
  }
  const board = HOLES.map((hole) => (input.position as Partial<Record<Hole, number>>)[hole] ?? 0)
  return { ok: true, value: { board, stores: input.stores ?? { south: 0, north: 0 }, turn: input.toMove ?? 'south' } }
}

/** The engine's setup problem, placed on the hole, store or field it names. */
function setupProblem(problem: SetupProblem, input: ExerciseInput, source: Source): LocatedProblem {
  const notationField = (index: number): Location => {
    const start = source.textStart(['position'])
    if (!start || typeof input.position !== 'string') return source.valueAt(['position'])
    const fields = input.position.trim().split('-')
    const lead = input.position.length - input.position.trimStart().length
    const offset = lead + fields.slice(0, index).reduce((sum, field) => sum + field.length + 1, 0)
    return source.at(start.offset + offset)
  }
  const notation = typeof input.position === 'string'
  const holeIndex = (HOLES as readonly string[]).indexOf(problem.field)
  let where: Location
  let name: string
  if (holeIndex >= 0) {
    where = notation ? notationField(holeIndex) : source.valueAt(['position', problem.field])
    name = notation ? 'position' : `position.${problem.field}`
  } else if (problem.field.startsWith('store.')) {
    const side = problem.field.slice('store.'.length)
    where = notation ? notationField(side === 'south' ? 12 : 13) : source.valueAt(['stores', side])
    name = notation ? 'position' : `stores.${side}`
  } else if (problem.field === 'stores' && !notation && input.stores !== undefined) {
    where = source.valueAt(['stores'])
    name = 'stores'
  } else if (problem.field === 'turn') {
    where = source.valueAt(['toMove'])
    name = 'toMove'
  } else {
    where = source.valueAt(['position'])
    name = 'position'
  }
  return { ...where, code: problem.code as ProblemCode, message: `${name}: ${problem.message}` }
}

type Played = { ok: true; reports: MoveReport[]; final: Game } | { ok: false; problem: LocatedProblem }

function playMoves(game: Game, moves: Hole[], input: ExerciseInput, source: Source): Played {
  const result = playSequence(game, moves)
  if (result.ok) return { ok: true, reports: result.value.reports, final: result.value.game }
  const { index, code, message, move, reason } = result.error
  const path: Path = typeof input.play === 'string' || input.play === undefined ? ['play'] : ['play', index]
  const which = moves.length > 1 ? `move ${index + 1} (${move})` : move
  const problemCode = code === 'GAME_OVER' ? 'GAME_OVER' : 'ILLEGAL_MOVE'
  const english = `${pathName(path)}: ${which} cannot be played: ${message}`
  // In words, from the engine's reason and the position the move was tried in; kept only when its
  // English is the engine's message word for word (otherwise the engine's English stands alone).
  const before = playSequence(game, moves.slice(0, index))
  const position = before.ok ? before.value.game.position : null
  if (position) {
    const side = position.turn
    const other = opposite(side)
    const sideWords = (name: 'south' | 'north'): ProblemValue => ({ en: sideName(name, 'en'), fr: sideName(name, 'fr') })
    const variant = reason === 'GAME_OVER' ? (message.includes('already') ? 'alreadyOver' : 'over') : reason
    const said = say(`ILLEGAL_MOVE.${variant}`, {
      path: pathName(path),
      which: moves.length > 1 ? { en: which, fr: `le coup ${index + 1} (${move})` } : move,
      hole: move,
      side: sideWords(side),
      other: sideWords(other),
      range: side === 'south' ? 'A–F' : 'G–L',
      legal: { holes: legalMoves(position) },
    })
    if (said.message === english) return { ok: false, problem: { ...source.valueAt(path), code: problemCode, ...said } }
  }
  return { ok: false, problem: at(source, path, problemCode, english) }
}

/** The teacher's check with the children (seed 003): seeds before = seeds on the board after + seeds captured. */
function seedCount(reports: readonly MoveReport[], source: Source): LocatedProblem[] {
  return reports.flatMap((report, index) => {
    const before = boardSeeds(report.before.board)
    const after = boardSeeds(report.after.board)
    if (before === after + report.captured) return []
    return [atSaid(source, ['play'], 'SEED_COUNT', 'SEED_COUNT.move', { number: index + 1, move: report.move, before, after, captured: report.captured })]
  })
}

interface EngineAnswer {
  reports: MoveReport[]
  final: Game
  legal: Hole[]
  best: CheckedExercise['best']
  bestMoves: Hole[]
}

const holes = (names: readonly string[]): ProblemValue => ({ holes: names })
const sameMultiset = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && [...a].sort().join() === [...b].sort().join()
const boardText = (board: readonly number[]): ProblemValue => {
  const filled = HOLES.flatMap((hole, i) => (board[i]! > 0 ? [`${hole}: ${board[i]}`] : []))
  return filled.length === 0 ? { en: 'an empty board', fr: 'un plateau vide' } : `{ ${filled.join(', ')} }`
}
const scoreText = (score: { south: number; north: number }): ProblemValue => ({ en: `South ${score.south}, North ${score.north}`, fr: `Sud ${score.south}, Nord ${score.north}` })
const describeCriterion = (criterion: Criterion): ProblemValue =>
  criterion === 'capture'
    ? { en: 'seeds captured by each move', fr: 'graines prises par chaque coup' }
    : criterion === 'end'
      ? {
          en: 'seeds won to the end of the game by each move, where the endgame tables prove it',
          fr: 'graines gagnées par chaque coup jusqu’à la fin de la partie, là où les tables de finales le prouvent',
        }
      : {
          en: `seeds won over ${criterion.plies} ${criterion.plies === 1 ? 'ply' : 'plies'} by each move`,
          fr: `graines gagnées par chaque coup en ${criterion.plies} ${criterion.plies === 1 ? 'demi-coup' : 'demi-coups'}`,
        }
const both = (holes: readonly string[]): ProblemValue =>
  holes.length === 2
    ? { en: `${holes[0]} and ${holes[1]} both`, fr: `${holes[0]} et ${holes[1]} atteignent tous deux` }
    : { en: `${holes.slice(0, -1).join(', ')} and ${holes[holes.length - 1]} all`, fr: `${holes.slice(0, -1).join(', ')} et ${holes[holes.length - 1]} atteignent tous` }
/** How a game ended, in words (the engine's reason). */
const endReason = (reason: string): ProblemValue => END_REASONS[reason] ?? reason
const END_REASONS: Record<string, ProblemValue> = {
  'store-majority': { en: 'store-majority', fr: 'plus de la moitié des graines dans une réserve' },
  'no-legal-move': { en: 'no-legal-move', fr: 'aucun coup possible' },
  repetition: { en: 'repetition', fr: 'position répétée' },
  'move-limit': { en: 'move-limit', fr: 'limite de coups' },
  'no-capture-limit': { en: 'no-capture-limit', fr: 'trop de coups sans prise' },
}

/** Every claim of `expect` against the engine's answer; each mismatch points at the claim's own value. */
function compareClaims(claims: ExpectInput, answer: EngineAnswer, source: Source): LocatedProblem[] {
  const problems: LocatedProblem[] = []
  // problems.EXPECT_MISMATCH.<variant>: "expect.<claim>: the engine …, the file says …" in both languages.
  const mismatch = (claim: keyof ExpectInput, variant: string, file: ProblemValue, values: Record<string, ProblemValue> = {}) =>
    problems.push(atSaid(source, ['expect', claim], 'EXPECT_MISMATCH', `EXPECT_MISMATCH.${variant}`, { ...values, file }))
  const report = answer.reports[answer.reports.length - 1]
  const outcome = answer.final.outcome
  const position = answer.final.position

  if (report) {
    if (claims.last !== undefined && claims.last !== report.last) mismatch('last', 'last', claims.last, { engine: report.last })
    if (claims.captured !== undefined && claims.captured !== report.captured)
      mismatch('captured', report.captured > 0 ? 'captured' : report.grandSlamCancelled ? 'capturedCancelled' : 'capturedNone', String(claims.captured), {
        count: report.captured,
        holes: holes(report.capturedHoles),
      })
    if (claims.capturedHoles !== undefined && !sameMultiset(claims.capturedHoles, report.capturedHoles))
      mismatch('capturedHoles', 'capturedHoles', holes(claims.capturedHoles), { engine: holes(report.capturedHoles) })
    if (claims.sown !== undefined && claims.sown.join() !== report.sown.join()) mismatch('sown', 'sown', holes(claims.sown), { engine: holes(report.sown) })
    if (claims.grandSlam !== undefined && claims.grandSlam !== report.grandSlam)
      mismatch('grandSlam', report.grandSlam ? 'grandSlam' : 'noGrandSlam', String(claims.grandSlam), { chain: holes(report.chain) })
  }
  if (claims.board !== undefined) {
    const claimed = HOLES.map((hole) => (claims.board as Partial<Record<Hole, number>>)[hole] ?? 0)
    if (claimed.join() !== position.board.join()) {
      const wrong = HOLES.filter((_hole, i) => claimed[i] !== position.board[i])
      const firstNamed = wrong.find((hole) => (claims.board as Partial<Record<Hole, number>>)[hole] !== undefined)
      const path: Path = firstNamed ? ['expect', 'board', firstNamed] : ['expect', 'board']
      problems.push(atSaid(source, path, 'EXPECT_MISMATCH', 'EXPECT_MISMATCH.board', { engine: boardText(position.board), file: boardText(claimed), holes: holes(wrong) }))
    }
  }
  if (claims.legal !== undefined && !sameMultiset(claims.legal, answer.legal)) mismatch('legal', 'legal', holes(claims.legal), { engine: holes(answer.legal) })
  if (answer.best && claims.best !== undefined) {
    const { values, criterion } = answer.best
    const valuesText = (Object.keys(values) as Hole[]).map((move) => `${move} ${values[move]}`).join(', ')
    const how = { criterion: describeCriterion(criterion), values: valuesText, value: answer.best.value }
    // Under `end`, a move the tables cannot settle (its value depends on repetitions) may tie with the best.
    const unsettled = answer.bestMoves.filter((move) => values[move] === undefined)
    if (answer.bestMoves.length > 1)
      problems.push(
        unsettled.length > 0
          ? atSaid(source, ['expect', 'best'], 'BEST_NOT_UNIQUE', unsettled.length === 1 ? 'BEST_NOT_UNIQUE.unsettledOne' : 'BEST_NOT_UNIQUE.unsettled', { ...how, moves: holes(unsettled) })
          : atSaid(source, ['expect', 'best'], 'BEST_NOT_UNIQUE', 'BEST_NOT_UNIQUE.tie', { ...how, moves: both(answer.bestMoves) }),
      )
    if (!answer.bestMoves.includes(claims.best)) mismatch('best', 'best', claims.best, { ...how, moves: holes(answer.bestMoves) })
    if (claims.value !== undefined && claims.value !== answer.best.value) mismatch('value', 'value', String(claims.value), how)
  }
  if (claims.over !== undefined && claims.over !== (outcome !== null))
    mismatch('over', outcome ? 'over' : 'notOver', String(claims.over), outcome ? { reason: endReason(outcome.reason), score: scoreText(outcome.score) } : {})
  if (claims.score !== undefined) {
    if (!outcome) mismatch('score', 'scoreNotOver', scoreText(claims.score), { stores: scoreText(position.stores) })
    else if (claims.score.south !== outcome.score.south || claims.score.north !== outcome.score.north)
      mismatch('score', 'score', scoreText(claims.score), { score: scoreText(outcome.score), reason: endReason(outcome.reason) })
  }
  if (claims.winner !== undefined) {
    if (!outcome) mismatch('winner', 'winnerNotOver', claims.winner)
    else if (!outcome.complete)
      // Seeds captured before a reduced position are not drawn: who wins the game is unknown.
      mismatch('winner', 'winnerReduced', claims.winner, { seeds: boardSeeds(position.board) + position.stores.south + position.stores.north, total: totalSeeds(position.variant) })
    else if (claims.winner !== outcome.winner)
      mismatch('winner', outcome.winner === 'draw' ? 'winnerDraw' : `winner${outcome.winner === 'south' ? 'South' : 'North'}`, claims.winner, { score: scoreText(outcome.score) })
  }
  if (claims.stores !== undefined && (claims.stores.south !== position.stores.south || claims.stores.north !== position.stores.north))
    mismatch('stores', 'stores', scoreText(claims.stores), { stores: scoreText(position.stores) })
  return problems
}
