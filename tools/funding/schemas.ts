import { z } from 'zod';
import { ALL_PROGRAM_IDS, GRANT_PROGRAM_IDS, isGrantProgram, parseProgramId, type GrantProgramId, type ProgramId } from '../../seeds/reference/programs.js';

/** Schemas the funding and E-Rate tools share. */

export const ItemDescription = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(2000, 'must be at most 2000 characters')
  .describe('The item, e.g. "30 Chromebooks at $329 each".');

export const Citation = z.object({
  id: z.string().describe('Stable citation id (see docs/RULES.md).'),
  label: z.string().describe('The citation as a reader writes it, e.g. "2 CFR 200.439".'),
  summary: z.string(),
  url: z.string(),
  verified: z.boolean().describe('False where the section was recalled rather than read in a stored official copy.'),
});

export const Strength = z.enum(['STRONG', 'MODERATE', 'WEAK']);

const VALID_IDS_TEXT = `${ALL_PROGRAM_IDS.join(', ')} (IDEA_PART_B is accepted for IDEA_B; any case)`;
const GRANT_IDS_TEXT = `${GRANT_PROGRAM_IDS.join(', ')} (IDEA_PART_B is accepted for IDEA_B; any case)`;

/** A program id in any case, aliases accepted (DECISIONS §5); an unknown id is a 400 listing the valid ids. */
export const ProgramIdInput = z
  .string()
  .max(40)
  .transform((value, context): ProgramId => {
    const program = parseProgramId(value);
    if (!program) {
      context.issues.push({ code: 'custom', input: value, message: `Unknown program "${value}". Valid program ids: ${VALID_IDS_TEXT}.` });
      return z.NEVER;
    }
    return program;
  });

/** One of the seven grant programs (E-Rate is not a grant one writes a narrative for). */
export const GrantProgramInput = z
  .string()
  .max(40)
  .transform((value, context): GrantProgramId => {
    const program = parseProgramId(value);
    if (!program || !isGrantProgram(program)) {
      const why = program === 'E_RATE' ? 'E-Rate is a discount program applied for through USAC forms, not a grant narrative' : `Unknown program "${value}"`;
      context.issues.push({ code: 'custom', input: value, message: `${why}. Valid program ids: ${GRANT_IDS_TEXT}.` });
      return z.NEVER;
    }
    return program;
  });

/** How a document tool answers: the .docx file (default) or the composed document as JSON. */
export const DocumentFormat = z
  .enum(['docx', 'json'])
  .default('docx')
  .describe('docx: the Word file; json: the same sections as text.');

const DocumentTable = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  numericColumns: z.array(z.number().int()).optional(),
  note: z.string().optional(),
});

/** The composed document (the JSON form of a .docx tool). */
export const ComposedDocumentOutput = z.object({
  title: z.string(),
  subtitle: z.string().nullable(),
  engine: z.string().describe('"local" for the template engine, else the language model that wrote the prose.'),
  notes: z.array(z.string()),
  stamp: z.object({ dataset: z.string(), source_year: z.number().int().nullable(), generated_at: z.string() }),
  sections: z.array(
    z.object({ heading: z.string(), paragraphs: z.array(z.string()), bullets: z.array(z.string()).optional(), table: DocumentTable.optional() }),
  ),
  sources: z.array(z.object({ label: z.string(), summary: z.string(), url: z.string().nullable() })),
});

export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
