import { describe, expect, it } from 'vitest';
import { allTools } from '../../../tools/index.js';
import { ToolRegistry } from '../../tooling/registry.js';
import { describeTool } from './tool-listing.js';

/** The real catalogue, whatever it holds today: every tool must be listable over MCP. */
describe('the real tool catalogue over MCP', () => {
  const registry = new ToolRegistry(allTools);

  it.each(registry.tools.map((tool) => [tool.name, tool] as const))('describeTool(%s) -> object input schema, output schema object or omitted', (_name, tool) => {
    const listing = describeTool(tool);
    expect(listing.inputSchema.type).toBe('object');
    expect(Object.keys(listing.inputSchema.properties ?? {}).sort()).toEqual(Object.keys(tool.input.shape).sort());
    if (tool.returnsFile) expect(listing.outputSchema).toBeUndefined();
    else expect(listing.outputSchema?.type).toBe('object');
  });
});
