import { badRequest } from '../../errors.js';

/** Calendar-day arithmetic in UTC, so a deadline never shifts with the server's time zone. */

const DAY_MS = 86_400_000;

/** A Date or an ISO date ("2026-03-04" or a full timestamp) as midnight UTC of that calendar day. */
export function parseDay(value: Date | string, field: string): Date {
  const date = value instanceof Date ? value : new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) throw badRequest(`${field} must be an ISO date, got ${String(value)}.`, [{ field, message: 'must be an ISO 8601 date' }]);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

export function addDays(day: Date, days: number): Date {
  return new Date(day.getTime() + days * DAY_MS);
}

export function isoDate(day: Date): string {
  return day.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: Date, to: Date): number {
  return Math.round((to.getTime() - from.getTime()) / DAY_MS);
}
