// src/lessons/lessons.ts on its own (no PDF): reading a lessons file, every mistake at its line,
// the examples played by the engine, and which exercises each lesson takes. Part of the mutation run.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Variant } from '../../src/engine/index.js'
import { DEFAULT_VARIANT, resolveVariant } from '../../src/engine/index.js'
import type { CheckedExercise, Theme } from '../../src/exercise/index.js'
import type { Lesson } from '../../src/lessons/lessons.js'
import { KIT_VARIANT, annexExercises, formatLessonProblem, lessonExercises, lessonOf, loadLessons, parseLessons, sameRules } from '../../src/lessons/lessons.js'

const START = '4-4-4-4-4-4-4-4-4-4-4-4-0-0-S'

/** A lessons file: each lesson given as its example and themes lines (YAML flow maps). */
const file = (...lessons: { id: string; example: string; themes: string }[]) =>
  'lessons:\n' +
  lessons
    .map(
      (l) =>
        `  - id: ${l.id}\n    title: { fr: T ${l.id}, en: T ${l.id} }\n    objective: { fr: O ${l.id}, en: O ${l.id} }\n    rule: { fr: R ${l.id}, en: R ${l.id} }\n    example: ${l.example}\n    themes: ${l.themes}\n`,
    )
    .join('')

const parsed = (text: string): Lesson[] => {
  const result = parseLessons(text, 'l.yaml')
  if (!result.ok) throw new Error(result.error.map(formatLessonProblem).join('\n'))
  return result.value
}
const problems = (text: string) => {
  const result = parseLessons(text, 'l.yaml')
  expect(result.ok).toBe(false)
  return result.ok ? [] : result.error
}

