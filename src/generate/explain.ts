/**
 * Explanations written from the engine's move reports, in the kit's pedagogy (seed 003): announce
 * the hole, follow the seeds, say where the last one lands and why it captures or not, count before
 * and after. The pupil is the side that moves first ("je" / "I"); French for children of 8–12
 * (tutoiement in questions, first person in answers, U+202F before : ; ! ?), natural English.
 */
import type { Hole, MoveReport, Side } from '../engine/index.js'
import { HOLES, boardSeeds } from '../engine/index.js'
import { list, seeds, sideName } from '../words.js'

export const NNBSP = '\u202f'
const N = NNBSP

/** One text in both languages, as lines. */
export interface Lines {
  fr: string[]
  en: string[]
}

export const joinLines = (lines: Lines): { fr: string; en: string } => ({ fr: lines.fr.join('\n'), en: lines.en.join('\n') })

const owner = (hole: Hole): Side => (HOLES.indexOf(hole) < 6 ? 'south' : 'north')
// The explanations' words, in each language (src/words.ts says them for the whole kit).
export const sideFr = (side: Side): string => sideName(side, 'fr')
export const sideEn = (side: Side): string => sideName(side, 'en')
export const seedsFr = (n: number): string => seeds(n, 'fr')
export const seedsEn = (n: number): string => seeds(n, 'en')
/** "A, B et C" / "A, B and C". */
export const listFr = (items: readonly string[]): string => list(items, 'fr')
export const listEn = (items: readonly string[]): string => list(items, 'en')

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
function sowingLines(report: MoveReport, me: 'je' | 'il'): Lines {
  const before = report.before.board
  const mover = report.side
  const fr: string[] = []
  const en: string[] = []
  const parts = segments(report.sown).map((run, index) => {
    const mine = run.side === mover
    const counted = (h: Hole, lang: 'fr' | 'en') => {
      const i = HOLES.indexOf(h)
      return lang === 'fr' ? `${h} (${before[i]} devient ${before[i]! + 1})` : `${h} (${before[i]} becomes ${before[i]! + 1})`
    }
    const frText = mine
      ? `${index === 0 ? '' : 'puis '}dans ${me === 'je' ? 'ma' : 'sa'} rangée${N}: ${listFr(run.holes)}`
      : `${index === 0 ? '' : 'puis '}chez ${sideFr(run.side)}${N}: ${listFr(run.holes.map((h) => counted(h, 'fr')))}`
    const enText = mine
      ? `${index === 0 ? '' : 'then '}in ${me === 'je' ? 'my' : 'its'} own row: ${listEn(run.holes)}`
      : `${index === 0 ? '' : 'then '}in ${sideEn(run.side)}'s row: ${listEn(run.holes.map((h) => counted(h, 'en')))}`
    return { frText, enText }
  })
  fr.push(`Je sème ${parts.map((p) => p.frText).join(', ')}.`)
  en.push(`I sow ${parts.map((p) => p.enText).join(', ')}.`)
  return { fr, en }
}

/** A sowing of 12 seeds or more: whole laps that skip the origin, then the rest. */
function lapLines(report: MoveReport): Lines {
  const origin = HOLES.indexOf(report.move)
  const first = HOLES[(origin + 1) % 12]!
  const lastOfLap = HOLES[(origin + 11) % 12]!
  const fr = [`${report.seeds} graines, c’est plus qu’il n’en faut pour faire le tour du plateau.`, `Je sème une graine dans chacun des 11 autres trous, de ${first} à ${lastOfLap}.`]
  const en = [`${report.seeds} seeds are more than enough to go all the way round the board.`, `I sow one seed into each of the 11 other holes, from ${first} to ${lastOfLap}.`]
  for (let lap = 1; lap <= report.laps; lap++) {
    fr.push(`J’arrive en ${report.move}${N}: c’est mon trou de départ, je le saute et il reste vide.`)
    en.push(`I come back to ${report.move}, the hole I started from, so I skip it and it stays empty.`)
    if (lap < report.laps) {
      fr.push(`Je refais un tour complet, de ${first} à ${lastOfLap}.`)
      en.push(`I go round once more, from ${first} to ${lastOfLap}.`)
    }
  }
  const rest = report.sown.slice(11 * report.laps)
  if (rest.length > 0) {
    fr.push(`Il me reste ${seedsFr(rest.length)}${N}: ${listFr(rest)}.`)
    en.push(`I have ${seedsEn(rest.length)} left: ${listEn(rest)}.`)
  }
  return { fr, en }
}

