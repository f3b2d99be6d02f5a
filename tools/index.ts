import type { AnyTool } from '../src/tooling/define-tool.js';
import { agentTools } from './agent.js';
import { queryTools } from './ai.js';
import { analyticsTools } from './analytics.js';
import { erateTools } from './erate.js';
import { extractTools } from './extract.js';
import { fundingTools } from './funding.js';
import { geographyTools } from './geography.js';
import { integrationTools } from './integrations.js';
import { marketplaceTools } from './marketplace.js';
import { salesTools } from './sales.js';
import { schoolTools } from './schools.js';
import { systemTools } from './system.js';

/** Every tool of the service, in the order the docs list them. */
export const allTools: AnyTool[] = [
  ...systemTools,
  ...schoolTools,
  ...fundingTools,
  ...erateTools,
  ...marketplaceTools,
  ...analyticsTools,
  ...salesTools,
  ...geographyTools,
  ...queryTools,
  ...agentTools,
  ...extractTools,
  ...integrationTools,
];
