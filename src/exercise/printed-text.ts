/**
 * The texts an exercise prints (id, title, question, explanation, answer sentences, expected mistakes), checked for
 * what the page can hold: characters the kit's font has a glyph for, and an explanation of at most
 * MAX_EXPLAIN_LINES lines. Length in characters is the schema's (TEXT_LIMITS). Read from the YAML's
 * data before its shape is validated, so these problems come with the format's in one run.
 */
import { isScalar } from 'yaml'
import { findUnprintable, unprintableMessage } from '../input/printable.js'
import { MAX_EXPLAIN_LINES } from './schema.js'
import type { Path, Source } from './source.js'
import type { LocatedProblem } from './validate.js'
import { pathName } from './validate.js'

/** Every printed text of the exercise data with its path. */
function printedTexts(data: Record<string, unknown>): { path: Path; text: string }[] {
  const found: { path: Path; text: string }[] = []
  const add = (path: Path, value: unknown) => {
    if (typeof value === 'string') found.push({ path, text: value })
  }
  add(['id'], data.id)
  for (const field of ['title', 'question', 'explain'])
    for (const lang of ['fr', 'en']) {
      const texts = data[field]
      if (texts !== null && typeof texts === 'object') add([field, lang], (texts as Record<string, unknown>)[lang])
    }
  if (Array.isArray(data.answers))
    data.answers.forEach((place, index) => {
      const sentence = place !== null && typeof place === 'object' ? (place as Record<string, unknown>).sentence : undefined
      if (sentence !== null && typeof sentence === 'object') for (const lang of ['fr', 'en']) add(['answers', index, 'sentence', lang], (sentence as Record<string, unknown>)[lang])
    })
  if (Array.isArray(data.mistakes))
    data.mistakes.forEach((mistake, index) => {
      const sentence = mistake !== null && typeof mistake === 'object' ? (mistake as Record<string, unknown>).sentence : undefined
      if (sentence !== null && typeof sentence === 'object') for (const lang of ['fr', 'en']) add(['mistakes', index, 'sentence', lang], (sentence as Record<string, unknown>)[lang])
    })
  return found
}

/** Where a character of the text at `path` is written: found in the scalar's own source, else its start (an escape). */
export function characterAt(source: Source, path: Path, char: string): { line: number; column: number } {
  const node = source.node(path)
  if (isScalar(node) && node.range) {
    const offset = source.text.slice(node.range[0], node.range[1]).indexOf(char)
    if (offset >= 0) return source.at(node.range[0] + offset)
  }
  return source.valueAt(path)
}

export function printedTextProblems(data: Record<string, unknown>, source: Source): LocatedProblem[] {
  const problems: LocatedProblem[] = []
  for (const { path, text } of printedTexts(data)) {
    const unprintable = findUnprintable(text)
    if (unprintable) {
      const where = characterAt(source, path, String.fromCodePoint(unprintable.codePoint))
      problems.push({ ...where, code: 'UNPRINTABLE_CHARACTER', message: `${pathName(path)}: ${unprintableMessage(unprintable)}` })
    }
    if (path[0] === 'explain') {
      const lines = text.trim().split('\n').length
      if (lines > MAX_EXPLAIN_LINES)
        problems.push({
          ...source.valueAt(path),
          code: 'TEXT_TOO_LONG',
          message: `${pathName(path)} has ${lines} lines; an explanation holds at most ${MAX_EXPLAIN_LINES}, so that the exercise fits on one page of the answer key`,
        })
    }
  }
  return problems
}
