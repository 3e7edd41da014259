import { execFile, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HOLES } from '../../src/engine/index.js'
import type { CheckedExercise } from '../../src/exercise/index.js'
import { placesOnSheet } from '../../src/exercise/answers.js'
import { loadExercises } from '../../src/exercise/index.js'
import { loadLessons } from '../../src/lessons/lessons.js'
import { packageRoot } from '../../src/pdf/assets.js'
import type { NumberedPage } from '../../src/pdf/kit.js'
import { buildKitPdf } from '../../src/pdf/kit.js'
import { loadKitDefinition } from '../../src/kit/definition.js'
import type { PrintedCode } from '../../src/pdf/page.js'
import { planSheets } from '../../src/kit/sheets.js'
import { parseTryFragment } from '../../src/selfcheck/link.js'
import { QR_MODULE_MM, QR_QUIET_MODULES } from '../../src/selfcheck/qr.js'

// Every self-check code of the bank's pupils' sheets, read back from the printed page by a decoder
// that shares nothing with the encoder: Debian's zbarimg (zbar-tools), on the pages as pdftoppm
// (poppler-utils) renders them at 150 dpi and at 72 dpi. Each code is read from a window of the
// page round it (the code and 4 mm more each side), as a camera frames one code; what it says is
// then compared with the engine's answers of the exercise printed there (French A4; English US Letter,
// the smallest codes, read and checked for their number). Without the two tools the
// tests are skipped and say so — except on CI, which installs them (.ci/run): there they fail.
const have = (tool: string) => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0
const tools = have('zbarimg') && have('pdftoppm')
const onCi = Boolean(process.env.CI)
if (!tools) console.warn(`\nSELF-CHECK DECODER TESTS ${onCi ? 'FAIL' : 'SKIPPED'}: zbarimg and pdftoppm are needed (apt-get install zbar-tools poppler-utils)\n`)

const STUDIO = 'https://ecole.example.fr/awale/'
const POINTS_PER_INCH = 72
const MARGINS_MM = [4, 8]
/** How many codes the first window alone read, by mode and resolution (printed for the docs' figures). */
const firstWindow: Record<string, number> = {}

interface Read {
  readonly page: number
  readonly code: PrintedCode
  /** The exercise printed with the code, its number on its sheet and the sheet's count and identity. */
  readonly exercise: CheckedExercise
  readonly number: number
  readonly count: number
  readonly sheet: { lesson: number; level: number }
  /** What zbar read at each resolution (null: nothing). */
  readonly decoded: Record<number, string | null>
  /** Dark pixels found in the code's quiet zone at 150 dpi (ink of the page inside the white a reader needs). */
  readonly quietInk: number
}

let dir: string
let bank: CheckedExercise[]
/** The French A4 sheets with text and with links, and the English US Letter sheets with text (their codes are the smallest, their places on the page others). */
type Mode = 'text' | 'links' | 'english'
const reads: Record<Mode, Read[]> = { text: [], links: [], english: [] }

