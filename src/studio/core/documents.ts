/**
 * The PDFs the studio makes, each put together exactly as the command that prints it does — same
 * kit input, same sections, same title, same fixed date — so the bytes are the command line's:
 *
 *   lessonDocument   awale-kit build [--lesson N] [--level L] [--theme T] [--versions K] [--exercises DIR]
 *   sectionDocument  awale-kit build --section NAME
 *   boardDocument    awale-kit board [--size large]
 *   posterDocument   awale-kit poster
 *   gameDocument     awale-kit game FILE.ogn [--every N] [--analyse]
 *
 * (the command's --lang and --paper in every case; no SOURCE_DATE_EPOCH: the kit's fixed date).
 * test/studio/documents.test.ts compares each with the command's file, byte for byte.
 */
import type { CheckedExercise, Theme } from '../../exercise/index.js'
import type { LoadedGame } from '../../game/load.js'
import { gameLabel } from '../../game/pool.js'
import type { SectionId } from '../../kit/definition.js'
import type { KitChoice, KitDocument } from '../../kit/documents.js'
import * as kit from '../../kit/documents.js'
import type { Selection } from '../../kit/sheets.js'
import type { Level } from '../../lessons/lessons.js'
import type { BoardSize } from '../../pdf/board-layout.js'
import { DEFAULT_BUILD_DATE } from '../../pdf/document.js'
import type { GameSheet } from '../../pdf/game-sheet.js'
import type { Paper } from '../../pdf/paper.js'
import type { Lang } from '../../pdf/typography.js'
import type { Library } from './library.js'

/** A PDF to make: the kit's input, its sections, the file name the command would write and that command. */
export type StudioDocument = KitDocument

export interface LessonChoice {
  readonly lang: Lang
  readonly paper: Paper
  readonly selection: Selection
  /** 1 (default), 2 or 3 versions of each pupils' sheet. */
  readonly versions?: number
}

/** Whether an exercise of this theme and level can be on the sheets a selection prints. */
export const selects = (library: Library, selection: Selection, facts: { theme: string; level: number }): boolean => kit.selects(library.lessons, selection, facts)

/** The choice `awale-kit build` is given for the page's; `folder`: the teacher's own exercises, as the command is told to read them. */
const buildChoice = (choice: LessonChoice, folder: string | null, sections: readonly SectionId[] | null = null): KitChoice => ({
  lang: choice.lang,
  paper: choice.paper,
  selection: choice.selection,
  versions: choice.versions ?? 1,
  sections,
  exercises: folder ? [`${folder}/`] : null,
  kit: null,
  split: false,
})

/**
 * The pupils' sheets and key of a selection (or, with an empty selection, the whole kit), from
 * `exercises` — the bank's, or the teacher's choice among them and generated ones, in the order the
 * command line reads a folder of them (by file name). Null when nothing is selected.
 */
export async function lessonDocument(library: Library, choice: LessonChoice, exercises: readonly CheckedExercise[], folder: string | null = null): Promise<StudioDocument | null> {
  const document = await kit.planKitDocument(buildChoice(choice, folder), { lessons: library.lessons, definition: library.definition, exercises, date: DEFAULT_BUILD_DATE })
  return document === 'nothing' ? null : document
}

/** One section of the kit alone (`build --section NAME`): the guide, the record sheet, certificates… */
export async function sectionDocument(library: Library, section: SectionId, lang: Lang, paper: Paper): Promise<StudioDocument> {
  const document = await kit.planKitDocument(buildChoice({ lang, paper, selection: {} }, null, [section]), {
    lessons: library.lessons,
    definition: library.definition,
    exercises: [],
    date: DEFAULT_BUILD_DATE,
    // The guide's examples come from the bank's sheets, as the command line's guide takes them.
    ...(section === 'guide' ? { guideBank: library.exercises().exercises } : {}),
  })
  if (document === null || document === 'nothing') throw new Error(`the section ${section} prints exercises: not a section to print alone here`)
  return document
}

/** The real-size paper board alone (`awale-kit board`). */
export const boardDocument = (library: Library, lang: Lang, paper: Paper, size: BoardSize = 'standard'): StudioDocument => kit.boardDocument(library.definition, lang, paper, size, DEFAULT_BUILD_DATE)

/** The rules poster (`awale-kit poster`): A3 or A4. */
export const posterDocument = (library: Library, lang: Lang, paper: 'a3' | 'a4'): StudioDocument => kit.posterDocument(library.definition, lang, paper, DEFAULT_BUILD_DATE)

/** A played game's sheet (`awale-kit game FILE`); `loaded.file` is the record's name as the command is given it. */
export function gameDocument(library: Library, loaded: LoadedGame, lang: Lang, paper: Paper, every = 10, analysis: GameSheet['analysis'] = null): StudioDocument {
  const sheet: GameSheet = { file: loaded.file, game: loaded.game, analysis, every }
  return kit.gameDocument(library.definition, sheet, gameLabel(loaded.game.record, loaded.file), lang, paper, DEFAULT_BUILD_DATE)
}

/** Makes the PDF's bytes (pdfkit is loaded on first use). */
export async function makePdf(document: StudioDocument): Promise<Uint8Array> {
  const { buildKitPdf } = await import('../../pdf/kit.js')
  return buildKitPdf(document.input, document.sections)
}

export type { Level, Theme }
