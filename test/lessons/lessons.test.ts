import { mkdtemp, readFile, readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadExercises } from '../../src/exercise/index.js'
import { annexExercises, lessonExercises, loadLessons, parseLessons, untaughtPlaces } from '../../src/lessons/lessons.js'
import { planSheets } from '../../src/kit/sheets.js'
import { legalMoves, opposite, play } from '../../src/engine/index.js'
import { runCli } from '../cli/harness.js'
import { readPdf } from '../pdf/read-pdf.js'
import { kitStrings } from '../../src/pdf/strings.js'

const shipped = await loadLessons('templates/lessons.yaml')
if (!shipped.ok) throw new Error(shipped.error.map((p) => p.message).join('\n'))
const lessons = shipped.value
const bank = (await loadExercises(['exercises'])).exercises

describe('the progression of lessons (templates/lessons.yaml)', () => {
  it('teaches the ten lessons of the issue, in order, each theme of the bank in one lesson', () => {
    expect(lessons.map((lesson) => lesson.themes.map((entry) => entry.theme).join('+'))).toEqual([
      'sowing',
      'lap+double-lap',
      'capture',
      'chain+chain-stop+no-capture',
      'feeding',
      'grand-slam',
      'no-feeding-end+end+repetition',
      'best-capture',
      'defend',
      'best-move',
    ])
    // Repetition only at level 3.
    expect(lessons[6]!.themes.find((entry) => entry.theme === 'repetition')!.levels).toEqual([3])
    for (const lesson of lessons) for (const lang of ['fr', 'en'] as const) for (const field of [lesson.title, lesson.objective, lesson.rule]) expect(field[lang].length).toBeGreaterThan(3)
  })

  // Issue 26: nothing asked before it is taught (no seeds taken before lesson 3), at levels 1 and 2.
  it('asks on each sheet of levels 1 and 2 only what its lesson or an earlier one teaches', () => {
    const asked = lessons.flatMap((lesson) => ([1, 2] as const).flatMap((level) => lessonExercises(lesson, bank, level).flatMap((exercise) => untaughtPlaces(lessons, lesson, exercise))))
    expect(asked).toEqual([])
    // The check sees it: a capturing exercise of lesson 3 on the sowing lesson's sheet asks for what lesson 3 teaches.
    const capture = lessonExercises(lessons[2]!, bank, 1)[0]!
    expect(untaughtPlaces(lessons, lessons[0]!, capture)).toContainEqual({ exercise: capture.id, place: 'captured', lesson: 1, taughtIn: 3 })
    const ending = lessonExercises(lessons[6]!, bank, 1).find((exercise) => exercise.answers.some((answer) => answer.name === 'score'))!
    expect(untaughtPlaces(lessons, lessons[3]!, ending).map((place) => [place.place, place.taughtIn])).toContainEqual(['score', 7])
  })

  it('plays every lesson’s example with the engine', () => {
    const sowing = lessons[0]!.example
    expect(sowing.kind).toBe('move')
    if (sowing.kind === 'move') expect(sowing.report.sown).toEqual(['D', 'E', 'F', 'G'])
    expect(lessons[4]!.example.kind).toBe('legal')
  })

  it('puts every bank exercise in exactly one lesson at its level, or in the annex', () => {
    const annex = annexExercises(lessons, bank)
    for (const exercise of bank) {
      const homes = lessons.filter((lesson) => lessonExercises(lesson, bank, exercise.level).includes(exercise))
      expect(homes.length + (annex.includes(exercise) ? 1 : 0), exercise.id).toBe(1)
    }
    // Exercises under other rules than the kit's are never in a lesson.
    for (const exercise of bank.filter((e) => e.variant.grandSlam !== 'no-capture' || e.variant.seedsPerHole !== 4)) expect(annex).toContain(exercise)
  })
})

describe('a lessons file with mistakes', () => {
  const lesson = (extra: string) => `lessons:\n  - id: one\n    title: { fr: Un, en: One }\n    objective: { fr: Un, en: One }\n    rule: { fr: Un, en: One }\n${extra}`

  it('names a theme taught twice at one level, at its line', () => {
    const text =
      lesson('    example: { position: "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S", play: C }\n    themes: [sowing]\n') +
      '  - id: two\n    title: { fr: Deux, en: Two }\n    objective: { fr: D, en: T }\n    rule: { fr: D, en: T }\n    example: { position: "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S" }\n    themes: [capture, { theme: sowing, levels: [2] }]\n'
    const parsed = parseLessons(text, 'l.yaml')
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(parsed.error).toMatchObject([{ code: 'LESSONS_THEME_TWICE', line: 13 }])
  })

  it('refuses an example the engine cannot play', () => {
    const parsed = parseLessons(lesson('    example: { position: "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S", play: H }\n    themes: [sowing]\n'), 'l.yaml')
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(parsed.error).toMatchObject([{ code: 'LESSONS_BAD_EXAMPLE', line: 6 }])
  })

  it('refuses an unknown theme with its line', () => {
    const parsed = parseLessons(lesson('    example: { position: "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S" }\n    themes: [sowing, chian]\n'), 'l.yaml')
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(parsed.error[0]).toMatchObject({ code: 'LESSONS_BAD_VALUE', line: 7 })
  })
})

