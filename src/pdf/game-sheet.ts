/**
 * The game sheet: a played game replayed by the engine and printed for a class to study. The header
 * (players, event, date, result), the moves as a table (one line per move number: each side's move,
 * the seeds it took, the stores after, the comments in place), diagrams where the record asks for one
 * (`{diagram}`), every N moves and at the end, two or three to a row at 85 mm or more; then how the
 * game ended and, when analysed, each player's summary. Laid out in points before anything is drawn.
 */
import type { ReplayedGame, ReplayedLine, ReplayedPly, Side } from '../engine/index.js'
import { isStandardStart, opposite, rowSeeds, tagValue, totalSeeds } from '../engine/index.js'
import type { GameAnalysis, PlyAnalysis } from '../game/analyse.js'
import { gameLabel } from '../game/pool.js'
import { KIT_FONTS } from './assets.js'
import { STYLE } from './blocks.js'
import type { Diagram } from './diagrams.js'
import type { TextStyle } from './draw.js'
import { drawText, measureText } from './draw.js'
import type { KitContext } from './kit.js'
import type { PlannedPage } from './page.js'
import { portraitFrame } from './page.js'
import { mm } from './paper.js'
import type { PageTagger } from './tagging.js'
import type { Doc } from './document.js'
import { inkOf } from './document.js'
import { signed } from '../words.js'

/** One game to print: the replayed game, its analysis if asked, and how often to show the board. */
export interface GameSheet {
  /** The record's file, as named (for its label when the tags name nobody). */
  readonly file: string
  readonly game: ReplayedGame
  readonly analysis: GameAnalysis | null
  /** A diagram every this many moves (plies); 0: only where the record asks and at the end. */
  readonly every: number
}

/** The default of `--every`. */
export const DEFAULT_DIAGRAM_EVERY = 10
/** Diagrams are never narrower than this: their words stay 7 pt or more. */
export const MIN_GAME_DIAGRAM_MM = 85
/** A comment that asks for a diagram at its move, and is not printed as text. */
export const DIAGRAM_COMMENT = /^(?:diagram|diagramme)$/i

const TEXT: TextStyle = { size: 10, lineGap: -1 }
const CELL: TextStyle = { size: 10.5, lineGap: -1 }
const SMALL: TextStyle = { size: 9, lineGap: -1.5, tone: 'soft' }
const HEADER: TextStyle = { font: 'bold', size: 8.5, lineGap: -2, tone: 'soft' }
const MOVE: TextStyle = { font: 'bold', size: 10.5 }
const CAPTION: TextStyle = { size: 9, lineGap: -1, tone: 'soft' }
const PAD = mm(1.2)
const GAP = mm(5)

/** Where a block goes: the page's frame, from `y`. */
interface Item {
  readonly height: number
  readonly spaceBefore: number
  /** A table row: on a new page, the table's header is drawn again above it. */
  readonly row?: boolean
  /** Kept on the page of the next item (headings, the header row). */
  readonly keepWithNext?: boolean
  draw(doc: Doc, x: number, y: number, tags: PageTagger): void
}

/** As many diagrams to a row as the frame holds at 85 mm or more, sharing its width (A4 and Letter: two, A3: three). */
export function gameDiagramRow(frameWidth: number): { perRow: number; width: number } {
  const perRow = Math.max(1, Math.floor((frameWidth + GAP) / (mm(MIN_GAME_DIAGRAM_MM) + GAP)))
  return { perRow, width: (frameWidth - (perRow - 1) * GAP) / perRow }
}

export function planGame(context: KitContext): PlannedPage[] {
  return context.games.flatMap((sheet) => planOneGame(context, sheet))
}

