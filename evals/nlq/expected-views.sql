-- Views over the dataset file (SQLite) from which the NL-query eval computes its expected answers.
-- They read the dataset tables directly and never the graph or the query engine, so a case's
-- expectation is independent of the engine it grades. Created as TEMP views on a read-only
-- connection: the dataset file is never written.

-- One row per school with its latest scores (school_scores) and civil-rights data (equity).
CREATE TEMP VIEW s AS
SELECT sc.nces_id, sc.name, sc.state, sc.leaid, sc.city, sc.level, sc.locale, sc.enrollment, sc.frl_pct,
       sc.math_proficiency, sc.reading_proficiency, sc.title_i_eligible, sc.title_i_schoolwide, sc.cep,
       sc.pupil_teacher_ratio, sc.ell_pct, sc.swd_pct,
       ss.lead_tier, ss.bright_spot_tier, ss.health_tier, ss.health_score, ss.opportunity_score,
       ss.funding_score, ss.bright_spot_score, ss.eligible_programs,
       eq.suspension_rate, eq.ap_course_count,
       d.name AS district_name
FROM schools sc
LEFT JOIN school_scores ss ON ss.nces_id = sc.nces_id
LEFT JOIN equity eq ON eq.nces_id = sc.nces_id
  AND coalesce(eq.source_year, 0) = (SELECT max(coalesce(e2.source_year, 0)) FROM equity e2 WHERE e2.nces_id = sc.nces_id)
LEFT JOIN districts d ON d.leaid = sc.leaid;

-- (nces_id, program_id) for every grant program a school is eligible for.
CREATE TEMP VIEW eligible AS
SELECT ss.nces_id, je.value AS program_id
FROM school_scores ss, json_each(ss.eligible_programs) je
WHERE je.value IN (SELECT program_id FROM programs);

-- One row per district with its latest finance year.
CREATE TEMP VIEW d AS
SELECT di.leaid, di.name, di.state, di.city, di.locale, di.school_count, di.enrollment, di.poverty_pct,
       f.fiscal_year, f.per_pupil_expenditure, f.total_expenditure, f.title_i_revenue
FROM districts di
LEFT JOIN finance f ON f.leaid = di.leaid
  AND f.fiscal_year = (SELECT max(f2.fiscal_year) FROM finance f2 WHERE f2.leaid = di.leaid);

-- One row per E-Rate commitment that reaches a district of the dataset (through the billed
-- entity's LEAID, or the district of the entity's school) and a known vendor.
CREATE TEMP VIEW served AS
SELECT c.frn, c.funding_year, c.category, c.service_type, c.committed_amount, c.pre_discount_amount,
       v.spin, v.name AS vendor, di.leaid, di.name AS district, di.state
FROM erate_commitments c
JOIN erate_entities e ON e.ben = c.ben
LEFT JOIN schools es ON es.nces_id = e.nces_id
JOIN districts di ON di.leaid = coalesce(e.leaid, es.leaid)
JOIN erate_vendors v ON v.spin = c.spin;
