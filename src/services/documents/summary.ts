import type { ComposedDocument } from './document.js';

/** Characters of the opening paragraph kept in a summary: the gist, not the document. */
const OPENING_LENGTH = 400;

/**
 * A few lines on what a composed document holds (title, the section headings, how it opens), sent
 * beside the file to clients that cannot open a .docx.
 */
export function documentSummary(document: ComposedDocument): string {
  const opening = document.sections.flatMap((section) => section.paragraphs).find((paragraph) => paragraph.trim().length > 0) ?? '';
  const lines = [
    document.subtitle ? `${document.title}: ${document.subtitle}` : document.title,
    `Sections: ${document.sections.map((section) => section.heading).join('; ')}.`,
  ];
  if (opening) lines.push(opening.length > OPENING_LENGTH ? `${opening.slice(0, OPENING_LENGTH).replace(/\s+\S*$/, '')}...` : opening);
  return lines.join('\n');
}
