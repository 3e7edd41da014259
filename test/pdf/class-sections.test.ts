// Issue 13: the sections a class needs beside the exercises, each printed alone with
// `build --section NAME`, read back with pdfjs in both languages and on every paper: page sizes,
// fonts, their words, nothing under 7 pt, what a pupil reads or writes on at 12 pt or more, nothing
// past the frame; the guide one page per lesson; the record sheet's notation that of OGN.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_VARIANT, fromSetup, initialSetup, play } from '../../src/engine/index.js'
import type { Hole } from '../../src/engine/index.js'
import { CLASS_PLANNERS, CLASS_STRING_KEYS, classDocumentTitle, sectionTitle } from '../../src/pdf/class-sections.js'
import { GUIDE_STEPS, kitLessons } from '../../src/pdf/guide.js'
import { CLASS_SECTIONS, parseKitDefinition } from '../../src/kit/definition.js'
import { DEFAULT_BUILD_DATE, createDocument } from '../../src/pdf/document.js'
import { widthOfText } from '../../src/pdf/draw.js'
import { portraitFrame } from '../../src/pdf/page.js'
import { PAPER_SIZES, PAPERS, mm } from '../../src/pdf/paper.js'
import type { Paper } from '../../src/pdf/paper.js'
import { RECORD_EXAMPLE, moveColumns, moveTableWidth, ognLetter, ognMoveText, recordGame } from '../../src/pdf/record-sheet.js'
import { kitStrings } from '../../src/pdf/strings.js'
import type { Lang } from '../../src/pdf/typography.js'
import { roundRobin } from '../../src/tournament/pairings.js'
import { runCli } from '../cli/harness.js'
import type { ReadPdf, TextItem } from './read-pdf.js'
import { embeddedFontNames, readPdf, readTextItems } from './read-pdf.js'

const flat = (text: string): string =>
  text
    .replace(/\u2011/g, '-')
    .replace(/[\s\u00A0\u202F]+/g, ' ')
    .trim()
const LANGS: readonly Lang[] = ['fr', 'en']
/** Where the page's own text may go: the frame (11 mm margins, 7 mm footer), the footer under it. */
const FRAME_BOTTOM_MM = 18
/** The sections pupils read or write on: every word of their own at 12 pt or more. */
const PUPIL_SECTIONS = ['record-sheet', 'tournament', 'certificates', 'blank-boards', 'bookmarks'] as const

interface Built {
  bytes: Buffer
  pdf: ReadPdf
  items: TextItem[]
}

async function build(args: string[]): Promise<Built> {
  const dir = await mkdtemp(join(tmpdir(), 'awale-class-'))
  const out = join(dir, 'out.pdf')
  const result = await runCli([...args, '--out', out])
  expect(result.stderr).toBe('')
  expect(result.code).toBe(0)
  const bytes = await readFile(out)
  return { bytes, pdf: await readPdf(bytes), items: await readTextItems(bytes) }
}

const blankPage = (lang: Lang) => flat(kitStrings(lang).text('kit.blankPage'))
const isFooter = (item: TextItem, heightMm: number) => item.top > heightMm - 10

