import type { ProgramRow } from '../../src/data/dataset/model.js';
import { GRANT_PROGRAM_IDS, PROGRAMS } from './programs.js';

/**
 * The seven grant programs as dataset rows, straight from the reference data (FACTS.md §4). Real
 * reference data, so both the sandbox and the live dataset carry them.
 */
export function programRows(): ProgramRow[] {
  return GRANT_PROGRAM_IDS.map((id) => {
    const program = PROGRAMS[id];
    return {
      program_id: id,
      name: program.name,
      assistance_listing: program.assistanceListing ?? '',
      statute: program.statute,
      annual_appropriation: program.appropriation.amount,
      appropriation_year: program.appropriation.fiscalYear,
      source: program.appropriation.source,
    };
  });
}
