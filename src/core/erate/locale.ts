/**
 * E-Rate urban/rural status from an NCES locale. Since FY2015 a school is urban when it sits in a Census
 * Urbanized Area or Urban Cluster of 25,000 people or more, else rural (USAC discount FAQ; FACTS.md §1).
 * NCES locales are close but not identical: cities and suburbs lie inside large urban areas, towns and
 * rural territory mostly outside them. This is an approximation; the applicant's EPC record is the truth.
 */
export type NcesLocale = 'urban' | 'suburban' | 'town' | 'rural';

export function isRuralForErate(locale: NcesLocale | null | undefined): boolean {
  return locale === 'rural' || locale === 'town';
}

export const LOCALE_APPROXIMATION_NOTE =
  'Urban/rural is approximated from the NCES locale (town and rural -> rural); E-Rate uses the Census urban-area test (25,000 or more people = urban).';
