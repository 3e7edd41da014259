import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli } from '../cli/harness.js'
import type { EditorState } from '../../src/studio/core/editor.js'
import { EMPTY_STATE, analyse, applyNotation, checkFile, claims, exerciseFile, fileNameOf, stateFromText } from '../../src/studio/core/editor.js'
import { HOLES } from '../../src/engine/index.js'

const board = (seeds: Partial<Record<string, number>>): number[] => HOLES.map((hole) => seeds[hole] ?? 0)
const state = (changes: Partial<EditorState>): EditorState => ({ ...EMPTY_STATE, ...changes })

const CASES: [string, EditorState][] = [
  ['a chain (A2)', state({ id: 'S1', theme: 'chain', board: board({ F: 3, G: 1, H: 2, I: 1, J: 1, L: 1 }), moves: ['F'] })],
  ['a sowing, North to play', state({ id: 'S2', theme: 'sowing', level: 3, board: board({ A: 2, C: 1, H: 3, K: 1 }), toMove: 'north', moves: ['H'] })],
  ['the legal moves', state({ id: 'S3', theme: 'feeding', task: 'legal', board: board({ A: 1, F: 2 }) })],
  ['the biggest capture', state({ id: 'S4', theme: 'best-capture', level: 2, task: 'best', board: board({ C: 1, E: 3, F: 1, G: 1, H: 1, I: 2 }) })],
  ['a cancelled grand slam', state({ id: 'S5', theme: 'grand-slam', board: board({ F: 2, G: 1, H: 1 }), moves: ['F'] })],
  ['an end, game in progress with stores', state({ id: 'S6', theme: 'end', task: 'end', board: board({ F: 1, G: 1, L: 2 }), stores: { south: 23, north: 21 }, moves: ['F'] })],
  ['two moves played', state({ id: 'S7', theme: 'capture', level: 2, board: board({ A: 1, E: 2, G: 1, K: 1, L: 1 }), moves: ['E', 'L'] })],
]

describe('the exercise editor writes files that awale-kit check accepts unchanged', () => {
  const dir = mkdtempSync(join(tmpdir(), 'awale-studio-editor-'))
  for (const [name, editor] of CASES)
    it(name, async () => {
      const analysis = analyse(editor)
      expect(analysis.moveProblem).toBeNull()
      expect(claims(editor, analysis)).not.toBeNull()
      const text = exerciseFile(editor, analysis)!
      expect(checkFile(text, fileNameOf(editor)).problems).toEqual([])
      const file = join(dir, fileNameOf(editor))
      writeFileSync(file, text)
      const result = await runCli(['check', file])
      expect(result.code, result.stdout + result.stderr).toBe(0)
      // And the file opens in the editor as it was made.
      const reopened = stateFromText(text)!
      expect(reopened.board).toEqual(editor.board)
      expect(reopened.moves).toEqual(editor.task === 'play' || editor.task === 'end' ? editor.moves : [])
      expect(exerciseFile(reopened)).toBe(text)
    })

  it('names a move that cannot be played, and makes no claim then', () => {
    const editor = state({ board: board({ A: 1, G: 1 }), moves: ['B'] })
    expect(analyse(editor).moveProblem).toMatchObject({ index: 0, message: expect.stringMatching(/B is empty/) })
    expect(exerciseFile(editor)).toBeNull()
  })

  it('reads a notation, and says what is wrong with a bad one', () => {
    expect(applyNotation(EMPTY_STATE, '0-0-0-0-0-3-1-2-1-1-0-1-0-0-S')).toMatchObject({ board: board({ F: 3, G: 1, H: 2, I: 1, J: 1, L: 1 }), toMove: 'south' })
    expect(applyNotation(EMPTY_STATE, '4-4-x-4-4-4-4-4-4-4-4-4-0-0-S')).toMatch(/hole C/)
  })

  it('opens every file of the bank with its board, task and moves', () => {
    for (const name of readdirSync('exercises')) {
      const text = readFileSync(join('exercises', name), 'utf8')
      const opened = stateFromText(text)!
      const checked = checkFile(text, `exercises/${name}`).exercise!
      expect(opened.board, name).toEqual(checked.start.board)
      expect(opened.toMove, name).toBe(checked.start.turn)
      expect(opened.task, name).toBe(checked.task)
      if (checked.task !== 'best') expect(opened.moves, name).toEqual(checked.moves)
    }
  })
})
