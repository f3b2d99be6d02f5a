import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Test support: what a person opening a generated .docx would see. LibreOffice (headless) converts
 * it to PDF; poppler's pdftotext and pdfinfo give the text and the page count. Each conversion uses
 * its own LibreOffice profile directory, because two soffice processes sharing the default profile
 * block each other (tests run in parallel processes).
 */

const run = promisify(execFile);
const CONVERT_TIMEOUT_MS = 120_000;

export interface RenderedDocument {
  /** Text of every page, in layout order, with whitespace runs collapsed to one space. */
  text: string;
  pageCount: number;
  /** The PDF itself, for a closer look (e.g. pdftoppm). */
  pdf: Uint8Array;
}

/** Converts a .docx to PDF and reads back its text and page count; the temporary files are removed. */
export async function renderCheck(docx: Uint8Array, name = 'document'): Promise<RenderedDocument> {
  const workDirectory = await fs.mkdtemp(path.join(os.tmpdir(), 'k12-render-'));
  const profile = path.join(workDirectory, `profile-${randomUUID()}`);
  const input = path.join(workDirectory, `${name}.docx`);
  const output = path.join(workDirectory, `${name}.pdf`);
  try {
    await fs.writeFile(input, docx);
    await run('soffice', [
      `-env:UserInstallation=file://${profile}`,
      '--headless', '--norestore', '--nolockcheck',
      '--convert-to', 'pdf', '--outdir', workDirectory, input,
    ], { timeout: CONVERT_TIMEOUT_MS });
    const pdf = await fs.readFile(output).catch(() => {
      throw new Error(`LibreOffice produced no PDF for ${name}.docx`);
    });
    const [{ stdout: text }, { stdout: info }] = await Promise.all([
      run('pdftotext', ['-layout', output, '-']),
      run('pdfinfo', [output]),
    ]);
    const pages = /^Pages:\s+(\d+)/m.exec(info);
    if (!pages) throw new Error(`pdfinfo reported no page count for ${name}.pdf`);
    return { text: text.replace(/\s+/g, ' ').trim(), pageCount: Number(pages[1]), pdf: new Uint8Array(pdf) };
  } finally {
    await fs.rm(workDirectory, { recursive: true, force: true });
  }
}

/** Renders the first pages of a PDF to PNG files in `directory` (for looking at a layout by eye). */
export async function pdfPagesToPng(pdf: Uint8Array, directory: string, options: { resolution?: number; lastPage?: number } = {}): Promise<string[]> {
  await fs.mkdir(directory, { recursive: true });
  const input = path.join(directory, 'document.pdf');
  await fs.writeFile(input, pdf);
  await run('pdftoppm', ['-png', '-r', String(options.resolution ?? 60), '-l', String(options.lastPage ?? 99), input, path.join(directory, 'page')]);
  return (await fs.readdir(directory)).filter((file) => file.endsWith('.png')).sort().map((file) => path.join(directory, file));
}
