/**
 * The one place where what a teacher chose becomes the documents to make: which exercises a
 * selection can print, the sheets (and their versions), the sections and the parts of `--split`, the
 * PDF's title, the file's name and the command that makes the same file. The command line
 * (cli/build.ts, board, poster, tournament, game) parses its arguments into a choice and writes the
 * files; the studio (studio/core/documents.ts) makes the same choice from its screens. Neither
 * decides anything of its own, so the page's PDFs are the command's, byte for byte.
 */
import { basename } from 'node:path'
import type { CheckedExercise } from '../exercise/index.js'
import type { Lesson } from '../lessons/lessons.js'
import type { BoardSize } from '../pdf/board-layout.js'
import type { GameSheet } from '../pdf/game-sheet.js'
import type { KitInput } from '../pdf/kit.js'
import type { Paper } from '../pdf/paper.js'
import { kitStrings } from '../pdf/strings.js'
import type { Lang } from '../pdf/typography.js'
import type { InkName } from '../render/ink.js'
import type { KitDefinition, SectionId, SplitPart } from './definition.js'
import { SPLIT_PARTS } from './definition.js'
import type { Selection } from './sheets.js'
import { planSheets } from './sheets.js'

/** What a teacher chose to print with `awale-kit build` (or the studio's *Prepare a lesson*). */
export interface KitChoice {
  readonly lang: Lang
  readonly paper: Paper
  /** A lesson, a theme, a level (any of them); none: the whole kit. */
  readonly selection: Selection
  /** 1, 2 or 3 versions of each pupils' sheet. */
  readonly versions: number
  /** Only these sections (`--section`), in this order; null: the kit's (or a selection's). */
  readonly sections: readonly SectionId[] | null
  /** The exercise files and folders as given (`--exercises`); null: the bank. */
  readonly exercises: readonly string[] | null
  /** The kit definition's file as given (`--kit`); null: templates/kit.yaml. */
  readonly kit: string | null
  /** One file per part (`--split`). */
  readonly split: boolean
  /** Black ink only (the default: it photocopies), or the screen's colours (`--colour`). */
  readonly ink?: InkName
  /** A self-check code on each exercise of the pupils' sheets (`--self-check`; issue 23). */
  readonly selfCheck?: boolean
  /** The codes as links to the studio at this address (`--studio-url`, checked by checkStudioUrl). */
  readonly studioUrl?: string | null
}

/** What the PDF is made of, its file's name and the command that makes the same file. */
export interface KitDocument {
  readonly input: KitInput
  readonly sections: readonly SectionId[]
  /** The default file name (`awale-lesson3-level1-fr-a4.pdf`), in `out/` on the command line. */
  readonly fileName: string
  /** The command that writes the same file, for the teacher who wants it. */
  readonly command: string
}

/** One file to write: the whole document, or one part of it (`--split`). */
export interface KitFile {
  /** `` for the whole document, `-answers` for a part: added to the file name before `.pdf`. */
  readonly suffix: string
  readonly sections: readonly SectionId[]
  /** The part's name on its cover and footers (`kit.parts.answers`), null for the whole. */
  readonly partLabel: string | null
}

/** A lesson, theme or level was chosen: only its sheets and their key are printed. */
export const isSelective = (selection: Selection): boolean => selection.lesson !== undefined || selection.level !== undefined || selection.theme !== undefined

/** Whether an exercise of this theme and level can be on the sheets a selection prints. */
export function selects(lessons: readonly Lesson[], selection: Selection, facts: { readonly theme: string; readonly level: number }): boolean {
  if (selection.theme !== undefined && facts.theme !== selection.theme) return false
  if (selection.level !== undefined && facts.level !== selection.level) return false
  if (selection.lesson === undefined) return true
  const lesson = lessons[selection.lesson - 1]!
  return lesson.themes.some((entry) => entry.theme === facts.theme && (entry.levels as readonly number[]).includes(facts.level))
}

/**
 * The files a choice needs read and checked: with a selection, only those it can print (the
 * annex's too, for a level); undefined: every one.
 */
export const exerciseFilter = (lessons: readonly Lesson[], choice: KitChoice): ((facts: { readonly theme: string; readonly level: number }) => boolean) | undefined =>
  isSelective(choice.selection) ? (facts) => selects(lessons, choice.selection, facts) : undefined

/** The sections that print exercises (the cover counts them). */
const EXERCISE_SECTIONS: readonly SectionId[] = ['cover', 'worksheet', 'answers', 'annex']

/** Whether the choice prints exercises at all: sections such as the guide or the bookmarks alone check none. */
export const printsExercises = (choice: KitChoice): boolean => choice.sections?.some((section) => EXERCISE_SECTIONS.includes(section)) ?? true

