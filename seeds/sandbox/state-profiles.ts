/**
 * Per-state parameters that make the sandbox look like the country rather than 51 copies of one
 * state. Which figures are real and which are approximate:
 *
 * - districts: REAL count of regular school districts per state in the Census SAIPE 2023 school
 *   district file (13,143 for the 50 states and DC; FACTS.md §5, SOURCES.md "saipe").
 * - childPovertyPct: REAL, children 5-17 in poverty / population 5-17 summed over that same file.
 * - cwift: REAL state Comparable Wage Index for Teachers, NCES EDGE CWIFT 2022 state file.
 * - schools: APPROXIMATE number of public schools, rounded, after NCES Digest of Education
 *   Statistics table 216.70 (public elementary and secondary schools by state, around 2021-22).
 *   The real files for this were not obtainable here; the shares are what matter to the sandbox.
 * - perPupil (current expenditure per pupil, thousands of dollars), ruralPct (share of schools in
 *   rural districts), pupilTeacher, ellPct, statePct (state share of revenue) and the race shares:
 *   APPROXIMATE values recalled from NCES Digest tables 236.75, 214.40, 208.40, 204.27, 235.20 and
 *   203.70 (around 2020-2022); good to a few points, used only to shape generated data.
 */
export interface StateProfile {
  abbr: string;
  schools: number;
  districts: number;
  childPovertyPct: number;
  cwift: number;
  perPupil: number;
  ruralPct: number;
  pupilTeacher: number;
  ellPct: number;
  statePct: number;
  race: { white: number; black: number; hispanic: number; asian: number };
}

type ProfileTuple = [
  abbr: string,
  schools: number,
  districts: number,
  childPovertyPct: number,
  cwift: number,
  perPupil: number,
  ruralPct: number,
  pupilTeacher: number,
  ellPct: number,
  statePct: number,
  white: number,
  black: number,
  hispanic: number,
  asian: number,
];

