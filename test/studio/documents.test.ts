import { mkdtempSync, readFileSync, writeFileSync, copyFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, isAbsolute, join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { runCli } from '../cli/harness.js'
import type { Library } from '../../src/studio/core/library.js'
import { openLibrary } from '../../src/studio/core/library.js'
import type { StudioDocument } from '../../src/studio/core/documents.js'
import { boardDocument, gameDocument, lessonDocument, makePdf, posterDocument, sectionDocument, selects } from '../../src/studio/core/documents.js'
import { readGameText } from '../../src/game/load.js'

// The studio puts each PDF together as its command does: the same bytes, here under Node (the page
// runs the same recipes with pdfkit's browser build; test/studio/browser.test.ts compares those).
let library: Library
let dir: string
beforeAll(() => {
  library = openLibrary().library
  dir = mkdtempSync(join(tmpdir(), 'awale-studio-docs-'))
})

/** The command's file, written where the command writes it by default (its `out/` folder): its name and bytes. */
async function commandFile(argv: string[], cwd?: string): Promise<{ name: string; bytes: Uint8Array }> {
  const folder = cwd ?? mkdtempSync(join(tmpdir(), 'awale-studio-cwd-'))
  const result = await runCli(argv, { cwd: folder })
  expect(result.code, result.stderr).toBe(0)
  const written = /^wrote (\S+) \(/m.exec(result.stdout)![1]!
  return { name: basename(written), bytes: new Uint8Array(readFileSync(isAbsolute(written) ? written : join(folder, written))) }
}

async function expectSameBytes(document: StudioDocument | null, argv: string[], cwd?: string): Promise<void> {
  expect(document).not.toBeNull()
  const ours = await makePdf(document!)
  const theirs = await commandFile(argv, cwd)
  expect(Buffer.from(ours).equals(Buffer.from(theirs.bytes)), `${document!.command}: ${ours.length} bytes, the command's ${theirs.bytes.length}`).toBe(true)
  // The command the page shows for the same file is the one that was run, and the page names the file as the command does.
  expect(document!.command).toBe(['awale-kit', ...argv].join(' '))
  expect(document!.fileName).toBe(theirs.name)
}

const bank = (selection: Parameters<typeof selects>[1]) => library.exercises((facts) => selects(library, selection, facts)).exercises

describe('the studio makes the command line PDFs, byte for byte', () => {
  it('a lesson at a level', async () => {
    const selection = { lesson: 3, level: 1 as const }
    await expectSameBytes(await lessonDocument(library, { lang: 'fr', paper: 'a4', selection }, bank(selection)), ['build', '--lesson', '3', '--level', '1', '--lang', 'fr', '--paper', 'a4'])
  })

  it('a lesson at every level, in two versions, in English on Letter', async () => {
    const selection = { lesson: 5 }
    await expectSameBytes(await lessonDocument(library, { lang: 'en', paper: 'letter', selection, versions: 2 }, bank(selection)), [
      'build',
      '--lesson',
      '5',
      '--versions',
      '2',
      '--lang',
      'en',
      '--paper',
      'letter',
    ])
  })

  it('a theme at a level', async () => {
    const selection = { level: 2 as const, theme: 'chain' as const }
    await expectSameBytes(await lessonDocument(library, { lang: 'fr', paper: 'a3', selection }, bank(selection)), ['build', '--level', '2', '--theme', 'chain', '--lang', 'fr', '--paper', 'a3'])
  })

  it("a teacher's choice: some of a lesson's exercises, as a folder of them", async () => {
    const selection = { lesson: 4, level: 2 as const }
    const chosen = bank(selection).filter((_, index) => index % 2 === 0)
    const folder = join(dir, 'chosen')
    mkdirSync(folder)
    for (const exercise of chosen) copyFileSync(exercise.file, join(folder, exercise.file.split('/').pop()!))
    await expectSameBytes(
      await lessonDocument(library, { lang: 'fr', paper: 'a4', selection }, chosen, 'chosen'),
      ['build', '--lesson', '4', '--level', '2', '--exercises', 'chosen/', '--lang', 'fr', '--paper', 'a4'],
      dir,
    )
  })

  it('a class section, the board, the poster', async () => {
    await expectSameBytes(await sectionDocument(library, 'record-sheet', 'fr', 'a4'), ['build', '--section', 'record-sheet', '--lang', 'fr', '--paper', 'a4'])
    // The guide takes its mistakes' examples from the bank's sheets, in the studio as on the command line.
    await expectSameBytes(await sectionDocument(library, 'guide', 'en', 'letter'), ['build', '--section', 'guide', '--lang', 'en', '--paper', 'letter'])
    await expectSameBytes(boardDocument(library, 'en', 'a4', 'large'), ['board', '--lang', 'en', '--paper', 'a4', '--size', 'large'])
    await expectSameBytes(posterDocument(library, 'fr', 'a3'), ['poster', '--lang', 'fr', '--paper', 'a3'])
  })

  it('a game sheet', async () => {
    const text = '[Variant "Oware Abapa"]\n[South "Léa"]\n[North "Tom"]\n[Result "*"]\n\n1. C a 2. E b 3. D *\n'
    writeFileSync(join(dir, 'partie.ogn'), text)
    const loaded = readGameText(text, 'partie.ogn')
    expect(loaded.problems).toEqual([])
    await expectSameBytes(gameDocument(library, loaded.game!, 'fr', 'a4'), ['game', 'partie.ogn', '--lang', 'fr', '--paper', 'a4'], dir)
  })
})
