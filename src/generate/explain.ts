/**
 * Explanations written from the engine's move reports, in the kit's pedagogy (seed 003): announce
 * the hole, follow the seeds, say where the last one lands and why it captures or not, count before
 * and after. The pupil is the side that moves first ("je" / "I"); French for children of 8–12
 * (tutoiement in questions, first person in answers), natural English. The sentences are in
 * templates/strings/<lang>.yaml, `generate.explain` (phrase.ts).
 */
import type { Hole, MoveReport, Side } from '../engine/index.js'
import { HOLES, boardSeeds, opposite } from '../engine/index.js'
import { list, seeds, sideName } from '../words.js'
import type { Bilingual } from './phrase.js'
import { inBoth, phrase } from './phrase.js'

export const NNBSP = '\u202f'

/** One text in both languages, as lines. */
export interface Lines {
  fr: string[]
  en: string[]
}

export const joinLines = (lines: Lines): { fr: string; en: string } => ({ fr: lines.fr.join('\n'), en: lines.en.join('\n') })

/** Sentences (each in both languages) as the lines of each language. */
export const toLines = (sentences: readonly Bilingual[]): Lines => ({ fr: sentences.map((s) => s.fr), en: sentences.map((s) => s.en) })

const owner = (hole: Hole): Side => (HOLES.indexOf(hole) < 6 ? 'south' : 'north')
// The explanations' words, in each language (src/words.ts says them for the whole kit).
export const sideFr = (side: Side): string => sideName(side, 'fr')
export const sideEn = (side: Side): string => sideName(side, 'en')
export const seedsFr = (n: number): string => seeds(n, 'fr')
export const seedsEn = (n: number): string => seeds(n, 'en')
/** "A, B et C" / "A, B and C". */
export const listFr = (items: readonly string[]): string => list(items, 'fr')
export const listEn = (items: readonly string[]): string => list(items, 'en')
/** A side's name, a count of seeds, holes listed: in both languages, as values of a sentence. */
export const sideWord = (side: Side): Bilingual => inBoth((lang) => sideName(side, lang))
export const seedsWord = (n: number): Bilingual => inBoth((lang) => seeds(n, lang))
export const listWord = (items: readonly string[]): Bilingual => inBoth((lang) => list(items, lang))
/** Texts, each in both languages, listed in each: "A (1 devient 2) et B (0 devient 1)". */
export const listOf = (items: readonly Bilingual[]): Bilingual =>
  inBoth((lang) =>
    list(
      items.map((item) => item[lang]),
      lang,
    ),
  )

/** Runs of consecutive sown holes in the same row, so a sowing reads "in my row…, then in North's row…". */
function segments(sown: readonly Hole[]): { side: Side; holes: Hole[] }[] {
  const runs: { side: Side; holes: Hole[] }[] = []
  for (const hole of sown) {
    const last = runs[runs.length - 1]
    if (last && last.side === owner(hole)) last.holes.push(hole)
    else runs.push({ side: owner(hole), holes: [hole] })
  }
  return runs
}

/** Where the seeds go, hole by hole, with the opponent's counts before and after (no lap). */
function sowingLines(report: MoveReport): Bilingual[] {
  const before = report.before.board
  const parts = segments(report.sown).map((run, index) => {
    const counted = (hole: Hole) => phrase('generate.explain.sown.counted', { hole, before: before[HOLES.indexOf(hole)]!, after: before[HOLES.indexOf(hole)]! + 1 })
    const part =
      run.side === report.side
        ? phrase('generate.explain.sown.mine', { holes: listWord(run.holes) })
        : phrase('generate.explain.sown.theirs', { side: sideWord(run.side), holes: listOf(run.holes.map(counted)) })
    return index === 0 ? part : phrase('generate.explain.sown.then', { part })
  })
  return [phrase('generate.explain.sown.line', { parts: inBoth((lang) => parts.map((part) => part[lang]).join(', ')) })]
}

/** A sowing of 12 seeds or more: whole laps that skip the origin, then the rest. */
function lapLines(report: MoveReport): Bilingual[] {
  const origin = HOLES.indexOf(report.move)
  const round = { first: HOLES[(origin + 1) % 12]!, last: HOLES[(origin + 11) % 12]! }
  const lines = [phrase('generate.explain.lap.enough', { count: report.seeds }), phrase('generate.explain.lap.round', round)]
  for (let lap = 1; lap <= report.laps; lap++) {
    lines.push(phrase('generate.explain.lap.skip', { hole: report.move }))
    if (lap < report.laps) lines.push(phrase('generate.explain.lap.again', round))
  }
  const rest = report.sown.slice(11 * report.laps)
  if (rest.length > 0) lines.push(phrase('generate.explain.lap.rest', { seeds: seedsWord(rest.length), holes: listWord(rest) }))
  return lines
}

