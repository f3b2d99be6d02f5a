import { z } from 'zod';
import { documentSummary } from '../../src/services/documents/summary.js';
import { classifyPurchase } from '../../src/core/funding/purchase-classifier.js';
import { writeGrantNarrative } from '../../src/services/documents/grant-document.js';
import { programDocumentFacts } from '../../src/services/documents/program-facts.js';
import { defineTool, FileResult } from '../../src/tooling/define-tool.js';
import { documentStamp, purchaseDocumentFacts, schoolDocumentFacts, slug } from './document-facts.js';
import { ComposedDocumentOutput, DOCX_CONTENT_TYPE, DocumentFormat, GrantProgramInput } from './schemas.js';
import { NcesId } from '../common/inputs.js';
import { requireSchool } from '../common/lookups.js';
import { withDistrictErate } from '../erate/district-rate.js';
import { recordReportGenerated } from '../../src/services/reports/record-report.js';

export const grantWrite = defineTool({
  name: 'grant_write',
  title: 'Write a grant narrative',
  description: 'Writes a grant narrative (.docx, seven sections) for one school and program from the school\'s own numbers and the program\'s rules. Uses the AI quota.',
  group: 'funding',
  access: 'PROFESSIONAL',
  effect: 'read',
  metering: 'ai',
  rest: { method: 'POST', path: '/grants/write' },
  returnsFile: { contentTypes: [DOCX_CONTENT_TYPE] },
  input: z.object({
    nces_id: NcesId,
    program: GrantProgramInput.describe(
      'Grant program id, e.g. TITLE_I_A.',
    ),
    item_description: z
      .string()
      .trim()
      .min(1, 'must not be empty when given')
      .max(2000, 'must be at most 2000 characters')
      .optional()
      .describe('What it buys, e.g. "30 Chromebooks at $329 each".'),
    format: DocumentFormat,
  }),
  output: ComposedDocumentOutput,
  handler: async (context, { nces_id, program, item_description, format }) => {
    const school = requireSchool(context, nces_id);
    const purchase = item_description === undefined ? null : purchaseDocumentFacts(item_description, classifyPurchase(item_description, withDistrictErate(context, school)));
    const facts = {
      school: schoolDocumentFacts(context, school),
      program: programDocumentFacts(program, purchase?.category),
      purchase,
      stamp: documentStamp(context, school),
    };
    const { narrative, docx } = await writeGrantNarrative(facts, context.llm ?? null);
    await recordReportGenerated(context, { report: 'grant_narrative', format, subject: { nces_id: school.nces_id, name: school.name }, title: narrative.title });
    if (format === 'json') return narrative;
    return new FileResult(`grant-narrative-${slug(school.name)}-${school.nces_id}-${program}.docx`, DOCX_CONTENT_TYPE, docx, documentSummary(narrative));
  },
});
