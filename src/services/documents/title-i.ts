import { titleIStatus, type TitleIStatus } from '../../core/funding/school-facts.js';
import type { SchoolDocumentFacts } from './facts.js';

/** Title I status in words, from the funding rules' reading of the school's flags and FRL share. */

const PHRASES: Readonly<Record<TitleIStatus, string>> = {
  schoolwide: 'operates a Title I schoolwide program',
  schoolwide_eligible: 'eligible for a Title I schoolwide program (at least 40% low-income, 20 U.S.C. 6314(a)(1))',
  targeted: 'Title I targeted assistance school',
  may_be_designated: 'not flagged as Title I, but at least 35% low-income, so the district may designate it eligible (20 U.S.C. 6313(b)(1)(A))',
  not_title_i: 'not a Title I school',
  unknown: 'not reported',
};

export function titleIStatusPhrase(school: SchoolDocumentFacts): string {
  return PHRASES[titleIStatus(school)];
}
