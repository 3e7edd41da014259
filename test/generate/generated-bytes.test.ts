// The generator's files are the same bytes from one change to the next: one seed for every theme,
// version B twins and positions from a recorded game (golden-cases.ts), against files the generator
// wrote before its sentences moved to templates/strings/ and its attempts to src/themes/. A change
// meant to change the generated exercises updates them with `npx vitest run -u` and says so.
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEFAULT_VARIANT } from '../../src/engine/index.js'
import { PositionPool, readGames } from '../../src/game/index.js'
import type { GamePosition } from '../../src/game/pool.js'
import { generateExercises } from '../../src/generate/index.js'
import { GOLDEN_CASES } from './golden-cases.js'

async function recordedGame(): Promise<GamePosition[]> {
  const pool = new PositionPool()
  for await (const read of readGames(['auale-demo.ogn'], join('test', 'game', 'fixtures'), DEFAULT_VARIANT)) if (read.game) pool.add(read.game)
  return [...pool.positions]
}

describe('the generated exercises', () => {
  it.each(GOLDEN_CASES)('are the same bytes: $name', async ({ name, options: { fromGames, ...options } }) => {
    const games = fromGames ? await recordedGame() : undefined
    const texts: string[] = []
    const summary = await generateExercises({ ...options, variant: DEFAULT_VARIANT, ...(games ? { games } : {}) }, async (exercise) => {
      texts.push(exercise.text)
    })
    expect(summary.stop).toBe('done')
    await expect(texts.join('---\n')).toMatchFileSnapshot(join('__snapshots__', 'generated-bytes', `${name}.yaml`))
  })
})
