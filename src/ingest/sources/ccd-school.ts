import path from 'node:path';
import { badRequest } from '../../errors.js';
import { missingColumns, readHeader } from '../delimited.js';
import type { CcdLunchRecord, CcdMembershipRecord, CcdSchoolRecord } from '../records.js';
import type { SourceImporter } from '../source.js';
import {
  LUNCH_LONG,
  LUNCH_WIDE,
  MEMBERSHIP_LONG,
  MEMBERSHIP_WIDE,
  parseLunch,
  parseMembership,
} from './ccd-school-companions.js';
import {
  parseDirectory2013,
  parseDirectoryCurrent,
  SCHOOL_LAYOUT_2013,
  SCHOOL_LAYOUT_CURRENT,
} from './ccd-school-directory.js';

type CcdSchoolFile = CcdSchoolRecord | CcdMembershipRecord | CcdLunchRecord;

/** Which CCD school file a header belongs to; the most specific layouts are tried first. */
function layoutOf(header: readonly string[]) {
  const upper = header.map((name) => name.toUpperCase());
  const fits = (columns: readonly string[]) => missingColumns(upper, columns).length === 0;
  if (fits(SCHOOL_LAYOUT_2013)) return 'directory-2013' as const;
  if (fits(SCHOOL_LAYOUT_CURRENT)) return 'directory-current' as const;
  if (fits(LUNCH_LONG)) return 'lunch-long' as const;
  if (fits(LUNCH_WIDE)) return 'lunch-wide' as const;
  if (fits(MEMBERSHIP_LONG)) return 'membership-long' as const;
  if (fits(MEMBERSHIP_WIDE)) return 'membership-wide' as const;
  return undefined;
}

export const ccdSchoolImporter: SourceImporter<CcdSchoolFile> = {
  id: 'ccd-school',
  title: 'NCES Common Core of Data school files',
  description:
    'Public schools: the 2013-14 directory, or the current directory (ccd_sch_029) with its membership (ccd_sch_052) and free/reduced-price lunch (ccd_sch_033) companions, each imported as its own file.',
  detect: (header) => layoutOf(header) !== undefined,
  async parse(filePath, onProgress) {
    const layout = layoutOf(await readHeader(filePath));
    switch (layout) {
      case 'directory-2013':
        return parseDirectory2013(filePath, onProgress);
      case 'directory-current':
        return parseDirectoryCurrent(filePath, onProgress);
      case 'membership-wide':
        return parseMembership(filePath, 'wide', onProgress);
      case 'membership-long':
        return parseMembership(filePath, 'long', onProgress);
      case 'lunch-wide':
        return parseLunch(filePath, 'wide', onProgress);
      case 'lunch-long':
        return parseLunch(filePath, 'long', onProgress);
      default:
        throw badRequest(
          `${path.basename(filePath)} is not a CCD school file: expected the 2013-14 directory, ccd_sch_029, ccd_sch_052 or ccd_sch_033 columns`,
        );
    }
  },
};
