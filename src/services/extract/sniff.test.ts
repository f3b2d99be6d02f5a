import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.js';
import { sniffDocumentType } from './sniff.js';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('sniffDocumentType', () => {
  it('reads the type from the bytes', () => {
    expect(sniffDocumentType(new TextEncoder().encode('%PDF-1.7\n...'))).toBe('pdf');
    expect(sniffDocumentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe('png');
    expect(sniffDocumentType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('jpeg');
    expect(sniffDocumentType(new TextEncoder().encode('\uFEFFInvoice\nTotal: $5.00 — café'))).toBe('text');
  });

  it('binary that is none of them -> 415', () => {
    for (const sample of [bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0, 0), bytes(0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0), bytes(0xc3, 0x28, 0xa0, 0xa1)]) {
      expect(() => sniffDocumentType(sample)).toThrow(AppError);
      try {
        sniffDocumentType(sample);
      } catch (error) {
        expect((error as AppError).status).toBe(415);
      }
    }
  });

  it('an empty file -> 400', () => {
    expect(() => sniffDocumentType(new Uint8Array())).toThrow(/empty/);
  });
});