/** Builds the bank's pupils' sheets with codes, renders them, and reads every code back. */
async function readBack(mode: Mode): Promise<Read[]> {
  const root = packageRoot()
  const lessons = await loadLessons(join(root, 'templates', 'lessons.yaml'))
  const definition = await loadKitDefinition(join(root, 'templates', 'kit.yaml'))
  if (!lessons.ok || !definition.ok) throw new Error('templates do not load')
  const sheets = planSheets(lessons.value, bank)
  let plan: readonly NumberedPage[] = []
  const bytes = await buildKitPdf(
    {
      lang: mode === 'english' ? 'en' : 'fr',
      paper: mode === 'english' ? 'letter' : 'a4',
      definition: definition.value,
      exercises: bank,
      sheets,
      date: new Date(0),
      selfCheck: { studioUrl: mode === 'links' ? STUDIO : null },
      onPlanned: (pages) => (plan = pages),
    },
    ['worksheet', 'annex'],
  )
  const pdf = join(dir, `${mode}.pdf`)
  writeFileSync(pdf, bytes)
  // Each code with the exercise beside it (a block holds one exercise and its code), numbered on its sheet.
  const found: Omit<Read, 'decoded' | 'quietInk'>[] = []
  let number = 0
  plan.forEach((page) => {
    if (!page.page?.content || page.page.startsSheet === undefined) return
    if (page.page.startsSheet) {
      number = 0
    }
    const { exercises, codes = [] } = page.page.content
    expect(codes.length, `page ${page.number}: one code an exercise`).toBe(exercises.length)
    exercises.forEach((id, i) => {
      number++
      const sheet = sheets.find((s) => s.exercises.some((e) => e.id === id))!
      const exercise = bank.find((e) => e.id === id)!
      found.push({ page: page.number, code: codes[i]!, exercise, number, count: sheet.exercises.length, sheet: { lesson: sheet.lesson?.number ?? 0, level: sheet.level } })
    })
  })
  const decoded = new Map<Omit<Read, 'decoded' | 'quietInk'>, Record<number, string | null>>(found.map((f) => [f, {}]))
  const quietInk = new Map<Omit<Read, 'decoded' | 'quietInk'>, number>()
  for (const dpi of [150, 72]) {
    const prefix = join(dir, `${mode}-${dpi}`)
    // Grey pages (PGM: a header and one byte a pixel), quick to cut into windows.
    expect(spawnSync('pdftoppm', ['-gray', '-r', String(dpi), pdf, prefix]).status).toBe(0)
    const pages = readdirSync(dir).filter((name) => name.startsWith(`${mode}-${dpi}-`) && name.endsWith('.pgm'))
    const pageImage = new Map(pages.map((name) => [Number(/-(\d+)\.pgm$/.exec(name)![1]), readPgm(readFileSync(join(dir, name)))]))
    // Each code in two windows, as a camera frames it closer or further: 4 mm of the page round
    // its quiet zone, then 8 mm. zbar's finder depends a little on what else is in the picture.
    const crops: { file: string; read: Omit<Read, 'decoded' | 'quietInk'>; margin: number }[] = []
    found.forEach((read, index) => {
      const image = pageImage.get(read.page)!
      const scale = dpi / POINTS_PER_INCH
      if (dpi === 150) quietInk.set(read, inkInQuietZone(image, read.code, scale))
      // At 150 dpi one window is enough; at 72 dpi a second, larger one when the first reads nothing.
      for (const margin of dpi === 72 ? MARGINS_MM : MARGINS_MM.slice(0, 1)) {
        const pad = (margin * 72) / 25.4
        const x0 = Math.max(0, Math.floor((read.code.x - pad) * scale))
        const y0 = Math.max(0, Math.floor((read.code.y - pad) * scale))
        const x1 = Math.min(image.width, Math.ceil((read.code.x + read.code.side + pad) * scale))
        const y1 = Math.min(image.height, Math.ceil((read.code.y + read.code.side + pad) * scale))
        const file = join(dir, `crop-${mode}-${dpi}-${index}-${margin}.pgm`)
        writeFileSync(file, writePgm(image, x0, y0, x1 - x0, y1 - y0))
        crops.push({ file, read, margin })
      }
    })
    const bySource = await zbar(crops.map((crop) => crop.file))
    for (const { file, read, margin } of crops) {
      const text = bySource.get(file) ?? null
      if (margin === MARGINS_MM[0]) firstWindow[`${mode} ${dpi}`] = (firstWindow[`${mode} ${dpi}`] ?? 0) + (text === null ? 0 : 1)
      decoded.get(read)![dpi] ??= text
    }
  }
  return found.map((read) => ({ ...read, decoded: decoded.get(read)!, quietInk: quietInk.get(read) ?? -1 }))
}

/**
 * What zbarimg reads in each file (its `--raw` text: its XML output garbles UTF-8), two files at a
 * time (the machine has two cores).
 */
async function zbar(files: readonly string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>()
  let next = 0
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!
      const text = await new Promise<string>((resolve) =>
        execFile('zbarimg', ['--nodbus', '-q', '--raw', '-Sdisable', '-Sqrcode.enable', file], { encoding: 'utf8' }, (_error, stdout) => resolve(stdout)),
      )
      if (text.trim() !== '') found.set(file, text.replace(/\n$/, ''))
    }
  }
  await Promise.all([worker(), worker()])
  return found
}

/**
 * The dark pixels (under half grey) in a code's quiet zone: the ring between its square and its dark
 * modules, one pixel less on each edge for the rendering's anti-aliasing, and half a point less
 * above and under it (a code is drawn on whole points, up to half a point up or down from where the
 * layout kept 4 modules of white: 3.75 at the least).
 */
function inkInQuietZone(image: { width: number; height: number; pixels: Buffer }, code: PrintedCode, scale: number): number {
  const quiet = QR_QUIET_MODULES * QR_MODULE_MM * (POINTS_PER_INCH / 25.4)
  const snap = 0.5
  const outer = [Math.ceil(code.x * scale) + 1, Math.ceil((code.y + snap) * scale) + 1, Math.floor((code.x + code.side) * scale) - 1, Math.floor((code.y + code.side - snap) * scale) - 1] as const
  const inner = [
    Math.floor((code.x + quiet) * scale) - 1,
    Math.floor((code.y + quiet) * scale) - 1,
    Math.ceil((code.x + code.side - quiet) * scale) + 1,
    Math.ceil((code.y + code.side - quiet) * scale) + 1,
  ] as const
  let dark = 0
  for (let y = outer[1]; y < outer[3]; y++)
    for (let x = outer[0]; x < outer[2]; x++) {
      if (x >= inner[0] && x < inner[2] && y >= inner[1] && y < inner[3]) continue
      if (image.pixels[y * image.width + x]! < 128) dark++
    }
  return dark
}

