import { CITATIONS } from '../../../seeds/reference/citations.js';
import { CATEGORY_TWO_CYCLES, DISCOUNT_MATRIX, DISCOUNT_MATRIX_SOURCES, FILING_RULES, FILING_WINDOWS, CEP_MULTIPLIER } from '../../../seeds/reference/erate.js';
import { ALL_PROGRAM_IDS, PROGRAMS } from '../../../seeds/reference/programs.js';
import { COMPETITIVE_BIDDING_RULES, REQUIRED_DOCUMENTS } from '../erate/filing-rules.js';
import { COMPLIANCE_RULES } from './compliance-rules.js';
import { CATEGORY_FUNDING } from './purchase-programs.js';
import { PURCHASE_TAXONOMY } from './purchase-taxonomy.js';

/**
 * docs/RULES.md, rendered from the reference data and rule tables so the document cannot drift from the
 * code (a test compares the file with this output). Regenerate with `npx tsx seeds/reference/write-rules-doc.ts`.
 */

const RULE_SUMMARIES: Record<string, string> = {
  cost_principles: 'Every grant cost must be necessary, reasonable, allocable and documented.',
  supplement_not_supplant: 'Each ED program supplements, never replaces, state and local money.',
  title_i_program_fit: 'Title I: listed uses ALLOWED (in a schoolwide plan or for identified children); other uses RESTRICTED.',
  title_ii_program_fit: 'Title II-A: educator development uses ALLOWED; others RESTRICTED.',
  title_iv_program_fit: 'Title IV-A: uses under its three purposes ALLOWED; others RESTRICTED.',
  title_iii_english_learners: 'Title III-A: only for English learners (a MODERATE use said to be for them, such as their families\' engagement, is listed); other uses RESTRICTED.',
  idea_excess_cost: 'IDEA B: only the excess cost of special education; other uses RESTRICTED.',
  perkins_cte_only: 'Perkins V: only within CTE programs of study; other uses RESTRICTED.',
  cclc_out_of_school_time: '21st CCLC: only within an out-of-school-time center; other uses RESTRICTED.',
  title_iv_a_technology_cap: 'Title IV-A technology infrastructure (devices, network, software) is RESTRICTED by the 15% cap.',
  computing_devices: 'Computing devices are supplies, chargeable when essential and allocable.',
  equipment_prior_approval: 'A tangible item of $10,000 or more per unit is equipment: RESTRICTED (prior approval).',
  esea_construction: 'Construction/renovation: PROHIBITED for ESEA programs; RESTRICTED for IDEA (section 604) and Perkins (prior approval).',
  esea_transportation: 'Transportation: RESTRICTED for ESEA programs unless authorized; ALLOWED for 21st CCLC attendance; IDEA only per IEP.',
  food_costs: 'Food: RESTRICTED to what an allowable activity needs.',
  supplanting_signal: 'Words such as "state-required" or "replace existing" signal supplanting: RESTRICTED.',
  advertising: 'Advertising: RESTRICTED to recruitment, procurement, disposal and outreach.',
  promotional_items: 'Promotional items, memorabilia, gifts: PROHIBITED.',
  alcohol: 'Alcoholic beverages: PROHIBITED.',
  entertainment: 'Entertainment, parties, celebrations: PROHIBITED (narrow exception with prior approval).',
  religious_use: 'Religious worship, instruction or proselytization, and supplies for them: PROHIBITED; equitable services must be secular.',
  lobbying: 'Lobbying and political activity: PROHIBITED.',
  erate_eligible_services: 'E-Rate: Category One or Two services on the Eligible Services List ALLOWED; anything else PROHIBITED.',
  erate_end_user_devices: 'E-Rate: end-user devices PROHIBITED.',
};