describe.each(CLASS_SECTIONS.flatMap((section) => LANGS.flatMap((lang) => PAPERS.map((paper) => [section, lang, paper] as const))))(
  'build --section %s --lang %s --paper %s',
  (section, lang, paper) => {
    let built: Built
    beforeAll(async () => {
      built = await build(['build', '--section', section, '--lang', lang, '--paper', paper])
    }, 60_000)

    it('has the paper’s size, the section’s title, Andika embedded, every page numbered', () => {
      const strings = kitStrings(lang)
      const { widthMm, heightMm } = PAPER_SIZES[paper as Paper]
      expect(built.pdf.pages.length).toBeGreaterThan(0)
      for (const page of built.pdf.pages) {
        expect(page.widthMm).toBeCloseTo(widthMm, 1)
        expect(page.heightMm).toBeCloseTo(heightMm, 1)
      }
      expect(built.pdf.info['Title']).toBe(classDocumentTitle(strings, section))
      expect(embeddedFontNames(built.bytes).some((name) => name.endsWith('+Andika'))).toBe(true)
      expect(embeddedFontNames(built.bytes).some((name) => name.endsWith('+Andika-Bold'))).toBe(true)
      expect(built.pdf.fonts.length).toBeGreaterThan(0)
      built.pdf.pages.forEach((page, index) =>
        expect(flat(page.text)).toContain(flat(strings.text('kit.footer', { title: classDocumentTitle(strings, section), page: index + 1, pages: built.pdf.pages.length }))),
      )
    })

    it('prints nothing under 7 pt, and nothing past the frame but the footer', () => {
      const { heightMm, widthMm } = PAPER_SIZES[paper as Paper]
      expect(built.items.length).toBeGreaterThan(10)
      const small = built.items.filter((item) => item.size < 6.995)
      expect(small.map((item) => `p.${item.page} ${item.size.toFixed(2)} "${item.text}"`)).toEqual([])
      const outside = built.items.filter((item) => !isFooter(item, heightMm) && (item.top > heightMm - FRAME_BOTTOM_MM + 0.5 || item.leftMm < 10 || item.leftMm > widthMm - 11))
      expect(outside.map((item) => `p.${item.page} top ${item.top.toFixed(1)} left ${item.leftMm.toFixed(1)} "${item.text}"`)).toEqual([])
    })

    if ((PUPIL_SECTIONS as readonly string[]).includes(section))
      it('sets every word a pupil reads or writes on at 12 pt or more (diagrams and the footer aside)', () => {
        const { heightMm } = PAPER_SIZES[paper as Paper]
        const own = built.items.filter((item) => !item.inFigure && !isFooter(item, heightMm) && !flat(item.text).startsWith(blankPage(lang).slice(0, 20)))
        expect(own.length).toBeGreaterThan(10)
        const small = own.filter((item) => item.size < 11.995)
        expect(small.map((item) => `p.${item.page} ${item.size.toFixed(2)} "${item.text}"`).slice(0, 10)).toEqual([])
      })
  },
)

