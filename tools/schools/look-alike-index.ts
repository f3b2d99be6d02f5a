import {
  buildFeatureSpace,
  CATEGORY_FEATURES,
  nearestSchools,
  NUMERIC_FEATURES,
  type FeatureSpace,
  type LookAlikeMatch,
  type LookAlikeProfile,
} from '../../src/core/scores/look-alikes.js';

export type StatedProfile = LookAlikeProfile & { state: string };

export interface LookAlikePosition {
  distance: number;
  nces_id: string;
}

/** Candidates kept beyond the page, so float noise in the quick pass cannot push a true neighbour out. */
const MARGIN = 16;
/** Reported distances are rounded to 4 decimals; quick distances this close to a cursor are re-ranked. */
const CURSOR_TOLERANCE = 1e-3;

const TOTAL_WEIGHT =
  NUMERIC_FEATURES.reduce((sum, feature) => sum + feature.weight, 0) + CATEGORY_FEATURES.reduce((sum, feature) => sum + feature.weight, 0);

/**
 * Look-alike search over a whole dataset in a few milliseconds. nearestSchools (the scoring
 * engineer's definition) compares the target with every candidate, building each comparison's
 * explanation as it goes: about 4 ms per 1,000 schools, too slow for 100,000. This index keeps
 * every school's standardised features in flat arrays, finds the nearest few with the same
 * weighted distance in a tight loop, and hands only those to nearestSchools, whose ranking and
 * numbers are what the tool reports.
 */
/** Weights as flat arrays, so the hot loop reads numbers rather than feature objects. */
const NUMERIC_WEIGHTS = Float64Array.from(NUMERIC_FEATURES, (feature) => feature.weight);
const CATEGORY_WEIGHTS = Float64Array.from(CATEGORY_FEATURES, (feature) => feature.weight);

export class LookAlikeIndex {
  readonly space: FeatureSpace;
  private readonly byId: Map<string, number>;
  /** Row-major, one row per school: feature value / population sd; NaN when missing or unusable. */
  private readonly scaled: Float64Array;
  /** Row-major category codes; -1 when missing. */
  private readonly categories: Int32Array;
  /** Each state's rows in dataset order, so a same-state search reads only them. */
  private readonly stateRows: Map<string, Int32Array>;

  constructor(readonly profiles: readonly StatedProfile[]) {
    this.space = buildFeatureSpace(profiles);
    this.byId = new Map(profiles.map((profile, index) => [profile.nces_id, index]));
    const numeric = NUMERIC_FEATURES.length;
    this.scaled = new Float64Array(profiles.length * numeric);
    this.categories = new Int32Array(profiles.length * CATEGORY_FEATURES.length);
    const codes = CATEGORY_FEATURES.map(() => new Map<string, number>());
    const states = new Map<string, number[]>();
    profiles.forEach((profile, row) => {
      NUMERIC_FEATURES.forEach((feature, column) => {
        const sd = this.space.stats.get(feature.name)?.sd ?? 0;
        const value = feature.value(profile);
        this.scaled[row * numeric + column] = sd > 0 && typeof value === 'number' && Number.isFinite(value) ? value / sd : Number.NaN;
      });
      CATEGORY_FEATURES.forEach((feature, column) => {
        const value = profile[feature.name];
        const known = codes[column]!;
        if (value !== null && !known.has(value)) known.set(value, known.size);
        this.categories[row * CATEGORY_FEATURES.length + column] = value === null ? -1 : known.get(value)!;
      });
      const rows = states.get(profile.state);
      if (rows) rows.push(row);
      else states.set(profile.state, [row]);
    });
    this.stateRows = new Map([...states].map(([state, rows]) => [state, Int32Array.from(rows)]));
  }

  get(ncesId: string): StatedProfile | undefined {
    const row = this.byId.get(ncesId);
    return row === undefined ? undefined : this.profiles[row];
  }

  /**
   * The look-alikes ranked after `after` (distance, then nces_id), as nearestSchools over every
   * candidate would rank them, and whether more follow.
   */
  page(target: StatedProfile, options: { limit: number; sameState: boolean; after?: LookAlikePosition }): { matches: LookAlikeMatch[]; more: boolean } {
    const targetRow = this.byId.get(target.nces_id);
    if (targetRow === undefined) return { matches: [], more: false };
    const keep = options.limit + 1 + MARGIN;
    const { nearest, close } = this.scan(targetRow, options.sameState ? this.stateRows.get(target.state) : undefined, keep, options.after?.distance);
    const candidates = [...close, ...nearest.rows()].map((row) => this.profiles[row]!);
    const ranked = nearestSchools(target, candidates, candidates.length, this.space);
    const after = options.after;
    const following = after
      ? ranked.filter((match) => match.distance > after.distance || (match.distance === after.distance && match.nces_id > after.nces_id))
      : ranked;
    return { matches: following.slice(0, options.limit), more: following.length > options.limit };
  }

