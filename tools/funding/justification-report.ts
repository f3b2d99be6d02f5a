import { z } from 'zod';
import { documentSummary } from '../../src/services/documents/summary.js';
import { renderDocx } from '../../src/services/documents/docx.js';
import { composeJustificationReport } from '../../src/services/documents/justification-report.js';
import { defineTool, FileResult } from '../../src/tooling/define-tool.js';
import {
  classifyForSchool,
  complianceFacts,
  documentStamp,
  eligibleProgramFacts,
  purchaseDocumentFacts,
  schoolDocumentFacts,
  slug,
  standardsFacts,
} from './document-facts.js';
import { ComposedDocumentOutput, DOCX_CONTENT_TYPE, DocumentFormat, ItemDescription, ProgramIdInput } from './schemas.js';
import { NcesId } from '../common/inputs.js';
import { requireSchool } from '../common/lookups.js';
import { recordReportGenerated } from '../../src/services/reports/record-report.js';

export const justificationReport = defineTool({
  name: 'justification_report',
  title: 'Purchase justification report',
  description: 'A .docx report justifying a purchase with federal funds at one school: demographics, paying programs, standards alignment, per-pupil cost and compliance.',
  group: 'funding',
  access: 'PROFESSIONAL',
  effect: 'read',
  rest: { method: 'POST', path: '/reports/justification' },
  returnsFile: { contentTypes: [DOCX_CONTENT_TYPE] },
  input: z.object({
    nces_id: NcesId,
    item_description: ItemDescription,
    program: ProgramIdInput.optional().describe(
      'Program to charge; limits compliance to it.',
    ),
    format: DocumentFormat,
  }),
  output: ComposedDocumentOutput,
  handler: async (context, { nces_id, item_description, program, format }) => {
    const school = requireSchool(context, nces_id);
    const classification = classifyForSchool(context, item_description, school);
    const purchase = purchaseDocumentFacts(item_description, classification);
    const report = composeJustificationReport({
      school: schoolDocumentFacts(context, school),
      purchase,
      eligible_programs: eligibleProgramFacts(classification),
      standards: standardsFacts(context, school, purchase.category),
      compliance: complianceFacts(item_description, program),
      stamp: documentStamp(context, school),
    });
    await recordReportGenerated(context, { report: 'purchase_justification', format, subject: { nces_id: school.nces_id, name: school.name }, title: report.title });
    if (format === 'json') return report;
    return new FileResult(`purchase-justification-${slug(school.name)}-${school.nces_id}.docx`, DOCX_CONTENT_TYPE, await renderDocx(report), documentSummary(report));
  },
});
