/**
 * The link a self-check code holds when the school has put the studio on its website: the address
 * of the studio's pupil view, and after its `#` everything the view needs to ask the exercise again
 * and judge the answers — the position, the moves or the task, the answer places, the rules, the
 * language, and where the exercise is on its sheet. A browser never sends what follows `#` to a
 * server: opening the link tells the school's server nothing about the exercise or the pupil.
 *
 * `makeTryFragment` / `parseTryFragment` are a pair (like the position notation's) and round-trip.
 * The fragment is written in upper-case letters, digits and `.` `/` `-`, which a QR code stores in
 * 5.5 bits a character instead of 8: a link for 18 mm must be short. Example, exercise 3 of 6 on
 * lesson 3, level 1, version A, in French: South plays F, and the sheet asks for the last hole, the
 * holes taken, the seeds taken and the seed count:
 *
 *   `try=FRP.F.LHN.00000312110100S.3/6.3-1-A`
 *
 * Fields, `.` between them: language and task (`FR`/`EN`, then `P` play, `L` legal, `E` end, `B`
 * best with its criterion `C` capture, `E` end, or a number of plies); the moves (hole letters, `-`
 * for none); the answer places (one letter each, see ANSWER_CODES; a hole after `Q` and `Z`); the
 * position (12 holes then the two stores, one base-36 digit each, then `S` or `N`; or the position
 * notation when a count is over 35); the exercise's number and the sheet's count; the sheet
 * (lesson-level-version, lesson 0 for the club annex); and, only when the rules are not the kit's,
 * `V` and what changes (`G` every seed may be taken, `3` three seeds a hole, `M240` / `C100` the
 * endless-game rule).
 */
import type { Hole, Setup, Variant } from '../engine/index.js'
import { DEFAULT_VARIANT, err, isHole, makePosition, ok, parsePosition } from '../engine/index.js'
import type { Result } from '../engine/index.js'
import type { AnswerInput, AnswerName } from '../exercise/answers.js'
import { placesOnSheet } from '../exercise/answers.js'
import type { CheckedExercise } from '../exercise/index.js'
import type { Task } from '../exercise/schema.js'

/**
 * The places of an exercise as a link carries them, in their order: those its sheet prints (the seed
 * count holds the seeds taken unless the question asks for them), without the sentences to write.
 */
export function tryPlaces(exercise: CheckedExercise): CheckedAnswer[] {
  return placesOnSheet(exercise.answers, exercise.question).flatMap((answer): CheckedAnswer[] => {
    if (answer.name === 'why' || answer.name === 'sentence') return []
    if (answer.name === 'seedsBefore') return [{ seedsBefore: answer.hole! }]
    if (answer.name === 'seedsAfter') return [{ seedsAfter: answer.hole! }]
    return [answer.name]
  })
}

export const TRY_PREFIX = 'try='
export const SHEET_PREFIX = 'sheet='

export type LinkLang = 'fr' | 'en'
export type BestCriterion = 'capture' | 'end' | { readonly plies: number }
/** The answer places a link carries: those the view can judge (not a sentence to write). */
export type CheckedAnswer = Exclude<AnswerInput, 'why' | { sentence: unknown }>

/** Where an exercise sits: its sheet (lesson, level, version) and its number there. */
export interface SheetRef {
  /** 0 for the club annex. */
  readonly lesson: number
  readonly level: 1 | 2 | 3
  readonly version: 'A' | 'B' | 'C' | null
}

/** What a link says about one exercise. */
export interface TryLink {
  readonly lang: LinkLang
  readonly task: Task
  /** `best` only: what the best move is judged by. */
  readonly criterion: BestCriterion | null
  readonly moves: readonly Hole[]
  readonly answers: readonly CheckedAnswer[]
  readonly start: Setup
  readonly variant: Variant
  /** The exercise's number on its sheet, and how many the sheet has. */
  readonly number: number
  readonly count: number
  readonly sheet: SheetRef | null
}

