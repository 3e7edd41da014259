/**
 * The progression of lessons (séances): which exercises a teacher prints together, and the rule each
 * lesson teaches. A lesson names themes, not exercise ids, so any bank — the shipped one or a
 * teacher's own folder — falls into the same lessons; exercises under other rules than the kit's go
 * to the club annex.
 */
import { z } from 'zod'
import type { Hole, MoveReport, Position, Result, Variant } from '../engine/index.js'
import { DEFAULT_VARIANT, HOLES, err, fromSetup, legalMoves, ok, opposite, parsePosition, play } from '../engine/index.js'
import type { Bilingual, CheckedExercise, Theme } from '../exercise/index.js'
import { THEMES } from '../exercise/index.js'
import type { PlaceName } from '../exercise/answers.js'
import { placesOnSheet, questionsAsked } from '../exercise/answers.js'
import { Source } from '../exercise/source.js'
import { moveValues } from '../exercise/minimax.js'
import { characterAt } from '../exercise/printed-text.js'
import { findUnprintable, terminalSafe, unprintableMessage } from '../input/printable.js'
import { readInputText } from '../input/read.js'

export { LEVELS } from '../exercise/schema.js'
export type { Level } from '../exercise/schema.js'
import { LEVELS } from '../exercise/schema.js'
import type { Level } from '../exercise/schema.js'

export interface LessonTheme {
  readonly theme: Theme
  /** The levels at which the lesson teaches this theme (all three unless the file says otherwise). */
  readonly levels: readonly Level[]
}

/**
 * What the opponent threatens in an example shown with `show: threat`: the biggest capture it would
 * make if it moved now, and the moves of the side to move after which it can capture nothing.
 */
export interface LessonThreat {
  /** The opponent's move, played by the engine on the same board with the opponent to move. */
  readonly reply: MoveReport
  /** The side to move's moves after which no reply of the opponent captures (never empty). */
  readonly defences: readonly Hole[]
}

/**
 * The captures of an example shown with `show: captures` (the biggest capture's lesson): every move
 * that captures, in sowing order, and the biggest of them, which is the only one of its size.
 */
export interface LessonCaptures {
  readonly moves: readonly MoveReport[]
  readonly biggest: MoveReport
}

/**
 * The values of an example shown with `show: best` (the best move's lesson): each move's seeds won
 * minus seeds lost over `plies` moves of both sides, the one best move, and the greediest capture,
 * which is not it — the lesson's point.
 */
export interface LessonBest {
  readonly plies: number
  readonly values: readonly { readonly move: Hole; readonly value: number; readonly captured: number }[]
  readonly best: Hole
  readonly greedy: MoveReport
}

/** The reminder's diagram: a position played by the engine when the lesson is loaded. */
export type LessonExample =
  | { readonly kind: 'move'; readonly position: Position; readonly report: MoveReport }
  | { readonly kind: 'legal'; readonly position: Position }
  | { readonly kind: 'position'; readonly position: Position; readonly threat?: LessonThreat; readonly captures?: LessonCaptures; readonly best?: LessonBest }

export interface Lesson {
  /** 1-based, in teaching order. */
  readonly number: number
  readonly id: string
  readonly title: Bilingual
  /** One sentence for the teacher: what the pupils learn. */
  readonly objective: Bilingual
  /** The boxed reminder on the pupils' sheet. */
  readonly rule: Bilingual
  readonly example: LessonExample
  readonly themes: readonly LessonTheme[]
  /** Where the lesson's entry starts in its file (1-based), for a message about the lesson as a whole. */
  readonly at?: { readonly line: number; readonly column: number }
}

export interface LessonProblem {
  readonly file: string
  readonly line: number
  readonly column: number
  readonly code: 'LESSONS_UNREADABLE' | 'LESSONS_SYNTAX' | 'LESSONS_BAD_VALUE' | 'LESSONS_BAD_EXAMPLE' | 'LESSONS_THEME_TWICE'
  readonly message: string
}

