/** Paper sizes and the one unit conversion of the kit: layouts think in millimetres, pdfkit draws in points. */

export const PAPERS = ['a4', 'letter', 'a3'] as const
export type Paper = (typeof PAPERS)[number]

export interface PageSize {
  /** Width and height in millimetres, portrait. */
  readonly widthMm: number
  readonly heightMm: number
}

export const PAPER_SIZES: Readonly<Record<Paper, PageSize>> = {
  a4: { widthMm: 210, heightMm: 297 },
  letter: { widthMm: 215.9, heightMm: 279.4 },
  a3: { widthMm: 297, heightMm: 420 },
}

export const POINTS_PER_MM = 72 / 25.4

/** Millimetres to PDF points. */
export const mm = (millimetres: number): number => millimetres * POINTS_PER_MM

/** The page in points, portrait or landscape. */
export function pageSizePt(paper: Paper, orientation: 'portrait' | 'landscape' = 'portrait'): [number, number] {
  const { widthMm, heightMm } = PAPER_SIZES[paper]
  const [w, h] = orientation === 'portrait' ? [widthMm, heightMm] : [heightMm, widthMm]
  return [mm(w), mm(h)]
}
