import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { kitStrings } from '../../src/pdf/strings.js'
import { readPdf, readTextItems } from '../pdf/read-pdf.js'
import { runCli } from './harness.js'

const flat = (text: string): string =>
  text
    .replace(/\u2011/g, '-')
    .replace(/[\s\u00A0\u202F]+/g, ' ')
    .trim()
const NAMES = ['Awa', 'Kofi', 'Léa', 'Noé', 'Amina', 'Yao', 'Zoé']

async function namesFile(content: string | Buffer): Promise<{ dir: string; file: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'awale-tournament-'))
  const file = join(dir, 'class.txt')
  await writeFile(file, content)
  return { dir, file }
}

type Pairing = { south: string; north: string } | { bye: string }

describe('awale-kit tournament --json', () => {
  it('pairs the names of a file: every pair once, a bye each round for 7 players, in the file’s order', async () => {
    const { file } = await namesFile(NAMES.join('\n') + '\n')
    const result = await runCli(['tournament', '--names', file, '--json'])
    expect(result.code).toBe(0)
    expect(result.stderr).toBe('')
    const { players, rounds } = JSON.parse(result.stdout) as { players: string[]; rounds: Pairing[][] }
    expect(players).toEqual(NAMES)
    expect(rounds).toHaveLength(7)
    const pairs = new Set<string>()
    const byes: string[] = []
    for (const round of rounds) {
      expect(round).toHaveLength(4)
      const seen = round.flatMap((p) => ('bye' in p ? [p.bye] : [p.south, p.north]))
      expect(new Set(seen).size).toBe(7)
      for (const p of round) {
        if ('bye' in p) byes.push(p.bye)
        else pairs.add([p.south, p.north].sort().join('|'))
      }
    }
    expect(pairs.size).toBe(21)
    expect(byes.sort()).toEqual([...NAMES].sort())
  })

  it.each([
    ['fr', 'Joueur 1', 'Joueur 4'],
    ['en', 'Player 1', 'Player 4'],
  ])('names the players "Joueur 1…" or "Player 1…" without a file (%s)', async (lang, first, last) => {
    const result = await runCli(['tournament', '--players', '4', '--lang', lang, '--json'])
    expect(result.code).toBe(0)
    const { players, rounds } = JSON.parse(result.stdout) as { players: string[]; rounds: Pairing[][] }
    expect(players[0]).toBe(first)
    expect(players[3]).toBe(last)
    expect(rounds).toHaveLength(3)
    expect(rounds.every((round) => round.length === 2 && round.every((p) => 'south' in p))).toBe(true)
  })
})

describe('awale-kit tournament: bad input (exit 2, nothing written)', () => {
  it.each([
    [['--players', '41'], '--players must be a whole number from 2 to 40'],
    [['--players', '1'], '--players must be a whole number from 2 to 40'],
    [['--players', 'ten'], '--players must be a whole number'],
    [[], 'say how many players'],
    [['--players', '4', 'extra'], 'unexpected argument "extra"'],
    [['--players', '4', '--ink', 'red'], "Unknown option '--ink'"],
    [['--players', '4', '--paper', 'a5'], '--paper must be one of a4, letter, a3'],
    [['--names', 'no-such-file.txt'], 'NAMES_UNREADABLE there is no such file'],
  ])('%j', async (args, message) => {
    const dir = await mkdtemp(join(tmpdir(), 'awale-tournament-'))
    const out = join(dir, 'previous.pdf')
    await writeFile(out, 'previous')
    const result = await runCli(['tournament', ...args, '--out', out], { cwd: dir })
    expect(result.code).toBe(2)
    expect(result.stderr).toContain(message)
    expect(result.stderr.startsWith('awale-kit tournament') || result.stderr.includes('NAMES_')).toBe(true)
    expect(await readFile(out, 'utf8')).toBe('previous')
  })

  it('lists every problem of a names file with its line', async () => {
    const { dir, file } = await namesFile('Awa\nKofi\n\nawa\n' + 'X'.repeat(40) + '\n')
    const result = await runCli(['tournament', '--names', file], { cwd: dir })
    expect(result.code).toBe(2)
    expect(result.stderr).toContain(`${file}:4:1 NAME_TWICE`)
    expect(result.stderr).toContain(`${file}:5:1 NAME_TOO_LONG`)
  })

  it('refuses a file that is not UTF-8, and a count that disagrees with --players', async () => {
    const latin1 = await namesFile(Buffer.from('Léa\nNoé\n', 'latin1'))
    const notUtf8 = await runCli(['tournament', '--names', latin1.file])
    expect(notUtf8.code).toBe(2)
    expect(notUtf8.stderr).toContain('NAMES_NOT_UTF8')
    const { file } = await namesFile(NAMES.join('\n'))
    const disagree = await runCli(['tournament', '--names', file, '--players', '6'])
    expect(disagree.code).toBe(2)
    expect(disagree.stderr).toContain('--players 6 but')
  })
})

