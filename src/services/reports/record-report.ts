import type { ToolContext } from '../../context.js';

/** What the `report_generated` automation trigger reports about one generated document. */
export interface GeneratedReport {
  /** Which document: grant_narrative, purchase_justification or district_report. */
  report: string;
  format: string;
  /** The school or district it is about (nces_id or leaid), and its name. */
  subject: Record<string, string>;
  title: string;
}

/**
 * Records a `report.generated` event for the caller's account, so automation platforms polling
 * `GET /integrations/poll/report_generated` see every document the account generated. A store
 * without integrations (surface tests) or a keyless call records nothing.
 */
export async function recordReportGenerated(context: ToolContext, report: GeneratedReport): Promise<void> {
  const store = context.state.integrations;
  if (!store || !context.caller) return;
  await store.recordEvent({ type: 'report.generated', data: report, at: context.now(), accountId: context.caller.accountId });
}
