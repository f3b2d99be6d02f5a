import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  Footer,
  Header,
  HeadingLevel,
  ImageRun,
  LineRuleType,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  WidthType,
  type ParagraphChild,
} from 'docx';
import type { ComposedDocument, DocumentFigure, DocumentSection, DocumentTable } from './document.js';
import { CONTENT_WIDTH, PAGE, SOURCES_HEADING, columnWidths } from './docx.js';
import { metadataLine } from './sources.js';

/**
 * The .docx writer behind renderDocx (docx.ts), loaded with the first Word file asked for. It renders
 * a composed document: US Letter with one-inch margins, a title, the metadata line, the sections (paragraphs, bullets, a table), and a closing "Sources and Citations" section.
 * Tables get fixed column widths in twips because LibreOffice and some Word versions ignore
 * percentage widths and collapse columns.
 */

const FONT = 'Calibri';
const ACCENT = '1F3864';
const MUTED = '595959';
const RULE = 'BFBFBF';
const HEADER_FILL = 'D9E2F3';

const border = { style: BorderStyle.SINGLE, size: 4, color: RULE };
const cellBorders = { top: border, bottom: border, left: border, right: border };

function cell(text: string, width: number, options: { header: boolean; numeric: boolean }): TableCell {
  return new TableCell({
    width: { size: width, type: WidthType.DXA },
    borders: cellBorders,
    margins: { top: 60, bottom: 60, left: 100, right: 100 },
    ...(options.header ? { shading: { type: ShadingType.CLEAR, color: 'auto', fill: HEADER_FILL } } : {}),
    children: [new Paragraph({
      alignment: options.numeric ? AlignmentType.RIGHT : AlignmentType.LEFT,
      spacing: { before: 0, after: 0 },
      children: [new TextRun({ text, bold: options.header, size: 20 })],
    })],
  });
}

function renderTable(table: DocumentTable): (Table | Paragraph)[] {
  const widths = columnWidths(table);
  const numeric = new Set(table.numericColumns ?? []);
  const header = new TableRow({
    tableHeader: true,
    cantSplit: true,
    children: table.columns.map((column, index) => cell(column, widths[index]!, { header: true, numeric: numeric.has(index) })),
  });
  const rows = table.rows.map((row) => new TableRow({
    cantSplit: true,
    children: table.columns.map((_, index) => cell(row[index] ?? '', widths[index]!, { header: false, numeric: numeric.has(index) })),
  }));
  const rendered: (Table | Paragraph)[] = [new Table({
    width: { size: CONTENT_WIDTH, type: WidthType.DXA },
    columnWidths: widths,
    layout: TableLayoutType.FIXED,
    rows: [header, ...rows],
  })];
  if (table.note) rendered.push(new Paragraph({ spacing: { before: 60, after: 120 }, children: [new TextRun({ text: table.note, italics: true, size: 18, color: MUTED })] }));
  else rendered.push(new Paragraph({ spacing: { before: 0, after: 120 }, children: [] }));
  return rendered;
}

/** A chart image scaled to the text width (points = twips / 20; docx sizes images in pixels at 96 dpi). */
function renderFigure(figure: DocumentFigure): Paragraph[] {
  const widthPixels = Math.round((CONTENT_WIDTH / 1440) * 96);
  const heightPixels = Math.round((figure.height / figure.width) * widthPixels);
  return [
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { before: 160 },
      children: [new ImageRun({ type: 'png', data: figure.png, transformation: { width: widthPixels, height: heightPixels }, altText: { name: figure.caption, description: figure.caption, title: figure.caption } })],
    }),
    new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 200 }, children: [new TextRun({ text: figure.caption, italics: true, size: 18, color: MUTED })] }),
  ];
}

function renderSection(section: DocumentSection): (Table | Paragraph)[] {
  const blocks: (Table | Paragraph)[] = [new Paragraph({ text: section.heading, heading: HeadingLevel.HEADING_1, keepNext: true })];
  for (const paragraph of section.paragraphs) blocks.push(new Paragraph({ children: [new TextRun(paragraph)] }));
  for (const bullet of section.bullets ?? []) blocks.push(new Paragraph({ bullet: { level: 0 }, children: [new TextRun(bullet)] }));
  if (section.table) blocks.push(...renderTable(section.table));
  for (const figure of section.figures ?? []) blocks.push(...renderFigure(figure));
  return blocks;
}

function renderSources(document: ComposedDocument): Paragraph[] {
  const blocks = [new Paragraph({ text: SOURCES_HEADING, heading: HeadingLevel.HEADING_1, keepNext: true })];
  document.sources.forEach((source, index) => {
    const children: ParagraphChild[] = [
      new TextRun({ text: `${index + 1}. `, size: 20 }),
      new TextRun({ text: source.label, bold: true, size: 20 }),
      new TextRun({ text: `. ${source.summary}`, size: 20 }),
    ];
    if (source.url) {
      children.push(new TextRun({ text: ' ', size: 20 }));
      children.push(new ExternalHyperlink({ link: source.url, children: [new TextRun({ text: source.url, style: 'Hyperlink', size: 18 })] }));
    }
    blocks.push(new Paragraph({ spacing: { after: 80 }, children }));
  });
  return blocks;
}

export async function writeDocx(document: ComposedDocument): Promise<Uint8Array> {
  const opening: Paragraph[] = [new Paragraph({ text: document.title, heading: HeadingLevel.TITLE })];
  if (document.subtitle) opening.push(new Paragraph({ children: [new TextRun({ text: document.subtitle, size: 22, color: ACCENT })] }));
  opening.push(new Paragraph({
    spacing: { after: 240 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: RULE, space: 4 } },
    children: [new TextRun({ text: metadataLine(document.stamp, document.engine), italics: true, size: 18, color: MUTED })],
  }));
  for (const note of document.notes) opening.push(new Paragraph({ children: [new TextRun({ text: `Note: ${note}`, italics: true, size: 18, color: MUTED })] }));

  const file = new Document({
    creator: 'k12-intel',
    title: document.title,
    description: metadataLine(document.stamp, document.engine),
    styles: {
      default: {
        document: { run: { font: FONT, size: 22 }, paragraph: { spacing: { after: 120, line: 276, lineRule: LineRuleType.AUTO } } },
        title: { run: { font: FONT, size: 40, bold: true, color: ACCENT }, paragraph: { spacing: { after: 80, line: 252, lineRule: LineRuleType.AUTO } } },
        heading1: { run: { font: FONT, size: 28, bold: true, color: ACCENT }, paragraph: { spacing: { before: 280, after: 100 } } },
      },
    },
    sections: [{
      properties: { page: { size: { width: PAGE.width, height: PAGE.height }, margin: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin } } },
      headers: { default: new Header({ children: [new Paragraph({ alignment: AlignmentType.RIGHT, children: [new TextRun({ text: document.title, size: 16, color: MUTED })] })] }) },
      footers: { default: new Footer({ children: [new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES], size: 16, color: MUTED })] })] }) },
      children: [...opening, ...document.sections.flatMap(renderSection), ...renderSources(document)],
    }],
  });
  return Packer.pack(file, 'uint8array');
}
