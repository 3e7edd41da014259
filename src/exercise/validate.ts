/**
 * Turns zod's findings on an exercise into problems a teacher can act on: one code, one place in
 * the file, one sentence that says what to write instead.
 */
import type { z } from 'zod'
import { HOLES, parsePosition } from '../engine/index.js'
import type { ProblemCode } from './problems.js'
import { closest, didYouMean } from './problems.js'
import { expectSchema, exerciseSchema, mistakeAnswerSchema, variantSchema } from './schema.js'
import { ANSWER_NAMES } from './answers.js'
import type { Location, Path, Source } from './source.js'

export interface LocatedProblem extends Location {
  code: ProblemCode
  message: string
}

type Issue = z.core.$ZodIssue

/** `expect.capturedHoles[1]`: how a problem names the field at fault. */
export function pathName(path: Path): string {
  let name = ''
  for (const part of path) name += typeof part === 'number' ? `[${part}]` : name === '' ? part : `.${part}`
  return name === '' ? 'the exercise' : name
}

const valueAt = (data: unknown, path: Path): unknown => {
  let value = data
  for (const part of path) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<string | number, unknown>)[part]
  }
  return value
}

const describeValue = (value: unknown): string => {
  if (value === null) return 'an empty value'
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'object') return 'a map of fields'
  if (typeof value === 'string') return `the text ${JSON.stringify(value)}`
  if (typeof value === 'boolean') return `${value} (yes/no)`
  return String(value)
}

const last = (path: Path) => path[path.length - 1]
const parentName = (path: Path) => path[path.length - 2]

const BILINGUAL_FIELDS = ['title', 'question', 'explain']
/** `mistakes[0].sentence`: an expected mistake's words, French and English like the exercise's texts. */
const isMistakeSentence = (path: Path) => path.length === 3 && path[0] === 'mistakes' && path[2] === 'sentence'
const isMistakeAnswer = (path: Path) => path.length === 3 && path[0] === 'mistakes' && path[2] === 'answer'
const isBilingualField = (path: Path) => (path.length === 1 && BILINGUAL_FIELDS.includes(String(path[0]))) || isMistakeSentence(path)
const isBilingualText = (path: Path) => isBilingualField(path.slice(0, -1)) && (last(path) === 'fr' || last(path) === 'en')
const isBoard = (path: Path) =>
  (path.length === 1 && path[0] === 'position') || (path.length === 2 && path[0] === 'expect' && path[1] === 'board') || (path.length === 4 && isMistakeAnswer(path.slice(0, 3)) && path[3] === 'board')

/** Field names allowed in the map at `path`, for "did you mean". */
function allowedKeys(path: Path): readonly string[] {
  const name = last(path)
  if (path.length === 0) return Object.keys(exerciseSchema.shape)
  if (path.length === 1 && name === 'expect') return Object.keys(expectSchema.shape)
  if (path.length === 1 && name === 'variant') return Object.keys(variantSchema.shape)
  if (isBilingualField(path)) return ['fr', 'en']
  if (path.length === 2 && path[0] === 'mistakes') return ['answer', 'sentence']
  if (isMistakeAnswer(path)) return Object.keys(mistakeAnswerSchema.shape)
  if (name === 'stores' || name === 'score') return ['south', 'north']
  if (name === 'criterion') return ['plies']
  if (isBoard(path)) return HOLES
  return []
}