/** One letter an answer place (Q and Z take a hole after them). */
export const ANSWER_CODES: Readonly<Record<Exclude<AnswerName, 'why'>, string>> = {
  board: 'B',
  sown: 'D',
  last: 'L',
  lastCount: 'K',
  captured: 'C',
  capturedHoles: 'H',
  count: 'N',
  stores: 'S',
  legal: 'G',
  best: 'T',
  value: 'V',
  over: 'O',
  score: 'R',
  winner: 'W',
  grandSlam: 'X',
  laps: 'P',
  canFeed: 'F',
}
const SEEDS_BEFORE = 'Q'
const SEEDS_AFTER = 'Z'
const TASK_CODES: Readonly<Record<Task, string>> = { play: 'P', legal: 'L', end: 'E', best: 'B' }
const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'

export type LinkProblemCode = 'LINK_NOT_A_TRY' | 'LINK_FIELDS' | 'LINK_LANG' | 'LINK_TASK' | 'LINK_MOVES' | 'LINK_ANSWERS' | 'LINK_POSITION' | 'LINK_NUMBER' | 'LINK_SHEET' | 'LINK_RULES'
export interface LinkProblem {
  readonly code: LinkProblemCode
  readonly message: string
}

/** The fragment (without `#`) for one exercise. */
export function makeTryFragment(link: TryLink): string {
  const criterion = link.task !== 'best' || link.criterion === null ? '' : link.criterion === 'capture' ? 'C' : link.criterion === 'end' ? 'E' : String(link.criterion.plies)
  const fields = [
    `${link.lang.toUpperCase()}${TASK_CODES[link.task]}${criterion}`,
    link.moves.length === 0 ? '-' : link.moves.join(''),
    link.answers.map(answerCode).join('') || '-',
    positionCode(link.start),
    `${link.number}/${link.count}`,
    link.sheet ? `${link.sheet.lesson}-${link.sheet.level}${link.sheet.version ? `-${link.sheet.version}` : ''}` : '-',
  ]
  const rules = rulesCode(link.variant)
  if (rules) fields.push(rules)
  return TRY_PREFIX + fields.join('.')
}

