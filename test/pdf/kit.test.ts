import { cp, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadExercises } from '../../src/exercise/index.js'
import type { CheckedExercise } from '../../src/exercise/index.js'
import { boardLayout } from '../../src/pdf/board-layout.js'
import { annexExercises, loadLessons } from '../../src/lessons/lessons.js'
import { placeWrongAnswers, placeWrongValues } from '../../src/pdf/mistake-lines.js'
import { PAPER_SIZES } from '../../src/pdf/paper.js'
import { kitStrings } from '../../src/pdf/strings.js'
import { runCli } from '../cli/harness.js'
import type { ReadPdf } from './read-pdf.js'
import { embeddedFontNames, inflatedStreams, readPdf } from './read-pdf.js'

const lessons = await loadLessons('templates/lessons.yaml')
if (!lessons.ok) throw new Error('templates/lessons.yaml does not load')
const FIRST_LESSON = lessons.value[0]!.title

/** A page left blank so that the next sheet starts on a new sheet of paper. */
const notBlank = (page: { text: string }): boolean => !flat(page.text).includes(flat(kitStrings('fr').text('kit.blankPage'))) && !flat(page.text).includes(flat(kitStrings('en').text('kit.blankPage')))

/** Whitespace-insensitive text, as a reader compares it (line breaks fall anywhere). */
const flat = (text: string): string => text.replace(/[\s\u00A0\u202F]+/g, ' ').trim()
const scratch = () => mkdtemp(join(tmpdir(), 'awale-kit-'))

/** Pages of a section, by its heading on the first page and the next section's heading. */
function sectionPages(pdf: ReadPdf, start: string, next: string | null): ReadPdf['pages'] {
  const first = pdf.pages.findIndex((page) => flat(page.text).startsWith(start))
  const end = next === null ? pdf.pages.length : pdf.pages.findIndex((page, index) => index > first && flat(page.text).startsWith(next))
  expect(first, `section starting "${start}"`).toBeGreaterThanOrEqual(0)
  return pdf.pages.slice(first, end)
}

