/**
 * The pupil view (issue 23): the page a self-check code opens on the class tablet (`#try=…`), or a
 * whole lesson sheet (`#sheet=LESSON-LEVEL-VERSION`). A big board for a child's hands, the question
 * in the sheet's words, answers given by tapping holes and numbers (or typing them), two tries,
 * then the answer; when a wrong answer is one a known mistake gives, the rule it broke in one
 * sentence, and the move replayed seed by seed, the mistaken sowing beside the right one. Stars
 * for a finished sheet are kept on the device only (localStorage). Nothing is sent anywhere: the
 * exercise is in the address after `#`, and the engine that judges it is this page's.
 */
import type { Hole, MoveReport } from '../../engine/index.js'
import { HOLES, holeIndex } from '../../engine/index.js'
import type { AnswerKey } from '../../exercise/answers.js'
import { answerView, positionView } from '../../render/adapt.js'
import type { BoardView } from '../../render/view.js'
import type { TextScale } from '../../render/layout.js'
import { MIN_BOARD_PRINT_WIDTH_MM } from '../../render/layout.js'
import { kitStrings } from '../../pdf/strings.js'
import type { SheetRef, TryLink } from '../../selfcheck/link.js'
import type { Given, KnownMistake, MistakenSowing, PupilExercise, Verdict } from '../core/pupil.js'
import { bankExerciseOf, exerciseOfBank, exerciseOfLink, judge, mistakesOf } from '../core/pupil.js'
import type { Library } from '../core/library.js'
import { planKitDocument, selects } from '../../kit/documents.js'
import { parseSheetFragment, parseTryFragment } from '../../selfcheck/link.js'
import { drawBoard } from './board.js'
import { el, fill } from './dom.js'
import type { Frame } from './projector.js'
import { moveFrames, sowingFrames } from './projector.js'
import type { UiKey } from './strings.js'
import { t, uiLang } from './strings.js'

/** What the view shows: one exercise, or the exercises of a sheet in their printed order. */
export interface PupilRoute {
  readonly exercises: readonly PupilExercise[]
  /** The first exercise to show (0-based). */
  readonly start: number
  /** The mistakes each exercise reveals (issue 22), or none known. */
  readonly mistakes: (exercise: PupilExercise) => readonly KnownMistake[]
  /** A whole sheet: "next exercise" goes on to the next of it. */
  readonly wholeSheet: boolean
}

const STARS_KEY = 'awale-pupil-stars'

/** Per sheet ("3-1-A"): how many exercises it has, and per exercise number how it went (1: first try, 2: second, 3: answer shown). */
type StarBook = Record<string, { count: number; done: Record<string, number> }>

const sheetKey = (sheet: SheetRef) => `${sheet.lesson}-${sheet.level}-${sheet.version ?? 'A'}`

function readStars(): StarBook {
  try {
    const parsed = JSON.parse(localStorage.getItem(STARS_KEY) ?? '{}') as unknown
    return parsed && typeof parsed === 'object' ? (parsed as StarBook) : {}
  } catch {
    return {}
  }
}

/** Stars for a finished sheet: 3 when every exercise was right at the first try, 2 within two tries, 1 for finishing. */
export function sheetStars(entry: { count: number; done: Record<string, number> }): number | null {
  const results = Array.from({ length: entry.count }, (_, index) => entry.done[String(index + 1)])
  if (results.some((result) => result === undefined)) return null
  return results.every((result) => result === 1) ? 3 : results.every((result) => result! <= 2) ? 2 : 1
}

/** What the pupil is told to tap for a place the board fills. */
const TAP_HELP = { hole: 'pupil.tapHole', holes: 'pupil.tapHoles', sequence: 'pupil.tapSequence' } as const satisfies Record<string, UiKey>

/** How the pupil fills in one answer place: the kind of key it has. */
type Field =
  | { kind: 'hole'; value: Hole | null }
  | { kind: 'holes'; value: Hole[] | null }
  /** Holes in the order the seeds fall (the `sown` place): each tap adds one, a hole may come twice. */
  | { kind: 'sequence'; value: Hole[] | null }
  | { kind: 'numbers'; labels: string[]; value: (number | null)[] }
  | { kind: 'choice'; options: { value: string; label: string }[]; value: string | null }

