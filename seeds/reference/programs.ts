/**
 * The federal K-12 programs the service knows, as data: the seven U.S. Department of Education formula
 * programs plus E-Rate (FCC/USAC), which is checked for compliance but is not an ED grant.
 * Appropriations are the latest figures read in public sources (FACTS.md §4), with year and source.
 */

export const GRANT_PROGRAM_IDS = ['TITLE_I_A', 'TITLE_II_A', 'TITLE_III_A', 'TITLE_IV_A', 'IDEA_B', '21ST_CCLC', 'PERKINS_V'] as const;
export type GrantProgramId = (typeof GRANT_PROGRAM_IDS)[number];
export type ProgramId = GrantProgramId | 'E_RATE';
export const ALL_PROGRAM_IDS: readonly ProgramId[] = [...GRANT_PROGRAM_IDS, 'E_RATE'];

export interface Appropriation {
  /** Whole US dollars nationally. */
  amount: number;
  fiscalYear: number;
  /** True where the public source gives a rounded figure (e.g. "$18.4 billion"). */
  approximate: boolean;
  source: string;
}

export interface ProgramReference {
  id: ProgramId;
  name: string;
  /** Assistance Listing (formerly CFDA) number; null for E-Rate, which is not an assistance listing. */
  assistanceListing: string | null;
  agency: string;
  statute: string;
  /** Citation ids (seeds/reference/citations.ts) of the rules that govern uses of funds. */
  ruleCitationIds: string[];
  appropriation: Appropriation;
  allowableUses: string[];
  /** Official program page. `linkVerified` false = address recalled, not opened while compiling. */
  infoUrl: string;
  linkVerified: boolean;
  howToApply: string;
  typicalDeadline: string;
}

const STATE_CONSOLIDATED = 'Set by the state: LEAs apply to their state education agency, usually through the state consolidated ESEA application in spring or summer before the July 1 start of the school year.';
const FORWARD_FUNDING = 'Funds become available July 1 and may be obligated for 27 months including the Tydings carryover year (GEPA 421(b), 20 U.S.C. 1225(b); 34 CFR 76.709).';