describe('sheets: what a build prints', () => {
  it('one lesson at one level, or every lesson then the annex', () => {
    const one = planSheets(lessons, bank, { lesson: 4, level: 2 })
    expect(one).toHaveLength(1)
    expect(one[0]!.exercises.map((e) => e.id)).toEqual(lessonExercises(lessons[3]!, bank, 2).map((e) => e.id))
    const all = planSheets(lessons, bank)
    expect(all.filter((sheet) => sheet.kind === 'lesson').flatMap((sheet) => sheet.exercises).length + annexExercises(lessons, bank).length).toBe(bank.length)
    expect(all.findIndex((sheet) => sheet.kind === 'annex')).toBeGreaterThan(all.map((sheet) => sheet.kind).lastIndexOf('lesson'))
  })

  it('a theme alone, on any bank', () => {
    const chain = planSheets(lessons, bank, { theme: 'chain' })
    expect(chain.every((sheet) => sheet.exercises.every((e) => e.theme === 'chain'))).toBe(true)
    expect(chain.flatMap((sheet) => sheet.exercises).length).toBe(bank.filter((e) => e.theme === 'chain').length)
  })
})

describe('awale-kit lessons and build --lesson', () => {
  it('lists the lessons as JSON with their exercises per level', async () => {
    const result = await runCli(['lessons', '--json', '--lang', 'en'])
    expect(result.code).toBe(0)
    const rows = JSON.parse(result.stdout) as { number: number; id: string; title: string; themes: string[]; levels: Record<string, string[]> }[]
    expect(rows).toHaveLength(lessons.length)
    expect(rows[2]).toMatchObject({ number: 3, id: 'capturing', title: 'Capturing', themes: ['capture'] })
    expect(rows[2]!.levels['1']).toEqual(lessonExercises(lessons[2]!, bank, 1).map((e) => e.id))
  })

  it('prints one lesson at one level, named after it: its sheet and its key', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'awale-lesson-'))
    const result = await runCli(['build', '--lesson', '4', '--level', '1'], { cwd: dir })
    expect(result.code).toBe(0)
    expect(await readdir(join(dir, 'out'))).toEqual(['awale-lesson4-level1-fr-a4.pdf'])
    const pdf = await readPdf(await readFile(join(dir, 'out', 'awale-lesson4-level1-fr-a4.pdf')))
    const text = pdf.pages.map((page) => page.text).join(' ')
    for (const exercise of lessonExercises(lessons[3]!, bank, 1)) expect(text).toContain(exercise.id)
    for (const exercise of lessonExercises(lessons[3]!, bank, 2)) expect(text).not.toContain(`${exercise.id} ·`)
  })

  it('refuses a lesson that does not exist and a misspelt theme, exit 2', async () => {
    const missing = await runCli(['build', '--lesson', '99'])
    expect(missing.code).toBe(2)
    expect(missing.stderr).toContain('--lesson must be a whole number from 1 to')
    const theme = await runCli(['build', '--theme', 'chian'])
    expect(theme.code).toBe(2)
    expect(theme.stderr).toContain('did you mean chain?')
  })
})