function planOneGame(context: KitContext, sheet: GameSheet): PlannedPage[] {
  const { doc, strings } = context
  const frame = portraitFrame(context.paper)
  const width = frame.width
  const game = sheet.game
  const record = game.record
  const side = (which: Side) => strings.text(`sides.${which}`)
  const known = (name: string) => {
    const value = tagValue(record, name)
    return value !== undefined && value !== '' && value !== '?' ? value : null
  }
  const items: Item[] = []
  const text = (content: string, style: TextStyle, spaceBefore: number, heading = false): Item => ({
    height: measureText(doc, content, width, style),
    spaceBefore,
    ...(heading ? { keepWithNext: true } : {}),
    draw: (d, x, y, tags) => (heading ? tags.heading : tags.paragraph)(() => drawText(d, content, x, y, width, style)),
  })

  // Header: title, players, the other tags, the result.
  items.push(text(strings.text('game.title', { label: gameLabel(record, sheet.file) }), STYLE.title, 0, true))
  items.push(text(strings.text('game.players', { south: known('South') ?? '?', north: known('North') ?? '?' }), { font: 'bold', size: 12 }, mm(2)))
  const facts = (['Event', 'Site', 'Date', 'Round'] as const)
    .map((name) => {
      const value = known(name)
      return value === null ? null : `${strings.text(`game.facts.${name}`)}${context.lang === 'fr' ? '\u202f: ' : ': '}${name === 'Date' ? formatDate(context, value) : strings.typeset(value)}`
    })
    .filter((line): line is string => line !== null)
  const resultLine = game.end.kind === 'unfinished' ? strings.text('game.resultUnfinished') : strings.text('game.result', { result: `${game.end.score.south}–${game.end.score.north}` })
  items.push(text([...facts, resultLine].join(' · '), TEXT, mm(1.5)))
  const introduction = [known('Comment'), ...record.opening].filter((line): line is string => line !== null && line !== '')
  if (introduction.length > 0) items.push(text(strings.typeset(introduction.join(' ')), { ...TEXT, tone: 'soft' }, mm(2)))

  const first = game.start.turn
  const second: Side = opposite(first)
  if (game.plies.length > 0) items.push(text(strings.text('game.howToRead', { first: side(first), second: side(second) }), SMALL, mm(2)))

  // Diagrams: where the record asks, every N moves, and at the end; numbered in order.
  const { perRow, width: diagramWidth } = gameDiagramRow(width)
  const bottomFor = (next: Side) => (context.orientation === 'fixed' ? ('south' as const) : next)
  const diagrams: { diagram: Diagram; caption: string }[] = []
  const diagramAfter = new Map<number, number>()
  const standardStart = isStandardStart(game.start)
  if (!standardStart) {
    diagrams.push({
      diagram: context.diagrams.position(game.start, { bottom: bottomFor(game.start.turn) }),
      caption: strings.text('game.diagram.start', { number: 1 }),
    })
    items.push(text(strings.text('game.start', { side: side(game.start.turn) }), TEXT, mm(2)))
  }
  const lastPly = game.plies.length - 1
  for (const ply of game.plies) {
    const asked = ply.move.comments.some((comment) => DIAGRAM_COMMENT.test(comment))
    const periodic = sheet.every > 0 && (ply.ply + 1) % sheet.every === 0
    if (!asked && !periodic && ply.ply !== lastPly) continue
    const number = diagrams.length + 1
    const move = numberedMove(ply)
    const isFinal = ply.ply === lastPly
    // Turned for the side to move next; after the last move of a finished game there is none: the side that moved.
    const over = isFinal && game.end.kind !== 'unfinished'
    diagrams.push({
      diagram: context.diagrams.answer(ply.report, isFinal && game.end.kind === 'over' ? game.final.outcome : null, { bottom: bottomFor(over ? ply.report.side : ply.report.after.turn) }),
      caption: strings.text(isFinal ? 'game.diagram.final' : 'game.diagram.after', { number, move, side: side(ply.report.side) }),
    })
    diagramAfter.set(ply.ply, number)
  }
  if (game.plies.length === 0 && standardStart)
    diagrams.push({ diagram: context.diagrams.position(game.start, { bottom: bottomFor(game.start.turn) }), caption: strings.text('game.diagram.start', { number: 1 }) })

  // The table: columns in points.
  const columns = tableColumns(width)
  const header = headerItem(context, columns, first, second)
  const analysisOf = new Map<number, PlyAnalysis>((sheet.analysis?.plies ?? []).map((entry) => [entry.ply, entry]))
  const rows: { item: Item; lastPly: number }[] = []
  // The rows each side takes when the game ends that way: said at the last move.
  const lastMove = game.plies[game.plies.length - 1]
  const gathers = game.end.kind === 'over' ? game.end.reason !== 'store-majority' : game.end.kind === 'recorded' && game.end.gathered
  const finalBoard = game.final.position.board
  const gatheredAt = lastMove && gathers ? { ply: lastMove.ply, rows: { south: finalBoard.slice(0, 6).reduce((a, b) => a + b, 0), north: finalBoard.slice(6).reduce((a, b) => a + b, 0) } } : null
  for (let index = 0; index < game.plies.length; index += 2) {
    const pair = game.plies.slice(index, index + 2)
    rows.push({ item: rowItem(context, columns, pair, analysisOf, diagramAfter, gatheredAt, rows.length % 2 === 1), lastPly: pair[pair.length - 1]!.ply })
  }

  // Rows, then a row of diagrams once enough are due (or at the end), so each diagram follows its move.
  const diagramRow = (batch: { diagram: Diagram; caption: string }[]): Item => {
    const captionHeight = Math.max(...batch.map((entry) => measureText(doc, entry.caption, diagramWidth, CAPTION)))
    const height = Math.max(...batch.map((entry) => entry.diagram.height(diagramWidth))) + mm(1.5) + captionHeight
    return {
      height,
      spaceBefore: mm(4),
      draw: (d, x, y, tags) =>
        batch.forEach((entry, column) => {
          // A row that is not full is centred.
          const left = x + (width - (batch.length * diagramWidth + (batch.length - 1) * GAP)) / 2 + column * (diagramWidth + GAP)
          context.diagrams.draw(d, entry.diagram, left, y, diagramWidth, tags)
          const below = y + entry.diagram.height(diagramWidth) + mm(1.5)
          tags.paragraph(() => drawText(d, entry.caption, left, below, diagramWidth, { ...CAPTION, align: 'center' }))
        }),
    }
  }
  let pending: { diagram: Diagram; caption: string }[] = []
  let next = 0
  // A chosen start: its diagram before the first move.
  if (!standardStart) items.push(diagramRow([diagrams[next++]!]))
  if (rows.length > 0) items.push({ ...header, spaceBefore: mm(4) })
  for (const [index, row] of rows.entries()) {
    items.push(row.item)
    for (let ply = row.lastPly - (row.lastPly % 2 === 1 ? 1 : 0); ply <= row.lastPly; ply++) if (diagramAfter.has(ply)) pending.push(diagrams[next++]!)
    const last = index === rows.length - 1
    if (pending.length >= perRow || (last && pending.length > 0)) {
      // The row that asked for the last diagram stays on the page of the diagrams.
      items[items.length - 1] = { ...items[items.length - 1]!, keepWithNext: true }
      items.push(diagramRow(pending))
      pending = []
      if (!last) items.push({ ...header, spaceBefore: mm(4) })
    }
  }
  if (game.plies.length === 0 && standardStart) items.push(diagramRow([diagrams[0]!]))

  // How the game ended, kept on one page.
  items.push(text(strings.text('game.end.title'), STYLE.heading, mm(6), true))
  const ending = endLines(context, sheet)
  ending.forEach((line, index) => items.push({ ...text(line, TEXT, mm(1.5)), keepWithNext: index < ending.length - 1 }))

  // The computer's summary, per player.
  if (sheet.analysis) {
    const analysis = sheet.analysis
    items.push(text(strings.text('game.analysis.title'), STYLE.heading, mm(6), true))
    items.push({ ...text(strings.text(analysis.judge === 'expert' ? 'game.analysis.introExpert' : 'game.analysis.intro', { depth: analysis.depth }), SMALL, mm(1.5)), keepWithNext: true })
    if (analysis.fromTables > 0) items.push({ ...text(strings.text('game.analysis.tables', { count: analysis.fromTables }), SMALL, mm(1.5)), keepWithNext: true })
    if (analysis.shortened.length > 0) items.push({ ...text(shortenedText(context, analysis), SMALL, mm(1.5)), keepWithNext: true })
    for (const which of [first, second]) {
      const summary = analysis.summary[which]
      items.push({
        ...text(
          strings.text('game.analysis.side', {
            side: side(which),
            player: strings.typeset(known(which === 'south' ? 'South' : 'North') ?? '?'),
            best: summary.best,
            moves: summary.moves,
            dubious: summary.dubious,
            blunders: summary.blunders,
            lost: summary.lost,
          }),
          TEXT,
          mm(1.5),
        ),
        keepWithNext: which === first,
      })
    }
  }

  return paginateGame(items, header, frame).map((placed, index) => ({
    orientation: 'portrait' as const,
    ...(index === 0 ? { startsSheet: true } : {}),
    draw(d: Doc, tags: PageTagger) {
      for (const { item, y } of placed) item.draw(d, frame.x, y, tags)
    },
  }))
}