export const formatLessonProblem = (p: LessonProblem): string => terminalSafe(`${p.file}:${p.line}:${p.column} ${p.code} ${p.message}`)

const text = z.string().trim().min(1).max(600)
const bilingual = z.strictObject({ fr: text, en: text })
const level = z.literal([1, 2, 3])
const lessonSchema = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/, 'a short name in small letters and dashes, like grand-slam'),
  title: bilingual,
  objective: bilingual,
  rule: bilingual,
  example: z.strictObject({ position: z.string(), play: z.enum(HOLES).optional(), show: z.enum(['legal', 'position', 'threat', 'captures', 'best']).optional() }),
  themes: z.array(z.union([z.enum(THEMES), z.strictObject({ theme: z.enum(THEMES), levels: z.array(level).min(1) })])).min(1),
})
const fileSchema = z.strictObject({ lessons: z.array(lessonSchema).min(1).max(60) })

/** Reads a lessons file's text: every lesson checked, its example played by the engine. */
export function parseLessons(textOfFile: string, file: string): Result<Lesson[], LessonProblem[]> {
  const { source, data, problems: syntax } = Source.parse(textOfFile)
  const problems: LessonProblem[] = []
  const at = (path: (string | number)[], code: LessonProblem['code'], message: string) => {
    const { line, column } = source.valueAt(path)
    problems.push({ file, line, column, code, message })
  }
  if (syntax.length > 0) return err(syntax.map((p) => ({ file, line: p.line, column: p.column, code: 'LESSONS_SYNTAX' as const, message: p.message })))
  const parsed = fileSchema.safeParse(data)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path as (string | number)[]
      at(path, 'LESSONS_BAD_VALUE', `${path.join('.') || 'the file'}: ${issue.message}`)
    }
    return err(problems)
  }
  // Every text is printed on the pupils' sheets and in the key: the font must have its characters.
  parsed.data.lessons.forEach((input, index) => {
    for (const field of ['title', 'objective', 'rule'] as const)
      for (const lang of ['fr', 'en'] as const) {
        const unprintable = findUnprintable(input[field][lang])
        if (unprintable) {
          const where = characterAt(source, ['lessons', index, field, lang], String.fromCodePoint(unprintable.codePoint))
          problems.push({ file, ...where, code: 'LESSONS_BAD_VALUE', message: `lessons[${index}].${field}.${lang}: ${unprintableMessage(unprintable)}` })
        }
      }
  })
  const lessons: Lesson[] = []
  const taught = new Map<string, string>()
  const ids = new Set<string>()
  parsed.data.lessons.forEach((input, index) => {
    const path = ['lessons', index]
    if (ids.has(input.id)) at([...path, 'id'], 'LESSONS_BAD_VALUE', `id ${input.id} is used by another lesson`)
    ids.add(input.id)
    const themes: LessonTheme[] = input.themes.map((entry) =>
      typeof entry === 'string' ? { theme: entry, levels: LEVELS } : { theme: entry.theme, levels: [...new Set(entry.levels)].sort() as Level[] },
    )
    themes.forEach((entry, themeIndex) => {
      // An exercise must belong to one lesson only: a theme may be split between lessons by level, never shared.
      for (const lvl of entry.levels) {
        const key = `${entry.theme}@${lvl}`
        const other = taught.get(key)
        if (other) at([...path, 'themes', themeIndex], 'LESSONS_THEME_TWICE', `${entry.theme} at level ${lvl} is already taught by lesson ${other}`)
        taught.set(key, input.id)
      }
    })
    const example = playExample(input.example)
    const point = example.ok ? examplePointProblem(themes, input.example.show) : null
    if (!example.ok) at([...path, 'example'], 'LESSONS_BAD_EXAMPLE', `example: ${example.error}`)
    else if (point) at([...path, 'example'], 'LESSONS_BAD_EXAMPLE', `example: ${point}`)
    else lessons.push({ number: index + 1, id: input.id, title: input.title, objective: input.objective, rule: input.rule, example: example.value, themes, at: source.valueAt(path) })
  })
  return problems.length > 0 ? err(problems) : ok(lessons)
}

