/**
 * Every legal or official source the rules engine cites, by a stable id. Rules and reference data refer
 * to these ids so that a citation is written once and rendered the same way everywhere.
 *
 * `verified` is false where the section number or wording was recalled from the official text rather
 * than read in a stored primary copy while this table was written; those lines say "verify" in RULES.md.
 */

export interface Citation {
  id: string;
  /** The citation as a reader would write it, e.g. "2 CFR 200.439". */
  label: string;
  /** What the cited text says, in a few words. */
  summary: string;
  url: string;
  verified: boolean;
}

const ECFR_2_CFR_200 = 'https://www.ecfr.gov/current/title-2/subtitle-A/chapter-II/part-200/section-';
const ECFR_47_CFR_54 = 'https://www.ecfr.gov/current/title-47/chapter-I/subchapter-B/part-54/section-';
const USC_20 = 'https://www.law.cornell.edu/uscode/text/20/';

function cfr2(section: string, summary: string, verified = true): Citation {
  return { id: `2cfr${section}`, label: `2 CFR ${section}`, summary, url: `${ECFR_2_CFR_200}${section}`, verified };
}

function cfr47(section: string, paragraph: string, summary: string, verified = true): Citation {
  return { id: `47cfr${section}`, label: `47 CFR ${section}${paragraph}`, summary, url: `${ECFR_47_CFR_54}${section}`, verified };
}

function usc20(section: string, paragraph: string, act: string, summary: string, verified = true): Citation {
  return { id: `20usc${section}`, label: `20 U.S.C. ${section}${paragraph} [${act}]`, summary, url: `${USC_20}${section}`, verified };
}

