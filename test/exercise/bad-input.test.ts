// Every kind of bad input gets its own code at the line (and column) of the offending text, and is
// an input problem (exit 2), never an exception.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { loadExercises, parseExerciseText } from '../../src/exercise/index.js'

const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url))

// [fixture, code, line, column]: the place a teacher must look at.
const CASES: [string, string, number, number][] = [
  ['bad/yaml-syntax.yaml', 'YAML_SYNTAX', 6, 1],
  ['bad/duplicate-key.yaml', 'DUPLICATE_KEY', 4, 1],
  ['bad/unknown-key.yaml', 'UNKNOWN_KEY', 11, 3],
  ['bad/wrong-type.yaml', 'WRONG_TYPE', 4, 8],
  ['bad/wrong-type-count.yaml', 'WRONG_TYPE', 11, 13],
  ['bad/unknown-hole-position.yaml', 'UNKNOWN_HOLE', 5, 43],
  ['bad/unknown-hole-move.yaml', 'UNKNOWN_HOLE', 7, 7],
  ['bad/negative-count.yaml', 'NEGATIVE_COUNT', 5, 22],
  ['bad/fractional-count.yaml', 'NOT_AN_INTEGER', 5, 28],
  ['bad/huge-count.yaml', 'TOO_MANY_SEEDS', 5, 16],
  ['bad/too-many-for-variant.yaml', 'TOO_MANY_SEEDS', 5, 16],
  ['bad/stores-do-not-add-up.yaml', 'STORES_DO_NOT_ADD_UP', 6, 9],
  ['bad/no-seeds.yaml', 'NO_SEEDS', 5, 11],
  ['bad/empty-hole-move.yaml', 'ILLEGAL_MOVE', 7, 7],
  ['bad/opponent-hole-move.yaml', 'ILLEGAL_MOVE', 7, 7],
  ['bad/game-over-move.yaml', 'GAME_OVER', 8, 11],
  ['bad/missing-language.yaml', 'MISSING_LANGUAGE', 4, 1],
  ['bad/missing-field.yaml', 'MISSING_FIELD', 1, 1],
  ['bad/expect-incomplete.yaml', 'EXPECT_INCOMPLETE', 9, 1],
  ['bad/plies-too-deep.yaml', 'PLIES_TOO_DEEP', 10, 23],
  ['bad/bad-notation.yaml', 'BAD_NOTATION', 5, 40],
  ['bad/conflicting-fields.yaml', 'CONFLICTING_FIELDS', 6, 1],
  ['bad/field-not-for-task.yaml', 'FIELD_NOT_FOR_TASK', 7, 1],
  ['bad/unknown-variant-value.yaml', 'BAD_VALUE', 14, 23],
  ['bad/empty-file.yaml', 'NOT_A_MAPPING', 1, 1],
  ['bad/alias-bomb.yaml', 'ALIAS_BOMB', 15, 12],
  ['bad/not-utf8.yaml', 'NOT_UTF8', 4, 30],
]

