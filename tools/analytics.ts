import type { AnyTool } from '../src/tooling/define-tool.js';
import { districtSpending } from './analytics/district-spending.js';
import { equityGaps } from './analytics/equity-gaps.js';
import { exportSchools } from './analytics/export-schools.js';
import { marketSummary } from './analytics/market-summary.js';
import { shortages } from './analytics/shortages.js';
import { spendingCompare } from './analytics/spending-compare.js';
import { spendingRankings } from './analytics/spending-rankings.js';

/** The "Data and analytics" endpoints: export, district finance, equity gaps, market figures, shortages. */
export const analyticsTools: AnyTool[] = [exportSchools, districtSpending, spendingCompare, spendingRankings, marketSummary, shortages, equityGaps];
