// awale-kit game, selfplay, --ogn, generate --from-games and the kit's game section, driven as functions.
import { copyFile, mkdir, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { parseOgn, replayRecord, tagValue } from '../../src/engine/index.js'
import { parseExerciseText } from '../../src/exercise/index.js'
import { gameDiagramRow, MIN_GAME_DIAGRAM_MM } from '../../src/pdf/game-sheet.js'
import { parseKitDefinition } from '../../src/kit/definition.js'
import { PAPERS, mm } from '../../src/pdf/paper.js'
import { portraitFrame } from '../../src/pdf/page.js'
import { readPdf, readTextItems } from '../pdf/read-pdf.js'
import { runCli } from './harness.js'

const fixtures = new URL('../game/fixtures/', import.meta.url).pathname
const demo = join(fixtures, 'auale-demo.ogn')
const flat = (text: string): string => text.replace(/[\s\u00A0\u202F]+/g, ' ').trim()

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'awale-game-'))
})

describe('awale-kit game --json', () => {
  it('prints tags, start, every move and the result, exactly these keys', async () => {
    const { code, stdout } = await runCli(['game', demo, '--json'])
    expect(code).toBe(0)
    const answer = JSON.parse(stdout)
    expect(Object.keys(answer)).toEqual(['tags', 'start', 'moves', 'result'])
    expect(answer.tags).toEqual({ Variant: 'Oware Abapa', Event: 'Demo "quoted"', Site: '?', Date: '2024.01.02', Round: '?', South: 'Alice', North: 'Aalina', Result: '26-12' })
    expect(answer.start).toBe('4-4-4-4-4-4-4-4-4-4-4-4-0-0-S')
    expect(answer.moves).toHaveLength(71)
    expect(answer.moves[0]).toEqual({ move: 'B', side: 'south', captured: 0, position: '4-0-5-5-5-5-4-4-4-4-4-4-0-0-N' })
    expect(answer.moves[1]).toMatchObject({ move: 'K', side: 'north' })
    expect(answer.moves[70]).toEqual({ move: 'F', side: 'south', captured: 6, position: '1-1-1-2-0-0-0-0-0-2-2-1-26-12-N' })
    expect(answer.result).toEqual({ over: true, reason: 'store-majority', score: { south: 26, north: 12 } })
  })

  it('a game not finished: over false, reason null, the stores as they stand', async () => {
    const { stdout } = await runCli(['game', join(fixtures, 'escapes.ogn'), '--json'])
    expect(JSON.parse(stdout).result).toEqual({ over: false, reason: null, score: { south: 0, north: 0 } })
  })
})

describe('awale-kit game: errors', () => {
  it('an illegal move: file:line:col ILLEGAL_MOVE with the legal moves, exit 2, nothing written', async () => {
    const file = join(dir, 'illegal.ogn')
    await writeFile(file, '[South "Léa"]\n\n1. A a 2. A\n')
    const out = join(dir, 'illegal.pdf')
    const { code, stderr } = await runCli(['game', file, '--out', out])
    expect(code).toBe(2)
    expect(stderr.split('\n')[0]).toBe(`${file}:3:11 ILLEGAL_MOVE move 2, South plays A: A is empty: choose a hole that holds seeds. Legal moves here: B, C, D, E, F`)
    await expect(readFile(out)).rejects.toThrow()
  })

  it('a +N the engine contradicts: exit 1', async () => {
    const file = join(dir, 'capture.ogn')
    await writeFile(file, (await readFile(demo, 'utf8')).replace('5. E+3 c', '5. E+2 c'))
    const { code, stderr } = await runCli(['game', file, '--json'])
    expect(code).toBe(1)
    expect(stderr).toContain(`${file}:10:53 CAPTURE_MISMATCH move 5, South plays E+2: the engine takes 3 seeds (G), not 2`)
  })

  it('Ctrl-C during the analysis or a computer game: exit 130, nothing written', async () => {
    const controller = new AbortController()
    controller.abort()
    const out = join(dir, 'interrupted.pdf')
    const analysed = await runCli(['game', demo, '--analyse', '--out', out], { signal: controller.signal })
    expect(analysed.code).toBe(130)
    await expect(readFile(out)).rejects.toThrow()
    const played = await runCli(['selfplay', '--level', 'easy', '--out', join(dir, 'interrupted.ogn')], { signal: controller.signal })
    expect(played.code).toBe(130)
    await expect(readFile(join(dir, 'interrupted.ogn'))).rejects.toThrow()
  })

  it('no such file, a JSON with PDF options', async () => {
    const missing = await runCli(['game', join(dir, 'none.ogn')])
    expect(missing.code).toBe(2)
    expect(missing.stderr).toMatch(/none\.ogn:1:1 FILE_NOT_FOUND/)
    const mixed = await runCli(['game', demo, '--json', '--analyse'])
    expect(mixed.code).toBe(2)
    expect(mixed.stderr).toMatch(/--analyse is for the PDF/)
  })
})