/** A link's fragment back into what it says (any case; `#` and `try=` may be there or not). */
export function parseTryFragment(fragment: string): Result<TryLink, LinkProblem> {
  const text = decodeURIComponent(fragment.replace(/^#/, '')).trim()
  if (!text.toLowerCase().startsWith(TRY_PREFIX)) return problem('LINK_NOT_A_TRY', `a self-check link's part after # starts with ${TRY_PREFIX}`)
  const fields = text.slice(TRY_PREFIX.length).toUpperCase().split('.')
  if (fields.length < 6 || fields.length > 7) return problem('LINK_FIELDS', `a self-check link has 6 or 7 fields separated by ".", found ${fields.length}`)
  const [head, moves, answers, position, numbers, sheet, rules] = fields as [string, string, string, string, string, string, string | undefined]

  const headMatch = /^(FR|EN)([PLEB])(C|E|\d{1,2})?$/.exec(head)
  if (!headMatch)
    return problem(
      /^(FR|EN)/.test(head) ? 'LINK_TASK' : 'LINK_LANG',
      `the first field is the language (FR or EN) and the task (P, L, E, or B with C, E or a number of plies), not ${JSON.stringify(head)}`,
    )
  const task = (Object.keys(TASK_CODES) as Task[]).find((name) => TASK_CODES[name] === headMatch[2])!
  const criterionText = headMatch[3]
  if ((task === 'best') !== (criterionText !== undefined)) return problem('LINK_TASK', 'a best-move task, and only it, says what the best move is judged by')
  const criterion: BestCriterion | null = criterionText === undefined ? null : criterionText === 'C' ? 'capture' : criterionText === 'E' ? 'end' : { plies: Number(criterionText) }
  if (criterion !== null && typeof criterion === 'object' && (criterion.plies < 1 || criterion.plies > 20)) return problem('LINK_TASK', 'a best move is judged over 1 to 20 plies')

  if (moves !== '-' && !/^[A-L]{1,40}$/.test(moves)) return problem('LINK_MOVES', `the moves are hole letters A to L, or - for none, not ${JSON.stringify(moves)}`)
  const parsedAnswers = parseAnswers(answers)
  if (!parsedAnswers.ok) return parsedAnswers
  const start = parsePositionCode(position)
  if (!start.ok) return start
  const numberMatch = /^(\d{1,2})\/(\d{1,2})$/.exec(numbers)
  if (!numberMatch || Number(numberMatch[1]) < 1 || Number(numberMatch[1]) > Number(numberMatch[2]))
    return problem('LINK_NUMBER', `the fifth field is the exercise's number and the sheet's count, as 3/6, not ${JSON.stringify(numbers)}`)
  const sheetMatch = /^(\d{1,2})-([123])(?:-([ABC]))?$/.exec(sheet)
  if (sheet !== '-' && !sheetMatch) return problem('LINK_SHEET', `the sixth field is the sheet, as 3-1-A (lesson, level, version), not ${JSON.stringify(sheet)}`)
  const variant = rules === undefined ? ok(DEFAULT_VARIANT) : parseRules(rules)
  if (!variant.ok) return variant
  return ok({
    lang: headMatch[1] === 'FR' ? 'fr' : 'en',
    task,
    criterion,
    moves: moves === '-' ? [] : ([...moves] as Hole[]),
    answers: parsedAnswers.value,
    start: start.value,
    variant: variant.value,
    number: Number(numberMatch[1]),
    count: Number(numberMatch[2]),
    sheet: sheetMatch ? { lesson: Number(sheetMatch[1]), level: Number(sheetMatch[2]) as 1 | 2 | 3, version: (sheetMatch[3] as 'A' | 'B' | 'C' | undefined) ?? null } : null,
  })
}

/** The address a code holds: the studio's, and the exercise after `#`. */
export const tryAddress = (studioUrl: string, link: TryLink): string => `${studioUrl}#${makeTryFragment(link)}`

/** The fragment of a whole sheet in the pupil view: `sheet=3-1-A`. */
export const makeSheetFragment = (sheet: SheetRef): string => `${SHEET_PREFIX}${sheet.lesson}-${sheet.level}-${sheet.version ?? 'A'}`

export function parseSheetFragment(fragment: string): SheetRef | null {
  const match = /^sheet=(\d{1,2})-([123])(?:-([abc]))?$/i.exec(decodeURIComponent(fragment.replace(/^#/, '')).trim())
  if (!match) return null
  return { lesson: Number(match[1]), level: Number(match[2]) as 1 | 2 | 3, version: (match[3]?.toUpperCase() as 'A' | 'B' | 'C' | undefined) ?? 'A' }
}

/**
 * A studio address as a school gives it: http(s), no `#…` of its own (the link's would follow it),
 * nothing a QR reader would cut. The address as written otherwise (its path and query kept), or why not.
 */
export function checkStudioUrl(text: string): Result<string, string> {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return err(`${JSON.stringify(text)} is not a web address: give the whole address where the studio is, e.g. https://ecole.example.fr/awale/`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return err(`the studio's address starts with https:// (or http://), not ${url.protocol}`)
  if (url.hash || text.includes('#')) return err(`the studio's address has no "#…" of its own: each code adds the exercise after a "#"`)
  if (url.username || url.password) return err("the studio's address holds no user name or password: every pupil's tablet would show it")
  if (url.href.length > MAX_STUDIO_URL) return err(`the studio's address is ${url.href.length} characters long; at most ${MAX_STUDIO_URL}, or the codes grow too large for a sheet`)
  return ok(url.href)
}

/** The longest studio address accepted: with it a code is version 7 (32 mm); most schools' are far shorter. */
export const MAX_STUDIO_URL = 80

function answerCode(answer: CheckedAnswer): string {
  if (typeof answer === 'string') return ANSWER_CODES[answer]
  return 'seedsBefore' in answer ? `${SEEDS_BEFORE}${answer.seedsBefore}` : `${SEEDS_AFTER}${answer.seedsAfter}`
}

function parseAnswers(text: string): Result<CheckedAnswer[], LinkProblem> {
  if (text === '-') return ok([])
  const byCode = new Map(Object.entries(ANSWER_CODES).map(([name, code]) => [code, name as Exclude<AnswerName, 'why'>]))
  const answers: CheckedAnswer[] = []
  for (let i = 0; i < text.length; i++) {
    const code = text[i]!
    if (code === SEEDS_BEFORE || code === SEEDS_AFTER) {
      const hole = text[++i]
      if (hole === undefined || !isHole(hole)) return problem('LINK_ANSWERS', `${code} in the answers is followed by a hole letter`)
      answers.push(code === SEEDS_BEFORE ? { seedsBefore: hole } : { seedsAfter: hole })
      continue
    }
    const name = byCode.get(code)
    if (!name) return problem('LINK_ANSWERS', `${JSON.stringify(code)} is not an answer place's letter (${Object.values(ANSWER_CODES).join('')}, Q or Z and a hole)`)
    answers.push(name)
  }
  return ok(answers)
}

/** 12 holes and 2 stores in base 36 and the side, or the notation when a count is too large for one digit. */
function positionCode(setup: Setup): string {
  const counts = [...setup.board, setup.stores.south, setup.stores.north]
  if (counts.every((count) => count < BASE36.length)) return counts.map((count) => BASE36[count]).join('') + (setup.turn === 'south' ? 'S' : 'N')
  return makePosition(setup)
}

function parsePositionCode(text: string): Result<Setup, LinkProblem> {
  const compact = /^([0-9A-Z]{14})([SN])$/.exec(text)
  if (compact) {
    const counts = [...compact[1]!].map((digit) => BASE36.indexOf(digit))
    return ok({ board: counts.slice(0, 12), stores: { south: counts[12]!, north: counts[13]! }, turn: compact[2] === 'S' ? 'south' : 'north' })
  }
  const parsed = parsePosition(text)
  if (!parsed.ok) return problem('LINK_POSITION', `the fourth field is the position (14 digits and S or N, or the position notation): ${parsed.error[0]!.message}`)
  return ok(parsed.value)
}

function rulesCode(variant: Variant): string {
  let code = ''
  if (variant.grandSlam !== DEFAULT_VARIANT.grandSlam) code += 'G'
  if (variant.seedsPerHole !== DEFAULT_VARIANT.seedsPerHole) code += String(variant.seedsPerHole)
  if (variant.endless === 'move-limit') code += `M${variant.moveLimit}`
  if (variant.endless === 'no-capture-limit') code += `C${variant.noCaptureLimit}`
  return code ? `V${code}` : ''
}

function parseRules(text: string): Result<Variant, LinkProblem> {
  const match = /^V(G)?(3)?(?:M(\d{1,5})|C(\d{1,5}))?$/.exec(text)
  if (!match || text === 'V') return problem('LINK_RULES', `the seventh field gives the rules that are not the kit's (V, then G, 3, M and a number or C and a number), not ${JSON.stringify(text)}`)
  return ok({
    ...DEFAULT_VARIANT,
    ...(match[1] ? { grandSlam: 'capture-all' as const } : {}),
    ...(match[2] ? { seedsPerHole: 3 as const } : {}),
    ...(match[3] ? { endless: 'move-limit' as const, moveLimit: Number(match[3]) } : {}),
    ...(match[4] ? { endless: 'no-capture-limit' as const, noCaptureLimit: Number(match[4]) } : {}),
  })
}

const problem = (code: LinkProblemCode, message: string): Result<never, LinkProblem> => err({ code, message })
