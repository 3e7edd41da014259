// src/exercise/validate.ts: the format's problems in a teacher's words, one case per kind of
// mistake: the code, the line and column of the offending text, and the sentence that says what to
// write instead. (Each message was read when written: this is what a teacher sees.)
import { describe, expect, it } from 'vitest'
import { parseExerciseText } from '../../src/exercise/index.js'

const BASE = [
  'id: V1',
  'theme: chain',
  'level: 2',
  'title: { fr: Titre, en: Title }',
  'position: { F: 3, G: 1, H: 2, I: 1, J: 1, L: 1 }',
  'task: play',
  'play: F',
  'question: { fr: Question, en: Question }',
  'expect: { last: I, captured: 7 }',
  'explain: { fr: Explication, en: Explanation }',
]
const edit = (key: string, line: string | null) => BASE.flatMap((l) => (l.startsWith(key + ':') ? (line === null ? [] : [line]) : [l])).join('\n') + '\n'
const add = (line: string) => [...BASE, line].join('\n') + '\n'

const CASES: [string, string][] = [
  ['title missing', edit('title', null)],
  ['title number', edit('title', 'title: 3')],
  ['title null', edit('title', 'title:')],
  ['title true', edit('title', 'title: true')],
  ['question fr empty', edit('question', 'question: { fr: "", en: x }')],
  ['title fr list', edit('title', 'title: { fr: [a], en: b }')],
  ['position number', edit('position', 'position: 5')],
  ['position notation short', edit('position', 'position: "4-4-4"')],
  ['position lowercase hole', edit('position', 'position: { F: 3, g: 1 }')],
  ['position unknown hole', edit('position', 'position: { F: 3, Z: 1 }')],
  ['play number', edit('play', 'play: 3')],
  ['play map', edit('play', 'play: { a: 1 }')],
  ['play empty list', edit('play', 'play: []')],
  ['capturedHoles text', edit('expect', 'expect: { last: I, captured: 7, capturedHoles: I }')],
  ['capturedHoles lowercase', edit('expect', 'expect: { last: I, captured: 7, capturedHoles: [g] }')],
  ['last number', edit('expect', 'expect: { last: 3, captured: 7 }')],
  ['last lowercase', edit('expect', 'expect: { last: i, captured: 7 }')],
  ['stores number', add('stores: 1')],
  ['stores too many', add('stores: { south: 50, north: 0 }')],
  ['stores negative', add('stores: { south: -1, north: 0 }')],
  ['stores nord', add('stores: { south: 0, nord: 0 }')],
  ['criterion number', edit('expect', 'expect: { last: I, captured: 7, best: F, criterion: 2 }')],
  ['criterion plys', edit('expect', 'expect: { last: I, captured: 7, best: F, criterion: { plys: 2 } }')],
  ['criterion plies text', edit('expect', 'expect: { last: I, captured: 7, best: F, criterion: { plies: x } }')],
  ['expect number', edit('expect', 'expect: 3')],
  ['expect lats', edit('expect', 'expect: { lats: I, last: I, captured: 7 }')],
  ['expect grandSlam text', edit('expect', 'expect: { last: I, captured: 7, grandSlam: yes }')],
  ['expect captured fraction', edit('expect', 'expect: { last: I, captured: 1.5 }')],
  ['expect captured text', edit('expect', 'expect: { last: I, captured: x }')],
  ['expect value big', edit('expect', 'expect: { last: I, captured: 7, best: F, criterion: capture, value: 99 }')],
  ['expect score text', edit('expect', 'expect: { last: I, captured: 7, score: x }')],
  ['variant number', add('variant: 3')],
  ['variant grandslam', add('variant: { grandslam: capture-all }')],
  ['variant moveLimit fraction', add('variant: { moveLimit: 1.5 }')],
  ['variant moveLimit zero', add('variant: { moveLimit: 0 }')],
  ['variant moveLimit big', add('variant: { moveLimit: 20000 }')],
  ['variant seeds 5', add('variant: { seedsPerHole: 5 }')],
  ['id list', edit('id', 'id: [a]')],
  ['id long', edit('id', 'id: ' + 'x'.repeat(41))],
  ['level fraction', edit('level', 'level: 1.5')],
  ['level quoted', edit('level', 'level: "2"')],
  ['theme missing', edit('theme', null)],
  ['task typo', edit('task', 'task: plya')],
  ['top unknown', add('titel: x')],
  ['toMove number', add('toMove: 3')],
  ['answers empty', add('answers: []')],
  ['answers many', add('answers: [last, last, last, last, last, last, last, last, last, last, last, last, last]')],
  ['answers text', add('answers: x')],
  ['answers typo', add('answers: [lastt]')],
  ['answers seedsBefore M', add('answers: [{ seedsBefore: M }]')],
  ['answers seedsBefor', add('answers: [{ seedsBefor: C }]')],
  ['answers two fields', add('answers: [{ seedsBefore: C, seedsAfter: D }]')],
  ['answers number', add('answers: [3]')],
  ['answers sentence no en', add('answers: [{ sentence: { fr: a } }]')],
  ['answers empty map', add('answers: [{}]')],
]

