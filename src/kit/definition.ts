import type { Result } from '../engine/index.js'
import { err, ok } from '../engine/index.js'
import type { BoardSize } from '../pdf/board-layout.js'
import { BOARD_SIZES } from '../pdf/board-layout.js'
import { characterAt } from '../exercise/printed-text.js'
import { Source } from '../exercise/source.js'
import { findUnprintable, terminalSafe, unprintableMessage } from '../input/printable.js'
import { readInputText } from '../input/read.js'
import type { GameSectionSettings } from '../pdf/game-settings.js'
import { gameSettings } from '../pdf/game-settings.js'
import { checkStudioUrl } from '../selfcheck/link.js'

/** The parts of a kit, in the order a kit definition may list them. */
/** What else a class needs (src/pdf/class-sections.ts): the teacher's guide, record sheet, tournament, certificates, blank boards, bookmarks. */
export const CLASS_SECTIONS = ['guide', 'record-sheet', 'tournament', 'certificates', 'blank-boards', 'bookmarks'] as const
export const SECTIONS = ['cover', 'board', 'setup', 'rules', 'poster', 'worksheet', 'answers', 'annex', 'game', ...CLASS_SECTIONS] as const
export type SectionId = (typeof SECTIONS)[number]

/** `--split` writes these three files. */
export const SPLIT_PARTS = ['worksheet', 'answers', 'board', 'annex'] as const
export type SplitPart = (typeof SPLIT_PARTS)[number]

/** templates/kit.yaml: the kit's title (optional, else the strings file's) and its sections in order. */
export interface KitDefinition {
  readonly file: string
  readonly title: { readonly fr: string; readonly en: string } | null
  readonly sections: readonly SectionId[]
  /** For `--split`: which sections go into which file. */
  readonly split: Readonly<Record<SplitPart, readonly SectionId[]>>
  /** The board section's size: `standard` (one sheet) or `large` (two sheets on A4 and Letter). */
  readonly boardSize: BoardSize
  /** `turned` (default): every board drawn from the pupil's side, North's row at the bottom when North plays; `fixed`: South always at the bottom. */
  readonly orientation: Orientation
  /** The `game` section's games (paths resolved from the kit file's folder), or null. */
  readonly game: GameSectionSettings | null
  /** A self-check code on each exercise of the pupils' sheets (issue 23); false by default. */
  readonly selfCheck: boolean
  /** Where the school put the studio: the codes are then links to its pupil view (selfCheck implied). */
  readonly studioUrl: string | null
}

export interface KitDefinitionProblem {
  readonly file: string
  readonly line: number
  readonly column: number
  readonly code: 'KIT_UNREADABLE' | 'KIT_SYNTAX' | 'KIT_UNKNOWN_KEY' | 'KIT_BAD_VALUE' | 'KIT_UNKNOWN_SECTION' | 'KIT_MISSING'
  readonly message: string
}

export const formatKitProblem = (p: KitDefinitionProblem): string => terminalSafe(`${p.file}:${p.line}:${p.column} ${p.code} ${p.message}`)

const KEYS = ['title', 'sections', 'split', 'boardSize', 'orientation', 'game', 'selfCheck', 'studioUrl'] as const

export const ORIENTATIONS = ['turned', 'fixed'] as const
export type Orientation = (typeof ORIENTATIONS)[number]

/** A kit definition is a few lines; anything larger is not one (and is not read past this). */
export const MAX_KIT_FILE_BYTES = 64 * 1024
/** The longest kit title, in characters: it must fit the cover and every footer. */
export const MAX_KIT_TITLE = 80

/**
 * Reads and checks a kit definition; every problem at once, each with its line and column. Read
 * like an exercise file (src/input/read.ts, exercise/source.ts): a regular file, capped, UTF-8, the
 * same YAML options (aliases allowed up to the same count, deep nesting reported, not crashed on).
 */
export async function loadKitDefinition(file: string): Promise<Result<KitDefinition, KitDefinitionProblem[]>> {
  const text = await readInputText(file, MAX_KIT_FILE_BYTES)
  if (!text.ok) return err([{ file, line: text.error.line, column: text.error.column, code: 'KIT_UNREADABLE', message: `cannot read the kit definition: ${text.error.message}` }])
  return parseKitDefinition(text.value, file)
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value)

