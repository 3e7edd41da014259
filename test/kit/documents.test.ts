// A choice becomes documents in one place (src/kit/documents.ts): the files' names say what they
// hold, so that no build silently replaces another's; the command shown is the one that makes the
// same file; a selection prints only its sheets and key.
import { cpSync, mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { KitChoice } from '../../src/kit/documents.js'
import { kitCommand, kitFileName, kitParts, kitSections, outputPaths, printsExercises, selects } from '../../src/kit/documents.js'
import { parseKitDefinition } from '../../src/kit/definition.js'
import { loadLessons } from '../../src/lessons/lessons.js'
import { runCli } from '../cli/harness.js'

const kit: KitChoice = { lang: 'fr', paper: 'a4', selection: {}, versions: 1, sections: null, exercises: null, kit: null, split: false }
const lesson3: KitChoice = { ...kit, selection: { lesson: 3, level: 1 } }

describe('file names say what the file holds', () => {
  it.each([
    ['the kit', kit, 'awale-kit-fr-a4.pdf'],
    ['the kit in English on Letter', { ...kit, lang: 'en', paper: 'letter' }, 'awale-kit-en-letter.pdf'],
    ['another kit definition', { ...kit, kit: 'templates/class-kit.yaml' }, 'awale-class-kit-fr-a4.pdf'],
    ['the kit from a folder', { ...kit, exercises: ['my-class/'] }, 'awale-kit-my-class-fr-a4.pdf'],
    ['a lesson at a level', lesson3, 'awale-lesson3-level1-fr-a4.pdf'],
    ['a lesson from a folder', { ...lesson3, exercises: ['examples/my-class/'] }, 'awale-lesson3-level1-my-class-fr-a4.pdf'],
    ['a lesson from two folders', { ...lesson3, exercises: ['exercises', 'examples/my-class/'] }, 'awale-lesson3-level1-exercises-my-class-fr-a4.pdf'],
    ['a lesson in versions', { ...lesson3, versions: 3 }, 'awale-lesson3-level1-versions3-fr-a4.pdf'],
    ['a lesson from a folder, in versions', { ...lesson3, versions: 2, exercises: ['choix/'] }, 'awale-lesson3-level1-choix-versions2-fr-a4.pdf'],
    ['a lesson under another kit definition', { ...lesson3, kit: 'mine.yaml' }, 'awale-lesson3-level1-mine-fr-a4.pdf'],
    ['a theme at a level', { ...kit, selection: { theme: 'chain', level: 2 } }, 'awale-chain-level2-fr-a4.pdf'],
    ['a section', { ...kit, sections: ['guide'] }, 'awale-guide-fr-a4.pdf'],
    ['a section that prints no exercise, from a folder', { ...kit, sections: ['guide'], exercises: ['my-class/'], versions: 2 }, 'awale-guide-fr-a4.pdf'],
    ['sections that print exercises, from a folder', { ...kit, sections: ['worksheet', 'answers'], exercises: ['my-class/'] }, 'awale-worksheet-answers-my-class-fr-a4.pdf'],
  ] as [string, KitChoice, string][])('%s: %s', (_, choice, name) => expect(kitFileName(choice)).toBe(name))

  it('a lesson built from another folder does not replace the bank’s lesson PDF', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'awale-kit-names-'))
    cpSync('examples', join(cwd, 'examples'), { recursive: true })
    for (const argv of [
      ['build', '--lesson', '3', '--level', '1'],
      ['build', '--lesson', '3', '--level', '1', '--exercises', 'examples/my-class/'],
    ]) {
      const result = await runCli(argv, { cwd })
      expect(result.code, result.stderr).toBe(0)
    }
    expect(readdirSync(join(cwd, 'out')).sort()).toEqual(['awale-lesson3-level1-fr-a4.pdf', 'awale-lesson3-level1-my-class-fr-a4.pdf'])
  })
})

