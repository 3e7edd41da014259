/** `awale-kit show FILE [--lang fr|en]`: one exercise with the engine's answer, as text. */
import type { Hole, Position, Variant } from '../engine/index.js'
import { DEFAULT_VARIANT } from '../engine/index.js'
import { describeMoveFr, describeOutcomeFr, NNBSP } from '../exercise/describe-fr.js'
import type { CheckedExercise, Lang } from '../exercise/index.js'
import { LANGS, formatProblemIn, loadExercises, messageLang } from '../exercise/index.js'
import { choice, parseVerbArgs } from './args.js'
import { terminalSafe } from '../input/printable.js'
import { describeMove, describeOutcome, drawBoard } from './describe.js'
import type { CliIO } from './io.js'
import { EXIT, UsageError, exitForProblems } from './io.js'

export const usage = `Usage: awale-kit show FILE [--lang fr|en]

Prints one exercise as the pupil sees it (title, board, question), then the answer that the
rules engine computes (every move in words, the board after, the best move, the end of the
game), then the author's explanation. The file is checked first, as by "awale-kit check".

Options:
  --lang fr|en   language of the texts (default fr, as every command)
  -h, --help     show this help

Exit codes: 0 shown, 1 a claim of the file is wrong, 2 the file cannot be used.`

export async function run(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseVerbArgs('show', args, { lang: { type: 'string' } }, usage)
  if (values.help) {
    io.stdout.write(usage + '\n')
    return EXIT.OK
  }
  if (positionals.length !== 1) throw new UsageError(`awale-kit show: give one exercise FILE\n\n${usage}`)
  const lang = choice('--lang', values.lang as string | undefined, LANGS, 'fr')
  const { exercises, problems, files } = await loadExercises(positionals, { cwd: io.cwd })
  // A folder is refused before its files' problems are listed: show is for one exercise.
  if (files.length > 1 || (problems.length === 0 && exercises.length !== 1))
    throw new UsageError(terminalSafe(`awale-kit show: ${positionals[0]} holds ${files.length} exercise files; give one exercise FILE (awale-kit check looks at a folder)`))
  for (const problem of problems) io.stderr.write(formatProblemIn(problem, messageLang(io.env, values.lang as string | undefined)) + '\n')
  if (problems.length > 0) {
    io.stderr.write(terminalSafe(`awale-kit show: ${positionals[0]} has problems (above); fix them, then show it again\n`))
    return exitForProblems(problems)
  }
  // Titles and texts come from the file: their control characters are shown, never sent to the terminal.
  io.stdout.write(terminalSafe(showExercise(exercises[0]!, lang)))
  return EXIT.OK
}

const WORDS = {
  en: {
    theme: 'theme',
    level: 'level',
    task: 'task',
    rules: 'Rules',
    question: 'Question',
    answer: 'Answer (computed by the rules engine)',
    explanation: 'Explanation',
    boardAfter: 'The board after',
    legal: (moves: Hole[]) => `Legal moves: ${moves.length > 0 ? moves.join(', ') : 'none'}.`,
    best: (move: Hole, criterion: string, value: number) => `Best move: ${move} (${criterion}: ${value}).`,
    criterion: (c: Criterion) =>
      c === 'capture'
        ? 'seeds captured this turn'
        : c === 'end'
          ? 'seeds won to the end of the game, both sides playing their best'
          : `seeds won over ${c.plies} ${c.plies === 1 ? 'ply' : 'plies'}, both sides playing their best`,
    everyMove: 'Every move',
    goesOn: 'The game goes on.',
    describeMove,
    describeOutcome,
    board: (position: Position) => drawBoard(position),
    variant: {
      grandSlam: { 'no-capture': 'taking everything does not count', 'capture-all': 'taking everything is allowed' },
      seedsPerHole: (n: number) => `${n} seeds per hole`,
      endless: { repetition: 'third repetition ends the game', 'move-limit': 'move limit', 'no-capture-limit': 'limit of moves without capture' },
    },
    colon: ':',
  },
  fr: {
    theme: 'thème',
    level: 'niveau',
    task: 'tâche',
    rules: 'Règles',
    question: 'Question',
    answer: 'Réponse (calculée par le moteur de règles)',
    explanation: 'Explication',
    boardAfter: 'Le plateau après',
    legal: (moves: Hole[]) => `Coups permis${NNBSP}: ${moves.length > 0 ? moves.join(', ') : 'aucun'}.`,
    best: (move: Hole, criterion: string, value: number) => `Meilleur coup${NNBSP}: ${move} (${criterion}${NNBSP}: ${value}).`,
    criterion: (c: Criterion) =>
      c === 'capture'
        ? 'graines prises à ce tour'
        : c === 'end'
          ? 'graines gagnées jusqu’à la fin de la partie, chacun jouant au mieux'
          : `graines gagnées en ${c.plies} coup${c.plies > 1 ? 's' : ''}, chacun jouant au mieux`,
    everyMove: 'Chaque coup',
    goesOn: 'La partie continue.',
    describeMove: describeMoveFr,
    describeOutcome: describeOutcomeFr,
    board: (position: Position) => frenchBoard(drawBoard(position)),
    variant: {
      grandSlam: { 'no-capture': 'tout prendre ne compte pas', 'capture-all': 'tout prendre est permis' },
      seedsPerHole: (n: number) => `${n} graines par trou`,
      endless: { repetition: 'fin à la troisième répétition', 'move-limit': 'nombre de coups limité', 'no-capture-limit': 'coups sans prise limités' },
    },
    colon: `${NNBSP}:`,
  },
}
type Criterion = NonNullable<CheckedExercise['best']>['criterion']

