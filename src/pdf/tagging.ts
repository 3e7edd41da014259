import type PDFKit from 'pdfkit'
import type { Doc } from './document.js'

/**
 * The structure tree of the tagged PDF: each section is a `Sect` whose headings, paragraphs and
 * figures are tagged as they are drawn, figures with a text alternative (screen readers read the
 * position out). Footers and cut marks are artifacts.
 */
export interface PageTagger {
  heading(draw: () => void): void
  paragraph(draw: () => void): void
  figure(alt: string, draw: () => void): void
  artifact(draw: () => void): void
}

export function sectionTagger(doc: Doc, title: string): PageTagger & { end(): void } {
  const section: PDFKit.PDFStructureElement = doc.struct('Sect', { title })
  doc.addStructure(section)
  return {
    heading: (draw) => void section.add(doc.struct('H1', {}, draw)),
    paragraph: (draw) => void section.add(doc.struct('P', {}, draw)),
    figure: (alt, draw) => void section.add(doc.struct('Figure', { alt }, draw)),
    artifact: (draw) => artifact(doc, draw),
    end: () => section.end(),
  }
}

export function artifact(doc: Doc, draw: () => void): void {
  doc.markContent('Artifact', { type: 'Pagination' })
  draw()
  doc.endMarkedContent()
}
