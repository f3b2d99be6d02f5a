import { joinAnd, money, num, numbered, pct, schoolLabel, text, verified } from './format.js';
import { SCOPE_WRITERS } from './compose-scope.js';
import { CATALOGUE_WRITERS } from './compose-catalogue.js';
import { findQuotedPurchase } from './quantity.js';

/** The groups a school's suspension rates are reported for, as the equity answer names them. */
const SUSPENSION_GROUPS = [['black', 'Black'], ['hispanic', 'Hispanic'], ['white', 'White'], ['students_with_disabilities', 'students with disabilities']] as const;
const DEMOGRAPHIC_GROUPS = [['pct_white', 'White'], ['pct_black', 'Black'], ['pct_hispanic', 'Hispanic'], ['pct_asian', 'Asian'], ['pct_other', 'other'], ['ell_pct', 'English learners'], ['swd_pct', 'with disabilities']] as const;

/* eslint-disable @typescript-eslint/no-explicit-any -- tool results are read field by field, each checked by its schema before */
type Result = any;

/**
 * One paragraph per tool result, carrying the numbers the tool returned. A tool without a writer
 * here (one added later) still gets an answer from its top-level fields.
 */
const WRITERS: Record<string, (result: Result, args: Record<string, unknown>) => string> = {
  school_profile: (r) =>
    `${schoolLabel(r)} is ${/^[aeiou]/i.test(text(r.school_level)) ? 'an' : 'a'} ${text(r.school_level).toLowerCase()} school in ${text(r.district_name)} with ${num(r.enrollment)} students; ` +
    `${pct(r.frl_pct)} qualify for free or reduced-price lunch. Math proficiency is ${pct(r.math_proficiency)} and reading ${pct(r.reading_proficiency)}. ` +
    `Health score ${num(r.health_score)} (${text(r.health_tier)}), funding score ${num(r.funding_score)} across ${num(r.funding_program_count)} eligible programs, ` +
    `opportunity score ${num(r.opportunity_score)} (${text(r.lead_tier)})${r.bright_spot_tier ? `; it is a bright spot (score ${num(r.bright_spot_score)})` : ''}.` +
    `\nGrades ${text(r.grade_low)}-${text(r.grade_high)}, ${text(r.locale)}; pupil-teacher ratio ${num(r.pupil_teacher_ratio)} (${num(r.teachers_fte)} teachers and ${num(r.counselors_fte)} counselors, FTE); English learners ${pct(r.ell_pct)}, students with disabilities ${pct(r.swd_pct)}; ` +
    `Title I ${r.title_i_schoolwide ? 'schoolwide' : r.title_i_eligible ? 'eligible' : 'not eligible'}.` +
    (r.address || r.phone ? `\nAddress ${text(r.address)}, ${text(r.city)}, ${text(r.state)} ${text(r.zip)}; phone ${text(r.phone)}.` : ''),

  school_health: (r) =>
    `${schoolLabel(r)} has a health score of ${num(r.health_score)}: ${text(r.health_tier)}. ` +
    `Funding ${num(r.funding_sub)}, academic ${num(r.academic_sub)}, equity ${num(r.equity_sub)} (weighted 40/30/30). ` +
    `Dimensions: academic performance ${num(r.dimensions?.academic_performance)}, funding level ${num(r.dimensions?.funding_level)}, resource access ${num(r.dimensions?.resource_access)}, ` +
    `equity indicators ${num(r.dimensions?.equity_indicators)}, data completeness ${pct(r.dimensions?.data_completeness)}.` +
    (r.risk_factors?.length ? `\nRisks: ${r.risk_factors.slice(0, 3).map((f: Result) => f.message).join(' ')}` : '') +
    (r.strengths?.length ? `\nStrengths: ${r.strengths.slice(0, 3).map((f: Result) => f.message).join(' ')}` : '') +
    // The score is relative: the state averages it was measured against.
    (r.compared_with ? `\nMeasured against ${text(r.compared_with.state)}'s averages over ${num(r.compared_with.school_count)} schools: math ${pct(r.compared_with.math_proficiency)}, reading ${pct(r.compared_with.reading_proficiency)}, FRL ${pct(r.compared_with.frl_pct)}, pupil-teacher ratio ${num(r.compared_with.pupil_teacher_ratio)}, students per counselor ${num(r.compared_with.students_per_counselor)}, suspension rate ${pct(r.compared_with.suspension_rate)}.` : ''),

  school_peers: (r) => {
    if (!r.peers?.length) return `${schoolLabel(r.target)} has no peers in ${text(r.criteria?.state)} at its level and FRL band.`;
    return `${schoolLabel(r.target)} (math ${pct(r.target.math_proficiency)}, FRL ${pct(r.target.frl_pct)}) compared with ${r.peers.length} ${text(r.criteria?.school_level).toLowerCase()} school${r.peers.length === 1 ? '' : 's'} in ${text(r.criteria?.state)} with FRL ${num(r.criteria?.frl_low)}-${num(r.criteria?.frl_high)}%. ` +
      // A negative gap is a lead: the school is ahead of its best peer.
      `The best peer scores ${pct(r.best_peer_math)} in math; gap to best: ${num(r.gap_to_best)} points${r.gap_to_best < 0 ? ` (it leads its best peer by ${num(-r.gap_to_best)})` : ''}.\n` +
      numbered(r.peers.slice(0, 5).map((p: Result) => `${p.name} (${text(p.city)}, NCES ${text(p.nces_id)}): math ${pct(p.math_proficiency)}, FRL ${pct(p.frl_pct)}`));
  },

  school_funding: (r) =>
    `${schoolLabel(r)} has a funding score of ${num(r.funding_score)} with ${num(r.funding_program_count)} programs it may draw on:\n` +
    numbered(r.programs.slice(0, 8).map((p: Result) => {
      const latest = p.history?.allocations?.at(-1);
      return `${p.program_id} (${p.name}${p.assistance_listing ? `, ALN ${text(p.assistance_listing)}` : ''}): ${text(p.strength)}, ${text(p.funding_type)}, national pool ${money(p.annual_pool?.amount)} (FY${text(p.annual_pool?.fiscal_year)})` +
        (p.erate_discount ? `, discount ${pct(p.erate_discount.category1)} / ${pct(p.erate_discount.category2)}` : '') +
        (latest ? `; latest ${p.history.scope === 'district' ? 'district allocation' : 'commitments'} ${money(latest.amount)} (${latest.year})` : '');
    })) +
    // Each reason is the tool's own sentence, kept whole.
    ((r.not_eligible ?? []).length ? `\nNot eligible: ${r.not_eligible.map((p: Result) => `${p.program_id}: ${p.reason}${/[.!]$/.test(String(p.reason)) ? '' : '.'}`).join(' ')}` : ''),

  school_needs: (r) => {
    const indicators = [...(r.performance_indicators ?? []), ...(r.staffing ?? [])];
    const weak = indicators.filter((i: Result) => i.favourable === false);
    // The strengths beside the gaps: a need statement cites both against the state.
    const strong = indicators.filter((i: Result) => i.favourable === true);
    const gaps = (r.funding_gaps ?? []).map((g: Result) => g.message ?? g.code);
    const deficiencies = (r.resource_deficiencies ?? []).map((g: Result) => g.message ?? g.code);
    const interventions = (r.recommended_interventions ?? []).slice(0, 4);
    const programs = (r.matching_programs ?? []).slice(0, 5);
    return `Needs of ${schoolLabel(r)}: ` +
      (weak.length ? `below the state on ${joinAnd(weak.map((i: Result) => `${i.field} (${num(i.value)} vs ${num(i.reference)}, gap ${num(i.difference)})`))}` : 'no performance or staffing indicator below the state') +
      (strong.length ? `; at or better than the state on ${joinAnd(strong.map((i: Result) => `${i.field} (${num(i.value)} vs ${num(i.reference)})`))}` : '') +
      (gaps.length ? `.\nFunding gaps: ${gaps.join(' ')}` : '; no funding gaps found') +
      (deficiencies.length ? `\nResource gaps: ${deficiencies.join(' ')}` : '') +
      // The risks flagged against their thresholds, in the tool's own words ("Math proficiency is 11.1 points below the state average.").
      (r.risk_factors?.length ? `\nRisks: ${r.risk_factors.slice(0, 3).map((f: Result) => f.message).join(' ')}` : '') +
      (interventions.length ? `\nRecommended: ${numberedInline(interventions.map((i: Result) => `${i.intervention}${i.programs?.length ? ` (paid by ${joinAnd(i.programs)})` : ''}`))}` : '') +
      (programs.length ? `\nPrograms that fund them: ${joinAnd(programs.map((p: Result) => `${p.program_id} (${text(p.strength)})`))}.` : '');
  },

  school_equity: (r) =>
    `${schoolLabel(r)} has an equity score of ${num(r.equity_score)} (suspension disparity ${num(r.equity_score_parts?.suspension_disparity)}, AP access ${num(r.equity_score_parts?.ap_access)}, ` +
    `counselor access ${num(r.equity_score_parts?.counselor_access)}, class size ${num(r.equity_score_parts?.class_size)}). ` +
    `Suspension rate ${pct(r.suspension_rates?.all_students?.value)} (state ${pct(r.suspension_rates?.all_students?.state_average)}); ` +
    `by group: ${SUSPENSION_GROUPS.map(([key, label]) => `${label} ${pct(r.suspension_rates?.[key]?.value)} (state ${pct(r.suspension_rates?.[key]?.state_average)})`).join(', ')}. ` +
    `${num(r.counselors?.students_per_counselor)} students per counselor (state ${num(r.counselors?.state_students_per_counselor)}); ` +
    `pupil-teacher ratio ${num(r.pupil_teacher_ratio?.value)} (state ${num(r.pupil_teacher_ratio?.state_average)}); ` +
    `${num(r.ap_course_count?.value)} AP courses (state ${num(r.ap_course_count?.state_average)}).` +
    (r.demographics ? `\nStudents: ${DEMOGRAPHIC_GROUPS.filter(([key]) => r.demographics[key] != null).map(([key, label]) => `${label} ${pct(r.demographics[key])}`).join(', ')}.` : '') +
    ((r.achievement_gaps ?? []).some((gap: Result) => gap.math_gap != null)
      ? `\nMath gaps against all students: ${(r.achievement_gaps as Result[]).filter((gap) => gap.math_gap != null).map((gap) => `${text(gap.subgroup).replace(/_/g, ' ')} ${num(gap.math_gap)} points (state ${num(gap.state_average)})`).join(', ')}.`
      : ''),

  school_opportunity: (r) =>
    `${schoolLabel(r)} has an opportunity score of ${num(r.opportunity_score)}: lead tier ${text(r.lead_tier)}. ` +
    `Budget ${num(r.dimensions?.budget?.score)}, need ${num(r.dimensions?.need?.score)}, timing ${num(r.dimensions?.timing?.score)}, access ${num(r.dimensions?.access?.score)}.`,

  school_contacts: (r) =>
    r.contacts?.length
      ? `Contacts for ${schoolLabel(r)}:\n${numbered(r.contacts.slice(0, 8).map((c: Result) => `${c.name}, ${c.role} (${c.scope}): ${text(c.email)}, ${text(c.phone)}${verified(c)}`))}`
      : `No contacts are on file for ${schoolLabel(r)}.`,

  school_board_intel: (r) =>
    (r.items?.length
      ? `Board items for ${schoolLabel(r)}:\n${numbered(r.items.slice(0, 5).map((i: Result) => `${text(i.meeting_date ?? i.date)} ${text(i.kind)}: ${text(i.title ?? i.summary)}${i.vendor ? ` (vendor ${i.vendor}${i.amount != null ? `, ${money(i.amount)}` : ''})` : i.amount != null ? ` (${money(i.amount)})` : ''}`))}`
      : `No board items are on file for ${schoolLabel(r)} (${text(r.district_name)}).`) + (r.notice ? ` ${r.notice}` : ''),

  // Each school of a bulk import: its profile line, then the sections asked for.
  schools_bulk_import: (r) =>
    `${num(r.found)} of ${num(r.requested)} schools found${r.not_found?.length ? ` (not found: ${r.not_found.join(', ')})` : ''}; sections: ${r.include?.length ? joinAnd(r.include) : 'none'}.\n` +
    numbered((r.schools ?? []).map((school: Result) => {
      const p = school.profile ?? {};
      return `${text(p.name)} (${text(p.city)}, ${text(p.state)}, NCES ${text(p.nces_id)}): ${num(p.enrollment)} students, FRL ${pct(p.frl_pct)}, math ${pct(p.math_proficiency)}, reading ${pct(p.reading_proficiency)}` +
        (school.funding ? `; funding score ${num(school.funding.funding_score)} across ${num(school.funding.funding_program_count)} programs` : '') +
        (school.health ? `; health ${num(school.health.health_score)} (${text(school.health.health_tier)})` : '') +
        (school.opportunity ? `; opportunity ${num(school.opportunity.opportunity_score)} (${text(school.opportunity.lead_tier)})` : '') +
        (school.contacts ? `; ${bulkContacts(school.contacts.contacts ?? [])}` : '');
    })),

  school_look_alikes: (r) =>
    `Schools most like ${schoolLabel(r.target)}:\n` +
    numbered((r.results ?? []).slice(0, 5).map((s: Result) => `${s.name} (${text(s.city)}, ${text(s.state)}, NCES ${text(s.nces_id)}): similarity ${num(s.similarity)}, distance ${num(s.distance)}, FRL ${pct(s.frl_pct)}, math ${pct(s.math_proficiency)}`)),

  // (The school's own NSLP share is told beside the district's: every school of a district gets the district-wide rate.)
  school_erate_eligibility: (r) =>
    `${schoolLabel(r)} is ${text(r.status)} for E-Rate. Discount: Category 1 ${pct(r.discount?.category1_pct)}, Category 2 ${pct(r.discount?.category2_pct)} ` +
    `(band ${text(r.discount?.band)}, district NSLP ${pct(r.discount?.district_nslp_pct)}, ${text(r.discount?.locale)}` +
    // (Why the district counts as rural or urban: how many of its schools are rural.)
    `${typeof r.discount?.school_count === 'number' && typeof r.discount?.rural_schools === 'number' ? ` with ${num(r.discount.rural_schools)} of its ${num(r.discount.school_count)} schools rural` : ''}` +
    `${r.discount?.eligible_students !== undefined && r.discount?.total_students !== undefined ? `; ${num(r.discount.eligible_students)} of ${num(r.discount.total_students)} students eligible` : ''}` +
    `${typeof r.discount?.school_nslp_pct === 'number' ? `; this school's own NSLP share is ${pct(r.discount.school_nslp_pct)}, but the district-wide share sets the rate` : ''}). ` +
    `It applies through ${text(r.billed_entity?.name)} (BEN ${text(r.billed_entity?.ben)}).` + fundingHistory(r.funding_history),

  erate_discount_calculator: (r) =>
    `At ${pct(r.frl_pct)} NSLP eligibility (${text(r.type)}, ${text(r.locale)}) the E-Rate discount is ${pct(r.category1_discount)} for Category 1 ` +
    `and ${pct(r.category2_discount)} for Category 2 (band ${text(r.band?.label)}).`,

  erate_c2_budget: (r) =>
    `Category 2 budget ${text(r.cycle?.id)} (funding year ${text(r.funding_year)}) for ${text(r.district_name)} (LEA ${text(r.leaid)})${r.school_name ? ` (shared by ${r.school_name}, NCES ${r.nces_id})` : ''}: ` +
    `${r.scope ? `a ${r.scope}-level budget of ` : ''}${money(r.budget)} for ${num(r.students)} students${r.entities ? ` and ${num(r.entities)} entities` : ''} (${money(r.multiplier)} per student, floor ${money(r.floor)}${r.basis ? `, set by the ${r.basis === 'floor' ? 'floor' : 'per-student multiplier'}` : ''}); committed ${money(r.committed_pre_discount)} pre-discount ` +
    `(${money(r.committed_discounted)} after discount, ${money(r.disbursed)} disbursed), remaining ${money(r.remaining)} (${pct(r.percent_used)} used)${r.over_by ? `, over by ${money(r.over_by)}` : ''}.`,

  erate_filing_checklist: (r) =>
    `E-Rate funding year ${text(r.funding_year)} (${text(r.funding_year_dates?.start)} to ${text(r.funding_year_dates?.end)}):\n` +
    numbered(r.steps.map((s: Result) => `${s.title}: ${text(s.date)} (${text(s.status)}${s.date_basis === 'estimate' ? ', estimate' : ''})`)),

  erate_vendors: (r, args) =>
    `Top E-Rate vendors${args.service_type ? ` of ${args.service_type}` : ''}${args.state ? ` in ${args.state}` : ''}${args.funding_year ? ` in funding year ${args.funding_year}` : ''} by money committed:\n` +
    numbered((r.vendors ?? []).slice(0, 5).map((v: Result) => `${v.name} (SPIN ${text(v.spin)}): ${money(v.total_committed)} in ${num(v.commitment_count)} commitments to ${num(v.client_count)} clients`)),

  bright_spots: (r, args) =>
    r.results?.length
      // (How many, when the list is whole: a list cut into pages says only its first rows.)
      ? `Bright spots${args.state ? ` in ${args.state}` : ''} (FRL at least ${num(r.criteria?.min_frl)}%, math at least ${num(r.criteria?.min_proficiency)}%)${r.next_cursor ? '' : `, ${r.results.length} in all`}:\n` +
        numbered(r.results.slice(0, 5).map((s: Result) => `${s.name} (${text(s.city)}, ${text(s.state)}, NCES ${text(s.nces_id)}): math ${pct(s.math_proficiency)} at ${pct(s.frl_pct)} FRL, ${num(s.math_above_expected)} points above expected (${pct(s.expected_math)}), score ${num(s.bright_spot_score)}`))
      : `No bright-spot schools${args.state ? ` in ${args.state}` : ''} meet the criteria.`,

  purchase_qualify: (r) => {
    const best = r.matches?.[0];
    const cost = purchaseCost(r.parsed, r.item_description);
    // (The school stays named, so a follow-up about "the district" or "it" knows which.)
    if (!best) return `I could not place "${r.item_description}"${r.school ? ` (for ${schoolLabel(r.school)})` : ''} in a purchase category, so no program could be matched.${cost ? ` ${cost}` : ''}`;
    // (The school's Title I status and FRL are what its programs' strengths were weighed on.)
    const weighedOn = r.school ? ` (Title I ${text(r.school.title_i_status).replace(/_/g, ' ')}, FRL ${pct(r.school.frl_pct)})` : '';
    return `"${r.item_description}" reads as ${best.label} (${text(best.confidence)} confidence)${r.school ? ` for ${schoolLabel(r.school)}${weighedOn}` : ''}.${cost ? ` ${cost}` : ''} Programs that could fund it:\n` +
      numbered(best.funding_programs.slice(0, 6).map((p: Result) => `${p.program_id} (${p.name}): ${text(p.strength)}`));
  },

  // (The cost as the tool parsed it: "FortiGate 100F x1 @ $4,650" is one unit, not a hundred.)
  compliance_check: (r) =>
    `Compliance of "${r.item_description}"${r.categories?.[0] ? ` (${r.categories[0].category})` : ''}:${prefixed(purchaseCost(r.parsed, r.item_description))}\n` +
    // The rule that decided each verdict is cited, as an auditor would cite it.
    numbered(r.verdicts.map((v: Result) => `${v.program_id}: ${v.verdict}${v.conditions?.[0] ? `. ${v.conditions[0]}` : ''}${v.citations?.[0]?.label && !String(v.conditions?.[0] ?? '').includes(v.citations[0].label) ? ` (${v.citations[0].label})` : ''}`)),

  leads_from_purchase: (r, args) =>
    r.leads?.length
      ? `Top leads for ${joinAnd(r.programs ?? [])}${args.state ? ` in ${args.state}` : ''}:\n` +
        numbered(r.leads.slice(0, 5).map((l: Result) => `${l.name} (${text(l.city)}, ${text(l.state)}, NCES ${text(l.nces_id)}): lead score ${num(l.lead_score)} (${l.lead_tier})${l.principal?.name ? `, principal ${l.principal.name}${l.principal.phone ? ` (${l.principal.phone})` : ''}` : ''}`))
      : `No leads found for ${joinAnd(r.programs ?? [])}.`,

  // The programs the question named (args.programs, the planner's hint) come first, with their uses and how to apply.
  grant_programs: (r, args) => {
    const asked = new Set((args.programs as string[] | undefined) ?? []);
    const focus = (r.programs ?? []).filter((p: Result) => asked.has(p.program_id));
    const detail = focus.map((p: Result) =>
      `${p.program_id} (${p.name}, CFDA ${text(p.cfda_number)}): about ${money(p.annual_amount)} a year (FY${text(p.amount_fiscal_year)}). ` +
      `Allowable uses: ${(p.allowable_uses ?? []).slice(0, 5).join('; ')}. How to apply: ${text(p.how_to_apply)} Deadline: ${text(p.deadline)}`);
    return (detail.length ? `${detail.join('\n')}\n\n` : '') +
      `The federal programs I know:\n${numbered(r.programs.map((p: Result) => `${p.program_id}: ${p.name} (CFDA ${text(p.cfda_number)}), about ${money(p.annual_amount)} a year (FY${text(p.amount_fiscal_year)})`))}`;
  },

  grant_write: (r, args) => documentSummary(r, 'POST /grants/write', args) + quotedCost(args.item_description),
  justification_report: (r, args) => documentSummary(r, 'POST /reports/justification', args) + quotedCost(args.item_description),

  schools_search: (r) =>
    r.results?.length
      ? `${/^\d{7}$/.test(String(r.query)) ? `Schools of district LEA ${r.query}` : `Schools matching "${r.query}"`}:\n${numbered(r.results.slice(0, 5).map((s: Result) => schoolLabel(s)))}`
      : `No school matches "${r.query}".`,

  districts_search: (r) =>
    r.results?.length
      ? `Districts matching "${r.query}":\n${numbered(r.results.slice(0, 5).map((d: Result) => `${text(d.name)}, ${text(d.city)}, ${text(d.state)} (LEA id ${text(d.leaid)}): ${num(d.total_schools)} schools, ${num(d.enrollment)} students`))}`
      : `No district matches "${r.query}".`,

  district_report: (r, args) => documentSummary(r, 'POST /reports/district', args),

  ...SCOPE_WRITERS,
  ...CATALOGUE_WRITERS,

  export_schools: (r, args) => {
    const filters = Object.entries(args).filter(([key]) => key !== 'fmt').map(([key, value]) => `${key} ${String(value)}`);
    if (r.file) {
      return `Exported ${num(r.rows)} schools${filters.length ? ` (${filters.join(', ')})` : ''} as ${r.file} (${text(r.content_type)}, ${num(r.rows)} rows; columns ${joinAnd((r.columns ?? []).slice(0, 8))}${(r.columns ?? []).length > 8 ? ' and more' : ''}).` +
        ((r.first_rows ?? []).length ? `\nFirst rows:\n${numbered(r.first_rows.slice(0, 3))}` : '') +
        `\nThe file itself comes from GET /export/schools with fmt=csv.`;
    }
    return `${num(r.count)} schools${filters.length ? ` (${filters.join(', ')})` : ''}:\n` +
      numbered((r.records ?? []).slice(0, 5).map((s: Result) => `${s.name} (${text(s.city)}, ${text(s.state)}, NCES ${s.nces_id}): ${num(s.enrollment)} students, FRL ${pct(s.frl_pct)}`));
  },

  // The Cypher run, when it was asked for (show_cypher), after the answer with its parameters.
  query: (r) => `${text(r.answer)}${r.row_count !== undefined ? ` (${num(r.row_count)} rows)` : ''}${rowFigures(r)}${typeof r.cypher === 'string' ? `\nCypher run:\n${r.cypher}${r.parameters && Object.keys(r.parameters).length > 0 ? `\nParameters: ${JSON.stringify(r.parameters)}` : ''}` : ''}`,
};

