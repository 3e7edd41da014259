import { resolve } from 'node:path'
import { choice, integer, parseVerbArgs } from './args.js'
import type { CliIO } from './io.js'
import { defaultBank } from './bank.js'
import { EXIT, UsageError, exitForProblems } from './io.js'
import type { KitDefinition, SectionId } from '../kit/definition.js'
import { SECTIONS, formatKitProblem, loadKitDefinition } from '../kit/definition.js'
import type { KitChoice } from '../kit/documents.js'
import { describeSelection, exerciseFilter, isSelective, kitFileName, kitFiles, kitSections, needsGames, outputPaths, planKitDocument, printsExercises } from '../kit/documents.js'
import type { Selection } from '../kit/sheets.js'
import { VERSION_LETTERS } from '../kit/sheets.js'
import type { Lesson, Level } from '../lessons/lessons.js'
import { formatLessonProblem, loadLessons } from '../lessons/lessons.js'
import type { NumberedPage } from '../pdf/kit.js'
import type { Theme } from '../exercise/index.js'
import { THEMES } from '../exercise/schema.js'
import { closest } from '../exercise/problems.js'
import { templatePath } from '../pdf/assets.js'
import { InterruptedError } from '../output/files.js'
import { outputPath } from '../output/targets.js'
import { refusedTargets, writeFiles } from './write.js'
import { PAPERS } from '../pdf/paper.js'
import { sourceDateProblem } from '../pdf/document.js'
import { LANGS } from '../pdf/strings.js'
import type { InkName } from '../render/ink.js'
import { checkStudioUrl } from '../selfcheck/link.js'

export const usage = `Usage: awale-kit build [--lang fr|en] [--paper a4|letter|a3] [--exercises PATH]...
                       [--lesson N] [--level L] [--theme THEME] [--versions K]
                       [--section NAME]... [--kit FILE] [--out FILE] [--split] [--colour]
                       [--self-check] [--studio-url URL]

Builds the printable classroom kit: cover, real-size board, setup, rules, the pupils' sheets lesson
by lesson, the answer key, and the club annex. With --lesson, --theme or --level: only those pupils'
sheets and their answer key. Every exercise is first checked by the rules engine: if one claim is
wrong, nothing is written.

Options:
  --lang LANG        fr (default) or en
  --paper NAME       a4 (default), letter or a3
  --exercises PATH   an exercise file or folder (repeatable; default exercises/)
  --lesson N         one lesson (séance) of the progression: "awale-kit lessons" lists them
  --level L          1, 2 or 3: only that level
  --theme THEME      only the exercises of one theme (sowing, capture, chain, …)
  --versions K       1 (default), 2 or 3 versions of each pupils' sheet, A, B, C, with other
                     positions of the same theme and level (so neighbours cannot copy); one key for all
  --section NAME     only this section of the kit (repeatable): ${SECTIONS.slice(0, 4).join(', ')},
                     ${SECTIONS.slice(4, 10).join(', ')},
                     ${SECTIONS.slice(10).join(', ')}
  --kit FILE         the kit definition: sections and their order (default templates/kit.yaml)
  --out FILE         where to write the PDF (default out/awale-kit-LANG-PAPER.pdf, or named after
                     what it holds: the lesson, theme or level, the sections, the kit definition,
                     the exercise folders and the versions); a folder (an existing one, or a path
                     ending in /) gets the default name inside it. Never an input file, nor an
                     existing file that is not a PDF or is read-only
  --split            one file per part: FILE-worksheet.pdf, FILE-answers.pdf, FILE-board.pdf and
                     FILE-annex.pdf (the answer key can then stay on the teacher's desk)
  --colour           the screen's colours, for a colour printer (default: black ink only, no
                     grey: it photocopies cleanly)
  --self-check       a QR code on each exercise of the pupils' sheets: scanned with a tablet or a
                     phone, it shows the answer (the key's quick line), with no network needed
  --studio-url URL   the codes are links to each exercise in the studio's pupil view, where the
                     school put out/studio/ (e.g. https://ecole.example.fr/awale/); implies
                     --self-check. The exercise is in the link after "#": nothing is sent
  -h, --help         show this help

Print at 100 % ("actual size"): the board's 10 cm bar says whether the printer shrank it.
Exit codes: 0 written, 1 an exercise's claim is wrong (nothing written), 2 bad input (nothing written),
130 interrupted (nothing written).`

export const defaultKitFile = (): string => templatePath('kit.yaml')

/** Reads a kit definition, printing its problems (file:line:col CODE message); null when unusable. */
export async function readKitDefinition(file: string, io: CliIO): Promise<KitDefinition | null> {
  const loaded = await loadKitDefinition(file)
  if (loaded.ok) return loaded.value
  for (const problem of loaded.error) io.stderr.write(formatKitProblem(problem) + '\n')
  return null
}

/**
 * Writes the PDFs of a printing verb as one set under the output policy (src/output/files.ts): a PDF
 * replaces a PDF, never an input, another kind of file or a read-only one; a write error or Ctrl-C
 * leaves the previous files untouched. `inputs`: files the outputs must never replace.
 */