/**
 * A lesson's example shows the lesson's point, or it teaches nothing: the biggest capture's lesson
 * shows moves that capture and one biggest (`show: captures`), defending a threat and a defence
 * (`show: threat`), the best move a best move that is not the greediest capture (`show: best`).
 */
const POINT_SHOWN: readonly { readonly theme: Theme; readonly show: 'captures' | 'threat' | 'best'; readonly what: string }[] = [
  { theme: 'best-capture', show: 'captures', what: 'the moves that capture and the one biggest' },
  { theme: 'defend', show: 'threat', what: "the opponent's threat and the move that defends" },
  { theme: 'best-move', show: 'best', what: 'a best move that is not the biggest capture' },
]

function examplePointProblem(themes: readonly LessonTheme[], show: string | undefined): string | null {
  const point = POINT_SHOWN.find((entry) => themes.some((theme) => theme.theme === entry.theme))
  return point && show !== point.show ? `a lesson of ${point.theme} shows ${point.what}: give show: ${point.show} (the engine finds them and refuses a board without them)` : null
}

function playExample(input: { position: string; play?: Hole | undefined; show?: 'legal' | 'position' | 'threat' | 'captures' | 'best' | undefined }): Result<LessonExample, string> {
  if (input.play !== undefined && input.show !== undefined) return err('give play (a move to draw) or show (legal, position, threat, captures or best), not both')
  const setup = parsePosition(input.position)
  if (!setup.ok) return err(setup.error.map((e) => e.message).join('; '))
  const position = fromSetup(setup.value, DEFAULT_VARIANT)
  if (!position.ok) return err(position.error.map((e) => e.message).join('; '))
  if (input.show === 'threat') {
    const threat = threatIn(position.value)
    return threat.ok ? ok({ kind: 'position', position: position.value, threat: threat.value }) : err(threat.error)
  }
  if (input.show === 'captures') {
    const captures = capturesIn(position.value)
    return captures.ok ? ok({ kind: 'position', position: position.value, captures: captures.value }) : err(captures.error)
  }
  if (input.show === 'best') {
    const best = bestIn(position.value)
    return best.ok ? ok({ kind: 'position', position: position.value, best: best.value }) : err(best.error)
  }
  if (input.play === undefined) return ok({ kind: input.show === 'legal' ? 'legal' : 'position', position: position.value })
  const report = play(position.value, input.play)
  if (!report.ok) return err(`${input.play} cannot be played: ${report.error.message}`)
  return ok({ kind: 'move', position: position.value, report: report.value })
}

/** The opponent's biggest capture in `position`, the move then being its own. */
function biggestCapture(position: Position): MoveReport | null {
  let biggest: MoveReport | null = null
  for (const move of legalMoves(position)) {
    const report = play(position, move)
    if (report.ok && report.value.captured > 0 && (!biggest || report.value.captured > biggest.captured)) biggest = report.value
  }
  return biggest
}

/**
 * What the opponent threatens (its biggest capture if it were its turn on this board) and the moves
 * that leave it nothing to capture: an example about defending must have both, and a move that does
 * not defend, or there is nothing to look for.
 */
function threatIn(position: Position): Result<LessonThreat, string> {
  const opponent = opposite(position.turn)
  const theirs = fromSetup({ board: [...position.board], stores: { ...position.stores }, turn: opponent }, position.variant)
  const reply = theirs.ok ? biggestCapture(theirs.value) : null
  if (!reply) return err(`show: threat, but ${opponent === 'south' ? 'South' : 'North'} could capture nothing on this board`)
  const moves = legalMoves(position)
  const defences = moves.filter((move) => {
    const report = play(position, move)
    return report.ok && report.value.outcome === null && biggestCapture(report.value.after) === null
  })
  if (defences.length === 0) return err(`show: threat, but no move of ${position.turn === 'south' ? 'South' : 'North'} leaves nothing to capture`)
  if (defences.length === moves.length) return err('show: threat, but every move leaves nothing to capture: there is no wrong move to avoid')
  return ok({ reply, defences })
}

