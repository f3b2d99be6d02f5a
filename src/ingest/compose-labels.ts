import type { StagedImport } from './staging.js';

/** "2013" -> "2013-14": CCD files are named by school year. */
function schoolYear(year: number | null): string {
  return year === null ? 'unknown-year' : `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}

/**
 * The provenance name of a staged file, as rows and the dataset meta carry it
 * (e.g. "census-saipe-2023", "nces-ccd-school-2013-14", "hifld-public-schools").
 */
export function sourceLabel(slot: Pick<StagedImport, 'source' | 'part' | 'year'>): string {
  const year = slot.year === null ? '' : `-${slot.year}`;
  switch (slot.source) {
    case 'saipe':
      return `census-saipe${year}`;
    case 'cwift':
      return `nces-edge-cwift${slot.part === 'state' ? '-state' : ''}${year}`;
    case 'ccd-district':
      return `nces-ccd-lea-${schoolYear(slot.year)}`;
    case 'ccd-school':
      return `nces-ccd-${slot.part === 'directory' ? 'school' : slot.part}-${schoolYear(slot.year)}`;
    case 'hifld':
      return 'hifld-public-schools';
    case 'usac-vendors':
      return 'usac-service-providers';
    case 'usac-entities':
      return 'usac-entities';
    case 'usac-frn':
      return 'usac-frn-commitments';
    case 'elsi':
      return `nces-elsi-${slot.part}-${schoolYear(slot.year)}`;
    case 'nces-search':
      return `nces-school-search-${slot.part}${year}`;
    case 'edfacts':
      return `edfacts-${slot.part}-${schoolYear(slot.year)}`;
    case 'crdc-lea':
      return `crdc-lea-${slot.part}-${schoolYear(slot.year)}`;
  }
}

/** A row built from several sources names them all, newest identity source first. */
export function joinLabels(labels: readonly string[]): string {
  return [...new Set(labels)].join('+');
}
