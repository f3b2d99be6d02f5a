import { z } from 'zod';
import type { ToolContext } from '../../src/context.js';

/** How many schools of a scope (a state, or the nation) are eligible for each federal program. */
export const ProgramCount = z.object({
  program_id: z.string(),
  name: z.string(),
  eligible_schools: z.number().int().describe('Schools whose eligible programs (docs/SCORING.md) include this one.'),
  annual_appropriation: z.number().nullable().describe('National annual pool, dollars.'),
});

export function programCounts(context: ToolContext, state?: string): z.infer<typeof ProgramCount>[] {
  const reader = context.dataset.reader;
  return context.dataset.derived(`program-counts:${state ?? 'US'}`, () =>
    reader.listPrograms().map((program) => ({
      program_id: program.program_id,
      name: program.name,
      eligible_schools: reader.countSchools({ state, programs: [program.program_id] }),
      annual_appropriation: program.annual_appropriation,
    })),
  );
}
