import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { defineTool } from '../../tooling/define-tool.js';
import { compactInputSchema, describeTool } from './tool-listing.js';

describe('the input schema as tools/list sends it', () => {
  it('compactInputSchema(schema) -> no $schema marker, no safe-integer bounds, real bounds kept', () => {
    const schema = {
      $schema: 'http://json-schema.org/draft-07/schema#',
      type: 'object' as const,
      properties: {
        count: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
        offset: { type: 'integer', minimum: Number.MIN_SAFE_INTEGER, maximum: 100 },
        ids: { type: 'array', items: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } },
      },
    };
    expect(compactInputSchema(schema)).toEqual({
      type: 'object',
      properties: {
        count: { type: 'integer', minimum: 0 },
        offset: { type: 'integer', maximum: 100 },
        ids: { type: 'array', items: { type: 'integer', minimum: 1 } },
      },
    });
  });

  it('describeTool(tool) -> compact input schema, output schema untouched', () => {
    const tool = defineTool({
      name: 'sample_count',
      title: 'Sample',
      description: 'Counts.',
      group: 'system' as const,
      access: 'PUBLIC' as const,
      effect: 'read' as const,
      input: z.object({ n: z.number().int().min(0).describe('How many.') }),
      output: z.object({ total: z.number().int() }),
      handler: () => ({ total: 0 }),
    });
    const listing = describeTool(tool);
    expect(listing.inputSchema).not.toHaveProperty('$schema');
    expect(JSON.stringify(listing.inputSchema)).not.toContain(String(Number.MAX_SAFE_INTEGER));
    expect(listing.inputSchema.properties).toEqual({ n: { type: 'integer', minimum: 0, description: 'How many.' } });
    expect(listing.outputSchema).toHaveProperty('$schema');
    expect(JSON.stringify(listing.outputSchema)).toContain(String(Number.MAX_SAFE_INTEGER));
  });
});
