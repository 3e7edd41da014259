/**
 * The generator's driver: draws attempts for a theme until it has `count` distinct exercises, writes
 * each as exercise-file text, and has the exercise checker (the same code as `awale-kit check`)
 * verify every claim before the exercise is accepted. Deterministic: the same options give the same
 * exercises, byte for byte.
 */
import type { Position, Variant } from '../engine/index.js'
import { DEFAULT_VARIANT, fromSetup, initialSetup, legalMoves, makePosition, play, resolveVariant } from '../engine/index.js'
import { parseExerciseText } from '../exercise/index.js'
import type { VariantInput } from '../exercise/schema.js'
import type { ExerciseProblem } from '../exercise/index.js'
import { PlayingSearcher, Searcher, levelMove, seededRandom } from '../search/index.js'
import type { Hole } from '../engine/index.js'
import type { AnswerInput } from '../exercise/answers.js'
import type { Draft, GeneratedTheme, Level, TwinOf } from './themes.js'
import { themeDefinition } from '../themes/index.js'
import { exerciseText } from './write.js'
import { endgameAttempt } from './endgame.js'
import type { GamePosition, Provenance } from '../game/pool.js'
import { provenanceIndex } from '../game/pool.js'
import { sideWord } from './explain.js'
import { joined, phrase } from './phrase.js'
import type { MistakeId } from '../mistakes/index.js'
import { reveals } from '../lessons/targets.js'

export interface GenerateOptions {
  readonly theme: GeneratedTheme
  readonly level: Level
  readonly count: number
  readonly seed: string
  readonly variant: Variant
  /** Draw positions from games of the hard level instead of random reduced positions. */
  readonly realistic?: boolean
  /** best-move, level 3: endgames of 6 to 10 seeds, the value to the end of the game (endgame.ts). */
  readonly endgame?: boolean
  /**
   * Draw positions from these recorded games instead (`--from-games`); each exercise then says which
   * game and move it comes from.
   */
  readonly games?: readonly GamePosition[]
  /** Path from the output folder to the JSON Schema, for the files' first line. */
  readonly schemaPath?: string
  /**
   * The rules of the folder the files go to (its `_bank.yaml`): each file is checked under them, and
   * says in its own `variant` every rule of `variant` that differs from them.
   */
  readonly bankVariant?: VariantInput
  /** Attempts allowed per exercise before giving up (the theme/level may be too narrow). */
  readonly attemptsPerExercise?: number
  /**
   * Make twins of another exercise (a sheet's version B of version A's): the same task and side to
   * move, asking the same answer places when the theme can word them (see `twinPlan`).
   */
  readonly twin?: TwinOf & { readonly played: Hole | null }
  /**
   * Answers already given by exercises made in other runs for the same sheet: an answer (the best
   * move, the last hole…) is not used more than `answerCap` times across them. Updated as exercises are made.
   */
  readonly answerCounts?: Map<string, number>
  readonly answerCap?: number
  /** A twin's capture count (above 0) is not used more than this many times across `answerCounts`; no cap when absent. */
  readonly capturedCap?: number
  /**
   * Mistakes every exercise must reveal (`--reveals`, and a version's twin keeping version A's
   * targets): the mistake's answers differ from the right ones in a place the pupil fills in.
   */
  readonly reveals?: readonly MistakeId[]
  /** Positions (as `makePosition` writes them) already used on the sheet: never drawn again. Updated as exercises are made. */
  readonly avoidStarts?: Set<string>
  readonly signal?: AbortSignal
}

export interface GeneratedExercise {
  readonly id: string
  readonly fileName: string
  readonly text: string
  readonly draft: Draft
}

export interface GenerateSummary {
  readonly made: number
  readonly attempts: number
  /** Drafts the checker refused (a generator bug if ever non-zero: they are dropped, never written). */
  readonly refused: ExerciseProblem[]
  readonly stop: 'done' | 'interrupted' | 'exhausted'
}

