import type { NewFiring, Observation } from '../../data/state/integrations/alerts-store.js';
import type { Snapshot } from './observe.js';

/**
 * Compares what a rule sees now with what it saw last time: the observations to store and the
 * conditions that fire. Pure, so the rules are tested without a store or a dataset.
 *
 * - a lead tier that differs from the last one seen fires (`from` -> `to`);
 * - a score that moves from outside its threshold to inside fires (a crossing, not a level: a
 *   school that stays above fires once, and again only after it has fallen back and re-crossed);
 * - an E-Rate commitment or leadership change not seen before fires, for schools already seen
 *   (a school new to the rule is baselined silently).
 *
 * Firings of changes are keyed by the data update (`eventId`), so the same change in the same
 * update fires once however many instances evaluate it, and a later change back and forth fires
 * again. A new commitment or leadership change is keyed by its own id: it fires once, ever.
 */
export function decide(previous: Map<string, string>, snapshot: Snapshot, eventId: string): { changed: Observation[]; firings: NewFiring[] } {
  const changed: Observation[] = [];
  const firings: NewFiring[] = [];
  for (const { subject, value } of snapshot.observations) {
    const before = previous.get(subject);
    if (before === value) continue;
    changed.push({ subject, value });
    const [kind, school] = subject.split(':') as [string, string];
    const detail = snapshot.details.get(subject) ?? {};
    if (kind === 'tier' && before !== undefined) {
      firings.push({ nces_id: school, condition_key: `${subject}:${before}->${value}@${eventId}`, data: { ...detail, from: before, to: value } });
    } else if (kind === 'score' && before === 'out' && value === 'in') {
      firings.push({ nces_id: school, condition_key: `${subject}:crossed@${eventId}`, data: detail });
    } else if ((kind === 'frn' || kind === 'change') && previous.has(`school:${school}`) && before === undefined) {
      firings.push({ nces_id: school, condition_key: subject, data: detail });
    }
  }
  return { changed, firings };
}
