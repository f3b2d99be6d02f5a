import { AppError, toProblem } from '../../src/errors.js';
import { extractDocument } from '../../src/services/extract/extract-document.js';
import { OcrEngine } from '../../src/services/extract/ocr.js';
import type { LlmClient } from '../../src/services/llm/port.js';
import type { EvalTarget, ToolCallOutcome } from '../framework/types.js';

/**
 * An eval target that calls the extraction service in this process, without a key or a server:
 * what the floor test and `evals/extract/run.ts` use. The runner's in-process and HTTP targets
 * reach the same code through extract_document.
 */
export function directExtractTarget(options: { llm?: LlmClient } = {}): EvalTarget {
  const ocr = new OcrEngine();
  return {
    kind: 'in-process',
    async callTool(name: string, args: Record<string, unknown>): Promise<ToolCallOutcome> {
      const started = performance.now();
      if (name !== 'extract_document') return { ok: false, status: 404, body: { detail: `unknown tool ${name}` }, ms: 0 };
      try {
        const bytes = new Uint8Array(Buffer.from(String(args.file_base64 ?? ''), 'base64'));
        const body = await extractDocument(bytes, { ocr, llm: options.llm });
        return { ok: true, status: 200, body, ms: performance.now() - started };
      } catch (error) {
        const problem = toProblem(error, '/extract/document', 'eval');
        return { ok: false, status: error instanceof AppError ? error.status : 500, body: problem, ms: performance.now() - started };
      }
    },
    close: () => ocr.close(),
  };
}
