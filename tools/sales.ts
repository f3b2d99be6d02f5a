import type { AnyTool } from '../src/tooling/define-tool.js';
import { districtContacts } from './sales/district-contacts.js';
import { icpSearch } from './sales/icp-search.js';
import { leadershipChanges } from './sales/leadership-changes.js';
import { opportunities } from './sales/opportunities.js';

/** The "Lead and sales intelligence" endpoints that are not about one school. */
export const salesTools: AnyTool[] = [icpSearch, opportunities, leadershipChanges, districtContacts];
