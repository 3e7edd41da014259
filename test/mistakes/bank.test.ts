// The bank's figures, as `check --json` prints them, against the reference of the ten definitions
// (reference.ts, which imports nothing): every play and end exercise played again by the reference
// under every mistake, move after move. A mistake listed must give the reference's answers; one not
// listed must give the right answers in the exercise's places. Every play exercise lists some.
import { describe, expect, it } from 'vitest'
import type { CheckJson, ExerciseJson } from '../../src/cli/check-json.js'
import { runCli } from '../cli/harness.js'
import type { MistakeName, Pos } from './reference.js'
import { MISTAKES, holesOf, other, refPlayMistaken } from './reference.js'
import { parsePosition } from '../../src/engine/index.js'
import { existsSync, readFileSync } from 'node:fs'
import { parse } from 'yaml'

const LETTERS = 'ABCDEFGHIJKL'
const sparse = (board: readonly number[]) => Object.fromEntries(board.flatMap((n, h) => (n > 0 ? [[LETTERS[h]!, n]] : [])))

/** The exercise's start and moves, read from its file as plain data. */
function startOf(file: string): { pos: Pos; moves: number[] } {
  const data = parse(readFileSync(file, 'utf8')) as Record<string, unknown>
  // The bank folder has no _bank.yaml: an exercise's own variant, else the kit's rules.
  const grandSlam = (data.variant as { grandSlam?: string } | undefined)?.grandSlam ?? 'no-capture'
  const seedsPerHole = ((data.variant as { seedsPerHole?: 3 | 4 } | undefined)?.seedsPerHole ?? 4) as 3 | 4
  let pos: Pos
  if (typeof data.position === 'string') {
    const setup = parsePosition(data.position)
    if (!setup.ok) throw new Error(file)
    pos = { board: [...setup.value.board], stores: { ...setup.value.stores }, turn: setup.value.turn, seedsPerHole, captureAll: grandSlam === 'capture-all' }
  } else {
    const map = data.position as Record<string, number>
    const stores = (data.stores as { south: number; north: number } | undefined) ?? { south: 0, north: 0 }
    pos = { board: [...LETTERS].map((l) => map[l] ?? 0), stores, turn: (data.toMove as 'south' | 'north' | undefined) ?? 'south', seedsPerHole, captureAll: grandSlam === 'capture-all' }
  }
  const play = data.play === undefined ? [] : typeof data.play === 'string' ? [data.play] : (data.play as string[])
  return { pos, moves: play.map((l) => LETTERS.indexOf(l)) }
}

/** The four answers of a move, as the reference plays the exercise with a mistake; null where a move cannot be played. */
function refAnswers(start: Pos, moves: readonly number[], mistake: MistakeName | null) {
  let pos = start
  let played: ReturnType<typeof refPlayMistaken> | null = null
  for (const origin of moves) {
    if (!holesOf(pos.turn).includes(origin) || pos.board[origin] === 0) return null
    played = refPlayMistaken(pos, origin, mistake)
    pos = { ...pos, board: played.board, stores: played.stores, turn: other(pos.turn) }
  }
  if (!played) return null
  return {
    last: played.last === 'store' ? 'store' : LETTERS[played.last],
    captured: played.seedsTaken,
    capturedHoles: played.taken.map((h) => LETTERS[h]!).sort(),
    board: sparse(played.board),
  }
}

describe('check --json: the bank’s mistakes agree with the reference', async () => {
  const { code, stdout } = await runCli(['check', '--json', 'exercises'])
  const checked = JSON.parse(stdout) as CheckJson
  const withMoves = checked.exercises.filter((e) => e.task === 'play' || (e.task === 'end' && e.move))

  it('checks the whole bank, every exercise passing', () => {
    expect(existsSync('exercises/_bank.yaml')).toBe(false)
    expect(code).toBe(0)
    expect(checked.failed).toBe(0)
    expect(checked.exercises.length).toBe(checked.checked)
  })

  it('every play exercise lists the mistakes it reveals', () => {
    const plays = checked.exercises.filter((e) => e.task === 'play')
    expect(plays.length).toBeGreaterThan(60)
    for (const e of plays) expect(e.mistakes.length, e.id).toBeGreaterThan(0)
  })

  it.each(withMoves.map((e) => [e.id, e] as [string, ExerciseJson]))('%s: each mistake as the reference plays it', (_id, e) => {
    const { pos, moves } = startOf(e.file)
    const rule = refAnswers(pos, moves, null)
    expect(rule).toEqual(e.move)
    const fourPlaces = Object.keys(e.answers).filter((place) => ['last', 'captured', 'capturedHoles', 'board'].includes(place))
    for (const mistake of MISTAKES) {
      const listed = e.mistakes.find((m) => m.id === mistake)
      const ref = refAnswers(pos, moves, mistake)
      if (listed) {
        expect({ last: listed.answers.last, captured: listed.answers.captured, capturedHoles: listed.answers.capturedHoles, board: listed.answers.board }, mistake).toEqual(ref)
        // The places it is wrong in are the ones where the reference differs from the rules (of the four).
        for (const place of fourPlaces)
          expect(listed.wrong.includes(place), `${mistake} ${place}`).toBe(JSON.stringify(ref![place as keyof typeof ref]) !== JSON.stringify(rule![place as keyof typeof rule]))
      } else if (ref && mistake !== 'not-feeding') {
        for (const place of fourPlaces) expect(JSON.stringify(ref[place as keyof typeof ref]), `${mistake} ${place}`).toBe(JSON.stringify(rule![place as keyof typeof rule]))
      }
    }
  })
})
