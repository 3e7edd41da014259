/**
 * Board diagrams: engine results → plain views (adapt.ts, the only part that knows the engine) →
 * laid-out shapes (layout.ts, pure) → SVG text (draw.ts, svg.js on svgdom) or PDF (pdf/diagrams.ts).
 */
export type { BoardView, HoleView, MoveFacts, ViewHole, ViewKind, ViewOptions, ViewSide } from './view.js'
export type { Labels, Layout, OutsideText, RenderOptions, SeedStyle, TextScale } from './layout.js'
export { PUPIL_TEXT, STANDARD_TEXT } from './layout.js'
export type { Ink, InkName } from './ink.js'
export { INKS, INK_NAMES } from './ink.js'
export type { Lang } from './strings.js'
export type { RenderedBoard } from './svg.js'
export { DEFAULT_PRINT_WIDTH_MM, MAX_DRAWN_SEEDS, MIN_BOARD_PRINT_WIDTH_MM, VIEW_WIDTH } from './layout.js'
export { answerView, blankView, legalView, positionView } from './adapt.js'
export { renderBoard, renderBoardSvg } from './svg.js'
export { describeView } from './describe.js'
export { FONT } from './fonts.js'
