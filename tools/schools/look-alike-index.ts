import {
  buildFeatureSpace,
  CATEGORY_FEATURES,
  nearestSchools,
  NUMERIC_FEATURES,
  type FeatureSpace,
  type LookAlikeMatch,
} from '../../src/core/scores/look-alikes.js';
import type { ProfileTable, StatedProfile } from './profile-table.js';

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

/** Weights as flat arrays, so the hot loops read numbers rather than feature objects. */
const NUMERIC_WEIGHTS = Float64Array.from(NUMERIC_FEATURES, (feature) => feature.weight);
const CATEGORY_WEIGHTS = Float64Array.from(CATEGORY_FEATURES, (feature) => feature.weight);

/**
 * Look-alike search over a whole dataset in a fraction of a millisecond. nearestSchools (the
 * scoring engineer's definition) compares the target with every candidate, building each
 * comparison's explanation as it goes: about 4 ms per 1,000 schools, too slow for 100,000. This
 * index keeps every school's standardised features in flat arrays and search trees (RowTrees),
 * finds the nearest few with the same weighted distance without reading the schools that cannot
 * be among them, and hands only those to nearestSchools, whose ranking and numbers are what the
 * tool reports.
 */
export class LookAlikeIndex {
  readonly space: FeatureSpace;
  private readonly byId: Map<string, number>;
  /** Row-major, one row per school: feature value / population sd; NaN when missing or unusable. */
  private readonly scaled: Float64Array;
  /** Row-major category codes; -1 when missing. */
  private readonly categories: Int32Array;
  /** Each state's rows in dataset order. */
  private readonly stateRows: Map<string, Int32Array>;
  private readonly national: RowTrees;
  /**
   * Each state's trees, built on its first same-state search (tens of milliseconds for the largest
   * state), so a process that is never asked for a state does not hold them (about 10 MB for all).
   */
  private readonly stateTrees = new Map<string, RowTrees>();

  constructor(readonly profiles: ProfileTable) {
    this.space = buildFeatureSpace(profiles);
    this.byId = new Map();
    const numeric = NUMERIC_FEATURES.length;
    this.scaled = new Float64Array(profiles.length * numeric);
    this.categories = new Int32Array(profiles.length * CATEGORY_FEATURES.length);
    const codes = CATEGORY_FEATURES.map(() => new Map<string, number>());
    const states = new Map<string, number[]>();
    for (let row = 0; row < profiles.length; row++) {
      const profile = profiles.at(row);
      this.byId.set(profile.nces_id, row);
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
    }
    this.stateRows = new Map([...states].map(([state, rows]) => [state, Int32Array.from(rows)]));
    this.national = new RowTrees(Int32Array.from({ length: profiles.length }, (_, row) => row), this.scaled, this.categories);
  }

  get(ncesId: string): StatedProfile | undefined {
    const row = this.byId.get(ncesId);
    return row === undefined ? undefined : this.profiles.at(row);
  }

  /**
   * The look-alikes ranked after `after` (distance, then nces_id), as nearestSchools over every
   * candidate would rank them, and whether more follow.
   */
  page(target: StatedProfile, options: { limit: number; sameState: boolean; after?: LookAlikePosition }): { matches: LookAlikeMatch[]; more: boolean } {
    const row = this.byId.get(target.nces_id);
    if (row === undefined) return { matches: [], more: false };
    const numeric = NUMERIC_FEATURES.length;
    const categoryCount = CATEGORY_FEATURES.length;
    const trees = options.sameState ? this.treesOf(target.state) : this.national;
    const { nearest, close } = trees.search({
      row,
      values: this.scaled.slice(row * numeric, (row + 1) * numeric),
      categories: this.categories.slice(row * categoryCount, (row + 1) * categoryCount),
      keep: options.limit + 1 + MARGIN,
      boundary: options.after?.distance,
    });
    const candidates = [...close, ...nearest.rows()].map((candidate) => this.profiles.at(candidate));
    const ranked = nearestSchools(target, candidates, candidates.length, this.space);
    const after = options.after;
    const following = after
      ? ranked.filter((match) => match.distance > after.distance || (match.distance === after.distance && match.nces_id > after.nces_id))
      : ranked;
    return { matches: following.slice(0, options.limit), more: following.length > options.limit };
  }

