import type { AnyTool } from '../src/tooling/define-tool.js';
import { districtReport } from './geography/district-report.js';
import { searchDistricts } from './geography/district-search.js';
import { standardsCertify } from './geography/standards-certify.js';
import { stateProfile } from './geography/state-profile.js';

/** The "Geography and reports" endpoints: district search, state profiles, the district report, standards. */
export const geographyTools: AnyTool[] = [searchDistricts, stateProfile, districtReport, standardsCertify];