export async function writeOutputs(files: readonly { path: string; bytes: Uint8Array }[], io: CliIO, inputs: readonly string[] = [], verb = 'build'): Promise<number> {
  const code = await writeFiles(verb, files, { kind: 'pdf', inputs }, io)
  if (code !== EXIT.OK) return code
  for (const file of files) io.stdout.write(`wrote ${file.path} (${Math.round(file.bytes.length / 1024)} KB)\n`)
  return EXIT.OK
}

/** --lang and --paper, shared by build and board. */
export function languageAndPaper(values: { lang?: unknown; paper?: unknown }) {
  return {
    lang: choice('--lang', values.lang as string | undefined, LANGS, 'fr'),
    paper: choice('--paper', values.paper as string | undefined, PAPERS, 'a4'),
  }
}

/** `--colour` (or `--color`) on every command that writes a PDF: black ink only without it. */
export const COLOUR_OPTIONS = { colour: { type: 'boolean' }, color: { type: 'boolean' } } as const
export const inkOption = (values: { colour?: unknown; color?: unknown }): InkName => (values.colour === true || values.color === true ? 'colour' : 'black')

/** Ctrl-C while the kit was being made: stop before writing anything. */
export function interrupted(io: CliIO): number | null {
  if (!io.signal?.aborted) return null
  io.stderr.write('awale-kit: interrupted; nothing written\n')
  return EXIT.INTERRUPTED
}

