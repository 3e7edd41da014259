/**
 * The projector view: the board full screen, a move shown to the class one step at a time — the
 * position, then each seed as it is sown, then the capture. The steps are views built from the
 * engine's report of the move (its `sown` holes in order, its `afterSowing` board, its captures):
 * nothing is worked out here that the engine did not say.
 */
import type { MoveReport } from '../../engine/index.js'
import { HOLES, holeIndex } from '../../engine/index.js'
import { answerView, positionView } from '../../render/adapt.js'
import type { BoardView } from '../../render/view.js'
import { drawBoard } from './board.js'
import { el, fill } from './dom.js'
import { t, uiLang } from './strings.js'

export interface Frame {
  readonly view: BoardView
  readonly caption: string
}

const sideWord = (side: 'south' | 'north') => t(side === 'south' ? 'common.south' : 'common.north')

/** What a sowing shows step by step: the engine's MoveReport, or a move as a child's mistake plays it (src/studio/core/pupil.ts). */
export interface Sowing {
  readonly move: MoveReport['move']
  readonly side: MoveReport['side']
  readonly seeds: number
  readonly sown: readonly MoveReport['last'][]
  readonly before: Pick<MoveReport['before'], 'board' | 'stores' | 'turn'>
}

/** The steps of one move: before, each seed sown, the end of the move (captures, stores). */
export function moveFrames(report: MoveReport): Frame[] {
  // The move as the answer key shows it: captures hatched, the stores after, the caption's words.
  return [...sowingFrames(report), { view: answerView(report), caption: '' }]
}

/** Before, then each seed as it is sown (the end of the move is the caller's: the rules' or a mistake's). */
export function sowingFrames(report: Sowing): Frame[] {
  const origin = holeIndex(report.move)
  const before = positionView(report.before, null, { bottom: report.side })
  const frames: Frame[] = [
    {
      view: { ...before, holes: before.holes.map((hole, index) => ({ ...hole, origin: index === origin })) },
      caption: t('projector.before', { side: sideWord(report.side), hole: report.move, seeds: report.seeds }),
    },
  ]
  const board = [...report.before.board]
  board[origin] = 0
  const orders = HOLES.map((): number[] => [])
  report.sown.forEach((hole, step) => {
    const index = holeIndex(hole)
    board[index]! += 1
    orders[index]!.push(step + 1)
    const seeds = step + 1
    const view: BoardView = {
      kind: 'answer',
      holes: HOLES.map((name, i) => ({
        hole: name,
        count: board[i]!,
        origin: i === origin,
        sownOrder: [...orders[i]!],
        last: i === index,
        captured: false,
        captureCancelled: false,
        playable: false,
      })),
      stores: { ...report.before.stores },
      storeGains: { south: 0, north: 0 },
      toMove: null,
      // Each time round, the sowing skips the hole it started from (11 holes a lap).
      path: { from: origin, to: index, laps: Math.floor((seeds - 1) / 11) },
      move: null,
      outcome: null,
      bottom: report.side,
    }
    frames.push({ view, caption: seeds === report.sown.length ? t('projector.last', { hole }) : t('projector.sow', { n: seeds, hole }) })
  })
  return frames
}

let open: HTMLElement | null = null

/** Opens the projector on `frames` (full screen when the browser allows); Esc or the button closes it. */
export function showProjector(frames: readonly Frame[], returnFocus: HTMLElement | null): void {
  if (open) open.remove()
  let step = 0
  const boardBox = el('div', { class: 'projector-board' })
  const caption = el('p', { class: 'projector-caption', 'aria-live': 'polite' })
  const counter = el('p', { class: 'projector-counter' })
  const previous = el('button', { type: 'button', on: { click: () => go(step - 1) } }, '← ', t('projector.previous'))
  const next = el('button', { type: 'button', on: { click: () => go(step + 1) } }, t('projector.next'), ' →')
  const close = el('button', { type: 'button', class: 'close', on: { click: () => shut() } }, t('common.close'))
  const dialog = el(
    'div',
    { class: 'projector', role: 'dialog', 'aria-modal': 'true', 'aria-label': t('projector.title'), tabindex: -1 },
    boardBox,
    caption,
    el('div', { class: 'projector-controls' }, previous, counter, next, close),
    el('p', { class: 'projector-keys' }, t('projector.keys')),
  )
  const go = (to: number) => {
    step = Math.max(0, Math.min(frames.length - 1, to))
    const frame = frames[step]!
    // Laid out for a wide picture: the texts of the board are large on a projector.
    drawBoard(boardBox, frame.view, { lang: uiLang(), printWidthMm: 160 })
    caption.textContent = frame.caption
    fill(counter, t('projector.step', { step: step + 1, steps: frames.length }))
    previous.disabled = step === 0
    next.disabled = step === frames.length - 1
  }
  const shut = () => {
    dialog.remove()
    open = null
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {})
    returnFocus?.focus()
  }
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') shut()
    else if (event.key === 'ArrowRight' || (event.key === ' ' && event.target === dialog)) go(step + 1)
    else if (event.key === 'ArrowLeft') go(step - 1)
    else return
    event.preventDefault()
  })
  document.body.append(dialog)
  open = dialog
  go(0)
  dialog.focus()
  if (dialog.requestFullscreen) void dialog.requestFullscreen().catch(() => {})
}