export function mountPupilView(root: HTMLElement, route: PupilRoute): void {
  let index = route.start
  const show = () => {
    const exercise = route.exercises[index]!
    showExercise(
      root,
      exercise,
      route.mistakes(exercise),
      route.wholeSheet && index + 1 < route.exercises.length
        ? () => {
            index++
            show()
          }
        : null,
    )
  }
  show()
}

function showExercise(root: HTMLElement, exercise: PupilExercise, mistakes: readonly KnownMistake[], next: (() => void) | null): void {
  const strings = kitStrings(exercise.lang)
  const place = (key: string, values: Record<string, string | number> = {}) => strings.text(`worksheet.places.${key}`, values)
  const side = (name: 'south' | 'north') => strings.text(`sides.${name}`)
  const fields: Field[] = exercise.answers.map((answer) => fieldFor(answer.key, exercise, strings))
  let active = 0
  let tries = 0
  let finished = false
  let verdict: Verdict | null = null

  const boardBox = el('div', { class: 'pupil-board' })
  const placesBox = el('div', { class: 'pupil-places' })
  const pad = el('div', { class: 'pupil-pad', role: 'group', 'aria-label': t('pupil.digits') })
  const feedback = el('div', { class: 'pupil-feedback', role: 'status', 'aria-live': 'polite' })
  const replayBox = el('div', { class: 'pupil-replay' })
  const checkButton = el('button', { type: 'button', class: 'pupil-check', on: { click: () => check() } }, t('pupil.check'))
  const triesLine = el('p', { class: 'pupil-tries' })

  const labelOf = (index: number): string => {
    const answer = exercise.answers[index]!
    switch (answer.name) {
      case 'value':
        return place(answer.criterion === 'capture' ? 'valueCapture' : 'valuePlies')
      case 'seedsBefore':
      case 'seedsAfter':
        return place(answer.name, { hole: answer.hole ?? '' })
      case 'count':
        return place('count.before')
      case 'laps':
        return place('laps.before')
      case 'canFeed': {
        const feeder = answer.side ?? 'north'
        return feeder === exercise.start.turn ? place('canFeedYou', { other: side(feeder === 'south' ? 'north' : 'south') }) : place('canFeed', { side: side(feeder) })
      }
      case 'board':
        return t('pupil.boardAfter')
      default:
        return place(answer.name)
    }
  }

  /** The board: tapping a hole answers the active place when it asks for a hole or holes. */
  const drawTheBoard = () => {
    const field = fields[active]
    const chosen = new Set<string>(field?.kind === 'hole' && field.value ? [field.value] : (field?.kind === 'holes' || field?.kind === 'sequence') && field.value ? field.value : [])
    const base = positionView(exercise.start, null, { bottom: exercise.start.turn })
    const view: BoardView = { ...base, holes: base.holes.map((hole) => ({ ...hole, playable: chosen.has(hole.hole) })) }
    const takesHoles = !finished && (field?.kind === 'hole' || field?.kind === 'holes' || field?.kind === 'sequence')
    drawBoard(boardBox, view, {
      lang: exercise.lang,
      ...boardTexts(boardBox, 160),
      label: t('pupil.board'),
      actions: {
        enabled: () => takesHoles,
        label: (i) => (chosen.has(HOLES[i]!) ? t('pupil.holeChosen', { hole: HOLES[i]! }) : t('pupil.holeLabel', { hole: HOLES[i]! })),
        primary: (i) => tapHole(HOLES[i]!),
      },
    })
  }

  const tapHole = (hole: Hole) => {
    const field = fields[active]
    if (!field || finished) return
    if (field.kind === 'hole') field.value = field.value === hole ? null : hole
    else if (field.kind === 'holes') {
      const holes = new Set(field.value ?? [])
      if (holes.has(hole)) holes.delete(hole)
      else holes.add(hole)
      field.value = HOLES.filter((h) => holes.has(h))
    } else if (field.kind === 'sequence') field.value = [...(field.value ?? []), hole]
    else return
    redraw()
  }

  /** Digits from the pad or the keyboard go into the active number box. */
  let activeBox = 0
  const digit = (d: number | 'erase') => {
    const field = fields[active]
    if (!field || field.kind !== 'numbers' || finished) return
    const current = field.value[activeBox]
    if (d === 'erase') field.value[activeBox] = current === null || current === undefined || current < 10 ? null : Math.floor(current / 10)
    else field.value[activeBox] = current === null || current === undefined || current >= 10 ? d : current * 10 + d
    redraw()
  }

  const redraw = () => {
    drawTheBoard()
    fill(
      placesBox,
      ...fields.map((field, i) => {
        const state = verdict?.places[i] ?? null
        // A place of several boxes is marked box by box (controlFor); a place of one answer here.
        const mark = (state === 'right' || state === 'wrong') && !verdict?.boxes[i] ? markOf(state) : null
        const activate = () => {
          if (finished) return
          active = i
          activeBox = 0
          redraw()
        }
        const label = el('span', { class: 'pupil-label', id: `pupil-label-${i}` }, labelOf(i))
        return el(
          'div',
          { class: `pupil-place${i === active && !finished ? ' active' : ''}${state ? ` ${state}` : ''}`, dataset: { place: exercise.answers[i]!.name } },
          label,
          controlFor(field, i, activate),
          mark,
        )
      }),
    )
    const field = fields[active]
    pad.hidden = finished || field?.kind !== 'numbers'
    checkButton.disabled = finished
    // The tries left, not the try's number: « Essai 2 sur 2 » beside « essaie encore » left a child
    // unsure whether a try remained (a cold read).
    const left = Math.max(1, 2 - tries)
    triesLine.dataset['left'] = String(left)
    triesLine.textContent = finished ? '' : t('pupil.tries', { n: left })
  }

  /** The control of one place: a slot the board fills, boxes for numbers, buttons for a choice. */
  const controlFor = (field: Field, i: number, activate: () => void): HTMLElement => {
    const labelled = { 'aria-labelledby': `pupil-label-${i}` }
    switch (field.kind) {
      case 'hole':
      case 'holes':
      case 'sequence': {
        // A slot the board fills, and a button beside it: « aucun » for holes (none may be the
        // answer), « effacer » for the holes sown in order (a tap adds one, this starts again).
        const value = field.value
        const text =
          value === null || (field.kind === 'sequence' && value.length === 0) ? t('pupil.empty') : typeof value === 'string' ? value : value.length === 0 ? t('pupil.none') : value.join(', ')
        const slot = el('button', { type: 'button', class: 'slot', ...labelled, 'aria-describedby': 'pupil-tap', on: { click: activate } }, text)
        const second =
          field.kind === 'hole'
            ? null
            : el(
                'button',
                {
                  type: 'button',
                  class: 'none',
                  on: {
                    click: () => {
                      activate()
                      field.value = field.kind === 'holes' ? [] : null
                      redraw()
                    },
                  },
                },
                t(field.kind === 'holes' ? 'pupil.none' : 'pupil.clear'),
              )
        const help = i === active && !finished ? el('span', { class: 'help', id: 'pupil-tap' }, t(TAP_HELP[field.kind])) : null
        return el('span', { class: 'control' }, slot, second, help)
      }
      case 'numbers': {
        // A board's twelve boxes sit as its holes do: the pupil's row at the bottom.
        const isBoard = field.labels.length === 12
        const bottom = exercise.start.turn === 'north' ? 6 : 0
        const order = isBoard ? [...[5, 4, 3, 2, 1, 0].map((k) => ((bottom + 6) % 12) + k), ...[0, 1, 2, 3, 4, 5].map((k) => bottom + k)] : field.value.map((_, box) => box)
        return el(
          'span',
          { class: `control numbers${isBoard ? ' board-boxes' : ''}` },
          ...order.map((box) => {
            const value = field.value[box]!
            const input = el('input', {
              type: 'text',
              inputmode: 'numeric',
              autocomplete: 'off',
              class: `number${i === active && box === activeBox && !finished ? ' active' : ''}`,
              value: value === null ? '' : String(value),
              'aria-label': field.labels[box] ? `${labelOf(i)} ${field.labels[box]}` : labelOf(i),
              readOnly: finished,
              on: {
                focus: () => {
                  if (active !== i || activeBox !== box) {
                    active = i
                    activeBox = box
                    pad.hidden = false
                  }
                },
                // Typed digits change the answer only: redrawing here would take the focus from the next box.
                input: (event: Event) => {
                  const target = event.target as HTMLInputElement
                  const text = target.value.replace(/\D/g, '').slice(0, 2)
                  if (target.value !== text) target.value = text
                  field.value[box] = text === '' ? null : Number(text)
                },
              },
            })
            // After « Vérifier », each box of the place right or wrong, not the place as a whole.
            const state = verdict?.boxes[i]?.[box] ?? null
            return el(
              'span',
              { class: `box${state ? ` ${state}` : ''}`, ...(state ? { dataset: { box: state } } : {}) },
              field.labels[box] ? el('span', { class: 'box-label' }, field.labels[box]) : null,
              input,
              state ? markOf(state) : null,
            )
          }),
        )
      }
      case 'choice':
        return el(
          'span',
          { class: 'control choice', role: 'radiogroup', ...labelled },
          ...field.options.map((option) =>
            el(
              'button',
              {
                type: 'button',
                role: 'radio',
                'aria-checked': String(field.value === option.value),
                class: field.value === option.value ? 'chosen' : '',
                on: {
                  click: () => {
                    if (finished) return
                    active = i
                    field.value = option.value
                    redraw()
                  },
                },
              },
              option.label,
            ),
          ),
        )
    }
  }

  const check = () => {
    if (finished) return
    const given = fields.map(givenOf)
    if (given.some((answer) => answer === null)) {
      feedback.textContent = t('pupil.incomplete')
      return
    }
    tries++
    verdict = judge(exercise, given, mistakes)
    fill(replayBox)
    if (verdict.right) {
      finished = true
      record(exercise, tries)
      say(el('p', { class: 'good' }, t('pupil.right')), replayButton(null, true))
    } else if (tries < 2) {
      // Before the second try, only the pupil's own sowing (when a mistake names it): the right one would give the answer away.
      say(el('p', { class: 'bad' }, t('pupil.wrong')), mistakeSentence(verdict.mistake), replayButton(verdict.mistake, false))
    } else {
      finished = true
      record(exercise, 3)
      // The answer, in the places: the pupil compares it with what was written.
      exercise.answers.forEach((answer, i) => (fields[i] = fieldFor(answer.key, exercise, strings, answer.key)))
      say(el('p', { class: 'bad' }, t('pupil.wrongLast')), mistakeSentence(verdict.mistake), replayButton(verdict.mistake, true))
    }
    redraw()
  }

  const say = (...children: (HTMLElement | null)[]) => {
    const done = finished ? starsLine(exercise) : null
    fill(feedback, ...children, done, finished && next ? el('button', { type: 'button', class: 'pupil-next', on: { click: next } }, t('pupil.next')) : null)
  }

  const mistakeSentence = (mistake: KnownMistake | null) => (mistake ? el('p', { class: 'mistake', dataset: { mistake: mistake.id } }, t(`pupil.mistake.${mistake.id}` as UiKey)) : null)

  /**
   * The move replayed seed by seed: the mistake's sowing when one is named, beside the right one
   * once the answer may be seen (right, or after the last try).
   */
  const replayButton = (mistake: KnownMistake | null, reveal: boolean) => {
    const right = reveal ? (exercise.reports[exercise.reports.length - 1] ?? null) : null
    const wrongMove = mistake?.moves[mistake.moves.length - 1] ?? null
    if (!right && !wrongMove) return null
    // The replay takes the board's place (the same size, where the child looks); closing it gives the board back.
    const open = () => {
      boardBox.hidden = true
      replay(replayBox, right, wrongMove, () => {
        fill(replayBox)
        boardBox.hidden = false
      })
    }
    return el('button', { type: 'button', class: 'pupil-replay-button', on: { click: open } }, t('pupil.replay'))
  }

  const heading = el(
    'header',
    { class: 'pupil-top' },
    el('h1', {}, t('pupil.exercise', { number: exercise.number, count: exercise.count })),
    exercise.sheet
      ? el(
          'p',
          { class: 'pupil-sheet' },
          exercise.sheet.lesson === 0
            ? t('pupil.annex', { level: exercise.sheet.level })
            : exercise.sheet.version && exercise.sheet.version !== 'A'
              ? t('pupil.sheetVersion', { lesson: exercise.sheet.lesson, level: exercise.sheet.level, version: exercise.sheet.version })
              : t('pupil.sheet', { lesson: exercise.sheet.lesson, level: exercise.sheet.level }),
        )
      : null,
  )
  const question = el('div', { class: 'pupil-question' }, ...questionLines(exercise).map((line) => el('p', {}, line)))
  const padButtons = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0].map((d) => el('button', { type: 'button', on: { click: () => digit(d) } }, String(d)))
  pad.append(...padButtons, el('button', { type: 'button', class: 'erase', 'aria-label': t('pupil.erase'), on: { click: () => digit('erase') } }, '⌫'))
  fill(
    root,
    el(
      'main',
      { class: 'pupil', lang: exercise.lang },
      heading,
      el(
        'div',
        { class: 'pupil-body' },
        el('div', { class: 'pupil-left' }, question, replayBox, boardBox),
        el('div', { class: 'pupil-right' }, placesBox, pad, el('div', { class: 'pupil-actions' }, checkButton, triesLine), feedback),
      ),
      el(
        'footer',
        { class: 'pupil-foot' },
        el('p', {}, t('pupil.starsKept')),
        el('button', { type: 'button', class: 'pupil-clear', on: { click: () => clearStars(feedback) } }, t('pupil.clearStars')),
      ),
    ),
  )
  redraw()
}

