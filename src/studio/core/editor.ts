/**
 * The exercise editor's model, pure: what the teacher set (the board, the task, the moves, the
 * texts) becomes an exercise file whose claims (`expect`) are the engine's own, written as the
 * generator writes its files (generate/write.ts) and checked as `awale-kit check` checks a file.
 * A file's text goes the other way too (`stateFromText`), so a dropped file opens in the editor.
 */
import type { Hole, MoveReport, Outcome, Position, Side, Variant } from '../../engine/index.js'
import { DEFAULT_VARIANT, HOLES, fromSetup, legalMoves, makePosition, parsePosition, playSequence, resolveVariant, startGame, totalSeeds } from '../../engine/index.js'
import type { Bilingual, CheckedExercise, ExerciseProblem, Task, Theme } from '../../exercise/index.js'
import { TASKS, THEMES, moveValues, parseExerciseText } from '../../exercise/index.js'
import type { Criterion as AnyCriterion } from '../../exercise/minimax.js'

/** The criteria the editor writes: a capture, or N plies ahead (`end`, proved by the endgame tables, is written by `generate --endgame`). */
type Criterion = Exclude<AnyCriterion, 'end'>
import { Source } from '../../exercise/source.js'
import { countLines, explainMove, joinLines, listEn, listFr, moveSummary, NNBSP, seedsEn, seedsFr, sideEn, sideFr } from '../../generate/explain.js'
import type { Draft } from '../../generate/draw.js'
import { sparse } from '../../generate/draw.js'
import { exerciseText } from '../../generate/write.js'
import { themeDefinition } from '../../themes/index.js'

export type { Level } from '../../exercise/schema.js'
import type { Level } from '../../exercise/schema.js'

export interface EditorState {
  readonly id: string
  readonly theme: Theme
  readonly level: Level
  /** Seeds in A…L. */
  readonly board: readonly number[]
  readonly stores: { readonly south: number; readonly north: number }
  readonly toMove: Side
  readonly task: Task
  /** The moves played (play and end tasks), both sides in turn. */
  readonly moves: readonly Hole[]
  /** How the best move is judged (best tasks). */
  readonly criterion: Criterion
  /** Taking everything (the grand slam) allowed: the club rule; the kit's is Abapa's. */
  readonly captureAll: boolean
  /** The teacher's texts; null: the studio's (a title from the theme, a question from the task, the engine's explanation). */
  readonly title: Bilingual | null
  readonly question: Bilingual | null
  readonly explain: Bilingual | null
  /** `answers` as the file wrote it, kept as it is (the studio has no form for it). */
  readonly answers?: readonly unknown[]
}

/** A new exercise: an empty board, South to play a move. */
export const EMPTY_STATE: EditorState = Object.freeze({
  id: 'M1',
  theme: 'capture',
  level: 1,
  board: Object.freeze(Array.from({ length: 12 }, () => 0)),
  stores: Object.freeze({ south: 0, north: 0 }),
  toMove: 'south',
  task: 'play',
  moves: Object.freeze([]),
  criterion: 'capture',
  captureAll: false,
  title: null,
  question: null,
  explain: null,
})

export const variantOf = (state: Pick<EditorState, 'captureAll'>): Variant => (state.captureAll ? resolveVariant({ grandSlam: 'capture-all' }) : DEFAULT_VARIANT)

/** What the engine says about the state: the position, the moves played, the claims. */
export interface Analysis {
  readonly position: Position | null
  /** Why the board cannot be played (too many seeds, stores that do not add up…), in English as the engine says it. */
  readonly positionProblems: readonly string[]
  /** Their codes (the checker's: NO_SEEDS, TOO_MANY_SEEDS…), for the page's language. */
  readonly positionCodes: readonly string[]
  readonly reports: readonly MoveReport[]
  /** A move that could not be played: its index and why. */
  readonly moveProblem: { readonly index: number; readonly message: string } | null
  /** How the game stands after the moves; null while it goes on. */
  readonly outcome: Outcome | null
  /** The position after the moves (where the next move is played); null when a move or the position fails. */
  readonly now: Position | null
  /** The legal moves in the position after the moves (the next move to play). */
  readonly next: readonly Hole[]
  /** The best move and every move's value (best tasks). */
  readonly best: { readonly moves: readonly Hole[]; readonly value: number; readonly values: Partial<Record<Hole, number>> } | null
}

