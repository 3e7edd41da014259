// The engine's results in French (show --lang fr), sentence by sentence: what a French pupil or
// teacher reads about a move must say what the engine did, with French typography.
import { describe, expect, it } from 'vitest'
import type { Hole, Position } from '../../src/engine/index.js'
import { play, resolveVariant } from '../../src/engine/index.js'
import { describeMoveFr, describeOutcomeFr } from '../../src/exercise/describe-fr.js'
import { board } from '../engine/helpers.js'

/** Writes " :" and " ;" with the narrow no-break space French typography puts there. */
const fr = (text: string) => text.replace(/ ([:;])/g, '\u202f$1')
const said = (position: Position, move: Hole) => {
  const result = play(position, move)
  if (!result.ok) throw new Error(result.error.message)
  return describeMoveFr(result.value)
}
/** The end of a game in the words of issue 11: a side with seeds but no move cannot feed the other; only a side without a seed cannot play. */
const GATHER = 'chacun prend les graines de sa rangée'
const CANNOT_FEED = `La partie est finie : Nord ne peut pas nourrir Sud ; ${GATHER}.`
const NO_SEED = `La partie est finie : Nord n’a plus de graine et ne peut pas jouer ; ${GATHER}.`

describe('describeMoveFr', () => {
  it.each([
    [
      'a chain (worked example 2)',
      board('- - - - - 3 | 1 2 1 1 - 1'),
      'F',
      'Sud joue F : 3 graines semées en G, H, I.\nLa dernière graine tombe en I, dans la rangée de Nord, qui a maintenant 2 graines.\nPrise : I (2), H (3), G (2) = 7 graines.\nCompte : 9 graines sur le plateau avant = 2 après + 7 prises.',
    ],
    [
      'a cancelled grand slam (worked example 4)',
      board('- - - - - 2 | 1 1 - - - -'),
      'F',
      `Sud joue F : 2 graines semées en G, H.\nLa dernière graine tombe en H, dans la rangée de Nord, qui a maintenant 2 graines.\nPrendre H, G viderait la rangée de Nord : ce serait tout prendre, et tout prendre ne compte pas. La prise est annulée, le semis reste ; 0 graine prise.\nCompte : 4 graines sur le plateau avant = 4 après + 0 prise.\n${CANNOT_FEED} Réserves maintenant Sud 0, Nord 4 (une position réduite : les graines prises avant ne sont pas dessinées, on ne nomme donc pas de gagnant).`,
    ],
    [
      'a grand slam under capture-all',
      board('- - - - - 2 | 1 1 - - - -', { variant: resolveVariant({ grandSlam: 'capture-all' }) }),
      'F',
      `Sud joue F : 2 graines semées en G, H.\nLa dernière graine tombe en H, dans la rangée de Nord, qui a maintenant 2 graines.\nPrise : H (2), G (2) = 4 graines (tout prendre, permis par la variante).\nCompte : 4 graines sur le plateau avant = 0 après + 4 prises.\n${NO_SEED} Réserves maintenant Sud 4, Nord 0 (une position réduite : les graines prises avant ne sont pas dessinées, on ne nomme donc pas de gagnant).`,
    ],
    [
      'a lap (worked example 5)',
      board('- - 12 - - - | - - - - - -'),
      'C',
      'Sud joue C : 12 graines semées en D, E, F, G, H, I, J, K, L, A, B, D (le semis fait le tour : on saute C à chaque passage).\nLa dernière graine tombe en D, dans la rangée de Sud, qui a maintenant 2 graines.\nPas de prise : la dernière graine est dans la rangée de Sud.\nCompte : 12 graines sur le plateau avant = 12 après + 0 prise.',
    ],
    [
      'two laps',
      board('- - 23 - - - | - - - - - 1'),
      'C',
      'Sud joue C : 23 graines semées en D, E, F, G, H, I, J, K, L, A, B, D, E, F, G, H, I, J, K, L, A, B, D (le semis fait 2 fois le tour : on saute C à chaque passage).\nLa dernière graine tombe en D, dans la rangée de Sud, qui a maintenant 3 graines.\nPas de prise : la dernière graine est dans la rangée de Sud.\nCompte : 24 graines sur le plateau avant = 24 après + 0 prise.',
    ],
    [
      'one seed, at home',
      board('1 - - - - - | - - - - - 1'),
      'A',
      'Sud joue A : 1 graine semée en B.\nLa dernière graine tombe en B, dans la rangée de Sud, qui a maintenant 1 graine.\nPas de prise : la dernière graine est dans la rangée de Sud.\nCompte : 2 graines sur le plateau avant = 2 après + 0 prise.',
    ],
    [
      'North, no capture in South’s row',
      board('- - - - 1 1 | - - - - - 1', { turn: 'north' }),
      'L',
      'Nord joue L : 1 graine semée en A.\nLa dernière graine tombe en A, dans la rangée de Sud, qui a maintenant 1 graine.\nPas de prise : A n’a ni 2 ni 3 graines.\nCompte : 3 graines sur le plateau avant = 3 après + 0 prise.',
    ],
    [
      'North, no capture in its own row',
      board('1 - - - - - | 1 - - - - -', { turn: 'north' }),
      'G',
      'Nord joue G : 1 graine semée en H.\nLa dernière graine tombe en H, dans la rangée de Nord, qui a maintenant 1 graine.\nPas de prise : la dernière graine est dans la rangée de Nord.\nCompte : 2 graines sur le plateau avant = 2 après + 0 prise.',
    ],
    [
      'the end by gathering, a draw (worked example 9)',
      board('- - - - - 3 | - - - - - -', { stores: [24, 21] }),
      'F',
      `Sud joue F : 3 graines semées en G, H, I.\nLa dernière graine tombe en I, dans la rangée de Nord, qui a maintenant 1 graine.\nPas de prise : I n’a ni 2 ni 3 graines.\nCompte : 3 graines sur le plateau avant = 3 après + 0 prise.\n${CANNOT_FEED} Score final Sud 24, Nord 24 : égalité.`,
    ],
    [
      'the end by a majority',
      board('- - - - - 1 | 1 - - - - 1', { stores: [23, 22] }),
      'F',
      'Sud joue F : 1 graine semée en G.\nLa dernière graine tombe en G, dans la rangée de Nord, qui a maintenant 2 graines.\nPrise : G (2) = 2 graines.\nCompte : 3 graines sur le plateau avant = 1 après + 2 prises.\nLa partie est finie : Sud a plus de la moitié des graines. Score final Sud 25, Nord 22 : Sud gagne.',
    ],
  ] as const)('%s', (_, position, move, text) => {
    expect(said(position, move)).toBe(fr(text))
  })
})

