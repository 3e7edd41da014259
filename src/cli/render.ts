/** `awale-kit render`: an exercise's diagrams, or a one-off diagram of a position or a move, as SVG files. */
import { InterruptedError, writeFilesAtomically } from '../output/files.js'
import { checkpoint } from '../output/interrupt.js'
import { outputPath } from '../output/targets.js'
import { join, relative, resolve } from 'node:path'
import type { Hole } from '../engine/index.js'
import { parseMove, playSequence, startGame } from '../engine/index.js'
import type { CheckedExercise } from '../exercise/index.js'
import type { ProblemLang } from '../exercise/index.js'
import { formatProblemIn, loadExercises, messageLang } from '../exercise/index.js'
import type { BoardView, Labels, RenderOptions, SeedStyle, ViewOptions, ViewSide } from '../render/index.js'
import type { OutsideText } from '../render/layout.js'
import { DEFAULT_PRINT_WIDTH_MM, answerView, blankView, legalView, positionView, renderBoard } from '../render/index.js'
import { choice, parseVerbArgs, positionArgument } from './args.js'
import type { CliIO } from './io.js'
import { EXIT, UsageError, exitForProblems } from './io.js'
import { VARIANT_HELP, parseVariantOptions } from './variant.js'

export const usage = `Usage: awale-kit render EXERCISE.yaml... [--out DIR] [options]
       awale-kit render --position POSITION [--move HOLE]... [--legal | --blank] [--out FILE.svg] [options]

Draws board diagrams as SVG files (open them in a web browser, or print them).

For each exercise file, three kinds of diagram, named after the exercise's id:
  ID-question.svg   the position of the exercise, with the side to move
  ID-answer.svg     the answer, computed by the rules engine: the hole played ("start"), each
                    sown hole numbered in order, the last seed, captures or a cancelled grand
                    slam, the stores; a legal-moves exercise shows the playable holes circled.
                    With several moves: ID-answer-1.svg, ID-answer-2.svg, …
  ID-blank.svg      an empty board with a box in every hole, for the pupil to fill in
Nothing is written if an exercise has a problem ("awale-kit check" explains them).

With --position, one diagram: the position, or with --move the answer of the move (the last
one when several are given), or the playable holes (--legal), or a blank board (--blank).
Without --out it is written to standard output.

  POSITION   12 holes A…L, South's store, North's store, side to move (S or N):
             0-0-0-0-0-3-1-2-1-1-0-1-0-0-S, or "start" for the initial position

Options:
  --out PATH             folder for exercise diagrams (default: the current folder), or the
                         .svg file for --position (a folder: position.svg in it). An existing
                         file is replaced only if it is an SVG drawing
  --seeds STYLE          dots (seeds only, for counting), numbers (numbers only) or both
                         (default: seeds with their number; above 15 seeds, the number alone)
  --labels LABELS        A-L (default) or a-f (North's row G…L named a…f)
  --bottom SIDE          south or north: the row drawn at the bottom. By default the side
                         to move (or that moved) is at the bottom, North's board turned half
                         round (G…L reading left to right); an exercise's blank board is
                         turned like its question, a --blank board has South at the bottom.
                         --bottom south keeps South at the bottom on every diagram.
  --width MM             the width the diagrams will be printed at, in millimetres (default
                         120): captions stay 7 pt or more at that width; a caption that
                         cannot fit is left out and printed on standard error
  --lang LANG            fr (default) or en: words on the diagrams
${VARIANT_HELP.replace(/^ {2}--variant NAME=VALUE {4}/, '  --variant NAME=VALUE   ')}
                         (with --position; exercises carry their own rules)
  -h, --help             show this help

Exit codes: 0 written, 1 an illegal move or a wrong claim in an exercise, 2 bad input,
130 interrupted (nothing written).`

const OPTIONS = {
  out: { type: 'string' },
  position: { type: 'string' },
  move: { type: 'string', multiple: true },
  legal: { type: 'boolean' },
  blank: { type: 'boolean' },
  seeds: { type: 'string' },
  labels: { type: 'string' },
  lang: { type: 'string' },
  bottom: { type: 'string' },
  width: { type: 'string' },
  variant: { type: 'string', multiple: true },
} as const

/**
 * The file-name stem for an exercise id: ids are free text, file names are not (no folder
 * separators, nothing a file system refuses), so anything but letters, digits, - and _ becomes _.
 */
