import busboy from 'busboy';
import type { Request } from 'express';
import { AppError } from '../../errors.js';

export interface Upload {
  bytes: Buffer;
  filename: string | undefined;
}

export interface UploadLimits {
  /** The multipart field that carries the file. */
  field: string;
  maxBytes: number;
}

const missingFile = (field: string) =>
  new AppError('bad_request', `Send the document as a multipart/form-data file in the field "${field}".`, {
    extra: { errors: [{ field, message: 'required' }] },
  });

/**
 * Reads one uploaded file from a multipart/form-data request as a stream, refusing it (413) as
 * soon as it passes the size cap rather than after buffering it all. Exactly one file, in the
 * named field; any malformed body is a 400. Text fields are ignored.
 */
export function readUpload(request: Request, { field, maxBytes }: UploadLimits): Promise<Upload> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.get('content-length'));
    // Multipart framing adds a little; a declared length far past the cap is refused before reading.
    if (Number.isFinite(declared) && declared > maxBytes + 64 * 1024) {
      reject(tooLarge(maxBytes));
      request.resume();
      return;
    }
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: request.headers, limits: { files: 1, fileSize: maxBytes, fields: 20, fieldSize: 64 * 1024, parts: 30 } });
    } catch (error) {
      reject(new AppError('bad_request', `Malformed multipart request: ${error instanceof Error ? error.message : 'unreadable'}.`));
      return;
    }
    let settled = false;
    let upload: Upload | undefined;
    let pending: Promise<void> | undefined;
    const fail = (error: AppError) => {
      if (settled) return;
      settled = true;
      request.unpipe(parser);
      // Drain what the client still sends so it can read the answer.
      request.resume();
      reject(error);
    };
    parser.on('file', (name, stream, info) => {
      if (name !== field) {
        stream.resume();
        fail(new AppError('bad_request', `Unexpected file field "${name}": send the document in the field "${field}".`, { extra: { errors: [{ field: name, message: `unknown file field; use "${field}"` }] } }));
        return;
      }
      const chunks: Buffer[] = [];
      pending = new Promise<void>((done) => {
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        // A body cut short errors the file stream as well as the parser.
        stream.on('error', (error: unknown) => {
          fail(new AppError('bad_request', `Malformed multipart body: ${error instanceof Error ? error.message : 'unreadable'}.`));
          done();
        });
        stream.on('limit', () => {
          fail(tooLarge(maxBytes));
          done();
        });
        stream.on('end', () => {
          if (!(stream as unknown as { truncated?: boolean }).truncated) upload = { bytes: Buffer.concat(chunks), filename: info.filename || undefined };
          done();
        });
      });
    });
    parser.on('filesLimit', () => fail(new AppError('bad_request', 'Send exactly one file per request.', { extra: { errors: [{ field, message: 'only one file is accepted' }] } })));
    parser.on('partsLimit', () => fail(new AppError('bad_request', 'Too many parts in the multipart body.')));
    parser.on('error', (error: unknown) => fail(new AppError('bad_request', `Malformed multipart body: ${error instanceof Error ? error.message : 'unreadable'}.`)));
    parser.on('close', () => {
      void (pending ?? Promise.resolve()).then(() => {
        if (settled) return;
        settled = true;
        if (!upload) reject(missingFile(field));
        else resolve(upload);
      });
    });
    request.on('aborted', () => fail(new AppError('bad_request', 'The request was aborted while its body was read.')));
    request.pipe(parser);
  });
}

function tooLarge(maxBytes: number): AppError {
  return new AppError('payload_too_large', `The uploaded file is larger than ${Math.round(maxBytes / (1024 * 1024))} MB.`, { extra: { max_bytes: maxBytes } });
}