describe('the default kit, French, A4', () => {
  let bytes: Buffer
  let pdf: ReadPdf
  let exercises: CheckedExercise[]
  const fr = kitStrings('fr')

  beforeAll(async () => {
    const dir = await scratch()
    const out = join(dir, 'kit.pdf')
    const result = await runCli(['build', '--out', out])
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain(out)
    bytes = await readFile(out)
    pdf = await readPdf(bytes)
    exercises = (await loadExercises(['exercises'])).exercises
  })

  it('has A4 pages: portrait, and landscape for the board', () => {
    const landscape = boardLayout('a4').sheets.length
    expect(pdf.pages.filter((page) => page.widthMm > page.heightMm)).toHaveLength(landscape)
    for (const page of pdf.pages) {
      const [short, long] = [Math.min(page.widthMm, page.heightMm), Math.max(page.widthMm, page.heightMm)]
      expect(short).toBeCloseTo(PAPER_SIZES.a4.widthMm, 1)
      expect(long).toBeCloseTo(PAPER_SIZES.a4.heightMm, 1)
    }
  })

  it('numbers every page in the footer with the kit title', () => {
    pdf.pages.forEach((page, index) => expect(flat(page.text)).toContain(flat(fr.text('kit.footer', { title: fr.text('kit.title'), page: index + 1, pages: pdf.pages.length }))))
  })

  const firstSheet = () => flat(fr.text('worksheet.sheetHeading', { number: 1, level: 1 }))
  const keyStart = () => flat(fr.text('answers.sheetTitle', { sheet: fr.text('worksheet.sheetTitle', { number: 1, lesson: FIRST_LESSON.fr, level: 1 }) }))

  it('lists the sections on the cover with the pages where they really start', () => {
    const cover = flat(pdf.pages[0]!.text).split(flat(fr.text('cover.contents')))[1]!
    for (const section of ['board', 'setup', 'rules', 'worksheet', 'answers', 'annex'] as const) {
      const title = fr.text(`sections.${section}`)
      const match = new RegExp(`${title.replace(/[()]/g, '\\$&')}(?: — \\d+ \\S+)?[ .]*(\\d+)`).exec(cover)
      expect(match, title).not.toBeNull()
      const page = Number(match![1])
      const boardTitle = boardLayout('a4').sheets.length > 1 ? fr.text('board.titlePart', { part: 1, parts: 2 }) : fr.text('board.title')
      const heading = {
        board: boardTitle,
        setup: fr.text('setup.title'),
        rules: fr.text('rules.title'),
        worksheet: firstSheet(),
        answers: keyStart(),
        annex: fr.text('worksheet.annexTitleLevels', { levels: '2 et 3' }),
      }[section]
      expect(flat(pdf.pages[page - 1]!.text).startsWith(flat(heading)), `${title} on page ${page}`).toBe(true)
    }
  })

  it('keeps the rules on two pages', () => {
    expect(sectionPages(pdf, flat(fr.text('rules.title')), firstSheet()).filter(notBlank)).toHaveLength(2)
  })

  it('puts every question of the lessons in the pupils’ sheets, and no bank id, no explanation', () => {
    const worksheet = flat(
      sectionPages(pdf, firstSheet(), keyStart())
        .map((page) => page.text)
        .join(' '),
    )
    const annex = annexExercises(lessons.value, exercises)
    const lessonExercises = exercises.filter((exercise) => !annex.includes(exercise))
    expect(lessonExercises.length).toBeGreaterThan(30)
    for (const exercise of lessonExercises) {
      expect(worksheet).toContain(flat(fr.typeset(exercise.question.fr)))
      expect(worksheet).not.toContain(flat(fr.text('answers.bankId', { id: exercise.id, theme: fr.text(`themes.${exercise.theme}`) })))
      for (const line of exercise.explain.fr.split('\n').filter((l) => l.trim().length > 20)) expect(worksheet).not.toContain(flat(fr.typeset(line)))
    }
    // A question to North that starts "Tu joues Nord." does not say it twice under the sheet's own bold line.
    const youPlayNorth = flat(fr.text('worksheet.youPlayNorth'))
    expect(lessonExercises.some((exercise) => exercise.start.turn === 'north' && exercise.question.fr.startsWith('Tu joues Nord.'))).toBe(true)
    expect(worksheet).toContain(youPlayNorth)
    expect(worksheet).not.toContain(`${youPlayNorth} ${youPlayNorth}`)
  })

  it('puts every explanation and its engine facts in the answer key', () => {
    const answers = flat(
      sectionPages(pdf, keyStart(), null)
        .map((page) => page.text)
        .join(' '),
    )
    for (const exercise of exercises) {
      for (const line of exercise.explain.fr.split('\n').filter((l) => l.trim())) expect(answers).toContain(flat(fr.typeset(line)))
      if (exercise.task === 'play' && exercise.reports.length <= 2) {
        const report = exercise.reports[0]!
        // The last hole: as the answer to the pupil's place, or among the facts of the move.
        const asked = exercise.answers.some((answer) => answer.name === 'last')
        // Not asked, it is the diagram's caption (« Sud a joué C (4 graines). Dernière graine : G. »).
        expect(answers).toContain(asked ? flat(fr.typeset(`${fr.raw('answers.short.last') as string} : ${report.last}`)) : `Dernière graine : ${report.last}.`)
      }
    }
    // A2 (seed 003): the chain I, H, G takes 7 (the pupil's places, and the diagram's caption); 9 seeds before = 2 after + 7.
    expect(answers).toContain(flat(fr.typeset(`${fr.raw('answers.short.capturedHoles') as string} : G, H, I`)))
    expect(answers).toContain('Dernière graine : I. Prise : 7 graines.')
    // The count is one of A2's places: its answer, in the pupil's terms.
    expect(answers).toContain(flat(fr.typeset('avant 9 = après 2 + prises 7')))
    // The board after, hole by hole as the sheet prints it (North's row on top), in the quick grid where the pupil writes the board (A1, the first move of the game).
    expect(answers).toContain(flat(fr.typeset(`${fr.raw('answers.short.board') as string} : L4 K4 J4 I4 H4 G5 · A4 B4 C0 D5 E5 F5`)))
  })

  it('names under each answer the wrong values the mistakes give there, and the commonest in the quick grid (issue 22)', () => {
    const answers = flat(
      sectionPages(pdf, keyStart(), null)
        .map((page) => page.text)
        .join(' '),
    )
    const byId = (id: string) => exercises.find((e) => e.id === id)!
    /** A place's wrong values: each answer and who gives it (mistake ids, or the author's words). */
    const wrongAt = (id: string, name: string) => {
      const exercise = byId(id)
      const place = exercise.answers.findIndex((answer) => answer.name === name)
      return (placeWrongValues(fr, exercise, 'fr').find((p) => p.place === place)?.values ?? []).map(({ answer, givers }) => ({
        answer,
        givers: givers.map((giver) => ('mistake' in giver ? giver.mistake : giver.words)),
      }))
    }
    // Worked by hand from the definitions. A1: C holds 4 at the game's start; counting C itself sows
    // C, D, E, F: the last seed in F, C keeps 1 and G stays on 4. Dropping a seed in one's store
    // between F and G: C 4 → D, E, F, store; G stays on 4.
    expect(wrongAt('A1', 'last')).toEqual([
      { answer: { kind: 'hole', value: 'F' }, givers: ['start-counted'] },
      { answer: { kind: 'store' }, givers: ['into-store'] },
    ])
    const boards = wrongAt('A1', 'board')
    expect(boards.map((value) => value.givers)).toEqual([['start-counted'], ['into-store']])
    expect(boards.map((value) => value.answer.kind === 'board' && [value.answer.board[2], value.answer.board[6]])).toEqual([
      [1, 4],
      [0, 4],
    ])
    // A2 (seed 003): F 3 → G, H, I; the chain I, H, G takes 7. Only the last hole: I and its 2 seeds.
    expect(wrongAt('A2', 'capturedHoles')).toContainEqual({ answer: { kind: 'holes', value: ['I'] }, givers: ['last-only'] })
    expect(wrongAt('A2', 'captured')).toContainEqual({ answer: { kind: 'number', value: 2 }, givers: ['last-only'] })
    // G8 (lesson 6): the author's own mistake, seeing a grand slam where B keeps a seed, comes before
    // the engine's that give the same 0 and aim at other lessons.
    const g8 = byId('G8').authorMistakes[0]!.sentence.fr
    expect(wrongAt('G8', 'grandSlam')).toEqual([{ answer: { kind: 'yes-no', value: true }, givers: [g8] }])
    expect(wrongAt('G8', 'captured')).toEqual([
      { answer: { kind: 'number', value: 0 }, givers: [g8, 'start-counted', 'before-adding'] },
      { answer: { kind: 'number', value: 1 }, givers: ['into-store'] },
    ])
    // G11 (lesson 6, the best move): F is the answer of five mistakes; the line names the lesson's own
    // (taking everything) and counts the four others.
    const g11 = byId('G11')
    const best = g11.answers.findIndex((answer) => answer.name === 'best')
    expect(wrongAt('G11', 'best').find((value) => value.answer.kind === 'hole' && value.answer.value === 'F')?.givers).toHaveLength(5)
    expect(placeWrongAnswers(fr, g11, 'fr').find((line) => line.place === best)?.text).toContain(
      fr.typeset(`F\u00a0→\u00a0${fr.text('mistakes.grand-slam-taken.did')} ${fr.text('words.or')} ${fr.text('answers.otherMistakes', { count: 4 })}`),
    )
    // E1 (captured, over, winner): a mistake that says the game is not over does not say again under the winner that it goes on.
    expect(wrongAt('E1', 'over').length).toBeGreaterThan(0)
    expect(wrongAt('E1', 'winner')).toEqual([])
    // The quick grid: A1's last seed G, and F the wrong answer the sowing lesson is there to catch.
    expect(answers).toContain('dernière graine : G (erreur : F)')
    // Every exercise's key prints its places' lines, and names there every mistake that changes a place the pupil fills in.
    const bankId = (e: CheckedExercise) => flat(fr.text('answers.bankId', { id: e.id, theme: fr.text(`themes.${e.theme}`) }))
    const starts = exercises
      .map((e) => answers.indexOf(bankId(e)))
      .filter((at) => at >= 0)
      .sort((a, b) => a - b)
    let named = 0
    for (const exercise of exercises) {
      const start = answers.indexOf(bankId(exercise))
      if (start < 0) continue
      const text = answers.slice(
        start,
        starts.find((at) => at > start),
      )
      for (const line of placeWrongAnswers(fr, exercise, 'fr')) expect(text, exercise.id).toContain(flat(line.text))
      const sentences = exercise.answers.map((answer) => answer.key.kind === 'sentence')
      // A value more than three mistakes give is said with the lesson's own and « ou N autres erreurs ».
      const crowded = new Set(
        placeWrongValues(fr, exercise, 'fr').flatMap(({ values }) =>
          values.filter((value) => value.givers.length > 3).flatMap((value) => value.givers.flatMap((giver) => ('mistake' in giver ? [giver.mistake] : []))),
        ),
      )
      for (const diagnosis of exercise.mistakes) {
        if (diagnosis.wrong.every((place) => sentences[place] || exercise.answers[place]!.name === 'count')) continue
        if (crowded.has(diagnosis.id) && !text.includes(flat(fr.text(`mistakes.${diagnosis.id}.did`)))) {
          expect(text, `${exercise.id} ${diagnosis.id}`).toMatch(/autres? erreurs?/)
          continue
        }
        expect(text, `${exercise.id} ${diagnosis.id}`).toContain(flat(fr.text(`mistakes.${diagnosis.id}.did`)))
        named++
      }
    }
    expect(named).toBeGreaterThan(150)
  })

  it('tells the end of the game for end tasks, never for a reduced position (A4 is not "North wins 4–0")', () => {
    const answers = flat(
      sectionPages(pdf, keyStart(), null)
        .map((page) => page.text)
        .join(' '),
    )
    // From an exercise's bank id to the next exercise's number ("3. "): the exercise's whole key.
    const bankId = (e: CheckedExercise) => flat(fr.text('answers.bankId', { id: e.id, theme: fr.text(`themes.${e.theme}`) }))
    const starts = exercises
      .map((e) => answers.indexOf(bankId(e)))
      .filter((at) => at >= 0)
      .sort((a, b) => a - b)
    // From an exercise's bank id (top right of its key) to the next one: the exercise's whole key.
    const exerciseText = (id: string) => {
      const start = answers.indexOf(bankId(exercises.find((e) => e.id === id)!))
      expect(start, id).toBeGreaterThan(0)
      return answers.slice(
        start,
        starts.find((at) => at > start),
      )
    }
    const over = flat(fr.text('answers.over', { reason: '' })).replace(/\s*:?\s*\.?$/, '')
    expect(exerciseText('A4')).not.toContain(over)
    for (const exercise of exercises.filter((e) => e.task === 'end' && e.outcome !== null)) expect(exerciseText(exercise.id)).toContain(over)
    // Said once: the facts say it, the diagram's caption ("Partie finie…") does not say it again (E1, issue 11).
    for (const exercise of exercises.filter((e) => e.task === 'end' && e.outcome !== null && e.reports.length > 0)) expect(exerciseText(exercise.id)).not.toContain('Partie finie')
  })

  it('embeds the fonts (Andika regular and bold), with title and language', () => {
    const fonts = embeddedFontNames(bytes)
    expect(fonts.some((name) => /\+Andika$/.test(name))).toBe(true)
    expect(fonts.some((name) => /\+Andika-Bold$/.test(name))).toBe(true)
    expect(pdf.info['Title']).toBe(fr.text('kit.title'))
    expect(bytes.toString('latin1')).toMatch(/\/Lang \(fr-FR\)/)
    expect(bytes.toString('latin1')).toMatch(/\/StructTreeRoot/)
    // Every diagram is a tagged figure with its text alternative (the position read out).
    expect((bytes.toString('latin1').match(/\/S \/Figure/g) ?? []).length).toBeGreaterThan(exercises.length * 2)
  })

  it('opens and closes every marked content (tags) on each page', () => {
    const pages = inflatedStreams(bytes).filter((stream) => / BDC\b/.test(stream))
    expect(pages.length).toBe(pdf.pages.length)
    for (const stream of pages) {
      let depth = 0
      for (const operator of stream.matchAll(/\b(BDC|BMC|EMC)\b/g)) {
        depth += operator[1] === 'EMC' ? -1 : 1
        expect(depth).toBeGreaterThanOrEqual(0)
      }
      expect(depth).toBe(0)
    }
  })

  it('rebuilds byte for byte', async () => {
    const dir = await scratch()
    const out = join(dir, 'again.pdf')
    expect((await runCli(['build', '--out', out])).code).toBe(0)
    expect((await readFile(out)).equals(bytes)).toBe(true)
  })
})

