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
  outcome: (facts: OutcomeFacts) => string
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
    outcome: (o) => {
      const result = o.winner === null ? 'pas de gagnant nommé (position réduite).' : o.winner === 'draw' ? 'égalité.' : `${o.winner === 'south' ? 'Sud' : 'Nord'} gagne.`
      const score = `Sud ${o.score.south}, Nord ${o.score.north}${NNBSP}: ${result}`
      if (o.reason === 'store-majority') return `Partie finie${NNBSP}: ${o.winner === 'north' ? 'Nord' : 'Sud'} a plus de la moitié des graines. ${score}`
      const why = {
        'no-legal-move': `${o.next === 'south' ? 'Sud' : 'Nord'} ne peut pas jouer`,
        repetition: 'même position 3 fois',
        'move-limit': 'limite de coups',
        'no-capture-limit': 'trop de coups sans prise',
      }[o.reason]
      return `Partie finie (${why})${NNBSP}: chacun prend son camp. ${score}`
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
    outcome: (o) => {
      const result = o.winner === null ? 'no winner named (reduced position).' : o.winner === 'draw' ? 'draw.' : `${o.winner === 'south' ? 'South' : 'North'} wins.`
      const score = `South ${o.score.south}, North ${o.score.north}: ${result}`
      if (o.reason === 'store-majority') return `Game over: ${o.winner === 'north' ? 'North' : 'South'} has more than half of the seeds. ${score}`
      const why = {
        'no-legal-move': `${o.next === 'south' ? 'South' : 'North'} cannot move`,
        repetition: 'same position 3 times',
        'move-limit': 'move limit',
        'no-capture-limit': 'too many moves without a capture',
      }[o.reason]
      return `Game over (${why}): each side takes its own row. ${score}`
    },
  },
}