describe('parseLessons', () => {
  it('reads each lesson in order, its texts, its themes and their levels', () => {
    const lessons = parsed(
      file(
        { id: 'one', example: `{ position: "${START}", play: C }`, themes: '[sowing, { theme: lap, levels: [3, 2, 3] }]' },
        { id: 'two', example: `{ position: "1-0-0-0-0-1-0-0-0-0-0-0-0-0-S", show: legal }`, themes: '[feeding]' },
        { id: 'three', example: `{ position: "${START}" }`, themes: '[{ theme: lap, levels: [1] }]' },
      ),
    )
    expect(lessons.map((l) => [l.number, l.id, l.title.fr, l.objective.en, l.rule.fr])).toEqual([
      [1, 'one', 'T one', 'O one', 'R one'],
      [2, 'two', 'T two', 'O two', 'R two'],
      [3, 'three', 'T three', 'O three', 'R three'],
    ])
    // A theme named alone is taught at every level; levels are sorted, each once.
    expect(lessons[0]!.themes).toEqual([
      { theme: 'sowing', levels: [1, 2, 3] },
      { theme: 'lap', levels: [2, 3] },
    ])
    expect(lessons[2]!.themes).toEqual([{ theme: 'lap', levels: [1] }])
  })

  it('plays each example with the engine: a move, the legal holes, or the position alone', () => {
    const [move, legal, position] = parsed(
      file(
        { id: 'a', example: '{ position: "0-0-0-0-0-3-1-2-1-1-0-1-0-0-S", play: F }', themes: '[chain]' },
        { id: 'b', example: '{ position: "1-0-0-0-0-1-0-0-0-0-0-0-0-0-S", show: legal }', themes: '[feeding]' },
        { id: 'c', example: '{ position: "0-0-0-0-0-2-1-1-0-0-0-0-0-0-N", show: position }', themes: '[grand-slam]' },
      ),
    )
    expect(move!.example.kind).toBe('move')
    if (move!.example.kind === 'move') {
      expect(move!.example.report.capturedHoles).toEqual(['I', 'H', 'G'])
      expect(move!.example.report.captured).toBe(7)
      expect([...move!.example.position.board]).toEqual([0, 0, 0, 0, 0, 3, 1, 2, 1, 1, 0, 1])
    }
    expect(legal!.example).toMatchObject({ kind: 'legal' })
    expect([...legal!.example.position.board]).toEqual([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0])
    expect(position!.example).toMatchObject({ kind: 'position' })
    expect(position!.example.position.turn).toBe('north')
    // Examples are played under the kit's rules.
    expect(position!.example.position.variant).toBe(DEFAULT_VARIANT)
  })

  it('lets lessons share a theme at different levels', () => {
    const lessons = parsed(
      file({ id: 'a', example: `{ position: "${START}" }`, themes: '[{ theme: chain, levels: [1] }]' }, { id: 'b', example: `{ position: "${START}" }`, themes: '[{ theme: chain, levels: [2, 3] }]' }),
    )
    expect(lessons).toHaveLength(2)
  })

  it('names a theme taught twice at one level, and the lesson that has it already', () => {
    const found = problems(
      file({ id: 'a', example: `{ position: "${START}" }`, themes: '[chain]' }, { id: 'b', example: `{ position: "${START}" }`, themes: '[capture, { theme: chain, levels: [3] }]' }),
    )
    expect(found).toEqual([{ file: 'l.yaml', line: 13, column: 23, code: 'LESSONS_THEME_TWICE', message: 'chain at level 3 is already taught by lesson a' }])
  })

  it('refuses two lessons with one id, at the second id', () => {
    const found = problems(file({ id: 'same', example: `{ position: "${START}" }`, themes: '[chain]' }, { id: 'same', example: `{ position: "${START}" }`, themes: '[capture]' }))
    expect(found).toEqual([{ file: 'l.yaml', line: 8, column: 9, code: 'LESSONS_BAD_VALUE', message: 'id same is used by another lesson' }])
  })

  it.each([
    ['both play and show', `{ position: "${START}", play: C, show: legal }`, 'example: give play (a move to draw) or show (legal, position, threat, captures or best), not both'],
    ['a notation that does not parse', '{ position: "4-4-4" }', 'example: a position has 15 fields, found 3'],
    ['a position the engine refuses', '{ position: "9-9-9-9-9-9-9-9-9-9-9-9-0-0-S" }', 'example: the board and stores hold 108 seeds, but the game has only 48'],
    ['a move that cannot be played', `{ position: "${START}", play: H }`, "example: H cannot be played: H is in North's row"],
  ])('refuses an example with %s, at the example', (_, example, message) => {
    const found = problems(file({ id: 'a', example, themes: '[sowing]' }))
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject({ file: 'l.yaml', line: 6, column: 14, code: 'LESSONS_BAD_EXAMPLE' })
    expect(found[0]!.message.startsWith(message), found[0]!.message).toBe(true)
  })

  // Issue 26: a lesson's example shows the lesson's point, or the file is refused.
  it('show: captures finds every move that captures and the one biggest', () => {
    const [lesson] = parsed(file({ id: 'biggest', example: '{ position: "0-0-0-1-3-1-1-2-1-4-0-0-0-0-S", show: captures }', themes: '[best-capture]' }))
    const example = lesson!.example
    expect(example.kind).toBe('position')
    if (example.kind !== 'position') return
    expect(example.captures!.moves.map((report) => [report.move, report.captured])).toEqual([
      ['E', 5],
      ['F', 2],
    ])
    expect(example.captures!.biggest.move).toBe('E')
  })

  it('show: best finds one best move over two plies, and a greedier capture that is not it', () => {
    const [lesson] = parsed(file({ id: 'best', example: '{ position: "0-1-1-0-0-1-1-1-2-0-0-3-0-0-S", show: best }', themes: '[best-move]' }))
    const example = lesson!.example
    if (example.kind !== 'position') throw new Error('a position')
    expect(example.best!.best).toBe('C')
    expect(example.best!.greedy.move).toBe('F')
    expect(example.best!.values).toEqual([
      { move: 'B', value: -3, captured: 0 },
      { move: 'C', value: 0, captured: 0 },
      { move: 'F', value: -2, captured: 2 },
    ])
  })

  it.each([
    ['the biggest capture with a board where nothing is captured', '{ position: "1-0-0-5-0-0-0-1-0-0-0-2-0-0-S", show: captures }', '[best-capture]', 'example: show: captures, but no move captures'],
    [
      'the biggest capture with two moves that capture as much',
      '{ position: "0-0-0-0-2-1-2-0-0-4-0-0-0-0-S", show: captures }',
      '[best-capture]',
      'example: show: captures, but E and F both capture 3',
    ],
    [
      'the biggest capture with a move drawn instead of the captures',
      '{ position: "0-0-0-1-3-1-1-2-1-4-0-0-0-0-S", play: E }',
      '[best-capture]',
      'example: a lesson of best-capture shows the moves that capture and the one biggest: give show: captures',
    ],
    ['defending with the position alone', '{ position: "1-2-0-1-0-1-0-1-0-4-0-0-0-0-S", show: position }', '[defend]', 'example: a lesson of defend shows'],
    [
      'the best move where the biggest capture is best',
      '{ position: "0-0-0-1-3-1-1-2-1-4-0-0-0-0-S", show: best }',
      '[best-move]',
      'example: show: best, but the biggest capture (E) is also the best move',
    ],
  ])('refuses a lesson about %s', (_, example, themes, message) => {
    const found = problems(file({ id: 'a', example, themes }))
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject({ line: 6, column: 14, code: 'LESSONS_BAD_EXAMPLE' })
    expect(found[0]!.message.startsWith(message), found[0]!.message).toBe(true)
  })

  it('an example with several problems names them all, separated by semicolons', () => {
    const notation = problems(file({ id: 'a', example: '{ position: "x-4-4-4-4-4-4-4-4-4-4-4-0-0-W" }', themes: '[sowing]' }))
    expect(notation[0]!.message).toMatch(/^example: field 1 \(hole A\) must be .*; field 15 \(side to move\) must be /)
    const setup = problems(file({ id: 'a', example: '{ position: "49-49-0-0-0-0-0-0-0-0-0-0-0-0-S" }', themes: '[sowing]' }))
    expect(setup[0]!.message).toMatch(/^example: hole A holds 49 seeds, .*; hole B holds 49 seeds, /)
  })

  it('reports every bad example and theme of the file, not only the first', () => {
    const found = problems(
      file(
        { id: 'a', example: `{ position: "${START}", play: H }`, themes: '[sowing]' },
        { id: 'b', example: `{ position: "${START}", play: G }`, themes: '[lap]' },
        { id: 'c', example: `{ position: "${START}" }`, themes: '[{ theme: sowing, levels: [2, 3] }]' },
      ),
    )
    // A theme taught twice is named once per level.
    expect(found.map((p) => [p.code, p.line, p.message.slice(0, 12)])).toEqual([
      ['LESSONS_BAD_EXAMPLE', 6, 'example: H c'],
      ['LESSONS_BAD_EXAMPLE', 12, 'example: G c'],
      ['LESSONS_THEME_TWICE', 19, 'sowing at le'],
      ['LESSONS_THEME_TWICE', 19, 'sowing at le'],
    ])
    expect(found[3]!.message).toBe('sowing at level 3 is already taught by lesson a')
  })

  it('refuses what is not a lessons file: bad YAML, an unknown theme, a bad id, no lesson', () => {
    expect(problems('lessons: [\n')).toMatchObject([{ code: 'LESSONS_SYNTAX', file: 'l.yaml' }])
    const theme = problems(file({ id: 'a', example: `{ position: "${START}" }`, themes: '[sowing, chian]' }))
    expect(theme).toHaveLength(1)
    expect(theme[0]).toMatchObject({ code: 'LESSONS_BAD_VALUE', line: 7, column: 22 })
    expect(theme[0]!.message.startsWith('lessons.0.themes.1: ')).toBe(true)
    expect(problems(file({ id: 'Bad Id', example: `{ position: "${START}" }`, themes: '[sowing]' }))[0]).toMatchObject({
      code: 'LESSONS_BAD_VALUE',
      line: 2,
      message: 'lessons.0.id: a short name in small letters and dashes, like grand-slam',
    })
    expect(problems('lessons: []\n')[0]).toMatchObject({ code: 'LESSONS_BAD_VALUE', line: 1, column: 10 })
    expect(problems('[]\n')[0]).toMatchObject({ code: 'LESSONS_SYNTAX' })
    expect(problems('other: 1\n').map((p) => p.message)).toEqual(['lessons: Invalid input: expected array, received undefined', 'the file: Unrecognized key: "other"'])
  })

  it('formats a problem as file:line:column CODE message', () => {
    expect(formatLessonProblem({ file: 'l.yaml', line: 3, column: 5, code: 'LESSONS_BAD_VALUE', message: 'm' })).toBe('l.yaml:3:5 LESSONS_BAD_VALUE m')
  })
  it('refuses a character the kit’s font cannot print, at its line and column, in any lesson’s text and language', () => {
    const text = file({ id: 'one', example: `{ position: "${START}" }`, themes: '[sowing]' }, { id: 'two', example: `{ position: "${START}" }`, themes: '[capture]' })
      .replace('rule: { fr: R one,', 'rule: { fr: R \u5403 one,')
      .replace('en: O two }', 'en: O two \u0007 }')
    const cannot = (what: string) => `the kit's font cannot print ${what}: it would print as an empty box; write the text without it (the font, Andika, prints the Latin alphabet with its accents)`
    expect(problems(text)).toEqual([
      { file: 'l.yaml', line: 5, column: 19, code: 'LESSONS_BAD_VALUE', message: `lessons[0].rule.fr: ${cannot('U+5403 "\u5403"')}` },
      { file: 'l.yaml', line: 10, column: 39, code: 'LESSONS_BAD_VALUE', message: `lessons[1].objective.en: ${cannot('U+0007 (a control character)')}` },
    ])
  })
})

