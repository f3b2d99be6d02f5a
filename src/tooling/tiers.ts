/**
 * The tier ladder, its aliases and its allowances (DECISIONS §1 and §3).
 * Pure data and functions: the single source every surface and limit reads.
 */
export const TIERS = ['EXPLORER', 'STARTER', 'PROFESSIONAL', 'BUSINESS'] as const;
export type Tier = (typeof TIERS)[number];

const ALIASES: Record<string, Tier> = {
  EXPLORER: 'EXPLORER',
  STARTER: 'STARTER',
  PROFESSIONAL: 'PROFESSIONAL',
  BUSINESS: 'BUSINESS',
  FREE: 'EXPLORER',
  STANDARD: 'STARTER',
  PREMIUM: 'PROFESSIONAL',
  ENTERPRISE: 'BUSINESS',
};

/** Canonical tier for a name or alias in any case; undefined when it names no tier. */
export function parseTier(name: string): Tier | undefined {
  return ALIASES[name.trim().toUpperCase()];
}

export function tierRank(tier: Tier): number {
  return TIERS.indexOf(tier);
}

export function tierAtLeast(tier: Tier, minimum: Tier): boolean {
  return tierRank(tier) >= tierRank(minimum);
}

export interface TierPlan {
  tier: Tier;
  display_name: string;
  price_usd_month: number;
  /** Requests a UTC day; null = unlimited (fair-use ceiling applies). */
  daily_limit: number | null;
  monthly_limit: number | null;
  /** Shared daily quota of the AI endpoints (agent chat, grant writing); 0 = not available. */
  ai_daily_limit: number;
  description: string;
}

/** Business is unlimited but its headers carry this fair-use ceiling (DECISIONS §3). */
export const FAIR_USE_DAILY_CEILING = 100_000;
/** Marketplace endpoints have their own per-key limit instead of the daily allowance. */
export const MARKETPLACE_PER_MINUTE = 60;

export const PLANS: Record<Tier, TierPlan> = {
  EXPLORER: {
    tier: 'EXPLORER',
    display_name: 'Explorer',
    price_usd_month: 0,
    daily_limit: 3,
    monthly_limit: 90,
    ai_daily_limit: 0,
    description: 'Try the API: school search and profiles, purchase qualification.',
  },
  STARTER: {
    tier: 'STARTER',
    display_name: 'Starter',
    price_usd_month: 99,
    daily_limit: 25,
    monthly_limit: 750,
    ai_daily_limit: 0,
    description: 'Peers, health, funding, E-Rate tools, bright spots and market summaries.',
  },
  PROFESSIONAL: {
    tier: 'PROFESSIONAL',
    display_name: 'Professional',
    price_usd_month: 249,
    daily_limit: 100,
    monthly_limit: 3000,
    ai_daily_limit: 20,
    description: 'Everything in Starter plus needs, equity, sales intelligence, exports, NL query and AI tools.',
  },
  BUSINESS: {
    tier: 'BUSINESS',
    display_name: 'Business',
    price_usd_month: 499,
    daily_limit: null,
    monthly_limit: null,
    ai_daily_limit: 500,
    description: 'Unlimited requests (fair use), bulk import and webhooks.',
  },
};

/** The ceiling the rate-limit headers advertise and counting enforces. */
export function enforcedDailyLimit(tier: Tier): number {
  return PLANS[tier].daily_limit ?? FAIR_USE_DAILY_CEILING;
}