/**
 * The rows' figures, one line each, when the engine's answer named the rows without them ("4 districts ... matched: Dallas ISD,
 * El Paso ISD, ..."): a short list only, and never when the answer already says the first row's figure.
 */
function rowFigures(r: Result): string {
  const rows: Result[] = Array.isArray(r.results) ? r.results : [];
  const columns: string[] = Array.isArray(r.columns) ? r.columns : [];
  if (rows.length < 2 || rows.length > 10) return '';
  const label = columns.find((column) => typeof rows[0]![column] === 'string');
  const figures = columns.filter((column) => typeof rows[0]![column] === 'number');
  const answer = text(r.answer);
  if (!label || figures.length === 0 || figures.some((column) => answer.includes(num(rows[0]![column])))) return '';
  return `\n${numbered(rows.map((row) => `${row[label]}: ${figures.map((column) => `${column.replace(/_/g, ' ')} ${num(row[column])}`).join(', ')}`))}`;
}

/** "45 x $2,500 = $112,500": the purchase's total, as the tool parsed it from the description. */
function purchaseCost(parsed: Result, description: unknown): string | undefined {
  // The count and price as the planner quoted them, where the tool's own parse missed one.
  const quoted = typeof description === 'string' ? findQuotedPurchase(description) : undefined;
  const quantity = parsed?.quantity ?? quoted?.quantity;
  const unitPrice = parsed?.unit_price ?? quoted?.unitPrice;
  const total = parsed?.total ?? undefined;
  if (typeof quantity === 'number' && typeof unitPrice === 'number') {
    return `Cost: ${num(quantity)} x ${money(unitPrice)} = total ${money(total ?? quantity * unitPrice)}.`;
  }
  if (typeof total === 'number') return `Total cost: ${money(total)}.`;
  if (typeof unitPrice === 'number') return `Unit price: ${money(unitPrice)}.`;
  return undefined;
}

