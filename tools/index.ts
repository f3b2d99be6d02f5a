import type { AnyTool } from '../src/tooling/define-tool.js';
import { agentTools } from './agent.js';
import { erateTools } from './erate.js';
import { fundingTools } from './funding.js';
import { marketplaceTools } from './marketplace.js';
import { schoolTools } from './schools.js';
import { systemTools } from './system.js';

/** Every tool of the service, in the order the docs list them. */
export const allTools: AnyTool[] = [...systemTools, ...schoolTools, ...fundingTools, ...erateTools, ...marketplaceTools];
allTools.push(...agentTools);