/** A ✓ or ✗ beside what it marks, with its word for a screen reader. */
const markOf = (state: 'right' | 'wrong'): HTMLElement =>
  el('span', { class: `mark ${state}`, role: 'img', 'aria-label': t(state === 'right' ? 'pupil.placeRight' : 'pupil.placeWrong') }, state === 'right' ? '✓' : '✗')

/**
 * How a board's texts are sized for the screen it is on. On a tablet the design sizes are large
 * enough (counts 24 pixels at 1280×800). On a phone (a board under 600 pixels across) they would be
 * 12: every text is then at least 10 pt on the narrowest printed board (80 mm), 4.4 % of the board's
 * width — 16 pixels or more on a board 360 pixels wide.
 */
const boardTexts = (box: HTMLElement, wide: number): { printWidthMm: number; text?: TextScale } =>
  box.clientWidth > 0 && box.clientWidth < 600 ? { printWidthMm: MIN_BOARD_PRINT_WIDTH_MM, text: { kind: 'atLeast', pt: 10 } } : { printWidthMm: wide }

/** The question in the sheet's words: the exercise's own, or said from its task and moves. */
function questionLines(exercise: PupilExercise): string[] {
  const lines: string[] = []
  if (exercise.start.turn === 'north') lines.push(t('pupil.youPlayNorth'))
  if (exercise.question) {
    const own = exercise.question.replace(/^(Tu joues Nord\.|You play North\.)\s*/, '')
    lines.push(kitStrings(exercise.lang).typeset(own))
    return lines
  }
  const moves = exercise.moves
  if (exercise.task === 'play' || exercise.task === 'end') lines.push(t(moves.length > 1 ? 'pupil.playMany' : 'pupil.play', { moves: moves.join(', ') }))
  if (exercise.task === 'legal') lines.push(t('pupil.legal'))
  if (exercise.task === 'best') lines.push(t('pupil.best'))
  if (exercise.task === 'end') lines.push(t('pupil.end'))
  return lines
}

