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
const GATHERED = 'Partie terminée : le joueur qui doit jouer n’a aucun coup permis ; chacun ajoute les graines de son camp.'

describe('describeMoveFr', () => {
  it.each([
    [
      'a chain (worked example 2)',
      board('- - - - - 3 | 1 2 1 1 - 1'),
      'F',
      'Sud joue F : 3 graines semées en G, H, I.\nLa dernière graine tombe en I, dans le camp de Nord, qui a maintenant 2 graines.\nPrise : I (2), H (3), G (2) = 7 graines.\nCompte : 9 graines sur le plateau avant = 2 après + 7 prises.',
    ],
    [
      'a cancelled grand slam (worked example 4)',
      board('- - - - - 2 | 1 1 - - - -'),
      'F',
      `Sud joue F : 2 graines semées en G, H.\nLa dernière graine tombe en H, dans le camp de Nord, qui a maintenant 2 graines.\nPrendre H, G viderait le camp de Nord : c’est un grand chelem, la prise est annulée. Le semis reste ; 0 graine prise.\nCompte : 4 graines sur le plateau avant = 4 après + 0 prise.\n${GATHERED} Réserves maintenant Sud 0, Nord 4 (une position réduite : les graines prises avant ne sont pas dessinées, on ne nomme donc pas de gagnant).`,
    ],
    [
      'a grand slam under capture-all',
      board('- - - - - 2 | 1 1 - - - -', { variant: resolveVariant({ grandSlam: 'capture-all' }) }),
      'F',
      `Sud joue F : 2 graines semées en G, H.\nLa dernière graine tombe en H, dans le camp de Nord, qui a maintenant 2 graines.\nPrise : H (2), G (2) = 4 graines (grand chelem, permis par la variante).\nCompte : 4 graines sur le plateau avant = 0 après + 4 prises.\n${GATHERED} Réserves maintenant Sud 4, Nord 0 (une position réduite : les graines prises avant ne sont pas dessinées, on ne nomme donc pas de gagnant).`,
    ],
    [
      'a lap (worked example 5)',
      board('- - 12 - - - | - - - - - -'),
      'C',
      'Sud joue C : 12 graines semées en D, E, F, G, H, I, J, K, L, A, B, D (un tour complet : on saute C à chaque passage).\nLa dernière graine tombe en D, dans le camp de Sud, qui a maintenant 2 graines.\nPas de prise : la dernière graine est dans son propre camp.\nCompte : 12 graines sur le plateau avant = 12 après + 0 prise.',
    ],
    [
      'two laps',
      board('- - 23 - - - | - - - - - 1'),
      'C',
      'Sud joue C : 23 graines semées en D, E, F, G, H, I, J, K, L, A, B, D, E, F, G, H, I, J, K, L, A, B, D (2 tours complets : on saute C à chaque passage).\nLa dernière graine tombe en D, dans le camp de Sud, qui a maintenant 3 graines.\nPas de prise : la dernière graine est dans son propre camp.\nCompte : 24 graines sur le plateau avant = 24 après + 0 prise.',
    ],
    [
      'one seed, at home',
      board('1 - - - - - | - - - - - 1'),
      'A',
      'Sud joue A : 1 graine semée en B.\nLa dernière graine tombe en B, dans le camp de Sud, qui a maintenant 1 graine.\nPas de prise : la dernière graine est dans son propre camp.\nCompte : 2 graines sur le plateau avant = 2 après + 0 prise.',
    ],
    [
      'North, no capture in South’s row',
      board('- - - - 1 1 | - - - - - 1', { turn: 'north' }),
      'L',
      'Nord joue L : 1 graine semée en A.\nLa dernière graine tombe en A, dans le camp de Sud, qui a maintenant 1 graine.\nPas de prise : A n’a ni 2 ni 3 graines.\nCompte : 3 graines sur le plateau avant = 3 après + 0 prise.',
    ],
    [
      'the end by gathering, a draw (worked example 9)',
      board('- - - - - 3 | - - - - - -', { stores: [24, 21] }),
      'F',
      `Sud joue F : 3 graines semées en G, H, I.\nLa dernière graine tombe en I, dans le camp de Nord, qui a maintenant 1 graine.\nPas de prise : I n’a ni 2 ni 3 graines.\nCompte : 3 graines sur le plateau avant = 3 après + 0 prise.\n${GATHERED} Score final Sud 24, Nord 24 : égalité.`,
    ],
    [
      'the end by a majority',
      board('- - - - - 1 | 1 - - - - 1', { stores: [23, 22] }),
      'F',
      'Sud joue F : 1 graine semée en G.\nLa dernière graine tombe en G, dans le camp de Nord, qui a maintenant 2 graines.\nPrise : G (2) = 2 graines.\nCompte : 3 graines sur le plateau avant = 1 après + 2 prises.\nPartie terminée : une réserve a plus de la moitié des graines. Score final Sud 25, Nord 22 : Sud gagne.',
    ],
  ] as const)('%s', (_, position, move, text) => {
    expect(said(position, move)).toBe(fr(text))
  })
})

describe('describeOutcomeFr', () => {
  it.each([
    ['repetition', 'la même position revient une troisième fois sans prise ; chacun ajoute les graines de son camp'],
    ['move-limit', 'le nombre maximal de coups est atteint ; chacun ajoute les graines de son camp'],
    ['no-capture-limit', 'trop de coups sans prise ; chacun ajoute les graines de son camp'],
  ] as const)('%s', (reason, words) => {
    expect(describeOutcomeFr({ reason, winner: 'north', score: { south: 20, north: 28 }, complete: true })).toBe(fr(`Partie terminée : ${words}. Score final Sud 20, Nord 28 : Nord gagne.`))
  })
})