export function parseKitDefinition(text: string, file: string): Result<KitDefinition, KitDefinitionProblem[]> {
  const { source, data, problems: syntax } = Source.parse(text)
  if (syntax.length > 0 && syntax.some((p) => p.code !== 'NOT_A_MAPPING')) return err(syntax.map((p) => ({ file, line: p.line, column: p.column, code: 'KIT_SYNTAX' as const, message: p.message })))
  const problems: KitDefinitionProblem[] = []
  const at = (where: { line: number; column: number }, code: KitDefinitionProblem['code'], message: string) => problems.push({ file, line: where.line, column: where.column, code, message })
  if (!isRecord(data)) {
    at(source.start(), 'KIT_BAD_VALUE', 'a kit definition is a mapping with title, sections and split')
    return err(problems)
  }
  for (const key of Object.keys(data)) if (!(KEYS as readonly string[]).includes(key)) at(source.keyAt([key]), 'KIT_UNKNOWN_KEY', `unknown key ${JSON.stringify(key)} (expected ${KEYS.join(', ')})`)

  /** Keys of a nested mapping (split, title) that are not among `allowed`: a typo is named where it stands. */
  const unknownKeys = (value: unknown, path: string, allowed: readonly string[]) => {
    if (!isRecord(value)) return
    for (const key of Object.keys(value)) if (!allowed.includes(key)) at(source.keyAt([path, key]), 'KIT_UNKNOWN_KEY', `${path}: unknown key ${JSON.stringify(key)} (expected ${allowed.join(', ')})`)
  }

  // A missing list has no line of its own: the problem points at its parent's key (valueAt does that).
  const sectionList = (value: unknown, path: (string | number)[], where: string): SectionId[] => {
    if (!Array.isArray(value)) {
      at(source.valueAt(path), value === undefined ? 'KIT_MISSING' : 'KIT_BAD_VALUE', `${where} must be a list of sections (${SECTIONS.join(', ')})`)
      return []
    }
    const list: SectionId[] = []
    value.forEach((item, index) => {
      if (typeof item === 'string' && (SECTIONS as readonly string[]).includes(item)) {
        if (list.includes(item as SectionId)) at(source.valueAt([...path, index]), 'KIT_BAD_VALUE', `${where}: ${item} is listed twice`)
        else list.push(item as SectionId)
      } else at(source.valueAt([...path, index]), 'KIT_UNKNOWN_SECTION', `${where}: unknown section ${JSON.stringify(item ?? null)} (expected one of ${SECTIONS.join(', ')})`)
    })
    return list
  }

  const sections = sectionList(data.sections, ['sections'], 'sections')
  if (Array.isArray(data.sections) && data.sections.length === 0) at(source.valueAt(['sections']), 'KIT_BAD_VALUE', 'sections: list at least one section')
  const splitValue = data.split
  const split = {} as Record<SplitPart, SectionId[]>
  if (splitValue === undefined) {
    split.worksheet = sections.filter((s) => s !== 'answers' && s !== 'board' && s !== 'annex')
    split.answers = sections.filter((s) => s === 'answers')
    split.board = sections.filter((s) => s === 'board')
    split.annex = sections.filter((s) => s === 'annex')
  } else if (!isRecord(splitValue)) at(source.valueAt(['split']), 'KIT_BAD_VALUE', `split must map ${SPLIT_PARTS.join(', ')} to lists of sections`)
  else {
    unknownKeys(splitValue, 'split', SPLIT_PARTS)
    // The annex came later: a kit file written before it may leave it out.
    for (const part of SPLIT_PARTS) split[part] = part === 'annex' && !('annex' in splitValue) ? [] : sectionList(splitValue[part], ['split', part], `split.${part}`)
    if (SPLIT_PARTS.every((part) => split[part]?.length === 0)) at(source.valueAt(['split']), 'KIT_BAD_VALUE', 'split: every part is empty, so --split would write nothing')
  }

  let title: KitDefinition['title'] = null
  if (data.title !== undefined) {
    unknownKeys(data.title, 'title', ['fr', 'en'])
    const fr = isRecord(data.title) ? data.title.fr : undefined
    const en = isRecord(data.title) ? data.title.en : undefined
    if (typeof fr === 'string' && fr.trim() && typeof en === 'string' && en.trim()) {
      title = { fr, en }
      for (const [lang, value] of [
        ['fr', fr],
        ['en', en],
      ] as const) {
        if (value.trim().length > MAX_KIT_TITLE)
          at(source.valueAt(['title', lang]), 'KIT_BAD_VALUE', `title.${lang} holds ${value.trim().length} characters; a kit title holds at most ${MAX_KIT_TITLE}, to fit the cover and every footer`)
        const unprintable = findUnprintable(value)
        if (unprintable) at(characterAt(source, ['title', lang], String.fromCodePoint(unprintable.codePoint)), 'KIT_BAD_VALUE', `title.${lang}: ${unprintableMessage(unprintable)}`)
      }
    } else at(source.valueAt(['title']), 'KIT_BAD_VALUE', 'title must be { fr: "…", en: "…" } with both languages')
  }
  /** A key whose value is one of a few words: the word, or the default and a problem at the value. */
  const oneOf = <T extends string>(key: string, allowed: readonly T[], fallback: T): T => {
    const value = data[key]
    if (value === undefined) return fallback
    if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T
    at(source.valueAt([key]), 'KIT_BAD_VALUE', `${key} must be ${allowed.join(' or ')}, not ${JSON.stringify(value)}`)
    return fallback
  }
  const boardSize = oneOf<BoardSize>('boardSize', BOARD_SIZES, 'standard')
  const orientation = oneOf<Orientation>('orientation', ORIENTATIONS, 'turned')
  const game = gameSettings(data.game, file, sections.includes('game'), source, at)
  let selfCheck = false
  if (data.selfCheck !== undefined) {
    if (typeof data.selfCheck === 'boolean') selfCheck = data.selfCheck
    else at(source.valueAt(['selfCheck']), 'KIT_BAD_VALUE', `selfCheck must be true or false, not ${JSON.stringify(data.selfCheck)}`)
  }
  let studioUrl: string | null = null
  if (data.studioUrl !== undefined) {
    const checked = typeof data.studioUrl === 'string' ? checkStudioUrl(data.studioUrl) : err('it must be a web address in quotes, e.g. "https://ecole.example.fr/awale/"')
    if (checked.ok) studioUrl = checked.value
    else at(source.valueAt(['studioUrl']), 'KIT_BAD_VALUE', `studioUrl: ${checked.error}`)
  }
  if (problems.length > 0) return err(problems)
  return ok({ file, title, sections, split, boardSize, orientation, game, selfCheck: selfCheck || studioUrl !== null, studioUrl })
}
