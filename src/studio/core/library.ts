/**
 * What the studio knows when it opens: the lessons, the kit definition and the exercise bank, read
 * from the files the command line reads (templates/, exercises/) — from disk under Node, from the
 * page's memory in the browser (src/studio/shims/fs.ts). Exercises are checked by the engine when
 * first needed, as `awale-kit build` checks only those a lesson prints.
 */
import { readFileSync, readdirSync } from 'node:fs'
import type { CheckedExercise, ExerciseProblem, ParsedExercise } from '../../exercise/index.js'
import { parseExerciseText } from '../../exercise/index.js'
import { quickFacts } from '../../exercise/load.js'
import type { Lesson, LessonProblem } from '../../lessons/lessons.js'
import { parseLessons } from '../../lessons/lessons.js'
import type { KitDefinition, KitDefinitionProblem } from '../../kit/definition.js'
import { parseKitDefinition } from '../../kit/definition.js'
import { packageRoot, templatePath } from '../../pdf/assets.js'

/** One file of the bank, read but not yet checked. */
export interface BankFile {
  /** The file's name in exercises/ (`c1.yaml`): the command line lists them in this order. */
  readonly name: string
  /** As the command line names it: `exercises/c1.yaml`. */
  readonly file: string
  readonly text: string
  /** Its top-level theme and level, read without parsing (null when they are not written plainly). */
  readonly facts: { readonly theme: string; readonly level: number } | null
}

export class Library {
  private readonly checks = new Map<string, ParsedExercise>()

  constructor(
    readonly lessons: readonly Lesson[],
    readonly definition: KitDefinition,
    readonly bank: readonly BankFile[],
  ) {}

  /** The engine's check of one bank file (done once). */
  check(file: BankFile): ParsedExercise {
    let parsed = this.checks.get(file.name)
    if (!parsed) {
      parsed = parseExerciseText(file.text, file.file)
      this.checks.set(file.name, parsed)
    }
    return parsed
  }

  /**
   * The bank's exercises a selection can print, checked, in the command line's order (by file name);
   * `select` sees each file's theme and level, as `loadExercises`'s does.
   */
  exercises(select: (facts: { theme: string; level: number }) => boolean = () => true): { exercises: CheckedExercise[]; problems: ExerciseProblem[] } {
    const exercises: CheckedExercise[] = []
    const problems: ExerciseProblem[] = []
    for (const file of this.bank) {
      if (file.facts && !select(file.facts)) continue
      const parsed = this.check(file)
      problems.push(...parsed.problems)
      if (parsed.exercise) exercises.push(parsed.exercise)
    }
    return { exercises, problems }
  }

  /** The bank file an exercise came from. */
  fileOf(exercise: CheckedExercise): BankFile | undefined {
    return this.bank.find((file) => file.file === exercise.file)
  }
}

export type LibraryProblem = LessonProblem | KitDefinitionProblem

/** Reads the lessons, the default kit definition and the shipped bank. */
export function openLibrary(): { library: Library; problems: readonly LibraryProblem[] } {
  const lessonsFile = templatePath('lessons.yaml')
  const kitFile = templatePath('kit.yaml')
  const lessons = parseLessons(readFileSync(lessonsFile, 'utf8'), lessonsFile)
  const definition = parseKitDefinition(readFileSync(kitFile, 'utf8'), kitFile)
  const folder = `${packageRoot()}/exercises`
  const names = readdirSync(folder)
    .filter((name) => /\.ya?ml$/i.test(name) && !name.startsWith('_'))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  const bank = names.map((name): BankFile => {
    const text = readFileSync(`${folder}/${name}`, 'utf8')
    return { name, file: `exercises/${name}`, text, facts: quickFacts(text) }
  })
  const problems = [...(lessons.ok ? [] : lessons.error), ...(definition.ok ? [] : definition.error)]
  if (!lessons.ok || !definition.ok) throw new Error(`the studio's templates have problems: ${problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.code} ${p.message}`).join('; ')}`)
  return { library: new Library(lessons.value, definition.value, bank), problems }
}
