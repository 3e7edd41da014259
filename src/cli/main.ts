import type { CliIO } from './io.js'
import { EXIT, UsageError } from './io.js'

/** A verb: its module is loaded only when used, so `awale-kit play` never loads pdfkit or svgdom. */
interface VerbModule {
  run(args: string[], io: CliIO): Promise<number>
}

const VERBS: Record<string, { summary: string; load: () => Promise<VerbModule> }> = {
  play: { summary: 'play moves from a position and say what happened', load: () => import('./play.js') },
  perft: { summary: 'count the positions DEPTH moves ahead (a move-generation check)', load: () => import('./perft.js') },
  lessons: { summary: 'list the lessons (séances): their themes and exercises per level', load: () => import('./lessons.js') },
  build: { summary: 'build the printable classroom kit (PDF): board, rules, exercises, answer key', load: () => import('./build.js') },
  board: { summary: 'print the real-size paper board alone (PDF)', load: () => import('./board.js') },
  poster: { summary: 'print the rules poster for the class wall (PDF, A3 or A4)', load: () => import('./poster.js') },
  tournament: { summary: 'print a round-robin tournament for N players: rounds, results grid, standings, ladder (PDF or --json)', load: () => import('./tournament.js') },
  check: { summary: 'check exercise files: format, position, moves and every claim, by the engine', load: () => import('./check.js') },
  show: { summary: 'show one exercise with the answer the engine computes', load: () => import('./show.js') },
  render: { summary: "draw board diagrams (SVG): an exercise's question, answer and blank board, or one position", load: () => import('./render.js') },
  best: { summary: 'find the best move(s) of a position by searching ahead: value and expected line', load: () => import('./best.js') },
  generate: { summary: 'write new exercise files whose answers the engine proves (by theme and level)', load: () => import('./generate.js') },
  tables: { summary: 'build the endgame tables (every position up to 15 seeds) that best --exact and the hard level use', load: () => import('./tables.js') },
  game: { summary: "print a played game (OGN record): moves, comments, diagrams, the engine's analysis (PDF or JSON)", load: () => import('./game.js') },
  engine: { summary: 'run the computer player for another program (the Aualé program, a match): UCI on stdin/stdout', load: () => import('./engine.js') },
  selfplay: { summary: 'play a whole game between two computer levels and write it as an OGN record', load: () => import('./selfplay.js') },
  studio: { summary: "the whole kit in a web page, for this computer's browser (no internet needed once open)", load: () => import('./studio.js') },
}

const usage = () => `Usage: awale-kit <command> [options]

awale-kit turns exercise files into a printable Awalé (Oware Abapa) classroom kit, every answer
computed and checked by a rules engine.

Commands:
${Object.entries(VERBS)
  .map(([name, verb]) => `  ${name.padEnd(10)} ${verb.summary}`)
  .join('\n')}

Run "awale-kit <command> --help" for a command's options.
Exit codes: 0 success, 1 an illegal move or a wrong claim, 2 bad input, 130 interrupted.`

/** The whole command line as a function: arguments and streams in, exit code out. */
export async function main(argv: readonly string[], io: CliIO): Promise<number> {
  const [verb, ...args] = argv
  if (verb === undefined || verb === '--help' || verb === '-h' || verb === 'help') {
    io.stdout.write(usage() + '\n')
    return verb === undefined ? EXIT.BAD_INPUT : EXIT.OK
  }
  if (verb === '--version') {
    io.stdout.write('awale-kit 0.1.0\n')
    return EXIT.OK
  }
  const entry = VERBS[verb]
  if (!entry) {
    const names = Object.keys(VERBS)
    const near = names.find((name) => name.startsWith(verb.slice(0, 2)))
    io.stderr.write(`awale-kit: unknown command ${JSON.stringify(verb)}${near ? ` (did you mean ${near}?)` : ''}. Commands: ${names.join(', ')}\n`)
    return EXIT.BAD_INPUT
  }
  try {
    const module = await entry.load()
    return await module.run(args, io)
  } catch (error) {
    if (error instanceof UsageError) {
      // Every message names its command, like the ones the commands write themselves.
      const message = error.message.startsWith('awale-kit') ? error.message : `awale-kit ${verb}: ${error.message}`
      io.stderr.write(message.trimEnd() + '\n')
      return error.exitCode
    }
    throw error
  }
}
