import type { Doc } from './document.js'
import type { PageTagger } from './tagging.js'

/**
 * Flowing content in passes, after pdfkit's table layout: every block is measured first, then
 * blocks are placed on pages (a block never straddles a page; a heading never ends a page), and only
 * then drawn. Points throughout.
 */
export interface Block {
  /** Measured height, in points, before anything is drawn. */
  readonly height: number
  /** Space kept above the block when it does not open a page. */
  readonly spaceBefore: number
  /** Keep on the same page as the next block (headings, a question and its diagram). */
  readonly keepWithNext?: boolean
  /** Start a new page before this block. */
  readonly pageBreakBefore?: boolean
  /** The exercise the block shows (its bank id), for the paper figures. */
  readonly exercise?: string
  /** What part of the kit the block belongs to (a key's sheet), said in the footer of its page. */
  readonly part?: string
  /** A lesson's pupils' sheets or key begin with this block (the cover's contents). */
  readonly lessonStart?: { readonly lesson: number; readonly level: number; readonly part: 'pupils' | 'key' }
  draw(doc: Doc, x: number, y: number, tags: PageTagger): void
}

export interface FlowFrame {
  readonly x: number
  readonly top: number
  readonly width: number
  readonly bottom: number
}

export interface PlacedBlock {
  readonly block: Block
  readonly y: number
}

/** What a page holds: the exercises on it and how full its frame is (0–1). */
export function pageContent(placed: readonly PlacedBlock[], frame: FlowFrame, lastOfSheet: boolean) {
  const bottom = Math.max(frame.top, ...placed.map(({ block, y }) => y + block.height))
  return {
    exercises: placed.flatMap(({ block }) => (block.exercise ? [block.exercise] : [])),
    fill: (bottom - frame.top) / (frame.bottom - frame.top),
    lastOfSheet,
  }
}

/** Splits blocks into pages: each page is the list of blocks placed on it with their y. */
export function paginate(blocks: readonly Block[], frame: FlowFrame): PlacedBlock[][] {
  const capacity = frame.bottom - frame.top
  const pages: PlacedBlock[][] = []
  let page: PlacedBlock[] = []
  let y = frame.top
  let index = 0
  while (index < blocks.length) {
    // A run of blocks that must stay together (a heading with what follows) is placed as one.
    let end = index
    let runHeight = blocks[index]!.height
    while (blocks[end]!.keepWithNext && end + 1 < blocks.length) {
      end++
      runHeight += blocks[end]!.spaceBefore + blocks[end]!.height
    }
    const first = blocks[index]!
    const before = page.length === 0 ? 0 : first.spaceBefore
    const fits = y + before + runHeight <= frame.bottom
    const forced = first.pageBreakBefore === true && page.length > 0
    if (page.length > 0 && (forced || (!fits && runHeight <= capacity))) {
      pages.push(page)
      page = []
      y = frame.top
    }
    for (let i = index; i <= end; i++) {
      const block = blocks[i]!
      if (page.length > 0) y += block.spaceBefore
      // A run taller than a page (should not happen with the kit's blocks) breaks between its blocks.
      if (page.length > 0 && y + block.height > frame.bottom) {
        pages.push(page)
        page = []
        y = frame.top
      }
      page.push({ block, y })
      y += block.height
    }
    index = end + 1
  }
  if (page.length > 0) pages.push(page)
  return pages
}
