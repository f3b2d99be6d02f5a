/**
 * A small seeded pseudo-random generator (sfc32, seeded through splitmix32) with the draws the
 * generator needs. Every random choice in the sandbox goes through one of these, so a seed fixes
 * the whole dataset; Math.random is never used.
 */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  private spareNormal: number | undefined;

  constructor(seed: number) {
    let state = seed >>> 0;
    const next = () => {
      state = (state + 0x9e3779b9) >>> 0;
      let z = state;
      z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
      z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
      return (z ^ (z >>> 15)) >>> 0;
    };
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next();
    for (let warmUp = 0; warmUp < 12; warmUp += 1) this.next();
  }

  /**
   * An independent stream for one part of the build, so that changing how one part draws does not
   * shift the numbers every later part sees.
   */
  static stream(seed: number, label: string): Random {
    let hash = 0x811c9dc5 ^ (seed >>> 0);
    for (let index = 0; index < label.length; index += 1) {
      hash = Math.imul(hash ^ label.charCodeAt(index), 0x01000193);
    }
    return new Random(hash >>> 0);
  }

  /** Uniform in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t / 4294967296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  uniform(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** Standard normal (Marsaglia polar method). */
  normal(mean = 0, deviation = 1): number {
    if (this.spareNormal !== undefined) {
      const spare = this.spareNormal;
      this.spareNormal = undefined;
      return mean + deviation * spare;
    }
    let u: number;
    let v: number;
    let s: number;
    do {
      u = this.next() * 2 - 1;
      v = this.next() * 2 - 1;
      s = u * u + v * v;
    } while (s >= 1 || s === 0);
    const factor = Math.sqrt((-2 * Math.log(s)) / s);
    this.spareNormal = v * factor;
    return mean + deviation * u * factor;
  }

  /** Log-normal with the given median and log-space deviation (a long right tail). */
  logNormal(median: number, sigma: number): number {
    return median * Math.exp(this.normal(0, sigma));
  }

  pick<Item>(items: readonly Item[]): Item {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Index drawn with probability proportional to its weight. */
  weightedIndex(weights: readonly number[]): number {
    let total = 0;
    for (const weight of weights) total += weight;
    let target = this.next() * total;
    for (let index = 0; index < weights.length; index += 1) {
      target -= weights[index]!;
      if (target < 0) return index;
    }
    return weights.length - 1;
  }

  /** Fisher-Yates, in place. */
  shuffle<Item>(items: Item[]): Item[] {
    for (let index = items.length - 1; index > 0; index -= 1) {
      const other = Math.floor(this.next() * (index + 1));
      [items[index], items[other]] = [items[other]!, items[index]!];
    }
    return items;
  }
}

/** Precomputed cumulative weights for many draws from one distribution (binary search per draw). */
export class WeightedTable<Item> {
  private readonly cumulative: number[];

  constructor(
    readonly items: readonly Item[],
    weights: readonly number[],
  ) {
    let total = 0;
    this.cumulative = weights.map((weight) => (total += weight));
  }

  draw(random: Random): Item {
    const total = this.cumulative[this.cumulative.length - 1] ?? 0;
    const target = random.next() * total;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.cumulative[middle]! > target) high = middle;
      else low = middle + 1;
    }
    return this.items[low]!;
  }
}

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
export const round = (value: number, digits = 1) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};
export const logistic = (value: number) => 1 / (1 + Math.exp(-value));
export const logit = (probability: number) => Math.log(probability / (1 - probability));