/** What a field holds, in words, for "must be …" messages. */
function expectedShape(path: Path, issue: Issue): string {
  const name = String(last(path))
  if (isBoard(path)) return 'a map of holes to seeds, like { F: 3, G: 1 }' + (path[0] === 'position' ? ', or a notation string like 0-0-0-0-0-3-1-2-1-1-0-1-0-0-S' : '')
  if (isBilingualField(path)) return 'a French and an English text: { fr: "…", en: "…" }'
  if (isMistakeAnswer(path)) return 'a map of answer places to the wrong answer, like { last: J }'
  if (path.length === 1 && name === 'mistakes') return 'a list of expected wrong answers, like [{ answer: { last: J }, sentence: { fr: "…", en: "…" } }]'
  if (isBilingualText(path)) return 'a text'
  if (name === 'play') return 'a hole letter (A–L) or a list of them, like [F, G]'
  if (path.length === 2 && path[0] === 'mistakes') return 'an expected wrong answer: { answer: { last: J }, sentence: { fr: "…", en: "…" } }'
  if (['capturedHoles', 'sown', 'legal'].includes(name)) return 'a list of hole letters, like [I, H, G]'
  if (name === 'stores' || name === 'score') return 'the two stores: { south: 0, north: 0 }'
  if (name === 'criterion') return 'capture, end, or { plies: N }'
  if (name === 'expect') return 'a map of claims, like { last: I, captured: 7 }'
  if (name === 'variant') return 'a map of rules, like { grandSlam: capture-all }'
  if (['grandSlam', 'over'].includes(name) && path[0] === 'expect') return 'true or false'
  if (name === 'id') return 'a short name like A2 (put it in quotes if it is only digits: "12")'
  if (issue.code === 'invalid_type') {
    switch (issue.expected) {
      case 'int':
      case 'number':
        return 'a whole number'
      case 'string':
        return 'a text'
      case 'boolean':
        return 'true or false'
      case 'array':
        return 'a list'
      case 'object':
      case 'record':
        return 'a map of fields'
    }
  }
  return 'something else'
}

const isCountField = (path: Path): boolean => {
  const parent = parentName(path)
  return isBoard(path.slice(0, -1)) || parent === 'stores' || parent === 'score' || last(path) === 'captured'
}

