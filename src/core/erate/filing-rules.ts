import { cite, type Citation } from '../../../seeds/reference/citations.js';

/** The documents an E-Rate applicant prepares and the competitive-bidding rules it follows, each cited. */

export interface ChecklistRule {
  id: string;
  text: string;
  citations: Citation[];
}

const rule = (id: string, text: string, ...citationIds: string[]): ChecklistRule => ({ id, text, citations: citationIds.map(cite) });

export const REQUIRED_DOCUMENTS: ChecklistRule[] = [
  rule('form470', 'FCC Form 470 describing the services sought, with any RFP uploaded so it is available for the full 28 days.', '47cfr54.503', 'usac-competitive-bidding'),
  rule('bid_evaluation', 'Bid evaluation matrix showing every bid received, the factors and weights (price weighted most) and the winner.', '47cfr54.511', 'usac-competitive-bidding'),
  rule('contracts', 'Signed contracts (or tariff/month-to-month documentation) dated on or after the Allowable Contract Date.', '47cfr54.503'),
  rule('form471', 'FCC Form 471 with the discount calculation: NSLP-eligible and total students per school (CEP direct certification where used) and urban/rural status.', '47cfr54.504', '47cfr54.505'),
  rule('cipa', 'CIPA compliance: internet safety policy, technology protection measure, and the public notice and hearing or meeting, before the Form 486.', '47cfr54.520'),
  rule('form486', 'FCC Form 486 confirming services started and CIPA status.', '47cfr54.520', 'usac-form486'),
  rule('invoices', 'FCC Form 472 (BEAR) with proof of payment, or the provider\'s FCC Form 474 (SPI); the provider\'s FCC Form 473 must be certified.', '47cfr54.514', 'usac-news-1098'),
  rule('asset_inventory', 'Asset and inventory records of Category Two equipment (make, model, location, installation date).', '47cfr54.516'),
  rule('retention', 'Keep all of the above for at least 10 years after the later of the last day of the funding year or the service delivery deadline.', '47cfr54.516'),
];

export const COMPETITIVE_BIDDING_RULES: ChecklistRule[] = [
  rule('fair_and_open', 'The process must be fair and open: every bidder gets the same information and no bidder has an advantage; service providers may not prepare or be the contact for the Form 470.', '47cfr54.503', 'usac-competitive-bidding'),
  rule('wait_28_days', 'Wait at least 28 days after the Form 470 is certified before choosing a provider; a contract may be signed on day 29 or later.', '47cfr54.503', 'usac-competitive-bidding'),
  rule('price_most_weight', 'Select the most cost-effective offering: price of the eligible products and services must be the primary factor, weighted more than any other single factor.', '47cfr54.511', 'usac-competitive-bidding'),
  rule('specific_470', 'The Form 470 must describe the services in enough detail for providers to bid; brand names must allow "or equivalent".', '47cfr54.503'),
  rule('no_conflicts', 'No applicant staff with an ownership interest in a bidder may take part in the selection.', '47cfr54.503'),
  rule('gift_rules', 'Applicants may not accept gifts from service providers beyond the narrow exceptions of the gift rules.', '47cfr54.503'),
  rule('new_470_each_year', 'Tariffed and month-to-month services need a new Form 470 every year; a multi-year contract does not until a new contract is needed.', 'usac-competitive-bidding'),
];
