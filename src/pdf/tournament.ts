import { roundRobin } from '../tournament/pairings.js'
import { headingBlock } from './blocks.js'
import { PUPIL_BOLD, PUPIL_TEXT, WRITE_BOX, WRITING_LINE } from './class-page.js'
import type { Table, TableRow } from './class-table.js'
import { TABLE_PADDING, drawTable, tableHeight } from './class-table.js'
import type { Doc } from './document.js'
import type { TextStyle } from './draw.js'
import { drawText, measureText, widthOfText } from './draw.js'
import type { Block } from './flow.js'
import type { KitContext } from './kit.js'
import type { PlannedPage } from './page.js'
import { FOOTER_MM, MARGIN_MM, flowPages, portraitFrame } from './page.js'
import { mm, pageSizePt } from './paper.js'

/**
 * The tournament: a round-robin's pairings round by round (Berger tables, src/tournament/pairings.ts),
 * a results grid, the standings to fill in, and a ladder for clubs that play all term. With the
 * players' names (`awale-kit tournament`) every table carries them; in a kit, without names, the
 * section prints the tables of groups of 3 to 8 players by number, a grid and standings for 8, and a
 * blank ladder. Everything to write in is 12 pt, cells 12 mm wide, rows 9.5 mm apart.
 */
export interface TournamentInput {
  /** The players, in the order of their numbers (2 to 40). */
  readonly names: readonly string[]
  /**
   * False when the names are only "Joueur 1"…: the list then leaves a line to write each name by its
   * number, and the ladder is left blank for the pupils to fill in pencil. True when absent.
   */
  readonly named?: boolean
}

const HEAD: TextStyle = { ...PUPIL_BOLD, size: 12, lineGap: -2 }
const CELL: TextStyle = { ...PUPIL_TEXT, size: 12 }
/** A name in a round's row: one line, tight, in an 8 mm row. */
const ROUND_CELL: TextStyle = { ...CELL, lineGap: -4.5 }
const ROUND_NUMBER: TextStyle = { ...ROUND_CELL, tone: 'soft' }
const ROUND_HEAD: TextStyle = { ...HEAD, lineGap: -4.5 }
const ROUND_TITLE: TextStyle = { font: 'bold', size: 12.5 }
const NUMBER: TextStyle = { ...CELL, tone: 'soft' }
const TITLE: TextStyle = { font: 'bold', size: 19 }
const SUBTITLE: TextStyle = { font: 'bold', size: 14 }
/** The groups a kit's tournament page covers by number: 4, 6 and 8 seats (3 to 8 players). */
export const GROUP_SIZES = [4, 6, 8] as const
const PAD = mm(2.8)

/** A column as wide as its header needs (at least `min`), so no header word is ever cut. */
const headerWidth = (doc: Doc, text: string, min: number) => Math.max(min, ...text.split(/\s+/).map((word) => widthOfText(doc, word, HEAD) + PAD))

/** A table as one block (it is never split: each is smaller than a page). */
function tableBlock(doc: Doc, table: Table, spaceBefore = mm(3)): Block {
  return { height: tableHeight(doc, table), spaceBefore, draw: (d, x, y, tags) => drawTable(d, table, x, y, tags) }
}

function textBlock(doc: Doc, text: string, width: number, style: TextStyle, spaceBefore = mm(2)): Block {
  return { height: measureText(doc, text, width, style), spaceBefore, draw: (d, x, y, tags) => tags.paragraph(() => drawText(d, text, x, y, width, style)) }
}

/** Rows to write the two final seed counts in: 7.6 mm (a name at 12 pt fills it), room for two digits at a child's size, so that four rounds of 14 tables fit a page. */
const ROUND_ROW = mm(7.6)
const ROUND_HEADER_ROW = mm(6)
/** Between two rounds side by side. */
const COLUMN_GAP = mm(6)

/** A box for a final seed count (two digits); the two under « Graines » hold that word between them. */
const scoreWidth = (context: KitContext): number => Math.max(WRITE_BOX + mm(1), (widthOfText(context.doc, context.strings.text('tournament.seeds'), HEAD) + PAD) / 2)