describe('the teacher’s guide', () => {
  const lessons = kitLessons()

  it('gives every lesson its words in both languages, and a session of 45 minutes', () => {
    expect(GUIDE_STEPS.reduce((sum, [, minutes]) => sum + minutes, 0)).toBe(45)
    for (const lang of LANGS) {
      const strings = kitStrings(lang)
      for (const lesson of lessons) {
        for (const key of ['together', 'free', 'notebook', 'watch']) expect(strings.text(`guide.lessons.${lesson.id}.${key}`)).not.toBe('')
        expect(strings.list(`guide.lessons.${lesson.id}.maths`).length).toBeGreaterThanOrEqual(2)
        expect(strings.list(`certificates.badges.${lesson.id}.name`).length).toBeGreaterThanOrEqual(1)
        expect(strings.text(`certificates.badges.${lesson.id}.skill`)).not.toBe('')
      }
    }
  })

  describe.each(LANGS.flatMap((lang) => PAPERS.map((paper) => [lang, paper] as const)))('%s on %s', (lang, paper) => {
    let built: Built
    beforeAll(async () => {
      built = await build(['build', '--section', 'guide', '--lang', lang, '--paper', paper])
    }, 60_000)

    it('is an introduction, the term, one page per lesson, the self-check codes, and the glossary', () => {
      const strings = kitStrings(lang)
      const pages = built.pdf.pages.map((page) => flat(page.text))
      expect(pages).toHaveLength(4 + lessons.length)
      // How a class uses the self-check codes (issue 23), with the commands in the guide's language and paper.
      const selfCheck = pages[2 + lessons.length]!
      expect(selfCheck.startsWith(flat(strings.text('guide.selfCheck.title')))).toBe(true)
      for (const paragraph of strings.list('guide.selfCheck.paragraphs')) expect(selfCheck).toContain(flat(paragraph))
      const options = [...(lang === 'en' ? ['--lang en'] : []), ...(paper === 'a4' ? [] : [`--paper ${paper}`])].join(' ')
      expect(selfCheck).toContain(flat(`npx awale-kit build --lesson 3 --level 1 --split --self-check ${options}`))
      expect(pages[0]!.startsWith(flat(strings.text('guide.introTitle')))).toBe(true)
      for (const paragraph of strings.list('guide.intro')) expect(pages[0]).toContain(flat(paragraph))
      expect(pages[1]!.startsWith(flat(strings.text('guide.term.title')))).toBe(true)
      lessons.forEach((lesson, index) => {
        const page = pages[2 + index]!
        expect(page.startsWith(flat(strings.text('guide.lessonTitle', { number: lesson.number, title: strings.typeset(lesson.title[lang]) })))).toBe(true)
        // The whole lesson on its page: its first words to its last.
        expect(page).toContain(flat(strings.typeset(lesson.objective[lang])))
        expect(page).toContain(flat(strings.text(`guide.lessons.${lesson.id}.notebook`)))
        for (const line of strings.list(`guide.lessons.${lesson.id}.maths`)) expect(page).toContain(flat(line))
        expect(page).toContain(flat(strings.text(`guide.lessons.${lesson.id}.watch`)))
        // The commands that print its sheets, in the guide's language and paper.
        const extra = [...(lang === 'en' ? ['--lang en'] : []), ...(paper === 'a4' ? [] : [`--paper ${paper}`])].join(' ')
        expect(page).toContain(flat(`npx awale-kit build --lesson ${lesson.number} --level 1 --split ${extra}`))
      })
      const glossary = pages[pages.length - 1]!
      expect(glossary.startsWith(flat(strings.text('guide.glossary.title')))).toBe(true)
      const entries = strings.raw('guide.glossary.entries') as unknown[]
      entries.forEach((_, index) => expect(glossary).toContain(flat(strings.text(`guide.glossary.entries.${index}.definition`))))
    })
  })

  it('says what the engine plays in each lesson’s example (sowing: C from the start; capture: F takes H)', async () => {
    const { pdf } = await build(['build', '--section', 'guide'])
    const fr = kitStrings('fr')
    const sowing = flat(pdf.pages[2]!.text)
    expect(sowing).toContain(flat(fr.text('guide.example.move', { side: 'Sud', hole: 'C', seeds: 4, last: 'G' })))
    const capture = flat(pdf.pages[4]!.text)
    expect(capture).toContain(flat(fr.text('guide.example.captured', { count: 2, holes: 'H' })))
    // The grand slam's position is reduced: no final score is named for it.
    const grandSlam = flat(pdf.pages[7]!.text)
    expect(grandSlam).toContain(flat(fr.text('guide.example.cancelled', { holes: 'H et G' })))
    expect(grandSlam).not.toContain(flat(fr.text('guide.example.over', { south: 0, north: 4 })))
  })

  it('marks its facts with the sources docs/term.md lists', async () => {
    const term = await readFile('docs/term.md', 'utf8')
    const sources = term.split(/^## Sources/m)[1]!.split(/^## /m)[0]!
    // Each source named by who publishes it, in the order the guide numbers them.
    const entries = sources
      .split(/^- /m)
      .slice(1)
      .map((entry) => entry.replace(/\s+/g, ' '))
    const publishers = ['mancala.yeeqia.com', 'Abapa rules booklet', "Un jeu d'Afrique", 'AnimyJob', 'LudoAfrik']
    expect(entries).toHaveLength(publishers.length)
    for (const [index, publisher] of publishers.entries()) expect(entries[index]).toMatch(new RegExp(`^\\[${index + 1}\\] .*${publisher}`))
    for (const lang of LANGS) {
      const marks = kitStrings(lang)
        .list('guide.intro')
        .join(' ')
        .match(/\[[\d, ]+\]/g)!
      expect(marks.length).toBeGreaterThan(8)
      for (const mark of marks)
        for (const n of mark.slice(1, -1).split(', ')) {
          expect(Number(n)).toBeGreaterThanOrEqual(1)
          expect(Number(n)).toBeLessThanOrEqual(5)
        }
    }
  })
})

describe('the record sheet', () => {
  it('writes moves as OGN does: capitals for South, a–f for North, +N after a capture', () => {
    expect(['A', 'F', 'G', 'L'].map((hole) => ognLetter(hole as Hole))).toEqual(['A', 'F', 'a', 'f'])
    const example = recordGame(RECORD_EXAMPLE)
    expect(ognMoveText(example)).toBe('1. A b 2. D a 3. C+3 c+2')
    // Both players capture in the example, and the stores are the engine's.
    expect(example.filter((move, index) => move.captured > 0 && index % 2 === 0)).toHaveLength(1)
    expect(example.filter((move, index) => move.captured > 0 && index % 2 === 1)).toHaveLength(1)
    expect(example[example.length - 1]!.stores).toEqual({ south: 3, north: 2 })
  })

  it('reproduces the move text of the game Aualé wrote, captures and final score included', async () => {
    // A file written by Aualé's own writer (docs/notation.md).
    const sample = await readFile('test/game/fixtures/auale-demo.ogn', 'utf8')
    // The move text, its comments taken out (the sheet has no room for them).
    const moveText = sample
      .split('\n\n')[1]!
      .replace(/\{[^}]*\}/g, ' ')
      .trim()
      .split(/\s+/)
    const result = moveText.pop()!
    const tokens = moveText.filter((token) => !/^\d+\.$/.test(token))
    const holes = tokens.map((token) => token[0]!).map((letter) => (letter === letter.toUpperCase() ? letter : 'GHIJKL'['abcdef'.indexOf(letter)]!) as Hole)
    const game = recordGame(holes)
    expect(ognMoveText(game).replace(/\s+/g, ' ')).toBe(moveText.join(' '))
    const last = game[game.length - 1]!.stores
    expect(`${last.south}-${last.north}`).toBe(result)
  })

  it('gives the pupil boxes 12 mm wide on every paper, each header word whole in its column', async () => {
    const doc = await createDocument({ lang: 'fr', title: 't', subject: 's', date: DEFAULT_BUILD_DATE })
    for (const lang of LANGS)
      for (const paper of PAPERS) {
        const strings = kitStrings(lang)
        const columns = moveColumns({ doc, strings }, moveTableWidth(portraitFrame(paper).width))
        expect(columns.reduce((a, b) => a + b, 0)).toBeCloseTo(moveTableWidth(portraitFrame(paper).width), 3)
        // The number is printed; the pupil writes in the six others.
        for (const width of columns.slice(1)) expect(width).toBeGreaterThanOrEqual(mm(12) - 0.01)
        const headers = [
          strings.text('record.columns.number'),
          strings.text('record.columns.hole'),
          '+',
          strings.text('record.columns.hole'),
          '+',
          strings.text('sides.south'),
          strings.text('sides.north'),
        ]
        headers.forEach((header, index) => expect(widthOfText(doc, header, { font: 'bold', size: 12.5 }), `${lang} ${paper} ${header}`).toBeLessThan(columns[index]! - mm(2)))
      }
  })

  it.each(LANGS)('numbers the lines on from page to page (%s)', async (lang) => {
    const { pdf } = await build(['build', '--section', 'record-sheet', '--lang', lang])
    expect(pdf.pages).toHaveLength(2)
    const numbers = pdf.pages.flatMap((page) => [...flat(page.text).matchAll(/(?:^| )(\d{1,2}) \+ \+/g)].map((match) => Number(match[1])))
    expect(numbers.length).toBeGreaterThan(50)
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1))
    expect(flat(pdf.pages[0]!.text)).toContain('1. A b 2. D a 3. C+3 c+2')
  })
})

