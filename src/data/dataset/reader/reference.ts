import type { ProgramRow, ShortageRow, StandardsFrameworkRow, StateRow } from '../model.js';
import type { SqlSource } from './sql.js';

/** States, programs, shortage areas and standards frameworks: small tables read whole. */
export class ReferenceQueries {
  constructor(private readonly sql: SqlSource) {}

  listStates(): StateRow[] {
    return this.sql.all('SELECT * FROM states ORDER BY abbr').map((raw) => this.sql.typed<StateRow>('states', raw));
  }

  getState(abbr: string): StateRow | undefined {
    const raw = this.sql.get('SELECT * FROM states WHERE abbr = ?', [abbr.trim().toUpperCase()]);
    return raw ? this.sql.typed<StateRow>('states', raw) : undefined;
  }

  listPrograms(): ProgramRow[] {
    return this.sql.all<ProgramRow>('SELECT * FROM programs ORDER BY program_id');
  }

  /** Program ids are matched case-insensitively. */
  getProgram(id: string): ProgramRow | undefined {
    return this.sql.get<ProgramRow>('SELECT * FROM programs WHERE program_id = ? COLLATE NOCASE', [id.trim()]);
  }

  /** Shortage areas of one state or of all, newest school year first, most affected subject first. */
  shortages(state?: string): ShortageRow[] {
    return this.sql
      .all(
        `SELECT * FROM shortages WHERE (@state IS NULL OR state = @state)
          ORDER BY state, school_year DESC, schools_affected DESC, subject`,
        { state: state === undefined ? null : state.trim().toUpperCase() },
      )
      .map((raw) => this.sql.typed<ShortageRow>('shortages', raw));
  }

  /** Frameworks of a state for a subject (case-insensitive), grade bands in order. */
  standards(state: string, subject: string): StandardsFrameworkRow[] {
    return this.sql
      .all(
        `SELECT * FROM standards WHERE state = @state AND subject = @subject COLLATE NOCASE
          ORDER BY framework, CASE grade_band WHEN 'K-5' THEN 0 WHEN 'K-2' THEN 0 WHEN '3-5' THEN 1 WHEN '6-8' THEN 2 ELSE 3 END, grade_band`,
        { state: state.trim().toUpperCase(), subject: subject.trim() },
      )
      .map((raw) => this.sql.typed<StandardsFrameworkRow>('standards', raw));
  }
}
