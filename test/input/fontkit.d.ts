// fontkit (pdfkit's font library) ships no types; the tests only open a font and ask its coverage.
declare module 'fontkit' {
  export function openSync(path: string): unknown
}