describe('the game sheet', () => {
  it.each(PAPERS)('%s: diagrams at 85 mm or more, as many to a row as fit', (paper) => {
    const { perRow, width } = gameDiagramRow(portraitFrame(paper).width)
    expect(width).toBeGreaterThanOrEqual(mm(MIN_GAME_DIAGRAM_MM) - 0.001)
    expect(perRow).toBe(paper === 'a3' ? 3 : 2)
  })

  describe.each(['fr', 'en'] as const)('%s', (lang) => {
    let bytes: Uint8Array
    let analysed: Uint8Array
    beforeAll(async () => {
      const out = join(dir, `demo-${lang}.pdf`)
      const annotated = join(dir, `annotated-${lang}.ogn`)
      // The demo with a comment, a diagram asked at move 5 and a side line.
      await writeFile(annotated, (await readFile(demo, 'utf8')).replace('5. E+3 c', '5. E+3 { Première prise } { diagram } c').replace('10. E c', '10. E c (10... d { plus prudent } 11. D c)'))
      expect((await runCli(['game', annotated, '--lang', lang, '--out', out])).code).toBe(0)
      bytes = await readFile(out)
      const second = join(dir, `analysed-${lang}.pdf`)
      expect((await runCli(['game', annotated, '--lang', lang, '--analyse', '--every', '20', '--out', second])).code).toBe(0)
      analysed = await readFile(second)
    }, 60_000)

    it('says who played, the result, the moves with their comments and side lines, the diagrams and the end', async () => {
      const pdf = await readPdf(bytes)
      const text = flat(pdf.pages.map((page) => page.text).join(' '))
      const fr = lang === 'fr'
      expect(text).toContain(fr ? 'Sud : Alice · Nord : Aalina' : 'South: Alice · North: Aalina')
      expect(text).toContain(fr ? 'Date : 2 janvier 2024' : 'Date: 2 January 2024')
      expect(text).toContain(fr ? 'E : Première prise' : 'E: Première prise')
      expect(text).toContain(fr ? 'Au lieu de I : 10… J (plus prudent) 11. D +5 I' : 'Instead of I: 10… J (plus prudent) 11. D +5 I')
      // {diagram} at move 9, every 10 moves (10, 20 … 70) and the last move (71): nine diagrams.
      expect(text).toContain(fr ? 'Diagramme 1 · après 5. E (Sud)' : 'Diagram 1 · after 5. E (South)')
      expect(text).toContain(fr ? 'Diagramme 9 · le dernier coup, 36. F (Sud)' : 'Diagram 9 · the last move, 36. F (South)')
      expect(text).not.toContain(fr ? 'Diagramme 10' : 'Diagram 10')
      expect(text).toContain(fr ? 'Score final : Sud 26, Nord 12. Sud gagne.' : 'Final score: South 26, North 12. South wins.')
      expect(flat(String(pdf.info['Title']))).toBe(fr ? 'Awalé, une partie : Alice – Aalina' : 'Awalé, a game: Alice – Aalina')
    })

    it('prints nothing under 7 pt, diagrams included', async () => {
      const items = await readTextItems(bytes)
      const small = items.filter((item) => item.size < 6.995)
      expect(small.map((item) => `p.${item.page} ${item.size.toFixed(2)} "${item.text}"`)).toEqual([])
      expect(items.some((item) => item.inFigure)).toBe(true)
    })

    it('with --analyse: the marks, the better moves and a summary per player; --every 20 draws fewer diagrams', async () => {
      const text = flat((await readPdf(analysed)).pages.map((page) => page.text).join(' '))
      expect(text).toMatch(lang === 'fr' ? /\?\? Mieux : [A-L]/ : /\?\? Better: [A-L]/)
      expect(text).toContain(lang === 'fr' ? 'Les coups vus par l’ordinateur' : 'The moves as the computer sees them')
      expect(text).toMatch(lang === 'fr' ? /Sud \(Alice\) : \d+ meilleurs coups sur 36/ : /South \(Alice\): \d+ best moves out of 36/)
      expect(text).toContain(lang === 'fr' ? 'Diagramme 5 ·' : 'Diagram 5 ·') // move 9, 20, 40, 60 and 71
      expect(text).not.toContain(lang === 'fr' ? 'Diagramme 6 ·' : 'Diagram 6 ·')
    })
  })

  it('the same file gives the same bytes', async () => {
    const a = join(dir, 'same-a.pdf')
    const b = join(dir, 'same-b.pdf')
    expect((await runCli(['game', demo, '--out', a])).code).toBe(0)
    expect((await runCli(['game', demo, '--out', b])).code).toBe(0)
    expect(Buffer.compare(await readFile(a), await readFile(b))).toBe(0)
  }, 30_000)
})