/** " text" for a sentence that follows a colon; empty when there is none. */
const prefixed = (sentence: string | undefined) => (sentence ? ` ${sentence}` : '');

/** " Cost: 30 x $700 = total $21,000." for an item quoted with a count and a unit price; empty otherwise. */
function quotedCost(description: unknown): string {
  const quoted = typeof description === 'string' ? findQuotedPurchase(description) : undefined;
  return quoted ? ` Cost: ${num(quoted.quantity)} x ${money(quoted.unitPrice)} = total ${money(quoted.quantity * quoted.unitPrice)}.` : '';
}

/** "1) a; 2) b": a short numbered list inside a line. */
function numberedInline(items: string[]): string {
  return items.map((item, index) => `${index + 1}) ${item}`).join('; ');
}

/** A drafted document in brief; its subject's id is said, so a follow-up ("also a justification for it there") finds it. */
function documentSummary(r: Result, endpoint: string, args: Record<string, unknown>): string {
  const subject = args.nces_id ? ` for NCES ${text(args.nces_id)}` : args.leaid ? ` for LEA ${text(args.leaid)}` : '';
  // The Word file itself (format docx): a file to download, not sections to read out.
  if (typeof r.file === 'string') {
    return `Built the Word document ${r.file}${subject}: download it from ${endpoint} with format docx.`;
  }
  const sections = (r.sections ?? []) as Result[];
  const opening = sections[0]?.paragraphs?.[0];
  return `Drafted "${r.title}"${subject} (${sections.length} sections: ${joinAnd(sections.map((s) => s.heading))}).` +
    (opening ? `\n${opening}` : '') + keyFigures(sections) +
    `\nThe Word document is available from ${endpoint} (format docx).`;
}

