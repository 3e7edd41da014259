import { DEFAULT_VARIANT } from '../engine/index.js'
import { checkpoint } from '../output/interrupt.js'
import type { CheckedExercise } from '../exercise/index.js'
import { planAnswers } from './answers.js'
import type { BoardSize } from './board-layout.js'
import { planBoard } from './board-page.js'
import type { ClassKitOptions } from './class-sections.js'
import { CLASS_PLANNERS, sectionTitle } from './class-sections.js'
import type { ContentsEntry } from './cover.js'
import { planCover } from './cover.js'
import type { Doc } from './document.js'
import type { Diagrams } from './diagrams.js'
import { kitDiagrams } from './diagrams.js'
import type { InkName } from '../render/ink.js'
import { PUPIL_TEXT } from '../render/layout.js'
import { createDocument, finishDocument } from './document.js'
import { drawText, widthOfText } from './draw.js'
import type { KitDefinition, Orientation, SectionId } from '../kit/definition.js'
import type { PlannedPage } from './page.js'
import { planPoster } from './poster.js'
import type { GameSheet } from './game-sheet.js'
import { planGame } from './game-sheet.js'
import { planRules } from './rules.js'
import { planSetup } from './setup.js'
import { planWorksheet, printOrder } from './worksheet.js'
import type { Sheet } from '../kit/sheets.js'
import { describeVariant } from './variant-words.js'
import { FOOTER_MM, MARGIN_MM } from './page.js'
import type { Paper } from './paper.js'
import { mm, pageSizePt } from './paper.js'
import type { KitStrings } from './strings.js'
import { kitStrings } from './strings.js'
import { artifact, sectionTagger } from './tagging.js'
import type { Lang } from './typography.js'
import type { SelfCheck, SelfCheckCodes } from './self-check.js'
import { selfCheckCodes } from './self-check.js'

/** What a kit is built from; everything in it was already checked (exercises by the engine). */
export interface KitInput {
  readonly lang: Lang
  readonly paper: Paper
  readonly definition: KitDefinition
  /** Exercises the engine has checked, every claim confirmed. */
  readonly exercises: readonly CheckedExercise[]
  /** The sheets to print, lessons then the club annex (planSheets), versions included. */
  readonly sheets: readonly Sheet[]
  readonly date: Date
  /** Black ink only (the default: it photocopies), or the screen's colours for a colour printer. */
  readonly ink?: InkName
  /** The PDF's title when it is not the kit's (one lesson printed alone). */
  readonly title?: string
  /** Ctrl-C: checked between pages; the build then throws InterruptedError. */
  readonly signal?: AbortSignal
  /** The played games of the `game` section, replayed (and analysed) before the kit is laid out. */
  readonly games?: readonly GameSheet[]
  /** What the class sections print beyond the defaults (the tournament's players). */
  readonly classKit?: ClassKitOptions
  /** Told the numbered pages once the kit is laid out (the command says where each part is). */
  readonly onPlanned?: (pages: readonly NumberedPage[]) => void
  /** A self-check code on each exercise of the pupils' sheets (issue 23); absent: none, the sheets as always. */
  readonly selfCheck?: SelfCheck
  /**
   * The bank the guide's commands print from (`build --lesson N --level 1`, no `--exercises`):
   * its lesson pages take their mistakes' examples from those sheets. Needed when the guide is printed.
   */
  readonly guideBank?: readonly CheckedExercise[]
}

