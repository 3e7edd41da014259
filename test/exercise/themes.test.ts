// src/exercise/themes.ts: what each theme must show, checked on the engine's facts, each rule
// with a case that shows it and one that does not.
import { problemText, say } from '../../src/exercise/problem-words.js'
import { describe, expect, it } from 'vitest'
import type { Hole, MoveReport, Position } from '../../src/engine/index.js'
import { play, playSequence, positionOutcome, startGame } from '../../src/engine/index.js'
import type { ThemeFacts } from '../../src/exercise/themes.js'
import { themeNotShown } from '../../src/exercise/themes.js'
import { board } from '../engine/helpers.js'

const facts = (start: Position, moves: Hole[], extra: Partial<ThemeFacts> = {}): ThemeFacts => {
  const played = playSequence(startGame(start), moves)
  if (!played.ok) throw new Error(played.error.message)
  return { task: 'play', start, reports: played.value.reports, outcome: played.value.game.outcome, ...extra }
}
const shows = (theme: Parameters<typeof themeNotShown>[0], f: ThemeFacts) => themeNotShown(theme, f) === null

const CHAIN = board('- - - - - 3 | 1 2 1 1 - 1') // F takes I, H, G
const ONE = board('- - - - - 1 | 1 - - - - 1') // F takes G
const QUIET = board('- - 2 - - 1 | 1 1 - - - -') // C sows D, E: nothing taken
const SLAM = board('- - - - - 2 | 1 1 - - - -') // F: a cancelled grand slam
const STARVED = board('1 - - - - 1 | - - - - - -') // North's row empty: South must feed

