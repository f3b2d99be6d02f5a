import { z } from 'zod';
import { composeDistrictReport } from '../../src/services/documents/district-report.js';
import { polishDistrictReport } from '../../src/services/documents/district-polish.js';
import { withoutFigures } from '../../src/services/documents/document.js';
import { renderDocx } from '../../src/services/documents/docx.js';
import { defineTool, FileResult } from '../../src/tooling/define-tool.js';
import { ComposedDocumentOutput, DOCX_CONTENT_TYPE, DocumentFormat } from '../funding/schemas.js';
import { slug } from '../funding/document-facts.js';
import { LeaId } from '../common/inputs.js';
import { requireDistrict } from '../common/lookups.js';
import { districtReportFacts } from './district-report-facts.js';
import { recordReportGenerated } from '../../src/services/reports/record-report.js';

export const districtReport = defineTool({
  name: 'district_report',
  title: 'District report',
  description: 'A .docx (or JSON) report on one district for its board: statistics vs the state, its schools, funding analysis, charts and insights.',
  group: 'geography',
  access: 'PROFESSIONAL',
  effect: 'read',
  rest: { method: 'POST', path: '/reports/district' },
  returnsFile: { contentTypes: [DOCX_CONTENT_TYPE] },
  input: z.object({ leaid: LeaId, format: DocumentFormat }),
  output: ComposedDocumentOutput,
  handler: async (context, { leaid, format }) => {
    const district = requireDistrict(context, leaid);
    const facts = districtReportFacts(context, district);
    const local = composeDistrictReport(facts);
    const report = context.llm ? await polishDistrictReport(context.llm, facts, local) : local;
    await recordReportGenerated(context, { report: 'district_report', format, subject: { leaid: district.leaid, name: district.name }, title: report.title });
    if (format === 'json') return withoutFigures(report);
    return new FileResult(`district-report-${slug(district.name)}-${district.leaid}.docx`, DOCX_CONTENT_TYPE, await renderDocx(report));
  },
});
