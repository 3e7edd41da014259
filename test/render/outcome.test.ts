// The end of the game on a diagram: stated on the position an end exercise asks about, and never
// with a winner when the position is reduced (its captured seeds are not drawn).
import { describe, expect, it } from 'vitest'
import { fromSetup, parsePosition, play, positionOutcome } from '../../src/engine/index.js'
import { answerView, describeView, positionView, renderBoardSvg } from '../../src/render/index.js'

const position = (notation: string) => {
  const setup = parsePosition(notation)
  if (!setup.ok) throw new Error(notation)
  const result = fromSetup(setup.value)
  if (!result.ok) throw new Error(notation)
  return result.value
}

describe('the end of the game on a diagram', () => {
  it('a finished position states the end and the score instead of the side to move', () => {
    // FE1-like: South cannot feed North's empty row; South gathers its 4 seeds, 26–22.
    const finished = position('1-2-1-0-0-0-0-0-0-0-0-0-22-22-S')
    const outcome = positionOutcome(finished)
    expect(outcome).toMatchObject({ reason: 'no-legal-move', winner: 'south', score: { south: 26, north: 22 } })
    const view = positionView(finished, outcome)
    expect(view.toMove).toBe(null)
    const text = describeView(view, 'fr')
    // South has seeds (A, B, C) but no move reaches North's empty row: it cannot feed North.
    expect(text).toContain('Sud ne peut pas nourrir Nord\u202f: chacun prend les graines de sa rangée')
    expect(text).not.toContain('ne peut pas jouer')
    expect(text).toContain('Sud 26, Nord 22')
    expect(text).toContain('Sud gagne')
    expect(renderBoardSvg(view)).toContain('Sud gagne')
    expect(describeView(positionView(finished), 'fr')).not.toContain('Partie finie')
  })

  it('a side with no seed at all "cannot play", in both languages', () => {
    const empty = position('0-0-0-0-0-0-1-2-0-0-0-0-22-23-S')
    const outcome = positionOutcome(empty)
    expect(outcome).toMatchObject({ reason: 'no-legal-move' })
    expect(describeView(positionView(empty, outcome), 'fr')).toContain('Sud ne peut pas jouer\u202f: chacun prend les graines de sa rangée')
    expect(describeView(positionView(empty, outcome), 'en')).toContain('South cannot play: each player takes the seeds of their own row')
    expect(describeView(positionView(empty, outcome), 'en')).not.toContain('cannot feed')
  })

  it('a reduced position names no winner (A4: North gathers 4 of the seeds shown)', () => {
    const report = play(position('0-0-0-0-0-2-1-1-0-0-0-0-0-0-S'), 'F')
    if (!report.ok) throw new Error(report.error.message)
    expect(report.value.outcome).toMatchObject({ reason: 'no-legal-move', complete: false })
    for (const lang of ['fr', 'en'] as const) {
      const svg = renderBoardSvg(answerView(report.value), { lang })
      expect(svg).not.toMatch(/gagne|wins|égalité|draw\./)
      expect(svg).toMatch(lang === 'fr' ? /pas de gagnant nommé/ : /no winner named/)
    }
  })
})

describe('render --position --move plays a game, as play does', async () => {
  const { runCli } = await import('../cli/harness.js')
  it('a move after the end of a move-limit game is refused (exit 1), and the last diagram states the end', async () => {
    const limit = ['--variant', 'endless=move-limit', '--variant', 'move-limit=1']
    const refused = await runCli(['render', '--position', 'start', '--move', 'C', '--move', 'G', ...limit])
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(/move 2 \(G\) cannot be played/)
    const ended = await runCli(['render', '--position', 'start', '--move', 'C', ...limit])
    expect(ended.code).toBe(0)
    expect(ended.stdout).toContain('Limite de coups atteinte')
  })
})