/**
 * An id unique across runs with different seeds: theme, level, seed, number. A seed that is not
 * already a short plain word (jeudi-1, séance) gets a hash of the whole seed too, so two seeds
 * never share file names.
 */
export function exerciseId(theme: GeneratedTheme, level: Level, seed: string, index: number, realistic: boolean, fromGames = false, endgame = false): string {
  const plain = seed.replace(/[^A-Za-z0-9]/g, '').slice(0, 12)
  const tag = plain === seed ? plain : `${plain || 'x'}${seedHash(seed)}`
  return `gen-${themeDefinition(theme).code}${level}${fromGames ? 'g' : realistic ? 'r' : ''}${endgame ? 'e' : ''}-${tag}-${String(index).padStart(3, '0')}`
}

/** FNV-1a of the seed's UTF-16 code units, 5 base-36 digits: stable across runs and machines. */
function seedHash(seed: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < seed.length; i++) hash = Math.imul(hash ^ seed.charCodeAt(i), 0x01000193) >>> 0
  return (hash % 36 ** 5).toString(36).padStart(5, '0')
}

const sortedEntries = (values: Partial<Record<string, number>>) => Object.entries(values).sort(([a], [b]) => a.localeCompare(b))

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * Makes the exercises one by one, handing each to `accept` (which writes it) before making the
 * next, so an interruption leaves every accepted exercise complete.
 */