export const fileStem = (id: string): string => id.replace(/[^A-Za-z0-9_-]+/g, '_')

/**
 * The diagrams of one exercise, as file names and views. The question, its blank board and its
 * answers are turned alike: the side to move at the bottom, unless `options.bottom` fixes it.
 */
export function exerciseDiagrams(exercise: CheckedExercise, options: ViewOptions = {}): { name: string; view: BoardView }[] {
  const stem = fileStem(exercise.id)
  const turned: ViewOptions = { bottom: options.bottom ?? exercise.start.turn }
  const answers: BoardView[] =
    exercise.task === 'legal' || exercise.reports.length === 0
      ? [exercise.task === 'legal' ? legalView(exercise.start, turned) : positionView(exercise.after, exercise.outcome, turned)]
      : // The last move's diagram states how the game stands after the whole sequence (repetition included).
        exercise.reports.map((report, index) => answerView(report, index === exercise.reports.length - 1 ? exercise.outcome : report.outcome, turned))
  // Numbers padded to the same width, so the files list in move order: answer-01 … answer-12.
  const digits = String(answers.length).length
  return [
    { name: `${stem}-question.svg`, view: positionView(exercise.start, null, turned) },
    ...answers.map((view, index) => ({
      name: answers.length === 1 ? `${stem}-answer.svg` : `${stem}-answer-${String(index + 1).padStart(digits, '0')}.svg`,
      view,
    })),
    { name: `${stem}-blank.svg`, view: blankView(exercise.start, turned) },
  ]
}

export async function run(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseVerbArgs('render', args, OPTIONS, usage)
  if (values.help) {
    io.stdout.write(usage + '\n')
    return EXIT.OK
  }
  const options: RenderOptions = {
    seeds: choice<SeedStyle>('--seeds', values.seeds, ['dots', 'numbers', 'both'], 'both'),
    labels: choice<Labels>('--labels', values.labels, ['A-L', 'a-f'], 'A-L'),
    lang: choice('--lang', values.lang, ['fr', 'en'] as const, 'fr'),
    printWidthMm: printWidth(values.width),
  }
  const view: ViewOptions = values.bottom === undefined ? {} : { bottom: choice<ViewSide>('--bottom', values.bottom, ['south', 'north'], 'south') }
  if (values.position !== undefined) {
    if (positionals.length > 0) throw new UsageError(`awale-kit render: give exercise files or --position, not both (${positionals[0]})\n\n${usage}`)
    return renderPosition(values.position, values, options, view, io)
  }
  for (const flag of ['move', 'legal', 'blank', 'variant'] as const) if (values[flag] !== undefined) throw new UsageError(`awale-kit render: --${flag} goes with --position\n\n${usage}`)
  if (positionals.length === 0) throw new UsageError(`awale-kit render: give exercise files (EXERCISE.yaml) or --position\n\n${usage}`)
  return renderExercises(positionals, values.out ?? '.', options, view, io, messageLang(io.env, values.lang))
}

/** The print width in millimetres: a plain number, from 30 to 500. */
function printWidth(text: string | undefined): number {
  if (text === undefined) return DEFAULT_PRINT_WIDTH_MM
  const mm = Number(text)
  if (!/^\d+(\.\d+)?$/.test(text) || mm < 30 || mm > 500) throw new UsageError(`awale-kit render: --width takes a width in millimetres from 30 to 500, not ${JSON.stringify(text)}`)
  return mm
}

/** A note on standard error for a caption the picture could not hold at the print width. */
function noteOutside(name: string, outside: { caption: string | null; legend: string | null } | null, width: number, io: CliIO): void {
  if (!outside) return
  const texts = [outside.caption, outside.legend].filter((text): text is string => text !== null)
  io.stderr.write(`awale-kit render: ${name}: too narrow at ${width} mm for its caption, left out of the picture: ${texts.join(' ')}\n`)
}