describe('themeNotShown', () => {
  it('capture and chain: one hole is a capture, not a chain', () => {
    expect(shows('capture', facts(ONE, ['F']))).toBe(true)
    expect(shows('chain', facts(ONE, ['F']))).toBe(false)
    expect(shows('chain', facts(CHAIN, ['F']))).toBe(true)
    expect(shows('capture', facts(QUIET, ['C']))).toBe(false)
  })
  it('chain-stop and no-capture', () => {
    expect(shows('chain-stop', facts(CHAIN, ['F']))).toBe(true)
    expect(shows('chain-stop', facts(SLAM, ['F']))).toBe(false)
    expect(shows('no-capture', facts(QUIET, ['C']))).toBe(true)
    expect(shows('no-capture', facts(CHAIN, ['F']))).toBe(false)
    // The last move decides: a capture, then a quiet reply, ends without capture.
    expect(shows('no-capture', facts(board('- - - - - 1 | 1 - - - - 2'), ['F', 'L']))).toBe(true)
    expect(shows('no-capture', { task: 'legal', start: QUIET, reports: [], outcome: null })).toBe(false)
  })
  it('feeding: an empty row in the start or before any later move', () => {
    expect(shows('feeding', { task: 'legal', start: STARVED, reports: [], outcome: null })).toBe(true)
    expect(shows('feeding', facts(QUIET, ['C']))).toBe(false)
    // After F takes G, North's L must feed South's empty row.
    const later = board('- - - - - 1 | 1 - - - - 1')
    expect(shows('feeding', facts(later, ['F', 'L']))).toBe(true)
  })
  it('no-feeding-end, end and repetition: how the game ended', () => {
    const fedUp = facts(board('- - - - - 3 | - - - - - -', { stores: [24, 21] }), ['F'])
    expect(shows('no-feeding-end', fedUp)).toBe(true)
    expect(shows('end', fedUp)).toBe(true)
    expect(shows('repetition', fedUp)).toBe(false)
    const won = facts(board('- - - - - 1 | 1 - - - - 1', { stores: [23, 22] }), ['F'])
    expect(shows('end', won)).toBe(true)
    expect(shows('no-feeding-end', won)).toBe(false)
    expect(shows('end', facts(QUIET, ['C']))).toBe(false)
    const lap: Hole[] = ['F', 'L', 'A', 'G', 'B', 'H', 'C', 'I', 'D', 'J', 'E', 'K']
    expect(shows('repetition', facts(board('- - - - - 1 | - - - - - 1'), [...lap, ...lap]))).toBe(true)
  })
  it('grand-slam: played, or available to a best task', () => {
    expect(shows('grand-slam', facts(SLAM, ['F']))).toBe(true)
    expect(shows('grand-slam', facts(CHAIN, ['F']))).toBe(false)
    // E is played; F would have made the grand slam.
    const available = board('- - - - 1 2 | 1 1 - - - -')
    expect(shows('grand-slam', { task: 'best', start: available, reports: [], outcome: null })).toBe(true)
    expect(shows('grand-slam', { task: 'best', start: QUIET, reports: [], outcome: null })).toBe(false)
  })
  it('lap and double-lap', () => {
    expect(shows('lap', facts(board('- - 12 - - - | - - - - - -'), ['C']))).toBe(true)
    expect(shows('lap', facts(board('- - 11 - - - | - - - - - -'), ['C']))).toBe(false)
    expect(shows('double-lap', facts(board('- - 12 - - - | - - - - - -'), ['C']))).toBe(false)
    expect(shows('double-lap', facts(board('- - 23 - - - | - - - - - -'), ['C']))).toBe(true)
  })
  it('best-capture, best-move and defend: the task and its criterion', () => {
    const report = (p: Position, move: Hole): MoveReport => {
      const r = play(p, move)
      if (!r.ok) throw new Error(r.error.message)
      return r.value
    }
    const best = (criterion: ThemeFacts['criterion'], start: Position, move: Hole): ThemeFacts => ({
      task: 'best',
      start,
      reports: [report(start, move)],
      outcome: null,
      ...(criterion ? { criterion } : {}),
    })
    expect(shows('best-capture', best('capture', CHAIN, 'F'))).toBe(true)
    expect(shows('best-capture', best({ plies: 2 }, CHAIN, 'F'))).toBe(false)
    expect(shows('best-capture', { ...facts(CHAIN, ['F']), criterion: 'capture' })).toBe(false) // a play task
    expect(shows('best-move', best({ plies: 3 }, CHAIN, 'F'))).toBe(true)
    expect(shows('best-move', best('capture', CHAIN, 'F'))).toBe(false)
    // defend: plies 2, and after the move the opponent captures nothing.
    const safe = board('1 - - - 3 2 | - - - 3 - -') // A: North's best reply takes nothing
    expect(shows('defend', best({ plies: 2 }, safe, 'A'))).toBe(true)
    expect(shows('defend', best({ plies: 3 }, safe, 'A'))).toBe(false)
    expect(shows('defend', best({ plies: 2 }, safe, 'F'))).toBe(false) // F leaves E for North to take
    // A best move that ends the game leaves the opponent nothing to capture.
    const last = board('- - - - - 1 | 1 - - - - 1', { stores: [23, 22] })
    expect(positionOutcome(report(last, 'F').after)).not.toBeNull()
    expect(shows('defend', best({ plies: 2 }, last, 'F'))).toBe(true)
    expect(shows('defend', { task: 'best', start: safe, reports: [], outcome: null, criterion: { plies: 2 } })).toBe(false)
  })
  it('sowing asks nothing more than a move; the message names the theme and what it needs', () => {
    expect(themeNotShown('sowing', facts(QUIET, ['C']))).toBeNull()
    const needs = themeNotShown('lap', facts(QUIET, ['C']))
    expect(needs).toEqual({ en: 'sow 12 seeds or more (a full lap)', fr: 'semer 12 graines ou plus (un tour complet)' })
    const said = say('THEME_NOT_SHOWN.theme', { theme: 'lap', needs: needs! })
    expect(said.message).toBe('theme: a lap exercise must sow 12 seeds or more (a full lap), and the engine finds that this one does not: choose another theme or another position')
    expect(problemText({ code: 'THEME_NOT_SHOWN', ...said }, 'fr')).toBe(
      'theme : un exercice lap doit semer 12 graines ou plus (un tour complet), et le moteur trouve que celui-ci ne le fait pas : choisissez un autre thème ou une autre position',
    )
  })
})
