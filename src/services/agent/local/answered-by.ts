/**
 * The list tools whose answers open in words of their own ("Bright spots in TX ...", "Top E-Rate
 * vendors ..."): which tool gave the last answer, read back from it, so a follow-up that changes one
 * detail ("now do Hispanic students", "what about the year before?") asks that tool again. The
 * conversation keeps only text (clients may send their own history), so the answer is the record.
 * `answered-by.test.ts` runs each writer and reads its answer back, so the two stay in step.
 */
const OPENINGS: [RegExp, string][] = [
  [/^\d[\d,]* schools in [A-Z]{2} have an? \w+ gap\b/, 'equity_gaps'],
  [/^(?:Bright spots\b|No bright-spot schools\b)/, 'bright_spots'],
  [/^Top E-Rate vendors\b/, 'erate_vendors'],
  [/^(?:Top sales opportunities\b|No(?: \w+-tier)? schools are listed\b)/, 'opportunities'],
  [/^Districts(?: in [A-Z]{2})? ranked by\b/, 'spending_rankings'],
  [/^(?:Teacher shortage areas\b|No teacher shortage areas\b)/, 'teacher_shortages'],
  [/^(?:Recent leadership changes\b|No leadership changes\b)/, 'leadership_changes'],
  [/^Board items for\b/, 'school_board_intel'],
  [/^(?:Top leads for\b|No leads found for\b)/, 'leads_from_purchase'],
  [/^K-12 market of\b/, 'market_summary'],
  [/^(?:Schools that best fit the profile\b|No school fits that profile\b)/, 'icp_search'],
  [/^Schools most like\b/, 'school_look_alikes'],
  [/^Schools (?:matching|of district)\b/, 'schools_search'],
  [/^Drafted ".*\bGrant Narrative\b/, 'grant_write'],
  [/^Drafted "Purchase Justification\b/, 'justification_report'],
  [/^"[^"\n]+" reads as .+ \(\w+ confidence\)/, 'purchase_qualify'],
];

export function answeredBy(answer: string): string | undefined {
  return OPENINGS.find(([opening]) => opening.test(answer))?.[1];
}
