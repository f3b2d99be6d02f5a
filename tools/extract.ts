import type { AnyTool } from '../src/tooling/define-tool.js';
import { extractDocumentTool } from './extract/extract-document.js';

/** Document extraction: purchase documents in, structured purchases out. */
export const extractTools: AnyTool[] = [extractDocumentTool];
