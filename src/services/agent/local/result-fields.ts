import { z } from 'zod';
import type { AnyTool } from '../../../tooling/define-tool.js';
import { stem } from './catalogue-fallback.js';

/**
 * A follow-up that asks one more figure of the answer just given ("what's the per-student multiplier
 * behind that?" after a Category 2 budget, "the cutoffs between the tiers?" after a health score):
 * its words name a field of the last tool's result. The fields are read from each tool's declared
 * output schema, so every tool's figures can be asked this way without a rule per tool.
 */

/** Words of keys that most results share, or that name no figure of their own: they tell no tool apart. */
const COMMON = new Set(
  ('name id nces leaid school district state city abbr score total count year level type value result results data pct percent source sources ' +
    'dataset generated verified missing note notes label rank list item items notice cursor next url method methodology citation citations as at of ' +
    'on to by with over date the a and or per is its what which how').split(' '),
);

function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/_/g, ' ')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && !/^\d+$/.test(word) && !COMMON.has(word))
    .map(stem);
}

interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

function collect(schema: JsonSchema | undefined, into: Set<string>, depth = 0): void {
  if (!schema || depth > 6) return;
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    for (const word of words(key)) into.add(word);
    collect(child, into, depth + 1);
  }
  collect(schema.items, into, depth + 1);
  if (typeof schema.additionalProperties === 'object') collect(schema.additionalProperties, into, depth + 1);
  for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) collect(part, into, depth + 1);
}

/** Tool definitions live as long as the process: each output schema is read once. */
const keyWords = new WeakMap<AnyTool, Set<string>>();

/** The stemmed words of every key of a tool's result, nested objects and list items included. */
export function resultKeyWords(tool: AnyTool): Set<string> {
  let found = keyWords.get(tool);
  if (!found) {
    found = new Set();
    try {
      collect(z.toJSONSchema(tool.output, { io: 'output', unrepresentable: 'any' }) as JsonSchema, found);
    } catch {
      // A result the schema cannot describe names no fields: the follow-up is read by the other rules.
    }
    keyWords.set(tool, found);
  }
  return found;
}

/** Tools whose results gather the others' (a bulk import holds every section): no evidence of which tool a word names. */
const GATHERING = new Set(['schools_bulk_import']);

/** At most this many tools' results may name a word for it to point at one of them. */
const RARE = 3;

/**
 * The words of `message` that name a field of `last`'s result and point at it: words few results
 * have and that name no tool of the catalogue ("board" asks the board tool, though an opportunity's
 * signals count board items). Empty when the message asks nothing of the last answer.
 */
export function fieldsAskedOfLast(message: string, last: AnyTool, catalogue: AnyTool[]): string[] {
  const own = resultKeyWords(last);
  const toolNames = new Set(catalogue.flatMap((tool) => words(tool.name)));
  const holders = (word: string) => catalogue.filter((tool) => !GATHERING.has(tool.name) && resultKeyWords(tool).has(word)).length;
  return [...new Set(words(message))].filter((word) => own.has(word) && !toolNames.has(word) && holders(word) <= RARE);
}
