import { badRequest } from '../errors.js';
import { ccdDistrictImporter } from './sources/ccd-district.js';
import { ccdSchoolImporter } from './sources/ccd-school.js';
import { crdcLeaImporter } from './sources/crdc-lea.js';
import { edfactsImporter } from './sources/edfacts.js';
import { elsiImporter } from './sources/elsi.js';
import { ncesSearchImporter } from './sources/nces-search.js';
import { cwiftImporter } from './sources/cwift.js';
import { hifldImporter } from './sources/hifld.js';
import { saipeImporter } from './sources/saipe.js';
import { usacEntitiesImporter, usacVendorsImporter } from './sources/usac-directories.js';
import { usacFrnImporter } from './sources/usac-frn.js';
import { isSourceId, type SourceImporter } from './source.js';

/** Every importer, in the order `k12-intel import --help` lists them. */
export const IMPORTERS: readonly SourceImporter[] = [
  saipeImporter,
  cwiftImporter,
  ccdSchoolImporter,
  ccdDistrictImporter,
  hifldImporter,
  usacVendorsImporter,
  usacEntitiesImporter,
  usacFrnImporter,
  elsiImporter,
  ncesSearchImporter,
  edfactsImporter,
  crdcLeaImporter,
] as SourceImporter[];

export function findImporter(source: string): SourceImporter {
  const importer = isSourceId(source) ? IMPORTERS.find((candidate) => candidate.id === source) : undefined;
  if (!importer) {
    throw badRequest(`Unknown source "${source}". Sources: ${IMPORTERS.map((candidate) => candidate.id).join(', ')}`);
  }
  return importer;
}

/** The sources whose layout a header fits (to suggest the right one when a file is refused). */
export function detectSources(header: readonly string[]): SourceImporter[] {
  return IMPORTERS.filter((importer) => importer.detect?.(header) ?? false);
}