  private treesOf(state: string): RowTrees {
    let trees = this.stateTrees.get(state);
    if (!trees) {
      trees = new RowTrees(this.stateRows.get(state) ?? new Int32Array(0), this.scaled, this.categories);
      this.stateTrees.set(state, trees);
    }
    return trees;
  }
}

/** What a search is for: the target's row, standardised features and category codes, and the page. */
interface Query {
  row: number;
  values: Float64Array;
  categories: Int32Array;
  /** How many nearest rows past the cursor to keep. */
  keep: number;
  /** The cursor's distance, when the page follows one. */
  boundary: number | undefined;
}

/** A search under way. */
interface Search {
  query: Query;
  nearest: NearestRows;
  /** Rows within the cursor's tolerance, re-ranked by nearestSchools with the others. */
  close: number[];
  /** A row or node whose squared sum reaches this cannot enter the list. */
  limit: number;
}

/** Relative slack on the pruning bound (far above float rounding, far below any real gap). */
const PRUNE_SLACK = 1 + 1e-9;
/** Rows per leaf: measured, 32 beat 8, 16 and 64 (a row costs less than a box; too large and boxes grow loose). */
const LEAF_SIZE = 32;

/**
 * Some schools' rows (the country's or a state's) arranged for an exact nearest-rows search, a
 * branch and bound over profileDistance's weighted distance.
 *
 * The rows are split into parts by their category codes (level, locale) and by which features
 * they have. Within a part the categories add the same amount to every row's squared sum. Each
 * part is a KD-tree over the standardised features: a node holds a contiguous run of `order`, and
 * its box is each feature's least and greatest value over the run (the whole line for a feature
 * the part lacks, which adds nothing). The part's category cost plus the weighted squared gap
 * between the target and a box is never more than the squared sum of a row in it, which is never
 * more than that row's distance squared (distance² = squared × total weight / compared weight,
 * compared ≤ total). So a node whose bound reaches the worst kept distance squared holds no row
 * that could be kept and is skipped whole. Parts and children are visited nearest box first, so
 * the list fills with near rows early; a national page reads about 7,000 of 99,335 rows.
 *
 * Rows are measured with the old flat scan's arithmetic, in the same order, and ties in the kept
 * list go to the earlier row as that scan (in dataset order) kept them: the candidates handed to
 * nearestSchools are the ones the scan found, whatever order the trees are visited in.
 */
class RowTrees {
  /** Row numbers in tree order. */
  private readonly order: Int32Array;
  /** The rows' scaled features in tree order, so a leaf reads one run of memory (measured: 1.8 times faster than through `order`). */
  private readonly values: Float64Array;
  /** Per node: its run of `order`, and its second child (the first is the next node) or -1 for a leaf. */
  private readonly starts: Int32Array;
  private readonly ends: Int32Array;
  private readonly seconds: Int32Array;
  /** Per node and feature (row-major): the box. */
  private readonly lows: Float64Array;
  private readonly highs: Float64Array;
  /** Per part: its category codes and its tree's root node. */
  private readonly parts: { codes: Int32Array; root: number }[] = [];

  constructor(rows: Int32Array, scaled: Float64Array, categories: Int32Array) {
    const numeric = NUMERIC_FEATURES.length;
    const categoryCount = CATEGORY_FEATURES.length;
    const partOf = (row: number) => {
      const codes = categories.subarray(row * categoryCount, (row + 1) * categoryCount).join(',');
      const present = NUMERIC_FEATURES.map((_, column) => (Number.isNaN(scaled[row * numeric + column]) ? '-' : '+')).join('');
      return `${codes} ${present}`;
    };
    const groups = new Map<string, number[]>();
    for (const row of rows) {
      const key = partOf(row);
      const group = groups.get(key);
      if (group) group.push(row);
      else groups.set(key, [row]);
    }
    this.order = new Int32Array(rows.length);
    const nodes: TreeNodes = { starts: [], ends: [], seconds: [], lows: [], highs: [] };
    let start = 0;
    for (const group of groups.values()) {
      this.order.set(group, start);
      const codes = categories.slice(group[0]! * categoryCount, (group[0]! + 1) * categoryCount);
      this.parts.push({ codes, root: buildNode(this.order, start, start + group.length, scaled, nodes) });
      start += group.length;
    }
    this.values = new Float64Array(rows.length * numeric);
    this.order.forEach((row, position) => this.values.set(scaled.subarray(row * numeric, (row + 1) * numeric), position * numeric));
    this.starts = Int32Array.from(nodes.starts);
    this.ends = Int32Array.from(nodes.ends);
    this.seconds = Int32Array.from(nodes.seconds);
    this.lows = Float64Array.from(nodes.lows);
    this.highs = Float64Array.from(nodes.highs);
  }