async function renderExercises(paths: string[], out: string, options: RenderOptions, view: ViewOptions, io: CliIO, messages: ProblemLang): Promise<number> {
  const { exercises, problems, inputs, interrupted } = await loadExercises(paths, { cwd: io.cwd, ...(io.signal ? { signal: io.signal } : {}) })
  if (interrupted) {
    io.stderr.write('awale-kit render: interrupted; nothing written\n')
    return EXIT.INTERRUPTED
  }
  if (problems.length > 0) {
    for (const problem of problems) io.stderr.write(formatProblemIn(problem, messages) + '\n')
    io.stderr.write(`awale-kit render: nothing written (${problems.length} problem${problems.length === 1 ? '' : 's'})\n`)
    return exitForProblems(problems)
  }
  const stems = new Map<string, string>()
  for (const exercise of exercises) {
    const stem = fileStem(exercise.id)
    const other = stems.get(stem)
    if (other !== undefined) {
      io.stderr.write(`awale-kit render: exercises ${JSON.stringify(other)} and ${JSON.stringify(exercise.id)} would both be written as ${stem}-….svg; give one of them another id. Nothing written\n`)
      return EXIT.BAD_INPUT
    }
    stems.set(stem, exercise.id)
  }
  // Every diagram is drawn before any file is written: a failure leaves no half-written set. Ctrl-C
  // (or SIGTERM) is looked at every few diagrams, and once more before the set is moved into place.
  const files: { name: string; svg: string; outside: OutsideText | null }[] = []
  const folder = resolve(io.cwd, out)
  try {
    for (const exercise of exercises)
      for (const { name, view: diagram } of exerciseDiagrams(exercise, view)) {
        if (files.length % 50 === 0) await checkpoint(io.signal)
        const rendered = renderBoard(diagram, options)
        files.push({ name, svg: rendered.svg, outside: rendered.outside })
      }
    await writeFilesAtomically(
      files.map((file) => ({ path: join(folder, file.name), bytes: file.svg })),
      { kind: 'svg', inputs, ...(io.signal ? { signal: io.signal } : {}) },
    )
  } catch (error) {
    if (error instanceof InterruptedError) {
      io.stderr.write('awale-kit render: interrupted; nothing written\n')
      return EXIT.INTERRUPTED
    }
    io.stderr.write(`awale-kit render: cannot write to ${out}: ${error instanceof Error ? error.message : String(error)}\n`)
    return EXIT.BAD_INPUT
  }
  for (const file of files) noteOutside(file.name, file.outside, options.printWidthMm!, io)
  io.stdout.write(`wrote ${files.length} diagram${files.length === 1 ? '' : 's'} to ${out} (${exercises.length} exercise${exercises.length === 1 ? '' : 's'})\n`)
  return EXIT.OK
}

async function renderPosition(
  text: string,
  values: { out?: string; move?: string[]; legal?: boolean; blank?: boolean; variant?: string[] },
  options: RenderOptions,
  viewOptions: ViewOptions,
  io: CliIO,
): Promise<number> {
  const start = positionArgument('render', '--position', text, parseVariantOptions(values.variant))
  const kinds = [values.move !== undefined && '--move', values.legal && '--legal', values.blank && '--blank'].filter(Boolean)
  if (kinds.length > 1) throw new UsageError(`awale-kit render: ${kinds.join(' and ')} draw different diagrams; choose one`)
  let view: BoardView
  if (values.move !== undefined) {
    const moves: Hole[] = []
    for (const moveText of values.move) {
      const move = parseMove(moveText)
      if (!move.ok) throw new UsageError(`awale-kit render: --move ${JSON.stringify(moveText)}: ${move.error.message}`)
      moves.push(move.value)
    }
    // Played as a game, like `play`: repetition and move limits end it too.
    const played = playSequence(startGame(start), moves)
    if (!played.ok) {
      io.stderr.write(`awale-kit render: move ${played.error.index + 1} (${played.error.move}) cannot be played: ${played.error.message}\n`)
      return EXIT.FAILED
    }
    view = answerView(played.value.reports.at(-1)!, played.value.game.outcome, viewOptions)
  } else view = values.legal ? legalView(start, viewOptions) : values.blank ? blankView(start, viewOptions) : positionView(start, null, viewOptions)
  const { svg, outside } = renderBoard(view, options)
  noteOutside(values.out ?? 'diagram', outside, options.printWidthMm!, io)
  if (values.out === undefined) {
    io.stdout.write(svg)
    return EXIT.OK
  }
  const file = await outputPath(io.cwd, values.out, 'position.svg')
  try {
    await writeFilesAtomically([{ path: file, bytes: svg }], { kind: 'svg' })
  } catch (error) {
    io.stderr.write(`awale-kit render: cannot write ${values.out}: ${error instanceof Error ? error.message : String(error)}\n`)
    return EXIT.BAD_INPUT
  }
  io.stdout.write(`wrote ${file === resolve(io.cwd, values.out) ? values.out : relative(io.cwd, file)}\n`)
  return EXIT.OK
}