/** Translates zod's issues into located problems. `base` is the path of a union member being explained. */
export function explainIssues(issues: readonly Issue[], data: unknown, source: Source, base: Path = []): LocatedProblem[] {
  const problems: LocatedProblem[] = []
  for (const issue of issues) {
    const path: Path = [...base, ...(issue.path as (string | number)[])]
    const value = valueAt(data, path)
    const name = pathName(path)
    const at = source.valueAt(path)
    switch (issue.code) {
      case 'unrecognized_keys': {
        for (const key of issue.keys) {
          const keyPath = [...path, key]
          const where = source.keyAt(keyPath)
          if (isBoard(path)) {
            const upper = key.toUpperCase()
            const hint = (HOLES as readonly string[]).includes(upper) ? ` (write ${upper}: hole letters are capitals)` : ''
            problems.push({ ...where, code: 'UNKNOWN_HOLE', message: `${pathName(keyPath)}: "${key}" is not a hole; the holes are A–F (South) and G–L (North)${hint}` })
          } else {
            const allowed = allowedKeys(path)
            problems.push({
              ...where,
              code: 'UNKNOWN_KEY',
              message: `${pathName(keyPath)}: unknown field "${key}"${didYouMean(key, allowed)}; ${path.length === 0 ? 'an exercise has' : `${name} has`} ${allowed.join(', ')}`,
            })
          }
        }
        break
      }
      case 'invalid_type': {
        if (value === undefined) {
          if (isBilingualText(path))
            problems.push({
              ...at,
              code: 'MISSING_LANGUAGE',
              message: `${pathName(path.slice(0, -1))}: the ${last(path) === 'fr' ? 'French (fr)' : 'English (en)'} text is missing; write both fr and en`,
            })
          else problems.push({ ...at, code: 'MISSING_FIELD', message: `${name} is missing: write ${expectedShape(path, issue)}` })
        } else if (issue.expected === 'int' && typeof value === 'number') {
          problems.push({ ...at, code: 'NOT_AN_INTEGER', message: `${name}: ${value} is not a whole number${isCountField(path) ? ' of seeds' : ''}` })
        } else {
          problems.push({ ...at, code: 'WRONG_TYPE', message: `${name} must be ${expectedShape(path, issue)}, not ${describeValue(value)}` })
        }
        break
      }
      case 'invalid_value': {
        const allowed = issue.values.map(String)
        if (value === undefined) {
          problems.push({ ...at, code: 'MISSING_FIELD', message: `${name} is missing: write one of ${allowed.join(', ')}` })
        } else if (allowed.length === HOLES.length && allowed.every((v, i) => v === HOLES[i])) {
          // Only text can be a lowercase letter: a list such as [g] must not read as the hole G.
          const upper = typeof value === 'string' ? value.toUpperCase() : ''
          const hint = (HOLES as readonly string[]).includes(upper) ? ` (write ${upper}: hole letters are capitals)` : ''
          problems.push({ ...at, code: 'UNKNOWN_HOLE', message: `${name}: ${describeValue(value)} is not a hole; the holes are A–F (South) and G–L (North)${hint}` })
        } else {
          const near = typeof value === 'string' ? closest(value, allowed) : undefined
          // `level: "1"`: the right value, written as text.
          const quoted = typeof value === 'string' && issue.values.some((v) => typeof v === 'number' && String(v) === value.trim())
          const hint = quoted ? ' (write it without quotes)' : near ? ` (did you mean ${near}?)` : ''
          problems.push({ ...at, code: 'BAD_VALUE', message: `${name}: ${describeValue(value)} is not allowed${hint}; use ${allowed.join(', ')}` })
        }
        break
      }
      case 'too_small': {
        if (issue.origin === 'number' || issue.origin === 'int') {
          if (isCountField(path)) problems.push({ ...at, code: 'NEGATIVE_COUNT', message: `${name}: ${describeValue(value)} seeds? A count cannot be negative` })
          else problems.push({ ...at, code: 'BAD_VALUE', message: `${name}: ${describeValue(value)} is too small; the smallest allowed is ${issue.minimum}` })
        } else if (issue.origin === 'string') {
          problems.push({ ...at, code: 'EMPTY_TEXT', message: `${name} is empty: write the text` })
        } else {
          problems.push({ ...at, code: 'BAD_VALUE', message: `${name} is an empty list: ${path[0] === 'answers' ? 'give at least one place to answer' : 'name at least one hole'}` })
        }
        break
      }
      case 'too_big': {
        if (issue.origin === 'number' || issue.origin === 'int') {
          if (last(path) === 'plies') problems.push({ ...at, code: 'PLIES_TOO_DEEP', message: `${name}: the checker looks at most ${issue.maximum} moves ahead, not ${describeValue(value)}` })
          else if (isCountField(path)) problems.push({ ...at, code: 'TOO_MANY_SEEDS', message: `${name}: ${describeValue(value)} seeds is more than the whole game holds (${issue.maximum} at most)` })
          else problems.push({ ...at, code: 'BAD_VALUE', message: `${name}: ${describeValue(value)} is too large; the largest allowed is ${issue.maximum}` })
        } else if (issue.origin === 'array') {
          if (path.length === 1 && path[0] === 'play')
            problems.push({
              ...at,
              code: 'TOO_MANY_MOVES',
              message: `play lists ${Array.isArray(value) ? value.length : 'too many'} moves; an exercise plays at most ${issue.maximum} (the answer key lists every move)`,
            })
          else problems.push({ ...at, code: 'BAD_VALUE', message: `${name} has too many items (${issue.maximum} at most)` })
        } else {
          const length = typeof value === 'string' ? value.trim().length : undefined
          problems.push({ ...at, code: 'TEXT_TOO_LONG', message: `${name} holds ${length ?? 'too many'} characters; ${issue.maximum} at most, so that it fits its place on the printed page` })
        }
        break
      }
      case 'invalid_union': {
        problems.push(...explainUnion(issue, path, value, data, source))
        break
      }
      case 'invalid_format': {
        problems.push(...explainNotation(path, value, source))
        break
      }
      default:
        problems.push({ ...at, code: 'BAD_VALUE', message: `${name}: ${issue.message}` })
    }
  }
  return problems
}

