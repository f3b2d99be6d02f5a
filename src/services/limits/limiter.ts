import type { Caller } from '../../context.js';
import type { StateStore } from '../../data/state/port.js';
import { AppError } from '../../errors.js';
import type { Metering } from '../../tooling/define-tool.js';
import { enforcedDailyLimit, MARKETPLACE_PER_MINUTE, PLANS } from '../../tooling/tiers.js';
import { AllowanceLeases } from './leases.js';
import {
  aiBucket,
  dailyBucket,
  marketplaceBucket,
  nextUtcMidnight,
  nextUtcMinute,
  secondsUntil,
} from './windows.js';

/** What the rate-limit headers report after a request was metered (or refused). */
export interface RateState {
  limit: number;
  used: number;
  remaining: number;
  reset: Date;
}

/** DECISIONS §3: more than 50 refusals in 10 minutes blocks the key for 15 minutes. */
export const BLOCK_AFTER_REFUSALS = 50;
export const REFUSAL_WINDOW_MS = 10 * 60_000;
export const BLOCK_MS = 15 * 60_000;

export interface LimiterOptions {
  state: StateStore;
  upgradeUrl: string;
}

/**
 * Counts requests against the caller's allowances. Counting is one atomic statement in the state
 * store, so N concurrent requests with R left give exactly min(N, R) successes, across processes.
 */
export class Limiter {
  /** Leases of the Business fair-use allowance (see leases.ts); other tiers count every request. */
  readonly leases: AllowanceLeases;

  constructor(private readonly options: LimiterOptions) {
    this.leases = new AllowanceLeases(options.state);
  }

  /** Gives back what the leases did not use; call when the service stops. */
  close(): Promise<void> {
    return this.leases.close();
  }

  /**
   * Meters one request. Returns the daily-window state for the headers; throws a 429 AppError
   * (carrying the same headers) when an allowance is used up or the key is blocked.
   *
   * The common case is one statement: the counter's increment, which also refuses while the key
   * is blocked. Only a refusal pays for finding out which of the two it was.
   */
  async meter(caller: Caller, metering: Metering, now: Date): Promise<RateState> {
    const { state } = this.options;
    if (metering === 'daily') {
      const limit = enforcedDailyLimit(caller.tier);
      if (PLANS[caller.tier].daily_limit === null) {
        const leased = await this.leases.take(caller.keyId, dailyBucket(now), limit, now);
        if (leased !== undefined) return { limit, used: leased, remaining: limit - leased, reset: nextUtcMidnight(now) };
      }
      const used = await state.countUnlessBlocked(caller.keyId, dailyBucket(now), limit, now);
      if (used === null) {
        await this.refuseIfBlocked(caller, now);
        const daily = { limit, used: limit, remaining: 0, reset: nextUtcMidnight(now) };
        await this.noteRefusal(caller, now);
        throw this.refusal('rate_limit_exceeded',
          `Daily limit of ${limit} requests used (${limit}/${limit}); resets at midnight UTC`,
          daily, daily.reset, now);
      }
      return { limit, used, remaining: limit - used, reset: nextUtcMidnight(now) };
    }

    if (metering === 'ai') {
      const limit = PLANS[caller.tier].ai_daily_limit;
      const used = await state.countUnlessBlocked(caller.keyId, aiBucket(now), limit, now);
      if (used === null) {
        await this.refuseIfBlocked(caller, now);
        await this.noteRefusal(caller, now);
        throw this.refusal('rate_limit_exceeded',
          `Daily AI quota of ${limit} requests used (${limit}/${limit}); resets at midnight UTC`,
          await this.peek(caller, now), nextUtcMidnight(now), now);
      }
    } else if (metering === 'marketplace') {
      const used = await state.countUnlessBlocked(caller.keyId, marketplaceBucket(now), MARKETPLACE_PER_MINUTE, now);
      if (used === null) {
        await this.refuseIfBlocked(caller, now);
        await this.noteRefusal(caller, now);
        throw this.refusal('rate_limit_exceeded',
          `Marketplace limit of ${MARKETPLACE_PER_MINUTE} requests a minute used; retry after the minute`,
          await this.peek(caller, now), nextUtcMinute(now), now);
      }
    }
    return this.peek(caller, now);
  }

  /** Throws the 429 of a blocked key (not recorded as a refusal: the block already is the answer). */
  private async refuseIfBlocked(caller: Caller, now: Date): Promise<void> {
    const blockedUntil = await this.options.state.blockedUntil(caller.keyId);
    if (blockedUntil && blockedUntil > now) {
      throw this.refusal('temporarily_blocked',
        `This key is blocked until ${blockedUntil.toISOString()} after repeated requests past its limit.`,
        await this.peek(caller, now), blockedUntil, now);
    }
  }

  /** The daily window as it stands, without counting anything. */
  async peek(caller: Caller, now: Date): Promise<RateState> {
    const limit = enforcedDailyLimit(caller.tier);
    const bucket = dailyBucket(now);
    const used = Math.min(limit, (await this.options.state.counters(caller.keyId, [bucket])).get(bucket) ?? 0);
    return { limit, used, remaining: limit - used, reset: nextUtcMidnight(now) };
  }

  private async noteRefusal(caller: Caller, now: Date): Promise<void> {
    const { state } = this.options;
    const recent = await state.recordRefusal(caller.keyId, now, new Date(now.getTime() - REFUSAL_WINDOW_MS));
    if (recent > BLOCK_AFTER_REFUSALS) await state.setBlock(caller.keyId, new Date(now.getTime() + BLOCK_MS));
  }

  private refusal(
    code: 'rate_limit_exceeded' | 'temporarily_blocked',
    detail: string,
    daily: RateState,
    retryAt: Date,
    now: Date,
  ): AppError {
    const headers = rateHeaders({ ...daily, remaining: 0 }, now);
    headers['Retry-After'] = String(secondsUntil(retryAt, now));
    return new AppError(code, detail, {
      headers,
      extra: { upgrade_url: this.options.upgradeUrl, reset_time: retryAt.toISOString() },
    });
  }
}

/** The headers of DECISIONS §3, legacy X-RateLimit-* and the IETF draft fields. */
export function rateHeaders(rate: RateState, now: Date): Record<string, string> {
  const resetSeconds = Math.floor(rate.reset.getTime() / 1000);
  const secondsLeft = Math.max(0, resetSeconds - Math.floor(now.getTime() / 1000));
  return {
    'X-RateLimit-Limit': String(rate.limit),
    'X-RateLimit-Remaining': String(rate.remaining),
    'X-RateLimit-Reset': String(resetSeconds),
    'X-RateLimit-Used': String(rate.used),
    'RateLimit-Policy': `"daily";q=${rate.limit};w=86400`,
    RateLimit: `"daily";r=${rate.remaining};t=${secondsLeft}`,
  };
}
