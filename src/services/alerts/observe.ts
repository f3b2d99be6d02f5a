import type { DatasetReader, SchoolProfile } from '../../data/dataset/reader.js';
import type { AlertRule, Observation } from '../../data/state/integrations/alerts-store.js';
import type { AlertDirection, AlertMetric } from './kinds.js';

/**
 * What a rule sees in a dataset now, as (subject, value) pairs, with the facts a firing reports.
 * Subjects: `tier:<school>` = its lead tier; `score:<school>` = in/out of the threshold;
 * `school:<school>` = a marker that the school's items were seen once (so a school added to a
 * watchlist later is baselined, not fired for its whole history); `frn:<school>:<frn>` and
 * `change:<school>:<change_id>` = an E-Rate commitment or leadership change seen.
 */
export interface Snapshot {
  observations: Observation[];
  details: Map<string, Record<string, unknown>>;
}

const PAGE = 1_000;

/** The schools a rule covers: its watchlist's, or every school of its state. */
export function schoolsInScope(reader: DatasetReader, rule: AlertRule, watchlistIds: readonly string[] | undefined): SchoolProfile[] {
  if (rule.watchlist_id !== null) return reader.getSchools(watchlistIds ?? []);
  if (rule.state === null) return [];
  const schools: SchoolProfile[] = [];
  let after;
  do {
    const page = reader.listSchools({ state: rule.state }, { limit: PAGE, after });
    schools.push(...page.rows);
    after = page.next;
  } while (after);
  return schools;
}

export function observe(reader: DatasetReader, rule: AlertRule, schools: SchoolProfile[]): Snapshot {
  const observations: Observation[] = [];
  const details = new Map<string, Record<string, unknown>>();
  const add = (subject: string, value: string, detail: Record<string, unknown>) => {
    observations.push({ subject, value });
    details.set(subject, detail);
  };
  const base = (school: SchoolProfile) => ({ school_name: school.name, state: school.state, leaid: school.leaid });

  switch (rule.kind) {
    case 'lead_tier_change':
      for (const school of schools) add(`tier:${school.nces_id}`, school.scores?.lead_tier ?? 'NONE', base(school));
      break;
    case 'score_threshold': {
      const metric = rule.metric as AlertMetric;
      for (const school of schools) {
        const value = school.scores?.[metric] ?? null;
        const side = value === null ? 'unknown' : crosses(value, rule.threshold ?? 0, rule.direction as AlertDirection) ? 'in' : 'out';
        add(`score:${school.nces_id}`, side, { ...base(school), metric, value, threshold: rule.threshold, direction: rule.direction });
      }
      break;
    }
    case 'erate_commitment':
      for (const school of schools) {
        add(`school:${school.nces_id}`, 'seen', base(school));
        for (const commitment of reader.erateCommitments({ ncesId: school.nces_id })) {
          add(`frn:${school.nces_id}:${commitment.frn}`, 'seen', {
            ...base(school),
            frn: commitment.frn,
            funding_year: commitment.funding_year,
            category: commitment.category,
            service_type: commitment.service_type,
            committed_amount: commitment.committed_amount,
            vendor_name: commitment.vendor_name,
          });
        }
      }
      break;
    case 'leadership_change': {
      const bySchool = new Map(schools.map((school) => [school.nces_id, school]));
      const byDistrict = new Map<string, SchoolProfile[]>();
      for (const school of schools) byDistrict.set(school.leaid, [...(byDistrict.get(school.leaid) ?? []), school]);
      for (const school of schools) add(`school:${school.nces_id}`, 'seen', base(school));
      for (const state of new Set(schools.map((school) => school.state))) {
        let after;
        do {
          const page = reader.leadershipChanges({ state, limit: PAGE, after });
          for (const change of page.rows) {
            // A principal change concerns its school; a superintendent change every school of the district.
            const concerned = change.nces_id !== null ? [bySchool.get(change.nces_id)].filter((school) => school !== undefined) : (byDistrict.get(change.leaid) ?? []);
            for (const school of concerned) {
              add(`change:${school.nces_id}:${change.change_id}`, 'seen', {
                ...base(school),
                change_id: change.change_id,
                role: change.role,
                previous_name: change.previous_name,
                new_name: change.new_name,
                effective_date: change.effective_date,
              });
            }
          }
          after = page.next;
        } while (after);
      }
      break;
    }
    default:
      break;
  }
  return { observations, details };
}

export function crosses(value: number, threshold: number, direction: AlertDirection): boolean {
  return direction === 'above' ? value >= threshold : value <= threshold;
}
