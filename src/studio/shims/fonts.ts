/** The studio's stand-in for src/render/fonts.ts: the same names; the files are served beside the page (fonts/). */
export const FONT: { family: 'Andika'; regular: string; bold: string; familyBold: 'Andika-Bold' } = Object.freeze({
  family: 'Andika',
  regular: 'fonts/Andika_400Regular.ttf',
  bold: 'fonts/Andika_700Bold.ttf',
  familyBold: 'Andika-Bold',
})

export const FONT_DIR = 'fonts'
