import type { NumberedPage } from './kit.js'

/**
 * The paper a kit costs, read from its plan (issue 9's targets): pupils' pages per exercise, key
 * pages per exercise, whether an exercise straddles two pages, and the pupils' pages under half full.
 */
export interface PaperFigures {
  readonly exercises: number
  /** Pages of the pupils' sheets (blank backs not counted) per exercise. */
  readonly pupilPagesPerExercise: number
  /** Pages of the key per exercise (the annex's key included). */
  readonly keyPagesPerExercise: number
  readonly pupilPages: number
  readonly keyPages: number
  readonly blankPages: number
  /** Exercises found on two pages of one part (pupils' or key): must be none. */
  readonly split: readonly string[]
  /** Pupils' pages under half full that are not the last of their sheet. */
  readonly sparsePages: readonly number[]
  /** Pages per sheet of the pupils, e.g. 2, 2, 1 … */
  readonly sheetPages: readonly number[]
}

export function paperFigures(pages: readonly NumberedPage[]): PaperFigures {
  const pupil = pages.filter((page) => page.page?.content && page.page.startsSheet !== undefined)
  const key = pages.filter((page) => page.page?.content && page.page.startsSheet === undefined)
  const onPages = (set: readonly NumberedPage[]) => {
    const seen = new Map<string, number>()
    for (const page of set) for (const id of page.page!.content!.exercises) seen.set(id, (seen.get(id) ?? 0) + 1)
    return seen
  }
  const pupilSeen = onPages(pupil)
  const keySeen = onPages(key)
  const split = [...pupilSeen, ...keySeen].filter(([, count]) => count > 1).map(([id]) => id)
  const sheetPages: number[] = []
  for (const page of pupil) {
    if (page.page!.startsSheet) sheetPages.push(0)
    sheetPages[sheetPages.length - 1]!++
  }
  const exercises = pupilSeen.size
  return {
    exercises,
    pupilPagesPerExercise: pupil.length / Math.max(1, exercises),
    keyPagesPerExercise: key.length / Math.max(1, keySeen.size),
    pupilPages: pupil.length,
    keyPages: key.length,
    blankPages: pages.filter((page) => page.page === null).length,
    split: [...new Set(split)],
    sparsePages: pupil.filter((page) => page.page!.content!.fill < 0.5 && !page.page!.content!.lastOfSheet).map((page) => page.number),
    sheetPages,
  }
}
