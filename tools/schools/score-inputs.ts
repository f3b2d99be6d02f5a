import { z } from 'zod';

const OneScore = z.object({
  inputs_used: z.array(z.string()).describe('Dataset fields the score was computed from.'),
  inputs_missing: z.array(z.string()).describe('Fields the score reads that this school lacks (a missing part is left out and the rest renormalised; docs/SCORING.md).'),
  null_reason: z.string().nullable().describe('Why the score is null; null when it has a value.'),
});

export const ScoreInputsOutput = z
  .object({ funding_score: OneScore, bright_spot_score: OneScore, health_score: OneScore, opportunity_score: OneScore })
  .nullable()
  .describe('For each score, the inputs it used and those it lacked: thin live data shows here instead of scores silently vanishing. Null when the dataset holds no scores for the school.');

/** The stored JSON of school_scores.score_inputs, or null when absent or unreadable. */
export function scoreInputsOf(json: string | null | undefined): z.infer<typeof ScoreInputsOutput> {
  if (!json) return null;
  try {
    const parsed = ScoreInputsOutput.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
