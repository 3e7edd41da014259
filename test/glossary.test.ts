// One term per idea (issue 11): the glossary (templates/strings/glossary.yaml) lists the kit's words
// and their banned synonyms in French and English; this test refuses a banned word in every text the
// kit prints or says — the strings files, the lessons, the diagrams' words, the exercise bank, the
// texts of `awale-kit show` and the texts the generator writes.
import { readFileSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import type { Outcome, Position } from '../src/engine/index.js'
import { DEFAULT_VARIANT, fromSetup, positionOutcome, resolveVariant, rowSeeds } from '../src/engine/index.js'
import type { CheckedExercise } from '../src/exercise/index.js'
import { formatProblem, loadExercises } from '../src/exercise/index.js'
import { describeMoveFr, describeOutcomeFr } from '../src/exercise/describe-fr.js'
import { describeMove, describeOutcome } from '../src/cli/describe.js'
import { answerView, describeView, positionView } from '../src/render/index.js'
import { WORDS } from '../src/render/strings.js'
import type { MoveFacts, OutcomeFacts, ViewSide } from '../src/render/view.js'
import type { GeneratedTheme, Level } from '../src/generate/index.js'
import { GENERATED_THEMES, generateExercises } from '../src/generate/index.js'
import { TASKS, THEMES } from '../src/exercise/index.js'
import { UI_STRINGS } from '../src/studio/ui/strings.js'
import { EMPTY_STATE, defaultQuestion, defaultTitle } from '../src/studio/core/editor.js'

type Lang = 'fr' | 'en'
type Banned = string | { pattern: string; name?: string }
interface Term {
  term: string
  allowed?: string[]
  banned: Banned[]
}
interface LangGlossary {
  terms: Term[]
  typography?: { banned: Banned[] }
  pupils: { banned: Banned[] }
}
type Glossary = Record<Lang, LangGlossary>

const root = fileURLToPath(new URL('../', import.meta.url))
const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8')
const glossary = parse(read('templates/strings/glossary.yaml')) as Glossary

/**
 * Apostrophes as ', no-break spaces and line breaks as one space, so that a phrase matches however it
 * was typeset; the strings files' placeholders ({captured}) are not words.
 */
const normalise = (text: string) =>
  text
    .replace(/\{\w+\}/g, '…')
    .replace(/[’‘]/g, "'")
    .replace(/[\s\u00a0\u202f]+/g, ' ')

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A banned entry as a regular expression: a whole word or phrase (a trailing * takes any ending), or a pattern. */
function bannedRegExp(entry: Banned): RegExp {
  if (typeof entry !== 'string') return new RegExp(entry.pattern, 'iu')
  const stem = entry.endsWith('*') ? `${escapeRegExp(normalise(entry.slice(0, -1)))}\\p{L}*` : escapeRegExp(normalise(entry))
  return new RegExp(`(?<![\\p{L}\\p{N}])${stem}(?![\\p{L}\\p{N}])`, 'iu')
}

export interface Rule {
  label: string
  regexp: RegExp
}

function rulesFor(lang: Lang, pupils: boolean): { allowed: RegExp[]; rules: Rule[] } {
  const g = glossary[lang]
  const allowed = g.terms.flatMap((t) => t.allowed ?? []).map((phrase) => new RegExp(escapeRegExp(normalise(phrase)), 'giu'))
  const entries: { term: string; entry: Banned }[] = [
    ...g.terms.flatMap((t) => t.banned.map((entry) => ({ term: t.term, entry }))),
    ...(g.typography?.banned ?? []).map((entry) => ({ term: 'typography', entry })),
    ...(pupils ? g.pupils.banned.map((entry) => ({ term: 'tu on pupils’ pages', entry })) : []),
  ]
  return {
    allowed,
    rules: entries.map(({ term, entry }) => ({ label: `${typeof entry === 'string' ? entry : (entry.name ?? entry.pattern)} (say: ${term})`, regexp: bannedRegExp(entry) })),
  }
}

const RULES = {
  fr: { all: rulesFor('fr', false), pupils: rulesFor('fr', true) },
  en: { all: rulesFor('en', false), pupils: rulesFor('en', true) },
}

/** The banned words found in a text, each as "banned word (say: term): «…context…»". */
export function bannedWords(text: string, lang: Lang, pupils: boolean): string[] {
  const { allowed, rules } = RULES[lang][pupils ? 'pupils' : 'all']
  let plain = normalise(text)
  for (const phrase of allowed) plain = plain.replace(phrase, ' ')
  const found: string[] = []
  for (const rule of rules) {
    const match = rule.regexp.exec(plain)
    if (match) found.push(`${rule.label}: «${plain.slice(Math.max(0, match.index - 30), match.index + match[0].length + 30)}»`)
  }
  return found
}

interface Text {
  where: string
  lang: Lang
  pupils: boolean
  text: string
}

/** Every text found, with what is wrong in it: the test's expectation is an empty list. */
const findings = (texts: Text[]) => texts.flatMap((t) => bannedWords(t.text, t.lang, t.pupils).map((found) => `${t.where} [${t.lang}]: ${found}`))

// ------------------------------------------------------------------ the texts

/** Keys of the strings files whose texts are on the pupils' pages. */
const PUPIL_KEYS = ['setup.', 'rules.', 'poster.', 'board.', 'worksheet.', 'sides.', 'words.']

/**
 * The checker's problems (problems.*) name the exercise format's own fields and values, which are
 * English in every file (expect.captured, grandSlam, answers: [last, captured, why]); the English
 * messages, which check has always printed, call the grandSlam field's event a grand slam. Those
 * names are left out; the sentences round them are held to the glossary.
 */
const formatWordsOut = (text: string): string =>
  text
    .replace(/answers: \[[^\]]*\]/g, '…')
    .replace(/\b(expect\.)?(captured|capturedHoles|grandSlam|criterion|winner|stores|sown|legal)\b/g, '…')
    .replace(/\bgrand slam\b/g, '…')