/** A selection prints its pupils' sheets and their key, not the whole kit around them. */
const SELECTION_SECTIONS: readonly SectionId[] = ['worksheet', 'answers', 'annex']
const SELECTION_SPLIT: Readonly<Record<SplitPart, readonly SectionId[]>> = { worksheet: ['worksheet'], answers: ['answers'], board: [], annex: ['annex'] }

/** The sections a choice prints, in order. */
export const kitSections = (choice: KitChoice, definition: KitDefinition): readonly SectionId[] => choice.sections ?? (isSelective(choice.selection) ? SELECTION_SECTIONS : definition.sections)

/** The sections of each part for `--split`: with --section, each part keeps the chosen sections it holds. */
export function kitParts(choice: KitChoice, definition: KitDefinition): Readonly<Record<SplitPart, readonly SectionId[]>> {
  const only = choice.sections
  if (only === null) return isSelective(choice.selection) ? SELECTION_SPLIT : definition.split
  const split = definition.split
  const inNoPart = (section: SectionId) => !SPLIT_PARTS.some((part) => split[part].includes(section))
  return Object.fromEntries(SPLIT_PARTS.map((part) => [part, only.filter((section) => split[part].includes(section) || (part === 'worksheet' && inNoPart(section)))])) as Record<SplitPart, SectionId[]>
}

/** The paths a choice may write (all the parts with `--split`), so that none replaces an input. */
export const outputPaths = (out: string, choice: KitChoice): string[] => (choice.split ? SPLIT_PARTS.map((part) => `${out.replace(/\.pdf$/i, '')}-${part}.pdf`) : [out])

