import type { AnyTool } from '../src/tooling/define-tool.js';
import { brightSpots } from './schools/bright-spots.js';
import { bulkImportSchools } from './schools/bulk-import.js';
import { schoolEquity } from './schools/equity.js';
import { schoolFunding } from './schools/funding.js';
import { schoolHealth } from './schools/health.js';
import { schoolLookAlikes } from './schools/look-alikes.js';
import { schoolNeeds } from './schools/needs.js';
import { schoolOpportunity } from './schools/opportunity.js';
import { schoolPeers } from './schools/peers.js';
import { schoolProfile } from './schools/profile.js';
import { schoolBoardIntel, schoolContacts } from './schools/sales.js';
import { searchSchools } from './schools/search.js';

/**
 * The "School intelligence" endpoints. Search comes before the profile so that /schools/search is
 * routed before /schools/{nces_id}.
 */
export const schoolTools: AnyTool[] = [
  searchSchools,
  schoolProfile,
  schoolPeers,
  schoolHealth,
  schoolNeeds,
  schoolEquity,
  schoolFunding,
  schoolOpportunity,
  schoolLookAlikes,
  schoolBoardIntel,
  schoolContacts,
  brightSpots,
  bulkImportSchools,
];
