import { badRequest } from '../../errors.js';
import { TOOL_GROUPS, type ToolGroup } from '../../tooling/define-tool.js';
import { GROUP_DESCRIPTIONS } from '../rest/openapi-components.js';

/**
 * Parses a toolsets list (`schools,erate`, as given to `--toolsets` or `?toolsets=`) into tool
 * groups. Empty means every group. An unknown name is a 400 that lists the valid ones, because a
 * silently ignored typo would hide tools the user asked for.
 */
export function parseToolsets(value: string | readonly string[] | undefined): ToolGroup[] | undefined {
  const names = (typeof value === 'string' ? [value] : (value ?? []))
    .flatMap((part) => part.split(','))
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
  if (names.length === 0) return undefined;
  const unknown = names.filter((name) => !(TOOL_GROUPS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw badRequest(`Unknown toolset ${unknown.join(', ')}; valid toolsets: ${TOOL_GROUPS.join(', ')}.`, [
      { field: 'toolsets', message: `must be a comma-separated list of: ${TOOL_GROUPS.join(', ')}` },
    ]);
  }
  return [...new Set(names)] as ToolGroup[];
}

/** docs/MCP.md's toolset table, generated from the tool groups so a new group cannot go unlisted. */
export const TOOLSET_TABLE_START = '<!-- toolsets:start (generated from the tool groups; do not edit) -->';
export const TOOLSET_TABLE_END = '<!-- toolsets:end -->';

export function renderToolsetTable(): string {
  const rows = TOOL_GROUPS.map((group) => `| \`${group}\` | ${GROUP_DESCRIPTIONS[group]} |`);
  return ['| Toolset | Tools for |', '|---|---|', ...rows].join('\n');
}