const money = (value: number) => `$${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
const citationLabels = (ids: readonly string[]) => ids.map((id) => CITATIONS[id]?.label ?? id).join('; ');

function erateSection(): string[] {
  const lines = ['## 1. E-Rate discount matrix', '', '| NSLP-eligible % | C1 urban | C1 rural | C2 urban | C2 rural |', '|---|---|---|---|---|'];
  for (const band of DISCOUNT_MATRIX) lines.push(`| ${band.label} | ${band.category1.urban}% | ${band.category1.rural}% | ${band.category2.urban}% | ${band.category2.rural}% |`);
  lines.push(
    '',
    `Sources: ${DISCOUNT_MATRIX_SOURCES.map((source) => `[${source.title}](${source.url})`).join('; ')}.`,
    '',
    '- **Fractional percentages are not rounded.** A band starts at its printed lower edge, so 0.5% is "less than 1%" and 19.5% is "1% to 19%" (40%/50%), never "20% to 34%". 47 CFR 54.505(b)(1) applies the percentage to the matrix with no rounding step; reading the exact ratio never claims more discount than the eligible count supports. **UNCERTAIN**: USAC\'s EPC rounding, if any, was not read; an applicant whose ratio sits just under an edge should check the EPC figure.',
    '- **District-wide rate** (47 CFR 54.505(b)(1); USAC FAQ): total NSLP-eligible students / total students of the district, then one matrix lookup; every school gets that rate.',
    `- **CEP schools**: enrollment x directly certified % x ${CEP_MULTIPLIER}, capped at the school's enrollment (USAC FAQ).`,
    '- **Rural district**: more than 50% of its schools rural; exactly 50% is urban (USAC FAQ). From NCES locales we approximate town and rural as E-Rate rural.',
    '- Category Two is capped at 85% (the 90% Category One band becomes 85%).',
    '',
  );
  return lines;
}

function budgetSection(): string[] {
  const lines = ['## 2. Category Two budgets', '', 'Budget = the greater of multiplier x students or floor x entities; five-year, pre-discount, district-wide from FY2021.', '', '| Cycle | Per student | Library per sq ft | Floor | Sources | Note |', '|---|---|---|---|---|---|'];
  for (const cycle of CATEGORY_TWO_CYCLES) {
    lines.push(`| ${cycle.id} | ${money(cycle.perStudent)} | ${cycle.perLibrarySquareFoot === null ? 'not recorded' : money(cycle.perLibrarySquareFoot)} | ${money(cycle.floor)} | ${citationLabels(cycle.source.citationIds)} | ${cycle.source.note} |`);
  }
  lines.push('', 'Examples: 149 students in FY2023 -> $25,000 (floor; $167 x 149 = $24,883); 1,000 students in FY2027 -> $201,570.', '');
  return lines;
}

function filingSection(): string[] {
  const lines = ['## 3. E-Rate funding year and filing rules', '', 'Funding year: July 1 - June 30 (47 CFR 54.507).', '', '| Rule | Value | Citations |', '|---|---|---|'];
  for (const [id, rule] of Object.entries(FILING_RULES)) {
    const value = 'value' in rule ? String(rule.value) : 'monthDay' in rule ? rule.monthDay : '-';
    lines.push(`| ${id} — ${rule.note} | ${value} | ${citationLabels(rule.citationIds)} |`);
  }
  lines.push('', '| Funding year | Form 471 window opens | closes | last Form 470 | Source |', '|---|---|---|---|---|');
  for (const window of FILING_WINDOWS) lines.push(`| FY${window.fundingYear} | ${window.opens ?? 'not read (**UNCERTAIN**)'} | ${window.closes} | ${window.lastForm470Date} | ${citationLabels(window.citationIds)} |`);
  lines.push('', 'Other years: estimated (opens mid-January, closes about March 26) and labelled "estimate: announced by USAC". Last Form 470 date = window close - 28 days.', '', '### Competitive bidding', '');
  for (const rule of COMPETITIVE_BIDDING_RULES) lines.push(`- ${rule.text} (${rule.citations.map((citation) => citation.label).join('; ')})`);
  lines.push('', '### Required documents', '');
  for (const rule of REQUIRED_DOCUMENTS) lines.push(`- ${rule.text} (${rule.citations.map((citation) => citation.label).join('; ')})`);
  lines.push('', '### Eligible services', '', 'Category One: data transmission and internet access. Category Two: internal connections, managed internal broadband services (MIBS), basic maintenance (BMIC). Ineligible: end-user devices (laptops, Chromebooks, tablets, phones), general software, content filtering, voice, security cameras, training. Source: FCC Eligible Services List (47 CFR 54.502). Ineligible words win over eligible ones ("laptops with Wi-Fi" are laptops).', '');
  return lines;
}

