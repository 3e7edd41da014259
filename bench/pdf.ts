import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { packageRoot } from '../src/pdf/assets.js'
import { loadExercises } from '../src/exercise/index.js'
import { loadLessons } from '../src/lessons/lessons.js'
import { planKit } from '../src/pdf/kit.js'
import { loadKitDefinition } from '../src/kit/definition.js'
import { paperFigures } from '../src/pdf/paper-figures.js'
import { planSheets } from '../src/kit/sheets.js'

// Prints the child's peak memory when it exits: the figure issue 5 bounds (400 MB for 200 exercises).
const REPORT_PEAK_RSS = `data:text/javascript,process.on('exit',()=>process.stderr.write('peak-rss-kb='+process.resourceUsage().maxRSS+'\\n'))`

interface Run {
  seconds: number
  peakMb: number
  bytes: number
}

/** One `awale-kit build` in a fresh process, timed from spawn to exit (the file is written before exit). */
function build(args: string[], out: string): Run {
  const root = packageRoot()
  const started = performance.now()
  const child = spawnSync(process.execPath, ['--import', REPORT_PEAK_RSS, join(root, 'dist', 'awale-kit.js'), 'build', ...args, '--out', out], {
    cwd: root,
    encoding: 'utf8',
  })
  const seconds = (performance.now() - started) / 1000
  if (child.status !== 0) throw new Error(`awale-kit build ${args.join(' ')} failed (${child.status}): ${child.stderr}`)
  const peak = /peak-rss-kb=(\d+)/.exec(child.stderr)
  return { seconds, peakMb: peak ? Number(peak[1]) / 1024 : NaN, bytes: statSync(out).size }
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** A bank of `count` exercises: copies of the default bank, each with its own id. */
function largeBank(count: number): string {
  const source = join(packageRoot(), 'exercises')
  const files = readdirSync(source).filter((name) => name.endsWith('.yaml') && !name.startsWith('_'))
  const dir = mkdtempSync(join(tmpdir(), 'awale-bench-bank-'))
  for (let i = 0; i < count; i++) {
    const name = files[i % files.length]!
    const copy = Math.floor(i / files.length)
    const text = readFileSync(join(source, name), 'utf8').replace(/^id: *(.+)$/m, (_, id: string) => `id: ${id.trim()}-${copy}`)
    writeFileSync(join(dir, `${String(i).padStart(3, '0')}-${name}`), text)
  }
  return dir
}

/** Issue 9's paper targets, read from the default kit's plan (nothing drawn): A4 and Letter, French. */
async function paper(): Promise<void> {
  const root = packageRoot()
  const lessons = await loadLessons(join(root, 'templates', 'lessons.yaml'))
  const definition = await loadKitDefinition(join(root, 'templates', 'kit.yaml'))
  const { exercises } = await loadExercises([join(root, 'exercises')])
  if (!lessons.ok || !definition.ok) throw new Error('templates do not load')
  for (const paperName of ['a4', 'letter'] as const) {
    const sheets = planSheets(lessons.value, exercises)
    const plan = await planKit({ lang: 'fr', paper: paperName, definition: definition.value, exercises, sheets, date: new Date(0) }, definition.value.sections)
    const f = paperFigures(plan.pages)
    const twoPages = sheets.filter((sheet, index) => sheet.exercises.length === 6 && f.sheetPages[index]! <= 2).length
    const sixes = sheets.filter((sheet) => sheet.exercises.length === 6).length
    console.log(
      `paper   ${paperName}: ${f.exercises} exercises; pupils ${f.pupilPages} pages = ${f.pupilPagesPerExercise.toFixed(2)} page/exercise (target <= 0.35), ` +
        `key ${f.keyPages} pages = ${f.keyPagesPerExercise.toFixed(2)} (target <= 0.5), ${f.blankPages} blank backs, ` +
        `exercises split across pages: ${f.split.length}, pupil pages under half full (not a sheet's last): ${f.sparsePages.length}, ` +
        `6-exercise sheets on one sheet of paper: ${twoPages} of ${sixes}`,
    )
  }
}

/** Issue 5: the default kit from process start to file written under 1.0 s; 200 exercises under 10 s and 400 MB. */
export async function run(): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), 'awale-bench-pdf-'))
  try {
    build([], join(scratch, 'warm.pdf')) // first run fills the OS file cache
    const runs = [1, 2, 3, 4, 5].map((n) => build([], join(scratch, `kit-${n}.pdf`)))
    const kit = runs[0]!
    console.log(
      `pdf     default kit (fr, A4, ${kit.bytes >> 10} KB), process start to file written: ${median(runs.map((r) => r.seconds)).toFixed(2)} s ` +
        `(median of 5; target < 1.0), peak ${Math.round(median(runs.map((r) => r.peakMb)))} MB`,
    )
    build(['--lesson', '3', '--level', '1'], join(scratch, 'warm-lesson.pdf'))
    const lessonRuns = [1, 2, 3, 4, 5].map((n) => build(['--lesson', '3', '--level', '1'], join(scratch, `lesson-${n}.pdf`)))
    console.log(
      `pdf     one lesson (build --lesson 3 --level 1), process start to file written: ${median(lessonRuns.map((r) => r.seconds)).toFixed(2)} s ` +
        `(median of 5; target <= 0.8), peak ${Math.round(median(lessonRuns.map((r) => r.peakMb)))} MB`,
    )
    await paper()
    const bank = largeBank(200)
    try {
      const large = build(['--exercises', bank], join(scratch, 'large.pdf'))
      console.log(`pdf     200-exercise bank: ${large.seconds.toFixed(2)} s (target < 10), peak ${Math.round(large.peakMb)} MB (target < 400), ${large.bytes >> 10} KB`)
    } finally {
      rmSync(bank, { recursive: true, force: true })
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}
