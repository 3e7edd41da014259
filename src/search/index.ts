/** Search on the engine's fast path (the exact searcher and the playing one), the computer levels, and a seeded random generator. */
export * from './search.js'
export * from './playing.js'
export * from './evaluation.js'
export * from './levels.js'
export * from './computer.js'
export * from './random.js'