describe('the certificates', () => {
  it.each(LANGS)('a badge per lesson, twice on its page, each page with a blank back; then the self-assessment grid (%s)', async (lang) => {
    const strings = kitStrings(lang)
    const { pdf } = await build(['build', '--section', 'certificates', '--lang', lang])
    const pages = pdf.pages.map((page) => flat(page.text))
    const printed = pages.filter((page) => !page.startsWith(blankPage(lang).slice(0, 20)))
    const lessons = kitLessons()
    expect(printed).toHaveLength(lessons.length + 1)
    lessons.forEach((lesson, index) => {
      const skill = flat(strings.text(`certificates.badges.${lesson.id}.skill`))
      expect(printed[index]!.split(skill)).toHaveLength(3)
      expect(printed[index]).toContain(flat(strings.list(`certificates.badges.${lesson.id}.name`)[0]!))
    })
    // Cut in two: every badge page starts a sheet of paper, its back blank.
    pages.forEach((page, index) => {
      if (index % 2 === 1) expect(page.startsWith(blankPage(lang).slice(0, 20))).toBe(true)
    })
    const grid = printed[printed.length - 1]!
    expect(grid.startsWith(flat(strings.text('certificates.selfTitle')))).toBe(true)
    for (const lesson of lessons) expect(grid).toContain(flat(strings.text(`certificates.badges.${lesson.id}.skill`)))
  })
})