/** Shared by the section planners while the kit is laid out. */
export interface KitContext {
  readonly doc: Doc
  readonly strings: KitStrings
  readonly paper: Paper
  readonly lang: Lang
  readonly title: string
  readonly rulesDescription: string
  readonly exercises: readonly CheckedExercise[]
  readonly sheets: readonly Sheet[]
  readonly diagrams: Diagrams
  /** The same diagrams with a pupil's text sizes (PUPIL_TEXT): on the pupils' sheets. */
  readonly pupilDiagrams: Diagrams
  /** A pupil's diagrams without their footer: the rule box sets the move and the marks as its own text. */
  readonly ruleBoxDiagrams: Diagrams
  /** The key's diagrams: without their legend, which the key prints once for each sheet (a line less an exercise). */
  readonly keyDiagrams: Diagrams
  readonly boardSize: BoardSize
  /** Which side the boards show at the bottom: the pupil's (turned) or always South (fixed). */
  readonly orientation: Orientation
  readonly games: readonly GameSheet[]
  readonly classKit: ClassKitOptions
  /** The pupils' self-check codes, or null when the sheets have none. */
  readonly selfCheck: SelfCheckCodes | null
  /**
   * The codes every sheet's order is also packed for, with or without codes on this kit: the same
   * sheet numbers its exercises alike whether it is printed with codes or not (a key printed
   * earlier, the studio's pupil view), and fits its pages both ways where an order can.
   */
  readonly packingCodes: readonly SelfCheckCodes[]
  /** See KitInput.guideBank; null when the kit prints no guide. */
  readonly guideBank: readonly CheckedExercise[] | null
}

/**
 * The self-check codes a sheet's order is packed for besides none: answers as text, and links to a
 * studio at an address of 31 characters (« https://ecole.example.fr/awale/ », as docs/self-check.md's
 * figures). A longer address makes larger codes, which may then need a page more.
 */
const PACKING_CODES: readonly SelfCheck[] = [{ studioUrl: null }, { studioUrl: 'https://ecole.example.fr/awale/' }]

type Planner = (context: KitContext) => PlannedPage[]

const lessonSheets = (context: KitContext) => context.sheets.filter((sheet) => sheet.kind === 'lesson')
const annexSheets = (context: KitContext) => context.sheets.filter((sheet) => sheet.kind === 'annex')

const PLANNERS: Record<Exclude<SectionId, 'cover'>, Planner> = {
  board: planBoard,
  setup: planSetup,
  rules: planRules,
  poster: planPoster,
  worksheet: (context) => planWorksheet(context, lessonSheets(context)),
  answers: (context) => planAnswers(context, lessonSheets(context)),
  // The club annex: its pupils' sheets, then their key (exercises under other rules than the kit's).
  game: planGame,
  annex: (context) => {
    if (annexSheets(context).length === 0) return []
    // Its key on a sheet of its own, never on the back of a pupils' page.
    const key = planAnswers(context, annexSheets(context))
    return [...planWorksheet(context, annexSheets(context)), { ...key[0]!, newPaper: true }, ...key.slice(1)]
  },
  ...CLASS_PLANNERS,
}

export function kitTitle(input: KitInput): string {
  if (input.title) return input.title
  return input.definition.title ? kitStrings(input.lang).typeset(input.definition.title[input.lang]) : kitStrings(input.lang).text('kit.title')
}

/**
 * Lays the whole kit out (every page planned and numbered), then draws it page by page, and returns
 * the PDF's bytes. `sections` is the kit definition's list or one `--split` part of it.
 */
export async function buildKitPdf(input: KitInput, sections: readonly SectionId[], partLabel: string | null = null): Promise<Uint8Array> {
  const { doc, strings, title, pages } = await planKit(input, sections)
  input.onPlanned?.(pages)
  // Pass 3: draw, numbering pages and tagging each section.
  let current: SectionId | null = null
  let tags: ReturnType<typeof sectionTagger> | null = null
  for (const page of pages) {
    await checkpoint(input.signal)
    if (page.section !== current) {
      tags?.end()
      current = page.section
      tags = sectionTagger(doc, sectionTitle(strings, page.section))
    }
    doc.addPage({ size: pageSizePt(input.paper, page.page?.orientation ?? 'portrait'), margin: 0 })
    if (page.page) page.page.draw(doc, tags!)
    else drawBlankPage(doc, strings, input.paper, tags!)
    drawFooter(doc, strings, title, partLabel, page.number, pages.length, page.page?.footerNote ?? null)
  }
  tags?.end()
  await checkpoint(input.signal)
  return finishDocument(doc)
}