/** One round as a block `width` wide: its title, a line per game (table, South, the two scores to write, North), and who rests. */
function roundBlock(context: KitContext, names: readonly string[], round: ReturnType<typeof roundRobin>[number], number: number, width: number): Block {
  const { doc, strings } = context
  const t = (key: string, values: Record<string, string | number> = {}) => strings.text(`tournament.${key}`, values)
  const tableColumn = headerWidth(doc, t('table'), mm(12))
  const score = scoreWidth(context)
  const nameColumn = (width - tableColumn - 2 * score) / 2
  const side = (name: 'south' | 'north') => strings.text(`sides.${name}`)
  const rows: TableRow[] = [
    {
      height: ROUND_HEADER_ROW,
      cells: [
        { text: t('table'), style: ROUND_HEAD, rowSpan: 2 },
        { text: t('south'), style: ROUND_HEAD, rowSpan: 2 },
        { text: t('seeds'), style: ROUND_HEAD, span: 2 },
        { text: t('north'), style: ROUND_HEAD, rowSpan: 2 },
      ],
    },
    { height: ROUND_HEADER_ROW, cells: [null, null, { text: side('south'), style: ROUND_HEAD }, { text: side('north'), style: ROUND_HEAD }, null] },
    ...round.games.map((game, index) => ({
      height: ROUND_ROW,
      cells: [
        { text: String(index + 1), style: ROUND_NUMBER },
        { text: names[game.south]!, style: ROUND_CELL, align: 'left' as const },
        {},
        {},
        { text: names[game.north]!, style: ROUND_CELL, align: 'left' as const },
      ],
    })),
  ]
  const table: Table = { columns: [tableColumn, nameColumn, score, score, nameColumn], rows }
  const title = t('round', { number })
  const bye = round.bye === null ? null : t('bye', { name: names[round.bye]! })
  const titleHeight = measureText(doc, title, width, ROUND_TITLE) + mm(1)
  return {
    height: titleHeight + tableHeight(doc, table) + (bye ? mm(1) + measureText(doc, bye, width, PUPIL_BOLD) : 0),
    spaceBefore: mm(4),
    draw(d, x, y, tags) {
      tags.heading(() => drawText(d, title, x, y, width, ROUND_TITLE))
      const top = y + titleHeight
      drawTable(d, table, x, top, tags)
      if (bye) tags.paragraph(() => drawText(d, bye, x, top + tableHeight(d, table) + mm(1), width, PUPIL_BOLD))
    },
  }
}

/**
 * Every round, two side by side (four of 14 tables to an A4 page) when the names fit half the page's
 * width, else one under the other: the teacher cuts the sheet in half, one round a table.
 */
function roundBlocks(context: KitContext, names: readonly string[], width: number): Block[] {
  const rounds = roundRobin(names.length)
  const half = (width - COLUMN_GAP) / 2
  const blocksAt = (w: number) => rounds.map((round, index) => roundBlock(context, names, round, index + 1, w))
  // Side by side only when every name holds on one line of its half's column.
  const { doc, strings } = context
  const nameColumn = (half - headerWidth(doc, strings.text('tournament.table'), mm(12)) - 2 * scoreWidth(context)) / 2
  const fitsHalf = names.every((name) => widthOfText(doc, name, ROUND_CELL) + 2 * mm(1.2) <= nameColumn)
  if (!fitsHalf) return blocksAt(width)
  const halves = blocksAt(half)
  const pairs: Block[] = []
  for (let index = 0; index < halves.length; index += 2) {
    const left = halves[index]!
    const right = halves[index + 1]
    pairs.push({
      height: Math.max(left.height, right?.height ?? 0),
      spaceBefore: left.spaceBefore,
      draw(d, x, y, tags) {
        left.draw(d, x, y, tags)
        right?.draw(d, x + half + COLUMN_GAP, y, tags)
      },
    })
  }
  return pairs
}

/** The players and their numbers, in two lists side by side when they are many. */
function playersBlock(context: KitContext, names: readonly string[], width: number, named: boolean): Block {
  const { doc, strings } = context
  const columns = names.length > 12 ? 2 : 1
  const perColumn = Math.ceil(names.length / columns)
  const gap = mm(6)
  const numberWidth = headerWidth(doc, strings.text('tournament.number'), mm(12))
  const listWidth = (width - gap * (columns - 1)) / columns
  const tables: Table[] = Array.from({ length: columns }, (_, c) => ({
    columns: [numberWidth, listWidth - numberWidth],
    rows: names.slice(c * perColumn, (c + 1) * perColumn).map((name, i) => ({
      height: named ? mm(8.5) : WRITING_LINE,
      // Numbers only: a line to write the pupil who takes that number.
      cells: [{ text: String(c * perColumn + i + 1), style: NUMBER }, named ? { text: name, style: CELL, align: 'left' as const } : {}],
    })),
  }))
  return {
    height: Math.max(...tables.map((table) => tableHeight(doc, table))),
    spaceBefore: mm(3),
    draw: (d, x, y, tags) => tables.forEach((table, c) => drawTable(d, table, x + c * (listWidth + gap), y, tags)),
  }
}

