import { z } from 'zod';
import { AppError, notFound } from '../src/errors.js';
import { issueKey } from '../src/services/keys/api-keys.js';
import { aiBucket, dailyBucket, lastUtcDates, nextUtcMidnight, utcMonthPrefix } from '../src/services/limits/windows.js';
import { defineTool } from '../src/tooling/define-tool.js';
import { PLANS, TIERS } from '../src/tooling/tiers.js';
import type { ToolContext } from '../src/context.js';
import { IsoTimestamp, TierInput, TierName } from './common/tiers.js';

const upgradeUrl = (context: ToolContext) => `${context.config.baseUrl}/marketplace/tiers`;

const Plan = z.object({
  tier: TierName,
  display_name: z.string(),
  price_usd_month: z.number(),
  daily_limit: z.number().int().nullable().describe('Requests a UTC day; null = unlimited (fair use).'),
  monthly_limit: z.number().int().nullable(),
  ai_daily_limit: z.number().int().describe('Shared daily quota of agent chat and grant writing.'),
  description: z.string(),
});

export const listTiers = defineTool({
  name: 'marketplace_tiers',
  title: 'List API tiers',
  description: 'All API tiers with allowances, AI quotas, price and what each unlocks.',
  group: 'marketplace',
  access: 'PUBLIC',
  effect: 'read',
  metering: 'none',
  rest: { method: 'GET', path: '/marketplace/tiers' },
  input: z.object({}),
  output: z.object({ tiers: z.array(Plan), aliases: z.record(z.string(), TierName) }),
  handler: () => ({
    tiers: TIERS.map((tier) => PLANS[tier]),
    aliases: { FREE: 'EXPLORER', STANDARD: 'STARTER', PREMIUM: 'PROFESSIONAL', ENTERPRISE: 'BUSINESS' } as const,
  }),
});

const Quota = z.object({
  daily_limit: z.number().int().nullable(),
  daily_used: z.number().int(),
  daily_remaining: z.number().int().nullable(),
});

export const usage = defineTool({
  name: 'marketplace_usage',
  title: 'Usage of this key',
  description: 'The calling key\'s tier, today\'s requests used and remaining, reset time, monthly totals, AI quota and daily history.',
  group: 'marketplace',
  access: 'EXPLORER',
  effect: 'read',
  metering: 'marketplace',
  rest: { method: 'GET', path: '/marketplace/usage' },
  input: z.object({
    days: z.number().int().min(1).max(365).default(30).describe('Days of history.'),
  }),
  output: z.object({
    tier: TierName,
    unlimited: z.boolean(),
    daily_limit: z.number().int().nullable(),
    daily_used: z.number().int(),
    daily_remaining: z.number().int().nullable(),
    reset_time: IsoTimestamp,
    upgrade_url: z.string(),
    monthly_used: z.number().int(),
    monthly_limit: z.number().int().nullable(),
    monthly_remaining: z.number().int().nullable(),
    ai: Quota,
    history: z.array(z.object({ date: z.string(), requests: z.number().int() })),
  }),
  handler: async (context, { days }) => {
    const caller = context.caller!;
    const now = context.now();
    const plan = PLANS[caller.tier];
    const dates = lastUtcDates(days, now);
    const buckets = [...dates.map((date) => `daily:${date}`), aiBucket(now)];
    const counts = await context.state.counters(caller.keyId, buckets);
    // A Business key's counter also holds what this instance reserved and has not served yet.
    const unserved = context.unservedAllowance?.(caller.keyId, dailyBucket(now)) ?? 0;
    counts.set(dailyBucket(now), Math.max(0, (counts.get(dailyBucket(now)) ?? 0) - unserved));
    const dailyUsed = counts.get(dailyBucket(now)) ?? 0;
    const aiUsed = counts.get(aiBucket(now)) ?? 0;
    const monthlyUsed = Math.max(0, (await context.state.sumCounters(caller.keyId, `daily:${utcMonthPrefix(now)}`)) - unserved);
    const remaining = (limit: number | null, used: number) => (limit === null ? null : Math.max(0, limit - used));
    return {
      tier: caller.tier,
      unlimited: plan.daily_limit === null,
      daily_limit: plan.daily_limit,
      daily_used: dailyUsed,
      daily_remaining: remaining(plan.daily_limit, dailyUsed),
      reset_time: nextUtcMidnight(now).toISOString(),
      upgrade_url: upgradeUrl(context),
      monthly_used: monthlyUsed,
      monthly_limit: plan.monthly_limit,
      monthly_remaining: remaining(plan.monthly_limit, monthlyUsed),
      ai: { daily_limit: plan.ai_daily_limit, daily_used: aiUsed, daily_remaining: remaining(plan.ai_daily_limit, aiUsed) },
      history: dates.map((date) => ({ date, requests: counts.get(`daily:${date}`) ?? 0 })),
    };
  },
});

