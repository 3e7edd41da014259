import { describe, expect, it } from 'vitest'
import { frenchTypography, typeset } from '../../src/pdf/typography.js'
import { KitStrings, kitStrings } from '../../src/pdf/strings.js'
import { parse } from 'yaml'
import { readFileSync } from 'node:fs'

const NNBSP = '\u202F'

describe('French typography', () => {
  it.each([
    ['Combien ?', `Combien${NNBSP}?`],
    ['Combien?', `Combien${NNBSP}?`],
    ['Attention : la prise', `Attention${NNBSP}: la prise`],
    ['Joue F ; compte', `Joue F${NNBSP}; compte`],
    ['Bravo !', `Bravo${NNBSP}!`],
    ['Vraiment ?!', `Vraiment${NNBSP}?!`],
    ['« Taille réelle »', `«${NNBSP}Taille réelle${NNBSP}»`],
    ['«Taille»', `«${NNBSP}Taille${NNBSP}»`],
    ['100 %', `100${NNBSP}%`],
    ['à 10:30', 'à 10:30'],
    ['https://example.org', 'https://example.org'],
    ['A → B', 'A → B'],
  ])('%j → %j', (input, output) => {
    expect(frenchTypography(input)).toBe(output)
  })

  it('keeps hyphenated words on one line, in both languages', () => {
    expect(typeset('Combien prends-tu ?', 'fr')).toBe(`Combien prends\u2011tu${NNBSP}?`)
    expect(typeset('twenty-four seeds, A-L', 'en')).toBe('twenty\u2011four seeds, A\u2011L')
    expect(typeset('4-4-4 and 10 - 2', 'en')).toBe('4-4-4 and 10 - 2')
  })

  it('never cuts an equality at its signs, in both languages', () => {
    expect(typeset('7 sur le plateau + 0 prise = 7.', 'fr')).toBe('7 sur le plateau\u00a0+\u00a00 prise\u00a0=\u00a07.')
    expect(typeset('2 + 3 = 5 seeds', 'en')).toBe('2\u00a0+\u00a03\u00a0=\u00a05 seeds')
    expect(typeset('avant = après + prises', 'fr')).toBe('avant\u00a0=\u00a0après\u00a0+\u00a0prises')
    // Not a sign alone between spaces, nor one against a word.
    expect(typeset('a + b', 'fr')).toBe('a\u00a0+\u00a0b')
    expect(typeset('+2 et 3+', 'fr')).toBe('+2 et 3+')
  })

  it("keeps the glossary's terms of two words on one line, with their article", () => {
    expect(typeset('Ne pas tout prendre (le grand chelem)', 'fr')).toBe('Ne pas tout prendre (le\u00a0grand\u00a0chelem)')
    expect(typeset('the Grand slam', 'en')).toBe('the\u00a0Grand\u00a0slam')
    expect(typeset('un grand chelem, a grand slam, Tout grand chelem', 'fr')).toBe('un\u00a0grand\u00a0chelem, a\u00a0grand\u00a0slam, Tout grand\u00a0chelem')
    expect(typeset('Semer : à retenir', 'fr')).toBe('Semer\u202f: à\u00a0retenir')
    expect(typeset(typeset('0 prise = 7.', 'fr'), 'fr')).toBe(typeset('0 prise = 7.', 'fr'))
  })

  it('is idempotent and leaves English alone', () => {
    const once = frenchTypography('« Oui » : non ? 100 %')
    expect(frenchTypography(once)).toBe(once)
    expect(typeset('How many? "Actual size"', 'en')).toBe('How many? "Actual size"')
    expect(typeset(typeset('« Oui » : prends-tu ?', 'fr'), 'fr')).toBe(typeset('« Oui » : prends-tu ?', 'fr'))
  })
})

describe('the kit strings', () => {
  const keys = (tree: unknown, prefix = ''): string[] =>
    tree && typeof tree === 'object' && !Array.isArray(tree) ? Object.entries(tree).flatMap(([key, value]) => keys(value, prefix ? `${prefix}.${key}` : key)) : [prefix]

  it('French and English hold the same keys, none empty', () => {
    const fr = parse(readFileSync('templates/strings/fr.yaml', 'utf8'))
    const en = parse(readFileSync('templates/strings/en.yaml', 'utf8'))
    expect(keys(fr).sort()).toEqual(keys(en).sort())
    for (const key of keys(fr)) expect(kitStrings('fr').raw(key)).toBeTruthy()
  })

  it('every French string comes out typeset, placeholders filled', () => {
    const fr = kitStrings('fr')
    expect(fr.text('board.notes.calibration.text')).toContain(`«${NNBSP}Taille réelle${NNBSP}»`)
    expect(fr.text('kit.footer', { title: 'T', page: 2, pages: 9 })).toBe('T · page 2 sur 9')
    expect(() => fr.text('kit.footer', { title: 'T' })).toThrow(/\{page\}/)
    expect([0, 1, 2].map((count) => fr.text('cover.exercises', { count }))).toEqual(['0 exercice', '1 exercice', '2 exercices'])
    expect([0, 1, 2].map((count) => kitStrings('en').text('cover.exercises', { count }))).toEqual(['0 exercises', '1 exercise', '2 exercises'])
    expect(() => new KitStrings('fr', {}, 'x.yaml').text('nope')).toThrow(/missing string nope/)
  })
})
