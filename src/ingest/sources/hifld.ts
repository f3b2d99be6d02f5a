import { RecordCollector } from '../collector.js';
import { missingColumns, readDelimited } from '../delimited.js';
import {
  ccdText,
  FieldProblem,
  grade,
  latitude,
  leaid,
  longitude,
  ncesSchoolId,
  number,
  phone,
  requiredText,
  schoolLevel,
  stateAbbr,
  text,
  zip,
} from '../fields.js';
import type { HifldSchoolRecord } from '../records.js';
import type { SourceImporter } from '../source.js';

/**
 * HIFLD "Public Schools" layer (derived from NCES CCD): UTF-8, possibly with a BOM, -999 for values
 * not available. Gives enrollment and full-time teachers, which the CCD directory files lack.
 */
const COLUMNS = [
  'NCESID', 'NAME', 'ADDRESS', 'CITY', 'STATE', 'ZIP', 'TELEPHONE', 'LATITUDE', 'LONGITUDE',
  'LEVEL_', 'ENROLLMENT', 'ST_GRADE', 'END_GRADE', 'DISTRICTID', 'FT_TEACHERS', 'SOURCE_DATE',
] as const;
const NOT_AVAILABLE = new Set(['-999', '-999.0']);

export const hifldImporter: SourceImporter<HifldSchoolRecord> = {
  id: 'hifld',
  title: 'HIFLD Public Schools layer',
  description: 'Public schools with location, level, enrollment and full-time teachers (a DHS layer built from NCES CCD).',
  detect: (header) => missingColumns(header, COLUMNS).length === 0,
  async parse(filePath, onProgress) {
    const collector = new RecordCollector<HifldSchoolRecord>('NCESID');
    const years = new Set<number>();
    const unmappedLevels = new Map<string, number>();
    const result = await readDelimited(
      filePath,
      ({ line, values }) => {
        const ncesId = ncesSchoolId(values.NCESID, 'NCESID');
        const districtId = leaid(values.DISTRICTID, 'DISTRICTID');
        if (!ncesId.startsWith(districtId)) throw new FieldProblem(`NCESID ${ncesId} does not start with DISTRICTID ${districtId}`);
        const sourceYear = /^(\d{4})-/.exec(text(values.SOURCE_DATE) ?? '')?.[1];
        if (sourceYear) years.add(Number(sourceYear));
        const level = schoolLevel(values.LEVEL_);
        if (level.raw !== null) unmappedLevels.set(level.raw, (unmappedLevels.get(level.raw) ?? 0) + 1);
        collector.add(line, {
          kind: 'hifld-school',
          id: ncesId,
          nces_id: ncesId,
          leaid: districtId,
          name: requiredText(values.NAME, 'NAME'),
          state: stateAbbr(values.STATE, 'STATE'),
          city: ccdText(values.CITY),
          zip: zip(values.ZIP, 'ZIP'),
          phone: phone(values.TELEPHONE),
          address: ccdText(values.ADDRESS),
          lat: latitude(values.LATITUDE, 'LATITUDE', NOT_AVAILABLE),
          lon: longitude(values.LONGITUDE, 'LONGITUDE', NOT_AVAILABLE),
          level: level.level,
          level_raw: level.raw,
          grade_low: grade(values.ST_GRADE, 'ST_GRADE'),
          grade_high: grade(values.END_GRADE, 'END_GRADE'),
          enrollment: number(values.ENROLLMENT, 'ENROLLMENT', { min: 0, integer: true, missing: NOT_AVAILABLE }),
          teachers_fte: number(values.FT_TEACHERS, 'FT_TEACHERS', { min: 0, missing: NOT_AVAILABLE }),
        });
      },
      { onProgress, requiredColumns: COLUMNS, layoutName: 'HIFLD Public Schools CSV' },
    );
    const levelNotes = [...unmappedLevels]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([raw, count]) => `LEVEL_ "${raw}": ${count} schools kept with a null level`);
    return {
      part: 'schools',
      // SOURCE_DATE is when HIFLD refreshed the layer; the file does not state the CCD school year.
      year: Math.max(...years, 0) || null,
      rows: collector.rows,
      rejects: result.rejects,
      notes: levelNotes,
    };
  },
};
