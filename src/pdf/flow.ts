import { snappedCode } from './qr-code.js'
import type { Doc } from './document.js'
import { drawWithin } from './draw.js'
import type { PrintedCode } from './page.js'
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
  /** The self-check codes the block prints, placed from its top-left (the tests read them back there). */
  readonly codes?: readonly PrintedCode[]
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
    ...(placed.some(({ block }) => block.codes)
      ? {
          codes: placed.flatMap(({ block, y }) =>
            (block.codes ?? []).map((code) => ({ ...code, ...snappedCode(frame.x + code.x, y + code.y), block: { x: frame.x, y, width: frame.width, height: block.height } })),
          ),
        }
      : {}),
    fill: (bottom - frame.top) / (frame.bottom - frame.top),
    lastOfSheet,
  }
}

/**
 * Blocks found taller than their page, counted for the tests (`check`'s limits on every printed text
 * keep single exercises below a page; a sheet of very many exercises can still make a tall grid).
 */
export const oversizeBlocks = { count: 0, tallest: 0, capacity: 0 }

/** Room below a slice's bottom edge for a text line that starts above it (the footer is further down). */
const LINE_OVERHANG = 28

/**
 * A block taller than a page, cut into page-high slices drawn on consecutive pages: each slice draws
 * the whole block shifted up, showing only its own band. A line of text is drawn whole on the slice
 * where its top falls (draw.ts, drawWithin), never cut in two; drawings are cut at the band's edge.
 * Every slice is a page of its own, so page numbers, footers and contents count the real pages.
 */
function sliced(block: Block, capacity: number): Block[] {
  const slices: Block[] = []
  for (let offset = 0; offset < block.height; offset += capacity) {
    const height = Math.min(capacity, block.height - offset)
    const first = offset === 0
    const last = offset + capacity >= block.height
    slices.push({
      height,
      spaceBefore: first ? block.spaceBefore : 0,
      ...(first && block.pageBreakBefore ? { pageBreakBefore: true } : {}),
      ...(last && block.keepWithNext ? { keepWithNext: true } : {}),
      draw(doc, x, y, tags) {
        doc.save()
        doc.rect(0, y, doc.page.width, height + LINE_OVERHANG).clip()
        drawWithin(y, y + height, () => block.draw(doc, x, y - offset, tags))
        doc.restore()
      },
    })
  }
  return slices
}

/** Splits blocks into pages: each page is the list of blocks placed on it with their y. */
export function paginate(input: readonly Block[], frame: FlowFrame): PlacedBlock[][] {
  const capacity = frame.bottom - frame.top
  const blocks = input.flatMap((block) => {
    if (block.height <= capacity) return [block]
    oversizeBlocks.count++
    oversizeBlocks.tallest = Math.max(oversizeBlocks.tallest, block.height)
    oversizeBlocks.capacity = capacity
    return sliced(block, capacity)
  })
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