/** Why the last seed captures or not, the chain hole by hole, and why it stops. */
function captureLines(report: MoveReport): Bilingual[] {
  const lines: Bilingual[] = []
  const after = report.afterSowing
  const lastIndex = HOLES.indexOf(report.last)
  const lastCount = after[lastIndex]!
  const opponent = opposite(report.side)
  const lastSeed = phrase('generate.explain.capture.lastSeed', { count: report.seeds })
  /** A hole and what it holds after the sowing (French says the seeds, English the number). */
  const holding = (index: number) => ({ hole: HOLES[index]!, seeds: seedsWord(after[index]!), count: after[index]! })
  if (owner(report.last) === report.side) return [phrase('generate.explain.capture.ownRow', { lastSeed, hole: report.last })]
  const landed = { lastSeed, hole: report.last, side: sideWord(opponent), seeds: seedsWord(lastCount), count: lastCount }
  if (report.chain.length === 0) {
    lines.push(phrase('generate.explain.capture.notTwoOrThree', landed))
    // The trap: a sown hole went to 2 or 3, but only the last seed's hole can start a capture.
    const tempting = [...new Set(report.sown)].filter((h) => {
      const i = HOLES.indexOf(h)
      return h !== report.last && owner(h) === opponent && (after[i] === 2 || after[i] === 3)
    })
    if (tempting.length === 1) lines.push(phrase('generate.explain.capture.temptingOne', holding(HOLES.indexOf(tempting[0]!))))
    else if (tempting.length > 1) lines.push(phrase('generate.explain.capture.temptingMany', { holes: listWord(tempting.map((h) => `${h} (${after[HOLES.indexOf(h)]})`)) }))
    return lines
  }
  lines.push(phrase('generate.explain.capture.canCapture', landed))
  const taken = phrase(report.grandSlamCancelled ? 'generate.explain.capture.wouldBeTakenToo' : 'generate.explain.capture.takenToo')
  const again = (more: boolean) => (more ? phrase('generate.explain.capture.again') : '')
  for (const [step, hole] of report.chain.slice(1).entries()) lines.push(phrase('generate.explain.capture.back', { again: again(step > 0), ...holding(HOLES.indexOf(hole)), taken }))
  const endIndex = lastIndex - report.chain.length
  const opponentStart = opponent === 'south' ? 0 : 6
  if (endIndex < opponentStart) lines.push(phrase('generate.explain.capture.rowEnds', { hole: report.chain[report.chain.length - 1]! }))
  else {
    const stop = { again: again(report.chain.length > 1), ...holding(endIndex) }
    lines.push(phrase(after[endIndex] === 0 ? 'generate.explain.capture.stopsEmpty' : 'generate.explain.capture.stops', stop))
    // Holes of 2 or 3 that are not taken: beyond the stop, or after the last hole.
    for (let i = opponentStart; i < opponentStart + 6; i++) {
      const count = after[i]!
      if ((count !== 2 && count !== 3) || (i <= lastIndex && i > endIndex)) continue
      lines.push(phrase(i < endIndex ? 'generate.explain.capture.beyondStop' : 'generate.explain.capture.afterLast', { ...holding(i), last: report.last }))
    }
  }
  const parts = report.chain.map((h) => String(after[HOLES.indexOf(h)]))
  if (report.grandSlamCancelled) {
    lines.push(phrase('generate.explain.capture.cancelled', { holes: listWord(report.chain), side: sideWord(opponent) }))
    return lines
  }
  const others = rowCount(report.afterSowing, opponent) - report.captured
  if (others > 0 && report.chain.length >= 1) lines.push(phrase('generate.explain.capture.rowKept', { side: sideWord(opponent), seeds: seedsWord(others) }))
  else if (report.grandSlam) lines.push(phrase('generate.explain.capture.rowEmptied', { side: sideWord(opponent) }))
  lines.push(
    parts.length > 1 ? phrase('generate.explain.capture.sum', { sum: parts.join(' + '), count: report.captured }) : phrase('generate.explain.capture.one', { seeds: seedsWord(report.captured) }),
  )
  return lines
}

const rowCount = (board: readonly number[], side: Side): number => {
  const start = side === 'south' ? 0 : 6
  let sum = 0
  for (let i = start; i < start + 6; i++) sum += board[i]!
  return sum
}

/** The seed-count check a teacher does with the class: before = board after + captured. */
export function countLines(report: MoveReport): Lines {
  const before = boardSeeds(report.before.board)
  const after = boardSeeds(report.after.board)
  // "in my store" only when the store was empty: with seeds already there it would hold more than that.
  const emptyStore = report.before.stores[report.side] === 0
  const taken = phrase(emptyStore ? 'generate.explain.count.inStore' : 'generate.explain.count.captured', { count: report.captured })
  return toLines([phrase('generate.explain.count.line', { seeds: seedsWord(before), after, taken, before })])
}

/** The whole explanation of one move played by the pupil. */
export function explainMove(report: MoveReport, options: { count?: boolean } = {}): Lines {
  const announce = phrase('generate.explain.announce', { hole: report.move, its: phrase('generate.explain.itsSeeds', { count: report.seeds }) })
  const sowing = report.laps > 0 ? lapLines(report) : sowingLines(report)
  const moveLines = toLines([announce, ...sowing, ...captureLines(report)])
  const count = options.count === false ? { fr: [], en: [] } : countLines(report)
  return { fr: [...moveLines.fr, ...count.fr], en: [...moveLines.en, ...count.en] }
}

/** One short line per move of a sequence: who plays, where the last seed lands, what is taken. */
export function moveSummary(report: MoveReport, pupil: Side): Lines {
  const mine = report.side === pupil
  const side = sideWord(report.side)
  const who = phrase(mine ? 'generate.explain.summary.iPlay' : 'generate.explain.summary.theyPlay', { side })
  const take =
    report.captured > 0
      ? phrase(mine ? 'generate.explain.summary.iTake' : 'generate.explain.summary.theyTake', { side, holes: listWord(report.capturedHoles), seeds: seedsWord(report.captured) })
      : phrase(report.grandSlamCancelled ? 'generate.explain.summary.cancelled' : 'generate.explain.summary.noCapture')
  return toLines([phrase('generate.explain.summary.line', { who, hole: report.move, seeds: seedsWord(report.seeds), last: report.last, take })])
}
