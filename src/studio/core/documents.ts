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
import type { Level } from '../../lessons/lessons.js'
import type { BoardSize } from '../../pdf/board-layout.js'
import { classDocumentTitle, isClassSection } from '../../pdf/class-sections.js'
import { DEFAULT_BUILD_DATE } from '../../pdf/document.js'
import type { GameSheet } from '../../pdf/game-sheet.js'
import type { KitInput } from '../../pdf/kit.js'
import type { SectionId } from '../../kit/definition.js'
import type { Paper } from '../../pdf/paper.js'
import type { Selection } from '../../kit/sheets.js'
import { planSheets } from '../../kit/sheets.js'
import { kitStrings } from '../../pdf/strings.js'
import type { Lang } from '../../pdf/typography.js'
import { withVersions } from '../../kit/versions.js'
import type { LoadedGame } from '../../game/load.js'
import { gameLabel } from '../../game/pool.js'
import type { Library } from './library.js'

/** A PDF to make: the kit's input, its sections, and the file name the command would write. */
export interface StudioDocument {
  readonly input: KitInput
  readonly sections: readonly SectionId[]
  readonly fileName: string
  /** The command that writes the same file, for the teacher who wants it. */
  readonly command: string
}

export interface LessonChoice {
  readonly lang: Lang
  readonly paper: Paper
  readonly selection: Selection
  /** 1 (default), 2 or 3 versions of each pupils' sheet. */
  readonly versions?: number
}

/** Whether an exercise of this theme and level can be on the sheets a selection prints (build.ts's `selects`). */
export function selects(library: Library, selection: Selection, facts: { theme: string; level: number }): boolean {
  if (selection.theme !== undefined && facts.theme !== selection.theme) return false
  if (selection.level !== undefined && facts.level !== selection.level) return false
  if (selection.lesson === undefined) return true
  const lesson = library.lessons[selection.lesson - 1]!
  return lesson.themes.some((entry) => entry.theme === facts.theme && (entry.levels as readonly number[]).includes(facts.level))
}

const SELECTION_SECTIONS: readonly SectionId[] = ['worksheet', 'answers', 'annex']

const selectionArgs = (selection: Selection): string[] => [
  ...(selection.lesson !== undefined ? [`--lesson ${selection.lesson}`] : []),
  ...(selection.level !== undefined ? [`--level ${selection.level}`] : []),
  ...(selection.theme !== undefined ? [`--theme ${selection.theme}`] : []),
]

/**
 * The pupils' sheets and key of a selection (or, with an empty selection, the whole kit), from
 * `exercises` — the bank's, or the teacher's choice among them and generated ones, in the order the
 * command line reads a folder of them (by file name). Null when nothing is selected.
 */
export async function lessonDocument(library: Library, choice: LessonChoice, exercises: readonly CheckedExercise[], folder: string | null = null): Promise<StudioDocument | null> {
  const { lang, paper, selection } = choice
  const versions = choice.versions ?? 1
  const selective = selection.lesson !== undefined || selection.level !== undefined || selection.theme !== undefined
  let sheets = planSheets(library.lessons, exercises, selection)
  if (sheets.length === 0) return null
  if (versions > 1) sheets = (await withVersions(sheets, versions, undefined))!
  const strings = kitStrings(lang)
  const title =
    selection.lesson !== undefined ? strings.text('worksheet.sheetTitleLesson', { number: selection.lesson, lesson: strings.typeset(library.lessons[selection.lesson - 1]!.title[lang]) }) : undefined
  const input: KitInput = { lang, paper, definition: library.definition, exercises, sheets, games: [], date: DEFAULT_BUILD_DATE, ...(title ? { title } : {}) }
  const parts = [
    ...(selection.lesson !== undefined ? [`lesson${selection.lesson}`] : []),
    ...(selection.theme !== undefined ? [selection.theme] : []),
    ...(selection.level !== undefined ? [`level${selection.level}`] : []),
  ]
  const base = parts.length > 0 ? `awale-${parts.join('-')}` : folder ? `awale-kit-${folder}` : 'awale-kit'
  const fileName = `${base}-${lang}-${paper}.pdf`
  const args = ['awale-kit build', ...selectionArgs(selection), ...(versions > 1 ? [`--versions ${versions}`] : []), ...(folder ? [`--exercises ${folder}/`] : []), `--lang ${lang}`, `--paper ${paper}`]
  return { input, sections: selective ? SELECTION_SECTIONS : library.definition.sections, fileName, command: args.join(' ') }
}