describe('awale-kit tournament: the PDF', () => {
  it('writes every round with its bye, the grid with the standings, and the ladder, byte for byte the same twice', async () => {
    const { dir, file } = await namesFile(NAMES.join('\n'))
    const outs = [join(dir, 'a.pdf'), join(dir, 'b.pdf')]
    for (const out of outs) {
      const result = await runCli(['tournament', '--names', file, '--out', out])
      expect(result.code).toBe(0)
      expect(result.stdout).toContain(out)
    }
    const [a, b] = await Promise.all(outs.map((out) => readFile(out)))
    expect(a!.equals(b!)).toBe(true)
    const fr = kitStrings('fr')
    const pdf = await readPdf(a!)
    const text = flat(pdf.pages.map((page) => page.text).join(' '))
    expect(pdf.info['Title']).toBe(fr.text('tournament.title', { players: 7 }))
    for (let round = 1; round <= 7; round++) expect(text).toContain(flat(fr.text('tournament.round', { number: round })))
    for (const name of NAMES) expect(text).toContain(flat(fr.text('tournament.bye', { name })))
    for (const key of ['gridTitle', 'ladder.title', 'ladder.logTitle']) expect(text).toContain(flat(fr.text(`tournament.${key}`)))
    // The standings are the grid's last columns (points, seeds, place), on no page of their own; the bye is said for 7.
    const grid = pdf.pages.find((page) => flat(page.text).startsWith(flat(fr.text('tournament.gridTitle'))))!
    for (const key of ['points', 'seedsTotal', 'rank']) expect(flat(grid.text)).toContain(flat(fr.text(`tournament.${key}`)))
    expect(text).not.toContain(flat(fr.text('tournament.standingsTitle')))
    expect(text).toContain(flat(fr.text('tournament.introBye')))
  })

  // Issue 26: 28 pupils on at most 12 pages of A4 (four rounds a page, the grid on as few pages as
  // squares a child writes in allow), and the bye said only when someone rests.
  it.each([
    [8, 5],
    [28, 12],
    [40, 29],
  ])('%i players: %i pages on A4', async (players, pages) => {
    const dir = await mkdtemp(join(tmpdir(), 'awale-tournament-'))
    const out = join(dir, 't.pdf')
    expect((await runCli(['tournament', '--players', String(players), '--out', out])).code).toBe(0)
    const pdf = await readPdf(await readFile(out))
    expect(pdf.pages).toHaveLength(pages)
    const text = flat(pdf.pages.map((page) => page.text).join(' '))
    const fr = kitStrings('fr')
    for (let round = 1; round < players; round++) expect(text).toContain(flat(fr.text('tournament.round', { number: round })))
    expect(text).not.toContain(flat(fr.text('tournament.introBye')))
    expect(text).not.toContain(flat(fr.text('tournament.bye', { name: '' })).trim())
  })

  it('without names: a line to write each name by its number, and a ladder left blank for pencils', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'awale-tournament-'))
    const fr = kitStrings('fr')
    const unnamed = join(dir, 'unnamed.pdf')
    expect((await runCli(['tournament', '--players', '7', '--out', unnamed])).code).toBe(0)
    const pages = (await readPdf(await readFile(unnamed))).pages.map((page) => flat(page.text))
    expect(pages[0]).toContain(flat(fr.text('tournament.writeNames')))
    // The list before the first round: numbers, no placeholder name.
    const list = pages[0]!.slice(pages[0]!.indexOf(flat(fr.text('tournament.writeNames'))), pages[0]!.indexOf(flat(fr.text('tournament.round', { number: 1 }))))
    expect(list).not.toContain(fr.text('tournament.defaultName', { number: 1 }))
    const ladder = pages.find((page) => page.startsWith(flat(fr.text('tournament.ladder.title'))))!
    expect(ladder).not.toContain(fr.text('tournament.defaultName', { number: 1 }))
    expect(ladder).toMatch(/ 7 /)
    // With a names file, both carry the names and no line asks to write them.
    const { file } = await namesFile(NAMES.join('\n'))
    const named = join(dir, 'named.pdf')
    expect((await runCli(['tournament', '--names', file, '--out', named])).code).toBe(0)
    const namedPages = (await readPdf(await readFile(named))).pages.map((page) => flat(page.text))
    expect(namedPages[0]).not.toContain(flat(fr.text('tournament.writeNames')))
    expect(namedPages.find((page) => page.startsWith(flat(fr.text('tournament.ladder.title'))))).toContain('Zoé')
  })

  it('cuts a 40-player grid into pages, nothing past the frame, every word 12 pt or more', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'awale-tournament-'))
    const out = join(dir, 't.pdf')
    const result = await runCli(['tournament', '--players', '40', '--lang', 'en', '--out', out])
    expect(result.code).toBe(0)
    const bytes = await readFile(out)
    const pdf = await readPdf(bytes)
    const en = kitStrings('en')
    // 39 rounds, the grid on landscape pages (3 of rows × 2 of columns for 40), the ladder and its log.
    const gridPages = pdf.pages.filter((page) => flat(page.text).startsWith(flat(en.text('tournament.gridTitle'))))
    expect(gridPages).toHaveLength(6)
    for (const page of gridPages) expect(page.widthMm).toBeGreaterThan(page.heightMm)
    for (let p = 1; p <= 40; p++) expect(flat(gridPages.map((page) => page.text).join(' '))).toContain(`Player ${p}`)
    const items = await readTextItems(bytes)
    // Nothing past the frame (the footer is the page's last 10 mm), whichever way the page is turned.
    const heightOf = (page: number) => pdf.pages[page - 1]!.heightMm
    const own = items.filter((item) => item.top < heightOf(item.page) - 10)
    expect(own.filter((item) => item.top > heightOf(item.page) - 18 + 0.5).map((item) => `p.${item.page} "${item.text}"`)).toEqual([])
    // Words at 12 pt, numbers (an opponent's over a narrow column) at 10 pt.
    const least = (item: { text: string }) => (/^\d+$/.test(item.text.trim()) ? 9.995 : 11.995)
    expect(
      own
        .filter((item) => item.size < least(item))
        .map((item) => `p.${item.page} ${item.size} "${item.text}"`)
        .slice(0, 5),
    ).toEqual([])
  })

  it('stops on Ctrl-C with 130, writing nothing', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'awale-tournament-'))
    const out = join(dir, 't.pdf')
    const controller = new AbortController()
    controller.abort()
    const result = await runCli(['tournament', '--players', '6', '--out', out], { signal: controller.signal })
    expect(result.code).toBe(130)
    await expect(readFile(out)).rejects.toThrow()
  })
})