/**
 * Passes 1 and 2: every section planned into pages and numbered, nothing drawn yet. The bench and
 * the tests read the plan (how full each page is) without drawing it.
 */
export async function planKit(input: KitInput, sections: readonly SectionId[]): Promise<{ doc: Doc; strings: KitStrings; title: string; pages: NumberedPage[] }> {
  const strings = kitStrings(input.lang)
  const title = kitTitle(input)
  const doc = await createDocument({ lang: input.lang, title, subject: strings.text('kit.subtitle'), date: input.date, ...(input.ink ? { ink: input.ink } : {}) })
  const codeWords = { strings, lang: input.lang, orientation: input.definition.orientation }
  const laidOut: KitContext = {
    doc,
    strings,
    paper: input.paper,
    lang: input.lang,
    title,
    rulesDescription: describeVariant(strings, DEFAULT_VARIANT),
    exercises: input.exercises,
    sheets: input.sheets,
    diagrams: kitDiagrams(doc, input.lang),
    pupilDiagrams: kitDiagrams(doc, input.lang, { text: PUPIL_TEXT }),
    ruleBoxDiagrams: kitDiagrams(doc, input.lang, { text: PUPIL_TEXT, footer: false }),
    keyDiagrams: kitDiagrams(doc, input.lang, { legend: false }),
    boardSize: input.definition.boardSize,
    orientation: input.definition.orientation,
    games: input.games ?? [],
    classKit: input.classKit ?? {},
    selfCheck: input.selfCheck ? selfCheckCodes(codeWords, input.selfCheck) : null,
    packingCodes: PACKING_CODES.map((selfCheck) => selfCheckCodes(codeWords, selfCheck)),
    guideBank: input.guideBank ?? null,
  }
  // The order each sheet prints its exercises in (it packs the pages): the key numbers them the same way.
  const ordered: KitContext = { ...laidOut, sheets: laidOut.sheets.map((sheet) => ({ ...sheet, exercises: printOrder(laidOut, sheet) })) }
  const context = ordered
  // Pass 1: every section but the cover, planned into pages.
  const planned = new Map<SectionId, PlannedPage[]>()
  for (const section of sections) {
    if (section === 'cover') continue
    await checkpoint(input.signal)
    planned.set(section, PLANNERS[section](context))
  }
  // The key on a sheet of its own: never on the back of a pupils' page.
  const key = planned.get('answers')
  if (key && key.length > 0) planned.set('answers', [{ ...key[0]!, newPaper: true }, ...key.slice(1)])
  // Pass 2: the cover, whose contents need the page numbers, which depend on the cover's length
  // (and on the blank pages that make every sheet start on a new sheet of paper).
  const contentsFor = (numbered: NumberedPage[]): ContentsEntry[] => contents(context, sections, numbered)
  if (sections.includes('cover')) {
    planned.set('cover', planCover(context, contentsFor(numberPages(sections, planned))))
    // Once more with the cover's real length: its page count may have moved every number.
    planned.set('cover', planCover(context, contentsFor(numberPages(sections, planned))))
  }
  return { doc, strings, title, pages: numberPages(sections, planned) }
}

/** A page in printing order: a planned page, or a blank back so that the next sheet starts on a new sheet of paper. */
export interface NumberedPage {
  readonly section: SectionId
  readonly page: PlannedPage | null
  readonly number: number
}

/** Pages in order with their numbers; a sheet handed out alone always starts on an odd page (recto). */
function numberPages(sections: readonly SectionId[], planned: ReadonlyMap<SectionId, PlannedPage[]>): NumberedPage[] {
  const pages: NumberedPage[] = []
  for (const section of sections)
    for (const page of planned.get(section) ?? []) {
      if ((page.startsSheet || page.newPaper) && pages.length % 2 === 1) pages.push({ section, page: null, number: pages.length + 1 })
      pages.push({ section, page, number: pages.length + 1 })
    }
  return pages
}