describe('build --versions', () => {
  it('prints versions A and B of the sheet, other positions of the same themes, and one key for both', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'awale-versions-'))
    const out = join(dir, 'v.pdf')
    const result = await runCli(['build', '--lesson', '3', '--level', '1', '--versions', '2', '--out', out])
    expect(result.code).toBe(0)
    const pdf = await readPdf(await readFile(out))
    const pages = pdf.pages.map((page) => page.text.replace(/[\s\u00A0\u202F]+/g, ' '))
    const pupil = pages.filter((text) => text.includes('Prénom'))
    // Each version's pages carry its letter in the title and the footer.
    expect(pupil.some((text) => text.includes('Version A'))).toBe(true)
    expect(pupil.some((text) => text.includes('Version B'))).toBe(true)
    expect(pupil.every((text) => (text.match(/Version [AB]/g) ?? []).length >= 2)).toBe(true)
    // One key: the grid numbers A1…A6 and B1…B6, and B's exercises are not A's.
    const key = pages.filter((text) => !text.includes('Prénom')).join(' ')
    for (const n of [1, 2, 3, 4, 5, 6]) {
      expect(key).toContain(`A${n}.`)
      expect(key).toContain(`B${n}.`)
    }
    const bankIds = lessonExercises(lessons[2]!, bank, 1).map((e) => e.id)
    // Version B's exercises come from the generator; the key says so instead of an id.
    const generated = [
      ...key.matchAll(
        new RegExp(
          kitStrings('fr')
            .text('answers.generated', { theme: 'X' })
            .replace(/[\s\u00A0\u202F]+/g, ' ')
            .replace(' X', '')
            .trim(),
          'g',
        ),
      ),
    ]
    expect(generated).toHaveLength(6)
    for (const id of bankIds) expect(key).toContain(`réf. ${id} ·`)
    // The same seed, the same versions: the file is byte-identical on a second build.
    const again = join(dir, 'again.pdf')
    expect((await runCli(['build', '--lesson', '3', '--level', '1', '--versions', '2', '--out', again])).code).toBe(0)
    expect((await readFile(again)).equals(await readFile(out))).toBe(true)
  }, 60_000)
})

describe('the key numbers the exercises as the pupils’ sheet prints them', () => {
  it.each([
    ['1', '1'],
    ['7', '1'],
    ['2', '2'],
  ])(
    'lesson %s level %s: question n on the sheet is exercise n of the grid and of the key',
    async (lesson, level) => {
      const dir = await mkdtemp(join(tmpdir(), 'awale-order-'))
      const out = join(dir, 'l.pdf')
      expect((await runCli(['build', '--lesson', lesson, '--level', level, '--out', out])).code).toBe(0)
      const fr = kitStrings('fr')
      const flat = (text: string) => text.replace(/[\s\u00A0\u202F]+/g, ' ')
      const pages = (await readPdf(await readFile(out))).pages.map((page) => flat(page.text))
      const sheet = pages.filter((text) => text.includes('Prénom')).join(' ')
      const key = pages.filter((text) => !text.includes('Prénom')).join(' ')
      const exercises = lessonExercises(lessons[Number(lesson) - 1]!, bank, Number(level) as 1 | 2 | 3)
      // On the sheet, by where each question is printed; in the key, by where "n. Title" stands.
      const onSheet = [...exercises].sort((a, b) => sheet.indexOf(flat(fr.typeset(a.question.fr))) - sheet.indexOf(flat(fr.typeset(b.question.fr))))
      for (const exercise of exercises) expect(sheet.indexOf(flat(fr.typeset(exercise.question.fr))), exercise.id).toBeGreaterThanOrEqual(0)
      onSheet.forEach((exercise, index) => expect(key, `${index + 1}. ${exercise.id}`).toContain(flat(`${index + 1}. ${fr.typeset(exercise.title.fr)}`)))
    },
    60_000,
  )
})

describe('the quick grid', () => {
  it('gives a board the pupil draws as one line of holes in the order the sheet prints them (L4 K4 … · A4 B4 C0 …), the engine’s board after the move', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'awale-grid-'))
    const out = join(dir, 'l.pdf')
    expect((await runCli(['build', '--lesson', '1', '--level', '1', '--out', out])).code).toBe(0)
    const flat = (text: string) => text.replace(/[\s\u00A0\u202F]+/g, ' ')
    const key = (await readPdf(await readFile(out))).pages
      .map((page) => flat(page.text))
      .filter((text) => !text.includes('Prénom'))
      .join(' ')
    const grid = key.slice(key.indexOf('Correction rapide'), key.indexOf('1. '))
    const exercises = lessonExercises(lessons[0]!, bank, 1)
    let boards = 0
    for (const exercise of exercises) {
      const board = exercise.answers.find((answer) => answer.name === 'board')
      if (!board || board.key.kind !== 'board') continue
      boards++
      // The pupil's row at the bottom of the sheet's board: the other row on top, read left to right.
      const south = [0, 1, 2, 3, 4, 5]
      const north = [6, 7, 8, 9, 10, 11]
      const [top, bottom] = exercise.start.turn === 'south' ? [[...north].reverse(), south] : [[...south].reverse(), north]
      const row = (indices: number[]) => (board.key.kind === 'board' ? indices.map((i) => `${'ABCDEFGHIJKL'[i]}${board.key.kind === 'board' ? board.key.board[i] : ''}`).join(' ') : '')
      expect(grid, exercise.id).toContain(`plateau : ${row(top)} · ${row(bottom)}`)
    }
    expect(boards).toBeGreaterThanOrEqual(2)
  }, 60_000)
})