describe('blank boards and bookmarks', () => {
  it.each([
    ['a4', 2],
    ['letter', 2],
    ['a3', 3],
  ] as const)('as many problems as the page holds (%s: %i), each with the count check', async (paper, problems) => {
    const fr = kitStrings('fr')
    const { pdf } = await build(['build', '--section', 'blank-boards', '--paper', paper])
    expect(pdf.pages).toHaveLength(1)
    const text = flat(pdf.pages[0]!.text)
    expect(text.split(flat(fr.text('blankBoards.question')))).toHaveLength(problems + 1)
    expect(text.split(flat(fr.text('blankBoards.check')))).toHaveLength(problems + 1)
  })

  it.each([
    ['fr', 'a4', 1],
    ['en', 'letter', 1],
    ['fr', 'a3', 2],
  ] as const)('three bookmarks a set, every rule on them (%s, %s: %i set)', async (lang, paper, sets) => {
    const strings = kitStrings(lang)
    const { pdf } = await build(['build', '--section', 'bookmarks', '--lang', lang, '--paper', paper])
    expect(pdf.pages).toHaveLength(1)
    const text = flat(pdf.pages[0]!.text)
    for (const key of ['play', 'capture', 'end']) {
      expect(text).toContain(flat(strings.text(`bookmarks.${key}.title`)))
      const items = strings.raw(`bookmarks.${key}.items`) as unknown[]
      items.forEach((_, index) => expect(text.split(flat(strings.text(`bookmarks.${key}.items.${index}.text`)))).toHaveLength(sets + 1))
    }
  })
})

describe('the tournament section in a kit (no names)', () => {
  it('prints the rounds of groups of 4, 6 and 8 by number, as the pairing tables say', async () => {
    const { pdf } = await build(['build', '--section', 'tournament'])
    const first = flat(pdf.pages[0]!.text)
    for (const size of [4, 6, 8]) for (const round of roundRobin(size)) for (const game of round.games) expect(first).toContain(`${game.south + 1} – ${game.north + 1}`)
  })
})