/** The field for a key's kind; with `filled`, showing that answer. */
function fieldFor(key: AnswerKey, exercise: PupilExercise, strings: ReturnType<typeof kitStrings>, filled: AnswerKey | null = null): Field {
  const side = (name: 'south' | 'north') => strings.text(`sides.${name}`)
  const place = (k: string) => strings.text(`worksheet.places.${k}`)
  switch (key.kind) {
    case 'hole':
    // A last seed in the store is only ever a mistake's answer (issue 22), never the key's: its place is a hole's.
    case 'store':
      return { kind: 'hole', value: filled?.kind === 'hole' ? filled.value : null }
    case 'holes':
      return { kind: 'holes', value: filled?.kind === 'holes' ? [...filled.value] : null }
    case 'sequence':
      return { kind: 'sequence', value: filled?.kind === 'sequence' ? [...filled.value] : null }
    case 'number':
      return { kind: 'numbers', labels: [''], value: [filled?.kind === 'number' ? filled.value : null] }
    case 'count':
      return { kind: 'numbers', labels: ['', place('count.after'), place('count.captured')], value: filled?.kind === 'count' ? [filled.before, filled.after, filled.captured] : [null, null, null] }
    case 'sides':
      return { kind: 'numbers', labels: [side('south'), side('north')], value: filled?.kind === 'sides' && filled.value ? [filled.value.south, filled.value.north] : [null, null] }
    case 'yes-no':
      return {
        kind: 'choice',
        options: [
          { value: 'yes', label: place('yes') },
          { value: 'no', label: place('no') },
        ],
        value: filled?.kind === 'yes-no' ? (filled.value ? 'yes' : 'no') : null,
      }
    case 'winner':
      return {
        kind: 'choice',
        options: [
          { value: 'south', label: side('south') },
          { value: 'north', label: side('north') },
          { value: 'draw', label: place('draw') },
        ],
        value: filled?.kind === 'winner' ? filled.value : null,
      }
    case 'board':
      return { kind: 'numbers', labels: [...HOLES], value: filled?.kind === 'board' ? [...filled.board] : HOLES.map(() => null) }
    case 'sentence':
      return { kind: 'choice', options: [], value: null }
  }
  void exercise
}