  /**
   * One pass over the candidate rows (every row, or those given), keeping the `keep` nearest past
   * the cursor and those within the cursor's tolerance: profileDistance's weighted distance without
   * its explanation. A profile of a national look-alike request (100,000 schools) found this loop
   * most of the handler's time, so the target's values, the weights and the arrays are locals, and
   * a row stops as soon as it cannot enter the page. The distance is sqrt(squared × total weight /
   * compared weight) with compared ≤ total, so it is never below sqrt(squared so far): once that
   * partial sum reaches the worst kept distance squared, the row would be refused anyway (on the
   * national sandbox this halved the loop's time). The categories go first: each costs one
   * comparison and a mismatch adds its whole weight. Skipping the rows of other levels was tried
   * and gave nothing: with ten features a 50-school page's worst squared distance is about 6, far
   * above what a level apart costs (1.5). Pruning changes which rows are finished, never which
   * are kept.
   */
  private scan(targetRow: number, rows: Int32Array | undefined, keep: number, boundary: number | undefined): { nearest: NearestRows; close: number[] } {
    const numeric = NUMERIC_FEATURES.length;
    const categoryCount = CATEGORY_FEATURES.length;
    const scaled = this.scaled;
    const categories = this.categories;
    const targetValues = scaled.subarray(targetRow * numeric, (targetRow + 1) * numeric).slice();
    const targetCategories = categories.subarray(targetRow * categoryCount, (targetRow + 1) * categoryCount).slice();
    const nearest = new NearestRows(keep);
    const close: number[] = [];
    // A hair above the worst kept square, so float rounding in the final division cannot matter.
    // Rows near the cursor are below it (the page holds only rows past the cursor's tolerance).
    let limit = Number.POSITIVE_INFINITY;
    const count = rows ? rows.length : this.profiles.length;
    rowLoop: for (let index = 0; index < count; index++) {
      const row = rows ? rows[index]! : index;
      if (row === targetRow) continue;
      let squared = 0;
      let compared = 0;
      const categoryBase = row * categoryCount;
      for (let column = 0; column < categoryCount; column++) {
        const left = targetCategories[column]!;
        const right = categories[categoryBase + column]!;
        if (left < 0 || right < 0) continue;
        const weight = CATEGORY_WEIGHTS[column]!;
        if (left !== right) {
          squared += weight;
          if (squared >= limit) continue rowLoop;
        }
        compared += weight;
      }
      const base = row * numeric;
      for (let column = 0; column < numeric; column++) {
        const difference = targetValues[column]! - scaled[base + column]!;
        if (difference !== difference) continue; // NaN: either school lacks the feature
        const weight = NUMERIC_WEIGHTS[column]!;
        squared += weight * difference * difference;
        compared += weight;
        if (squared >= limit) continue rowLoop;
      }
      if (!(compared > 0)) continue;
      const distance = Math.sqrt((squared * TOTAL_WEIGHT) / compared);
      if (boundary === undefined || distance > boundary + CURSOR_TOLERANCE) {
        nearest.offer(row, distance);
        limit = nearest.worstSquared() * PRUNE_SLACK;
      } else if (distance >= boundary - CURSOR_TOLERANCE) close.push(row);
    }
    return { nearest, close };
  }
}

/** Relative slack on the pruning bound (far above float rounding, far below any real gap). */
const PRUNE_SLACK = 1 + 1e-9;

/** The `size` rows with the smallest distances seen, kept sorted (size is a page, so insertion is cheap). */
class NearestRows {
  private readonly distances: number[] = [];
  private readonly indexes: number[] = [];

  constructor(private readonly size: number) {}

  offer(row: number, distance: number): void {
    const count = this.distances.length;
    if (count === this.size && distance >= this.distances[count - 1]!) return;
    let low = 0;
    let high = count;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.distances[middle]! <= distance) low = middle + 1;
      else high = middle;
    }
    this.distances.splice(low, 0, distance);
    this.indexes.splice(low, 0, row);
    if (this.distances.length > this.size) {
      this.distances.pop();
      this.indexes.pop();
    }
  }

  /** The square of the worst distance kept once the list is full (nothing can enter at or above it), else infinity. */
  worstSquared(): number {
    return this.distances.length === this.size ? this.distances[this.size - 1]! ** 2 : Number.POSITIVE_INFINITY;
  }

  rows(): number[] {
    return this.indexes;
  }
}
