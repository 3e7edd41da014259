/**
 * A teacher's choice of exercises as one .zip (issue 26): the folder the command line is told to
 * read, holding exactly the exercise files the PDF used (the bank's kept ones and those the engine
 * made), and a LISEZ-MOI.txt (README.txt in English) with the command that makes the same PDF from
 * it. Pure: the studio downloads it, the tests unzip it and run the command.
 */
import type { Zippable } from 'fflate'
import { strToU8, zipSync } from 'fflate'

export interface FolderFile {
  /** The file's name in the folder (`c1.yaml`). */
  readonly name: string
  readonly text: string
}

/** Every entry dated alike (a fixed day at noon: no time zone moves it to another day), so the same choice gives the same archive. */
const DATE = new Date(2024, 0, 1, 12, 0, 0)

/** The archive: `folder/` with its files in the order given, and the note beside it. */
export function folderZip(folder: string, files: readonly FolderFile[], note: FolderFile): Uint8Array {
  const inside: Zippable = {}
  for (const file of files) inside[file.name] = [strToU8(file.text), { mtime: DATE }]
  return zipSync({ [note.name]: [strToU8(note.text), { mtime: DATE }], [folder]: inside }, { level: 6, mtime: DATE })
}

/** The note's name: LISEZ-MOI.txt in French, README.txt in English. */
export const noteName = (lang: 'fr' | 'en'): string => (lang === 'fr' ? 'LISEZ-MOI.txt' : 'README.txt')
