import type { DatasetStamp, SourceEntry } from './document.js';

/** The source line that says where a document's numbers came from. */

export function datasetDescription(stamp: DatasetStamp): string {
  const year = stamp.source_year !== null ? `, ${stamp.source_year}` : '';
  return stamp.dataset === 'sandbox' ? `k12-intel sandbox dataset (generated, not real schools)${year}` : `k12-intel ${stamp.dataset} dataset${year}`;
}

export function datasetSource(stamp: DatasetStamp, school?: { nces_id: string; name: string }): SourceEntry {
  const subject = school ? `${school.name} (NCES ${school.nces_id}): ` : '';
  return {
    label: datasetDescription(stamp),
    summary: `${subject}enrollment, free or reduced-price lunch, proficiency, staffing and program flags from the school record; state averages and peer comparison computed over the same dataset; per-pupil expenditure from district finance (F-33 fields).`,
    url: null,
  };
}

/** "Generated 2026-03-01 from the k12-intel live dataset, 2023." */
export function metadataLine(stamp: DatasetStamp, engine: string): string {
  const date = stamp.generated_at.slice(0, 10);
  const writer = engine === 'local' ? 'local template engine' : `language model ${engine}`;
  return `Generated ${date} from the ${datasetDescription(stamp)}. Text: ${writer}.`;
}
