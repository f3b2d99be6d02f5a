import type { ComposedDocument, DocumentTable } from './document.js';

/**
 * Word files of composed documents. The docx library and the writer (docx-render.ts) load with the
 * first file asked for: most requests want JSON, and the library costs the process memory it would
 * otherwise hold from start to stop. Page geometry and column widths live here, free of the library.
 */
export async function renderDocx(document: ComposedDocument): Promise<Uint8Array> {
  const { writeDocx } = await import('./docx-render.js');
  return writeDocx(document);
}

export const SOURCES_HEADING = 'Sources and Citations';

export const PAGE = { width: 12_240, height: 15_840, margin: 1_440 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

/** Width of one character of 10-point table text, in twips, generous enough for fallback fonts. */
const CHARACTER_TWIPS = 135;
const CELL_PADDING_TWIPS = 280;

/**
 * Column widths in twips. Each column first gets room for its longest word (so no word is broken
 * inside a cell, as "Quan-tity" or "$9,87-0"), then the remaining width goes to columns in
 * proportion to their longest text, so prose columns wrap and number columns stay narrow.
 */
export function columnWidths(table: DocumentTable, totalWidth = CONTENT_WIDTH): number[] {
  const cells = (index: number) => [table.columns[index]!, ...table.rows.map((row) => row[index] ?? '')];
  const wordLength = (text: string) => Math.max(...text.split(/\s+/).map((word) => word.length));
  // Header text is bold, which is about a sixth wider.
  const longestWord = table.columns.map((column, index) => Math.max(Math.ceil(wordLength(column) * 1.17), ...table.rows.map((row) => wordLength(row[index] ?? ''))));
  const longestText = table.columns.map((_, index) => Math.max(...cells(index).map((text) => text.length)));
  let minimums = longestWord.map((length) => length * CHARACTER_TWIPS + CELL_PADDING_TWIPS);
  const minimumSum = minimums.reduce((sum, width) => sum + width, 0);
  if (minimumSum > totalWidth) minimums = minimums.map((width) => Math.floor((width / minimumSum) * totalWidth));
  const spare = Math.max(0, totalWidth - minimums.reduce((sum, width) => sum + width, 0));
  const weights = longestText.map((length, index) => Math.max(0, Math.min(60, length) - longestWord[index]!));
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  const widths = minimums.map((width, index) => width + Math.floor(weightSum > 0 ? (weights[index]! / weightSum) * spare : spare / minimums.length));
  widths[0]! += totalWidth - widths.reduce((sum, width) => sum + width, 0);
  return widths;
}

