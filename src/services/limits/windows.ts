/** The UTC windows limits are counted in (DECISIONS §3: the calendar day, reset at 00:00 UTC). */

export function utcDate(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export function utcMonthPrefix(at: Date): string {
  return at.toISOString().slice(0, 8);
}

export function nextUtcMidnight(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1));
}

export function nextUtcMinute(at: Date): Date {
  return new Date(Math.floor(at.getTime() / 60_000) * 60_000 + 60_000);
}

export function secondsUntil(later: Date, now: Date): number {
  return Math.max(1, Math.ceil((later.getTime() - now.getTime()) / 1000));
}

export const dailyBucket = (at: Date) => `daily:${utcDate(at)}`;
export const aiBucket = (at: Date) => `ai:${utcDate(at)}`;
export const marketplaceBucket = (at: Date) => `market:${at.toISOString().slice(0, 16)}`;

/** The last `days` UTC dates ending today, oldest first. */
export function lastUtcDates(days: number, now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) =>
    new Date(today - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  );
}
