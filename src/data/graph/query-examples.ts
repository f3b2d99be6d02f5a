/**
 * Questions with the Cypher that answers them, in the subset both engines run. They are printed in
 * docs/GRAPH-SCHEMA.md for whoever writes Cypher from questions, and a test runs every one of them
 * on a real kuzu graph so none of them rots.
 */
export interface GraphQueryExample {
  question: string;
  cypher: string;
  params?: Record<string, unknown>;
}

export const GRAPH_QUERY_EXAMPLES: readonly GraphQueryExample[] = [
  {
    question: 'Which vendors received the most E-Rate funding in Texas in 2024?',
    cypher:
      'MATCH (v:Vendor)-[r:SERVED]->(d:District)-[:IN_STATE]->(:State {abbr: $state})\n' +
      'WHERE r.funding_year = $year\n' +
      'RETURN v.name AS vendor, sum(r.committed_amount) AS committed, count(DISTINCT d) AS districts\n' +
      'ORDER BY committed DESC LIMIT 10',
    params: { state: 'TX', year: 2024 },
  },
  {
    question: 'How many schools in each state are eligible for Title I?',
    cypher:
      "MATCH (s:School)-[:ELIGIBLE_FOR]->(:Program {program_id: 'TITLE_I_A'})\n" +
      'RETURN s.state AS state, count(*) AS schools\n' +
      'ORDER BY schools DESC, state',
  },
  {
    question: 'Which high-poverty schools in New Mexico beat the math proficiency expected for them?',
    cypher:
      "MATCH (s:School) WHERE s.state = 'NM' AND s.frl_pct >= 50 AND s.bright_spot_tier = 'BRIGHT_SPOT'\n" +
      'RETURN s.name AS school, s.frl_pct AS frl_pct, s.math_proficiency AS math, s.expected_math AS expected\n' +
      'ORDER BY math DESC LIMIT 20',
  },
  {
    question: 'Which districts have no E-Rate service provider?',
    cypher:
      'MATCH (d:District)\n' +
      'WHERE d.enrollment IS NOT NULL AND NOT EXISTS { MATCH (d)<-[:SERVED]-(:Vendor) }\n' +
      'RETURN d.name AS district, d.state AS state, d.enrollment AS enrollment\n' +
      'ORDER BY enrollment DESC LIMIT 25',
  },
  {
    question: 'Which vendors serve districts in more than one state?',
    cypher:
      'MATCH (v:Vendor)-[:SERVED]->(d:District)\n' +
      'WITH v, count(DISTINCT d.state) AS states\n' +
      'WHERE states > 1\n' +
      'RETURN v.name AS vendor, states ORDER BY states DESC, vendor',
  },
  {
    question: 'Which hot leads are in districts FiberCo already serves?',
    cypher:
      'MATCH (v:Vendor)-[:SERVED]->(d:District)<-[:IN_DISTRICT]-(s:School)\n' +
      "WHERE toLower(v.name) = toLower($vendor) AND s.lead_tier = 'HOT'\n" +
      'RETURN DISTINCT s.name AS school, d.name AS district, s.opportunity_score AS opportunity\n' +
      'ORDER BY opportunity DESC LIMIT 25',
    params: { vendor: 'FiberCo' },
  },
  {
    question: 'What is the average poverty level of the schools eligible for each program?',
    cypher:
      'MATCH (s:School)-[:ELIGIBLE_FOR]->(p:Program)\n' +
      'RETURN p.program_id AS program, count(s) AS schools, avg(s.frl_pct) AS average_frl_pct\n' +
      'ORDER BY program',
  },
  {
    question: 'How much do districts with low math proficiency spend per pupil?',
    cypher:
      'MATCH (s:School)-[:IN_DISTRICT]->(d:District)\n' +
      'WHERE d.per_pupil_expenditure IS NOT NULL\n' +
      'WITH d, avg(s.math_proficiency) AS math\n' +
      'WHERE math < $below\n' +
      'RETURN d.name AS district, d.state AS state, math, d.per_pupil_expenditure AS per_pupil\n' +
      'ORDER BY per_pupil DESC LIMIT 25',
    params: { below: 50 },
  },
  {
    question: 'Which vendors came up at board meetings of districts they do not serve yet?',
    cypher:
      'MATCH (v:Vendor)-[m:MENTIONED_IN_BOARD]->(d:District)\n' +
      'WHERE NOT EXISTS { MATCH (v)-[:SERVED]->(d) }\n' +
      'RETURN v.name AS vendor, d.name AS district, m.meeting_date AS meeting_date, m.summary AS summary\n' +
      'ORDER BY meeting_date DESC LIMIT 25',
  },
  {
    question: 'How many schools and students does each Texas district have, and how many are Title I eligible?',
    cypher:
      "MATCH (d:District {state: 'TX'})<-[:IN_DISTRICT]-(s:School)\n" +
      'RETURN d.name AS district, count(s) AS schools, sum(s.enrollment) AS students,\n' +
      '  COUNT { MATCH (d)<-[:IN_DISTRICT]-(t:School) WHERE t.title_i_eligible = true } AS title_i_schools\n' +
      'ORDER BY students DESC LIMIT 25',
  },
];
