/** The words on the diagrams, French and English. French typography: narrow no-break space before ":". */
import type { MoveFacts, OutcomeFacts, ViewSide } from './view.js'

export type Lang = 'fr' | 'en'
const NNBSP = '\u202f'

export interface Words {
  side: Record<ViewSide, string>
  store: string
  toMove: Record<ViewSide, string>
  start: string
  legend: { origin: string; order: string; last: string; captured: string; cancelled: string; playable: string }
  playable: (holes: string[]) => string
  noPlayable: string
  blank: string
  move: (facts: MoveFacts, name: (hole: string) => string) => string
  /** The end of the game; `next` is the side whose turn it would be. */
  outcome: (facts: OutcomeFacts, next: ViewSide) => string
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

export const WORDS: Record<Lang, Words> = {
  fr: {
    side: { south: 'Sud', north: 'Nord' },
    store: 'réserve',
    toMove: { south: 'Sud joue', north: 'Nord joue' },
    start: 'départ',
    legend: {
      origin: 'départ',
      order: 'ordre des graines',
      last: 'dernière graine',
      captured: 'pris',
      cancelled: `grand chelem${NNBSP}: prise annulée`,
      playable: 'jouable',
    },
    playable: (holes) => `Trous jouables${NNBSP}: ${holes.join(', ')}`,
    noPlayable: 'Aucun coup possible',
    blank: 'Écris le nombre de graines dans chaque case.',
    move: (m, name) => {
      const head = `${m.side === 'south' ? 'Sud' : 'Nord'} joue ${name(m.hole)} (${plural(m.seeds, 'graine', 'graines')}). Dernière graine${NNBSP}: ${name(m.last)}.`
      if (m.grandSlamCancelled) return `${head} Grand chelem${NNBSP}: prise annulée.`
      if (m.captured > 0) return `${head} ${m.grandSlam ? 'Grand chelem. ' : ''}Prise${NNBSP}: ${plural(m.captured, 'graine', 'graines')}.`
      return `${head} Pas de prise.`
    },
    outcome: (o, next) => {
      const why = {
        'store-majority': `une réserve a plus de la moitié des graines`,
        'no-legal-move': `${next === 'south' ? 'Sud' : 'Nord'} ne peut pas jouer, chacun prend les graines de son camp`,
        repetition: `même position pour la 3e fois, chacun prend les graines de son camp`,
        'move-limit': `limite de coups atteinte, chacun prend les graines de son camp`,
        'no-capture-limit': `trop de coups sans prise, chacun prend les graines de son camp`,
      }[o.reason]
      const result = o.winner === 'draw' ? 'Égalité.' : `${o.winner === 'south' ? 'Sud' : 'Nord'} gagne.`
      return `Partie finie (${why}). Sud ${o.score.south}, Nord ${o.score.north}${NNBSP}: ${result}`
    },
  },
  en: {
    side: { south: 'South', north: 'North' },
    store: 'store',
    toMove: { south: 'South to move', north: 'North to move' },
    start: 'start',
    legend: {
      origin: 'start',
      order: 'order of the seeds',
      last: 'last seed',
      captured: 'captured',
      cancelled: 'grand slam: capture cancelled',
      playable: 'playable',
    },
    playable: (holes) => `Playable holes: ${holes.join(', ')}`,
    noPlayable: 'No move possible',
    blank: 'Write the number of seeds in each box.',
    move: (m, name) => {
      const head = `${m.side === 'south' ? 'South' : 'North'} plays ${name(m.hole)} (${plural(m.seeds, 'seed', 'seeds')}). Last seed: ${name(m.last)}.`
      if (m.grandSlamCancelled) return `${head} Grand slam: capture cancelled.`
      if (m.captured > 0) return `${head} ${m.grandSlam ? 'Grand slam. ' : ''}Captured: ${plural(m.captured, 'seed', 'seeds')}.`
      return `${head} No capture.`
    },
    outcome: (o, next) => {
      const why = {
        'store-majority': 'a store holds more than half of the seeds',
        'no-legal-move': `${next === 'south' ? 'South' : 'North'} cannot move; each side takes the seeds of its own row`,
        repetition: 'the same position for the 3rd time; each side takes the seeds of its own row',
        'move-limit': 'move limit reached; each side takes the seeds of its own row',
        'no-capture-limit': 'too many moves without a capture; each side takes the seeds of its own row',
      }[o.reason]
      const result = o.winner === 'draw' ? 'Draw.' : `${o.winner === 'south' ? 'South' : 'North'} wins.`
      return `Game over (${why}). South ${o.score.south}, North ${o.score.north}: ${result}`
    },
  },
}
