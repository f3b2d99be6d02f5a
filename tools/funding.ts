import { complianceCheck } from './funding/compliance-check.js';
import { grantPrograms } from './funding/grant-programs.js';
import { grantWrite } from './funding/grant-write.js';
import { justificationReport } from './funding/justification-report.js';
import { leadsFromPurchase } from './funding/leads-from-purchase.js';
import { purchaseQualify } from './funding/purchase-qualify.js';

/** "Funding, grants, compliance" of SERVICE-SPEC.md, in its order. */
export const fundingTools = [purchaseQualify, grantPrograms, grantWrite, justificationReport, complianceCheck, leadsFromPurchase];
