/**
 * Round-robin pairings (Berger tables, the circle method): every pair of players meets exactly once,
 * nobody plays twice in a round, and with an odd number of players one of them rests each round (a
 * bye), each player once. Colours (South, who starts, and North) are balanced within one game for
 * every player. Pure: numbers in, rounds out; names are attached by the caller.
 */

/** A game of a round: player indexes (0-based) of South, who starts, and North. */
export interface Game {
  readonly south: number
  readonly north: number
}

export interface Round {
  /** The games in table order (table 1 first). */
  readonly games: readonly Game[]
  /** The player who rests this round (odd numbers of players), or null. */
  readonly bye: number | null
}

export const MIN_PLAYERS = 2
export const MAX_PLAYERS = 40

/**
 * The rounds of a round-robin for `players` players (2 to 40): players − 1 rounds for an even number,
 * players rounds for an odd one.
 *
 * Circle method: with M seats (players, plus an empty seat when odd), seat M − 1 stays fixed and the
 * others turn. In round r, seat r meets the fixed seat and seats r + i and r − i (mod M − 1) meet, for
 * i = 1 … M/2 − 1. Colours: the fixed seat alternates (North in even rounds); in the other games the
 * seat r + i is South when i is odd, r − i when i is even. For a seat x that is not fixed, the rounds
 * other than its meeting with the fixed seat give i = d or M − 1 − d for d = 1 … M − 2 and so exactly
 * M/2 − 1 games of each colour; the fixed meeting adds one. With an odd number of players the empty seat
 * is the fixed one, so each player's bye is that meeting and the colours are exactly even.
 */
export function roundRobin(players: number): Round[] {
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) throw new RangeError(`roundRobin: ${players} players (expected ${MIN_PLAYERS} to ${MAX_PLAYERS})`)
  const seats = players % 2 === 0 ? players : players + 1
  const fixed = seats - 1
  const turning = seats - 1
  const rounds: Round[] = []
  for (let r = 0; r < turning; r++) {
    const games: Game[] = []
    let bye: number | null = null
    if (fixed < players) games.push(r % 2 === 0 ? { south: r, north: fixed } : { south: fixed, north: r })
    else bye = r
    for (let i = 1; i < seats / 2; i++) {
      const a = (r + i) % turning
      const b = (r - i + turning) % turning
      games.push(i % 2 === 1 ? { south: a, north: b } : { south: b, north: a })
    }
    rounds.push({ games, bye })
  }
  return rounds
}

/** What the teacher sees of a round, with names: the games and who rests (`--json`). */
export type NamedPairing = { readonly south: string; readonly north: string } | { readonly bye: string }

export function namedRounds(rounds: readonly Round[], names: readonly string[]): NamedPairing[][] {
  const name = (index: number) => {
    const found = names[index]
    if (found === undefined) throw new RangeError(`namedRounds: no name for player ${index + 1}`)
    return found
  }
  return rounds.map((round) => [...round.games.map((game) => ({ south: name(game.south), north: name(game.north) })), ...(round.bye === null ? [] : [{ bye: name(round.bye) }])])
}