/** A union (position, play, criterion): explain the member whose shape the author chose. */
function explainUnion(issue: Extract<Issue, { code: 'invalid_union' }>, path: Path, value: unknown, data: unknown, source: Source): LocatedProblem[] {
  if (path.length === 2 && path[0] === 'answers') return explainAnswerPlace(issue, path, value, data, source)
  if (path.length === 1 && path[0] === 'position' && typeof value === 'string') return explainNotation(path, value, source)
  const chosen = issue.errors.find((branch) => !branch.some((inner) => inner.path.length === 0 && isShapeMismatch(inner, value)))
  if (chosen) return explainIssues(chosen, data, source, path)
  const at = source.valueAt(path)
  if (value === undefined) return [{ ...at, code: 'MISSING_FIELD', message: `${pathName(path)} is missing: write ${expectedShape(path, issue)}` }]
  return [{ ...at, code: 'WRONG_TYPE', message: `${pathName(path)} must be ${expectedShape(path, issue)}, not ${describeValue(value)}` }]
}

const ANSWER_OBJECTS = ['seedsBefore', 'seedsAfter', 'sentence'] as const

/** One item of `answers`: a place name, or a one-field map whose field names the kind of place. */
function explainAnswerPlace(issue: Extract<Issue, { code: 'invalid_union' }>, path: Path, value: unknown, data: unknown, source: Source): LocatedProblem[] {
  const at = source.valueAt(path)
  const shape = `a place name (${ANSWER_NAMES.join(', ')}), or { seedsBefore: C }, { seedsAfter: C }, { sentence: { fr: "…", en: "…" } }`
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const keys = Object.keys(value)
    const known = keys.find((key) => (ANSWER_OBJECTS as readonly string[]).includes(key))
    if (keys.length === 1 && known) {
      const branch = issue.errors[1 + ANSWER_OBJECTS.indexOf(known as (typeof ANSWER_OBJECTS)[number])]
      if (branch) return explainIssues(branch, data, source, path)
    }
    const unknown = keys.find((key) => !(ANSWER_OBJECTS as readonly string[]).includes(key))
    if (unknown !== undefined)
      return [
        { ...source.keyAt([...path, unknown]), code: 'UNKNOWN_KEY', message: `${pathName([...path, unknown])}: unknown field "${unknown}"${didYouMean(unknown, ANSWER_OBJECTS)}; a place is ${shape}` },
      ]
    return [{ ...at, code: 'WRONG_TYPE', message: `${pathName(path)}: one field only; a place is ${shape}` }]
  }
  if (typeof value === 'string') return explainIssues(issue.errors[0] ?? [], data, source, path)
  return [{ ...at, code: 'WRONG_TYPE', message: `${pathName(path)} must be ${shape}, not ${describeValue(value)}` }]
}

const isShapeMismatch = (issue: Issue, value: unknown): boolean => issue.code === 'invalid_type' || (issue.code === 'invalid_value' && !issue.values.some((allowed) => typeof allowed === typeof value))

/** A notation string: the engine's parser says which field is wrong; point at that column. */
export function explainNotation(path: Path, value: unknown, source: Source): LocatedProblem[] {
  const parsed = parsePosition(String(value))
  const start = source.textStart(path)
  const at = source.valueAt(path)
  if (parsed.ok) return [{ ...at, code: 'BAD_NOTATION', message: `${pathName(path)}: write 12 hole counts, two stores and S or N, separated by "-"` }]
  return parsed.error.map((error) => ({
    ...(start ? source.at(start.offset + error.column - 1) : at),
    code: 'BAD_NOTATION' as const,
    message: `${pathName(path)}: ${error.message}`,
  }))
}