/** A small bank: a few of the default exercises copied into a folder of their own. */
async function smallBank(ids: string[]): Promise<string> {
  const dir = await scratch()
  for (const id of ids) await cp(join('exercises', `${id}.yaml`), join(dir, `${id}.yaml`))
  return dir
}

describe('papers and languages', () => {
  it.each([
    ['en', 'letter'],
    ['fr', 'letter'],
    ['fr', 'a3'],
  ] as const)('%s on %s: page sizes and words of the language', async (lang, paper) => {
    const bank = await smallBank(['a1', 'a2', 'a3'])
    const out = join(bank, 'kit.pdf')
    const result = await runCli(['build', '--lang', lang, '--paper', paper, '--exercises', bank, '--out', out])
    expect(result.code).toBe(0)
    const pdf = await readPdf(await readFile(out))
    const { widthMm, heightMm } = PAPER_SIZES[paper]
    for (const page of pdf.pages) {
      expect(Math.min(page.widthMm, page.heightMm)).toBeCloseTo(widthMm, 1)
      expect(Math.max(page.widthMm, page.heightMm)).toBeCloseTo(heightMm, 1)
    }
    const strings = kitStrings(lang)
    expect(flat(pdf.pages[0]!.text)).toContain(flat(strings.text('kit.title')))
    // The cover is one page, the rules two, on every paper.
    const board = boardLayout(paper).sheets.length > 1 ? strings.text('board.titlePart', { part: 1, parts: 2 }) : strings.text('board.title')
    expect(flat(pdf.pages[1]!.text).startsWith(flat(board))).toBe(true)
    const firstSheet = flat(strings.text('worksheet.sheetHeading', { number: 1, level: 1 }))
    expect(sectionPages(pdf, flat(strings.text('rules.title')), firstSheet).filter(notBlank)).toHaveLength(2)
    expect(flat(pdf.pages[0]!.text)).toContain(flat(strings.text('cover.exercises', { count: 3 })))
  })

  it('numbers the contents right wherever the cover stands', async () => {
    const bank = await smallBank(['a1'])
    const kit = join(await scratch(), 'kit.yaml')
    await writeFile(kit, 'sections: [board, cover, rules]\n')
    const out = join(bank, 'kit.pdf')
    expect((await runCli(['build', '--kit', kit, '--exercises', bank, '--out', out])).code).toBe(0)
    const pdf = await readPdf(await readFile(out))
    const fr = kitStrings('fr')
    expect(pdf.pages).toHaveLength(4)
    expect(flat(pdf.pages[1]!.text)).toMatch(new RegExp(`${flat(fr.text('sections.board'))}[ .]*1 ${flat(fr.text('sections.rules'))}[ .]*3`))
    expect(flat(pdf.pages[2]!.text).startsWith(flat(fr.text('rules.title')))).toBe(true)
  })

  it('--split writes the worksheet, the answer key and the board apart', async () => {
    const bank = await smallBank(['a1', 'a2'])
    const out = join(bank, 'out', 'kit.pdf')
    const result = await runCli(['build', '--split', '--exercises', bank, '--out', out])
    expect(result.code).toBe(0)
    const names = (await readdir(join(bank, 'out'))).sort()
    // No annex here (both exercises follow the kit's rules): three files.
    expect(names).toEqual(['kit-answers.pdf', 'kit-board.pdf', 'kit-worksheet.pdf'])
    const [answers, board, worksheet] = await Promise.all(names.map(async (name) => readPdf(await readFile(join(bank, 'out', name)))))
    const fr = kitStrings('fr')
    const explanation = flat(fr.typeset('Je sème en G (1 devient 2), en H (2 devient 3) et en I (1 devient 2).'))
    expect(flat(answers!.pages.map((p) => p.text).join(' '))).toContain(explanation)
    expect(flat(worksheet!.pages.map((p) => p.text).join(' '))).not.toContain(explanation)
    expect(flat(worksheet!.pages.map((p) => p.text).join(' '))).toContain(flat(fr.typeset('Joue F. Où tombe la dernière graine ?')))
    expect(board!.pages).toHaveLength(boardLayout('a4').sheets.length)
    expect(flat(board!.pages[0]!.text)).toContain(flat(fr.text('kit.parts.board')))
  })
})