describe('the command that makes the same file', () => {
  it('names every choice, in the order the studio shows it', () => {
    expect(kitCommand(lesson3)).toBe('awale-kit build --lesson 3 --level 1 --lang fr --paper a4')
    expect(kitCommand({ ...kit, selection: { lesson: 4, theme: 'chain' }, versions: 2, exercises: ['choix/'], lang: 'en', paper: 'letter' })).toBe(
      'awale-kit build --lesson 4 --theme chain --versions 2 --exercises choix/ --lang en --paper letter',
    )
    expect(kitCommand({ ...kit, sections: ['guide', 'bookmarks'], kit: 'mine.yaml', split: true })).toBe(
      'awale-kit build --section guide --section bookmarks --kit mine.yaml --lang fr --paper a4 --split',
    )
  })
})

describe('sections and parts', () => {
  const definition = parseKitDefinition(
    'sections: [cover, board, rules, worksheet, answers, annex, guide]\nsplit:\n  worksheet: [cover, rules, worksheet]\n  answers: [answers]\n  board: [board]\n  annex: [annex]\n',
    'kit.yaml',
  )
  if (!definition.ok) throw new Error('kit definition')
  const kitDefinition = definition.value

  it('the kit prints its definition’s sections; a selection its sheets and key; --section what it names', () => {
    expect(kitSections(kit, kitDefinition)).toEqual(kitDefinition.sections)
    expect(kitSections(lesson3, kitDefinition)).toEqual(['worksheet', 'answers', 'annex'])
    expect(kitSections({ ...kit, sections: ['guide', 'board'] }, kitDefinition)).toEqual(['guide', 'board'])
  })

  it('--split: the definition’s parts; a selection’s sheets and key apart; chosen sections in their parts, the others with the worksheet', () => {
    expect(kitParts(kit, kitDefinition)).toEqual(kitDefinition.split)
    expect(kitParts(lesson3, kitDefinition)).toEqual({ worksheet: ['worksheet'], answers: ['answers'], board: [], annex: ['annex'] })
    expect(kitParts({ ...kit, sections: ['answers', 'guide'] }, kitDefinition)).toEqual({ worksheet: ['guide'], answers: ['answers'], board: [], annex: [] })
    expect(outputPaths('/tmp/kit.pdf', { ...kit, split: true })).toEqual(['/tmp/kit-worksheet.pdf', '/tmp/kit-answers.pdf', '/tmp/kit-board.pdf', '/tmp/kit-annex.pdf'])
    expect(outputPaths('/tmp/kit.pdf', kit)).toEqual(['/tmp/kit.pdf'])
  })

  it('sections that print no exercise check none', () => {
    expect(printsExercises({ ...kit, sections: ['guide', 'board', 'rules'] })).toBe(false)
    expect(printsExercises({ ...kit, sections: ['guide', 'cover'] })).toBe(true)
    expect(printsExercises(kit)).toBe(true)
  })
})

describe('which exercises a selection can print', () => {
  it('a lesson: its themes at its levels; a theme and a level: those alone', async () => {
    const lessons = await loadLessons('templates/lessons.yaml')
    if (!lessons.ok) throw new Error('lessons')
    const all = lessons.value
    const four = all[3]!
    const theme = four.themes[0]!.theme
    expect(selects(all, { lesson: 4 }, { theme, level: 1 })).toBe(true)
    expect(selects(all, { lesson: 4 }, { theme: 'feeding', level: 1 })).toBe(false)
    expect(selects(all, { lesson: 4, level: 2 }, { theme, level: 1 })).toBe(false)
    expect(selects(all, { theme: 'feeding' }, { theme: 'feeding', level: 3 })).toBe(true)
    expect(selects(all, { theme: 'feeding', level: 2 }, { theme: 'feeding', level: 3 })).toBe(false)
    expect(selects(all, {}, { theme: 'anything', level: 9 })).toBe(true)
  })
})
