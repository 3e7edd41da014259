// Issue 26: the checker's problems in the teacher's language. Every code has its sentence in French
// and English (templates/strings, problems.CODE); the details of the problems a teacher meets most
// are words in both languages, whose English is the message check has always printed (the snapshot
// of problem-messages.test.ts holds it); in French the code ends the line, in brackets.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CLAIM_CODES, INPUT_CODES, formatProblemIn, loadExercises, messageLang, parseExerciseText, problemText } from '../../src/exercise/index.js'
import { codeSentence } from '../../src/exercise/problem-words.js'
import { runCli } from '../cli/harness.js'

const folder = 'test/exercise/fixtures/bad'
/** English words that would betray an untranslated detail in a French line (outside the file's own words). */
const ENGLISH = /\b(the engine|the file says|is missing|is not|must be|write|cannot be played|questions, and)\b/

describe('problems in the teacher’s language', () => {
  it('every problem code has its sentence in French and in English, and they differ', () => {
    for (const code of [...INPUT_CODES, ...CLAIM_CODES]) {
      const fr = codeSentence(code, 'fr')
      const en = codeSentence(code, 'en')
      expect(fr.length, code).toBeGreaterThan(10)
      expect(en.length, code).toBeGreaterThan(10)
      expect(fr, code).not.toBe(en)
    }
  })

  it('says each bad fixture’s problems in French with the code last; the details in words where the checker gives them', async () => {
    const fallbacks = new Set<string>()
    let inWords = 0
    for (const name of readdirSync(folder).sort()) {
      const { problems } = await loadExercises([join(folder, name)])
      for (const problem of problems) {
        const line = formatProblemIn(problem, 'fr')
        expect(line.endsWith(` [${problem.code}]`), line).toBe(true)
        expect(line.startsWith(`${problem.file}:${problem.line}:${problem.column} `), line).toBe(true)
        if (problem.words) {
          inWords++
          expect(problemText(problem, 'fr'), line).not.toMatch(ENGLISH)
        } else {
          // The code's own sentence, then the checker's English, said to be English.
          expect(line, name).toContain(`${codeSentence(problem.code as never, 'fr')} (en anglais : `)
          fallbacks.add(problem.code)
        }
      }
    }
    expect(inWords).toBeGreaterThanOrEqual(17)
    // The problems whose details are still English only (noted in the closing note): the YAML
    // parser's own messages, the engine's position problems, notation and answer places.
    for (const code of fallbacks)
      expect([
        'YAML_SYNTAX',
        'STORES_DO_NOT_ADD_UP',
        'TOO_MANY_SEEDS',
        'NO_SEEDS',
        'BAD_NOTATION',
        'WRONG_TYPE',
        'UNKNOWN_KEY',
        'ANSWER_NOT_POSSIBLE',
        'CONFLICTING_FIELDS',
        'FIELD_NOT_FOR_TASK',
        'EXPECT_INCOMPLETE',
        'NO_LEGAL_MOVE',
        'ALIAS_BOMB',
        'NOT_A_MAPPING',
        'BAD_KEY',
        'UNPRINTABLE_CHARACTER',
        'NEEDS_TABLES',
        'QUESTION_WITHOUT_ROOM',
        'BAD_VALUE',
        'GAME_OVER',
        'ILLEGAL_MOVE',
        'NOT_UTF8',
        'FILE_TOO_LARGE',
      ]).toContain(code)
  })

  it('an engine that disagrees, in French: every claim, the engine’s answer and the file’s, nothing in English', () => {
    // A1 (C sown to G) with every claim wrong.
    const text = readFileSync('test/exercise/fixtures/good/a1-sowing.yaml', 'utf8')
      .replace('last: G', 'last: F')
      .replace('captured: 0', 'captured: 2')
      .replace('sown: [D, E, F, G]', 'sown: [D, E, F]')
      .replace('over: false', 'over: true')
      .replace('stores: { south: 0, north: 0 }', 'stores: { south: 2, north: 0 }')
    const { problems } = parseExerciseText(text, 'a1.yaml')
    const said = problems.map((problem) => [problem.code, problemText(problem, 'fr')])
    expect(said).toEqual([
      ['EXPECT_MISMATCH', 'expect.last : le moteur met la dernière graine en G, le fichier dit F'],
      ['EXPECT_MISMATCH', 'expect.captured : le moteur ne prend aucune graine, le fichier dit 2'],
      ['EXPECT_MISMATCH', 'expect.sown : le moteur sème dans D, E, F, G, le fichier dit D, E, F'],
      ['EXPECT_MISMATCH', 'expect.over : pour le moteur, la partie continue, le fichier dit true'],
      ['EXPECT_MISMATCH', 'expect.stores : le moteur laisse les réserves à Sud 0, Nord 0, le fichier dit Sud 2, Nord 0'],
    ])
    // The English is check's, word for word.
    expect(problems[0]!.message).toBe('expect.last: the engine puts the last seed in G, the file says F')
  })

  it('follows --lang, then LC_ALL, LC_MESSAGES and LANG when they start with fr', () => {
    expect(messageLang({}, 'fr')).toBe('fr')
    expect(messageLang({ LANG: 'fr_FR.UTF-8' }, 'en')).toBe('en')
    expect(messageLang({ LANG: 'fr_FR.UTF-8' })).toBe('fr')
    expect(messageLang({ LC_ALL: 'en_GB.UTF-8', LANG: 'fr_FR.UTF-8' })).toBe('en')
    expect(messageLang({ LC_MESSAGES: 'fr_CA.UTF-8' })).toBe('fr')
    expect(messageLang({ LANG: 'C.UTF-8' })).toBe('en')
    expect(messageLang({})).toBe('en')
  })
})

describe('awale-kit check in French', () => {
  const wrong = join(folder, readdirSync(folder).sort()[0]!)
  it('prints each problem in French with its code last, and the summary in French, under a French locale or --lang fr', async () => {
    for (const run of [runCli(['check', '--lang', 'fr', wrong]), runCli(['check', wrong], { env: { LANG: 'fr_FR.UTF-8' } })]) {
      const result = await run
      const lines = result.stdout.trim().split('\n')
      expect(lines.at(-1)).toMatch(/^1 exercice vérifié : 0 réussi, 1 en échec$/)
      for (const line of lines.slice(0, -1)) expect(line).toMatch(/ \[[A-Z_0-9]+\]$/)
      expect(result.code).toBeGreaterThan(0)
    }
    const english = await runCli(['check', wrong], { env: { LANG: 'en_GB.UTF-8' } })
    expect(english.stdout).toMatch(/^1 exercise checked: 0 passed, 1 failed$/m)
  })

  it('refuses another language with exit 2, before reading anything', async () => {
    const result = await runCli(['check', '--lang', 'de', wrong])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('--lang must be fr or en')
  })
})
