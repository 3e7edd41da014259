/**
 * The exercise file format, described once with zod: the loader validates with it and
 * `scripts/write-schema.ts` turns it into `templates/exercise.schema.json` for editors.
 * Rules that need the engine (seed totals, legal moves, claims) are checked later, in verify.ts.
 */
import { z } from 'zod'
import { ENDLESS_RULES, GRAND_SLAM_RULES, HOLES, MAX_PLY_LIMIT } from '../engine/index.js'
import { ANSWER_NAMES } from './answers.js'
import { THEMES } from '../themes/index.js'
import { MAX_PLIES } from './minimax.js'

export { THEMES } from '../themes/index.js'

/** An exercise's level: 1 first steps, 2 confirmed, 3 club players. */
export const LEVELS = [1, 2, 3] as const
export type Level = (typeof LEVELS)[number]
export type { Theme } from '../themes/index.js'

export const TASKS = ['play', 'legal', 'best', 'end'] as const
export type Task = (typeof TASKS)[number]

export const LANGS = ['fr', 'en'] as const
export type Lang = (typeof LANGS)[number]
export interface Bilingual {
  fr: string
  en: string
}

export { MAX_PLIES }

/** No hole or store can hold more than every seed of the largest variant (12 × 4). */
export const MAX_COUNT = 48

const hole = z.enum(HOLES).describe('A hole: A–F for South (bottom row, left to right), G–L for North (top row, right to left)')
const holeList = z.array(hole).min(1)
const count = z.int().min(0).max(MAX_COUNT)
const side = z.enum(['south', 'north'])
const bySide = z.strictObject({ south: count, north: count })
/**
 * The longest texts, in characters (README, "Limits"): every text must fit its place on the printed
 * page — a title its heading line, a question and an explanation their exercise, which is never split
 * across pages. An explanation also holds at most MAX_EXPLAIN_LINES lines (checked in printed-text.ts).
 */
export const TEXT_LIMITS = { id: 40, title: 80, question: 400, explain: 1500, sentence: 300, mistake: 120 } as const
export const MAX_EXPLAIN_LINES = 24
/** The most moves an exercise plays (`play`): the answer key lists them all under one exercise. */
export const MAX_MOVES = 100

const text = (max: number) => z.string().trim().min(1).max(max)
const bilingualText = (max: number) =>
  z
    .strictObject({ fr: text(max).describe('French text'), en: text(max).describe('English text') })
    .describe(`The same text in French (fr) and English (en); both are required (${max} characters at most)`)

/** Sparse board: holes not named hold 0. */
export const sparseBoard = z.partialRecord(hole, count).describe('Seeds per hole; holes not named hold 0')

/** Board notation: 12 holes A…L, South's store, North's store, side to move. */
export const notation = z
  .string()
  .regex(/^\s*\d+(-\d+){13}-[SNsn]\s*$/)
  .describe("Board notation: holes A…L, South's store, North's store, side to move (S or N), e.g. 0-0-0-0-0-3-1-2-1-1-0-1-0-0-S")

export const variantSchema = z
  .strictObject({
    grandSlam: z.enum(GRAND_SLAM_RULES).describe('no-capture (default: a capture that would empty the row takes nothing) or capture-all'),
    seedsPerHole: z.literal([4, 3]).describe('4 (48 seeds, default) or 3 (36 seeds)'),
    endless: z.enum(ENDLESS_RULES).describe('How an endless game stops: repetition (default), move-limit or no-capture-limit'),
    moveLimit: z.int().min(1).max(MAX_PLY_LIMIT).describe('Moves after which a move-limit game stops (default 240)'),
    noCaptureLimit: z.int().min(1).max(MAX_PLY_LIMIT).describe('Moves without capture after which a no-capture-limit game stops (default 100)'),
  })
  .partial()
  .describe('Rules variant; fields not given come from _bank.yaml, then from the Abapa defaults')

export const criterionSchema = z
  .union([z.literal('capture'), z.literal('end'), z.strictObject({ plies: z.int().min(1).max(MAX_PLIES) })])
  .describe(
    'capture: most seeds captured by this move; { plies: N }: most seeds won over N moves of both sides against the best defence; end: most seeds won to the end of the game against the best defence, proved by the endgame tables',
  )

export const expectSchema = z
  .strictObject({
    last: hole.describe('The hole that receives the last seed (of the last move played)'),
    captured: count.describe('Seeds captured by the last move played'),
    capturedHoles: z.array(hole).describe('Holes captured by the last move, in any order'),
    sown: holeList.describe('Holes sown by the last move, in order (a hole sown twice appears twice)'),
    board: sparseBoard.describe('The board after the move(s); holes not named must be empty'),
    grandSlam: z.boolean().describe("The last move would have taken every seed of the opponent's row"),
    legal: z.array(hole).describe('The legal moves in the starting position'),
    best: hole.describe('The best move (task best), unique for its criterion'),
    criterion: criterionSchema,
    value: z.int().min(-MAX_COUNT).max(MAX_COUNT).describe('Seeds the best move captures (capture) or wins (plies, end)'),
    over: z.boolean().describe('The game is over after the move(s)'),
    score: bySide.describe('Final stores once the game is over, rows gathered where the rules say so'),
    winner: z.enum(['south', 'north', 'draw']).describe('Who wins once the game is over'),
    stores: bySide.describe('Stores after the move(s)'),
  })
  .partial()
  .describe("The author's claims: every one is checked by the rules engine")

