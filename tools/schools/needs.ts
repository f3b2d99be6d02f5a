import { z } from 'zod';
import { schoolEligibility } from '../../src/core/funding/eligibility.js';
import { needsAssessment, needsInputsMissing } from '../../src/core/scores/needs.js';
import { defineTool } from '../../src/tooling/define-tool.js';
import { ComparedWith, comparedWith } from './health.js';
import { Finding } from './schemas.js';
import { requireFields } from './school-data.js';
import { scoringBasis } from './scoring-basis.js';
import { NcesId } from '../common/inputs.js';
import { requireSchool } from '../common/lookups.js';
import { DataSource, rowSource } from '../common/provenance.js';

const Indicator = z.object({
  field: z.string(),
  value: z.number().nullable(),
  reference: z.number().nullable().describe('What the value is compared with: the state average, or 0 for subgroup gaps (parity with all students).'),
  difference: z.number().nullable().describe('value - reference, in the field\'s unit.'),
  status: z.enum(['below', 'at', 'above', 'unknown']).describe('Numerically above, below or within half a unit of the reference.'),
  favourable: z.boolean().nullable().describe('Whether the difference is good news (for a ratio, lower is better); null when at or unknown.'),
});

export const schoolNeeds = defineTool({
  name: 'school_needs',
  title: 'School needs assessment',
  description: 'What a school lacks and what could pay for it: funding gaps, performance and staffing gaps vs the state, recommended interventions and eligible federal programs.',
  group: 'schools',
  access: 'PROFESSIONAL',
  effect: 'read',
  rest: { method: 'GET', path: '/schools/{nces_id}/needs' },
  input: z.object({ nces_id: NcesId }),
  output: z.object({
    nces_id: z.string(),
    name: z.string(),
    funding_gaps: z.array(Finding),
    performance_indicators: z.array(Indicator),
    staffing: z.array(Indicator),
    resource_deficiencies: z.array(Finding),
    risk_factors: z.array(Finding),
    strengths: z.array(Finding),
    recommended_interventions: z.array(
      z.object({
        intervention: z.string(),
        addresses: z.array(z.string()).describe('Codes of the findings it answers.'),
        programs: z.array(z.string()).describe('Programs that can pay for it.'),
        why: z.string(),
      }),
    ),
    matching_programs: z
      .array(
        z.object({
          program_id: z.string(),
          strength: z.enum(['STRONG', 'MODERATE', 'WEAK']),
          rule: z.string().nullable(),
          funds: z.array(z.string()).describe('Recommended interventions this program can pay for.'),
        }),
      )
      .describe('Programs the school is eligible for that fund a recommended intervention, strongest first.'),
    compared_with: ComparedWith,
    data_source: DataSource,
  }),
  handler: async (context, { nces_id }) => {
    const school = requireSchool(context, nces_id);
    requireFields(school, 'a needs assessment', needsInputsMissing(school));
    const reader = context.dataset.reader;
    const basis = await scoringBasis(context.dataset);
    const district = basis.districts.get(school.leaid);
    const averages = basis.stateAverages(school.state);
    const needs = needsAssessment(school, {
      averages,
      equity: reader.getEquity(school.nces_id) ?? null,
      finance: district?.finance ?? null,
      eligibility: schoolEligibility(school),
      c2: district?.c2 ?? null,
    });
    return {
      nces_id: school.nces_id,
      name: school.name,
      funding_gaps: needs.funding_gaps,
      performance_indicators: needs.performance_indicators,
      staffing: needs.staffing,
      resource_deficiencies: needs.resource_deficiencies,
      risk_factors: needs.risk_factors,
      strengths: needs.strengths,
      recommended_interventions: needs.recommended_interventions,
      matching_programs: needs.matching_programs,
      compared_with: comparedWith(averages),
      data_source: rowSource(context, school),
    };
  },
});