describe('the rule boxes', () => {
  it('never show the position of an exercise of the bank (the box would solve it on the same page)', () => {
    const starts = new Map(bank.map((exercise) => [exercise.start.board.join('-'), exercise.id]))
    for (const lesson of lessons) expect(starts.get(lesson.example.position.board.join('-')), `lesson ${lesson.number}`).toBeUndefined()
  })
})

describe('the defending lesson’s rule box', () => {
  it('shows a board where the opponent really threatens a capture, and a move that removes the threat', () => {
    const defending = lessons.find((lesson) => lesson.id === 'defending')!
    const example = defending.example
    expect(example.kind).toBe('position')
    if (example.kind !== 'position') return
    const threat = example.threat!
    expect(threat.reply.side).toBe(opposite(example.position.turn))
    expect(threat.reply.captured).toBeGreaterThan(0)
    expect(threat.defences.length).toBeGreaterThan(0)
    // Each defence, replayed: after it no move of the opponent captures; some other move loses seeds.
    const capturesAfter = (move: string) => {
      const report = play(example.position, move as never)
      if (!report.ok) throw new Error(report.error.message)
      return Math.max(0, ...legalMoves(report.value.after).map((reply) => (play(report.value.after, reply) as { ok: true; value: { captured: number } }).value.captured))
    }
    for (const move of threat.defences) expect(capturesAfter(move), move).toBe(0)
    expect(legalMoves(example.position).some((move) => capturesAfter(move) > 0)).toBe(true)
  })

  it('says the threat the engine found, on the pupils’ sheet', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'awale-threat-'))
    const out = join(dir, 'l9.pdf')
    expect((await runCli(['build', '--lesson', '9', '--level', '1', '--out', out])).code).toBe(0)
    const text = (await readPdf(await readFile(out))).pages.map((page) => page.text.replace(/[\s\u00A0\u202F]+/g, ' ')).join(' ')
    const defending = lessons.find((lesson) => lesson.id === 'defending')!
    if (defending.example.kind !== 'position') throw new Error('not a position')
    const reply = defending.example.threat!.reply
    expect(text).toContain(`Nord menace de jouer ${reply.move} et de prendre ${reply.captured} graines en ${reply.capturedHoles.join(' et ')}`)
    // And the defence the engine found, every move of it.
    const defences = defending.example.threat!.defences
    expect(text).toContain(
      `Pour te défendre, joue ${defences.length === 1 ? defences[0] : `${defences.slice(0, -1).join(', ')} ou ${defences[defences.length - 1]}`} : Nord ne peut plus rien prendre.`,
    )
  }, 60_000)

  it('refuses show: threat on a board where the opponent could capture nothing', () => {
    const parsed = parseLessons(
      'lessons:\n  - id: one\n    title: { fr: Un, en: One }\n    objective: { fr: U, en: O }\n    rule: { fr: U, en: O }\n    example: { position: "7-5-0-0-0-0-1-1-1-0-0-2-0-0-S", show: threat }\n    themes: [defend]\n',
      'l.yaml',
    )
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(parsed.error[0]!.message).toContain('North could capture nothing')
  })
})

describe('the end-of-game lesson’s rule box', () => {
  it('states how its example ends the game, with the score the engine computed', async () => {
    const end = lessons.find((lesson) => lesson.id === 'end')!
    if (end.example.kind !== 'move') throw new Error('the end lesson plays a move')
    const outcome = end.example.report.outcome!
    expect(outcome).not.toBeNull()
    const dir = await mkdtemp(join(tmpdir(), 'awale-end-'))
    const out = join(dir, 'l7.pdf')
    expect((await runCli(['build', '--lesson', '7', '--level', '1', '--out', out])).code).toBe(0)
    const words = (text: string) => text.replace(/[\s\u00A0\u202F]+/g, ' ').replace(/\u2011/g, '-')
    const pages = (await readPdf(await readFile(out))).pages
    const first = words(pages[0]!.text)
    expect(first).toContain('Partie finie. Nord ne peut pas nourrir Sud')
    expect(first).toContain(`Sud ${outcome.score.south}, Nord ${outcome.score.north}`)
    // The answer place speaks to the pupil, as the question does ("Peux-tu la nourrir ?"), on the sheet's two pages.
    const sheet = words(`${pages[0]!.text} ${pages[1]!.text}`)
    expect(sheet).toContain('Peux-tu nourrir Nord ?')
    expect(sheet).not.toContain('Sud peut-il nourrir Nord')
  }, 60_000)
})