/** "5. E" for the first move of a number, "5… H" for the reply: in the kit's letters (A–F South, G–L North). */
const numberedMove = (ply: ReplayedPly): string => `${ply.number}${ply.ply % 2 === 0 ? '.' : '…'} ${ply.move.hole}`

interface Columns {
  readonly number: number
  readonly firstMove: number
  readonly firstTaken: number
  readonly secondMove: number
  readonly secondTaken: number
  readonly stores: number
  readonly comments: number
  /** Left edges, in the order above. */
  readonly x: readonly number[]
}

function tableColumns(width: number): Columns {
  const widths = [mm(9), mm(15), mm(14), mm(15), mm(14), mm(26)]
  const comments = width - widths.reduce((a, b) => a + b, 0)
  const all = [...widths, comments]
  const x: number[] = []
  let left = 0
  for (const w of all) {
    x.push(left)
    left += w
  }
  return { number: all[0]!, firstMove: all[1]!, firstTaken: all[2]!, secondMove: all[3]!, secondTaken: all[4]!, stores: all[5]!, comments, x }
}

function headerItem(context: KitContext, columns: Columns, first: Side, second: Side): Item {
  const { doc, strings } = context
  const labels = [
    strings.text('game.table.number'),
    strings.text(`sides.${first}`),
    strings.text('game.table.taken'),
    strings.text(`sides.${second}`),
    strings.text('game.table.taken'),
    `${strings.text('game.table.stores')}\n${strings.text('game.table.storesSides')}`,
    strings.text('game.table.comments'),
  ]
  const widths = [columns.number, columns.firstMove, columns.firstTaken, columns.secondMove, columns.secondTaken, columns.stores, columns.comments]
  const height = Math.max(...labels.map((label, i) => measureText(doc, label, widths[i]! - 2 * PAD, HEADER))) + 2 * PAD
  return {
    height,
    spaceBefore: 0,
    keepWithNext: true,
    draw: (d, x, y, tags) => {
      tags.artifact(() => {
        d.save()
          .lineWidth(0.8)
          .strokeColor(inkOf(d).page.soft)
          .moveTo(x, y + height)
          .lineTo(x + columns.x[6]! + columns.comments, y + height)
          .stroke()
          .restore()
      })
      tags.paragraph(() => labels.forEach((label, i) => drawText(d, label, x + columns.x[i]! + PAD, y + PAD, widths[i]! - 2 * PAD, HEADER)))
    },
  }
}