export async function run(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseVerbArgs(
    'build',
    args,
    {
      lang: { type: 'string' },
      paper: { type: 'string' },
      exercises: { type: 'string', multiple: true },
      lesson: { type: 'string' },
      level: { type: 'string' },
      theme: { type: 'string' },
      versions: { type: 'string' },
      kit: { type: 'string' },
      out: { type: 'string' },
      split: { type: 'boolean' },
      section: { type: 'string', multiple: true },
      ...COLOUR_OPTIONS,
      'self-check': { type: 'boolean' },
      'studio-url': { type: 'string' },
    },
    usage,
  )
  if (values.help) {
    io.stdout.write(usage + '\n')
    return EXIT.OK
  }
  if (positionals.length > 0) throw new UsageError(`awale-kit build: unexpected argument ${JSON.stringify(positionals[0])}\n\n${usage}`)
  const { lang, paper } = languageAndPaper(values)
  const dateProblem = sourceDateProblem(io.env)
  if (dateProblem) throw new UsageError(`awale-kit: ${dateProblem}`)
  const level = values.level === undefined ? undefined : (integer('--level', values.level as string, 1, 3, 1) as Level)
  const versions = integer('--versions', values.versions as string | undefined, 1, VERSION_LETTERS.length, 1)
  const theme = values.theme === undefined ? undefined : themeArgument(values.theme as string)
  const lessons = await readLessons(io)
  if (!lessons) return EXIT.BAD_INPUT
  const lesson = values.lesson === undefined ? undefined : integer('--lesson', values.lesson as string, 1, lessons.length, 1)
  const selection: Selection = { ...(lesson !== undefined ? { lesson } : {}), ...(level !== undefined ? { level } : {}), ...(theme !== undefined ? { theme } : {}) }
  const studioUrlArgument = values['studio-url'] === undefined ? null : checkStudioUrl(values['studio-url'] as string)
  if (studioUrlArgument && !studioUrlArgument.ok) throw new UsageError(`awale-kit build: --studio-url: ${studioUrlArgument.error}`)
  const exercisePaths = (values.exercises as string[] | undefined) ?? null
  const chosen: KitChoice = {
    lang,
    paper,
    selection,
    versions,
    sections: (values.section as string[] | undefined)?.map((name) => choice('--section', name, SECTIONS, 'cover')) ?? null,
    exercises: exercisePaths,
    kit: (values.kit as string | undefined) ?? null,
    split: values.split === true,
    ink: inkOption(values),
    selfCheck: values['self-check'] === true,
    studioUrl: studioUrlArgument?.value ?? null,
  }
  const kitFile = chosen.kit !== null ? resolve(io.cwd, chosen.kit) : defaultKitFile()
  const out = await outputPath(io.cwd, values.out as string | undefined, `out/${kitFileName(chosen)}`)
  const definition = await readKitDefinition(kitFile, io)
  if (!definition) return EXIT.BAD_INPUT

  // The default bank ships with the package, so `awale-kit build` works from any folder.
  const paths = exercisePaths ?? [await defaultBank(io.cwd)]
  // The PDF code starts loading while the exercises are read and checked (both wait on the disk).
  const pdfModules = Promise.all([import('../pdf/kit.js'), import('../pdf/document.js')])
  pdfModules.catch(() => {}) // awaited below; a failure surfaces there
  const { loadExercises, formatProblemIn, messageLang } = await import('../exercise/index.js')
  const select = exerciseFilter(lessons, chosen)
  const {
    exercises,
    problems: exerciseProblems,
    inputs: exerciseFiles,
  } = !printsExercises(chosen)
    ? { exercises: [], problems: [], inputs: [] as string[] }
    : await loadExercises(paths, { cwd: io.cwd, ...(io.signal ? { signal: io.signal } : {}), ...(select ? { select } : {}) })
  if (io.signal?.aborted) return interrupted(io)!
  // The guide's lesson pages take their mistakes' examples from the sheets its commands print
  // (`build --lesson N --level 1`, no --exercises): the default bank's, whatever --exercises says.
  const sameBank = exercisePaths === null && printsExercises(chosen) && !select
  const guide = !kitSections(chosen, definition).includes('guide')
    ? null
    : sameBank
      ? { exercises, problems: [], inputs: [] }
      : await loadExercises([await defaultBank(io.cwd)], { cwd: io.cwd, ...(io.signal ? { signal: io.signal } : {}) })
  if (io.signal?.aborted) return interrupted(io)!
  const problems = [...exerciseProblems, ...(guide?.problems ?? [])]
  // Never a PDF over an input (`--out mine.yaml`): refused before any work.
  const inputs = [...exerciseFiles, ...(guide?.inputs ?? []), kitFile, templatePath('lessons.yaml')]
  const refusal = await refusedTargets('build', outputPaths(out, chosen), { kind: 'pdf', inputs }, io)
  if (refusal !== null) return refusal
  if (problems.length > 0) {
    // In the teacher's language: --lang when given, else the locale (LANG, LC_ALL) when it is French.
    const messages = messageLang(io.env, values.lang as string | undefined)
    for (const problem of problems) io.stderr.write(formatProblemIn(problem, messages) + '\n')
    const code = exitForProblems(problems)
    io.stderr.write(
      `awale-kit build: ${problems.length} problem${problems.length === 1 ? '' : 's'} in the exercises; nothing written ` +
        `(${code === EXIT.BAD_INPUT ? 'fix the files' : 'the engine disagrees with a claim: fix the claim or the position'}; "awale-kit check" lists them too)\n`,
    )
    return code
  }

  // The kit's annotated games (its `game` section), replayed and checked like its exercises.
  const games = needsGames(chosen, definition) ? await (await import('./game.js')).kitGames(definition.game, io) : []
  if (typeof games === 'number') return games
  const [{ buildKitPdf }, { buildDate }] = await pdfModules
  const document = await planKitDocument(chosen, {
    lessons,
    definition,
    exercises,
    games,
    date: buildDate(io.env),
    ...(guide ? { guideBank: guide.exercises } : {}),
    ...(io.signal ? { signal: io.signal } : {}),
  })
  if (document === null) return interrupted(io)!
  if (document === 'nothing') {
    io.stderr.write(`awale-kit build: no exercise ${describeSelection(selection, lessons)} in ${paths.join(', ')}; nothing written ("awale-kit lessons" lists what each lesson holds)\n`)
    return EXIT.BAD_INPUT
  }
  // A lesson in one file holds the pupils' sheets and the key: the command says which pages are
  // which, so that 28 copies of "the whole file" do not hand out the answers.
  let partsNote: string | null = null
  const sayParts = (pages: readonly NumberedPage[]) => {
    const range = (section: SectionId) => {
      const numbers = pages.filter((page) => page.section === section && page.page !== null).map((page) => page.number)
      return numbers.length === 0 ? null : numbers[0] === numbers[numbers.length - 1] ? `page ${numbers[0]}` : `pages ${numbers[0]}–${numbers[numbers.length - 1]}`
    }
    const pupils = range('worksheet')
    const key = range('answers')
    if (pupils && key) partsNote = `  pupils' sheets: ${pupils}; answer key: ${key} (print them apart, or use --split)\n`
  }
  const whole = isSelective(selection) && !chosen.split ? { ...document.input, onPlanned: sayParts } : document.input
  const base = out.replace(/\.pdf$/i, '')
  const files = []
  try {
    for (const file of kitFiles(chosen, document)) files.push({ path: file.suffix === '' ? out : `${base}${file.suffix}.pdf`, bytes: await buildKitPdf(whole, file.sections, file.partLabel) })
  } catch (error) {
    if (error instanceof InterruptedError) return interrupted(io)!
    throw error
  }
  const written = interrupted(io) ?? (await writeOutputs(files, io, inputs))
  if (written === EXIT.OK && partsNote) io.stdout.write(partsNote)
  return written
}

/** The lessons of templates/lessons.yaml, or null after printing their problems. */
export async function readLessons(io: CliIO): Promise<Lesson[] | null> {
  const loaded = await loadLessons(templatePath('lessons.yaml'))
  if (loaded.ok) return loaded.value
  for (const problem of loaded.error) io.stderr.write(formatLessonProblem(problem) + '\n')
  return null
}

/** --theme: a theme name, with "did you mean" for a near miss. */
function themeArgument(value: string): Theme {
  if ((THEMES as readonly string[]).includes(value)) return value as Theme
  const near = closest(value, THEMES)
  throw new UsageError(`awale-kit build: --theme must be one of ${THEMES.join(', ')}, not ${JSON.stringify(value)}${near ? ` (did you mean ${near}?)` : ''}`)
}