/** The pupil's answer of a field, in the key's shape; null while it is not answered. */
function givenOf(field: Field, index: number, fields: readonly Field[]): Given {
  void index
  void fields
  switch (field.kind) {
    case 'hole':
      return field.value === null ? null : { kind: 'hole', value: field.value }
    case 'holes':
      return field.value === null ? null : { kind: 'holes', value: field.value }
    case 'sequence':
      return field.value === null ? null : { kind: 'sequence', value: field.value }
    case 'numbers': {
      if (field.value.some((value) => value === null)) return null
      const values = field.value as number[]
      if (field.labels.length === 12) return { kind: 'board', board: values, stores: { south: 0, north: 0 } }
      if (field.labels.length === 3) return { kind: 'count', before: values[0]!, after: values[1]!, captured: values[2]! }
      if (field.labels.length === 2) return { kind: 'sides', value: { south: values[0]!, north: values[1]! } }
      return { kind: 'number', value: values[0]! }
    }
    case 'choice':
      if (field.options.length === 0) return { kind: 'sentence' }
      if (field.value === null) return null
      return field.value === 'yes' || field.value === 'no' ? { kind: 'yes-no', value: field.value === 'yes' } : { kind: 'winner', value: field.value as 'south' | 'north' | 'draw' }
  }
}