describe('how the game sheet says the game ended', () => {
  // North keeps two seeds but neither reaches South's empty row; South, in the second, has no seed at all.
  const cannotFeed = '[Variant "Oware Abapa"]\n[FEN "0-0-0-0-0-1-0-1-0-0-0-0-24-22-S"]\n\n1. F\n'
  const noSeed = '[Variant "Oware Abapa"]\n[FEN "0-0-0-0-0-0-1-1-0-0-0-0-24-22-S"]\n\n'
  it.each([
    ['fr', cannotFeed, 'Nord ne peut pas nourrir Sud', 'ne peut pas jouer'],
    ['en', cannotFeed, 'North cannot feed South', 'cannot play'],
    ['fr', noSeed, 'Sud n’a plus de graine et ne peut pas jouer', 'nourrir'],
    ['en', noSeed, 'South has no seeds left and cannot play', 'cannot feed'],
  ] as const)('%s: %#', async (lang, record, said, notSaid) => {
    const file = join(dir, `end-${lang}-${record.length}.ogn`)
    await writeFile(file, record)
    const out = join(dir, `end-${lang}-${record.length}.pdf`)
    const { code } = await runCli(['game', file, '--lang', lang, '--out', out])
    expect(code).toBe(0)
    const text = flat((await readPdf(await readFile(out))).pages.map((page) => page.text).join(' '))
    const end = text.slice(text.lastIndexOf(lang === 'fr' ? 'La fin de la partie' : 'The end of the game'))
    expect(end).toContain(said)
    expect(end).not.toContain(notSaid)
  })
})

