import type { ProgramId } from '../../../seeds/reference/programs.js';
import type { PurchaseCategoryId } from './purchase-taxonomy.js';

/**
 * Which programs can pay for each purchase category, how strongly, and under which rule. `condition`
 * names the school fact the rule depends on; with a school, a rule whose condition fails is dropped.
 */

export type Strength = 'STRONG' | 'MODERATE' | 'WEAK';

export type SchoolCondition =
  /** Title I schoolwide program (flagged, or eligible with at least 40% low-income). */
  | 'title_i_schoolwide'
  /** Any Title I school (schoolwide or targeted assistance). */
  | 'title_i_school'
  | 'english_learners'
  | 'students_with_disabilities'
  /** A secondary (High) school, where Perkins V CTE programs run. */
  | 'secondary_cte'
  /** 21st CCLC gives priority to schools eligible for schoolwide programs (at least 40% low-income). */
  | 'cclc_priority';

export interface FundingRule {
  program: ProgramId;
  strength: Strength;
  justification: string;
  citationIds: string[];
  condition?: SchoolCondition;
}

const TITLE_I_SCHOOLWIDE = (what: string, strength: Strength = 'MODERATE'): FundingRule => ({
  program: 'TITLE_I_A',
  strength,
  justification: `Title I schoolwide program (at least 40% low-income, 20 U.S.C. 6314): ${what} may be paid when it is in the schoolwide plan; supplement, not supplant (20 U.S.C. 6321(b)).`,
  citationIds: ['20usc6314', '20usc6321'],
  condition: 'title_i_schoolwide',
});

const TITLE_IV_A_TECH: FundingRule = {
  program: 'TITLE_IV_A',
  strength: 'MODERATE',
  justification: 'Title IV-A effective use of technology (20 U.S.C. 7119): devices, equipment and software count toward the 15% technology-infrastructure cap (20 U.S.C. 7119(b)).',
  citationIds: ['20usc7119'],
};

const PERKINS_EQUIPMENT = (what: string, strength: Strength = 'MODERATE'): FundingRule => ({
  program: 'PERKINS_V',
  strength,
  justification: `Perkins V local uses (20 U.S.C. 2355): ${what} for a CTE program of study identified in the comprehensive local needs assessment (20 U.S.C. 2354(c)).`,
  citationIds: ['20usc2355', '20usc2354'],
  condition: 'secondary_cte',
});

const TITLE_III = (what: string, strength: Strength = 'MODERATE'): FundingRule => ({
  program: 'TITLE_III_A',
  strength,
  justification: `Title III-A (20 U.S.C. 6825): ${what} for English learners' language acquisition, supplementing the core program.`,
  citationIds: ['20usc6825'],
  condition: 'english_learners',
});

const IDEA = (what: string, strength: Strength = 'MODERATE'): FundingRule => ({
  program: 'IDEA_B',
  strength,
  justification: `IDEA Part B (20 U.S.C. 1413(a)(2)(A)): ${what}, paying only the excess cost of special education and related services.`,
  citationIds: ['20usc1413'],
  condition: 'students_with_disabilities',
});

const CCLC = (what: string, strength: Strength = 'MODERATE'): FundingRule => ({
  program: '21ST_CCLC',
  strength,
  justification: `21st CCLC (20 U.S.C. 7171, 7175): ${what} in a before-school, after-school or summer community learning center.`,
  citationIds: ['20usc7171', '20usc7175'],
  condition: 'cclc_priority',
});