/**
 * The document's first table, its figures in one line ("Math proficiency 41.5% (AZ average 55.2%)"): what a reader checks first.
 * A document that costs something (a justification's per-pupil analysis, a narrative's budget) says its cost table as well,
 * and one that checks the purchase against the rules says their verdicts.
 */
function keyFigures(sections: Result[]): string {
  const tabled = sections.filter((section) => section.table?.rows?.length);
  const costs = tabled.find((section) => /\b(?:cost|budget)\b/i.test(String(section.heading)));
  const verdicts = tabled.find((section) => /\bcompliance\b/i.test(String(section.heading)));
  // (A district report's schools with their figures: which building is struggling is read from them.)
  const schools = tabled.find((section) => /^schools$/i.test(String(section.heading)));
  return [...new Set([tabled[0], costs, verdicts, schools])].filter((section) => section !== undefined).map(tableLine).join('');
}

function tableLine(found: Result): string {
  const [, ...others] = (found.table.columns ?? []) as string[];
  const rows = (found.table.rows as string[][]).slice(0, 10).map(([label, first, ...rest]) => {
    const beside = rest.map((value, index) => (value ? `${others[index + 1] ?? ''} ${value}`.trim() : '')).filter(Boolean);
    return `${label} ${first}${beside.length ? ` (${beside.join(', ')})` : ''}`;
  });
  const more = found.table.rows.length - rows.length;
  return `\n${found.heading}: ${rows.join('; ')}${more > 0 ? `; and ${more} more in the document` : ''}.`;
}