export const PROGRAMS: Readonly<Record<ProgramId, ProgramReference>> = {
  TITLE_I_A: {
    id: 'TITLE_I_A',
    name: 'Title I, Part A: Improving Basic Programs Operated by Local Educational Agencies',
    assistanceListing: '84.010',
    agency: 'U.S. Department of Education',
    statute: 'ESEA Title I, Part A; 20 U.S.C. 6301 et seq.',
    ruleCitationIds: ['20usc6301', '20usc6313', '20usc6314', '20usc6315', '20usc6321', '20usc6318'],
    appropriation: { amount: 18_400_000_000, fiscalYear: 2024, approximate: true, source: 'CRS R48893 ("funded at $18.4 billion for FY2024"); FY2025 full-year CR level funding (AASA, March 14, 2025)' },
    allowableUses: [
      'Schoolwide programs (at least 40% low-income): any activity in the schoolwide plan that upgrades the whole educational program (20 U.S.C. 6314)',
      'Targeted assistance: supplemental services only for children identified as failing or at risk (20 U.S.C. 6315)',
      'Tutoring, extended learning time, instructional coaches, supplemental materials and technology tied to the plan',
      'Parent and family engagement (at least 1% reserved by LEAs over $500,000; 20 U.S.C. 6318)',
      'Must supplement, not supplant, state and local funds (20 U.S.C. 6321(b))',
    ],
    infoUrl: 'https://www.ed.gov/grants-and-programs/formula-grants/school-improvement/improving-basic-programs-operated-by-local-educational-agencies-esea-title-i-part-a',
    linkVerified: true,
    howToApply: 'Formula grant: ED -> state -> LEA by Census poverty formulas; LEAs allocate to eligible schools by poverty rank.',
    typicalDeadline: `${STATE_CONSOLIDATED} ${FORWARD_FUNDING}`,
  },
  TITLE_II_A: {
    id: 'TITLE_II_A',
    name: 'Title II, Part A: Supporting Effective Instruction State Grants',
    assistanceListing: '84.367',
    agency: 'U.S. Department of Education',
    statute: 'ESEA Title II, Part A; 20 U.S.C. 6601 et seq.',
    ruleCitationIds: ['20usc6613'],
    appropriation: { amount: 2_190_000_000, fiscalYear: 2025, approximate: true, source: 'learningforward.org / EdWeek July 2025 list of FY2025 funds withheld on July 1 ($2.19 billion)' },
    allowableUses: [
      'Evidence-based professional development for teachers, principals and other school leaders',
      'Recruiting, induction, mentoring and retaining effective educators',
      'Class-size reduction to an evidence-based level',
      'Instructional coaching and leadership development',
    ],
    infoUrl: 'https://www2.ed.gov/programs/teacherqual/index.html',
    linkVerified: false,
    howToApply: 'Formula grant: ED -> state -> LEA.',
    typicalDeadline: `${STATE_CONSOLIDATED} ${FORWARD_FUNDING}`,
  },
  TITLE_III_A: {
    id: 'TITLE_III_A',
    name: 'Title III, Part A: English Language Acquisition, Language Enhancement, and Academic Achievement',
    assistanceListing: '84.365',
    agency: 'U.S. Department of Education',
    statute: 'ESEA Title III, Part A; 20 U.S.C. 6811 et seq.',
    ruleCitationIds: ['20usc6825'],
    appropriation: { amount: 890_000_000, fiscalYear: 2025, approximate: true, source: 'learningforward.org / EdWeek July 2025 list of FY2025 funds withheld on July 1 ($890 million)' },
    allowableUses: [
      'Language instruction educational programs for English learners and immigrant children',
      'Professional development for teachers of English learners',
      'Family and community engagement for English learners',
      'Supplementary materials and technology for English language acquisition; supplement, not supplant',
    ],
    infoUrl: 'https://www2.ed.gov/programs/sfgp/index.html',
    linkVerified: false,
    howToApply: 'Formula grant: ED -> state -> LEA by number of English learners (subgrants under $10,000 may need a consortium).',
    typicalDeadline: `${STATE_CONSOLIDATED} ${FORWARD_FUNDING}`,
  },
  TITLE_IV_A: {
    id: 'TITLE_IV_A',
    name: 'Title IV, Part A: Student Support and Academic Enrichment Grants',
    assistanceListing: '84.424',
    agency: 'U.S. Department of Education',
    statute: 'ESEA Title IV, Part A, Subpart 1; 20 U.S.C. 7111-7122',
    ruleCitationIds: ['20usc7116', '20usc7117', '20usc7118', '20usc7119'],
    appropriation: { amount: 1_380_000_000, fiscalYear: 2025, approximate: true, source: 'ACTE (FY2024) and learningforward.org (FY2025): $1.38 billion' },
    allowableUses: [
      'Well-rounded education: STEM, arts, music, civics, accelerated learning (20 U.S.C. 7117)',
      'Safe and healthy students: school-based mental health, SEL-aligned programs, violence and drug prevention (20 U.S.C. 7118)',
      'Effective use of technology, with at most 15% of funds for technology infrastructure such as devices (20 U.S.C. 7119(b))',
      'LEAs receiving $30,000 or more spend at least 20% on well-rounded and 20% on safe and healthy (20 U.S.C. 7116(e)(2))',
    ],
    infoUrl: 'https://www2.ed.gov/programs/ssae/index.html',
    linkVerified: false,
    howToApply: 'Formula grant: ED -> state -> LEA in proportion to Title I shares.',
    typicalDeadline: `${STATE_CONSOLIDATED} ${FORWARD_FUNDING}`,
  },
  IDEA_B: {
    id: 'IDEA_B',
    name: 'IDEA Part B: Special Education Grants to States (section 611)',
    assistanceListing: '84.027',
    agency: 'U.S. Department of Education',
    statute: 'Individuals with Disabilities Education Act, Part B, sections 611-618; 20 U.S.C. 1411-1418',
    ruleCitationIds: ['20usc1411', '20usc1413', '20usc1401', '34cfr300.105'],
    appropriation: { amount: 14_200_000_000, fiscalYear: 2024, approximate: true, source: 'Council for Exceptional Children (exceptionalchildren.org), FY2024 $14.2 billion; FY2025 level (AASA)' },
    allowableUses: [
      'Excess costs of special education and related services for children with disabilities (20 U.S.C. 1413(a)(2)(A))',
      'Assistive technology devices and services required by IEPs (34 CFR 300.105)',
      'Professional development for special education staff; up to 15% for coordinated early intervening services',
      'Supplement, not supplant, with maintenance of local effort',
    ],
    infoUrl: 'https://sites.ed.gov/idea/',
    linkVerified: false,
    howToApply: 'Formula grant: ED -> state -> LEA (base, population and poverty amounts).',
    typicalDeadline: 'Set by the state: LEAs submit an IDEA Part B application or eligibility assurances to the state education agency, usually before July 1. Funds available July 1 with a 27-month period of availability.',
  },
  '21ST_CCLC': {
    id: '21ST_CCLC',
    name: 'Title IV, Part B: 21st Century Community Learning Centers',
    assistanceListing: '84.287',
    agency: 'U.S. Department of Education',
    statute: 'ESEA Title IV, Part B; 20 U.S.C. 7171 et seq.',
    ruleCitationIds: ['20usc7171', '20usc7175'],
    appropriation: { amount: 1_330_000_000, fiscalYear: 2025, approximate: true, source: 'learningforward.org FY2025 ($1.33 billion); SAM.gov listing via trueschools.com FY2022 $1,329,673,000' },
    allowableUses: [
      'Academic enrichment during non-school hours (before and after school, summer)',
      'Tutoring, STEM and computer science, arts and music, literacy, and related family services',
      'Transportation and reasonable costs needed for students to attend the center',
    ],
    infoUrl: 'https://www2.ed.gov/programs/21stcclc/index.html',
    linkVerified: false,
    howToApply: 'Competitive subgrants run by each state; schools, districts, community and faith-based organizations apply, with priority to schools eligible for Title I schoolwide programs.',
    typicalDeadline: 'Set by the state: each state runs its own competition (typically every few years, awards of 3 to 5 years).',
  },
  PERKINS_V: {
    id: 'PERKINS_V',
    name: 'Perkins V: Career and Technical Education Basic Grants to States',
    assistanceListing: '84.048',
    agency: 'U.S. Department of Education',
    statute: 'Carl D. Perkins Career and Technical Education Act as amended by the Strengthening CTE for the 21st Century Act (2018); 20 U.S.C. 2301 et seq.',
    ruleCitationIds: ['20usc2301', '20usc2354', '20usc2355', '20usc2391'],
    appropriation: { amount: 1_440_000_000, fiscalYear: 2024, approximate: true, source: 'ACTE CTE Policy Watch, March 2024 ($1.44 billion, +$10 million over FY2023)' },
    allowableUses: [
      'CTE programs of study for secondary and postsecondary students, driven by the comprehensive local needs assessment (20 U.S.C. 2354(c))',
      'Equipment, technology and instructional materials aligned with business and industry needs (20 U.S.C. 2355)',
      'Professional development for CTE educators; work-based learning; career guidance',
      'States distribute at least 85% by formula (ED program page)',
    ],
    infoUrl: 'https://www2.ed.gov/programs/ctesbg/index.html',
    linkVerified: true,
    howToApply: 'Formula grant: ED -> state eligible agency -> LEAs and colleges through a local application with a needs assessment.',
    typicalDeadline: 'Set by the state: the local Perkins application is due to the state eligible agency, usually in spring or early summer for the July 1 award year.',
  },
  E_RATE: {
    id: 'E_RATE',
    name: 'E-Rate: Schools and Libraries Universal Service Support Program',
    assistanceListing: null,
    agency: 'Federal Communications Commission, administered by USAC',
    statute: '47 U.S.C. 254(h)(1)(B); 47 CFR 54.500-54.523',
    ruleCitationIds: ['47usc254h', '47cfr54.502', '47cfr54.503', '47cfr54.505', 'usac-esl'],
    appropriation: { amount: 4_226_120_519, fiscalYear: 2020, approximate: false, source: 'E-Rate annual funding cap FY2020 after inflation adjustment (Funds For Learning, March 2020); later caps are inflation-adjusted each year' },
    allowableUses: [
      'Category One: data transmission services and internet access (discount 20% to 90%)',
      'Category Two: internal connections, managed internal broadband services, basic maintenance (discount 20% to 85%, five-year budget)',
      'Not end-user devices (laptops, tablets, phones), most software, or content',
    ],
    infoUrl: 'https://www.usac.org/e-rate/',
    linkVerified: true,
    howToApply: 'FCC Form 470 (28-day competitive bidding), then FCC Form 471 in the annual filing window.',
    typicalDeadline: 'FCC Form 471 window, announced by USAC each year (FY2025: January 15 - March 26, 2025; FY2026 closed April 1, 2026).',
  },
};

const ALIASES: Readonly<Record<string, ProgramId>> = {
  IDEA_PART_B: 'IDEA_B',
  ERATE: 'E_RATE',
};

/**
 * The program id a text names, case-insensitively; `IDEA_PART_B` is an alias of `IDEA_B`
 * (DECISIONS.md §5). Spaces and hyphens count as underscores. Undefined for anything else.
 */
export function parseProgramId(text: string): ProgramId | undefined {
  const normalised = text.trim().toUpperCase().replace(/[\s-]+/g, '_');
  if ((ALL_PROGRAM_IDS as readonly string[]).includes(normalised)) return normalised as ProgramId;
  return ALIASES[normalised];
}

export function isGrantProgram(id: ProgramId): id is GrantProgramId {
  return id !== 'E_RATE';
}