/** A file or folder's name as a word of a file name: `my-class/` → `my-class`, `templates/class-kit.yaml` → `class-kit`. */
const nameOf = (path: string): string =>
  basename(path.replace(/[\\/]+$/, ''))
    .replace(/\.ya?ml$/i, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')

/**
 * The file's default name says what it holds — the lesson, theme or level (or the kit, or the
 * sections), then the kit definition, the exercise folders and the versions when they are not the
 * shipped ones — so that no build silently replaces another's file: `awale-lesson3-level1-fr-a4.pdf`,
 * `awale-lesson3-level1-my-class-versions2-fr-a4.pdf`, `awale-class-kit-fr-a4.pdf`, `awale-guide-fr-a4.pdf`.
 */
export function kitFileName(choice: KitChoice): string {
  const { selection } = choice
  const kit = choice.kit === null ? 'kit' : nameOf(choice.kit) || 'kit'
  const chosen = [
    ...(selection.lesson !== undefined ? [`lesson${selection.lesson}`] : []),
    ...(selection.theme !== undefined ? [selection.theme] : []),
    ...(selection.level !== undefined ? [`level${selection.level}`] : []),
  ]
  const what = choice.sections !== null ? choice.sections : chosen.length > 0 ? [...chosen, ...(kit === 'kit' ? [] : [kit])] : [kit === 'kit' ? 'kit' : kit]
  const exercises = printsExercises(choice)
  const folders = exercises && choice.exercises !== null ? choice.exercises.map((path) => nameOf(path) || 'exercises') : []
  const versions = exercises && choice.versions > 1 ? [`versions${choice.versions}`] : []
  return `awale-${[...what, ...folders, ...versions].join('-')}-${choice.lang}-${choice.paper}${colourSuffix(choice.ink)}.pdf`
}

/** A colour PDF never replaces the black-ink one of the same choice. */
const colourSuffix = (ink: InkName | undefined): string => (ink === 'colour' ? '-colour' : '')
/** The option that asks for colour, in an equivalent command. */
const colourOption = (ink: InkName | undefined): string => (ink === 'colour' ? ' --colour' : '')

/** The command that makes the same file: `awale-kit build --lesson 3 --level 1 --lang fr --paper a4`. */
export function kitCommand(choice: KitChoice): string {
  const { selection } = choice
  return [
    'awale-kit build',
    ...(selection.lesson !== undefined ? [`--lesson ${selection.lesson}`] : []),
    ...(selection.level !== undefined ? [`--level ${selection.level}`] : []),
    ...(selection.theme !== undefined ? [`--theme ${selection.theme}`] : []),
    ...(choice.versions > 1 ? [`--versions ${choice.versions}`] : []),
    ...(choice.sections ?? []).map((section) => `--section ${section}`),
    ...(choice.kit !== null ? [`--kit ${choice.kit}`] : []),
    ...(choice.exercises ?? []).map((path) => `--exercises ${path}`),
    `--lang ${choice.lang}`,
    `--paper ${choice.paper}`,
    ...(choice.split ? ['--split'] : []),
    ...(choice.ink === 'colour' ? ['--colour'] : []),
    ...(choice.studioUrl ? [`--studio-url ${choice.studioUrl}`] : choice.selfCheck ? ['--self-check'] : []),
  ].join(' ')
}

/** The PDF's title when it is not the kit's: a lesson's, or a class section printed alone. */
export async function kitTitle(choice: KitChoice, lessons: readonly Lesson[]): Promise<string | undefined> {
  const strings = kitStrings(choice.lang)
  const { lesson } = choice.selection
  if (lesson !== undefined) return strings.text('worksheet.sheetTitleLesson', { number: lesson, lesson: strings.typeset(lessons[lesson - 1]!.title[choice.lang]) })
  const only = choice.sections
  if (only?.length !== 1) return undefined
  // Loaded when needed: the class sections' planners are not needed to name a file.
  const { classDocumentTitle, isClassSection } = await import('../pdf/class-sections.js')
  return isClassSection(only[0]!) ? classDocumentTitle(strings, only[0]) : undefined
}

/** A selection in words, for the message when it holds no exercise: "of lesson 3 (Capturing) at level 1". */
export function describeSelection(selection: Selection, lessons: readonly Lesson[]): string {
  const words = [
    ...(selection.lesson !== undefined ? [`of lesson ${selection.lesson} (${lessons[selection.lesson - 1]!.title.en})`] : []),
    ...(selection.theme !== undefined ? [`of theme ${selection.theme}`] : []),
    ...(selection.level !== undefined ? [`at level ${selection.level}`] : []),
  ]
  return words.join(' ') || 'at all'
}

/** What a kit's document is made from besides the choice: read and checked by the caller. */
export interface KitMaterials {
  readonly lessons: readonly Lesson[]
  readonly definition: KitDefinition
  /** The checked exercises the choice can print (see exerciseFilter), in the order they were read. */
  readonly exercises: readonly CheckedExercise[]
  /** The games of the kit's `game` section, replayed (see needsGames). */
  readonly games?: readonly GameSheet[]
  /** The bank the guide's examples come from (KitInput.guideBank), when the choice prints the guide. */
  readonly guideBank?: readonly CheckedExercise[]
  readonly date: Date
  readonly signal?: AbortSignal
}

/** Whether the choice prints the kit definition's games (a selection or chosen sections do not). */
export const needsGames = (choice: KitChoice, definition: KitDefinition): boolean => !isSelective(choice.selection) && choice.sections === null && definition.sections.includes('game')

/**
 * The document a choice makes: its sheets planned (versions drawn by the generator), its sections,
 * title, file name and command. 'nothing' when a choice that prints exercises finds none; null when
 * interrupted while the versions were drawn.
 */
export async function planKitDocument(choice: KitChoice, materials: KitMaterials): Promise<KitDocument | 'nothing' | null> {
  const { lessons, definition, exercises, date, signal } = materials
  let sheets = planSheets(lessons, exercises, choice.selection)
  if (sheets.length === 0 && printsExercises(choice)) return 'nothing'
  if (choice.versions > 1) {
    const { withVersions } = await import('./versions.js')
    const made = await withVersions(sheets, choice.versions, signal)
    if (made === null) return null
    sheets = made
  }
  const title = await kitTitle(choice, lessons)
  // Codes on the pupils' sheets, asked for by the command or the kit definition (off by default: the kit unchanged).
  const studioUrl = choice.studioUrl ?? definition.studioUrl
  const selfCheck = choice.selfCheck === true || definition.selfCheck || studioUrl !== null ? { studioUrl } : null
  const input: KitInput = {
    lang: choice.lang,
    paper: choice.paper,
    ...(choice.ink ? { ink: choice.ink } : {}),
    definition,
    exercises,
    sheets,
    games: materials.games ?? [],
    date,
    ...(title ? { title } : {}),
    ...(signal ? { signal } : {}),
    ...(selfCheck ? { selfCheck } : {}),
    ...(materials.guideBank ? { guideBank: materials.guideBank } : {}),
  }
  return { input, sections: kitSections(choice, definition), fileName: kitFileName(choice), command: kitCommand(choice) }
}

/**
 * The files to write for a document: itself, or with `--split` one per part of the kit that has
 * something to print (the annex part only when there is an annex).
 */
export function kitFiles(choice: KitChoice, document: KitDocument): KitFile[] {
  if (!choice.split) return [{ suffix: '', sections: document.sections, partLabel: null }]
  const parts = kitParts(choice, document.input.definition)
  const strings = kitStrings(choice.lang)
  const hasAnnex = document.input.sheets.some((sheet) => sheet.kind === 'annex')
  return SPLIT_PARTS.filter((part) => parts[part].length > 0 && (part !== 'annex' || hasAnnex)).map((part) => ({
    suffix: `-${part}`,
    sections: parts[part],
    partLabel: strings.text(`kit.parts.${part}`),
  }))
}

/** Both languages' title of a document that is not the kit (the reader's title bar, the footer), as the strings file writes it. */
const titleOf = (key: string) => ({ fr: String(kitStrings('fr').raw(key)), en: String(kitStrings('en').raw(key)) })

export const boardFileName = (lang: Lang, paper: Paper, size: BoardSize, ink?: InkName): string => `awale-board-${lang}-${paper}${size === 'large' ? '-large' : ''}${colourSuffix(ink)}.pdf`

/** The real-size paper board alone (`awale-kit board [--size large]`). */
export function boardDocument(definition: KitDefinition, lang: Lang, paper: Paper, size: BoardSize, date: Date, ink?: InkName): KitDocument {
  const input: KitInput = { lang, paper, ...(ink ? { ink } : {}), definition: { ...definition, title: titleOf('board.documentTitle'), boardSize: size }, exercises: [], sheets: [], date }
  return {
    input,
    sections: ['board'],
    fileName: boardFileName(lang, paper, size, ink),
    command: `awale-kit board --lang ${lang} --paper ${paper}${size === 'large' ? ' --size large' : ''}${colourOption(ink)}`,
  }
}

export const posterFileName = (lang: Lang, paper: 'a3' | 'a4', ink?: InkName): string => `awale-poster-${lang}-${paper}${colourSuffix(ink)}.pdf`

/** The rules poster for the class wall (`awale-kit poster`): A3 or A4. */
export function posterDocument(definition: KitDefinition, lang: Lang, paper: 'a3' | 'a4', date: Date, ink?: InkName): KitDocument {
  const input: KitInput = { lang, paper, ...(ink ? { ink } : {}), definition: { ...definition, title: titleOf('poster.documentTitle') }, exercises: [], sheets: [], date }
  return { input, sections: ['poster'], fileName: posterFileName(lang, paper, ink), command: `awale-kit poster --lang ${lang} --paper ${paper}${colourOption(ink)}` }
}

export const tournamentFileName = (players: number, lang: Lang, paper: Paper, ink?: InkName): string => `awale-tournament-${players}-${lang}-${paper}${colourSuffix(ink)}.pdf`

/** A round-robin tournament for the class's players (`awale-kit tournament`); `named`: the names came from a file. */
export function tournamentDocument(definition: KitDefinition, lang: Lang, paper: Paper, names: readonly string[], named: boolean, date: Date, ink?: InkName): KitDocument {
  const title = kitStrings(lang).text('tournament.title', { players: names.length })
  const input: KitInput = { lang, paper, ...(ink ? { ink } : {}), definition, exercises: [], sheets: [], date, title, classKit: { tournament: { names, named } } }
  return {
    input,
    sections: ['tournament'],
    fileName: tournamentFileName(names.length, lang, paper, ink),
    command: `awale-kit tournament --players ${names.length} --lang ${lang} --paper ${paper}${colourOption(ink)}`,
  }
}

/** A game record's sheet is named after its file: `partie.ogn` → `awale-game-partie-fr-a4.pdf`. */
export const gameFileName = (file: string, lang: Lang, paper: Paper, ink?: InkName): string =>
  `awale-game-${
    basename(file)
      .replace(/\.ogn$/i, '')
      .replace(/[^\p{L}\p{N}_-]+/gu, '-') || 'game'
  }-${lang}-${paper}${colourSuffix(ink)}.pdf`

/**
 * A played game's sheet (`awale-kit game FILE`). `file` is the record's name as the command is given
 * it, `label` how the sheet names the game (game/pool.ts's gameLabel).
 */
export function gameDocument(definition: KitDefinition, sheet: GameSheet, label: string, lang: Lang, paper: Paper, date: Date, ink?: InkName): KitDocument {
  const title = { fr: kitStrings('fr').text('game.documentTitle', { label }), en: kitStrings('en').text('game.documentTitle', { label }) }
  const input: KitInput = { lang, paper, ...(ink ? { ink } : {}), definition: { ...definition, title }, exercises: [], sheets: [], games: [sheet], date }
  const options = `${sheet.every !== 10 ? ` --every ${sheet.every}` : ''}${sheet.analysis ? ' --analyse' : ''}${colourOption(ink)}`
  return { input, sections: ['game'], fileName: gameFileName(sheet.file, lang, paper, ink), command: `awale-kit game ${sheet.file} --lang ${lang} --paper ${paper}${options}` }
}