/**
 * The smallest square a pupil writes a 0, 1 or 2 in: the 5 mm squares of a French pupil's exercise
 * book, a little wider. The grid takes squares this size or larger, on as few landscape pages as
 * that allows (one for 28 players on A4).
 */
const GRID_CELL = { minWidth: mm(6.5), minHeight: mm(5.5), width: WRITE_BOX, height: mm(10) }
/** Text in a grid's rows: one line in a small square. */
const GRID_TEXT: TextStyle = { ...CELL, size: 12, lineGap: -4.5 }
const GRID_NUMBER: TextStyle = { ...GRID_TEXT, tone: 'soft' }
const GRID_HEAD: TextStyle = { ...HEAD, lineGap: -4.5 }
/** An opponent's number over its narrow column: 10 pt holds two digits in one line. */
const GRID_COLUMN_HEAD: TextStyle = { ...GRID_HEAD, size: 10 }

/** The landscape page's frame: the portrait margins and footer, turned. */
function landscapeFrame(paper: KitContext['paper']): { x: number; top: number; width: number; bottom: number } {
  const [width, height] = pageSizePt(paper, 'landscape')
  return { x: mm(MARGIN_MM), top: mm(MARGIN_MM), width: width - 2 * mm(MARGIN_MM), bottom: height - mm(MARGIN_MM + FOOTER_MM) }
}

/**
 * The results grid, on landscape pages: a row per player, a column per opponent (numbers), the
 * player's own cell hatched, then the total. The squares are as large as the page allows, never
 * smaller than GRID_CELL's least; only a class too large for that cuts the grid, into pages of rows
 * (and of columns for the very largest).
 */
function gridPages(context: KitContext, names: readonly (string | null)[], title: string, standings = false): PlannedPage[] {
  // Portrait when the whole grid holds on one portrait page at full size; else turned, for the room across.
  const portrait = gridLayout(context, names, title, standings, 'portrait')
  return portrait.pages.length === 1 && portrait.fullSize ? portrait.pages : gridLayout(context, names, title, standings, 'landscape').pages
}

