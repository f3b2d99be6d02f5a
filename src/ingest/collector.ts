import { FieldProblem } from './fields.js';
import type { StagedRecord } from './records.js';

/**
 * Gathers the accepted records of one file, refusing a second row with the same natural key (the
 * reject names the line of the first), since two rows for one school or district cannot both be right.
 */
export class RecordCollector<Row extends StagedRecord> {
  private readonly firstLine = new Map<string, number>();
  readonly rows: Row[] = [];

  constructor(private readonly keyName: string) {}

  add(line: number, record: Row): void {
    const first = this.firstLine.get(record.id);
    if (first !== undefined) {
      throw new FieldProblem(`duplicate ${this.keyName} ${record.id} (first seen on line ${first})`);
    }
    this.firstLine.set(record.id, line);
    this.rows.push(record);
  }

  has(id: string): boolean {
    return this.firstLine.has(id);
  }
}