/** One move number: both sides' moves, what they took, the stores after, and everything said about them. */
function rowItem(
  context: KitContext,
  columns: Columns,
  pair: readonly ReplayedPly[],
  analysisOf: ReadonlyMap<number, PlyAnalysis>,
  diagramAfter: ReadonlyMap<number, number>,
  gatheredAt: { ply: number; rows: { south: number; north: number } } | null,
  shaded: boolean,
): Item {
  const { doc, strings } = context
  const colon = context.lang === 'fr' ? '\u202f: ' : ': '
  const notes: string[] = []
  for (const ply of pair) {
    const analysis = analysisOf.get(ply.ply)
    for (const comment of ply.move.comments) if (!DIAGRAM_COMMENT.test(comment)) notes.push(`${ply.move.hole}${colon}${strings.typeset(comment)}`)
    for (const variation of ply.variations) notes.push(strings.text('game.variation', { move: ply.move.hole, line: variationText(context, variation) }))
    if (analysis?.mark)
      notes.push(
        strings.text('game.analysisNote', {
          move: ply.move.hole,
          mark: analysis.mark,
          best: strings.joinList(analysis.best),
          bestValue: signed(analysis.bestValue),
          playedValue: signed(analysis.playedValue),
        }),
      )
    if (gatheredAt?.ply === ply.ply) notes.push(strings.text('game.gathered', gatheredAt.rows))
    const diagram = diagramAfter.get(ply.ply)
    if (diagram !== undefined) notes.push(strings.text('game.diagramRef', { number: diagram }))
  }
  const comment = notes.join('\n')
  const commentHeight = comment === '' ? 0 : measureText(doc, comment, columns.comments - 2 * PAD, SMALL)
  const taken = (ply: ReplayedPly | undefined): string => (ply && ply.report.captured > 0 ? `+${ply.report.captured}` : '')
  const cells = [
    { text: String(pair[0]!.number), style: CELL, column: 0 },
    { text: pair[0] ? movedText(pair[0], analysisOf) : '', style: MOVE, column: 1 },
    { text: taken(pair[0]), style: CELL, column: 2 },
    { text: pair[1] ? movedText(pair[1], analysisOf) : '', style: MOVE, column: 3 },
    { text: taken(pair[1]), style: CELL, column: 4 },
    { text: storesText(pair[pair.length - 1]!), style: CELL, column: 5 },
  ]
  // The comment's first line sits on the cells' baseline (its type is smaller).
  const commentDrop = baselineDrop(doc, CELL, SMALL)
  const widths = [columns.number, columns.firstMove, columns.firstTaken, columns.secondMove, columns.secondTaken, columns.stores]
  const cellHeight = Math.max(...cells.map((cell) => (cell.text === '' ? 0 : measureText(doc, cell.text, widths[cell.column]! - 2 * PAD, cell.style))))
  const height = Math.max(cellHeight, commentDrop + commentHeight) + 2 * PAD
  return {
    height,
    spaceBefore: 0,
    row: true,
    draw: (d, x, y, tags) => {
      const right = columns.x[6]! + columns.comments
      tags.artifact(() => {
        const tint = inkOf(d).page.tint
        if (shaded && tint) d.save().rect(x, y, right, height).fill(tint).restore()
        d.save()
          .lineWidth(0.3)
          .strokeColor(inkOf(d).page.hairline)
          .moveTo(x, y + height)
          .lineTo(x + right, y + height)
          .stroke()
          .restore()
      })
      tags.paragraph(() => {
        for (const cell of cells) if (cell.text !== '') drawText(d, cell.text, x + columns.x[cell.column]! + PAD, y + PAD, widths[cell.column]! - 2 * PAD, cell.style)
        if (comment !== '') drawText(d, comment, x + columns.x[6]! + PAD, y + PAD + commentDrop, columns.comments - 2 * PAD, SMALL)
      })
    },
  }
}

