import { z } from 'zod';
import type { ToolContext } from '../../src/context.js';
import { foldTokens } from '../../src/data/dataset/reader/sql.js';
import { notFound } from '../../src/errors.js';

/** Inputs and look-ups the search tools share to narrow a name search. */

export const SearchText = (what: string, example: string) =>
  z
    .string()
    .trim()
    .min(2, 'must be at least 2 characters (spaces at either end do not count)')
    .max(100)
    .describe(`Search text, 2-100 characters: words of the ${what} name or city (e.g. ${example}), or the leading digits of its NCES ID. Case, accents and one wrong letter are forgiven.`);

export const StateFilter = z
  .string()
  .trim()
  .min(2, 'must be a state abbreviation or name')
  .max(40)
  .optional()
  .describe('State code or name.');

export const CityFilter = z
  .string()
  .trim()
  .max(80)
  .refine((value) => foldTokens(value).length > 0, 'must contain letters')
  .optional()
  .describe('Whole city name.');

/** Match quality of a result, best first; results of a better match come before any worse one. */
export const MatchQuality = z
  .enum(['id_prefix', 'name_start', 'name_words', 'name_or_city', 'approximate'])
  .describe('How the result matched: id_prefix (leading digits of its ID), name_start (name begins with the words), name_words (every word in the name), name_or_city (words in name or city), approximate (one letter differs).');

/**
 * A state given by abbreviation or name -> its abbreviation; undefined when none was given.
 * An unknown state is a 404 (DECISIONS §4), naming what was asked.
 */
export function resolveState(context: ToolContext, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const reader = context.dataset.reader;
  const byAbbr = /^[A-Za-z]{2}$/.test(value) ? reader.getState(value) : undefined;
  if (byAbbr) return byAbbr.abbr;
  const wanted = foldTokens(value).join(' ');
  const byName = reader.listStates().find((state) => foldTokens(state.name).join(' ') === wanted);
  if (byName) return byName.abbr;
  throw notFound(`No state "${value}" in the ${context.dataset.name} dataset: use a 2-letter abbreviation or the name of one of the 50 states or DC.`);
}
