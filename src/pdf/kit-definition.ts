import { readFile } from 'node:fs/promises'
import { LineCounter, isMap, isScalar, isSeq, parseDocument } from 'yaml'
import type { Node } from 'yaml'
import type { Result } from '../engine/index.js'
import { err, ok } from '../engine/index.js'
import type { BoardSize } from './board-layout.js'
import { BOARD_SIZES } from './board-layout.js'

/** The parts of a kit, in the order a kit definition may list them. */
/** What else a class needs (src/pdf/class-sections.ts): the teacher's guide, record sheet, tournament, certificates, blank boards, bookmarks. */
export const CLASS_SECTIONS = ['guide', 'record-sheet', 'tournament', 'certificates', 'blank-boards', 'bookmarks'] as const
export const SECTIONS = ['cover', 'board', 'setup', 'rules', 'poster', 'worksheet', 'answers', 'annex', ...CLASS_SECTIONS] as const
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
}

export interface KitDefinitionProblem {
  readonly file: string
  readonly line: number
  readonly column: number
  readonly code: 'KIT_UNREADABLE' | 'KIT_SYNTAX' | 'KIT_UNKNOWN_KEY' | 'KIT_BAD_VALUE' | 'KIT_UNKNOWN_SECTION' | 'KIT_MISSING'
  readonly message: string
}

export const formatKitProblem = (p: KitDefinitionProblem): string => `${p.file}:${p.line}:${p.column} ${p.code} ${p.message}`

const KEYS = ['title', 'sections', 'split', 'boardSize', 'orientation'] as const

export const ORIENTATIONS = ['turned', 'fixed'] as const
export type Orientation = (typeof ORIENTATIONS)[number]

/** Reads and checks a kit definition; every problem at once, each with its line and column. */
export async function loadKitDefinition(file: string): Promise<Result<KitDefinition, KitDefinitionProblem[]>> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : String((error as Error).message)
    return err([{ file, line: 1, column: 1, code: 'KIT_UNREADABLE', message: `cannot read the kit definition: ${reason}` }])
  }
  return parseKitDefinition(text, file)
}