function gridLayout(context: KitContext, names: readonly (string | null)[], title: string, standings: boolean, orientation: 'portrait' | 'landscape'): { pages: PlannedPage[]; fullSize: boolean } {
  const { doc, strings } = context
  const frame = orientation === 'landscape' ? landscapeFrame(context.paper) : portraitFrame(context.paper)
  const t = (key: string, values: Record<string, string | number> = {}) => strings.text(`tournament.${key}`, values)
  const n = names.length
  const numberWidth = headerWidth(doc, t('number'), mm(10))
  // The name column as wide as the longest name (a line to write one when the names are not given).
  const longest = Math.max(mm(30), ...names.map((name) => (name ? widthOfText(doc, name, GRID_TEXT) + PAD : 0)))
  const nameWidth = Math.min(mm(52), longest)
  // The total, and with the standings the seeds and the place: the last columns, on every page of the grid.
  const totals = standings ? (['points', 'seedsTotal', 'rank'] as const) : (['points'] as const)
  const totalWidths = totals.map((key) => headerWidth(doc, t(key), mm(14)))
  const totalWidth = totalWidths.reduce((a, b) => a + b, 0)
  const explain = standings ? `${t('gridExplain')} ${t('gridStandings')}` : t('gridExplain')
  // The part of the grid a page holds is said on its own line under the title ("joueurs 1 à 23, adversaires 11 à 20").
  const partHeight = measureText(doc, 'M', frame.width, PUPIL_BOLD)
  const top = measureText(doc, title, frame.width, TITLE) + measureText(doc, explain, frame.width, PUPIL_TEXT) + mm(3)
  const headerHeight = mm(8)
  const room = { width: frame.width - numberWidth - nameWidth - totalWidth, height: frame.bottom - frame.top - top - headerHeight }
  const cellWidth = Math.min(GRID_CELL.width, room.width / n)
  const columnsPerPage = cellWidth >= GRID_CELL.minWidth ? n : Math.max(1, Math.floor(room.width / GRID_CELL.minWidth))
  const cell = Math.min(GRID_CELL.width, room.width / columnsPerPage)
  // Two digits over a narrow column at 10 pt, else at the words' 12 pt.
  const columnHead = cell < mm(9) ? GRID_COLUMN_HEAD : GRID_HEAD
  // All the rows on one page when they keep the least height (a square, and a name's line); else as few
  // pages as hold them, rows shared evenly.
  const leastRow = Math.max(GRID_CELL.minHeight, measureText(doc, 'M', frame.width, GRID_TEXT) + 2 * TABLE_PADDING)
  const rowPages = room.height / n >= leastRow ? 1 : Math.ceil(n / Math.max(1, Math.floor((room.height - partHeight) / leastRow)))
  const rowsPerPage = Math.ceil(n / rowPages)
  const rowHeight = Math.min(GRID_CELL.height, (room.height - (rowsPerPage < n ? partHeight : 0)) / rowsPerPage)
  const pages: PlannedPage[] = []
  for (let firstRow = 0; firstRow < n; firstRow += rowsPerPage)
    for (let firstColumn = 0; firstColumn < n; firstColumn += columnsPerPage) {
      const columns = Array.from({ length: Math.min(columnsPerPage, n - firstColumn) }, (_, i) => firstColumn + i)
      const lastTile = firstColumn + columnsPerPage >= n
      const players = Array.from({ length: Math.min(rowsPerPage, n - firstRow) }, (_, i) => firstRow + i)
      const table: Table = {
        columns: [numberWidth, nameWidth, ...columns.map(() => cell), ...(lastTile ? totalWidths : [])],
        rows: [
          {
            height: headerHeight,
            cells: [
              { text: t('number'), style: GRID_HEAD },
              { text: t('player'), style: GRID_HEAD, align: 'left' },
              ...columns.map((c) => ({ text: String(c + 1), style: columnHead })),
              ...(lastTile ? totals.map((key) => ({ text: t(key), style: GRID_HEAD })) : []),
            ],
          },
          ...players.map((p) => ({
            height: rowHeight,
            cells: [
              { text: String(p + 1), style: GRID_NUMBER },
              names[p] ? { text: names[p]!, style: GRID_TEXT, align: 'left' as const } : {},
              ...columns.map((c) => (c === p ? { hatched: true } : {})),
              ...(lastTile ? totals.map(() => ({})) : []),
            ],
          })),
        ],
      }
      const part =
        rowsPerPage < n || columnsPerPage < n ? t('gridPart', { from: players[0]! + 1, to: players[players.length - 1]! + 1, first: columns[0]! + 1, last: columns[columns.length - 1]! + 1 }) : null
      pages.push({
        orientation,
        draw(d, tags) {
          let y = frame.top
          tags.heading(() => drawText(d, title, frame.x, y, frame.width, TITLE))
          y += measureText(d, title, frame.width, TITLE)
          if (part) {
            tags.paragraph(() => drawText(d, part, frame.x, y, frame.width, PUPIL_BOLD))
            y += partHeight
          }
          tags.paragraph(() => drawText(d, explain, frame.x, y, frame.width, PUPIL_TEXT))
          y += measureText(d, explain, frame.width, PUPIL_TEXT) + mm(3)
          drawTable(d, table, frame.x, y, tags)
        },
      })
    }
  return { pages, fullSize: cell >= GRID_CELL.width - 0.01 }
}

