import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { templatePath } from './assets.js'
import type { Lang } from './typography.js'
import { frenchTypography, typeset } from './typography.js'
import { list } from '../words.js'

export const LANGS = ['fr', 'en'] as const

/**
 * Every word of the kit, from templates/strings/<lang>.yaml, typeset for its language on the way
 * out. A missing key is a bug of ours (both files are tested to hold the same keys), so it throws.
 */
export class KitStrings {
  constructor(
    readonly lang: Lang,
    private readonly tree: Record<string, unknown>,
    readonly file: string,
  ) {}

  /** The string at a dotted key, with {name} placeholders filled. */
  text(key: string, values: Record<string, string | number> = {}): string {
    return typeset(fill(this.form(key, values), values, key, this.file), this.lang)
  }

  /**
   * The string at a key for a file rather than a page (a generated exercise's question and
   * explanation): French spacing applied to the template, so the values stay as given, and hyphens
   * left as typed (the page makes them unbreakable when it prints the file).
   */
  sentence(key: string, values: Record<string, string | number> = {}): string {
    const template = this.form(key, values)
    return fill(this.lang === 'fr' ? frenchTypography(template) : template, values, key, this.file)
  }

  /** The template at a key; for { one, many }, the form for the number in {count} (French: 0 and 1 take the singular). */
  private form(key: string, values: Record<string, string | number>): string {
    let raw = this.lookup(key)
    if (raw !== null && typeof raw === 'object' && 'one' in raw && 'many' in raw && typeof values['count'] === 'number') {
      const count = values['count']
      raw = (this.lang === 'fr' ? count <= 1 : count === 1) ? raw.one : raw.many
    }
    if (typeof raw !== 'string') throw new Error(`${this.file}: ${key} is not a string`)
    return raw
  }

  /** A list of strings at a dotted key (paragraphs, bullet points). */
  list(key: string, values: Record<string, string | number> = {}): string[] {
    const raw = this.lookup(key)
    if (!Array.isArray(raw) || !raw.every((item) => typeof item === 'string')) throw new Error(`${this.file}: ${key} is not a list of strings`)
    return raw.map((item) => typeset(fill(item, values, key, this.file), this.lang))
  }

  /** "D, E, F et G" / "D, E, F and G". */
  joinList(items: readonly string[], last: 'words.and' | 'words.or' = 'words.and'): string {
    return list(items, this.lang, last === 'words.and' ? 'and' : 'or')
  }

  /** Typesets a text that does not come from the strings file (an exercise's question). */
  typeset(text: string): string {
    return typeset(text, this.lang)
  }

  /** The value at a key as written, before typesetting. */
  raw(key: string): unknown {
    return this.lookup(key)
  }

  private lookup(key: string): unknown {
    let node: unknown = this.tree
    for (const part of key.split('.')) {
      if (node === null || typeof node !== 'object' || !(part in node)) throw new Error(`${this.file}: missing string ${key}`)
      node = (node as Record<string, unknown>)[part]
    }
    return node
  }
}

function fill(template: string, values: Record<string, string | number>, key: string, file: string): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`${file}: ${key} uses {${name}}, which the kit does not provide`)
    return String(values[name])
  })
}

const cache = new Map<Lang, KitStrings>()

export function kitStrings(lang: Lang): KitStrings {
  let strings = cache.get(lang)
  if (!strings) {
    const file = templatePath('strings', `${lang}.yaml`)
    strings = new KitStrings(lang, parse(readFileSync(file, 'utf8')) as Record<string, unknown>, file)
    cache.set(lang, strings)
  }
  return strings
}
