import { query, queryAsk } from './ai/query.js';

/** The AI endpoints of SERVICE-SPEC.md: natural-language query. */
export const queryTools = [query, queryAsk];
