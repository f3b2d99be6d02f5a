import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allTools } from '../../../tools/index.js';
import { projectRoot } from '../../package-info.js';
import { CATALOGUE_TOKEN_BUDGET, CHARACTERS_PER_TOKEN, LISTING_SIZE_START, listingCharacters, listingSizes, withListingSizeTable } from './listing-size.js';
import { describeTool } from './tool-listing.js';

describe('what tools/list costs an assistant', () => {
  it('listingCharacters(tool) -> name + description + input schema as listed', () => {
    const tool = allTools.find((candidate) => candidate.name === 'schools_search')!;
    const listing = describeTool(tool);
    expect(listingCharacters(tool)).toBe('schools_search'.length + listing.description!.length + JSON.stringify(listing.inputSchema).length);
  });

  it('listingSizes(catalogue) -> toolset rows that add up to the whole; the whole under the token budget', () => {
    const rows = listingSizes(allTools);
    const whole = rows.at(-1)!;
    expect(whole.toolset).toBe('all');
    expect(whole.tools).toBe(allTools.length);
    expect(rows.slice(0, -1).reduce((sum, row) => sum + row.characters, 0)).toBe(whole.characters);
    expect(whole.tokens).toBe(Math.ceil(whole.characters / CHARACTERS_PER_TOKEN));
    expect(whole.tokens).toBeLessThan(CATALOGUE_TOKEN_BUDGET);
  });

  it('README carries the current sizes (run `npm run docs` after changing a tool)', () => {
    const readme = fs.readFileSync(path.join(projectRoot(), 'README.md'), 'utf8');
    expect(readme).toContain(LISTING_SIZE_START);
    expect(readme).toBe(withListingSizeTable(readme, allTools));
  });
});