// prettier-ignore
const TABLE: ProfileTuple[] = [
  ['AL', 1530, 141, 19.8, 0.869, 10.9, 35, 17.0, 3, 56, 54, 32, 9, 1],
  ['AK', 510, 53, 11.0, 1.021, 19.8, 55, 16.5, 11, 64, 46, 3, 7, 6],
  ['AZ', 2460, 215, 14.6, 0.949, 9.6, 20, 22.5, 8, 47, 36, 5, 46, 3],
  ['AR', 1090, 234, 18.8, 0.889, 11.4, 45, 13.5, 9, 51, 60, 19, 14, 2],
  ['CA', 10400, 938, 14.4, 1.185, 14.9, 12, 22.0, 19, 56, 21, 5, 56, 12],
  ['CO', 1930, 178, 10.2, 0.998, 12.3, 28, 17.0, 11, 42, 51, 4, 34, 3],
  ['CT', 1000, 166, 12.3, 1.079, 22.8, 15, 12.5, 9, 38, 47, 13, 29, 5],
  ['DE', 230, 16, 14.4, 0.97, 16.5, 20, 14.5, 11, 60, 42, 30, 19, 5],
  ['DC', 240, 1, 19.8, 1.268, 24.0, 0, 12.5, 12, 0, 12, 62, 20, 2],
  ['FL', 4300, 67, 15.1, 0.901, 10.4, 12, 17.5, 10, 38, 35, 21, 36, 3],
  ['GA', 2330, 182, 17.7, 0.971, 12.4, 30, 15.0, 9, 45, 37, 37, 18, 4],
  ['HI', 295, 1, 11.2, 1.012, 17.3, 20, 15.5, 8, 88, 11, 2, 16, 23],
  ['ID', 760, 115, 10.1, 0.886, 9.0, 45, 18.0, 6, 64, 72, 1, 19, 1],
  ['IL', 4400, 851, 13.9, 1.012, 17.5, 25, 14.5, 13, 36, 46, 16, 27, 5],
  ['IN', 1930, 290, 13.7, 0.882, 11.9, 35, 16.5, 6, 63, 66, 13, 13, 3],
  ['IA', 1320, 325, 11.8, 0.881, 13.0, 50, 14.5, 7, 54, 73, 6, 12, 3],
  ['KS', 1330, 286, 11.8, 0.866, 12.6, 50, 13.0, 10, 64, 62, 7, 21, 3],
  ['KY', 1540, 173, 18.7, 0.86, 12.6, 50, 15.5, 5, 55, 74, 11, 8, 2],
  ['LA', 1390, 69, 23.8, 0.894, 12.8, 35, 15.0, 5, 44, 43, 43, 8, 2],
  ['ME', 600, 267, 11.8, 0.894, 16.4, 60, 12.0, 3, 39, 87, 4, 3, 2],
  ['MD', 1420, 24, 10.0, 1.08, 16.3, 15, 14.5, 11, 41, 34, 34, 20, 7],
  ['MA', 1850, 295, 12.1, 1.106, 20.4, 10, 12.0, 11, 40, 55, 10, 24, 7],
  ['MI', 3550, 540, 16.4, 0.922, 13.7, 35, 17.5, 7, 57, 65, 18, 9, 4],
  ['MN', 2500, 329, 9.6, 1.011, 14.9, 45, 15.5, 9, 66, 61, 12, 11, 7],
  ['MS', 1050, 137, 23.0, 0.829, 10.2, 55, 14.5, 3, 50, 44, 48, 4, 1],
  ['MO', 2450, 516, 13.1, 0.894, 12.0, 45, 13.0, 4, 32, 70, 16, 7, 2],
  ['MT', 830, 398, 11.4, 0.847, 13.2, 70, 13.5, 2, 46, 77, 1, 6, 1],
  ['NE', 1090, 244, 10.1, 0.87, 14.0, 55, 13.5, 8, 33, 64, 7, 21, 3],
  ['NV', 740, 17, 14.8, 0.965, 10.4, 15, 25.0, 13, 59, 30, 12, 44, 6],
  ['NH', 490, 179, 7.6, 0.97, 19.4, 45, 12.0, 3, 33, 84, 2, 7, 4],
  ['NJ', 2590, 557, 12.2, 1.093, 22.4, 8, 12.0, 8, 44, 40, 15, 32, 11],
  ['NM', 890, 89, 21.5, 0.9, 12.3, 40, 15.5, 16, 70, 22, 2, 63, 1],
  ['NY', 4800, 680, 17.4, 1.136, 26.6, 15, 12.5, 9, 40, 42, 17, 28, 10],
  ['NC', 2700, 118, 16.6, 0.934, 10.8, 40, 15.5, 8, 61, 45, 25, 20, 4],
  ['ND', 530, 169, 9.2, 0.888, 15.6, 70, 12.0, 4, 55, 74, 5, 7, 2],
  ['OH', 3580, 611, 16.2, 0.907, 14.5, 30, 16.5, 4, 43, 67, 17, 7, 2],
  ['OK', 1800, 509, 18.9, 0.864, 10.2, 50, 16.5, 9, 48, 47, 8, 19, 2],
  ['OR', 1290, 197, 12.4, 1.007, 14.3, 30, 19.5, 10, 52, 59, 2, 25, 4],
  ['PA', 2950, 500, 14.4, 0.953, 18.4, 30, 14.0, 5, 38, 63, 15, 14, 4],
  ['RI', 320, 36, 13.8, 0.998, 17.8, 10, 13.5, 12, 41, 52, 9, 29, 3],
  ['SC', 1280, 75, 17.7, 0.886, 12.3, 35, 15.0, 7, 47, 49, 32, 12, 2],
  ['SD', 720, 148, 12.4, 0.85, 11.5, 65, 14.0, 4, 32, 71, 3, 7, 2],
  ['TN', 1930, 141, 18.0, 0.899, 10.6, 40, 15.0, 6, 46, 60, 23, 12, 2],
  ['TX', 9000, 1018, 17.4, 0.97, 11.1, 25, 15.0, 21, 39, 26, 13, 53, 5],
  ['UT', 1100, 41, 8.6, 0.927, 8.8, 25, 22.5, 7, 53, 72, 1, 19, 2],
  ['VT', 300, 52, 9.1, 0.896, 22.9, 70, 10.5, 2, 89, 87, 2, 3, 2],
  ['VA', 2130, 136, 12.1, 1.041, 13.4, 35, 14.5, 10, 40, 45, 22, 18, 7],
  ['WA', 2550, 295, 10.9, 1.134, 15.6, 25, 18.0, 11, 62, 51, 5, 25, 8],
  ['WV', 700, 55, 17.9, 0.806, 13.2, 55, 14.0, 1, 58, 89, 4, 2, 1],
  ['WI', 2250, 421, 12.0, 0.917, 13.6, 45, 14.5, 6, 52, 67, 9, 13, 4],
  ['WY', 370, 48, 10.9, 0.85, 18.8, 60, 12.5, 3, 54, 76, 1, 15, 1],
];

export const STATE_PROFILES: readonly StateProfile[] = TABLE.map(
  ([abbr, schools, districts, childPovertyPct, cwift, perPupil, ruralPct, pupilTeacher, ellPct, statePct, white, black, hispanic, asian]) => ({
    abbr,
    schools,
    districts,
    childPovertyPct,
    cwift,
    perPupil,
    ruralPct,
    pupilTeacher,
    ellPct,
    statePct,
    race: { white, black, hispanic, asian },
  }),
);

export function stateProfile(abbr: string): StateProfile {
  const profile = STATE_PROFILES.find((candidate) => candidate.abbr === abbr);
  if (!profile) throw new RangeError(`No sandbox profile for state ${abbr}`);
  return profile;
}
