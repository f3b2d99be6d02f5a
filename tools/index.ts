import type { AnyTool } from '../src/tooling/define-tool.js';
import { marketplaceTools } from './marketplace.js';
import { systemTools } from './system.js';

/** Every tool of the service, in the order the docs list them. */
export const allTools: AnyTool[] = [...systemTools, ...marketplaceTools];