export function parseKitDefinition(text: string, file: string): Result<KitDefinition, KitDefinitionProblem[]> {
  const lines = new LineCounter()
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: true })
  const problems: KitDefinitionProblem[] = []
  const at = (node: Node | null | undefined, code: KitDefinitionProblem['code'], message: string) => {
    const { line, col } = node?.range ? lines.linePos(node.range[0]) : { line: 1, col: 1 }
    problems.push({ file, line, column: col, code, message })
  }
  for (const error of doc.errors) {
    const { line, col } = error.linePos?.[0] ?? { line: 1, col: 1 }
    problems.push({ file, line, column: col, code: 'KIT_SYNTAX', message: error.message.split('\n')[0]! })
  }
  if (problems.length > 0) return err(problems)
  const root = doc.contents
  if (!isMap(root)) {
    at(root, 'KIT_BAD_VALUE', 'a kit definition is a mapping with title, sections and split')
    return err(problems)
  }
  for (const pair of root.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : ''
    if (!(KEYS as readonly string[]).includes(key)) at(pair.key as Node, 'KIT_UNKNOWN_KEY', `unknown key ${JSON.stringify(key)} (expected ${KEYS.join(', ')})`)
  }

  /** Keys of a nested mapping (split, title) that are not among `allowed`: a typo is named where it stands. */
  const unknownKeys = (node: unknown, where: string, allowed: readonly string[]) => {
    if (!isMap(node)) return
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : ''
      if (!allowed.includes(key)) at(pair.key as Node, 'KIT_UNKNOWN_KEY', `${where}: unknown key ${JSON.stringify(key)} (expected ${allowed.join(', ')})`)
    }
  }

  // `missingAt`: where to point when the list is missing (its parent mapping), since it has no line of its own.
  const sectionList = (node: unknown, where: string, missingAt: Node = root): SectionId[] => {
    if (!isSeq(node)) {
      at((node ?? missingAt) as Node, node ? 'KIT_BAD_VALUE' : 'KIT_MISSING', `${where} must be a list of sections (${SECTIONS.join(', ')})`)
      return []
    }
    const list: SectionId[] = []
    for (const item of node.items) {
      const value = isScalar(item) ? item.value : null
      if (typeof value === 'string' && (SECTIONS as readonly string[]).includes(value)) {
        if (list.includes(value as SectionId)) at(item as Node, 'KIT_BAD_VALUE', `${where}: ${value} is listed twice`)
        else list.push(value as SectionId)
      } else at(item as Node, 'KIT_UNKNOWN_SECTION', `${where}: unknown section ${JSON.stringify(value)} (expected one of ${SECTIONS.join(', ')})`)
    }
    return list
  }

  const sectionsNode = root.get('sections', true)
  const sections = sectionList(sectionsNode, 'sections')
  if (isSeq(sectionsNode) && sectionsNode.items.length === 0) at(sectionsNode as Node, 'KIT_BAD_VALUE', 'sections: list at least one section')
  const splitNode = root.get('split', true)
  const split = {} as Record<SplitPart, SectionId[]>
  if (splitNode === undefined) {
    split.worksheet = sections.filter((s) => s !== 'answers' && s !== 'board' && s !== 'annex')
    split.answers = sections.filter((s) => s === 'answers')
    split.board = sections.filter((s) => s === 'board')
    split.annex = sections.filter((s) => s === 'annex')
  } else if (!isMap(splitNode)) at(splitNode as Node, 'KIT_BAD_VALUE', `split must map ${SPLIT_PARTS.join(', ')} to lists of sections`)
  else {
    unknownKeys(splitNode, 'split', SPLIT_PARTS)
    // The annex came later: a kit file written before it may leave it out.
    for (const part of SPLIT_PARTS) split[part] = part === 'annex' && !splitNode.has('annex') ? [] : sectionList(splitNode.get(part, true), `split.${part}`, splitNode as Node)
    if (SPLIT_PARTS.every((part) => split[part]?.length === 0)) at(splitNode as Node, 'KIT_BAD_VALUE', 'split: every part is empty, so --split would write nothing')
  }

  let title: KitDefinition['title'] = null
  const titleNode = root.get('title', true)
  if (titleNode !== undefined) {
    unknownKeys(titleNode, 'title', ['fr', 'en'])
    const fr = isMap(titleNode) ? titleNode.get('fr') : undefined
    const en = isMap(titleNode) ? titleNode.get('en') : undefined
    if (typeof fr === 'string' && fr.trim() && typeof en === 'string' && en.trim()) title = { fr, en }
    else at(titleNode as Node, 'KIT_BAD_VALUE', 'title must be { fr: "…", en: "…" } with both languages')
  }
  let boardSize: BoardSize = 'standard'
  const boardSizeNode = root.get('boardSize', true)
  if (boardSizeNode !== undefined) {
    const value = isScalar(boardSizeNode) ? boardSizeNode.value : null
    if (typeof value === 'string' && (BOARD_SIZES as readonly string[]).includes(value)) boardSize = value as BoardSize
    else at(boardSizeNode as Node, 'KIT_BAD_VALUE', `boardSize must be ${BOARD_SIZES.join(' or ')}, not ${JSON.stringify(value)}`)
  }
  if (problems.length > 0) return err(problems)
  let orientation: Orientation = 'turned'
  const orientationNode = root.get('orientation', true)
  if (orientationNode !== undefined) {
    const value = isScalar(orientationNode) ? orientationNode.value : null
    if (typeof value === 'string' && (ORIENTATIONS as readonly string[]).includes(value)) orientation = value as Orientation
    else at(orientationNode as Node, 'KIT_BAD_VALUE', `orientation must be ${ORIENTATIONS.join(' or ')}, not ${JSON.stringify(value)}`)
  }
  if (problems.length > 0) return err(problems)
  return ok({ file, title, sections, split, boardSize, orientation })
}