describe('bad input: one code, one place, no exception', () => {
  it.each(CASES)('%s → %s at %i:%i', async (fixture, code, line, column) => {
    const { exercises, problems } = await loadExercises([fixture], { cwd: fixtures })
    expect(exercises).toEqual([])
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({ file: fixture, code, line, column, kind: 'input' })
    expect(problems[0]!.message.length).toBeGreaterThan(10)
  })

  it('suggests the field meant ("did you mean")', async () => {
    const { problems } = await loadExercises(['bad/unknown-key.yaml'], { cwd: fixtures })
    expect(problems[0]!.message).toContain('did you mean captured?')
  })

  it('says which language is missing', async () => {
    const { problems } = await loadExercises(['bad/missing-language.yaml'], { cwd: fixtures })
    expect(problems[0]!.message).toMatch(/English \(en\)/)
  })

  it('reports every problem of a file at once, in line order', async () => {
    const text =
      'id: X\ntheme: chian\nlevel: 4\ntitel: { fr: a, en: b }\nposition: { F: -1, M: 2 }\ntask: play\nplay: f\nquestion: { fr: q }\nexpect: { last: I, captured: 1 }\nexplain: { fr: e, en: e }\n'
    const folder = mkdtempSync(join(tmpdir(), 'awale-ex-'))
    writeFileSync(join(folder, 'many.yaml'), text)
    const { problems } = await loadExercises(['many.yaml'], { cwd: folder })
    expect(problems.map((p) => [p.code, p.line])).toEqual([
      ['MISSING_FIELD', 1], // title (the author wrote titel)
      ['BAD_VALUE', 2],
      ['BAD_VALUE', 3],
      ['UNKNOWN_KEY', 4],
      ['NEGATIVE_COUNT', 5],
      ['UNKNOWN_HOLE', 5],
      ['UNKNOWN_HOLE', 7],
      ['MISSING_LANGUAGE', 8],
    ])
    expect(problems[1]!.message).toContain('did you mean chain?')
    expect(problems[3]!.message).toContain('did you mean title?')
    expect(problems[6]!.message).toContain('write F')
  })

  it('understands a French teacher: suggests the English name meant, and quotes that should go', () => {
    const text =
      'id: F1\ntheme: chaîne\nniveau: 1\nlevel: "1"\ntitle: { fr: a, en: b }\nposition: { F: 3 }\ntoMove: sud\ntask: play\nplay: F\nquestion: { fr: q, en: q }\nexpect: { last: I, captured: 0, winner: nul }\nexplain: { fr: e, en: e }\n'
    const { problems } = parseExerciseText(text, 'fr.yaml')
    expect(problems.map((p) => [p.line, p.code, /\((.*)\)/.exec(p.message)?.[1]])).toEqual([
      [2, 'BAD_VALUE', 'did you mean chain?'],
      [3, 'UNKNOWN_KEY', 'did you mean level?'],
      [4, 'BAD_VALUE', 'write it without quotes'],
      [7, 'BAD_VALUE', 'did you mean south?'],
      [11, 'BAD_VALUE', 'did you mean draw?'],
    ])
  })

  it('survives absurdly deep nesting (a file under the size limit that overflows a parser)', () => {
    const text = `id: ${'['.repeat(20_000)}${']'.repeat(20_000)}\n`
    const { problems } = parseExerciseText(text, 'deep.yaml')
    expect(problems.length).toBeGreaterThan(0)
    expect(problems[0]).toMatchObject({ code: 'YAML_SYNTAX', line: 1, kind: 'input' })
  })

  it('refuses a file too large to be an exercise, before parsing it', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'awale-ex-'))
    writeFileSync(join(folder, 'huge.yaml'), '# padding\n'.repeat(30_000))
    const { problems } = await loadExercises(['huge.yaml'], { cwd: folder })
    expect(problems).toMatchObject([{ code: 'FILE_TOO_LARGE', line: 1, kind: 'input' }])
  })

  it('recognises a file saved as UTF-16 (Notepad\'s "Unicode")', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'awale-ex-'))
    const text = readFileSync(join(fixtures, 'good/a1-sowing.yaml'), 'utf8')
    writeFileSync(join(folder, 'utf16.yaml'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]))
    const { problems } = await loadExercises(['utf16.yaml'], { cwd: folder })
    expect(problems).toMatchObject([{ code: 'NOT_UTF8', line: 1, column: 1 }])
    expect(problems[0]!.message).toContain('UTF-16')
  })

  it('names a path that does not exist', async () => {
    const { problems } = await loadExercises(['no/such/file.yaml'], { cwd: fixtures })
    expect(problems).toMatchObject([{ code: 'FILE_NOT_FOUND', file: 'no/such/file.yaml', kind: 'input' }])
  })

  it('says when a folder holds no exercise file', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'awale-ex-'))
    writeFileSync(join(folder, 'notes.txt'), 'not yaml')
    writeFileSync(join(folder, '_bank.yaml'), 'variant: {}\n')
    const { problems } = await loadExercises(['.'], { cwd: folder })
    expect(problems).toMatchObject([{ code: 'NO_EXERCISE_FILES', file: '.', line: 1, column: 1, kind: 'input' }])
  })

  it('reports a duplicate id at both places', async () => {
    const { exercises, problems } = await loadExercises(['dup-ids'], { cwd: fixtures })
    expect(exercises).toEqual([])
    expect(problems).toMatchObject([
      { code: 'DUPLICATE_ID', file: join('dup-ids', 'first.yaml'), line: 1, column: 5 },
      { code: 'DUPLICATE_ID', file: join('dup-ids', 'second.yaml'), line: 1, column: 5 },
    ])
    expect(problems[0]!.message).toContain(join('dup-ids', 'second.yaml') + ':1:5')
  })

  it('treats ids that differ only in case as the same id', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'awale-ex-'))
    const text = readFileSync(join(fixtures, 'good/a1-sowing.yaml'), 'utf8')
    writeFileSync(join(folder, 'one.yaml'), text)
    writeFileSync(join(folder, 'two.yaml'), text.replace('id: A1', 'id: a1'))
    const { exercises, problems } = await loadExercises(['.'], { cwd: folder })
    expect(exercises).toEqual([])
    expect(problems.map((p) => [p.code, p.file, p.line])).toEqual([
      ['DUPLICATE_ID', 'one.yaml', 2],
      ['DUPLICATE_ID', 'two.yaml', 2],
    ])
  })

  it('checks the other files when one is bad', async () => {
    const { exercises, problems } = await loadExercises(['bad/empty-hole-move.yaml', 'good/a1-sowing.yaml'], { cwd: fixtures })
    expect(exercises.map((e) => e.id)).toEqual(['A1'])
    expect(problems.map((p) => p.code)).toEqual(['ILLEGAL_MOVE'])
  })

  it('reports a bad _bank.yaml at its own line, and still checks the folder', async () => {
    const { exercises, problems } = await loadExercises(['bad-bank'], { cwd: fixtures })
    expect(problems).toMatchObject([{ code: 'UNKNOWN_KEY', file: join('bad-bank', '_bank.yaml'), line: 2, column: 3 }])
    expect(problems[0]!.message).toContain('did you mean grandSlam?')
    expect(exercises.map((e) => e.id)).toEqual(['A2'])
  })
})