/** A binary PGM (P5, 8 bits), as pdftoppm -gray writes it. */
function readPgm(bytes: Buffer): { width: number; height: number; pixels: Buffer } {
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(bytes.subarray(0, 64).toString('latin1'))
  if (!header) throw new Error('not a PGM from pdftoppm')
  return { width: Number(header[1]), height: Number(header[2]), pixels: bytes.subarray(header[0].length) }
}

/** A window of a grey image, as a PGM. */
function writePgm(image: { width: number; pixels: Buffer }, x: number, y: number, width: number, height: number): Buffer {
  const out = Buffer.alloc(width * height)
  for (let row = 0; row < height; row++) image.pixels.copy(out, row * width, (y + row) * image.width + x, (y + row) * image.width + x + width)
  return Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`, 'latin1'), out])
}

beforeAll(async () => {
  if (!tools) return
  dir = mkdtempSync(join(tmpdir(), 'awale-self-check-'))
  const root = packageRoot()
  const loaded = await loadExercises([join(root, 'exercises')], { cwd: root })
  expect(loaded.problems).toEqual([])
  bank = loaded.exercises
  reads.text = await readBack('text')
  reads.links = await readBack('links')
  reads.english = await readBack('english')
}, 900_000) // three kits built and rendered twice, some 1,150 windows read: 2–3 minutes on a quiet machine, far more on a loaded one

afterAll(() => {
  if (tools) console.log(`self-check codes read from the 4 mm window alone: ${JSON.stringify(firstWindow)} of ${reads.text.length} each`)
  if (dir) rmSync(dir, { recursive: true, force: true })
})

const sorted = (holes: readonly string[]) => [...holes].sort((a, b) => HOLES.indexOf(a as never) - HOLES.indexOf(b as never)).join(', ')

/** What the text must say for each answer place, written here from the engine's answers (not by the kit's formatter). */
function expectedPieces(exercise: CheckedExercise): string[] {
  const pieces: string[] = []
  for (const answer of exercise.answers) {
    const key = answer.key
    if (answer.name === 'last' && key.kind === 'hole') pieces.push(`dernière graine : ${key.value}`)
    // The seeds taken have their own line unless the seed count holds them (« + prises »; then its own box only when a question asks the number).
    if (answer.name === 'captured' && key.kind === 'number' && !exercise.answers.some((a) => a.name === 'count')) pieces.push(`prises : ${key.value}`)
    if (answer.name === 'capturedHoles' && key.kind === 'holes') pieces.push(`trous pris : ${key.value.length === 0 ? 'aucun' : sorted(key.value)}`)
    // The seed count as the key's quick line says it.
    if (answer.name === 'count' && key.kind === 'count') pieces.push(`avant ${key.before} = après ${key.after} + prises ${key.captured}`)
    if (answer.name === 'legal' && key.kind === 'holes') pieces.push(`jouables : ${key.value.length === 0 ? 'aucun' : sorted(key.value)}`)
    if (answer.name === 'best' && key.kind === 'hole') pieces.push(`meilleur coup : ${key.value}`)
    if (answer.name === 'board' && key.kind === 'board') {
      // As the sheet prints the board (the pupil's row at the bottom): the top row left to right, then the bottom row.
      const south = [0, 1, 2, 3, 4, 5]
      const north = [6, 7, 8, 9, 10, 11]
      const [top, bottom] = exercise.start.turn === 'south' ? [[...north].reverse(), south] : [[...south].reverse(), north]
      const row = (indices: number[]) => indices.map((i) => `${HOLES[i]}${key.board[i]}`).join(' ')
      pieces.push(`plateau : ${row(top)}\n${row(bottom)}`)
    }
    if (answer.name === 'over' && key.kind === 'yes-no') pieces.push(`finie : ${key.value ? 'oui' : 'non'}`)
    if (answer.name === 'score' && key.kind === 'sides' && key.value) pieces.push(`score : Sud ${key.value.south}, Nord ${key.value.north}`)
    if (answer.name === 'lastCount' && key.kind === 'number') pieces.push(`dans ce trou quand elle y tombe : ${key.value}`)
  }
  return pieces
}

describe.skipIf(!tools && !onCi)('the self-check codes of every exercise of the bank, read back from the printed sheets', () => {
  it('finds zbarimg and pdftoppm (CI installs them)', () => {
    expect(tools).toBe(true)
  })

  for (const dpi of [150, 72])
    it(`reads every code at ${dpi} dpi, each holding its exercise's answers in the sheet's words`, () => {
      const read = reads.text
      // Every exercise of the bank that a lesson or the annex prints has its code.
      expect(read.length).toBeGreaterThan(140)
      const unread = read.filter((r) => r.decoded[dpi] === null).map((r) => `${r.exercise.id} (page ${r.page})`)
      expect(unread).toEqual([])
      for (const r of read) {
        const text = r.decoded[dpi]!
        expect(text.startsWith(`Exercice ${r.number}\n`), `${r.exercise.id}: ${text}`).toBe(true)
        for (const piece of expectedPieces(r.exercise)) expect(text, r.exercise.id).toContain(piece)
        // Never more than the key's quick line: no explanation, no title.
        expect(text).not.toContain(r.exercise.explain.fr.slice(0, 20))
      }
    })

  it("prints every code inside its exercise's block and the page's frame, its quiet zone white", () => {
    // The next exercise's space (2.5 mm) under a block is white too, and the space above it (the
    // space after the exercise before, or under the page's header): a quiet zone may reach into them.
    const below = (2.5 * POINTS_PER_INCH) / 25.4
    const above = below
    // A code is drawn with its corner on a whole point (modules of 2 points on whole pixels at 72
    // dpi): less than a point right, into the margin, and half a point up or down at most.
    const snap = 0.5 + 0.01
    for (const r of [...reads.text, ...reads.links, ...reads.english]) {
      const { code } = r
      const block = code.block!
      const where = `${r.exercise.id} (page ${r.page}, ${code.content.slice(0, 12)})`
      expect(Number.isInteger(code.x) && Number.isInteger(code.y), where).toBe(true)
      expect(code.x, where).toBeGreaterThanOrEqual(block.x)
      // Its dark modules inside the frame but for less than a point; the right side of its quiet zone lies in the page's margin, white.
      const quiet = QR_QUIET_MODULES * QR_MODULE_MM * (POINTS_PER_INCH / 25.4)
      const darkRight = code.x + code.side - quiet
      expect(darkRight, where).toBeGreaterThanOrEqual(block.x + block.width - 0.01)
      expect(darkRight, where).toBeLessThan(block.x + block.width + 1)
      expect(code.y, where).toBeGreaterThanOrEqual(block.y - above - snap)
      expect(code.y + code.side, where).toBeLessThanOrEqual(block.y + block.height + below + snap)
      expect(r.quietInk, where).toBe(0)
    }
  })

  it('reads every English code on US Letter at 72 dpi, each starting with its exercise', () => {
    const read = reads.english
    expect(read.length).toBeGreaterThan(140)
    expect(read.filter((r) => r.decoded[72] === null).map((r) => `${r.exercise.id} (page ${r.page})`)).toEqual([])
    for (const r of read) expect(r.decoded[72]!.startsWith(`Exercise ${r.number}\n`), `${r.exercise.id}: ${r.decoded[72]}`).toBe(true)
  })

  for (const dpi of [150, 72])
    it(`reads every link at ${dpi} dpi: the studio's address, and after # the exercise as printed`, () => {
      const read = reads.links
      const unread = read.filter((r) => r.decoded[dpi] === null).map((r) => `${r.exercise.id} (page ${r.page})`)
      expect(unread).toEqual([])
      for (const r of read) {
        const link = r.decoded[dpi]!
        expect(link.startsWith(`${STUDIO}#try=`), link).toBe(true)
        const parsed = parseTryFragment(link.slice(STUDIO.length))
        expect(parsed.ok, link).toBe(true)
        if (!parsed.ok) continue
        const { value } = parsed
        expect(value.lang).toBe('fr')
        expect(value.task).toBe(r.exercise.task)
        expect([...value.start.board]).toEqual([...r.exercise.start.board])
        expect(value.start.stores).toEqual(r.exercise.start.stores)
        expect(value.start.turn).toBe(r.exercise.start.turn)
        expect(value.moves).toEqual(r.exercise.task === 'play' || r.exercise.task === 'end' ? r.exercise.moves : [])
        expect(value.variant).toEqual({ ...r.exercise.variant })
        expect(value.answers.map((a) => (typeof a === 'string' ? a : Object.keys(a)[0]))).toEqual(
          placesOnSheet(r.exercise.answers, r.exercise.question)
            .map((a) => a.name)
            .filter((name) => name !== 'why' && name !== 'sentence'),
        )
        expect({ number: value.number, count: value.count }).toEqual({ number: r.number, count: r.count })
        expect(value.sheet).toEqual({ ...r.sheet, version: null })
        if (r.exercise.task === 'best') expect(value.criterion).toEqual(r.exercise.best!.criterion)
      }
    })
})
