/** What an engine hands back: the rows, the sentence, and the query that produced them. */
export interface EngineResult {
  answer: string;
  columns: string[];
  results: Record<string, unknown>[];
  engine: string;
  /** Absent when the engine declined to write a query. */
  cypher?: string;
  params?: Record<string, unknown>;
  truncated?: boolean;
}

export const ANSWERABLE_EXAMPLES = [
  'How many Title I elementary schools are in Ohio?',
  'Top 5 districts in Texas by enrollment',
  'Average math proficiency of rural schools with FRL over 75%',
  'Which state has the most bright spot schools?',
  'How much E-Rate funding was committed in California in 2024?',
  'How many hot leads are in Florida?',
];

/** An honest "cannot answer", with what can be asked instead; never a number. */
export function cannotAnswer(reason: string, engine: string): EngineResult {
  return {
    answer: `I could not answer that from the data: ${reason} I can count, list, rank, average, total and find minimums or maximums `
      + 'of schools, districts and E-Rate commitments, by state (or nationwide), district, level and locale, filtered by FRL, '
      + 'enrollment, math or reading proficiency, Title I, programs, lead tier, bright spots and funding year. For example: '
      + `${ANSWERABLE_EXAMPLES.map((example) => `"${example}"`).join('; ')}.`,
    columns: [],
    results: [],
    engine,
  };
}
