import type { Locale, SchoolLevel } from '../../src/data/dataset/model.js';
import type { LookAlikeProfile } from '../../src/core/scores/look-alikes.js';

export type StatedProfile = LookAlikeProfile & { state: string };

const NUMBERS = [
  'enrollment',
  'frl_pct',
  'math_proficiency',
  'reading_proficiency',
  'pupil_teacher_ratio',
  'ell_pct',
  'swd_pct',
  'per_pupil_expenditure',
  'c2_spend_per_student',
  'funding_score',
] as const;

type NumberField = (typeof NUMBERS)[number];

const COLUMN = new Map<NumberField, number>(NUMBERS.map((field, column) => [field, column]));

/** A text column's distinct values, each stored once and referred to by its code. */
class Codes<Value extends string> {
  private readonly values: Value[] = [];
  private readonly codes = new Map<Value, number>();

  code(value: Value | null): number {
    if (value === null) return -1;
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.codes.set(value, code);
    }
    return code;
  }

  value(code: number): Value | null {
    return code < 0 ? null : this.values[code]!;
  }
}

/**
 * Every school's look-alike profile, held as columns: numbers in one flat array (NaN for a missing
 * value), the state, level and locale as codes. A national dataset's 99,335 profiles held as
 * objects took about 75 MB of heap, most of it hidden classes (heap snapshot); as columns they take
 * about 10 MB. `at` gives a row back as the profile object the scoring functions read.
 */
export class ProfileTable {
  private readonly ids: string[] = [];
  /** Row-major, NUMBERS.length per row. */
  private readonly numbers: number[] = [];
  /** Row-major: state, level, locale codes. */
  private readonly texts: number[] = [];
  private readonly states = new Codes<string>();
  private readonly levels = new Codes<SchoolLevel>();
  private readonly locales = new Codes<Locale>();

  static of(profiles: Iterable<StatedProfile>): ProfileTable {
    const table = new ProfileTable();
    for (const profile of profiles) table.push(profile, profile.state);
    return table;
  }

  get length(): number {
    return this.ids.length;
  }

  /** Adds a school's profile; returns its row. */
  push(profile: LookAlikeProfile, state: string): number {
    for (const field of NUMBERS) this.numbers.push(profile[field] ?? Number.NaN);
    this.texts.push(this.states.code(state), this.levels.code(profile.level), this.locales.code(profile.locale));
    return this.ids.push(profile.nces_id) - 1;
  }

  set(row: number, field: NumberField, value: number | null): void {
    this.numbers[row * NUMBERS.length + COLUMN.get(field)!] = value ?? Number.NaN;
  }

  id(row: number): string {
    return this.ids[row]!;
  }

  state(row: number): string {
    return this.states.value(this.texts[row * 3]!)!;
  }

  at(row: number): StatedProfile {
    const base = row * NUMBERS.length;
    const number = (column: number): number | null => {
      const value = this.numbers[base + column]!;
      return Number.isNaN(value) ? null : value;
    };
    return {
      nces_id: this.ids[row]!,
      enrollment: number(0),
      frl_pct: number(1),
      math_proficiency: number(2),
      reading_proficiency: number(3),
      pupil_teacher_ratio: number(4),
      ell_pct: number(5),
      swd_pct: number(6),
      locale: this.locales.value(this.texts[row * 3 + 2]!),
      level: this.levels.value(this.texts[row * 3 + 1]!),
      per_pupil_expenditure: number(7),
      c2_spend_per_student: number(8),
      funding_score: number(9),
      state: this.state(row),
    };
  }

  *[Symbol.iterator](): IterableIterator<StatedProfile> {
    for (let row = 0; row < this.ids.length; row++) yield this.at(row);
  }
}
