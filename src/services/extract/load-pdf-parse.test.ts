import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../package-info.js';

/** A one-page PDF whose text layer reads `text` (offsets computed, so any reader accepts it). */
function tinyPdf(text: string): string {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 12 Tf 20 40 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 12 Tf 20 40 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return pdf;
}

const TEXT = 'Invoice 42: 30 Chromebooks at 350 dollars each';

describe('readPdf and loadPdfParse', () => {
  it('reads a PDF, and after the parse the process has back its own JSON.parse, Array.prototype.push and Function.prototype.toString', () => {
    // A fresh process: in this one another test file may have imported pdf-parse directly already.
    const script = `
      const natives = [JSON.parse, Array.prototype.push, Function.prototype.toString];
      const { readPdf } = await import(${JSON.stringify(path.join(projectRoot(), 'src/services/extract/pdf.ts'))});
      const pages = await readPdf(new Uint8Array(Buffer.from(${JSON.stringify(tinyPdf(TEXT))}, 'latin1')), {});
      const kept = [JSON.parse, Array.prototype.push, Function.prototype.toString].map((now, index) => now === natives[index]);
      console.log(JSON.stringify({ text: pages[0].text.trim(), source: pages[0].source, kept, withResolvers: typeof Promise.withResolvers }));`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: projectRoot(), encoding: 'utf8' });
    expect(run.stderr).not.toMatch(/Error/);
    const result = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as { text: string; source: string; kept: boolean[]; withResolvers: string };
    expect(result.text).toBe(TEXT);
    expect(result.source).toBe('text-layer');
    expect(result.kept).toEqual([true, true, true]);
    // What pdfjs needs on Node 20 and Node lacks stays added.
    expect(result.withResolvers).toBe('function');
  });
});
