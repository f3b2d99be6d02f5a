import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../package-info.js';
import { renderToolsetTable, TOOLSET_TABLE_END, TOOLSET_TABLE_START } from './toolsets.js';

describe('docs/MCP.md', () => {
  it('carries the toolset table generated from the tool groups (paste renderToolsetTable() after adding a group)', () => {
    const document = fs.readFileSync(path.join(projectRoot(), 'docs', 'MCP.md'), 'utf8');
    const start = document.indexOf(TOOLSET_TABLE_START);
    const end = document.indexOf(TOOLSET_TABLE_END);
    expect(start).toBeGreaterThan(0);
    expect(document.slice(start + TOOLSET_TABLE_START.length, end).trim()).toBe(renderToolsetTable());
  });
});