function record(exercise: PupilExercise, result: number): void {
  if (!exercise.sheet) return
  const book = readStars()
  const key = sheetKey(exercise.sheet)
  const entry = book[key] ?? { count: exercise.count, done: {} }
  // The first result counts: checking an exercise again does not change its star.
  entry.done[String(exercise.number)] ??= result
  entry.count = exercise.count
  book[key] = entry
  try {
    localStorage.setItem(STARS_KEY, JSON.stringify(book))
  } catch {
    // A browser that keeps nothing (private mode): no stars, nothing else lost.
  }
}

function starsLine(exercise: PupilExercise): HTMLElement | null {
  if (!exercise.sheet) return null
  const entry = readStars()[sheetKey(exercise.sheet)]
  const stars = entry ? sheetStars(entry) : null
  if (stars === null) return null
  return el(
    'p',
    { class: 'pupil-stars', dataset: { stars: String(stars) } },
    el('strong', {}, t('pupil.sheetDone')),
    ' ',
    el('span', { 'aria-hidden': 'true' }, '★'.repeat(stars) + '☆'.repeat(3 - stars)),
    ' ',
    el('span', { class: 'sr' }, t('pupil.stars', { stars })),
  )
}

function clearStars(feedback: HTMLElement): void {
  if (!window.confirm(t('pupil.clearConfirm'))) return
  localStorage.removeItem(STARS_KEY)
  fill(feedback)
}