/** Why the last seed captures or not, the chain hole by hole, and why it stops. */
function captureLines(report: MoveReport): Lines {
  const fr: string[] = []
  const en: string[] = []
  const after = report.afterSowing
  const lastIndex = HOLES.indexOf(report.last)
  const lastCount = after[lastIndex]!
  const opponent: Side = report.side === 'south' ? 'north' : 'south'
  const ordinalFr = report.seeds === 1 ? 'Ma seule graine' : 'La dernière graine'
  const ordinalEn = report.seeds === 1 ? 'My only seed' : 'The last seed'
  if (owner(report.last) === report.side) {
    fr.push(`${ordinalFr} tombe en ${report.last}, dans ma rangée${N}: pas de prise.`)
    en.push(`${ordinalEn} lands in ${report.last}, in my own row, so there is no capture.`)
    return { fr, en }
  }
  if (report.chain.length === 0) {
    fr.push(`${ordinalFr} tombe en ${report.last}, chez ${sideFr(opponent)}, qui a maintenant ${seedsFr(lastCount)}${N}: ce n’est ni 2 ni 3, pas de prise.`)
    en.push(`${ordinalEn} lands in ${report.last}, in ${sideEn(opponent)}'s row, which now holds ${lastCount}: that is neither 2 nor 3, so there is no capture.`)
    // The trap: a sown hole went to 2 or 3, but only the last seed's hole can start a capture.
    const tempting = [...new Set(report.sown)].filter((h) => {
      const i = HOLES.indexOf(h)
      return h !== report.last && owner(h) === opponent && (after[i] === 2 || after[i] === 3)
    })
    if (tempting.length > 0) {
      const has = (h: Hole) => `${h} (${after[HOLES.indexOf(h)]})`
      const one = tempting.length === 1 ? after[HOLES.indexOf(tempting[0]!)]! : 0
      fr.push(
        tempting.length === 1
          ? `${tempting[0]} a maintenant ${one} graines, mais seul le trou de la dernière graine peut commencer une prise${N}: je ne prends rien.`
          : `${listFr(tempting.map(has))} ont maintenant 2 ou 3 graines, mais seul le trou de la dernière graine peut commencer une prise${N}: je ne prends rien.`,
      )
      en.push(
        tempting.length === 1
          ? `${tempting[0]} now holds ${one}, but only the hole of the last seed can start a capture, so I take nothing.`
          : `${listEn(tempting.map(has))} now hold 2 or 3, but only the hole of the last seed can start a capture, so I take nothing.`,
      )
    }
    return { fr, en }
  }
  fr.push(`${ordinalFr} tombe en ${report.last}, chez ${sideFr(opponent)}, qui a maintenant ${seedsFr(lastCount)}${N}: je peux prendre.`)
  en.push(`${ordinalEn} lands in ${report.last}, in ${sideEn(opponent)}'s row, which now holds ${lastCount}, so I can capture.`)
  for (const [step, hole] of report.chain.slice(1).entries()) {
    const count = after[HOLES.indexOf(hole)]!
    fr.push(`Je remonte${step > 0 ? ' encore' : ''}${N}: ${hole} a ${seedsFr(count)}, ${report.grandSlamCancelled ? 'elles seraient prises aussi' : 'je les prends aussi'}.`)
    en.push(`Going back${step > 0 ? ' again' : ''}: ${hole} holds ${count}, ${report.grandSlamCancelled ? 'so they would be taken too' : 'so I take them too'}.`)
  }
  const endIndex = lastIndex - report.chain.length
  const opponentStart = opponent === 'south' ? 0 : 6
  const chainEnd = report.chain[report.chain.length - 1]!
  if (endIndex < opponentStart) {
    fr.push(`Avant ${chainEnd}, c’est ma rangée${N}: la chaîne s’arrête.`)
    en.push(`Before ${chainEnd} comes my own row, so the chain stops.`)
  } else {
    const stop = HOLES[endIndex]!
    const count = after[endIndex]!
    const again = report.chain.length > 1
    if (count === 0) {
      fr.push(`Je remonte${again ? ' encore' : ''}${N}: ${stop} est vide, la chaîne s’arrête.`)
      en.push(`Going back${again ? ' again' : ''}: ${stop} is empty, so the chain stops.`)
    } else {
      fr.push(`Je remonte${again ? ' encore' : ''}${N}: ${stop} a ${seedsFr(count)}. Ce n’est ni 2 ni 3${N}: la chaîne s’arrête.`)
      en.push(`Going back${again ? ' again' : ''}: ${stop} holds ${count}, which is neither 2 nor 3, so the chain stops.`)
    }
    // Holes of 2 or 3 that are not taken: beyond the stop, or after the last hole.
    for (let i = opponentStart; i < opponentStart + 6; i++) {
      const count = after[i]!
      if ((count !== 2 && count !== 3) || (i <= lastIndex && i > endIndex)) continue
      const hole = HOLES[i]!
      if (i < endIndex) {
        fr.push(`${hole} a ${seedsFr(count)}, mais la chaîne s’est arrêtée avant${N}: je ne les prends pas.`)
        en.push(`${hole} holds ${count}, but the chain stopped before it, so I do not take them.`)
      } else {
        fr.push(`${hole} a ${seedsFr(count)}, mais ${hole} n’est pas dans la chaîne${N}: il est après ${report.last}, pas avant.`)
        en.push(`${hole} holds ${count}, but it is not in the chain: it comes after ${report.last}, not before.`)
      }
    }
  }
  const parts = report.chain.map((h) => String(after[HOLES.indexOf(h)]))
  if (report.grandSlamCancelled) {
    fr.push(
      `Mais si je prenais ${listFr(report.chain)}, la rangée de ${sideFr(opponent)} serait vide${N}: ce serait tout prendre (le grand chelem). La prise est annulée${N}: je ne prends rien, et les graines semées restent sur le plateau.`,
    )
    en.push(
      `But taking ${listEn(report.chain)} would empty ${sideEn(opponent)}'s row: that would be taking everything (the grand slam). The capture is cancelled: I take nothing, and the seeds I sowed stay on the board.`,
    )
    return { fr, en }
  }
  const others = rowCount(report.afterSowing, opponent) - report.captured
  if (others > 0 && report.chain.length >= 1) {
    fr.push(`${sideFr(opponent)} garde ${seedsFr(others)}${N}: sa rangée n’est pas vidée, la prise compte.`)
    en.push(`${sideEn(opponent)} keeps ${seedsEn(others)} in its row, so the row is not emptied and the capture stands.`)
  } else if (report.grandSlam) {
    fr.push(`La rangée de ${sideFr(opponent)} est vidée${N}: c’est tout prendre (le grand chelem), permis par la variante de cet exercice.`)
    en.push(`${sideEn(opponent)}'s row is emptied: that is taking everything (the grand slam), allowed by this exercise's variant.`)
  }
  fr.push(parts.length > 1 ? `Je prends ${parts.join(' + ')} = ${report.captured} graines.` : `Je prends ${seedsFr(report.captured)}.`)
  en.push(parts.length > 1 ? `I capture ${parts.join(' + ')} = ${report.captured} seeds.` : `I capture ${seedsEn(report.captured)}.`)
  return { fr, en }
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
  const takenFr = emptyStore ? `${report.captured} dans ma réserve` : `${report.captured} ${report.captured <= 1 ? 'prise' : 'prises'}`
  const takenEn = emptyStore ? `${report.captured} in my store` : `${report.captured} captured`
  return {
    fr: [`Avant${N}: ${seedsFr(before)} sur le plateau. Après${N}: ${after} sur le plateau + ${takenFr} = ${before}.`],
    en: [`Before: ${seedsEn(before)} on the board. After: ${after} on the board + ${takenEn} = ${before}.`],
  }
}