describe('a build that must not write', () => {
  async function withPrevious() {
    const bank = await smallBank(['a1', 'a2'])
    const out = join(bank, 'kit.pdf')
    await writeFile(out, '%PDF-1.7 previous kit')
    return { bank, out }
  }
  const untouched = async (out: string) => expect(await readFile(out, 'utf8')).toBe('%PDF-1.7 previous kit')

  it('refuses a wrong claim: exit 1, the problem located, the previous file untouched', async () => {
    const { bank, out } = await withPrevious()
    const file = join(bank, 'a2.yaml')
    await writeFile(file, (await readFile(file, 'utf8')).replace('captured: 7', 'captured: 6'))
    const result = await runCli(['build', '--exercises', bank, '--out', out])
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/a2\.yaml:\d+:\d+ EXPECT_MISMATCH/)
    expect(result.stderr).toContain('nothing written')
    await untouched(out)
  })

  it('refuses bad input: exit 2', async () => {
    const { bank, out } = await withPrevious()
    await writeFile(join(bank, 'broken.yaml'), 'id: [unclosed\n')
    const result = await runCli(['build', '--exercises', bank, '--out', out])
    expect(result.code).toBe(2)
    expect(result.stderr).toMatch(/broken\.yaml:\d+:\d+ YAML_SYNTAX/)
    await untouched(out)
  })

  it('refuses a folder without exercises, a bad kit file and a bad option: exit 2', async () => {
    const { bank, out } = await withPrevious()
    const empty = await scratch()
    expect((await runCli(['build', '--exercises', empty, '--out', out])).code).toBe(2)
    const kit = join(await scratch(), 'kit.yaml')
    await writeFile(kit, 'sections: [cover, rulez]\n')
    const bad = await runCli(['build', '--kit', kit, '--exercises', bank, '--out', out])
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain(`${kit}:1:19 KIT_UNKNOWN_SECTION`)
    const option = await runCli(['build', '--lang', 'de', '--out', out])
    expect(option.code).toBe(2)
    expect(option.stderr).toContain('--lang must be one of fr, en')
    await untouched(out)
  })

  it('stops on Ctrl-C: exit 130, nothing written', async () => {
    const { bank, out } = await withPrevious()
    const controller = new AbortController()
    controller.abort()
    const { code, stderr } = await runCli(['build', '--exercises', bank, '--out', out], { signal: controller.signal })
    expect(code).toBe(130)
    expect(stderr).toContain('interrupted; nothing written')
    await untouched(out)
  })

  it('reports a folder it cannot write to, exit 2, no stack trace', async () => {
    const { bank } = await withPrevious()
    const result = await runCli(['build', '--exercises', bank, '--out', join(bank, 'kit.pdf', 'inside.pdf')])
    expect(result.code).toBe(2)
    expect(result.stderr).toMatch(/^awale-kit build: cannot write .*inside\.pdf/)
    expect(result.stderr).not.toMatch(/\n\s+at /)
  })
})