export async function generateExercises(
  options: GenerateOptions,
  accept: (exercise: GeneratedExercise) => Promise<void>,
  progress?: (made: number, attempts: number) => void,
): Promise<GenerateSummary> {
  const origin = options.games ? 'games' : options.realistic ? 'realistic' : 'reduced'
  const random = seededRandom(`${options.seed}/${options.theme}/${options.level}/${origin}${options.endgame ? '/endgame' : ''}`)
  const searcher = new Searcher(options.variant, 'seeds', 18)
  const games = options.realistic && !options.games ? new RealisticGames(options) : null
  if (games) for (let g = 0; g < REALISTIC_GAMES && !options.signal?.aborted; g++) await games.playOne()
  const pool = options.games ? options.games.map((entry) => entry.position) : (games?.positions ?? null)
  const provenanceOf = options.games ? provenanceIndex(options.games) : null
  if (options.signal?.aborted) return { made: 0, attempts: 0, refused: [], stop: 'interrupted' }
  // Best moves are also judged by the expert (src/themes/best-move.ts, expertAgrees): a small table, cleared for each.
  const expert = options.theme === 'best-move' && !options.endgame ? new PlayingSearcher(options.variant, 16) : undefined
  const context = { random, level: options.level, variant: options.variant, searcher, pool, twin: options.twin, ...(expert ? { expert } : {}) }
  const attempt = options.endgame ? endgameAttempt : themeDefinition(options.theme).generate
  const seen = new Set<string>()
  const answers = options.answerCounts ?? new Map<string, number>()
  const answerCap = options.answerCap ?? Math.max(2, Math.ceil(options.count / 3))
  const refused: ExerciseProblem[] = []
  const limit = options.attemptsPerExercise ?? 20_000
  let attempts = 0
  let made = 0
  while (made < options.count) {
    let sinceLast = 0
    let accepted: GeneratedExercise | null = null
    while (accepted === null) {
      if (sinceLast >= limit) return { made, attempts, refused, stop: 'exhausted' }
      attempts++
      sinceLast++
      // Rare in real games: play one more game of the hard level to widen the choice.
      if (games && sinceLast % 1000 === 0 && games.played < MAX_REALISTIC_GAMES) await games.playOne()
      if ((attempts & 255) === 0) {
        progress?.(made, attempts)
        await yieldToEventLoop() // lets Ctrl-C through during a long search for a rare exercise
        if (options.signal?.aborted) return { made, attempts, refused, stop: 'interrupted' }
      }
      const attempted = attempt(context)
      if (attempted === null) continue
      // From recorded games: the exercise says which game and move it comes from.
      const provenance = provenanceOf ? provenanceOf(attempted.start) : null
      if (provenanceOf && !provenance) continue
      let draft = provenance ? withProvenance(attempted, provenance) : attempted
      if (options.twin) {
        const twinned = asTwin(draft, options.twin)
        if (!twinned) continue
        draft = twinned
      }
      const key = `${makePosition(draft.start)}|${draft.task}|${draft.play.join(',')}|${draft.question.en}`
      if (seen.has(key) || options.avoidStarts?.has(makePosition(draft.start))) continue
      // A set where the answer is nearly always the same hole teaches guessing: no hole is the best move of more than a third.
      const answer = options.twin ? twinAnswer(draft) : draft.task === 'best' ? String(draft.expect.best) : null
      if (answer !== null && (answers.get(answer) ?? 0) >= answerCap) continue
      // A twin's capture count is an answer of its own: a version where every move takes 2 never
      // practises 3 (a teacher's reading of version B). Moves that take nothing are the point of
      // sowing and laps sheets: not counted.
      const taken = options.twin && options.capturedCap !== undefined && draft.task === 'play' && Number(draft.expect.captured) > 0 ? `captured ${String(draft.expect.captured)}` : null
      if (taken !== null && (answers.get(taken) ?? 0) >= options.capturedCap!) continue
      const id = exerciseId(options.theme, options.level, options.seed, made + 1, options.realistic ?? false, options.games !== undefined, options.endgame ?? false)
      const fileName = `${id}.yaml`
      const from = provenance
        ? `, from ${provenance.source.file} (${provenance.source.label}) before move ${provenance.source.number} of ${provenance.source.side}${provenance.swapped ? ', rows swapped' : ''}`
        : options.realistic
          ? ', realistic'
          : ''
      const text = exerciseText(draft, {
        id,
        schemaPath: options.schemaPath,
        baseVariant: resolveVariant({ ...DEFAULT_VARIANT, ...options.bankVariant } as Variant),
        provenance: `Made by awale-kit generate (theme ${options.theme}, level ${options.level}, seed ${JSON.stringify(options.seed)}${from}${options.endgame ? ', endgame' : ''}); every answer computed and checked by the engine.`,
      })
      // The checker of `awale-kit check` must agree with every claim, or the draft is dropped.
      const checked = parseExerciseText(text, fileName, { ...(options.bankVariant ? { bankVariant: options.bankVariant } : {}) })
      // A twin's composed question whose places the checker cannot answer is dropped like any failed attempt.
      if (checked.problems.length > 0 && options.twin && draft !== attempted) continue
      if (checked.problems.length > 0) {
        refused.push(...checked.problems)
        continue
      }
      // An exercise asked to reveal a mistake that gives the right answers anyway is another attempt.
      if (options.reveals && !options.reveals.every((mistake) => reveals(checked.exercise!, mistake))) continue
      // Every move value the explanation quotes must be the checker's own (its plain minimax).
      if (draft.quotedValues && JSON.stringify(sortedEntries(draft.quotedValues)) !== JSON.stringify(sortedEntries(checked.exercise?.best?.values ?? {}))) {
        refused.push({ file: fileName, line: 1, column: 1, code: 'QUOTED_VALUES', message: 'the explanation quotes move values the checker does not confirm', kind: 'claim' })
        continue
      }
      seen.add(key)
      options.avoidStarts?.add(makePosition(draft.start))
      if (answer !== null) answers.set(answer, (answers.get(answer) ?? 0) + 1)
      if (taken !== null) answers.set(taken, (answers.get(taken) ?? 0) + 1)
      accepted = { id, fileName, text, draft }
    }
    await accept(accepted)
    made++
    progress?.(made, attempts)
    await yieldToEventLoop()
    if (options.signal?.aborted && made < options.count) return { made, attempts, refused, stop: 'interrupted' }
  }
  return { made, attempts, refused, stop: 'done' }
}

