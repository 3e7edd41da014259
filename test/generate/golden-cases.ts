// The generated exercises pinned byte for byte by generated-bytes.test.ts: one seed for every theme at
// level 3 (the longest texts: North to move, tempting moves, laps that capture), version B twins
// asking other answer places, and positions from a recorded game. (The endgames take 12 s to draw:
// their test is endgame.test.ts.)
import type { GenerateOptions } from '../../src/generate/index.js'
import { THEMES } from '../../src/themes/index.js'

export type GoldenCase = { readonly name: string; readonly options: Omit<GenerateOptions, 'variant' | 'games'> & { readonly fromGames?: boolean } }

export const GOLDEN_CASES: readonly GoldenCase[] = [
  ...THEMES.map((theme) => ({ name: `${theme}-3`, options: { theme, level: 3 as const, count: 1, seed: 'golden' } })),
  {
    name: 'capture-twin-north',
    options: { theme: 'capture', level: 2, count: 1, seed: 'golden', twin: { task: 'play', turn: 'north', answers: ['last', 'captured', 'count', 'stores'], played: null } },
  },
  { name: 'lap-twin', options: { theme: 'lap', level: 2, count: 1, seed: 'golden', twin: { task: 'play', turn: 'south', answers: ['sown', { seedsAfter: 'C' }, 'board'], played: 'C' } } },
  {
    name: 'chain-stop-twin',
    options: { theme: 'chain-stop', level: 2, count: 1, seed: 'golden', twin: { task: 'play', turn: 'south', answers: ['capturedHoles', 'why', 'lastCount'], played: null } },
  },
  { name: 'feeding-twin-north', options: { theme: 'feeding', level: 2, count: 1, seed: 'golden', twin: { task: 'legal', turn: 'north', answers: ['legal'], played: null } } },
  { name: 'grand-slam-twin-best', options: { theme: 'grand-slam', level: 2, count: 1, seed: 'golden', twin: { task: 'best', turn: 'south', answers: ['best', 'why'], played: null } } },
  { name: 'chain-from-games', options: { theme: 'chain', level: 1, count: 2, seed: 'golden', fromGames: true } },
]