const KeySummary = z.object({
  key_id: z.string(),
  mode: z.enum(['live', 'test']),
  tier: TierName,
  created_at: IsoTimestamp,
  last_used_at: IsoTimestamp.nullable(),
  revoked_at: IsoTimestamp.nullable(),
});

export const listKeys = defineTool({
  name: 'marketplace_keys_list',
  title: 'List API keys',
  description: 'The account\'s keys: id, mode, tier, created and last used (secrets not shown).',
  group: 'marketplace',
  access: 'EXPLORER',
  effect: 'read',
  metering: 'marketplace',
  rest: { method: 'GET', path: '/marketplace/keys' },
  input: z.object({}),
  output: z.object({ account: z.string(), keys: z.array(KeySummary) }),
  handler: async (context) => {
    const caller = context.caller!;
    const keys = await context.state.listKeys(caller.accountId);
    return {
      account: caller.accountName,
      keys: keys.map(({ key_id, mode, tier, created_at, last_used_at, revoked_at }) => ({
        key_id, mode, tier, created_at, last_used_at, revoked_at,
      })),
    };
  },
});

export const createKey = defineTool({
  name: 'marketplace_keys_create',
  title: 'Create an API key',
  description: 'Creates a key in the caller\'s account; the secret is shown only in this response.',
  group: 'marketplace',
  access: 'EXPLORER',
  effect: 'write',
  metering: 'marketplace',
  rest: { method: 'POST', path: '/marketplace/keys', status: 201 },
  input: z.object({
    tier: TierInput.optional().describe('Tier name or alias; default yours.'),
    mode: z.enum(['live', 'test']).optional().describe('live data or test sandbox.'),
  }),
  output: z.object({
    key: z.string().describe('The secret key. Store it now: it is never shown again.'),
    key_id: z.string(),
    tier: TierName,
    mode: z.enum(['live', 'test']),
    account: z.string(),
    created_at: IsoTimestamp,
  }),
  handler: async (context, input) => {
    const caller = context.caller!;
    const { key, record } = await issueKey(context.state, {
      accountId: caller.accountId,
      tier: input.tier ?? caller.tier,
      mode: input.mode ?? caller.mode,
      now: context.now(),
    });
    return { key, key_id: record.key_id, tier: record.tier, mode: record.mode, account: caller.accountName, created_at: record.created_at };
  },
});

const KeyId = z.string().min(1).max(64).describe('Key id (key_...).');

/** A key of the caller's account, or 404: another account's keys do not exist for this caller. */
async function ownKey(context: ToolContext, keyId: string) {
  const record = await context.state.findKey(keyId);
  if (!record || record.account_id !== context.caller!.accountId) throw notFound(`No key ${keyId} in this account.`);
  return record;
}

export const revokeKey = defineTool({
  name: 'marketplace_keys_revoke',
  title: 'Revoke an API key',
  description: 'Revokes a key of the caller\'s account at once; cannot be undone.',
  group: 'marketplace',
  access: 'EXPLORER',
  effect: 'write',
  metering: 'marketplace',
  rest: { method: 'DELETE', path: '/marketplace/keys/{key_id}' },
  input: z.object({ key_id: KeyId }),
  output: z.object({ key_id: z.string(), revoked_at: IsoTimestamp }),
  handler: async (context, { key_id }) => {
    const record = await ownKey(context, key_id);
    if (record.revoked_at) return { key_id, revoked_at: record.revoked_at };
    const now = context.now();
    await context.state.revokeKey(key_id, now);
    return { key_id, revoked_at: now.toISOString() };
  },
});

export const upgradeKey = defineTool({
  name: 'marketplace_keys_upgrade',
  title: 'Change the tier of an API key',
  description: 'Sets the tier of a key of the caller\'s account; takes effect at once.',
  group: 'marketplace',
  access: 'EXPLORER',
  effect: 'write',
  metering: 'marketplace',
  rest: { method: 'POST', path: '/marketplace/keys/{key_id}/upgrade' },
  input: z.object({
    key_id: KeyId,
    new_tier: TierInput.describe('Tier name or alias.'),
  }),
  output: z.object({
    key_id: z.string(),
    tier: TierName,
    previous_tier: TierName,
    daily_limit: z.number().int().nullable(),
    effective_at: IsoTimestamp,
  }),
  handler: async (context, { key_id, new_tier }) => {
    const record = await ownKey(context, key_id);
    if (record.revoked_at) throw new AppError('bad_request', `Key ${key_id} is revoked; its tier cannot change.`);
    const previous = await context.state.setKeyTier(key_id, new_tier);
    if (!previous) throw notFound(`No key ${key_id} in this account.`);
    return { key_id, tier: new_tier, previous_tier: previous, daily_limit: PLANS[new_tier].daily_limit, effective_at: context.now().toISOString() };
  },
});

export const marketplaceTools = [listTiers, usage, listKeys, createKey, revokeKey, upgradeKey];
