import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allTools } from '../../tools/index.js';
import { projectRoot } from '../package-info.js';
import { TOOL_TABLE_START, withToolTable } from './tool-table.js';

describe('README', () => {
  it('carries the tool table generated from the registry (run `npm run docs` after changing a tool)', () => {
    const readme = fs.readFileSync(path.join(projectRoot(), 'README.md'), 'utf8');
    expect(readme).toContain(TOOL_TABLE_START);
    expect(readme).toBe(withToolTable(readme, allTools));
    for (const tool of allTools) expect(readme).toContain(`\`${tool.name}\``);
  });
});