export const CATEGORY_FUNDING: Readonly<Record<PurchaseCategoryId, readonly FundingRule[]>> = {
  devices: [
    TITLE_IV_A_TECH,
    TITLE_I_SCHOOLWIDE('computing devices (2 CFR 200.453)'),
    IDEA('devices required by IEPs', 'WEAK'),
    PERKINS_EQUIPMENT('computers used in a CTE program', 'WEAK'),
  ],
  software_licenses: [
    TITLE_IV_A_TECH,
    TITLE_I_SCHOOLWIDE('instructional software'),
    { program: 'TITLE_II_A', strength: 'WEAK', justification: 'Title II-A (20 U.S.C. 6613(b)) only where the software supports educator professional learning.', citationIds: ['20usc6613'] },
  ],
  curriculum: [
    TITLE_I_SCHOOLWIDE('supplemental curriculum and materials', 'STRONG'),
    { program: 'TITLE_IV_A', strength: 'MODERATE', justification: 'Title IV-A well-rounded education (20 U.S.C. 7117): materials for STEM, arts, music, civics or accelerated learning.', citationIds: ['20usc7117'] },
    TITLE_III('supplementary language-instruction materials', 'WEAK'),
  ],
  assessment: [
    TITLE_I_SCHOOLWIDE('screening and progress monitoring that guide instruction'),
    TITLE_III('English language proficiency screening and monitoring', 'WEAK'),
    IDEA('evaluations and progress monitoring for children with disabilities', 'WEAK'),
  ],
  network_equipment: [
    { program: 'E_RATE', strength: 'STRONG', justification: 'E-Rate Category Two internal connections, MIBS or basic maintenance (47 CFR 54.502; Eligible Services List), within the five-year Category Two budget and after a 28-day Form 470 competitive bid.', citationIds: ['47cfr54.502', 'usac-esl', '47cfr54.503'] },
    TITLE_IV_A_TECH,
  ],
  internet_access: [
    { program: 'E_RATE', strength: 'STRONG', justification: 'E-Rate Category One data transmission and internet access (47 CFR 54.502; Eligible Services List), discounted 20% to 90% after a 28-day Form 470 competitive bid.', citationIds: ['47cfr54.502', 'usac-esl', '47cfr54.503'] },
  ],
  professional_development: [
    { program: 'TITLE_II_A', strength: 'STRONG', justification: 'Title II-A local uses (20 U.S.C. 6613(b)): evidence-based professional development for teachers and leaders.', citationIds: ['20usc6613'] },
    TITLE_I_SCHOOLWIDE('professional development for staff of the schoolwide program'),
    TITLE_III('professional development for teachers of English learners', 'MODERATE'),
    IDEA('professional development for special education staff', 'WEAK'),
    PERKINS_EQUIPMENT('professional development for CTE educators', 'WEAK'),
  ],
  tutoring: [
    TITLE_I_SCHOOLWIDE('tutoring for students at risk of not meeting standards', 'STRONG'),
    CCLC('tutoring outside school hours'),
    TITLE_III('tutoring in English language development', 'WEAK'),
  ],
  after_school: [
    CCLC('academic enrichment', 'STRONG'),
    TITLE_I_SCHOOLWIDE('extended learning time'),
    { program: 'TITLE_IV_A', strength: 'WEAK', justification: 'Title IV-A well-rounded education (20 U.S.C. 7117) when the program offers STEM, arts or similar enrichment.', citationIds: ['20usc7117'] },
  ],
  assistive_technology: [
    IDEA('assistive technology devices and services required by IEPs (20 U.S.C. 1401(1)-(2); 34 CFR 300.105)', 'STRONG'),
    { program: 'TITLE_IV_A', strength: 'WEAK', justification: 'Title IV-A effective use of technology (20 U.S.C. 7119) for accessibility, under the 15% infrastructure cap.', citationIds: ['20usc7119'] },
  ],
  special_education_services: [
    IDEA('special education and related services', 'STRONG'),
  ],
  career_technical_equipment: [
    PERKINS_EQUIPMENT('equipment and instructional materials aligned with industry needs', 'STRONG'),
  ],
  facilities: [
    { program: 'IDEA_B', strength: 'WEAK', justification: 'IDEA section 604 (20 U.S.C. 1404): alteration of facilities only with approval; ESEA programs may not pay for construction or renovation (20 U.S.C. 7906).', citationIds: ['20usc1404', '20usc7906', '2cfr200.439'], condition: 'students_with_disabilities' },
  ],
  food: [
    { program: 'TITLE_I_A', strength: 'WEAK', justification: 'Title I parent and family engagement (20 U.S.C. 6318): light refreshments for an engagement event may be reasonable and necessary (2 CFR 200.403-404); meals and parties are not.', citationIds: ['20usc6318', '2cfr200.403', '2cfr200.438'], condition: 'title_i_school' },
    CCLC('reasonable snacks for participants not covered by USDA programs', 'WEAK'),
  ],
  furniture: [
    TITLE_I_SCHOOLWIDE('furniture needed to carry out the schoolwide plan', 'WEAK'),
    PERKINS_EQUIPMENT('lab furniture for a CTE program', 'WEAK'),
  ],
  library_books: [
    TITLE_I_SCHOOLWIDE('supplemental books and classroom libraries'),
    { program: 'TITLE_IV_A', strength: 'MODERATE', justification: 'Title IV-A well-rounded education (20 U.S.C. 7117): literacy and enrichment materials.', citationIds: ['20usc7117'] },
    TITLE_III('bilingual and leveled books', 'WEAK'),
  ],
  stem_robotics: [
    { program: 'TITLE_IV_A', strength: 'STRONG', justification: 'Title IV-A well-rounded education (20 U.S.C. 7117): STEM and computer science, including hands-on learning.', citationIds: ['20usc7117'] },
    TITLE_I_SCHOOLWIDE('STEM materials'),
    PERKINS_EQUIPMENT('engineering and technology equipment', 'MODERATE'),
    CCLC('STEM enrichment', 'WEAK'),
  ],
  mental_health_sel: [
    { program: 'TITLE_IV_A', strength: 'STRONG', justification: 'Title IV-A safe and healthy students (20 U.S.C. 7118): school-based mental health services and social-emotional supports.', citationIds: ['20usc7118'] },
    TITLE_I_SCHOOLWIDE('counseling and school-based mental health services (20 U.S.C. 6314(b)(7))'),
    IDEA('counseling and psychological services as related services', 'WEAK'),
  ],
  english_learner_materials: [
    TITLE_III('language instruction materials', 'STRONG'),
    TITLE_I_SCHOOLWIDE('supplemental materials for English learners', 'WEAK'),
  ],
  transportation: [
    CCLC('transportation so students can attend the center'),
    IDEA('transportation as a related service in an IEP (34 CFR 300.34(c)(16))', 'WEAK'),
  ],
  family_engagement: [
    { program: 'TITLE_I_A', strength: 'STRONG', justification: 'Title I parent and family engagement (20 U.S.C. 6318): LEAs over $500,000 reserve at least 1% for it.', citationIds: ['20usc6318'], condition: 'title_i_school' },
    TITLE_III('family and community engagement for English learners', 'MODERATE'),
    CCLC('family literacy and engagement services', 'WEAK'),
  ],
  safety_security: [
    { program: 'TITLE_IV_A', strength: 'WEAK', justification: 'Title IV-A safe and healthy students (20 U.S.C. 7118) covers prevention programs; hardware such as cameras is a weak fit and counts as equipment (2 CFR 200.439).', citationIds: ['20usc7118', '2cfr200.439'] },
  ],
};