/** A school's people in one line: the first three by name and role, then how many more. */
function bulkContacts(contacts: Result[]): string {
  if (contacts.length === 0) return 'no contacts on file';
  const named = contacts.slice(0, 3).map((c: Result) => `${text(c.name)} (${text(c.role)})`);
  return `contacts ${contacts.length > 3 ? `${named.join(', ')} and ${contacts.length - 3} more` : joinAnd(named)}`;
}

/** E-Rate money committed to a school and its district over the years on record, and the latest year's. */
function fundingHistory(history: Result | undefined): string {
  if (!history?.years_with_funding) return '';
  const latest = (history.years ?? []).filter((year: Result) => year.committed_total > 0).at(-1);
  return ` Funding years ${text(history.first_year)}-${text(history.last_year)}: ${money(history.total_committed)} committed and ${money(history.total_disbursed)} disbursed over ${num(history.years_with_funding)} funded years` +
    (latest ? `; ${text(latest.funding_year)}: ${money(latest.committed_total)} committed (${money(latest.category1_committed)} Category 1, ${money(latest.category2_committed)} Category 2).` : '.');
}

export function describeResult(tool: string, result: unknown, args: Record<string, unknown>): string {
  const writer = WRITERS[tool];
  if (writer) return writer(result, args);
  // A tool without a writer: its scalar fields, and the first rows of a result list by name.
  const record = (result ?? {}) as Record<string, unknown>;
  const fields = Object.entries(record)
    .filter(([key, value]) => key !== 'next_cursor' && (value === null || ['string', 'number', 'boolean'].includes(typeof value)))
    .slice(0, 8)
    .map(([key, value]) => `${key}: ${typeof value === 'number' ? num(value) : text(value)}`);
  // Empty lists are said to be empty ("watchlists: none").
  for (const [key, value] of Object.entries(record)) if (Array.isArray(value) && value.length === 0) fields.push(`${key}: none`);
  const rows = Object.values(record).find((value): value is Result[] => Array.isArray(value) && value.length > 0 && typeof value[0] === 'object');
  if (rows) fields.push(`\n${numbered(rows.slice(0, 5).map((row: Result) => text(row.name ?? row.title ?? row.id)))}`);
  return `${tool}: ${fields.join('; ')}`;
}
