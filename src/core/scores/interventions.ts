/**
 * What a finding calls for, and which federal programs can pay for it (each program's allowed use:
 * FACTS.md §4 and the program statutes). Keys are Finding codes.
 */
export interface Intervention {
  intervention: string;
  programs: readonly string[];
  why: string;
}

export const INTERVENTIONS: Readonly<Record<string, Intervention>> = {
  low_math_proficiency: {
    intervention: 'Targeted math intervention and tutoring, including out-of-school time',
    programs: ['TITLE_I_A', '21ST_CCLC'],
    why: 'Title I-A closes achievement gaps (20 U.S.C. 6301); 21st CCLC funds academic enrichment outside school hours (20 U.S.C. 7171).',
  },
  low_reading_proficiency: {
    intervention: 'Literacy intervention and tutoring, including out-of-school time',
    programs: ['TITLE_I_A', '21ST_CCLC'],
    why: 'Title I-A closes achievement gaps (20 U.S.C. 6301); 21st CCLC funds academic enrichment outside school hours (20 U.S.C. 7171).',
  },
  large_math_gap_low_income: {
    intervention: 'Tutoring focused on low-income students',
    programs: ['TITLE_I_A'],
    why: 'Title I-A serves children from low-income families (20 U.S.C. 6301).',
  },
  large_math_gap_ell: {
    intervention: 'English learner instruction and language support',
    programs: ['TITLE_III_A'],
    why: 'Title III-A is the English Language Acquisition program.',
  },
  large_math_gap_swd: {
    intervention: 'Special education services and supports',
    programs: ['IDEA_B'],
    why: 'IDEA Part B pays the excess costs of special education (20 U.S.C. 1413(a)(2)(A)).',
  },
  high_pupil_teacher_ratio: {
    intervention: 'Teacher recruitment, retention and class-size reduction',
    programs: ['TITLE_II_A'],
    why: 'Title II-A supports effective instruction (teacher and leader workforce).',
  },
  few_counselors: {
    intervention: 'Counseling and school-based mental health services',
    programs: ['TITLE_IV_A'],
    why: 'Title IV-A reserves at least 20% for safe and healthy students (20 U.S.C. 7116(e)(2)).',
  },
  no_counselor: {
    intervention: 'Counseling and school-based mental health services',
    programs: ['TITLE_IV_A'],
    why: 'Title IV-A reserves at least 20% for safe and healthy students (20 U.S.C. 7116(e)(2)).',
  },
  suspension_disparity: {
    intervention: 'Discipline review and positive behaviour supports',
    programs: ['TITLE_IV_A'],
    why: 'Title IV-A safe and healthy students activities (20 U.S.C. 7118).',
  },
  no_ap_courses: {
    intervention: 'Access to advanced coursework',
    programs: ['TITLE_IV_A'],
    why: 'Title IV-A reserves at least 20% for a well-rounded education (20 U.S.C. 7117).',
  },
  high_poverty: {
    intervention: 'Schoolwide Title I program and extended learning time',
    programs: ['TITLE_I_A', '21ST_CCLC'],
    why: 'Schoolwide programs need at least 40% low-income students (20 U.S.C. 6314); 21st CCLC targets schoolwide-eligible schools.',
  },
  schoolwide_eligible_not_schoolwide: {
    intervention: 'Convert to a Title I schoolwide program',
    programs: ['TITLE_I_A'],
    why: 'At least 40% low-income students allows a schoolwide program (20 U.S.C. 6314(a)(1)(A)).',
  },
  unused_c2_budget: {
    intervention: 'Refresh internal network connections with the remaining E-Rate Category Two budget',
    programs: ['E_RATE'],
    why: 'Unused C2 budget does not carry into the next five-year cycle (FACTS.md §2).',
  },
  low_spending: {
    intervention: 'Claim every formula program the school qualifies for',
    programs: ['TITLE_I_A', 'IDEA_B', 'TITLE_IV_A'],
    why: 'Federal formula funds supplement, and may not supplant, state and local money (20 U.S.C. 6321(b)).',
  },
};