/**
 * The draft as a twin: null unless it has the twin's task and side to move; asking the twin's
 * answer places when the theme can word them all (a hole asked about by name follows the move when
 * it was the move's hole, and is left out otherwise), else its own question.
 */
function asTwin(draft: Draft, twin: TwinOf & { readonly played: Hole | null }): Draft | null {
  if (draft.task !== twin.task || draft.start.turn !== twin.turn) return null
  const move = draft.play[0]
  const answers: AnswerInput[] = []
  for (const answer of twin.answers) {
    if (typeof answer === 'object' && 'seedsAfter' in answer) {
      if (answer.seedsAfter === twin.played && move) answers.push({ seedsAfter: move })
    } else if (typeof answer === 'object' && 'seedsBefore' in answer) {
      if (answer.seedsBefore === twin.played && move) answers.push({ seedsBefore: move })
    } else answers.push(answer)
  }
  const question = answers.length > 0 ? draft.ask?.(answers) : null
  return question ? { ...draft, question, answers } : draft
}

/** What a twin's pupils mainly answer, so that a sheet's versions do not all answer the same. */
function twinAnswer(draft: Draft): string {
  switch (draft.task) {
    case 'best':
      return `best ${String(draft.expect.best)}`
    case 'play':
      return `last ${String(draft.expect.last)} ${String(draft.expect.captured)}`
    case 'legal':
      return `legal ${String(draft.expect.legal)}`
    case 'end':
      return `end ${JSON.stringify(draft.expect.score)}`
  }
}

/**
 * A draft from a recorded game says so: the question opens with the game and the move (the pupils
 * recognise their own game), the explanation ends with what was played there.
 */
function withProvenance(draft: Draft, { source, swapped }: Provenance): Draft {
  const from = { label: source.label, file: source.file, number: source.number, side: sideWord(source.side), played: source.played }
  const question = phrase('generate.fromGame.question', { ...from, swapped: swapped ? phrase('generate.fromGame.swappedQuestion') : '', question: draft.question })
  const played = phrase('generate.fromGame.played', { ...from, swapped: swapped ? phrase('generate.fromGame.swappedPlayed') : '' })
  return { ...draft, question, explain: joined([draft.explain, played], '\n') }
}

/** Search depth of the hard level in generated games: fixed (not timed), so a seed gives the same games anywhere. */
export const REALISTIC_DEPTH = 8
const REALISTIC_GAMES = 6
const MAX_REALISTIC_GAMES = 60

/**
 * Positions (South to move, game not over) from games the hard level plays against itself, each
 * opened with a few random moves so the games differ. More games are played when the theme is rare.
 */
class RealisticGames {
  readonly positions: Position[] = []
  played = 0
  private readonly random
  private readonly searcher

  constructor(private readonly options: GenerateOptions) {
    this.random = seededRandom(`${options.seed}/realistic-games`)
    this.searcher = new Searcher(options.variant, 'game', 18)
  }

  async playOne(): Promise<void> {
    const { variant } = this.options
    const start = fromSetup(initialSetup(variant, 'south'), variant)
    if (!start.ok) return
    let position = start.value
    const opening = 2 + this.random.below(6)
    for (let ply = 0; ply < 200; ply++) {
      const moves = legalMoves(position)
      if (moves.length === 0) break
      if (position.turn === 'south' && ply >= opening) this.positions.push(position)
      const move = ply < opening ? this.random.pick(moves) : levelMove(this.searcher, position, 'hard', this.random, { fixedDepth: REALISTIC_DEPTH })!.move
      const played = play(position, move)
      if (!played.ok || played.value.outcome) break
      position = played.value.after
    }
    this.played++
    await yieldToEventLoop()
  }
}