/** The move letter, with the record's own mark or the computer's `?` / `??`. */
function movedText(ply: ReplayedPly, analysisOf: ReadonlyMap<number, PlyAnalysis>): string {
  const mark = analysisOf.get(ply.ply)?.mark ?? ply.move.mark
  return mark ? `${ply.move.hole} ${mark}` : ply.move.hole
}

const storesText = (ply: ReplayedPly): string => `${ply.report.after.stores.south} – ${ply.report.after.stores.north}`

/** A side line in the kit's letters, numbered like the record, its comments in brackets: "13… I (plus sûr) 14. D J +2". */
function variationText(context: KitContext, variation: ReplayedLine): string {
  const said = (comments: readonly string[]) =>
    comments
      .filter((comment) => !DIAGRAM_COMMENT.test(comment))
      .map((comment) => ` (${context.strings.typeset(comment)})`)
      .join('')
  const moves = variation.plies.map((ply, index) => {
    const number = ply.ply % 2 === 0 ? `${ply.number}. ` : index === 0 ? `${ply.number}… ` : ''
    return `${number}${ply.move.hole}${ply.report.captured > 0 ? ` +${ply.report.captured}` : ''}${said(ply.move.comments)}`
  })
  return `${said(variation.line.opening).trimStart()}${variation.line.opening.length > 0 ? ' ' : ''}${moves.join(' ')}`
}

/** How the game ended, in sentences: why, the final score, who wins. */
function endLines(context: KitContext, sheet: GameSheet): string[] {
  const { strings } = context
  const game = sheet.game
  const end = game.end
  const side = (which: Side) => strings.text(`sides.${which}`)
  const lines: string[] = []
  if (end.kind === 'unfinished') {
    const last = game.plies[game.plies.length - 1]
    lines.push(last ? strings.text('game.end.unfinished', { number: last.number, south: end.score.south, north: end.score.north }) : strings.text('game.end.noMoves'))
    return lines
  }
  if (end.kind === 'over') {
    const position = game.final.position
    const majority = end.reason === 'store-majority' ? (position.stores.south > position.stores.north ? 'south' : 'north') : null
    // A side that has seeds but no move cannot feed the other; only a side without a seed cannot play.
    const key = end.reason === 'no-legal-move' && rowSeeds(position.board, position.turn) === 0 ? 'no-seed' : end.reason
    lines.push(
      strings.text(`game.end.${key}`, {
        side: side(majority ?? position.turn),
        other: side(opposite(position.turn)),
        count: majority ? position.stores[majority] : 0,
        total: totalSeeds(game.variant),
      }),
    )
  } else lines.push(strings.text(end.gathered ? 'game.end.recordedGathered' : 'game.end.recordedStores'))
  lines.push(strings.text('game.end.score', { south: end.score.south, north: end.score.north }))
  if (end.kind === 'over' && !end.complete) lines.push(strings.text('game.end.reduced'))
  else lines.push(strings.text(`game.end.winner.${end.winner}`))
  return lines
}