  /** The `keep` nearest rows past the cursor (the target's own row excluded), and every row within the cursor's tolerance. */
  search(query: Query): { nearest: NearestRows; close: number[] } {
    const search: Search = { query, nearest: new NearestRows(query.keep), close: [], limit: Number.POSITIVE_INFINITY };
    const parts = this.parts.map(({ codes, root }) => {
      // The categories' share of each row's sum in this part, added as the scan added them.
      let squared = 0;
      let compared = 0;
      for (let column = 0; column < codes.length; column++) {
        const left = query.categories[column]!;
        const right = codes[column]!;
        if (left < 0 || right < 0) continue;
        if (left !== right) squared += CATEGORY_WEIGHTS[column]!;
        compared += CATEGORY_WEIGHTS[column]!;
      }
      return { root, squared, compared, bound: this.bound(root, query.values, squared) };
    });
    parts.sort((a, b) => a.bound - b.bound);
    for (const part of parts) {
      if (part.bound >= search.limit) break;
      this.visit(part.root, part.squared, part.compared, search);
    }
    return { nearest: search.nearest, close: search.close };
  }

  /** The part's category cost plus the weighted squared gap between the target and the node's box. */
  private bound(node: number, target: Float64Array, squared: number): number {
    const numeric = NUMERIC_FEATURES.length;
    const base = node * numeric;
    let sum = squared;
    for (let column = 0; column < numeric; column++) {
      const value = target[column]!;
      const low = this.lows[base + column]!;
      const high = this.highs[base + column]!;
      // A missing target value (NaN) is outside no box, and nothing is outside the whole line.
      const gap = value < low ? low - value : value > high ? value - high : 0;
      sum += NUMERIC_WEIGHTS[column]! * gap * gap;
    }
    return sum;
  }

  private visit(node: number, squared: number, compared: number, search: Search): void {
    const second = this.seconds[node]!;
    if (second < 0) {
      this.scanLeaf(node, squared, compared, search);
      return;
    }
    const first = node + 1;
    const firstBound = this.bound(first, search.query.values, squared);
    const secondBound = this.bound(second, search.query.values, squared);
    // The nearer box first; the limit may have fallen by the time the other is reached.
    if (firstBound <= secondBound) {
      if (firstBound < search.limit) this.visit(first, squared, compared, search);
      if (secondBound < search.limit) this.visit(second, squared, compared, search);
    } else {
      if (secondBound < search.limit) this.visit(second, squared, compared, search);
      if (firstBound < search.limit) this.visit(first, squared, compared, search);
    }
  }

  /**
   * The rows of one leaf: profileDistance's weighted distance without its explanation, a row
   * stopping as soon as its partial sum reaches the limit (the sum only grows, and the distance is
   * never below its square root).
   */
  private scanLeaf(node: number, categorySquared: number, categoryCompared: number, search: Search): void {
    const numeric = NUMERIC_FEATURES.length;
    const values = this.values;
    const { row: targetRow, values: targetValues, boundary } = search.query;
    const end = this.ends[node]!;
    let limit = search.limit;
    rowLoop: for (let position = this.starts[node]!; position < end; position++) {
      const row = this.order[position]!;
      if (row === targetRow) continue;
      let squared = categorySquared;
      let compared = categoryCompared;
      const base = position * numeric;
      for (let column = 0; column < numeric; column++) {
        const difference = targetValues[column]! - values[base + column]!;
        if (difference !== difference) continue; // NaN: either school lacks the feature
        const weight = NUMERIC_WEIGHTS[column]!;
        squared += weight * difference * difference;
        compared += weight;
        if (squared >= limit) continue rowLoop;
      }
      if (!(compared > 0)) continue;
      const distance = Math.sqrt((squared * TOTAL_WEIGHT) / compared);
      if (boundary === undefined || distance > boundary + CURSOR_TOLERANCE) {
        search.nearest.offer(row, distance);
        // A hair above the worst kept square, so float rounding in the final division cannot
        // matter. Rows near the cursor are below it (the list holds only rows past the cursor's tolerance).
        limit = search.nearest.worstSquared() * PRUNE_SLACK;
      } else if (distance >= boundary - CURSOR_TOLERANCE) search.close.push(row);
    }
    search.limit = limit;
  }
}

