/**
 * What pdfkit's browser build takes from fflate, with its deflate replaced by Node's own algorithm
 * (../pdf/deflate.ts): the streams of a PDF made in the page are then the command line's, byte for byte.
 */
export { deflateSync as zlibSync } from '../pdf/deflate.js'