/** Every move that captures and the biggest: two moves that capture at least, one biggest, or there is nothing to compare. */
function capturesIn(position: Position): Result<LessonCaptures, string> {
  const moves = legalMoves(position).flatMap((move) => {
    const report = play(position, move)
    return report.ok && report.value.captured > 0 ? [report.value] : []
  })
  if (moves.length < 2) return err(`show: captures, but ${moves.length === 0 ? 'no move' : `only ${moves[0]!.move}`} captures: give a board where several moves capture`)
  const most = Math.max(...moves.map((report) => report.captured))
  const biggest = moves.filter((report) => report.captured === most)
  if (biggest.length > 1) return err(`show: captures, but ${biggest.map((report) => report.move).join(' and ')} both capture ${most}: give a board with one biggest capture`)
  return ok({ moves, biggest: biggest[0]! })
}

/** Plies the best move's example looks ahead: the move and the opponent's answer. */
export const BEST_EXAMPLE_PLIES = 2

/** Each move's value over two plies, one best move, and a greediest capture that is not it. */
function bestIn(position: Position): Result<LessonBest, string> {
  const found = moveValues(position, { plies: BEST_EXAMPLE_PLIES })
  if (found.bestMoves.length !== 1) return err(`show: best, but ${found.bestMoves.join(' and ')} are equally good over ${BEST_EXAMPLE_PLIES} moves: give a board with one best move`)
  const values = legalMoves(position).map((move) => {
    const report = play(position, move)
    return { move, value: found.values[move]!, captured: report.ok ? report.value.captured : 0 }
  })
  const greediest = values.reduce((most, entry) => (entry.captured > most.captured ? entry : most))
  const greedy = play(position, greediest.move)
  if (greediest.captured === 0 || !greedy.ok) return err('show: best, but no move captures: the lesson is that the biggest capture is not always the best move')
  if (greediest.move === found.bestMoves[0]) return err(`show: best, but the biggest capture (${greediest.move}) is also the best move: the lesson is that it is not always so`)
  return ok({ plies: BEST_EXAMPLE_PLIES, values, best: found.bestMoves[0]!, greedy: greedy.value })
}

/** The kit's rules: exercises under other rules go to the club annex. */
export const KIT_VARIANT: Variant = DEFAULT_VARIANT

export const sameRules = (a: Variant, b: Variant): boolean => (Object.keys(a) as (keyof Variant)[]).every((key) => a[key] === b[key])

/** The lesson that teaches `theme` at `level`, if any. */
export const lessonOf = (lessons: readonly Lesson[], theme: Theme, lvl: Level): Lesson | undefined =>
  lessons.find((lesson) => lesson.themes.some((entry) => entry.theme === theme && entry.levels.includes(lvl)))

/**
 * A lesson's exercises at a level: the bank's exercises of its themes, under the kit's rules, in the
 * order of the lesson's themes, then of their ids.
 */
export function lessonExercises(lesson: Lesson, exercises: readonly CheckedExercise[], lvl: Level): CheckedExercise[] {
  const order = (exercise: CheckedExercise) => lesson.themes.findIndex((entry) => entry.theme === exercise.theme)
  return (
    exercises
      .filter((exercise) => exercise.level === lvl && sameRules(exercise.variant, KIT_VARIANT) && lesson.themes.some((entry) => entry.theme === exercise.theme && entry.levels.includes(lvl)))
      .map((exercise, index) => ({ exercise, index }))
      // By theme, then by id as a reader counts (S2 before S10), then as the bank lists them.
      .sort((a, b) => order(a.exercise) - order(b.exercise) || a.exercise.id.localeCompare(b.exercise.id, 'en', { numeric: true }) || a.index - b.index)
      .map(({ exercise }) => exercise)
  )
}