/** The drawing is describe.ts's; only its words change (same widths, so the columns stay aligned). */
function frenchBoard(drawing: string): string {
  return drawing
    .replace('  North |', '  Nord  |')
    .replace('  South |', '  Sud   |')
    .replace("North's store:", `réserve de Nord${NNBSP}:`)
    .replace("South's store:", `réserve de Sud${NNBSP}:`)
    .replace('South to move', 'Sud joue')
    .replace('North to move', 'Nord joue')
}

/** The rules that differ from the Abapa defaults, or nothing. */
function variantText(variant: Variant, lang: Lang): string | null {
  const words = WORDS[lang].variant
  const parts: string[] = []
  if (variant.grandSlam !== DEFAULT_VARIANT.grandSlam) parts.push(words.grandSlam[variant.grandSlam])
  if (variant.seedsPerHole !== DEFAULT_VARIANT.seedsPerHole) parts.push(words.seedsPerHole(variant.seedsPerHole))
  if (variant.endless !== DEFAULT_VARIANT.endless) {
    const limit = variant.endless === 'move-limit' ? ` (${variant.moveLimit})` : variant.endless === 'no-capture-limit' ? ` (${variant.noCaptureLimit})` : ''
    parts.push(words.endless[variant.endless] + limit)
  }
  return parts.length > 0 ? parts.join(', ') : null
}

/** Wraps a paragraph at `width` columns (explanations are long lines in YAML). */
function wrap(text: string, width = 78): string {
  return text
    .split('\n')
    .map((paragraph) => {
      const lines: string[] = []
      let line = ''
      // Only ordinary spaces break a line: a no-break space (before « ? », inside « ») keeps its neighbours together.
      for (const word of paragraph.split(/[ \t]+/).filter(Boolean)) {
        if (line !== '' && line.length + 1 + word.length > width) {
          lines.push(line)
          line = word
        } else line = line === '' ? word : `${line} ${word}`
      }
      lines.push(line)
      return lines.join('\n')
    })
    .join('\n')
}

/** The exercise as text: what the pupil sees, then the engine's answer, then the explanation. */
export function showExercise(exercise: CheckedExercise, lang: Lang): string {
  const w = WORDS[lang]
  const out: string[] = []
  out.push(`${exercise.id} · ${exercise.title[lang]}`)
  out.push(`${exercise.file} · ${w.theme} ${exercise.theme} · ${w.level} ${exercise.level} · ${w.task} ${exercise.task}`)
  const rules = variantText(exercise.variant, lang)
  if (rules) out.push(`${w.rules}${w.colon} ${rules}`)
  out.push('', w.board(exercise.start), '', wrap(`${w.question}${w.colon} ${exercise.question[lang]}`), '', `== ${w.answer} ==`)
  for (const report of exercise.reports) out.push('', w.describeMove(report))
  if (exercise.best) {
    const { move, criterion, value, values } = exercise.best
    const every = (Object.keys(values) as Hole[]).map((hole) => `${hole} ${values[hole]}`).join(', ')
    out.push('', w.best(move, w.criterion(criterion), value), `${w.everyMove}${w.colon} ${every}.`)
  }
  if (exercise.task === 'legal') out.push('', w.legal(exercise.legal))
  if (exercise.reports.length > 0) out.push('', `${w.boardAfter}${w.colon}`, w.board(exercise.after))
  const finalOutcome = exercise.outcome
  const lastReport = exercise.reports[exercise.reports.length - 1]
  // describeMove already states an end that the last move caused; say it here only otherwise.
  if (finalOutcome && lastReport?.outcome !== finalOutcome) out.push('', w.describeOutcome(finalOutcome, exercise.after))
  if (!finalOutcome && exercise.task === 'end') out.push('', w.goesOn)
  out.push('', `== ${w.explanation} ==`, wrap(exercise.explain[lang]), '')
  return out.join('\n')
}
