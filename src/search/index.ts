/** Search on the engine's fast path, the computer levels, and a seeded random generator. */
export * from './search.js'
export * from './levels.js'
export * from './random.js'
