/**
 * The answer key's pages per exercise, measured as a reader counts them (pdfjs): the whole kit's key
 * (its exercises counted by their « réf. » lines), every lesson's key (all its levels, as
 * `build --lesson N` prints it) and every level's sheet alone, in A4 and Letter. The target
 * (issue 22) is at most 0.5 page per exercise for the kit and for every lesson. Takes a few minutes.
 *
 *   npx tsx scripts/key-pages.ts [--paper a4|letter] [--lang fr|en]
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { main } from '../src/cli/main.js'
import type { CliIO } from '../src/cli/io.js'

const { values } = parseArgs({ options: { paper: { type: 'string', multiple: true }, lang: { type: 'string', multiple: true } } })
const papers = values.paper ?? ['a4', 'letter']
const langs = values.lang ?? ['fr']

let captured = ''
const io: CliIO = {
  stdout: { write: (text: string) => (captured += text) },
  stderr: { write: () => true },
  stdinLines: async function* () {},
  cwd: process.cwd(),
  env: { SOURCE_DATE_EPOCH: '0' },
  stderrIsTTY: false,
}

async function run(args: string[]): Promise<string> {
  captured = ''
  const code = await main(args, io)
  if (code !== 0) throw new Error(`awale-kit ${args.join(' ')}: exit ${code}`)
  return captured
}

/** The pages of a key, and the exercises it holds (each has one "réf. A2 · …" / "ref. A2 · …" line, or "tiré au sort · …" for one the generator drew). */
const read = async (file: string): Promise<{ pages: number; exercises: number }> => {
  const pdf = await getDocument({ data: new Uint8Array(readFileSync(file)), verbosity: 0 }).promise
  let exercises = 0
  for (let n = 1; n <= pdf.numPages; n++) {
    const text = (await (await pdf.getPage(n)).getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ')
    exercises += (text.match(/\b(?:réf|ref)\. \S+ ·|tiré au sort ·|drawn by the generator ·/g) ?? []).length
  }
  const pages = pdf.numPages
  await pdf.destroy()
  return { pages, exercises }
}

const lessons = JSON.parse(await run(['lessons', '--json'])) as { number: number; id: string; levels: Record<string, string[]> }[]
const folder = mkdtempSync(join(tmpdir(), 'key-pages-'))
const ratio = (pages: number, exercises: number) => `${pages} pages / ${exercises} exercises = ${(pages / exercises).toFixed(3)}${pages / exercises > 0.5 ? '  > 0.5' : ''}`
try {
  for (const paper of papers)
    for (const lang of langs) {
      const whole = join(folder, `kit-${paper}-${lang}.pdf`)
      await run(['build', '--section', 'answers', '--paper', paper, '--lang', lang, '--out', whole])
      const kit = await read(whole)
      console.log(`${paper} ${lang}: the whole kit's key: ${ratio(kit.pages, kit.exercises)}`)
      for (const lesson of lessons) {
        const file = join(folder, `l${lesson.number}-${paper}-${lang}.pdf`)
        await run(['build', '--lesson', String(lesson.number), '--section', 'answers', '--paper', paper, '--lang', lang, '--out', file])
        const key = await read(file)
        const levels: string[] = []
        for (const [level, ids] of Object.entries(lesson.levels)) {
          if (ids.length === 0) continue
          const one = join(folder, `l${lesson.number}-${level}-${paper}-${lang}.pdf`)
          await run(['build', '--lesson', String(lesson.number), '--level', level, '--section', 'answers', '--paper', paper, '--lang', lang, '--out', one])
          const sheet = await read(one)
          levels.push(`level ${level} ${sheet.pages}/${sheet.exercises}`)
        }
        console.log(`  lesson ${String(lesson.number).padStart(2)} (${lesson.id}): ${ratio(key.pages, key.exercises)}   (alone: ${levels.join(', ')})`)
      }
    }
} finally {
  rmSync(folder, { recursive: true, force: true })
}