/** Exercises no lesson takes: other rules than the kit's, or a theme at a level no lesson teaches. */
export function annexExercises(lessons: readonly Lesson[], exercises: readonly CheckedExercise[]): CheckedExercise[] {
  return exercises.filter((exercise) => !sameRules(exercise.variant, KIT_VARIANT) || !lessonOf(lessons, exercise.theme, exercise.level))
}

/** The lessons file is a few pages of text; anything larger is not one (and is not read past this). */
export const MAX_LESSONS_FILE_BYTES = 1024 * 1024

/** Reads a lessons file (templates/lessons.yaml by default), with the one reader every input goes through. */
export async function loadLessons(file: string): Promise<Result<Lesson[], LessonProblem[]>> {
  const content = await readInputText(file, MAX_LESSONS_FILE_BYTES)
  if (!content.ok) return err([{ file, line: content.error.line, column: content.error.column, code: 'LESSONS_UNREADABLE', message: `cannot read the lessons: ${content.error.message}` }])
  return parseLessons(content.value, file)
}

/**
 * The theme whose lesson first teaches what a place asks for: the seeds captured and their count
 * (« avant = après + prises ») come with capturing, the playable holes with feeding, the end of the
 * game and its score with the end of the game. Null: what
 * sowing teaches (where the seeds fall, the board after, a hole's seeds), or a sentence.
 */
export const PLACE_TAUGHT_BY: Readonly<Record<PlaceName, Theme | null>> = Object.freeze({
  board: null,
  sown: null,
  last: null,
  lastCount: null,
  seedsBefore: null,
  seedsAfter: null,
  why: null,
  sentence: null,
  laps: 'lap',
  captured: 'capture',
  capturedHoles: 'capture',
  count: 'capture',
  stores: 'capture',
  grandSlam: 'grand-slam',
  legal: 'feeding',
  canFeed: 'feeding',
  over: 'end',
  score: 'end',
  winner: 'end',
  // Which move captures, and how much: once capturing is known (comparing captures is lesson 8's).
  best: 'capture',
  value: 'capture',
})

/** A place on a lesson's sheet that asks for what a later lesson teaches (« Prends-tu des graines ? » in the sowing lesson). */
export interface UntaughtPlace {
  readonly exercise: string
  readonly place: PlaceName
  /** The lesson whose sheet asks it, and the lesson that teaches it. */
  readonly lesson: number
  readonly taughtIn: number
}

/** The first lesson whose themes include `theme` (at any level). */
const firstLessonOf = (lessons: readonly Lesson[], theme: Theme): Lesson | undefined => lessons.find((lesson) => lesson.themes.some((entry) => entry.theme === theme))

/**
 * The places of an exercise on `lesson`'s sheet that ask for what is taught only later: a sheet of
 * level 1 or 2 asks only what its lesson or an earlier one teaches. The places the pupil sees (placesOnSheet), and
 * what its questions ask in so many words.
 */
export function untaughtPlaces(lessons: readonly Lesson[], lesson: Lesson, exercise: CheckedExercise): UntaughtPlace[] {
  // Level 3 is for club players, who know every rule: its sheets may ask anything.
  if (exercise.level === 3) return []
  const shown = placesOnSheet(exercise.answers, exercise.question).map((answer) => answer.name)
  // A question answered on the sheet asks for the place that answers it; one without a place, for what it names first.
  const asked = (['fr', 'en'] as const).flatMap((lang) =>
    questionsAsked(exercise.question[lang], lang).flatMap((question) => (question.places ? [question.places.find((place) => shown.includes(place)) ?? question.places[0]!] : [])),
  )
  const names = new Set<PlaceName>([...shown, ...asked])
  return [...names].flatMap((place) => {
    const theme = PLACE_TAUGHT_BY[place]
    const teaching = theme === null ? undefined : firstLessonOf(lessons, theme)
    return teaching && teaching.number > lesson.number ? [{ exercise: exercise.id, place, lesson: lesson.number, taughtIn: teaching.number }] : []
  })
}