describe('describeOutcomeFr', () => {
  const anyPosition = board('4 4 4 4 4 4 | 4 4 4 4 4 4')
  it.each([
    ['repetition', `la même position est revenue trois fois sans prise ; ${GATHER}`],
    ['move-limit', `la limite de coups est atteinte ; ${GATHER}`],
    ['no-capture-limit', `trop de coups sans prise ; ${GATHER}`],
  ] as const)('%s', (reason, words) => {
    expect(describeOutcomeFr({ reason, winner: 'north', score: { south: 20, north: 28 }, complete: true }, anyPosition)).toBe(
      fr(`La partie est finie : ${words}. Score final Sud 20, Nord 28 : Nord gagne.`),
    )
  })

  // The side named is the one to move in the position the game ended in, and what it cannot do
  // depends on whether it still has seeds.
  it.each([
    ['South to move with seeds, none reaching North', board('- - - - 1 - | - - - - - -', { turn: 'south', stores: [20, 27] }), 'Sud ne peut pas nourrir Nord'],
    ['North to move with seeds, none reaching South', board('- - - - - - | 1 - - - - -', { turn: 'north', stores: [20, 27] }), 'Nord ne peut pas nourrir Sud'],
    ['South to move without a seed', board('- - - - - - | 3 - - - - -', { turn: 'south', stores: [20, 25] }), 'Sud n’a plus de graine et ne peut pas jouer'],
    ['North to move without a seed', board('- - - 3 - - | - - - - - -', { turn: 'north', stores: [25, 20] }), 'Nord n’a plus de graine et ne peut pas jouer'],
  ] as const)('no legal move: %s', (_, position, words) => {
    const outcome = { reason: 'no-legal-move', winner: 'north', score: { south: 20, north: 28 }, complete: true } as const
    expect(describeOutcomeFr(outcome, position)).toBe(fr(`La partie est finie : ${words} ; ${GATHER}. Score final Sud 20, Nord 28 : Nord gagne.`))
  })

  it('a majority names the side that has it; a reduced position names no winner', () => {
    expect(describeOutcomeFr({ reason: 'store-majority', winner: 'south', score: { south: 25, north: 3 }, complete: false }, anyPosition)).toBe(
      fr(
        'La partie est finie : Sud a plus de la moitié des graines. Réserves maintenant Sud 25, Nord 3 (une position réduite : les graines prises avant ne sont pas dessinées, on ne nomme donc pas de gagnant).',
      ),
    )
  })
})
