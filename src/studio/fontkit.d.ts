// fontkit (pdfkit's font library) ships no types: the studio opens a TTF from its bytes and lays text out.
declare module 'fontkit' {
  export function create(buffer: Uint8Array): unknown
}