/** Two boards, step by step: the right sowing, and the mistake's beside it. */
function replay(box: HTMLElement, right: MoveReport | null, wrong: MistakenSowing | null, close: () => void): void {
  const rightFrames = right ? moveFrames(right) : null
  const wrongFrames = wrong ? mistakeFrames(wrong) : null
  const steps = Math.max(rightFrames?.length ?? 0, wrongFrames?.length ?? 0)
  let step = 0
  const panes = [
    ...(wrongFrames ? [{ title: t('pupil.replayMistake'), frames: wrongFrames, cls: 'wrong' }] : []),
    ...(rightFrames ? [{ title: t('pupil.replayRight'), frames: rightFrames, cls: 'right' }] : []),
  ].map((pane) => ({ ...pane, board: el('div', { class: 'replay-board' }), caption: el('p', { class: 'replay-caption', 'aria-live': 'polite' }) }))
  const counter = el('p', { class: 'replay-counter' })
  const back = el('button', { type: 'button', on: { click: () => go(step - 1) } }, t('pupil.stepBack'))
  const forward = el('button', { type: 'button', on: { click: () => go(step + 1) } }, t('pupil.stepNext'))
  const go = (to: number) => {
    step = Math.max(0, Math.min(steps - 1, to))
    for (const pane of panes) {
      const frame: Frame = pane.frames[Math.min(step, pane.frames.length - 1)]!
      drawBoard(pane.board, frame.view, { lang: uiLang(), ...boardTexts(pane.board, 120) })
      pane.caption.textContent = frame.caption
    }
    counter.textContent = t('projector.step', { step: step + 1, steps })
    back.disabled = step === 0
    forward.disabled = step === steps - 1
  }
  fill(
    box,
    el(
      'div',
      { class: `replay-panes${panes.length > 1 ? ' two' : ''}` },
      ...panes.map((pane) => el('section', { class: `replay-pane ${pane.cls}` }, el('h2', {}, pane.title), pane.board, pane.caption)),
    ),
    el('div', { class: 'replay-controls' }, back, counter, forward, el('button', { type: 'button', class: 'replay-close', on: { click: close } }, t('common.close'))),
  )
  go(0)
  forward.focus()
}

/** A mistaken move's steps: its sowing, then its captures marked as the child made them. */
function mistakeFrames(move: MistakenSowing): Frame[] {
  const last = move.last === 'store' ? (move.sown[move.sown.length - 1] ?? move.move) : move.last
  const end: BoardView = answerView({
    move: move.move,
    side: move.side,
    seeds: move.seeds,
    sown: [...move.sown],
    last,
    laps: 0,
    chain: [...move.capturedHoles],
    capturedHoles: [...move.capturedHoles],
    captured: move.captured,
    grandSlam: false,
    grandSlamCancelled: false,
    before: move.before,
    afterSowing: move.afterSowing,
    after: { ...move.before, board: move.afterSowing.map((count, i) => (move.capturedHoles.includes(HOLES[i]!) ? 0 : count)), stores: move.before.stores },
    outcome: null,
  } as MoveReport)
  void holeIndex
  return [...sowingFrames(move), { view: end, caption: '' }]
}

/**
 * The pupil view for the page's address, when it asks for one (`#try=…` or `#sheet=…`): mounted in
 * `root`, in the sheet's language; false for any other address (the studio's screens).
 */