export function analyse(state: EditorState): Analysis {
  const variant = variantOf(state)
  const built = fromSetup({ board: [...state.board], stores: { ...state.stores }, turn: state.toMove }, variant)
  const none = { reports: [], moveProblem: null, outcome: null, now: null, next: [], best: null, positionCodes: [] }
  if (!built.ok) return { position: null, ...none, positionProblems: built.error.map((problem) => problem.message), positionCodes: built.error.map((problem) => problem.code) }
  const position = built.value
  const moves = state.task === 'play' || state.task === 'end' ? state.moves : []
  const played = playSequence(startGame(position), moves)
  if (!played.ok) {
    const before = playSequence(startGame(position), moves.slice(0, played.error.index))
    const reports = before.ok ? before.value.reports : []
    return { position, positionProblems: [], ...none, reports, moveProblem: { index: played.error.index, message: played.error.message } }
  }
  const game = played.value.game
  let best: Analysis['best'] = null
  if (state.task === 'best' && legalMoves(position).length > 0) {
    const values = moveValues(position, state.criterion)
    best = { moves: values.bestMoves, value: values.value, values: values.values }
  }
  return {
    position,
    positionProblems: [],
    positionCodes: [],
    reports: played.value.reports,
    moveProblem: null,
    outcome: game.outcome,
    now: game.position,
    next: game.outcome ? [] : legalMoves(game.position),
    best,
  }
}

/** A sowing theme: the pupil draws the board after the move. */
const asksBoard = (theme: Theme): boolean => themeDefinition(theme).playAnswers.includes('board')

/** The claims of a play or end task's last move, and of the game's end: every value from the engine. */
function moveClaims(state: EditorState, position: Position, reports: readonly MoveReport[], outcome: Outcome | null): Record<string, unknown> {
  const expect: Record<string, unknown> = {}
  const last = reports.at(-1)
  if (state.task === 'end') {
    expect.over = outcome !== null
    if (outcome) {
      expect.score = { ...outcome.score }
      if (outcome.complete) expect.winner = outcome.winner
    }
  }
  if (last) {
    if (asksBoard(state.theme)) expect.sown = last.sown
    expect.last = last.last
    expect.captured = last.captured
    expect.capturedHoles = last.capturedHoles
    if (last.grandSlam) expect.grandSlam = true
    expect.board = sparse(last.after.board)
    // A game in progress (seeds in the stores): the stores after the move too.
    if (position.stores.south !== 0 || position.stores.north !== 0) expect.stores = { ...last.after.stores }
    if (state.task === 'play' && outcome) {
      expect.over = true
      expect.score = { ...outcome.score }
      if (outcome.complete) expect.winner = outcome.winner
    }
  }
  return expect
}

/** The claims the engine makes for the state, in the order the file writes them; null when it cannot say. */
export function claims(state: EditorState, analysis: Analysis = analyse(state)): Record<string, unknown> | null {
  const { position } = analysis
  if (!position || analysis.moveProblem) return null
  switch (state.task) {
    case 'legal':
      return { legal: legalMoves(position) }
    case 'best': {
      if (!analysis.best) return null
      const move = analysis.best.moves[0]!
      const expect: Record<string, unknown> = { best: move, criterion: state.criterion, value: analysis.best.value }
      if (state.criterion === 'capture') {
        const played = playSequence(startGame(position), [move])
        if (played.ok) Object.assign(expect, moveClaims({ ...state, task: 'play' }, position, played.value.reports, null))
      }
      return expect
    }
    case 'play':
      return state.moves.length === 0 ? null : moveClaims(state, position, analysis.reports, analysis.outcome)
    case 'end':
      return moveClaims(state, position, analysis.reports, analysis.outcome)
  }
}

// ---------------------------------------------------------------------------------------------
// The studio's texts: a title from the theme, a question from the task, the engine's explanation.

const N = NNBSP
const asNorth = (state: EditorState): Bilingual => (state.toMove === 'north' ? { fr: 'Tu joues Nord. ', en: 'You play North. ' } : { fr: '', en: '' })

export function defaultTitle(state: EditorState): Bilingual {
  return themeDefinition(state.theme).title
}

export function defaultQuestion(state: EditorState): Bilingual {
  const north = asNorth(state)
  const moves = state.moves
  const with_ = (fr: string, en: string): Bilingual => ({ fr: north.fr + fr, en: north.en + en })
  switch (state.task) {
    case 'legal':
      return with_(`Quels trous peux-tu jouer${N}?`, 'Which holes can you play?')
    case 'best':
      return state.criterion === 'capture'
        ? with_(`Quel coup prend le plus de graines${N}? Combien en prends-tu${N}?`, 'Which move captures the most seeds? How many do you capture?')
        : with_(`Quel est le meilleur coup${N}? Regarde ${state.criterion.plies} coups plus loin.`, `What is the best move? Look ${state.criterion.plies} moves ahead.`)
    case 'end': {
      const played = moves.length > 0 ? { fr: `On joue ${listFr(moves)}. `, en: `The moves ${listEn(moves)} are played. ` } : { fr: '', en: '' }
      return with_(`${played.fr}La partie est-elle finie${N}? Quel est le score${N}?`, `${played.en}Is the game over? What is the score?`)
    }
    case 'play': {
      const move = moves.length <= 1 ? (moves[0] ?? '?') : listFr(moves)
      const moveEn = moves.length <= 1 ? (moves[0] ?? '?') : listEn(moves)
      const verb = moves.length <= 1 ? { fr: `Joue ${move}.`, en: `Play ${moveEn}.` } : { fr: `On joue ${move}.`, en: `The moves ${moveEn} are played.` }
      if (asksBoard(state.theme))
        return with_(`${verb.fr} Dessine le plateau après le coup. Où tombe la dernière graine${N}?`, `${verb.en} Draw the board after the move. Where does the last seed land?`)
      return with_(`${verb.fr} Où tombe la dernière graine${N}? Combien de graines prends-tu${N}?`, `${verb.en} Where does the last seed land? How many seeds do you capture?`)
    }
  }
}