describe('recording games', () => {
  it('selfplay: an OGN game on stdout, the same for the same seed; --out writes it', async () => {
    const first = await runCli(['selfplay', '--level', 'easy', '--vs', 'medium', '--seed', 'classe'])
    const again = await runCli(['selfplay', '--level', 'easy', '--vs', 'medium', '--seed', 'classe'])
    expect(first.code).toBe(0)
    expect(again.stdout).toBe(first.stdout)
    const record = parseOgn(first.stdout)
    if (!record.ok) throw new Error('parse')
    expect(tagValue(record.value, 'South')).toBe('awale-kit easy')
    expect(tagValue(record.value, 'North')).toBe('awale-kit medium')
    expect(replayRecord(record.value).ok).toBe(true)
    const file = join(dir, 'selfplay.ogn')
    expect((await runCli(['selfplay', '--level', 'easy', '--vs', 'medium', '--seed', 'classe', '--out', file])).code).toBe(0)
    expect(await readFile(file, 'utf8')).toBe(first.stdout)
    expect((await runCli(['selfplay'])).code).toBe(2)
  }, 30_000)

  it('play --ogn: the moves as a record, FEN for a position that is not the start', async () => {
    const file = join(dir, 'play.ogn')
    expect((await runCli(['play', '0-0-0-0-0-3-1-2-1-1-0-1-0-0-S', 'F', '--ogn', file])).code).toBe(0)
    const text = await readFile(file, 'utf8')
    expect(text).toContain('[FEN "0-0-0-0-0-3-1-2-1-1-0-1-0-0-S"]')
    expect(text.endsWith('\n\n1. F+7\n')).toBe(true)
    // The record exists: kept (it may be a game typed by hand) unless --force.
    const kept = await runCli(['play', 'start', 'C', 'a', '--ogn', file])
    expect(kept.code).toBe(2)
    expect(kept.stderr).toContain('play.ogn exists: an OGN game record is kept')
    expect(await readFile(file, 'utf8')).toBe(text)
    expect((await runCli(['play', 'start', 'C', 'a', '--ogn', file, '--force'])).code).toBe(0)
    expect(await readFile(file, 'utf8')).toContain('[Result "*"]\n\n1. C a\n')
    // An illegal move: exit 1, the record left as it was.
    expect((await runCli(['play', 'start', 'C', 'C', '--ogn', file, '--force'])).code).toBe(1)
    expect(await readFile(file, 'utf8')).toContain('1. C a\n')
    expect((await runCli(['play', 'start', 'C', '--ogn', file, '--variant', 'grand-slam=capture-all'])).code).toBe(2)
  })

  it('best --level --ogn: the position and the move the level plays', async () => {
    const file = join(dir, 'best.ogn')
    const { code, stdout } = await runCli(['best', '0-0-0-0-0-3-1-2-1-1-0-1-0-0-S', '--level', 'medium', '--ogn', file])
    expect(code).toBe(0)
    expect(stdout).toContain('The medium level plays F')
    const text = await readFile(file, 'utf8')
    expect(text).toContain('[South "awale-kit medium"]')
    expect(text).toContain('1. F+7')
    expect((await runCli(['best', 'start', '--depth', '2', '--ogn', file])).code).toBe(2)
  })
})

