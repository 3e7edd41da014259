// Pages per lesson sheet with and without self-check codes, and the QR versions the codes take
// (docs/self-check.md's figures): `npx tsx scripts/self-check-figures.ts [--paper a4|letter] [--lang fr|en]`.
import { parseArgs } from 'node:util'
import { planKit } from '../src/pdf/kit.js'
import { paperFigures } from '../src/pdf/paper-figures.js'
import { planSheets } from '../src/kit/sheets.js'
import { selfCheckContent } from '../src/pdf/self-check.js'
import { kitStrings } from '../src/pdf/strings.js'
import { qrCode, qrSideMm } from '../src/selfcheck/qr.js'
import { loadShippedKit } from './shipped-kit.js'

const { values } = parseArgs({ options: { paper: { type: 'string', default: 'a4' }, lang: { type: 'string', default: 'fr' }, url: { type: 'string', multiple: true } } })
const paper = values.paper as 'a4' | 'letter' | 'a3'
const lang = values.lang as 'fr' | 'en'
const { exercises, lessons, definition } = await loadShippedKit()
const sheets = planSheets(lessons, exercises)
const urls = values.url ?? ['https://ecole.example.fr/awale/']
const pagesWith = async (selfCheck?: { studioUrl: string | null }) =>
  paperFigures((await planKit({ lang, paper, definition, exercises, sheets, date: new Date(0), ...(selfCheck ? { selfCheck } : {}) }, ['worksheet', 'annex'])).pages).sheetPages
const without = await pagesWith()
const text = await pagesWith({ studioUrl: null })
const links = await pagesWith({ studioUrl: urls[0]! })
console.log(`pages per sheet (${paper}, ${lang}): sheet | without codes | with text codes | with links to ${urls[0]}`)
let worse = 0
sheets.forEach((sheet, index) => {
  const name = sheet.lesson ? `lesson ${sheet.lesson.number} level ${sheet.level}` : `annex level ${sheet.level}`
  const flag = text[index]! > without[index]! || links[index]! > without[index]! ? '  MORE' : ''
  if (flag) worse++
  console.log(`${name.padEnd(20)} ${String(without[index]).padStart(2)} ${String(text[index]).padStart(2)} ${String(links[index]).padStart(2)}${flag}`)
})
const sum = (list: readonly number[]) => list.reduce((a, b) => a + b, 0)
console.log(`total: ${sum(without)} pages without codes, ${sum(text)} with text codes, ${sum(links)} with links; sheets that grow: ${worse}`)

// The versions the codes take, for every exercise of every sheet.
const strings = kitStrings(lang)
for (const studioUrl of [null, ...urls]) {
  const versions = new Map<number, number>()
  let longest = ''
  for (const sheet of sheets)
    sheet.exercises.forEach((exercise, index) => {
      const content = selfCheckContent({ strings, lang, orientation: definition.orientation }, { studioUrl }, exercise, { sheet, number: index + 1, count: sheet.exercises.length })
      const version = qrCode(content).version
      versions.set(version, (versions.get(version) ?? 0) + 1)
      if (Buffer.byteLength(content) > Buffer.byteLength(longest)) longest = content
    })
  const list = [...versions].sort((a, b) => a[0] - b[0]).map(([v, n]) => `v${v} (${qrSideMm({ size: 17 + 4 * v }).toFixed(1)} mm) ×${n}`)
  console.log(`${studioUrl ?? 'text'}: ${list.join(', ')}; longest ${Buffer.byteLength(longest)} bytes: ${longest}`)
}
