import { planBlankBoards } from './blank-boards.js'
import { planBookmarks } from './bookmarks.js'
import { planCertificates } from './certificates.js'
import { planGuide } from './guide.js'
import type { KitContext } from './kit.js'
import type { SectionId } from '../kit/definition.js'
import { CLASS_SECTIONS } from '../kit/definition.js'
import type { PlannedPage } from './page.js'
import { planRecordSheet } from './record-sheet.js'
import type { KitStrings } from './strings.js'
import type { TournamentInput } from './tournament.js'
import { planTournament } from './tournament.js'

/**
 * The sections for running a class over a term, beside the exercises: the teacher's guide, the game
 * record sheet, the tournament, certificates and the self-assessment grid, blank boards, bookmarks.
 * Each is a kit section (templates/kit.yaml, any --kit file, `build --section NAME`); their words are
 * under their own keys of the strings files.
 */
export type ClassSectionId = (typeof CLASS_SECTIONS)[number]

/** What the class sections print beyond their defaults. */
export interface ClassKitOptions {
  /** The players of `awale-kit tournament`; without them the tournament section prints tables by number. */
  readonly tournament?: TournamentInput
}

/** Each section's key in the strings files. */
export const CLASS_STRING_KEYS: Readonly<Record<ClassSectionId, string>> = {
  guide: 'guide',
  'record-sheet': 'record',
  tournament: 'tournament',
  certificates: 'certificates',
  'blank-boards': 'blankBoards',
  bookmarks: 'bookmarks',
}

export const CLASS_PLANNERS: Readonly<Record<ClassSectionId, (context: KitContext) => PlannedPage[]>> = {
  guide: planGuide,
  'record-sheet': planRecordSheet,
  tournament: planTournament,
  certificates: planCertificates,
  'blank-boards': planBlankBoards,
  bookmarks: planBookmarks,
}

export const isClassSection = (section: string): section is ClassSectionId => (CLASS_SECTIONS as readonly string[]).includes(section)

/** A section's name (cover contents, the PDF's structure): `sections.X`, or the class section's own `section` string. */
export function sectionTitle(strings: KitStrings, section: SectionId): string {
  return isClassSection(section) ? strings.text(`${CLASS_STRING_KEYS[section]}.section`) : strings.text(`sections.${section}`)
}

/** The PDF's title when a class section is printed alone (`build --section guide`). */
export const classDocumentTitle = (strings: KitStrings, section: ClassSectionId): string => strings.text(`${CLASS_STRING_KEYS[section]}.documentTitle`)