/** The whole explanation of one move played by the pupil. */
export function explainMove(report: MoveReport, options: { count?: boolean } = {}): Lines {
  const n = report.seeds
  const fr = [`J’annonce le trou${N}: je joue ${report.move}. Je prends ${n === 1 ? 'sa seule graine' : `ses ${n} graines`}.`]
  const en = [`I say my hole: I play ${report.move} and pick up ${n === 1 ? 'its only seed' : `its ${n} seeds`}.`]
  const sowing = report.laps > 0 ? lapLines(report) : sowingLines(report, 'je')
  const capture = captureLines(report)
  const count = options.count === false ? { fr: [], en: [] } : countLines(report)
  return { fr: [...fr, ...sowing.fr, ...capture.fr, ...count.fr], en: [...en, ...sowing.en, ...capture.en, ...count.en] }
}

/** One short line per move of a sequence: who plays, where the last seed lands, what is taken. */
export function moveSummary(report: MoveReport, pupil: Side): Lines {
  const mine = report.side === pupil
  const whoFr = mine ? 'Je joue' : `${sideFr(report.side)} joue`
  const whoEn = mine ? 'I play' : `${sideEn(report.side)} plays`
  const takeFr =
    report.captured > 0
      ? `${mine ? 'je prends' : 'il prend'} ${listFr(report.capturedHoles)}, ${seedsFr(report.captured)}`
      : report.grandSlamCancelled
        ? 'ce serait tout prendre, la prise est annulée'
        : 'pas de prise'
  const takeEn =
    report.captured > 0
      ? `${mine ? 'I take' : `${sideEn(report.side)} takes`} ${listEn(report.capturedHoles)}, ${seedsEn(report.captured)}`
      : report.grandSlamCancelled
        ? 'that would be taking everything, so the capture is cancelled'
        : 'no capture'
  return {
    fr: [`${whoFr} ${report.move} (${seedsFr(report.seeds)})${N}: la dernière tombe en ${report.last}, ${takeFr}.`],
    en: [`${whoEn} ${report.move} (${seedsEn(report.seeds)}): the last seed lands in ${report.last}, ${takeEn}.`],
  }
}