function stringsTexts(lang: Lang): Text[] {
  const texts: Text[] = []
  const walk = (node: unknown, key: string) => {
    if (typeof node === 'string')
      texts.push({ where: `templates/strings/${lang}.yaml ${key}`, lang, pupils: PUPIL_KEYS.some((p) => key.startsWith(p)), text: key.startsWith('problems.') ? formatWordsOut(node) : node })
    else if (Array.isArray(node)) node.forEach((item, i) => walk(item, `${key}.${i}`))
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, key ? `${key}.${k}` : k)
  }
  walk(parse(read(`templates/strings/${lang}.yaml`)), '')
  return texts
}

function lessonTexts(): Text[] {
  const { lessons } = parse(read('templates/lessons.yaml')) as { lessons: { id: string; title: Record<Lang, string>; objective: Record<Lang, string>; rule: Record<Lang, string> }[] }
  return lessons.flatMap((lesson) =>
    (['fr', 'en'] as const).flatMap((lang) => [
      { where: `templates/lessons.yaml ${lesson.id}.title`, lang, pupils: true, text: lesson.title[lang] },
      { where: `templates/lessons.yaml ${lesson.id}.rule`, lang, pupils: true, text: lesson.rule[lang] },
      // The objective is the teacher's sentence.
      { where: `templates/lessons.yaml ${lesson.id}.objective`, lang, pupils: false, text: lesson.objective[lang] },
    ]),
  )
}

