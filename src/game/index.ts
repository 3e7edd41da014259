/** Played games: reading records from disk, the engine's comments, computer games, positions for the generator. */
export * from './load.js'
export * from './analyse.js'
export * from './selfplay.js'
export * from './pool.js'
export * from './json.js'
