import type { RetryPolicy } from '../../data/state/integrations/webhooks-store.js';

/**
 * Exponential backoff with jitter for about a day (DECISIONS §6): 5 s, 10 s, 20 s ... doubling up
 * to 2 hours between attempts, each delay spread ±20% at random so that many subscriptions failing
 * together do not retry together. A delivery still failing 24 hours after its event gives up and
 * disables its subscription (about 20 attempts).
 */
export const RETRY_BUDGET_MS = 24 * 60 * 60 * 1000;
const FIRST_DELAY_MS = 5_000;
const MAX_DELAY_MS = 2 * 60 * 60 * 1000;
const JITTER = 0.2;

export function backoffPolicy(random: () => number = Math.random, budgetMs = RETRY_BUDGET_MS): RetryPolicy {
  return {
    budgetMs,
    delayAfter(attempts) {
      const base = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, attempts - 1));
      return Math.round(base * (1 - JITTER + 2 * JITTER * random()));
    },
  };
}
