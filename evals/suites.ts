import type { EvalSuite } from './framework/types.js';
import { agent } from './agent/suite.js';
import { extract } from './extract/suite.js';
import { nlqSuite } from './nlq/suite.js';

/** Every eval suite `k12-intel eval` knows, one per line (`--only` picks by name). */
export const suites: EvalSuite[] = [
  nlqSuite,
  extract,
  agent,
];
