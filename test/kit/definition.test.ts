import { describe, expect, it } from 'vitest'
import { formatKitProblem, loadKitDefinition, parseKitDefinition } from '../../src/kit/definition.js'

describe('kit definitions', () => {
  it('reads the shipped templates/kit.yaml', async () => {
    const loaded = await loadKitDefinition('templates/kit.yaml')
    expect(loaded.ok).toBe(true)
    if (!loaded.ok) return
    expect(loaded.value.sections).toEqual(['cover', 'board', 'setup', 'rules', 'worksheet', 'answers', 'annex'])
    expect(loaded.value.split.answers).toEqual(['answers'])
    expect(loaded.value.split.board).toEqual(['board'])
  })

  it('splits by default into worksheet / answers / board / annex', () => {
    const parsed = parseKitDefinition('sections: [cover, worksheet, answers, board]\n', 'k.yaml')
    expect(parsed.ok && parsed.value.split).toEqual({ worksheet: ['cover', 'worksheet'], answers: ['answers'], board: ['board'], annex: [] })
  })

  it('takes a bilingual title', () => {
    const parsed = parseKitDefinition('title: { fr: Mon kit, en: My kit }\nsections: [cover]\n', 'k.yaml')
    expect(parsed.ok && parsed.value.title).toEqual({ fr: 'Mon kit', en: 'My kit' })
  })

  it.each([
    ['sections: [cover, bored]\n', 'KIT_UNKNOWN_SECTION', 1, 19],
    ['sections: [cover]\ncolour: red\n', 'KIT_UNKNOWN_KEY', 2, 1],
    ['title: Mon kit\nsections: [cover]\n', 'KIT_BAD_VALUE', 1, 8],
    ['title: { fr: Mon kit }\nsections: [cover]\n', 'KIT_BAD_VALUE', 1, 8],
    ['sections: cover\n', 'KIT_BAD_VALUE', 1, 11],
    ['title: { fr: x, en: y }\n', 'KIT_MISSING', 1, 1],
    ['sections: [cover\n', 'KIT_SYNTAX', 2, 1],
    ['sections: [cover]\nsections: [board]\n', 'KIT_SYNTAX', 2, 1],
    ['- cover\n', 'KIT_BAD_VALUE', 1, 1],
    ['sections: []\n', 'KIT_BAD_VALUE', 1, 11],
    ['sections: [cover, rules, cover]\n', 'KIT_BAD_VALUE', 1, 26],
  ])('%j → %s at %i:%i', (text, code, line, column) => {
    const parsed = parseKitDefinition(text, 'k.yaml')
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    expect(parsed.error[0]).toMatchObject({ code, line, column })
    expect(formatKitProblem(parsed.error[0]!)).toMatch(new RegExp(`^k\\.yaml:${line}:${column} ${code} `))
  })

  it('reports a missing file as a problem, not an exception', async () => {
    const loaded = await loadKitDefinition('templates/no-such-kit.yaml')
    expect(!loaded.ok && loaded.error[0]!.code).toBe('KIT_UNREADABLE')
  })
})
