import {
  AMBIGUOUS_ABBREVIATIONS, HEALTH_TIERS, LEAD_TIERS, LEVELS, LOCALES, METRICS, type Metric, NATIONWIDE_PHRASES, PROGRAMS,
  phraseWords, STATE_BY_ABBR, STATE_NAMES, TITLE_I_PHRASES,
} from './lexicon.js';
import type { Comparator, Condition, Filters } from './plan.js';
import { matchPhrase, type Token } from './text.js';

/**
 * Finds the things a question names (states, levels, programs, tiers, comparisons, measures) and
 * marks the tokens it used, so later steps see only what is left. Each finder reads the lexicon.
 */
export class Mentions {
  readonly used = new Set<number>();
  constructor(readonly tokens: readonly Token[], private readonly original: string) {}

  free(index: number): boolean {
    return index >= 0 && index < this.tokens.length && !this.used.has(index);
  }

  has(word: string): boolean {
    return this.tokens.some((token) => token.text === word);
  }

  /** Start of the first unused occurrence of a phrase; marks it used when `consume`. */
  take(phrase: readonly string[], consume = true): number {
    for (let at = 0; at < this.tokens.length; at += 1) {
      const end = matchPhrase(this.tokens, at, phrase);
      if (end < 0) continue;
      let clear = true;
      for (let index = at; index < end; index += 1) if (this.used.has(index)) clear = false;
      if (!clear) continue;
      if (consume) for (let index = at; index < end; index += 1) this.used.add(index);
      return at;
    }
    return -1;
  }

  takeAny(phrases: readonly string[], consume = true): number {
    for (const phrase of [...phrases].sort((a, b) => b.length - a.length)) {
      const at = this.take(phraseWords(phrase), consume);
      if (at >= 0) return at;
    }
    return -1;
  }

  nationwide(): boolean {
    return this.takeAny(NATIONWIDE_PHRASES) >= 0;
  }

  state(): string | undefined {
    for (const state of STATE_NAMES) {
      if (state.abbr === 'WA' && this.take(['washington', 'dc'], false) >= 0) continue;
      if (this.take(state.words) >= 0) return state.abbr;
    }
    if (this.take(['washington', 'dc']) >= 0 || this.take(['dc']) >= 0) return 'DC';
    const capitals = new Set(this.original.match(/\b[A-Z]{2}\b/g) ?? []);
    const shouting = this.original.replace(/[^A-Za-z]/g, '').length > 0 && this.original === this.original.toUpperCase();
    for (const token of this.tokens) {
      if (!this.free(token.index) || token.text.length !== 2) continue;
      const abbr = token.text.toUpperCase();
      if (!STATE_BY_ABBR.has(abbr)) continue;
      const ambiguous = AMBIGUOUS_ABBREVIATIONS.has(token.text);
      if (ambiguous && (shouting || !capitals.has(abbr))) continue;
      this.used.add(token.index);
      return abbr;
    }
    return undefined;
  }

  fundingYear(): number | undefined {
    for (const token of this.tokens) {
      if (!this.free(token.index) || token.value === undefined || token.percent) continue;
      const before = this.tokens[token.index - 1]?.text ?? '';
      // A year is introduced as one ("in 2024", "funding year 2024"); "more than 2000" is a count.
      const introduced = ['in', 'for', 'during', 'year', 'of', 'since', 'fy'].includes(before) || token.index === 0;
      if (introduced && Number.isInteger(token.value) && token.value >= 1998 && token.value <= 2040) {
        this.used.add(token.index);
        for (const lead of [['funding', 'year'], ['year'], ['fy']]) {
          const at = token.index - lead.length;
          if (matchPhrase(this.tokens, at, lead) === token.index) for (let index = at; index < token.index; index += 1) this.used.add(index);
        }
        return token.value;
      }
    }
    return undefined;
  }

