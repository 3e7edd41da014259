/** The words on the diagrams, French and English. French typography: narrow no-break space before ":". */
import type { MoveFacts, OutcomeFacts, ViewSide } from './view.js'
import { opposite } from '../engine/types.js'
import { sideName } from '../words.js'

export type Lang = 'fr' | 'en'
const NNBSP = '\u202f'

export type LegendKey = 'origin' | 'order' | 'last' | 'captured' | 'cancelled' | 'playable'

export interface Words {
  side: Record<ViewSide, string>
  /** The name written on a store band: "Réserve de Sud". */
  store: Record<ViewSide, string>
  /** The label under a position: "C'est à Sud de jouer". */
  toPlay: Record<ViewSide, string>
  start: string
  legend: Record<LegendKey, string>
  /** The legend in words, for a page that prints it as text beside a diagram too small for it. */
  legendWords: { title: string; entries: Record<LegendKey, string> }
  playable: (holes: string[]) => string
  noPlayable: string
  blank: string
  move: (facts: MoveFacts, name: (hole: string) => string) => string
  /** The end of the game; `next` is the side whose turn it would be. */
  outcome: (facts: OutcomeFacts) => string
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
const other: (side: ViewSide) => ViewSide = opposite

const FR_SIDE = { south: sideName('south', 'fr'), north: sideName('north', 'fr') } as const
const EN_SIDE = { south: sideName('south', 'en'), north: sideName('north', 'en') } as const

export const WORDS: Record<Lang, Words> = {
  fr: {
    side: FR_SIDE,
    store: { south: 'Réserve de Sud', north: 'Réserve de Nord' },
    toPlay: { south: 'C’est à Sud de jouer', north: 'C’est à Nord de jouer' },
    start: 'départ',
    legend: {
      origin: 'départ',
      order: 'ordre des graines',
      last: 'dernière graine',
      captured: 'pris',
      cancelled: `tout prendre${NNBSP}: prise annulée`,
      playable: 'jouable',
    },
    legendWords: {
      title: 'Légende',
      entries: {
        origin: `anneau en tirets${NNBSP}: départ`,
        order: `numéros dans un rond${NNBSP}: ordre des graines (la dernière en noir)`,
        last: `anneau épais${NNBSP}: dernière graine`,
        captured: `trou hachuré et barré${NNBSP}: pris`,
        cancelled: `anneau en pointillés${NNBSP}: tout prendre, prise annulée`,
        playable: `anneau épais${NNBSP}: jouable`,
      },
    },
    playable: (holes) => `Trous jouables${NNBSP}: ${holes.join(', ')}`,
    noPlayable: 'Aucun coup possible',
    blank: 'Écris le nombre de graines dans chaque trou.',
    move: (m, name) => {
      const head = `${FR_SIDE[m.side]} a joué ${name(m.hole)} (${plural(m.seeds, 'graine', 'graines')}). Dernière graine${NNBSP}: ${name(m.last)}.`
      if (m.grandSlamCancelled) return `${head} Tout prendre ne compte pas${NNBSP}: prise annulée.`
      if (m.captured > 0) return `${head} ${m.grandSlam ? 'Tout prendre, permis ici. ' : ''}Prise${NNBSP}: ${plural(m.captured, 'graine', 'graines')}.`
      return `${head} Pas de prise.`
    },
    outcome: (o) => {
      const result = o.winner === null ? 'pas de gagnant nommé (position réduite).' : o.winner === 'draw' ? 'égalité.' : `${FR_SIDE[o.winner]} gagne.`
      const score = `${FR_SIDE.south} ${o.score.south}, ${FR_SIDE.north} ${o.score.north}${NNBSP}: ${result}`
      if (o.reason === 'store-majority') return `Partie finie${NNBSP}: ${FR_SIDE[o.winner === 'north' ? 'north' : 'south']} a plus de la moitié des graines. ${score}`
      const why = {
        // A side with seeds that cannot move cannot feed the other side: "ne peut pas jouer" would be untrue.
        'no-legal-move': o.nextHasSeeds ? `${FR_SIDE[o.next]} ne peut pas nourrir ${FR_SIDE[other(o.next)]}` : `${FR_SIDE[o.next]} ne peut pas jouer`,
        repetition: 'Même position 3 fois',
        'move-limit': 'Limite de coups atteinte',
        'no-capture-limit': 'Trop de coups sans prise',
      }[o.reason]
      return `Partie finie. ${why}${NNBSP}: chacun prend les graines de sa rangée. ${score}`
    },
  },
  en: {
    side: EN_SIDE,
    store: { south: "South's store", north: "North's store" },
    toPlay: { south: 'South to play', north: 'North to play' },
    start: 'start',
    legend: {
      origin: 'start',
      order: 'order of the seeds',
      last: 'last seed',
      captured: 'captured',
      cancelled: 'taking everything: capture cancelled',
      playable: 'playable',
    },
    legendWords: {
      title: 'Key',
      entries: {
        origin: 'dashed ring: start',
        order: 'numbers in circles: order of the seeds (the last one in black)',
        last: 'thick ring: last seed',
        captured: 'hatched and crossed hole: captured',
        cancelled: 'dotted ring: taking everything, capture cancelled',
        playable: 'thick ring: playable',
      },
    },
    playable: (holes) => `Playable holes: ${holes.join(', ')}`,
    noPlayable: 'No move possible',
    blank: 'Write the number of seeds in each hole.',
    move: (m, name) => {
      const head = `${EN_SIDE[m.side]} played ${name(m.hole)} (${plural(m.seeds, 'seed', 'seeds')}). Last seed: ${name(m.last)}.`
      if (m.grandSlamCancelled) return `${head} Taking everything does not count: capture cancelled.`
      if (m.captured > 0) return `${head} ${m.grandSlam ? 'Taking everything, allowed here. ' : ''}Captured: ${plural(m.captured, 'seed', 'seeds')}.`
      return `${head} No capture.`
    },
    outcome: (o) => {
      const result = o.winner === null ? 'no winner named (reduced position).' : o.winner === 'draw' ? 'a draw.' : `${EN_SIDE[o.winner]} wins.`
      const score = `${EN_SIDE.south} ${o.score.south}, ${EN_SIDE.north} ${o.score.north}: ${result}`
      if (o.reason === 'store-majority') return `Game over: ${EN_SIDE[o.winner === 'north' ? 'north' : 'south']} has more than half of the seeds. ${score}`
      const why = {
        'no-legal-move': o.nextHasSeeds ? `${EN_SIDE[o.next]} cannot feed ${EN_SIDE[other(o.next)]}` : `${EN_SIDE[o.next]} cannot play`,
        repetition: 'The same position 3 times',
        'move-limit': 'Move limit reached',
        'no-capture-limit': 'Too many moves without a capture',
      }[o.reason]
      return `Game over. ${why}: each player takes the seeds of their own row. ${score}`
    },
  },
}