/** Every branch of the diagrams' words: the legend, the move captions and the end of the game. */
function diagramTexts(): Text[] {
  const texts: Text[] = []
  const sides: ViewSide[] = ['south', 'north']
  for (const lang of ['fr', 'en'] as const) {
    const w = WORDS[lang]
    const push = (where: string, text: string) => texts.push({ where: `src/render/strings.ts ${where}`, lang, pupils: true, text })
    for (const side of sides) {
      push('side', w.side[side])
      push('store', w.store[side])
      push('toPlay', w.toPlay[side])
    }
    push('start', w.start)
    for (const [key, text] of Object.entries(w.legend)) push(`legend.${key}`, text)
    push('legendWords.title', w.legendWords.title)
    for (const [key, text] of Object.entries(w.legendWords.entries)) push(`legendWords.${key}`, text)
    push('playable', w.playable(['A', 'B']))
    push('noPlayable', w.noPlayable)
    push('blank', w.blank)
    const base: MoveFacts = { hole: 'F', side: 'south', seeds: 3, last: 'I', captured: 0, grandSlam: false, grandSlamCancelled: false }
    const moves: MoveFacts[] = [base, { ...base, captured: 7 }, { ...base, captured: 7, grandSlam: true }, { ...base, grandSlam: true, grandSlamCancelled: true }]
    for (const m of moves)
      push(
        'move',
        w.move(m, (hole) => hole),
      )
    const reasons: OutcomeFacts['reason'][] = ['store-majority', 'no-legal-move', 'repetition', 'move-limit', 'no-capture-limit']
    for (const reason of reasons)
      for (const next of sides)
        for (const nextHasSeeds of [true, false])
          for (const winner of ['south', 'north', 'draw', null] as const) push(`outcome ${reason}`, w.outcome({ reason, winner, score: { south: 24, north: 24 }, next, nextHasSeeds }))
  }
  return texts
}

let bank: CheckedExercise[] | null = null
async function loadBank(): Promise<CheckedExercise[]> {
  if (bank) return bank
  const { exercises, problems } = await loadExercises(['exercises'], { cwd: root })
  expect(problems.map(formatProblem)).toEqual([])
  bank = exercises
  return exercises
}

function exerciseTexts(exercise: { id: string; title: Record<Lang, string>; question: Record<Lang, string>; explain: Record<Lang, string> }, where: string): Text[] {
  return (['fr', 'en'] as const).flatMap((lang) => [
    { where: `${where} title`, lang, pupils: true, text: exercise.title[lang] },
    { where: `${where} question`, lang, pupils: true, text: exercise.question[lang] },
    // The explanation is the pupil's own reasoning ("je joue F…"), read out to the class.
    { where: `${where} explain`, lang, pupils: true, text: exercise.explain[lang] },
  ])
}

/** What `show` and `play` say of every move and end of the bank, and the diagrams' text alternatives. */
function engineTexts(exercises: CheckedExercise[]): Text[] {
  const texts: Text[] = []
  for (const x of exercises) {
    const where = `${x.file} (engine's words)`
    for (const report of x.reports) {
      texts.push({ where: `${where} describeMove`, lang: 'en', pupils: false, text: describeMove(report) })
      texts.push({ where: `${where} describeMoveFr`, lang: 'fr', pupils: false, text: describeMoveFr(report) })
      for (const lang of ['fr', 'en'] as const) texts.push({ where: `${where} diagram`, lang, pupils: true, text: describeView(answerView(report), lang) })
    }
    if (x.outcome) {
      const ended: Position = x.after
      texts.push({ where: `${where} describeOutcome`, lang: 'en', pupils: false, text: describeOutcome(x.outcome, ended) })
      texts.push({ where: `${where} describeOutcomeFr`, lang: 'fr', pupils: false, text: describeOutcomeFr(x.outcome, ended) })
      for (const lang of ['fr', 'en'] as const) texts.push({ where: `${where} diagram`, lang, pupils: true, text: describeView(positionView(ended, x.outcome as Outcome), lang) })
    }
  }
  return texts
}

// ------------------------------------------------------------------ the tests

