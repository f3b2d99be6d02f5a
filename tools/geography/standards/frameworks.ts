import type { ToolContext } from '../../../src/context.js';

/** A framework is Common Core-based when its name says so (e.g. "California Common Core State Standards"). */
export const COMMON_CORE_RULE = 'A framework counts as Common Core when its name contains "Common Core"; any other is the state\'s own.';

export type FrameworkKind = 'common_core' | 'state_specific';

export const frameworkKind = (name: string): FrameworkKind => (/common core/i.test(name) ? 'common_core' : 'state_specific');

/** Which states use a Common Core framework for a subject and which their own (cached per dataset and subject). */
export function frameworkLandscape(context: ToolContext, subject: string): { common_core: string[]; state_specific: string[] } {
  const key = subject.trim().toLowerCase();
  return context.dataset.derived(`framework-landscape:${key}`, () => {
    const reader = context.dataset.reader;
    const common: string[] = [];
    const own: string[] = [];
    for (const state of reader.listStates()) {
      const frameworks = reader.standards(state.abbr, subject);
      if (frameworks.length === 0) continue;
      (frameworks.some((row) => frameworkKind(row.framework) === 'common_core') ? common : own).push(state.abbr);
    }
    return { common_core: common, state_specific: own };
  });
}
