import { z } from 'zod';
import type { SchoolListAfter } from '../../src/data/dataset/reader.js';
import { roundTo } from '../../src/core/scores/scale.js';
import { defineTool } from '../../src/tooling/define-tool.js';
import { CursorInput, NextCursor, paginate } from '../../src/tooling/paging.js';
import { SchoolLevelName, SchoolSummary } from './schemas.js';
import { requireFields, schoolSummary } from './school-data.js';
import { NcesId, limitInput } from '../common/inputs.js';
import { requireSchool } from '../common/lookups.js';
import { DataSource, rowSource } from '../common/provenance.js';

const Peer = SchoolSummary.extend({
  gap_to_target: z.number().describe('This peer\'s math proficiency minus the target\'s, points.'),
});

export const schoolPeers = defineTool({
  name: 'school_peers',
  title: 'Peer schools',
  description: 'Similar schools (same state and level, similar FRL) ranked by math proficiency, with the gap to the best peer. Use it to find schools doing better with similar students.',
  group: 'schools',
  access: 'STARTER',
  effect: 'read',
  rest: { method: 'GET', path: '/schools/{nces_id}/peers' },
  input: z.object({
    nces_id: NcesId,
    frl_band: z
      .number()
      .int()
      .min(1)
      .max(30)
      .default(10)
      .describe('Max FRL difference, points.'),
    limit: limitInput(15, 50, 'peers'),
    cursor: CursorInput,
  }),
  output: z.object({
    target: SchoolSummary,
    criteria: z.object({
      state: z.string(),
      school_level: SchoolLevelName,
      frl_low: z.number().describe('Lowest FRL share a peer may have, percent.'),
      frl_high: z.number().describe('Highest FRL share a peer may have, percent.'),
    }),
    peers: z.array(Peer).describe('Peers ranked by math proficiency, highest first (target excluded).'),
    best_peer_math: z.number().nullable().describe('Math proficiency of the best peer; null when there is no peer.'),
    gap_to_best: z.number().nullable().describe('best_peer_math minus the target\'s math proficiency, points.'),
    next_cursor: NextCursor,
    data_source: DataSource,
  }),
  handler: (context, input) => {
    const reader = context.dataset.reader;
    const target = requireSchool(context, input.nces_id);
    const missing = (['math_proficiency', 'frl_pct', 'school_level'] as const).filter((field) =>
      (field === 'school_level' ? target.level : target[field]) === null);
    requireFields(target, 'a peer comparison', missing);
    const targetMath = target.math_proficiency!;
    const filter = {
      state: target.state,
      level: target.level!,
      // A share runs from 0 to 100: the band stops there ("FRL 0-18.6%", never "-1.4-18.6%").
      minFrl: Math.max(0, target.frl_pct! - input.frl_band),
      maxFrl: Math.min(100, target.frl_pct! + input.frl_band),
      // Any proficiency at all: peers are ranked by math, so schools without it cannot be placed.
      minProficiency: 0,
    };
    const page = paginate(context, 'school_peers', input, (after: SchoolListAfter | undefined) => {
      // One row more than the page, besides the target, shows whether another page follows.
      const rows = reader
        .listSchools(filter, { orderBy: 'math', limit: input.limit + 2, after })
        .rows.filter((row) => row.nces_id !== target.nces_id);
      const pageRows = rows.slice(0, input.limit);
      const last = pageRows.at(-1);
      return { rows: pageRows, next: rows.length > input.limit && last ? { value: last.math_proficiency, nces_id: last.nces_id } : undefined };
    });
    const best = reader.findPeers({ ncesId: target.nces_id, frlBand: input.frl_band, limit: 1 })?.peers[0];
    const bestMath = best?.math_proficiency ?? null;
    return {
      target: schoolSummary(target),
      criteria: { state: target.state, school_level: target.level!, frl_low: roundTo(filter.minFrl, 2), frl_high: roundTo(filter.maxFrl, 2) },
      peers: page.rows.map((peer) => ({ ...schoolSummary(peer), gap_to_target: roundTo(peer.math_proficiency! - targetMath, 2) })),
      best_peer_math: bestMath,
      gap_to_best: bestMath === null ? null : roundTo(bestMath - targetMath, 2),
      next_cursor: page.next_cursor,
      data_source: rowSource(context, target),
    };
  },
});