describe('kit definitions with the class sections', () => {
  it('takes them in any order, and the cover lists them with their pages', async () => {
    const parsed = parseKitDefinition(`sections: [cover, ${CLASS_SECTIONS.join(', ')}]\n`, 'k.yaml')
    expect(parsed.ok && parsed.value.sections).toEqual(['cover', ...CLASS_SECTIONS])
    const dir = await mkdtemp(join(tmpdir(), 'awale-class-kit-'))
    const kit = join(dir, 'kit.yaml')
    await writeFile(kit, 'sections: [cover, bookmarks, record-sheet, guide]\n')
    const { pdf } = await build(['build', '--kit', kit])
    const fr = kitStrings('fr')
    const cover = flat(pdf.pages[0]!.text)
    for (const section of ['bookmarks', 'record-sheet', 'guide'] as const) {
      const match = new RegExp(`${flat(sectionTitle(fr, section)).replace(/[()«»]/g, '.')}[ .]*(\\d+)`).exec(cover)
      expect(match, section).not.toBeNull()
      const page = flat(pdf.pages[Number(match![1]) - 1]!.text)
      const first = { bookmarks: fr.text('bookmarks.play.title'), 'record-sheet': fr.text('record.title'), guide: fr.text('guide.introTitle') }[section]
      expect(page.startsWith(flat(first)), section).toBe(true)
    }
  })

  it('has a planner and strings for each', () => {
    for (const section of CLASS_SECTIONS) {
      expect(CLASS_PLANNERS[section]).toBeTypeOf('function')
      for (const lang of LANGS) expect(kitStrings(lang).text(`${CLASS_STRING_KEYS[section]}.section`)).not.toBe('')
    }
  })
})

describe('build --section', () => {
  it('refuses an unknown section with exit 2 and a near name', async () => {
    const result = await runCli(['build', '--section', 'bookmark'])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('did you mean bookmarks?')
  })

  it('prints a class section without checking any exercise, byte for byte the same twice', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'awale-class-det-'))
    const runs = await Promise.all(
      [1, 2].map(async (n) => {
        const out = join(dir, `g${n}.pdf`)
        // A folder of broken exercises: nothing of it is read for the guide.
        const result = await runCli(['build', '--section', 'guide', '--section', 'tournament', '--exercises', 'test/exercise/fixtures/bad', '--out', out])
        expect(result.code).toBe(0)
        return readFile(out)
      }),
    )
    expect(runs[0]!.equals(runs[1]!)).toBe(true)
  })

  it('still checks the exercises when a section prints them', async () => {
    const result = await runCli(['build', '--section', 'worksheet', '--exercises', 'test/exercise/fixtures/bad', '--out', join(tmpdir(), 'never.pdf')])
    expect(result.code).toBe(2)
  })
})

describe('the engine agrees with the record sheet’s example', () => {
  it('plays A, H, D, G, C, I from the start', () => {
    const start = fromSetup(initialSetup(DEFAULT_VARIANT), DEFAULT_VARIANT)
    expect(start.ok).toBe(true)
    if (!start.ok) return
    let position = start.value
    const captured: number[] = []
    for (const hole of RECORD_EXAMPLE) {
      const report = play(position, hole)
      expect(report.ok).toBe(true)
      if (!report.ok) return
      captured.push(report.value.captured)
      position = report.value.after
    }
    expect(captured).toEqual([0, 0, 0, 0, 3, 2])
  })
})

describe('docs/term.md: a term of Awale', () => {
  it('runs every command of the term, in its order, with exit 0', async () => {
    const section = await readFile('docs/term.md', 'utf8')
    const block = section.match(/```sh\n([\s\S]*?)```/)![1]!
    const commands = block
      .split('\n')
      .map((line) => line.replace(/#.*$/, '').trim())
      .filter((line) => line.startsWith('npx awale-kit '))
    expect(commands.length).toBeGreaterThanOrEqual(9)
    const dir = await mkdtemp(join(tmpdir(), 'awale-term-'))
    const names = join(dir, 'class.txt')
    await writeFile(names, Array.from({ length: 24 }, (_, i) => `Élève ${i + 1}`).join('\n') + '\n')
    for (const [index, command] of commands.entries()) {
      const args = command
        .replace(/^npx awale-kit /, '')
        .split(/\s+/)
        .map((arg) => (arg === 'examples/class.txt' ? names : arg))
      const split = args.includes('--split')
      const result = await runCli([...args, '--out', join(dir, `${index}.pdf`)])
      expect(result.stderr, command).toBe('')
      expect(result.code, command).toBe(0)
      expect(result.stdout, command).toContain(join(dir, split ? `${index}-worksheet.pdf` : `${index}.pdf`))
    }
  }, 240_000)
})
