import type { AnyTool } from '../src/tooling/define-tool.js';
import { exportSchools } from './analytics/export-schools.js';

/** The "Data and analytics" endpoints: export, district finance, equity gaps, market figures, shortages. */
export const analyticsTools: AnyTool[] = [exportSchools];
