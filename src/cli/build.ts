import { resolve } from 'node:path'
import { choice, parseVerbArgs } from './args.js'
import type { CliIO } from './io.js'
import { EXIT, UsageError, exitForProblems } from './io.js'
import type { KitDefinition } from '../pdf/kit-definition.js'
import { SPLIT_PARTS, formatKitProblem, loadKitDefinition } from '../pdf/kit-definition.js'
import { packageRoot, templatePath } from '../pdf/assets.js'
import { writeFilesAtomically } from '../output/files.js'
import { PAPERS } from '../pdf/paper.js'
import { LANGS } from '../pdf/strings.js'

export const usage = `Usage: awale-kit build [--lang fr|en] [--paper a4|letter|a3] [--exercises PATH]...
                       [--kit FILE] [--out FILE] [--split]

Builds the printable classroom kit: cover, real-size board, setup, rules, the pupils' exercises
and the answer key. Every exercise is first checked by the rules engine: if one claim is wrong,
nothing is written.

Options:
  --lang LANG        fr (default) or en
  --paper NAME       a4 (default), letter or a3
  --exercises PATH   an exercise file or folder (repeatable; default exercises/)
  --kit FILE         the kit definition: sections and their order (default templates/kit.yaml)
  --out FILE         where to write the PDF (default out/awale-kit-LANG-PAPER.pdf)
  --split            write three files instead of one: FILE-worksheet.pdf, FILE-answers.pdf,
                     FILE-board.pdf (the answer key can then stay on the teacher's desk)
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

/** Writes all outputs atomically and says where; a write error leaves the previous files untouched. */
export async function writeOutputs(files: readonly { path: string; bytes: Uint8Array }[], io: CliIO): Promise<number> {
  try {
    await writeFilesAtomically(files)
  } catch (error) {
    io.stderr.write(`awale-kit: cannot write ${files.map((f) => f.path).join(', ')}: ${(error as Error).message}\n`)
    return EXIT.BAD_INPUT
  }
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
      kit: { type: 'string' },
      out: { type: 'string' },
      split: { type: 'boolean' },
    },
    usage,
  )
  if (values.help) {
    io.stdout.write(usage + '\n')
    return EXIT.OK
  }
  if (positionals.length > 0) throw new UsageError(`awale-kit build: unexpected argument ${JSON.stringify(positionals[0])}\n\n${usage}`)
  const { lang, paper } = languageAndPaper(values)
  const kitFile = values.kit ? resolve(io.cwd, values.kit as string) : defaultKitFile()
  const out = resolve(io.cwd, (values.out as string | undefined) ?? `out/awale-kit-${lang}-${paper}.pdf`)
  const definition = await readKitDefinition(kitFile, io)
  if (!definition) return EXIT.BAD_INPUT

  // The default bank ships with the package, so `awale-kit build` works from any folder.
  const paths = (values.exercises as string[] | undefined) ?? [resolve(packageRoot(), 'exercises')]
  // The PDF code starts loading while the exercises are read and checked (both wait on the disk).
  const pdfModules = Promise.all([import('../pdf/kit.js'), import('../pdf/document.js')])
  pdfModules.catch(() => {}) // awaited below; a failure surfaces there
  const { loadExercises, formatProblem } = await import('../exercise/index.js')
  const { exercises, problems } = await loadExercises(paths, { cwd: io.cwd, ...(io.signal ? { signal: io.signal } : {}) })
  if (io.signal?.aborted) return interrupted(io)!
  if (problems.length > 0) {
    for (const problem of problems) io.stderr.write(formatProblem(problem) + '\n')
    const code = exitForProblems(problems)
    io.stderr.write(
      `awale-kit build: ${problems.length} problem${problems.length === 1 ? '' : 's'} in the exercises; nothing written ` +
        `(${code === EXIT.BAD_INPUT ? 'fix the files' : 'the engine disagrees with a claim: fix the claim or the position'}; "awale-kit check" lists them too)\n`,
    )
    return code
  }

  const [{ buildKitPdf }, { buildDate }] = await pdfModules
  const input = { lang, paper, definition, exercises, date: buildDate(io.env) }
  if (!values.split) {
    const bytes = await buildKitPdf(input, definition.sections)
    return interrupted(io) ?? writeOutputs([{ path: out, bytes }], io)
  }
  const base = out.replace(/\.pdf$/i, '')
  const { kitStrings } = await import('../pdf/strings.js')
  const strings = kitStrings(lang)
  const files = []
  for (const part of SPLIT_PARTS) {
    const sections = definition.split[part]
    if (sections.length === 0) continue
    files.push({ path: `${base}-${part}.pdf`, bytes: await buildKitPdf(input, sections, strings.text(`kit.parts.${part}`)) })
    if (io.signal?.aborted) break
  }
  return interrupted(io) ?? writeOutputs(files, io)
}