function programSection(): string[] {
  const lines = ['## 4. Programs', '', '| ID | Name | Assistance Listing | Statute | Appropriation | Deadline | Link |', '|---|---|---|---|---|---|---|'];
  for (const id of ALL_PROGRAM_IDS) {
    const program = PROGRAMS[id];
    const appropriation = `${program.appropriation.approximate ? 'about ' : ''}${money(program.appropriation.amount)} (FY${program.appropriation.fiscalYear}; ${program.appropriation.source})`;
    lines.push(`| ${id} | ${program.name} | ${program.assistanceListing ?? 'n/a'} | ${program.statute} | ${appropriation} | ${program.typicalDeadline} | ${program.infoUrl}${program.linkVerified ? '' : ' (verify)'} |`);
  }
  lines.push('', 'Program ids are case-insensitive; `IDEA_PART_B` is accepted for `IDEA_B`.', '');
  return lines;
}

function eligibilitySection(): string[] {
  return [
    '## 5. School eligibility',
    '',
    'frl_pct (free/reduced-price lunch eligibility) is the low-income measure; dataset Title I flags take precedence.',
    '',
    '- TITLE_I_A: flagged schoolwide, or frl_pct >= 40 -> STRONG (schoolwide, 20 U.S.C. 6314(a)(1)); >= 75 noted as the must-serve-first group (6313(a)(3)); flagged Title I below 40 -> MODERATE (targeted, 6315); >= 35 unflagged -> WEAK (may be designated, 6313(b)(1)(A)); otherwise not eligible.',
    '- TITLE_II_A, TITLE_IV_A: every LEA receiving the formula grant -> MODERATE.',
    '- TITLE_III_A: ell_pct > 0 -> MODERATE, >= 10 -> STRONG; 0 or unknown -> not eligible.',
    '- IDEA_B: every public school serving students with disabilities -> STRONG (MODERATE when swd_pct is unknown); swd_pct = 0 -> not eligible.',
    '- 21ST_CCLC: schoolwide-eligible (>= 40%) -> STRONG (priority, 20 U.S.C. 7171); otherwise WEAK.',
    '- PERKINS_V: level High -> MODERATE (CTE offering not in the data); other levels not eligible.',
    '- E_RATE: every public K-12 school -> STRONG, with the discount the school\'s own frl_pct gives (the real rate is district-wide).',
    '',
  ];
}

function purchaseSection(): string[] {
  const lines = ['## 6. Purchase categories and programs', '', 'Matching is on stemmed whole tokens. Confidence: HIGH = a strong term or two usual terms; MEDIUM = one usual term or several hints; LOW = one hint.', '', '| Category | Strong terms | Programs (strength, school condition) |', '|---|---|---|'];
  for (const entry of PURCHASE_TAXONOMY) {
    const programs = CATEGORY_FUNDING[entry.id].map((rule) => `${rule.program} ${rule.strength}${rule.condition ? ` (${rule.condition})` : ''}`).join('; ');
    lines.push(`| ${entry.id} | ${entry.strong.join(', ')} | ${programs || 'none'} |`);
  }
  lines.push('', 'E-Rate appears only when the item is an eligible service; end-user devices never.', '');
  return lines;
}

function complianceSection(): string[] {
  const lines = ['## 7. Compliance rules', '', 'Each program\'s verdict is the most severe of the rules that fire (PROHIBITED > RESTRICTED > ALLOWED).', '', '| Rule | Programs | What it does |', '|---|---|---|'];
  for (const rule of COMPLIANCE_RULES) {
    const summary = RULE_SUMMARIES[rule.id];
    if (!summary) throw new Error(`Compliance rule ${rule.id} has no summary for RULES.md`);
    lines.push(`| ${rule.id} | ${rule.programs.join(', ')} | ${summary} |`);
  }
  lines.push('');
  return lines;
}

function citationSection(): string[] {
  const lines = ['## 8. Citations', '', '"verify" = section recalled from the official text, not read in a stored primary copy.', '', '| Citation | Says | Link |', '|---|---|---|'];
  for (const citation of Object.values(CITATIONS)) lines.push(`| ${citation.label}${citation.verified ? '' : ' (verify)'} | ${citation.summary} | ${citation.url} |`);
  lines.push('');
  return lines;
}

export function renderRulesDoc(): string {
  return [
    '# Funding, compliance, purchase and E-Rate rules',
    '',
    'Generated from the reference data (seeds/reference) and the rule tables (src/core/erate, src/core/funding). Do not edit by hand: run `npx tsx seeds/reference/write-rules-doc.ts`.',
    '',
    ...erateSection(),
    ...budgetSection(),
    ...filingSection(),
    ...programSection(),
    ...eligibilitySection(),
    ...purchaseSection(),
    ...complianceSection(),
    ...citationSection(),
  ].join('\n');
}
