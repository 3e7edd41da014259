/** The rules engine: pure, no I/O. Other layers call it; it calls nothing. */
export * from './types.js'
export * from './result.js'
export * from './setup.js'
export * from './position.js'
export * from './game.js'
export * from './notation.js'
export { perft } from './fast.js'