interface TreeNodes {
  starts: number[];
  ends: number[];
  seconds: number[];
  lows: number[];
  highs: number[];
}

/**
 * Builds the subtree over order[start, end) and returns its node: the box of its rows, then (past
 * a leaf's size) its rows sorted by the feature of largest weighted variance and split at the
 * median (variance split read 10-15% fewer rows per search than the widest range).
 */
function buildNode(order: Int32Array, start: number, end: number, scaled: Float64Array, nodes: TreeNodes): number {
  const numeric = NUMERIC_FEATURES.length;
  const count = end - start;
  const node = nodes.starts.length;
  nodes.starts.push(start);
  nodes.ends.push(end);
  nodes.seconds.push(-1);
  let split = -1;
  let widest = 0;
  for (let column = 0; column < numeric; column++) {
    let low = Number.POSITIVE_INFINITY;
    let high = Number.NEGATIVE_INFINITY;
    let sum = 0;
    let sumSquares = 0;
    for (let position = start; position < end; position++) {
      const value = scaled[order[position]! * numeric + column]!;
      if (value < low) low = value;
      if (value > high) high = value;
      sum += value;
      sumSquares += value * value;
    }
    // A part's rows all have a feature or all lack it (NaN, which no comparison above let through).
    const lacking = !(low <= high);
    nodes.lows.push(lacking ? Number.NEGATIVE_INFINITY : low);
    nodes.highs.push(lacking ? Number.POSITIVE_INFINITY : high);
    const variance = NUMERIC_WEIGHTS[column]! * (sumSquares / count - (sum / count) ** 2);
    if (!lacking && variance > widest) {
      widest = variance;
      split = column;
    }
  }
  if (count <= LEAF_SIZE || split < 0) return node;
  order.subarray(start, end).sort((a, b) => scaled[a * numeric + split]! - scaled[b * numeric + split]! || a - b);
  const middle = (start + end) >> 1;
  buildNode(order, start, middle, scaled, nodes);
  nodes.seconds[node] = buildNode(order, middle, end, scaled, nodes);
  return node;
}

/**
 * The `size` rows with the smallest distances seen, kept sorted (size is a page, so insertion is
 * cheap). Equal distances are ordered by row, so the list is the same whatever order rows come in.
 */
class NearestRows {
  private readonly distances: number[] = [];
  private readonly indexes: number[] = [];

  constructor(private readonly size: number) {}

  offer(row: number, distance: number): void {
    const count = this.distances.length;
    if (count === this.size) {
      const worst = this.distances[count - 1]!;
      if (distance > worst || (distance === worst && row > this.indexes[count - 1]!)) return;
    }
    let low = 0;
    let high = count;
    while (low < high) {
      const middle = (low + high) >> 1;
      const other = this.distances[middle]!;
      if (other < distance || (other === distance && this.indexes[middle]! < row)) low = middle + 1;
      else high = middle;
    }
    this.distances.splice(low, 0, distance);
    this.indexes.splice(low, 0, row);
    if (this.distances.length > this.size) {
      this.distances.pop();
      this.indexes.pop();
    }
  }

  /** The square of the worst distance kept once the list is full (nothing can enter above it), else infinity. */
  worstSquared(): number {
    return this.distances.length === this.size ? this.distances[this.size - 1]! ** 2 : Number.POSITIVE_INFINITY;
  }

  rows(): number[] {
    return this.indexes;
  }
}
