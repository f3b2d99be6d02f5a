/**
 * The shape every generated document takes before it becomes a .docx: a title, a line saying which
 * data it was built from, sections of paragraphs (with optional bullets and a table), and the sources
 * it cites. Composers build this from facts; `docx.ts` renders it. Keeping the two apart lets the
 * wording be tested as plain strings and the layout be checked once.
 */

export interface DocumentTable {
  columns: string[];
  rows: string[][];
  /** Indexes of columns holding numbers, which are right-aligned so digits line up. */
  numericColumns?: number[];
  /** A line under the table, e.g. how a total was computed. */
  note?: string;
}

/** A chart drawn as a PNG, placed after the section's table with its caption under it. */
export interface DocumentFigure {
  png: Uint8Array;
  /** Pixel size of the PNG; the renderer keeps its aspect ratio. */
  width: number;
  height: number;
  caption: string;
}

export interface DocumentSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
  table?: DocumentTable;
  figures?: DocumentFigure[];
}

/** Which dataset the numbers came from and when the document was made. */
export interface DatasetStamp {
  /** "sandbox" (generated) or "live" (imported from public files). */
  dataset: string;
  /** The school/survey year the numbers describe; null when the dataset does not say. */
  source_year: number | null;
  /** ISO 8601 UTC timestamp; supplied by the caller so that composition stays deterministic. */
  generated_at: string;
}

export interface SourceEntry {
  /** How a reader would write the citation, e.g. "20 U.S.C. 6321(b) [ESEA 1118(b)]". */
  label: string;
  summary: string;
  url: string | null;
}

export interface ComposedDocument {
  title: string;
  subtitle: string | null;
  stamp: DatasetStamp;
  sections: DocumentSection[];
  sources: SourceEntry[];
  /** "local" for the template engine, or the language model's name when it wrote the text. */
  engine: string;
  /** Anything the reader of the result should know about how it was produced (e.g. a fallback). */
  notes: string[];
}

/** The document as JSON answers carry it: the same sections without their charts (PNG bytes belong in the .docx). */
export function withoutFigures<Document extends { sections: DocumentSection[] }>(document: Document): Document {
  return { ...document, sections: document.sections.map(({ figures: _figures, ...section }) => section) };
}