/** "2024.01.02" as "2 janvier 2024" / "2 January 2024"; any other date (with ?? parts) as written. */
function formatDate(context: KitContext, value: string): string {
  const match = /^(\d{4})\.(\d{2})\.(\d{2})$/.exec(value)
  const months = context.strings.raw('game.months') as string[]
  if (!match || Number(match[2]) < 1 || Number(match[2]) > 12) return context.strings.typeset(value)
  return context.strings.text('game.date', { day: Number(match[3]), month: months[Number(match[2]) - 1]!, year: match[1]! })
}

/**
 * Items onto pages: an item never straddles a page, a heading stays with what follows, and a table
 * row that opens a page gets the table's header above it again.
 */
function paginateGame(items: readonly Item[], header: Item, frame: { top: number; bottom: number }): { item: Item; y: number }[][] {
  const pages: { item: Item; y: number }[][] = []
  let page: { item: Item; y: number }[] = []
  let y = frame.top
  const newPage = () => {
    pages.push(page)
    page = []
    y = frame.top
  }
  for (let index = 0; index < items.length; index++) {
    const item = items[index]!
    // A heading, the header row, the row before a diagram: each goes with what follows it (a run).
    let together = item.height
    for (let k = index; items[k]!.keepWithNext && k + 1 < items.length; k++) together += items[k + 1]!.spaceBefore + items[k + 1]!.height
    const before = page.length === 0 ? 0 : item.spaceBefore
    const startsRun = index === 0 || !items[index - 1]!.keepWithNext
    if (page.length > 0 && startsRun && y + before + together > frame.bottom && together <= frame.bottom - frame.top) newPage()
    else if (page.length > 0 && y + before + item.height > frame.bottom) newPage()
    if (page.length === 0 && item.row) {
      page.push({ item: header, y })
      y += header.height
    }
    if (page.length > 0 && !(page.length === 1 && page[0]!.item === header)) y += item.spaceBefore
    page.push({ item, y })
    y += item.height
  }
  if (page.length > 0) pages.push(page)
  return pages
}

/** How much lower a line of `small` type starts than a line of `large` type with the same baseline. */
function baselineDrop(doc: Doc, large: TextStyle, small: TextStyle): number {
  const ascent = (style: TextStyle) => {
    doc.font(style.font === 'bold' ? KIT_FONTS.bold.name : KIT_FONTS.regular.name).fontSize(style.size)
    return ((doc as unknown as { _font: { ascender: number } })._font.ascender / 1000) * style.size
  }
  return ascent(large) - ascent(small)
}

/** The most ranges of moves named where the analysis searched less deep; the others are "…". */
const MAX_SHORTENED_RANGES = 8

/** Where a long game's analysis looked less far ahead, and how far: "moves 61–120, 150–700". */
function shortenedText(context: KitContext, analysis: GameAnalysis): string {
  const { strings } = context
  const depths = analysis.shortened.map((entry) => entry.depth)
  const [low, high] = [Math.min(...depths), Math.max(...depths)]
  const numbers = [...new Set(analysis.shortened.map((entry) => Math.floor(entry.ply / 2) + 1))]
  const ranges: string[] = []
  for (let i = 0; i < numbers.length; ) {
    let j = i
    while (j + 1 < numbers.length && numbers[j + 1] === numbers[j]! + 1) j++
    ranges.push(i === j ? String(numbers[i]) : `${numbers[i]}–${numbers[j]}`)
    i = j + 1
  }
  const moves = ranges.length > MAX_SHORTENED_RANGES ? `${ranges.slice(0, MAX_SHORTENED_RANGES).join(', ')}, …` : ranges.join(', ')
  return strings.text('game.analysis.shortened', {
    count: analysis.shortened.length,
    depths: low === high ? String(low) : strings.text('game.analysis.depthRange', { low, high }),
    moves,
  })
}
