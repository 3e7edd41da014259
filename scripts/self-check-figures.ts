// Pages per lesson sheet with and without self-check codes, and the QR versions the codes take
// (docs/self-check.md's figures): `npx tsx scripts/self-check-figures.ts [--paper a4|letter] [--lang fr|en]`,
// or `--table` for the docs' table of pages in the four languages and papers (which
// test/selfcheck/sheets-with-codes.test.ts holds to this).
import { parseArgs } from 'node:util'
import { pathToFileURL } from 'node:url'
import type { CheckedExercise } from '../src/exercise/index.js'
import type { KitDefinition } from '../src/kit/definition.js'
import { planSheets } from '../src/kit/sheets.js'
import type { Lesson } from '../src/lessons/lessons.js'
import { planKit } from '../src/pdf/kit.js'
import { paperFigures } from '../src/pdf/paper-figures.js'
import { selfCheckContent } from '../src/pdf/self-check.js'
import { kitStrings } from '../src/pdf/strings.js'
import { qrCode, qrSideMm } from '../src/selfcheck/qr.js'
import { loadShippedKit } from './shipped-kit.js'

export interface ShippedKit {
  readonly exercises: readonly CheckedExercise[]
  readonly lessons: readonly Lesson[]
  readonly definition: KitDefinition
}

/** The address the links are measured with: as long as a school's would be (31 characters). */
export const EXAMPLE_URL = 'https://ecole.example.fr/awale/'

/** One sheet's pages without codes, with its answers as text, and with links. */
export interface SheetPages {
  readonly sheet: string
  readonly without: number
  readonly text: number
  readonly links: number
}

/** The docs' configurations, in the table's order of columns. */
export const CONFIGURATIONS = [
  { lang: 'fr', paper: 'a4', title: 'French A4' },
  { lang: 'en', paper: 'a4', title: 'English A4' },
  { lang: 'fr', paper: 'letter', title: 'French Letter' },
  { lang: 'en', paper: 'letter', title: 'English Letter' },
] as const

/** Every lesson sheet and the club annex, its pages three ways, read from the kit's plan. */
export async function selfCheckPages(kit: ShippedKit, lang: 'fr' | 'en', paper: 'a4' | 'letter', url: string = EXAMPLE_URL): Promise<SheetPages[]> {
  const sheets = planSheets(kit.lessons, kit.exercises)
  const pagesWith = async (selfCheck?: { studioUrl: string | null }) =>
    paperFigures((await planKit({ lang, paper, definition: kit.definition, exercises: kit.exercises, sheets, date: new Date(0), ...(selfCheck ? { selfCheck } : {}) }, ['worksheet', 'annex'])).pages)
      .sheetPages
  const without = await pagesWith()
  const text = await pagesWith({ studioUrl: null })
  const links = await pagesWith({ studioUrl: url })
  return sheets.map((sheet, index) => ({
    sheet: sheet.lesson ? `lesson ${sheet.lesson.number} level ${sheet.level}` : `annex level ${sheet.level}`,
    without: without[index]!,
    text: text[index]!,
    links: links[index]!,
  }))
}

/** A cell of the docs' table: « 2 · **3** · 2 », a page more than without codes in bold. */
export const pagesCell = (pages: Omit<SheetPages, 'sheet'>): string =>
  [pages.without, pages.text, pages.links].map((count, index) => (index > 0 && count > pages.without ? `**${count}**` : String(count))).join(' · ')

const sum = (rows: readonly SheetPages[], key: 'without' | 'text' | 'links') => rows.reduce((total, row) => total + row[key], 0)

/** The docs' table: a row a sheet, a column a configuration, then the totals. */
export async function selfCheckTable(kit: ShippedKit): Promise<string> {
  const columns = await Promise.all(CONFIGURATIONS.map((configuration) => selfCheckPages(kit, configuration.lang, configuration.paper)))
  const lines = [`| sheet | ${CONFIGURATIONS.map((configuration) => configuration.title).join(' | ')} |`, `|---|${CONFIGURATIONS.map(() => '---|').join('')}`]
  columns[0]!.forEach((row, index) => lines.push(`| ${row.sheet} | ${columns.map((column) => pagesCell(column[index]!)).join(' | ')} |`))
  const totals = columns.map((column) => pagesCell({ without: sum(column, 'without'), text: sum(column, 'text'), links: sum(column, 'links') }))
  lines.push(`| **all ${columns[0]!.length} sheets** | ${totals.join(' | ')} |`)
  return lines.join('\n')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { paper: { type: 'string', default: 'a4' }, lang: { type: 'string', default: 'fr' }, url: { type: 'string', multiple: true }, table: { type: 'boolean' } } })
  const kit = await loadShippedKit()
  if (values.table) {
    console.log(await selfCheckTable(kit))
    process.exit(0)
  }
  const paper = values.paper as 'a4' | 'letter'
  const lang = values.lang as 'fr' | 'en'
  const urls = values.url ?? [EXAMPLE_URL]
  const rows = await selfCheckPages(kit, lang, paper, urls[0])
  console.log(`pages per sheet (${paper}, ${lang}): sheet | without codes | with text codes | with links to ${urls[0]}`)
  let worse = 0
  for (const row of rows) {
    const flag = row.text > row.without || row.links > row.without ? '  MORE' : ''
    if (flag) worse++
    console.log(`${row.sheet.padEnd(20)} ${String(row.without).padStart(2)} ${String(row.text).padStart(2)} ${String(row.links).padStart(2)}${flag}`)
  }
  console.log(`total: ${sum(rows, 'without')} pages without codes, ${sum(rows, 'text')} with text codes, ${sum(rows, 'links')} with links; sheets that grow: ${worse}`)

  // The versions the codes take, for every exercise of every sheet.
  const strings = kitStrings(lang)
  const sheets = planSheets(kit.lessons, kit.exercises)
  for (const studioUrl of [null, ...urls]) {
    const versions = new Map<number, number>()
    let longest = ''
    for (const sheet of sheets)
      sheet.exercises.forEach((exercise, index) => {
        const content = selfCheckContent({ strings, lang, orientation: kit.definition.orientation }, { studioUrl }, exercise, { sheet, number: index + 1, count: sheet.exercises.length })
        const version = qrCode(content).version
        versions.set(version, (versions.get(version) ?? 0) + 1)
        if (Buffer.byteLength(content) > Buffer.byteLength(longest)) longest = content
      })
    const list = [...versions].sort((a, b) => a[0] - b[0]).map(([v, n]) => `v${v} (${qrSideMm({ size: 17 + 4 * v }).toFixed(1)} mm) ×${n}`)
    console.log(`${studioUrl ?? 'text'}: ${list.join(', ')}; longest ${Buffer.byteLength(longest)} bytes: ${longest}`)
  }
}