/** The explanation in the kit's routine, written from what the engine computed. */
export function defaultExplanation(state: EditorState, analysis: Analysis = analyse(state)): Bilingual {
  const position = analysis.position
  if (!position) return { fr: '…', en: '…' }
  const pupil = state.toMove
  switch (state.task) {
    case 'legal': {
      const legal = legalMoves(position)
      return legal.length === 0
        ? { fr: `${sideFr(pupil)} ne peut jouer aucun trou.`, en: `${sideEn(pupil)} cannot play any hole.` }
        : { fr: `Tu peux jouer ${listFr(legal)}.`, en: `You can play ${listEn(legal)}.` }
    }
    case 'best': {
      if (!analysis.best) return { fr: '…', en: '…' }
      const move = analysis.best.moves[0]!
      const values = Object.entries(analysis.best.values).map(([hole, value]) => ({ hole, value: value! }))
      if (state.criterion === 'capture') {
        const fr = values.map(({ hole, value }) => `${hole}${N}: ${value === 0 ? 'rien' : seedsFr(value)}`).join(' ; ')
        const en = values.map(({ hole, value }) => `${hole}: ${value === 0 ? 'nothing' : seedsEn(value)}`).join('; ')
        return { fr: `Je compte ce que prend chaque coup. ${fr}. Le meilleur est ${move}.`, en: `I count what each move captures. ${en}. The best is ${move}.` }
      }
      const plies = state.criterion.plies
      return {
        fr: `En regardant ${plies} coups plus loin, ${move} gagne ${seedsFr(analysis.best.value)} de plus que l’adversaire${analysis.best.value < 0 ? ' (il en perd le moins)' : ''}. C’est le meilleur coup.`,
        en: `Looking ${plies} moves ahead, ${move} wins ${seedsEn(analysis.best.value)} more than the opponent${analysis.best.value < 0 ? ' (it loses the fewest)' : ''}. It is the best move.`,
      }
    }
    case 'play':
    case 'end': {
      const reports = analysis.reports
      if (reports.length === 0) return state.task === 'end' ? endWords(analysis.outcome, pupil) : { fr: '…', en: '…' }
      if (reports.length === 1 && state.task === 'play') return joinLines(explainMove(reports[0]!))
      const lines = reports.map((report) => moveSummary(report, pupil))
      const count = countLines(reports.at(-1)!)
      const end = analysis.outcome ? endWords(analysis.outcome, pupil) : null
      return {
        fr: [...lines.flatMap((line) => line.fr), ...(state.task === 'play' ? count.fr : []), ...(end ? [end.fr] : [])].join('\n'),
        en: [...lines.flatMap((line) => line.en), ...(state.task === 'play' ? count.en : []), ...(end ? [end.en] : [])].join('\n'),
      }
    }
  }
}

function endWords(outcome: Outcome | null, _pupil: Side): Bilingual {
  if (!outcome) return { fr: 'La partie continue.', en: 'The game goes on.' }
  const score = `${outcome.score.south}-${outcome.score.north}`
  if (!outcome.complete) return { fr: `La partie est finie. Score${N}: ${score}.`, en: `The game is over. Score: ${score}.` }
  const winner = outcome.winner === 'draw' ? { fr: 'égalité', en: 'a draw' } : { fr: `${sideFr(outcome.winner)} gagne`, en: `${sideEn(outcome.winner)} wins` }
  return { fr: `La partie est finie. Score${N}: ${score}, ${winner.fr}.`, en: `The game is over. Score: ${score}, ${winner.en}.` }
}

// ---------------------------------------------------------------------------------------------
// State → file, file → state.

