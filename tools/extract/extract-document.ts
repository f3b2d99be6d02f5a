import { z } from 'zod';
import { AppError } from '../../src/errors.js';
import { extractDocument } from '../../src/services/extract/extract-document.js';
import { defineTool } from '../../src/tooling/define-tool.js';
import { DocumentExtractionOutput, MAX_DOCUMENT_BYTES } from './schemas.js';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The file's bytes from base64 (a data: URL prefix and line breaks allowed); bad base64 is a 400, too big a 413. */
function decodeDocument(encoded: string | undefined): Uint8Array {
  if (encoded !== undefined && encoded.length === 0) {
    throw new AppError('bad_request', 'The uploaded file is empty.', { extra: { errors: [{ field: 'file', message: 'empty file' }] } });
  }
  if (encoded === undefined) {
    throw new AppError('bad_request', 'Send the document: a multipart/form-data file in the field "file", or base64 in "file_base64".', {
      extra: { errors: [{ field: 'file', message: 'required' }] },
    });
  }
  const compact = encoded.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (compact.length % 4 === 1 || !BASE64.test(compact)) {
    throw new AppError('bad_request', 'file_base64 is not valid base64.', { extra: { errors: [{ field: 'file_base64', message: 'not valid base64' }] } });
  }
  if (Math.floor((compact.length * 3) / 4) - (compact.match(/=+$/)?.[0].length ?? 0) > MAX_DOCUMENT_BYTES) {
    throw new AppError('payload_too_large', `The document is larger than ${MAX_DOCUMENT_BYTES / (1024 * 1024)} MB.`, { extra: { max_bytes: MAX_DOCUMENT_BYTES } });
  }
  return new Uint8Array(Buffer.from(compact, 'base64'));
}

export const extractDocumentTool = defineTool({
  name: 'extract_document',
  title: 'Extract a purchase from a document',
  description: 'Reads a quote, invoice, PO or receipt (PDF, image or text, base64) and returns vendor, amounts, line items and arithmetic checks; qualify_input feeds purchase_qualify.',
  group: 'ai',
  access: 'STARTER',
  effect: 'read',
  rest: { method: 'POST', path: '/extract/document', upload: { field: 'file', into: 'file_base64', filenameInto: 'filename', maxBytes: MAX_DOCUMENT_BYTES } },
  // A JSON body carries the file as base64 (4/3 of 10 MB) plus a little.
  maxBodyBytes: Math.ceil((MAX_DOCUMENT_BYTES * 4) / 3) + 64 * 1024,
  input: z.object({
    file_base64: z
      .string()
      .max(Math.ceil((MAX_DOCUMENT_BYTES * 4) / 3) + 4096, 'the document is larger than 10 MB')
      .optional()
      .describe('The document, base64 or data: URL.'),
    filename: z.string().max(255).optional().describe('File name, for the record.'),
  }),
  output: DocumentExtractionOutput,
  handler: async (context, { file_base64 }) => {
    const bytes = decodeDocument(file_base64);
    if (!context.ocr) throw new AppError('unavailable', 'Document extraction is not available on this server (no OCR engine).');
    return extractDocument(bytes, { ocr: context.ocr, llm: context.llm, log: context.log });
  },
});
