import type { Locale, SchoolLevel } from '../data/dataset/model.js';

/**
 * Field readers shared by the importers. Each either returns a clean value, `null` for a value the
 * file marks as missing, or throws a `FieldProblem` whose message becomes the row's reject reason.
 */
export class FieldProblem extends Error {
  override readonly name = 'FieldProblem';
}

/** CCD numeric codes for missing (-1), not applicable (-2) and failed quality standards (-9). */
const CCD_MISSING_NUMBERS = new Set(['-1', '-2', '-9', '-1.0', '-2.0', '-9.0']);
/** CCD character codes: M = missing, N = not applicable (older files also used them in numeric fields). */
const CCD_MISSING_TEXT = new Set(['M', 'N']);

export function text(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** A text field where CCD writes "M" or "N" for missing / not applicable. */
export function ccdText(value: string | undefined): string | null {
  const trimmed = text(value);
  return trimmed === null || CCD_MISSING_TEXT.has(trimmed) ? null : trimmed;
}

export function requiredText(value: string | undefined, field: string): string {
  const trimmed = text(value);
  if (trimmed === null) throw new FieldProblem(`${field} is empty`);
  return trimmed;
}

function parseNumber(raw: string, field: string): number {
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new FieldProblem(`${field} is not a number: "${raw}"`);
  return value;
}

export interface NumberRule {
  min?: number;
  max?: number;
  integer?: boolean;
  /** Raw values meaning "not available" (e.g. "-999" in HIFLD). */
  missing?: ReadonlySet<string>;
}

/** A number with range checks; empty and the source's missing codes give null. */
export function number(value: string | undefined, field: string, rule: NumberRule = {}): number | null {
  const raw = text(value);
  if (raw === null || rule.missing?.has(raw)) return null;
  const parsed = parseNumber(raw, field);
  if (rule.integer && !Number.isInteger(parsed)) throw new FieldProblem(`${field} is not a whole number: "${raw}"`);
  if (rule.min !== undefined && parsed < rule.min) throw new FieldProblem(`${field} is below ${rule.min}: ${raw}`);
  if (rule.max !== undefined && parsed > rule.max) throw new FieldProblem(`${field} is above ${rule.max}: ${raw}`);
  return parsed;
}

export function requiredNumber(value: string | undefined, field: string, rule: NumberRule = {}): number {
  const parsed = number(value, field, rule);
  if (parsed === null) throw new FieldProblem(`${field} is empty`);
  return parsed;
}

/** A CCD numeric field: -1/-2/-9 and M/N mean missing; any other negative is an error. */
export function ccdCount(value: string | undefined, field: string): number | null {
  const raw = text(value);
  if (raw === null || CCD_MISSING_NUMBERS.has(raw) || CCD_MISSING_TEXT.has(raw)) return null;
  return number(raw, field, { min: 0, integer: true });
}

/** "$47,470.52" -> 47470.52; plain numbers pass through. */
export function money(value: string | undefined, field: string): number | null {
  const raw = text(value);
  if (raw === null) return null;
  const cleaned = raw.replace(/^\$/, '').replace(/,/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) throw new FieldProblem(`${field} is not an amount: "${raw}"`);
  return Number(cleaned);
}

export function digits(value: string | undefined, field: string, length: number): string {
  const raw = requiredText(value, field);
  if (!new RegExp(`^\\d{${length}}$`).test(raw)) throw new FieldProblem(`${field} is not ${length} digits: "${raw}"`);
  return raw;
}

/** 7-digit NCES LEAID; an all-digit value of 6 digits lost its leading zero in a spreadsheet and is padded. */
export function leaid(value: string | undefined, field = 'LEAID'): string {
  const raw = requiredText(value, field);
  if (/^\d{6}$/.test(raw)) return `0${raw}`;
  return digits(raw, field, 7);
}

/** 12-digit NCES school ID (LEAID + 5); 11 digits are padded like LEAID. */
export function ncesSchoolId(value: string | undefined, field = 'NCESSCH'): string {
  const raw = requiredText(value, field);
  if (/^\d{11}$/.test(raw)) return `0${raw}`;
  return digits(raw, field, 12);
}

export function stateAbbr(value: string | undefined, field: string): string {
  const raw = requiredText(value, field).toUpperCase();
  if (!/^[A-Z]{2}$/.test(raw)) throw new FieldProblem(`${field} is not a 2-letter state code: "${raw}"`);
  return raw;
}

export function optionalStateAbbr(value: string | undefined, field: string): string | null {
  return text(value) === null ? null : stateAbbr(value, field);
}

/** Five-digit ZIP; ZIP+4 forms keep their first five digits. */
export function zip(value: string | undefined, field: string): string | null {
  const raw = ccdText(value);
  if (raw === null) return null;
  const match = /^(\d{5})(-?\d{4})?$/.exec(raw);
  if (!match) throw new FieldProblem(`${field} is not a ZIP code: "${raw}"`);
  return match[1] ?? null;
}

export function latitude(value: string | undefined, field: string, missing?: ReadonlySet<string>): number | null {
  const parsed = number(value, field, { min: -90, max: 90, missing });
  // NCES writes 0 when no coordinate was derived.
  return parsed === 0 ? null : parsed;
}

export function longitude(value: string | undefined, field: string, missing?: ReadonlySet<string>): number | null {
  const parsed = number(value, field, { min: -180, max: 180, missing });
  return parsed === 0 ? null : parsed;
}

/** NCES urban-centric locale code (11-43) to the model's four locales. */
export function localeFromCode(value: string | undefined, field: string): Locale | null {
  const raw = ccdText(value);
  if (raw === null) return null;
  const match = /^([1-4])[1-3]$/.exec(raw);
  if (!match) throw new FieldProblem(`${field} is not an NCES locale code: "${raw}"`);
  const locales: Record<string, Locale> = { '1': 'urban', '2': 'suburban', '3': 'town', '4': 'rural' };
  return locales[match[1] ?? ''] ?? null;
}

const GRADE = /^(PK|KG|UG|AE|0[1-9]|1[0-3])$/;

/** A grade code (PK, KG, 01-13, UG, AE); "N" (no students) and "M" give null. */
export function grade(value: string | undefined, field: string): string | null {
  const raw = ccdText(value);
  if (raw === null) return null;
  const normalised = /^\d$/.test(raw) ? `0${raw}` : raw.toUpperCase();
  if (!GRADE.test(normalised)) throw new FieldProblem(`${field} is not a grade code: "${raw}"`);
  return normalised;
}

/**
 * School level from a level name (HIFLD LEVEL_, CCD LEVEL). Only the model's three levels map; every
 * other value (Other, Secondary, Prekindergarten, Not reported...) gives a null level with the raw
 * value kept, because folding them into a level would invent a classification.
 */
export function schoolLevel(value: string | undefined): { level: SchoolLevel | null; raw: string | null } {
  const raw = text(value);
  if (raw === null) return { level: null, raw: null };
  const levels: Record<string, SchoolLevel> = { ELEMENTARY: 'Elementary', MIDDLE: 'Middle', HIGH: 'High' };
  const level = levels[raw.toUpperCase()] ?? null;
  return { level, raw: level ? null : raw };
}

/** A phone number as printed, or null for empty and placeholder values such as "null-null". */
export function phone(value: string | undefined): string | null {
  const raw = ccdText(value);
  if (raw === null || !/\d/.test(raw)) return null;
  return raw;
}

/** "2022-2023" or "2022-23" or "2022" -> 2022 (a school year is named by its start year). */
export function schoolYearStart(value: string | undefined, field: string): number {
  const raw = requiredText(value, field);
  const match = /^(\d{4})(?:\s*-\s*\d{2,4})?$/.exec(raw);
  if (!match) throw new FieldProblem(`${field} is not a school year: "${raw}"`);
  return Number(match[1]);
}