/** The cover's contents: each section's first page, and for the pupils' sheets each lesson's levels. */
function contents(context: KitContext, sections: readonly SectionId[], numbered: NumberedPage[]): ContentsEntry[] {
  const strings = context.strings
  const entries: ContentsEntry[] = []
  for (const section of sections) {
    if (section === 'cover') continue
    const first = numbered.find((page) => page.section === section && page.page !== null)
    if (!first) continue
    const count = section === 'worksheet' || section === 'answers' ? context.sheets.filter((sheet) => sheet.kind === 'lesson').reduce((sum, sheet) => sum + sheet.exercises.length, 0) : 0
    const detail = section === 'worksheet' || section === 'answers' ? strings.text('cover.exercises', { count }) : null
    entries.push({ title: sectionTitle(strings, section), detail, page: first.number })
    // Under the pupils' sheets, one line a lesson: where each level starts and where its key is.
    if (section === 'worksheet')
      for (const lesson of new Map(context.sheets.filter((sheet) => sheet.lesson).map((sheet) => [sheet.lesson!.number, sheet.lesson!])).values()) {
        const starts = (part: 'pupils' | 'key') => numbered.filter((page) => page.page?.lessonStart?.lesson === lesson.number && page.page.lessonStart.part === part)
        const pupils = starts('pupils')
        if (pupils.length === 0) continue
        const key = starts('key')[0]
        // Each level's pages as a range (p. 7–9): the teacher prints exactly those.
        const lastOfSheet = (start: NumberedPage) => {
          let index = numbered.indexOf(start)
          while (numbered[index + 1]?.page?.startsSheet === false) index++
          return numbered[index]!.number
        }
        const range = (start: NumberedPage) => (lastOfSheet(start) > start.number ? `${start.number}–${lastOfSheet(start)}` : String(start.number))
        const levels = pupils.map((page) => strings.text('cover.lessonLevel', { level: page.page!.lessonStart!.level, page: range(page) })).join(', ')
        entries.push({
          title: strings.text('worksheet.sheetTitleLesson', { number: lesson.number, lesson: strings.typeset(lesson.title[context.lang]) }),
          detail: key ? strings.text('cover.lessonDetail', { levels, key: strings.text('cover.lessonKey', { page: key.number }) }) : levels,
          page: pupils[0]!.number,
          sub: true,
        })
      }
  }
  return entries
}

function drawBlankPage(doc: Doc, strings: KitStrings, paper: Paper, tags: ReturnType<typeof sectionTagger>): void {
  const [width, height] = pageSizePt(paper, 'portrait')
  tags.artifact(() => drawText(doc, strings.text('kit.blankPage'), mm(MARGIN_MM), height / 2, width - 2 * mm(MARGIN_MM), { size: 9, tone: 'faint', align: 'center' }))
}

function drawFooter(doc: Doc, strings: KitStrings, title: string, partLabel: string | null, page: number, pages: number, note: string | null): void {
  const base = partLabel ? strings.text('kit.footerSplit', { title, part: partLabel, page, pages }) : strings.text('kit.footer', { title, page, pages })
  const width = doc.page.width
  // A long note (a lesson's title, its level and version) leaves out the kit's title rather than the
  // page number: the footer stays on one line and the teacher can still sort the pages.
  const short = partLabel ? strings.text('kit.footerPartPage', { part: partLabel, page, pages }) : strings.text('kit.footerPage', { page, pages })
  const fits = (line: string) => widthOfText(doc, line, { size: 8.5 }) <= width - 2 * mm(MARGIN_MM)
  // A lesson's own PDF is titled by the lesson, which the note already names: said once.
  const text = !note ? base : fits(`${note} · ${base}`) && !note.includes(title) ? `${note} · ${base}` : `${note} · ${short}`
  artifact(doc, () => drawText(doc, text, mm(MARGIN_MM), doc.page.height - mm(FOOTER_MM) - 2, width - 2 * mm(MARGIN_MM), { size: 8.5, tone: 'faint', align: 'center' }))
}
