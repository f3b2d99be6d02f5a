import type { DatasetReader } from '../../data/dataset/reader.js';
import type { AlertRule, Firing } from '../../data/state/integrations/alerts-store.js';
import type { IntegrationsStore } from '../../data/state/integrations/integrations-store.js';
import { decide } from './decide.js';
import { observe, schoolsInScope, type Snapshot } from './observe.js';

/** What a rule sees now in a dataset (also its baseline when it is created). */
export async function snapshotOf(store: IntegrationsStore, reader: DatasetReader, rule: AlertRule): Promise<Snapshot> {
  const watched = rule.watchlist_id === null ? undefined : await store.watchlists.schoolIds(rule.account_id, rule.watchlist_id);
  return observe(reader, rule, schoolsInScope(reader, rule, watched));
}

/** Evaluates every rule on one dataset after the data update `eventId`; returns what fired. */
export async function evaluateRules(options: { store: IntegrationsStore; reader: DatasetReader; dataset: string; eventId: string; now: Date }): Promise<Firing[]> {
  const { store, reader, dataset, eventId, now } = options;
  const fired: Firing[] = [];
  for (const rule of await store.alerts.rulesFor(dataset)) {
    const snapshot = await snapshotOf(store, reader, rule);
    const { changed, firings } = decide(await store.alerts.observations(rule.id), snapshot, eventId);
    if (changed.length === 0 && firings.length === 0) continue;
    fired.push(...(await store.alerts.commitEvaluation(rule, changed, firings, now)));
  }
  return fired;
}

/**
 * Evaluates the alert rules for each data update not yet evaluated, oldest first, then records
 * the progress. Run from the webhook worker's poll, so an import made by another process (the
 * CLI) is evaluated by the serving instances. Evaluating twice is harmless: firings are unique per
 * condition.
 */
export async function evaluatePendingUpdates(options: {
  store: IntegrationsStore;
  readerFor: (dataset: string) => DatasetReader | undefined;
  now: () => Date;
}): Promise<Firing[]> {
  const fired: Firing[] = [];
  const updates = await options.store.alerts.pendingDataUpdates();
  for (const update of updates) {
    const reader = options.readerFor(update.dataset);
    if (reader) fired.push(...(await evaluateRules({ store: options.store, reader, dataset: update.dataset, eventId: update.id, now: options.now() })));
    await options.store.alerts.markEvaluated(update.seq);
  }
  return fired;
}
