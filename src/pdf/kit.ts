import { DEFAULT_VARIANT } from '../engine/index.js'
import type { CheckedExercise } from '../exercise/index.js'
import { planAnswers } from './answers.js'
import type { BoardSize } from './board-layout.js'
import { planBoard } from './board-page.js'
import type { ContentsEntry } from './cover.js'
import { planCover } from './cover.js'
import type { Doc } from './document.js'
import type { Diagrams } from './diagrams.js'
import { kitDiagrams } from './diagrams.js'
import { createDocument, finishDocument } from './document.js'
import { drawText } from './draw.js'
import type { KitDefinition, SectionId } from './kit-definition.js'
import type { PlannedPage } from './page.js'
import { planPoster } from './poster.js'
import { planRules } from './rules.js'
import { planSetup } from './setup.js'
import { planWorksheet } from './worksheet.js'
import { describeVariant } from './variant-words.js'
import { FOOTER_MM, MARGIN_MM } from './page.js'
import type { Paper } from './paper.js'
import { mm, pageSizePt } from './paper.js'
import type { KitStrings } from './strings.js'
import { kitStrings } from './strings.js'
import { artifact, sectionTagger } from './tagging.js'
import type { Lang } from './typography.js'

/** What a kit is built from; everything in it was already checked (exercises by the engine). */
export interface KitInput {
  readonly lang: Lang
  readonly paper: Paper
  readonly definition: KitDefinition
  /** Exercises the engine has checked, every claim confirmed. */
  readonly exercises: readonly CheckedExercise[]
  readonly date: Date
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
  readonly diagrams: Diagrams
  readonly boardSize: BoardSize
}

type Planner = (context: KitContext) => PlannedPage[]

const PLANNERS: Record<Exclude<SectionId, 'cover'>, Planner> = {
  board: planBoard,
  setup: planSetup,
  rules: planRules,
  poster: planPoster,
  worksheet: planWorksheet,
  answers: planAnswers,
}

export function kitTitle(input: KitInput): string {
  return input.definition.title ? kitStrings(input.lang).typeset(input.definition.title[input.lang]) : kitStrings(input.lang).text('kit.title')
}

/**
 * Lays the whole kit out (every page planned and numbered), then draws it page by page, and returns
 * the PDF's bytes. `sections` is the kit definition's list or one `--split` part of it.
 */
export async function buildKitPdf(input: KitInput, sections: readonly SectionId[], partLabel: string | null = null): Promise<Uint8Array> {
  const strings = kitStrings(input.lang)
  const title = kitTitle(input)
  const doc = await createDocument({ lang: input.lang, title, subject: strings.text('kit.subtitle'), date: input.date })
  const context: KitContext = {
    doc,
    strings,
    paper: input.paper,
    lang: input.lang,
    title,
    rulesDescription: describeVariant(strings, DEFAULT_VARIANT),
    exercises: input.exercises,
    diagrams: kitDiagrams(doc, input.lang),
    boardSize: input.definition.boardSize,
  }

  // Pass 1: every section but the cover, planned into pages.
  const planned = new Map<SectionId, PlannedPage[]>()
  for (const section of sections) {
    if (section === 'cover') continue
    planned.set(section, PLANNERS[section](context))
  }
  // Pass 2: the cover's length (its contents list has one line per section, whatever the numbers).
  const contentsFor = (coverPages: number): ContentsEntry[] => {
    let page = 1
    const entries: ContentsEntry[] = []
    for (const section of sections) {
      // The cover need not come first in a kit definition: count its pages where it stands.
      if (section === 'cover') {
        page += coverPages
        continue
      }
      const detail = section === 'worksheet' || section === 'answers' ? strings.text('cover.exercises', { count: input.exercises.length }) : null
      entries.push({ title: strings.text(`sections.${section}`), detail, page })
      page += planned.get(section)!.length
    }
    return entries
  }
  if (sections.includes('cover')) {
    const coverPages = planCover(context, contentsFor(1)).length
    planned.set('cover', planCover(context, contentsFor(coverPages)))
  }

  // Pass 3: draw, numbering pages and tagging each section.
  const totalPages = sections.reduce((sum, section) => sum + planned.get(section)!.length, 0)
  let pageNumber = 0
  for (const section of sections) {
    const tags = sectionTagger(doc, strings.text(`sections.${section}`))
    for (const page of planned.get(section)!) {
      pageNumber++
      doc.addPage({ size: pageSizePt(input.paper, page.orientation), margin: 0 })
      page.draw(doc, tags)
      drawFooter(doc, strings, title, partLabel, pageNumber, totalPages)
    }
    tags.end()
  }
  return finishDocument(doc)
}

function drawFooter(doc: Doc, strings: KitStrings, title: string, partLabel: string | null, page: number, pages: number): void {
  const text = partLabel
    ? strings.text('kit.footerSplit', { title, part: partLabel, page, pages })
    : strings.text('kit.footer', { title, page, pages })
  const width = doc.page.width
  artifact(doc, () => drawText(doc, text, mm(MARGIN_MM), doc.page.height - mm(FOOTER_MM) - 2, width - 2 * mm(MARGIN_MM), { size: 8.5, color: '#555555', align: 'center' }))
}
