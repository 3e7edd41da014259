/**
 * Board diagrams: engine results → plain views (adapt.ts, the only part that knows the engine) →
 * laid-out shapes (layout.ts, pure) → SVG text (draw.ts, svg.js on svgdom).
 */
export type { BoardView, HoleView, MoveFacts, ViewHole, ViewKind, ViewSide } from './view.js'
export type { Labels, RenderOptions, SeedStyle } from './layout.js'
export type { Lang } from './strings.js'
export { BOARD_SIZE, COLOURS, MAX_DRAWN_SEEDS } from './layout.js'
export { answerView, blankView, legalView, positionView } from './adapt.js'
export { renderBoardSvg } from './svg.js'
export { describeView } from './describe.js'
export { FONT } from './fonts.js'