export const answerSchema = z
  .union([
    z.enum(ANSWER_NAMES),
    z.strictObject({ seedsBefore: hole.describe('Seeds in this hole before the move(s)') }),
    z.strictObject({ seedsAfter: hole.describe('Seeds in this hole after the move(s)') }),
    z.strictObject({ sentence: bilingualText(TEXT_LIMITS.sentence).describe('A question answered in a sentence (two lines on the sheet)') }),
  ])
  .describe(
    "One place to answer on the pupil's sheet: board, sown (the holes sown, in order), last, lastCount (seeds in the last hole once sown), captured, capturedHoles, count (before = after + taken), stores, legal, best, value, over, score, winner, grandSlam, laps (times the origin is skipped), canFeed (can the side to move feed an empty row), why; or { seedsBefore: C }, { seedsAfter: C }, { sentence: { fr, en } }",
  )

/**
 * A wrong answer the author expects, for the answer key: the place(s) and the wrong value a pupil
 * writes there. Every place named must be one of the sheet's places (checked with the engine).
 */
export const mistakeAnswerSchema = z
  .strictObject({
    last: hole.describe('The hole a pupil names for the last seed'),
    lastCount: count.describe('The seeds a pupil counts in the last hole'),
    captured: count.describe('The seeds a pupil says are captured'),
    capturedHoles: z.array(hole).describe('The holes a pupil says are captured'),
    board: sparseBoard.describe('The board a pupil draws after the move(s); holes not named are empty'),
    stores: bySide.describe('The stores a pupil writes after the move(s)'),
    legal: z.array(hole).describe('The holes a pupil calls playable'),
    best: hole.describe('The move a pupil calls best'),
    value: z.int().min(-MAX_COUNT).max(MAX_COUNT).describe('The value a pupil gives the best move'),
    over: z.boolean().describe('Whether a pupil says the game is over'),
    score: bySide.describe('The final score a pupil writes'),
    winner: z.enum(['south', 'north', 'draw']).describe('Who a pupil says wins'),
    grandSlam: z.boolean().describe('Whether a pupil says the move would take everything'),
    laps: z.int().min(0).max(MAX_COUNT).describe('How many times a pupil skips the starting hole'),
    canFeed: z.boolean().describe('Whether a pupil says the side to move can feed'),
  })
  .partial()
  .describe('The wrong answer, by answer place: e.g. { last: J } or { captured: 5, capturedHoles: [I, H] }')

export const authorMistakeSchema = z
  .strictObject({
    answer: mistakeAnswerSchema,
    sentence: bilingualText(TEXT_LIMITS.mistake).describe('What the pupil did, in a few words, as the key prints it after the wrong answer (« a semé vers la gauche » / "sowed to the left")'),
  })
  .describe('A wrong answer the author expects, and what the pupil did to give it; check verifies the answer is wrong')

/** The most expected wrong answers an exercise lists (its key line must stay short). */
export const MAX_AUTHOR_MISTAKES = 6

export const exerciseSchema = z
  .strictObject({
    id: z.string().trim().min(1).max(TEXT_LIMITS.id).describe('Unique name of the exercise across the bank, e.g. A2'),
    theme: z.enum(THEMES).describe('What the exercise teaches'),
    level: z.literal(LEVELS).describe('1 first steps, 2 confirmed, 3 club players'),
    title: bilingualText(TEXT_LIMITS.title),
    position: z.union([notation, sparseBoard]).describe('The starting board: a map of holes to seeds (holes not named hold 0) or a notation string'),
    stores: bySide.optional().describe('Seeds in the stores at the start (default 0 and 0; then board + stores must make all the seeds)'),
    toMove: side.optional().describe('Who plays first: south (default) or north'),
    task: z.enum(TASKS).describe('What the pupil is asked: play a move, list the legal moves, find the best move, say how the game ends'),
    play: z
      .union([hole, holeList.max(MAX_MOVES)])
      .optional()
      .describe('The move, or the list of moves, for play and end tasks'),
    question: bilingualText(TEXT_LIMITS.question),
    answers: z.array(answerSchema).min(1).max(12).optional().describe('What the pupil writes, one place per item, in order (default: derived from the task and theme)'),
    expect: expectSchema,
    explain: bilingualText(TEXT_LIMITS.explain),
    mistakes: z
      .array(authorMistakeSchema)
      .min(1)
      .max(MAX_AUTHOR_MISTAKES)
      .optional()
      .describe("Wrong answers the author expects, each with what the pupil did (the key prints them beside the engine's own mistakes)"),
    variant: variantSchema.optional(),
  })
  .describe('One Awalé (Oware Abapa) exercise, checked by awale-kit check')

/** `_bank.yaml`: defaults for every exercise of its folder. */
export const bankSchema = z.strictObject({ variant: variantSchema.optional() })

export type ExerciseInput = z.output<typeof exerciseSchema>
export type ExpectInput = z.output<typeof expectSchema>
export type VariantInput = z.output<typeof variantSchema>
export type MistakeAnswerInput = z.output<typeof mistakeAnswerSchema>
export type AuthorMistakeInput = z.output<typeof authorMistakeSchema>

/** The JSON Schema that editors use (first line of an exercise: `# yaml-language-server: $schema=…`). */
export function exerciseJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(exerciseSchema, { target: 'draft-7', io: 'input' }) as Record<string, unknown>
}

/** The schema file's exact text (what `templates/exercise.schema.json` must hold). */
export const exerciseSchemaText = (): string => JSON.stringify(exerciseJsonSchema(), null, 2) + '\n'
