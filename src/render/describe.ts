/** The text alternative of a diagram, read by screen readers and shown as the SVG's <desc>. */
import { opposite } from '../engine/types.js'
import type { Lang } from './strings.js'
import { WORDS } from './strings.js'
import type { BoardView, HoleView } from './view.js'

const T = {
  fr: {
    empty: 'à remplir',
    stores: 'réserves',
    storeGain: (n: number) => `(+${n})`,
    bottom: 'en bas',
    top: 'en haut',
    origin: 'départ',
    sown: 'semé',
    last: 'dernière graine',
    captured: 'pris',
    cancelled: 'prise annulée (tout prendre ne compte pas)',
    playable: 'jouable',
    answerNote: 'plateau après les semis, trous pris encore remplis',
    marks: 'marques',
  },
  en: {
    empty: 'to fill in',
    stores: 'stores',
    storeGain: (n: number) => `(+${n})`,
    bottom: 'at the bottom',
    top: 'at the top',
    origin: 'start',
    sown: 'sown',
    last: 'last seed',
    captured: 'captured',
    cancelled: 'capture cancelled (taking everything does not count)',
    playable: 'playable',
    answerNote: 'board after sowing, captured holes still full',
    marks: 'marks',
  },
}

const count = (value: number | null, lang: Lang) => (value === null ? T[lang].empty : String(value))

function holeMarks(hole: HoleView, lang: Lang): string[] {
  const t = T[lang]
  return [
    hole.origin ? t.origin : '',
    hole.sownOrder.length > 0 ? `${t.sown} ${hole.sownOrder.join(', ')}` : '',
    hole.last ? t.last : '',
    hole.captured ? t.captured : '',
    hole.captureCancelled ? t.cancelled : '',
    hole.playable ? t.playable : '',
  ].filter(Boolean)
}

/**
 * "Sud (en bas) : A 0, B 0, …, F 3 ; Nord (en haut) : G 1, H 2, … ; réserves : Sud 0, Nord 0 ;
 * C’est à Sud de jouer ; marques : …": the row at the bottom first, each row's holes in sowing order
 * (A–F, G–L whatever the printed labels), which is how they read left to right at the bottom.
 */
export function describeView(view: BoardView, lang: Lang): string {
  const t = T[lang]
  const words = WORDS[lang]
  const row = (from: number) =>
    view.holes
      .slice(from, from + 6)
      .map((hole) => `${hole.hole} ${count(hole.count, lang)}`)
      .join(', ')
  const sep = lang === 'fr' ? ' ; ' : '; '
  const colon = lang === 'fr' ? '\u202f: ' : ': '
  const store = (side: 'south' | 'north') => `${words.side[side]} ${count(view.stores[side], lang)}${view.storeGains[side] > 0 ? ' ' + t.storeGain(view.storeGains[side]) : ''}`
  const top = opposite(view.bottom)
  const parts = [
    `${words.side[view.bottom]} (${t.bottom})${colon}${row(view.bottom === 'south' ? 0 : 6)}`,
    `${words.side[top]} (${t.top})${colon}${row(top === 'south' ? 0 : 6)}`,
    `${t.stores}${colon}${store('south')}, ${store('north')}`,
  ]
  if (view.toMove) parts.push(words.toPlay[view.toMove])
  if (view.move) {
    parts.push(words.move(view.move, (hole) => hole) + ` (${t.answerNote})`)
  }
  if (view.outcome) parts.push(words.outcome(view.outcome))
  const marked = view.holes
    .map((hole) => ({ hole: hole.hole, marks: holeMarks(hole, lang) }))
    .filter((entry) => entry.marks.length > 0)
    .map((entry) => `${entry.hole} ${entry.marks.join(', ')}`)
  if (marked.length > 0) parts.push(`${t.marks}${colon}${marked.join(sep)}`)
  return parts.join(sep)
}
