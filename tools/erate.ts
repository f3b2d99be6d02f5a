import { erateC2Budget } from './erate/c2-budget.js';
import { erateDiscountCalculator } from './erate/discount-calculator.js';
import { schoolErateEligibility } from './erate/eligibility.js';
import { erateFilingChecklist } from './erate/filing-checklist.js';
import { erateVendorDetail } from './erate/vendor-detail.js';
import { erateVendors } from './erate/vendors.js';

/** The "E-Rate" table of SERVICE-SPEC.md, in its order. */
export const erateTools = [schoolErateEligibility, erateDiscountCalculator, erateC2Budget, erateFilingChecklist, erateVendors, erateVendorDetail];