export async function openPupilView(root: HTMLElement, hash: string, library: Library, setLang: (lang: 'fr' | 'en') => void): Promise<boolean> {
  const fragment = hash.replace(/^#/, '')
  if (/^try=/i.test(fragment)) {
    const link = parseTryFragment(fragment)
    const exercise = link.ok ? exerciseOfLink(link.value) : null
    if (link.ok) setLang(link.value.lang)
    document.documentElement.lang = uiLang()
    document.title = t('pupil.title')
    if (!exercise || !exercise.ok) {
      fill(root, el('main', { class: 'pupil' }, el('p', { class: 'pupil-error', role: 'alert' }, t('pupil.badLink'))))
      return true
    }
    // The sheet's own question when the studio has the exercise (a link carries no words).
    const question = bankQuestion(library, link.ok ? link.value : null)
    mountPupilView(root, { exercises: [question ? { ...exercise.value, question } : exercise.value], start: 0, mistakes: knownMistakes, wholeSheet: false })
    return true
  }
  if (/^sheet=/i.test(fragment)) {
    document.documentElement.lang = uiLang()
    document.title = t('pupil.title')
    const ref = parseSheetFragment(fragment)
    fill(root, el('p', { class: 'loading' }, t('pupil.loading')))
    const exercises = ref ? await sheetExercises(library, ref, uiLang()) : null
    if (!exercises || exercises.length === 0) {
      fill(root, el('main', { class: 'pupil' }, el('p', { class: 'pupil-error', role: 'alert' }, t('pupil.noSheet'))))
      return true
    }
    mountPupilView(root, { exercises, start: 0, mistakes: knownMistakes, wholeSheet: true })
    return true
  }
  return false
}

/** The question the sheet printed for a link's exercise, when it is one of the bank's lesson (or annex) exercises. */
function bankQuestion(library: Library, link: TryLink | null): string | null {
  const sheet = link?.sheet
  if (!link || !sheet || sheet.lesson > library.lessons.length) return null
  const selection = { lesson: sheet.lesson, level: sheet.level }
  const { exercises } = library.exercises((facts) => (sheet.lesson > 0 ? selects(library.lessons, selection, facts) : facts.level === sheet.level))
  return bankExerciseOf(link, exercises)?.question[link.lang] ?? null
}

/**
 * A lesson sheet of the bank, its exercises in the order the printed sheet numbers them (the kit's
 * own plan of the pages: the pupil's exercise 3 is the sheet's exercise 3), its versions B and C
 * drawn as `build --versions` draws them.
 */
async function sheetExercises(library: Library, ref: SheetRef, lang: 'fr' | 'en'): Promise<PupilExercise[] | null> {
  if (ref.lesson < 1 || ref.lesson > library.lessons.length) return null
  const versions = ref.version === 'C' ? 3 : ref.version === 'B' ? 2 : 1
  const selection = { lesson: ref.lesson, level: ref.level }
  const { exercises } = library.exercises((facts) => selects(library.lessons, selection, facts))
  const choice = { lang, paper: 'a4' as const, selection, versions, sections: ['worksheet' as const], exercises: null, kit: null, split: false }
  const planned = await planKitDocument(choice, { lessons: library.lessons, definition: library.definition, exercises, date: new Date(0) })
  if (planned === null || planned === 'nothing') return null
  const { planKit } = await import('../../pdf/kit.js')
  const { pages } = await planKit(planned.input, ['worksheet'])
  // The pupils' pages of the asked version: the sheets follow one another, A then B then C.
  const wanted = versions - 1
  let sheetIndex = -1
  const ids: string[] = []
  for (const page of pages) {
    if (!page.page?.content || page.page.startsSheet === undefined) continue
    if (page.page.startsSheet) sheetIndex++
    if (sheetIndex === wanted) ids.push(...page.page.content.exercises)
  }
  const sheet = planned.input.sheets.filter((s) => s.kind === 'lesson')[wanted]
  if (!sheet) return null
  const byId = new Map(sheet.exercises.map((exercise) => [exercise.id, exercise]))
  return ids.map((id, index) =>
    exerciseOfBank(byId.get(id)!, lang, { number: index + 1, count: ids.length, sheet: { lesson: ref.lesson, level: ref.level, version: versions > 1 ? ref.version : null } }),
  )
}

/** The mistakes an exercise reveals, worked out by the answer key's own diagnosis. */
const knownMistakes = (exercise: PupilExercise): readonly KnownMistake[] => mistakesOf(exercise)