describe('loadLessons', () => {
  it('reads the shipped file', async () => {
    const loaded = await loadLessons('templates/lessons.yaml')
    expect(loaded.ok && loaded.value[0]!.id).toBe('sowing')
  })
  it('says a missing file is missing, and names another reason for a folder', async () => {
    const missing = await loadLessons('templates/no-such-lessons.yaml')
    expect(missing).toEqual({
      ok: false,
      error: [{ file: 'templates/no-such-lessons.yaml', line: 1, column: 1, code: 'LESSONS_UNREADABLE', message: 'cannot read the lessons: there is no such file' }],
    })
    const folder = await mkdtemp(join(tmpdir(), 'awale-lessons-'))
    try {
      const read = await loadLessons(folder)
      expect(read).toEqual({ ok: false, error: [{ file: folder, line: 1, column: 1, code: 'LESSONS_UNREADABLE', message: 'cannot read the lessons: it is a folder' }] })
    } finally {
      await rm(folder, { recursive: true })
    }
  })
})

describe('which exercises a lesson takes', () => {
  const lessons = parsed(
    file({ id: 'moves', example: `{ position: "${START}" }`, themes: '[chain, { theme: capture, levels: [1, 2] }]' }, { id: 'ends', example: `{ position: "${START}" }`, themes: '[end]' }),
  )
  const exercise = (id: string, theme: Theme, level: 1 | 2 | 3, variant: Variant = DEFAULT_VARIANT) => ({ id, theme, level, variant }) as unknown as CheckedExercise
  const bank = [
    exercise('C10', 'capture', 1),
    exercise('K2', 'chain', 1),
    exercise('C2', 'capture', 1),
    exercise('K1', 'chain', 1),
    exercise('C3', 'capture', 3),
    exercise('C4', 'capture', 1, resolveVariant({ grandSlam: 'capture-all' })),
    exercise('E1', 'end', 2),
    exercise('E1', 'end', 1),
    exercise('S1', 'sowing', 1),
    exercise('E0', 'end', 1, resolveVariant({ moveLimit: 100, endless: 'move-limit' })),
  ]

  it('by the lesson’s theme order, then by id as a reader counts (C2 before C10), then as the bank lists them', () => {
    expect(lessonExercises(lessons[0]!, bank, 1).map((e) => e.id)).toEqual(['K1', 'K2', 'C2', 'C10'])
    expect(lessonExercises(lessons[0]!, bank, 3).map((e) => e.id)).toEqual([]) // capture is taught at levels 1 and 2 only
    expect(lessonExercises(lessons[1]!, bank, 1)).toEqual([bank[7]])
    const twins = [exercise('X', 'end', 1), exercise('X', 'end', 1)]
    expect(lessonExercises(lessons[1]!, twins, 1)).toEqual(twins)
    expect(lessonExercises(lessons[1]!, [...twins].reverse(), 1)[0]).toBe(twins[1])
  })

  it('the annex takes exercises under other rules, and themes at levels no lesson teaches', () => {
    expect(annexExercises(lessons, bank).map((e) => e.id)).toEqual(['C3', 'C4', 'S1', 'E0'])
  })

  it('lessonOf finds the lesson of a theme at a level', () => {
    expect(lessonOf(lessons, 'capture', 2)?.id).toBe('moves')
    expect(lessonOf(lessons, 'capture', 3)).toBeUndefined()
    expect(lessonOf(lessons, 'end', 3)?.id).toBe('ends')
    expect(lessonOf(lessons, 'sowing', 1)).toBeUndefined()
  })

  it('sameRules compares every rule of the variant', () => {
    expect(KIT_VARIANT).toBe(DEFAULT_VARIANT)
    expect(sameRules(DEFAULT_VARIANT, resolveVariant({}))).toBe(true)
    for (const change of [{ grandSlam: 'capture-all' }, { seedsPerHole: 3 }, { endless: 'move-limit' }, { moveLimit: 200 }, { noCaptureLimit: 50 }] as const)
      expect(sameRules(DEFAULT_VARIANT, resolveVariant(change)), JSON.stringify(change)).toBe(false)
  })
})
