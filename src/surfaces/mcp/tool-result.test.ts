import { describe, expect, it } from 'vitest';
import { FileResult } from '../../tooling/define-tool.js';
import { csvSummary, successResult } from './tool-result.js';

const tool = { name: 'export_test', returnsFile: { contentTypes: ['text/csv'] } } as never;

describe('files over MCP', () => {
  it('csvSummary(header + 2 rows) -> row count and columns', () => {
    expect(csvSummary('nces_id,name,state\n1,A,TX\n2,B,CA\n')).toBe('CSV with 2 data rows; columns: nces_id, name, state.');
  });

  it('successResult(CSV file) -> the gist, then the note, and the file as an embedded text resource', () => {
    const data = new TextEncoder().encode('nces_id,name\n1,A\n');
    const result = successResult(tool, new FileResult('schools.csv', 'text/csv; charset=utf-8', data), undefined);
    expect(result.content).toEqual([
      { type: 'text', text: 'CSV with 1 data row; columns: nces_id, name.\n\nFile schools.csv (text/csv; charset=utf-8, 17 bytes) is attached as k12-intel://files/schools.csv.' },
      { type: 'resource', resource: { uri: 'k12-intel://files/schools.csv', mimeType: 'text/csv; charset=utf-8', text: 'nces_id,name\n1,A\n' } },
    ]);
  });

  it('successResult(binary file with a summary) -> the summary first, the bytes as base64', () => {
    const result = successResult(tool, new FileResult('a.docx', 'application/octet-stream', new Uint8Array([80, 75]), 'Title\nSections: A; B.'), undefined);
    expect((result.content[0] as { text: string }).text).toMatch(/^Title\nSections: A; B\.\n\nFile a\.docx/);
    expect(result.content[1]).toMatchObject({ resource: { blob: 'UEs=' } });
  });
});