describe('generate --from-games', () => {
  it('takes the positions of the class games: each exercise names its game and move, and passes the checker', async () => {
    const games = join(dir, 'games')
    await mkdir(games, { recursive: true })
    for (const [index, seed] of ['a', 'b', 'c'].entries())
      await writeFile(join(games, `partie-${index + 1}.ogn`), (await runCli(['selfplay', '--level', 'easy', '--seed', seed])).stdout.replace('awale-kit easy', `Élève ${index + 1}`))
    await copyFile(demo, join(games, 'demo.ogn'))
    const out = join(dir, 'from-games')
    const result = await runCli(['generate', '--theme', 'capture', '--level', '1', '--count', '4', '--seed', 's', '--from-games', 'games', '--out', out], { cwd: dir })
    expect(result.code).toBe(0)
    const files = (await readdir(out)).sort()
    expect(files).toEqual(['gen-cap1g-s-001.yaml', 'gen-cap1g-s-002.yaml', 'gen-cap1g-s-003.yaml', 'gen-cap1g-s-004.yaml'])
    for (const name of files) {
      const text = await readFile(join(out, name), 'utf8')
      const checked = parseExerciseText(text, name)
      expect(checked.problems).toEqual([])
      expect(checked.exercise!.question.fr).toMatch(/^Partie .+, avant le coup \d+ de (Sud|Nord)/)
      expect(checked.exercise!.explain.en).toMatch(/This position comes from the game .+ \(games[\\/].+\.ogn\), before move \d+: (South|North) played [A-L] there/)
      expect(text).toMatch(/^# Made by awale-kit generate \(theme capture, level 1, seed "s", from games[\\/]/m)
    }
  }, 60_000)

  it('refuses themes the games cannot give, and games with problems', async () => {
    const wrongTheme = await runCli(['generate', '--theme', 'feeding', '--from-games', demo, '--out', join(dir, 'x')])
    expect(wrongTheme.code).toBe(2)
    expect(wrongTheme.stderr).toMatch(/--from-games works with/)
    const bad = join(dir, 'bad.ogn')
    await writeFile(bad, '1. B draw\n')
    const badGame = await runCli(['generate', '--theme', 'capture', '--from-games', bad, '--out', join(dir, 'y')])
    expect(badGame.code).toBe(2)
    expect(badGame.stderr).toContain(`${bad}:1:6 UNEXPECTED_TEXT`)
  })
})

describe("the kit's game section", () => {
  it('reads game: { file, every, analyse } relative to the kit file', () => {
    const parsed = parseKitDefinition('sections: [cover, game]\ngame: { file: parties/lea.ogn, every: 0, analyse: true }\n', '/kits/k.yaml')
    expect(parsed.ok && parsed.value.game).toEqual({ files: ['/kits/parties/lea.ogn'], every: 0, analyse: true })
    const several = parseKitDefinition('sections: [game]\ngame: { files: [a.ogn, b.ogn] }\n', '/kits/k.yaml')
    expect(several.ok && several.value.game).toEqual({ files: ['/kits/a.ogn', '/kits/b.ogn'], every: 10, analyse: false })
  })

  it.each([
    ['sections: [game]\n', 'KIT_MISSING', 1, 1],
    ['sections: [game]\ngame: lea.ogn\n', 'KIT_BAD_VALUE', 2, 7],
    ['sections: [game]\ngame: { file: a.ogn, every: -1 }\n', 'KIT_BAD_VALUE', 2, 29],
    ['sections: [game]\ngame: { file: a.ogn, analyze: true }\n', 'KIT_UNKNOWN_KEY', 2, 22],
  ])('%j → %s at %i:%i', (text, code, line, column) => {
    const parsed = parseKitDefinition(text, 'k.yaml')
    expect(!parsed.ok && parsed.error[0]).toMatchObject({ code, line, column })
  })

  it('build --kit with a game section prints the game', async () => {
    const kit = join(dir, 'kit.yaml')
    await copyFile(demo, join(dir, 'demo.ogn'))
    await writeFile(kit, 'sections: [game]\ngame: { file: demo.ogn, every: 0 }\n')
    const out = join(dir, 'kit-game.pdf')
    const { code } = await runCli(['build', '--kit', kit, '--out', out])
    expect(code).toBe(0)
    const text = flat((await readPdf(await readFile(out))).pages.map((page) => page.text).join(' '))
    expect(text).toContain('Une partie : Alice – Aalina')
    expect(text).toContain('Diagramme 1 · le dernier coup, 36. F (Sud)')
    // A wrong game stops the build: nothing written.
    await writeFile(join(dir, 'demo.ogn'), (await readFile(demo, 'utf8')).replace('5. E+3', '5. E+4'))
    const wrong = await runCli(['build', '--kit', kit, '--out', join(dir, 'kit-wrong.pdf')])
    expect(wrong.code).toBe(1)
    expect(wrong.stderr).toMatch(/demo\.ogn:10:53 CAPTURE_MISMATCH/)
  }, 60_000)
})