describe('a reduced end-of-game exercise', () => {
  it('gives the stores but names no winner: the seeds captured before are not drawn', async () => {
    const dir = await scratch()
    // A4's position as an `end` task: North cannot feed South and gathers 4; the stores say 0–4.
    await writeFile(
      join(dir, 'reduced-end.yaml'),
      [
        'id: RE1',
        'theme: end',
        'level: 1',
        'title: { fr: "Fin réduite", en: "Reduced end" }',
        'position: { F: 2, G: 1, H: 1 }',
        'task: end',
        'play: F',
        'question: { fr: "Joue F. La partie est-elle finie ?", en: "Play F. Is the game over?" }',
        'expect: { over: true, score: { south: 0, north: 4 } }',
        'explain: { fr: "Nord ne peut pas nourrir Sud.", en: "North cannot feed South." }',
        '',
      ].join('\n'),
    )
    const out = join(dir, 'kit.pdf')
    const result = await runCli(['build', '--exercises', dir, '--out', out])
    expect(result.code).toBe(0)
    const fr = kitStrings('fr')
    const pdf = await readPdf(await readFile(out))
    const answers = flat(pdf.pages.map((page) => page.text).join(' '))
    expect(answers).toContain(flat(fr.text('answers.noWinner')))
    for (const side of ['south', 'north', 'draw'] as const) expect(answers).not.toContain(flat(fr.text(`answers.winner.${side}`)))
  })
})
