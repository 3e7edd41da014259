import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { runCli } from '../cli/harness.js'
import { EXIT } from '../../src/cli/io.js'
import { holesWith, parseSvg } from './parse.js'

const fixtures = join(import.meta.dirname, 'fixtures')
const folders: string[] = []
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true })
})

const cli = (args: string[], cwd = fixtures) => runCli(['render', ...args], { cwd })

async function scratch(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'awale-render-'))
  folders.push(folder)
  return folder
}

describe('awale-kit render --position', () => {
  it('draws the answer of a move to standard output', async () => {
    const { code, stdout } = await cli(['--position', '0-0-0-0-0-3-1-2-1-1-0-1-0-0-S', '--move', 'F'])
    expect(code).toBe(EXIT.OK)
    const svg = parseSvg(stdout)
    expect(holesWith(svg, 'mark-captured').sort()).toEqual(['G', 'H', 'I'])
  })

  it('writes a legal-moves diagram to a file', async () => {
    const folder = await scratch()
    const { code, stdout } = await cli(['--position', '1-0-0-0-0-1-0-0-0-0-0-0-0-0-S', '--legal', '--out', 'sub/legal.svg', '--lang', 'en'], folder)
    expect(code).toBe(EXIT.OK)
    expect(stdout).toBe('wrote sub/legal.svg\n')
    const svg = parseSvg(await readFile(join(folder, 'sub/legal.svg'), 'utf8'))
    expect(holesWith(svg, 'mark-playable')).toEqual(['F'])
  })

  it('names the bad field of a bad position (exit 2) and the illegal move (exit 1)', async () => {
    const bad = await cli(['--position', '4-4-x-4-4-4-4-4-4-4-4-4-0-0-S'])
    expect(bad.code).toBe(EXIT.BAD_INPUT)
    expect(bad.stderr).toContain('column 5')
    const illegal = await cli(['--position', '0-0-0-0-0-3-1-2-1-1-0-1-0-0-S', '--move', 'A'])
    expect(illegal.code).toBe(EXIT.FAILED)
    expect(illegal.stderr).toContain('A is empty')
    const option = await cli(['--position', 'start', '--seeds', 'beans'])
    expect(option.code).toBe(EXIT.BAD_INPUT)
    expect(option.stderr).toContain('--seeds must be one of dots, numbers, both')
  })
})

describe('awale-kit render EXERCISE.yaml', () => {
  it('writes the question, answer and blank boards of an exercise', async () => {
    const folder = await scratch()
    const { code, stdout } = await cli([join(fixtures, 'chain.yaml'), '--out', folder])
    expect(code).toBe(EXIT.OK)
    expect(stdout).toContain('wrote 3 diagrams to ')
    expect((await readdir(folder)).sort()).toEqual(['render-chain-answer.svg', 'render-chain-blank.svg', 'render-chain-question.svg'])
    const answer = parseSvg(await readFile(join(folder, 'render-chain-answer.svg'), 'utf8'))
    expect(holesWith(answer, 'mark-captured').sort()).toEqual(['G', 'H', 'I'])
    const question = parseSvg(await readFile(join(folder, 'render-chain-question.svg'), 'utf8'))
    expect(holesWith(question, 'mark-captured')).toEqual([])
  })

  it('keeps files inside the output folder whatever the id, and refuses two ids that give the same name', async () => {
    const folder = await scratch()
    const { code } = await cli([join(fixtures, 'odd-id.yaml'), '--out', folder])
    expect(code).toBe(EXIT.OK)
    expect((await readdir(folder)).sort()).toEqual(['_odd_id-answer.svg', '_odd_id-blank.svg', '_odd_id-question.svg'])
    const clash = await scratch()
    const both = await cli([join(fixtures, 'odd-id.yaml'), join(fixtures, 'odd-id-2.yaml'), '--out', clash])
    expect(both.code).toBe(EXIT.BAD_INPUT)
    expect(both.stderr).toContain('"../odd id" and "_odd id" would both be written as _odd_id')
    expect(await readdir(clash)).toEqual([])
  })

  it('writes nothing when a claim is wrong (exit 1) or a file is missing (exit 2)', async () => {
    const folder = await scratch()
    const wrong = await cli([join(fixtures, 'chain.yaml'), join(fixtures, 'wrong-claim.yaml'), '--out', folder])
    expect(wrong.code).toBe(EXIT.FAILED)
    expect(wrong.stderr).toContain('wrong-claim.yaml')
    expect(await readdir(folder)).toEqual([])
    const missing = await cli(['no-such-file.yaml', '--out', folder])
    expect(missing.code).toBe(EXIT.BAD_INPUT)
    expect(await readdir(folder)).toEqual([])
  })
})

describe('awale-kit render: orientation and print width', () => {
  const lettersAtBottom = (markup: string) => {
    const svg = parseSvg(markup)
    const letters = [...svg.querySelectorAll('.letters text')]
    const lowest = Math.max(...letters.map((t) => Number(t.getAttribute('y'))))
    return letters
      .filter((t) => Number(t.getAttribute('y')) === lowest)
      .sort((a, b) => Number(a.getAttribute('x')) - Number(b.getAttribute('x')))
      .map((t) => t.textContent)
      .join('')
  }

  it('turns the board for North by default, keeps South at the bottom with --bottom south', async () => {
    const turned = await cli(['--position', '4-4-4-4-4-4-4-4-4-4-4-4-0-0-N'])
    expect(turned.code).toBe(EXIT.OK)
    expect(lettersAtBottom(turned.stdout)).toBe('GHIJKL')
    const fixed = await cli(['--position', '4-4-4-4-4-4-4-4-4-4-4-4-0-0-N', '--bottom', 'south'])
    expect(lettersAtBottom(fixed.stdout)).toBe('ABCDEF')
    expect((await cli(['--position', 'start', '--bottom', 'east'])).code).toBe(EXIT.BAD_INPUT)
  })

  it('sizes the file for --width, and says on standard error what a narrow picture leaves out', async () => {
    const wide = await cli(['--position', '0-0-0-0-0-2-1-1-0-0-0-0-0-0-S', '--move', 'F', '--width', '90'])
    expect(parseSvg(wide.stdout).getAttribute('width')).toBe('90mm')
    expect(wide.stderr).toBe('')
    const narrow = await cli(['--position', '0-0-0-0-0-2-1-1-0-0-0-0-0-0-S', '--move', 'F', '--width', '30', '--lang', 'en'])
    expect(narrow.code).toBe(EXIT.OK)
    expect(narrow.stderr).toContain('too narrow at 30 mm')
    expect(narrow.stderr).toContain('Game over.')
    expect((await cli(['--position', 'start', '--width', '10'])).code).toBe(EXIT.BAD_INPUT)
  })
})