/** The standings to fill in at the end: games, wins, draws, losses, points, seeds, rank. */
function standingsBlocks(context: KitContext, names: readonly (string | null)[], width: number): Block[] {
  const { doc, strings } = context
  const t = (key: string) => strings.text(`tournament.${key}`)
  const keys = ['played', 'won', 'drawn', 'lost', 'points', 'seedsTotal', 'rank'] as const
  const numberWidth = headerWidth(doc, t('number'), mm(11))
  const counts = keys.map((key) => headerWidth(doc, t(key), WRITE_BOX + mm(2)))
  const nameWidth = width - numberWidth - counts.reduce((a, b) => a + b, 0)
  const header: TableRow = { height: mm(9), cells: [{ text: t('number'), style: HEAD }, { text: t('player'), style: HEAD, align: 'left' }, ...keys.map((key) => ({ text: t(key), style: HEAD }))] }
  const row = (p: number): TableRow => ({
    height: WRITING_LINE,
    cells: [{ text: String(p + 1), style: NUMBER }, names[p] ? { text: names[p]!, style: CELL, align: 'left' } : {}, ...keys.map(() => ({}))],
  })
  // Cut into tables that fit a page each, the header repeated.
  const frame = portraitFrame(context.paper)
  const perTable = Math.max(1, Math.floor((frame.bottom - frame.top - mm(40)) / WRITING_LINE))
  const blocks: Block[] = [{ ...headingBlock(doc, t('standingsTitle'), width, TITLE, 0), pageBreakBefore: true }, textBlock(doc, t('standingsExplain'), width, PUPIL_TEXT)]
  for (let first = 0; first < names.length; first += perTable) {
    const players = Array.from({ length: Math.min(perTable, names.length - first) }, (_, i) => first + i)
    blocks.push(tableBlock(doc, { columns: [numberWidth, nameWidth, ...counts], rows: [header, ...players.map(row)] }))
  }
  return blocks
}

/** The ladder: places from the top, a name on each (written in pencil: it changes), then the rules and the log of challenges. */
function ladderPages(context: KitContext, names: readonly string[] | null, players?: number): PlannedPage[] {
  const { doc, strings } = context
  const frame = portraitFrame(context.paper)
  const width = frame.width
  const t = (key: string, values: Record<string, string | number> = {}) => strings.text(`tournament.ladder.${key}`, values)
  const rules = strings.list('tournament.ladder.rules')
  const title = t('title')
  const titleHeight = measureText(doc, title, width, TITLE)
  const bullet = mm(4)
  const rulesHeight = rules.reduce((sum, rule) => sum + measureText(doc, rule, width - bullet, PUPIL_TEXT) + mm(1), 0)
  const top = frame.top + titleHeight + mm(2) + rulesHeight + mm(3)
  const available = frame.bottom - top
  const rowsPerColumn = Math.floor((available - mm(9)) / WRITING_LINE)
  // Named players: their places; a blank ladder: as many as two columns hold, at most 40.
  const places = names ? names.length : (players ?? Math.min(40, 2 * rowsPerColumn))
  const columns = places > rowsPerColumn ? 2 : 1
  const perColumn = Math.ceil(places / columns)
  const placeWidth = headerWidth(doc, t('place'), mm(14))
  const columnWidth = (width - mm(8) * (columns - 1)) / columns
  const tables: Table[] = Array.from({ length: columns }, (_, c) => ({
    columns: [placeWidth, columnWidth - placeWidth],
    rows: [
      {
        height: mm(9),
        cells: [
          { text: t('place'), style: HEAD },
          { text: t('name'), style: HEAD, align: 'left' as const },
        ],
      },
      ...Array.from({ length: Math.min(perColumn, places - c * perColumn) }, (_, i) => {
        const place = c * perColumn + i
        return { height: WRITING_LINE, cells: [{ text: String(place + 1), style: PUPIL_BOLD }, names ? { text: names[place]!, style: CELL, align: 'left' as const } : {}] }
      }),
    ],
  }))
  const ladder: PlannedPage = {
    orientation: 'portrait',
    draw(d, tags) {
      tags.heading(() => drawText(d, title, frame.x, frame.top, width, TITLE))
      let y = frame.top + titleHeight + mm(2)
      for (const rule of rules) {
        tags.paragraph(() => {
          drawText(d, '•', frame.x, y, bullet, PUPIL_TEXT)
          drawText(d, rule, frame.x + bullet, y, width - bullet, PUPIL_TEXT)
        })
        y += measureText(d, rule, width - bullet, PUPIL_TEXT) + mm(1)
      }
      tables.forEach((table, c) => drawTable(d, table, frame.x + c * (columnWidth + mm(8)), top, tags))
    },
  }
  // The log of challenges: date, who challenges, who is challenged, the score, the winner.
  const logKeys = ['date', 'challenger', 'challenged', 'score', 'winner'] as const
  const logTitle = t('logTitle')
  const logTitleHeight = measureText(doc, logTitle, width, TITLE)
  const dateWidth = headerWidth(doc, t('date'), mm(24))
  const scoreWidth = headerWidth(doc, t('score'), mm(26))
  const nameWidth = (width - dateWidth - scoreWidth) / 3
  const logRows = Math.floor((frame.bottom - frame.top - logTitleHeight - mm(3) - mm(9)) / WRITING_LINE)
  const log: Table = {
    columns: [dateWidth, nameWidth, nameWidth, scoreWidth, nameWidth],
    rows: [{ height: mm(9), cells: logKeys.map((key) => ({ text: t(key), style: HEAD })) }, ...Array.from({ length: logRows }, () => ({ height: WRITING_LINE, cells: logKeys.map(() => ({})) }))],
  }
  const logPage: PlannedPage = {
    orientation: 'portrait',
    draw(d, tags) {
      tags.heading(() => drawText(d, logTitle, frame.x, frame.top, width, TITLE))
      drawTable(d, log, frame.x, frame.top + logTitleHeight + mm(3), tags)
    },
  }
  return [ladder, logPage]
}