  programs(filters: Filters): void {
    for (const program of PROGRAMS) {
      if (this.takeAny(program.phrases) >= 0) filters.program = program.value;
    }
    const titleI = this.takeAny(TITLE_I_PHRASES);
    if (this.takeAny(['schoolwide', 'school wide']) >= 0) filters.titleISchoolwide = true;
    else if (titleI >= 0) {
      const negated = ['not', 'non', 'no', 'without'].includes(this.tokens[titleI - 1]?.text ?? '');
      filters.titleI = !negated;
    }
    if (this.takeAny(['cep', 'community eligibility provision', 'community eligibility']) >= 0) filters.cep = true;
  }

  tiers(filters: Filters): void {
    for (const tier of LEAD_TIERS) {
      const word = tier.toLowerCase();
      const at = this.take([word], false);
      if (at < 0) continue;
      const after = this.tokens[at + 1]?.text ?? '';
      const before = this.tokens.slice(Math.max(0, at - 2), at).map((token) => token.text).join(' ');
      if (/^(leads?|tier|prospects?)$/.test(after) || /lead tier|tier$/.test(before)) {
        this.used.add(at);
        if (/^(tier)$/.test(after)) this.used.add(at + 1);
        filters.leadTier = tier;
      }
    }
    if (this.take(['bright', 'spot', 'score'], false) < 0 && this.takeAny(['bright spots', 'bright spot', 'brightspots', 'brightspot']) >= 0) {
      filters.brightSpot = true;
    }
    for (const tier of HEALTH_TIERS) if (this.takeAny(tier.phrases) >= 0) filters.healthTier = tier.value;
  }

  level(): string | undefined {
    for (const level of LEVELS) if (this.takeAny(level.phrases) >= 0) return level.value;
    return undefined;
  }

  locale(): string | undefined {
    for (const locale of LOCALES) {
      for (const phrase of locale.phrases) {
        const words = phraseWords(phrase);
        const at = this.take(words, false);
        if (at < 0) continue;
        // "town" alone is a locale only before what it describes ("town schools", "town districts").
        if (phrase === 'town' && !/^(schools?|districts?|elementary|middle|high)$/.test(this.tokens[at + 1]?.text ?? '')) continue;
        this.used.add(at);
        if (words.length > 1) for (let index = at; index < at + words.length; index += 1) this.used.add(index);
        return locale.value;
      }
    }
    return undefined;
  }

  /** Every unused mention of a measure, longest phrase first, as {metric, start, end}. */
  metricMentions(): { metric: Metric; start: number; end: number }[] {
    const phrases = METRICS.flatMap((metric) => metric.phrases.map((phrase) => ({ metric, words: phraseWords(phrase) })))
      .sort((a, b) => b.words.length - a.words.length);
    const found: { metric: Metric; start: number; end: number }[] = [];
    const claimed = new Set<number>();
    for (const { metric, words } of phrases) {
      for (let at = 0; at < this.tokens.length; at += 1) {
        const end = matchPhrase(this.tokens, at, words);
        if (end < 0) continue;
        let clear = true;
        for (let index = at; index < end; index += 1) if (this.used.has(index) || claimed.has(index)) clear = false;
        if (!clear) continue;
        for (let index = at; index < end; index += 1) claimed.add(index);
        found.push({ metric, start: at, end });
      }
    }
    return found.sort((a, b) => a.start - b.start);
  }