const LIST: Citation[] = [
  // Uniform Guidance cost principles (2 CFR part 200 as revised effective October 1, 2024).
  cfr2('200.1', 'Definitions: equipment is tangible property with a useful life over one year and a per-unit cost at or above the lesser of the entity threshold or $10,000'),
  cfr2('200.403', 'Factors affecting allowability: necessary, reasonable, allocable, consistently treated, adequately documented'),
  cfr2('200.404', 'Reasonable costs: what a prudent person would incur'),
  cfr2('200.405', 'Allocable costs: chargeable to the award in proportion to the benefit received'),
  cfr2('200.421', 'Advertising and public relations: allowable only for recruitment, procurement, disposal and program outreach; promotional items and memorabilia are unallowable'),
  cfr2('200.423', 'Alcoholic beverages: unallowable'),
  cfr2('200.438', 'Entertainment costs (amusement, diversion, social activities): unallowable unless they have a programmatic purpose and prior written approval'),
  cfr2('200.439', 'Equipment and other capital expenditures: general purpose equipment, buildings and land need prior written approval; special purpose equipment of $10,000 or more per unit needs prior written approval (threshold $5,000 before October 1, 2024)'),
  cfr2('200.450', 'Lobbying: unallowable'),
  cfr2('200.453', 'Materials and supplies, including computing devices: allowable; computing devices may be direct costs when essential and allocable, but not solely dedicated, to the award'),
  cfr2('200.472', 'Training and education costs for employee development: allowable'),
  cfr2('200.320', 'Procurement methods: micro-purchase, small purchase, sealed bids, proposals, noncompetitive'),
  { id: 'edgar76', label: '34 CFR Part 76 (EDGAR)', summary: 'State-administered formula grant programs: subgrants, carryover (76.709), restricted indirect cost rate for supplement-not-supplant programs (76.563-76.569)', url: 'https://www.ecfr.gov/current/title-34/subtitle-A/part-76', verified: true },
  { id: 'edgar76.532', label: '34 CFR 76.532', summary: 'Use of funds for religion prohibited: no religious worship, instruction or proselytization, nor equipment or supplies used for them', url: 'https://www.ecfr.gov/current/title-34/subtitle-A/part-76/section-76.532', verified: false },
  { id: 'edgar76.709', label: '34 CFR 76.709', summary: 'Funds may be obligated during a carryover period (the following fiscal year)', url: 'https://www.ecfr.gov/current/title-34/subtitle-A/part-76/section-76.709', verified: true },

  // ESEA (Every Student Succeeds Act) and other education statutes.
  usc20('6301', '', 'ESEA 1001', 'Title I purpose: a fair, equitable and high-quality education; close achievement gaps'),
  usc20('6313', '(b)(1)(A)', 'ESEA 1113', 'Title I school eligibility: rank by poverty, serve above 75% first; an LEA may designate a school with at least 35% low-income children as eligible'),
  usc20('6314', '(a)(1)', 'ESEA 1114', 'Title I schoolwide programs: at least 40% of children from low-income families (lower only with an SEA waiver)'),
  usc20('6315', '', 'ESEA 1115', 'Title I targeted assistance: services only for identified eligible children', false),
  usc20('6318', '', 'ESEA 1116', 'Title I parent and family engagement (LEAs receiving more than $500,000 reserve at least 1%)', false),
  usc20('6321', '(b)', 'ESEA 1118(b)', 'Title I supplement, not supplant state and local funds'),
  usc20('6613', '(b)', 'ESEA 2103(b)', 'Title II-A local uses: professional development, recruitment and retention, class-size reduction, instructional leadership', false),
  usc20('6825', '', 'ESEA 3115', 'Title III-A local subgrants: language instruction educational programs, professional development and family engagement for English learners; supplement, not supplant (6825(g))', false),
  usc20('7116', '(e)(2)', 'ESEA 4106(e)(2)', 'Title IV-A: at least 20% for well-rounded education, at least 20% for safe and healthy students, a portion for technology'),
  usc20('7117', '', 'ESEA 4107', 'Title IV-A well-rounded educational opportunities (STEM, arts, music, civics, accelerated learning, foreign languages)', false),
  usc20('7118', '', 'ESEA 4108', 'Title IV-A safe and healthy students (school-based mental health, SEL-related and drug/violence prevention activities)', false),
  usc20('7119', '(b)', 'ESEA 4109(b)', 'Title IV-A effective use of technology; no more than 15% of funds for technology infrastructure (devices, equipment, software)'),
  usc20('7171', '', 'ESEA 4201', '21st Century Community Learning Centers: academic enrichment during non-school hours; primarily schools eligible for schoolwide programs'),
  usc20('7175', '', 'ESEA 4205', '21st CCLC local activities: academic enrichment, tutoring, STEM, arts, literacy and family services in out-of-school time', false),
  usc20('7881', '(a)(2)', 'ESEA 8501(a)(2)', 'Equitable services to private school students and teachers: secular, neutral and nonideological', false),
  usc20('7906', '', 'ESEA 8526', 'Prohibited uses of ESEA funds: construction, renovation or repair of school facilities and transportation unless otherwise authorized; medical services except integrated student supports', false),
  usc20('1401', '(1)-(2)', 'IDEA 602', 'IDEA definitions of assistive technology device and service', false),
  usc20('1404', '', 'IDEA 604', 'IDEA acquisition of equipment and construction or alteration of facilities only where the Secretary approves', false),
  usc20('1411', '', 'IDEA 611', 'IDEA Part B grants to states'),
  usc20('1413', '(a)(2)(A)', 'IDEA 613(a)(2)(A)', 'IDEA Part B: excess costs of special education and related services only; supplement, not supplant; maintenance of effort'),
  usc20('2301', '', 'Perkins V 2', 'Perkins V purpose: career and technical education'),
  usc20('2354', '(c)', 'Perkins V 134(c)', 'Perkins V comprehensive local needs assessment', false),
  usc20('2355', '', 'Perkins V 135', 'Perkins V local uses: CTE programs of study, equipment and materials aligned with industry needs, professional development, work-based learning'),
  usc20('2391', '(a)', 'Perkins V 211(a)', 'Perkins V supplement, not supplant', false),
  { id: '34cfr300.105', label: '34 CFR 300.105', summary: 'Each public agency ensures assistive technology devices and services are available when an IEP requires them', url: 'https://www.ecfr.gov/current/title-34/subtitle-B/chapter-III/part-300/section-300.105', verified: false },
  { id: '34cfr300.34', label: '34 CFR 300.34(c)(16)', summary: 'Related services include transportation', url: 'https://www.ecfr.gov/current/title-34/subtitle-B/chapter-III/part-300/section-300.34', verified: false },

  // E-Rate: statute, FCC rules and USAC guidance.
  { id: '47usc254h', label: '47 U.S.C. 254(h)(1)(B)', summary: 'Discounted telecommunications for schools and libraries', url: 'https://www.law.cornell.edu/uscode/text/47/254', verified: true },
  cfr47('54.502', '', 'Eligible services (Category One, Category Two) and Category Two five-year budgets', false),
  cfr47('54.503', '', 'Competitive bidding: fair and open process, FCC Form 470, 28-day wait, gift rules'),
  cfr47('54.504', '(f)', 'Requests for services (FCC Form 471) and service provider certifications (FCC Form 473)'),
  cfr47('54.505', '(b)-(c)', 'Discounts: NSLP percentage, district-wide calculation, the discount matrix'),
  cfr47('54.507', '', 'Funding year (July 1 - June 30), filing window, service delivery deadlines', false),
  cfr47('54.511', '(a)', 'Selecting a provider: the most cost-effective offering, price the primary factor'),
  cfr47('54.514', '(a)-(b)', 'Invoice deadline: 120 days after the later of the last day to receive service or the Form 486 notification letter; one 120-day extension', false),
  cfr47('54.516', '(a)', 'Document retention: at least 10 years after the later of the last day of the funding year or the service delivery deadline', false),
  cfr47('54.520', '', 'Children\'s Internet Protection Act certifications (FCC Form 486)', false),
  cfr47('54.720', '', 'Appeals: request review within 60 days of the USAC decision', false),
  { id: 'usac-discount-faq', label: 'USAC FAQ: Calculating Discount Rates', summary: 'District-wide discount, majority-rural rule, CEP multiplier 1.6', url: 'https://usac.org/e-rate/learn/faqs/calculating-discount-rates', verified: true },
  { id: 'usac-c2-budget', label: 'USAC: Category Two Budget', summary: 'Five-year pre-discount budgets, per-student multiplier and floor', url: 'https://www.usac.org/e-rate/applicant-process/applying-for-discounts/category-two-budget/', verified: true },
  { id: 'usac-competitive-bidding', label: 'USAC: Competitive Bidding', summary: 'Fair and open; price weighted most; wait 28 days after the Form 470 is certified', url: 'https://www.usac.org/e-rate/applicant-process/competitive-bidding/', verified: true },
  { id: 'usac-esl', label: 'FCC Eligible Services List (USAC: Eligible Services Overview)', summary: 'Category One: data transmission and internet access; Category Two: internal connections, MIBS, BMIC; end-user devices ineligible', url: 'https://www.usac.org/e-rate/applicant-process/before-you-begin/eligible-services-list/', verified: false },
  { id: 'fcc-2025-09-30-off-premises', label: 'FCC Declaratory Ruling (school bus Wi-Fi) and Order on Reconsideration (hotspots), September 30, 2025', summary: 'Wi-Fi on school buses and hotspots for off-campus use are not E-Rate eligible; USAC to deny pending FY2025 requests', url: 'https://e-ratecentral.com/Resources/Newsletters/News-of-the-Week/ArticleID/8431/September-29-2025', verified: false },
  { id: 'usac-news-1099', label: 'USAC E-Rate News Brief, February 20, 2025', summary: 'FY2025 FCC Form 471 window January 15 - March 26, 2025; last Form 470 date February 26, 2025', url: 'https://apps.usac.org/sl/tools/news-briefs/preview.aspx?id=1099', verified: true },
  { id: 'usac-news-1098', label: 'USAC E-Rate News Brief, January 30, 2025', summary: 'No 472/474 payment until both the Form 486 and the Form 473 are certified', url: 'https://apps.usac.org/sl/tools/news-briefs/preview.aspx?id=1098', verified: true },
  { id: 'erc-2026-02-23', label: 'E-Rate Central newsletter, February 23, 2026', summary: 'FY2026 window closes April 1, 2026; last Form 470 date March 4, 2026', url: 'https://e-ratecentral.com/Resources/Newsletters/News-of-the-Week/ArticleID/8532/February-23-2026', verified: true },
  { id: 'usac-form486', label: 'USAC: FCC Form 486 deadlines', summary: '120 days after the service start date or the FCDL date, whichever is later', url: 'http://www.sl.universalservice.org/ContentInc/reference/Form486Deadlines.asp', verified: true },
  { id: 'fcc-da-19-1301', label: 'FCC DA 19-1301', summary: 'FY2020 pro-rated Category Two budget multipliers', url: 'https://docs.fcc.gov/public/attachments/DA-19-1301A1.txt', verified: true },
  { id: 'fcc-19-117', label: 'FCC 19-117 (Category Two Report and Order, 2019)', summary: 'Five-year district-wide Category Two budgets from FY2021', url: 'https://docs.fcc.gov/public/attachments/FCC-19-117A1.txt', verified: true },
  { id: 'c2-fy2026-notice', label: 'FY2026-2030 Category Two budget announcement (June 4, 2025, as reported)', summary: '$201.57 per student, $5.43 per square foot, $30,175 floor', url: 'https://www.eratesupport.org/post/e-rate-category-budgets-2026-2030', verified: false },
];

export const CITATIONS: Readonly<Record<string, Citation>> = Object.fromEntries(LIST.map((citation) => [citation.id, citation]));

/** The citation with this id; a missing id is a programming error in the reference tables. */
export function cite(id: string): Citation {
  const citation = CITATIONS[id];
  if (!citation) throw new Error(`Unknown citation id "${id}"`);
  return citation;
}
