import type { Doc } from './document.js'
import type { Block, FlowFrame } from './flow.js'
import { paginate } from './flow.js'
import type { Paper } from './paper.js'
import { mm, pageSizePt } from './paper.js'
import type { PageTagger } from './tagging.js'

/** A page decided but not yet drawn: the kit numbers every page before drawing the first one. */
export interface PlannedPage {
  readonly orientation: 'portrait' | 'landscape'
  /** The first page of a sheet handed out alone: printed recto-verso, it must open a new sheet of paper (an odd page). */
  readonly startsSheet?: boolean
  /** Starts on a new sheet of paper (an odd page) without being a pupils' sheet: the key, the board (card). */
  readonly newPaper?: boolean
  /** The lesson whose pupils' sheets (or key) begin on this page, for the cover's contents. */
  readonly lessonStart?: { readonly lesson: number; readonly level: number; readonly part: 'pupils' | 'key' }
  /** Said in the footer beside the page number ("Version B"). */
  readonly footerNote?: string | null
  /** What the page holds, for the paper figures: the exercises whose blocks are on it, and how full it is (0–1). */
  readonly content?: { readonly exercises: readonly string[]; readonly fill: number; readonly lastOfSheet: boolean; readonly codes?: readonly PrintedCode[] }
  draw(doc: Doc, tags: PageTagger): void
}

/** Portrait text pages: margins wide enough for any printer, room at the bottom for the footer. */
export const MARGIN_MM = 11
export const FOOTER_MM = 7

export function portraitFrame(paper: Paper): FlowFrame {
  const [width, height] = pageSizePt(paper, 'portrait')
  return { x: mm(MARGIN_MM), top: mm(MARGIN_MM), width: width - 2 * mm(MARGIN_MM), bottom: height - mm(MARGIN_MM + FOOTER_MM) }
}

/** Flowing blocks become portrait pages. */
export function flowPages(blocks: readonly Block[], paper: Paper): PlannedPage[] {
  const frame = portraitFrame(paper)
  return paginate(blocks, frame).map((placed) => ({
    orientation: 'portrait' as const,
    draw(doc: Doc, tags: PageTagger) {
      for (const { block, y } of placed) block.draw(doc, frame.x, y, tags)
    },
  }))
}

/** A self-check code as printed: its square on the page (quiet zone included, points from the top-left) and what it holds. */
export interface PrintedCode {
  readonly x: number
  readonly y: number
  readonly side: number
  readonly content: string
  /** The exercise's block on the page, which the code sits inside (set when the page is planned). */
  readonly block?: { readonly x: number; readonly y: number; readonly width: number; readonly height: number }
}