describe('the glossary’s matcher', () => {
  it('finds banned words, and only as words', () => {
    expect(bannedWords('Déposez quatre graines dans chaque case.', 'fr', true)).toHaveLength(2)
    expect(bannedWords('Déposez quatre graines.', 'fr', false)).toEqual([])
    expect(bannedWords('Pose quatre graines chez Nord, il y en a assez.', 'fr', true)).toEqual([])
    expect(bannedWords('Le camp de Nord est vide.', 'fr', true)).toHaveLength(1)
    expect(bannedWords('Nord mange deux graines.', 'fr', true)).toHaveLength(1)
    expect(bannedWords('à la 3e fois', 'fr', false)).toHaveLength(1)
    expect(bannedWords('à la 3ᵉ fois', 'fr', false)).toEqual([])
    expect(bannedWords('Joue avec ton voisin.', 'fr', true)).toHaveLength(1)
    expect(bannedWords('Joue avec ton voisin ou ta voisine.', 'fr', true)).toEqual([])
    expect(bannedWords('Play with your neighbor.', 'en', true)).toHaveLength(1)
    expect(bannedWords('The colour of the centre hole.', 'en', true)).toEqual([])
    expect(bannedWords('Sow the stones into the next house.', 'en', true)).toHaveLength(2)
  })

  it('allows the grand slam by its definition only', () => {
    expect(bannedWords('Tout prendre (le grand chelem) est interdit.', 'fr', true)).toEqual([])
    expect(bannedWords('Tout prendre\u202f(le grand chelem)', 'fr', true)).toEqual([])
    expect(bannedWords('Grand chelem\u202f: prise annulée.', 'fr', true)).toHaveLength(1)
    expect(bannedWords('La prise totale est annulée.', 'fr', true)).toHaveLength(1)
    expect(bannedWords('Taking everything (the grand slam) is not allowed.', 'en', true)).toEqual([])
    expect(bannedWords('Grand slam: capture cancelled.', 'en', true)).toHaveLength(1)
    expect(bannedWords('Rules used: no taking everything.', 'en', false)).toHaveLength(1)
  })
})

describe('one term per idea (templates/strings/glossary.yaml)', () => {
  it('every term has banned synonyms in both languages', () => {
    for (const lang of ['fr', 'en'] as const) {
      expect(glossary[lang].terms.length).toBeGreaterThanOrEqual(9)
      for (const term of glossary[lang].terms) expect(term.banned.length, term.term).toBeGreaterThan(0)
    }
  })

  it('in the strings files, French and English', () => {
    expect(findings([...stringsTexts('fr'), ...stringsTexts('en')])).toEqual([])
  })

  it('in the lessons’ titles, rules and objectives', () => {
    expect(findings(lessonTexts())).toEqual([])
  })

  it('in the diagrams’ words', () => {
    expect(findings(diagramTexts())).toEqual([])
  })

  it('in the exercise bank’s titles, questions and explanations', async () => {
    const files = readdirSync(new URL('../exercises/', import.meta.url)).filter((name) => /\.ya?ml$/i.test(name) && !name.startsWith('_'))
    expect(files.length).toBeGreaterThan(100)
    const exercises = await loadBank()
    expect(exercises.length).toBe(files.length)
    expect(findings(exercises.flatMap((x) => exerciseTexts(x, x.file)))).toEqual([])
  })

  it('in what the engine says of the bank’s moves and ends (show, play, the diagrams’ descriptions)', async () => {
    expect(findings(engineTexts(await loadBank()))).toEqual([])
  })

  it('in the studio’s words, and the texts its editor suggests to pupils', () => {
    const texts: Text[] = []
    for (const lang of ['fr', 'en'] as const) {
      for (const [key, text] of Object.entries(UI_STRINGS[lang])) texts.push({ where: `src/studio/ui/strings.ts ${key}`, lang, pupils: false, text })
      for (const theme of THEMES)
        for (const task of TASKS)
          for (const toMove of ['south', 'north'] as const) {
            const state = { ...EMPTY_STATE, theme, task, toMove, moves: task === 'play' || task === 'end' ? (['F'] as const) : [] }
            texts.push({ where: `studio editor title ${theme}`, lang, pupils: true, text: defaultTitle(state)[lang] })
            texts.push({ where: `studio editor question ${theme}/${task}/${toMove}`, lang, pupils: true, text: defaultQuestion(state)[lang] })
          }
    }
    expect(texts.length).toBeGreaterThan(300)
    expect(findings(texts)).toEqual([])
  })

  it('in the texts the generator writes, every theme and level', async () => {
    const texts: Text[] = []
    const runs: { theme: GeneratedTheme; level: Level; variant: typeof DEFAULT_VARIANT }[] = []
    for (const theme of GENERATED_THEMES) for (const level of [1, 2, 3] as const) runs.push({ theme, level, variant: DEFAULT_VARIANT })
    // Taking everything allowed: the generator's other wording of a grand slam.
    const captureAll = resolveVariant({ grandSlam: 'capture-all' })
    for (const level of [1, 2, 3] as const) runs.push({ theme: 'grand-slam', level, variant: captureAll })
    for (const run of runs) {
      let made = 0
      await generateExercises({ ...run, count: 2, seed: 'glossary', realistic: false }, async (exercise) => {
        made++
        const d = exercise.draft
        texts.push(
          ...exerciseTexts(
            { id: run.theme, title: d.title, question: d.question, explain: d.explain },
            `generate --theme ${run.theme} --level ${run.level}${run.variant === captureAll ? ' (capture-all)' : ''}`,
          ),
        )
      })
      expect(made, `${run.theme} level ${run.level}`).toBe(2)
    }
    expect(findings(texts)).toEqual([])
  })
})

