import type { AnyTool } from '../../../tooling/define-tool.js';
import { type Field, inputFields } from './stated-filters.js';

/**
 * What a developer types at the agent the way the API is written: a tool by its own name or REST route
 * ("school_funding 010012800073", "POST /grants/write for X") and arguments by their own names
 * ("frl_band 20", "limit=5", "fmt: csv", "bright_spot_only=true", "sort_by timing"). Each value is kept
 * only when the tool's input schema accepts it, so a name said in passing changes nothing.
 */

/** Names a word of English may also be ("limit 5", "days 7"): read with a space only when a number follows. */
const PLAIN_WORD_NAMES = new Set(['limit', 'days']);
/** Free text, ids and pages are read by the rules that know them, never from a name said. */
const NOT_NAMED = new Set(['cursor', 'q', 'question', 'message', 'nces_id', 'nces_ids', 'leaid', 'leaids', 'lea_id', 'state', 'abbr', 'item_description']);

/** The value said after a property's name, as its schema types it; undefined when the schema would refuse it. */
function valueFor(property: Field, said: string): unknown {
  const unquoted = said.replace(/^['"]|['"]$/g, '');
  if (property.type === 'integer' || property.type === 'number') {
    if (!/^\d+(?:\.\d+)?$/.test(unquoted)) return undefined;
    const value = Number(unquoted);
    if (property.type === 'integer' && !Number.isInteger(value)) return undefined;
    if ((property.minimum !== undefined && value < property.minimum) || (property.maximum !== undefined && value > property.maximum)) return undefined;
    return value;
  }
  if (property.type === 'boolean') return /^(?:true|yes|1)$/i.test(unquoted) ? true : /^(?:false|no|0)$/i.test(unquoted) ? false : undefined;
  if (property.type === 'array') {
    const items = unquoted.split(/[,|]/).map((item) => item.trim()).filter((item) => item.length > 0);
    const allowed = property.itemValues;
    // (An open list takes ids as the API writes them, "TITLE_I_A,PERKINS_V"; "Title" alone is the start of a name.)
    const values = items.map((item) => (allowed ? allowed.find((value) => String(value).toLowerCase() === item.toLowerCase()) : /^[A-Z0-9_]{2,}$/.test(item) ? item : undefined));
    return values.length > 0 && values.every((value) => value !== undefined) ? values : undefined;
  }
  if (property.values) return property.values.find((value) => String(value).toLowerCase() === unquoted.toLowerCase());
  return undefined;
}

/** Arguments the message gives by their schema names ("frl_band 20", "limit=5", "programs=TITLE_I_A,PERKINS_V"). */
export function namedArguments(tool: AnyTool | undefined, message: string): Record<string, unknown> {
  if (!tool) return {};
  const named: Record<string, unknown> = {};
  for (const [name, property] of inputFields(tool)) {
    if (NOT_NAMED.has(name)) continue;
    const separator = name.includes('_') || PLAIN_WORD_NAMES.has(name) ? String.raw`\s*[=:]\s*|\s+` : String.raw`\s*[=:]\s*`;
    const said = new RegExp(String.raw`(?<![\w/])${name}(?:${separator})('[^']+'|"[^"]+"|[\w,|.-]+)`, 'i').exec(message);
    const value = said ? valueFor(property, said[1]!.replace(/[.,]+$/, '')) : undefined;
    if (value !== undefined) named[name] = value;
  }
  return named;
}

/** Tools the message names by their own name ("equity_gaps", "school_funding") or REST route ("GET /marketplace/usage?days=7"). */
export function toolsNamed(tools: AnyTool[], message: string): string[] {
  const routes = [...message.matchAll(/(?:\b(GET|POST|PUT|PATCH|DELETE)\s+)?(\/[\w{}./-]+)/gi)];
  return tools
    .filter((tool) => (tool.name.includes('_') && new RegExp(String.raw`(?<![\w/])${tool.name}(?![\w/])`, 'i').test(message)) ||
      (tool.rest !== undefined && routes.some(([, method, path]) => (!method || method.toUpperCase() === tool.rest!.method) && routeMatches(tool.rest!.path, path!))))
    .map((tool) => tool.name);
}

/** "/schools/{nces_id}/peers" matches "/schools/010012800073/peers"; a path with no parameter must match as written. */
function routeMatches(template: string, path: string): boolean {
  const pattern = template.split('/').map((segment) => (/^\{\w+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
  return new RegExp(`^${pattern}/?$`, 'i').test(path.replace(/[?#].*$/, ''));
}