/** The exercise as a file: the generator's layout, the engine's claims. Null when the engine cannot make claims yet. */
export function exerciseFile(state: EditorState, analysis: Analysis = analyse(state)): string | null {
  const expect = claims(state, analysis)
  if (!expect || !analysis.position) return null
  const draft: Draft = {
    theme: state.theme,
    level: state.level,
    start: analysis.position,
    task: state.task,
    play: state.task === 'play' || state.task === 'end' ? [...state.moves] : [],
    expect,
    title: state.title ?? defaultTitle(state),
    question: state.question ?? defaultQuestion(state),
    explain: state.explain ?? defaultExplanation(state, analysis),
    ...(state.answers ? { answers: state.answers as Draft['answers'] } : {}),
  }
  return exerciseText(draft, { id: state.id, schemaPath: '../templates/exercise.schema.json', provenance: 'Written with the awale-kit studio; every claim computed by the rules engine.' })
}

/** The file's name: its id in small letters, as the bank names its files. */
export const fileNameOf = (state: Pick<EditorState, 'id'>): string => `${state.id.toLowerCase().replace(/[^a-z0-9_-]+/g, '-') || 'exercise'}.yaml`

/** `awale-kit check` of a file's text: the problems, and the exercise when it passes. */
export function checkFile(text: string, fileName: string): { exercise: CheckedExercise | null; problems: readonly ExerciseProblem[] } {
  const parsed = parseExerciseText(text, fileName)
  return { exercise: parsed.exercise, problems: parsed.problems }
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value)
const bilingual = (value: unknown): Bilingual | null => (isRecord(value) && typeof value.fr === 'string' && typeof value.en === 'string' ? { fr: value.fr, en: value.en } : null)
const isHoleName = (value: unknown): value is Hole => typeof value === 'string' && (HOLES as readonly string[]).includes(value)

/**
 * What the editor can show of a file's text: every field it reads, leniently (a file with problems
 * opens too, its problems listed beside it). Null when the text is not a map of fields at all.
 */
export function stateFromText(text: string): EditorState | null {
  const { data } = Source.parse(text)
  if (!isRecord(data)) return null
  let board: number[] = [...EMPTY_STATE.board]
  let stores = { ...EMPTY_STATE.stores }
  let toMove: Side = data.toMove === 'north' ? 'north' : 'south'
  if (typeof data.position === 'string') {
    const setup = parsePosition(data.position)
    if (setup.ok) {
      board = [...setup.value.board]
      stores = { ...setup.value.stores }
      toMove = setup.value.turn
    }
  } else if (isRecord(data.position)) {
    board = HOLES.map((hole) => {
      const count = (data.position as Record<string, unknown>)[hole]
      return typeof count === 'number' && Number.isInteger(count) && count >= 0 && count <= 48 ? count : 0
    })
    if (isRecord(data.stores)) {
      const south = data.stores.south
      const north = data.stores.north
      stores = { south: typeof south === 'number' ? south : 0, north: typeof north === 'number' ? north : 0 }
    }
  }
  const play = data.play
  const moves = isHoleName(play) ? [play] : Array.isArray(play) ? play.filter(isHoleName) : []
  const expect = isRecord(data.expect) ? data.expect : {}
  const criterion: Criterion = isRecord(expect.criterion) && typeof expect.criterion.plies === 'number' ? { plies: expect.criterion.plies } : 'capture'
  const level = data.level === 2 || data.level === 3 ? data.level : 1
  const variant = isRecord(data.variant) ? data.variant : {}
  return {
    id: typeof data.id === 'string' || typeof data.id === 'number' ? String(data.id) : EMPTY_STATE.id,
    theme: (THEMES as readonly unknown[]).includes(data.theme) ? (data.theme as Theme) : EMPTY_STATE.theme,
    level,
    board,
    stores,
    toMove,
    task: (TASKS as readonly unknown[]).includes(data.task) ? (data.task as Task) : 'play',
    moves,
    criterion,
    captureAll: variant.grandSlam === 'capture-all',
    title: bilingual(data.title),
    question: bilingual(data.question),
    explain: bilingual(data.explain),
    ...(Array.isArray(data.answers) ? { answers: data.answers } : {}),
  }
}

/** The board notation of the state's position (for the notation field). */
export const notationOf = (state: EditorState): string => makePosition({ board: state.board, stores: state.stores, turn: state.toMove })

/** A notation typed or pasted: the board, stores and side to move it gives, or why not. */
export function applyNotation(state: EditorState, text: string): EditorState | string {
  const setup = parsePosition(text.trim() === 'start' ? '4-4-4-4-4-4-4-4-4-4-4-4-0-0-S' : text)
  if (!setup.ok) return setup.error.map((problem) => problem.message).join('; ')
  return { ...state, board: [...setup.value.board], stores: { ...setup.value.stores }, toMove: setup.value.turn, moves: [] }
}

/** Seeds the variant holds in all (48, or 36 with three a hole). */
export const seedsInGame = (state: EditorState): number => totalSeeds(variantOf(state))
