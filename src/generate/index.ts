/** The exercise generator: themes, explanations, file text, and the driver that checks every file. */
export * from './themes.js'
export * from './explain.js'
export * from './write.js'
export * from './generate.js'