/** One section of the kit alone (`build --section NAME`): the guide, the record sheet, certificates… */
export function sectionDocument(library: Library, section: SectionId, lang: Lang, paper: Paper): StudioDocument {
  const strings = kitStrings(lang)
  const title = isClassSection(section) ? classDocumentTitle(strings, section) : undefined
  const input: KitInput = { lang, paper, definition: library.definition, exercises: [], sheets: planSheets(library.lessons, [], {}), games: [], date: DEFAULT_BUILD_DATE, ...(title ? { title } : {}) }
  return { input, sections: [section], fileName: `awale-${section}-${lang}-${paper}.pdf`, command: `awale-kit build --section ${section} --lang ${lang} --paper ${paper}` }
}

/** The real-size paper board alone (`awale-kit board`). */
export function boardDocument(library: Library, lang: Lang, paper: Paper, size: BoardSize = 'standard'): StudioDocument {
  const title = { fr: String(kitStrings('fr').raw('board.documentTitle')), en: String(kitStrings('en').raw('board.documentTitle')) }
  const input: KitInput = { lang, paper, definition: { ...library.definition, title, boardSize: size }, exercises: [], sheets: [], date: DEFAULT_BUILD_DATE }
  return {
    input,
    sections: ['board'],
    fileName: `awale-board-${lang}-${paper}${size === 'large' ? '-large' : ''}.pdf`,
    command: `awale-kit board --lang ${lang} --paper ${paper}${size === 'large' ? ' --size large' : ''}`,
  }
}

/** The rules poster (`awale-kit poster`): A3 or A4. */
export function posterDocument(library: Library, lang: Lang, paper: 'a3' | 'a4'): StudioDocument {
  const title = { fr: String(kitStrings('fr').raw('poster.documentTitle')), en: String(kitStrings('en').raw('poster.documentTitle')) }
  const input: KitInput = { lang, paper, definition: { ...library.definition, title }, exercises: [], sheets: [], date: DEFAULT_BUILD_DATE }
  return { input, sections: ['poster'], fileName: `awale-poster-${lang}-${paper}.pdf`, command: `awale-kit poster --lang ${lang} --paper ${paper}` }
}

/** A played game's sheet (`awale-kit game FILE`); `loaded.file` is the record's name as the command is given it. */
export function gameDocument(library: Library, loaded: LoadedGame, lang: Lang, paper: Paper, every = 10, analysis: GameSheet['analysis'] = null): StudioDocument {
  const label = gameLabel(loaded.game.record, loaded.file)
  const title = { fr: kitStrings('fr').text('game.documentTitle', { label }), en: kitStrings('en').text('game.documentTitle', { label }) }
  const sheet: GameSheet = { file: loaded.file, game: loaded.game, analysis, every }
  const input: KitInput = { lang, paper, definition: { ...library.definition, title }, exercises: [], sheets: [], games: [sheet], date: DEFAULT_BUILD_DATE }
  const name = (loaded.file.split('/').pop() ?? '').replace(/\.ogn$/i, '').replace(/[^\p{L}\p{N}_-]+/gu, '-') || 'game'
  return {
    input,
    sections: ['game'],
    fileName: `awale-game-${name}-${lang}-${paper}.pdf`,
    command: `awale-kit game ${loaded.file} --lang ${lang} --paper ${paper}${every !== 10 ? ` --every ${every}` : ''}${analysis ? ' --analyse' : ''}`,
  }
}

/** Makes the PDF's bytes (pdfkit is loaded on first use). */
export async function makePdf(document: StudioDocument): Promise<Uint8Array> {
  const { buildKitPdf } = await import('../../pdf/kit.js')
  return buildKitPdf(document.input, document.sections)
}

export type { Level, Theme }
