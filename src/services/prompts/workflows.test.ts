import { describe, expect, it } from 'vitest';
import { allTools } from '../../../tools/index.js';
import { loadWorkflows, parseWorkflow, renderWorkflow } from './workflows.js';

const sample = `---
name: sample_flow
title: A sample
description: For the tests.
arguments:
- nces_id: nces_id, required. The school.
- focus: choice(math|equity), optional. What to look at.
- year: year, optional. A year.
---
Look at {{nces_id}}{{#focus}}, mostly {{focus}}{{/focus}}.
{{#year}}In {{year}}.{{/year}}


Done.`;

describe('workflow prompts', () => {
  it('parseWorkflow(header + template) -> name, title, typed arguments in order', () => {
    const workflow = parseWorkflow(sample, 'sample.md');
    expect(workflow).toMatchObject({ name: 'sample_flow', title: 'A sample', description: 'For the tests.' });
    expect(workflow.arguments).toEqual([
      { name: 'nces_id', type: 'nces_id', required: true, description: 'The school.' },
      { name: 'focus', type: 'choice(math|equity)', required: false, description: 'What to look at.' },
      { name: 'year', type: 'year', required: false, description: 'A year.' },
    ]);
  });

  it('renderWorkflow(all given) -> values in place, optional parts kept; (only required) -> optional parts dropped, blank lines collapsed', () => {
    const workflow = parseWorkflow(sample, 'sample.md');
    expect(renderWorkflow(workflow, { nces_id: ' 060000100001 ', focus: 'EQUITY', year: '2027' })).toBe('Look at 060000100001, mostly equity.\nIn 2027.\n\nDone.');
    expect(renderWorkflow(workflow, { nces_id: '060000100001', unknown: 'ignored' })).toBe('Look at 060000100001.\n\nDone.');
  });

  it('renderWorkflow(missing required, bad choice, bad year) -> 400 listing each field', () => {
    const workflow = parseWorkflow(sample, 'sample.md');
    let caught: unknown;
    try {
      renderWorkflow(workflow, { focus: 'funding', year: '27' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toMatchObject({
      status: 400,
      extra: {
        errors: [
          { field: 'nces_id', message: 'is required' },
          { field: 'focus', message: 'must be one of math, equity' },
          { field: 'year', message: 'must be a 4-digit year' },
        ],
      },
    });
  });

  it('parseWorkflow(a placeholder that is no argument, no header) -> an error naming the file', () => {
    expect(() => parseWorkflow(sample.replace('Done.', '{{school}}'), 'broken.md')).toThrow(/broken\.md: the text uses \{\{school\}\}/);
    expect(() => parseWorkflow('just text', 'plain.md')).toThrow(/plain\.md: a workflow starts with/);
  });

  it('prompts/workflows -> the four workflows, each naming only tools the catalogue has', () => {
    const workflows = loadWorkflows();
    expect(workflows.map((workflow) => workflow.name)).toEqual(['compare_with_peers', 'draft_grant', 'plan_erate_filing', 'qualify_purchase']);
    const names = new Set(allTools.map((tool) => tool.name));
    for (const workflow of workflows) {
      const mentioned = [...workflow.template.matchAll(/`([a-z_]+)`/g)].map((match) => match[1]!);
      expect(mentioned.length, workflow.name).toBeGreaterThan(2);
      expect(mentioned.filter((name) => !names.has(name)), workflow.name).toEqual([]);
    }
  });
});