/** Groups of 3 to 8 by number: for each size, the rounds as lines and the tables as columns ("1 – 4": South – North). */
function groupBlocks(context: KitContext, width: number): Block[] {
  const { doc, strings } = context
  const t = (key: string, values: Record<string, string | number> = {}) => strings.text(`tournament.${key}`, values)
  const blocks: Block[] = [headingBlock(doc, t('groupsTitle'), width, TITLE, 0), textBlock(doc, t('groupsIntro'), width, PUPIL_TEXT)]
  for (const size of GROUP_SIZES) {
    const rounds = roundRobin(size)
    const roundWidth = headerWidth(doc, t('roundShort'), mm(20))
    const gameWidth = Math.min(mm(30), (width - roundWidth) / (size / 2))
    const table: Table = {
      columns: [roundWidth, ...rounds[0]!.games.map(() => gameWidth)],
      rows: [
        { height: mm(8), cells: [{ text: t('roundShort'), style: HEAD }, ...rounds[0]!.games.map((_, index) => ({ text: t('tableNumber', { number: index + 1 }), style: HEAD }))] },
        ...rounds.map((round, index) => ({
          height: mm(8.5),
          cells: [{ text: String(index + 1), style: PUPIL_BOLD }, ...round.games.map((game) => ({ text: `${game.south + 1} – ${game.north + 1}`, style: CELL }))],
        })),
      ],
    }
    blocks.push(textBlock(doc, t('groupOf', { players: size, odd: size - 1, rests: size }), width, SUBTITLE, mm(6)))
    blocks.push({ ...tableBlock(doc, table, mm(2)) })
  }
  return blocks
}

export function planTournament(context: KitContext): PlannedPage[] {
  const { doc, strings } = context
  const { width } = portraitFrame(context.paper)
  const t = (key: string, values: Record<string, string | number> = {}) => strings.text(`tournament.${key}`, values)
  const names = context.classKit.tournament?.names ?? null
  const named = context.classKit.tournament?.named ?? true
  const pages: PlannedPage[] = []
  if (names) {
    const rounds = roundRobin(names.length)
    // The bye only when someone rests: an odd number of players.
    const intro: Block[] = [
      headingBlock(doc, t('title', { players: names.length }), width, TITLE, 0),
      textBlock(doc, [t('intro', { rounds: rounds.length }), ...(names.length % 2 === 1 ? [t('introBye')] : []), t('introSides')].join(' '), width, PUPIL_TEXT),
      textBlock(doc, t('scoring'), width, PUPIL_TEXT),
      ...(named ? [] : [textBlock(doc, t('writeNames'), width, PUPIL_TEXT)]),
      playersBlock(context, names, width, named),
    ]
    pages.push(...flowPages([...intro, ...roundBlocks(context, names, width)], context.paper))
    // The grid holds the standings (points, seeds, place): no page of its own for them.
    pages.push(...gridPages(context, names, t('gridTitle'), true))
    pages.push(...ladderPages(context, named ? names : null, names.length))
  } else {
    pages.push(...flowPages(groupBlocks(context, width), context.paper))
    const blank = Array.from({ length: Math.max(...GROUP_SIZES) }, () => null)
    pages.push(...gridPages(context, blank, t('gridTitle')))
    pages.push(...flowPages(standingsBlocks(context, blank, width), context.paper))
    pages.push(...ladderPages(context, null))
  }
  return pages.map((page, index) => (index === 0 ? { ...page, newPaper: true } : page))
}
