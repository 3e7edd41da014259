// A theme is one definition (src/themes/): every part of the kit that knows themes takes them from
// the registry, so a theme cannot be known to the format and missing from the generator, the
// studio or the manual.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { GAME_THEMES, REALISTIC_THEMES } from '../../src/generate/index.js'
import { THEMES as FORMAT_THEMES } from '../../src/exercise/index.js'
import { THEME_DEFINITIONS, THEMES, themeDefinition } from '../../src/themes/index.js'

describe('the theme registry', () => {
  it('is the exercise format’s list of themes, in teaching order', () => {
    expect(FORMAT_THEMES).toBe(THEMES)
    expect(THEMES).toEqual(THEME_DEFINITIONS.map((definition) => definition.id))
    expect(new Set(THEMES).size).toBe(THEMES.length)
  })

  it('gives every theme a code of its own, a title in both languages and a generator attempt', () => {
    const codes = THEME_DEFINITIONS.map((definition) => definition.code)
    expect(new Set(codes).size).toBe(codes.length)
    for (const definition of THEME_DEFINITIONS) {
      expect(definition.code, definition.id).toMatch(/^[a-z]+$/)
      expect(definition.title.fr.length, definition.id).toBeGreaterThan(0)
      expect(definition.title.en.length, definition.id).toBeGreaterThan(0)
      expect(typeof definition.generate, definition.id).toBe('function')
      expect(definition.twins.length, definition.id).toBeGreaterThan(0)
    }
  })

  it('asks only sowing for nothing more than a move', () => {
    expect(THEME_DEFINITIONS.filter((definition) => definition.rule === null).map((definition) => definition.id)).toEqual(['sowing'])
  })

  it('derives the generator’s lists from the definitions: every realistic theme comes from recorded games too', () => {
    expect(REALISTIC_THEMES).toEqual(THEMES.filter((theme) => themeDefinition(theme).realistic))
    for (const theme of REALISTIC_THEMES) expect(GAME_THEMES).toContain(theme)
  })

  it('is the list the manual gives for the `theme` field, and every theme has its row in "The theme must show"', () => {
    const manual = readFileSync('docs/exercises.md', 'utf8')
    const field = manual.split('\n').find((line) => line.startsWith('| `theme` |'))!
    for (const theme of THEMES) expect(field, theme).toContain(`\`${theme}\``)
    const shown = manual.split(/^## The theme must show/m)[1]!.split(/^## /m)[0]!
    for (const theme of THEMES) expect(shown, theme).toContain(`\`${theme}\``)
  })
})