describe('the end of the game said right', () => {
  const FR = { south: 'Sud', north: 'Nord' } as const
  const EN = { south: 'South', north: 'North' } as const
  const other = (side: 'south' | 'north') => (side === 'south' ? 'north' : 'south')

  /** What every text must say of a game that ends because the side to move has no move. */
  function expectStuckSaid(position: Position, outcome: Outcome, where: string) {
    const stuck = position.turn
    const texts = {
      fr: [describeOutcomeFr(outcome, position), describeView(positionView(position, outcome), 'fr')].map(normalise),
      en: [describeOutcome(outcome, position), describeView(positionView(position, outcome), 'en')].map(normalise),
    }
    if (rowSeeds(position.board, stuck) > 0) {
      // It has seeds: what it cannot do is feed the other side.
      for (const text of texts.fr) expect(text, where).toContain(`${FR[stuck]} ne peut pas nourrir ${FR[other(stuck)]}`)
      for (const text of texts.en) expect(text, where).toContain(`${EN[stuck]} cannot feed ${EN[other(stuck)]}`)
      for (const text of [...texts.fr, ...texts.en]) expect(text, where).not.toMatch(/ne peut pas jouer|cannot play/)
    } else {
      for (const text of texts.fr) expect(text, where).toMatch(/ne peut pas jouer/)
      for (const text of texts.en) expect(text, where).toMatch(/cannot play/)
    }
    for (const text of texts.fr) expect(text, where).toContain('chacun prend les graines de sa rangée')
    for (const text of texts.en) expect(text, where).toContain('each player takes the seeds of their own row')
  }

  it('a side with seeds "cannot feed" the other, in every end of the bank (show, play, diagrams)', async () => {
    const ends = (await loadBank()).filter((x) => x.outcome?.reason === 'no-legal-move')
    expect(ends.length).toBeGreaterThanOrEqual(5)
    for (const x of ends) expectStuckSaid(x.after, x.outcome!, x.file)
  })

  it('a side without a seed "cannot play"', () => {
    const empty = fromSetup({ board: [0, 0, 0, 0, 0, 0, 1, 2, 0, 0, 0, 0], stores: { south: 22, north: 23 }, turn: 'south' })
    if (!empty.ok) throw new Error('bad position')
    const outcome = positionOutcome(empty.value)!
    expect(outcome.reason).toBe('no-legal-move')
    expectStuckSaid(empty.value, outcome, 'South has no seed')
  })
})
