/**
 * Turns zod's findings on an exercise into problems a teacher can act on: one code, one place in
 * the file, one sentence that says what to write instead.
 */
import type { ProblemValue, ProblemWords } from './problem-words.js'
import { say, valueText } from './problem-words.js'
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
  /** The details as words, for the teacher's language (problem-words.ts). */
  words?: ProblemWords
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

/** Words of both languages (a problem's detail, problem-words.ts). */
const bi = (en: string, fr: string): { en: string; fr: string } => ({ en, fr })

const describeValue = (value: unknown): ProblemValue => {
  if (value === null) return bi('an empty value', 'une valeur vide')
  if (Array.isArray(value)) return bi('a list', 'une liste')
  if (typeof value === 'object') return bi('a map of fields', 'un groupe de champs')
  if (typeof value === 'string') return bi(`the text ${JSON.stringify(value)}`, `le texte ${JSON.stringify(value)}`)
  if (typeof value === 'boolean') return bi(`${value} (yes/no)`, `${value} (oui/non)`)
  return String(value)
}

/** "(write G: hole letters are capitals)" when a hole was written in small letters. */
const capitalHint = (upper: string): ProblemValue =>
  (HOLES as readonly string[]).includes(upper) ? bi(` (write ${upper}: hole letters are capitals)`, ` (écrivez ${upper} : les lettres des trous sont des majuscules)`) : ''

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
function expectedShape(path: Path, issue: Issue): ProblemValue {
  const name = String(last(path))
  if (isBoard(path))
    return path[0] === 'position'
      ? bi(
          'a map of holes to seeds, like { F: 3, G: 1 }, or a notation string like 0-0-0-0-0-3-1-2-1-1-0-1-0-0-S',
          'des trous et leurs graines, comme { F: 3, G: 1 }, ou une position en notation comme 0-0-0-0-0-3-1-2-1-1-0-1-0-0-S',
        )
      : bi('a map of holes to seeds, like { F: 3, G: 1 }', 'des trous et leurs graines, comme { F: 3, G: 1 }')
  if (isBilingualField(path)) return bi('a French and an English text: { fr: "…", en: "…" }', 'un texte en français et un en anglais : { fr: "…", en: "…" }')
  if (isMistakeAnswer(path)) return bi('a map of answer places to the wrong answer, like { last: J }', 'des places de réponse et la réponse fausse, comme { last: J }')
  if (path.length === 1 && name === 'mistakes')
    return bi(
      'a list of expected wrong answers, like [{ answer: { last: J }, sentence: { fr: "…", en: "…" } }]',
      'une liste de réponses fausses attendues, comme [{ answer: { last: J }, sentence: { fr: "…", en: "…" } }]',
    )
  if (isBilingualText(path)) return bi('a text', 'un texte')
  if (name === 'play') return bi('a hole letter (A–L) or a list of them, like [F, G]', 'une lettre de trou (A à L) ou une liste de lettres, comme [F, G]')
  if (path.length === 2 && path[0] === 'mistakes')
    return bi('an expected wrong answer: { answer: { last: J }, sentence: { fr: "…", en: "…" } }', 'une réponse fausse attendue : { answer: { last: J }, sentence: { fr: "…", en: "…" } }')
  if (['capturedHoles', 'sown', 'legal'].includes(name)) return bi('a list of hole letters, like [I, H, G]', 'une liste de lettres de trous, comme [I, H, G]')
  if (name === 'stores' || name === 'score') return bi('the two stores: { south: 0, north: 0 }', 'les deux réserves : { south: 0, north: 0 }')
  if (name === 'criterion') return bi('capture, end, or { plies: N }', 'capture, end ou { plies: N }')
  if (name === 'expect') return bi('a map of claims, like { last: I, captured: 7 }', 'des réponses, comme { last: I, captured: 7 }')
  if (name === 'variant') return bi('a map of rules, like { grandSlam: capture-all }', 'des règles, comme { grandSlam: capture-all }')
  if (['grandSlam', 'over'].includes(name) && path[0] === 'expect') return bi('true or false', 'true ou false')
  if (name === 'id') return bi('a short name like A2 (put it in quotes if it is only digits: "12")', 'un nom court comme A2 (entre guillemets s’il n’a que des chiffres : "12")')
  if (issue.code === 'invalid_type') {
    switch (issue.expected) {
      case 'int':
      case 'number':
        return bi('a whole number', 'un nombre entier')
      case 'string':
        return bi('a text', 'un texte')
      case 'boolean':
        return bi('true or false', 'true ou false')
      case 'array':
        return bi('a list', 'une liste')
      case 'object':
      case 'record':
        return bi('a map of fields', 'un groupe de champs')
    }
  }
  return bi('something else', 'autre chose')
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
            problems.push({ ...where, code: 'UNKNOWN_HOLE', ...say('UNKNOWN_HOLE.key', { name: pathName(keyPath), key, hint: capitalHint(key.toUpperCase()) }) })
          } else {
            const allowed = allowedKeys(path)
            const near = closest(key, allowed)
            problems.push({
              ...where,
              code: 'UNKNOWN_KEY',
              ...say('UNKNOWN_KEY.key', {
                name: pathName(keyPath),
                key,
                hint: near === undefined ? '' : bi(didYouMean(key, allowed), ` (vouliez-vous dire ${near} ?)`),
                owner: path.length === 0 ? bi('an exercise has', 'les champs d’un exercice sont') : bi(`${name} has`, `les champs de ${name} sont`),
                allowed: allowed.join(', '),
              }),
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
              ...say('MISSING_LANGUAGE.text', { field: pathName(path.slice(0, -1)), language: last(path) === 'fr' ? bi('French (fr)', 'français (fr)') : bi('English (en)', 'anglais (en)') }),
            })
          else problems.push({ ...at, code: 'MISSING_FIELD', ...say('MISSING_FIELD.shape', { name, shape: expectedShape(path, issue) }) })
        } else if (issue.expected === 'int' && typeof value === 'number') {
          problems.push({ ...at, code: 'NOT_AN_INTEGER', ...say('NOT_AN_INTEGER.value', { name, value, seeds: isCountField(path) ? bi(' of seeds', ' de graines') : '' }) })
        } else {
          problems.push({ ...at, code: 'WRONG_TYPE', ...say('WRONG_TYPE.shape', { name, shape: expectedShape(path, issue), value: describeValue(value) }) })
        }
        break
      }
      case 'invalid_value': {
        const allowed = issue.values.map(String)
        if (value === undefined) {
          problems.push({ ...at, code: 'MISSING_FIELD', ...say('MISSING_FIELD.oneOf', { name, allowed: allowed.join(', ') }) })
        } else if (allowed.length === HOLES.length && allowed.every((v, i) => v === HOLES[i])) {
          // Only text can be a lowercase letter: a list such as [g] must not read as the hole G.
          const upper = typeof value === 'string' ? value.toUpperCase() : ''
          problems.push({ ...at, code: 'UNKNOWN_HOLE', ...say('UNKNOWN_HOLE.value', { name, value: describeValue(value), hint: capitalHint(upper) }) })
        } else {
          const near = typeof value === 'string' ? closest(value, allowed) : undefined
          // `level: "1"`: the right value, written as text.
          const quoted = typeof value === 'string' && issue.values.some((v) => typeof v === 'number' && String(v) === value.trim())
          const hint = quoted ? bi(' (write it without quotes)', ' (écrivez-le sans guillemets)') : near ? bi(` (did you mean ${near}?)`, ` (vouliez-vous dire ${near} ?)`) : ''
          problems.push({ ...at, code: 'BAD_VALUE', ...say('BAD_VALUE.notAllowed', { name, value: describeValue(value), hint, allowed: allowed.join(', ') }) })
        }
        break
      }
      case 'too_small': {
        if (issue.origin === 'number' || issue.origin === 'int') {
          if (isCountField(path)) problems.push({ ...at, code: 'NEGATIVE_COUNT', ...say('NEGATIVE_COUNT.value', { name, value: describeValue(value) }) })
          else problems.push({ ...at, code: 'BAD_VALUE', ...say('BAD_VALUE.tooSmall', { name, value: describeValue(value), min: String(issue.minimum) }) })
        } else if (issue.origin === 'string') {
          problems.push({ ...at, code: 'EMPTY_TEXT', ...say('EMPTY_TEXT.text', { name }) })
        } else {
          problems.push({ ...at, code: 'BAD_VALUE', ...say(path[0] === 'answers' ? 'BAD_VALUE.emptyAnswers' : 'BAD_VALUE.emptyHoles', { name }) })
        }
        break
      }
      case 'too_big': {
        if (issue.origin === 'number' || issue.origin === 'int') {
          if (last(path) === 'plies') problems.push({ ...at, code: 'PLIES_TOO_DEEP', ...say('PLIES_TOO_DEEP.value', { name, max: String(issue.maximum), value: describeValue(value) }) })
          else if (isCountField(path)) problems.push({ ...at, code: 'TOO_MANY_SEEDS', ...say('TOO_MANY_SEEDS.value', { name, value: describeValue(value), max: String(issue.maximum) }) })
          else problems.push({ ...at, code: 'BAD_VALUE', ...say('BAD_VALUE.tooLarge', { name, value: describeValue(value), max: String(issue.maximum) }) })
        } else if (issue.origin === 'array') {
          if (path.length === 1 && path[0] === 'play')
            problems.push({ ...at, code: 'TOO_MANY_MOVES', ...say('TOO_MANY_MOVES.play', { count: Array.isArray(value) ? value.length : bi('too many', 'trop de'), max: String(issue.maximum) }) })
          else problems.push({ ...at, code: 'BAD_VALUE', ...say('BAD_VALUE.tooMany', { name, max: String(issue.maximum) }) })
        } else {
          const length = typeof value === 'string' ? value.trim().length : undefined
          problems.push({ ...at, code: 'TEXT_TOO_LONG', ...say('TEXT_TOO_LONG.text', { name, length: length ?? bi('too many', 'trop de'), max: String(issue.maximum) }) })
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
  if (value === undefined) return [{ ...at, code: 'MISSING_FIELD', ...say('MISSING_FIELD.shape', { name: pathName(path), shape: expectedShape(path, issue) }) }]
  return [{ ...at, code: 'WRONG_TYPE', ...say('WRONG_TYPE.shape', { name: pathName(path), shape: expectedShape(path, issue), value: describeValue(value) }) }]
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
  return [{ ...at, code: 'WRONG_TYPE', message: `${pathName(path)} must be ${shape}, not ${valueText(describeValue(value), 'en')}` }]
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