  /** Comparisons ("more than 2000 students", "FRL over 70%", "between 40 and 60 percent", "3000 or more"). */
  conditions(defaultMetric: Metric | undefined): Condition[] | { error: string } {
    const spans = this.comparisonSpans();
    if (spans.length === 0) return [];
    const mentions = this.metricMentions();
    const conditions: Condition[] = [];
    for (const span of spans) {
      const after = mentions.find((mention) => !this.used.has(mention.start) && mention.start >= span.end && mention.start <= span.end + 2);
      const before = [...mentions].reverse().find((mention) => !this.used.has(mention.start) && mention.end <= span.start && mention.end >= span.start - 4);
      // A share ("more than 75% of students get free or reduced lunch") belongs to the share measure said near it, not to "students".
      const share = span.percent && after?.metric.unit !== 'percent' && before?.metric.unit !== 'percent'
        ? mentions.find((mention) => !this.used.has(mention.start) && mention.metric.unit === 'percent' && mention.start >= span.end && mention.start <= span.end + 6)
        : undefined;
      // ("Texas schools with FRL above 75%? total enrollment.": a share said just before the comparison is what it compares, not a count said after it.)
      const shareBefore = span.percent && before?.metric.unit === 'percent' && before.end === span.start && after?.metric.unit !== 'percent' ? before : undefined;
      const chosen = share ?? shareBefore ?? after ?? before;
      let metric = chosen?.metric;
      if (chosen) for (let index = chosen.start; index < chosen.end; index += 1) this.used.add(index);
      if (!metric) {
        metric = span.percent ? undefined : defaultMetric;
        if (!metric) return { error: `Which measure should be ${span.comparator} ${span.value}? Name it, e.g. "FRL over ${span.value}%".` };
      }
      conditions.push({ metric, comparator: span.comparator, value: span.value, upper: span.upper });
    }
    return conditions;
  }

  private comparisonSpans(): { start: number; end: number; comparator: Comparator; value: number; upper?: number; percent: boolean }[] {
    const ABOVE = ['more than', 'greater than', 'higher than', 'larger than', 'bigger than', 'over', 'above', 'exceeding', 'in excess of', 'exceeds', 'exceed'];
    const AT_LEAST = ['at least', 'no less than', 'no fewer than', 'a minimum of', 'minimum of', 'or more than'];
    const BELOW = ['less than', 'fewer than', 'lower than', 'smaller than', 'under', 'below', 'beneath'];
    const AT_MOST = ['at most', 'no more than', 'a maximum of', 'maximum of', 'up to'];
    const lists: [string[], Comparator][] = [[AT_LEAST, '>='], [AT_MOST, '<='], [ABOVE, '>'], [BELOW, '<']];
    const spans: { start: number; end: number; comparator: Comparator; value: number; upper?: number; percent: boolean }[] = [];
    const number = (index: number) => (this.free(index) ? this.tokens[index]?.value : undefined);
    for (let at = 0; at < this.tokens.length; at += 1) {
      if (!this.free(at)) continue;
      if (this.tokens[at]!.text === 'between') {
        const low = number(at + 1);
        const high = this.tokens[at + 2]?.text === 'and' || this.tokens[at + 2]?.text === 'to' ? number(at + 3) : undefined;
        if (low !== undefined && high !== undefined) {
          spans.push({ start: at, end: at + 4, comparator: 'between', value: Math.min(low, high), upper: Math.max(low, high),
            percent: Boolean(this.tokens[at + 1]!.percent || this.tokens[at + 3]!.percent) });
          for (let index = at; index < at + 4; index += 1) this.used.add(index);
          continue;
        }
      }
      for (const [phrases, comparator] of lists) {
        const phrase = phrases.map(phraseWords).find((words) => matchPhrase(this.tokens, at, words) >= 0);
        if (!phrase) continue;
        const valueAt = at + phrase.length;
        const value = number(valueAt);
        if (value === undefined) continue;
        spans.push({ start: at, end: valueAt + 1, comparator, value, percent: Boolean(this.tokens[valueAt]!.percent) });
        for (let index = at; index <= valueAt; index += 1) this.used.add(index);
        break;
      }
      const value = number(at);
      if (value !== undefined && this.tokens[at + 1]?.text === 'or') {
        const word = this.tokens[at + 2]?.text ?? '';
        const comparator: Comparator | undefined = /^(more|higher|greater|above|over|larger|bigger|plus)$/.test(word) ? '>='
          : /^(less|fewer|lower|below|under|smaller)$/.test(word) ? '<=' : undefined;
        if (comparator) {
          spans.push({ start: at, end: at + 3, comparator, value, percent: Boolean(this.tokens[at]!.percent) });
          for (let index = at; index < at + 3; index += 1) this.used.add(index);
        }
      }
    }
    return spans.sort((a, b) => a.start - b.start);
  }
}

export const ENROLLMENT = METRICS.find((metric) => metric.key === 'enrollment')!;
