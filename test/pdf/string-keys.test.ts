// Every string key the code asks for is in both strings files, so a missing or misspelt key fails
// here rather than when a teacher builds the one page that needs it. The code's keys are read from
// its calls (`text('…')`, `raw('…')`, `list('…')`, the generator's `phrase('…')`); a key built at run
// time (`answers.short.${key}`) must at least start with a group that both files hold, and the
// generator's are built from names the test knows (every theme, every answer place a twin asks).
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { MOVE_ASKS } from '../../src/generate/draw.js'
import { THEMES } from '../../src/themes/index.js'

const files = (dir: string): string[] => readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : name.endsWith('.ts') ? [join(dir, name)] : []))
// The studio's own texts (src/studio/ui/strings.ts) are a table of their own, checked by its tests.
const sources = files('src').filter((file) => !file.startsWith(join('src', 'studio', 'ui')))
const calls = sources.flatMap((file) => {
  const text = readFileSync(file, 'utf8')
  return [...text.matchAll(/\b(?:text|raw|list|joinList|phrase)\((['`])([a-zA-Z][\w.${}[\]-]*)\1/g)].map((match) => ({ file, key: match[2]!, literal: match[1] === "'" || !match[2]!.includes('${') }))
})

const trees = Object.fromEntries(['fr', 'en'].map((lang) => [lang, parse(readFileSync(`templates/strings/${lang}.yaml`, 'utf8')) as Record<string, unknown>]))
const at = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node !== null && typeof node === 'object' && part in node ? (node as Record<string, unknown>)[part] : undefined), tree)

/** Every key of a strings file: each group and each leaf, as dotted paths. */
function keysOf(node: unknown, prefix = ''): string[] {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return [prefix]
  return [...(prefix ? [prefix] : []), ...Object.entries(node).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key))]
}

describe('the strings the code asks for', () => {
  it('finds the calls (this test reads the code it checks)', () => expect(calls.length).toBeGreaterThan(150))

  it.each(['fr', 'en'])('every key written out in the code is in %s.yaml', (lang) => {
    const missing = calls.filter((call) => call.literal && at(trees[lang], call.key) === undefined).map((call) => `${call.file}: ${call.key}`)
    expect(missing).toEqual([])
  })

  it.each(['fr', 'en'])('every key built at run time starts with a group of %s.yaml', (lang) => {
    const missing = calls
      .filter((call) => !call.literal)
      .map((call) => ({ ...call, group: call.key.slice(0, call.key.indexOf('${')).replace(/\.$/, '') }))
      .filter((call) => call.group !== '' && at(trees[lang], call.group) === undefined)
      .map((call) => `${call.file}: ${call.key}`)
    expect(missing).toEqual([])
  })

  /** The generator's keys built from a name, and every name each is built from. */
  const BUILT_FROM: Record<string, readonly string[]> = {
    'generate.themes.${theme}.title': THEMES,
    'generate.ask.${answer}': MOVE_ASKS,
  }

  it('knows every key the generator builds at run time', () => {
    const built = calls.filter((call) => !call.literal && call.key.startsWith('generate.')).map((call) => call.key)
    expect(built.length).toBeGreaterThan(0)
    expect([...new Set(built)].sort()).toEqual(Object.keys(BUILT_FROM).sort())
  })

  it.each(['fr', 'en'])('every key the generator builds from a theme or an answer place is in %s.yaml', (lang) => {
    const missing = Object.entries(BUILT_FROM).flatMap(([pattern, names]) => names.map((name) => pattern.replace(/\$\{\w+\}/, name)).filter((key) => typeof at(trees[lang], key) !== 'string'))
    expect(missing).toEqual([])
  })

  it('the two languages have the same keys', () => {
    expect(keysOf(trees.en).sort()).toEqual(keysOf(trees.fr).sort())
  })
})