const EXPECTED: Record<string, [string, number, number, string][]> = {
  'title missing': [['MISSING_FIELD', 1, 1, 'title is missing: write a French and an English text: { fr: "…", en: "…" }']],
  'title number': [['WRONG_TYPE', 4, 8, 'title must be a French and an English text: { fr: "…", en: "…" }, not 3']],
  'title null': [['WRONG_TYPE', 4, 7, 'title must be a French and an English text: { fr: "…", en: "…" }, not an empty value']],
  'title true': [['WRONG_TYPE', 4, 8, 'title must be a French and an English text: { fr: "…", en: "…" }, not true (yes/no)']],
  'question fr empty': [['EMPTY_TEXT', 8, 17, 'question.fr is empty: write the text']],
  'title fr list': [['WRONG_TYPE', 4, 14, 'title.fr must be a text, not a list']],
  'position number': [['WRONG_TYPE', 5, 11, 'position must be a map of holes to seeds, like { F: 3, G: 1 }, or a notation string like 0-0-0-0-0-3-1-2-1-1-0-1-0-0-S, not 5']],
  'position notation short': [
    [
      'BAD_NOTATION',
      5,
      12,
      'position: a position has 15 fields, found 3: expected 12 hole counts A–L, South\'s store, North\'s store and the side to move (S or N), separated by "-", e.g. 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S',
    ],
  ],
  'position lowercase hole': [['UNKNOWN_HOLE', 5, 19, 'position.g: "g" is not a hole; the holes are A–F (South) and G–L (North) (write G: hole letters are capitals)']],
  'position unknown hole': [['UNKNOWN_HOLE', 5, 19, 'position.Z: "Z" is not a hole; the holes are A–F (South) and G–L (North)']],
  'play number': [['WRONG_TYPE', 7, 7, 'play must be a hole letter (A–L) or a list of them, like [F, G], not 3']],
  'play map': [['WRONG_TYPE', 7, 7, 'play must be a hole letter (A–L) or a list of them, like [F, G], not a map of fields']],
  'play empty list': [['BAD_VALUE', 7, 7, 'play is an empty list: name at least one hole']],
  'capturedHoles text': [['WRONG_TYPE', 9, 48, 'expect.capturedHoles must be a list of hole letters, like [I, H, G], not the text "I"']],
  'capturedHoles lowercase': [['UNKNOWN_HOLE', 9, 49, 'expect.capturedHoles[0]: the text "g" is not a hole; the holes are A–F (South) and G–L (North) (write G: hole letters are capitals)']],
  'last number': [['UNKNOWN_HOLE', 9, 17, 'expect.last: 3 is not a hole; the holes are A–F (South) and G–L (North)']],
  'last lowercase': [['UNKNOWN_HOLE', 9, 17, 'expect.last: the text "i" is not a hole; the holes are A–F (South) and G–L (North) (write I: hole letters are capitals)']],
  'stores number': [['WRONG_TYPE', 11, 9, 'stores must be the two stores: { south: 0, north: 0 }, not 1']],
  'stores too many': [['TOO_MANY_SEEDS', 11, 18, 'stores.south: 50 seeds is more than the whole game holds (48 at most)']],
  'stores negative': [['NEGATIVE_COUNT', 11, 18, 'stores.south: -1 seeds? A count cannot be negative']],
  'stores nord': [
    ['MISSING_FIELD', 11, 1, 'stores.north is missing: write a whole number'],
    ['UNKNOWN_KEY', 11, 21, 'stores.nord: unknown field "nord" (did you mean north?); stores has south, north'],
  ],
  'criterion number': [['WRONG_TYPE', 9, 53, 'expect.criterion must be capture, end, or { plies: N }, not 2']],
  'criterion plys': [
    ['MISSING_FIELD', 9, 42, 'expect.criterion.plies is missing: write a whole number'],
    ['UNKNOWN_KEY', 9, 55, 'expect.criterion.plys: unknown field "plys"; expect.criterion has plies'],
  ],
  'criterion plies text': [['WRONG_TYPE', 9, 62, 'expect.criterion.plies must be a whole number, not the text "x"']],
  'expect number': [['WRONG_TYPE', 9, 9, 'expect must be a map of claims, like { last: I, captured: 7 }, not 3']],
  'expect lats': [
    [
      'UNKNOWN_KEY',
      9,
      11,
      'expect.lats: unknown field "lats" (did you mean last?); expect has last, captured, capturedHoles, sown, board, grandSlam, legal, best, criterion, value, over, score, winner, stores',
    ],
  ],
  'expect grandSlam text': [['WRONG_TYPE', 9, 44, 'expect.grandSlam must be true or false, not the text "yes"']],
  'expect captured fraction': [['NOT_AN_INTEGER', 9, 30, 'expect.captured: 1.5 is not a whole number of seeds']],
  'expect captured text': [['WRONG_TYPE', 9, 30, 'expect.captured must be a whole number, not the text "x"']],
  'expect value big': [['BAD_VALUE', 9, 69, 'expect.value: 99 is too large; the largest allowed is 48']],
  'expect score text': [['WRONG_TYPE', 9, 40, 'expect.score must be the two stores: { south: 0, north: 0 }, not the text "x"']],
  'variant number': [['WRONG_TYPE', 11, 10, 'variant must be a map of rules, like { grandSlam: capture-all }, not 3']],
  'variant grandslam': [['UNKNOWN_KEY', 11, 12, 'variant.grandslam: unknown field "grandslam" (did you mean grandSlam?); variant has grandSlam, seedsPerHole, endless, moveLimit, noCaptureLimit']],
  'variant moveLimit fraction': [['NOT_AN_INTEGER', 11, 23, 'variant.moveLimit: 1.5 is not a whole number']],
  'variant moveLimit zero': [['BAD_VALUE', 11, 23, 'variant.moveLimit: 0 is too small; the smallest allowed is 1']],
  'variant moveLimit big': [['BAD_VALUE', 11, 23, 'variant.moveLimit: 20000 is too large; the largest allowed is 10000']],
  'variant seeds 5': [['BAD_VALUE', 11, 26, 'variant.seedsPerHole: 5 is not allowed; use 4, 3']],
  'id list': [['WRONG_TYPE', 1, 5, 'id must be a short name like A2 (put it in quotes if it is only digits: "12"), not a list']],
  'id long': [['TEXT_TOO_LONG', 1, 5, 'id holds 41 characters; 40 at most, so that it fits its place on the printed page']],
  'level fraction': [['BAD_VALUE', 3, 8, 'level: 1.5 is not allowed; use 1, 2, 3']],
  'level quoted': [['BAD_VALUE', 3, 8, 'level: the text "2" is not allowed (write it without quotes); use 1, 2, 3']],
  'theme missing': [
    [
      'MISSING_FIELD',
      1,
      1,
      'theme is missing: write one of sowing, capture, chain, chain-stop, no-capture, feeding, no-feeding-end, grand-slam, lap, double-lap, best-capture, defend, end, repetition, best-move',
    ],
  ],
  'task typo': [['BAD_VALUE', 6, 7, 'task: the text "plya" is not allowed (did you mean play?); use play, legal, best, end']],
  'top unknown': [
    [
      'UNKNOWN_KEY',
      11,
      1,
      'titel: unknown field "titel" (did you mean title?); an exercise has id, theme, level, title, position, stores, toMove, task, play, question, answers, expect, explain, mistakes, variant',
    ],
  ],
  'toMove number': [['BAD_VALUE', 11, 9, 'toMove: 3 is not allowed; use south, north']],
  'answers empty': [['BAD_VALUE', 11, 10, 'answers is an empty list: give at least one place to answer']],
  'answers many': [['BAD_VALUE', 11, 10, 'answers has too many items (12 at most)']],
  'answers text': [['WRONG_TYPE', 11, 10, 'answers must be a list, not the text "x"']],
  'answers typo': [
    [
      'BAD_VALUE',
      11,
      11,
      'answers[0]: the text "lastt" is not allowed (did you mean last?); use board, sown, last, lastCount, captured, capturedHoles, count, stores, legal, best, value, over, score, winner, grandSlam, laps, canFeed, why',
    ],
  ],
  'answers seedsBefore M': [['UNKNOWN_HOLE', 11, 26, 'answers[0].seedsBefore: the text "M" is not a hole; the holes are A–F (South) and G–L (North)']],
  'answers seedsBefor': [
    [
      'UNKNOWN_KEY',
      11,
      13,
      'answers[0].seedsBefor: unknown field "seedsBefor" (did you mean seedsBefore?); a place is a place name (board, sown, last, lastCount, captured, capturedHoles, count, stores, legal, best, value, over, score, winner, grandSlam, laps, canFeed, why), or { seedsBefore: C }, { seedsAfter: C }, { sentence: { fr: "…", en: "…" } }',
    ],
  ],
  'answers two fields': [
    [
      'WRONG_TYPE',
      11,
      11,
      'answers[0]: one field only; a place is a place name (board, sown, last, lastCount, captured, capturedHoles, count, stores, legal, best, value, over, score, winner, grandSlam, laps, canFeed, why), or { seedsBefore: C }, { seedsAfter: C }, { sentence: { fr: "…", en: "…" } }',
    ],
  ],
  'answers number': [
    [
      'WRONG_TYPE',
      11,
      11,
      'answers[0] must be a place name (board, sown, last, lastCount, captured, capturedHoles, count, stores, legal, best, value, over, score, winner, grandSlam, laps, canFeed, why), or { seedsBefore: C }, { seedsAfter: C }, { sentence: { fr: "…", en: "…" } }, not 3',
    ],
  ],
  'answers sentence no en': [['MISSING_FIELD', 11, 13, 'answers[0].sentence.en is missing: write a text']],
  'answers empty map': [
    [
      'WRONG_TYPE',
      11,
      11,
      'answers[0]: one field only; a place is a place name (board, sown, last, lastCount, captured, capturedHoles, count, stores, legal, best, value, over, score, winner, grandSlam, laps, canFeed, why), or { seedsBefore: C }, { seedsAfter: C }, { sentence: { fr: "…", en: "…" } }',
    ],
  ],
}

describe('the format’s problems, in words', () => {
  it.each(CASES)('%s', (name, text) => {
    const found = parseExerciseText(text, 'v.yaml').problems.map((p) => [p.code, p.line, p.column, p.message])
    expect(found).toEqual(EXPECTED[name])
  })
})
